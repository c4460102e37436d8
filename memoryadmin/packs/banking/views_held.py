"""A view, a question and a habit of where money is kept or sent, in round 78's words.

Framed whole (``framing``), each with no live value in it:

- which service the user prefers or trusts over another, and why: "The user prefers Korona over
  bank transfers because his family can pick up cash in Khujand", "The user says she trusts Wise
  more than Western Union because the fees are clear" (a standing view, like "prefers"; a reason
  that says how something stands, "because her transfer is stuck", "because the rate is 12.5
  today", is read as before);
- a question about why a conversion gave less than expected: "User asked why the Uzcard to Visa
  transfer shows a lower amount in dollars than expected" (the question, not the amount: a figure
  in it, or "shows pending", is read as before).

Habits the backstop reads as lasting (``backstop.finished_or_lasting``), a sentence with no figure
and no word of now:

- what currency or form savings are kept in: "keeps his savings in dollars" (where money is kept,
  like "tends to keep emergency money on EcoCash"; "keeps $500 in dollars", "his savings in
  dollars are frozen" are read as before);
- whose card money is sent to, and why: "…doesn't have a smartphone, so the user sends money to
  the aunt's card instead" (whom the user supports and how, like "sends money to his parents").
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.money import amount_spans

_I = re.IGNORECASE
_LIVE = re.compile(
    r"\d|\b(?:still|now|currently|yet|today|tonight|yesterday|tomorrow|this\s+(?:week|month|year|"
    r"time|round|cycle)|last\s+(?:week|month|time)|right\s+now|at\s+the\s+moment|so\s+far|pending|"
    r"processing|stuck|blocked|frozen|held|hold|failed|delayed|declined|rejected|reversed|"
    r"returned|owes?|owed|owing|arrears|turn|next|balance|left|remaining|available|closed|"
    r"suspended|limited|locked|will|going\s+to|lost|missing|arrived|hasn['’]?t|haven['’]?t|"
    r"didn['’]?t|isn['’]?t|wasn['’]?t|not\s+yet|never\s+(?:came|arrived|landed))\b",
    _I,
)
_NAME = r"(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,2}"
_PREFERS = re.compile(
    r"^\s*(?:the\s+)?(?:user|client|customer|cust)\s+(?:(?:says|said|feels|felt)\s+(?:that\s+)?"
    r"(?:she|he|they)\s+)?(?:(?:always|still)\s+)?(?:prefers?|trusts?|likes?)\s+"
    rf"{_NAME}\s+(?:(?:much\s+|far\s+|a\s+lot\s+)?more\s+than|over|to|rather\s+than|instead\s+of)\s+"
    r"(?:[\w'’-]+\s+){0,3}?[\w'’-]+(?:\s*,?\s+because\s+(?P<why>[^.;!?]+?))?\s*[.!]?\s*$",
    _I,
)
# How a fee or service is, said as a reason of taste: "the fees are clear".
_FAIR = re.compile(
    r"\b(?:fees|charges|costs|terms)\s+(?:are|is)\s+(?:clear|transparent|fair|lower|cheaper|"
    r"upfront|simple)\b",
    _I,
)
_ASKED_LESS = re.compile(
    r"^\s*(?:the\s+)?(?:user|client|customer|cust)\s+asked\s+why\s+(?:the|a|her|his|their)\s+"
    r"(?:[\w'’-]+\s+){0,4}?(?:transfer|conversion|payment|top-?up|remittance|exchange)\s+"
    r"(?:shows?|showed|gives?|gave|comes?\s+out\s+as|came\s+out\s+as|arrives?\s+as|arrived\s+as)\s+"
    r"(?:a\s+)?(?:lower|higher|smaller|bigger|different)\s+(?:amount|sum|figure|total)"
    r"(?:\s+in\s+[\w-]+)?\s+than\s+(?:expected|quoted|promised|(?:she|he|they)\s+expected)"
    r"\s*[.!?]?\s*$",
    _I,
)

_KEPT_IN = re.compile(
    r"\b(?:keeps?|holds?|saves?)\s+(?:all\s+)?(?:his|her|their|the\s+family['’]s)\s+(?:savings|"
    r"spare\s+money|money|cash)\s+in\s+(?:(?:us\s+|american\s+)?dollars|euros|gold|cash|"
    r"(?:foreign|hard)\s+currency|lira|liras|rubles|roubles|tenge|somoni|soms?|lari|drams?|"
    r"manats?|hryvnias?|lei|pounds|sterling)\b",
    _I,
)
_KIN = (
    r"(?:aunt|auntie|uncle|cousin|sister|brother|niece|nephew|neighbou?r|sister-in-law|"
    r"brother-in-law|daughter|son|grandson|granddaughter|godmother|godfather|friend|mother|"
    r"father|wife|husband)"
)
_SENT_TO_CARD = re.compile(
    r"\b(?:sends?|transfers?|remits?)\s+(?:the\s+)?(?:money|funds|cash|remittances?)\s+"
    r"(?:home\s+)?(?:to|through|via|onto)\s+(?:the|his|her|their|an?)\s+(?:[\w-]+\s+)?"
    rf"{_KIN}['’]s\s+(?:card|account|wallet|number)\b",
    _I,
)


def view_frame(sentence: str) -> bool:
    """A service preferred or trusted over another and why, or a question about a conversion that
    gave less than expected (see above), with no live value."""
    if amount_spans(sentence):
        return False
    prefers = _PREFERS.search(sentence)
    if prefers is not None:
        return _LIVE.search(_FAIR.sub(" ", prefers.group("why") or "")) is None
    return _ASKED_LESS.search(sentence) is not None and _LIVE.search(sentence) is None


def kept_or_sent(sentence: str) -> bool:
    """Where savings are kept, or whose card money is sent to (see above), in a sentence with no
    figure and no word of now."""
    if not (_KEPT_IN.search(sentence) or _SENT_TO_CARD.search(sentence)):
        return False
    return not amount_spans(sentence) and _LIVE.search(sentence) is None


__all__ = ["kept_or_sent", "view_frame"]
