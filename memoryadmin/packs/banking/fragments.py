"""Terse summary fragments, each part read as a clause of its own (summary frames, read after
blind rounds 31 and 32).

A new kind of writer keeps a summary as notes: no subject, parts joined by semicolons, colons
and dashes ("Took a ₦2m SME loan from Sterling in 2022; fully repaid Nov 2023.", "Works for a
Big 4 firm in Sandton; salary paid on the 25th.", "Burial society: Masakhane, Durban;
R150/month; covers user, spouse, 2 parents."). The rules read such a line as one sentence, so
a word of one part (an amount, "paid") is read against the whole. This module reads the
structure instead:

- the line is cut at ``;``, at ``:`` and at a spaced dash (``—``, ``–``, `` - ``); a part with
  no subject ("Took …", "Works …", "Married", "Founder of …") is read with the user as its
  subject, "User"/"user's" as "The user"/"the user's", a bare relation ("Daughter studies …")
  as the user's; a label before a colon ("Standing order: …") is read with what follows it;
- each part must pass every summary rule on its own (``rules.SUMMARY_RULES``), or be one of
  the two shapes below; one part that states a live value keeps the whole line refused;
- how the user is paid or pays, as a habit, in the passive (``paid_habit``): "salary paid on
  the 25th", "pension paid into Union Bank", "fees paid termly", "salaries paid via bulk
  transfer", "contributions are deducted by the employer", "customer payments … are received
  through an M-Pesa till" (also as a whole sentence): a payment noun, is/are or nothing, one
  verb of paying, then only how often or by what means; no amount, no date, no state;
- a group's size said with its terms (``without_group_size``): "10 members", "has ten members
  who each pay ₦20k weekly", "20 members, rotation by age": the size is part of the group's
  fixed terms only when the same line says how its members pay (an amount and how often it
  recurs) or how its rotation is ordered. A bare size ("now has 15 members") stays refused.

A part may also be cut at its commas, each item read alone the same way, and so may a whole
sentence whose later item says how a payment goes or what each pays (", with fees paid
termly", ", payable by the 5th", ", each paying …"). An item may also be a term of an
arrangement (``terms_item``: a payment's name, its amount and how often, "contributions
50k/month", "GH₵ 200/member") or a fixed rule of a group (``fixed_rule``: a fine for missing
meetings, "the user's turn is always August"). An item that starts at "paid"/"collected"
passes only as a habit ("…, collected by Bisi on Monday" is one collection).

What stays refused, the whole line: any word of how things stand anywhere in it (``LIVE_WORDS``:
still, now, currently, yet, left, balance, owes, due, pending, this week, next, so far, has
paid, not, ago, until, since ...), a part no reader here passes, a size beside a count so far
("12 of 15 members") or with no terms beside it, "each contributing" beside a count of members
(round 15 reads it as how many have).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from memoryadmin.packs.banking.group_names import ANY_GROUP
from memoryadmin.packs.banking.money import amount_spans
from memoryadmin.packs.banking.recurring import RECURRENCE

_I = re.IGNORECASE

# How things stand, anywhere in the line: then no part is read apart, and the line is read
# as before.
LIVE_WORDS = re.compile(
    r"\b(?:still|now|currently|presently|yet|anymore|today|tonight|tomorrow|yesterday|"
    r"(?:this|next|last|current|coming)\s+(?:\w+\s+)?(?:day|week|fortnight|month|quarter|year|"
    r"term|round|cycle|session|meeting|payout|time|turn)|next|left|remaining|remains?|balance|"
    r"available|ow(?:es|e|ed|ing)|due(?!\s+date)|overdue|outstanding|unpaid|arrears?|pending|"
    r"processing|awaiting|waiting|late|behind|missed(?!\s+(?:two|three|\d)\s+meetings)|"
    r"skipped|so\s+far|to\s+date|in\s+total|ago|until|since|till\s+(?:\w+day|the)|failed|blocked|"
    r"frozen|locked|reversed|declined|bounced|suspended|dormant|held\s+(?:up|back)|on\s+hold|"
    r"not|never|no\s+longer|will|going\s+to|about\s+to|(?:has|have|had)\s+(?:already\s+|just\s+)?"
    r"(?:paid|received|collected|contributed|saved|sent|used|grown|shrunk|reached|joined|left)|"
    r"just|only\s+(?:\d|one|two|three|four|five)|queue|in\s+line|stands?\s+at|as\s+of|"
    r"at\s+the\s+moment|right\s+now|for\s+now|so\s+far|expir\w*|shows?|showing)\b|n['’]t\b",
    _I,
)

# Where a terse line is cut: a semicolon, a colon (not in a time), a spaced dash.
_CUT = re.compile(r";|(?<!\d):(?!\d)|\s[—–-]\s|—", _I)
_COLON = re.compile(r"(?<!\d):(?!\d)")

# A part with no subject: a verb, a state of the user's life, a role.
_VERB_FIRST = re.compile(
    r"^(?:belongs|borrowed|took|works|owns|pays|receives|has|had|asked|asks|prefers|opened|closed|lives|"
    r"uses|keeps|runs|sends|saves|holds|founded|started|joined|bought|sold|repaid|fully\s+repaid|"
    r"paid\s+off|studies|banks|gets|earns|contributes|supports|rents|manages|chairs|leads|covers|"
    r"sells|imports|exports|trades|moved|emigrated|relocated)\b",
    _I,
)
_STATE_FIRST = re.compile(
    r"^(?:married|single|divorced|widowed|retired|self-employed|unemployed|a\s+\w+|an\s+\w+)\b", _I
)
_ROLE_FIRST = re.compile(
    r"^(?:founder|co-founder|member|treasurer|chair(?:man|woman|person)?|secretary|organi[sz]er|"
    r"coordinator|head|owner|director)\s+of\b",
    _I,
)
_KIN_FIRST = re.compile(
    r"^(?:daughter|son|wife|husband|spouse|mother|father|mum|mom|dad|sister|brother|children|"
    r"kids|parents|partner)\b",
    _I,
)


def _with_subject(part: str) -> str:
    """``part`` as a clause with a subject: the user's, when it has none (see above)."""
    text = part.strip().rstrip(".!")
    lower = text[:1].lower() + text[1:]
    if re.match(r"^user['’]s\b", text, _I):
        return "The " + lower
    if re.match(r"^user\b", text, _I):
        return "The " + lower
    if _VERB_FIRST.match(text):
        return "The user " + lower
    if _ROLE_FIRST.match(text):
        return "The user is the " + lower
    if _STATE_FIRST.match(text):
        return "The user is " + lower
    if _KIN_FIRST.match(text):
        return "The user's " + lower
    return text


