"""Found after round 83's tuning (live83's near-misses): a group's rule frame ("In the user's
esusu, the treasurer …") kept whose turn comes next, a place in the turns as they stand."""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "In the user's chama, the treasurer is next to collect the pot.",
        "In the user's esusu, the treasurer is next to collect the pot.",
        "In the user's ajo, the host is next in line for the pot.",
        "In the user's stokvel, the treasurer is next up for the payout.",
        "In Ada's thrift group, the host is next to receive the contributions.",
    ],
)
def test_whose_turn_comes_next_is_refused(sentence: str) -> None:
    assert broken_rules(sentence), sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "In the user's esusu, a member who misses a contribution pays double the next week.",
        "In the user's chama, the treasurer collects the pot last.",
        "In the user's ajo, whoever joins late collects at the end of the cycle.",
    ],
)
def test_the_groups_rules_stay_accepted(sentence: str) -> None:
    assert not broken_rules(sentence), broken_rules(sentence)
