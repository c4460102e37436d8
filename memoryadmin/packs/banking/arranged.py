"""Lasting arrangements a summary may keep (summary finders): no amount, no status, no date.

The rules read "paid", "pay", "fees", "account" as a member's payment status or money as it
stands. Some shapes around those words say neither: they say how a person's money is
arranged, which holds until their life changes, not until the next payment.

- who pays whom, from where, how often: "a nurse in Kampala paid monthly by the Ministry of
  Health", "a freelance designer paid in dollars through Payoneer", "whose fees are paid from
  Nigeria", "whose parents pay tuition from Accra",
  "receives remittances from a cousin in Minnesota";
- a product or a role held, with no amount: "a student with a teen savings account", "is
  listed as next of kin on the account";
- which of two means the user uses more: "uses mobile money more than her bank card"; what an
  account of theirs is for: "uses her business account for her tailoring business" (round 26).
- a family's habit of taking turns over a cost: "her siblings take turns paying for their
  mother's care" (kin, not a group's rotation: who pays this time is not said); kin who share
  a cost, and a relative helped with her money (round 52): "the user and her sister share the
  cost of their father's medication every month", "… and the user helps her with transfers";
  the bills of a home split with flatmates through an account they share (round 79): "splits
  the flat's bills with his flatmates via a shared bunq account".

Each is an arrangement only with nothing in the sentence that says how it went or stands
(late, not yet, still, this month, missed...) and no amount, and only when the sentence
carries on with no other clause after it ("..., which is frozen" is read as before). A
contribution, a due, a loan or a debt is never an arrangement: who pays those is status.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memoryadmin.engine.sentences import offset_sentences
from memoryadmin.packs.banking.finders import EARNED_CURRENCY, PAY_BASIS
from memoryadmin.packs.banking.money import amount_spans
from memoryadmin.packs.banking.roles import LATE_KIN

_I = re.IGNORECASE

# How often, said as an adverb: "paid monthly", "every month", "each term".
_OFTEN = (
    r"(?:(?:daily|weekly|fortnightly|monthly|quarterly|yearly|annually|termly|regularly)\s+|"
    r"(?:every|each)\s+(?:day|week|fortnight|month|quarter|year|term|semester|session)\s+)"
)
# From whom or from where: "by the Ministry of Health", "from Nigeria", "through the
# Ghana Education Service". Not a deadline
# ("paid by the 25th", "by Friday") nor a means (the schedule frame's).
_FROM_WHOM = (
    r"(?:by|from|through|via)\s+(?!(?:the\s+)?\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|"
    r"(?:the\s+)?(?:end|close|deadline|due\s+date|weekend|morning|evening)\b|"
    r"(?:today|tomorrow|tonight|then|now|next|this|last)\b)"
    # ... a payer named in full as the sentence ends, its "and" and "of" part of the name: "through
    # the Controller and Accountant-General's Department" (nothing after it is let through).
    r"(?:(?:the\s+)?(?-i:[A-Z])[\w'’-]*(?:\s+(?:(?:and|of|for|&)\s+(?:the\s+)?)?(?-i:[A-Z])[\w'’-]*)"
    r"{0,6}(?=\s*[.!]?\s*$))?"
)
# The currency someone earns in: "in dollars", "in US dollars", "in euros".
_IN_CURRENCY = rf"in\s+{EARNED_CURRENCY}\b"
# Costs a person's life carries, paid by someone as a habit (not a group's or a lender's).
_COSTS = (
    r"(?:fees|tuition|upkeep|rent|bills|school\s+fees|allowances?|medical\s+bills|"
    r"hostel\s+fees|accommodation|living\s+costs|expenses)"
)
_SUPPORT = (
    r"(?:remittances?|allowances?|support|upkeep|stipends?|pocket\s+money|money|funds|"
    r"salary|salaries|wages|pension|income)"
)
_ROLE_ON_PRODUCT = (
    r"(?:next\s+of\s+kin|beneficiar(?:y|ies)|signator(?:y|ies)|nominees?|co-?owners?|"
    r"joint\s+(?:holder|owner|account\s+holder)s?|guarantors?|executors?|administrators?|"
    r"trustees?|authori[sz]ed\s+(?:users?|signator(?:y|ies))|secondary\s+cardholders?|"
    r"mandate\s+holders?|referees?|guardians?|custodians?)"
)
_PRODUCTS = (
    r"(?:accounts?|wallets?|cards?|polic(?:y|ies)|plans?|pensions?|mortgages?|overdrafts?|"
    r"loans?|deposits?)"
)

# How often, said as an adjective of a recurring payment: "her monthly remittance".
_OFTEN_ADJ = r"(?:daily|weekly|fortnightly|monthly|quarterly|yearly|annual|termly|regular|usual)"
_RECURRING_MONEY = (
    r"(?:remittances?|transfers?|payments?|allowances?|support|upkeep|stipends?|pocket\s+money|"
    r"salary|salaries|wages|pension|pay|transfers?\s+home)"
)
# The channel it goes by, named by its preposition: "goes through Orange Money", "is sent via
# M-Pesa", "is made by bank transfer". Not "goes through" alone (that one went through).
_GOES_THROUGH = (
    r"(?:goes|go|is\s+sent|are\s+sent|is\s+made|are\s+made|travels|passes|is\s+routed|"
    r"are\s+routed|is\s+done|are\s+done)\s+(?:through|via|over|by|with|using)\s+"
    # A channel, not a day or a deadline: "is made by Friday", "goes through today".
    r"(?!(?:the\s+)?(?:\d|end|close|deadline|today|tomorrow|tonight|now|then|next|this|last|"
    r"weekend|midnight|noon|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)"
    r"(?:the\s+|an?\s+|his\s+|her\s+|their\s+)?[\w'’-]+"
)

# For whom the user pays a cost: a relative, with where they live or study ("for their
# daughter, who studies in Nairobi"). A place by name ends it; nothing else follows.
_KIN = (
    r"(?:daughters?|sons?|children|kids|sisters?|brothers?|siblings|mother|father|mum|mom|dad|"
    r"parents|grandmother|grandfather|grandparents|nieces?|nephews?|cousins?|aunt|uncle|wife|"
    r"husband|in-laws?|mother-in-law|father-in-law|grandchildren|grandsons?|granddaughters?)"
)
_FOR_WHOM = (
    r"\s+for\s+(?:his|her|their)\s+(?:[\w-]+\s+)?" + _KIN + r"\b"
    r"(?:\s*,\s*who\s+(?:lives|studies|works|stays|boards|is\s+at\s+(?:school|university|college))"
    r"\s+(?:in|at)\s+(?:the\s+)?(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+){0,2}(?=\s*[.!]?\s*$))?"
)

# One account or wallet held by two, no amount: "a joint account", "one shared M-Pesa wallet".
_SHARED_PRODUCT = (
    r"(?:a|an|one)\s+(?:(?:joint|shared|family|household|common)\s+)?(?:[\w'’-]+\s+)?"
    r"(?:accounts?|wallets?|cards?)\b"
)

_ARRANGEMENT = re.compile(
    # who pays a person or a person's costs, from where, how often
    # ... "is paid mostly through Wave" (round 42): how it usually comes, after the verb too.
    r"\b(?:is|are|gets?)\s+(?:\w+ly\s+)?paid\s+(?:(?:mostly|mainly|usually|largely|always|often|"
    r"normally|generally|chiefly|primarily)\s+)?" + _OFTEN + r"?" + _FROM_WHOM
    # ... or what kind of pay, with how often: "is paid a monthly salary through payroll" says
    # how someone earns ("is paid his salary" may say that this one came: read as before).
    + r"|\b(?:is|are|gets?)\s+paid\s+(?:a|an)\s+(?:(?:fixed|basic|steady)\s+|" + _OFTEN_ADJ
    + r"\s+)+(?:salary|wage|stipend|pension|allowance|retainer)\b"
    + r"|\b(?:is|was|works\s+as)\s+(?:a|an)\s+[^.;,!?]{0,60}?\bpaid\s+" + _OFTEN + r"?"
    # ... in a currency, and through whom: "a freelance designer paid in dollars through Payoneer"
    + r"(?:" + _IN_CURRENCY + r"(?:\s+" + _OFTEN + r"?" + _FROM_WHOM + r"|(?=\s*[.!]?\s*$))|"
    # ... or by the unit of work: "a cocoa farmer paid per harvest" (``finders.PAY_BASIS``)
    + _FROM_WHOM + r"|" + PAY_BASIS + r"(?=\s*[.!]?\s*$))"
    # ... whose they are, one relative away: "pays their younger sister's university fees"; and
    # for whom, said with where that person lives or studies: "pays the rent for their
    # daughter, who studies in Nairobi" (``_FOR_WHOM``).
    # ... or who in a household sees to them: "her husband handles their children's school fees"
    # (round 59: a family's division of its costs, like who pays them).
    + r"|\b(?:pays?|handles?|covers?|takes\s+care\s+of|looks\s+after|sees\s+to|"
    r"is\s+in\s+charge\s+of|is\s+responsible\s+for)\s+(?:(?:his|her|their|the|its)\s+)?(?:[\w-]+\s+)?(?:[\w-]+['’]s\s+)?"
    r"(?:[\w'’-]+\s+){0,2}?" + _COSTS + r"\b(?:" + _FOR_WHOM + r")?"
    # ... or how the user's buyers pay, as a habit of the trade: "sells to buyers who pay after
    # harvest" (round 46).
    + r"|\bsells?\s+(?:[\w'’-]+\s+){0,4}?to\s+(?:buyers|customers|traders|middlemen|wholesalers|"
    r"off-?takers|retailers)\s+who\s+(?:usually\s+|always\s+|normally\s+|mostly\s+)?pay\s+(?:after|on|at|"
    r"in|when|once)\s+(?:the\s+)?(?:harvest|delivery|market\s+day|end\s+of\s+(?:the\s+)?(?:season|"
    r"month|week)|cash|instal+ments)\b"
    # ... or by what means the user's customers pay, as a habit of the trade: "a seamstress in Lome
    # whose customers pay her on T-Money and Flooz" (round 71; the means named, nothing after).
    + r"|\b(?:whose|his|her|their)\s+(?:customers|clients|buyers|passengers|patients|tenants)\s+"
    r"(?:usually\s+|mostly\s+|mainly\s+|often\s+)?pay\s+(?:him|her|them)\s+(?:on|through|via|by|"
    r"with|using|in)\s+(?:(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)?|cash|mobile\s+money)"
    r"(?:\s*(?:,|and|or)\s*(?:(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)?|cash|"
    r"mobile\s+money)){0,3}(?=\s*[.!]?\s*$)"
    # ... or a cost of the person's own met from their work: "he covers food from his job"
    # (round 46), beside who pays the rest.
    + r"|\b(?:covers?|pays?\s+for|meets?|handles?)\s+(?:his|her|their)?\s*(?:own\s+)?"
    r"(?:food|feeding|transport|upkeep|bills|expenses|living\s+costs|groceries|data|airtime|clothes|"
    r"fees|rent)\s+"
    r"(?:from|with|out\s+of)\s+(?:his|her|their)\s+(?:part[\s-]time\s+)?(?:job|work|salary|wages?|pay|"
    r"income|business|allowance|stipend|earnings)\b"
    + r"|\b(?:receives?|gets?|draws?)\s+(?:(?:his|her|their|a|an|the|regular|monthly|"
    r"occasional)\s+)?(?:[\w-]+\s+){0,2}?" + _SUPPORT + r"\s+from\b"
    # a role held on a product: "is listed as next of kin on the account"
    + r"|\b(?:is|are|was|were)\s+(?:listed|named|registered|recorded|designated|nominated|"
    r"added|appointed|set\s+up)\s+as\s+(?:the\s+|a\s+|an\s+|his\s+|her\s+|their\s+)?"
    + _ROLE_ON_PRODUCT + r"\b"
    # a person described with a product held: "a 17-year-old student with a teen savings
    # account"
    + r"|\b(?:is|are|was)\s+(?:a|an)\s+[^.;!?]{0,60}?\bwith\s+(?:a|an)\s+(?:[\w'’-]+\s+){0,3}?"
    + _PRODUCTS + r"\b"
    # which product the user keeps for what, named: "her main wallet is M-Pesa"; and products
    # held, one or two, no amount: "also has a Co-op Bank savings account", "has both a Tanzanian
    # and a Kenyan SIM card" (how one stands, "a frozen account", is read by other finders).
    + r"|\b(?:(?:main|usual|primary|preferred|everyday|default|regular|other|second)\s+"
    r"(?:mobile[\s-]money\s+)?(?:wallet|bank|account|card|app)\s+(?:is|are)\s+(?:with\s+|at\s+)?"
    # ... or any account or wallet said to be with a bank by name, one or two: "her business
    # account is with Zenith and her personal account is with GTBank".
    r"|(?:his|her|their|the\s+user['’]s)\s+(?:[\w-]+\s+){0,2}?(?:accounts?|wallets?)\s+(?:is|are)\s+"
    r"(?:with|at)\s+)"
    r"(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*){0,2}\b(?!['’])"
    r"(?:\s+and\s+(?:his|her|their)\s+(?:[\w-]+\s+){0,2}?(?:accounts?|wallets?)\s+(?:is|are)\s+"
    r"(?:with|at)\s+(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*){0,2}\b(?!['’])"
    # ... or which other provider the user uses for what: "… and he uses Kuda for savings".
    r"|\s+and\s+(?:he|she|they|the\s+user)\s+uses?\s+(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*){0,2}"
    r"\s+for\s+(?:(?:his|her|their|day-to-day|everyday|daily)\s+)?(?:savings|spending|payments|"
    r"transfers|bills|business|investments?|remittances)(?=\s*[.!]?\s*$))?"
    + r"|\b(?:has|holds|keeps|owns)\s+(?:both\s+)?(?:a|an)\s+(?:[\w'’-]+\s+){0,3}?"
    r"(?:(?:and|or)\s+(?:a|an)\s+(?:[\w'’-]+\s+){0,3}?)?(?:" + _PRODUCTS + r"|sim\s+cards?)\b"
    # where a person's pay goes: "his monthly pay from the state is paid into his salary account"
    # ... or "to" it: "his pension is paid to his CCP account" (round 71)
    + r"|\b(?:pay|salary|salaries|wages?|pension|income|stipend|allowance)\s+(?:from\s+"
    r"(?:[\w'’-]+\s+){1,4}?)?(?:is|are|gets?)\s+(?:\w+ly\s+)?paid\s+(?:in)?to\s+(?:his|her|their|the\s+user['’]s|"
    # ... or the account the conversation is about: "whose pension is paid into this account".
    r"this|"
    # ... or an account at a bank by name: "is paid into a Stanbic account"
    r"an?(?=\s+(?-i:[A-Z])))"
    r"\s+(?:[\w'’-]+\s+){0,2}?accounts?\b"
    # ... or the bank by name alone: "is paid into Stanbic on the 25th of each month", "goes into
    # FNB" (round 40), and which of its ways in the user uses: "… and she uses the FNB app rather
    # than USSD".
    r"|\b(?:pay|salary|salaries|wages?|pension|income|stipend|allowance)\s+(?:(?:is|are|gets?)\s+"
    r"(?:\w+ly\s+)?paid|goes|go|comes|lands|is\s+deposited|is\s+credited)\s+(?:straight\s+|"
    r"directly\s+)?into\s+(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*){0,2}\b(?!['’])"
    r"(?:\s+and\s+(?:he|she|they|the\s+user)\s+uses\s+(?:the\s+|its\s+)?(?:(?-i:[A-Z])[\w-]*\s+)?(?:app|"
    r"wallet|card|ussd|online\s+banking|internet\s+banking)(?:\s+(?:rather\s+than|instead\s+of|"
    r"more\s+than|over)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)?(?=\s*[.!]?\s*$))?"
    # A pay day: "gets paid on the 25th", "gets paid at month-end" (round 40; when an earner's pay
    # comes, as the sentence ends; "got paid on the 25th" says that it came).
    # ... or usually paid about a day: "is usually paid around the 28th" (round 50).
    r"|\b(?:gets|(?:is|gets)\s+(?:usually|normally|always|typically|generally))\s+paid\s+"
    r"(?:(?:on|around|by)\s+the\s+\d{1,2}(?:st|nd|rd|th)(?:\s+of\s+(?:each|every|the)\s+month)?|"
    r"at\s+(?:the\s+)?(?:end\s+of\s+(?:each|every|the)\s+month|month[\s-]end)|on\s+the\s+last\s+"
    r"(?:working\s+|business\s+)?day\s+of\s+(?:each|every|the)\s+month|on\s+(?:mon|tues|wednes|"
    r"thurs|fri|satur|sun)days)(?=\s*[.!]?\s*$)"
    # ... or paid one's own salary on a day of every month, there (at the bank just named): "banks
    # with CIH and is paid his salary there around the 27th of each month" (round 71; the month
    # said as every month, so not this one's pay).
    r"|\b(?:is|gets)\s+(?:(?:usually|normally|always|typically|generally)\s+)?paid\s+"
    r"(?:his|her|their)\s+(?:salary|wages?|pension|pay|stipend)\s+(?:there\s+|into\s+it\s+)?"
    r"(?:on|around|by|about)\s+the\s+\d{1,2}(?:st|nd|rd|th)\s+of\s+(?:each|every)\s+month"
    r"(?=\s*[.!]?\s*$)"
    # ... or said of the pay, with a word of habit: "her salary usually comes in around the 25th"
    # (round 50; without "usually" it may be this month's).
    r"|\b(?:pay|salary|salaries|wages?|pension|income|stipend|allowance)\s+(?:usually|normally|"
    r"always|typically|generally)\s+(?:comes(?:\s+in|\s+through)?|arrives|lands|drops|goes\s+in|"
    r"is\s+(?:paid|credited))\s+(?:on|around|by)\s+the\s+\d{1,2}(?:st|nd|rd|th)"
    r"(?:\s+of\s+(?:each|every|the)\s+month)?(?=\s*[.!]?\s*$)"
    # the currency a person's pay comes in, and what they do with it as a habit: "her salary is
    # paid in dollars and she converts part of it each month".
    + r"|\b(?:pay|salary|salaries|wages?|pension|income|stipend|allowance|earnings)\s+(?:is|are)\s+"
    r"(?:\w+ly\s+)?paid\s+" + _IN_CURRENCY + r"(?:\s+and\s+(?:he|she|they)\s+(?:converts?|changes?|"
    r"exchanges?|sends?|saves?|keeps?)\s+(?:part|some|most|half|a\s+(?:part|portion|share))\s+"
    r"of\s+it(?:\s+(?:in)?to\s+[\w'’-]+)?(?:\s+(?:(?:every|each)\s+(?:month|week|payday|year)|"
    r"monthly|weekly))?(?=\s*[.!]?\s*$))?"
    # what a gig worker's platform pays out, how often, and where it lands: "receives weekly
    # payouts to his MoMo wallet" (not a group's payout: no group named in the sentence).
    # ... how often may go unsaid: "sells foodstuff on Jumia and receives payouts into his
    # Moniepoint account" (round 26).
    + r"|\b(?:receives?|gets?)\s+(?:" + _OFTEN_ADJ + r"\s+)?(?:payouts?|earnings|pay)\s+"
    r"(?:from\s+(?-i:[A-Z])[\w'’-]*\s+)?"
    r"(?:to|into|on)\s+(?:his|her|their)\s+(?:[\w'’-]+\s+){0,2}?(?:wallet|account|card)(?=\s*[.!]?\s*$)"
    # what an account of the user's is for, a purpose with no clause after it: "uses her
    # business account for her tailoring business in Aba", "keeps his Kuda account for savings
    # only", "uses his Opay wallet to receive payments from customers" (round 26).
    + r"|\b(?:uses?|keeps?|reserves?)\s+(?:his|her|their)\s+(?:[\w'’-]+\s+){0,3}?(?:accounts?|"
    r"wallets?|cards?|lines?|sim)\s+(?:only\s+|just\s+|mainly\s+|mostly\s+)?(?:for|to\s+(?:receive|"
    r"pay|save|send|collect|run|buy|manage|keep))\s+"
    r"(?:(?!(?:and|but|which|that|who|while|although|though|because|so|until|unless|except)\b)"
    r"[^.;,:!?\s]+\s*){1,10}(?=[.!]?\s*$)"
    # ... or said of the account, in the passive: "the business current account is used only for
    # the bakery's suppliers" (round 28).
    + r"|\b(?:accounts?|wallets?|cards?)\s+(?:is|are)\s+(?:only\s+|just\s+|mainly\s+|mostly\s+)?"
    # ... "is used only to receive …", or bare "is for …" (round 33).
    r"(?:(?:used|kept|reserved)\s+(?:only\s+|just\s+|mainly\s+|mostly\s+)?)?(?:for|to\s+"
    r"(?:receive|pay|save|send|collect|run|buy|manage|keep))\s+"
    r"(?:(?!and\s+(?:is|are|was|were|has|have|had|it|he|she|they|the\s+user|its|their)\b)"
    r"(?!(?:but|which|that|who|while|although|though|because|so|until|unless|except)\b)"
    r"[^.;,:!?\s]+\s*){1,10}(?=[.!]?\s*$)"
    # who the role on a product is, named: "her next of kin on the account is her younger
    # brother, Somadina" (round 28; the role as its subject, a relative as what it is).
    + r"|\b" + _ROLE_ON_PRODUCT
    + r"\s+(?:on|for|to)\s+(?:the|his|her|their)\s+(?:[\w'’-]+\s+){0,2}?" + _PRODUCTS
    + r"\s+(?:is|are)\s+(?:his|her|their)\s+(?:[\w-]+\s+)?" + _KIN
    + r"(?:\s*,\s*(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)?(?=\s*[.!]?\s*$)"
    # a family role over its money: "helps with family remittances", "helps out with the bills"
    + r"|\b(?:helps?|assists?|chips?\s+in)\s+(?:out\s+)?with\s+(?:the\s+|his\s+|her\s+|their\s+)?"
    r"(?:family|household|home)\s+(?:[\w'’-]+\s+)?(?:remittances?|bills|expenses|upkeep|costs)\b"
    # ... or a relative helped with her money, as the sentence ends (round 52): "the user's mum is
    # a trader in Onitsha main market and the user helps her with transfers".
    + r"|\b(?:helps?|assists?)\s+(?:him|her|them|(?:his|her|their)\s+(?:[\w-]+\s+)?"
    + _KIN
    + r")\s+"
    r"with\s+(?:(?:his|her|their|the)\s+)?(?:transfers|remittances|mobile\s+money|banking|"
    r"bank\s+transfers|payments|bills|app)(?=\s*[.!]?\s*$)"
    # kin who share a cost between them, by the period (round 52): "the user and her sister share
    # the cost of their father's medication every month" (who pays is both, always).
    + r"|\b(?:and\s+(?:his|her|their)\s+(?:[\w-]+\s+)?" + _KIN + r"|siblings|brothers|sisters)\s+"
    r"(?:share|split)\s+the\s+(?:cost|costs|bills?|expenses)\s+of\s+(?:[\w'’-]+\s+){0,4}?[\w'’-]+"
    r"(?:\s+(?:every|each)\s+(?:week|month|term|year)|\s+(?:weekly|monthly|termly|yearly))?"
    r"(?=\s*[.!]?\s*$)"
    # ... or an account or wallet kin hold together, and what it is for (round 53): "Azlan and his
    # wife share a joint account for household spending" ("his wife share" is no one's share).
    + r"|\b(?:and\s+(?:his|her|their)\s+(?:[\w-]+\s+)?" + _KIN + r"|siblings|brothers|sisters)\s+"
    r"share\s+" + _SHARED_PRODUCT + r"(?:\s+for\s+(?:(?:the|their|his|her)\s+)?(?:" + _KIN
    + r"['’]s?\s+)?(?:(?:household|family|home|day-to-day|everyday|joint|shared)\s+)?(?:spending|"
    r"expenses|bills|shopping|groceries|costs|savings|upkeep|rent|care|medication))?(?=\s*[.!]?\s*$)"
    # the channel a recurring payment goes through: "her monthly remittance to Kenema goes
    # through Orange Money", "his weekly allowance is sent via M-Pesa". How often is part of
    # the shape: "the transfer to Kenema goes through" alone says that one went (or will).
    + r"|\b" + _OFTEN_ADJ + r"\s+(?:[\w'’-]+\s+)?" + _RECURRING_MONEY
    + r"(?:\s+(?:to|for|from)\s+(?:[\w'’-]+\s+){0,3}?[\w'’-]+)?\s+" + _GOES_THROUGH
    # ... or the bills of a home split with the people in it, through an account they share
    # (round 79): "splits the flat's bills with his flatmates via a shared bunq account" (how the
    # bills are paid, not who has paid: "…, but Jan still owes March" is read as before).
    + r"|\b(?:splits?|shares?|divides?)\s+(?:the|his|her|their)\s+(?:(?:flat|house|home|apartment|"
    r"household)['’]s\s+|(?:flat|house|home|apartment|household|utility|energy)\s+)?(?:bills|rent|"
    r"utilities|costs|expenses|groceries)\s+with\s+(?:his|her|their)\s+(?:flatmates|flat-mates|"
    r"roommates|room-mates|housemates|house-mates|partner|girlfriend|boyfriend|" + _KIN + r")\s+"
    r"(?:via|through|using|with|from|out\s+of|on)\s+(?:a|an|one|the|their)\s+(?:shared|joint|"
    r"common|household|house|flat)\s+(?:[\w'’-]+\s+){0,2}?(?:account|wallet|pot|card|space|"
    r"sub-account)(?=\s*[.!]?\s*$)"
    # a family's habit of taking turns over a cost (``rules``: not a position in a rotation)
    + r"|\b(?:siblings|brothers|sisters|children|sons|daughters|cousins|parents|relatives|family|"
    r"in-laws|grandchildren|uncles|aunts|aunties)\s+(?:take|takes)\s+turns\s+(?:to\s+)?"
    r"(?:pay(?:ing)?|cover(?:ing)?|send(?:ing)?|buy(?:ing)?|fund(?:ing)?)\s+"
    r"(?:[\w'’-]+\s+){0,4}?[\w'’-]+(?=\s*[.!]?\s*$)"
    # whose name an account is in, one or two, and the name: "her mobile-money wallet and bank
    # account are both in her maiden name, Coulibaly", "his account is in his late father's name"
    # (round 49; who the holder is, not money as it stands).
    + r"|\b(?:his|her|their|the\s+user['’]s)\s+(?:[\w'’-]+\s+){0,2}?" + _PRODUCTS
    + r"(?:\s+and\s+(?:(?:his|her|their)\s+)?(?:[\w'’-]+\s+){0,2}?" + _PRODUCTS + r")?"
    r"\s+(?:is|are)\s+(?:both\s+|all\s+)?(?:(?:registered|opened|held)\s+)?in\s+"
    r"(?:(?:his|her|their|the\s+user['’]s)\s+(?:(?:own|maiden|married|full|legal|former|"
    r"late)\s+)?(?:[\w-]+['’]s\s+)?|(?-i:[A-Z])[\w'’-]*['’]s\s+)names?"
    r"(?:\s*,\s*(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+){0,2})?(?=\s*[.!]?\s*$)"
    # a habit the user keeps each payday, as the sentence ends (round 61): "saves on PiggyVest
    # every Friday when she gets paid", "sends his mother something whenever he is paid". The
    # pay is a recurring cue, not whether one payment came.
    + r"|\b(?:every|each|always|usually|weekly|monthly)\b[^.;,:!?]{0,60}?\b(?:when|once|after)\s+"
    r"(?:he|she|they|the\s+user)\s+(?:gets|is|are|get)\s+paid(?=\s*[.!]?\s*$)"
    r"|\b(?:whenever|every\s+time|each\s+time)\s+(?:he|she|they|the\s+user)\s+(?:gets|is|are|get)\s+"
    r"paid(?=\s*[.!]?\s*$)"
    # which of two means is used more: "uses mobile money more than her bank card"
    + r"|\b(?:uses?|prefers?|relies\s+on)\s+(?:[\w'’-]+\s+){1,5}?(?:more|less)\s+"
    r"(?:often\s+)?than\b",
    _I,
)
# How it went or stands, or a date near now: then the sentence says more than the
# arrangement. A group's or a lender's money is status whoever pays it.
_NOT_LASTING = re.compile(
    r"\b(?:not|never|no\s+longer|yet|still|already|fully|partly|partially|late|early|"
    r"on\s+time|behind|arrears|owes?|owed|owing|outstanding|overdue|unpaid|missed|skipped|"
    r"failed|stopped|delayed|suspended|frozen|blocked|pending|short|again|currently|now|"
    r"this\s+(?:week|month|term|year|cycle|round|semester|session)|today|yesterday|tomorrow|"
    r"last\s+(?:week|month|term|year)|since|until|first\s+time|delays?|starting|effective|"
    # a change from a day near now: "is paid into Stanbic from Monday"
    r"from\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|next|tomorrow|today)|"
    # one month's pay is an instance, not the arrangement: "his March salary is paid into…"
    r"jan(?:uary)?|feb(?:ruary)?|march|april|june|july|august|sept?(?:ember)?|october|"
    r"november|december|"
    # ("share" as a verb of kin sharing a cost, or an account, is the arrangement: rounds 52-53.)
    r"contributions?|dues|levy|levies|share(?!\s+the\s+(?:cost|costs|bills?|expenses)\s+of\b|"
    r"\s+" + _SHARED_PRODUCT + r")|"
    r"loans?|debts?|instal(?:l)?ments?|repayments?|"
    r"invoices?|arrears)\b|n['’]t\b",
    _I,
)
# A savings group's payout is a turn in its rotation, never a worker's pay.
_GROUP_PAYOUT = re.compile(
    r"\b(?:esusu|ajo|chama|susu|tontine|stokvel|njangi|merry[\s-]go[\s-]round|group|circle)\b"
    r"(?=.*\bpayouts?\b)|\bpayouts?\b(?=.*\b(?:esusu|ajo|chama|susu|tontine|stokvel|njangi|group|"
    r"circle)\b)",
    _I,
)
# Another clause after the arrangement may say how something stands.
_MORE_AFTER = re.compile(
    r"[;,:]|\b(?:and|but|which|that|who|whose|while|although|though|because|so|until|unless|"
    r"except)\b",
    _I,
)


def arrangement_spans(sentence: str) -> list[tuple[int, int]]:
    """Where ``sentence`` states a lasting arrangement (see above): empty when it is not one."""
    # "Late" before a relative is who they were (round 45): "her late husband's pension is paid
    # into her Banque Misr account" (``roles.LATE_KIN``).
    unlate = LATE_KIN.sub(lambda m: " " * len(m.group(0)), sentence)
    if amount_spans(sentence) or _NOT_LASTING.search(unlate) or _GROUP_PAYOUT.search(sentence):
        return []
    spans = [m.span() for m in _ARRANGEMENT.finditer(sentence)]
    if not spans or _MORE_AFTER.search(sentence, spans[-1][1]):
        return []
    return spans


def lasting_arrangement(sentence: str) -> bool:
    """The sentence states a lasting arrangement and nothing after it (see above)."""
    return bool(arrangement_spans(sentence))


def without_arrangements(text: str) -> str:
    """``text`` with the arrangements of each sentence blanked out (offsets kept)."""
    out = text
    for offset, sentence in offset_sentences(text):
        for a, b in arrangement_spans(sentence):
            out = out[: offset + a] + " " * (b - a) + out[offset + b :]
    return out


def outside_arrangements(find: Callable[[str], str | None]) -> Callable[[str], str | None]:
    """``find``, reading the text with its arrangements blanked out."""

    def unarranged(text: str) -> str | None:
        return find(without_arrangements(text))

    return unarranged