# How the user is paid or pays, as a habit, in the passive.
_PAY_NOUN = (
    r"(?:salary|salaries|wages?|pension|stipend|allowance|grant|fees|school\s+fees|tuition|rent|"
    r"contributions?|dues|premiums?|payments|receipts|remittances?|bills?|invoices|levy|levies|taxes|"
    # ... or whoever the user pays as a habit: "supplier in Guangzhou paid via bank".
    r"suppliers?|staff|workers|employees|apprentices|labourers|cleaners|landlord|tutors?|"
    r"drivers?|nanny|housekeeper|artisans?)"
)
_PAID_VERB = (
    r"(?:paid|deducted|received|collected|credited|remitted|sent|made|settled|debited|taken)"
)
_PAID_HABIT = re.compile(
    # ... the user's, or no one's by name ("Kemi's contribution is paid …" is a member's status),
    # and no month ("the user's March salary" is one payment).
    r"^\s*(?:(?:the\s+user['’]s|his|her|their|its|the)\s+)?"
    r"(?:(?![\w-]+['’]s\b)(?!(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)"
    r"[\w'’-]+\s+){0,2}?(?P<noun>"
    + _PAY_NOUN
    + ")"
    + r"(?:\s+(?:for|of|from|to|in)\s+(?:the\s+user['’]s\s+|his\s+|her\s+|their\s+|the\s+)?"
    r"(?:[\w'’-]+\s+){0,2}?[\w'’-]+)?"
    r"\s+(?:(?:is|are)\s+)?(?:usually\s+|always\s+|normally\s+)?" + _PAID_VERB + r"\s+"
    r"(?P<how>[^.;!?]+?)\s*[.!]?\s*$",
    _I,
)
# What a habit's means never says: when one payment came, or that it went wrong.
_NOT_MEANS = (
    r"\b(?:after|before|when|while|delay\w*|late|early|again|instead|wrong\w*|error|mistake|"
    r"because|since|despite|though|only|twice|once|first|last|then|but|and\s+(?:is|was|it)|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|"
    r"dec)[a-z]*)\b"
)
# Months named after a habit's period: "termly (Sept, Jan, Apr)".
_MONTH_LIST = (
    r"(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?(?:\s*,\s*|\s+and\s+)?)+"
)
_BARE_PAID = re.compile(
    r"^\s*(?:(?:is|are)\s+)?" + _PAID_VERB + r"\s+(?P<how>[^.;!?]+?)\s*[.!]?\s*$", _I
)
# How often, or by what means: what a habit says after its verb.
HOW_OFTEN = re.compile(
    r"\b(?:daily|weekly|fortnightly|monthly|quarterly|yearly|annually|termly|bi-?weekly|"
    r"bi-?monthly|twice\s+a\s+\w+|once\s+a\s+\w+|(?:every|each)\s+(?:\d+\s+|other\s+)?\w+|"
    r"(?:a|per)\s+(?:day|week|month|quarter|year|term|semester|session)|on\s+(?:mon|tues|wednes|thurs|fri|satur|"
    r"sun)days|(?:mon|tues|wednes|thurs|fri|satur|sun)days|on\s+the\s+(?:\d{1,2}(?:st|nd|rd|th)|"
    r"(?:first|second|third|fourth|last)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
    r"(?:\s+of\s+(?:each|every|the)\s+month)?)\b",
    _I,
)
_MEANS = re.compile(
    r"^(?:into|to|via|through|by|from|with|using|over|in)\s+(?!(?:the\s+)?\d|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:the\s+)?(?:end|deadline|close)\b)",
    _I,
)


