"""Summary structures read after blind round 11: how one thing stands, and a standing habit.

Live (refused): a status shown as it stands ("shows as unsuccessful", "is showing failed"); a
Pidgin negative perfect of arrival ("never land", "never reach": has not arrived yet); a
deadline that runs from now ("has until midnight tonight to top up"); whose week, month or
turn it is now ("it is Esi's week to collect"). Durable (shapes the backstop lets stand): a
business that accepts a means of payment ("accepts mobile money payments"), and money kept
apart as a habit ("keeps his business money separate from his family money"), neither with an
amount (an amount is the money rules').
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

_STATE_WORD = (
    r"(?:unsuccessful|successful|failed|declined|rejected|reversed|pending|processing|"
    r"in\s+progress|incomplete|cancel(?:l)?ed|on\s+hold|blocked|frozen|inactive|dormant|"
    r"suspended|active|completed|delivered|undelivered|unpaid|paid|overdue|sent|received|"
    r"bounced|returned|flagged|under\s+review)"
)
# A status as a screen shows it now: "shows as unsuccessful", "is showing failed", "reads
# 'pending'", "appears as reversed". The present of a verb of showing, then a state.
_SHOWN = re.compile(
    r"\b(?:shows?|is\s+showing|are\s+showing|still\s+shows?|displays?|is\s+displaying|reads|"
    r"appears?|is\s+(?:marked|listed|flagged|tagged)|are\s+(?:marked|listed|flagged|tagged))\s+"
    r"(?:as\s+|up\s+as\s+)?[\"“‘']?" + _STATE_WORD + r"\b",
    _I,
)
# Pidgin's negative perfect of arrival: "the money never land", "e never reach", "alert
# never enter". Not "never landed" (a past that ended) nor "never lands" (a habit).
_NEVER_ARRIVED = re.compile(
    r"\b(?:never|neva|no\s+(?:don|dey))\s+(?:land|reach|enter|drop|show|come|arrive|hit|"
    r"credit|clear|comot|go\s+through)\b(?!\w)",
    _I,
)
# A deadline that runs from now: "has until midnight tonight to top up", "has till Friday
# to pay". Not a rule of every period ("has until the 5th of each month to contribute").
_UNTIL_TO = re.compile(
    r"\b(?:has|have|had|got|given|gets?)\s+(?:only\s+|just\s+)?(?:until|till|til|untill)\s+"
    r"(?:(?!every\b|each\b)[^.!?;,\n]){1,40}?\bto\s+[a-z]+",
    _I,
)
# Whose period it is now: "it is Esi's week to host and collect", "it's his month to
# receive", "this is her turn". A name or a possessive before the period word.
_WHOSE_PERIOD = re.compile(
    r"\b(?:it|this)\s*(?:['’]s|\s+is|\s+was)\s+(?:now\s+|currently\s+)?(?:(?-i:[A-Z])[\w-]+['’]s?|"
    r"his|her|their|my|your|the\s+user['’]s)\s+(?:[\w-]+\s+)?(?:week|month|day|turn|time|"
    r"round|go|year|cycle)\s+to\b",
    _I,
)


def _first(pattern: re.Pattern[str], text: str) -> str | None:
    m = pattern.search(text)
    return m.group(0) if m else None


def status_shown(text: str) -> str | None:
    """A status as a screen shows it now (see above)."""
    return _first(_SHOWN, text)


def not_arrived(text: str) -> str | None:
    """Pidgin's negative perfect of arrival: it has not arrived yet (see above)."""
    return _first(_NEVER_ARRIVED, text)


def deadline_running(text: str) -> str | None:
    """A deadline that runs from now (see above)."""
    return _first(_UNTIL_TO, text)


def whose_period(text: str) -> str | None:
    """Whose week, month or turn it is now (see above)."""
    return _first(_WHOSE_PERIOD, text)


_MEANS = (
    r"(?:mobile\s+money|momo|m-?pesa|cards?|card\s+payments?|cash|bank\s+transfers?|transfers?|"
    r"pos|ussd|qr(?:\s+codes?)?|cheques?|airtel\s+money|orange\s+money|mtn\s+momo|ecocash|"
    r"opay|palmpay|moniepoint|paystack|flutterwave|paypal|contactless)"
)
# Shapes the backstop lets stand (``backstop._HABIT``): a business that accepts a means of
# payment, money kept apart, a pot kept for a purpose ("keeps a separate savings pocket for her
# children's education"), an attitude to a kind of thing ("is wary of digital lending": no
# article, so no one loan or app). Each ends the sentence, so nothing after it is let through.
HABIT_SHAPES = (
    r"\b(?:accepts?|takes?)\s+(?:payments?\s+(?:by|via|in|through|with)\s+)?" + _MEANS
    + r"(?:\s+(?:and|or)\s+" + _MEANS + r")*(?:\s+payments?)?\s*[.!]?\s*$"
    r"|\b(?:keeps?|holds?)\s+(?:(?:his|her|their|the)\s+)?(?:[\w'’-]+\s+){0,3}?(?:money|funds|"
    r"cash|savings|earnings|income)\s+(?:separate|apart)\s+from\s+(?:(?:his|her|their|the)\s+)?"
    r"(?:[\w'’-]+\s+){0,3}?(?:money|funds|cash|savings|expenses|spending|accounts?)\s*[.!]?\s*$"
    r"|\b(?:keeps?|has|holds?|maintains?|runs?|uses?)\s+(?:a|an)\s+(?:separate|dedicated|special|"
    r"different)\s+(?:[\w'’-]+\s+){0,2}?(?:pocket|account|wallet|vault|box|purse|plan|goal)\s+"
    r"(?:for|towards)\s+(?:(?:his|her|their|the)\s+)?(?:[\w'’-]+\s+){0,3}?(?:education|"
    r"schooling|school\s+fees|fees|emergencies|rent|business|retirement|wedding|travel|"
    r"hajj|healthcare|medical\s+bills|future|old\s+age|housing|house)\s*[.!]?\s*$"
    r"|\b(?:is|are)\s+(?:very\s+|quite\s+|a\s+bit\s+|now\s+)?(?:wary|cautious|careful|sceptical|"
    r"skeptical|suspicious|distrustful|afraid|scared|fearful|nervous)\s+(?:of|about|with)\s+"
    r"(?!(?:his|her|their|the|this|that|these|those|its|a|an|any|my|your)\b)"
    r"(?:[\w'’-]+\s+){0,2}?[\w'’-]+\s*[.!]?\s*$"
)
