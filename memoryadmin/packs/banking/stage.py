"""A process's current stage, or a rotation's (summary finders): true only until it moves on.

"The user's complaint is at the second stage of review", "his dispute has moved to stage
2", "the claim is now in the final phase": where a complaint, a dispute or an application
stands changes without the user saying so, as a state word does ("under review" is
``finders.present_state``'s). So does where a rotation has got to: "the merry-go-round has
reached the sixth member on the list", "the pardna is on the fourth hand". A stage said of how
a process works ("the review has three stages") is not where one stands, nor is a person's
place in an order said once ("is the sixth member to join"), and a question asserts nothing.
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.clock import said_in
from memoryadmin.packs.banking.finders import generic_rule

_I = re.IGNORECASE

_STAGE = r"(?:stage|phase|step)"
_WHICH = (
    r"(?:\d+(?:st|nd|rd|th)?|first|second|third|fourth|fifth|sixth|final|last|next|early|"
    r"earliest|initial|late|later|advanced|penultimate|one|two|three|four|five|six|i{1,3}|iv|v)"
)
# Where it stands: "is at", "is now in", "remains at", "has reached", "has moved to", "was
# escalated to" (the move left it there).
_STANDS = (
    r"\b(?:is|are|['’]s|remains?|sits?|stays?)\s+(?:now\s+|currently\s+|still\s+|already\s+)?"
    r"(?:at|in|on)"
    r"|\b(?:has|have)\s+(?:now\s+|already\s+|just\s+)?(?:reached|entered|moved\s+(?:on\s+)?to|"
    r"gone\s+to|progressed\s+to|advanced\s+to|passed\s+to|got\s+to|made\s+it\s+to)"
    r"|\b(?:was|were|has\s+been|have\s+been)\s+(?:now\s+)?(?:moved|escalated|advanced|"
    r"progressed|passed|sent|referred|promoted)\s+(?:on\s+)?to"
)
_AT_STAGE = re.compile(
    rf"(?:{_STANDS})\s+(?:the\s+|its\s+|his\s+|her\s+|their\s+|a\s+)?(?:{_WHICH}[\s-]+)?"
    rf"(?:[\w-]+\s+)?{_STAGE}\b(?!\s+(?:of\s+(?:life|her\s+life|his\s+life|their\s+lives)|"
    r"mother|father|parent|child|son|daughter)\b)"
    rf"|(?:{_STANDS})\s+{_STAGE}\s+(?:\d+|one|two|three|four|five|six|i{{1,3}}|iv|v)\b",
    _I,
)


def current_stage(text: str) -> str | None:
    """Where a process stands now, said as its stage (see above): the excerpt."""
    return said_in(_AT_STAGE, text, unless=(generic_rule,))


# Where a rotation has got to: an ordinal reached, said of whoever is served in turn ("has
# reached the sixth member", "is on the fourth hand", "has moved to the third name on the
# list") or bare at the sentence's end ("is now on the sixth"). Not a floor, a year or a stage
# (``_AT_STAGE``'s), which are no one's turn.
_SERVED = (
    r"(?:members?|persons?|people|names?|recipients?|contributors?|savers?|hands?|households?|"
    r"families|slots?|collectors?|beneficiar(?:y|ies)|ones?|turns?|rounds?|cycles?|draws?|"
    r"payouts?|box(?:es)?)"
)
# Any place in an order: "the ninth", "the 12th", "the second-last".
_NTH = (
    rf"(?:{_WHICH}|seventh|eighth|ninth|tenth|eleventh|twelfth|\w+teenth|twentieth|"
    r"(?:second|third)[\s-](?:last|from\s+last|to\s+last)|last[\s-]but[\s-]one)"
)
_ORDINAL_REACHED = re.compile(
    rf"(?:{_STANDS})\s+(?:the\s+)?(?:{_NTH})\s+(?:[\w-]+\s+)?{_SERVED}\b"
    rf"|(?:{_STANDS})\s+the\s+(?:{_NTH})(?=\s*(?:(?:on|in|of)\s+(?:the\s+|its\s+|their\s+)?"
    r"(?:list|rotation|queue|order|roster|cycle|round|circle))?\s*[.!;]?\s*$)",
    _I,
)


def rotation_reached(text: str) -> str | None:
    """Where a rotation has got to, said as an ordinal reached (see above): the excerpt."""
    return said_in(_ORDINAL_REACHED, text, unless=(generic_rule,))
