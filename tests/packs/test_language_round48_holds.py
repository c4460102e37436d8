"""A deposit held, and when it is released, read after blind round 48 (``holds``).

Every sentence here is written for the mechanism (none is from a blind round): something on a
hold of some length, a deposit or a cheque released or clearing on a day to come; each is money
as it stands, refused.

What stays accepted: a cheque that cleared (an event), how long cheques take to clear in general,
where the user deposits cheques by habit.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "The cheque she paid in at the Halifax branch is on a seven-day hold.",
        "His tax refund was placed on a 48-hour hold, releasing on Monday.",
        "The deposit from her tenant will clear by Wednesday.",
        "The cheque is due to clear tomorrow.",
        "The transfer from his employer is releasing on Friday.",
    ],
)
def test_round48_a_deposit_held_is_refused(sentence: str) -> None:
    assert "no_held_money" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The cheque she deposited at the Halifax branch cleared on Tuesday.",
        "The user asked how long cheque deposits take to clear.",
        "The user was told that cheques usually clear in three business days.",
    ],
)
def test_round48_a_cleared_deposit_and_the_general_rule_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()
