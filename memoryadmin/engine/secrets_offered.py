"""A code held out to the agent, and a password told as "it" (blind rounds 72, 73 and 76).

- A code offered: a number of a code's shape, then a question whether it is the one the agent
  needs ("GCash sent 391-622, is that what u need?", Tamil "904317 idhu thaane venum?", this is
  the one needed?). Whatever sent it, a user asks that of a code they were sent to prove who
  they are; an amount (with its currency) or a round number is never one (read by
  ``secrets_structure``).
- A password told as "it": asked about a failed log-in whether they are typing "it" correctly,
  a reply that is nothing but yes and "it's" one word names the password ("yes its sunflower").
  Never a word that says how it is ("yes it's correct": ``NOT_A_PASSWORD``), never a reply of
  more words, never after a request that names no log-in (read by ``secrets.find_secrets``).
- A password reset told as "it", the log-in still failing in the same message: "I reset it to
  Lusaka_Queen9 but still locked out" (round 76). Only a password-shaped value (a letter and a
  digit or a symbol), never an amount with its currency's letters ("set it to K100000"), nor
  "reset it to factory settings", "reset it to zero" (read by ``secrets_structure``).
"""

from __future__ import annotations

import re

from memoryadmin.engine.secrets_asked import PASSWORD_SHAPED
from memoryadmin.engine.secrets_shapes import CURRENCY_AFTER, NOT_A_PASSWORD

# "is that what you need?" in the languages users mix in, one phrase a row.
_OFFERED = (
    r"(?:is\s+)?(?:that|this|dat|dis|it)\s+(?:what|wetin|wat)\s+(?:u|you|yu|una|ya)\s+"
    r"(?:need|want|wan|asked?|ask\s+for|are\s+asking|dey\s+ask)\w{0,2}",
    r"(?:is\s+)?(?:that|this|dat|dis|it)\s+the\s+(?:one|code|number)\s+(?:u|you|yu)\s+"
    r"(?:need|want|asked?)\w{0,2}",
    r"(?:na\s+)?(?:dis|this|dat|that)\s+(?:one\s+)?(?:na\s+)?(?:wetin|what)\s+(?:u|you|una)\s+"
    r"(?:need|want|wan)",
    # Tamil and Malayalam "idhu thaane venum" (this is the one needed?), "ithu mathiyo".
    r"(?:idhu|ithu|idu|itha|idha)\s+(?:th?aa?ne?|dh?aa?n|th?aa?n)?\s*(?:ve(?:nu|na)m|mathiyo)",
    # Hindi "yehi chahiye?", "ye chahiye kya"; Tagalog "ito ba kailangan mo", "yan ba yung …".
    r"(?:yehi|yahi|ye|yeh)\s+(?:wala\s+)?chahiye",
    r"(?:ito|iyan|yan|eto)\s+ba\s+(?:yung\s+|ang\s+)?kailangan",
    # Portuguese "é isso que precisa?", Cape Verdean Kriolu "e kel li ki bu meste?".
    r"(?:[ée]\s+)?(?:isso|esse|este|kel(?:\s+li)?)\s+(?:que|ki)\s+(?:(?:voc[êe]|bu|tu)\s+)?"
    r"(?:precisa|meste|mesti|kre)",
)
_CODE_OFFERED = re.compile(
    r"(?<![\d\w.,/:])(?P<value>\d{3}[\s\-]\d{3}|\d{4,8})(?![\d\w]|[.,/:]\d)"
    rf"(?!\s*(?:{CURRENCY_AFTER}|kobo|pesos?|php|rs|rupees?|inr|\$))"
    rf"\s*[,;:\-–—]?\s*(?:{'|'.join(_OFFERED)})\b",
    re.IGNORECASE,
)


# A code told as the one that was sent (blind round 84): a number of a code's shape said to be
# "the one they sent" or "what came", with no label and whatever the request before it named
# ("ok. 826154 na the one wey dem send", "390417, that's the one they sent", "this is what came:
# 554012"). What was sent to a user and is read back to the agent is a code sent to prove who
# they are. Only the one or what that was sent or came, never a thing named ("the money wey dem
# send", "the amount they sent"); an amount (a currency before or after it) or a round number is
# never one, as above.
_WHO_SENDS = r"(?:dem|they|them|den|e|it|the\s+bank|di\s+bank|bank|una|you|u|[A-Z][\w-]+)"
_SENT = (
    r"(?:(?:don\s+|just\s+|bin\s+)?(?:send|sent|text(?:ed)?|gave|give|bring|brought)"
    r"(?:\s+(?:me|to\s+me|us|give\s+me))?"
    r"|(?:don\s+|just\s+)?(?:came|come|enter(?:ed)?|land(?:ed)?|drop(?:ped)?|arrived|show(?:ed)?)"
    r"(?:\s+(?:in|out|to\s+me|for\s+me|on\s+my\s+(?:phone|line|screen)))?)"
)
_THE_ONE_SENT = (
    rf"(?:(?:the|di|d)\s+one|wetin|what|wat)\s+(?:(?:wey|that|which)\s+)?(?:{_WHO_SENDS}\s+)?"
    rf"{_SENT}"
)
_NOT_MONEY_BEFORE = r"(?<![\d\w.,/:₦$£€¢₵#*])"
# ... nor after a currency set apart from it: "N 2750", "GHS 2750" (a text read again as a key's
# words splits "N2750" so).
_CURRENCY_BEFORE = re.compile(
    r"(?:[₦$£€¢₵]|\b(?:n|ngn|ghs|gh₵|ksh|kes|usd|cedis?|naira|k|r|rs))\s*$", re.IGNORECASE
)
_CODE_SENT = re.compile(
    rf"{_NOT_MONEY_BEFORE}(?P<value>\d{{3}}[\s\-]\d{{3}}|\d{{4,8}})(?![\d\w]|[.,/:]\d)"
    rf"(?!\s*(?:{CURRENCY_AFTER}|kobo|pesos?|php|rs|rupees?|inr|\$))"
    r"\s*[,;:\-–—]?\s*(?:(?:na\s+im|na|is|was|be|it['’]?s|that['’]?s|thats|dat\s+na|this\s+is|"
    r"dis\s+na|that\s+is|e\s+be)\s+)?"
    rf"{_THE_ONE_SENT}\b"
    # ... or the one sent named first, the code after it: "this is what came: 554012".
    r"|\b(?:(?:this|dis|that|dat|here|it)\s*(?:is|na|be|['’]s)\s+)"
    rf"{_THE_ONE_SENT}\s*[,;:\-–—]?\s*(?:(?:na|is|be)\s+)?"
    rf"{_NOT_MONEY_BEFORE}(?P<after>\d{{3}}[\s\-]\d{{3}}|\d{{4,8}})(?![\d\w]|[.,/:]\d)"
    rf"(?!\s*(?:{CURRENCY_AFTER}|kobo|pesos?|php|rs|rupees?|inr|\$))",
    re.IGNORECASE,
)


