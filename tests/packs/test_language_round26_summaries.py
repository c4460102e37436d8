"""Summary structures read after blind round 26, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Live
(``as_of_now``): a case moved to another institution that handles it now, named by a word ("was
forwarded to the issuing bank") or by its initials ("has been referred to the CBN"), as a team
was in round 25. Durable: a recurring arrangement with its amount or share (``terms``): an order
that recurs by what it is or is said to recur ("a standing weekly transfer of …"), the order as
the subject of what it is or does ("her direct debit to the gym is R450 a month", "his standing
instruction sweeps 5% of every salary into …"), someone's pay drawn on by the period ("the SACCO
takes KSh 3,000 from her salary each month"); pay arriving by its schedule ("her pension lands
on the 1st of every month", ``frames_told.scheduled_frame``); a group's rule with who collects
it and when ("…, collected by the treasurer every evening", ``terms``); how a rotation's order is
decided, with which end goes first ("is set by seniority, eldest first", ``frames._GENERAL``);
what an account of the user's is for, and a worker's platform payouts with no "weekly" said
(``arranged``). Beside each, near-misses of the same shape keep to their side.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules

# --- live: refused -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "His chargeback on the double POS debit was forwarded to the issuing bank.",
        "Her dispute about the reversed transfer has been referred to the CBN.",
        "The fraud report she filed was passed on to the EFCC.",
        "The complaint about his blocked card has now been escalated to the card scheme.",
    ],
)
def test_case_moved_to_another_institution_is_a_step_still_to_come(sentence: str) -> None:
    assert "no_pending_step" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # A recurring arrangement that went wrong, or as it stands now.
        "Her direct debit of R450 to the gym bounced this month.",
        "His standing instruction to his mother is ₦40,000 but it was cancelled.",
        "The SACCO deducted KSh 3,000 from her salary this month.",
        "The SACCO still takes KSh 3,000 from her salary each month.",
        "His standing weekly transfer of ₦8,000 to his brother is pending.",
        "The lender deducts KSh 1,200 from her M-Pesa every week for her loan.",
        "Her employer deducts ₦10,000 from her salary every month to repay the advance.",
        # A monthly payment to a lender is an instalment, not an order.
        "His monthly payment to Carbon is ₦12,000.",
        "She has ₦6,000 left after this week's contribution.",
        # Pay that did not arrive, or arrives late.
        "Her pension has not landed this month.",
        "His wages have not arrived yet this month.",
        "Her allowance usually comes in on Fridays but this week it is delayed.",
        # A group's collection by one person on one day, or with a turn after it.
        "In his thrift, each member pays ₦2,000 daily, collected by Bisi on Monday.",
        "In her susu, each member pays GH₵ 20 a day, collected by the collector every evening, "
        "and she is next.",
        # A place in the order, not how it is decided.
        "He is second in the payout order of his chama.",
        "In her stokvel, the payout order is set by seniority and she is fourth.",
        # What an account is for, with its state after it.
        "She keeps her Kuda account for savings, but it is restricted.",
        "He uses his Opay wallet for his shop, which is frozen.",
        "She rides for Bolt and has not received payouts into her Opay wallet.",
    ],
)
def test_near_misses_of_the_new_durable_shapes_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence)


# --- durable: accepted -------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # An order that recurs by what it is or is said to recur, with its amount.
        "She has a standing weekly transfer of ₦8,000 to her brother's Opay wallet.",
        "He has a monthly transfer of GH₵ 400 to his mother's MoMo.",
        # The order as the subject: what it is, or what it does.
        "Her direct debit to the gym is R450 a month.",
        "His standing order pays ₦25,000 to his daughter's school every term.",
        "His standing instruction sweeps 5% of every salary into his pension account.",
        # Someone's pay drawn on by the period.
        "The SACCO takes KSh 3,000 from her salary each month as shares.",
        "Her employer deducts 8% of her pay every month for her pension.",
        # Pay arriving by its schedule.
        "Her pension lands on the 1st of every month.",
        "His wages usually arrive on the last working day of the month.",
        # A group's rule with who collects it and when.
        "In his thrift, each member pays ₦2,000 daily, collected by the treasurer every evening.",
        # How the rotation's order is decided, and which end goes first.
        "In her stokvel, the payout order is set by seniority, eldest first.",
        "The order of collection in his susu is fixed by date of joining, newest last.",
        # What an account of the user's is for.
        "She keeps her Kuda account for savings only.",
        "He uses his Opay wallet to receive payments from his customers.",
        # A worker's platform payouts and where they land, how often unsaid.
        "She drives for Uber and gets payouts into her Kuda account.",
    ],
)
def test_recurring_arrangements_and_standing_uses_stay(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # A case escalated to a person, even one of an institution, is an event (round 20).
        "His complaint was escalated to the MD of the bank.",
        "Her refund request was escalated to the CEO.",
        # Initials that are not where a case went.
        "The user works for NIBSS in Abuja.",
        # One transfer of pay, finished and dated.
        "His salary came in on the last working day of March.",
    ],
)
def test_near_misses_of_the_new_live_shapes_stay(sentence: str) -> None:
    assert broken_rules(sentence) == set()
