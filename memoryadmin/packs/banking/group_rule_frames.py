"""A group's rule said as its rule, and who collects its contributions on what terms (frames).

Moved from ``group_rules`` as written (it had reached the layout's 600 lines): ``rule_frame``
(a rule introduced as the group's and said of anyone in it) and ``collector_frame`` (a susu
collector's terms, who collects the contributions, a collector's fee). ``framing`` reads both.
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.fragments import passes_rules
from memoryadmin.packs.banking.group_names import CARDINAL
from memoryadmin.packs.banking.group_rules import _GROUP_WORD, _I, _NOW
from memoryadmin.packs.banking.money import MONEY

# After blind rounds 37 and 38: a rule introduced as the group's rule, then said of anyone in it
# ("The user's adashe group rule is that a member who misses two weeks loses their turn until the
# next cycle", "the rule in her equb is that whoever has already collected keeps paying until the
# last round"): the whole sentence, the rule's subject anyone in the group (a member who,
# whoever, members who), no name, no person of the user's, nothing of this round or how it
# stands ("has paid 3 of 5", "is yet to", "still", "owes"). "Until the next cycle" is the
# rule's, of every cycle.
_OWNER = r"(?:the\s+user['’]s|his|her|their|the|(?-i:[A-Z])[\w'’-]*['’]s)"
_SAID_AFTER = r"\s*(?::|[—–]|\s-)\s*"
_RULE_IS = re.compile(
    rf"^\s*{_OWNER}\s+(?:[\w'’-]+\s+){{0,3}}?{_GROUP_WORD}(?:['’]s)?\s+(?:(?:main|first|only|"
    # ... or its committee's or its constitution's: "the burial society's committee rule" (r47).
    r"standing|strictest|key)\s+)?(?:(?:committee|constitution|claims?)\s+)?rule"
    # ... or said after a colon or a dash, as a heading says it (round 84): "User's esusu group
    # rule: a member who has collected must keep paying until the cycle ends".
    rf"(?:\s+is\s+that\s+|s?{_SAID_AFTER})"
    rf"|^\s*(?:one\s+|a\s+)?(?:the\s+)?(?:standing\s+)?rule\s+(?:in|of)\s+{_OWNER}\s+(?:[\w'’-]+\s+)"
    rf"{{0,3}}?{_GROUP_WORD}(?:\s+is\s+that\s+|{_SAID_AFTER})"
    # ... or the group said to have it: "the user's thrift group has a rule that…" (round 44).
    rf"|^\s*{_OWNER}\s+(?:[\w'’-]+\s+){{0,3}}?{_GROUP_WORD}\s+has\s+(?:a|one|the|an)\s+(?:(?:standing|"
    r"strict|firm|simple|old|long-standing)\s+)?rule\s+that\s+"
    # ... or the group set at the head, the rule said of anyone after it (round 52): "In
    # Mukamana's ikimina, a member who misses a contribution pays double the next week".
    rf"|^\s*in\s+{_OWNER}\s+(?:[\w'’-]+\s+){{0,3}}?{_GROUP_WORD}\s*,\s*(?=(?-i:[a-z]))"
    # ... or the rule the group agreed, over, in force (round 56): "the user's altın günü has agreed
    # that a member moving away must finish the round before leaving".
    rf"|^\s*{_OWNER}\s+(?:[\w'’-]+\s+){{0,3}}?{_GROUP_WORD}\s+(?:has\s+|have\s+)?(?:agreed|decided|"
    r"resolved|ruled)\s+that\s+",
    _I,
)
_ANYONE = re.compile(
    r"(?:(?:a|any|each|every|no)\s+member|members|anyone|any\s+one|a\s+person|someone)\s+who\b"
    # ... or a member described by what she does (round 56): "a member moving away".
    r"|(?:a|any|each|every|no)\s+member\s+(?-i:[a-z]+ing)\b"
    r"|whoever\b|(?:all|each|every|no)\s+members?\b|the\s+(?:host|treasurer|collector|"
    r"(?:first|last)\s+(?:member|person)\s+to)\b"
    # ... or what anyone brings to the group, in the plural: "claims must be lodged…" (r47).
    r"|(?:all\s+)?(?:claims|loan\s+applications|applications|withdrawals|requests)\s+"
    r"(?=(?:must|have\s+to|should|are\s+to|need\s+to)\b)",
    _I,
)
_RULE_NOT_GENERAL = re.compile(
    r"\b(?:now|currently|still|yet|so\s+far|for\s+now|anymore|today|tonight|tomorrow|yesterday|"
    r"ago|this|current|coming|upcoming|owes?|owed|owing|outstanding|overdue|arrears|behind|"
    r"pending|balance|left|remaining|the\s+user|she|he|her|him|his|i|we|our|you|but|though|"
    # ("the next week" after a member who misses is the rule's own, of every week: round 52.)
    r"although|except)\b|(?<!\bthe\s)\bnext\s+(?:week|month|meeting|time|\w+day)\b|"
    # Whose turn comes next, a place in the turns as they stand (found after round 83): "the
    # treasurer is next to collect the pot", "the host is next in line".
    r"\b(?:is|are|s)\s+next\b|\bnext\s+(?:in\s+line|up|to\s+(?:collect|receive|get|take|be))\b|"
    r"\d+\s+(?:of|out\s+of)\s+"
    # A capital opens a name ("… Kemi pays"), not a currency's code by its figure (round 76).
    rf"\d+|n['’]t\b|[;:()]|(?<=\s)(?<!\d\s)(?!{MONEY.pattern})(?-i:[A-Z])",
    _I,
)


# The group itself as the subject of its rule (round 84): "The user's Ajo group contributes a
# fixed ₦20,000 every month", "User's cooperative requires a guarantor before any member can borrow
# from the pool". What the group does in the habitual present, said of every period or of anyone
# in it, is its terms, as "each member contributes ₦20,000 every month" is; the same reading as a
# rule introduced as one (no name, no person of the user's, nothing of this round or how it
# stands), and besides: a verb of doing, not of having or being ("has", "holds", "is", "owes",
# "keeps"), nothing past or dated ("was", "last month", "ago"), no count of people ("its 12
# members"), and a mark that it holds for every period or anyone ("every month", "weekly", "any
# member", "whoever").
# (The group is the subject, not a thing of it: "the debt of her chama rises every month".)
_ITSELF = re.compile(
    rf"^\s*{_OWNER}\s+(?:(?!(?:of|in|for|from|with|at)\b)[\w'’-]+\s+){{0,3}}?{_GROUP_WORD}\s+"
    # ... where it is, by a place's name (round 86): "User's farmers' cooperative in Plateau
    # gives…" (a place, not a person: "in" or "at" before it).
    r"(?:(?:in|at)\s+(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*)?\s+)?"
    r"(?=(?:also\s+|always\s+|usually\s+|"
    r"normally\s+|only\s+)?(?!(?:has|is|was|does|holds|owes|keeps|stands|remains|stays|lacks|"
    r"contains|totals|amounts|sits|shows|needs|gets|receives|goes|comes|becomes|seems|looks)\b)"
    r"(?-i:[a-z]){2,}(?<!s)s\b)",
    _I,
)
_EVERY = re.compile(
    r"\b(?:every|each|any|all)\s+(?:[\w'’-]+\s+)?(?:members?|contributors?|participants?|borrowers?|"
    r"savers?|loans?|withdrawals?|payouts?|month|week|day|year|fortnight|meeting|cycle|round|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|\b(?:monthly|weekly|daily|yearly|annually|"
    r"fortnightly)\b|\bwhoever\b|\b(?:anyone|members|a\s+member)\s+who\b"
    # ... or a season of every year, what the group does before each one (round 86): "gives input
    # loans to members before planting season" ("this planting season", "last" are read as live).
    r"|\b(?:before|after|during|at|ahead\s+of)\s+(?:the\s+|each\s+|every\s+)?(?:planting|"
    r"harvest|farming|rainy|dry|lean|festive|school)\s+seasons?\b",
    _I,
)
_NOT_ITS_TERMS = re.compile(
    rf"\b(?:was|were|had|did|been|ago|last|since)\b|\b(?:{CARDINAL}|\d+)\s+(?:[\w'’-]+\s+)?"
    r"(?:members?|people|persons|contributors?|participants?|savers?)\b"
    # A clause beside the terms, with a subject of its own: "…, and the pot holds ₦240,000",
    # "…, which holds ₦240,000".
    r"|\band\s+(?:the|its|it|their|there)\b|,\s*(?:which|where|so|and|while)\b"
    # ... or a second verb of the group's that says how it stands: "… and is short by ₦40,000".
    r"|\b(?:is|are|holds|owes|lacks|remains|stands|sits|totals|contains)\b"
    r"|(?<!\bwho\s)\b(?:has|have)\b(?!\s+to\b)",
    _I,
)


# The group itself may be a union or a guild of one trade, run as a savings group (round 85): "The
# user's keke riders' union runs a weekly contribution" (not a credit union, a bank of its own).
_ITS_WORD = rf"(?:{_GROUP_WORD}|(?<!credit\s)union|guild)"
_ITSELF_UNION = re.compile(_ITSELF.pattern.replace(_GROUP_WORD, _ITS_WORD, 1), _I)

# Where its money is collected, a place by its name and its kind (round 85): "collected at Ojoo
# park on Mondays", "at Oja Oba market". The name is no person; read in lower case, so a name
# with no place's kind after it ("collected by Kemi", "at Kemi's") is still a name.
_PLACE = re.compile(
    r"\b(?:at|in|from|near)\s+(?:the\s+)?(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,2}\s+"
    r"(?:motor\s+)?(?:park|market|garage|junction|station|terminal|motor\s+park|bus\s+stop|"
    r"hall|church|mosque|plaza|square|roundabout)\b",
    _I,
)

_WEEKDAY = re.compile(
    r"\b(?:(?:every|each)\s+(?-i:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)|on\s+"
    r"(?-i:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days))\b",
    _I,
)
_BESIDE = re.compile(r"\s*,?\s+(?:and|while|whereas|so)\s+(?=(?:the|its|it|their|there)\b)", _I)


def _group_itself(sentence: str) -> bool:
    """The group itself as the subject of its rule (see above)."""
    m = _ITSELF_UNION.search(sentence)
    if m is None:
        return False
    # A weekday it recurs on is no name: "every Friday", "on Fridays"; nor a place it is
    # collected at: "at Ojoo park".
    rule = _WEEKDAY.sub(lambda day: day.group(0).lower(), sentence[m.end() :])
    rule = _PLACE.sub(lambda place: place.group(0).lower(), rule)
    return (
        _EVERY.search(rule) is not None
        and _NOT_ITS_TERMS.search(rule) is None
        and _RULE_NOT_GENERAL.search(rule) is None
        and len(rule.split()) <= 25
    )


# The group's members said of generically, the group between them and who they are (round 85):
# "Members of the user's thrift group who pay late are fined ₦500 per week", "any member of her
# chama who misses a meeting pays KSh 200". The rule is "members who pay late are fined ₦500 per
# week" with the group set aside, read as a rule after "is that" is; besides, nothing past: a
# member who paid late, who "have been fined", "were fined" is what happened, not the terms
# ("are fined" is the rule's passive present).
_MEMBERS_OF = re.compile(
    r"^\s*(?P<who>(?:a|any|each|every|no)\s+member|members|all\s+members|anyone)\s+of\s+"
    rf"{_OWNER}\s+(?:[\w'’-]+\s+){{0,3}}?{_ITS_WORD}\s+(?=who\b)",
    _I,
)
_DONE = re.compile(
    r"\b(?:was|were|had|did|been|has|have|used\s+to)\b|\bwho\s+(?:\w+\s+)?(?:\w{2,}(?<!e)ed|"
    r"paid|got|took|left|made|sent|came|went|broke|forgot|lost|owed|missed)\b",
    _I,
)


def _members_of(sentence: str) -> bool:
    """The group's members said of generically, the group between them and who (see above)."""
    m = _MEMBERS_OF.search(sentence)
    if m is None:
        return False
    rule = m.group("who") + " " + sentence[m.end() :]
    return (
        _DONE.search(rule) is None
        and _BESIDE.search(rule) is None
        and _ANYONE.match(rule) is not None
        and _RULE_NOT_GENERAL.search(rule) is None
        and len(rule.split()) <= 25
    )


