"""An order to move money once is not a fact of any kind (packs/banking/one_off.py).

A compaction model may file "Send 20k to my mother tomorrow" as the user's relationship fact, or
"Pay Musa at 5pm only" as a personal one; stored, it would be replayed days later as if it were
still to do. Beside them, what stays kept: the person or the place the order named, said as a fact;
a standing order proposed as a commitment; a message sent to the user ("send my statements by
email"); an alert rule that names an amount as its threshold.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import kept


@pytest.mark.parametrize(
    ("note", "kind"),
    [
        ("Send 20k to my mother tomorrow", "relationship"),
        ("Pay Musa at 5pm only", "personal"),
        ("abeg sen 5k to mama for market", "relationship"),
        ("Transfer the money to Kemi after lunch", "personal"),
        ("Please withdraw ₦10,000 from my savings on Friday", "personal"),
        ("send my landlord 150,000 naira tonight", "relationship"),
        ("Top up my airtime with 2,000", "personal"),
    ],
)
def test_an_order_to_move_money_once_is_refused(note: str, kind: str) -> None:
    assert not kept(note, kind)


@pytest.mark.parametrize(
    ("note", "kind"),
    [
        ("My mother lives in Kano and sells pepper", "relationship"),
        ("Transfer 5000 to Tunde every Friday", "commitment"),
        ("Send my statements by email, not WhatsApp", "preference"),
        ("Send alerts to my email for anything above 10,000 naira", "preference"),
        ("send me a WhatsApp receipt after each payment", "commitment"),
        ("Remind me to pay my rent on the 1st of every month", "commitment"),
    ],
)
def test_what_is_lasting_stays_kept(note: str, kind: str) -> None:
    assert kept(note, kind)


# A request to reach or act for the user at a time that comes once (stop 40): replayed days
# later it would read as still to do. A reminder is a commitment's, and a habit of contact or a
# fact about someone else's plans is kept.
@pytest.mark.parametrize(
    ("note", "kind"),
    [
        ("WhatsApp me tomorrow at noon", "personal"),
        ("abeg call me back this evening about the loan", "relationship"),
        ("Please text me in two hours when the reversal is done", "personal"),
        ("check my card request later today and email me", "personal"),
    ],
)
def test_a_request_of_the_moment_is_refused(note: str, kind: str) -> None:
    assert not kept(note, kind)


@pytest.mark.parametrize(
    ("note", "kind"),
    [
        ("Remind me tomorrow at 9 to pay Musa", "commitment"),
        ("Text me on Fridays, never call", "preference"),
        ("My sister Ngozi calls me every Sunday", "relationship"),
        ("Call me Mama Ngozi", "personal"),
        ("The user was born in Enugu and moved to Lagos last year", "personal"),
    ],
)
def test_what_is_not_a_request_of_the_moment_stays_kept(note: str, kind: str) -> None:
    assert kept(note, kind)
