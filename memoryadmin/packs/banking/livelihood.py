"""How someone makes a living: their work, and a habit of their pay or trade beside it (summary
frames, after blind rounds 47 and 48).

Writers describe a customer by their work and then, after "and", how the work pays or runs:
"Musu teaches at a public school in Gbarnga and is paid her salary in both LD and US dollars",
"Lerato runs a small spaza shop in Tembisa and uses a card machine for customers", "Kollie is a
motorbike taxi driver in Paynesville and also sells phone cards on the side", "He is a teacher in
Chitungwiza and his salary comes partly in ZiG and partly in USD". The rules read the sentence
whole, so "paid", "card" or "salary comes" is read as a state against all of it. This module
reads the structure:

- ``work_and_habit``: a subject, what they do for a living (``_WORK``: "is a … driver", "teaches
  at …", "runs a … shop", or when they are paid, "is usually paid on the 25th"), then "and" and a
  second predicate of the same person or of their own pay or bills ("and his debit orders go off
  on the 1st"). Each half is read alone with the subject and must pass every summary rule, or be
  one of the habits below; nothing of how things stand anywhere (``fragments.LIVE_WORDS``);
- the habits a half may be: how the pay comes, in which currencies or by which means ("is paid
  mostly by card and Zelle", "his salary comes partly in ZiG and partly in USD"); goods sold on
  the side ("also sells phone cards on the side"); a card machine used for customers; a savings
  product saved with, by its name ("saves with the M-Pesa lock savings feature");
- ``pay_rate``: what the person usually earns by the period, a lasting term of their work like a
  standing order's amount or a group's contribution (``recurring``, ``terms``), not a balance:
  "normally earns about 180,000 FCFA a month as a security guard", "usually gets paid his salary
  of about £2,800 around the 25th of each month", "said he earns around UGX 30,000 to 50,000 on a
  normal day of boda work". Only a verb of earning in the simple present, the amount (or a range)
  and its period, then the work or the day it comes; "this month", "today", "so far", "left",
  "expected", "has not", a past "earned" or any other clause keep it refused; or said of the pay
  itself with the day it usually comes, "Seun's salary of around ₦450k usually lands on the
  25th" (round 49; not without "usually");
- ``accounts_by_use``: accounts kept apart by currency and use, "keeps one account in Liberian
  dollars for market change and another in US dollars for school fees".
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.fragments import LIVE_WORDS, passes_rules, reading, reading_a_part
from memoryadmin.packs.banking.group_names import ANY_GROUP
from memoryadmin.packs.banking.money import amount_spans
from memoryadmin.packs.banking.roles import SUBJECT

_I = re.IGNORECASE
_END = r"\s*[.!]?\s*$"
_W = r"[\w'’-]+"

# What someone does for a living: a trade noun after "is a", or a verb of work.
_JOB = (
    r"(?:driver|rider|teacher|nurse|trader|farmer|guard|vendor|tailor|mechanic|seller|hawker|worker|"
    r"cleaner|cook|chef|carpenter|builder|barber|hairdresser|clerk|officer|lecturer|pastor|doctor|"
    r"engineer|accountant|agent|shopkeeper|fisherman|fisherwoman|miner|labourer|laborer|"
    r"electrician|plumber|welder|painter|porter|conductor|caregiver|carer|nanny|housekeeper|maid|"
    r"baker|butcher|pharmacist|midwife|soldier|policeman|policewoman|servant|banker|cashier|"
    r"student|entrepreneur|businessman|businesswoman|operator|contractor|designer|photographer|"
    r"developer|programmer|journalist|lawyer|surveyor|technician|artisan|seamstress|weaver|"
    r"herder|dealer|merchant|retailer|wholesaler|supplier|importer|exporter|stylist|beautician|"
    r"salesman|saleswoman|salesperson|receptionist|courier|manager|supervisor|freelancer)"
)
_WORK = re.compile(
    rf"^(?:is\s+(?:a|an)\s+(?:{_W}\s+){{0,4}}?{_JOB}\b"
    r"|(?:teaches|works|drives|rides|runs|operates|owns|farms|trades|sells|lectures|nurses|cleans|"
    r"cooks|sews|tailors|builds|repairs|fixes|delivers|braids|bakes|guards|minds|tutors)\s+"
    # ... or when the pay comes: "is usually paid on the 25th".
    r"|(?:is|gets)\s+(?:usually\s+|normally\s+|always\s+)?paid\s+(?:on|at|by)\s+(?:the\s+)?"
    r"(?:\d{1,2}(?:st|nd|rd|th)|last|end|month[\s-]end|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)"
    r"\b)",
    _I,
)
_WHO = re.compile(rf"^\s*(?P<who>{SUBJECT})\s+", _I)
_AND = re.compile(r"\s*,?\s+and\s+(?:also\s+)?")
# The second predicate's verb, its subject left out: "is paid …", "uses …", "saves …".
_VERB = re.compile(
    r"^(?:is|has|does|(?!(?:this|his|hers|its|was|us|thus|plus|as|less|unless|yes)\b)[a-z]+s)\b"
)
# A second predicate with its own subject: the person's pay or bills ("his debit orders …").
_OWN_THING = re.compile(
    r"^(?:his|her|their)\s+(?:[\w-]+\s+)?(?:salary|pay|wages?|income|pension|debit\s+orders?|"
    r"stop\s+orders?|bills?|rent|school\s+fees|fees|premiums?)\b",
    _I,
)

# A currency or a means of payment, by its word or its name ("LD", "ZiG", "Zelle").
_MEANS = (
    r"(?:(?:(?:us|american|canadian|liberian|zimbabwean|south\s+african|hard|foreign|local)\s+)?"
    r"(?:dollars|euros|pounds|sterling|naira|cedis|shillings|rand|francs|kwacha|birr|currency)|"
    r"cash|cards?|cheques?|(?:bank\s+)?transfers?|mobile\s+money|"
    r"(?-i:[A-Z][\w-]*)(?:\s+(?-i:[A-Z][\w-]*)){0,2})"
)
_HOW = r"(?:(?:mostly|mainly|partly|usually|always|normally|largely|often)\s+)?"
_PAY_COMES = re.compile(
    r"^(?:(?:is|are|gets)\s+paid(?:\s+(?:his|her|their)\s+(?:salary|pay|wages?|pension))?"
    r"|(?:his|her|their)\s+(?:salary|pay|wages?|income|pension)\s+(?:comes|is\s+paid|arrives))\s+"
    rf"{_HOW}(?:in|by|through|via|with)\s+(?:both\s+)?{_MEANS}"
    rf"(?:\s*,?\s+(?:and|or)\s+{_HOW}(?:(?:in|by|through|via|with)\s+)?{_MEANS})*" + _END,
    _I,
)
# Goods sold on the side: never money, a pot, a turn or a share.
_NOT_GOODS = (
    r"(?!(?:his|her|their|its|the|this|that|my|your)\b)(?![^.;!?]*\b(?:pots?|payouts?|turns?|slots?|"
    r"contributions?|dues|shares?|positions?|loans?|debts?|money|cash|funds|float|forex|currency|"
    r"accounts?|wallets?)\b)"
)
_SIDE_TRADE = re.compile(
    rf"^(?:also\s+)?(?:sells|retails|supplies|trades\s+in|deals\s+in|repairs|fixes){_NOT_GOODS}\s+"
    rf"(?:{_W}\s+){{0,3}}?{_W}(?:\s+on\s+the\s+side|\s+as\s+a\s+side\s+(?:business|hustle|job)|"
    r"\s+part[\s-]time|\s+at\s+weekends|\s+in\s+the\s+evenings)?" + _END,
    _I,
)
_CARD_MACHINE = re.compile(
    r"^(?:uses|has|keeps|accepts\s+payments\s+(?:on|through|with))\s+(?:a|an)\s+(?:[\w-]+\s+)?"
    r"(?:card|pos|payment|speedpoint|qr)\s+(?:machine|terminal|reader|device|code)"
    r"(?:\s+(?:for|from|with)\s+(?:(?:his|her|their)\s+)?customers)?" + _END,
    _I,
)
# ... or the merchant account the trade takes payments on (round 54): "uses a bKash merchant
# account" (which account, not what is in it).
_MERCHANT_ACCOUNT = re.compile(
    r"^(?:uses|has|keeps|runs|operates)\s+(?:a|an)\s+(?:[\w'’-]+\s+){0,2}?(?:merchant|business|till|"
    r"shop|agent)\s+(?:account|wallet|number|till|code|line)(?:\s+(?:for|from|with)\s+(?:(?:his|her|"
    r"their)\s+)?(?:customers|sales|payments|the\s+shop))?" + _END,
    _I,
)
# When a seasonal trade pays, as a habit (round 54): "is paid after the harvest season", "gets
# paid when the crop is sold" (not a season named as this one: "this year" is read as before).
_PAID_BY_SEASON = re.compile(
    r"^(?:is|are|gets)\s+(?:usually\s+|normally\s+|always\s+|only\s+|mostly\s+)?paid\s+(?:once\s+a\s+"
    r"year\s+)?(?:after|at\s+the\s+end\s+of|at|during|when)\s+(?:the|each|every)\s+(?:[\w'’-]+\s+)?"
    r"(?:harvest|crop|season|auction)(?:\s+(?:season|sales?|is\s+sold|is\s+in|time))?" + _END,
    _I,
)
_SAVES_WITH = re.compile(
    r"^saves\s+(?:with|through|via|on|using|in)\s+(?:the|a|an|his|her|their)\s+"
    r"(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,2}\s+(?:(?:lock|locked|goal|target|fixed|"
    r"group)\s+)?savings\s+(?:feature|account|plan|product|wallet|pocket|option|service)" + _END,
    _I,
)

# ... or how the trade pays those it buys from or employs, by which means (round 60): "pays most
# suppliers through telebirr", "usually pays his workers by M-Pesa" (the channel, as a habit; a
# wallet's name may be written in lower case). No amount, no time of its own ("today", "this
# week" are ``LIVE_WORDS``), and no one's share or debt ("pays his chama through …" is not here).
_PAYS_TRADE = re.compile(
    r"^(?:usually\s+|mostly\s+|mainly\s+|always\s+|normally\s+)?pays\s+(?:(?:his|her|their|most|"
    r"all|most\s+of\s+(?:his|her|their)|the)\s+)?(?:(?:regular|usual|main|local)\s+)?"
    r"(?:suppliers|wholesalers|distributors|vendors|workers|staff|employees|casuals|farmhands|"
    r"labourers|laborers|drivers|helpers)\s+"
    rf"{_HOW}(?:through|via|by|with|using|on|in)\s+(?:{_MEANS}|(?!(?:his|her|their|the|a|an|"
    r"credit|debt|loans?|instal+ments?|turns?|arrears|full|part|advance|half|time|late)\b)[a-z][\w'’-]*)"
    r"(?:\s+(?:app|wallet|transfers?|account))?" + _END,
    _I,
)


def _habit(predicate: str) -> bool:
    return any(
        p.search(predicate)
        for p in (
            _PAY_COMES,
            _SIDE_TRADE,
            _CARD_MACHINE,
            _SAVES_WITH,
            _MERCHANT_ACCOUNT,
            _PAID_BY_SEASON,
            _PAYS_TRADE,
        )
    )


def _alone(who: str, predicate: str) -> bool:
    """The predicate read alone with its subject passes every rule, or is a habit above."""
    if _habit(predicate):
        return True
    said = predicate if _OWN_THING.match(predicate) else f"{who} {predicate}"
    with reading_a_part():
        return passes_rules(said[:1].upper() + said[1:].rstrip(".!") + ".")


def work_and_habit(sentence: str) -> bool:
    """Someone's work, then a habit of their pay or trade (see above), the whole sentence."""
    if reading() or LIVE_WORDS.search(sentence) or amount_spans(sentence):
        return False
    subject = _WHO.match(sentence)
    if subject is None:
        return False
    who = subject.group("who")
    for m in _AND.finditer(sentence, subject.end()):
        first = sentence[subject.end() : m.start()].strip()
        second = sentence[m.end() :].strip().rstrip(".!").strip()
        if (
            _WORK.match(first)
            and (_VERB.match(second) or _OWN_THING.match(second))
            and _alone(who, first)
            and _alone(who, second)
        ):
            return True
    return False