def rule_frame(sentence: str) -> bool:
    """A group's rule introduced as its rule and said of anyone in it, or the group itself as its
    rule's subject, or its members said of generically (see above)."""
    m = _RULE_IS.search(sentence)
    if m is None:
        return _group_itself(sentence) or _members_of(sentence)
    rule = sentence[m.end() :]
    # With the group set at the head ("In Ada's esusu, …"), nothing says it is a rule but its
    # present tense: "any member who missed two contributions is moved …" tells what happened.
    past = re.search(r"\b(?:was|were|had|did|\w{2,}ed)\b", rule, _I)
    if past is not None and re.match(r"\s*in\b", sentence, _I):
        return False
    # A clause beside the rule with a subject of its own is read by every rule, alone: "… every
    # month and the pot has ₦240,000" says what the pot holds now (found in round 84's tuning).
    beside = _BESIDE.search(rule)
    if beside is not None and not passes_rules(rule[beside.end() :]):
        return False
    return (
        _ANYONE.match(rule) is not None
        and _RULE_NOT_GENERAL.search(rule) is None
        and len(rule.split()) <= 25
    )


# A susu collector's terms (rounds 37-38): "The user's susu collector uses a 31-day card and keeps
# one day's contribution as his fee". The card's length and the one day's deposit taken from
# every card are how any collector works, not what anyone has paid; the whole sentence, with
# nothing of this card or how it stands (a count, "still", "this month").
_COLLECTOR_TERMS = re.compile(
    rf"^\s*(?:{_OWNER}\s+)?(?:[\w'’-]+\s+){{0,2}}?(?:collector|banker|agent)\s+(?:uses|works\s+with|"
    r"runs|gives\s+out)\s+(?:a|an)\s+(?:\d{1,2}|thirty(?:-one)?)-day\s+(?:card|cycle|book)"
    r"(?:\s*,?\s+and\s+|\s*,\s*)(?:keeps|takes|charges|deducts|collects)\s+(?:one|a|the\s+first|"
    r"the\s+last)\s+day['’]s\s+(?:contribution|deposit|savings|payment)(?:\s+(?:from\s+)?(?:per|"
    r"each|every|on\s+each|on\s+every)\s+(?:card|cycle|month))?\s+as\s+(?:his|her|their|the)\s+"
    r"(?:fee|commission|charge|pay|service\s+charge)\s*[.!]?\s*$",
    _I,
)


