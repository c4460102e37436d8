"""A state that ended, both ends in the past (a summary frame, read after blind round 45).

"Frozen", "blocked" or "suspended" say how an account stands now, and the rules refuse them in
any tense. Said with its year and with its end, the same word is history: "the user's Bankak
account was frozen in 2022 and reopened after he submitted his national number", "her card was
blocked in March 2021 and unblocked a week later". Read as a whole sentence:

- a product of the user's (an account, a card, a wallet, a number), one state in the past
  (``_STATE``), dated to a year;
- then its end, in the past ("and reopened", "and was later unblocked"), with nothing after it
  but when or after what ("in 2023", "after he submitted his national number", "a week later").

A transfer held up and delivered, both on a named day: "the user's remittance on 14 March was
delayed by a wrong IFSC code; it was corrected and delivered on 16 March" (delivered is where a
transfer ends, so a day without its year is enough when the end is said).

A transfer held up for a spell, the spell's length in the past tense and dated to a year (round
76): "a transfer of hers stayed pending for a week in January 2024, which is why she is wary of
the app" (the spell ended; what it left is an attitude).

What stays refused: a state without a year ("was frozen on Monday and reopened": near enough to
be how it stands), a delivery to come ("will be delivered on 16 March"), an end not said ("was
frozen in 2022"), a state word after the end ("… and reopened, but it is blocked again"), any
word of how things stand now (still, now, again, currently, pending, until), an amount, and a
second clause of anything else.
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.dated import _DATE, _MONTH
from memoryadmin.packs.banking.money import amount_spans

_I = re.IGNORECASE
_END_ONLY = r"\s*[.!]?\s*$"

# One date with a year, as a dated act has it: "in 2022", "in March 2021" (``dated``).
_YEAR = _DATE.pattern
_PRODUCT = (
    r"(?:(?:the\s+user['’]s|his|her|their|(?-i:[A-Z])[\w-]*['’]s?)\s+(?:[\w'’-]+\s+){0,3}?"
    r"(?:accounts?|cards?|wallets?|numbers?|sim(?:\s+card)?|lines?|profiles?))"
)
_STATE = (
    r"(?:frozen|blocked|suspended|restricted|locked|deactivated|disabled|closed|put\s+on\s+hold)"
)
_END_OF_IT = (
    r"(?:reopened|re-opened|unfrozen|unblocked|unlocked|reactivated|re-activated|restored|"
    r"re-enabled|lifted|released)"
)
_WHEN = (
    rf"(?:\s+{_YEAR}|\s+(?:a|one|two|three|four|six|\d{{1,2}})\s+(?:days?|weeks?|months?)\s+later"
    r"|\s+after\s+(?:he|she|they|the\s+user|it)\s+(?:[a-z]+ed|sent|paid|brought|gave|went)\b"
    r"[^.;!?,]{0,60}?)?"
)
_ENDED = re.compile(
    rf"^\s*{_PRODUCT}\s+(?:was|were|got)\s+(?:temporarily\s+)?{_STATE}\s+{_YEAR}"
    rf"(?:\s+(?:by|for)\s+[^.;!?,]{{1,50}}?)?\s*,?\s+and\s+(?:was\s+|were\s+|got\s+)?"
    rf"(?:later\s+|then\s+|finally\s+|eventually\s+|fully\s+)*{_END_OF_IT}{_WHEN}\s*[.!]?\s*$",
    _I,
)
_NOW = re.compile(
    r"\b(?:still|now|again|currently|yet|pending|until|till|today|yesterday|this\s+(?:week|"
    r"month|year)|but|however)\b",
    _I,
)


# A transfer held up on a day and delivered on a later one, both dated (round 45): "the user's
# remittance on 14 March was delayed by a wrong IFSC code; it was corrected and delivered on 16
# March". Delivered is where a transfer ends; a day with no year is enough when the end is said.
# Not an end to come ("will be delivered on 16 March"), nor one said with how it stands now.
_DAY = (
    rf"(?:on\s+)?(?:(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}|{_MONTH}\s+"
    r"\d{1,2}(?:st|nd|rd|th)?)(?:\s*,?\s+(?:19|20)\d\d)?\b"
)
_TRANSFER = (
    r"(?:the\s+user['’]s|his|her|their)\s+(?:[\w'’-]+\s+){0,2}?(?:remittance|transfer|wire|"
    r"payment|deposit)"
)
_DELAY_ENDED = re.compile(
    rf"^\s*{_TRANSFER}(?:\s+(?:of|from|made|sent)?\s*{_DAY})?\s+(?:was|got)\s+(?:delayed|held\s+up|"
    r"stuck|put\s+on\s+hold)(?:\s+(?:by|because\s+of|due\s+to|over|for)\s+[^.;!?,]{1,60}?)?"
    r"\s*(?:[;,]\s*(?:and\s+)?it|,?\s+and)\s+(?:was\s+)?(?:(?:later|then|finally|eventually)\s+)?"
    r"(?:[a-z]+ed\s+and\s+)?(?:delivered|credited|received|paid\s+out|completed)\s+"
    rf"{_DAY}\s*[.!]?\s*$",
    _I,
)


# A loan paid off and closed (rounds 54-55): "finished paying off the motorbike loan, and the loan
# is closed", "paid off the mortgage in 2021, and the loan is closed", "the user's housing loan with
# NDB was fully repaid and closed last December". Closed is where a loan ends: paid off alone may be
# a round's status, and "…, and the loan will be closed" or "…, but the account is open" are not.
# After blind round 56, the same end said otherwise: paid off in full and dated in the past ("paid
# off her GLoan completely in February", "fully repaid the loan from his cousin last year"; the
# loan's own size before it is history, "the Rs 50,000 loan"), or a mortgage's charge removed
# from the title deed (Turkish "ipotek", "tapu"). A loan product may be a word ending in "Loan".
_KIN = (
    r"(?:cousin|brother|sister|uncle|aunt|aunty|auntie|mother|father|mum|mom|dad|parents|"
    r"brother-in-law|sister-in-law|in-laws|nephew|niece|grandmother|grandfather|relatives?|"
    r"friend|son|daughter|family)"
)
_LOAN = (
    r"(?:(?-i:[A-Z])[A-Za-z]*(?-i:L)oans?\b|loans?|mortgages?|overdrafts?|advances?|facilit(?:y|ies)|credit\s+lines?|"
    r"hire[\s-]purchase(?:\s+(?:plan|agreement))?)"
)
_OWNED_LOAN = (
    rf"(?:the|his|her|their|the\s+user['’]s)\s+(?:[\w'’-]+\s+){{0,4}}?{_LOAN}"
    r"(?:\s+(?:with|from|at)\s+(?:the\s+)?(?-i:[A-Z])[\w'’&-]*(?:\s+(?-i:[A-Z])[\w'’&-]*){0,2}"
    # ... or from a relative (round 56): "the loan from his cousin".
    rf"|\s+from\s+(?:his|her|their|the\s+user['’]s)\s+(?:[\w-]+\s+)?{_KIN})?"
)
# When, in the past: a year or month, "last year", "two years ago"; required or optional.
_DONE_WHEN = (
    rf"(?:\s+(?:{_YEAR}|last\s+(?:year|{_MONTH})|in\s+{_MONTH}|(?:a|one|two|three|four|five|six|"
    r"several)\s+(?:months|years)\s+ago))"
)
_PAST_WHEN = _DONE_WHEN + "?"
_OFF = r"(?:paid\s+off|repaid|paid\s+back|cleared)"
_FULL = r"(?:completely|fully|in\s+full)"
# The mortgage's charge on the title deed, taken off (Turkish: the "ipotek" on the "tapu").
_CHARGE_REMOVED = (
    r"(?:the|its|that)\s+(?:ipotek|charge|lien|mortgage|encumbrance|hypothec|annotation)\s+"
    r"(?:was|has\s+been|got)\s+(?:removed|lifted|cancell?ed|discharged|released|struck\s+off|"
    r"taken\s+off|deleted)\s+(?:from|off)\s+(?:the|his|her|their)\s+(?:tapu|title\s+deeds?|"
    r"title|deeds?|land\s+regist(?:er|ry)|property\s+regist(?:er|ry))"
)
_LOAN_CLOSED = re.compile(
    rf"^\s*(?:the\s+user|he|she|they|(?-i:[A-Z])[\w'’-]*)\s+(?:has\s+)?(?:(?:finished|completed)\s+"
    r"(?:paying\s+off|repaying)|(?:fully\s+)?(?:paid\s+off|repaid|cleared|settled)|paid\s+back)\s+"
    rf"{_OWNED_LOAN}(?:\s+(?:in\s+)?full)?{_PAST_WHEN}\s*,?\s+and\s+(?:the|that|this|his|her|their)\s+"
    rf"(?:{_LOAN}|(?:loan\s+)?account)\s+(?:is|was|has\s+been)\s+(?:now\s+)?(?:fully\s+|formally\s+)?"
    r"closed"
    + _END_ONLY
    + rf"|^\s*{_OWNED_LOAN}\s+(?:was|has\s+been)\s+(?:fully\s+)?(?:repaid|paid\s+off|paid\s+back|"
    rf"cleared|settled)(?:\s+in\s+full)?\s*,?\s+and\s+(?:was\s+|has\s+been\s+)?closed{_PAST_WHEN}"
    + _END_ONLY
    # ... in full, and when, with nothing after it (round 56).
    + rf"|^\s*(?:the\s+user|he|she|they|(?-i:[A-Z])[\w'’-]*)\s+(?:(?:fully|completely)\s+{_OFF}\s+"
    rf"{_OWNED_LOAN}(?:\s+in\s+full)?|{_OFF}\s+{_OWNED_LOAN}\s+{_FULL}){_DONE_WHEN}{_END_ONLY}"
    rf"|^\s*{_OWNED_LOAN}\s+(?:was|has\s+been)\s+(?:(?:fully|completely)\s+{_OFF}(?:\s+in\s+full)?|"
    rf"{_OFF}\s+{_FULL}){_DONE_WHEN}{_END_ONLY}"
    # ... or its charge taken off the title deed after it (round 56).
     + rf"|^\s*{_OWNED_LOAN}\s+(?:was|has\s+been)\s+(?:fully\s+|completely\s+)?{_OFF}"
    rf"(?:\s+in\s+full)?{_PAST_WHEN}\s*,?\s+and\s+{_CHARGE_REMOVED}{_PAST_WHEN}{_END_ONLY}",
    _I,
)
# A failed or disputed payment put right, and the matter closed (round 54): "the user's failed
# bKash transfer last month was reversed and the issue is resolved", "her disputed Netflix charge
# was refunded and the case is closed". Without its end said ("was reversed"), or with a state
# beside it (partly, still, to her wallet, but), it is read as before.
_TROUBLE = (
    r"(?:failed|disputed|wrong|mistaken|erroneous|duplicate|double|unauthori[sz]ed|fraudulent|"
    r"unknown|unrecogni[sz]ed)"
)
_PAYMENT = (
    r"(?:transfers?|charges?|payments?|transactions?|debits?|deductions?|withdrawals?|"
    r"remittances?|top[\s-]?ups?|subscriptions?)"
)
# Whose payment, and what went wrong with it; when it was; put right, "and" what follows.
_OWNER = r"(?:the\s+user['’]s|his|her|their|(?-i:[A-Z])[\w'’-]*['’]s)"
_TROUBLED_PAYMENT = rf"\s+{_TROUBLE}\s+(?:[\w'’-]+\s+){{0,2}}?{_PAYMENT}"
_PAID_DATE = rf"(?:last\s+(?:year|{_MONTH})|in\s+{_MONTH}|{_YEAR}|on\s+\d{{1,2}}\s+{_MONTH})"
_REVERSED_AND = (
    r"\s+(?:was|were|got|has\s+been|have\s+been)\s+(?:fully\s+)?(?:reversed|refunded|returned|"
    r"credited\s+back|paid\s+back)\s*,?\s+and\s+"
)
_PUT_RIGHT = re.compile(
    rf"^\s*(?:{_OWNER}|the|a){_TROUBLED_PAYMENT}"
    rf"(?:\s+(?:last\s+(?:week|month)|{_PAID_DATE}))?{_REVERSED_AND}"
    r"(?:the|that|this|his|her|their)\s+(?:issue|case|"
    r"matter|dispute|complaint|ticket|claim|problem)\s+(?:is|was|has\s+been)\s+(?:fully\s+|formally\s+)?"
    r"(?:resolved|closed|settled)" + _END_ONLY,
    _I,
)
# ... or, dated, put right and closed in one breath (round 57): "the user's wrong transfer to a
# GTBank account in 2023 was fully reversed and closed". The date is required here: without the
# matter named, only a past date keeps "closed" from being how it stands.
_PAYEE = (
    r"(?:\s+(?:to|from|into|on|at)\s+(?:a|an|the|his|her|their|(?-i:[A-Z])[\w'’-]*['’]s)\s+"
    r"(?:[\w'’&-]+\s+){0,3}?(?:account|wallet|number|card|merchant|shop|till))?"
)
_PUT_RIGHT_DATED = re.compile(
    rf"^\s*{_OWNER}{_TROUBLED_PAYMENT}{_PAYEE}\s+{_PAID_DATE}{_REVERSED_AND}"
    r"(?:was\s+|has\s+been\s+)?(?:formally\s+)?"
    r"(?:closed|resolved)" + _END_ONLY,
    _I,
)
_NOT_ENDED = re.compile(
    r"\b(?:still|now(?!\s+(?:fully\s+|formally\s+)?closed\s*[.!]?\s*$)|again|currently|yet|pending|"
    r"until|till|today|yesterday|this|but|however|partly|partially|half|part|some|most|balance|left|"
    r"remaining|owes?|owed|outstanding|reopen\w*|temporarily|not|never)\b|n['’]t\b",
    _I,
)


# The loan's own size, between its owner and its name: "the Rs 50,000 loan" (round 56).
_OWNER_BEFORE = re.compile(r"\b(?:the|his|her|their)\s+$", _I)
_LOAN_AFTER = re.compile(rf"^\s*(?:[\w'’-]+\s+)?{_LOAN}", _I)


def _without_principal(sentence: str) -> str | None:
    """``sentence`` with each loan's own size blanked, or None if any other amount is in it."""
    out = sentence
    for start, end in amount_spans(sentence):
        if not (_OWNER_BEFORE.search(sentence[:start]) and _LOAN_AFTER.match(sentence[end:])):
            return None
        out = out[:start] + " " * (end - start) + out[end:]
    return re.sub(r"\s+", " ", out)


