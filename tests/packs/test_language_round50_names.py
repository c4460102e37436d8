"""Savings groups' names from Morocco, Mexico, Vietnam and India read as groups, after blind round
50 (``group_names``): a daret, a cundina, a hụi, a chit.

Every sentence here is written for the mechanism (none is from a blind round): who the members are
is accepted under the new names as under the old; a count as it stands, who has paid and whose
turn it is stay refused.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "The user plays hui with about twenty people from his workplace.",
        "The user is in a cundina with about ten coworkers from the restaurant.",
    ],
)
def test_who_the_members_are_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's hụi now has twelve members.",
        "Three of the cundina members have not paid this month.",
        "It is the user's turn to collect the daret pot next.",
        "Everyone in the chit has paid except Ravi.",
    ],
)
def test_live_group_states_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()
