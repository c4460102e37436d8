"""Summary structures read after blind round 20, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Live: an
occurrence on its way ("is happening tomorrow", "takes place next Tuesday": a countdown to a day
near now), a group's fund empty at present (the group frame no longer lets "empty", "at present",
"for now" or "as it stands" stand), a case escalated to a level of its handling (a stage). Durable:
a kind of pay with how often ("is paid a monthly salary": how someone earns), a kind of group
described ("runs a monthly contribution scheme"), two means of which one is an account or a card
at a name ("uses both Wave and an Ecobank account"), a trade worked somewhere with money sent to a
place by name ("works as a nanny in Doha and sends money to Kampala"). Beside each, near-misses of
the same shape keep to their side: a salary paid this month or yet to be, pay with an amount or a
clause after, money sent yesterday and still pending, a name alone, one group named by its kind,
a group's schedule, an occurrence that took place, a question, an escalation asked for or to a
person, a level of a game.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules

# --- live: refused -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # An occurrence on its way, to a day near now.
        "The user's chama share-out is happening tomorrow.",
        "Her stokvel's year-end payout is taking place this weekend.",
        "The user's susu meeting takes place next Tuesday.",
        "His VSLA's annual general meeting is being held this month.",
        "The user's njangi draw will take place tomorrow.",
        "The chama's share-out will happen next month.",
        # A group's fund empty as it stands, even with the group's members in the sentence.
        "The user's chama welfare fund is empty at present.",
        "The user's burial society fund is empty.",
        "The user's burial society fund is depleted as it stands.",
        "The group's savings box is presently empty.",
    ],
)
def test_occurrence_on_its_way_and_fund_empty_now_are_refused(sentence: str) -> None:
    assert "no_held_money" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # A case escalated or moved to a level of its handling.
        "The user's dispute has been escalated to the third level of review.",
        "Her chargeback claim was escalated to the next level.",
        "His complaint has now been escalated to level 2.",
        "The user's appeal is at the final tier of the complaints process.",
        "The user's fraud report was referred to the second level of investigation.",
    ],
)
def test_case_at_a_level_of_handling_is_refused(sentence: str) -> None:
    assert "no_pending_step" in broken_rules(sentence)


# --- durable: accepted ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # A kind of pay, with how often: how someone earns.
        "The user is paid a weekly wage by the farm where she works.",
        "He is paid a fixed monthly stipend through his university.",
        "The user gets paid a monthly pension through the Ghana Social Security fund.",
        # A kind of group, described.
        "The user belongs to a weekly contribution club at her church.",
        "She started a monthly contribution group with her coworkers.",
        # Two means, one of them an account or a card at a name.
        "The user uses both Wave and an Orabank account.",
        "He uses both MTN MoMo and a Stanbic card.",
        "The user uses Airtel Money and an NMB account.",
        # A trade worked somewhere, and money sent to a place by name.
        "She works as a nanny in Doha and sends money to Kampala.",
        "The user is a security guard in Johannesburg and sends money to Harare.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


# --- near-misses: each keeps its side ----------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # A salary paid this time, or yet to be; pay with a clause or an amount after.
        "The user has been paid this month's salary.",
        "The user's salary is yet to be paid.",
        "The user is paid his salary.",
        "The user is paid a monthly salary, but this month's is late.",
        "The user is paid a monthly salary, which is on hold.",
        "The user is paid a monthly salary of 300,000 naira.",
        "The user was paid a bonus.",
        # Money sent once and how it stands; a trade with a transfer's state after; a name alone.
        "She sent money to Addis yesterday and it is still pending.",
        "The user works as a driver in Dubai and sends money to Hargeisa, but the last transfer "
        "is pending.",
        "The user sends money to Tunde.",
        # Two means with a state after; one account alone.
        "The user uses both M-Pesa and an Equity Bank account, but the Equity account is frozen.",
        "The user uses an Equity Bank account.",
        # One group named by its kind, and what it has raised; a payment to a scheme.
        "The contribution group has raised its target this round.",
        "The user has missed two payments to her contribution scheme.",
        "The user's contribution to the scheme is late.",
    ],
)
def test_near_misses_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # A group's schedule, an occurrence that took place, a question about one.
        "The user's VSLA share-out happens every December.",
        "The user's chama meets on Fridays.",
        "The user's VSLA share-out took place last week.",
        "The user asked when the chama share-out is happening.",
        # A fund the group keeps, with nothing of how it stands.
        "The user's chama keeps an emergency fund for members.",
        # An escalation asked for, or to a person; a level of a game; a line of work.
        "The user asked for his complaint to be escalated to the second level.",
        "The user's complaint was escalated to a supervisor.",
        "The user has reached the third level of the savings challenge.",
        "The user works on the second line of customer support.",
    ],
)
def test_near_misses_stay_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()