# A usual pay rate: "normally earns about AMT a month as a security guard".
_RATE_PERIOD = (
    r"(?:(?:a|per|each|every)\s+(?:day|week|fortnight|month|year|shift|trip)|daily|weekly|monthly|"
    r"(?:on|in)\s+(?:a|an)\s+(?:normal|typical|good|usual|average|ordinary|busy)\s+(?:day|week|"
    rf"month)(?:\s+of\s+(?:{_W}\s+){{0,2}}?{_W})?|"
    r"(?:around|on|by)\s+the\s+\d{1,2}(?:st|nd|rd|th)\s+of\s+(?:each|every|the)\s+month)"
)
_PAY_RATE = re.compile(
    rf"^\s*{SUBJECT}\s+(?:(?:said|says|mentioned|explained)\s+(?:that\s+)?(?:he|she|they)\s+)?"
    r"(?:usually\s+|normally\s+|typically\s+|generally\s+)?"
    r"(?:earns|makes|takes\s+home|gets\s+paid|is\s+paid)\s+"
    r"(?:(?:his|her|their|a)\s+(?:(?:monthly|weekly|daily|net|gross|basic)\s+)?(?:salary|wages?|pay)\s+"
    r"of\s+)?(?:(?:about|around|roughly|approximately|some|up\s+to|between)\s+)?AMT"
    r"(?:\s*(?:to|-|–|and|or)\s*AMT)?\s+" + _RATE_PERIOD
    + rf"(?:\s+(?:as|from|at|for)\s+(?:a|an|his|her|their|the)?\s*(?:{_W}\s+){{0,3}}?{_W})?"
    + _END,
    _I,
)
# ... or said of the pay itself, with when it usually comes: "Seun's salary of around ₦450k
# usually lands on the 25th" (round 49). Only with usually (or its like) and a day of the month:
# "his salary of ₦450k lands on the 25th" may be this month's, and is read as before.
_PAY_COMES_ON = re.compile(
    r"^\s*(?:the\s+user['’]s|his|her|their|(?-i:[A-Z])[\w'’-]*['’]s)\s+"
    r"(?:(?:monthly|weekly|net|gross|basic)\s+)?(?:salary|wages?|pay|pension|stipend)\s+of\s+"
    r"(?:(?:about|around|roughly|approximately|some)\s+)?AMT\s+"
    r"(?:(?:usually|normally|typically|generally|always)\s+(?:lands|comes(?:\s+in|\s+through)?|"
    r"arrives|drops|goes\s+in)|is\s+(?:usually|normally|typically|generally|always)\s+"
    r"(?:paid(?:\s+in)?|credited))\s+(?:on|around|by)\s+the\s+\d{1,2}(?:st|nd|rd|th)"
    r"(?:\s+of\s+(?:each|every|the)\s+month)?" + _END,
    _I,
)
_NOT_A_RATE = re.compile(
    r"\b(?:expect\w*|earned|made|was|were|used\s+to|bonus|extra|only|lost|dropped|cut|raised|"
    r"increased|reduced|went|rose|fell|but|which|after|before|"
    # ... nor what money earns, or a group pays out: a balance's interest, a turn's payout.
    r"interest|deposits?|savings|accounts?|wallets?|investments?|shares|dividends?|loans?|"
    rf"pots?|payouts?|kitty|turns?|rotation|hands?|draws?|{ANY_GROUP})\b|[;:()]",
    _I,
)


