"""How a group's or a person's money works as a rule, told in round 82's words (an adashe in
Kano, an ajo paid into a coordinator's Moniepoint account, a thrift group that pays by need, a
salary band, a Bolt driver's weekly payouts).

Each phrase below is a rule of a group or a standing fact of the user's, true until the group or
the user changes it, in words the rules read as a payment's status ("contributions", "are
paid"), money held ("into the coordinator's account"), a place in the turns ("first",
"payouts") or a balance (the two ends of a salary band). Each is blanked (offsets kept) and the
rest of the sentence is read as before, so a figure or a live clause beside it still refuses the
sentence. None is blanked in a sentence that says when (``_NOW``: "this month", "now", "still",
"yet", "pending", "but"):

- how the group's contributions are collected or paid, said of the group by its name, with a
  means, who collects, a schedule or the account they go into: "contributions to the user's
  adashe are collected in cash by the group leader every Friday after Jumu'ah", "contributions
  for the user's ajo are paid by transfer into the coordinator's Moniepoint account" (never
  "contributions for this month", never one member's); or said of the group or its members
  paying them in, into an account held by one of its officers (round 85): "the user's thrift
  group pays contributions into a Moniepoint account held by the secretary" (who holds the
  account is a role; "held by Kemi", "held by the secretary until Friday" are read as before);
- a payout by need, agreed: "pays out to whoever has the most urgent need first, agreed by vote"
  (anyone's need, the group's rule; a name that gets the pot is read as before);
- a salary's band, two amounts and the word band, range or bracket, and when it is paid as a
  rule: "salary is in the ₦250k–₦300k band and is paid around the 25th" (one amount, "salary of
  ₦280k", "has not come in" are read as before);
- a trade and the schedule of its pay: "is a Bolt driver in Abuja who gets weekly payouts" (a
  habit of the trade, not a rotation's turn), or joined by "and" (round 86): "is an Uber driver
  in Lagos and receives weekly payouts" (the same habit; "his Uber payout is pending" is one
  payout, read as before);
- who must sign for any of the group's withdrawals (round 83): "requires two of the chair,
  treasurer and secretary to sign before any bank withdrawal" (its officers by role, of every
  withdrawal; a name, "the withdrawal", "still requires" are read as before).
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.blanking import blank_told, merge_blanks
from memoryadmin.packs.banking.group_rules import _GROUP_WORD
from memoryadmin.packs.banking.money import MONEY

_I = re.IGNORECASE
_NOW = re.compile(
    r"\b(?:now|today|tonight|tomorrow|yesterday|currently|yet|still|anymore|next|recently|"
    r"so\s+far|at\s+the\s+moment|at\s+present|these\s+days|right\s+now|for\s+now|pending|but|"
    r"late|owes?|owing|missed|not|(?:this|last)\s+(?:week|month|year|round|cycle|time|session|"
    r"gathering|meeting|turn|friday))\b|n['’]t\b",
    _I,
)
_OWNER = r"(?:the\s+user['’]s|his|her|their|(?-i:[A-Z])[\w'’-]*['’]s)"
_NAME = r"(?-i:[A-Z])[\w'’&.-]*(?:\s+(?-i:[A-Z0-9])[\w'’&.-]*){0,2}"
_ROLE = (
    r"(?:(?:group\s+)?(?:leader|coordinator|organi[sz]er|treasurer|chair(?:man|woman|person|lady)?|"
    r"secretary|collector|head|alajo|president))"
)
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_PERIOD = (
    rf"(?:(?:every|each)\s+(?:day|week|month|fortnight|market\s+day|{_DAY})|on\s+{_DAY}s|daily|"
    r"weekly|fortnightly|monthly)"
    # ... and after what, every time: "every Friday after Jumu'ah", "after Sunday service".
    r"(?:\s+(?:after|before)\s+(?:(?:the|their)\s+)?(?:jumu['’]?ah|jumat|juma|mass|service|church|"
    r"prayers?|(?:the\s+)?meeting|market|close\s+of\s+work))?"
)
_MEANS = (
    r"(?:in\s+cash|by\s+(?:bank\s+)?transfer|by\s+mobile\s+money|by\s+ussd|by\s+pos|"
    r"(?:by|via|through|on)\s+(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?(?=\s|[.,;!]|$))"
)
_INTO = (
    rf"(?:into|to)\s+(?:the\s+(?:{_ROLE}|group)['’]s|its|the\s+group)\s+(?:{_NAME}\s+)?"
    r"(?:account|wallet)"
    # ... or an account said to be held by one of its officers, a role (round 85): "into a
    # Moniepoint account held by the secretary" (who holds the account, not money held).
    rf"|(?:into|to)\s+(?:a|an|the|its|their)\s+(?:{_NAME}\s+)?(?:(?:bank|savings|group|"
    r"mobile[\s-]money)\s+)?(?:account|wallet)\s+(?:held|kept|owned|run|opened|operated|managed)\s+"
    rf"(?:by|in\s+the\s+name\s+of)\s+(?:the\s+|its\s+|their\s+)?{_ROLE}\b"
    # (Not for a while: "… held by the secretary until Friday" is money held now.)
    r"(?!\s*(?:until|till|pending|since|for|while|during)\b)"
)
_TERM = rf"(?:{_MEANS}|by\s+(?:the|its|a)\s+{_ROLE}|{_PERIOD}|{_INTO})"
_CONTRIBUTIONS = re.compile(
    rf"\b(?:contributions|dues|savings|deposits)\s+(?:to|for|in|into|of)\s+{_OWNER}\s+"
    rf"(?:[\w'’-]+\s+){{0,2}}?{_GROUP_WORD}\s+(?:are|get)\s+(?:always\s+|usually\s+|normally\s+)?"
    rf"(?:collected|paid|made|sent|remitted|taken)\s+{_TERM}(?:\s*,?\s+{_TERM}){{0,3}}",
    _I,
)
# ... or said the other way round, the group or its members paying them in (round 85): "The
# user's thrift group pays contributions into a Moniepoint account held by the secretary",
# "members of her ajo pay their dues by transfer every Friday".
_PAYS_THEM = re.compile(
    rf"^\s*(?:{_OWNER}\s+(?:[\w'’-]+\s+){{0,2}}?{_GROUP_WORD}(?:['’]s\s+members)?|(?:all\s+|the\s+)?"
    rf"members\s+of\s+{_OWNER}\s+(?:[\w'’-]+\s+){{0,2}}?{_GROUP_WORD}|(?:each|every)\s+member\s+of\s+"
    rf"{_OWNER}\s+(?:[\w'’-]+\s+){{0,2}}?{_GROUP_WORD})\s+(?:always\s+|usually\s+|normally\s+)?"
    r"(?:pays?|puts?|sends?|remits?|makes?|deposits?)\s+(?:(?:its|their|his\s+or\s+her|all\s+"
    r"(?:its|their)|the)\s+)?(?:contributions|dues|savings|deposits)\s+"
    rf"{_TERM}(?:\s*,?\s+{_TERM}){{0,3}}",
    _I,
)
_BY_NEED = re.compile(
    r"\b(?:pays\s+out|gives\s+(?:the\s+)?(?:pot|payout|money))\s+to\s+(?:whoever|the\s+member\s+who|"
    r"the\s+one\s+who)\s+(?:has\s+the\s+(?:most\s+urgent|greatest|biggest|most\s+pressing)\s+need|"
    r"needs\s+it\s+most|is\s+in\s+(?:the\s+)?(?:greatest|most)\s+need)(?:\s+first)?"
    r"(?:\s*,\s*(?:as\s+)?(?:agreed|decided)\s+by\s+(?:a\s+)?(?:vote|consensus|(?:all\s+)?(?:the\s+)?"
    r"members))?",
    _I,
)
_PAY = r"(?:salary|income|pay|wages?|earnings|take-home)"
_BAND = re.compile(
    rf"\b{_PAY}\s+(?:is|falls|sits)\s+(?:with)?in\s+the\s+(?:{MONEY.pattern})\s*(?:–|—|-|to)\s*"
    rf"(?:{MONEY.pattern})\s+(?:band|range|bracket)"
    r"(?:\s*,?\s+and\s+is\s+(?:usually\s+|normally\s+)?paid\s+(?:around|on|by|before)\s+the\s+"
    r"\d{1,2}(?:st|nd|rd|th)(?:\s+of\s+(?:each|every|the)\s+month)?)?",
    _I,
)
_TRADE_PAY = re.compile(
    r"\bis\s+an?\s+(?:[\w'’-]+\s+){0,2}?(?:driver|rider|courier|dispatcher|delivery\s+(?:agent|"
    rf"man|woman))(?:\s+(?:in|at|for|with|on)\s+{_NAME})*\s+(?:who|and)\s+"
    r"(?:gets|receives|is\s+paid|earns)\s+(?:(?:his|her|their)\s+)?(?:daily|weekly|fortnightly|monthly)\s+(?:payouts?|pay|"
    r"earnings|payments?)",
    _I,
)

# Who must sign for any of the group's withdrawals, as its rule (round 83): "requires two of the
# chair, treasurer and secretary to sign before any bank withdrawal" (its officers by role, of
# every withdrawal; a name, "the withdrawal", "still requires" are read as before).
_OFFICER = rf"(?:(?:the|its|their)\s+)?(?:{_ROLE}|signator(?:y|ies)|officials?|officers?|trustees?)"
_SIGNS = re.compile(
    r"\b(?:requires|needs)\s+(?:(?:any\s+)?(?:two|three|both|all|\d)(?:\s+(?:or\s+more|out))?\s+"
    rf"of\s+|both\s+)?(?:the\s+|its\s+)?(?:(?:two|three|four|five|\d)\s+)?{_OFFICER}(?:\s*,\s*{_OFFICER})*"
    rf"(?:\s*,?\s+(?:and|or)\s+{_OFFICER})?\s+to\s+(?:co-?)?(?:sign|approve|authori[sz]e)(?:\s+off)?"
    r"\s+(?:before|for|on)\s+(?:any|every|each|all)\s+(?:(?:bank|cash|loan|group)\s+)?(?:withdrawals?|"
    r"payments?|payouts?|transfers?|cheques?|loans?|disbursements?)",
    _I,
)


def blank_customs_west(kept: str, sentence: str) -> str:
    """``kept`` (``sentence`` already partly blanked, same length) with the rules above that
    ``sentence`` says blanked too, when no word of when is in it."""
    told = (_CONTRIBUTIONS, _PAYS_THEM, _BY_NEED, _BAND, _TRADE_PAY, _SIGNS)
    spans = blank_told(sentence, _NOW, told)
    return merge_blanks(kept, spans, sentence)


__all__ = ["blank_customs_west"]
