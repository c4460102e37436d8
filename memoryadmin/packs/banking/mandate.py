"""An account's mandate and use, a group's property and rules, and words that are names (summary
frames, read after blind rounds 31 and 32).

What this module reads, each a whole sentence (``mandate_frame``, hooked in ``framing.framed``):

- an account's mandate: "Two signatures are required on the user's business account: hers and
  her partner's" (how many sign, by design, then only who); a role said after "As treasurer of
  the group," is read without that head, "its" as the group's and "co-signatories" as
  signatories (``framing.lasting_frame``, ``roles.role_frame``);
- where money goes as a habit, in the present simple: "Salary comes into the GTBank account,
  while day-to-day spending goes through Kuda" (a payment's name, one verb of flowing, a means);
  "A standing order of ₦45,000 goes to her mother in Enugu on the 1st of each month" (the order's
  amount only after "of", and how often it recurs);
- two clauses of one subject joined by "and", each framed or clean on its own ("runs a pharmacy
  in Kano and keeps the Moniepoint account for business receipts only");
- a group's property and fixed rules: "…, held in the group's name" after a plot it owns; "the
  cash box has three keys, held by the chair, the treasurer and the secretary" (keys and who
  holds them by office); "Loans from the kikundi are capped at three times savings and must be
  repaid within three months at 10% a month" (loans in general, their cap, their term, their
  rate); "belongs to a chama of twelve women, each contributing KSh 2,000 every Sunday" (a
  group's size as its description, with what each pays and how often); "has 20 members on a
  20-month cycle, and the user receives in month 7" (a slot fixed by the cycle's months);
- a terse dated act with its year set off by commas ("Took a loan, 2019, for …", "Opened a fixed
  deposit …, Jan 2024, 1-year tenor"), read as "in 2019" (``dated.dated_frame``);
- a subject-less question: "Asked how the e-levy is calculated" (``frames.asked_frame``).

After blind rounds 33 and 34: a role and what the user does in it joined by "and" ("is a
deaconess … and handles …"; "sells airtime and is a registered … agent"), or a second clause
with its own subject after ", and" (each clause framed or clean, else the sentence is read whole
by the shapes above); a payment's route with the route it does not take, by name ("…, not
directly from COCOBOD"); what any member must save before borrowing ("requires at least KSh
1,000 in monthly savings before a member can borrow"); the benefit a group the user belongs to
pays on a member's loss ("…, which pays ₦100,000 to a bereaved member's family"). The user's own
step ("before he can borrow"), "not yet", a past flow and any state word stay refused.

``without_name_words(text)`` (hooked in ``framing.blank_framed``) blanks words that are a name or
a noun's modifier, not a state: a capitalised name in brackets ("gym (Virgin Active)"), a verb
before "machine"/"plant"/"unit"/"mill" ("garri processing machine"), a condition of a person
("a disabled son"), the "due" of a recurring thing's due date ("the ajo due date (Friday)"),
and goods kept cold before what they are ("sells frozen fish in Dugbe", round 44; "her account is
frozen" is read as before).

What stays refused: any word of how things stand in the sentence (``fragments.LIVE_WORDS``: still,
now, currently, yet, this week, next, left, balance, owes, pending, ...), the past tense of a
flow ("salary came in"), an amount anywhere but where the shape names it, a loan of the user's
("her loan must be repaid within three months" is a step still to take), a slot said of this
cycle, and any shape not read to its end.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memoryadmin.packs.banking.dated import dated_frame
from memoryadmin.packs.banking.fragments import HOW_OFTEN, LIVE_WORDS, passes_rules
from memoryadmin.packs.banking.group_names import ANY_GROUP
from memoryadmin.packs.banking.money import amount_spans
from memoryadmin.packs.banking.roles import LATE_KIN, NAME, OWNER

_I = re.IGNORECASE
_END = r"\s*[.!]?\s*$"
_GROUP = ANY_GROUP
_NUMBER = (
    r"(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
    r"thirty)"
)
_OFFICE = (
    r"(?:chair(?:man|woman|person)?|treasurer|secretary|president|patron|auditor|organi[sz]er)"
)
# Words that never stand in these shapes: a state, a step, a second clause.
_STATE = re.compile(
    r"\b(?:is|are|was|were|has|have|had|been|being|but|which|who|because|although|though|"
    r"pending|frozen|blocked|dormant|closed|locked|overdrawn|expired|suspended|lost|missing|"
    r"late|behind|owes?|owed|due|unpaid|outstanding|left|remaining|balance|currently|still|now|"
    r"yet|this|next|last|so\s+far)\b|n['’]t\b",
    _I,
)


def _plain(words: str) -> bool:
    return _STATE.search(words) is None and not amount_spans(words)


# "Two signatures are required on the user's business account: the user's and a partner's."
_SIGNATURES = re.compile(
    rf"^\s*(?:{_NUMBER})\s+(?:signatures|signatories)\s+are\s+(?:required|needed)\s+(?:on|for|to\s+"
    rf"operate)\s+(?:the\s+|{OWNER}\s+)(?:[\w'’-]+\s+){{0,3}}?(?:account|accounts|wallet)"
    r"(?P<who>\s*[:,]\s*[^.;!?]+?)?" + _END,
    _I,
)
# "As treasurer of the Umoja Sacco group, …": a role set at the head.
_AS_ROLE = re.compile(
    rf"^\s*as\s+(?:the\s+|its\s+)?{_OFFICE}\s+of\s+(?:the\s+|{OWNER}\s+)(?:[\w'’-]+\s+){{0,4}}?"
    rf"{_GROUP}\s*,\s*",
    _I,
)
# "In the user's stokvel, …": the group set at the head; what follows is read alone and must be
# framed on its own (round 36: "…, a member who misses two meetings pays a R200 fine").
_IN_GROUP = re.compile(
    rf"^\s*(?:in|within)\s+(?:the\s+|{OWNER}\s+)(?:[\w'’-]+\s+){{0,3}}?{_GROUP}(?:\s+in\s+{NAME})?"
    r"\s*,\s*",
    _I,
)
_PAY = (
    r"(?:salary|salaries|wages?|pension|income|allowance|grant|rent|spending|expenses|bills|"
    r"savings|remittances?|receipts|payments|sales|takings|business\s+income|school\s+fees)"
)
# "Salary comes into the GTBank account", "day-to-day spending goes through Kuda".
_FLOW = (
    rf"(?:(?:the\s+user['’]s|his|her|their|the)\s+)?(?:[\w'’-]+\s+){{0,2}}?{_PAY}\s+"
    r"(?:(?:usually|always|normally|all)\s+)?(?:comes?|goes|go|flows?|lands?|arrives?|runs?|"
    # ... or reach the user by a route: "cocoa payments reach the user through …" (round 33).
    r"reach(?:es)?\s+(?:the\s+user|him|her|them)|"
    r"(?:is|are)\s+(?:paid|sent|received))\s+(?:in\s+)?(?:into|to|through|via|from|on)\s+"
    rf"(?:the\s+|{OWNER}\s+)?(?:[\w'’&-]+\s+){{0,4}}?[\w'’&-]+"
)
_ASIDE = re.compile(
    r"^(?P<main>[^()]{10,}?)\s*\((?P<aside>[^()]*?\b(?:19|20)\d\d\b[^()]*)\)\s*[.!]?\s*$"
)
# ... and the route it does not take, by name: ", not directly from COCOBOD" (round 33).
_NOT_ROUTE = re.compile(
    rf"\s*,\s*(?:and\s+)?not\s+(?:directly\s+)?(?:from|through|via|into)\s+(?:the\s+)?{NAME}{_END}"
)
_FLOWS = re.compile(
    rf"^\s*{_FLOW}(?:\s*(?:,\s*(?:while|and|whereas)|;|\s+(?:while|and))\s+{_FLOW})?{_END}", _I
)
# "A standing order of ₦45,000 goes to the user's mother in Enugu on the 1st of each month."
_ORDER = re.compile(
    r"^\s*(?:a|an|the\s+user['’]s|his|her|their)\s+(?:monthly\s+|weekly\s+)?(?:standing|debit|stop)"
    r"\s+order\s+(?:of\s+(?P<amt>[^.;!?]+?)\s+)?(?:goes|is\s+paid|is\s+sent|runs)\s+to\s+"
    r"(?P<to>[^.;!?]+?)" + _END,
    _I,
)
# Two clauses of one subject: "runs a pharmacy in Kano and keeps the … account for …".
# ... a role and what the user does in it: "is a deaconess in Benin City and handles her church
# welfare committee's account", "sells airtime and is a registered M-Pesa agent" (round 33-34).
# ... or what the user does and an act of theirs that is over (round 53): "runs a warung in
# Yogyakarta and opened his BRI account in 2019" (the act read alone, as ``dated`` reads it).
_AND_VERB = re.compile(
    r"\s*,?\s+and\s+(?=(?:keeps|uses|reserves|banks|saves|sends|receives|holds|handles|manages|"
    r"runs|operates|oversees|chairs|leads|is\s+(?:a|an|the)|sells|serves|works|"
    r"opened|closed|joined|started|founded|registered|switched|moved)\s)",
    _I,
)
# ... or a second clause with its own subject, the same person's or a thing of theirs: "is a
# pastor, and his church's offerings go into a separate account", "salary goes to UBA, and she
# keeps her savings with Kuda".
_AND_SUBJECT = re.compile(
    r"\s*,\s*and\s+(?=(?:she|he|they|(?:his|her|their|the\s+user['’]s)\s+[\w'’-]+)\s)"
    # ... or a pronoun after "and", no comma, each clause a frame: "…is Wazalendo SACCO and she
    # sits on its loans committee" (round 36).
    r"|\s+and\s+(?=(?:she|he|they)\s)",
    _I,
)
_SUBJECT = re.compile(
    r"^\s*(?:the\s+user|he|she|they|(?!(?:the|his|her|their|its|this|that|my|our|a|an)\b)"
    r"(?-i:[A-Z])[a-z]+)\s+(?!(?:is|was)\s+(?:not|still|now)\b)",
    _I,
)
# ", held in the group's name" after what a group owns.
_IN_NAME = re.compile(
    rf"\s*,\s*(?:held|registered|titled|kept)\s+in\s+(?:the\s+)?(?:{_GROUP}['’]s|its)\s+name{_END}",
    _I,
)
_OWNS = re.compile(r"\b(?:owns|bought|acquired|holds\s+title\s+to)\s+(?:a|an|the|two|three)\b", _I)
# "The group's cash box has three keys, held by the chair, the treasurer and the secretary."
_KEYS = re.compile(
    rf"^\s*(?:the\s+|{OWNER}\s+)(?:[\w'’-]+\s+){{0,2}}?(?:cash\s+box|box|safe|strongbox|kitty)\s+"
    rf"has\s+{_NUMBER}\s+(?:keys|locks|padlocks)\s*,?\s+(?:held|kept)\s+by\s+(?:the\s+)?{_OFFICE}"
    rf"(?:\s*,\s*(?:the\s+)?{_OFFICE})*(?:\s*,?\s+and\s+(?:the\s+)?{_OFFICE})?{_END}",
    _I,
)
# Loans in general and their terms: "Loans from the user's kikundi are capped at three times
# savings and must be repaid within three months at 10% a month".
_TERM = (
    r"(?:are\s+(?:capped|limited)\s+(?:at|to)\s+(?:[\w%.'’-]+\s+){0,3}?(?:savings|shares|"
    r"contributions|deposits)|must\s+be\s+(?:repaid|paid\s+back|cleared)\s+within\s+(?:\w+\s+)?"
    r"(?:weeks|months|days|years)|(?:at|carry|attract)\s+(?:interest\s+of\s+)?\d+(?:\.\d+)?\s?%"
    r"\s+(?:a|per)\s+(?:month|year|annum))"
)
# ... and what a member must save before borrowing (round 34): "His sacco in Nyeri requires at
# least KSh 1,000 in monthly savings before a member can borrow" (any member, the group's rule).
_BORROW_AFTER = re.compile(
    rf"^\s*(?:the\s+|{OWNER}\s+)(?:[\w'’-]+\s+){{0,3}}?{_GROUP}(?:\s+in\s+{NAME})?\s+requires\s+"
    r"(?:at\s+least\s+|a\s+minimum\s+of\s+)?(?P<amt>[^.;!?]+?)\s+(?:in|of)\s+(?:monthly\s+|weekly\s+)?"
    r"(?:savings|deposits|contributions|shares)\s+before\s+(?:a|any)\s+member\s+(?:can|may)\s+"
    r"(?:borrow|take\s+a\s+loan|apply\s+for\s+a\s+loan)" + _END,
    _I,
)
_LOAN_RULES = re.compile(
    rf"^\s*loans\s+(?:from|in|by|of)\s+(?:the\s+|{OWNER}\s+)(?:[\w'’-]+\s+){{0,3}}?{_GROUP}\s+"
    rf"{_TERM}(?:(?:\s*,\s*|\s*,?\s+and\s+|\s+){_TERM}){{0,3}}{_END}",
    _I,
)
# "belongs to a chama of twelve women in Nakuru, each contributing KSh 2,000 every Sunday".
_GROUP_OF = re.compile(
    rf"^\s*(?:the\s+user|he|she|they)\s+(?:belongs\s+to|is\s+(?:a\s+)?member\s+of|is\s+in)\s+"
    rf"(?:a|an)\s+(?:[\w'’-]+\s+)?{_GROUP}\s+of\s+{_NUMBER}\s+(?:women|men|members|traders|"
    rf"friends|neighbours|colleagues|farmers)(?:\s+in\s+{NAME})?\s*,\s*each\s+(?:contributing|"
    r"paying|saving|putting\s+in)\s+(?P<amt>[^.;!?]+?)\s+(?P<often>(?:every|each)\s+\w+|"
    r"weekly|monthly|daily|a\s+(?:week|month))" + _END,
    _I,
)
# A group the user belongs to, with the benefit it pays on a member's loss (round 34): "belongs to
# the … burial fund in Port Harcourt, which pays ₦100,000 to a bereaved member's family".
_BENEFIT = re.compile(
    rf"^\s*(?:the\s+user|he|she|they)\s+(?:belongs\s+to|is\s+(?:a\s+)?member\s+of)\s+(?:the|a|an)\s+"
    rf"(?:[\w'’-]+\s+){{0,5}}?(?:{_GROUP}|fund)(?:\s+in\s+{NAME})?\s*,\s*which\s+(?:pays|gives|"
    r"provides)\s+(?:out\s+)?(?:up\s+to\s+)?(?P<amt>[^.;!?]+?)\s+(?:to|towards)\s+(?:a|the|each|any)\s+"
    r"(?:bereaved|deceased)\s+member['’]s\s+(?:family|funeral|burial|relatives)" + _END,
    _I,
)
# "… has 20 members on a 20-month cycle, and the user receives in month 7".
_CYCLE_SLOT = re.compile(
    rf"^(?P<head>.+?\bhas\s+{_NUMBER}\s+members\s+on\s+an?\s+(?P<n>\d+)-month\s+cycle)\s*,?\s+and\s+"
    r"(?:the\s+user|he|she|they)\s+(?:receives|collects|is\s+paid|gets\s+the\s+pot)\s+in\s+month\s+"
    r"(?P<m>\d+)" + _END,
    _I,
)
# A terse dated act: "Took a … loan, 2019, for …", "Opened a … deposit …, Jan 2024, 1-year tenor".
_TERSE_DATE = re.compile(
    r"^\s*(?P<act>(?:took|opened|closed|bought|sold|repaid|settled)\s+[^,;]+?)\s*,\s*"
    r"(?P<date>(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d\d)"
    r"\s*,\s*(?P<rest>[^,;]+?)" + _END,
    _I,
)
# A debit order by its payee and amount, and the user's word that it is theirs: "Debit order for
# gym (Virgin Active) R695 — user confirmed it's legit" (the name in brackets is blanked first).
_NAMED_ORDER = re.compile(
    r"^\s*(?:(?:a|the\s+user['’]s|his|her|their)\s+)?(?:monthly\s+)?(?:debit|stop|standing)\s+order"
    r"\s+(?:for|to)\s+(?P<payee>(?:[\w'’&-]+\s+){0,3}?[\w'’&-]+)\s+(?:of\s+)?(?:R|KSh|₦|GH₵|\$|£|€)"
    r"\s?\d[\d,.]*k?(?:\s*(?:/\s*month|a\s+month|monthly|pm|p\.m\.))?"
    r"(?:\s*[—–,;-]\s*(?:the\s+)?user\s+(?:confirmed|confirms|says|said|verified|recognised|"
    r"recognises|recognized|recognizes)\s+(?:that\s+)?(?:it['’]s|it\s+is)\s+(?:legit|legitimate|"
    r"genuine|authori[sz]ed|valid|hers|his|theirs))?" + _END,
    _I,
)
_TENOR = re.compile(r"^\s*(?:\d+|one|two|three|six)[\s-](?:year|month)s?\s+(?:tenor|term)\s*$", _I)
_ASKED_BARE = re.compile(r"^\s*(?:asked|enquired|inquired|wanted\s+to\s+know)\b", _I)


def mandate_frame(sentence: str, framed: Callable[[str], bool]) -> bool:
    """One of the shapes above, the whole sentence; ``framed`` reads a part (``framing``)."""
    sentence = without_name_words(sentence)
    # "She's the organiser and keeps …" is read as "She is …" (round 33).
    sentence = re.sub(r"^(\s*(?:she|he))['’]s\b", r"\1 is", sentence, flags=_I)
    # "Late" before a relative is who they were ("her late husband's account"), not a state.
    sentence = LATE_KIN.sub("", sentence)
    # A description with a dated aside in brackets, each read alone (round 33): "The user is a
    # widow with three children (her husband's account was closed in 2020)".
    aside = _ASIDE.search(sentence)
    if aside is not None:
        inner = aside.group("aside").strip()
        return _clean(aside.group("main").strip() + ".", framed) and _clean(
            inner[:1].upper() + inner[1:] + ".", framed
        )
    route = _NOT_ROUTE.search(sentence)
    if route is not None:
        flow = sentence[: route.start()] + "."
        return _FLOWS.search(flow) is not None and not LIVE_WORDS.search(flow) and _plain(flow)
    if LIVE_WORDS.search(sentence) or re.search(r"\b(?:still|now|currently|yet)\b", sentence, _I):
        return False
    if _ASKED_BARE.match(sentence):
        text = sentence.strip()
        return framed("The user " + text[:1].lower() + text[1:])
    in_group = _IN_GROUP.match(sentence)
    if in_group is not None:
        rest = sentence[in_group.end() :]
        return framed(rest[:1].upper() + rest[1:])
    head = _AS_ROLE.match(sentence)
    if head is not None:
        rest = sentence[head.end() :]
        rest = re.sub(r"\bits\b", "the group's", rest, flags=_I)
        rest = re.sub(r"\bco-?(signator)", r"\1", rest, flags=_I)
        return framed(rest[:1].upper() + rest[1:])
    m = _SIGNATURES.search(sentence)
    if m is not None:
        who = m.group("who") or ""
        return _plain(re.sub(r"\bthat\s+of\b", " ", who, flags=_I))
    if _FLOWS.search(sentence):
        return _plain(sentence)
    order = _ORDER.search(sentence)
    if order is not None:
        to = order.group("to")
        return (
            HOW_OFTEN.search(to) is not None
            and _plain(HOW_OFTEN.sub(" ", to))
            and len(amount_spans(order.group("amt") or "")) <= 1
        )
    both = _AND_VERB.search(sentence)
    subject = _SUBJECT.match(sentence)
    if both is not None and subject is not None and "," not in sentence[: both.start()]:
        first = sentence[: both.start()].strip() + "."
        second = subject.group(0) + sentence[both.end() :]
        return _clean(first, framed) and _clean(second, framed)
    other = _AND_SUBJECT.search(sentence)
    comma = other is not None and "," in other.group(0)
    if other is not None and sentence.count(",") == int(comma):
        first = sentence[: other.start()].strip() + "."
        second = sentence[other.end() :]
        second = second[:1].upper() + second[1:]
        # ... or else read whole by the shapes below ("…, and she collects in month 7"). With no
        # comma, each clause must be a frame ("…and she receives weekly payouts" passes the rules
        # alone, but not as what a group does).
        read = _clean if comma else lambda clause, frame: frame(clause)
        if read(first, framed) and read(second, framed):
            return True
    owned = _IN_NAME.search(sentence)
    if owned is not None and _OWNS.search(sentence):
        return framed(sentence[: owned.start()] + ".")
    if _KEYS.search(sentence) or _LOAN_RULES.search(sentence):
        return True
    after = _BORROW_AFTER.search(sentence)
    if after is not None:
        return len(amount_spans(sentence)) == 1 and len(amount_spans(after.group("amt"))) == 1
    benefit = _BENEFIT.search(sentence)
    if benefit is not None:
        return len(amount_spans(sentence)) == 1 and len(amount_spans(benefit.group("amt"))) == 1
    group = _GROUP_OF.search(sentence)
    if group is not None:
        # ... one amount, where each pays (the shape's words hold no state; ``LIVE_WORDS`` is read).
        return len(amount_spans(group.group("amt"))) == 1 and not amount_spans(
            sentence[: group.start("amt")]
        )
    slot = _CYCLE_SLOT.search(sentence)
    if slot is not None:
        return int(slot.group("m")) <= int(slot.group("n")) and _plain(
            re.sub(rf"\bhas\s+{_NUMBER}\s+members\b", " ", slot.group("head"), flags=_I)
        )
    named = _NAMED_ORDER.search(sentence)
    if named is not None:
        return len(amount_spans(sentence)) == 1 and _plain(named.group("payee"))
    return _terse_dated(sentence)


def _terse_dated(sentence: str) -> bool:
    m = _TERSE_DATE.search(sentence)
    if m is None:
        return False
    rest = without_name_words(m.group("rest"))
    date = "in " + m.group("date")
    act = "The user " + m.group("act")[:1].lower() + m.group("act")[1:]
    if _TENOR.match(rest):
        return dated_frame(f"{act} {date}.")
    return dated_frame(f"{act} {date} {rest}.")


def _clean(clause: str, framed: Callable[[str], bool]) -> bool:
    """Framed, or nothing any summary rule refuses in it."""
    return framed(clause) or passes_rules(clause)


# Words that are a name or a modifier, not a state (see above); the group ``w`` is blanked.
_NAME_WORDS = re.compile(
    # A capitalised name in brackets after a noun: "gym (Virgin Active)".
    # ... never a state in capitals: "card (Blocked)", "transfer (Pending)".
    r"[a-z]\s(?P<w>\((?!(?:active|inactive|blocked|frozen|pending|dormant|closed|failed|reversed|"
    r"declined|successful|completed|paid|unpaid|overdue|expired|suspended|locked|restricted|"
    r"processing|on\s+hold|in\s+progress|due|late|new|open|empty|low|negative)\b)(?-i:[A-Z])[\w'’&-]*(?:\s+(?-i:[A-Z])[\w'’&-]*){0,3}\))"
    # A verb before the machine it names: "garri processing machine".
    r"|\b(?P<v>processing|grinding|milling|cooling|freezing|drying|packaging|sewing|washing)"
    r"(?=\s+(?:machine|machines|plant|unit|mill|equipment|line)\b)"
    # A condition of a person: "a disabled son".
    r"|\ba\s(?P<c>disabled)(?=\s+(?:son|daughter|child|brother|sister|husband|wife|mother|"
    r"father|parent)\b)"
    # The due date of a recurring thing: "before the ajo due date".
    rf"|\b{_GROUP}\s(?P<d>due)(?=\s+date\b)"
    # What a trader sells, kept cold: "sells frozen fish in Dugbe" (round 44).
    r"|\b(?P<f>frozen|chilled)(?=\s+(?:fish|chicken|turkey|meat|beef|pork|goat\s+meat|foods?|goods|"
    r"products|vegetables|yoghurt|drinks|seafood|prawns|shrimps?|snails|foodstuffs?|items)\b)"
    # A trader's stand, a noun after its article and what it is: "runs a Moniepoint POS stand at
    # Effurun" (round 68; "her savings stand at ₦50k" has no article, a verb read as before).
    r"|\b(?:a|an)\s+(?!(?:few|couple|lot|number|total|handful)\b)(?:[\w'’-]+\s+){0,3}?"
    r"(?P<s>stand)(?=\s+(?:at|in|on|near|by|beside|outside|opposite)\b)",
    _I,
)


def without_name_words(text: str) -> str:
    """``text`` with the name and modifier words above blanked, offsets kept."""
    if re.search(r"\b(?:still|now|currently|yet|this|next|today|tomorrow)\b", text, _I):
        return text
    out = text
    for m in _NAME_WORDS.finditer(text):
        for part in ("w", "v", "c", "d", "f", "s"):
            if m.group(part) is not None:
                a, b = m.span(part)
                out = out[:a] + " " * (b - a) + out[b:]
    return out
