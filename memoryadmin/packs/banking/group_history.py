"""The user's own finished history with a savings group, dated (blind round 46).

Two shapes whose words the summary rules read as live, though each is a finished act of a
date long past:

- since what year the user has belonged to the group, as the clause that ends its
  description: "The user's cooperative is called 'X' and he has been a member since 2016"
  (the year is a date, like the year a group was formed; ``frames.group_frame``). A year
  only: "since March" or anything after the year is read as before;
- a turn the user collected on a date, past tense: "collected her isusu turn in February",
  "received his ajo turn in 2021" ("turn" there is the payout she took, not a place in the
  queue). Her own turn only (her/his/their), with a past verb and a month or a year right
  after; "collects her turn in February", "her turn is in February" and "collected Ada's turn"
  are read as before (``rules.NO_ROTATION_POSITION``).

Each ``without_…`` function returns ``text`` with the span set aside.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

_MONTH = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december|"
    r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)"
)
_MEMBER_SINCE = re.compile(
    r",?\s*\band\s+(?:the\s+user|she|he)\s+has\s+(?:been\s+(?:a\s+member|in\s+it)(?:\s+of\s+it)?|"
    r"belonged\s+to\s+it)\s+since\s+(?:19|20)\d\d(?=\s*[.!]?\s*$)",
    _I,
)
_TURN_COLLECTED = re.compile(
    r"\b((?:collected|received|took|got|cashed\s+out)\s+(?:her|his|their)\s+(?:[\w'’-]+\s+)?)turn"
    rf"(?=\s+(?:in|on)\s+(?:(?-i:[A-Z])\w*\s+)?(?:{_MONTH}|(?:19|20)\d\d)\b)",
    _I,
)


def without_member_since(text: str) -> str:
    """``text`` without a closing "and he has been a member since 2016" (see above)."""
    return _MEMBER_SINCE.sub("", text)


def without_turn_collected(text: str) -> str:
    """``text`` with "turn" in "collected her isusu turn in February" read as its payout."""
    return _TURN_COLLECTED.sub(r"\1payout", text)
