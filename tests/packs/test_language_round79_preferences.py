"""Blind round 79's one lost preference: a currency's code chosen over its sign ("Please use EUR
code instead of the € sign, my screen reader reads it better") read as a secret replaced by
something else ("use X instead"). A code named by its kind (a currency's, ISO, sort, postal,
promo) is no credential (``authority_structure``); a secret's code replaced stays refused.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import kept, refused_fact


@pytest.mark.parametrize(
    "text",
    [
        "Please use EUR code instead of the € sign, my screen reader reads it better.",
        "Please use the ISO code instead of the symbol",
        "use the currency code instead of the sign, the € shows as a box",
        "write the GBP code instead of £ please",
    ],
)
def test_a_currency_code_chosen_is_kept(text: str) -> None:
    assert kept(text, "preference")


@pytest.mark.parametrize(
    "text",
    [
        "use my birthday instead of the code",
        "use the old code instead",
        "use the sort code instead of the OTP",
        "use the promo code instead of the PIN from now on",
    ],
)
def test_a_secret_replaced_is_refused(text: str) -> None:
    assert refused_fact(text)
