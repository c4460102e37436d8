"""Summary structures read after blind round 9, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Live: an
amount of a total after a currency sign, a share of a sum said as how much has come or gone
so far, a countdown on to a named day near now, a state for today and a stock run out.
Durable: a group's size given with who its members are, a condition on "a member who", an
investment club described, where a person's pay goes, a family role over its money, a
finished act with "has since fully". Beside each, sentences of the same shape with a live
value in them (a verb after the members, a schedule's "every", a status, a clause after, one
month's pay) keep to their side.
"""

from __future__ import annotations

import pytest

from memoryadmin.packs.banking.arranged import lasting_arrangement
from memoryadmin.packs.banking.clock import countdown, share_so_far
from tests.packs.language_checks import broken_rules

# --- live: refused ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # an amount of a total, after a currency sign
        "His cousin in Leeds has paid £150 of the £400 he pledged for the burial.",
        "The church has raised €1,200 of the €3,000 needed for the roof.",
        # a share of a sum, so far
        "The user's son has got only a third of the money she wired from Toronto.",
        "The user has repaid half of the loan from the cooperative.",
        "Two-thirds of the refund has arrived in her account.",
        "The landlord has received most of the rent the user sent.",
        # a countdown on to a named day near now
        "The user's cashback promo ends on Sunday.",
        "Her free overdraft trial lapses next Tuesday.",
        "The data plan the user bought runs out tomorrow.",
        "His card upgrade offer expires this weekend.",
        # a state for today, a stock run out
        "The ATM near the user's office has no cash for today.",
        "The user's mobile money agent in Kisumu has run out of e-float.",
        "The agent the user uses in Ojota is running low on cash.",
    ],
)
def test_a_value_as_it_stands_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's loyalty points expire every Friday.",
        "The user's market stall closes on Sundays.",
        "The user's shop opens on Saturdays.",
        "The user's fixed deposit matures in March 2027.",
        "The user sent half of his salary to his mother.",
        "The user wants to save half of her pay.",
    ],
)
def test_a_schedule_a_date_or_a_past_share_is_not_read_as_standing(sentence: str) -> None:
    assert not broken_rules(sentence), broken_rules(sentence)


def test_a_countdown_to_a_near_day_and_a_share_so_far_name_themselves() -> None:
    assert countdown("The bonus offer ends on Monday.") == "ends on Monday"
    assert countdown("The bonus offer ends every Monday.") is None
    assert share_so_far("She has received only half of the money.") == (
        "has received only half of the money"
    )
    assert share_so_far("She received half of the money in 2019.") is None


# --- durable: accepted ------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # a group's size with who its members are
        "The user's chama in Nakuru has 14 members, all teachers from the same school.",
        "The user's stokvel has twelve members, mostly domestic workers in Soweto.",
        # a condition on "a member who"
        "In the user's njangi, a member who comes late twice is fined.",
        "In her susu, a member who leaves early is moved to the end of the queue.",
        # an investment club described
        "The user's investment club in Atlanta is made up of Ghanaian engineers.",
        # where a person's pay goes; a family role over its money
        "The user's salary from the university is paid into her savings account.",
        "The user's pension is paid into his current account with the bank.",
        "The user's sister in Manchester helps with household bills.",
        "The user's son chips in with family expenses.",
        # a finished act
        "The user took a student loan in 2015 and has since fully repaid it.",
        "The user borrowed from his employer in 2016 and has long since repaid it.",
    ],
)
def test_a_description_a_rule_or_a_finished_act_is_accepted(sentence: str) -> None:
    assert not broken_rules(sentence), broken_rules(sentence)


# --- near-misses: the same shapes with a live value stay refused -----------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # a size with a verb or a status after the members
        "The user's chama has 14 members, all of whom have paid.",
        "The user's chama has 14 members, all paid up.",
        "The user's chama has 14 members, all teachers, and Wanjiru is next.",
        "The user's chama has 14 members.",
        # a condition said of one member, or with a status
        "In the user's njangi, a member who owes two contributions is Kemi.",
        "In the user's njangi, a member who misses two meetings is removed, and Kemi is next.",
        # where one month's pay goes, or a status after it
        "The user's March salary is paid into his account.",
        "The user's salary is paid into his account late.",
        "The user's salary is paid into his account, which is frozen.",
        "The user's salary is paid into his account this month.",
        # a family role with a status after it
        "The user's brother helps with family remittances but has not sent any this month.",
        "The user's sister helps with household bills and still owes ₦20,000.",
        # a finished act with a live value left
        "The user took a loan in 2020 and has since been repaying it.",
        "The user took a loan in 2020 and still owes ₦80,000 on it.",
    ],
)
def test_live_beside_lasting_shapes_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


def test_where_pay_goes_is_an_arrangement_only_with_nothing_after_it() -> None:
    assert lasting_arrangement("His monthly pay from the army is paid into his salary account.")
    assert lasting_arrangement("Her brother helps with family remittances.")
    assert not lasting_arrangement("His July pay is paid into his salary account.")
    assert not lasting_arrangement("Her brother helps with family remittances, which are late.")
