"""Money that sits in a recurrence: the terms of an arrangement, not a value as it stands.

One reader, after blind round 28 (rounds 25 to 27 each read "a fixed amount paid by the period"
one phrasing at a time, ``terms``, and the next writer still found new ones). A sentence, or a
clause of it, that has an amount and says how often it recurs states an arrangement: "each
contribute KSh 2,000 every second Saturday", "pools R800 per member monthly", "collecting ₦1,000
from each trader every morning", "a standing order of ₦75,000 … on the 28th of every month",
"pays his ₦1.5m rent once a year every January", "a pledge of ₦20,000 a month for two years".

How often (``RECURRENCE``) is every or each with a period, a day, a month or an occasion ("every
second Saturday", "every January", "at the start of every session", "at each monthly meeting"), a
count of periods ("every six months"), an adverb (monthly, quarterly, annually), "a month",
"once a year", "per month", "per meeting", "at month-end". Beside such an amount, the
arrangement's own verb and noun in the simple present are its terms too ("contributes ₦100,000
per household each quarter", "requires a 50,000 FCFA contribution at each monthly meeting").

Such an amount is not a balance, a payment status or money held, whoever pays it, as long as
nothing in the sentence says how things stand now (``_STATE``: still, now, yet, left, due,
owes, so far, this month, has paid, a turn, a pot, a limit ...). Every money rule reads the text
with those amounts blanked (``framing.blank_framed``), so the rest of the sentence is read as
before: "She still owes ₦2,000 of this month's ₦5,000 contribution" and "The chama's monthly pot
of KSh 40,000 goes to Achieng this month" keep their amounts.
"""

from __future__ import annotations

import re
from itertools import pairwise

from memoryadmin.packs.banking.money import MONEY, amount_spans
from memoryadmin.packs.banking.now_mena import stands_now_mena
from memoryadmin.packs.banking.now_north import stands_now_north

_I = re.IGNORECASE

