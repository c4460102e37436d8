"""Amounts that are the terms of a lasting arrangement, not money as it stands (summary frames).

The rules refuse an amount wherever it stands unless a frame (``frames``) reads it as part of
an arrangement. These shapes carry an amount, or a percentage, that holds as long as the
arrangement does, not until the next payment:

- a group's rule of how much anyone in it pays: "each member contributes 5,000 every week",
  "each member contributes KES 2,000.", "members pay ₦10,000 weekly" (``without_rule_amounts``,
  inside the group frame's rule);
- a group's usual contribution and the rate its loans carry: "her usual weekly ajo contribution
  is ₦5,000", "member loans carry 10% interest", "the chama charges 5% a month on loans"
  (``without_group_terms``, inside the group frame);
- a standing order with its amount: "has a monthly standing order of R1,500 to his mother";
  after round 26 also a transfer said to recur ("a standing monthly transfer of KSh 5,000"), the
  order as the subject ("his standing order to his landlord is N350k every quarter", "her
  standing instruction moves 10% of every salary into …") and pay drawn on by the period ("his
  cooperative deducts ₦15,000 from his salary every month");
- who collects a group's rule amount and when, as the sentence ends: "…, collected by the iya
  alajo on Fridays" (``without_group_terms``);
- an amount paid by the period, whoever pays it, one reader (``_PAID_BY_PERIOD``, after round
  27; it was a habit of the user's before): "usually buys about 200 shillings of airtime every
  morning", "pays her house help ₦40,000 on the last Friday of each month", "contributes ₦25,000
  a month to the staff thrift", "who each pay 50 000 FCFA on the 5th of every month" (inside the
  group frame too), "pays ₦240,000 to one member each month", or the amount inside the order it
  recurs by: "set up a monthly R1,000 transfer to his mother" (the year it was set up is a date);
- a group's fine or its charge by the period, said of anyone: "charges a KSh 200 fine for late
  contributions", "charges each member R500 a month" (``without_group_terms``);
- a share of one's pay put somewhere as a habit: "contributes 5% of his salary to a pension";
- a provider's fee given as the reason for using it: "uses Wave because it charges a flat 1% to
  send" (a preference's reason, not a price read today).

Each removes only the amount it reads; the frames then read the rest as before, so "this month's
contribution of KES 2,000 is still unpaid", "his standing order of R1,500 failed", "he has 200
shillings of airtime left" or "Wave currently charges 1%" keep their live values. None is said
of a loan, a debt or an instalment: what someone repays is a status (``arranged``).
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.group_names import ANY_GROUP
from memoryadmin.packs.banking.money import MONEY, amount_spans

_I = re.IGNORECASE

_PERCENT = r"\d+(?:\.\d+)?\s*(?:%|per\s?cent\b|percent\b)"
_ABOUT = r"(?:(?:about|around|roughly|some|approximately|up\s+to|at\s+least|only|just)\s+)?"


# A figure with its currency's code after it: "50,000 FCFA", "20 000 XOF", "5,000 KES" (the
# code after the figure is read here whole, so that none of it is left behind).
_CODE_AFTER = r"\d[\d, ]*(?:\.\d+)?\s?(?-i:F\s?CFA|CFA(?:\s+francs?)?|[A-Z]{3})\b"


def _value(name: str) -> str:
    """The value a term sets, money or a percentage, with any "about" before it (blanked with
    it: "about to" is not left behind), as the named group ``name``."""
    return rf"(?P<{name}>{_ABOUT}(?:{_CODE_AFTER}|{MONEY.pattern}|{_PERCENT}))"


_OFTEN_ADJ = r"(?:daily|weekly|fortnightly|monthly|quarterly|yearly|annual|termly)"
# How often a habit recurs: "every morning", "each month", "a week", "on Fridays", "daily".
_RECURRENCE = (
    r"\b(?:(?:every|each)\s+(?:other\s+)?\w+|(?:a|per)\s+(?:day|week|fortnight|month|year|term)|"
    r"daily|weekly|fortnightly|monthly|quarterly|yearly|on\s+(?:mon|tues|wednes|thurs|fri|satur|"
    r"sun)days|at\s+the\s+(?:end|start|beginning)\s+of\s+(?:every|each)\s+\w+)\b"
)

# When it recurs, a day of every month: "on the 5th of every month", "on the last Friday of each
# month", "on the first working day of every month" (its ordinal is the schedule's).
_MONTH_DAY = (
    r"on\s+the\s+(?:first|last|final|second|third|fourth|fifteenth|\d{1,2}(?:st|nd|rd|th))\s+"
    r"(?:(?:working|business|week)\s*day\s+|(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+|day\s+)?"
    r"of\s+(?:each|every)\s+month\b"
)
# How often, strictly: a period after "every" or "each" ("each member" is not one), an adverb, "a
# month", "twice a week", weekdays in the plural, a day of every month.
_PERIOD = (
    r"\b(?:(?:every|each)\s+(?:other\s+|single\s+)?(?:day|week|fortnight|month|quarter|year|term|"
    r"semester|sitting|cycle|round|meeting|market\s+day|payday|pay\s+day|morning|evening|night|season|"
    r"harvest|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|(?:(?:once|twice)\s+)?(?:a|per)\s+"
    r"(?:day|week|fortnight|month|quarter|year|term)|daily|weekly|fortnightly|monthly|quarterly|"
    r"yearly|annually|termly|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days|at\s+the\s+(?:end|"
    r"start|beginning)\s+of\s+(?:every|each)\s+\w+|" + _MONTH_DAY + r")\b"
)

# --- an amount paid by the period (one reader, round 27) ---------------------------------

# Anyone's fixed amount per period, a lasting arrangement: a simple-present verb of paying (the
# user's, a group's, an employer's: "pays", "sends", "contributes"; plural only after "each",
# "members", "they" or "who": "who each pay"), to whom first if said ("pays her house help"), the
# amount, then in the same clause to whom or where and how often (``_PERIOD``): "pays her house
# help ₦40,000 on the last Friday of each month", "contributes ₦25,000 a month to the staff
# thrift", "sends ₦50,000 to their mother every month", "pays ₦240,000 to one member each month";
# or the amount inside the order it recurs by: "set up a monthly R1,000 transfer to his mother".
# A past ("paid"), a plan ("to pay"), "has" and any word of how it stands (``_BROKEN``, and the
# frames' live words read after it) keep the amount live.
_PAYS = (
    r"(?:(?:usually\s+|normally\s+|typically\s+|generally\s+|always\s+|often\s+|regularly\s+)?"
    r"(?:pays|sends|gives|remits|saves|transfers|deposits|invests|spends|buys|loads|withdraws|"
    r"puts\s+(?:in|aside|away)|sets\s+aside|keeps\s+aside|tops\s+up(?:\s+with)?"
    # ... a contribution only with where it goes: "contributes ₦25,000 a month to the staff thrift"
    # ("Ngozi contributes 2k every week" is a member's line in the group's ledger).
    r"|contributes(?=[^.;!?]*?\b(?:to|into|towards)\s+(?:the|his|her|their|its|a|an)\b))"
    r"|(?:(?<=\beach\s)|(?<=\bmembers\s)|(?<=\bthey\s)|(?<=\bwho\s))(?:pay|send|contribute|give|"
    r"remit|save|transfer|deposit|put\s+in))"
)
_PAID_BY_PERIOD = (
    r"(?:\b"
    + _PAYS
    + r"\s+"
    # ... to whom, first: "sends her mother KES 3,000", "pays his two drivers", "pays her".
    r"(?:(?:him|her|them)\s+|(?:his|her|their|its|the|each|every|one|a)\s+"
    r"(?:(?!(?:own|usual|regular|monthly|weekly|daily|remaining|last|next|first|whole|entire|"
    r"full|outstanding|balance)\b)[\w'’-]+\s+){1,2})?"
    + _value("habit")
    + r"(?=[^.;!?]*?"
    + _PERIOD
    + r")"
    # ... or inside the order it recurs by: "a monthly R1,000 transfer", "a weekly ₦2,000 top-up".
    + r"|\b(?:has|keeps|runs|set\s+up|sets\s+up|started|starts|arranged|makes|sends|pays)\s+"
    r"(?:a|an)\s+(?:daily|weekly|fortnightly|monthly|quarterly|yearly|annual|termly|regular|recurring|"
    r"standing)\s+"
    + _value("adjective")
    + r"\s+(?:(?:bank|mobile[\s-]money|airtime)\s+)?(?:transfer|deduction|remittance|top-?up|"
    r"payment|contribution|allowance|standing\s+order|debit\s+order|direct\s+debit|debit|"
    r"subscription|deposit)\b)"
)

_PAID_BY_PERIOD_RE = re.compile(_PAID_BY_PERIOD, _I)

# --- a group's terms (inside the group frame) --------------------------------------------

# The amount a rule sets, said as the rule: "each member contributes 5,000 every week". Only
# right after a simple-present verb of paying in, said of anyone in the group (singular or
# plural: "members pay"); then either its period follows, or the subject is anyone in it and the
# amount ends the clause ("each member contributes KES 2,000."). Any other amount (a pot, a
# balance, "has contributed") stays a live value.
_RULE_VERB = re.compile(
    r"\b(?:contribut(?:es|e)|pays?|puts?\s+in|saves?|gives?|drops?|brings?)\s+(?:in\s+)?$", _I
)
_ANYONE_BEFORE = re.compile(
    # ... with the group named after it: "each member of her esusu contributes".
    r"(?:\b(?:each|every|any)\s+(?:new\s+)?(?:member|saver|contributor|person)"
    r"(?:\s+of\s+(?:the|his|her|their|its)\s+(?:[\w'’-]+\s+){0,2}?[\w'’-]+)?|\beach|"
    r"(?:^|,|\band)\s*(?:all\s+|new\s+)?members|\beveryone|\beverybody)\s+"
    r"(?:contribut(?:es|e)|pays?|puts?\s+in|saves?|gives?)\s+(?:in\s+)?$",
    _I,
)
# ... or a day of the week it recurs on: "every Friday", "on Fridays".
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_RULE_PERIOD = re.compile(
    r"^\s*(?:each|every|per|a)\s+(?:day|week|month|fortnight|market\s+day|meeting|cycle|round|"
    + _WEEKDAY
    + r")\b|^\s*(?:daily|weekly|monthly|fortnightly)\b|^\s*on\s+"
    + _WEEKDAY
    + r"s\b"
    # ... or the end of every period: "each pays 2 000 MT at month-end" (round 49).
    r"|^\s*at\s+(?:(?:the\s+)?(?:month|week)[\s-]end|the\s+end\s+of\s+(?:each|every)\s+"
    r"(?:month|week))\b"
    # ... or a day's place in every month (round 67): "on the last Saturday of the month", "on
    # the 5th of every month" (a date in one month, "on 5 March", is read as before).
    r"|^\s*on\s+the\s+(?:(?:first|second|third|fourth|last)\s+(?:" + _WEEKDAY + r"|working\s+day|"
    r"day)|\d{1,2}(?:st|nd|rd|th))\s+of\s+(?:the|each|every)\s+month\b",
    _I,
)
_CLAUSE_ENDS = re.compile(r"^\s*(?:[.;!]|,\s*(?:and\s+)?|\s+and\s+|$)", _I)


def without_rule_amounts(text: str) -> str:
    """``text`` with each amount a group's rule sets taken out (see above)."""
    for start, end in reversed(amount_spans(text)):
        before, after = text[:start], text[end:]
        if _RULE_VERB.search(before) and (
            _RULE_PERIOD.match(after)
            or (_ANYONE_BEFORE.search(before) and _CLAUSE_ENDS.match(after))
        ):
            text = before + " " + after
    return text