# Who collects the group's contributions, a role (round 41): "the user's ajo contributions are
# collected by a woman called Mama Tobi at Oshodi market", as "Mama Tobi is her ajo collector"
# would say. The whole sentence: a collector described or named, where, how often; nothing of
# this round or how it stands, and never who has paid.
_COLLECTED_BY_WHOM = re.compile(
    rf"^\s*(?:{_OWNER}\s+)?(?:[\w'’-]+\s+){{0,2}}?{_GROUP_WORD}\s+(?:contributions|savings|dues|"
    r"deposits|money)\s+(?:are|is)\s+(?:usually\s+|always\s+)?collected\s+"
    r"(?:(?:daily|weekly|monthly|every\s+\w+)\s+)?by\s+(?:(?:a|an|the|her|his|their)\s+(?:[\w'’-]+\s+){0,2}?"
    r"(?:woman|man|lady|collector|agent|trader|person|banker|alajo|treasurer|member)(?:\s+(?:called|named|"
    r"known\s+as)\s+(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,2})?|(?-i:[A-Z])[\w'’-]*(?:\s+"
    r"(?-i:[A-Z])[\w'’-]*){0,2})(?:\s+(?:at|in|on|from)\s+(?:the\s+)?(?-i:[A-Z])[\w'’-]*(?:\s+[\w'’-]+){0,2})?"
    r"(?:\s+(?:daily|weekly|monthly|every\s+(?:day|week|month|(?:mon|tues|wednes|thurs|fri|satur|sun)day)))?"
    r"\s*[.!]?\s*$",
    _I,
)


