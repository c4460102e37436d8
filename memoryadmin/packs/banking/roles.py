"""An account's people and purpose: who is who on it, what it is for (summary frames, read
after blind rounds 29 and 30).

Rounds 23 to 28 each let through one phrasing of a role on an account ("is one of three
signatories on", "her next of kin on the account is her brother, Obi"), and the next writer
said it another way. This module reads the structure: a whole sentence that says who a person
is on an account, who runs it, the name on it, what it is used for, or how someone is paid or
takes a cost as a habit. Each is true until someone changes the arrangement, like a name:

- a person and a role on an account: "her husband Tunde is co-signatory on the joint account
  for their bakery", "the user's wife, Mama Ngozi, is the joint holder of their savings
  account" (signatory, joint holder, nominee, next of kin, trustee, beneficiary, mandate holder);
- who runs it, the bank it is at between: "the church's building fund account at Fidelity Bank
  is managed by a three-person committee" (a committee, a board, the treasurer, the trustees);
- the name on it, in capitals: "the user's name on her account is Ama Serwaa Owusu-Ansah";
- what it is for, one or two things: "uses his OPay account only for fuel and transport
  spending", "opened a domiciliary account to receive payments from Upwork clients";
- how someone is paid as a habit, or takes a cost: "a tailor in Kumasi who is paid mostly
  through MoMo", "his landlord takes rent in two instalments, in January and July".

What stays refused: anything in the sentence that says how the account or the person stands
(``_STANDING``: frozen, dormant, still, now, pending, balance, has not, owes, due, overdue, ...),
a second clause ("and it is blocked", ", which is frozen", "but"), an amount anywhere in a role
or a purpose, and any shape not read to its end. The sentence is framed whole
(``framing.framed``), so each shape must be the whole sentence.

After blind rounds 33 and 34: a role on an account in a town ("… building account in Ibadan"),
"late" before a relative read as who they were ("their late mother's estate account"), who
handles or keeps the books of an account or of a group's members, savings kept with a provider
by name ("keeps her savings with Kuda"), an agent of named providers ("a registered Airtel Money
and TNM Mpamba agent in Mzuzu"); a clause after any of them, or a state word, stays refused.

After blind round 36 (``uses_by_name``): which accounts or wallets the user has or uses, by name
("has accounts with First Bank and Moniepoint", "uses Airtel Money as his main wallet and MTN
MoMo as a backup": a brand's "Money" is its name), the name an account is registered in, and a
seat on a committee ("she sits on its loans committee").
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.money import amount_spans

_I = re.IGNORECASE
_END = r"\s*[.!]?\s*$"

# A name in capitals, a word or a few: "Tunde", "Alhaji Sani", "Adebanjo-Ekwueme".
NAME = r"(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,3}"
# Whose it is: "the user's", "his", "the family's", "Kwame's".
OWNER = r"(?:the\s+user['’]s|his|her|their|its|the\s+[\w-]+['’]s?|(?-i:[A-Z])[\w-]*['’]s)"
# Who it is: the user, a pronoun, a name, or someone by relation with a name set off or not:
# "her husband Tunde", "the user's husband, Alhaji Sani,", "his daughter Amina".
SUBJECT = (
    r"(?:the\s+user|he|she|they|" + NAME + r"|" + OWNER + r"\s+(?:[\w-]+\s+){0,1}[\w-]+"
    r"(?:\s*,\s*" + NAME + r"\s*,|\s+" + NAME + r")?)"
)
_PRODUCT = r"(?:account|accounts|wallet|card|line|sim|policy|pension|plan|fund)"
_ROLE = (
    r"(?:co-?signator(?:y|ies)|signator(?:y|ies)|joint\s+(?:account\s+)?(?:holder|owner)s?|"
    r"co-?owners?|nominees?|next\s+of\s+kin|trustees?|beneficiar(?:y|ies)|mandate\s+holders?|"
    r"authori[sz]ed\s+(?:signator(?:y|ies)|users?)|secondary\s+cardholders?|administrators?)"
)
_MANAGER = (
    r"(?:committee|board|council|treasurer|trustees|secretary|chair(?:man|woman|person)?|pastor|"
    r"elders|executives?|officials|officers|imam|priest|bursar|accountant|directors?|parish\s+priest)"
)

# How things stand, a second clause, a step or a count so far: never in a role or a purpose.
_STANDING = re.compile(
    r"\b(?:still|now|currently|yet|anymore|today|tonight|tomorrow|yesterday|this|next|last|"
    r"frozen|blocked|dormant|inactive|restricted|suspended|locked|closed|pending|processing|"
    r"awaiting|waiting|overdrawn|empty|negative|balance|available|left|remaining|held|holds?|"
    r"owes?|owed|owing|outstanding|due|overdue|arrears|late|behind|unpaid|missed|failed|"
    r"reversed|declined|bounced|not|never|no|none|until|since|ago|so\s+far|will|would|going|"
    r"about|being|been|has|have|had|can|cannot|could|must|should|which|that|who|whose|while|"
    r"but|because|so|although|though|unless|except|it|he|she|they|him|them|is|are|was|were|"
    r"turns?|slot|queue|next|first|second|third|last|share|part|half)\b|n['’]t\b|[;:,()]",
    _I,
)


def _plain(words: str) -> bool:
    """Words of a role's account, a purpose, a channel: none says how anything stands (see
    above), and no amount is among them."""
    return _STANDING.search(words) is None and not amount_spans(words)


# A person and a role on an account: "her husband Tunde is co-signatory on the joint account
# for their bakery".
_ROLE_ON = re.compile(
    # ... where the person lives, and how the role is recorded: "her brother in Mogadishu is a
    # registered beneficiary on her Premier Bank account" (round 38).
    rf"^\s*(?P<who>{SUBJECT})(?:\s+in\s+{NAME})?\s+(?:is|was)\s+(?:the\s+|a\s+|an\s+)?"
    r"(?:(?:registered|named|listed|designated|nominated)\s+)?(?:sole\s+|main\s+|other\s+|"
    rf"joint\s+)?{_ROLE}\s+(?:on|to|of|for)\s+(?P<what>(?:the\s+|{OWNER}\s+)(?:[\w'’-]+\s+){{0,3}}?"
    rf"{_PRODUCT}(?:\s+(?:for|of)\s+(?:the\s+|{OWNER}\s+)(?:[\w'’-]+\s+){{0,2}}?[\w'’-]+)?"
    # ... and the town it is in: "… on the mosque building account in Ibadan" (round 34).
    rf"(?:\s+in\s+{NAME})?){_END}",
    _I,
)
# Who runs an account, the bank it is at between: "the church's building fund account at
# Fidelity Bank is managed by a three-person committee".
_RUN_BY = re.compile(
    rf"^\s*(?P<what>(?:the\s+|{OWNER}\s+)(?:[\w'’-]+\s+){{0,4}}?{_PRODUCT}(?:\s+(?:at|with)\s+"
    rf"{NAME})?)\s+(?:is|are)\s+(?:jointly\s+)?(?:managed|run|operated|overseen|administered|"
    r"controlled|signed\s+for)\s+by\s+"
    # ... not a unit that takes an account over because of how it stands (``settled.ARRANGED``).
    r"(?![^.!?]*\b(?:fraud|recovery|collections?|disputes?|debt|remedial|investigations?|legal|"
    r"compliance|risk|restructuring|credit|audit|special)\b)(?P<by>(?:a|an|the|its|their)\s+(?:[\w'’-]+\s+){0,2}?"
    rf"{_MANAGER}(?:\s+and\s+(?:a|an|the|its|their)\s+(?:[\w'’-]+\s+){{0,2}}?{_MANAGER})?){_END}",
    _I,
)
# The name on it: "the user's name on her account is Oluwafunmilayo Adebanjo-Ekwueme".
_NAME_ON = re.compile(
    rf"^\s*(?:the\s+|{OWNER}\s+)(?:full\s+|legal\s+|registered\s+|official\s+)?name\s+on\s+"
    rf"(?P<what>(?:the\s+|{OWNER}\s+)(?:[\w'’-]+\s+){{0,2}}?(?:{_PRODUCT}|bvn|nin|passport))\s+"
    rf"is\s+(?P<name>{NAME}){_END}",
    _I,
)
# What it is for: "uses his OPay account only for fuel and transport spending", "keeps her Wema
# account only for rent and school fees"; or opened for it: "opened a domiciliary account to
# receive payments from Upwork clients".
_FOR = (
    r"(?:only\s+|just\s+|mainly\s+|mostly\s+|strictly\s+|exclusively\s+|specifically\s+)?"
    r"(?:for|to\s+(?:receive|collect|save|send|pay|run|manage|buy|keep\s+track\s+of|separate))\s+"
)
_USED_FOR = re.compile(
    rf"^\s*{SUBJECT}\s+(?:only\s+|mainly\s+|mostly\s+)?(?:uses|keeps|reserves|opened|set\s+up|"
    rf"created)\s+(?:a|an|his|her|their|the)\s+(?P<what>(?:[\w'’-]+\s+){{0,3}}?{_PRODUCT})\s+"
    rf"(?:(?:with|at)\s+{NAME}\s+)?{_FOR}(?P<purpose>[^.;:!?]+?){_END}",
    _I,
)
# How someone is paid as a habit: "… who is paid mostly through MoMo", "is usually paid in
# cash" (a description of who they are before it, no more than a phrase).
_HABIT = r"(?:mostly|usually|mainly|always|normally|largely|generally|typically|often)"
_PAID_HOW = re.compile(
    # ... said of a person, not a thing of theirs ("her invoice is paid in dollars" is its status).
    rf"^\s*(?:the\s+user|he|she|they|{NAME})\s+(?:(?:is|works\s+as)\s+(?:a|an)\s+(?P<desc>[^.;:,!?]{{1,60}}?)\s+who\s+)?"
    rf"(?:is|gets)\s+(?:{_HABIT}\s+)?paid\s+(?:{_HABIT}\s+)?(?:through|via|by|in|with|over)\s+"
    r"(?P<how>(?:the\s+|a\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,2})" + _END,
    _I,
)
# A cost taken in parts by the months of each year: "his landlord takes rent in two
# instalments, in January and July".
_MONTH = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
)
_COST = r"(?:rent|fees|school\s+fees|tuition|premiums?|service\s+charge|insurance)"
_IN_PARTS = re.compile(
    rf"^\s*(?:{SUBJECT}|(?:the\s+|{OWNER}\s+)(?:[\w'’-]+\s+){{0,2}}?[\w'’-]+)\s+(?:takes|collects|"
    r"charges|receives|accepts|pays|bills)\s+(?:the\s+|his\s+|her\s+|their\s+|its\s+)?(?:[\w'’-]+\s+)?"
    rf"{_COST}\s+in\s+(?:two|three|four|2|3|4)\s+(?:instal+ments|parts|halves|tranches)"
    rf"(?:\s*,?\s*(?:in|every)\s+{_MONTH}(?:\s*,\s*{_MONTH})*(?:\s*,?\s+and\s+{_MONTH}))?{_END}",
    _I,
)


# Who runs an account, said of the person (round 34): "handles her church welfare committee's
# account", "keeps the books for the mosque's building fund"; where the user keeps a kind of money,
# by the provider's name: "keeps her savings with Kuda"; an agent of providers by name: "is a
# registered Airtel Money and TNM Mpamba agent in Mzuzu". Each the whole sentence, no amount.
_RUNS = re.compile(
    rf"^\s*{SUBJECT}\s+(?:handles|manages|runs|operates|oversees|administers|keeps\s+the\s+books\s+"
    rf"(?:for|of)|signs\s+for)\s+(?P<what>(?:the\s+|{OWNER}\s+)(?:[\w'’-]+\s+){{0,4}}?"
    rf"(?:{_PRODUCT}|books|records)){_END}"
    # ... or the books kept for the group's members: "keeps the book for 15 members" (round 33).
    r"|^\s*(?:the\s+user|he|she|they)\s+keeps\s+the\s+(?:book|books|records|register|ledger)\s+for\s+"
    r"(?:the\s+|its\s+|their\s+)?(?:\d{1,3}|twelve|fifteen|twenty|thirty)\s+members" + _END,
    _I,
)
_KEEPS_WITH = re.compile(
    rf"^\s*{SUBJECT}\s+(?:keeps|has|banks|saves)\s+(?P<what>(?:his|her|their)\s+(?:[\w'’-]+\s+)?"
    r"(?:savings|salary|pension|business\s+money|emergency\s+fund|investments?)(?:\s+account)?)\s+"
    rf"(?:with|at|in)\s+{NAME}{_END}",
    _I,
)
_AGENT = re.compile(
    rf"^\s*{SUBJECT}\s+is\s+(?:a|an)\s+(?:(?:registered|licensed|accredited|authori[sz]ed)\s+)?"
    rf"{NAME}(?:\s*(?:,|and|&)\s+{NAME}){{0,2}}\s+(?:agent|vendor|merchant|dealer|sub-agent)"
    rf"(?:\s+in\s+{NAME})?{_END}",
    _I,
)


# Which accounts or wallets the user has or uses, by the providers' names (round 36): "has accounts
# with First Bank and Moniepoint", "uses Airtel Money as his main wallet and MTN MoMo as a backup"
# (a mobile-money brand's "Money" is part of its name); and the name an account is registered in:
# "her Orange Money account is registered in her own name, not her husband's". Each the whole
# sentence, nothing but names and what each one is for.
_NAMES = rf"{NAME}(?:\s*,\s*{NAME})*(?:\s*,?\s+and\s+{NAME})?"
_HAS_WITH = re.compile(
    rf"^\s*{SUBJECT}\s+(?:has|holds|keeps|operates|maintains)\s+(?:an?\s+)?(?P<what>(?:[\w'’-]+\s+)"
    rf"{{0,2}}?(?:accounts?|wallets?))\s+(?:with|at|on)\s+{_NAMES}{_END}"
    rf"|^\s*{SUBJECT}\s+banks\s+with\s+{_NAMES}{_END}",
    _I,
)
_AS_WHAT = (
    r"(?:a|an|the|his|her|their)\s+(?P<{0}>(?:main|primary|usual|everyday|day-to-day|preferred|"
    r"only|backup|back-up|spare|second|secondary|fallback|reserve|business|personal|savings|"
    r"salary)?\s*(?:(?:mobile|mobile-money|digital|bank|savings)\s+)?(?:wallet|bank|account|app|"
    r"card|provider|network|line|option|channel|backup|back-up|fallback|spare|one))"
)
_USES_AS = re.compile(
    rf"^\s*{SUBJECT}\s+(?:mainly\s+|mostly\s+|usually\s+)?uses\s+{NAME}\s+as\s+"
    + _AS_WHAT.format("first")
    + rf"(?:\s*,?\s+(?:and|with)\s+{NAME}\s+as\s+"
    + _AS_WHAT.format("second")
    + rf")?{_END}",
    _I,
)
_REGISTERED_IN = re.compile(
    rf"^\s*(?:the\s+|{OWNER}\s+)(?P<what>(?:[\w'’-]+\s+){{0,3}}?{_PRODUCT})\s+(?:is|was)\s+"
    r"registered\s+(?:in|under)\s+(?:his|her|their|the\s+user['’]s)\s+(?:own\s+|[\w-]+['’]s\s+)?"
    r"(?:full\s+)?name(?:\s*,\s*(?:and\s+)?not\s+(?:in\s+)?(?:his|her|their)\s+[\w-]+['’]s?"
    rf"(?:\s+name)?)?{_END}",
    _I,
)

# A seat on a committee or board, said of a person (round 36): "she sits on its loans committee",
# "serves on the board of his cooperative". The whole sentence, no word of how anything stands.
_SITS_ON = re.compile(
    rf"^\s*{SUBJECT}\s+(?:sits|serves)\s+on\s+(?:the\s+|{OWNER}\s+)(?P<what>(?:[\w'’-]+\s+){{0,3}}?)"
    rf"(?:committee|board|council|executive|panel)(?:\s+of\s+(?P<of>(?:the\s+|{OWNER}\s+)"
    rf"(?:[\w'’-]+\s+){{0,3}}?[\w'’-]+))?{_END}",
    _I,
)


def uses_by_name(sentence: str) -> bool:
    """Which accounts or wallets the user has or uses, by name, the name an account is registered
    in, or a seat on a committee (see above): the whole sentence, no word of how anything stands."""
    m = (
        _HAS_WITH.search(sentence)
        or _USES_AS.search(sentence)
        or _REGISTERED_IN.search(sentence)
        or _SITS_ON.search(sentence)
    )
    if m is None or amount_spans(sentence):
        return False
    parts = ("what", "first", "second", "of")
    return all(_plain(m.groupdict().get(part) or "") for part in parts)


# When a payment came, never a means: "is usually paid in arrears", "… by the due date".
_WHEN_PAID = re.compile(r"\b(?:time|schedule|advance|full|instal+ments?|date|end|deadline)\b", _I)


# "Late" before a relative is who they were, not a payment behind: "their late mother's estate
# account" (round 33).
LATE_KIN = re.compile(
    r"\b(?P<w>late)\s+(?=(?:husband|wife|mother|father|parents?|brother|sister|son|daughter|"
    r"uncle|aunt|grandmother|grandfather|spouse|partner)['’]?s?\b)",
    _I,
)


# Who does what in a household, two people and two tasks (rounds 37-38): "the user's son does the
# family's online shopping but the user makes the bank transfers herself", "her wife manages the
# household budget, though the account is in the user's name only". Each clause a person and a
# task kept as a habit (a budget, the shopping, the bills, the transfers done oneself), or the name
# an account is in; nothing else, so a state, an amount, "this week" or a third clause is not read.
# ... a group's payments too, as a task someone does for the household ("her husband handles the
# stokvel payments", round 40): who does them, never whether they are made.
_TASK = (
    r"(?:(?:household|family|home|monthly|weekly|house|stokvel|chama|ajo|esusu|susu|njangi|tontine|"
    r"chilimba|mukando|burial\s+society|society|church|school)\s+)?(?:budget|shopping|groceries|bills|"
    r"books|accounts|finances|money|spending|payments|transfers|school\s+runs|market\s+runs)"
)
_DOES_TASK = re.compile(
    rf"^\s*{SUBJECT}\s+(?:(?:usually|always|mostly|normally)\s+)?(?:does|manages|handles|runs|keeps|"
    r"looks\s+after|takes\s+care\s+of|makes|sends|pays|is\s+in\s+charge\s+of|is\s+responsible\s+"
    rf"for)\s+(?:all\s+)?(?:the\s+|{OWNER}\s+)(?:(?:online|bank|mobile|mobile-money|day-to-day|"
    rf"everyday)\s+)?{_TASK}(?:\s+(?:himself|herself|themselves|alone|on\s+(?:his|her|their)\s+own))?"
    r"\s*[.!]?\s*$",
    _I,
)
_IN_NAME = re.compile(
    rf"^\s*(?:the|{OWNER})\s+(?:[\w'’-]+\s+)?{_PRODUCT}\s+(?:is|are)\s+(?:in|under)\s+(?:the\s+user['’]s|"
    r"his|her|their|(?-i:[A-Z])[\w-]*['’]s|the\s+[\w-]+['’]s)\s+(?:own\s+)?name(?:\s+(?:only|alone))?"
    r"\s*[.!]?\s*$",
    _I,
)
_CHANGED = re.compile(
    r"\b(?:now|still|currently|yet|anymore|no\s+longer|lately|recently|temporarily|for\s+now|today|"
    r"this|until|since|not)\b|n['’]t\b",
    _I,
)
_CLAUSES = re.compile(
    r"\s*(?:,\s*(?:but|though|although|while|and)|\s(?:but|though|although|while))\s+", _I
)


# Who handles what a family gives at its occasions, a standing role (round 53): "His elder
# brother usually handles the family's haus krai contributions" (a funeral gathering), "her aunt
# looks after the clan's wedding contributions". Who does it for the family, never whether it is
# given: the whole sentence, the family's (not one member's), no amount, no time or state.
_FAMILY_GIVING = re.compile(
    rf"^\s*{SUBJECT}\s+(?:(?:usually|always|normally|mostly|generally)\s+)?(?:handles|manages|"
    r"organi[sz]es|coordinates|collects|looks\s+after|takes\s+care\s+of|sees\s+to|is\s+in\s+charge\s+"
    r"of|is\s+responsible\s+for)\s+(?:the\s+|his\s+|her\s+|their\s+)?(?:family|household|clan|"
    r"lineage|extended\s+family|in-laws)(?:['’]s?)?\s+(?P<what>(?:[\w'’-]+\s+){0,3}?)(?:contributions|"
    r"dues|levies|gifts|payments)" + _END,
    _I,
)


# ... or its kind of payments first, whose they are after "for" (round 85): "The user handles
# welfare payments for her church", "her husband manages the burial levies for their clan". The
# same role, said of a church, a mosque, a family or a group: the payments in the plural, no
# article of one ("a welfare payment"), no word of how one stands.
_GIVING_FOR = re.compile(
    rf"^\s*{SUBJECT}\s+(?:(?:usually|always|normally|mostly|generally)\s+)?(?:handles|manages|"
    r"organi[sz]es|coordinates|collects|looks\s+after|takes\s+care\s+of|sees\s+to|is\s+in\s+charge\s+"
    r"of|is\s+responsible\s+for)\s+(?:all\s+)?(?:the\s+)?(?P<what>(?:[\w'’-]+\s+){0,2}?)(?:contributions|"
    r"dues|levies|gifts|payments|offerings|collections|tithes)\s+(?:for|of)\s+(?:the|his|her|their)\s+"
    r"(?P<whose>(?:[\w'’-]+\s+){0,2}?)(?:church|parish|congregation|chapel|mosque|jama['’]?at|family|"
    r"household|clan|lineage|extended\s+family|in-laws|fellowship|society|association|group|"
    r"cooperative|union|age[\s-]grade|community)" + _END,
    _I,
)


def family_giving(sentence: str) -> bool:
    """Who handles what a family gives at its occasions, or a church's or a group's payments
    (see above)."""
    m = _FAMILY_GIVING.search(sentence) or _GIVING_FOR.search(sentence)
    return (
        m is not None
        and _plain(m.group("what"))
        and _plain(m.groupdict().get("whose") or "")
        and _CHANGED.search(sentence) is None
        and not amount_spans(sentence)
    )


def household_tasks(sentence: str) -> bool:
    """Who does what in a household, two clauses (see above)."""
    parts = _CLAUSES.split(sentence)
    if len(parts) != 2 or amount_spans(sentence) or _CHANGED.search(sentence):
        return False
    first, second = parts
    if _DOES_TASK.search(first) is None:
        return False
    return _DOES_TASK.search(second) is not None or _IN_NAME.search(second) is not None


def role_frame(sentence: str) -> bool:
    """A person's role on an account, who runs it, the name on it, what it is for, or how
    someone is paid or takes a cost as a habit: the whole sentence (see above)."""
    sentence = LATE_KIN.sub("", sentence)
    if uses_by_name(sentence) or household_tasks(sentence) or family_giving(sentence):
        return True
    if _AGENT.search(sentence) or _KEEPS_WITH.search(sentence):
        rest = re.sub(rf"^\s*{SUBJECT}\s+", "", sentence, flags=_I)
        return _STANDING.search(re.sub(r"\b(?:is|has|and|his|her|their)\b|,", " ", rest)) is None
    for shape in (_ROLE_ON, _RUN_BY, _NAME_ON, _RUNS):
        m = shape.search(sentence)
        if m is not None:
            found = m.groupdict()
            return all(_plain(found.get(part) or "") for part in ("what", "by", "name"))
    used = _USED_FOR.search(sentence)
    if used is not None:
        return _plain(used.group("what")) and _plain_purpose(used.group("purpose"))
    paid = _PAID_HOW.search(sentence)
    if paid is not None:
        how = paid.group("how")
        return _plain(paid.group("desc") or "") and _plain(how) and not _WHEN_PAID.search(how)
    return _IN_PARTS.search(sentence) is not None and not amount_spans(sentence)


# Two things joined by "and" are one purpose ("fuel and transport spending"); "and" before a
# clause ("and it is blocked") is caught by ``_STANDING``'s pronouns and verbs.
def _plain_purpose(words: str) -> bool:
    return len(words.split()) <= 10 and _plain(words)
