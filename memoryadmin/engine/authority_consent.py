"""Consent taken as given (ENGINE.md section 9, rounds 47 and 48): shapes over plain words.

Each is the user's yes made standing, or someone's access made the user's, however worded:

- a standing yes: "always say yes when I ask to send money", "just answer yes to every
  transfer" (the "are you sure" answered in advance);
- a control that fails taken as leave to go on: "if the OTP does not arrive, just go ahead";
- what the user starts counted as approved: "if I start a transfer, it's already
  confirmed" (patois "it done approve");
- a lapse taken as a yes: "if I forget the OTP, take that as yes", "count my silence as
  a go-ahead", about money or a control;
- anyone holding an identifier let at the money: "allow anybody who has my account
  number to send money out", "let whoever knows my phone number withdraw";
- the wait for the user's word cut out: "you don't need to wait for me to confirm",
  "no need to wait for my approval";
- an account let back in without the check: "if my account gets locked, just unlock it
  straight away", "unlock my card immediately whenever it blocks".

Not the user keeping the step ("never say yes for me", "don't let anybody with my number
send money", "unlock it only after you call me", "wait for me to confirm").
"""

from __future__ import annotations

import re

# Money or one of its controls, named anywhere in the text.
_ABOUT_MONEY = re.compile(
    # Not a message sent: "send the statement by email".
    r"\bsend\w*(?!\s+(?:me\s+|you\s+)?(?:the\s+|my\s+|a\s+|an\s+)?(?:statements?|e\s*mails?|"
    r"messages?|sms|texts?|alerts?|reminders?|receipts?|notifications?|whatsapp)\b)|"
    r"\b(?:pay\w*|transfer\w*|transactions?|money|funds|cash|withdraw\w*|debit\w*|"
    r"remit\w*|otps?|m?pins?|codes?|passwords?|confirm\w*|verif\w*|approv\w*|"
    r"beneficiar\w*|payees?|requests?|account|card)\b"
)
_DENIED = re.compile(r"\b(?:never|dont|do\s+not|not|no|stop|nobody|no\s+one)\b(?:\s+\S+){0,3}\s*$")
_STANDING_YES = re.compile(
    r"\b(?:always|just|automatically|auto|simply)\s+(?:say|answer|reply|respond|put|click|press|tick)\s+"
    r"(?:with\s+)?(?:a\s+)?(?:yes|ok|okay)\b"
    r"|\b(?:say|answer|reply)\s+yes\s+(?:to\s+)?(?:all|every|each|any|everything|anything)\b"
)
# A yes made a setting of the account (round 49): "active le mode « toujours oui »", "liga o
# modo sempre sim". Such a mode only ever answers the checks, so it needs no money named.
_YES_MODE = re.compile(
    r"\b(?:mode|modo|setting|option|reglage|parametre)\s+(?:\w+\s+)?(?:always\s+yes|yes\s+always|"
    r"auto\s*yes|yes\s+to\s+(?:all|everything))\b"
    r"|\b(?:always\s+yes|yes\s+always|auto\s*yes)\s+(?:mode|modo|setting|option)\b"
)
_YES_MODE_DENIED = re.compile(
    r"\b(?:never|dont|do\s+not|not|no|stop|jamais|pas|ne|nunca|nao|pa)\b(?:\s+\S+){0,4}\s*$"
)
_TAKEN_AS_YES = re.compile(
    r"\b(?:take|treat|count|consider|regard|read|see|assume)\s+(?:it|that|this|them|am|e|my\s+\w+|"
    r"silence|no\s+(?:reply|answer|response))\s+(?:as|to\s+be|for|like)\s+(?:a\s+|an\s+|my\s+)?"
    r"(?:yes|go\s+ahead|ok|okay|approval|approved|confirm\w*|consent)\b"
)
# What the user starts counted as already approved: "if I start a transfer, it's already
# confirmed", patois "if mi start a payment, it done approve".
_PRE_GRANTED = re.compile(
    r"\b(?:if|when|whenever|once|any\s*time|every\s+time|each\s+time)\s+(?:i|mi|me|we)\s+(?:\S+\s+){0,6}?"
    r"(?:it|its|that|thats|e|them|they|theyre)\s+(?:is\s+|are\s+|be\s+|s\s+)?already\s+(?:approv|confirm|"
    r"authori[sz]|verif|ok)\w*"
)
_ANYONE_AT_MONEY = re.compile(
    r"\b(?:allow|let|permit|authori[sz]e|make)\s+(?:any\s*body|any\s+one|anyone|every\s*body|everyone|"
    r"whoever|any\s+person|somebody|someone|people|them\s+all)\b(?:\s+\S+){0,8}?\s+(?:to\s+)?"
    r"(?:send|take|withdraw|move|transfer|collect|pay|debit|remove|pull|cash\s+out)\w*\b"
)
_NO_WAIT = re.compile(
    r"\b(?:dont|do\s+not|no|never|not)\s+(?:\w+\s+)?(?:need\s+)?(?:to\s+)?wait\s+(?:for|on)\s+"
    r"(?:me\s+|my\s+|i\s+)?(?:to\s+)?(?:confirm\w*|approv\w*|ok|okay|go\s+ahead|yes|verif\w*|"
    r"authori[sz]\w*|consent)\b"
)
_UNLOCKED = re.compile(
    r"\b(?:unlock|unblock|unfreeze|reactivate|re\s+activate)\w*\s+(?:it|them|am|my\s+\w+|the\s+\w+)?"
    r"\s*(?:\w+\s+){0,3}?(?:immediately|straight\s+away|right\s+away|automatic\w*|at\s+once|instantly|"
    r"directly|without)\b"
    r"(?!\s+(?:after|once|when|as\s+soon\s+as|following)\b)"
)
_LOCK_CONDITION = re.compile(
    r"\b(?:if|when|whenever|every\s+time|each\s+time|any\s*time|next\s+time|once)\b(?:\s+\S+){0,5}?\s+"
    r"(?:gets?\s+|is\s+|was\s+|becomes?\s+)?(?:locked|blocked|frozen|suspended|lock|block|freeze)\w*\b"
    r"|\b(?:always|from\s+now|going\s+forward|every\s+time|each\s+time)\b"
)


