"""A process's current stage, or a rotation's (summary finders): true only until it moves on.

"The user's complaint is at the second stage of review", "his dispute has moved to stage
2", "the claim is now in the final phase": where a complaint, a dispute or an application
stands changes without the user saying so, as a state word does ("under review" is
``finders.present_state``'s). So does where a rotation has got to: "the merry-go-round has
reached the sixth member on the list", "the pardna is on the fourth hand". A stage said of how
a process works ("the review has three stages") is not where one stands, nor is a person's
place in an order said once ("is the sixth member to join"), and a question asserts nothing.
Nor does how far along something is, said as a count done so far ("has done seven of its ten
rounds").
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.clock import _GOAL, said_in
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


# How far along something is, said as a count of a whole done so far: "the savings circle has
# done seven of its ten rounds", "has completed 3 out of 5 modules", "four of the six instalments
# have been paid". The rest is still to come, so the count is wrong after the next one. Not a
# goal ("wants to finish three of the five courses") and not a question. A free allowance used
# ("has used 4 of his 5 free transfers") is the balance rule's; who of a group has paid ("eight
# of the ten members have paid") is a member count's and a payment status's.
_N = (
    r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
    r"fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|several|most|half|all)"
)
_OF_WHOLE = rf"\s+(?:of|out\s+of)\s+(?:(?:the|its|his|her|their|my|your|our)\s+)?{_N}\b"
_DONE_SO_FAR = (
    r"(?:done|completed|finished|held|run|gone\s+through|had|made|paid\s+out|cleared|covered|"
    r"taken|received|collected|repaid|passed|attended|sat|met)"
)
_PROGRESS = re.compile(
    rf"\b(?:has|have|['’]s|['’]ve)\s+(?:now\s+|already\s+|so\s+far\s+|just\s+|only\s+)*{_DONE_SO_FAR}\s+"
    rf"(?:only\s+|just\s+|about\s+|around\s+|nearly\s+|almost\s+|over\s+)?{_N}{_OF_WHOLE}"
    rf"|\b{_N}{_OF_WHOLE}\s+(?:[\w'’-]+\s+){{0,2}}?(?:have|has)\s+(?:now\s+|already\s+|so\s+far\s+)?"
    r"been\s+(?:done|completed|finished|held|paid(?:\s+out)?|made|cleared|run)\b",
    _I,
)


def progress_so_far(text: str) -> str | None:
    """How far along something is, said as a count of a whole done so far (see above)."""
    return said_in(_PROGRESS, text, unless=(generic_rule, _GOAL.search))