def pay_rate(sentence: str) -> bool:
    """What someone usually earns by the period (see above), the whole sentence."""
    if LIVE_WORDS.search(sentence) or _NOT_A_RATE.search(sentence):
        return False
    spans = amount_spans(sentence)
    if not spans:
        return False
    text = sentence
    for s, e in reversed(spans):
        text = text[:s].rstrip() + " AMT " + text[e:].lstrip()
    # "30,000 to 50,000": the figure after a currency's range is an amount of the same.
    text = re.sub(r"\bAMT\s*(to|-|–)\s*\d[\d,]*(?:\.\d+)?\b", r"AMT \1 AMT", text)
    return _PAY_RATE.search(text) is not None or _PAY_COMES_ON.search(text) is not None


# Accounts kept apart by currency and use: "keeps one account in Liberian dollars for market
# change and another in US dollars for school fees".
_KEPT_FOR = (
    rf"(?:\s+in\s+{_MEANS})?(?:\s+for\s+(?:(?:his|her|their|the)\s+)?(?:{_W}\s+){{0,2}}?{_W})?"
)
_ACCOUNTS_BY_USE = re.compile(
    rf"^\s*{SUBJECT}\s+(?:keeps|has|holds|uses|runs)\s+(?:one|an|a)\s+(?:{_W}\s+)?(?:account|wallet)"
    + _KEPT_FOR
    + r"\s*,?\s+and\s+(?:another|a\s+second|the\s+other)(?:\s+(?:one|account|wallet))?"
    + _KEPT_FOR
    + _END,
    _I,
)