_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_MONTH = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
)
_PERIOD_NOUN = (
    r"(?:day|week|fortnight|month|quarter|year|term|semester|session|sitting|cycle|round|meeting|"
    r"market\s+day|payday|pay\s+day|morning|evening|night|season|harvest|"
    + _WEEKDAY
    + r"|"
    + _MONTH
    + r")"
)
# How often: every or each with a period, a day or an occasion, an adverb, "a month".
RECURRENCE = re.compile(
    r"\b(?:(?:every|each)\s+(?:other\s+|single\s+|second\s+|third\s+|alternate\s+)?"
    # ... an occasion with its own period: "at each monthly meeting", "every weekly session".
    r"(?:(?:daily|weekly|fortnightly|monthly|quarterly|yearly|annual|general)\s+)?"
    + _PERIOD_NOUN
    # ... a count of periods: "every six months", "every 2 weeks".
    + r"|(?:every|each)\s+(?:two|three|four|five|six|eight|nine|ten|twelve|eighteen|\d{1,2})\s+"
    r"(?:days|weeks|months|years)"
    + r"|(?:(?:once|twice|three\s+times|four\s+times)\s+)?(?:a|per)\s+"
    r"(?:day|week|fortnight|month|quarter|year|term|semester|session|sitting|meeting)"
    r"|daily|weekly|fortnightly|monthly|quarterly|yearly|annually|termly|bi-?weekly|bi-?monthly"
    r"|on\s+" + _WEEKDAY + r"s"
    r"|at\s+(?:month|year)[\s-]end"
    # French: "chaque mois", "tous les mois", "par semaine", "mensuellement".
    r"|chaque\s+(?:jour|semaine|mois|ann[ée]e|trimestre|dimanche|samedi|vendredi|lundi)"
    r"|tous\s+les\s+(?:jours|mois|ans|dimanches|samedis|vendredis)|toutes\s+les\s+semaines"
    r"|par\s+(?:jour|semaine|mois|an|trimestre)|mensuellement|hebdomadairement|annuellement"
    # Punjabi and Hindi romanised, Portuguese, Malay and Indonesian, Chichewa (round 66): "har
    # koi mahine da £100 paundi" (everyone pays £100 a month), "R$ 200 por mês", "RM500 sebulan",
    # "setiap bulan", "mwezi uliwonse".
    r"|har\s+(?:mahine|maheene|mahina|hafte|saal)|(?:mahine|maheene|hafte)\s+(?:da|di|de|ka|ki|ke)"
    r"|por\s+(?:m[êe]s|semana|ano|dia)|ao\s+m[êe]s|tod[oa]s?\s+(?:o\s+|os\s+|as\s+)?"
    r"(?:m[êe]s|meses|semanas?)|cada\s+(?:m[êe]s|semana|ano)|mensalmente|semanalmente"
    r"|sebulan|seminggu|setahun|(?:setiap|tiap|saban)\s+(?:hari|minggu|bulan|tahun)"
    r"|mwezi\s+uliwonse|sabata\s+iliyonse|chaka\s+chilichonse"
    # ... a weekday's place in the month: "on the last Friday of the month" (round 33).
    r"|on\s+the\s+(?:first|second|third|fourth|last)\s+"
    + _WEEKDAY
    + r"\s+of\s+(?:the|each|every)\s+month"
    # ... short forms, after round 31: "R150/month", "every 2 weeks", "on the 25th", "on the 1st
    # of each month", "payable by the 5th".
    r"|/\s*(?:day|wk|week|fortnight|mo|mth|month|qtr|quarter|yr|year|term|annum)"
    r"|every\s+\d+\s+(?:days|weeks|months|years)"
    r"|(?:on|by)\s+the\s+\d{1,2}(?:st|nd|rd|th)(?:\s+of\s+(?:each|every|the)\s+month)?"
    r"|at\s+the\s+(?:end|start|beginning|close)\s+of\s+(?:every|each)\s+\w+"
    # Arabic, Persian, Hebrew, Arabizi and Finglish (blind round 80): "كل شهر", "شهرياً", "هر
    # ماه", "ماهانه", "כל חודש", "kol shahr", "har mah".
    r"|كل\s+(?:شهر|أسبوع|اسبوع|سنة|سنه|يوم|جمعة|جمعه|خميس)|شهريا|أسبوعيا|اسبوعيا|سنويا"
    r"|هر\s+(?:ماه|هفته|سال|روز)|ماهانه|ماهیانه|سالانه|هفتگی"
    r"|כל\s+(?:חודש|שבוע|שנה|יום)|חודשי|מדי\s+(?:חודש|שבוע|שנה)"
    r"|kol\s+(?:shahr|shahar|esboo3|sana|youm|yom)|har\s+(?:mah|maah|hafte|sal|rooz))\b",
    _I,
)

# How things stand now, or a count so far: then the amounts are read as before.
_STATE = re.compile(
    r"\b(?:still|now|currently|yet|left|remaining|remains?|balance|available|"
    r"ow(?:es|e|ed|ing)|due|overdue|outstanding|pending|missed|skipped|late|behind|arrears?|"
    r"so\s+far|to\s+date|in\s+total|total(?:s|led)?|today|tonight|tomorrow|yesterday|"
    r"(?:this|last|next|current)\s+(?:\w+\s+)?(?:day|week|fortnight|month|quarter|year|term|"
    r"round|cycle|session|sitting|semester|meeting|payout|time)|stands?\s+at|"
    r"(?:has|have|had)\s+(?:already\s+|just\s+)?(?:paid|used|received|collected|contributed|"
    r"saved|sent|made|missed)|short|goals?|targets?|points|expir\w*|shows?|showing|worth|"
    r"eligible|qualif\w*|offers?|offered|offering|can|cannot|could|at\s+the\s+moment|"
    r"at\s+present|presently|right\s+now|as\s+of|set\s+at|kitty|has\s+not|have\s+not|not\s+yet|n['’]t|"
    r"turns?|next|queue|in\s+line|pot|limit|cap|allowance\s+left|"
    r"not|never|no\s+longer|again|failed|bounced|declined|reversed|stopped|paused|cancel+ed|"
    r"suspended|frozen|blocked|will|going\s+to|about\s+to|ago|since|until|"
    r"loans?|debts?|instal+ments?|repay\w*|overdraft|borrow\w*|lent|lend\w*|"
    # ... and in French: "a encore 20 000 FCFA sur son compte", "reste", "solde", "doit".
    r"encore|toujours|rest\w*|solde|actuellement|maintenant|d[ée]j[àa]|doit|doivent|dû|due|"
    r"sur\s+(?:son|sa|mon|ma|leur|le)\s+compte|en\s+attente|en\s+cours|bloqu\w*|[ée]chou\w*)\b"
    # ... the money a person has to spend: "sends her last ₦2,000 to her mother every Friday".
    r"|\b(?:his|her|their|my|its)\s+(?:last|only|remaining|entire|whole|spare)\b"
    # ... one contribution or due, named with its amount: "weekly contributions of ₦2,000" (the
    # group's usual one is read by ``terms``).
    r"|\b(?:contributions?|dues|levy|levies)\s+of\b"
    # ... the user's own income, which whoever pays it changes: "the user receives ₦50,000 from
    # her son every month", "is paid a monthly salary of …", "her salary of ₦250,000 is paid …"
    # ("the user's mother receives ₦30,000 from him" is the user's to set).
    r"|(?:^|\b(?:the\s+user|he|she|they)\s+)(?:\w+ly\s+)?(?:receives?|gets?|earns?|(?:is|are)\s+paid|"
    r"makes|takes\s+home|draws?)\b"
    r"|\b(?:the\s+user['’]s|his|her|their|my)\s+(?:[\w-]+\s+)?(?:salary|salaries|pay|income|"
    r"wages?|pension|stipend|earnings)\b"
    # ... or one instance of it, paid: "sent his weekly ₦2,000 to the group" ("is paid quarterly"
    # is the arrangement, in the present).
    r"|(?<!\bis\s)(?<!\bare\s)(?<!\bbe\s)(?<!\bbeen\s)\b(?:sent|paid|contributed|gave|transferred|"
    # ... "put in" after a bare "each" is the present of the people before it: "12 people who each
    # put in $100 every two weeks" (round 70; "each member put in" is read as before).
    r"deposited|remitted|received|collected|saved|made|(?<!\beach\s)put\s+in|handed\s+over)\b",
    _I,
)


