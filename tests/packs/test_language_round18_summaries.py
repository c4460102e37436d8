"""Summary structures read after blind round 18, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Live: a case
with whoever handles it for a handling, a share of a target reached by a group's savings, an
allowance used (not "used up") all of, a turn already taken in the round going on, a countdown
to next month. Durable: which named means the user uses where, a payment landing on a named
card or an account, accounts said to be with banks by name, kin taking turns over a cost, two
kinds of money kept in separate wallets. Beside each, near-misses of the same shape keep to
their side: a person at work, a goal, a card used once, a round long past, a date, a state, a
clause after, a group's rotation.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules

# --- live: refused -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # With whoever handles it, for a handling, with or without a verb of resting.
        "The user's flood damage claim is with the loss adjuster for assessment.",
        "Her chargeback request is with the disputes desk for review.",
        "The user's loan application is with the bank for approval.",
        "His burial cover claim is sitting with the insurer for verification.",
        "The user's pension transfer is with the fund administrator for processing.",
    ],
)
def test_case_with_its_handler_is_refused(sentence: str) -> None:
    assert "no_held_money" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # A share of a target, in a sentence about a savings group.
        "The user's susu savings have reached half of the target for the sewing machine.",
        "Her chama contributions have reached three-quarters of the goal for the borehole.",
        "The user's esusu savings are at two-thirds of the target for school fees.",
        # An allowance used all of, "up" or not.
        "The user has used all the free transfers for this week.",
        "She has used all of her monthly data bundle.",
        "The user has already used all his free withdrawals this month.",
        "He has used every one of his free SMS alerts.",
    ],
)
def test_share_of_a_target_and_an_allowance_used_are_refused(sentence: str) -> None:
    assert "no_balance" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # A turn already taken in the round going on.
        "In the current pardna round the user has already drawn her hand.",
        "The user has already had her payout in this cycle of the chama.",
        "In this susu cycle she has already collected her lump sum.",
        "The user has already received the pot in the current rotation.",
        "In the present merry-go-round cycle he has already taken his turn.",
    ],
)
def test_turn_already_taken_this_round_is_refused(sentence: str) -> None:
    assert "no_rotation_position" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # A countdown to next month.
        "The user's repayment holiday on the motorbike loan runs out next month.",
        "Her promotional rate expires next month.",
        "The user's moratorium on the school loan ends next month.",
        "His fixed deposit matures next month.",
        "The user's introductory period on the credit card ends this month.",
    ],
)
def test_countdown_to_next_month_is_refused(sentence: str) -> None:
    assert "no_held_money" in broken_rules(sentence)


# --- durable: accepted ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # Which named means the user uses where.
        "The user uses M-Pesa in Kenya and MTN MoMo in Uganda.",
        "She uses Airtel Money in Malawi and TNM Mpamba in Lilongwe.",
        "The user uses EcoCash in Zimbabwe.",
        "He uses Orange Money in Dakar, and Wave in Bamako.",
        "The user uses Opay in Lagos and Moniepoint in Abuja.",
        # A payment landing on a named card or an account.
        "The user receives her old-age grant on a SASSA card.",
        "She gets her disability grant on a Postbank card.",
        "The user receives his pension into his Absa account.",
        "He receives his daughter's bursary on her student card.",
        "The user gets her child support grant onto a Capitec account.",
        # Accounts said to be with a bank by name.
        "The user's savings account is with Equity.",
        "Her salary account is with Stanbic and her savings account is with CRDB.",
        "The user's business wallet is with Wave.",
        "His joint account is with Ecobank and his personal account is with Access Bank.",
        "The user's farm account is at NMB.",
        # Kin taking turns over a cost.
        "The user's brothers take turns paying for their father's medication.",
        "Her sisters take turns to cover their mother's rent.",
        "The user's children take turns sending money for their grandfather's upkeep.",
        "His cousins take turns buying their aunt's groceries.",
        "The user's in-laws take turns paying for the family land's fees.",
        # Two kinds of money kept in separate wallets.
        "The user keeps her shop money and school-fees money in separate wallets.",
        "He keeps his farm income and household money in different accounts.",
        "The user keeps her savings and spending money in two purses.",
        "She keeps her church money and her personal money in separate tins.",
        "The user keeps his business cash and family money in separate boxes.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


# --- near-misses: each keeps its side ----------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # Which means, in a state or with a clause after.
        "The user uses M-Pesa in Kenya but his wallet is frozen.",
        "The user uses Wave in Senegal and still owes the agent.",
        # A grant landing, late or one month's.
        "The user receives her grant on a SASSA card but it has not arrived this month.",
        "The user receives her refund into her Absa account.",
        # An account with a bank, in a state or with an amount.
        "The user's savings account is with Equity, which has frozen it.",
        "Her salary account is with Stanbic and holds ₦40,000.",
        # A group's pot with a person, not an account with a bank.
        "The user's chama savings are with Thandi until March.",
        "The user's group kitty is with Amina this month.",
        # A rotation's turn, not a family's habit.
        "The user's siblings take turns paying and it is her turn this month.",
        "The user's chama members take turns collecting and Wanjiru collects next.",
        # Money kept apart, with a state after.
        "The user keeps his shop money and home money in separate wallets, one of them blocked.",
    ],
)
def test_near_misses_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # A person at work, not a case with a handler.
        "The user is a claims assessor.",
        # A goal of a share, not how it stands.
        "The user wants her susu savings to reach half of the target for the sewing machine.",
        # Used once, not all of an allowance.
        "The user has used her card at the market.",
        # A round long past, a turn taken as an event.
        "The user took her hand in the last tontine round.",
        "The user's tontine round lasts ten months.",
        # A date, not a countdown.
        "The user's fixed deposit matured in March 2021.",
        "The user asked when his grace period runs out.",
    ],
)
def test_near_misses_stay_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()
