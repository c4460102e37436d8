"""Summary structures read after blind round 25, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Live
(``as_of_now``): a time counted back from now ("about twenty minutes ago"), a transfer's outcome
at a time of day with no date ("was credited … at 9:40am"), a case just moved to whoever handles
it now ("was escalated to the fraud team"), whose payout the current round was ("collected this
month's chama payout"), and French words of a step still under way ("est toujours en cours",
"sont encore en attente"). Durable: a kind of product kept away from ("avoids payday loans"), a
role on an account ("is the nominee on her account"), a joint account shared (``backstop``); an
account with a bank by name and another provider used for what, a pay's currency with what is
done with it each month, a worker's platform payouts and the wallet they land in (``arranged``);
a standing order or a standing instruction with its amount and when it recurs, a fine a group's
rule sets for a kind of member (``terms``), a collector's cut as a group's rule (``frames``).
Beside each, near-misses of the same shape keep to their side.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules

# --- live: refused -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # A time counted back from now.
        "Her bill payment to DSTV went through about twenty minutes ago.",
        "The reversal for his failed airtime top-up was approved two hours ago.",
        # A transfer's outcome at a time of day, no date.
        "The user's Opay transfer was credited to her brother's account at 9:40am.",
        "The KES 3,000 she sent to her sister was received at 16:05.",
        # French: still under way.
        "La recharge de 10 000 FCFA sur le compte Wave de son frère est toujours en cours.",
        "Les deux virements vers sa tante sont encore en attente.",
    ],
)
def test_state_as_of_a_moment_just_past_is_held_now(sentence: str) -> None:
    assert "no_held_money" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The complaint she filed about the double debit was escalated to the fraud team.",
        "His chargeback request has now been referred to the card disputes unit.",
    ],
)
def test_case_moved_to_a_handler_is_a_step_still_to_come(sentence: str) -> None:
    assert "no_pending_step" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Amina collected this month's chama payout on Sunday.",
        "Kofi has received the pot for the current round.",
    ],
)
def test_payout_of_the_current_round_is_a_turn(sentence: str) -> None:
    assert "no_rotation_position" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # The pay's currency, then how one month went.
        "His salary is paid in dollars and he converts part of it each month, but this month's "
        "conversion failed.",
        # A standing order that went wrong keeps its amount live.
        "He had a standing order that paid KES 5,000 to his landlord but it was cancelled.",
        # One member's contribution kept, this month: not the collector's rule.
        "The collector kept her contribution this month as his fee.",
        # A group's payouts into a wallet are its rotation, not a worker's pay.
        "Her ajo group pays out on Fridays and she receives weekly payouts to her MoMo wallet.",
    ],
)
def test_near_misses_of_the_new_durable_shapes_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence)


# --- durable: accepted -------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # A kind of product kept away from; a role on an account; a joint account shared.
        "The user avoids payday loans and betting apps.",
        "Her daughter is the nominee on her fixed deposit account.",
        "The user shares a joint account with his wife.",
        # An account with a bank by name, and another provider used for what.
        "Her business account is with Stanbic and she uses Moniepoint for payments.",
        # The currency of someone's pay, and what they do with it each month.
        "His pension is paid in pounds and he converts some of it to cedis every month.",
        # A worker's platform payouts, how often, and where they land.
        "She rides for Bolt in Lagos and gets weekly payouts into her Opay wallet.",
        # A standing instruction or a standing order, with its amount and when it recurs.
        "He has a standing instruction to send ₦20,000 to his mother every month.",
        "She has a standing order that pays KES 8,000 school fees to the academy on the 3rd.",
        # A fine a group's rule sets for a kind of member.
        "Her chama has a rule that absentees pay a KSh 200 fine.",
        # A collector's cut as the group's rule.
        "Each member of his ajo puts in ₦1,000 a day, and the collector takes one day's "
        "contribution a month as his commission.",
    ],
)
def test_lasting_arrangements_and_terms_stay(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # A dated event at a time of day; a span of the user's life counted back.
        "He sent ₦10,000 to his landlord on 3 March at 2pm.",
        "Her rent was debited on 1 June at 8am.",
        "She moved to Nairobi two years ago.",
        # A case named, not moved; the user sent somewhere, not a case.
        "The dispute he opened was about a double charge at a POS.",
        "The user was referred to the branch by the call centre.",
        # A case escalated to a person is an event (round 20).
        "Her refund request was escalated to the branch manager.",
        # A payout dated by its month, not the current round.
        "Amina collected the chama payout in March.",
        # French: a finished event.
        "Le virement vers sa mère a été traité hier.",
        # Asked about, with a time counted back inside the question.
        "The user asked about a transfer she made an hour ago.",
    ],
)
def test_near_misses_of_the_new_live_shapes_stay(sentence: str) -> None:
    assert broken_rules(sentence) == set()
