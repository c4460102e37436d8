"""Summary structures read after blind round 12, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Durable: a
season or feast dating a purpose or a yearly schedule ("to buy grain ahead of the harvest",
"once a year before Eid"), a group's size with who its members are followed by what the group
does by rule, products held side by side ("holds both a … account and a … account"), a pot
kept for a purpose, an attitude to a kind of thing. Beside each, near-misses of the same shape
with a live value keep to their side: a person ahead in the queue, a season dating one payout,
a modal, a payout to a named member this month, an amount, a state, one loan or transfer.
"""

from __future__ import annotations

import pytest

from memoryadmin.packs.banking.seasons import without_times_of_year
from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's chama was formed to help members restock ahead of the festive season.",
        "Her susu pays out once a year ahead of Eid.",
        "The user receives the ajo payout once a year before Christmas.",
        "The user's cooperative was started to help members pay fees before the school year.",
        "The user's stokvel has fifteen members, mostly nurses, and meets once a month.",
        "The user's njangi has nine members, all of them traders, and pays out every December.",
        "The user holds both a savings account and a current account.",
        "She has both a cedi wallet and a dollar card.",
        "The user keeps a dedicated account for her rent.",
        "He keeps a separate wallet for emergencies.",
        "The user is wary of loan apps.",
        "The user lost money to a fake investment scheme years ago and is suspicious of crypto.",
    ],
)
def test_a_time_of_year_a_product_or_an_attitude_is_accepted(sentence: str) -> None:
    assert not broken_rules(sentence), broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Kemi collects ahead of the user in the chama.",
        "The user is ahead of Tunde in the susu rotation.",
        "The user collects the pot ahead of the harvest.",
        "The user's esusu will pay out before Christmas.",
        "Kemi gets the esusu pot before Christmas.",
        "Ada's contribution group collects before Sallah.",
        "The user's group members collect after the harvest.",
        "The user's esusu has eight members, all cousins, and pays out to Kemi this month.",
        "The user's thrift has nine members, all teachers, and Ada has missed two contributions.",
        "The user's ajo has eight members, all siblings, and two have not paid.",
        "The user holds both a naira account and a dollar account, and ₦40,000 is on hold.",
        "The user keeps ₦50,000 in a separate pocket for school fees.",
        "The user keeps a separate savings pocket for her children's education but it is frozen.",
        "The user is wary of the pending transfer.",
        "The user is wary of his loan, which is overdue.",
        "The user had a bad experience with a loan app and still owes it ₦20,000.",
    ],
)
def test_a_value_as_it_stands_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


def test_only_a_season_dating_a_purpose_or_a_year_is_set_aside() -> None:
    text = "to buy grain ahead of the planting season."
    assert without_times_of_year(text) == "to buy grain " + " " * 28 + "."
    assert without_times_of_year("pays out once a year before Christmas").strip() == (
        "pays out once a year"
    )
    for kept in (
        "pays out before Christmas",
        "to buy grain ahead of Kemi",
        "once a year ahead of the next harvest",
    ):
        assert without_times_of_year(kept) == kept
