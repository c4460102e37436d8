"""Summary structures read after blind round 22, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Live (``outcomes``):
a case with whoever handles it now ("the fraud desk has her dispute"), a request's outcome decided
in the active voice ("the bank declined his refund request"), a failure with the money taken
anyway, money put back into an account, a credit that holds
only for now ("provisionally", "while the merchant investigates"), a gauge as it reads now ("the
meter shows 40 units", "is 75% repaid", "the float is too low to…"), and what the user cannot get
into now and why; a failure for lack of funds (``finders``). Durable (``terms``, ``backstop``): a
group's terms with their amounts (the rate it lends at, a fine its rule sets for anyone, what its
collector collects as the round goes, a contribution with whom it goes to, a figure with its
currency code after it), how it keeps its records; a standing order with the day of the month it
recurs on; a recurring cost with its amount and period, and to whom it is paid; a role described
with the account it keeps. Beside each, near-misses of the same shape keep to their side.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules

# --- live: refused -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # A case with whoever handles it now.
        "The bank's fraud desk now has her dispute over the double charge.",
        "The claims team has the user's claim for his stolen laptop.",
        # A request's outcome decided, active voice (the passive is refused as before).
        "MTN declined the user's refund request for the failed bundle.",
        "The bank turned down his application for an overdraft.",
        "His reversal request was rejected.",
    ],
)
def test_case_held_decided_or_failed_is_a_step_still_to_come(sentence: str) -> None:
    assert "no_pending_step" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # A failure with the money taken anyway, either way round.
        "Her airtime purchase failed but the amount was debited.",
        "The money was deducted but the bill payment never arrived.",
        # Money put back into an account.
        "Opay reversed the user's failed transfer into her wallet.",
        "The bank refunded the duplicate charge back to his card.",
        # A credit or a state that holds only for now.
        "The disputed amount was provisionally refunded to the user.",
        "The user's card has a provisional credit while the bank investigates.",
        # A gauge as it reads now.
        "The prepaid meter in the user's flat shows 40 units.",
        "His loyalty points balance stands at 3,200.",
        "The user's car loan is 75% repaid.",
        "Her emergency fund is half saved.",
        "The user's mobile-money float is too low to pay out large withdrawals.",
        "His M-Pesa balance is not enough for the school fees.",
        # What the user cannot get into now, and why.
        "She cannot access her wallet because her SIM was swapped.",
        "The user can't sign in to the banking app since he changed phones.",
    ],
)
def test_outcomes_and_gauges_as_they_stand_are_refused(sentence: str) -> None:
    assert "no_held_money" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Her standing order to the landlord failed for lack of funds.",
        "His debit order bounced this month for a lack of money.",
    ],
)
def test_a_failure_for_lack_of_funds_is_a_balance(sentence: str) -> None:
    assert "no_balance" in broken_rules(sentence)


# --- durable: accepted ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # A group's terms with their amounts.
        "Her chama lends to members at 8% a month.",
        "The user's SACCO lends to its members at 12% interest, repayable within six months.",
        "The stokvel fines members R200 for arriving late.",
        "Her VSLA charges a fine of KES 50 for missing a meeting.",
        "The esusu collector visits the user's stall every market day to collect ₦2,000.",
        "His weekly contribution to the village njangi is 10,000 XAF.",
        "The user's usual monthly contribution to her chama is KES 1,500.",
        # How a group keeps its records.
        "Her stokvel records who has contributed in a notebook.",
        "The user's chama keeps a register of who has paid.",
        # A standing order with the day it recurs on.
        "The user keeps a standing order of KES 4,000 to his sister on the 25th of every month.",
        # A recurring cost with its amount and period, and to whom it is paid.
        "The user's rent is KES 18,000 a month.",
        "Her funeral cover premium is R150 per month, paid to an insurer.",
        "His children's school fees are GHS 1,200 per term.",
        # A role described with the account it keeps.
        "The user is a mosque treasurer who keeps the building fund account.",
        "She works as a school bursar who manages the fees account.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


# --- near-misses: each keeps its side ----------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # An amount due, owed or unpaid now, or a cost with how it went.
        "This month's rent of KES 18,000 is late.",
        "The user's rent of KES 18,000 is due on Friday.",
        "The user owes her landlord KES 18,000.",
        "The user's rent is KES 18,000 a month and he is two months behind.",
        "The user's rent is KES 18,000 a month, paid by the 5th.",
        "The user's rent is KES 18,000.",
        # One person's fine, loan or collection, or a standing order that failed.
        "The stokvel fined her R200 yesterday.",
        "The chama fined members KES 1,000 each for missing last week's meeting.",
        "His loan from the chama at 8% is overdue.",
        "The chama lent him KES 10,000 at 5% interest.",
        "His standing order of KES 4,000 bounced.",
        "She has a standing order of KES 4,000 on the 25th of each month, but it failed.",
        "The collector took ₦2,000 from her this morning.",
        "The collector has not come today.",
        # Records of this week, a contribution with how it stands.
        "The chama keeps track of who has paid this week on WhatsApp.",
        "Who has paid this week is not yet known.",
        "The user's monthly contribution to the chama is KES 1,500 and he is behind.",
        # A role with how its account stands; an account as it stands.
        "The user is a mosque treasurer who keeps the building fund account, which is frozen.",
        "The user's account is currently frozen.",
    ],
)
def test_near_misses_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # The user's own papers, a passive approval, a goal and a plain failure read as before.
        "The user has his claim number from the insurer.",
        "The user wants his savings goal to be fully funded by December.",
        "The user's loan application was approved in 2019.",
    ],
)
def test_other_shapes_stay_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()
