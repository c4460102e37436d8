"""What was explained to the user, and how and when money is paid as a rule (summary frames).

Moved from ``frames`` as written (it had reached the layout's 600 lines): ``explained_frame``
(what a word means or how a thing works, explained) and ``scheduled_frame`` (a schedule or a
means of payment, never whether this one was paid). ``framing`` reads both.
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.frames import _I, _LIVE, _SECOND_CLAUSE
from memoryadmin.packs.banking.money import amount_spans
from memoryadmin.packs.banking.terms import SO_HABIT

# What was explained to the user, when it is what a word means or how a thing works: "The
# difference between ledger and available balance was explained to the user.", "The
# assistant explained how reversals work." A definition names a balance, never its value.
_EXPLAINED = re.compile(
    r"^\s*(?:the\s+)?(?:difference|meaning|definition|rules?|process|steps?)\b[^.!?]{0,80}?\b"
    r"(?:was|were|has\s+been|have\s+been)\s+(?:explained|described|clarified|defined)\b"
    r"|\b(?:explained|described|clarified|defined|showed)\s+(?:to\s+(?:the\s+user|him|her|them)\s+)?"
    r"(?:(?:in\s+general|generally|briefly)\s+)?"
    r"(?:the\s+(?:difference|meaning|definition|rules?|process|steps)\b|how\s+[^.!?]{0,60}?\b"
    r"(?:works?|means?)\b|what\s+[^.!?]{0,60}?\bmeans?\b)",
    _I,
)
# How things stand, which a definition never says.
_STATE = re.compile(
    r"\b(?:still|currently|now|yet|today|pending|stuck|failed|blocked|frozen|held|locked|will|"
    r"due|his|her|their)\b",
    _I,
)


def explained_frame(sentence: str) -> bool:
    """What a word means or how a thing works, explained: no value, no one's state."""
    if _EXPLAINED.search(sentence) is None or amount_spans(sentence) or re.search(r"\d", sentence):
        return False
    return _STATE.search(sentence) is None and _SECOND_CLAUSE.search(sentence) is None


# How and when money is paid as a rule: "salary is paid on the 25th of every month", "is paid on
# the last Thursday of each month", "his salary comes from the payroll at the start of each
# month" (rounds 26, 62). A schedule or a means, never whether this one was paid: no amount, no
# live word, one clause.
_SCHEDULED = re.compile(
    # ... or falls due as a rule: "contributions are due on the 5th of every month".
    r"(?:\b(?:is|are|gets?)\s+(?:\w+ly\s+)?(?:paid|deducted|debited|credited|remitted|collected|due|sent)"
    # ... or pay arrives by its schedule, or from a payroll: "his salary comes in on the 25th".
    r"|\b(?:salary|salaries|pay|wages?|pension|allowance|stipend|income)\s+(?:usually\s+|always\s+|"
    r"normally\s+)?(?:comes?\s+in|arrives?|lands?|drops?|reflects?|hits\s+(?:his|her|their)\s+account"
    r"|comes?\s+(?:in\s+)?from\s+(?:the\s+|his\s+|her\s+|their\s+)?(?:[\w'’-]+\s+){0,2}?payroll))\s+"
    r"(?:\w+ly\s+)?(?:(?:from|off)\s+(?:his|her|their)\s+payslips?\s+(?=every|each|monthly))?"
    # ... the provider it goes by, named before when: "collected by Wave every Friday" (round 42).
    r"(?:(?:by|via|through|on|over)\s+(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,2}\s+"
    r"(?=every\b|each\b|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days\b|weekly\b|monthly\b|daily\b))?"
    r"(?:on\s+the\s+(?:first|second|third|fourth|last|final)\s+(?:working\s+|business\s+|week|mon|"
    r"tues|wednes|thurs|fri|satur|sun)?day\s+of\s+(?:every|each|the)\s+month\b|on\s+the\s+\d{1,2}(?:st|nd|rd|th)\b|on\s+(?:mon|tues|wednes|thurs|fri|"
    r"satur|sun)days\b|every\b|each\b|monthly\b|"
    r"(?:at|by|towards)\s+the\s+(?:end|start|beginning|middle|close)\s+of\s+(?:every|each)\b|weekly\b|daily\b|fortnightly\b|yearly\b|"
    r"quarterly\b|annually\b|termly\b|(?:from\s+(?:his|her|their)\s+(?:payroll|salary|pay|wages?|pension)\s+)?"
    # ... or by the employer, from pay: "are deducted from his payroll through check-off".
    r"(?:in|by|via|through)\s+(?:the\s+)?(?:cash|bank\s+transfer|transfer|cheque|standing\s+order|"
    r"direct\s+debit|mobile\s+money|ussd|pos|check-?off|payroll|salary\s+deduction)\b)",
    _I,
)
_RECURS = re.compile(
    r"\b(?:every|each|monthly|weekly|daily|fortnightly|yearly|annually|standing\s+order|"
    r"direct\s+debit|mostly|usually|always|in\s+cash|quarterly|annually|termly|check-?off|"
    r"payroll|normally|typically|generally)\b",
    _I,
)


def scheduled_frame(sentence: str) -> bool:
    """How and when money is paid as a rule, with no amount and nothing live (see above)."""
    if _SCHEDULED.search(sentence) is None or _RECURS.search(sentence) is None:
        return False
    rest = re.sub(r"\b\d{1,2}(?:st|nd|rd|th)\b", " ", _SCHEDULED.sub(" ", sentence))
    # "…, so he budgets in three-month blocks": a habit the schedule leads to, not a clause on
    # how a payment went (the rest is still read for live words).
    rest = SO_HABIT.sub(" ", rest)
    return (
        not amount_spans(rest)
        and _LIVE.search(rest) is None
        and _SECOND_CLAUSE.search(rest) is None
        and re.search(r"\b(?:but|late|early|missed|failed|not|no)\b|n['’]t\b", rest, _I) is None
    )
