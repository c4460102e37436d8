"""How a case, a payment or a gauge stands now, told as an outcome (summary finders, round 22).

Each of these reads like a finished event or a plain description, yet is true only as of when
it was said:

- a case with whoever handles it now: "the insurer's assessor has the user's claim", "the
  fraud desk now has her dispute" (it moves on when they decide; "the user has his claim
  number" is his own, not a case held);
- a request's outcome just decided, in the active voice: "the bank declined the user's refund
  request", "MTN rejected his reversal claim" (the passive, "his request was rejected", is
  ``finders.step_not_done``'s; an appeal may follow);
- a failure with the money taken anyway: "the purchase failed but the money was deducted",
  "was debited but the transfer never arrived" (a reversal is due);
- money put back where it stands now: "refunded the user's transfer to his wallet", "the fee
  was reversed into her account" (the balance it made);
- a credit or a state that holds only for now: "was provisionally credited back", "a
  provisional refund", "while the merchant responds";
- a gauge as it reads now: "the credit score on the app reads 612", "the meter shows 40
  units", "her savings goal is 60% funded", "the loan is half repaid";
- a level said against what it is for: "the agent float is too low to serve customers";
- what the user cannot do now and why: "can't log in to internet banking because the token
  battery is dead", "cannot access her wallet".

Not what a rule or a habit says ("the fee is 1%"), nor a goal ("wants to be 100% debt-free"):
each shape needs its present verb, its date or its outcome word.
"""

from __future__ import annotations

import re

from memoryadmin.engine.sentences import offset_sentences
from memoryadmin.packs.banking.finders import first_match, generic_rule

_THE_USERS = r"(?:the\s+user['’]s|his|her|their|(?-i:[A-Z])[a-z]+['’]s)"
_CASE = (
    r"(?:claims?|case|dispute|complaint|appeal|application|request|chargeback|file|ticket|"
    r"query|report)"
)


# Whoever "has" the case is not the user: the subject is a handler by its noun ("assessor",
# "fraud team", "the bank"), never "the user", "he", "she". A case's number or form is the
# user's own paper ("has his claim number").
_HANDLER_SUBJECT = (
    r"\b(?:assessors?|adjusters?|underwriters?|investigators?|reviewers?|auditors?|ombudsman|"
    r"insurers?|agents?|officers?|managers?|teams?|desks?|units?|departments?|committee|bank|"
    r"branch|lawyers?|courts?|tribunal|regulator|merchant|provider|company|support)"
)
_CASE_HELD = (
    _HANDLER_SUBJECT
    + r"\s+(?:now\s+|currently\s+|still\s+)?(?:has|holds|is\s+handling|is\s+holding|"
    r"is\s+looking\s+at|has\s+taken\s+over)\s+"
    + _THE_USERS
    + r"\s+(?:[\w'’-]+\s+){0,2}?"
    + _CASE
    + r"\b(?!\s+(?:number|form|reference|ref|id|no\b|details|letter|card))"
)

# An outcome decided by someone, active voice: "Airtel rejected the user's reversal request".
_DECIDED = (
    r"\b(?:rejected|declined|turned\s+down|refused|denied|dismissed|threw\s+out)\s+"
    + _THE_USERS
    + r"\s+(?:[\w'’-]+\s+){0,3}?"
    + _CASE
    + r"\b"
)

# A failure and the money taken anyway, either way round.
_FAILED = (
    r"(?:failed|was\s+unsuccessful|was\s+declined|did\s*n['’]?t\s+go\s+through|did\s+not\s+go\s+"
    r"through|never\s+(?:arrived|came|went\s+through)|was\s+not\s+(?:received|delivered|credited)|"
    r"did\s*n['’]?t\s+(?:arrive|come|reflect)|did\s+not\s+(?:arrive|come|reflect))"
)
_TAKEN = (
    r"(?:was|were|has\s+been|had\s+been|got)\s+(?:already\s+|still\s+)?(?:deducted|debited|taken|"
    r"charged|removed|withdrawn|cut)"
)
_FAILED_BUT_TAKEN = (
    rf"\b{_FAILED}\b[^.;!?]{{0,60}}?\b(?:but|yet|though|although|and)\b[^.;!?]{{0,40}}?\b{_TAKEN}\b",
    rf"\b{_TAKEN}\b[^.;!?]{{0,60}}?\b(?:but|yet|though|although)\b[^.;!?]{{0,60}}?\b{_FAILED}\b",
)

# A failure whose money is yet to come back, whoever promised it (blind round 63): "the cash-in
# failed and the agent says it will be reversed", "was declined and should be refunded by
# Friday", "didn't go through; MTN is going to return it". The put-back is still to happen.
_PUT_BACK = (
    r"(?:will|would|should|shall|['’]ll|(?:is|are)\s+(?:going|expected|due|supposed|set)\s+to)\s+"
    r"(?:be\s+)?(?:automatically\s+|soon\s+|fully\s+|eventually\s+)?(?:reversed|refunded|returned|"
    r"credited\s+back|paid\s+back|sent\s+back|put\s+back|reverse|refund|return|send\s+(?:it\s+)?back|"
    r"pay\s+(?:it\s+)?back)\b"
)
_REVERSAL_DUE = (
    # ... "failed" a verb, not a kind's adjective ("failed transfers will be refunded": a rule).
    rf"\b{_FAILED}\b(?!\s+(?!(?:and|but|so|yet)\b)[\w-]+\s+{_PUT_BACK})[^.;!?]{{0,80}}?\b{_PUT_BACK}",
    rf"\b{_PUT_BACK}[^.;!?]{{0,60}}?\b(?:after|because|since|as|when)\b[^.;!?]{{0,40}}?\b{_FAILED}\b",
)

