"""A savings group's customs and a habit's bank, told in round 81's words (a hagbad in Rinkeby, an
equb in Oslo, a hụi, a jam'iyya in Berlin, a каса взаємодопомоги in Kraków, a sparklubb at work).

Each phrase below is a rule of a group or a habit of the user's, true until the group or the user
changes it, in words the rules read as a payment's status ("each member", "everyone"), money held
("the money is kept by"), a place in the turns ("receives the first pot") or a balance (the
figure of a contribution, "2 000 kr", written with a space between its thousands). Each is
blanked (offsets kept) and the rest of the sentence is read as before, so a figure or a live
clause beside it still refuses the sentence. None is blanked in a sentence that says when
(``_NOW``: "this month", "now", "next", "still owes", "yet", "today"):

- what each member pays by the period, and how: "each member pays 2 000 kr every month", "collects
  1 000 NOK from each member every two weeks", "everyone pays 300 zł a month by BLIK to the
  treasurer", "requires each member to pay by the 5th of the month";
- the pot going round: "the whole pot goes to one member in turn";
- who keeps the money and the books: "the money is kept by an older woman … who acts as
  treasurer", "the organiser keeps the records in a notebook", "the kassör keeps an Excel sheet and
  emails it to everyone after each meeting";
- the organiser's first pot for running the group: "receives the first pot for running the group"
  (of the role, as ``customs_hosts`` reads "as organiser, takes the first turn");
- how the order is set: "the payout order is agreed together based on who needs it most";
- a late payer's fine and where fines go: "a member who pays late is fined 100 kr", "late payers
  owe a 50 kr fine that goes to whoever receives that month's pot" (each month's, a rule);
- leaving early: "anyone who leaves before the cycle ends must keep paying until everyone has
  received the pot".

Habits: "salary from the kommune goes into his DNB account", "banks with Nordea for his salary",
"uses Revolut when travelling", and an account kept where the user lived before: "still keeps a
Luminor account in Lithuania" (a named bank's account still kept in a place, no state, no figure:
"still has a frozen account", "still keeps 300 EUR in a Luminor account", "still has a Swedbank
account", "uses an Equity Bank account" are read as before).
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.blanking import blank_told, merge_blanks

_I = re.IGNORECASE
# A word of when: any and the sentence is read as it is ("still" only where it is not a kept
# account's, below).
_NOW = re.compile(
    r"\b(?:now|today|tonight|tomorrow|yesterday|currently|yet|anymore|next|recently|so\s+far|"
    r"at\s+the\s+moment|at\s+present|these\s+days|right\s+now|for\s+now|"
    r"(?:this|last)\s+(?:week|month|year|round|cycle|time|session|gathering|meeting|turn))\b",
    _I,
)
_STILL = re.compile(r"\bstill\b", _I)
_NAME = r"(?-i:[A-Z])[\w'’&.-]*(?:\s+(?-i:[A-Z0-9])[\w'’&.-]*){0,3}"
_CURRENCY = (
    r"(?:kr|kroner|kronor|kronur|nok|sek|dkk|isk|zł|zl|pln|eur|euros?|czk|kč|huf|ft|dollars?|"
    r"pounds?|usd|gbp|chf|€|\$|£)"
)
_AMOUNT = (
    rf"(?:(?:[$€£]\s?)?\d{{1,3}}(?:[\s\u00a0\u202f,.]\d{{3}})*(?:[.,]\d{{1,2}})?(?:\s?{_CURRENCY})?)"
)
_PERIOD = (
    r"(?:every\s+(?:month|week|fortnight|two\s+weeks|other\s+week|\w+\s+weeks)|(?:a|per|each)\s+"
    r"(?:month|week|fortnight)|monthly|weekly|fortnightly)"
)
_MEMBER = r"(?:member|household|family|person|participant|woman|man|saver)"
_ROLE = (
    r"(?:organi[sz]er|treasurer|kassör|kassören|kasserer|kassereren|skarbnik|chair(?:person|woman|"
    r"man)?|leader|head|collector|founder|secretary)"
)
_CUSTOMS = re.compile(
    # What each member pays by the period, and how.
    rf"\b(?:each|every)\s+{_MEMBER}\s+(?:pays|contributes|puts\s+in|gives)\s+{_AMOUNT}\s+{_PERIOD}"
    rf"|\bcollects\s+{_AMOUNT}\s+from\s+(?:each|every)\s+{_MEMBER}(?:\s+{_PERIOD})?"
    rf"|\b(?:everyone|everybody|all\s+(?:the\s+)?members)\s+(?:pays|pay|contributes?|puts?\s+in)\s+"
    rf"{_AMOUNT}\s+{_PERIOD}(?:\s+(?:by|via|through|with|using)\s+{_NAME})?"
    rf"(?:\s+to\s+the\s+{_ROLE})?"
    r"|\brequires\s+(?:each|every)\s+member\s+to\s+pay\s+(?:by|before|on)\s+the\s+\d{1,2}(?:st|nd|"
    r"rd|th)?(?:\s+of\s+(?:the|each|every)\s+month)?"
    # The pot going round.
    r"|\b(?:the\s+)?(?:whole\s+|entire\s+|full\s+)?(?:pot|money|payout|kitty|collection|sum)\s+"
    rf"(?:goes|is\s+paid|is\s+given)\s+(?:out\s+)?to\s+(?:one|each|a\s+different)\s+{_MEMBER}\s+"
    r"(?:in\s+turn|by\s+turns|each\s+(?:month|time|round)|every\s+(?:month|week|time))"
    # Who keeps the money and the books.
    r"|\b(?:the\s+)?(?:money|pot|cash|funds|savings)\s+(?:is|are)\s+(?:kept|held|looked\s+after)\s+"
    rf"by\s+(?:[\w'’-]+\s+){{0,10}}?(?:who\s+acts\s+as\s+(?:the\s+)?)?{_ROLE}\b"
    r"|\bkeeps\s+(?:the\s+)?(?:records|accounts|books|list|ledger|register|an?\s+(?:excel\s+)?"
    r"(?:sheet|spreadsheet|notebook|ledger|list))(?:\s+in\s+(?:a|an|the)\s+(?:notebook|"
    r"spreadsheet|excel\s+sheet|ledger|book|app))?"
    r"|\b(?:e-?mails|sends|shares|shows|reads\s+out)\s+(?:it|them)\s+to\s+(?:everyone|everybody|"
    r"all\s+(?:the\s+)?members|every\s+member)(?:\s+after\s+(?:each|every)\s+(?:meeting|"
    r"gathering|round|session))?"
    # The organiser's first pot for running the group.
    r"|\b(?:receives|gets|takes)\s+the\s+first\s+(?:pot|payout|turn)\s+(?:for|as\s+pay\s+for)\s+"
    r"(?:running|organi[sz]ing|managing|leading)\s+(?:the\s+group|it)\b"
    # How the order is set.
    r"|\bthe\s+(?:payout\s+)?(?:order|turns|rotation)\s+(?:is|are)\s+(?:agreed|decided|set)\s+"
    r"(?:together|jointly|by\s+(?:all\s+)?the\s+members|by\s+everyone)(?:\s+based\s+on\s+who\s+"
    r"needs\s+it\s+most)?"
    # A late payer's fine, and where fines go.
    rf"|\b(?:a\s+{_MEMBER}|anyone|whoever|members)\s+who\s+(?:pays?|is|are)\s+late\s+(?:is|are)\s+"
    rf"fined(?:\s+{_AMOUNT})?"
    rf"|\blate\s+payers\s+(?:owe|pay)\s+an?\s+{_AMOUNT}\s+fine(?:\s+that\s+goes\s+to\s+whoever\s+"
    r"(?:receives|gets|takes)\s+that\s+month['’]s\s+(?:pot|payout))?"
    # Leaving early.
    rf"|\b(?:anyone|a\s+{_MEMBER}|whoever|members)\s+who\s+(?:leaves?|quits?|drops?\s+out)\s+"
    r"(?:early\s+|before\s+the\s+(?:cycle|round|rotation)\s+(?:ends|is\s+over|finishes)\s+)?"
    r"(?:must|has\s+to|have\s+to)\s+(?:keep\s+paying|pay)\s+until\s+(?:everyone|everybody|"
    r"every\s+member|all\s+(?:the\s+)?(?:members|others))\s+(?:has|have)\s+(?:received|had|"
    r"gotten|got)\s+(?:the\s+|their\s+)?(?:pot|payout|turn|share)",
    _I,
)
_STATE = (
    r"(?!(?:frozen|blocked|locked|closed|dormant|suspended|restricted|overdrawn|empty|new|"
    r"pending|inactive|negative)\b)"
)
_HABITS = re.compile(
    # Where the salary goes, from whom: "salary from the kommune goes into his DNB account".
    r"\b(?:salary|pay|wages?|pension)\s+from\s+(?:the\s+|his\s+|her\s+)?[\w'’-]+\s+(?:goes|is\s+paid|"
    rf"comes)\s+(?:in)?to\s+(?:his|her|their)\s+{_STATE}{_NAME}\s+account\b"
    # Banks with a bank for the salary, uses a service when abroad.
    rf"|\bbanks\s+with\s+{_NAME}(?:\s+for\s+(?:his|her|their)\s+(?:salary|pay|wages|income|"
    r"savings|everyday\s+banking|bills))?"
    rf"|\buses\s+{_NAME}\s+(?:when|while)\s+(?:travelling|traveling|abroad|on\s+holiday|"
    r"away)\b"
    # A named bank's account kept where the user lived: "still keeps a Luminor account in
    # Lithuania".
    # (kept still, where the user lived: "uses an Equity Bank account" alone is read as before).
    rf"|\bstill\s+(?:keeps|has|holds)\s+(?:a|an|his|her|their)\s+{_STATE}{_NAME}\s+"
    rf"account\s+(?:in|back\s+in|back\s+home\s+in)\s+{_NAME}(?=\s*(?:[.;!]|,\s+and\b|$))",
    _I,
)


def _blanked(sentence: str) -> str:
    # "still" only as a kept account's: any other and the sentence is read as before.
    return blank_told(sentence, _NOW, (_CUSTOMS, _HABITS), unless=_STILL)


def blank_customs_north(kept: str, sentence: str) -> str:
    """``kept`` (``sentence`` already partly blanked, same length) with the customs and habits
    above that ``sentence`` says blanked too, when no word of when is in it: an earlier blank
    (a recurring amount's) may have cut the words a custom is read by."""
    return merge_blanks(kept, _blanked(sentence), sentence)


__all__ = ["blank_customs_north"]