# A chit's or a committee's size, its value before its name (round 50): "a 20-month, ₹2 lakh chit
# run by a registered company", "a Rs 10 lakh committee" (what each draw is worth by its terms, not
# a pot as it stands: only after "a", and never a kitty, which is also a pot); its length, a term
# too, is blanked with it. Read in a group's description and in any sentence
# (``without_chit_value``).
_CHIT_VALUE = (
    r"\b(?:a|an)\s+(?P<size>(?:(?:\d{1,2}|ten|twelve|fifteen|twenty|twenty-four|thirty|forty)[\s-]"
    rf"(?:months?|members?|weeks?)\s*,?\s+)?{_ABOUT}(?:{_CODE_AFTER}|{MONEY.pattern}))"
    r"(?=\s+(?:chits?|chit\s+funds?|committees?|kametis?|bcs?)\b)"
)
_CHIT_VALUE_RE = re.compile(_CHIT_VALUE, _I)
_CHIT_NOW = re.compile(
    r"\b(?:this|current|today|tonight|now|currently|still|yet|so\s+far|left|remaining|available|"
    r"pending|due|owes?|owed|owing)\b",
    _I,
)


def without_chit_value(sentence: str) -> str:
    """``sentence`` with a chit's or a committee's size blanked (same length; see above), unless
    the sentence says how things stand ("has a ₹2 lakh chit this month" is read as before)."""
    if _CHIT_NOW.search(sentence):
        return sentence
    return _blank_values(list(_CHIT_VALUE_RE.finditer(sentence)), sentence)


