"""A secret said as a number in words, with its scale: "pini yangu ni elfu moja mia tatu" (my
PIN is one thousand three hundred), "my pin is four thousand and twenty".

Digits said one by one ("tano mbili sita nne") are read as digits by ``digit_view.digit_view``;
a number said whole, with a word for its thousands or hundreds, is not a run of digits, so it
is read here: right after a PIN's or a code's label and its copula, a run of number words
with a scale word among them is the value. The same words without the label are an amount
("elfu moja mia tatu shilingi") or a count, and are left alone; so is a run the currency
follows.
"""

from __future__ import annotations

import re

from memoryadmin.engine.digit_words import DIGIT_WORDS
from memoryadmin.engine.languages import COPULAS, POSTPOSED_MY
from memoryadmin.engine.secrets_shapes import CURRENCY_AFTER

# Thousands and hundreds: English, Swahili, French, Hausa.
_SCALES = ("thousand", "hundred", "elfu", "mia", "mille", "cent", "cents", "dubu", "dari")
# Swahili tens (English and French tens are among the digit words already).
_SWAHILI_TENS = (
    "kumi",
    "ishirini",
    "thelathini",
    "arobaini",
    "hamsini",
    "sitini",
    "sabini",
    "themanini",
    "tisini",
)
_NUMBER_WORDS = sorted(
    {w for w in DIGIT_WORDS if w.isascii() and " " not in w} | set(_SCALES) | set(_SWAHILI_TENS),
    key=lambda w: (-len(w), w),
)
_NUMBER = rf"\b(?:{'|'.join(re.escape(w) for w in _NUMBER_WORDS)}|\d+)\b"
_SCALE = re.compile(rf"\b(?:{'|'.join(_SCALES)})\b", re.IGNORECASE)

_SAID_IN_WORDS = re.compile(
    # The label: a PIN (Swahili "pini", "namba ya siri"), a passcode, a code.
    r"\b(?:pi{1,2}n{1,2}i?|passcode|otp|code|personal\s+identification\s+number|"
    r"(?:namba|nambari)(?:\s+yangu)?\s+ya\s+siri)"
    rf"(?:\s+(?:{POSTPOSED_MY}))?"
    rf"\s*(?:\bis\b|\bwas\b|\bna\b|[:=]|\b(?:{COPULAS})\b)\s*"
    # Words of a number, joined by spaces, commas, hyphens or "and" ("na", "et").
    # Whole (atomic): a run the currency follows is an amount, not a shorter run of it.
    rf"(?P<value>(?>{_NUMBER}(?:(?:\s*[,\-]\s*|\s+(?:and|na|et)\s+|\s+){_NUMBER})+))"
    rf"(?!\s*(?:{CURRENCY_AFTER}|shilingi|shillings?|kobo|cedis?|francs?|pounds?|euros?))",
    re.IGNORECASE,
)


def said_in_words(text: str) -> list[tuple[int, int]]:
    """Where a PIN or a code is said as a number in words with its scale, after its label."""
    if _SCALE.search(text) is None:
        return []
    return [
        m.span("value")
        for m in _SAID_IN_WORDS.finditer(text)
        if _SCALE.search(m.group("value")) is not None
    ]
