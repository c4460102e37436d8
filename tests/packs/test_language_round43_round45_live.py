"""Live rates read after blind round 45.

Every sentence here is written for the mechanism (none is from a blind round): a rate quoted with
a currency pair and no rate word ("quoted GBP to KES at 164.2"), or quoted, seen or offered at a
time of the day it was said ("this morning", "today"). A market moves it by the next day.

Kept as before: a pair changed at a rate in a year long past (an event), a habit of changing
money with no rate, something checked this morning that is no rate, and a countdown that is a
bank's rule ("rate locks usually end in 30 minutes").
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "The user quoted GBP to KES at 164.2 at the Westlands bureau.",
        "The user saw USD/NGN at 1,480 on the exchange board this afternoon.",
        "The user was offered a rate of 3.67 at the forex counter this morning.",
        "The user got a rate of 131 from the hawala agent today.",
    ],
)
def test_a_rate_quoted_now_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user changed GBP to KES at 150 in 2019 for her wedding.",
        "The user usually changes dirhams to rupees at the exchange near his work.",
        "The user checked her chama's meeting notes this morning.",
    ],
)
def test_a_rate_of_the_past_or_no_rate_is_kept(sentence: str) -> None:
    assert not broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    ["The user was told that rate locks usually end in 15 minutes."],
)
def test_a_rule_of_how_long_rate_locks_last_is_kept(sentence: str) -> None:
    assert not broken_rules(sentence)