def paid_habit(clause: str, *, bare: bool = False) -> bool:
    """How a payment goes as a habit, in the passive: a payment noun, is/are or nothing, a verb
    of paying, then only how often or by what means (see above). ``bare``: an item of a terse
    line may start at the verb ("…, paid each January")."""
    m = _PAID_HABIT.search(clause) or (_BARE_PAID.search(clause) if bare else None)
    if m is None or amount_spans(clause) or LIVE_WORDS.search(clause):
        return False
    how = m.group("how")
    # A contribution or a due is a member's status, unless the employer deducts it.
    noun = m.groupdict().get("noun") or ""
    if re.match(r"contrib|dues|levy", noun, _I) and not re.search(r"\bdeducted\b", m.group(0), _I):
        return False
    if re.search(
        r"\b(?:19|20)\d\d\b|\b(?:was|were|been|has|have|had|this|that|which|full|part|partly|"
        r"advance|instal\w*|arrears|back|off|out)\b",
        how,
        _I,
    ):
        return False
    # ... and nothing but how often and by what means: "into Absa after a delay" is one payment.
    rest = HOW_OFTEN.sub(" ", how).strip(" ,")
    rest = re.sub(r",?\s*\b" + _MONTH_LIST + r"\s*$", " ", rest, flags=_I).strip(" ,")
    means = [m.group(0) for m in re.finditer(r"[\w'’&-]+", rest)]
    if len(means) > 6 or re.search(_NOT_MEANS, rest, _I):
        return False
    return (HOW_OFTEN.search(how) is not None and not means) or _MEANS.match(rest) is not None


# The terms of an arrangement, one item: a payment's name, its amount and how often, nothing
# else: "contributions 50k/month", "SUSU contribution 10 cedis daily to collector Auntie Esi",
# "GH₵ 200/member", "R500/month".
_TERM_NOUN = re.compile(
    r"\b(?:contributions?|dues|subscriptions?|premiums?|rent|fees|shares?|levy|levies|standing\s+order|"
    r"debit\s+order|stop\s+order|savings|payouts?|pledges?)\b"
    # ... or every member's share: "with members contributing R500 a month", "each paying …".
    r"|\b(?:each|every\s+member|members|all\s+members)\s+(?:contributing|paying|putting\s+in|"
    r"saving|bringing)\b",
    _I,
)
_EACH = re.compile(
    r"/\s*(?:member|head|person|child|share|month|mo|wk|week|day|yr|year|term|quarter)\b|"
    r"\b(?:each|per\s+(?:member|head|person|child|share|household|family|pupil|student))\b",
    _I,
)


