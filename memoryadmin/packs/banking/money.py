"""Does a text quote an amount of money? Naira first, the usual others too."""

from __future__ import annotations

import re

_NUMBER = r"\d[\d,]*(?:\.\d+)?\s*(?:[kKmM]\b|million\b|thousand\b|billion\b)?"
_SYMBOLS = r"(?:₦|\$|€|£|\bNGN|\bUSD|\bEUR|\bGBP|(?<![A-Za-z])N(?=\d))"
_WORDS = r"(?:naira|kobo|dollars?|euros?|pounds?)"

MONEY = re.compile(
    rf"(?:{_SYMBOLS}\s?{_NUMBER})|(?:\b{_NUMBER}\s?(?:{_WORDS}|NGN|USD)\b)",
    re.IGNORECASE,
)


def quotes_money(text: str) -> bool:
    return MONEY.search(text) is not None


def money_spans(text: str) -> list[str]:
    return [m.group(0).strip() for m in MONEY.finditer(text)]
