"""Where a kind of thing is in the app, shown to the user, read after blind round 46.

Every sentence here is written for the mechanism (none is from the blind round): "was shown
where transfers are", a bare plural as the sentence ends, or in the app (``answered``).

Near-misses stay refused: one transfer of the user's ("where her transfer is"), the refunds
with an article, a state after it ("are stuck"), a pending kind, and a clause after it.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "The user could not find the new menu and was shown where withdrawals are.",
        "The user was shown where standing orders are in the app.",
    ],
)
def test_round46_where_shown_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "The user was told where her transfer is.",
        "The user was shown where the refunds are.",
        "The user was told where transfers are stuck.",
        "The user was shown where pending transfers are.",
        "The user was shown where transfers are and that his is pending.",
    ],
)
def test_round46_where_shown_near_misses_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence)