def terms_item(item: str, line: str = "") -> bool:
    """An amount and how often it recurs, or what each pays, said of a payment by its name
    (or as the whole item), nothing else live: a term of an arrangement (see above)."""
    spans = amount_spans(item)
    if (
        not spans
        or LIVE_WORDS.search(item)
        or (HOW_OFTEN.search(item) is None and _EACH.search(item) is None)
    ):
        return False
    if re.search(
        r"\b(?:was|were|(?:has|have|had)(?!\s+an?\s)|sent|transferred|received|got|spent|withdr\w*|"
        r"borrowed|lent|loans?|debts?|balance|savings\s+of|total\w*|paid|collected|settled|"
        r"cleared)\b",
        item,
        _I,
    ):
        return False
    rest = item
    for a, b in reversed(spans):
        rest = rest[:a] + " " + rest[b:]
    rest = HOW_OFTEN.sub(" ", _EACH.sub(" ", rest))
    words = re.findall(r"[\w'’-]+", rest)
    term = _TERM_NOUN.search(item)
    # ... "each contributing" beside a count of members reads as how many have (round 15).
    if term is not None and term.group(0).lower().endswith("ing") and _SIZE.search(line or item):
        return False
    return not words or term is not None


# A fixed rule of a group: a fine for missing meetings ("missing two meetings = R200 fine", "a
# member who misses two meetings is fined KSh 500"), a member's place that never moves ("the
# user's turn is always August").
# Anyone late, the subject of a group's fine (round 33): "anyone more than three days late".
_LATE_WHO = (
    r"(?:anyone|any\s+member|whoever\s+is|a\s+member\s+who\s+is|members\s+who\s+are)\s+"
    r"(?:(?:more\s+than|over)\s+(?:\d|a|one|two|three|four|five|seven|ten)\s+(?:days?|weeks?)\s+)?late"
    r"(?:\s+(?:with|for|to)\s+(?:a\s+|the\s+|their\s+)?(?:contributions?|payments?|meetings?))?"
)
_FINE = re.compile(
    r"^\s*(?:(?:fixed\s+|the\s+)?(?:[\w'’-]+\s+){0,3}?(?:rules?|by-?laws?|constitution)\s*,?\s*)?"
    r"(?:under\s+(?:the\s+)?[\w'’-]+\s+rules\s*,\s*)?"
    r"(?:(?:(?:a|any|each|every)\s+member\s+who\s+(?:misses|skips|is\s+late\s+(?:for|to))|members\s+who\s+"
    r"(?:miss|skip)|missing|skipping|lateness\s+(?:to|for)|coming\s+late\s+to|absence\s+from)\s+"
    r"(?:a\s+|one\s+|two\s+|three\s+|\d\s+)?(?:meetings?|contributions?|sessions?)"
    # ... or anyone late by a count of days: "anyone more than three days late" (round 33).
    r"|(?P<who>" + _LATE_WHO + r"))\s*"
    r"(?:=|is\s+fined|are\s+fined|pays?\s+a\s+fine\s+of|pays?\s+(?:a|an)|attracts?\s+a\s+(?:fine|penalty)\s+of|"
    r"costs?)\s*(?P<fine>[^.;!?]+?)(?:\s+(?:fine|penalty))?\s*[.!]?\s*$",
    _I,
)
_MONTH_NAME = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
)
_FIXED_TURN = re.compile(
    r"^\s*(?:the\s+user['’]s|his|her|their)\s+(?:payout\s+)?turn\s+is\s+always\s+(?:in\s+)?"
    + _MONTH_NAME
    + r"\s*[.!]?\s*$",
    _I,
)


def fixed_rule(item: str) -> bool:
    """A fine for missing meetings, or a turn that never moves (see above)."""
    m = _FINE.search(item)
    # ... "late" in the rule's own subject is the rule's, not a state.
    probe = (
        item
        if m is None or m.group("who") is None
        else item[: m.start("who")] + item[m.end("who") :]
    )
    if LIVE_WORDS.search(probe):
        return False
    if _FIXED_TURN.search(item):
        return True
    if m is None or not re.search(r"\b(?:fine|penalty|fined)\b", m.group(0), _I):
        return False
    fine = m.group("fine")
    # ... an amount with its thousands spaced, its code after it: "2 000 FCFA" (round 33).
    if re.fullmatch(r"\s*\d{1,3}(?:[ \u00a0\u202f]\d{3})+\s?(?-i:F\s?CFA|CFA|[A-Z]{3})\s*", fine):
        return True
    spans = amount_spans(fine)
    if not spans:
        return False
    left = fine[: spans[0][0]] + fine[spans[0][1] :]
    # ... the amount alone, a currency's code after it allowed: "2,000 FCFA".
    return len(spans) == 1 and not re.sub(r"[\s,.]|(?-i:\bF?\s?CFA\b|\b[A-Z]{3}\b)", "", left)


