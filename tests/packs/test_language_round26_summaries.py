"""Summary structures read after blind round 26, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Live
(``as_of_now``): a case moved to another institution that handles it now, named by a word ("was
forwarded to the issuing bank") or by its initials ("has been referred to the CBN"), as a team
was in round 25. Beside it, near-misses of the same shape keep to their side.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules

# --- live: refused -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "His chargeback on the double POS debit was forwarded to the issuing bank.",
        "Her dispute about the reversed transfer has been referred to the CBN.",
        "The fraud report she filed was passed on to the EFCC.",
        "The complaint about his blocked card has now been escalated to the card scheme.",
    ],
)
def test_case_moved_to_another_institution_is_a_step_still_to_come(sentence: str) -> None:
    assert "no_pending_step" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # A case escalated to a person, even one of an institution, is an event (round 20).
        "His complaint was escalated to the MD of the bank.",
        "Her refund request was escalated to the CEO.",
        # Initials that are not where a case went.
        "The user works for NIBSS in Abuja.",
    ],
)
def test_near_misses_of_the_new_live_shapes_stay(sentence: str) -> None:
    assert broken_rules(sentence) == set()
