"""A trade in money, and where money is kept by habit, told in the simple present (after blind
round 76).

The backstop (``backstop``) lets a sentence about money stand only in a shape that cannot say how
it stands. Two such shapes were missing:

- changing money as a trade or a habit of the user's: "changes money informally at the Chirundu
  border post", "exchanges rand for kwacha at Kazungula", "swaps dollars for travellers at the bus
  rank" (what the user does for a living or on the side, as "runs a mobile-money agent shop"
  does: ``standing.HABIT_SHAPES``). The whole sentence, with no figure, no one by name after
  "for", and no word of now ("today", "this week"): "changed $500 at the border today" or
  "changes money for Kemi now" are read as before;
- a progressive of someone's life beside a habit or an arrangement: "the user's daughter is
  studying nursing in Lusaka and the user pays her fees" (studying, working, living somewhere is
  who someone is, as "is a nurse" is, not a payment under way: ``life_progressive_blanked``; "is
  paying", "is sending", "is still studying" are read as before).
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

# A word of a place or a manner: no figure, no word of now, no clause.
_WORD = (
    r"(?!(?:today|tonight|tomorrow|now|currently|still|yet|this|next|last|and|but|which|that|"
    r"who|where|when|until|pending|held|for)\b)[^\W\d][\w'’-]*"
)
_MONEY_KIND = (
    r"(?:money|currency|currencies|forex|foreign\s+(?:currency|exchange)|cash|dollars|rand|"
    r"kwacha|pula|meticais|kwanzas|shillings|naira|cedis|francs|euros|pounds|rupees)"
)
# How it is done, before or after the place: "informally", "as a side business".
_MANNER = (
    r"(?:\s+(?:informally|illegally|privately|unofficially|on\s+the\s+side|for\s+a\s+living|"
    r"as\s+a\s+(?:side\s+)?(?:business|trade|hustle|job)))?"
)
MONEY_TRADE = (
    r"\b(?:changes|exchanges|swaps|trades|sells|buys)\s+"
    + _MONEY_KIND
    + r"(?:\s+(?:for|into)\s+(?:"
    + _MONEY_KIND
    + r"|travell?ers|truckers|drivers|traders|tourists|customers|people))?"
    + _MANNER
    + r"(?:\s+(?:at|in|on|near|across|around)\s+(?:the\s+)?(?:"
    + _WORD
    + r"\s+){0,4}?"
    + _WORD
    + r")?"
    + _MANNER
    + r"\s*[.!]?\s*$"
)

# Someone's life in the progressive: plain, with no word of now before the verb.
_LIFE = re.compile(
    r"\b(?:is|are|am)\s+(?:studying|working|living|training|schooling|teaching|nursing|serving|"
    # ... or a house going up, a life's project (round 77): "is building a house in Olancho".
    r"building\s+(?:a|his|her|their|the\s+family)\s+(?:new\s+)?(?:house|home))\b",
    _I,
)


def life_progressive_blanked(sentence: str) -> str:
    """``sentence`` with a progressive of someone's life blanked, offsets kept (see above)."""
    return _LIFE.sub(lambda m: " " * len(m.group(0)), sentence)


__all__ = ["MONEY_TRADE", "life_progressive_blanked"]
