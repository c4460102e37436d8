"""Money a question names by the act it came from (the asked frame, after blind round 68).

"The user asked whether the N50k he sent to Gboko had gone through" asks about a transfer: the
amount is not a value read anywhere, it is which money the question is about, named by a
finished act of someone's ("the N50k he sent", "the ₦5,000 that was paid into her account"), as
"the money he sent" would be. The asked frame refuses any amount (``frames.asked_frame``); this
reads such an amount as "the money" and leaves the rest of the sentence to the frame.

Only right after "the", and only when a finished act follows at once (a subject and a verb in
the past, or "that/which was …"). Any other amount stays one ("whether the N50k in her wallet is
enough", "whether the N50k she has left will cover rent"), and so does a second amount.
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.money import MONEY

_I = re.IGNORECASE

_ACT = (
    r"(?:sent|paid|transferred|deposited|withdrew|received|borrowed|took|lent|gave|spent|moved|"
    r"loaded|remitted|contributed|put\s+in|topped\s+up)"
)
_PASSIVE = (
    r"(?:sent|paid|transferred|deposited|withdrawn|received|credited|debited|moved|loaded|remitted|"
    r"lent|given|borrowed|deducted)"
)
# "the N50k he sent", "the ₦5,000 that Kemi paid", "the $200 which was credited".
_NAMED_BY_ACT = re.compile(
    rf"\bthe\s+(?P<amount>{MONEY.pattern})\s*(?=(?:(?:that|which)\s+)?(?:(?:he|she|they|the\s+user|"
    rf"(?-i:[A-Z])[\w'’-]+)\s+(?:had\s+|has\s+|just\s+)?{_ACT}\b|(?:that|which)\s+(?:was|were|had\s+"
    rf"been)\s+{_PASSIVE}\b))",
    _I,
)


def money_named_by_act(sentence: str) -> str:
    """``sentence`` with each amount named by a finished act after it said as "money" (see
    above); ``sentence`` itself when it has none."""
    return _NAMED_BY_ACT.sub(lambda m: m.group(0).replace(m.group("amount"), "money "), sentence)


__all__ = ["money_named_by_act"]
