"""Summary structures read after blind round 7, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Live: a
countdown on anything (a token, a rate lock, a plan, a deposit), a percentage in the period
the sentence was said in, a rate said in the present or left at a value by a change, a share
of a limit or budget used, a money thing dated this billing cycle or within minutes.
Durable: a terminal act done ("was closed after..."), an outsider blocked, who keeps a
product ("is managed by the SME unit"), where income comes from. Beside each, sentences of
the same shape with a live value in them stay refused, and a date, a schedule, a bank rule
or a goal are not read as a countdown or a share.
"""

from __future__ import annotations

import pytest

from memoryadmin.packs.banking.clock import countdown
from tests.packs.language_checks import broken_rules

# --- time read against the moment said -------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # a countdown, whatever it counts down on
        "Her hardware token will expire in two weeks.",
        "His EUR/NGN rate lock ends within the hour.",
        "The user's fixed deposit will mature in 6 months.",
        "The user's data plan renews in 3 days.",
        "Her loyalty points expire in 45 days.",
        "The user's insurance policy lapses in a couple of weeks.",
        "The user's profile will be unlocked in 20 minutes.",
        # a percentage in the period said, or a rate a change left at a value
        "The user's savings rate was raised to 9% effective this month.",
        "His loan rate was cut to 17.5% this review period.",
        "Her card's FX markup was set at 3.5% this statement period.",
        "The user's overdraft fee was changed to 2%.",
        # a rate said in the present
        "The user's loan carries a 24% interest rate.",
        "Her savings plan pays 10% per annum.",
        "The user's fixed deposit earns 13%.",
        "The user's promo rate of 15% ends when the quarter closes.",
        "The user wants to know why his rate is 19%.",
        # a share of a limit or budget used
        "The user has spent 85% of her monthly budget.",
        "He is at 90 percent of his overdraft limit.",
        "The user has used half of her daily transfer limit.",
        "The user has used 60% of her data allowance this billing cycle.",
        "The user wants to know why she has used 90% of her limit.",
        # a money thing this billing cycle, or within minutes
        "His card was charged twice this billing cycle.",
        "The user's transfer should arrive within 30 minutes.",
    ],
)
def test_a_value_read_against_the_clock_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # a schedule, not a countdown
        "The user's subscription renews every 30 days.",
        # a bank rule said of a kind of thing
        "OTPs expire within five minutes.",
        "The user was told that rate locks usually end in 30 minutes.",
        # a goal or a habit about a share, not how much is used
        "The user wants to keep card utilisation below 30% of her limit.",
        "The user saves 20% of his salary every month.",
        "The user plans to keep her spending under 50% of her budget.",
        "The user wants a loan below 20% interest.",
        # a rate in a finished event of another period
        "The user took a mortgage at 21% interest in 2019.",
        # a countdown asked about, or one in the past
        "The user asked when her token expires.",
        "She said the promo ended in three days.",
    ],
)
def test_a_schedule_a_rule_or_a_goal_is_not_a_countdown(sentence: str) -> None:
    assert broken_rules(sentence) == set()


def test_a_date_is_not_a_countdown_but_a_card_s_expiry_stays_refused() -> None:
    # "in March 2027" names no span from now, so the countdown reading leaves it alone.
    # The sentence is still refused, by the backstop (a card said in the present): an
    # expiry date belongs to one card and a reissue replaces it, and the same sentence
    # without its year ("expires in March") counts down. A false rejection costs less.
    assert countdown("The user's debit card expires in March 2027.") is None
    assert countdown("The user's debit card expires in 3 weeks.") is not None
    assert broken_rules("The user's debit card expires in March 2027.")


# --- a state word inside something settled -----------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # a terminal act, done
        "The user's account was closed in 2021 at her request.",
        "His savings account was closed after he emigrated.",
        "The user's old salary account has been closed.",
        # an outsider blocked, done
        "The caller was blocked after the user reported the scam call.",
        "The fraudster's number was blocked in March.",
        "The phishing link was blocked.",
        # who keeps a product
        "The user's pension is administered by a PFA in Abuja.",
        "His current account is domiciled at the Ikeja branch.",
        "Her corporate account is serviced by a relationship manager at the Victoria Island "
        "branch.",
        # where income comes from
        "She gets her pension from the federal civil service.",
        "He draws his income from a family business in Kano.",
    ],
)
def test_settled_acts_and_arrangements_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # a state, not an act: present, reversible, or undone since
        "The user's account is blocked.",
        "The user's account is closed.",
        "The user's account was blocked.",
        "The user's account was closed temporarily.",
        "The user's account was closed in error and is being reopened.",
        # the user's own thing, or anyone's account that may hold the user's money
        "The user's number was blocked.",
        "The recipient's account was blocked after the user's transfer.",
        "The fraudster's account was blocked and the ₦50,000 he took was frozen.",
        # a keeper that says how the account stands, a case being handled, a state beside it
        "The user's loan account is managed by the recovery unit.",
        "His complaint is handled by the disputes team.",
        "The user's account is managed by the SME unit and is frozen.",
        # income with a date from now, an amount or a state
        "The user receives her salary from the ministry tomorrow.",
        "The user receives a ₦300,000 salary from the state government.",
        "He gets his pension from the federal government, but March's pension is delayed.",
    ],
)
def test_live_beside_settled_shapes_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)