_GROUP_TERM = re.compile(
    # A usual contribution's size: "the user's usual monthly chama contribution is KES 3,000".
    r"\b(?:(?:usual|regular|normal|standard|fixed|set|agreed)\s+(?:"
    + _OFTEN_ADJ
    + r"\s+)?|"
    + _OFTEN_ADJ
    + r"\s+)(?:[\w'’-]+\s+)?(?:contribution|subscription|share|savings)\s+"
    # ... to whom it goes, named: "her monthly contribution to the family tontine is 50,000 FCFA".
    r"(?:(?:to|for|in|into)\s+(?:the\s+|his\s+|her\s+|their\s+)?(?:[\w'’-]+\s+){0,3}?[\w'’-]+\s+)?"
    r"(?:is|are|comes\s+to|of)\s+(?:a\s+(?:fixed|flat|set)\s+)?"
    + _value("usual")
    # ... or any contribution to a group named before it, its amount by the period (round 69):
    # "the osusu contribution is Le 100 every Saturday", "her pasanaku contribution is Bs 200 a
    # week".
    + rf"|\b{ANY_GROUP}\s+(?:contribution|subscription|share|dues)\s+(?:is|are|comes\s+to)\s+"
    r"(?:a\s+(?:fixed|flat|set)\s+)?"
    + _value("by_period")
    + r"(?=\s*,?\s*"
    + _PERIOD
    + r")"
    # The rate the group lends to its members at: "lends to members at 10% a month".
    + r"|\blends?\s+(?:money\s+)?to\s+(?:its\s+|all\s+)?members\s+at\s+(?:a\s+)?"
    r"(?:flat\s+|fixed\s+)?"
    + _value("lends")
    # A fine its rule sets for anyone: "fines members KES 1,000 for missing a meeting", "charges a
    # fine of ₦500 for lateness" ("fined him KES 1,000" is one person's, read as before).
    + r"|\bfines\s+(?:its\s+|all\s+)?(?:members|(?:any|each|every|a)\s+member|anyone|latecomers|"
    r"absentees)\s+"
    + _value("fine")
    + r"|\b(?:charges|imposes|levies|sets)\s+(?:a\s+)?(?:fine|penalty)\s+of\s+"
    + _value("penalty")
    # ... or with its amount before it, and what it is for: "charges a KSh 200 fine for late
    # contributions", "imposes a ₦500 penalty on latecomers" (round 27).
    + r"|\b(?:charges|imposes|levies|sets)\s+(?:a|an)\s+"
    # ... said flat or fixed, in a dollar with its country's letter ("a flat S$10 penalty to
    # anyone who pays late": round 74; "to" anyone as much as "on" them).
    r"(?:flat\s+|fixed\s+|standard\s+)?(?:(?-i:[A-Z]{1,2})(?=\$))?"
    + _value("fine_for")
    + r"(?=\s+(?:late\s+)?(?:fine|penalty|late\s+fee)\s+(?:for|on)\s+"
    r"(?!(?:him|her|them|the\s+user)\b)|\s+(?:late\s+)?(?:fine|penalty|"
    r"late\s+fee)\s+to\s+(?:anyone|anybody|whoever|any\s+member|members|latecomers|defaulters)\b)"
    # What it charges anyone in it by the period: "charges each member R500 a month" (round 27).
    + r"|\b(?:charges|levies)\s+(?:each|every|all|its)\s+(?:new\s+)?members?\s+"
    + _value("charges_each")
    + r"(?=\s*"
    + _PERIOD
    + r")"
    # ... or what a kind of member pays as its rule's fine: "late contributors pay a ₦500 fine",
    # "absentees pay KES 200 as a penalty" (a class of members, no one by name).
    + r"|\b(?:late\s+(?:contributors|payers|members|comers)|latecomers|absentees|defaulters)\s+"
    # ... the group named after them: "late payers in the user's adashe pay a N500 fine" (round 68).
    rf"(?:(?:in|of)\s+(?:the\s+user['’]s|his|her|their|the)\s+(?:[\w'’-]+\s+){{0,2}}?{ANY_GROUP}\s+)?"
    r"(?:pay|are\s+fined|are\s+charged)\s+(?:a\s+)?"
    + _value("fined")
    + r"(?=\s+(?:fine|penalty|late\s+fee)\b|\s+as\s+(?:a\s+)?(?:fine|penalty)\b)"
    # What its collector collects as the round goes, with how often: "a susu collector comes to
    # her shop every day to collect GHS 20".
    + r"|\bcollectors?\b(?=[^.;!?]*?"
    + _RECURRENCE
    + r")[^.;!?]{0,80}?\b(?:collects?|takes?|"
    r"picks\s+up)\s+"
    + _value("collects")
    # What the group takes in from each member by the period (round 36): "collects ₦10,000 from
    # each member every Friday", "contributes a fixed KSh 2,000 per member every month".
    + r"|\b(?:collects|contributes|raises|gathers|takes\s+in)\s+(?:a\s+)?(?:(?:fixed|flat|set|"
    r"agreed|standard)\s+)?"
    + _value("per_member")
    + r"(?=\s+(?:from\s+(?:each|every)\s+member|per\s+(?:member|head|person))\s+"
    + _PERIOD
    + r")"
    # The rate a kind of the group's loan carries, no one's own: "member loans carry 10% interest",
    # "loans to members attract 5% a month", "the chama charges 10% interest on loans".
    # ... or as its rule says: "has a rule that loans to members are charged 10% interest".
    + r"|(?:^|,|\b(?:its|their|and|that))\s*(?:members?['’]?\s+|group\s+|emergency\s+|welfare\s+)?"
    r"loans\s+(?:to\s+members\s+)?(?:carry|attract|charge|earn|accrue|come\s+with|are\s+charged)\s+"
    r"(?:a\s+)?(?:flat\s+|"
    r"fixed\s+)?"
    + _value("rate")
    # ... its members named as whom it charges (round 60): "charges members 10% a month on loans".
    + r"|\bcharges\s+(?:(?:its\s+|all\s+)?members\s+)?(?:a\s+)?(?:flat\s+|fixed\s+)?"
    + _value("charged")
    # ... on any member's loan, not on one person's ("charges 10% on his loan" is his rate).
    + r"(?=[^.;!?]{0,30}?\bon\s+(?:all\s+|any\s+|its\s+|(?:member|members['’]?)\s+)?loans\b"
    r"(?!\s+to\s+(?:him|her|them|the\s+user)\b))"
    # How much it lends, as a multiple of what anyone in it has saved: "lends up to three times a
    # member's savings" (a limit of its rule, not a count as it stands).
    # ... or how much anyone in it may borrow: "members can borrow up to twice their savings".
    r"|(?:\blends?\s+(?:(?:to\s+)?(?:its\s+)?members\s+)?|(?:^\s*|\b(?:its|their)\s+|,\s*)"
    r"(?:members|(?:each|every|any|a)\s+member)(?:\s+of\s+(?:the|his|her|their|its)\s+"
    r"(?:[\w'’-]+\s+){0,2}?[\w'’-]+)?\s+(?:can|may|is\s+allowed\s+to|are\s+allowed\s+to)\s+"
    r"borrow\s+)"
    r"(?P<multiple>(?:up\s+to\s+)?(?:\d{1,2}|two|three|"
    r"four|five|six|ten)\s+times)\s+(?:a|each|every|any|its|their|the)\s+(?:member['’]s\s+|"
    r"borrower['’]s\s+)?(?:savings|shares|deposits|contributions)\b"
    # What anyone in it pays, after the group is described: "…, each contributing KSh 2,000 a
    # month" as the sentence ends (one person's "she contributed KSh 2,000" is read as before).
    + r"|(?<=,\s)each\s+(?:contributing|paying|saving|putting\s+in)\s+"
    + _value("each")
    + r"(?=\s+(?:a|per|every|each)\s+(?:day|week|fortnight|month|meeting)\s*[.!]?\s*$)"
    # Dues by the period, each member's (round 45): "funded by monthly dues of 50 birr per member"
    # (what anyone pays, not what anyone has paid).
    + r"|\b" + _OFTEN_ADJ + r"\s+(?:dues|contributions?|subscriptions?|levies|fees)\s+of\s+"
    + _value("dues")
    + r"(?=\s+(?:per|from\s+each|for\s+each|a)\s+(?:member|head|person|household|family)\b)"
    # What its rule makes anyone who does a thing pay, no one by name (round 45): "has a rule that
    # whoever takes the pot early pays an extra 50 rials to the group".
    # A chit's or a committee's size (``_CHIT_VALUE``).
    + r"|" + _CHIT_VALUE
    + r"|\b(?:whoever|anyone\s+who|any\s+member\s+who|members\s+who)\s+(?!(?:has|have|had)\b)"
    r"[^.;!?,]{0,50}?\s+(?:pays?|adds?|puts\s+in|owes)\s+(?:an\s+extra\s+|an\s+additional\s+|"
    r"a\s+|an\s+)?"
    + _value("whoever"),
    _I,
)


