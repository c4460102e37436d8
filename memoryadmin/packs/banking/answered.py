"""Where the user was sent to find an answer, after the question (for the asked frame, after
blind round 43).

"The user wanted to know what the current exchange rate is, and was told to check in the app":
the question is an event (``frames.asked_frame``), and so is being sent to look the answer up
somewhere, which gives no value and no step of the user's. The asked frame reads a second
clause as a state ("…, and her wallet is blocked"); this one it reads as part of the event when
it is only that: "was told / advised / shown / directed" to check, look up, see, use or dial
something, or how to, and nothing else.

Never a step still to do ("was told to retry", "to wait for the reversal", "to submit her ID",
"to come back on Monday"): those are read as before, and so is anything the frame reads as live
(``frames._no_live_value``, asked of the clause by the frame).

After blind round 46, for every sentence (``rules.NO_HELD_MONEY``): where a kind of thing is
in the app, shown to the user as the sentence ends, "… and was shown where transfers are".
A bare plural, no owner or article ("where her transfer is", "where the payments are" say
how one stands), and nothing after but the app or its menu.

After blind round 47: a second question asked in the same sentence, "…how much the monthly
account fee is, and whether there is a pensioner discount". Each question is read by the asked
frame on its own (a value or a state in either is refused as before); anything else after "and"
("…, and her card is blocked") is still a second clause.
"""

from __future__ import annotations

import re

_TOLD = re.compile(
    r"\s*,?\s+and\s+(?:was|were)\s+(?:told|advised|shown|directed|asked|encouraged)\s+(?:to|how\s+to)\s+"
    r"(?:check|look\s+(?:it\s+)?up|look|see|find\s+(?:it|out)|use|consult|read|dial|open|compare)\b"
    r"(?P<rest>[^.;!?]*?)\s*[.!]?\s*$",
    re.IGNORECASE,
)
# Where the answer is looked up: no step, no waiting, no one else's action.
_NOT_A_LOOKUP = re.compile(
    r"\b(?:again|retry|wait\w*|until|once|after|before|later|tomorrow|back|submit\w*|upload\w*|"
    r"verif\w*|complete|reversal|refund|dispute|complaint|ticket|status)\b",
    re.IGNORECASE,
)


def where_told_to_look(sentence: str) -> int | None:
    """Where a clause sending the user to look the answer up begins, or None (see above)."""
    m = _TOLD.search(sentence)
    if m is None or _NOT_A_LOOKUP.search(m.group("rest")):
        return None
    return m.start()


_WHERE_SHOWN = re.compile(
    r"\b(?:was|were)\s+(?:shown|told|taught)\s+where\s+"
    r"(?!(?:his|her|their|the|my|your|its|our|this|that|these|those|some|all|any)\b)"
    r"(?:[a-z][\w-]*\s+)?[a-z]{3,}s\s+are(?:\s+(?:in|on)\s+(?:the|its)\s+(?:app|menu|website|site))?"
    r"(?=\s*[.!]?\s*$)",
    re.IGNORECASE,
)


def without_where_shown(text: str) -> str:
    """``text`` with "was shown where transfers are" blanked (see above)."""
    return _WHERE_SHOWN.sub(lambda m: " " * len(m.group(0)), text)


_AND_ASKED = re.compile(
    r"\s*,\s*and\s+(?:also\s+)?(?=(?:whether|if|how|what|when|which|who|whose|where|why)\b)",
    re.IGNORECASE,
)


def more_questions(sentence: str, start: int) -> tuple[str, list[str]] | None:
    """The first question as a sentence of its own, and each later one joined by "and whether",
    "and how"…, after ``start`` (where the first question begins); None when there is one."""
    parts = _AND_ASKED.split(sentence[start:])
    if len(parts) < 2:
        return None
    return sentence[:start] + parts[0].rstrip(" ,") + ".", parts[1:]
