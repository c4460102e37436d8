"""Live values read after blind round 42.

Every sentence here is written for the mechanism (none is from a blind round): a currency pair's
rate with a longer clause between the pair and its value ("the USD to UGX rate shown in the
Chipper Cash app yesterday was 3,712"), and French money movements named as waiting with no verb
("a un retrait Orange Money en attente"). Beside them, what stays kept: a pair named with no value,
how transfers go in general.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "The USD to UGX rate shown in the Chipper Cash app on his phone yesterday was 3712.",
        "The EUR to XOF rate her cousin read on the Western Union counter board stood at 655.9.",
        "Le client a un retrait Orange Money en attente.",
        "La cliente a trois paiements en attente depuis lundi.",
    ],
)
def test_a_rate_seen_or_a_waiting_movement_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user sends money from the UK and watches the GBP to KES rate on the Sendwave app.",
        "La cliente sait que les virements peuvent rester en attente le week-end.",
    ],
)
def test_a_pair_without_value_or_a_general_wait_is_kept(sentence: str) -> None:
    assert not broken_rules(sentence)