# How the group keeps its records, a practice: "keeps track of who has paid on a WhatsApp
# group", "records who has contributed in a notebook". Only as the sentence ends: "…who has
# paid this week" keeps its date and is read as before.
_RECORDS = re.compile(
    r"\b(?:keeps?\s+(?:track|a\s+record|records?|a\s+list|a\s+register|tabs)\s+of|tracks|records|logs|"
    # ... or a book kept, named after a comma by what it records (round 45): "keeps the equb's
    # mezgeb, the register book of who has paid" (not "Kemi is on the list of who has paid").
    r"\b(?:keeps?|maintains?|looks\s+after)\s+(?:the|a|its|their|[\w'’-]+['’]s)\s+(?:[\w'’-]+\s+){0,3}?"
    r"[\w'’-]+,\s+(?:the|a|its|their)\s+(?:[\w'’-]+\s+)?(?:register|ledger|record|notebook|book|"
    r"list|log)s?\s+of|"
    r"notes\s+down|lists)\s+who\s+(?:has|have)\s+(?:paid|contributed|collected|received|attended)"
    r"(?:\s+(?:on|in|via|using|through|with)\s+(?:a|an|the|its|their)\s+(?:[\w'’-]+\s+){0,2}?[\w'’-]+)?"
    r"(?=\s*[.!]?\s*$)",
    _I,
)


