"""Standing wishes the lasting screen read as one-off (blind round 86), read by ``lasting`` and
``lasting_reminders`` over plain words.

- a reminder on pay that comes each month: "remind me when my salary drops so I can send to my
  mum", pidgin "when my salary don enter", "whenever my pension lands": the user's salary, pay,
  wages, pension or allowance arriving is a when that comes round (``PAY_EVENT``, a part of
  ``lasting.WHEN_ANCHOR``). Not one pay named by which ("when my first salary drops", "when my
  March salary lands"), nor a transfer ("remind me when the transfer lands", "when the alert
  comes");
- a rule the user keeps, reminded: "make you dey remind me say I no suppose borrow again this
  year" (made plain "please remind me say i no suppose borrow again this year"), "remind me that
  I shouldn't touch my savings": what the user should not do, or will not do again
  (``RULE_REMINDED``).
  "This year" is its span, not a date. Not a thing undone to remind of ("remind me say I no pay
  light bill yet"), nor a rule for today;
- a warning for any transfer: "tell me if a transfer looks like a scam before I send, even if it
  annoys me": the user warned whenever a (any, every) transfer, payment, request or link looks
  like a scam or is suspicious (``warned_each``). Not one named ("tell me if this transfer looks
  like a scam").
"""

from __future__ import annotations

import re

PAY_EVENT = (
    r"\b(?:when|whenever|once|as\s+soon\s+as|any\s*time|every\s+time|each\s+time)\s+"
    r"(?:my|our|the|e|am)\s+(?:monthly\s+)?(?:salary|salaries|pay|wages?|pension|allowance|stipend|"
    r"paycheck|pay\s*cheque|salary\s+alert)\s+(?:don\s+|has\s+|have\s+|is\s+|gets?\s+)?"
    r"(?:drops?|dropped|lands?|landed|comes?\s+in|comes?|came|enters?|entered|hits?|arrives?|"
    r"arrived|reflects?|reflected|paid|credited|pays?\s+in)\b"
)

RULE_REMINDED = re.compile(
    r"\bremind\w*\s+me\s+(?:say|sey|that)\s+(?:i|we)\s+(?:no\s+suppos\w*|not\s+suppos\w*|"
    r"(?:am|m)\s+not\s+supposed|shouldnt|should\s+not|should\s+never|must\s+not|mustnt|must\s+never|"
    r"(?:no|not|never|dont|wont|will\s+not|will\s+never|no\s+go|no\s+fit)\s+(?:\w+\s+){1,4}?"
    r"(?:again|anymore|any\s+more)\b)"
)

_WARNED_EACH = re.compile(
    r"\b(?:tell|warn|alert|notify|flag|let)\w*\s+(?:me\s+)?(?:know\s+)?(?:if|when|whenever|once|"
    r"any\s*time|every\s+time)\s+(?:a|an|any|every|each)\s+(?:\w+\s+)?(?:transfers?|payments?|"
    r"transactions?|requests?|messages?|links?|accounts?|numbers?|offers?|deals?|payees?|"
    r"beneficiar\w+)\b(?:\s+\S+){0,4}?\s+(?:looks?|seems?|sounds?|is|are|might\s+be|could\s+be|"
    r"appears?|smells?)\b(?:\s+\S+){0,3}?\s+(?:scam\w*|fraud\w*|fake|suspicious|dodgy|risky|shady|"
    r"unusual|strange|419)\b"
)


def warned_each(plain: str) -> bool:
    """The user asks to be warned whenever a transfer (any one) looks like a scam."""
    return _WARNED_EACH.search(plain) is not None


__all__ = ["PAY_EVENT", "RULE_REMINDED", "warned_each"]
