"""A deposit held, and when it will be released or clear (a summary finder, after blind round 48).

"The cheque he deposited in Toronto is on a five-day hold, releasing on Thursday" is money as it
stands: the hold is lifted, the day comes, and the sentence is wrong. ``present_state`` reads
"on hold" only with nothing between, and the money rules read a hold only beside an amount; this
reads the shape with no amount:

- something put or kept on a hold of some length: "is on a five-day hold", "was placed on a
  48-hour hold", "has been put on a temporary hold";
- a deposit, a cheque or money released or clearing on a day to come: "releasing on Thursday",
  "will clear by Monday", "is due to clear tomorrow", "clears on the 14th".

A hold or a clearing in the past, dated as done ("the cheque cleared on Thursday", "was released
in 2021") is an event, and not read here; nor is a clearing as a schedule or a habit ("her pension
payment clears on the 1st of every month", "cheques usually clear in three days").
"""

from __future__ import annotations

import re

from memoryadmin.engine.sentences import offset_sentences
from memoryadmin.packs.banking.recurring import RECURRENCE

_I = re.IGNORECASE

_ON_A_HOLD = re.compile(
    r"\b(?:is|are|remains?|stays?|sits?|was|were|been|being|be)\s+"
    r"(?:(?:still|currently|now|put|placed|kept|left)\s+)*on\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?hold\b",
    _I,
)
_DEPOSITED = re.compile(
    r"\b(?:cheques?|checks?|deposits?|deposited|funds|money|transfer|payment|remittance|hold)\b", _I
)
_RELEASE_TO_COME = re.compile(
    r"\b(?:releasing|(?:will|should|is\s+due\s+to|is\s+set\s+to|is\s+expected\s+to|are\s+due\s+to|"
    r"to)\s+(?:be\s+released|release|clear)|clearing|clears|releases)\s+"
    r"(?:on|by|next|this|tomorrow|today|within|in\s+(?:a|one|two|three|four|five|\d+)\s+)\w*",
    _I,
)

_HABIT = re.compile(r"\b(?:usually|normally|typically|generally|always|often)\b", _I)


def deposit_held(text: str) -> str | None:
    """A deposit on a hold, or released or clearing on a day to come: the words (see above)."""
    for _, sentence in offset_sentences(text):
        m = _ON_A_HOLD.search(sentence)
        if m is not None:
            return m.group(0)
        release = _RELEASE_TO_COME.search(sentence)
        if (
            release is not None
            and _DEPOSITED.search(sentence)
            and not RECURRENCE.search(sentence)
            and not _HABIT.search(sentence)
        ):
            return release.group(0)
    return None