# Who collects it and when, said of the rule before it as the sentence ends: "each member pays
# ₦10,000 weekly, collected by the iya alajo on Fridays" (an officer's role and a day of every
# week; "…, collected by Kemi on Friday" names one person and one day, and is read as before).
_COLLECTED_BY = re.compile(
    r",\s*(?:and\s+)?(?:collected|gathered|picked\s+up|received|kept)\s+by\s+(?:the|its|their|a|an)\s+"
    r"(?:[\w'’-]+\s+){0,2}?(?:collectors?|alajo|treasurer|banker|agent|secretary|organi[sz]er|"
    r"coordinator|chair(?:man|woman|lady|person)?|leader|susu\s+(?:man|woman))\s+"
    + _RECURRENCE
    + r"(?=\s*[.!]?\s*$)",
    _I,
)


# How long any loan of the group runs, after its rate (round 41): "loans to members are charged 10%
# interest, paid back within three months" (the loan's term, not whether anyone has repaid).
_REPAID_WITHIN = re.compile(
    r"\s*,?\s*(?:and\s+)?(?:(?:to\s+be|must\s+be|are|is)\s+)?(?:paid|repaid)\s+(?:back\s+)?within\s+"
    r"(?:a|one|two|three|four|five|six|nine|twelve|\d{1,2})\s+(?:weeks?|months?|years?)(?=\s*[.!]?\s*$)",
    _I,
)


