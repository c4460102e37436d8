"""An order to move money once, or to reach the user once, proposed as a fact of any kind
(ENGINE.md sections 5 and 9).

The lasting screen reads a preference, a commitment and a goal for what makes them last; a
personal or relationship fact had nothing to read, so "Send 20k to my mother tomorrow" or "Pay
Musa at 5pm only", proposed as the user's relationship or personal fact, was stored and replayed
days later as if it were still to do. An order to move money is a request of the turn it was
said in (the agent acts on it then, through the bank's own checks), never a fact about the user.

``one_off_order(note)`` returns the note when a clause of the fact's note opens on a verb of
moving money (after "please", "abeg", "just" …), said to the assistant (not "send me a
receipt"), money by amount or by name where the verb may carry anything ("send my statements by
email" is a channel), with nothing that makes it standing ("every Friday", "always", "from now on",
"remind me"): a standing order is a commitment, read as one.
"""

from __future__ import annotations

import re

from memoryadmin.engine.sentences import plain_words
from memoryadmin.packs.banking.money import amount_spans

_I = re.IGNORECASE

_ORDER = re.compile(
    r"^(?:(?:please|kindly|just|and|so|ok|okay|also|then|now)\s+)*"
    r"(?P<verb>send|transfer|pay|move|wire|remit|withdraw|top\s*up|recharge)\b"
    # ... to the assistant's own ends it is a message, not money: "send me the receipt",
    # "pay attention to my spelling".
    r"(?!\s+(?:me|us|attention|heed|a\s+visit)\b)"
    r"\s+\S",
    _I,
)
_STANDING = re.compile(
    r"\b(?:every|each|always|whenever|monthly|weekly|daily|fortnightly|yearly|annually|"
    r"regularly|usual|usually|from\s+now\s+on|going\s+forward|until|till|standing\s+order|"
    r"remind\w*|never)\b",
    _I,
)
# What "send" or "transfer" moves when it is money: an amount, or money by name ("send my
# statements by email" is a channel preference, not an order).
_MONEY = re.compile(
    r"\b(?:money|cash|funds?|airtime|data|naira|cedis|shillings|rand|kwacha|birr|francs|dollars|"
    r"pounds|euros|the\s+(?:balance|rest|remainder|pot|contribution)|my\s+(?:contribution|dues|rent))\b",
    _I,
)
_OBJECT_ENDS = re.compile(
    r"\b(?:to|for|by|via|through|on|at|in|as|from|after|before|when|into|with|so|and|but)\b", _I
)
_CARRIES = frozenset({"send", "transfer", "move", "wire", "remit"})
_CLAUSE = re.compile(r"[.;!?\n]+|,\s*(?:and\s+|then\s+)?(?=\w)")


# A request of the moment to reach or act for the user, at a time that comes once: "WhatsApp me
# tomorrow at noon", "call me back this evening", "check my loan status later today". Filed as a
# personal or relationship fact it would be replayed as if still to do; a reminder is a
# commitment's (read by the lasting screen), so "remind" never opens one here (``_STANDING``).
_MOMENT_VERB = re.compile(
    r"^(?:(?:please|kindly|just|and|so|ok|okay|also|then|abeg|pls|plz)\s+)*"
    r"(?:call|ring|phone|text|sms|whatsapp|email|e-mail|mail|message|ping|contact|reach|"
    r"check|follow\s+up|get\s+back)\b",
    _I,
)
_ONCE = re.compile(
    r"\b(?:today|tonight|tomorrow|tmrw|tmr|later\s+today|this\s+(?:morning|afternoon|evening|"
    r"week|weekend)|right\s+now|in\s+(?:an?|one|two|three|\d+)\s+(?:hours?|hrs?|minutes?|mins?)|"
    r"next\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b",
    _I,
)


def one_off_order(note: str) -> str | None:
    """The order to move money once, or the request of the moment, that ``note`` is (see
    above), or None."""
    plain = plain_words(note)
    if _STANDING.search(plain):
        return None
    if _ONCE.search(plain) and any(
        _MOMENT_VERB.match(clause.strip()) for clause in _CLAUSE.split(plain)
    ):
        return note.strip()
    for clause in _CLAUSE.split(plain):
        m = _ORDER.match(clause.strip())
        if m is None:
            continue
        # ... what it carries is its object, before the first preposition: "send alerts to my
        # email for anything above 10,000" carries alerts.
        what = _OBJECT_ENDS.split(clause.strip()[m.end("verb") :], maxsplit=1)[0]
        if m.group("verb").lower() in _CARRIES and not (amount_spans(what) or _MONEY.search(what)):
            continue
        return note.strip()
    return None