# An amount someone has or holds is a balance, whatever recurs beside it.
_HELD = re.compile(
    r"\b(?:has|have|had|holds?|held|contains?|reached|hit)\s+(?!\d{1,3}\s+(?:members|women|men|people|"
    r"traders|farmers)\b)(?:(?:about|around|over|only|just|"
    r"nearly|almost)\s+)?(?:\d|" + MONEY.pattern + ")",
    _I,
)


# Who pays it, said with the amount: anyone in the group ("each member pays ₦50,000 at
# month-end", "collects €100 from each member every month"), or that it is paid ("is paid
# quarterly"). With a recurrence these name the arrangement's payer, not who has paid.
_PAYER = re.compile(r"\b(?:each|every)\s+member\b|\b(?:is|are)\s+paid\b", _I)

# Where one clause ends and another begins: an amount is set by the recurrence of its own
# clause ("saves ₦5,000 every week, and the box shows ₦60,000" leaves the second amount).
_CLAUSE = re.compile(
    r"[;:()]|,(?!\d)|\s(?:and|but|while|whereas|which|so|making|bringing|after|before|because|since|"
    r"until|when|then)\s",
    _I,
)
# Terms an arrangement sets without a period of their own: a price each ("sells shares at UGX
# 5,000 each") and a benefit's cap ("covers up to R15,000 towards a member's funeral").
_PRICE_EACH = re.compile(
    r"\s*(?:each|apiece|a\s+share|per\s+(?:share|unit|head|person|member))\b", _I
)
_UP_TO = re.compile(r"\bup\s+to\s*$", _I)
# ... or a share's price said before it: "each share costs UGX 2,000" (round 34).
_EACH_COSTS = re.compile(
    r"\b(?:each|a|one)\s+(?:share|unit|slot)\s+(?:costs|is\s+priced\s+at)\s+$", _I
)
# The arrangement's own verb and noun, beside an amount it sets by the period: "requires a
# 50,000 FCFA contribution at each monthly meeting", "contributes ₦100,000 per household each
# quarter" (what each household pays, by the group's terms). In the simple present they say what
# the arrangement asks, not who has paid ("contributed", "has paid" are ``_STATE``'s, and leave
# every amount as it was). Paying verbs only with the rate's unit after the amount: "Kemi
# contributes ₦3,000 every week" is a member's line in the group's ledger, read as before.
_ASKS = re.compile(
    r"\b(?:requires|charges|expects|asks\s+for|sets)\s+(?:(?:a|an)\s+)?"
    r"(?:(?:fixed|flat|set|standard)\s+)?$",
    _I,
)
_PAYS_AT_RATE = re.compile(r"\b(?:contributes|contribute|pays|remits)\s+$", _I)
_PER_PAYER = re.compile(
    r"\s*each(?=\s+(?:per|a|every)\s+(?:month|week|year|day|meeting)\b)|"
    r"\s*(?:per|from\s+each|from\s+every|for\s+each)\s+(?:household|family|member|head|person|"
    r"share|trader|house|home)\b",
    _I,
)
_ASKED_AS = re.compile(
    r"\s*(?:(?-i:F\s?CFA|CFA(?:\s+francs?)?|[A-Z]{3})\s+)?(?:contribution|subscription|fee|levy|"
    r"payment|deposit|premium)s?\b",
    _I,
)


