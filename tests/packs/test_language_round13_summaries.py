"""Summary structures read after blind round 13, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Live: a case in
a present state of handling, a currency pair's rate, who holds a group's pot now, a gain or a
loss so far. Durable: a group's rule of a vote before any act, whose costs the user carries.
Beside each, near-misses of the same shape keep to their side: a year long past, one purchase
waiting on a vote, an amount or a clause after.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's investment club requires a majority vote before making any investment.",
        "Her chama needs a unanimous vote for every loan.",
        "The user's stokvel requires a two-thirds vote before buying any land.",
        "The user pays for her father's health insurance in Kumasi.",
        "He covers his sister's school fees.",
        "The user pays for his grandmother's medical aid.",
        "The user's shares went up in 2019.",
    ],
)
def test_a_rule_or_a_carried_cost_is_accepted(sentence: str) -> None:
    assert not broken_rules(sentence), broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's chargeback claim is under review.",
        "Her complaint about the ATM remains under investigation.",
        "The USD to KES rate the user saw this morning was 129.",
        "The GHS/NGN rate was 110 when he checked.",
        "The chama's kitty is with Wanjiru this month.",
        "The susu pot sits with Kofi until December.",
        "The user's shares are up 8% since January.",
        "Her unit trust has lost 5% since she invested.",
        "The user's investment club requires a two-thirds vote before buying the Safaricom shares.",
        "The user pays for his mother's medical cover, which is overdue.",
        "The user pays ₦30,000 for his mother's medical cover.",
    ],
)
def test_a_value_as_it_stands_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)
