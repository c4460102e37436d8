"""A state word inside a habit or a past occurrence, not a state as it stands (after rounds 72-73).

A held word ("pending", "blocked", "locked") or "still" says how something stands now, and the
summary rules refuse it. These shapes use the word for what recurs or what happened once:

- a habit over a kind of payment, not one of them: "usually reviews any pending transactions on
  Monday mornings", "often complains that transfers stay pending on Friday evenings",
  "habitually leaves scheduled bill payments pending until payday", "keeps PayNow transfers
  pending until her husband has checked them, a long-standing household habit", "tends to leave
  bills pending until payday", "asked why their transfers sometimes stay pending overnight"
  (round 75: bills are a kind too, and "sometimes" a habit's word). The word must
  describe a plural kind of movement (transactions, transfers, payments…), the sentence must say
  a habit (usually, often, every…, on Mondays, a habit) and name no amount and no present ("now",
  "currently", "today", "this week"): "has ₦5,000 pending" or "usually…, but two transfers are
  pending now" are read as before;
- one occurrence, past: "once got locked out for wrong PIN", "the card was blocked once in 2020
  while travelling" (with "once" as a count, next to a past verb; "once the card was blocked"
  is a condition and "has been blocked once" a tally so far, both read as before, and so is a
  sentence that names the present or a current period: "got blocked once this morning" may
  still stand; French "une fois", Portuguese and Spanish "uma vez"/"una vez" the same);
- the date a habit's kind falls due, in a clause of when: "until the day before they are due"
  (round 74; "is due today", "is due on the 5th" are read as before);
- a held word on a bare plural kind, said of what the user understands or feels: "pending
  transactions confuse him and he asked that they be explained" (round 74; "his pending
  transactions", "two pending transfers", or any amount or present, are read as before);
- a habit kept up: "still sends money home to his parents", "still banks with GTBank" ("still"
  before the -s form of a verb of habit; "still owes", "still shows", "is still sending" are
  read as before).

``without_habits_held(text)`` returns the text with each such word blanked, offsets kept, so the
rest of the sentence is read by every rule as before.
"""

from __future__ import annotations

import re

from memoryadmin.engine.sentences import offset_sentences
from memoryadmin.packs.banking.money import MONEY

_I = re.IGNORECASE

_KINDS = (
    r"(?:transactions|transfers|payments|bill\s+payments|debits|credits|deposits|withdrawals|"
    r"remittances|orders|requests|charges|reversals|refunds|cheques|checks|"
    # ... or what is paid by them: "tends to leave bills pending until payday" (round 75).
    r"bills|invoices)"
)
_HELD = r"(?:pending|on\s+hold|held|in\s+processing|unconfirmed)"
# The held word on a plural kind of movement, either side, a few words apart.
_ON_KIND = re.compile(
    rf"\b{_KINDS}\b(?:\s+[\w'’-]+){{0,3}}?\s+(?P<a>(?:(?:stay|stays|remain|remains|sit|sits|are|get|gets)\s+)?{_HELD})\b|\b(?P<b>{_HELD})\s+(?:[\w'’-]+\s+)?"
    + _KINDS
    + r"\b",
    _I,
)
_HABIT = re.compile(
    r"\b(?:usually|often|habitually|normally|typically|always|routinely|regularly|generally|"
    # ... or now and then (round 75): "asked why their transfers sometimes stay pending overnight".
    r"sometimes|occasionally|frequently|at\s+times|from\s+time\s+to\s+time|"
    r"tends?\s+to|whenever|every|each|(?:long-standing\s+|household\s+|old\s+)?habit|"
    r"on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s\b|"
    r"on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+(?:mornings|evenings|"
    r"afternoons|nights))",
    _I,
)
_NOW = re.compile(
    r"\b(?:now|currently|today|tonight|yesterday|right\s+now|at\s+the\s+moment|at\s+present|still|"
    r"yet|this\s+(?:week|month|morning|evening|afternoon|cycle|round)|since|already)\b",
    _I,
)