def recurs_as_arranged(sentence: str) -> bool:
    """``sentence`` says how often something recurs and nothing of how things stand: a
    recurring schedule to the backstop (``backstop``), whether or not its amounts are left."""
    return (
        RECURRENCE.search(sentence) is not None
        and _STATE.search(sentence) is None
        and _HELD.search(sentence) is None
        # ... nor said in the Middle East's words (``now_mena``, blind round 80).
        and not stands_now_mena(sentence)
        and not stands_now_north(sentence)
    )


# A name set off by commas, with a title or not: "to his landlord, M. Kouadio, on the 5th"
# (round 49). Its commas do not end the clause: the name is who the payee is.
_APPOSITIVE = re.compile(
    r",\s*(?:(?:M|Mr|Mrs|Ms|Dr|Mme|Mlle|Sr|Sra|Dona|Madam|Mama|Alhaji|Chief)\.?\s+)?"
    r"(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+){0,2}\s*,(?!\d)"
)


def _clauses(sentence: str) -> list[tuple[int, int]]:
    """The spans of the clauses of ``sentence``; a leading one that only says how often ("Every
    month, she sends …") is joined to the clause after it, and a name set off by commas is part
    of its clause."""
    named = [m.span() for m in _APPOSITIVE.finditer(sentence)]
    inside = [m.start() for m in _CLAUSE.finditer(sentence)]
    cuts = [0] + [c for c in inside if not any(a <= c < b for a, b in named)] + [len(sentence)]
    spans = [(a, b) for a, b in pairwise(cuts) if b > a]
    if len(spans) > 1:
        (a, b), (_, d) = spans[0], spans[1]
        if RECURRENCE.search(sentence, a, b) and not amount_spans(sentence[a:b]):
            spans[:2] = [(a, d)]
    return spans


def recurring_amounts(sentence: str) -> list[tuple[int, int]]:
    """The spans of the amounts ``sentence`` sets by a recurrence, of who pays them and of the
    arrangement's verb and noun beside them (see above); empty when it names no recurrence or
    says how things stand."""
    spans = amount_spans(sentence)
    if not spans or not recurs_as_arranged(sentence):
        return []
    found: list[tuple[int, int]] = []
    for a, b in _clauses(sentence):
        recurs = RECURRENCE.search(sentence[a:b]) is not None
        for s, e in spans:
            if a <= s < b and (
                recurs
                or _PRICE_EACH.match(sentence, e)
                or _UP_TO.search(sentence, a, s)
                or _EACH_COSTS.search(sentence, a, s)
            ):
                found.append((s, e))
        if recurs and any(a <= s < b for s, _ in found):
            found += [m.span() for m in _PAYER.finditer(sentence, a, b)]
            for s, e in [(s, e) for s, e in found if a <= s < b]:
                verb = _ASKS.search(sentence, a, s)
                if verb is None and _PER_PAYER.match(sentence, e, b):
                    verb = _PAYS_AT_RATE.search(sentence, a, s)
                noun = _ASKED_AS.match(sentence, e, b)
                found += [m.span() for m in (verb, noun) if m is not None]
    return sorted(found)


def without_recurring_amounts(sentence: str) -> str:
    """``sentence`` with the amounts it sets by a recurrence blanked (offsets kept)."""
    for a, b in reversed(recurring_amounts(sentence)):
        sentence = sentence[:a] + " " * (b - a) + sentence[b:]
    return sentence