def loan_closed(sentence: str) -> bool:
    """A loan paid off and closed, or a failed or disputed payment put right and the matter closed
    (see above): the whole sentence, no amount but the loan's own size, nothing of how things
    stand."""
    if _NOT_ENDED.search(sentence):
        return False
    if amount_spans(sentence):
        rest = _without_principal(sentence)
        return rest is not None and _LOAN_CLOSED.search(rest) is not None
    return (
        _LOAN_CLOSED.search(sentence) is not None
        or _PUT_RIGHT.search(sentence) is not None
        or _PUT_RIGHT_DATED.search(sentence) is not None
    )


# A transfer held up for a spell, dated to a year, and what it left (round 76): "a transfer of
# hers stayed pending for a week in January 2024, which is why she is wary of the app", "her
# remittance to Harare was stuck for three days in 2022". The spell's length in the past tense
# with its year says it ended, as "and was delivered" does; what it left is an attitude, not a
# state. Not "has been pending for a week" (it may still be), nor a word of now, nor an amount.
_SPELL_HELD = re.compile(
    rf"^\s*(?:{_TRANSFER}|(?:a|one)\s+(?:[\w'’-]+\s+)?(?:remittance|transfer|wire|payment|deposit|"
    r"withdrawal)\s+of\s+(?:hers|his|theirs|the\s+user['’]s))"
    r"(?:\s+(?:to|from)\s+(?:[\w'’-]+\s+){0,3}?[\w'’-]+)?"
    r"\s+(?:stayed|remained|sat|was|got)\s+(?:pending|stuck|on\s+hold|held(?:\s+up)?|in\s+processing)"
    r"\s+for\s+(?:a|one|two|three|four|five|six|ten|several|a\s+few|\d{1,2})\s+(?:hours?|days?|weeks?)"
    rf"\s+{_YEAR}"
    r"(?:\s*,\s*which\s+is\s+why\s+(?:she|he|they|the\s+user)\s+(?:is|are)\s+(?:wary|cautious|"
    r"careful|nervous|distrustful|suspicious|sceptical|skeptical)\s+of\s+(?:the\s+|using\s+the\s+)?"
    r"(?:[\w'’-]+\s+){0,2}?[\w'’-]+)?" + _END_ONLY,
    _I,
)
_HELD_WORD = re.compile(r"\bpending\b", _I)