# Money put back into where it stands now: "refunded the user's transfer to his wallet".
_REFUNDED_INTO = (
    r"\b(?:refunded|reversed|returned|credited\s+back|paid\s+back|sent\s+back)\s+(?:[\w'’-]+\s+){0,6}?"
    r"(?:to|into|back\s+to|back\s+into|onto)\s+" + _THE_USERS + r"\s+(?:[\w'’-]+\s+)?"
    r"(?:wallet|account|card|balance)\b",
)

# A credit or a state that holds only for now.
_FOR_NOW = (
    r"\bprovisionally\b",
    r"\bprovisional\s+(?:credit|refund|reversal|approval|hold|limit|chargeback|payment|settlement)\b",
    r"\bwhile\s+(?:the\s+|its\s+|his\s+|her\s+)?(?:[\w'’-]+\s+){0,2}?(?:merchant|bank|insurer|"
    r"provider|seller|agent|team|network|company|operator|recipient)\s+(?:responds|investigates|"
    r"reviews|decides|looks\s+into|checks|confirms|considers)\b",
)

# A gauge as it reads now: "reads 612", "shows 40 units", "stands at 580".
_GAUGE = (
    r"(?:score|rating|meter|reading|counter|gauge|balance|limit|float|level|points|total|figure|"
    r"app|screen|display|statement|wallet|dashboard|tracker)"
)
_READS = (
    rf"\b{_GAUGE}\b(?:\s+(?:on|in|of|for)\s+(?:[\w'’-]+\s+){{1,3}}?)?\s*(?:now\s+|currently\s+|still\s+)?"
    r"(?:reads|shows|displays|says|stands\s+at|sits\s+at|is\s+showing|is\s+reading|is\s+at)\s+"
    r"(?:about\s+|around\s+|only\s+|just\s+)?\d",
)
# How much of something is done now: "is 60% funded", "is half repaid".
_SHARE_DONE = (
    r"\b(?:is|are|['’]s|now|stands)\s+(?:now\s+|currently\s+|already\s+|only\s+|about\s+|around\s+|"
    r"nearly\s+|almost\s+|over\s+|roughly\s+)*(?:\d+(?:\.\d+)?\s*(?:%|per\s*cent|percent)|half|"
    r"a\s+third|two[\s-]thirds|a\s+quarter|three[\s-]quarters)\s+(?:funded|complete|completed|done|"
    r"paid(?:\s+off)?|repaid|full|saved|reached|finished|used|utili[sz]ed|drawn(?:\s+down)?|"
    r"subscribed|filled|built|raised|covered)\b",
)
# A level said against what it is for: "the float is too low to serve customers".
_LEVEL = (
    r"(?:float|balance|limit|funds|cash|money|airtime|data|credit|savings|wallet|account|e-?value|"
    r"liquidity|reserves?|stock|bundle|units|tokens)"
)
_TOO = (
    rf"\b{_LEVEL}\s+(?:is|are|['’]s|remains)\s+(?:now\s+|currently\s+|still\s+|far\s+|much\s+|"
    r"a\s+bit\s+|a\s+little\s+|way\s+)*(?:too\s+(?:low|small|little|thin|short|high)|"
    r"not\s+(?:enough|high\s+enough|big\s+enough|sufficient)|insufficient)\b",
)
# What the user cannot do now: get into his banking or his money.
_CANNOT = (
    r"\b(?:can['’]?t|cannot|can\s+not|is\s+unable\s+to|isn['’]t\s+able\s+to|is\s+not\s+able\s+to)\s+"
    r"(?:currently\s+|now\s+|still\s+)?(?:log\s*(?:in|on)|sign\s+(?:in|on)|get\s+into|access|"
    r"open|reach|transact|withdraw|send|receive|pay|transfer|buy|top\s+up|load)\b"
    r"(?=[^.;!?]*?\b(?:because|since|as|due\s+to|after|so|account|wallet|app|banking|card|"
    r"online|internet|mobile|ussd|atm|agent|money|funds)\b)",
)

case_held = first_match(_CASE_HELD)
request_decided = first_match(_DECIDED)
failed_but_taken = first_match(*_FAILED_BUT_TAKEN)
refunded_into = first_match(*_REFUNDED_INTO)
_REVERSAL_DUE_RE = re.compile("|".join(_REVERSAL_DUE), re.IGNORECASE)


def reversal_due(text: str) -> str | None:
    """A failure whose money is yet to be put back (see ``_REVERSAL_DUE``), not in a bank's rule
    for a kind of payment ("failed transfers are reversed within 24 hours")."""
    for _, sentence in offset_sentences(text):
        m = _REVERSAL_DUE_RE.search(sentence)
        if m is not None and not generic_rule(sentence):
            return m.group(0).strip()
    return None
for_now = first_match(*_FOR_NOW)
gauge_reading = first_match(*_READS, *_SHARE_DONE, *_TOO)
cannot_now = first_match(*_CANNOT)