# A period counted in days, weeks or months: "pays out every 30 days" (round 68; its digits are
# how long each round lasts, not a count as it stands).
_EVERY_N = re.compile(r"\b(?:every|each)\s+(?P<span>\d{1,3})(?=\s+(?:days|weeks|months)\b)", _I)


def without_group_terms(text: str) -> str:
    """``text`` with a group's usual contribution, the rate it lends at, its fines, what its
    collector collects and when, how it keeps its records and how long each period is taken out
    (see above)."""
    text = _blank_values(list(_EVERY_N.finditer(text)), text)
    found = list(_GROUP_TERM.finditer(text))
    if any(m.group("rate") for m in found):
        text = _REPAID_WITHIN.sub(lambda m: " " * len(m.group(0)), text)
    text = _blank_values(found, text)
    # ... and what anyone pays by the period, in it or from it: "who each pay 50 000 FCFA on the
    # 5th of every month", "pays ₦240,000 to one member each month" (``_PAID_BY_PERIOD``).
    text = _blank_values(list(_PAID_BY_PERIOD_RE.finditer(text)), text)
    text = _COLLECTED_BY.sub(lambda m: " " * len(m.group(0)), text)
    return _RECORDS.sub(lambda m: " " * len(m.group(0)), text)


def _blank_values(found: list[re.Match[str]], text: str) -> str:
    """``text`` with the value each match names (its one named group that took part) blanked."""
    for m in reversed(found):
        a, b = next(m.span(g) for g, v in m.groupdict().items() if v is not None)
        text = text[:a] + " " * (b - a) + text[b:]
    return text


