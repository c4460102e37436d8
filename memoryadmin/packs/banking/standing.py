"""Summary structures read after blind rounds 11 and 13: how one thing stands, a standing habit.

Live (refused): a status shown as it stands ("shows as unsuccessful", "is showing failed"); a
Pidgin negative perfect of arrival ("never land", "never reach": has not arrived yet); a
deadline that runs from now ("has until midnight tonight to top up"); whose week, month or
turn it is now ("it is Esi's week to collect"). Durable (shapes the backstop lets stand): a
business that accepts a means of payment ("accepts mobile money payments"), and money kept
apart as a habit ("keeps his business money separate from his family money"), neither with an
amount (an amount is the money rules').

After round 13, live: a case in a present state of handling ("is under investigation", "remains
under review"); who holds a group's pot now ("sits with Thandi until the end of March"); a gain
or a loss so far ("are down 12% since she bought them"). Durable: a group's standing rule of a
vote before any act ("requires a two-thirds vote before buying any shares", read by ``frames``),
and whose costs the user carries ("pays for his mother's medical cover in Lusaka", no amount).

After round 14, live: a case held in its handling ("is held up in a compliance review") or
being handled ("is being assessed"). Durable: a trade the user runs ("runs a mobile-money agent
shop in Mwanza") and an account kept for a kind of income ("for his business income").

After rounds 43 and 44, durable: two kinds of money kept in separate wallets said at once ("keeps
his business and personal money in separate MoMo wallets"), what a trader sells as the whole
sentence ("is a POS agent who also sells recharge cards"; goods named bare, never money, a pot
or a turn), and a kind of evidence the user is wary of ("screenshots as proof of payment").
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

_STATE_WORD = (
    r"(?:unsuccessful|successful|failed|declined|rejected|reversed|pending|processing|"
    r"in\s+progress|incomplete|cancel(?:l)?ed|on\s+hold|blocked|frozen|inactive|dormant|"
    r"suspended|active|completed|delivered|undelivered|unpaid|paid|overdue|sent|received|"
    r"bounced|returned|flagged|under\s+review)"
)
# A status as a screen shows it now: "shows as unsuccessful", "is showing failed", "reads
# 'pending'", "appears as reversed". The present of a verb of showing, then a state.
_SHOWN = re.compile(
    r"\b(?:shows?|is\s+showing|are\s+showing|still\s+shows?|displays?|is\s+displaying|reads|"
    r"appears?|is\s+(?:marked|listed|flagged|tagged)|are\s+(?:marked|listed|flagged|tagged))\s+"
    r"(?:as\s+|up\s+as\s+)?[\"“‘']?" + _STATE_WORD + r"\b",
    _I,
)
# Pidgin's negative perfect of arrival: "the money never land", "e never reach", "alert
# never enter". Not "never landed" (a past that ended) nor "never lands" (a habit).
_NEVER_ARRIVED = re.compile(
    r"\b(?:never|neva|no\s+(?:don|dey))\s+(?:land|reach|enter|drop|show|come|arrive|hit|"
    r"credit|clear|comot|go\s+through)\b(?!\w)",
    _I,
)
# A deadline that runs from now: "has until midnight tonight to top up", "has till Friday
# to pay". Not a rule of every period ("has until the 5th of each month to contribute").
_UNTIL_TO = re.compile(
    r"\b(?:has|have|had|got|given|gets?)\s+(?:only\s+|just\s+)?(?:until|till|til|untill)\s+"
    r"(?:(?!every\b|each\b)[^.!?;,\n]){1,40}?\bto\s+[a-z]+"
    # ... or a span from now, said of one person: "he has seven days to appeal", "was given 14
    # days to respond", "has three working days left to pay". Not a rule of a kind of person
    # ("customers have 30 days to dispute a charge": no one's window is running).
    r"|\b(?:he|she|they|(?-i:[A-Z])[a-z]+(?=\s+(?:now\s+|still\s+|only\s+)?(?:has|was|is)\b)|(?:the\s+)?(?:user|customer|member))\s+"
    r"(?:now\s+|still\s+|only\s+)?(?:has|have|got|gets|(?:has\s+been|was|were|is|is\s+being)\s+"
    r"given)\s+(?:only\s+|just\s+|another\s+|about\s+)?(?:\d{1,3}|a|an|one|two|three|four|five|six|"
    r"seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|twenty|thirty|sixty|ninety|a\s+few)\s+"
    r"(?:more\s+|full\s+)?(?:(?:working|business|calendar)\s+)?(?:days?|weeks?|hours?|months?)\s+"
    r"(?:left\s+|remaining\s+)?(?:in\s+which\s+)?to\s+[a-z]+",
    _I,
)
# Whose period it is now: "it is Esi's week to host and collect", "it's his month to
# receive", "this is her turn". A name or a possessive before the period word.
# ... or whose turn is already past in the round going on: "in the current tontine round she
# has already taken her hand", "has already had his payout this cycle" (she now only pays in).
_CURRENT_ROUND = (
    r"\b(?:this|(?:the\s+)?(?:current|present|ongoing))\s+(?:[\w-]+\s+)?(?:round|cycle|rotation)\b"
)
_TURN_TAKEN = (
    r"\b(?:has|have|['’]s|['’]ve)\s+(?:already|now|just)\s+(?:taken|had|received|collected|drawn|"
    r"got|gotten)\s+(?:his|her|their|its|the)\s+(?:[\w-]+\s+)?(?:hand|turn|payout|pot|draw|go|"
    r"lump\s+sum|kitty|share[\s-]out)\b"
)
_WHOSE_PERIOD = re.compile(
    r"\b(?:it|this)\s*(?:['’]s|\s+is|\s+was)\s+(?:now\s+|currently\s+)?(?:(?-i:[A-Z])[\w-]+['’]s?|"
    r"his|her|their|my|your|the\s+user['’]s)\s+(?:[\w-]+\s+)?(?:week|month|day|turn|time|"
    r"round|go|year|cycle)\s+to\b"
    # ... or a partner's draw or hand, a turn, said with when or as the sentence ends: "it is
    # Dwayne's draw this week", "it is her hand next Friday" (round 48).
    r"|\b(?:it|this)\s*(?:['’]s|\s+is|\s+was)\s+(?:now\s+|currently\s+)?(?:(?-i:[A-Z])[\w-]+['’]s?|"
    r"his|her|their|my|your|the\s+user['’]s)\s+(?:draw|hand|turn|go|throw)\b(?=\s+(?:this|next|"
    r"now|today|tonight|tomorrow|on\s+\w+day)\b|\s*[.!]?\s*$)"
    rf"|{_CURRENT_ROUND}[^.!?;]{{0,60}}?{_TURN_TAKEN}|{_TURN_TAKEN}[^.!?;]{{0,40}}?{_CURRENT_ROUND}",
    _I,
)

# A case in a present state of handling: "is under investigation", "remains under review"; held
# in one ("is held up in a compliance review", "is stuck in a verification queue"); or a process
# going on ("is being assessed", "are being looked into"); in the present perfect too ("has been
# held up in a compliance check since Monday"); or still to come ("will be considered at the next
# committee sitting", "is to be reviewed"). Not a past one ("was under review until March",
# "was assessed in 2021": a finished state, like a closed account).
_HANDLING = (
    r"(?:review|reviews|checks?|verification|investigation|process|processing|queue|screening|"
    r"audit|backlog|dispute|assessment|approval|clearance|clearing|vetting|hold|limbo|pipeline)"
)
_HANDLER = (
    r"(?:assessors?|adjusters?|underwriters?|investigators?|reviewers?|auditors?|examiners?|"
    r"ombudsman|(?:compliance|legal|fraud|claims|disputes?|risk|credit|recoveries)\s+"
    r"(?:team|department|desk|unit|officers?|committee))"
)
_UNDER_WAY = re.compile(
    r"\b(?:is|are|remains?|stays?|['’]s|['’]re|(?:has|have)\s+been|will\s+be|(?:is|are)\s+"
    r"(?:due\s+|set\s+|yet\s+)?to\s+be)\s+(?:still\s+|currently\s+|now\s+)?"
    # ... or a handling still to come: "will be considered at the next committee sitting".
    r"(?:(?<=\bbe\s)(?:considered|reviewed|assessed|heard|discussed|decided(?:\s+on)?|tabled|"
    r"examined|evaluated|processed|investigated|vetted|deliberated\s+(?:on|upon)|voted\s+on|"
    r"looked\s+(?:into|at))\b"
    r"|under\s+(?:active\s+)?"
    r"(?:investigation|review|consideration|processing|examination|assessment|evaluation|audit|"
    r"dispute|appeal)\b"
    r"|(?:held\s+up|stuck|caught(?:\s+up)?|tied\s+up|trapped|"
    r"bogged\s+down|sitting|stalled)\s+in\s+"
    r"(?:a|an|the|its|his|her|their)?\s*(?:[\w'’-]+\s+){0,2}?" + _HANDLING + r"\b"
    # ... or with whoever handles it: "is sitting with the assessor", "is (sitting) with the
    # assessor for review". Without a verb of resting, only for a handling ("is with the
    # fraud unit" alone may be where someone works).
    r"|(?:(?:sitting|lying|stuck|waiting|held\s+up|parked|pending)\s+)?with\s+(?:the|a|an|its|"
    r"his|her|their)\s+(?:[\w'’-]+\s+){0,2}?[\w'’-]+\s+for\s+(?:a\s+|an\s+|the\s+|further\s+)?"
    r"(?:[\w'’-]+\s+)?" + _HANDLING + r"\b"
    r"|(?:sitting|lying|stuck|waiting|held\s+up|parked|pending)\s+with\s+(?:the|a|an|its|his|her|"
    r"their)\s+(?:[\w'’-]+\s+){0,2}?" + _HANDLER + r"\b"
    r"|being\s+(?:\w+ly\s+)?(?:[a-z]{3,}(?:ed|en)|held|sent|paid|dealt\s+with|looked\s+(?:into|at)|"
    r"worked\s+on|followed\s+up)\b)",
    _I,
)
# Who holds a group's pot now: "the pot sits with Thandi until the end of March", "the kitty is
# with her this month". A person by name or pronoun (not a bank: "the funds are with Equity
# Bank" is where the group keeps its money), after a present verb of resting; a relative's title
# may come before the name ("the family pool is with uncle Salvatore until Easter", round 79).
# ... or whoever keeps it, until a time: "is kept by uncle Salvatore until Easter", "who keeps
# the money in a Piraeus account until the summer" (who keeps it for now, not who keeps it).
_KIN_TITLE = (
    r"(?:(?:uncle|aunt|auntie|aunty|cousin|grandma|grandpa|granny|nonna|nonno|zia|zio|tia|tio|"
    r"tante|onkel|oma|opa|yiayia|papou|theia|theios|mama|papa|sister|brother)\s+)?"
)
_POT_HELD = re.compile(
    r"\b(?:pot|kitty|pool|payout|purse|box|collection|contributions?|savings|money|funds|cash|"
    r"proceeds)\s+(?:[\w'’-]+\s+){0,5}?(?:sits|is|are|stays|remains|rests|lies|goes|"
    r"is\s+(?:now\s+|currently\s+)?(?:sitting|staying|resting|kept|held))\s+(?:now\s+|currently\s+|still\s+)?"
    rf"with\s+(?:{_KIN_TITLE}(?-i:[A-Z])[\w'’-]+(?!\s+(?-i:[A-Z]\w*\s+)?(?:Bank|Sacco|SACCO|"
    r"Microfinance|Limited|Ltd|Plc|PLC|Money|Pesa|Trust|Insurance|Capital|Securities|Finance)\b)|"
    r"him|her|them)\b"
    r"|\b(?:pot|kitty|pool|purse|box|collection|savings|money|funds|cash)\s+(?:[\w'’-]+\s+){0,6}?"
    r"(?:is|are)\s+(?:kept|held|minded|looked\s+after)\s+by\s+(?:[\w'’-]+\s+){1,8}?(?:until|till)\b"
    r"|\b(?:keeps|holds|minds|looks\s+after)\s+(?:the|its|their|all\s+the)\s+(?:group['’]s\s+)?"
    r"(?:money|pot|kitty|pool|funds|cash|savings|box)\s+(?:[\w'’-]+\s+){0,6}?(?:until|till)\b",
    _I,
)
# A gain or a loss so far: "are down 12% since she bought them", "is up 5% this year", "has
# lost 8% since March". The market moves it every day.
_PERCENT_N = (
    r"(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+|over\s+|more\s+than\s+)?"
    r"\d[\d.,]*\s*(?:%|per\s*cent|percent)"
)
_SO_FAR = (
    r"(?:since|so\s+far|this\s+(?:week|month|year|quarter)|year\s+to\s+date|"
    r"from\s+(?:what|when|the\s+price))\b"
)
_CHANGE_SO_FAR = re.compile(
    rf"\b(?:is|are|['’]s|['’]re|now|currently|still|stands?)\s+(?:now\s+|currently\s+|still\s+)?"
    rf"(?:up|down)\s+(?:by\s+)?{_PERCENT_N}\s+{_SO_FAR}"
    rf"|\b(?:has|have)\s+(?:now\s+|already\s+)?(?:gained|lost|risen|fallen|dropped|grown|climbed|"
    rf"shed|slipped|declined|appreciated|depreciated)\s+(?:by\s+)?{_PERCENT_N}\s+{_SO_FAR}",
    _I,
)

# A group's standing rule of a vote before any act: "requires a two-thirds vote before buying
# any shares", "needs a majority vote for every loan". "any"/"every" makes it a rule, not one
# purchase waiting on a vote (``frames`` reads it as "requires members").
VOTE_RULE = re.compile(
    r"\b(?:requires|needs|takes)\s+(?:a|an)\s+(?:(?:simple|two[\s-]thirds|three[\s-]quarters|"
    r"unanimous|majority|full|members['’]?|general)\s+){0,2}(?:vote|votes|approval|consent|"
    r"agreement|resolution|quorum)\s+(?:of\s+(?:all\s+|the\s+)?members\s+)?(?:before|for|on|to\s+approve)\s+"
    r"(?:(?:buying|making|selling|giving|taking|approving|granting|spending|investing\s+in|lending)\s+)?"
    r"(?:any|every|each|all)\s+(?:[\w-]+\s+)?(?:shares?|stocks?|investments?|purchases?|assets?|"
    r"loans?|withdrawals?|payments?|payouts?|spending|expenses?|expenditures?|land|property|"
    r"properties|decisions?|transfers?)\b"
    # ... or a notice period before anyone's withdrawal, the act a gerund with no one's name
    # (round 53): "requires one month's notice before withdrawing savings", "needs two weeks'
    # notice for any withdrawal". "… before withdrawing her savings", "before she can withdraw"
    # name one member's step, and are read as before.
    r"|\b(?:requires|needs|asks\s+for|expects)\s+(?:a|an|one|two|three|four|six|\d{1,2})\s+"
    r"(?:clear\s+)?(?:days?|weeks?|months?)['’]?s?\s+(?:written\s+|advance\s+|prior\s+)?notice\s+"
    r"(?:before|for)\s+(?:(?:withdrawing|taking\s+out|cashing\s+out|drawing\s+down|leaving|exiting|"
    r"closing)\s+(?:(?:any|all|members['’])\s+)?(?:(?!(?:his|her|their|my|your|its)\b)[\w-]+\s+)?(?:savings|shares|deposits|"
    r"money|funds|accounts?|the\s+(?:group|sacco|society|scheme|club))|(?:any|every|each|all)\s+"
    r"(?:[\w-]+\s+)?(?:withdrawals?|exits?|share\s+sales?|transfers?\s+out))\b",
    _I,
)


def _first(pattern: re.Pattern[str], text: str) -> str | None:
    m = pattern.search(text)
    return m.group(0) if m else None


def status_shown(text: str) -> str | None:
    """A status as a screen shows it now (see above)."""
    return _first(_SHOWN, text)


def not_arrived(text: str) -> str | None:
    """Pidgin's negative perfect of arrival: it has not arrived yet (see above)."""
    return _first(_NEVER_ARRIVED, text)