# A group's size: "10 members", "ten members", "a 15-member esusu", "20 women".
_NUMBER = (
    r"(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
    r"fifteen|sixteen|seventeen|eighteen|nineteen|twenty|twenty-\w+|thirty|forty|fifty)"
)
_SIZE = re.compile(
    r"(?<![\w,.])(?:has\s+)?" + _NUMBER + r"[\s-]+(?:members?|women|men|traders|people|"
    r"participants|savers|families|households)\b(?!\s+(?:have|has|had|of|out|who\s+(?:have|has)))",
    _I,
)
# The group's terms: an amount with how often, each member's share, or how its order goes.
_TERMS = re.compile(
    r"\b(?:each|every|per|a)\s+(?:member|month|week|day|year|meeting|sunday|friday|saturday)\b|"
    r"/\s*(?:month|mo|wk|week|day|yr|year|member|head)\b|\b(?:daily|weekly|monthly|fortnightly|"
    r"yearly|annually|termly)\b|\bat\s+(?:month|year)[\s-]end\b|\beach\s+(?:pays?|contributes?|"
    r"saves?|puts?\s+in)\b|\b(?:rotation|payout\s+order|order)\s+(?:by|fixed\s+by|decided\s+by|"
    r"set\s+by)\b|\bon\s+a\s+[\w-]+\s+cycle\b|"
    # ... or said as a clause of its own (round 67): "; the order is decided by lottery", "; turns
    # are decided by drawing lots".
    r"\b(?:the\s+)?(?:payout\s+order|order|turns)\s+(?:is|are)\s+(?:decided|fixed|set|drawn|"
    r"determined)\s+by\b|"
    # ... or how long its cycle lasts: "and the cycle lasts 20 weeks" (round 44).
    rf"\b(?:cycle|round|rotation)\s+(?:lasts|runs\s+for|takes)\s+{_NUMBER}\s+(?:weeks|months|days)\b",
    _I,
)
_GROUP = re.compile(rf"\b{ANY_GROUP}\b", _I)
_SO_FAR = re.compile(r"(?<!each\s)\b(?:of|out\s+of)\s+(?:the\s+)?" + _NUMBER + r"\b|\bnow\b", _I)
# "a njangi of 12 members" is "a 12-member njangi" (round 39), not "3 of 12" so far.
_GROUP_OF = re.compile(_GROUP.pattern + r"\s+of\s+(?=" + _NUMBER + r"\s+members\b)", _I)


def without_group_size(text: str, terms_in: str | None = None) -> str:
    """``text`` with a group's size blanked when ``terms_in`` (the line, or ``text`` itself)
    names a group and its terms and nothing of how things stand (see above)."""
    line = text if terms_in is None else terms_in
    # ... how often said in any of the recurrence reader's words (round 70): "has 10 members and
    # contributions are collected every payday", "12 people who each put in $100 every two weeks".
    if (
        _GROUP.search(line) is None
        or (_TERMS.search(line) is None and RECURRENCE.search(line) is None)
        or LIVE_WORDS.search(line)
        or _SO_FAR.search(_GROUP_OF.sub(" with ", line))
    ):
        return text
    text = _SIZE.sub(lambda m: " " * len(m.group(0)), text)
    # ... "each of the 15 members of the society pays …" is every member's term (round 34).
    text = _EACH_OF.sub(lambda m: " " * len(m.group(0)), text)
    # ... and who a payout goes to by the period: "pays out ₦120,000 to one member each month".
    return _ONE_EACH.sub(lambda m: " " * len(m.group(0)), text)


_EACH_OF = re.compile(r"\beach\s+of\s+(?:the|its|their)\s+" + _NUMBER + r"\s+members\b", _I)
_ONE_EACH = re.compile(r"\bto\s+one\s+member\s+(?=(?:each|every|per|a)\s+\w+)", _I)


def _segments(sentence: str) -> list[str]:
    """The segments of a terse line, each with its subject; a label before a colon is read
    with what follows it (to the next cut)."""
    text = re.sub(r"\s*[()]\s*", ", ", sentence.strip().rstrip(".!"))
    pieces: list[tuple[str, str]] = []
    last = 0
    for m in _CUT.finditer(text):
        pieces.append((text[last : m.start()], m.group(0)))
        last = m.end()
    pieces.append((text[last:], ""))
    segments: list[str] = []
    label = ""
    for piece, cut in pieces:
        piece = piece.strip(" ,")
        if not piece:
            continue
        if _COLON.fullmatch(cut.strip() or "x") and len(piece.split()) <= 8:
            # ... read with what follows it, not alone ("Burial club contribution: …").
            label = piece
            continue
        segments.append(_with_subject(f"{label} {piece}" if label else piece))
        label = ""
    return segments


