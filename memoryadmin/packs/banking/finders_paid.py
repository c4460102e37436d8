"""Whether someone has paid: money put into a group, payment-status nouns, "is paid" (finders).

Moved from ``finders`` as written (it had reached the layout's 600 lines): each is refused
wherever it appears, but not a collector's trade, a kind of group, or how a person earns.
"""

from __future__ import annotations

import re

from memoryadmin.engine.sentences import offset_sentences as _sentences
from memoryadmin.packs.banking.finders import EARNED_CURRENCY, EARNER_PAID, first_match
from memoryadmin.packs.banking.money import amount_spans

# Payment-status nouns are refused wherever they appear: "has made all her
# contributions", "is current on his contributions", "her share".
_INTO_GROUP = re.compile(
    r"\b(?:sent|sends|paid|pays|transferred|gave|given|put|puts|moved|added|dropped|deposited)\b"
    r"(?:[^.!?\n]{0,40}?\b(?:to|into|in))?\s+(?:the\s+|their\s+|our\s+|his\s+|her\s+)?"
    r"(?:\w+\s+)?(?:group|pot|esusu|ajo|thrift|kitty|circle|pool)\b",
    re.IGNORECASE,
)
_MONEY_NOUN = re.compile(r"\b(?:money|cash|funds|savings|naira)\b", re.IGNORECASE)


def money_into_group(text: str) -> str | None:
    """Money put into the group is a contribution, in any tense ("sent ₦2,000 to the group")."""
    for _, sentence in _sentences(text):
        m = _INTO_GROUP.search(sentence)
        if m and (amount_spans(sentence) or _MONEY_NOUN.search(sentence)):
            return m.group(0)
    return None


_payment_status_nouns = first_match(
    r"\b(?:contributions?|dues|arrears|levy|levies|instal(?:l)?ments?)\b",
    r"\b(?:his|her|their|my|your|its|\w+['’]s)\s+(?:\w+\s+)?(?:share|part|portion|quota)\s+of\b",
    r"\b(?:his|her|their|my|your|its|\w+['’]s)\s+(?:\w+\s+)?(?:share|part|portion|quota)\b(?!-)",
    r"\b(?:square|even|quits|clear|straight|level)\s+with\b",
    r"\bcaught\s+up\b",
    r"\b(?:late|early|slow|quick|prompt)\s+(?:in\s+|with\s+)?pay\w*\b",
    # "paid in his share", not how someone is paid ("gets paid in dollars").
    r"\b(?:sent|paid|put|chipped|brought|handed)\s+in\b"
    rf"(?!\s+(?:{EARNED_CURRENCY}|foreign)\b)",
    # Everyone and nobody are payment status in a savings group, whatever the verb.
    r"\b(?:everyone|everybody|nobody|no-one|no\s+one|each\s+member|every\s+member|"
    r"all\s+(?:the\s+)?(?:members|others)|the\s+rest\s+of\s+(?:the\s+)?(?:group|members))\b",
    r"\b(?:did|done|doing|does)\s+(?:his|her|their|its|my|your)\s+(?:\w+\s+)?part\b",
    r"\bcurrent\s+(?:on|with)\b",
)


# A collector's trade, said as a habit ("is the alajo who collects daily contributions from
# traders"): a bare plural with how often it comes after a collector's verb in the simple present,
# the user's work, not anyone's payment ("collects the contributions late" is read as before).
# ... or what they are for, as a group's habit: "the parish collects building-fund contributions
# after the second service"; or in the participle after the trade's name (round 67): "is the
# alájọ collecting daily …". Not from one person or on one day ("… from Kemi today").
COLLECTING = (
    r"\b(?:collects|gathers|takes|records|manages|handles|organi[sz]es|(?:(?<=\balajo\s)|"
    r"(?<=\balájọ\s)|(?<=\bcollector\s)|(?<=\bbanker\s))(?:collecting|gathering|taking))\s+"
    r"(?:daily|weekly|monthly|fortnightly|market[\s-]day|(?:building|welfare|funeral|burial|"
    r"development|harvest|thanksgiving|mission|project|[\w]+-fund)(?:[\s-]fund)?)\s+"
    r"(?:contributions|dues|levies|savings|deposits|offerings)\b(?!\s+(?:late|early|on\s+time|"
    r"today|tomorrow|yesterday|tonight|this|from\s+(?-i:[A-Z])))"
)
# ... or a kind of group, described or named: "runs a monthly contribution scheme", "joined the
# 'Ebiye Progressive' contribution group" (round 68; what it raised is read by the other rules).
_TRADE = re.compile(
    rf"{COLLECTING}|\b(?:a|an|the|his|her|their|its|\w+['’]s)\s+(?:(?!(?:contributions?|to|into|"
    r"for|of)\b)[\w'’-]+\s+){0,3}?contributions?[\s-]+(?:scheme|group|club|circle|society)\b", re.I)


def payment_status_nouns(text: str) -> str | None:
    """Payment-status nouns wherever they appear, but not a collector's trade or a kind of group."""
    return _payment_status_nouns(_TRADE.sub(lambda m: " " * len(m.group(0)), text))


_IS_PAID = re.compile(r"\b(?:is|are)\s+paid\b", re.IGNORECASE)
_EARNER_PAID = re.compile(EARNER_PAID, re.IGNORECASE)


def is_paid(text: str) -> str | None:
    """'Is paid' as a status ("Tunde is paid", "her invoice is paid in dollars"), not as how a
    person earns (``EARNER_PAID``)."""
    earner = [m.span() for m in _EARNER_PAID.finditer(text)]
    for m in _IS_PAID.finditer(text):
        if not any(a <= m.start() < b for a, b in earner):
            return m.group(0)
    return None