def deadline_running(text: str) -> str | None:
    """A deadline that runs from now (see above)."""
    return _first(_UNTIL_TO, text)


def whose_period(text: str) -> str | None:
    """Whose week, month or turn it is now (see above)."""
    return _first(_WHOSE_PERIOD, text)


def under_way(text: str) -> str | None:
    """A case in a present state of handling (see above)."""
    return _first(_UNDER_WAY, text)


def pot_holder(text: str) -> str | None:
    """Who holds a group's pot now (see above)."""
    return _first(_POT_HELD, text)


def change_so_far(text: str) -> str | None:
    """A gain or a loss so far (see above)."""
    return _first(_CHANGE_SO_FAR, text)


_MEANS = (
    r"(?:mobile\s+money|momo|m-?pesa|cards?|card\s+payments?|cash|bank\s+transfers?|transfers?|"
    r"pos|ussd|qr(?:\s+codes?)?|cheques?|airtel\s+money|orange\s+money|mtn\s+momo|ecocash|"
    r"opay|palmpay|moniepoint|paystack|flutterwave|paypal|contactless|"
    # ... and the means of the round's other markets (round 75).
    r"upi|paytm|phonepe|g(?:oogle\s+)?pay|gcash|maya|jazzcash|easypaisa|zelle|venmo|cash\s+app)"
)
# A trade kept as a place of work: "a mobile-money agent shop", "a forex bureau", "a kiosk".
_TRADE = (
    r"(?:shop|business|kiosk|stall|store|agency|outlet|booth|stand|salon|restaurant|bakery|"
    r"pharmacy|chemist|workshop|farm|firm|company|practice|bureau|cafe|canteen|bar|boutique|"
    r"supermarket|garage|clinic|spaza)"
)
# A place named after it: "in Mwanza", "at Kariakoo Market", "in the Balogun Market".
_PLACE = (
    r"(?:\s+(?:in|at|on|near)\s+(?:the\s+)?(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+){0,2})?"
)
# A word of a purpose ("church", "tithes"): not a clause's, a date's or a state's.
_PURPOSE_WORD = (
    r"(?!(?:this|next|last|today|tonight|tomorrow|now|current|pending|that|which|who|where|when|"
    r"until|is|are|was|were|has|have|had|will|he|she|they|it|and|but)\b)[\w'’-]+"
)
# A name: "Hargeisa", "Wave", "Western Union"; its later words may open on a particle ("Côte
# d'Ivoire", "Bosnia and Herzegovina" is two names) or an accented capital ("Île Maurice").
_CAPITAL = r"(?-i:[A-ZÀ-ÖØ-Þ])"
_NAMED_PLACE = (
    _CAPITAL + r"[\w'’-]*(?:\s+(?:(?:de|du|des|la|le|el|al|da|do|dos|das|of)\s+|d['’])?"
    + _CAPITAL + r"[\w'’-]*){0,2}"
)
# A means by its name, or a product at a name: "Wave", "an Equity Bank account", "a KCB card";
# the name may end in a word typed small: "a Millennium bim account" (round 69; not a state).
_NAMED_MEANS = (
    r"(?:(?:a|an|his|her|their)\s+" + _NAMED_PLACE + r"\s+(?:savings\s+|current\s+|mobile\s+|"
    r"(?!(?:frozen|blocked|locked|dormant|closed|suspended|restricted|empty|overdrawn|inactive|"
    r"pending|new|old)\b)(?-i:[a-z]{2,8})\s+)?(?:account|wallet|card)|" + _NAMED_PLACE + r")"
)
# Not a day or a month after "on" or "by": "pays his rent by Friday" is a deadline.
_NOT_A_DATE = (
    r"(?!(?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?:jan|febr)uary|march|april|may|june|"
    r"july|august|september|october|november|december|end|noon|midnight|the\b|christmas|easter)"
)
# Shapes the backstop lets stand (``backstop._HABIT``): a business that accepts a means of
# payment, money kept apart, a pot or an account kept for a purpose ("keeps a separate savings
# pocket for her children's education", "a separate account for his business income"), an
# attitude to a kind of thing ("is wary of digital lending": no article, so no one loan or app),
# a trade the user runs ("runs a mobile-money agent shop in Mwanza": an occupation, as "is a
# nurse" is) or works as ("operates as a mobile-money agent in Tamale"). Each ends the
# sentence, so nothing after it is let through.
HABIT_SHAPES = (
    r"\b(?:accepts?|takes?)\s+(?:payments?\s+(?:by|via|in|through|with)\s+)?" + _MEANS
    + r"(?:\s+(?:and|or)\s+" + _MEANS + r")*(?:\s+(?:payments?|transfers?))?"
    # ... from whom, a kind of people (round 75): "accepts MoMo payments from customers" (no one
    # by name: "from Kemi", and anything after the kind, are read as before).
    r"(?:\s+from\s+(?:(?:his|her|their|its|the|all|most)\s+)?(?:[\w'’-]+\s+)?(?:customers|"
    r"clients|buyers|shoppers|passengers|patients|students|tenants|traders|riders|guests|"
    r"diners))?\s*[.!]?\s*$"
    r"|\b(?:keeps?|holds?)\s+(?:(?:his|her|their|the)\s+)?(?:[\w'’-]+\s+){0,3}?(?:money|funds|"
    # ... where the money comes from may follow it: "her earnings from the mango stall" (round 48).
    r"cash|savings|earnings|income)\s+(?:from\s+(?:(?:his|her|their|the|a)\s+)?(?:[\w'’-]+\s+){1,3}?)?"
    r"(?:(?:separate|apart)\s+from\s+(?:(?:his|her|their|the)\s+)?"
    r"(?:[\w'’-]+\s+){0,3}?(?:money|funds|cash|savings|expenses|spending|accounts?)"
    # ... or two kinds of money kept in separate places: "keeps his business money and household
    # money in separate wallets".
    r"|(?:and|from)\s+(?:(?:his|her|their|the)\s+)?(?:[\w'’-]+\s+){0,3}?(?:money|funds|cash|"
    r"savings|earnings|income)\s+in\s+(?:separate|different|two)\s+(?:[\w'’-]+\s+){0,2}?"
    r"(?:accounts|wallets|pockets|purses|boxes|tins|banks))\s*[.!]?\s*$"
    # ... or said of the money's two kinds at once: "keeps his business and personal money in
    # separate MoMo wallets" (round 43).
    r"|\b(?:keeps?|holds?)\s+(?:(?:his|her|their|the)\s+)?[\w'’-]+\s+(?:and|or)\s+[\w'’-]+\s+(?:money|"
    r"funds|cash|savings|earnings|income)\s+in\s+(?:separate|different|two)\s+(?:[\w'’-]+\s+){0,2}?"
    r"(?:accounts|wallets|pockets|purses|boxes|tins|banks)\s*[.!]?\s*$"
    r"|\b(?:keeps?|has|holds?|maintains?|runs?|uses?)\s+(?:a|an)\s+(?:separate|dedicated|special|"
    r"different)\s+(?:[\w'’-]+\s+){0,2}?(?:pocket|account|wallet|card|vault|box|purse|plan|goal)\s+"
    # ... for any purpose named in a few words ("for church tithes"), with no clause or date in it.
    r"(?:for|towards)\s+(?:(?:his|her|their|the)\s+)?(?:" + _PURPOSE_WORD + r"\s+){0,3}?"
    + _PURPOSE_WORD + r"\s*[.!]?\s*$"
    # ... or money of a kind kept in one, said the other way round (round 70): "handles church
    # offerings through a separate account", "keeps her tutoring income in a dedicated wallet" (no
    # owner's name, amount or date: nothing after the account is let through).
    r"|\b(?:keeps?|handles?|manages?|receives?|collects?|puts?|runs?)\s+(?:(?:his|her|their|the)\s+)?"
    r"(?:[\w'’-]+\s+){0,3}?(?:money|funds|cash|savings|earnings|income|offerings?|tithes?|"
    r"donations?|proceeds|takings|sales)\s+(?:through|in|via|into|with|using)\s+(?:a|an)\s+"
    r"(?:separate|dedicated|special|different)\s+(?:[\w'’-]+\s+){0,2}?(?:account|wallet|pocket|"
    r"card|box|purse)\s*[.!]?\s*$"
    r"|\b(?:runs?|owns?|operates?|manages?)\s+(?:a|an)\s+(?:[\w'’-]+\s+){0,4}?" + _TRADE
    + _PLACE + r"\s*[.!]?\s*$"
    # ... or what the user sells, as the whole sentence, after the trade it is beside (round 44):
    # "is a POS agent who also sells recharge cards and SIM registration services". Goods named
    # bare (no owner, no article), never money, a pot, a turn or a share.
    r"|^\s*(?:the\s+user|he|she|(?-i:[A-Z])[a-z]+)\s+(?:is\s+(?:a|an)\s+(?:[\w'’-]+\s+){0,3}?[\w'’-]+\s+"
    r"(?:who|and)\s+)?(?:also\s+)?(?:sells|retails|supplies|trades\s+in|deals\s+in)\s+"
    r"(?!(?:his|her|their|its|the|a|an|this|that|these|those|my|your)\b)(?![^.;!?]*\b(?:pots?|payouts?|"
    r"turns?|slots?|contributions?|dues|shares?|positions?|places?|loans?|debts?|money|cash|funds|"
    r"float|naira|dollars?|forex|fx|currency|accounts?|wallets?|his|her|their)\b)"
    r"(?:[\w'’-]+\s+){0,3}?[\w'’-]+(?:\s*,?\s+(?:and|or)\s+(?:[\w'’-]+\s+){0,3}?[\w'’-]+)?"
    + _PLACE + r"\s*[.!]?\s*$"
    # ... or works as one: "operates as a mobile-money agent in Tamale".
    r"|\b(?:operates?|works?|trades?)\s+as\s+(?:a|an)\s+(?:[\w'’-]+\s+){0,4}?(?:" + _TRADE
    + r"|agent|vendor|trader|merchant|dealer|retailer|wholesaler)" + _PLACE + r"\s*[.!]?\s*$"
    # Whose costs the user carries: "pays for his mother's medical cover in Lusaka" (a place may
    # follow; nothing else does).
    r"|\b(?:pays\s+for|covers|funds|sponsors|supports)\s+(?:his|her|their)\s+(?:[\w'’-]+['’]s?\s+)?"
    r"(?:[\w'’-]+\s+){0,2}?(?:medical\s+(?:cover|aid|insurance|care|bills|treatment)|health\s+"
    r"(?:cover|insurance|care)|insurance|funeral\s+(?:cover|policy|plan)|school\s+fees|fees|tuition|"
    r"upkeep|rent|care|medication|treatment|feeding|groceries|utilities)"
    r"(?:\s+(?:in|at)\s+(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)?\s*[.!]?\s*$"
    r"|\b(?:(?:is|are)\s+(?:very\s+|quite\s+|a\s+bit\s+|now\s+)?(?:wary|cautious|careful|sceptical|"
    r"skeptical|suspicious|distrustful|afraid|scared|fearful|nervous)\s+(?:of|about|with)"
    # ... or kept away from, as a belief or a habit: "avoids interest-bearing products" (a kind
    # of thing, not an act: "avoids paying Kemi back" is read as before).
    r"|(?:avoids|shuns|stays\s+away\s+from|steers\s+clear\s+of)(?=\s+(?![a-z]+ing\b)))\s+"
    r"(?!(?:his|her|their|the|this|that|these|those|its|a|an|any|my|your)\b)"
    r"(?:[\w'’-]+\s+){0,2}?[\w'’-]+"
    # ... with what the thing is taken as (round 44): "is cautious about screenshots as proof of
    # payment" (a kind of evidence, not anyone's payment).
    r"(?:\s+as\s+(?:a\s+|an\s+)?(?:proof|evidence|confirmation)\s+of\s+(?:a\s+)?(?:payment|transfer|"
    r"deposit|receipt|identity))?\s*[.!]?\s*$"
    # Remittances sent to a place by name ("sends remittances to Hargeisa"), or to family there;
    # money too when it describes who the user is ("is a Somali driver in Dubai who sends money
    # to Hargeisa": "sends money to Tunde" on its own is read as before).
    # ... or with "and": "works as a house help in Riyadh and sends money to Addis Ababa".
    r"|(?:\b(?:sends|remits)\s+remittances|\b(?:is|works\s+as)\s+(?:a|an)\s+[^.!?;]{0,60}?\b(?:who|and)\s+"
    r"(?:sends|remits)\s+(?:money|funds))\s+(?:home\s+)?to\s+(?:(?:his|her|their)\s+(?:[\w-]+\s+)?"
    r"(?:family|relatives|parents|people)\s+in\s+)?" + _NAMED_PLACE + r"\s*[.!]?\s*$"
    # The channel a payment habitually goes through, named: "pays suppliers with Wave", "collects
    # money through Wafacash". A simple present; not a pot, a payout, a share or a debt.
    # ... one or more names ("takes payments via Capitec Pay and SnapScan"), "on" a wallet by its
    # name too ("receives money on Zamtel Kwacha", "collects church pledges on MTN MoMo"; round 40).
    r"|\b(?:pays|receives|sends|collects|gets|takes)\s+(?:(?!(?:pots?|payouts?|turns?|slots?|"
    r"contributions?|dues|shares?|arrears|debts?|loans?|levy|levies|instal(?:l)?ments?|kitty|"
    r"refunds?|reversals?)\b)[\w'’-]+\s+){1,4}?(?:(?:via|through|with|using|over|on(?=\s+"
    + _NOT_A_DATE + r"))\s+" + _NAMED_PLACE + r"(?:\s*,\s*" + _NAMED_PLACE
    + r")*(?:\s*,?\s+(?:and|or)\s+" + _NAMED_PLACE + r")?"
    # ... "by" too, before a name that is not a day or a month (round 37: "pays suppliers by
    # Wave"; "pays his rent by Friday" is a deadline, read as before).
    + r"|by\s+" + _NOT_A_DATE + _NAMED_PLACE
    # ... or the card or the account it lands on: "receives her child's grant on a SASSA card",
    # "receives his remittances through her First Bank account" (round 41).
    + r"|(?:on|into|onto|through|via|to)\s+(?:a|an|his|her|their)\s+(?:" + _NAMED_PLACE + r"\s+)?"
    r"(?:[\w'’-]+\s+)?(?:card|account|wallet))\s*[.!]?\s*$"
    # Where the user keeps savings, by the bank's name: "keeps USD savings at CBZ" (round 40; a
    # bank chosen, like "her savings account is with Equity", no amount).
    r"|\bkeeps?\s+(?:(?:his|her|their)\s+)?(?:(?:usd|dollar|rand|naira|foreign[\s-]currency|"
    r"long[\s-]term|emergency|business)\s+)?(?:savings|deposits)\s+(?:at|with|in)\s+(?:the\s+)?"
    + _NAMED_PLACE + r"\s*[.!]?\s*$"
    # Where the user does which transactions, as a habit: "only does big transactions at the
    # branch, not on phone" (round 39); plural, no amount, nothing after but the place refused.
    r"|\b(?:does|makes|carries\s+out)\s+(?:(?:his|her|their|all|any|big|bigger|large|larger|small|"
    r"most|major)\s+){0,2}(?:banking|transactions|transfers|withdrawals|deposits|payments)\s+"
    r"(?:at|in|on|through|via|over|from)\s+(?:the\s+|a\s+|his\s+|her\s+)?(?:[\w'’-]+\s+)?"
    r"(?:branch|bank|atm|app|phone|agent|counter|computer|laptop|ussd|office|banking\s+hall)"
    r"(?:\s*,?\s+(?:not|never|rather\s+than|instead\s+of)\s+(?:on|at|through|via|by|over|with)?\s*"
    r"(?:the\s+|a\s+|his\s+|her\s+)?(?:[\w'’-]+\s+)?(?:phones?|apps?|branch|atms?|agents?|ussd|online|"
    r"internet|mobile))?\s*[.!]?\s*$"
    # The currency a trade is paid in (round 37): "imports goods … and pays in dollars", "pays his
    # suppliers in euros"; a habit, with no amount and nothing after it.
    r"|\b(?:pays|sells|buys|charges|invoices|gets\s+paid)\s+(?:(?!(?:pots?|payouts?|contributions?|"
    r"dues|arrears|debts?|loans?|instal(?:l)?ments?|refunds?|part|half|full|balance|rest|remainder|"
    r"difference|shortfall|outstanding)\b)[\w'’-]+\s+){0,3}?in\s+"
    r"(?:(?:us|american|foreign|hard)\s+)?(?:dollars|euros|pounds|sterling|naira|cedis|shillings|"
    r"rand|francs|kwacha|birr|dirhams|riyals|dinars|yuan|renminbi|rupees|dalasi|leones|cfa|"
    r"foreign\s+currency|cash)\s*[.!]?\s*$"
    # Which means the user uses where: "uses Wave in Senegal and Orange Money in Mali"; or which
    # two, named: "uses both Wave and Orange Money" (a name alone, "uses Wave", is read as before).
    # ... one of them may be an account, a wallet or a card at a name: "uses both M-Pesa and an
    # Equity Bank account".
    r"|\buses\s+(?:both\s+)?" + _NAMED_MEANS + r"(?:\s+(?:in|at|for)\s+" + _NAMED_PLACE
    + r"|(?=\s*,?\s+(?:and|or)\s))(?:\s*,?\s+(?:and\s+|or\s+)?" + _NAMED_MEANS
    + r"(?:\s+(?:in|at|for)\s+" + _NAMED_PLACE + r")?)*\s*[.!]?\s*$"
)