# A habit a schedule leads to, after it: "the rent is paid quarterly, so he budgets in
# three-month blocks" (``frames_told.scheduled_frame``; the rest is still read for live words).
SO_HABIT = re.compile(
    r",\s*so\s+(?:he|she|they|the\s+user)\s+(?:budgets|plans|saves|sets\s+aside|puts\s+aside)\b", _I
)


# --- the user's arrangements with an amount ----------------------------------------------

_SUBJECT = r"(?:^|\b(?:the\s+user|he|she|they)\s+|^\s*(?-i:[A-Z])[a-z]+\s+)"
# An order that recurs by what it is ("a standing order", "a direct debit"), or a transfer said
# to recur: "a standing monthly transfer", "a monthly deduction", "a regular remittance".
_ORDER = (
    r"(?:(?:(?:" + _OFTEN_ADJ + r"|regular|recurring)\s+)?(?:standing\s+order|debit\s+order|"
    r"direct\s+debit|recurring\s+(?:transfer|payment)|scheduled\s+transfer|auto-?save|"
    r"standing\s+instruction)|(?:" + _OFTEN_ADJ + r"|regular|recurring|standing)\s+(?:(?:"
    + _OFTEN_ADJ + r"|bank|mobile[\s-]money)\s+)?(?:transfer|deduction|remittance|top-?up))"
)
# What pay or an account it is taken from, as a habit: "from his salary", "of every salary".
_FROM_PAY = (
    r"(?:from|out\s+of|off|of)\s+(?:his|her|their|the\s+user['’]s|every|each)\s+(?:[\w'’-]+\s+)?"
    r"(?:salary|pay|paycheque|paycheck|payslip|wages?|pension|income|earnings|allowance|"
    r"account|wallet)\b"
)
_TERMS = re.compile(
    # A standing order and its amount: "has a monthly standing order of R1,500 to his mother".
    r"\b(?:has|keeps|runs|set\s+up|sets\s+up|pays\s+(?:\w+\s+){0,3}?(?:by|through|with))\s+(?:a|an)\s+"
    + _ORDER
    + r"\s+"
    # ... its amount after "of", or after what it does: "a standing order sending ₦50,000 to …",
    # "a standing order that pays …", "a standing instruction to move …".
    r"(?:of|for|sending|paying|transferring|moving|(?:that|which)\s+(?:pays|sends|moves|"
    r"transfers|puts|saves)|to\s+(?:pay|send|move|transfer|put|save))\s+"
    + _value("order")
    # An automatic transfer, with its amount and how often after it: "set up an automatic
    # transfer of KSh 500 to her savings wallet every Friday" (without how often it may be once).
    + r"|\b(?:has|keeps|runs|set\s+up|sets\s+up)\s+(?:a|an)\s+automatic\s+(?:transfer|payment|"
    r"deduction|debit|top-?up|saving|sweep)\s+(?:of|for)\s+"
    + _value("automatic")
    + r"(?=[^.;!?]*?"
    + _RECURRENCE
    + r")"
    # A recurring cost with its amount and its period: "the user's rent is R4,200 a month", "her
    # funeral cover premium is KES 800 per month" (the cost of a lease or a policy, not a debt).
    + r"|\b(?:rent|premiums?|subscriptions?|school\s+fees|tuition|(?:[\w-]+\s+)?fees|levy|"
    r"(?:[\w-]+\s+)?(?:plan|bundle|cover|insurance|membership))\s+(?:is|are|comes\s+to|costs?)\s+"
    + _value("cost")
    + r"(?=\s+(?:a|per|every|each)\s+(?:week|month|year|term|quarter)\b)"
    # The order as the subject, what it is or what it does, with its amount (after round 26):
    # "his standing order to his landlord is N350k every quarter", "her standing instruction
    # moves 10% of every salary into her target savings" (it recurs by what it is).
    + r"|\b" + _ORDER + r"\s+(?:(?:to|for|into)\s+(?:[\w'’-]+\s+){0,3}?[\w'’-]+\s+)?(?:(?:is|are|"
    r"comes\s+to)\s+(?:for\s+)?|(?:moves|sends|pays|transfers|puts|saves|sweeps|deducts|takes|"
    r"debits|remits)\s+)"
    + _value("ordered")
    # Someone's pay or account drawn on by the period: "his cooperative deducts ₦15,000 from his
    # salary every month as savings", "deducts 8% of his pay monthly for his pension".
    + r"|\b(?:deducts|withholds|takes|debits|moves|sweeps|transfers|saves|puts|remits)\s+"
    + _value("deducted")
    + r"\s+"
    + _FROM_PAY
    + r"(?=[^.;!?]*?"
    + _RECURRENCE
    + r")"
    # An amount paid by the period, whoever pays it (``_PAID_BY_PERIOD``, round 27).
    + r"|"
    + _PAID_BY_PERIOD
    # A share of one's pay, put somewhere as a habit: "contributes 5% of his salary to a pension".
    + r"|"
    + _SUBJECT
    + r"(?:usually\s+|always\s+)?(?:contributes|saves|puts|sends|sets\s+aside|"
    r"puts\s+(?:aside|away)|gives|invests|deposits|remits)\s+"
    + r"(?P<share>"
    + _ABOUT
    + _PERCENT
    + r")\s+of\s+(?:his|her|their|every|each)\s+(?:[\w-]+\s+)?(?:salary|income|pay|wages?|earnings|"
    r"pension|profits?|allowance|takings)\b"
    # A provider's fee, given as the reason the user uses it: "uses Wave because it charges a
    # flat 1% to send".
     + r"|\b(?:uses?|prefers?|chose|chooses|switched\s+to|sticks\s+with|relies\s+on|likes)\b"
    r"[^.;!?]{1,60}?\b(?:because|since|as)\s+(?:it|they|(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])"
    r"[\w'’-]*){0,2})\s+(?:only\s+)?(?:charges?|takes?|costs?)\s+(?:only\s+|just\s+)?(?:a\s+)?"
    r"(?:flat\s+|low\s+|fixed\s+|small\s+)?(?:fee\s+of\s+)?(?P<fee>"
    + _PERCENT
    + r"|"
    + MONEY.pattern
    + r")(?:\s+(?:fee|commission|charge))?\s+(?:to\s+(?:send|withdraw|transfer|cash\s+out|receive)|"
    r"per\s+(?:transfer|transaction|withdrawal)|(?:on|for)\s+(?:transfers|withdrawals|transactions|"
    r"sending|each\s+\w+|every\s+\w+))\b",
    _I,
)
# What says how an arrangement went or stands, or that it is a debt: then its amount is live.
_BROKEN = re.compile(
    r"\b(?:not|never|no\s+longer|failed|paused|stopped|cancel(?:l)?ed|bounced|declined|"
    r"suspended|missed|late|again|twice|reversed|returned|loans?|debts?|arrears|instal(?:l)?ments?|"
    r"repay\w*|advance|overdraft|owes?|owed|owing|this|last|next|used\s+to|until|unless|except)\b"
    r"|n['’]t\b",
    _I,
)


