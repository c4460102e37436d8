"""Summary structures read after blind round 10, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Live: where a
rotation has got to, said as an ordinal reached, and an exchange rate's value, in any tense.
Durable: the year a savings group was formed (and why), the mandate of how many of its
officials sign for any withdrawal, and the channel a recurring payment goes through. Beside
each, sentences of the same shape with a live value in them (a count as it stands, one
withdrawal waiting, one person asked, no "monthly", an amount, a clause after) keep to their
side, and a floor, a year of study, a place in the order of joining, a dollar account, a past
year's rate and a goal are not read as live.
"""

from __future__ import annotations

import pytest

from memoryadmin.packs.banking.arranged import lasting_arrangement
from memoryadmin.packs.banking.clock import exchange_rate
from memoryadmin.packs.banking.stage import rotation_reached
from tests.packs.language_checks import broken_rules

# --- live: refused ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # where a rotation has got to
        "The user's stokvel has reached the ninth name on the roster.",
        "Her pardna is on the fourth hand.",
        "The njangi has moved to the third household.",
        "The susu rotation is now on the seventh.",
        "The equb has got to the second-last contributor.",
        # an exchange rate's value, in any tense
        "The cedi was going for 15 to the dollar at the forex bureau this morning.",
        "The rand is at 23 against the pound.",
        "The user was quoted 1,580 naira per dollar at the bureau.",
        "The leone traded at 24,000 to the US dollar when he looked.",
        "The user's agent sells at ₦1,610/$.",
    ],
)
def test_a_value_as_it_stands_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's shop is on the second floor of the plaza.",
        "The user has reached the third year of her nursing degree.",
        "The user was the sixth member to join the chama.",
        "The user sent money to the dollar account of his brother last year.",
        "The user changed money at 700 to the dollar in 2019.",
        "The user wants to buy dollars when the naira is stronger.",
        "The user is in the ninth month of her pregnancy.",
    ],
)
def test_a_floor_a_year_a_past_rate_or_a_goal_is_not_read_as_standing(sentence: str) -> None:
    assert not broken_rules(sentence), broken_rules(sentence)


def test_a_rotation_reached_and_a_rate_name_themselves() -> None:
    assert rotation_reached("The chama has reached the fifth member.") == (
        "has reached the fifth member"
    )
    assert rotation_reached("Has the chama reached the fifth member?") is None
    assert rotation_reached("The user's office is on the fifth floor.") is None
    assert exchange_rate("The shilling is at 140 to the dollar.") == "140 to the dollar"
    assert exchange_rate("He changed money at 140 to the dollar in 2019.") is None
    assert exchange_rate("He sent 140 to the dollar account.") is None


# --- durable: accepted ------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # the year a savings group was formed, and why
        "The user's stokvel was founded in 2009 so that members could pay for funerals.",
        "Her esusu was started back in 1998 by market women in Onitsha.",
        "The user's VSLA was registered in 2021.",
        # the mandate of who signs for any withdrawal
        "The user's sacco requires two of its three signatories to sign for any loan.",
        "Her njangi needs both officials to sign for every withdrawal from its account.",
        "The chama needs at least two officers to sign off on any payment from the group account.",
        # the channel a recurring payment goes through
        "The user's weekly allowance to her son goes through M-Pesa.",
        "His monthly transfer to his mother in Bo is sent via Afrimoney.",
    ],
)
def test_a_description_or_an_arrangement_is_accepted(sentence: str) -> None:
    assert not broken_rules(sentence), broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # a count as it stands after the year
        "The user's stokvel was founded in 2009 and now has 20 members.",
        # one withdrawal waiting on the officials, one person asked, a clause after
        "The chama requires two of its three officials to sign for the withdrawal she asked for.",
        "The user's chama requires her to sign for any withdrawal.",
        "The chama requires two officials to sign for any withdrawal, but the treasurer is away.",
        # no "monthly": this one transfer; an amount; how it stands
        "The user's remittance to Kenema goes through Orange Money.",
        "The user's monthly remittance of ₦20,000 goes through Opay.",
        "The user's monthly remittance is still going through Orange Money.",
        "The user's monthly remittance to Kenema goes through Orange Money but is delayed.",
        # a day or a deadline, not a channel
        "The user's monthly payment to the landlord is made on Friday.",
        "The user's monthly payment to the landlord is made by Friday.",
        "The user's monthly transfer to Kemi goes through today.",
    ],
)
def test_a_live_value_beside_the_same_shape_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


def test_a_channel_needs_how_often() -> None:
    assert lasting_arrangement("Her monthly remittance to Lagos goes through Wise.")
    assert not lasting_arrangement("Her remittance to Lagos goes through Wise.")
