"""Summary finders for values read against the clock: true only as of when they were said.

A countdown ("expires in 30 minutes", "matures in 17 days") is wrong a minute or a day
later, whatever it counts down on: a token, a rate lock, a card, a plan. A value tied to the
period the sentence was said in ("this quarter", "this billing cycle") is wrong in the next
one; so is a rate said in the present ("carries a 24% interest rate") or left at a value by
a change ("was repriced to 19%"). A share of a limit used ("78% of his card limit") moves
with every purchase. Each finder here reads one of these shapes; a date ("expires in March
2027"), a recurring schedule ("renews every 30 days") and a bank rule said of a kind of
thing ("OTPs expire within five minutes") are not read as them.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memoryadmin.engine.sentences import offset_sentences as _sentences
from memoryadmin.packs.banking.finders import _MONEY_THINGS, _QUESTION, generic_rule
from memoryadmin.packs.banking.money import amount_spans

_I = re.IGNORECASE

_HOW_MANY = (
    r"(?:\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"fifteen|twenty|thirty|forty|forty-five|fifty|sixty|ninety|few|a\s+few|(?:a\s+)?couple\s+of|"
    r"several)"
)
_SHORT = r"(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?)"
_UNIT = rf"(?:{_SHORT}|months?|years?)"


def _from_now(unit: str) -> str:
    """A span measured from now: "in 30 minutes", "within the next two weeks"."""
    return (
        r"(?:in|within)\s+(?:the\s+next\s+|another\s+|about\s+|around\s+|roughly\s+|just\s+|"
        rf"only\s+|less\s+than\s+|under\s+)?{_HOW_MANY}\s+(?:more\s+)?{unit}\b"
        # "in three weeks' time", "in a week's time"
        r"(?:['’]s?\s+time\b)?"
    )


# A countdown's span may be long ("matures in 6 months"); a money thing beside a bare span
# is near now only within weeks ("plans to buy a house in two years" is a goal).
_FROM_NOW = _from_now(_UNIT)
# The period the sentence was said in: "this quarter", "this billing cycle", "effective this
# month". Not "this year" on its own (a goal or an event of the year reads the same).
_THIS_PERIOD = (
    r"\bthis\s+(?:(?:billing|statement|payment|interest|review|pricing)\s+)?"
    r"(?:cycle|period|quarter|term)\b|\bthis\s+(?:billing|statement)\s+month\b"
    r"|\beffective\s+(?:from\s+)?(?:this\s+\w+|today|now|immediately)\b"
)

# A money thing dated from the moment it was said: "failed this week", "arrives tomorrow",
# "in 48 hours", "charged twice this billing cycle". The day it names is wrong the day
# after; a year or a month ago is not near enough to pass for now ("renewed it last month"
# is an event).
_NEAR_NOW = re.compile(
    r"\b(?:today|tonight|tomorrow|yesterday|this\s+(?:morning|afternoon|evening|week|weekend)|"
    rf"right\s+now|at\s+the\s+moment|{_from_now(_SHORT)})|{_THIS_PERIOD}"
    # ... or how many times so far in this month or year: "was deducted twice this month".
    r"|\b(?:twice|thrice|again|(?:two|three|four|five|several|many|\d+)\s+times)\s+(?:already\s+|"
    r"so\s+far\s+)?this\s+(?:month|year)\b"
    # ... or a failure of this month's: "the premium failed this month" (this month's is not
    # paid; it may be retried, or the cover lapse).
    r"|\b(?:failed|bounced|(?:was|were|got)\s+(?:declined|rejected|returned|reversed|bounced))"
    r"(?:\s+(?:again|earlier|already))?\s+this\s+month\b",
    _I,
)
# A product that renews or bills, near now as much as money is: "the data bundle
# auto-renewal has failed twice this week", "his insurance premium bounced today".
_BILLED = (
    r"(?:bundles?|subscriptions?|(?:auto-?)?renewals?|airtime|data|premiums?|bills?|"
    r"standing\s+orders?|direct\s+debits?|debit\s+orders?|mandates?|top-?ups?|repayments?|"
    r"instal(?:l)?ments?|auto-?debits?|auto-?pay(?:ments?)?)"
)
_A_MONEY_THING = re.compile(rf"\b(?:{_MONEY_THINGS}|{_BILLED})\b", _I)


def money_near_now(text: str) -> str | None:
    """A money thing in a sentence dated from the moment it was said: the date. An amount is a
    money thing too: "received N65k today for the fish she sold" (round 68)."""
    for _, sentence in _sentences(text):
        near = _NEAR_NOW.search(sentence)
        if (
            near
            and (_A_MONEY_THING.search(sentence) or amount_spans(sentence))
            and not _QUESTION.search(sentence)
        ):
            return near.group(0)
    return None


# A countdown on anything: a verb of running out, starting or falling due, then a span from
# now. "The user's secure token expires in 12 days", "the rate lock ends within the hour",
# "his fixed deposit will mature in 6 months". Its subject need not be money: the count is
# the live value. Not a date ("expires in March 2027": no span), not a schedule ("renews
# every 30 days"), not what was ("expired in 3 days" is a past event).
_CLOCK_VERB = (
    r"\b(?:expires?|expiring|matures?|maturing|ends?|ending|renews?|renewing|lapses?|lapsing|"
    r"runs?\s+out|running\s+out|resets?|resetting|unlocks?|unlocking|opens?|closes?|closing|"
    # a turn or a draw on its way: "the pardna draw comes round to them in three weeks"
    r"comes?\s+(?:round|around|up)|coming\s+(?:round|around|up)|"
    # an occurrence on its way: "the VSLA share-out is happening next week", "takes place tomorrow"
    r"happens?|happening|takes?\s+place|taking\s+place|(?:is|are)\s+(?:being\s+)?held|"
    r"lifts?|starts?|begins?|kicks?\s+in|takes?\s+effect|falls?\s+due|becomes?\s+due|"
    r"(?:is|are)\s+due|times?\s+out|elapses?|(?:will|shall|['’]ll|is\s+set\s+to|is\s+going\s+to|"
    r"(?:is|are)\s+(?:scheduled|due|expected)\s+to)\s+(?:\w+\s+)?(?:expire|mature|end|renew|lapse|"
    r"run\s+out|reset|unlock|open|close|lift|start|begin|kick\s+in|take\s+effect|fall\s+due|"
    r"time\s+out|elapse|happen|take\s+place|be\s+(?:held|closed|blocked|frozen|lifted|released|unlocked|reset|renewed)))\b"
)
_COUNTDOWN = re.compile(
    rf"{_CLOCK_VERB}[^.!?;\n]{{0,40}}?\b(?:{_FROM_NOW}|within\s+the\s+(?:hour|day|week|month)\b)",
    _I,
)
# An event said to be a span from now, with no verb of its own: "the VSLA share-out is in
# three weeks", "her wedding is two months away". Not a length ("is in 12 monthly instalments":
# no unit on its own) and not what was ("was in 2019"). A payout's or a turn's is the rotation
# rule's ("Chidi's payout is in two weeks", ``finders.rotation_as_it_stands``).
_SPAN_AWAY = re.compile(
    rf"\b(?:is|are|['’]s)\s+(?:now\s+|only\s+|just\s+|still\s+)?(?:{_FROM_NOW}|"
    rf"{_HOW_MANY}\s+(?:more\s+)?{_UNIT}\s+away\b)",
    _I,
)
# A countdown said as what is left of it: "has four months to go on the rent-to-own fridge",
# "with two weeks left on her fixed deposit", "six instalments to go until it is paid off".
_TO_GO = re.compile(
    r"\b(?:has|have|with|got|['’]s\s+got)\s+(?:only\s+|just\s+|about\s+|around\s+|another\s+|"
    rf"still\s+)*{_HOW_MANY}\s+(?:more\s+)?(?:{_UNIT}|instal(?:l)?ments?|repayments?|payments?)\s+"
    r"(?:to\s+go|left|remaining)\b"
    rf"|\b{_HOW_MANY}\s+(?:more\s+)?{_UNIT}\s+(?:to\s+go|left|remaining)\s+(?:on|until|till|before|of)\b",
    _I,
)
_TURN_THING = re.compile(r"\b(?:pots?|payouts?|collections?|rotations?|turns?|slots?)\b", _I)


# How long a kind of thing lasts, as a rule of the bank: "OTPs expire within five minutes",
# "he was told that rate locks usually end in 30 minutes". A plural with no determiner and no
# owner, the subject of the countdown's verb (as in ``finders.generic_rule``).
_KIND_LASTS = re.compile(
    r"(?:^\s*|\b(?:that|told|said|explained|learned|learnt|heard|informed|advised|because|since|"
    r"and)\s+|[,;:]\s+)"
    r"(?!(?:his|her|their|the|my|your|its|our|this|that|these|those|some|all|any|a|an|he|she|"
    r"they|it|i|we|you)\b)(?:[a-z][\w/-]*\s+){0,2}?[a-z]{3,}s\s+"
    r"(?:(?:usually|normally|generally|typically|always|can|may|will)\s+)?"
    r"(?:expire|mature|end|renew|lapse|run\s+out|reset|unlock|open|close|lift|start|begin|"
    r"time\s+out|elapse|are\s+due|fall\s+due)\b",
    _I,
)


# ... or on to a named day near now: "the top-up offer expires on Friday", "his card is blocked
# until tomorrow", "the promo ends at midnight", "her grace period runs out next month". A
# weekday with no "every" is this week's: wrong by the next one. Not a schedule ("renews every
# Friday", "closes on Fridays") and not a date ("expires on 15 March 2027").
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day\b(?!s)"
_NEAR_DAY = re.compile(
    _CLOCK_VERB
    + r"[^.!?;\n]{0,40}?\b(?:on\s+(?:this\s+|next\s+|the\s+coming\s+)?" + _WEEKDAY
    + r"|(?:this|next|coming)\s+(?:" + _WEEKDAY + r"|week\b|weekend\b|month\b)"
    + r"|today\b|tonight\b|tomorrow\b|at\s+midnight\b|by\s+the\s+end\s+of\s+(?:the|this)\s+"
    r"(?:day|week)\b|(?:at\s+)?(?:the\s+)?end\s+of\s+(?:the\s+|this\s+)?(?:day|week)\b)",
    _I,
)
_SCHEDULE = re.compile(
    r"\b(?:every|each|weekly|daily|monthly|fortnightly|yearly|annually)\b", _I
)


def _near_day(sentence: str) -> re.Match[str] | None:
    """A countdown on to a named day near now, not in a schedule (see above)."""
    return None if _SCHEDULE.search(sentence) else _NEAR_DAY.search(sentence)


def countdown(text: str) -> str | None:
    """A countdown on anything, said of one thing, not as a bank rule: the span."""
    for _, sentence in _sentences(text):
        m = _COUNTDOWN.search(sentence) or _near_day(sentence) or _TO_GO.search(sentence)
        if m is None and not _TURN_THING.search(sentence):
            m = _SPAN_AWAY.search(sentence)
        rule = generic_rule(sentence) or _KIND_LASTS.search(sentence) is not None
        if m and not _QUESTION.search(sentence) and not rule:
            return m.group(0).strip()
    return None


# A rate or a percentage as it stands: a percentage in the period the sentence was said in
# ("was repriced to 19% effective this quarter"), or a rate a change left at a value ("his
# card rate was raised to 3.5%"): the value holds until the next change.
_PERCENT = r"\d+(?:\.\d+)?\s*(?:%|per\s?cent\b|percent\b|pc\b)"
_RATE_SET = re.compile(
    r"\b(?:rates?|interest|apr|apy|yield|margin|spread|premium|fee|charge|coupon|pricing)\b"
    r"[^.!?;\n]{0,40}?\b(?:was|were|has\s+been|have\s+been|had\s+been|got|is|are)\s+(?:\w+\s+)?"
    r"(?:repriced|raised|increased|reduced|cut|lowered|changed|adjusted|reset|moved|set|fixed|"
    r"revised|bumped|dropped|hiked|pegged|locked|reviewed)\s+(?:up\s+|down\s+)?(?:to|at)\s+"
    rf"{_PERCENT}",
    _I,
)
# A rate said against a reference rate as it stands: "now tracks at prime plus one and a half",
# "is repo minus 1%". The reference moves it, and so does the bank.
_PEGGED = re.compile(
    r"\b(?:rates?|interest|pricing|apr|loan|mortgage|bond|overdraft)\b[^.!?;\n]{0,60}?\b"
    r"(?:is|are|['’]s|now|currently|tracks|tracking|stands|sits|moved|pegged|priced)\s+"
    r"(?:now\s+|currently\s+)?(?:at\s+)?(?:the\s+)?(?:prime|base\s+rate|(?:central\s+bank|policy|repo|"
    r"benchmark|reference|base|prime\s+lending|bank)\s+rate|cbr|mpr|repo|libor|sofr|jibar|euribor|"
    r"sonia|t-?bill\s+rate)\s+(?:plus|minus|less|\+|-)",
    _I,
)
# ... or said to be so "as of" the day, week or month it was said (round 74): "was 11.5% p.a. as
# of this week", "12% as of this month" (as of a date, "as of March 2024", is read as before).
_AS_OF_NOW = (
    r"\bas\s+(?:of|at)\s+(?:this\s+(?:week|month|year|morning|quarter)|today|now|the\s+moment)\b"
)
_PERCENT_NOW = re.compile(
    rf"{_PERCENT}[^.!?;\n]{{0,60}}?(?:{_THIS_PERIOD})|{_PERCENT}[^!?;\n]{{0,60}}?{_AS_OF_NOW}", _I
)
_PERCENT_AFTER_NOW = re.compile(rf"(?:{_THIS_PERIOD})[^.!?;\n]{{0,60}}?{_PERCENT}", _I)


# A rate said as it stands: a percentage beside a rate word, in a sentence that is not a
# finished event of the past ("took a loan at 18% in 2020" is; "carries a 24% interest rate",
# "pays 10% per annum", "an APR of 36%" are not).
_PERCENT_RE = re.compile(_PERCENT, _I)
_RATE_WORD = re.compile(
    r"\b(?:rates?|interest|apr|apy|yields?|returns?|per\s+annum|p\.\s?a\.?|a\s+year|annually|"
    r"mark-?up|discount|cashback|commission|fees?|charges?|dividends?|coupon|earns?|earning|"
    # a rate as the market last set it: "is yielding 21.4% at the latest auction"
    r"yielding|returning|auctions?|latest|prevailing|going\s+rate|"
    r"pays|paying|carries|carrying|attracts?|accrues?)\b",
    _I,
)
_PAST = re.compile(r"\b(?:was|were|had|did|took|got|gave|paid|[a-z]{2,}ed)\b", _I)
_NOT_PAST = re.compile(
    r"\b(?:is|are|am|has|have|will|shall|would|can|now|currently|still|presently|today|"
    r"earns|pays|carries|attracts|accrues|charges|costs|applies|tracks|stands|sits|remains|gives|"
    r"offers|yields|returns|ends|expires|runs|moves|goes|comes|gets|keeps|stays)\b|['’](?:s|re|ll)\b",
    _I,
)


def _rate_now(sentence: str) -> str | None:
    m = _PERCENT_RE.search(sentence)
    if m is None or _RATE_WORD.search(sentence) is None or _GOAL.search(sentence):
        return None
    if _PAST.search(sentence) and not _NOT_PAST.search(sentence.replace("’s ", " ")):
        return None
    return m.group(0).strip()


def rate_as_it_stands(text: str) -> str | None:
    """A percentage in the period said, a rate a change left at a value, or a rate said as it
    stands (see above): the excerpt."""
    for _, sentence in _sentences(text):
        if _QUESTION.search(sentence):
            continue
        for pattern in (_RATE_SET, _PERCENT_NOW, _PERCENT_AFTER_NOW, _PEGGED):
            m = pattern.search(sentence)
            if m:
                return m.group(0).strip()
        now = _rate_now(sentence)
        if now:
            return now
    return None


# A share of a limit used up: "has used 78% of his credit card limit", "is at 90% of her
# monthly budget", "has spent half of her data allowance". A goal or a preference about the
# share ("wants to keep utilisation below 30% of her limit") is not how it stands.
_SHARE_OF = re.compile(
    rf"(?:{_PERCENT}|\b(?:half|a\s+third|two[\s-]thirds|a\s+quarter|three[\s-]quarters|most|"
    r"nearly\s+all|almost\s+all|all))\s+(?:of\s+)?(?:the\s+|his\s+|her\s+|their\s+|its\s+|my\s+|"
    r"your\s+|a\s+)?(?:[\w'’/-]+\s+){0,4}?(?:limit|budget|allowance|quota|cap|credit\s+line|"
    r"threshold|maximum|overdraft|facility|target|goal)\b",
    _I,
)
# A goal or a preference about a value, not the value: "wants to keep it below 30%", "aims to
# stay under half of her budget". Not "wants to know why he has used 90%" (a question about it).
_GOAL = re.compile(
    r"\b(?:wants?|wanted|prefers?|preferred|would\s+(?:like|rather)|(?:aims?|tries|plans?|hopes?|"
    r"intends?)\s+to|aiming|trying|planning|goal|(?:to|would)\s+keep|keeps?\s+(?:\w+\s+)?"
    r"(?:below|under|within))\b(?!\s+to\s+(?:know|check|confirm|understand|find\s+out|see|ask))",
    _I,
)


def said_in(
    pattern: re.Pattern[str], text: str, *, unless: tuple[Callable[[str], object], ...] = ()
) -> str | None:
    """The first match of ``pattern`` in a sentence of ``text`` that asserts it: not a
    question, and none of ``unless`` (a goal, a bank's rule) reads the sentence."""
    for _, sentence in _sentences(text):
        if _QUESTION.search(sentence) or any(read(sentence) for read in unless):
            continue
        m = pattern.search(sentence)
        if m:
            return m.group(0).strip()
    return None


def share_of_limit(text: str) -> str | None:
    """A share of a limit or budget, said as how much is used (not as a goal): the share."""
    # The goal the share is of ("has reached 40 percent of her goal") is not a wish about it.
    return said_in(_SHARE_OF, text, unless=(lambda s: _GOAL.search(_SHARE_OF.sub(" ", s)),))


# A share of a sum, said as how much of it has come or gone so far: "has received only half of
# the money he sent", "has repaid a third of the loan", "two-thirds of the refund has arrived".
# The rest may come tomorrow. Not a finished act said in the past ("sent half of his salary to
# his mother") and not a goal ("wants to save half of her pay").
_SHARE = (
    rf"(?:{_PERCENT}|\b(?:half|a\s+third|one[\s-]third|two[\s-]thirds|a\s+quarter|"
    r"three[\s-]quarters|a\s+fraction|a\s+portion|(?:a\s+)?part|some|most|none|all))"
)
_SUM = (
    r"\s+of\s+(?:(?:the|his|her|their|its|my|your)\s+(?:[\w'’-]+\s+){0,2}?(?:money|funds|cash|"
    r"amount|sum|transfers?|remittances?|payments?|salary|refunds?|loans?|pension|allowance|"
    r"savings|debt|fees|rent|bills?|contributions?|pot|payout)\b"
    # ... or the sum said as a clause: "half of what he borrowed from his cousin", "most of
    # what she was owed".
    r"|what\b)"
)
_SHARE_SO_FAR = re.compile(
    r"\b(?:has|have)\s+(?:now\s+|so\s+far\s+|already\s+)?(?:received|got|gotten|sent|paid|"
    r"repaid|spent|used|withdrawn|saved|collected|lost|recovered|refunded|released|returned|"
    r"(?:given|handed)\s+back)\s+"
    rf"(?:only\s+|just\s+|about\s+|nearly\s+|almost\s+)?{_SHARE}{_SUM}"
    rf"|{_SHARE}{_SUM}[^.!?;\n]{{0,30}}?\b(?:has|have)\s+(?:now\s+|so\s+far\s+)?(?:arrived|come|"
    r"reached|landed|cleared|been\s+(?:credited|received|paid|released|refunded|reversed))\b",
    _I,
)


def share_so_far(text: str) -> str | None:
    """A share of a sum, said as how much has come or gone so far (see above): the share."""
    return said_in(_SHARE_SO_FAR, text, unless=(_GOAL.search,))


# An exchange rate's value: "trading at 129 to the dollar", "1,500 naira per dollar", "the
# cedi is at 15 against the pound". A market moves it every day, so it is wrong the day after it
# was read, whatever tense it is told in ("was trading at 129 when the user checked today").
# Not a rate of a year long past ("changed money at 700 to the dollar in 2019") and not a goal
# ("wants to buy dollars when it falls to 120 to the dollar"). A dollar account or card is not
# a currency unit: "sent 200 to the dollar account".
_CURRENCY = (
    r"(?:(?:us|u\.s\.|american|canadian|australian)\s+)?(?:dollars?|pounds?|sterling|euros?|naira|"
    r"cedis?|shillings?|rand|francs?|leones?|kwacha|birr|dirhams?|yuan|renminbi|rupees?|yen|"
    r"dalasis?|ariary|pula|usd|gbp|eur|ngn|kes|ugx|tzs|ghs|zar|xof|xaf|sll|sle|cfa|greenbacks?|bucks?|"
    # ... the Pacific's (round 55): Tonga's pa'anga, Samoa's tala, Vanuatu's vatu, PNG's kina.
    r"pa['’]?anga|tala|vatu|kina|"
    # ... the lira, the hryvnia, the zloty (round 56).
    r"liras?|hryvnias?|uah|zlotys?|pln|"
    # ... the peso and the Gulf's and Asia's units a remitter quotes against (round 60: "15.18
    # pesos per dirham").
    r"pesos?|php|mxn|riyals?|rials?|dinars?|aed|sar|qar|ringgit|myr|baht|rupiahs?|taka|bdt|"
    r"inr|pkr|"
    # ... and Latin America's and Vietnam's, the dollar said in Spanish (rounds 61-62): "3.74
    # soles per dollar", "25.480 đồng per USD", "the dólar was at 17.20 pesos".
    r"soles|d[óo]lar(?:es)?|đồng|dong|vnd|cop|mxn|quetzal(?:es)?|"
    # ... and Central and Eastern Europe's, quoted in a London bureau (round 63): "5.71 lei to
    # the pound", "410 forints per euro", "25 korun to the euro", "1.95 leva per euro".
    r"lei|leu|(?-i:RON)|forints?|huf|korun[ay]?|czk|leva|lev|bgn|"
    # ... the CFA franc as Dakar and Douala write it, Haiti's gourde, Myanmar's kyat, Sri Lanka's
    # and Singapore's units (rounds 64-65): "655 FCFA per euro", "132 goud pou yon dola".
    r"f\s*cfa|francs?\s+cfa|gourdes?|goud|htg|kyats?|mmk|lkr|sgd)"
)
_FX_VALUE = re.compile(
    rf"\d[\d,]*(?:\.\d+)?\s*(?:{_CURRENCY}\s+)?(?:(?:to|against|for)\s+(?:the|a|one|1|each|every)\s+|"
    r"per\s+(?:the\s+|a\s+|one\s+|1\s+)?|/\s*)(?:1\s*)?"
    rf"(?:{_CURRENCY}\b(?!\s+(?:account|accounts|card|cards|wallet|wallets|domiciliary|savings|"
    r"bills?|notes?|deposits?|loans?|transfers?|bonds?|fund|funds)\b)|[$£€₦])"
    # ... or to one unit written as money: "ZiG 13.9 to US$1", "1,450 to USD 1".
    r"|\d[\d,]*(?:\.\d+)?\s*(?:to|against|for|per)\s+(?:(?:us|u\.s\.)\s*)?(?:[$£€₦]\s*|(?-i:[A-Z]{3})\s*)1"
    r"(?![\d,.]*\d)"
    # a currency pair's rate: "the CAD to XOF rate the user saw today was 445"; the pair may be
    # written with an arrow, as apps show it: "the GBP→PLN rate shown was 5.0134" (round 78).
    rf"|(?:\b(?-i:[A-Z]{{3}})|{_CURRENCY})\s*(?:to|/|-|→|->|⇒)\s*(?:(?-i:[A-Z]{{3}})|{_CURRENCY})\s+"
    r"(?:exchange\s+)?rates?\b[^.!?;\n]{0,60}?\d"
    rf"|\bexchange\s+rate\b[^.!?;\n]{{0,30}}?\d|{_CURRENCY}\s*/\s*{_CURRENCY}\s+(?:\w+\s+){{0,2}}\d"
    # a currency pair at a value, with no rate word (blind round 45): "quoted AED to INR at
    # 23.05", "USD/KES stood at 129.4".
    rf"|(?:\b(?-i:[A-Z]{{3}})|{_CURRENCY})\s*(?:to|/|-|→|->|⇒|into)\s*(?:(?-i:[A-Z]{{3}})|{_CURRENCY})\s+"
    r"(?:(?:was|is|stood|stands|traded|trading|went|going|sat|sits)\s+)?(?:at|of|=|@)\s*\d"
    # ... or where it was quoted between, and the figure after a bare copula (round 70): "GBP to
    # INR on Wise is 105.4 today", "USD to PHP at the airport was 55.1".
    rf"|(?:\b(?-i:[A-Z]{{3}})|{_CURRENCY})\s*(?:to|/|-|→|->|⇒|into)\s*(?:(?-i:[A-Z]{{3}})|{_CURRENCY})\s+"
    r"(?:(?:on|at|with|via|through|in)\s+(?:the\s+)?(?:[\w'’&-]+\s+){1,3}?)?"
    r"(?:is|was|are|were|['’]s|stood|stands|sat|sits)\s+(?:now\s+|currently\s+|still\s+)?"
    r"(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+|over\s+|under\s+)?[$£€₦₹]?\d"
    # a currency said to buy or fetch so much (round 55): "the NZD was buying 1.42 pa'anga".
    # ... or said to be at a figure (rounds 61-62): "the dollar is at 48.7 pounds", "the dólar was
    # at 17.20 pesos" (the currency itself the subject: "his dollar account is at …" is not).
    rf"|(?:\b(?-i:[A-Z]{{3}})|{_CURRENCY})\s+(?:is|was|are|were|['’]s|stood|stands|sat|sits)\s+"
    r"(?:now\s+|currently\s+|still\s+)?(?:buying|selling|fetching|getting|going\s+for|trading\s+at|"
    r"exchanging\s+at|changing\s+at|worth|at|around|about)\s+"
    r"(?:at\s+)?(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+)?[$£€₦]?\d"
    # ... not a figure a rate names itself by ("is at 140 to the dollar": that excerpt is above's).
    r"(?![\d,.]*\s*(?:to|per|against|for)\b)"
    # one unit set equal to so much of another (round 56): "1 GBP = 51.2 UAH".
    rf"|\b(?:1|one)\s*(?:(?-i:[A-Z]{{3}})\b|{_CURRENCY}\b|[$£€₦₺₴])\s*(?:=|≈|equals?)\s*"
    r"[$£€₦₺₴]?\s*\d",
    _I,
)
# A rate quoted or seen at a time of the day it was said (blind round 45): "quoted a rate of
# 23.05 at the exchange this morning", "saw 130.2 on the bureau board today". A quote is for
# the day; the next one differs. Only beside a rate word, a bureau or an exchange, and a figure.
_QUOTED = re.compile(
    r"\b(?:quoted|quoting|quotes|saw|seen|checked|(?:was|were)\s+(?:given|offered)|"
    r"got\s+a\s+(?:quote|rate))\b",
    _I,
)
_FX_PLACE = re.compile(
    r"\b(?:rates?|exchange|forex|bureaux?|fx|hawala|hawaladar|money\s+changers?)\b", _I
)
_FIGURE = re.compile(r"\b\d[\d,]*(?:\.\d+)?\b")
# A rate dated to a year, a month or a span long past: a finished event of that time.
_LONG_AGO = re.compile(
    r"\b(?:in|during|back\s+in|since)\s+(?:(?:early|late|mid)[\s-]+)?(?:19|20)\d\d\b|"
    r"\b(?:last|in\s+the\s+past)\s+(?:year|decade)\b|\b(?:years|decades)\s+ago\b",
    _I,
)


def exchange_rate(text: str) -> str | None:
    """An exchange rate's value, not a past year's and not a goal, or a rate quoted at a time of
    the day it was said (see above): the excerpt."""
    for _, sentence in _sentences(text):
        m = _FX_VALUE.search(sentence)
        if m is None or _QUESTION.search(sentence) or _GOAL.search(sentence):
            continue
        if _LONG_AGO.search(sentence) and not _NOT_PAST.search(sentence):
            continue
        return m.group(0).strip()
    for _, sentence in _sentences(text):
        quoted, near = _QUOTED.search(sentence), _NEAR_NOW.search(sentence)
        if quoted is None or near is None or _QUESTION.search(sentence) or _GOAL.search(sentence):
            continue
        # The figure is the rate's, not the span's: "ends in 30 minutes" is ``countdown``'s.
        unspanned = sentence[: near.start()] + sentence[near.end() :]
        if _FX_PLACE.search(sentence) and _FIGURE.search(unspanned):
            start, end = min(quoted.start(), near.start()), max(quoted.end(), near.end())
            return sentence[start:end].strip()
    return None
