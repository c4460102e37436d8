"""Durable sentences about the user's savings group, read after blind round 46.

Every sentence here is written for the mechanism (none is from the blind round): a group's size
with who its members are and two places ("from the same row in Oja Market"); since what year the
user has been a member, after the group's name (``group_history``); a rule's fine paid "at the
next meeting"; a turn the user collected in a month or a year, past tense (``group_history``);
how the group tells members whose turn it is (``group_rules``).

Near-misses stay refused: members described by what they have paid, membership since a month,
a fine at the next meeting with a day after it, a fine one person pays at the next meeting, a
turn collected now or to come, someone else's turn, who is next after a turn collected, and
whose turn it is this week or by name.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # a group's size, with who its members are and two places
        "The user's ajo has ten members, mostly tailors from the same row in Oja Market.",
        "The user's chama has eight members, all hawkers from the bus park in Nakuru.",
        # since what year the user has been a member, after the group's name
        "The user's esusu in Jos is called 'Unity Sisters' and she has been a member since 2012.",
        "The user's cooperative is named 'Agbeke Growers' and he has been a member since 2019.",
        # a rule's fine, paid at the next meeting
        "In the user's ajo, any member who comes late pays a ₦500 fine at the next meeting.",
        "In the user's chama, anyone who skips a meeting pays a fine at the next meeting.",
        # a turn collected on a date, past tense
        "The user received his ajo turn in 2021 and used it to buy a freezer.",
        "The user collected her esusu turn in March and paid her shop rent with it.",
        # how the group tells its members whose turn it is
        "The user's chama posts on Telegram to tell members whose turn it is to collect.",
        "The user's ajo uses a WhatsApp group to let members know whose turn it is.",
    ],
)
def test_round46_group_sentences_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # members described by what they have paid
        "The user's ajo has ten members, mostly tailors from the market in arrears.",
        "The user's ajo has ten members, mostly women from the church in Aba who have paid.",
        # membership since a month, or more after the year
        "The user's ajo is called 'Unity' and she has been a member since March.",
        "The user's ajo is called 'Unity' and she has been a member since 2019 but owes two "
        "months.",
        # a fine at the next meeting with its day, or one person's fine
        "In the user's ajo, anyone who misses a contribution pays a fine at the next meeting on "
        "Friday.",
        "The user pays a ₦500 fine at the next meeting.",
        # a turn collected now or to come, someone else's turn, or who is next after it
        "The user collects her ajo turn in February.",
        "The user will collect her turn in February.",
        "The user collected Ada's turn in February.",
        "The user collected her esusu turn in the rotation.",
        "The user took her ajo turn in March and her sister is next.",
        # whose turn it is, with a time or a name
        "The user's ajo uses WhatsApp to announce whose turn it is this week.",
        "The user's ajo uses a WhatsApp group to announce whose turn it is, and this week it is "
        "Kemi.",
        "The user's ajo used WhatsApp to announce that it is Kemi's turn.",
    ],
)
def test_round46_group_near_misses_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence)
