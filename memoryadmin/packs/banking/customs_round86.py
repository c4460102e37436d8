"""Standing facts of the user's life told in round 86's words (a family estate handled by a
brother, an employer's pay day, a parish's monthly dues, an esusu's WhatsApp group, a threshold
in a preference).

Each phrase below is true until the user's life changes, in words the rules read as a live value:
a matter "being handled" (money held), "pays" (a payment's status), "dues" (one owed), a group
and a figure in its name (a member count, a payment), an amount after "above" (a balance). Each
is blanked (offsets kept) and the rest of the sentence is read as before, so a figure or a live
clause beside it still refuses the sentence. None is blanked in a sentence that says when
(``_NOW``: "this month", "now", "still", "yet", "pending", "owes", "not", "but"):

- who handles a family matter, a relative or an adviser by role: "the user's late father's estate
  matters are being handled by his elder brother" (who handles it, no money in it; "the estate's
  ₦2m is being held by his brother" is money held, read as before);
- an employer's pay day, said of the employer as a rule: "is an oil servicing company that pays
  in the last week of the month", "pays salaries on the 25th" ("the last week of the month" is
  every month's, not last week; "has not paid this month" is read as before);
- dues paid to a parish, a mosque, a union by the period, a habit: "pays tithe-like dues to her
  parish monthly", "pays her monthly dues to the town union" ("owes her parish two months'
  dues" is read as before);
- the channel a group posts its receipts in, by its kind and its quoted name: "uses a WhatsApp
  group called 'Daily 2k Contribution' to post payment receipts" (the name is a name, whatever
  figure it holds; "has collected ₦200k so far" is read as before);
- an amount set as a threshold in a preference, of any transaction of a kind: "prefers to visit
  the branch for any transaction above ₦5 million" (as ``asked_threshold`` reads one in a
  question; "his transaction above ₦5 million is awaiting approval" is one transaction, read as
  before).
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.asked_threshold import _KIND
from memoryadmin.packs.banking.blanking import blank_told, merge_blanks
from memoryadmin.packs.banking.money import MONEY

_I = re.IGNORECASE
# Words of when (as ``customs_west`` reads them); "the last week of the month" is every month's.
_NOW = re.compile(
    r"\b(?:now|today|tonight|tomorrow|yesterday|currently|yet|still|anymore|next|recently|"
    r"so\s+far|at\s+the\s+moment|at\s+present|these\s+days|right\s+now|for\s+now|pending|but|"
    r"late(?!\s+(?:father|mother|husband|wife|brother|sister|uncle|aunt|parents?|grand\w+)\b)|"
    r"owes?|owing|owed|missed|not|never|arrears|outstanding|overdue|awaiting|waiting|"
    r"(?:this|last)\s+(?:week|month|year|round|cycle|time|session|gathering|meeting|turn|friday)"
    r"(?!\s+of\s+(?:the|each|every)\s+month))\b|n['’]t\b",
    _I,
)
_KIN = (
    r"(?:(?:elder|eldest|older|younger|big|senior|first|paternal|maternal)\s+)?(?:brother|sister|"
    r"uncle|aunt|aunty|auntie|cousin|son|daughter|mother|father|stepmother|stepfather|"
    r"brother-in-law|sister-in-law|husband|wife|family\s+head|head\s+of\s+the\s+family|lawyer|"
    r"solicitor|executor|administrator|family\s+lawyer|kinsmen|elders)"
)
# Who handles a family matter: "estate matters are being handled by his elder brother".
_HANDLED = re.compile(
    r"\b(?:estate|inheritance|family|burial|funeral|land|property|will)(?:\s+(?:matters|affairs|"
    r"issues|case|business|dispute))?\s+(?:is|are)\s+(?:being\s+)?(?:handled|managed|settled|"
    r"overseen|administered|looked\s+after|taken\s+care\s+of|sorted\s+out)\s+by\s+(?:his|her|their|"
    rf"the\s+user['’]s|the\s+family['’]s|the\s+family|the|a)\s+{_KIN}\b",
    _I,
)
_PAY_WHEN = (
    r"(?:in\s+the\s+(?:last|first|second|third|final)\s+week\s+of\s+(?:the|each|every)\s+month|"
    r"on\s+(?:or\s+(?:before|around)\s+)?the\s+\d{1,2}(?:st|nd|rd|th)(?:\s+of\s+(?:the|each|every)"
    r"\s+month)?|(?:at|by|before|around|towards)\s+(?:the\s+)?(?:end|middle|start|beginning)\s+of"
    r"\s+(?:the|each|every)\s+month|at\s+month[\s-]end|every\s+(?:month|two\s+weeks|fortnight|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)|monthly|weekly|fortnightly|bi-?weekly)"
)
# An employer's pay day, said of the employer: "employer is an oil servicing company that pays in
# the last week of the month" (no figure between, and nothing but the employer's kind).
_EMPLOYER_PAYS = re.compile(
    r"\b(?:employer|company|firm|organi[sz]ation|ministry|agency|school|office|bank|hospital|"
    r"government|council|establishment)\s+(?:(?:(?![\d₦$£€]|pays\b|and\b|but\b)[\w'’-]+\s+){0,6}?"
    r"(?:that|which|and)\s+)?(?:usually\s+|always\s+|normally\s+|only\s+)?pays\s+(?:(?:its|their|"
    r"his|her)\s+)?(?:(?:staff|workers|employees|salaries|wages|salary|everyone)\s+)?"
    rf"{_PAY_WHEN}",
    _I,
)
_PERIOD = r"(?:monthly|weekly|yearly|annually|quarterly|every\s+(?:month|week|sunday|year|quarter))"
_TO_WHOM = (
    r"(?:to|at)\s+(?:his|her|their|the)\s+(?:[\w'’-]+\s+){0,2}?(?:parish|church|mosque|"
    r"association|union|club|guild|society|congregation|diocese|age\s+grade|cooperative|"
    r"professional\s+body|institute)"
)
# Dues paid by the period to a parish, a union: "pays tithe-like dues to her parish monthly".
_DUES = re.compile(
    r"\bpays\s+(?:(?:his|her|their)\s+)?(?:(?![\d₦$£€])[\w'’-]+\s+){0,2}?(?:dues|tithes?|levies|"
    rf"levy|subscriptions?)\s+{_TO_WHOM}\s+{_PERIOD}"
    rf"|\bpays\s+(?:(?:his|her|their)\s+)?{_PERIOD.replace('|every', '', 1)}\s+"
    rf"(?:(?![\d₦$£€])[\w'’-]+\s+){{0,2}}?(?:dues|tithes?|levies|levy|subscriptions?)\s+{_TO_WHOM}",
    _I,
)
_QUOTED = r"['‘’\"“”][^'‘’\"“”]{1,40}['‘’\"“”]"
_CHANNEL = (
    r"(?:a|an|the|its|their)\s+(?:WhatsApp|Telegram|Facebook|Signal|Messenger)\s+(?:group|chat|"
    rf"channel|page)(?:\s+(?:called|named|titled)\s+{_QUOTED})?"
)
_RECEIPTS = (
    r"(?:(?:payment|contribution|transfer|deposit)\s+)?(?:receipts|alerts|proofs?(?:\s+of\s+"
    r"payment)?|screenshots|evidence\s+of\s+payment|updates|records|reminders|notices)"
)
# Where a group posts its receipts: "uses a WhatsApp group called 'Daily 2k Contribution' to post
# payment receipts", "members post payment receipts in a WhatsApp group called 'X'".
_POSTED_IN = re.compile(
    rf"\buses\s+{_CHANNEL}\s+(?:to|for)\s+(?:post(?:ing)?|shar(?:e|ing)|send(?:ing)?|"
    rf"announc(?:e|ing)|record(?:ing)?|track(?:ing)?)\s+{_RECEIPTS}"
    rf"|\b(?:post|share|send|drop)s?\s+(?:(?:their|its|his|her)\s+)?{_RECEIPTS}\s+(?:on|in|to|"
    rf"into|via)\s+{_CHANNEL}",
    _I,
)
# An amount set as a threshold in a preference, of any transaction of a kind: "prefers to visit
# the branch for any transaction above ₦5 million".
_PREFERS_ABOVE = re.compile(
    r"\b(?:prefers?|would\s+rather|likes?\s+to|always\s+chooses\s+to|insists\s+on)\b"
    r"(?:(?![\d₦$£€])[^.;:,])*?\b(?:any|every|all|each)\s+"
    rf"{_KIND}\s+(?:of\s+)?(?:above|over|below|under|beyond|exceeding|(?:more|less)\s+than|up\s+to)"
    rf"\s+(?:{MONEY.pattern})",
    _I,
)


def blank_customs_86(kept: str, sentence: str) -> str:
    """``kept`` (``sentence`` already partly blanked, same length) with the facts above that
    ``sentence`` says blanked too, when no word of when is in it."""
    told = (_HANDLED, _EMPLOYER_PAYS, _DUES, _POSTED_IN, _PREFERS_ABOVE)
    spans = blank_told(sentence, _NOW, told)
    return merge_blanks(kept, spans, sentence)


__all__ = ["blank_customs_86"]
