"""Wolof, as Senegalese and Gambian customers mix it with French and English.

Only the small words a request turns on: remove ("dindil ko", remove it), send ("yónnee"),
I want ("dama bëgg"), a lot ("lu bari"). Read over folded words ("bëgg" is "begg").
"""

from __future__ import annotations

WEST_WORDS: dict[str, str] = {
    "dindil": "remove",
    "dindi": "remove",
    "yonnee": "send",
    "yonne": "send",
    "memorise": "remember",
    "memoriser": "remember",
}

WEST_PHRASES: tuple[tuple[str, str], ...] = (
    (r"\bdama\s+begg\b", "i want"),
    (r"\blu\s+bari\b", "a lot"),
)

__all__ = ["WEST_PHRASES", "WEST_WORDS"]