# The collector's fee, after anything else said of the collector (round 44): "the user's alajo,
# Baba Rasheed, collects daily from the shops along Oshodi market and keeps one day's
# contribution per month as his fee". The fee is the one day's deposit of the terms above; what
# comes before it must pass every summary rule on its own ("…collects from Kemi, who still owes,
# and keeps…" is read as before).
# ... or a person said to be one, the fee after a semicolon with its own pronoun (round 53): "Ama
# is a susu collector in Madina market; she keeps one day's contribution a month as her fee".
_COLLECTOR = re.compile(
    rf"^\s*(?:{_OWNER}\s+)?(?:[\w'’-]+\s+){{0,2}}?(?:collector|banker|alajo|susu\s+(?:man|woman))\b"
    r"|^\s*(?:the\s+user|he|she|(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,2})\s+is\s+"
    rf"(?:a|an|the|{_OWNER})\s+(?:[\w'’-]+\s+){{0,2}}?(?:collector|banker|alajo|susu\s+(?:man|woman))\b",
    _I,
)
_FEE_AFTER = re.compile(
    r"(?:\s*,?\s+and(?:\s+(?:he|she))?|\s*;\s*(?:he|she))\s+(?:keeps|takes|charges|deducts)\s+(?:one|a|the\s+first|the\s+last)\s+day['’]s\s+"
    r"(?:contribution|deposit|savings|payment)(?:\s+(?:from\s+)?(?:per|each|every|a|on\s+each|"
    r"on\s+every)\s+(?:card|cycle|month|member|customer|trader))?\s+as\s+(?:his|her|their|the)\s+"
    r"(?:fee|commission|charge|pay|service\s+charge)\s*[.!]?\s*$",
    _I,
)


def collector_frame(sentence: str) -> bool:
    """A susu collector's terms, or who collects the group's contributions: the whole sentence
    (see above); or a collector's fee after what else is said of the collector."""
    if _NOW.search(sentence) is not None:
        return False
    fee = _FEE_AFTER.search(sentence)
    if fee is not None and _COLLECTOR.search(sentence[: fee.start()]) is not None:
        return passes_rules(sentence[: fee.start()] + ".")
    return (
        _COLLECTOR_TERMS.search(sentence) is not None
        or _COLLECTED_BY_WHOM.search(sentence) is not None
    )
