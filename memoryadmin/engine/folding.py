"""Text folded to plain letters, with where each character came from (ENGINE.md section 9).

The secret screens read a view of a message with its marked letters plain ("Nọ́mbà àṣírí"
is "Nomba asiri", "ɗaya" is "daya"), so a label or a digit word in a tone-marked language
reads as its table lists it; a secret found in the view is masked in the text, so each
character of the view keeps the offset of the text it stands for.
"""

from __future__ import annotations

import unicodedata

_OPEN_AND_HOOKED = str.maketrans("ɛɔɗƙƴƊƘƳı", "eodkyDKYi")


def fold(word: str) -> str:
    """A word without its tone marks and dots ("ajụla" is "ajula", Twi's "ɛ" is "e")."""
    decomposed = unicodedata.normalize("NFKD", word)
    folded = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    # Open vowels of Twi and Ewe; the hooked consonants of Hausa ("ɗaya"); Turkish's dotless ı.
    return folded.translate(_OPEN_AND_HOOKED)


def plain_char(ch: str) -> str:
    """A character of the view: its plain letter, nothing for a tone mark typed apart."""
    if ch.isascii():
        return ch
    plain = fold(ch)
    if not plain and unicodedata.combining(ch):
        return ""
    return plain if len(plain) == 1 else ch


def fold_chars(text: str) -> tuple[str, list[int] | None]:
    """``text`` with each marked letter as its plain one, and where each character of the
    result stands in ``text`` (None when it is ``text``, one for one).

    A tone mark typed as its own character ("mẹ́ta": the acute after "ẹ") is dropped, so the
    word reads whole ("meta"); the map takes each character back to the text's offsets, and
    its last entry is the text's length.
    """
    if text.isascii():
        return text, None
    out: list[str] = []
    at: list[int] = []
    for i, ch in enumerate(text):
        plain = plain_char(ch)
        if plain:
            out.append(plain)
            at.append(i)
    at.append(len(text))
    return "".join(out), at


def back_offset(at: list[int] | None, i: int) -> int:
    """Where offset ``i`` of a folded text stands in the text it was folded from."""
    return i if at is None else at[i]


__all__ = ["back_offset", "fold_chars", "plain_char"]
