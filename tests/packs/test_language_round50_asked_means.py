"""Why a group's officer wants its members to pay by some means, asked, read after blind
round 50 (``asked_means``).

Every sentence here is written for the mechanism (none is from a blind round). A question about
the group's means of payment ("wants all members to pay via M-Pesa") is accepted; the same words
with who has paid, an amount, or one member's own payment stay refused.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "The user asked why the chama chairlady wants all members to pay via M-Pesa.",
        "The user asked why the tanda organizer asks everyone to pay through Zelle, not cash.",
        "The user asked why the committee treasurer requires everybody to contribute by bank "
        "transfer.",
    ],
)
def test_why_a_means_of_payment_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "The user asked why the treasurer wants everyone to pay through the app when she has "
        "already paid.",
        "The user asked why the treasurer wants everyone to pay 2,000 dirhams.",
        "The user asked why everyone has paid through the app except her.",
        "The user asked why the treasurer wants everyone to pay through the app since three "
        "members still owe.",
    ],
)
def test_status_and_amounts_beside_it_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()
