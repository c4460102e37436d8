"""Summary structures read after blind round 16, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Live: a case
sitting with whoever handles it, a share of a goal reached, a product that has lapsed or fallen
into a state, a share of the way through a period, a countdown said as what is left to go, a
rate pegged to a reference rate, a grace or lock-in period as a stage, the period's own
allowance used up, what money is enough for. Durable: a hyphenated service used for payments,
pay received into an account, a trade one earns by, a nationality's passport, money sent to a
named place by someone described, a recurring due date, a span of years, a role among a
group's officers, a group's described size in compound number words. Beside each, near-misses
of the same shape keep to their side: a date near now, a count on its own, a clause after, a
wish, a past that ended.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules

# --- live: refused -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's car insurance claim is sitting with the loss adjuster.",
        "Her hail damage claim is stuck with the underwriter for assessment.",
        "The user's chargeback is lying with the disputes team for review.",
        "His complaint is sitting with the compliance officer for approval.",
        "The user's funeral cover claim is parked with the claims department.",
    ],
)
def test_a_case_with_its_handler_is_refused(sentence: str) -> None:
    assert "no_held_money" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user has reached 60% of her savings goal for the wedding.",
        "He has hit half of his target for the new roof.",
        "She is at 75 percent of her goal for the car.",
        "The user has saved a third of his target for the borehole.",
    ],
)
def test_a_share_of_a_goal_reached_is_refused(sentence: str) -> None:
    assert "no_balance" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's life policy has lapsed after three missed premiums.",
        "His savings account has gone dormant.",
        "The user's car loan has fallen into arrears.",
        "Her medical cover is lapsed because the debit order failed.",
        "The user's credit card has become inactive.",
    ],
)
def test_a_state_a_product_fell_into_is_refused(sentence: str) -> None:
    assert "no_held_money" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's chama is nearly halfway through its savings cycle.",
        "Her fixed deposit is three months into its twelve-month term.",
        "The stokvel is about two-thirds of the way through the year.",
        "He is over halfway through his loan repayments.",
        "The user is halfway to her goal for the sewing machine.",
    ],
)
def test_a_share_of_the_way_through_a_period_is_refused(sentence: str) -> None:
    assert "no_pending_step" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user has six months to go on her car loan.",
        "She has two weeks left on the fixed deposit.",
        "He has only three instalments remaining on the phone.",
        "The user has eight months left until the bond is paid off.",
    ],
)
def test_a_countdown_of_what_is_left_to_go_is_refused(sentence: str) -> None:
    assert "no_held_money" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's mortgage rate now tracks at prime plus two.",
        "His overdraft is priced at the repo rate plus four.",
        "Her car loan rate sits at prime minus one.",
        "The user's mortgage rate is prime plus two.",
    ],
)
def test_a_rate_pegged_to_a_reference_is_refused(sentence: str) -> None:
    assert "no_held_money" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's mortgage is in its lock-in period.",
        "Her new loan is in the moratorium period.",
        "His policy is in its waiting period until March.",
        "The user's account is in the cooling-off period.",
    ],
)
def test_a_period_a_product_is_in_is_refused(sentence: str) -> None:
    assert "no_pending_step" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user has used up this week's free transfers.",
        "She has exhausted this month's data bundle.",
        "He has used up the month's free ATM withdrawals.",
        "The user has finished this month's airtime allowance.",
    ],
)
def test_the_periods_allowance_used_up_is_refused(sentence: str) -> None:
    assert "no_balance" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The money in her emergency fund is enough for two months of rent.",
        "His salary is no longer sufficient to cover the rent.",
        "The user's savings are just enough to pay the school fees.",
        "The balance in his goal pocket is sufficient for the deposit.",
        "Her wallet is not enough for the trip.",
    ],
)
def test_what_money_is_enough_for_is_refused(sentence: str) -> None:
    assert "no_balance" in broken_rules(sentence)


# --- durable: accepted --------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # a hyphenated service used for payments
        "The user banks with Stanbic and uses Airtel-Money for paying traders.",
        "She uses Orange-Money for school fees.",
        # where pay goes
        "The user receives his salary into his Stanbic account.",
        "She receives her pension into her savings account.",
        # a trade one earns by
        "The user earns commission as an insurance agent in Kumasi.",
        "He makes a living as a boda-boda rider in Jinja.",
        "She earns tips as a waitress in Kigali.",
        # a nationality's passport
        "The user was born in Accra and holds a Ghanaian passport.",
        "He holds a South African passport.",
        # money sent to a named place, said of who the user is
        "The user is a Nigerian nurse in London who sends money to Enugu.",
        "He is a teacher in Doha who sends money home to Kampala.",
        # a recurring due date
        "The user's stokvel contributions are due on the 1st of every month.",
        "Her chama dues are due on the 10th of each month.",
        # a span of years
        "The user was treasurer of her chama from 2015 to 2018.",
        "He worked at Equity Bank from 2010 to 2014.",
        "She ran a stokvel from 2012 to 2019.",
        # a role among the group's officers
        "The user is one of the two signatories of her chama.",
        "She is one of the three key holders of the VSLA box.",
        "He was one of the four trustees of the burial society.",
        # a group's described size, in compound number words
        "The user's stokvel has twenty-five members, each paying monthly.",
        "Her chama is named Umoja and has thirty-two members.",
        "The user's njangi has twenty-one members, all traders.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


# --- near-misses: the other side ------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # a due date near now, or with no schedule
        "The user's chama contributions are due tomorrow.",
        "The user's chama contributions are due on the 5th.",
        # a count on its own, or with who has paid
        "The user's VSLA has twenty-five members.",
        "The user's VSLA has twenty-five members who have all paid this week.",
        "The user is one of the three key holders of her VSLA, which now has nine members.",
        # money sent to a person, said on its own
        "The user sends money to Tunde.",
        # a clause after that says how it stands
        "The user receives her salary into her Absa account, which is frozen.",
        "The user has a British passport that she needs to renew.",
        "The user has two years to go before retirement.",
    ],
)
def test_near_misses_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # a role held now
        "The user chairs her savings group.",
        # a past that ended
        "Her funeral policy lapsed in 2019 and she took a new one.",
        "The user's old claim sat with the assessor for a week in 2022.",
        "The user's loan was in its grace period in 2019.",
        "The user's mortgage rate was prime plus two when she took it in 2015.",
        # a wish, not a measure
        "The user wants to reach half of her goal by June.",
        "The user wants her savings to be enough for the deposit.",
        # a schedule
        "The user's savings group meets halfway through the month.",
    ],
)
def test_near_misses_stay_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()
