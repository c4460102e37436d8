"""Durable sentences of the shapes blind round 50 wrote and the rules still refused, with the
rupee now read as money.

Every sentence here is written for the mechanism (none is from a blind round):

- the rupee (₹, Rs, INR, PKR) before a figure and lakh/crore after it are money (``money``), so
  a balance or a sum pending in rupees is refused like one in naira;
- a chit's or a committee's size after "a" ("a 24-month, ₹5 lakh chit") is its term (``terms``);
  a past loss when whoever held the money failed ("the chit operator shut down and she lost about
  ₹80,000"), with what it left the user wary of, and a dated dispute with its sum that was
  resolved (``losses``); a scam fallen for, dated, whose case "has since been settled";
- a "committee" before what only a savings committee has ("committee contribution") is the group
  (``group_names``), so its fixed contribution is the group's term;
- pay habits: "is usually paid around the 28th", "her salary usually comes in around the 25th",
  "whose pension is paid into this account" (``arranged``); a job by its verb ("cleans offices")
  with how the pay comes (``livelihood``); money sent "on weekends" (``backstop``);
- a group's rules: "the order of turns was drawn by lot" (``group_rules``), a keeper who "collects
  from everyone on the 5th of the month" (``group_sayings``);
- a goal saved for "expected around 2027" (``goals``); who stands in "when Rohit is travelling"
  (``absences``).

What stays refused: rupee balances and sums pending or owed, a chit's pot as it stands, a loss
undated or still being recovered, a dispute still open, pay without a word of habit or with this
month, a turn that is next, a collection "this month", a year a refund is expected, a payment
pending while someone is away.
"""

from __future__ import annotations

import pytest

from memoryadmin.packs.banking.money import money_spans
from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    ("text", "spans"),
    [
        ("a ₹3 lakh chit", ["₹3 lakh"]),
        ("Rs 12,500 a month", ["Rs 12,500"]),
        ("a fee of Rs. 250", ["Rs. 250"]),
        ("INR 4,000 and PKR 9,000", ["INR 4,000", "PKR 9,000"]),
        ("about 1.2 crore", ["1.2 crore"]),
        ("3.5 lakh rupees", ["3.5 lakh rupees"]),
        ("write amounts in lakh and crore", []),
        ("Mrs Rs Sharma", []),
    ],
)
def test_rupees_are_read_as_money(text: str, spans: list[str]) -> None:
    assert money_spans(text) == spans


@pytest.mark.parametrize(
    "sentence",
    [
        "Meena's chit is a 24-month, ₹5 lakh chit run by a licensed firm in Madurai.",
        "Her chit fund is a ₹3 lakh chit run by a registered company, and she bids only when she "
        "needs cash.",
        "In 2019 the user's chit operator collapsed and she lost about ₹80,000, which is why she "
        "is wary of chits.",
        "In 2021 the user lost ₹40,000 to a fake agent, which is why she is careful with agents.",
        "In 2019 Kamal had a ₹12,000 dispute with his courier company that was resolved in his "
        "favour.",
        "Tunde raised a ₦20,000 chargeback with his bank in March 2023 which was settled in his "
        "favour.",
        "In 2023 Ama fell for a fake loan app scam; the case has since been settled.",
        "The user's usual weekly committee contribution is Rs 5,000.",
        "Sunil is usually paid around the 1st.",
        "Her husband drives a taxi in Lagos and his pay usually comes in around the 30th.",
        "Mr Eze is a retired teacher whose pension is paid into this account.",
        "Rosa cleans offices in Houston and is paid mostly by Zelle and cash.",
        "She sends her mother grocery money on weekends.",
        "Halima is in a tontine with eight friends, and the order of turns was drawn by lot.",
        "Fatima keeps the tontine's notebook and collects from every member on the 1st of the "
        "month.",
        "Ravi is saving for his son's wedding, expected around 2029.",
        "Her brother Ade pays the school fees whenever she is abroad.",
    ],
)
def test_round50_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # Rupees as they stand.
        "Priya's balance is ₹42,300 today.",
        "₹5,000 pending to Rohit.",
        "His wallet has Rs. 340 left.",
        "Rs 2 lakh is still owed on the committee.",
        "INR 12,000 is on hold.",
        "He has 1.5 crore in his FD.",
        # A chit's size with how it stands.
        "She has a ₹2 lakh chit this month.",
        "The ₹2 lakh chit has ₹40,000 left in the pot.",
        "She is in a ₹2 lakh chit and still owes ₹10,000.",
        # A loss undated, or not over.
        "The user's chit operator shut down and he lost about ₹1.5 lakh, which is why he is wary "
        "of chits.",
        "In 2021 the chit operator shut down and he lost ₹1.5 lakh, which he is still trying to "
        "recover.",
        "In 2020 the user had a $300 dispute with Remitly that is still open.",
        "The user had a $300 dispute with Remitly that was resolved in her favour.",
        "In 2022 the user fell for a fake POS reversal scam; the reversal is still pending.",
        # A committee's contribution as it stands.
        "The user's committee contribution of Rs 25,000 is unpaid.",
        "The user's committee contribution is Rs 25,000 this month.",
        # Pay without a habit, or this month's.
        "Priya is paid around the 28th.",
        "Her salary comes in around the 25th.",
        "Her salary usually comes in around the 25th but not this month.",
        "Her pension was paid into this account.",
        "₹5,000 is paid into this account.",
        "Rosa cleans offices in Houston and is still owed her wages.",
        "He sends her household money this weekend.",
        # A turn, a collection now.
        "The order of turns in the daret was drawn by lot and her turn is next.",
        "Khadija keeps the daret's notebook and collects from everyone on the 5th of this month.",
        "Khadija keeps the daret's notebook and collects from everyone who has not paid.",
        # Money expected, or pending while someone is away.
        "The refund is expected around 2027.",
        "Anjali is saving for a house, expected around the 20th.",
        "Bunty's transfer is pending while Rohit is travelling.",
        "Bunty's card is blocked while Rohit is abroad.",
    ],
)
def test_round50_live_shapes_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()
