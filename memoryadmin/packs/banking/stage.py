"""A process's current stage (a summary finder): true only until the process moves on.

"The user's complaint is at the second stage of review", "his dispute has moved to stage
2", "the claim is now in the final phase": where a complaint, a dispute or an application
stands changes without the user saying so, as a state word does ("under review" is
``finders.present_state``'s). A stage said of how a process works ("the review has three
stages") is not where one stands, and a question asserts nothing.
"""

from __future__ import annotations

import re

from memoryadmin.engine.sentences import offset_sentences
from memoryadmin.packs.banking.finders import _QUESTION, generic_rule

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
    for _, sentence in offset_sentences(text):
        if _QUESTION.search(sentence) or generic_rule(sentence):
            continue
        m = _AT_STAGE.search(sentence)
        if m:
            return m.group(0).strip()
    return None
