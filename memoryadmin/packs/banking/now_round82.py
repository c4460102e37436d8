"""Pidgin's future turn and money not come back (summary finders, blind round 82).

- Who takes a group's pot in a period going on or next, in Pidgin's future or progressive:
  "Mama Nkechi na im go collect the esusu money this Friday", "Tunde wan collect the thrift money
  this week", "na Emeka dey carry the ajo money this month", "Iya Bola go receive next". The
  marker ("go", "go soon", "wan", "wan go", "dey", "dey go") right before a verb of taking, with a
  period going on or next in the sentence (``now_elsewhere._NOW``) or "next" after the verb; not
  beside "every" or "each" (a rule of the group: "whoever pays first go collect first every
  cycle"). English's "will collect" is ``finders._future_turn``'s; Pidgin's "go" is no English
  future word, and the backstop read the sentence as timeless.
- Money that has not come back or shown, said with "never": Pidgin's negative perfect of the
  verbs of money put back ("second debit never return", "the 30k never reverse", "e never
  refund", "alert never reflect"), beside ``standing.not_arrived``'s verbs of arrival; and the
  English participle after a money thing ("the second debit was never reversed", "the refund has
  never arrived", "debit never refunded"), like "has not been reversed". The backstop reads
  "never" as a standing instruction ("never checks email"), so these passed as lasting. Not a
  habit of how fast money shows ("transfers from Opay never reflect instantly"), nor a story
  whose money came back after all ("… never arrived, so it was later refunded"), nor what the
  user never does ("has never used USSD": no money thing before "never").
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.money import MONEY
from memoryadmin.packs.banking.now_elsewhere import _EVERY, _NOW, _SENTENCE

_I = re.IGNORECASE

# --- Pidgin's future turn -----------------------------------------------------------------
_TAKING = (
    r"(?:collect|receive|take|carry|chop|eat|draw|lift|pocket|cash\s+out)"
)
_PIDGIN_TAKES = re.compile(
    rf"\b(?:go(?:\s+soon)?|wan(?:\s+go)?|dey(?:\s+go)?)\s+{_TAKING}\b(?!-)", _I
)
# "go collect next": a place in the order, as ``now_round68.takes_next`` (not "next to").
_NEXT = re.compile(rf"\b{_TAKING}\s+(?:[\w'’-]+\s+){{0,4}}?next\b(?!\s+to\b)", _I)


def pidgin_turn_due(text: str) -> str | None:
    """Who takes the pot in a period going on or next, in Pidgin (see above): the words."""
    for m in _SENTENCE.finditer(text):
        sentence = m.group(0)
        hit = _PIDGIN_TAKES.search(sentence)
        if hit is None or _EVERY.search(sentence):
            continue
        if _NOW.search(sentence) or _NEXT.search(sentence, hit.start()):
            return hit.group(0)
    return None


# --- money not come back, said with "never" --------------------------------------------------
_NEVER = r"(?:never|neva|nevah)"
# Pidgin's bare verb after "never": the money has not been put back or shown yet.
_BACK_STEM = (
    r"(?:return|reverse|refund|reflect|resolve|settle|release|credit\s+back|pay\s+back|"
    r"come\s+back|send\s+back)"
)
# How fast money shows, as a habit: "never reflect instantly", "never arrived on time".
_HOW_FAST = (
    r"(?!\s+(?:back\s+)?(?:instantly|immediately|quickly|fast|on\s+time|in\s+time|same\s+day|"
    r"the\s+same\s+day|at\s+once|late|early|on\s+(?:weekends|sundays|holidays)))"
)
_STEM_NEVER = re.compile(
    rf"\b(?:still\s+)?{_NEVER}\s+(?:still\s+|yet\s+)?{_BACK_STEM}(?![\w-]){_HOW_FAST}", _I
)
# The English participle after a money thing: "the second debit was never reversed".
_MONEY_THING = (
    r"(?:debits?|charges?|deductions?|refunds?|reversals?|transfers?|payments?|money|owo|salary|"
    r"funds|amount|airtime|data|token|credit|cash|deposits?|remittances?|alerts?|balance|"
    r"withdrawals?|cash-?outs?|it|\d[\d,.]*\s*k)"
)
_PARTICIPLE = (
    r"(?:reversed|refunded|returned|reflected|arrived|came(?:\s+back|\s+in)?|reached|landed|"
    r"dropped|entered|cleared|settled|released|received|credited(?:\s+back)?|paid\s+(?:back|out)|"
    r"sent\s+back|put\s+back|given\s+back)"
)
# ... with what it was for, or who did not get it, between: "the POS debit at the Shoprite in
# Ikeja was never reversed", "the refund, which he never received, …".
_NOT_NEVER = r"(?!(?:never|neva|nevah)\b)"
_PARTICIPLE_NEVER = re.compile(
    rf"(?:\b{_MONEY_THING}\b|{MONEY.pattern})(?:,?\s+{_NOT_NEVER}[\w'’₦$£€.,-]+){{0,6}}?,?\s+"
    r"(?:(?:has|have|had|was|were|is|still|so\s+far|yet)\s+)*"
    rf"{_NEVER}\s+(?:been\s+|yet\s+|once\s+)?{_PARTICIPLE}\b{_HOW_FAST}",
    _I,
)
# ... unless the money came back after all: "…, so it was later refunded".
_AFTER_ALL = re.compile(
    r"\b(?:later|eventually|finally|afterwards|in\s+the\s+end|since\s+been|after\s+all)\b", _I
)


def never_back(text: str) -> str | None:
    """Money not yet put back or shown, said with "never" (see above): the words."""
    for m in _SENTENCE.finditer(text):
        sentence = m.group(0)
        hit = _STEM_NEVER.search(sentence) or _PARTICIPLE_NEVER.search(sentence)
        if hit is not None and not _AFTER_ALL.search(sentence) and not _EVERY.search(sentence):
            return hit.group(0)
    return None


__all__ = ["never_back", "pidgin_turn_due"]
