"""The banking pack's fact rules, and every fact case from the field as a regression test."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from memoryadmin.engine.facts import Outcome, UserMessage, rules_of, screen
from memoryadmin.packs.banking import PACK
from memoryadmin.packs.banking import facts as banking_facts

FIXTURE = Path(__file__).resolve().with_name("seed_regressions.json")
RULES = rules_of(PACK)


def _cases() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = json.loads(FIXTURE.read_text())["facts"]
    return cases


def test_the_fixture_has_fact_cases() -> None:
    assert len(_cases()) >= 6


@pytest.mark.parametrize("case", _cases(), ids=lambda c: f"{c['expect']}-{c['proposed']['key']}")
def test_seed_regression_fact(case: dict[str, Any]) -> None:
    # The model quotes the user's whole sentence, with full confidence: only the
    # screens stand between it and memory.
    raw = {**case["proposed"], "evidence": case["user_says"], "confidence": 0.95}
    result = screen([raw], [UserMessage(seq=1, content=case["user_says"])], [], [], RULES)
    r = result.results[0]
    if case["expect"] == "accept":
        assert r.outcome is Outcome.ACCEPTED, (case["why"], r.screen, r.reason)
    else:
        assert r.outcome is Outcome.REJECTED, case["why"]


@pytest.mark.parametrize(
    ("user_says", "key", "screen_name"),
    [
        ("check all the transactions I did since account creation", "transactions_view", "lasting"),
        ("I want to buy airtime", "buy_airtime", "lasting"),
        ("My rent is due on the 25th every month.", "rent", "numbers"),
        ("Send 5000 to my sister every Friday, she's Mama Tobi.", "mama_tobi", "never_inferred"),
    ],
)
def test_seed_rejections_name_the_right_screen(user_says: str, key: str, screen_name: str) -> None:
    case = next(c for c in _cases() if c["user_says"] == user_says)
    assert case["proposed"]["key"] == key
    raw = {**case["proposed"], "evidence": user_says, "confidence": 0.95}
    r = screen([raw], [UserMessage(1, user_says)], [], [], RULES).results[0]
    assert r.screen == screen_name


def test_kinds_match_the_api_list() -> None:
    api = {"preference", "commitment", "goal", "relationship", "personal"}
    api |= {"beneficiary_nickname", "bill_preference", "transaction_category", "transfer_purpose"}
    assert set(RULES.allowed_kinds) == api
    assert RULES.never_inferred < set(RULES.allowed_kinds)
    assert set(RULES.lasting) == {"preference", "commitment", "goal"}


def test_thresholds_are_the_specs() -> None:
    assert RULES.min_confidence == 0.7 and RULES.per_batch_limit == 5


@pytest.mark.parametrize("phrase", ["always", "call me", "from now on"])
def test_standing_instruction_vocabulary(phrase: str) -> None:
    assert phrase in banking_facts.STANDING_INSTRUCTION


def test_prompt_instructions_carry_the_rules() -> None:
    text = PACK.fact_instructions
    for kind in RULES.never_inferred:
        assert kind in text
    assert "0.7" in text and "At most 5" in text and "quote" in text