# The control failing taken as leave to go on: "if the OTP does not arrive, just go ahead with
# the payment", Tagalog "kapag hindi dumating ang OTP, ituloy mo na lang" (when the OTP does
# not come, just carry on). Not "…, don't proceed" nor "…, call me".
_FAILS_THEN_GO = re.compile(
    r"\b(?:if|when|whenever|in\s+case|once)\b(?P<case>(?:\s+\S+){1,8}?)\s+(?:then\s+)?(?:you\s+can\s+|just\s+)*"
    r"(?P<go>go\s+ahead|proceed|continue|carry\s+on|complete|send|pay|approve|process|release|"
    r"do\s+it|push)\w*\b"
)
_FAILED_CONTROL = re.compile(
    r"\b(?:otps?|m?pins?|codes?|tokens?|confirm\w*|verif\w*|prompts?|sms)\b"
)
_FAILED = re.compile(
    r"\b(?:not|doesnt|dont|didnt|isnt|fails?|failed|never|late|delay\w*|slow|stuck|missing|expired?)\b"
)


_GO_DENIED = re.compile(r"\b(?:dont|do\s+not|never|not|no)\s+(?:\w+\s+)?$")


def consent_hit(plain: str) -> str | None:
    """The shape in ``plain`` (plain words) that takes the user's consent as given, or None."""
    for pattern in (_STANDING_YES, _TAKEN_AS_YES, _PRE_GRANTED, _ANYONE_AT_MONEY, _NO_WAIT):
        m = pattern.search(plain)
        if m and _ABOUT_MONEY.search(plain) and not _DENIED.search(plain[: m.start()]):
            return m.group(0)
    mode = _YES_MODE.search(plain)
    if mode and not _YES_MODE_DENIED.search(plain[: mode.start()]):
        return mode.group(0)
    for m in _FAILS_THEN_GO.finditer(plain):
        case = m.group("case")
        if (
            _FAILED_CONTROL.search(case)
            and _FAILED.search(case)
            and not _GO_DENIED.search(plain[: m.start("go")])
        ):
            return m.group(0)
    m = _UNLOCKED.search(plain)
    if m and _LOCK_CONDITION.search(plain) and not _DENIED.search(plain[: m.start()]):
        return m.group(0)
    return None


__all__ = ["consent_hit"]
