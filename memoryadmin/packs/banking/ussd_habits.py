"""How the user moves money by a USSD code, as a habit (blind round 84's tuning).

Read by the backstop as lasting (``backstop.finished_or_lasting``), like "uses M-Pesa for
day-to-day payments": a USSD short code the user dials for something, in the simple present.

- The code used, and for what: "The user dials *894# for First Bank transfers", "She uses *737#
  for GTBank transfers", "He dials *901# to buy airtime" (a verb of using or dialling in the
  present, the code, then "for" or "to" and what it does). The backstop's "uses … for" took a
  name of letters only, and "dials" it did not read: "*894#" held the sentence about transfers
  unfinished.
- Money moved by the code: "The user pays bills with the *966# code", "sends money home through
  *737#", "tops up airtime by dialling *310#" (a verb of paying or sending in the present, then
  "with", "using", "via", "through", "on" or "by dialling" and the code).

A habit only, said whole: nothing of how a session or a transfer stands. What is read as before:
the code as it stands ("*894# is not responding", "her *737# transfer is pending", "*894# is
barred on her line", ``now_round84``), a session or transfer under way ("is dialling *894# to
send money"), anything dated to now, negated, failed or stuck ("the USSD code failed", "… but the
transfer has not arrived"), a figure beside the code ("dials *894# to send ₦5,000"), and a second
clause after it ("… and her last transfer is stuck"). The code's digits are no amount
(``money``'s bare amounts skip a short code between its star and its hash).

A reason at the end, the user's own (blind round 85): "The user uses *894# for First Bank
transfers because she does not have a smartphone". Why she keeps the habit is as lasting as the
habit when it says nothing of money, an account, an app, a network or a transfer, in the simple
present of a person's (hers, his, her phone's), with no word of now. Read as before: "because her
app is not working", "because the app is slow on her phone" (an app or a network may be slow
only today), "because her account is blocked", "because her phone was stolen" (a past event whose
state is now), "because she does not have a smartphone yet".
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

# A USSD short code: a star, two to four digits, more fields after stars, and a hash.
USSD_CODE = r"\*\d{2,4}(?:\*\d{1,4})*#"
# What may name the code around it: "First Bank's USSD *894# code", "the *966# short code".
_BEFORE_CODE = r"(?:[\w'’&-]+\s+){0,4}?"
_AFTER_CODE = r"(?:\s+(?:ussd\s+)?(?:code|short\s*code|ussd|menu|service|option))?"
_HOW_OFTEN = r"(?:(?:mainly|mostly|only|usually|always|just|normally|often|chiefly)\s+)?"
# What the code is for: "for transfers", "to buy airtime", "to pay bills".
_FOR = (
    r"(?:for|to\s+(?:buy|pay|send|transfer|move|top\s+up|recharge|check|save|receive|withdraw|"
    r"load|fund|do))\b"
)
# The code used, in the present: "dials *894# for", "uses *737# for", "they dial *901# to".
_CODE_USED = re.compile(
    r"\b(?:(?:dials|uses|keys\s+in|punches\s+in|enters|types)"
    r"|(?:they|we|i)\s+(?:usually\s+|always\s+|often\s+)?(?:dial|use))\s+"
    rf"{_BEFORE_CODE}{USSD_CODE}{_AFTER_CODE}\s+{_HOW_OFTEN}{_FOR}",
    _I,
)
# Money moved by the code: "pays bills with the *966# code", "sends money through *737#".
_MOVED_BY = re.compile(
    r"\b(?:pays|buys|sends|transfers|tops\s+up|recharges|moves|saves|withdraws|funds|"
    r"does\s+(?:his|her|their|all|most|the)\s+(?:[\w'’-]+\s+)?(?:transfers|payments|banking))\s+"
    r"(?:[\w'’-]+\s+){0,4}?(?:with|using|via|through|on|by\s+dial(?:l)?ing)\s+"
    rf"{_BEFORE_CODE}{USSD_CODE}",
    _I,
)
# Anything of how a session or a transfer stands, or of now, in the sentence.
_LIVE = re.compile(
    r"\b(?:still|now|currently|yet|today|tonight|yesterday|tomorrow|this\s+(?:week|month|year|"
    r"time|morning|evening)|last\s+(?:night|week|month|time)|right\s+now|at\s+the\s+moment|"
    r"so\s+far|pending|processing|stuck|blocked|barred|frozen|held|hold|suspended|restricted|"
    r"disabled|down|failed|fails|failing|delayed|declined|rejected|reversed|debited|timed\s+out|"
    r"responding|working|unavailable|owes?|owed|owing|balance|left|remaining|available|will|"
    r"going\s+to|lost|missing|arrived|not|never|no\s+longer|again)\b|n['’]t\b",
    _I,
)
# A second clause after the habit, or a reason or a contrast: read as before.
_CLAUSE = re.compile(
    r"[;:]|\b(?:but|though|although|however|while|whereas|except|until|unless|since|because|"
    r"after|when|which|who)\b"
    r"|\band\s+(?:it|the|her|his|their|its|this|that|he|she|they|my|one|[\w'’-]+\s+(?:is|are|was|"
    r"were|has|have|had))\b",
    _I,
)
_PROGRESSIVE = re.compile(r"\b(?:is|are|am|was|were|been)\s+(?:\w+\s+)?\w+ing\b", _I)
_CODE = re.compile(USSD_CODE)

# The reason at the end (see above): "because" and a person's, in the simple present, her own
# negation of having or using something allowed ("does not have", "doesn't own").
_BECAUSE = re.compile(
    r"\s*,?\s+because\s+(?P<why>(?:she|he|they|the\s+user|(?:her|his|their)\s+[\w'’-]+)\s+"
    r"[^.;:!?]+?)\s*[.!]?\s*$",
    _I,
)
_OWN_NEGATION = re.compile(r"\b(?:does|do)\s+not\b|\b(?:does|do)n['’]t\b", _I)
# What a reason must not speak of: money, an account, an app, a network, a transfer's state,
# or a past event ("was stolen", "got blocked", "broke").
_NOT_A_REASON = re.compile(
    r"\b(?:apps?|application|accounts?|transfers?|payments?|money|cash|funds?|balance|banks?|"
    r"banking|cards?|wallets?|network|signal|data|internet|server|service|codes?|ussd|pin|otp|"
    r"token|limit|airtime|debit\w*|credit\w*|charges?|fees?|was|were|had|been|got|gets|broke|"
    r"stolen|ago|last|recent\w*|lately|\w+ed)\b",
    _I,
)


def _without_reason(sentence: str) -> str:
    """``sentence`` with a reason of the user's own left out, or as it was (see above)."""
    m = _BECAUSE.search(sentence)
    if m is None:
        return sentence
    why = _OWN_NEGATION.sub(" ", m.group("why"))
    if (
        _NOT_A_REASON.search(why)
        or _LIVE.search(why)
        or _CLAUSE.search(why)
        or _PROGRESSIVE.search(why)
        or re.search(r"\d", why)
    ):
        return sentence
    return sentence[: m.start()] + "."


def ussd_habit(sentence: str) -> bool:
    """How the user moves money by a USSD code, as a habit said whole (see above)."""
    sentence = _without_reason(sentence)
    if _CODE_USED.search(sentence) is None and _MOVED_BY.search(sentence) is None:
        return False
    rest = _CODE.sub(" ", sentence)
    return not (
        re.search(r"\d", rest)
        or _LIVE.search(rest)
        or _CLAUSE.search(rest)
        or _PROGRESSIVE.search(rest)
    )


__all__ = ["USSD_CODE", "ussd_habit"]