def accounts_by_use(sentence: str) -> bool:
    """Accounts kept apart by currency and use (see above), the whole sentence."""
    return (
        _ACCOUNTS_BY_USE.search(sentence) is not None
        and not LIVE_WORDS.search(sentence)
        and not amount_spans(sentence)
        and re.search(r"\b(?:in|for)\b", sentence, _I) is not None
    )


# How a trade takes its customers' money, as a habit (round 57): "collects payments for his kiosk
# through an M-Pesa Till number", "receives payments at her salon via a Paybill number" (which
# channel, like a card machine or a merchant account, not what came in). The whole sentence, in the
# simple present; no amount, no time of its own, no state word.
_TRADE_PLACE = (
    r"(?:kiosk|shop|stall|store|business|salon|spaza|duka|canteen|restaurant|bar|pharmacy|"
    r"boutique|garage|workshop|stand|trade|market\s+stall|taxi|boda|matatu|farm|clinic|school)"
)
_CHANNEL = (
    r"(?:till(?:\s+number)?|paybill(?:\s+number)?|buy\s+goods\s+till|merchant\s+(?:account|number|"
    r"code|wallet)|business\s+(?:account|number|wallet)|qr\s+code|pos(?:\s+machine|\s+terminal)?|"
    r"card\s+(?:machine|terminal|reader)|speedpoint|snapscan|zapper)"
)
_TAKES_PAYMENTS = re.compile(
    rf"^\s*{SUBJECT}\s+(?:usually\s+|mostly\s+|mainly\s+|always\s+|normally\s+)?"
    r"(?:collects|takes|receives|accepts|gets)\s+(?:(?:his|her|their|all|most)\s+)?(?:customers['’]\s+)?"
    r"(?:payments|money)(?:\s+from\s+(?:(?:his|her|their)\s+)?customers)?"
    rf"(?:\s+(?:for|at|in)\s+(?:his|her|their|the)\s+(?:[\w'’-]+\s+){{0,2}}?{_TRADE_PLACE})?"
    r"(?:\s+from\s+(?:(?:his|her|their)\s+)?customers)?"
    r"\s+(?:through|via|with|on|using|by)\s+(?:a|an|his|her|their|the)\s+"
    rf"(?:(?-i:[A-Z])[\w'’-]*\s+){{0,3}}{_CHANNEL}" + _END,
    _I,
)


def trade_takings(sentence: str) -> bool:
    """How a trade takes payments, by which channel (see above), the whole sentence."""
    if reading() or LIVE_WORDS.search(sentence) or amount_spans(sentence):
        return False
    return _TAKES_PAYMENTS.search(sentence) is not None


def livelihood_frame(sentence: str) -> bool:
    return (
        work_and_habit(sentence)
        or pay_rate(sentence)
        or accounts_by_use(sentence)
        or trade_takings(sentence)
    )
