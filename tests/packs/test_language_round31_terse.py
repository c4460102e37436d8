"""Terse summary fragments and the groups' fixed terms, read by structure after blind rounds
31 and 32 (``fragments``).

Every sentence here is written for the mechanism (none is from a blind round). Durable:

- a note with no subject, cut at semicolons, colons and dashes, each part read alone with the
  user as its subject ("Runs a tailoring shop in Kumasi; apprentices paid every Friday");
- a recurrence in a short form ("/month", "/term", "every 3 weeks", "on the 28th");
- how the user is paid or pays, as a habit, in the passive ("wages paid via payroll", "his
  union dues are deducted by the employer");
- a group's size with how its members pay or its order is set ("9 members, ₵100 each per
  week");
- fixed rules of a group: a fine for missing meetings, a turn that is always the same month.

Live, refused: the same shapes with one part that says how things stand (still, this month,
owes, left, next, now, so far, due), a bare size, a size counted so far, a payment that came
once, a balance or an amount held given as a label's value.
"""

from __future__ import annotations

import threading

import pytest

from memoryadmin.packs.banking import fragments
from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # Fragments: each part a clause with the user as its subject.
        "Runs a tailoring shop in Kumasi; apprentices paid every Friday.",
        "Teacher in Mombasa; salary paid into KCB on the 28th.",
        "Widowed; daughter (Wanjiru) is a joint holder on the fixed deposit account.",
        "Funeral cover: Avbob, Pretoria; R220/month; covers user and 3 children.",
        "Asked how stamp duty on transfers is worked out — no reply recorded.",
        # Short recurrences: "/term", "every 3 weeks", "twice a year".
        "Son at university in Cape Coast; user pays his hostel fees termly (about GH₵ 2,500).",
        "Pays tuition in Kampala (USh 1.2m/term) from Stanbic.",
        "Grocery stokvel: R350/month, bulk buy at Shoprite in December.",
        # The passive habit, as a whole sentence.
        "The user's union dues are deducted by the employer.",
        "Rent from the user's shop in Ikeja is received through a Moniepoint terminal.",
        # A group's size with its terms.
        "Belongs to a susu in Tema — 9 members, GH₵ 100 each per week, payout in March only.",
        "Njangi in Bamenda — dues 5,000 FCFA weekly, 18 members, rotation by seniority.",
        "The user's chama in Thika meets every 3 weeks; 11 members; KSh 1,000/member.",
        # Fixed rules of a group.
        "Fixed chama rule: missing three meetings = KSh 300 fine.",
        "The user's equb (Addis colleagues) — 2,000 birr per month, user's turn is always March.",
        "Burial club contribution: 40 cedis monthly to secretary Ama, Kumasi.",
        # A whole sentence with a trailing item of how a payment goes.
        "The user has three children at day school in Jos, with fees paid termly.",
        "Dues to the user's weekly esusu are ₦3,000, payable by the 2nd.",
        "Levies of ₦10k per household, for all households, are paid twice a year.",
        "The user's susu pays out in June, with members saving GH₵ 50 a week.",
        # A fine as a whole sentence, a payout order in a note, a loan paid off with its lender.
        "Under the njangi's rules, a member who misses three meetings is fined 2,000 FCFA.",
        "Esusu: 8 members, ₦15k weekly, collector is Mama Tolu; payout order fixed by lots in "
        "Feb 2023.",
        "The user paid off a motorbike loan with Letshego in March 2021.",
        "Pays the driver's wage weekly; driver paid via OPay every Saturday.",
    ],
)
def test_a_terse_durable_note_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # A part that says how things stand keeps the whole note refused.
        "Runs a tailoring shop in Kumasi; apprentices still unpaid for March.",
        "Teacher in Mombasa; salary not yet paid this month.",
        "Funeral cover: Avbob, Pretoria; R220/month; two months in arrears.",
        "Son at university in Cape Coast; user owes GH₵ 2,500 of his hostel fees.",
        # A label whose value is a balance or money held.
        "Balance: ₦45,000.",
        "Savings wallet: R3,200 available.",
        "Chama account: KSh 80,000 held by the treasurer.",
        # A payment that came once, or is due: status, not habit.
        "Works in Accra; salary was paid late on the 28th.",
        "Rent for the shop is due on the 1st.",
        # A bare size, or one counted so far, even beside a term.
        "Susu in Tema — now 9 members.",
        "Njangi in Bamenda — 12 of 18 members have paid this week's dues.",
        "Esusu: ₦10k weekly; 6 members left.",
        # A turn or a fine as it stands.
        "Equb (Addis colleagues) — 2,000 birr per month, user's turn is next.",
        "Chama rule: missing two meetings = KSh 300 fine; user owes the fine.",
        "Stokvel: R500/month; payout this December goes to Thandi.",
        # A trailing item that says when one payment came, or a running count since a date.
        "In her ajo, each member pays ₦5,000 weekly, collected by Funke on Tuesday.",
        "The user's rent is GH₵ 1,500 a month, paid by the 3rd.",
        "The susu has 10 members, each saving GH₵ 50 a week since March.",
        # A count beside "each contributing" with a word of since when reads as how many have.
        "The user's chama has 9 members, each contributing KSh 500 monthly since June.",
        # A payment noun of a named member, or a fine owed.
        "Ama's contribution is deducted by her employer.",
        "Under the chama's rules, the user was fined KSh 500 for missing two meetings.",
    ],
)
def test_a_terse_live_near_miss_is_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()


def test_a_part_read_in_one_thread_leaves_another_threads_verdict_alone() -> None:
    """The guard that keeps a part from being cut again is per thread or task: while one
    request's rules read a part, another request's terse line is read as usual."""
    line = "Took a ₦2m SME loan from Sterling in 2022; fully repaid Nov 2023."
    with fragments.reading_a_part():  # the guard matters: inside a reading, no line is cut
        assert broken_rules(line)
    entered, leave = threading.Event(), threading.Event()

    def reading() -> None:
        with fragments.reading_a_part():
            entered.set()
            leave.wait(10)

    other = threading.Thread(target=reading)
    other.start()
    try:
        assert entered.wait(10)
        assert not broken_rules(line)
    finally:
        leave.set()
        other.join()
