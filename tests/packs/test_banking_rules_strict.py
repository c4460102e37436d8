"""The summary rules as ENGINE.md section 7 states them, on the phrasings of issue 12.

Each case names the rule that must refuse it; the console shows that name and
the offending excerpt, so every excerpt is a substring of the text.
"""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from memoryadmin.engine.validator import Validator
from memoryadmin.packs.banking import PACK
from memoryadmin.packs.banking import rules as banking_rules

VALIDATOR = Validator.for_pack(PACK)

REFUSED = [
    # The new phrasings.
    ("Tunde is still pending.", "no_held_money"),
    ("Tunde paid his contribution.", "no_payment_status"),
    ("Everyone paid.", "no_payment_status"),
    ("Tunde cleared his dues.", "no_payment_status"),
    ("His NIN verification is in progress.", "no_pending_step"),
    # Money with present-state wording, and bare amounts.
    ("Tunde has ₦5,000 available for now.", "no_balance"),
    ("Her balance is 5000.", "no_balance"),
    ("He has N 5,000 in his wallet.", "no_balance"),
    ("The pot stands at 45k.", "no_balance"),
    ("She keeps ₦2.5m in savings.", "no_balance"),
    ("The user's ₦50,000 transfer is processing.", "no_held_money"),
    ("His card is frozen.", "no_held_money"),
    ("The account is currently blocked.", "no_held_money"),
    ("The user has 3k left.", "no_held_money"),
    # Positions and turns in any phrasing.
    ("Kemi is third in the queue.", "no_rotation_position"),
    ("Tunde is next in line.", "no_rotation_position"),
    ("Ada will receive the next payout.", "no_rotation_position"),
    ("Her turn comes after Bola's.", "no_rotation_position"),
    ("Chidi collects after Tunde.", "no_rotation_position"),
    ("The user goes fourth.", "no_rotation_position"),
    # Steps not yet done.
    ("He hasn't linked his BVN.", "no_pending_step"),
    ("She has not uploaded her ID.", "no_pending_step"),
    ("He is yet to confirm his address.", "no_pending_step"),
    ("The KYC upgrade is incomplete.", "no_pending_step"),
    ("The user will verify his NIN tomorrow.", "no_pending_step"),
    # Payment status in any tense.
    ("Tunde settled his share.", "no_payment_status"),
    ("Chidi defaulted in March.", "no_payment_status"),
    ("Ada contributed this week.", "no_payment_status"),
    ("Bola has been paying regularly.", "no_payment_status"),
    ("The user sent his weekly ₦2,000 to the group.", "no_payment_status"),
]

PASSES = [
    "The user has verified his BVN.",
    "Tunde verified his NIN in January.",
    "The user sent ₦5,000 to Tobi for school fees.",
    "The payout of ₦120,000 was released to Chidi.",
    "Ada transferred N20,000 to her landlord on Monday.",
    "Tunde sent 15k to his mother last week.",
    "The user asked about their balance.",
    "The user prefers to be called Ada.",
    "Ngozi is Emeka's wife.",
    "The user is saving for a car.",
    "The user left the family savings group in March.",
    "Ada froze her card after it was stolen.",
    "The user's rent is due on the 25th of every month.",
    'The user said: "Send 5000 naira to Tobi for school fees."',
    'The user said: "And how much is left now?"',
]


@pytest.mark.parametrize(("text", "rule"), REFUSED, ids=[t for t, _ in REFUSED])
def test_live_state_is_refused_by_its_rule(text: str, rule: str) -> None:
    found = VALIDATOR.check(text)
    assert rule in {v.rule for v in found}, f"{rule} missed: {text} -> {found}"
    for v in found:
        assert v.excerpt and v.excerpt in text


@pytest.mark.parametrize("text", PASSES)
def test_finished_events_and_durable_facts_pass(text: str) -> None:
    assert VALIDATOR.check(text) == []


def test_money_is_refused_by_default_unless_the_sentence_is_a_finished_event() -> None:
    find = banking_rules.unfinished_money
    assert find("Ada sent ₦5,000 to Tobi.") is None
    assert find("Ada will send ₦5,000 to Tobi.") == "₦5,000"
    assert find("Ada wants to send 20k to Tobi.") == "20k"
    assert find("Ada sent ₦5,000 to Tobi and has ₦1,000 left.") == "₦5,000"
    assert find("Ada didn't send ₦5,000 to Tobi.") == "₦5,000"
    assert find("The transfer fee is ₦50.") == "₦50"
    # The excerpt is found in the whole text, not only in its sentence.
    text = "The user is saving for a car. His balance is 5000."
    assert find(text) == "5000" and text.index("5000") > 0


def test_present_state_ignores_questions_but_not_statements() -> None:
    assert banking_rules.present_state("How much is left now?") is None
    assert banking_rules.present_state("Nothing is left now.") == "left"
    assert banking_rules.present_state("Tunde is still pending.") == "still"


@pytest.mark.parametrize(
    ("sentence", "finished"),
    [
        ("Tunde has verified his BVN.", True),
        ("The transfer went through on Monday.", True),
        ("The transfer is stuck.", False),
        ("The pot goes to Emeka in November.", False),
        ("Emeka collects last.", False),
        ("Bola has been keeping up with her payments.", False),
        ("Kemi asked how the rotation works?", True),
        ("Musa is the admin of the esusu group.", True),
        ("The group meets on the last Saturday of each month.", True),
        ("WORD LIMIT: 200 words.", True),
    ],
)
def test_the_backstop_reads_tense_and_shape(sentence: str, finished: bool) -> None:
    assert banking_rules.finished_or_lasting(sentence) is finished


def test_rule_names_are_unchanged() -> None:
    names = [r.name for r in PACK.summary_rules]
    assert names == [
        "no_balance",
        "no_payment_status",
        "no_rotation_position",
        "no_member_count",
        "no_held_money",
        "no_pending_step",
    ]


@pytest.mark.parametrize(("text", "rule"), REFUSED[:5])
def test_rules_check_reports_the_new_phrasings(api: APIClient, text: str, rule: str) -> None:
    r = api.post("/api/v1/rules/check", {"text": text}, format="json")
    assert r.status_code == 200
    body: dict[str, Any] = r.json()
    assert body["ok"] is False
    found = {v["rule"]: v["excerpt"] for v in body["violations"]}
    assert rule in found and found[rule] in text


def test_rules_check_passes_a_finished_step(api: APIClient) -> None:
    r = api.post("/api/v1/rules/check", {"text": "The user has verified his BVN."}, format="json")
    assert r.json() == {"ok": True, "violations": []}