# When it recurs, as a day of every month: "on the first of each month", "on the 25th of every
# month" (its ordinal and its digits are the schedule's, not a position or an amount).
_DAY_OF_MONTH = re.compile(
    r"\b"
    + _MONTH_DAY
    # ... or the day alone after a standing order's amount and payee, as the sentence ends
    # ("… rent to his landlord on the 5th": an order recurs, so its day is of every month).
    + r"|(?<=\S)\s+on\s+the\s+\d{1,2}(?:st|nd|rd|th)(?=\s*[.!]?\s*$)",
    _I,
)
# To whom a recurring cost is paid, after it as the sentence ends: "…, paid to a letting agency"
# (not when: "…, paid by the 5th" keeps its digits and is read as before).
_PAID_TO = re.compile(
    r",\s*paid\s+(?:to|through|via|into)\s+(?:a|an|the|his|her|their)\s+(?:[\w'’-]+\s+){0,3}?"
    r"[\w'’-]+(?=\s*[.!]?\s*$)",
    _I,
)


_SET_UP = re.compile(r"\b(?:set\s+up|started|arranged|created)\b", _I)
_IN_YEAR = re.compile(r"\bin\s+(?:19|20)\d\d\b,?", _I)


def _blank(pattern: re.Pattern[str], text: str) -> str:
    return pattern.sub(lambda m: " " * len(m.group(0)), text)


def without_arranged_terms(sentence: str) -> str | None:
    """``sentence`` with the amounts of its lasting arrangements taken out (see above), and
    when they recur and to whom; None when it states none, or says how one went or stands."""
    # Its day of every month is the schedule's ("the last Friday of each month"), and so is the
    # year it was set up in ("In 2023 he set up a monthly transfer of …").
    dated = _blank(_DAY_OF_MONTH, sentence)
    if _SET_UP.search(dated):
        dated = _blank(_IN_YEAR, dated)
    if _BROKEN.search(dated):
        return None
    found = list(_TERMS.finditer(sentence))
    if not found:
        return None
    return _blank(_PAID_TO, _blank_values(found, dated))
