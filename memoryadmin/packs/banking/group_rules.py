"""A rule of a savings group, said of the group or of its members in general (summary frames).

Rounds 26-28 each added a phrase for how a rotation's order is decided, and the next writer
said it another way. This module reads the structure instead: a subject that is the group or
anyone in it ("the payout order", "payouts", "members", "new members", "a member with an
emergency", "whoever …", "the host"), a verb of a rule (is decided/fixed/set by, go in order of,
lets/allows … swap turns, must pay … before they join) and how the rule works ("by drawing
numbered papers at the first meeting of each cycle", "in order of age", "if the rest of the
group agrees"). No named person's place, no "this/next/current" round, no count so far: those
stay outside every span here and are read by the rules as before.

``without_group_rules(text)`` blanks each such span (same length), for the group frame
(``frames.group_frame``) and for every other sentence (``framing.blank_framed``).

Beside them, two live shapes the rules read (``rules``):

- ``own_turn``: when one person collects in the cycle ("she collects at the first meeting of
  each cycle", "Tunde receives the pot in the third month of every round"): her place in it;
- ``total_since``: a running total since a date ("has collected ₦50,000 every week since
  January", "has saved KSh 3,000 a month since 2022"): how much there is by now.
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.money import MONEY

_I = re.IGNORECASE

_GROUP_WORD = (
    r"(?:ajo|esusu|adashi|adashe|susu|osusu|isusu|chama|stokvel|njangi|tontine|thrift|kitty|"
    r"cooperative|sacco|vsla|equb|group|circle|club|scheme|society|association|rotation)"
)
# How an order is decided, by a draw or by who the members are.
_HOW = (
    r"(?:by|through|according\s+to|in\s+order\s+of|based\s+on)\s+(?:(?:drawing|picking|pulling|"
    r"casting)\s+(?:numbered\s+|folded\s+)?(?:papers|lots|numbers|names|straws|ballots|cards|slips)"
    r"(?:\s+from\s+(?:a|the)\s+(?:hat|bowl|box|bag))?|(?:a\s+)?(?:draw|ballot|balloting|raffle|"
    r"lottery|vote)|drawing\s+lots|lots?|seniority|age|joining|date\s+of\s+joining|need|rank|"
    r"alphabet\w*|(?:who|when)\s+joined\s+first)\b"
    # ... and which end of it goes first: "is fixed by age, oldest first" (round 26).
    r"(?:\s*,\s*(?:the\s+)?(?:oldest|eldest|youngest|newest|earliest|most\s+senior)(?:\s+(?:members?|"
    r"ones?))?\s+(?:first|last))?"
    # ... or when it is drawn: "by drawing lots at the first meeting of each cycle" (round 27).
    r"(?:\s+(?:at|during)\s+the\s+(?:first|opening|last|final)\s+(?:meeting|session|gathering)\s+of\s+"
    r"(?:each|every|the)\s+(?:cycle|year|round|season))?"
)
# Said of how a rotation works in general, not whose turn it is: "in turn", "pays out by
# seniority", "the oldest members collecting first".
_GENERAL = re.compile(
    r"\b(?:in\s+turn|(?:take|takes|taking|took)\s+turns|by\s+turns|turn\s+by\s+turn|"
    r"next\s+of\s+kin|(?:the\s+)?(?:member|person|one)\s+whose\s+turn\s+it\s+is)\b"
    rf"|\b{_HOW}"
    r"|\bthe\s+(?:\w+est|founding|senior|older|newer)\s+members?\s+(?:collect\w*|go\w*|tak\w*|"
    r"get\w*|receiv\w*)\s+(?:first|last)\b",
    _I,
)
# The order itself as the subject, or the payouts going round by it: "the payout order in
# Bukola's esusu is decided by drawing numbered papers…", "with payouts going in order of age".
_ORDER_RULE = re.compile(
    r"\b(?:the\s+)?(?:payout|rotation|collection|pay-out)\s+(?:order|sequence)(?:\s+(?:in|of|for)\s+"
    r"(?:the\s+|(?:his|her|their)\s+|(?-i:[A-Z])[\w'’-]*['’]s\s+)?(?:[\w'’-]+\s+){0,3}?"
    + _GROUP_WORD
    # ... or a terse note's, with no verb before it: "payout order fixed by ballot" (round 32).
    + r")?\s+(?:(?:is|are|gets?)\s+)?(?:always\s+)?(?:decided|fixed|set|determined|chosen|"
    r"drawn\s+up|worked\s+out|agreed|arranged)\s+"
    + _HOW
    + r"|\b(?:payouts?|the\s+pot|collections?)\s+(?:go|goes|going|rotate|rotates|rotating|pass|"
    r"passes|passing|move|moves|moving|run|runs|running)\s+" + _HOW,
    _I,
)
# What the group lets any member do with the rotation, and on what condition: "lets a member
# with an emergency swap turns if the rest of the group agrees".
_MEMBERS_MAY = re.compile(
    r"\b(?:lets|allows|permits)\s+(?:a|any|each|every)\s+member(?:\s+(?:(?:with|in)|who\s+(?:has|"
    r"faces|needs|is\s+in))\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:emergency|crisis|need|bereavement|"
    r"funeral|illness|wedding|problem|(?:medical|hospital|school)\s+bill))?\s+(?:to\s+)?"
    r"(?:swap|switch|exchange|trade)\s+(?:turns|slots|places|positions|payout\s+dates)"
    r"(?:\s+with\s+(?:another|other)\s+members?)?"
    r"(?:\s+(?:if|when|once|provided)\s+(?:the\s+rest\s+of\s+the\s+(?:group|members)|the\s+(?:group|"
    r"members|others|other\s+members)|(?:all|most)\s+(?:the\s+)?(?:other\s+)?members|everyone(?:\s+"
    r"else)?)\s+(?:agrees?|approves?|consents?|accepts?))?",
    _I,
)
_CODE_AFTER = r"\d[\d, ]*(?:\.\d+)?\s?(?-i:F\s?CFA|CFA(?:\s+francs?)?|[A-Z]{3})\b"
# What a new member pays to come in, before joining: "New members … must pay a 25,000 FCFA entry
# fee before they join the rotation" (the subject is kept: the frame reads it as the rule's).
_ENTRY = re.compile(
    r"(?<=\bmembers\s)(?:of\s+(?:the\s+|(?:his|her|their)\s+|(?-i:[A-Z])[\w'’-]*['’]s\s+)?"
    r"(?:[\w'’-]+\s+){0,3}?"
    + _GROUP_WORD
    + r"\s+)?(?:must\s+|have\s+to\s+|are\s+required\s+to\s+)?pay\s+"
    rf"(?:a|an)\s+(?:{_CODE_AFTER}|{MONEY.pattern})?\s*(?:one-off\s+|one-time\s+)?(?:entry|joining|"
    r"registration|admission|membership)\s+fee(?:\s+(?:before|when|on)\s+(?:they\s+)?(?:join|joining|"
    r"enter|entering)(?:\s+the\s+(?:rotation|group|circle|cycle))?)?(?=\s*[.!]?\s*$)",
    _I,
)
_NEW_MEMBERS = re.compile(r"^\s*(?:new|all\s+new|incoming)\s+members\b", _I)


def _blank(pattern: re.Pattern[str], text: str) -> str:
    return pattern.sub(lambda m: " " * len(m.group(0)), text)


# This round, or how things stand: then no rule is read, and the sentence is read as before.
_NOW = re.compile(
    r"\b(?:(?:this|next|current|coming|upcoming)\s+(?:cycle|round|rotation|year|month|week|"
    r"meeting|time)|now|currently|still|yet|so\s+far|for\s+now)\b",
    _I,
)


def without_group_rules(text: str, *, general: bool = True) -> str:
    """``text`` with each rule of the group said in general blanked (see above); outside the
    group frame (``general=False``) its bare phrases ("in turn", "next of kin", "by age") are
    left for the other readers, which read them in their own sentences."""
    if _NOW.search(text):
        return _blank(_GENERAL, text) if general else text
    text = _blank(_ORDER_RULE, text)
    text = _blank(_MEMBERS_MAY, text)
    if _NEW_MEMBERS.search(text):
        text = _blank(_ENTRY, text)
    return _blank(_GENERAL, text) if general else text


# When one person collects in the cycle: "she collects at the first meeting of each cycle".
_OWN_TURN = re.compile(
    r"\b(?:she|he|they|the\s+user|(?-i:[A-Z])[a-z]+)\s+(?:always\s+|usually\s+)?(?:collects|receives|"
    r"gets\s+(?:paid|the\s+pot|the\s+payout)|takes\s+(?:the\s+pot|the\s+payout|home\s+the\s+pot)|"
    r"cashes\s+out|is\s+paid\s+out)(?:\s+(?:the\s+)?(?:pot|payout|money|lump\s+sum))?\s+"
    r"(?:(?:at|in|on|during)\s+the\s+(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|"
    r"tenth|last|final|opening|\d{1,2}(?:st|nd|rd|th))\s+(?:meeting|month|week|round|session|"
    r"sunday|saturday|friday|payout)|first|last|second|third)\b",
    _I,
)


def own_turn(text: str) -> str | None:
    """When one person collects in the rotation (her place in it), or None."""
    m = _OWN_TURN.search(text)
    return m.group(0) if m else None


# A running total since a date: "has collected ₦50,000 every week since January".
_TOTAL_SINCE = re.compile(
    r"\b(?:has|have|had)\s+(?:\w+\s+)?(?:collected|saved|raised|gathered|contributed|received|"
    r"put\s+(?:in|aside|away)|paid\s+in|deposited|accumulated|set\s+aside)\b[^.;!?]{0,80}?\bsince\b",
    _I,
)


def total_since(text: str) -> str | None:
    """A running total since a date, with money in the sentence, or None."""
    for m in _TOTAL_SINCE.finditer(text):
        if MONEY.search(m.group(0)) or re.search(r"\d", m.group(0)):
            return m.group(0)
    return None
