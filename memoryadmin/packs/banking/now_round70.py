"""A score said where it moved to (summary finders, after blind round 70).

A credit score is a gauge: "the credit score on his app reads 612" is refused (``outcomes``), and
so is "the user's credit score is 642" (``money_as_it_stands``). Said as a move to a figure, "the
user's credit score dropped to 642 this month", "her CIBIL score has gone up to 780", "his FICO
fell by 40 points", it gives the same live value: the score as last seen, which the next report
changes. Refused whatever the period, unless the move is dated to a year or a span long past ("fell
to 540 in 2019 after the divorce": an event of then), or asked about (the asked frame's).

``score_moved(text)`` returns the excerpt, from the score's name to the figure.
"""

from __future__ import annotations

import re

from memoryadmin.engine.sentences import offset_sentences

_I = re.IGNORECASE

_SCORE = (
    r"(?:(?:credit|cibil|fico|experian|equifax|transunion|clearscore|vantage|crc|firstcentral)\s+"
    r"(?:score|rating)s?|(?:cibil|fico|vantagescore)|credit\s+rating)"
)
_MOVED = (
    r"(?:dropped|drops|fell|falls|fallen|slipped|dipped|plunged|plummeted|sank|sunk|tanked|"
    r"declined|decreased|rose|risen|climbed|jumped|improved|recovered|increased|shot\s+up|"
    r"(?:went|gone|goes|moved|crept|come|came)\s+(?:up|down|back\s+up|back\s+down)|"
    r"(?:is|was|['’]s)\s+(?:now\s+)?(?:down|up))"
)
_SCORE_MOVED = re.compile(
    rf"\b{_SCORE}\b(?:\s+(?:on|in|with|from|at)\s+(?:[\w'’&-]+\s+){{1,3}}?)?\s*"
    r"(?:(?:has|have|had)\s+)?(?:(?:just|now|recently|finally|again|already|suddenly|sharply)\s+)*"
    + _MOVED
    + r"\s+(?:again\s+|sharply\s+|suddenly\s+)?(?:from\s+(?:about\s+)?\d[\d,]*\s+)?(?:to|by)\s+"
    r"(?:about\s+|around\s+|only\s+|just\s+|nearly\s+|almost\s+|over\s+|under\s+)?\d[\d,]*",
    _I,
)
# A move dated to a year, or long ago: an event of then.
_LONG_AGO = re.compile(
    r"\b(?:in|during|back\s+in|since)\s+(?:(?:early|late|mid)[\s-]+)?(?:19|20)\d\d\b|"
    r"\b(?:years|decades)\s+ago\b|\b(?:last|in\s+the\s+past)\s+(?:year|decade)\b",
    _I,
)


def not_long_ago(pattern: re.Pattern[str], text: str) -> str | None:
    """The first excerpt ``pattern`` finds in a sentence of ``text`` not dated long past."""
    for _, sentence in offset_sentences(text):
        m = pattern.search(sentence)
        if m is not None and _LONG_AGO.search(sentence) is None:
            return m.group(0).strip()
    return None


def score_moved(text: str) -> str | None:
    """A credit score said where it moved to, not dated long past (see above): the excerpt."""
    return not_long_ago(_SCORE_MOVED, text)


__all__ = ["not_long_ago", "score_moved"]
