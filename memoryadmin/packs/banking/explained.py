"""What the assistant explained in general (a summary frame, after blind rounds 39-41).

``frames.explained_frame`` keeps what a word means or how a thing works ("explained how reversals
work"). The blind writers also report the general statement itself: "the assistant explained
that ZIPIT transfers usually clear the same day but can be delayed by bank system issues",
"explained in general that P2P trades should only be released after the money is confirmed in
the bank app". How a kind of thing goes in general names no one's money and no moment: it is
as durable as a definition.

Read only when the statement is general by its shape:

- its subject is a kind of thing, a bare plural or "a"/"any" one ("ZIPIT transfers", "P2P
  trades", "a reversal"), never the user's, someone's or this one;
- it says how things go in general: a frequency or a modal ("usually", "can", "should only"),
  or "in general" before it;
- every clause after the first is general too ("but can be delayed by …");
- nothing of a person or a moment in it (his, her, the user, still, now, today, until, a digit,
  an amount). "Explained that her transfer was delayed" is read as before.
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.money import amount_spans

_I = re.IGNORECASE

_EXPLAINED_THAT = re.compile(
    r"^\s*(?:the\s+)?(?:assistant|agent|bank|bot|support|customer\s+care)\s+(?:also\s+)?"
    r"(?:explained|described|clarified|noted|warned|advised|pointed\s+out)\s+"
    r"(?:to\s+(?:the\s+user|him|her|them)\s+)?(?P<general>(?:in\s+general|generally)\s+)?that\s+",
    _I,
)
_THING = (
    r"(?:transfers?|payments?|reversals?|trades?|withdrawals?|deposits?|transactions?|loans?|"
    r"cards?|accounts?|wallets?|refunds?|fees|charges|chargebacks?|disputes?|claims?|"
    r"applications?|remittances?|orders?|debits?|credits?|cheques?|swaps?|top-?ups?|"
    r"codes?|otps?|pins?|requests?)"
)
# A kind of thing as the subject: "ZIPIT transfers", "P2P trades", "a reversal", "any refund".
_KIND = re.compile(
    rf"^(?:(?:all|most|many|such|some|a|an|any)\s+)?(?:[\w'’-]+\s+){{0,2}}?{_THING}\b", _I
)
# The words that make a statement general: a frequency or a modal.
_GENERAL = (
    r"usually|normally|generally|typically|often|sometimes|always|never|can|may|might|could|"
    r"should|must|only"
)
_IN_GENERAL = re.compile(rf"\b(?:{_GENERAL}|tend\s+to)\b", _I)
# A clause after the first, general too: "but can be delayed by bank system issues".
_NEXT_CLAUSE = re.compile(r"\s*;\s*|\s*,\s*(?:and|but|so)\s+|\s+(?:but|and|so)\s+", _I)
_CLAUSE_GENERAL = re.compile(rf"^(?:(?:they|it|this)\s+)?(?:{_GENERAL})\b", _I)
_SOMEONE_OR_NOW = re.compile(
    r"\b(?:his|her|hers|him|he|she|their|theirs|them|the\s+user|user['’]s|customer['’]s|this|"
    r"these|those|still|currently|now|yet|today|tonight|tomorrow|yesterday|pending|stuck|"
    r"failed|frozen|blocked|will|until|since|ago|last|next|week|month)\b|\b\d",
    _I,
)


def general_explanation(sentence: str) -> bool:
    """A general statement the assistant explained, of a kind of thing (see above)."""
    m = _EXPLAINED_THAT.search(sentence)
    if m is None or amount_spans(sentence):
        return False
    statement = sentence[m.end() :].strip().rstrip(".!").strip()
    if _SOMEONE_OR_NOW.search(statement) or _KIND.search(statement) is None:
        return False
    first, *others = _NEXT_CLAUSE.split(statement)
    if m.group("general") is None and _IN_GENERAL.search(first) is None:
        return False
    return all(_CLAUSE_GENERAL.search(clause) for clause in others)