# Items of a segment: cut at a comma not inside an amount ("R1,000").
_ITEM = re.compile(r",(?!\d{3}\b)\s*")


def _items(segment: str) -> list[str]:
    items = [item.strip() for item in _ITEM.split(segment) if item.strip()]
    return [items[0], *(_with_subject(item) for item in items[1:])] if items else []


def passes_rules(text: str) -> bool:
    """Nothing any summary rule refuses in ``text``, read alone (the frames that read a part of a
    sentence ask this of the part: ``mandate``, ``group_rules.fixed_place``, ``_clean``)."""
    from memoryadmin.packs.banking.rules import SUMMARY_RULES  # the rules read this module

    return all(rule.find(text) is None for rule in SUMMARY_RULES)


# Whether the rules are reading a part of a line, in this thread or task: a part is never cut
# again (see ``fragment_frame``). A context variable, not a module global: two requests checking
# summaries at once must not see each other's reading.
_READING: ContextVar[bool] = ContextVar("fragments_reading", default=False)


def reading() -> bool:
    """Whether the rules are reading a part of a line here (see ``_READING``)."""
    return _READING.get()


@contextmanager
def reading_a_part() -> Iterator[None]:
    """While the rules read a part of a line (see ``_READING``)."""
    token = _READING.set(True)
    try:
        yield
    finally:
        _READING.reset(token)


# Each of the people a line's group is made of, as the subject of a part: "runs a tontine of 12
# women at Adjamé market; each one gets the pot once" (round 42). Read alone, the part is about
# each member of the group the line names.
_EACH_OF_THEM = re.compile(
    r"^(?:and\s+)?(?:each|every)(?:\s+one)?(?:\s+of\s+(?:them|us|the\s+\w+)|\s+(?:woman|man|trader|"
    r"participant|household|family|mother|colleague))?\b(?!\s+(?:member|saver|contributor)\b)",
    _I,
)


def _clean(text: str, line: str) -> bool:
    """Nothing any summary rule refuses in ``text``, read alone."""
    if _GROUP.search(line):
        text = _EACH_OF_THEM.sub("each member", text.strip())
    with reading_a_part():
        return passes_rules(without_group_size(text, line) + ".")


def _item_passes(item: str, line: str) -> bool:
    """One item read alone: a habit of paying, a term, a fixed rule, or nothing refused."""
    # An item that starts at a verb of paying says when one payment came unless it reads as a
    # habit ("…, collected by Bisi on Monday"; "…, paid by the 5th").
    if _BARE_PAID.match(item):
        return paid_habit(item, bare=True)
    return terms_item(item, line) or fixed_rule(item) or _clean(item, line)


def _segment_passes(segment: str, line: str) -> bool:
    """A segment passes whole, or item by item."""
    if paid_habit(segment) or terms_item(segment) or fixed_rule(segment) or _clean(segment, line):
        return True
    items = _items(segment)
    return len(items) > 1 and all(_item_passes(item, line) for item in items)


# A trailing item that says how a payment goes or what each pays: ", with fees paid termly",
# ", each contributing …", ", payable by the 5th", ", are paid twice a year".
_TAIL = re.compile(r"^(?:with|each|(?:is|are)\s+paid|paid|collected|payable|deducted)\b", _I)
_TERSE_START = re.compile(r"^\s*(?:user\b|user['’]s\b)", _I)


def fragment_frame(sentence: str) -> bool:
    """A terse line of parts, each passing on its own, nothing live anywhere in it (see above);
    a whole sentence that is a habit of paying in the passive."""
    if LIVE_WORDS.search(sentence):
        late = _FINE.search(_COLON.sub(" ", sentence))
        return (
            late is not None
            and late.group("who") is not None
            and fixed_rule(_COLON.sub(" ", sentence))
        )
    if paid_habit(sentence) or fixed_rule(sentence):
        return True
    if reading():
        return False
    terse = _CUT.search(sentence) is not None
    if not terse and not (
        _TERSE_START.match(sentence)
        or _VERB_FIRST.match(sentence.strip())
        or any(_TAIL.match(item) for item in _items(sentence.strip().rstrip(".!"))[1:])
    ):
        return False
    segments = _segments(sentence)
    if not terse and len(_items(segments[0])) < 2:
        return False
    return all(_segment_passes(segment, sentence) for segment in segments)
