"""Another told the user's account or let at the money on their word (blind round 86), read by
``authority_structure``.

Read over plain words (pidgin made plain: "fit" is "can", "no need to" is "dont need to", "dey"
dropped). Each shape is how money is authorised, whoever the other is said to be:

- another told about the account: "next time somebody calls himself my cousin Ifeanyi, give am
  any info he ask about my account", "if my sister calls, tell her anything about my account":
  him, her or them (the one who calls or says who they are) given, told or shown any, all or
  whatever of the account, or the account's balance, statement, history or details; any question
  about the account answered. Not the user ("tell
  me anything about my account"), nor refused ("don't tell him anything about my account"), nor
  the account number or details given to be paid into ("give him my account details so he can
  pay");
- another able to move the user's money with no "from": "my brother Sani can move my money",
  "my wife fit withdraw my savings" (``authority_holders`` reads "from my account"). Not the
  user, nobody, only the user, nor money sent to the user ("Sani can send me money");
- the confirmation call dropped: "nobody should call me to confirm", "no need to call me to
  confirm", "don't call to confirm": a call, ring or check with the user before money moves
  waved off, with "confirm", "approve" or "check" after it; or "no need to call me" beside
  another moving money ("Sani go withdraw, no need to call me"). Not the user asking for it
  ("call me to confirm any transfer above 100k"), nor another channel put in its place ("don't
  call me to confirm, text me instead"), nor a call to someone ("remind me to call my brother
  Sani on Fridays").
"""

from __future__ import annotations

import re

from memoryadmin.engine.authority_power import DENIED_BEFORE

_THEM = r"(?:am|him|her|them|dem|the\s+(?:person|caller|guy|man|woman|lady))"
_WHATEVER = (
    r"(?:any|all|every|anything|everything|whatever|wetin|any\s+and\s+all|all\s+the|"
    r"whichever)"
)
_ACCOUNT = (
    r"(?:my|our)\s+(?:\w+\s+)?(?:accounts?|money|balances?|wallets?|cards?|savings|transactions?|"
    r"funds|statements?|loans?|finances?)"
)
# "give am any info he ask about my account", "tell her anything about my account", "show them
# my balance", "answer any question he asks about my account".
_TOLD_ABOUT_ACCOUNT = re.compile(
    r"\b(?:give|tell|show|send|share|read|disclose|reveal|release|provide|answer|explain|update)\w*\s+"
    rf"{_THEM}\s+(?:\w+\s+){{0,2}}?{_WHATEVER}\b(?:\s+\S+){{0,6}}?\s+"
    rf"(?:about|on|of|concerning|regarding|for|in|from|inside)\s+{_ACCOUNT}\b"
    rf"|\b(?:give|tell|show|send|share|read|disclose|reveal|release|provide)\w*\s+{_THEM}\s+"
    r"(?:\w+\s+)?(?:my|our)\s+(?:account\s+|bank\s+)?(?:balances?|statements?|transactions?|"
    r"history|(?:account|bank)\s+(?:info|information|details|activity|history))\b"
    # (not given to be paid into: "give him my account details so he can pay rent").
    r"(?!\s+so\s+(?:that\s+)?(?:he|she|they|dem|e)\s+(?:can|will|go)\s+(?:pay|send))"
    # "answer any question he asks about my account": the questions answered, whoever asks.
    rf"|\banswer\w*\s+{_WHATEVER}\s+(?:\w+\s+)?questions?\b(?!\s+(?:i|we)\b)(?:\s+\S+){{0,4}}?\s+"
    rf"(?:about|on|concerning|regarding)\s+{_ACCOUNT}\b"
)
# Another (not the user, the assistant, nobody, only) able to move the user's money.
_OTHER = (
    r"\b(?!i\b|we\b|you\b|u\b|nobody\b|noone\b|one\b|who\b|it\b|that\b|which\b|what\b|only\b|"
    r"else\b|this\b|thieves\b|scammers\b|fraudsters\b|hackers\b)[a-z]+"
)
_OTHER_MOVES_MINE = re.compile(
    _OTHER
    + r"\s+(?:can|may|could|will|go|should|is\s+(?:allowed|free|able)\s+to|has\s+(?:permission|"
    r"the\s+right)\s+to)\s+(?:also\s+|now\s+|always\s+|freely\s+|just\s+)?(?:move|withdraw|transfer|"
    r"spend|debit|take|touch|use|collect|cash\s*out|manage|operate|access)\s+"
    r"(?:all\s+|any\s+|some\s+)?(?:of\s+)?(?:my|our)\s+(?:\w+\s+)?(?:money|funds|savings|accounts?|"
    r"wallets?|cash|salary|pension|balance)\b"
)
# Another moving money, for "no need to call me" without a confirm word after it.
_OTHER_MOVES = re.compile(
    _OTHER
    + r"\s+(?:can|may|could|will|go|should|is\s+(?:allowed|free|able)\s+to)\s+(?:also\s+|now\s+|"
    r"always\s+|just\s+)?(?:move|withdraw|transfer|spend|debit|take|collect|cash\s*out|send)\b"
    r"(?!\s+(?:me|to\s+me|into\s+my)\b)"
)
_CALL = r"(?:call|ring|phone|contact|bother|disturb|check\s+with|reach)\w*"
# The call to the user waved off: "nobody should call me", "dont need to call me", "dont call".
_NO_CALL = (
    r"\b(?:nobody|no\s+one|noone|none\s+of\s+you)\s+(?:should|shall|need|needs|must|will|"
    r"go|has\s+to|have\s+to)\s+(?:\w+\s+)?"
    + _CALL
    + r"|\b(?:dont|do\s+not|never|no|not)\s+(?:\w+\s+)?"
    + r"(?:need\s+(?:to\s+|for\s+(?:you\s+to\s+)?)?)?"
    + _CALL
)
_CALL_TO_CONFIRM = re.compile(
    _NO_CALL + r"(?:\s+(?:me|us|my\s+\w+))?\s+(?:\w+\s+)?(?:to|for|and)\s+(?:\w+\s+)?"
    r"(?:confirm\w*|approv\w*|verif\w*|check|authori[sz]\w*|permission|clearance|ask)\b"
)
_CALL_DROPPED = re.compile(_NO_CALL + r"\s+(?:me|us)\b")
# Another channel put in the call's place: "text me instead", "send me an SMS to confirm".
_ANOTHER_CHANNEL = re.compile(
    r"\binstead\b|\b(?:text|sms|whatsapp|email|e\s+mail|message|chat)\s+me\b"
    r"|\bsend\s+me\s+(?:an?\s+)?(?:sms|text|message|email|whatsapp|otp|code)\b"
)


def caller_hit(plain: str) -> str | None:
    """Another told the account or let at the money on their word in ``plain`` (plain words),
    the confirmation call dropped, or None."""
    for pattern in (_TOLD_ABOUT_ACCOUNT, _OTHER_MOVES_MINE):
        for m in pattern.finditer(plain):
            if not DENIED_BEFORE.search(plain[: m.start()]):
                return m.group(0)
    if _ANOTHER_CHANNEL.search(plain):
        return None
    if confirm := _CALL_TO_CONFIRM.search(plain):
        return confirm.group(0)
    if (dropped := _CALL_DROPPED.search(plain)) and _OTHER_MOVES.search(plain):
        return dropped.group(0)
    return None


__all__ = ["caller_hit"]
