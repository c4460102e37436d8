"""Summary structures read after blind round 27, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Durable:

- an amount paid by the period, whoever pays it, read by one reader (``terms._PAID_BY_PERIOD``,
  which takes over the user's habit with its amount): a simple-present verb of paying said of the
  user, an employer or a group ("pays her cleaner ₦35,000 at the end of every month", "his
  employer pays him ₦250,000 on the last working day of each month", "the burial society sends
  R2,000 to a bereaved member's family each month"), or in the plural after "each", "members",
  "they" or "who" ("her njangi has 15 members who each contribute 10 000 FCFA every Sunday",
  inside the group frame); the amount inside the order it recurs by ("set up a weekly ₦5,000
  top-up"), the year it was set up in read as a date; a contribution only with where it goes
  ("contributes … to the market women's SACCO"). Its day of every month ("on the last Friday of
  every month", "on the first working day of every month") is the schedule's, not a live "last";
- a group's fine with its amount before it and what it is for ("charges a GH₵ 10 fine for missed
  meetings"), and what it charges anyone in it by the period ("charges each member KSh 300 a
  month", ``terms.without_group_terms``);
- how a rotation's order is decided, with when it is drawn ("by ballot at the first meeting of
  every year", ``frames._GENERAL``);
- people counted by a word with no plural -s ("pays 8 staff", ``money``), so that what an account
  is for ("uses his business account to pay 8 staff at his bakery", ``arranged``) carries no
  amount;
- a finished event whose cause failed before it ("received a ₦3,500 reversal after a failed POS
  payment", ``finders.unfinished_money``).

Beside each, near-misses of the same shape keep to their side: a past, a plan, a state word, a
second clause, a loan, one month's instance, a place in the order.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules

# --- durable: accepted -------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # The user's amount by the period, to whom first or after.
        "She pays her cleaner ₦35,000 at the end of every month.",
        "He sends his younger sister GH₵ 300 on the 1st of every month.",
        "He puts aside ₦10,000 every payday for his children's school fees.",
        "She contributes KSh 4,000 a month to the market women's SACCO, taken from her takings.",
        "She pays her gateman ₦25,000 on the last Friday of every month.",
        # An employer's or a group's amount by the period.
        "His employer pays him ₦250,000 on the last working day of each month.",
        "The burial society sends R2,000 to a bereaved member's family each month.",
        "The church cooperative pays ₦100,000 to one member every quarter, by ballot.",
        "Her brothers each send ₦20,000 to their father every month.",
        "They each pay R200 every Friday into the burial society account.",
        # A group's size with how its members pay.
        "Her njangi has 15 members who each contribute 10 000 FCFA every Sunday.",
        # The amount inside the order it recurs by, with the year it was set up.
        "In 2022 she set up a weekly ₦5,000 top-up to her savings wallet.",
        "He keeps a monthly KSh 2,500 transfer to his daughter's school account.",
        # A group's fine, and its charge by the period.
        "The susu charges a GH₵ 10 fine for missed meetings.",
        "The welfare society charges each member KSh 300 a month.",
        # How a rotation's order is decided, and when.
        "In her chama, the payout order is chosen by ballot at the first meeting of every year.",
        # What an account is for, with people counted by a word without -s.
        "He uses his business account to pay 8 staff at his bakery.",
        # A finished event whose cause failed before it.
        "She received a ₦3,500 reversal on 2 May after a failed POS payment.",
    ],
)
def test_amounts_by_the_period_and_rules_of_order_stay(sentence: str) -> None:
    assert broken_rules(sentence) == set()


# --- live: refused -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # An amount by the period that went wrong, or as it stands now.
        "His standing order of N350k to his landlord failed this quarter.",
        "She has ₦10,000 left after the weekly contribution.",
        "His salary has not come in this month.",
        "She pays her cleaner ₦35,000 at the end of every month but missed this month.",
        "She paid her cleaner ₦35,000 on the last Friday of the month.",
        "She still pays her driver ₦30,000 every month.",
        "He now sends ₦20,000 to his mother every month.",
        "He sends ₦20,000 to his mother every month and has ₦5,000 left.",
        "She is paying her house girl ₦40,000 every month until June.",
        "She saves ₦2,000 every day and has saved ₦60,000 so far.",
        "Her employer pays her ₦250,000 a month but her salary is late this month.",
        # A contribution with nowhere it goes is a member's line in the group's ledger.
        "Kemi contributes ₦3,000 every week.",
        # A plan, a loan or what is borrowed is not an arrangement.
        "She needs to pay her tailor ₦15,000 every month.",
        "He pays ₦5,000 every week towards the ₦60,000 he borrowed.",
        "She pays ₦3,000 to Branch every week for her loan.",
        # A group's amount with its state, a count as it stands or a turn after it.
        "He contributes ₦25,000 a month to the thrift but is two months behind.",
        "Her monthly ₦5,000 contribution to the ajo is overdue.",
        "The ajo pays ₦240,000 to Kemi this month.",
        "The staff ajo pays ₦200,000 to one member each month, and she is next.",
        "The tontine has 10 members who each pay 50 000 FCFA every month, but only 7 have paid.",
        "The stokvel charges each member R500 a month and Thandi has not paid.",
        "The stokvel charged each member R500 this month.",
        "The chama charged her a KSh 200 fine for her late contribution.",
        "The chama charges a KSh 200 fine for late contributions, which she has not paid.",
        # The order set up, with how it went or when near now.
        "In 2023 he set up a monthly R1,000 transfer to his mother, which stopped last month.",
        "He set up a monthly R1,000 transfer to his mother yesterday.",
        # A place in the order, not how it is decided.
        "She is third in the rotation order.",
        "The collection order is decided by drawing lots and she drew the fifth slot.",
        "In his adashe, he is first to collect at the first meeting of each cycle.",
        # What an account is for, with its state after it.
        "He uses his corporate account to pay 12 staff, but it is restricted.",
        # A refund after a failure that has not landed, or is awaited.
        "The ₦12,000 refund for the failed withdrawal is still pending.",
        "He is waiting for a ₦12,000 refund after a failed withdrawal.",
        "She got a ₦9,000 refund after a failed transfer, but it has not reflected.",
    ],
)
def test_near_misses_of_the_new_durable_shapes_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence)