# The present or a current period beside "once" ("got blocked once this morning" may still stand);
# not a bare "now", which in "so they now notify the bank" is a habit since.
_TODAY = re.compile(
    r"\b(?:currently|today|tonight|right\s+now|at\s+the\s+moment|at\s+present|still|yet|"
    r"this\s+(?:week|month|morning|evening|afternoon|cycle|round))\b",
    _I,
)
# "once" as a count next to a past verb and a held word.
_STATE = (
    r"(?:blocked|locked(?:\s+out)?|frozen|suspended|restricted|bloqu[ée]e?s?|bloqueado|bloqueada)"
)
_ONCE = re.compile(
    rf"\bonce\s+(?:got|was|were|had\s+been|had)\s+(?:(?:his|her|their|the|its)\s+(?:[\w'’-]+\s+)?)?"
    rf"(?P<a>{_STATE})"
    rf"|\b(?:got|was|were)\s+(?P<b>{_STATE})\s+(?:[\w'’-]+\s+){{0,4}}?(?:once|une\s+fois|"
    r"uma\s+vez|una\s+vez)\b"
    rf"|\b(?:a\s+[ée]t[ée]|foi|fue)\s+(?P<c>{_STATE})\s+(?:une\s+fois|uma\s+vez|una\s+vez)\b",
    _I,
)
# "due" of the kind a habit is about, in a clause of when (round 74): "habitually leaves bill
# payments pending until the day before they are due", "always pays her rent before it falls due".
_DUE_WHEN = re.compile(
    r"\b(?:before|until|till|when|after|by\s+the\s+time|the\s+day)\s+(?:[\w'’-]+\s+){0,3}?"
    r"(?:is|are|falls?|becomes?|come)\s+(?P<a>due)\b(?!\s+(?:now|today|tomorrow|this|on|in)\b)",
    _I,
)
# A held word on a bare plural kind said of what the user understands or feels (round 74):
# "pending transactions confuse him", "doesn't understand what pending payments are", "finds
# held deposits confusing" (a kind in general: "his pending transactions confuse him", "two
# pending transfers" name some of his, and are read as before).
_KIND_FELT = re.compile(
    r"(?<!\bhis\s)(?<!\bher\s)(?<!\bthe\s)(?<!\btheir\s)(?<!\bmy\s)(?<![\d,]\s)"
    rf"\b(?P<a>{_HELD})\s+{_KINDS}\b(?=[^.;]*\b(?:confus\w*|understand\w*|worr(?:y|ies|ied)|"
    r"scares?|annoys?|frustrat\w*|stress(?:es)?|puzzl\w*|explain\w*|means?)\b)",
    _I,
)
_SOME = re.compile(
    r"\b(?:one|two|three|four|five|several|some|a\s+few|many)\s+(?:of\s+(?:his|her|their)\s+)?"
    rf"{_HELD}\b",
    _I,
)
# "still" before a verb of habit in its -s form.
_STILL_HABIT = re.compile(
    r"\b(?P<a>still)\s+(?:sends|banks|uses|visits|saves|lives|works|trades|sells|buys|attends|"
    r"prefers|supports|remits|helps|keeps\s+in\s+touch|travels|calls|runs\s+(?:his|her|their)\s+"
    r"(?:shop|stall|business))\b",
    _I,
)


def _blank(text: str, spans: list[tuple[int, int]]) -> str:
    for start, end in spans:
        text = text[:start] + " " * (end - start) + text[end:]
    return text


def without_habits_held(text: str) -> str:
    """``text`` with each held word of a habit or a past occurrence blanked (see above)."""
    spans: list[tuple[int, int]] = []
    for offset, sentence in offset_sentences(text):
        if _HABIT.search(sentence) and not _NOW.search(sentence) and not MONEY.search(sentence):
            spans += [_span(m, offset) for m in _ON_KIND.finditer(sentence)]
            spans += [_span(m, offset) for m in _DUE_WHEN.finditer(sentence)]
        if not (_NOW.search(sentence) or MONEY.search(sentence) or _SOME.search(sentence)):
            spans += [_span(m, offset) for m in _KIND_FELT.finditer(sentence)]
        if not _TODAY.search(sentence):
            spans += [_span(m, offset) for m in _ONCE.finditer(sentence)]
        spans += [_span(m, offset) for m in _STILL_HABIT.finditer(sentence)]
    return _blank(text, spans)


def _span(m: re.Match[str], offset: int) -> tuple[int, int]:
    group = next(g for g in ("a", "b", "c") if g in m.re.groupindex and m.group(g) is not None)
    return offset + m.start(group), offset + m.end(group)


__all__ = ["without_habits_held"]
