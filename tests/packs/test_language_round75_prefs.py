"""Preferences read after blind round 75 (plain English of everyday customers).

Two wishes with no manner word of ``lasting_words`` (``lasting_your_acts``): the user's own clock
for the assistant to reckon "today" and reminders by ("I'm on Manila time, keep that in mind when
you say 'today'", "remind me in my time, not UTC", "my time zone is GMT+1"), and words to leave
out of what the assistant writes, quoted or named as a sign-off ("Please leave off 'have a
blessed day' at the end, I'm not religious", "pls drop the emojis").

Near-misses that stay as they were: being on time with payments, on part time at work, a time
zone for today only, a fee skipped this time, money dropped "at the end of the month", a
payment made "in my time"; and a control left out ("don't say 'enter your PIN' anymore, just
send", "skip the 'confirm' step") is refused by the safety screens before this reader.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import kept, refused_fact


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # the round's misses
        ("I'm in Lagos so remind me in my time, not UTC.", "commitment"),
        ("I'm on Manila time, keep that in mind when you say 'today'", "preference"),
        ("Please leave off 'have a blessed day' at the end, I'm not religious", "preference"),
        # siblings: the user's clock
        ("remind me by my own time pls, I'm in Accra", "commitment"),
        ("remind me in my time", "commitment"),
        ("im on nairobi time o", "preference"),
        ("I'm on Karachi time, not London", "preference"),
        ("I am on WAT, so dont use GMT for me", "preference"),
        ("My time zone is GMT+1 please note", "preference"),
        ("use my local time for everything, I'm in Dubai", "preference"),
        ("go by Lagos time when you tell me dates", "preference"),
        ("I'm on IST, 5:30 ahead of UTC", "preference"),
        # siblings: words left out, quoted or a sign-off named
        ("Please don't end with 'God bless', I'm not religious", "preference"),
        ("leave out the 'have a blessed day' please", "preference"),
        ("abeg stop adding 'stay safe' to every message", "preference"),
        ("skip the blessings at the end of your messages", "preference"),
        ('don\'t say "dear valued customer", just my name', "preference"),
        ("pls drop the emojis", "preference"),
        ("no need for the sign-off, just answer", "preference"),
        ("no more 'God bless you' at the end pls", "preference"),
        ("Never start with 'Good day esteemed customer'", "preference"),
    ],
)
def test_the_preference_is_kept(text: str, kind: str) -> None:
    assert kept(text, kind)


@pytest.mark.parametrize(
    "text",
    [
        "I'm on time with my ajo payments",
        "I'm on part time at the hospital",
        "I'm on Manila time today only",
        "skip the fee this time",
        "drop the money at the end of the month",
        "leave off the late charge at the end of the month",
        "pay Kemi in my time",
        "Don't drop Kemi's payment, it's urgent",
    ],
)
def test_the_near_miss_is_not_a_preference(text: str) -> None:
    assert not kept(text)


@pytest.mark.parametrize(
    "text",
    [
        "don't say 'enter your PIN' anymore, just send",
        "skip the 'confirm' step at the end",
        "leave out the OTP at the end, just send",
    ],
)
def test_a_control_left_out_stays_refused(text: str) -> None:
    assert refused_fact(text)
    assert not kept(text)
