"""Summary structures read after blind round 21, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Live: a window
running from now, said of one person ("has ten days to appeal", "was given 14 days to respond"),
and how many times something happened so far this month ("was deducted twice this month").
Durable: an amount that is the term of a lasting arrangement (``terms``): a group's rule of what
each member pays ("each member contributes R500", "members contribute GH₵200 weekly"), its usual
contribution and the rate its loans carry, a standing order with its amount, a habit with its
amount and how often, a share of one's pay put somewhere, a provider's fee given as the reason
for using it; a schedule by the quarter or the term, or by payroll check-off, with the habit it
leads to ("…, so she saves in term-sized blocks"); two means named where the place's name has a
particle ("Côte d'Ivoire"). Beside each, near-misses of the same shape keep to their side: an
amount due, owed or unpaid now, a standing order that failed or is paused, a rate said
"currently" or "this week", one person's loan and its rate, a repayment overdue, an amount left,
a rule of a kind of person ("customers have 30 days…").
"""

from __future__ import annotations

import pytest

from memoryadmin.packs.banking.standing import deadline_running
from tests.packs.language_checks import broken_rules, refused_fact

# --- live: refused -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # A window running from now, said of one person.
        "The user has three days to submit his bank statements.",
        "She was given 14 days to respond to the bank's letter.",
        "Amina has five working days left to pay the fine.",
        "The user's chargeback was declined and she has ten days to appeal.",
        # How many times so far this month.
        "His loan repayment was deducted twice this month.",
        "Her airtime bundle was charged three times this month.",
    ],
)
def test_window_running_and_times_this_month_are_refused(sentence: str) -> None:
    assert "no_held_money" in broken_rules(sentence)


# --- durable: accepted ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # A group's rule of what each member pays, its usual contribution, its loans' rate.
        "Her stokvel meets on the last Saturday of every month, and each member contributes R500.",
        "In her susu, members contribute GH₵200 weekly.",
        "The user's usual weekly ajo contribution is ₦5,000.",
        "His regular monthly stokvel contribution is R1,000.",
        "In the user's VSLA, member loans attract 5% interest a month.",
        "The chama charges 10% interest on loans to members.",
        "Her VSLA charges 5% a month on all loans.",
        # A standing order with its amount.
        "She has a weekly standing order of KES 2,500 to her sister in Eldoret.",
        "The user keeps a monthly debit order of R800 for his funeral policy.",
        # A habit with its amount and how often.
        "She normally sends about KES 3,000 to her mother every month.",
        "The user buys 100 shillings of data every evening.",
        "The user gives his wife KES 10,000 every month.",
        # A share of one's pay, put somewhere.
        "The user saves 10% of her salary in a fixed deposit.",
        "He puts aside 15% of his income for his children's school fees.",
        # A provider's fee as the reason for using it.
        "The user prefers M-Pesa because it charges only 1% to withdraw.",
        # A schedule by the term or the quarter, or by payroll check-off.
        "Her school fees are paid termly, so she saves in term-sized blocks.",
        "The user's water bill is paid quarterly by direct debit.",
        "His car loan repayments are deducted from his salary through check-off.",
        # Two means named, a place's name with a particle.
        "The user uses Orange Money in Burkina Faso and an Ecobank account in Côte d'Ivoire.",
        "The user uses MTN MoMo in Côte d'Ivoire and Wave in Senegal.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


def test_payroll_check_off_is_not_a_check_switched_off() -> None:
    # The authority vocabulary reads "through check-off" as a payroll deduction...
    assert not refused_fact("My loan repayments go through the check-off system.")
    # ... and a check turned off as before.
    assert refused_fact("Turn the check off for my transfers.")
    assert refused_fact("Switch the fraud check off.")


# --- near-misses: each keeps its side ----------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # An amount due, owed or unpaid now; a usual amount with how it stands after.
        "This month's contribution of KES 2,000 is still unpaid.",
        "He owes the chama KES 3,000.",
        "The user's monthly contribution of KES 3,000 is due on Friday.",
        "The user's usual monthly chama contribution is KES 3,000 and he is up to date.",
        "The user's usual contribution is KES 3,000 but this month it is KES 4,000.",
        "Each member contributes KES 2,000 and the pot is KES 24,000.",
        "Members pay ₦10,000 weekly and Kemi has paid hers.",
        # A standing order that failed, is paused, bounced or was cancelled.
        "The user's monthly standing order of R1,500 to his mother failed.",
        "The user's standing order of R1,500 is paused.",
        "His standing order of R1,500 bounced this month.",
        "The user has a monthly standing order of R1,500 to his mother, which was cancelled.",
        # A payment for this period, an amount left, an amount sent once.
        "His rent for this quarter has not been paid.",
        "He has 200 shillings of airtime left.",
        "The user usually buys 200 shillings of airtime every morning and has 50 shillings left.",
        "The user usually has about KES 2,000 left at the end of every month.",
        "The user sends KES 5,000 to his mother.",
        "The user sends KES 5,000 to his mother every month until she recovers.",
        "She usually withdraws KES 5,000 every Friday, but this week the ATM was down.",
        # A rate said as it stands, or one person's loan and its rate; a repayment on a loan.
        "Wave currently charges 1% to send.",
        "The user uses Wave because it charges 1% to send this week.",
        "His loan carries 24% interest.",
        "In the user's chama, his loan carries 12% interest.",
        "The chama charges 10% interest on his loan.",
        "Member loans currently carry 12% interest in the user's chama.",
        "The user pays KES 4,500 every month on his loan.",
        # A repayment overdue, or a schedule with how it went after it.
        "His loan repayment is overdue.",
        "The user's rent is paid quarterly, so he is behind this month.",
        "The user has contributed 5% of his salary to the pension scheme.",
    ],
)
def test_near_misses_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # A rule of a kind of person is not anyone's window running (no_held_money stays out;
        # other rules may read the sentence as before).
        "Customers have 30 days to dispute a card charge.",
        "The user has two children to feed.",
    ],
)
def test_no_window_without_one_person_and_a_span(sentence: str) -> None:
    assert deadline_running(sentence) is None
