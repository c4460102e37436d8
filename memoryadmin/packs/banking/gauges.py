"""How much is left, told without a figure (summary finders read after blind round 15).

A balance or an allowance can be told with no number at all and still be true only as of
when it was said:

- an allowance used up: "has used (up) all the free transfers for this month", "has exhausted
  her data bundle", "has maxed out his card limit", "has used up most of this month's free
  withdrawals" (most of it: what is left is as short-lived). The next period or top-up resets it;
- what money covers now: "the dollar account only just covers the tuition wire", "her wallet
  barely covers the rent", "his savings no longer cover the fees", "with almost nothing
  spare". The next credit or debit changes it;
- a rate dated to the day it was read: "today's USD to KES rate", "the GH₵ to USD rate the app
  showed today", "the exchange rate right now". A market moves it by tomorrow, judged or not
  ("better than last week's", "too high").

After blind round 17: how full a pot or a box is now, compared or nearly so: "the VSLA box is
fuller than usual because share-out is coming up", "the kitty is emptier than it was", "her wallet
is nearly full", "the cash box is filling up". The next meeting or withdrawal changes it ("empty"
and "running low" are ``finders.present_state``'s).

Not what a product is for ("the joint account covers the household bills": no measure of how
well), not a question, and not a goal ("wants her savings to cover the fees").
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.clock import _GOAL, said_in
from memoryadmin.packs.banking.money import amount_spans

_I = re.IGNORECASE

_OWNER = r"(?:the|his|her|their|its|my|your|our)"
# What an allowance counts: "free transfers", "data bundle", "card limit", "monthly quota".
_ALLOWANCE = (
    r"(?:transfers?|withdrawals?|transactions?|allowances?|quotas?|limits?|data|airtime|"
    r"bundles?|units|tokens|sms(?:es)?|minutes|credits?|free\s+\w+)"
)
# ... or the period's own: "has used up this month's free withdrawals".
_PERIODS = r"(?:(?:this|last|the)\s+(?:day|week|month|year|quarter|period|cycle)['’]s)"
_USED_UP = re.compile(
    r"\b(?:has|have|['’]s|['’]ve)\s+(?:now\s+|already\s+|just\s+|completely\s+)*"
    # "used" alone only of all of it: "has used all the free withdrawals" (not "has used her card").
    r"(?:used(?:\s+up|(?=\s+(?:all|every\s+one|most)\b))|exhausted|run\s+through|gone\s+through|"
    r"burn(?:ed|t)\s+through|maxed\s+out|finished)\s+"
    # ... or most of it: "has used up most of this month's free withdrawals".
    rf"(?:(?:all|every\s+one|most)\s+(?:of\s+)?(?:{_OWNER}\s+|{_PERIODS}\s+)?|{_OWNER}\s+|{_PERIODS}\s+)"
    rf"(?:[\w'’-]+\s+){{0,2}}?{_ALLOWANCE}\b",
    _I,
)

# What money covers, measured: "only just covers", "barely covers", "no longer covers",
# "doesn't cover"; or how little is spare beside it.
_MONEY_HOLDER = (
    r"(?:accounts?|wallets?|balances?|savings|funds|money|cash|float|salary|pay|pension|income|"
    r"allowance|budget)"
)
_COVERS = re.compile(
    rf"\b{_MONEY_HOLDER}\b(?:\s+[\w'’-]+){{0,3}}?\s+"
    r"(?:only\s+just|just\s+about|just|barely|hardly|scarcely|no\s+longer|not\s+quite|"
    r"does\s+not|doesn['’]t|do\s+not|don['’]t|won['’]t|will\s+not|can['’]t|cannot|"
    r"more\s+than|easily|comfortably)\s+(?:quite\s+)?"
    r"(?:covers?|meets?|stretches\s+to|stretch\s+to|pays?\s+for)\b"
    r"|\b(?:(?:almost|nearly|next\s+to|practically|virtually)\s+)?(?:nothing|little|not\s+much|"
    r"hardly\s+anything)\s+(?:to\s+)?spare\b",
    _I,
)

# A rate dated to the day it was read.
_NOW_WORD = (
    r"(?:today|tonight|this\s+(?:morning|afternoon|evening)|right\s+now|at\s+the\s+moment|"
    r"currently)"
)
_RATE_TODAY = re.compile(
    r"\b(?:today|tonight|this\s+(?:morning|afternoon|evening|week))['’]s\s+"
    r"(?:[^\s.!?;]+\s+){0,4}?rates?\b"
    rf"|\brates?\b[^.!?;\n]{{0,50}}?\b{_NOW_WORD}\b",
    _I,
)


# ... or said as enough or not for something: "the balance in her goal is enough for one term
# but not two", "his savings are no longer sufficient to cover the rent".
_ENOUGH = re.compile(
    rf"\b{_MONEY_HOLDER}\b(?:\s+[\w'’-]+){{0,6}}?\s+(?:is|are|['’]s|['’]re|remains?)\s+"
    r"(?:now\s+|still\s+|only\s+|just\s+|barely\s+|hardly\s+|no\s+longer\s+|not\s+|currently\s+)*"
    r"(?:quite\s+|nearly\s+|almost\s+)?(?:enough|sufficient|insufficient|(?:more|less)\s+than\s+enough)\s+"
    r"(?:for|to\s+(?:cover|pay|buy|last|meet|clear))\b",
    _I,
)
# A wish about what money should cover is a goal, not a measure (the noun "goal" may be where
# the money sits).
_WISH = re.compile(
    r"\b(?:wants?|wanted|hopes?|hoped|aims?|plans?|intends?|would\s+like|trying|tries|needs?)\s+"
    r"(?:\w+\s+){0,3}?to\b",
    _I,
)


def allowance_used_up(text: str) -> str | None:
    """An allowance said as used up (see above): the excerpt."""
    return said_in(_USED_UP, text, unless=(_GOAL.search,))


def what_money_covers(text: str) -> str | None:
    """What money covers now, measured, or how little is spare (see above): the excerpt."""
    return said_in(_COVERS, text, unless=(_GOAL.search,)) or said_in(
        _ENOUGH, text, unless=(_WISH.search,)
    )


# A question the user asked about the rate, with no rate in it: "wanted to know today's dollar
# rate" (an event, that the user asked).
_ASKED_ABOUT = re.compile(
    r"\b(?:asked|enquired|inquired|wondered|queried|wanted\s+to\s+(?:know|check|find\s+out|"
    r"confirm))\b",
    _I,
)


# ... or with its value, however the rate is named (blind round 52): "today's bank buying rate
# for USD given to the user was KES 128.40", "this morning's rate was 1,450". Not an amount
# converted at it ("changed $200 at today's rate": the amount is the money's, not the rate's).
_RATE_VALUE = re.compile(
    r"\brates?\b[^.!?;\n]{0,60}?\b(?:was|were|is|are|stood|stands|came\s+to|of|at)\s*[=:]?\s*"
    r"(?:(?:about|around|roughly|nearly|exactly|just\s+over|just\s+under)\s+)?"
    r"(?:(?-i:[A-Z]{3})\s*|[$£€₦]\s*|[A-Z][a-z]?[$₵]\s*)?\d",
    _I,
)


def rate_dated_now(text: str) -> str | None:
    """A rate dated to the day it was read (see above), with no amount (an amount is the money
    rules') or with the rate's own value, and not in a question asked about it: the excerpt."""
    return said_in(_RATE_TODAY, text, unless=(_ASKED_ABOUT.search, amount_spans)) or said_in(
        _RATE_TODAY, text, unless=(_ASKED_ABOUT.search, lambda s: not _RATE_VALUE.search(s))
    )


# How full a pot, a box or a wallet is now (see above): a present verb, then a comparison with
# another time or a near state. Not a past one ("was fuller last December": a finished state).
_HOLDER = (
    r"(?:box|boxes|cash[\s-]?box|pot|kitty|tin|purse|wallet|account|float|till|savings|fund|"
    r"piggy[\s-]?bank|safe|vault|coffers|reserves?)"
)
_HOW_FULL = re.compile(
    rf"\b{_HOLDER}\b(?:\s+[\w'’-]+){{0,2}}?\s+(?:is|are|['’]s|['’]re|looks|seems|feels|remains|stays|"
    r"has\s+(?:got|become|grown))\s+(?:now\s+|currently\s+|still\s+|already\s+|much\s+|far\s+|a\s+"
    r"(?:lot|bit|little)\s+|slightly\s+|even\s+|getting\s+)*"
    r"(?:(?:fuller|emptier|heavier|lighter|thinner|fatter|lower|higher|bigger|smaller|richer|"
    r"poorer)\s+than\s+(?:usual|normal|before|ever|expected|average|it\s+was|they\s+were|"
    r"last|at\s+this|the\s+last|most)\b"
    r"|(?:nearly|almost|practically|virtually|half|close\s+to)\s+(?:full|empty|dry|drained|"
    r"bare)\b|filling\s+up\b|full\s+to\s+the\s+brim\b|(?:bursting|overflowing)\b)",
    _I,
)


def how_full(text: str) -> str | None:
    """How full a pot, a box or a wallet is now (see above), not as a goal: the excerpt."""
    return said_in(_HOW_FULL, text, unless=(_GOAL.search,))