# A debt cleared, dated to a year, and nothing owed after it, or none taken since (round 76): "the
# user owed the bank nothing after clearing her overdraft in 2023 and has not used one since". The
# year dates the clearing, and "since" is the time after it; "owes the bank nothing now", "has not
# paid yet", "… but owes again", or an amount are read as before.
_WHO = r"(?:the\s+user|he|she|they|(?-i:[A-Z])[\w'’-]*)"
_CLEARING = r"(?:clearing|repaying|paying\s+off|paying\s+back|settling)"
_NONE_SINCE = (
    r"(?:\s*,?\s+and\s+(?:has|have)\s+(?:not|never)\s+(?:used|taken|had|needed|touched|"
    r"taken\s+out)\s+(?:(?:an?|another|any)\s+(?:new\s+)?"
    + _LOAN
    + r"|one|it|another|any)(?:\s+again)?\s+since)?"
)
_CLEARED_SINCE = re.compile(
    rf"^\s*{_WHO}\s+owed\s+(?:the\s+bank|(?:his|her|their|the)\s+(?:bank|lender|lenders)|"
    rf"(?-i:[A-Z])[\w'’&-]*(?:\s+(?-i:[A-Z])[\w'’&-]*){{0,2}})\s+nothing\s+(?:more\s+)?after\s+"
    rf"{_CLEARING}\s+{_OWNED_LOAN}(?:\s+in\s+full)?{_DONE_WHEN}{_NONE_SINCE}{_END_ONLY}"
    rf"|^\s*{_WHO}\s+(?:cleared|repaid|paid\s+off|paid\s+back|settled)\s+{_OWNED_LOAN}"
    rf"(?:\s+in\s+full)?{_DONE_WHEN}(?=\s*,?\s+and\s+(?:has|have)\s+(?:not|never)){_NONE_SINCE}"
    + _END_ONLY
    # ... or a thing bought on credit paid off, dated, and owned outright since (round 77): "paid
    # off his truck in 2023 and owns it outright" (what is owned, not what is owed).
    + rf"|^\s*{_WHO}\s+(?:fully\s+)?(?:paid\s+off|finished\s+paying\s+(?:off|for))\s+"
    r"(?:the|his|her|their)\s+(?:[\w'’-]+\s+){0,3}?[\w'’-]+(?:\s+in\s+full)?"
    + _DONE_WHEN
    + r"\s*,?\s+and\s+(?:has\s+)?owns?\s+(?:it|them|the\s+[\w'’-]+)\s+(?:outright|free\s+and\s+"
    r"clear|in\s+full)" + _END_ONLY,
    _I,
)
_NOW_BUT_NOT = re.compile(
    r"\b(?:still|now|again|currently|yet|pending|until|till|today|this|but|however|owes?|"
    r"owing|outstanding|balance|left|remaining)\b",
    _I,
)


def state_ended(sentence: str) -> bool:
    """A product's state dated to a year and its end, both in the past, a transfer held up
    and delivered on a later day, or held up for a spell dated to a year (see above)."""
    if loan_closed(sentence):
        return True
    if (
        _CLEARED_SINCE.search(sentence)
        and not amount_spans(sentence)
        and not _NOW_BUT_NOT.search(sentence)
    ):
        return True
    if (
        _SPELL_HELD.search(sentence)
        and not amount_spans(sentence)
        and not _NOW.search(_HELD_WORD.sub(" ", sentence, count=1))
    ):
        return True
    if amount_spans(sentence) or _NOW.search(sentence):
        return False
    return _ENDED.search(sentence) is not None or _DELAY_ENDED.search(sentence) is not None