def offered_codes(text: str) -> list[tuple[str, int, int]]:
    """Every code held out to the agent in ``text``, or told as the one that was sent, as
    ``(kind, start, end)``."""
    found = [m.span("value") for m in _CODE_OFFERED.finditer(text)]
    for m in _CODE_SENT.finditer(text):
        found.append(m.span("value") if m.group("value") else m.span("after"))
    return [
        ("one-time code", start, end)
        for start, end in found
        if not re.sub(r"\D", "", text[start:end]).endswith("00")
        and _CURRENCY_BEFORE.search(text, max(0, start - 8), start) is None
    ]


# A request about a failed log-in and the user's typing of "it": "Your login failed. Are you
# typing it correctly?", "Sign-in did not work, are you entering it right?".
_LOGIN = re.compile(r"\b(?:log\s*-?\s*(?:in|on)|sign\s*-?\s*(?:in|on)|password)\b", re.IGNORECASE)
_TYPING_IT = re.compile(
    r"\b(?:typ(?:e|ing)|enter(?:ing)?|put(?:ting)?|spell(?:ing)?|key(?:ing)?\s+in)\s+it\b",
    re.IGNORECASE,
)
_YES_ITS = re.compile(
    r"\s*(?:(?:yes|yeah|yea|yep|yup|ya|yh|yess+|ok|okay|sure)\b[\s,.!]*)?"
    r"(?:it['’]?s|it\s+is|it\s+be|e\s+be|na)\s+(?P<value>[^\s\"“”]{3,40}?)[\s.!]*",
    re.IGNORECASE,
)


def told_as_it(text: str, context: str) -> list[tuple[str, int, int]]:
    """The password in a reply "yes it's …" to a question about typing it at a failed log-in."""
    if _LOGIN.search(context) is None or _TYPING_IT.search(context) is None:
        return []
    m = _YES_ITS.fullmatch(text)
    if m is None or m.group("value").strip("'’").casefold() in NOT_A_PASSWORD:
        return []
    return [("password", *m.span("value"))]


# A password reset, told as "it", and the log-in still failing (blind round 76): "I reset it to
# Lusaka_Queen9 but still locked out", "I changed it now to Windhoek_77", Portuguese "mudei para
# Luanda_2020 mas continua bloqueado". The value is password-shaped (a letter and a digit or a
# symbol); "reset it to factory settings", "reset it to zero", "set it to K100,000" name none.
_RESET_IT = re.compile(
    r"\b(?:(?:re)?set|chang(?:e|ed)|updat(?:e|ed)|made|switched)\s+it\s+"
    r"(?:(?:now|again|back|just|then)\s+)?(?:to|as)\s+(?:be\s+)?"
    r"|\b(?:mudei|troquei|alterei|redefini|mudei-a|alterei-a)\s+(?:a\s+senha\s+)?para\s+",
    re.IGNORECASE,
)
_QUOTED = re.compile(rf"[\"'“‘]?(?P<value>{PASSWORD_SHAPED})")
# An amount with its currency's letters: "K100000", "ZMW500", "US$20".
_MONEY = re.compile(r"(?i:k|zmw|mwk|usd|us\$|zar|r|bwp|p|nad|n\$|mzn|mt|aoa|kz)[\d,.]+[km]?")
# The log-in still failing, or a password named, anywhere in the message.
_LOCKED_OUT = re.compile(
    r"\b(?:lock(?:ed|s)?\s+(?:me\s+)?out|log\s*-?\s*(?:in|on)|sign\s*-?\s*(?:in|on)|password|"
    r"passcode|pwd|can['’]?t\s+(?:get\s+in|access|enter)|cannot\s+(?:get\s+in|access|enter)|"
    r"access\s+denied|bloquead[oa]|n[ãa]o\s+(?:entra|consigo\s+entrar)|senha)\b",
    re.IGNORECASE,
)


def reset_as_it(text: str) -> list[tuple[str, int, int]]:
    """The password in "I reset it to …" where the log-in still fails: ``(kind, start, end)``."""
    if _LOCKED_OUT.search(text) is None:
        return []
    found = []
    for m in _RESET_IT.finditer(text):
        value = _QUOTED.match(text, m.end())
        if value is None or _MONEY.fullmatch(value.group("value")):
            continue
        found.append(("password", *value.span("value")))
    return found


__all__ = ["offered_codes", "reset_as_it", "told_as_it"]
