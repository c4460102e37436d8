"""Blanking what a frame has read as told, sentence by sentence (``customs_hosts``,
``customs_north``, ``customs_west``): a group's customs and a habit are blanked, offsets kept, so
the rules read only the rest; a sentence with a word of when keeps every word, and is read as
before."""

from __future__ import annotations

import re
from collections.abc import Sequence

from memoryadmin.engine.sentences import offset_sentences


def blank_told(
    sentence: str,
    now: re.Pattern[str],
    patterns: Sequence[re.Pattern[str]],
    unless: re.Pattern[str] | None = None,
) -> str:
    """``sentence`` with what ``patterns`` match blanked in each of its sentences that ``now``
    finds nothing in; one in which ``unless`` still finds something once blanked is kept whole."""
    out = sentence
    for offset, said in offset_sentences(sentence):
        if now.search(said):
            continue
        kept = said
        for pattern in patterns:
            kept = pattern.sub(lambda m: " " * len(m.group(0)), kept)
        if unless is not None and unless.search(kept):
            continue
        out = out[:offset] + kept + out[offset + len(said) :]
    return out


def merge_blanks(kept: str, blanked: str, sentence: str) -> str:
    """``kept`` (``sentence`` partly blanked already, same length) with what ``blanked`` (the whole
    ``sentence`` blanked by another reader) blanked too: an earlier blank may have cut the words a
    later reader reads by, so the later one reads the sentence as said and its blanks are added."""
    together = zip(kept, blanked, sentence, strict=True)
    return "".join(" " if b == " " and o != " " else k for k, b, o in together)


__all__ = ["blank_told", "merge_blanks"]
