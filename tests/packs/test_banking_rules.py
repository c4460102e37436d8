"""The banking pack's summary rules: every field sentence stays a regression test."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from memoryadmin.engine.validator import WORD_LIMIT_RULE, Validator
from memoryadmin.packs.banking import PACK

ROOT = Path(__file__).resolve().parents[2]
# Sentences from real compaction output, kept beside the tests (the reviewers' kept cases are KEPT).
SEED = Path(__file__).resolve().with_name("seed_regressions.json")
KEPT = ROOT / "memoryadmin" / "packs" / "banking" / "regressions.json"

VALIDATOR = Validator.for_pack(PACK)


def _seed_cases() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = json.loads(SEED.read_text())["summaries"]
    return cases


def _kept_cases() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = json.loads(KEPT.read_text())["cases"]
    return cases


def _check(case: dict[str, Any]) -> None:
    found = VALIDATOR.check(case["text"])
    if case["expect"] == "reject":
        assert found, f"accepted but must be rejected ({case.get('why', '')}): {case['text']}"
        if case.get("rule"):
            assert case["rule"] in {v.rule for v in found}
    else:
        assert not found, f"rejected but must pass: {case['text']} -> {found}"


def test_the_seed_file_has_field_sentences() -> None:
    cases = _seed_cases()
    assert len(cases) >= 9
    assert {c["expect"] for c in cases} == {"reject", "accept"}


@pytest.mark.parametrize("case", _seed_cases(), ids=lambda c: c["text"])
def test_every_field_sentence(case: dict[str, Any]) -> None:
    _check(case)


@pytest.mark.parametrize("case", _kept_cases(), ids=lambda c: c["text"][:60])
def test_every_case_kept_by_reviewers(case: dict[str, Any]) -> None:
    _check(case)


def test_the_kept_cases_file_is_well_formed() -> None:
    data = json.loads(KEPT.read_text())
    for case in data["cases"]:
        assert case["expect"] in {"reject", "accept"} and case["text"].strip()


RULE_CASES = {
    "no_balance": [
        "The user's balance is ₦999,990.",
        "His available balance was checked.",
        "He has ₦12,000 left.",
        "Balance: N50,000.",
    ],
    "no_payment_status": [
        "Tunde has paid.",
        "Tunde hasn't paid.",
        "Ada still owes the group.",
        "Bola is owing.",
        "There is an outstanding contribution.",
        "Chidi has not paid his share.",
        "Kemi is paid up.",
    ],
    "no_rotation_position": [
        "The user is 3rd in the rotation.",
        "Ada is next to collect.",
        "His position in the group is fixed.",
        "It is her turn to collect.",
    ],
    "no_member_count": [
        "2 of 3 members have contributed.",
        "The group has five members.",
        "There are 12 participants.",
        "The number of members grew.",
    ],
    "no_held_money": [
        "₦5,000 is on hold.",
        "His funds are locked.",
        "The transfer is pending.",
        "The account is restricted from withdrawals of money.",
        "The user's savings are frozen.",
        "The money was held by the bank.",
    ],
    "no_pending_step": [
        "He needs to verify his NIN.",
        "The user must complete KYC.",
        "She has to upload her ID.",
        "He is yet to link his BVN.",
        "The limit stays until his NIN is verified.",
        "The upgrade is pending verification.",
    ],
}


@pytest.mark.parametrize(
    ("rule", "text"), [(r, t) for r, texts in RULE_CASES.items() for t in texts]
)
def test_each_rule_refuses_its_kind_of_claim(rule: str, text: str) -> None:
    found = VALIDATOR.check(text)
    assert rule in {v.rule for v in found}, f"{rule} missed: {text} -> {found}"
    for v in found:
        assert v.excerpt and v.excerpt in text  # quotable, and highlightable in the console


@pytest.mark.parametrize(
    "text",
    [
        "The user has verified his BVN.",
        "The user asked about their balance.",
        "The user sent ₦5,000 to Tobi for school fees.",
        "The user created a savings group called Ajo Friends.",
        "The user asked where they stand in the group.",
        "The user froze his card after losing it.",
        "The user prefers to be called Ada.",
    ],
)
def test_events_and_questions_pass(text: str) -> None:
    assert VALIDATOR.check(text) == []


def test_each_rule_has_a_name_and_an_explanation() -> None:
    names = [r.name for r in PACK.summary_rules]
    assert len(names) == len(set(names)) == 6
    for r in PACK.summary_rules:
        assert r.explanation and len(r.explanation) > 40


def test_the_word_limit_is_a_rule_too() -> None:
    text = " ".join(["word"] * (PACK.summary_word_limit + 5))
    found = VALIDATOR.check(text)
    assert [v.rule for v in found] == [WORD_LIMIT_RULE]
    assert found[0].excerpt in text
    assert VALIDATOR.check(" ".join(["word"] * PACK.summary_word_limit)) == []
