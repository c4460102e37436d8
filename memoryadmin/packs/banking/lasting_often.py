"""How often the assistant is to send the user something, said as a recurrence (blind round 83).

"Kindly send me a savings tip once a week": an instruction to send the user a kind of message (a
tip, a summary, an update, their balance) by a recurrence (``recurring.RECURRENCE``: "once a
week", "twice a month", "every week", "weekly", "on Mondays", "on the 1st") says how often to
reach them, lasting as the hours to reach them are (``lasting_words.WHEN``). Read by ``lasting``
on an instruction's words (plain words, from its verb on): only something sent to the user ("send
me", "give me", "text me"), never money nor a payment ("send money from my account once a week"
moves money; the safety screens, which run first, refuse it without asking), and nothing of this
once (``ONE_OFF``, read before).
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.recurring import RECURRENCE

# Something sent to the user, the instruction's verb first.
_TO_ME = re.compile(r"^(?:send|give|text|message|email|whatsapp|share|forward|drop)\s+me\s+")
# Money, a payment or a figure anywhere after it: moving money, not reaching the user.
_MONEY = re.compile(
    r"\b(?:money|cash|funds?|airtime|data|bundles?|loans?|payments?|pay|transfers?|credit|float|"
    r"amounts?|salary|allowance|pesa|momo|mpesa|crypto|bitcoin|account|accounts|without)\b|\d"
)


def how_often(words: list[str]) -> str | None:
    """The recurrence an instruction to send the user something is given by, or None."""
    said = " ".join(words)
    opening = _TO_ME.match(said)
    if opening is None or _MONEY.search(said, opening.end()):
        return None
    often = RECURRENCE.search(said, opening.end())
    return None if often is None else often.group(0)


__all__ = ["how_often"]
