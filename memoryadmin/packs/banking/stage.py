"""A process's current stage, or a rotation's (summary finders): true only until it moves on.

"The user's complaint is at the second stage of review", "his dispute has moved to stage
2", "the claim is now in the final phase", "the VSLA is in its share-out week": where a
complaint, a dispute, an application or a group's cycle stands changes without the user saying
so, as a state word does ("under review" is ``finders.present_state``'s). So does where a
rotation has got to: "the merry-go-round has reached the sixth member on the list", "the pardna
is on the fourth hand", "the tontine is at its fourth tour" (a round, in French-flavoured English),
"is on round five". A stage said of how a process works ("the review has three stages") is
not where one stands, nor is a person's place in an order said once ("is the sixth member to
join"), and a question asserts nothing. Nor does how far along something is, said as a count
done so far ("has done seven of its ten rounds").
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.clock import _GOAL, said_in
from memoryadmin.packs.banking.finders import generic_rule

_I = re.IGNORECASE

# ... or a period a loan or a plan passes through: "is in its grace period", "is in the
# cooling-off period"; or one a group's cycle passes through: "is in its share-out week".
_STAGE = (
    r"(?:stage|phase|step|moratorium|(?:grace|cooling[\s-]off|lock[\s-]in|notice|probation(?:ary)?|"
    r"waiting|trial|introductory|promotional|teaser|interest[\s-]free|repayment[\s-]holiday|"
    r"holiday|moratorium)\s+period|(?:share[\s-]?out|pay[\s-]?out|lending|loan[\s-]repayment|"
    r"closing|dividend)\s+(?:week|month|period|season))"
)
_WHICH = (
    r"(?:\d+(?:st|nd|rd|th)?|first|second|third|fourth|fifth|sixth|final|last|next|early|"
    r"earliest|initial|late|later|advanced|penultimate|one|two|three|four|five|six|i{1,3}|iv|v)"
)
# A level or tier of a handling, named as one: "the second level of review", "a higher tier of
# the dispute process"; or after an escalation, any level ("escalated to the next level",
# "escalated to level 3"). A level said alone is not one ("has reached the third level of the
# savings game" says nothing of a case), nor is an account's tier ("is at tier 2": a label).
_HANDLING_OF = (
    r"(?:review|appeal|escalation|support|investigation|handling|resolution|approval|assessment|"
    r"arbitration|mediation|complaints?|disputes?|claims?)"
)
_HANDLED_LEVEL = (
    rf"(?:the\s+|a\s+)?(?:(?:{_WHICH}|higher|highest|top|senior)[\s-]+)?(?:level|tier|line)\s+"
    rf"of\s+(?:the\s+|its\s+)?(?:[\w-]+\s+)?{_HANDLING_OF}\b"
    rf"|(?<=escalated\sto\s)(?:the\s+|a\s+)?(?:(?:{_WHICH}|higher|highest|top|senior)[\s-]+)?"
    r"(?:level|tier|line)\b"
)
# Where it stands: "is at", "is now in", "remains at", "has reached", "has moved to", "was
# escalated to" (the move left it there).
_STANDS = (
    r"\b(?:is|are|['’]s|remains?|sits?|stays?)\s+(?:now\s+|currently\s+|still\s+|already\s+)?"
    # ... or said as a stay: "is sitting in its grace period".
    r"(?:(?:sitting|staying|resting|remaining|stuck)\s+)?(?:at|in|on)"
    r"|\b(?:has|have)\s+(?:now\s+|already\s+|just\s+)?(?:reached|entered|moved\s+(?:on\s+)?to|"
    r"gone\s+to|progressed\s+to|advanced\s+to|passed\s+to|got\s+to|made\s+it\s+to)"
    r"|\b(?:was|were|(?:has|have)\s+(?:now\s+|already\s+|just\s+)?been)\s+(?:now\s+)?"
    r"(?:moved|escalated|advanced|"
    r"progressed|passed|sent|referred|promoted)\s+(?:on\s+)?to"
)
_AT_STAGE = re.compile(
    rf"(?:{_STANDS})\s+(?:the\s+|its\s+|his\s+|her\s+|their\s+|a\s+)?(?:{_WHICH}[\s-]+)?"
    rf"(?:[\w-]+\s+)?{_STAGE}\b(?!\s+(?:of\s+(?:life|her\s+life|his\s+life|their\s+lives)|"
    r"mother|father|parent|child|son|daughter)\b)"
    rf"|(?:{_STANDS})\s+{_STAGE}\s+(?:\d+|one|two|three|four|five|six|i{{1,3}}|iv|v)\b"
    # ... or a level of its handling: "has been escalated to the second level of review", "is at
    # the second tier of the complaints process", "was escalated to level 3" (``_HANDLED_LEVEL``).
    rf"|(?:{_STANDS})\s+(?:{_HANDLED_LEVEL})",
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
    r"payouts?|box(?:es)?|tours?)"
)
# Any place in an order: "the ninth", "the 12th", "the second-last".
_NTH = (
    rf"(?:{_WHICH}|seventh|eighth|ninth|tenth|eleventh|twelfth|\w+teenth|twentieth|"
    r"(?:second|third)[\s-](?:last|from\s+last|to\s+last)|last[\s-]but[\s-]one)"
)
_ORDINAL_REACHED = re.compile(
    rf"(?:{_STANDS})\s+(?:the\s+|its\s+|their\s+)?(?:{_NTH})\s+(?:[\w-]+\s+)?{_SERVED}\b"
    # ... or the round itself by its number: "is on round five", "is in cycle 3".
    rf"|(?:{_STANDS})\s+(?:round|cycle|tour|hand|turn)\s+(?:\d{{1,2}}|{_NTH})\b"
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


# ... or said as a share of the way through a period: "is about halfway through its current
# cycle", "is three months into its twelve-month term", "is halfway to her goal".
_WAY = (
    r"(?:halfway|half[\s-]way|midway|partway|part[\s-]way|(?:a|one|two|three)[\s-](?:third|"
    r"quarter|thirds|quarters)s?\s+of\s+the\s+way|\d+\s*(?:%|percent|per\s+cent)\s+of\s+the\s+way|"
    rf"{_N}\s+(?:days?|weeks?|months?|years?|rounds?|cycles?|meetings?|instal(?:l)?ments?))"
)
_THROUGH = re.compile(
    r"\b(?:is|are|['’]s|['’]re|now)\s+(?:now\s+|already\s+|only\s+|just\s+)?"
    r"(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+|over\s+|more\s+than\s+|less\s+than\s+|"
    rf"well\s+)?{_WAY}\s+(?:through|into|in\s+to)\s+(?:(?:the|its|his|her|their|this|a)\s+)?"
    r"(?:[\w'’-]+\s+){0,2}?(?:cycle|term|loan|year|season|programme|program|course|rotation|round|"
    r"plan|tenure|contract|period|lease|policy|mortgage|savings|scheme|challenge|repayments?)\b"
    rf"|\b(?:is|are|['’]s|['’]re)\s+(?:now\s+)?(?:about\s+|nearly\s+|almost\s+|over\s+)?{_WAY}\s+"
    r"to\s+(?:(?:the|its|his|her|their)\s+)?(?:[\w'’-]+\s+){0,2}?(?:goal|target)\b",
    _I,
)


def progress_so_far(text: str) -> str | None:
    """How far along something is, said as a count of a whole done so far or a share of the way
    through a period (see above)."""
    return said_in(_PROGRESS, text, unless=(generic_rule, _GOAL.search)) or way_through(text)


def way_through(text: str) -> str | None:
    """How far through a period something is, said as a share of the way (see above)."""
    return said_in(_THROUGH, text, unless=(generic_rule,))


# A product in a state it fell into and stays in: "her funeral policy has lapsed", "the account
# has gone dormant", "has fallen into arrears". Said in the present or the present perfect, it
# holds until someone acts; said in the past with what followed ("lapsed in 2019 and she took a
# new one") it is an event.
_FALLEN_INTO = re.compile(
    r"\b(?:is|are|['’]s|has|have|has\s+been|have\s+been|remains?|stays?)\s+"
    r"(?:now\s+|currently\s+|still\s+|already\s+|just\s+)*"
    r"(?:lapsed|gone\s+(?:dormant|inactive|into\s+(?:arrears|default))|fallen\s+(?:into|in)\s+"
    r"(?:arrears|default)|become\s+(?:dormant|inactive|void)|void(?:ed)?|in\s+(?:default|abeyance))\b",
    _I,
)


def fallen_into(text: str) -> str | None:
    """A product in a state it fell into and stays in (see above): the excerpt."""
    return said_in(_FALLEN_INTO, text)
