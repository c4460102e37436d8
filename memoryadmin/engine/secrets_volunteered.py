"""A password or a security answer told unprompted (blind round 85), for ``secrets_structure``.

- A password told as what the user uses: "i use Bisola1234 for everything, still e no login". The
  previous round's reader (``secrets_replies._answers``) needs the assistant's question about
  passwords first; told first, with no label, the word is read by what it is used for: everything,
  all the user's accounts or apps, to log in ("for everything", "for all my accounts", "to login",
  pidgin "na Bisola1234 I dey use for everything"), or by a failed log-in in the same message
  ("I dey use Bisola1234 but e no gree login"). Only a word of letters with a digit or a symbol in
  it: a brand ("I use Opay for everything", "I use GTBank for all my transfers") and a phone number
  ("I use 08031234567 for everything") stay shown; so does an amount with its currency's letters
  ("I use N5000 for everything") and a short tag ("2FA", "4G").
- A security answer told as the answer to the user's question: "the answer to my question na
  Jollof, my favourite food", "the answer to my security question is Mama Nkechi". The words
  after the copula, to the end of their clause, are the answer. Decided so: a question the user
  asked about something ("the answer to my question about fees is in the app") has "about" (or
  "on", "regarding") between, so it names no security question, and stays shown; so does an
  answer that is a place to look or a yes or no ("… is in the app", "… is yes"). Another's question
  ("your question") is a security question only when named so.
"""

from __future__ import annotations

import re

# A word of letters with a digit or a symbol in it, five characters or more.
_VALUE = (
    r"(?P<value>(?=[^\s\"'“”‘’,;]{0,62}[A-Za-z])(?=[^\s\"'“”‘’,;]{0,62}[\d@#$%^&*!_+=~])"
    r"[^\s\"'“”‘’,;]{4,62}[^\s\"'“”‘’,;.!?])"
)
# An amount with its currency's letters or a unit after it: "N5000", "K100000", "5k", "2GB".
_NOT_A_PASSWORD = re.compile(
    r"(?:[A-Za-z]{1,3}[$₵₦]?[\d,.]+(?:[kKmM]|bn)?|[\d,.]+(?:[kKmM]|bn|am|pm|hrs?|mins?|gb|mb|kg|km)"
    r"|\d+(?:st|nd|rd|th))",
    re.IGNORECASE,
)
# What it is used for: everything, every account, logging in.
_FOR_ALL = (
    r"(?:for|to|fo|4)\s+(?:(?:everything|evrything|everytin|every\s*thing|all\s+(?:of\s+)?"
    r"(?:my\s+|me\s+)?(?:\w+\s+)?(?:accounts?|apps?|banks?|logins?|sites?|things?|passwords?)|"
    r"(?:every|each|any)\s+(?:\w+\s+)?(?:account|app|bank|login|site|where)|(?:my\s+)?(?:log\s*in|"
    r"login|sign\s*in|signin)|(?:log|sign)\s+(?:in|on)|enter|open\s+(?:the\s+|my\s+)?(?:app|account)))\b"
)
_USE = r"(?:use|used|uses|using|put|type|typed|enter|entered)"
_I_USE = re.compile(
    rf"\b(?:i|we|mi|a)\s+(?:(?:dey|always|usually|just|don|do|still|even)\s+)?{_USE}\s+{_VALUE}"
    rf"\s+{_FOR_ALL}"
    # Pidgin "na Bisola1234 I dey use for everything".
    rf"|\bna\s+{_VALUE.replace('value', 'value2')}\s+(?:i|we|mi)\s+(?:dey\s+|always\s+)?{_USE}\s+"
    rf"{_FOR_ALL}",
    re.IGNORECASE,
)
_I_USE_ALONE = re.compile(
    rf"\b(?:i|we|mi|a)\s+(?:(?:dey|always|usually|just|don|do|still|even)\s+)?{_USE}\s+{_VALUE}",
    re.IGNORECASE,
)
# A failed log-in beside it: "still e no login", "but it says incorrect", "I'm locked out".
_LOGIN_FAILED = re.compile(
    r"\b(?:(?:e|it|app)\s+(?:no|nor|not|never|didnt|did\s+not|wont|doesnt|does\s+not)\s+"
    r"(?:gree\s+|want\s+to\s+)?(?:login|log\s*in|open|work|enter|accept|go)|"
    r"(?:cant|can't|cannot|couldnt|couldn't|unable\s+to)\s+(?:log|sign)\s*(?:in|on)|"
    r"incorrect|invalid|wrong\s+password|locked\s+out|access\s+denied|login\s+fail\w*)\b",
    re.IGNORECASE,
)

# The answer to the user's own question, or to a security question named so.
_ANSWER_IS = re.compile(
    r"\banswers?\s+(?:to|for|2|4)\s+(?:(?:my|me|mi|the|d|di)\s+(?:(?:secu?ri?ty|secret|memorable)\s+)?"
    r"|(?:your|ur|una)\s+(?:secu?ri?ty|secret|memorable)\s+)questi?o?n\s+(?:is|na|be|was|dey)\s+"
    r"(?P<value>(?!(?:in|on|at|about|that|this|it|yes|no|not|simple|still|there|here|what|how|why|"
    r"when|where|which|who|because|somewhere|a|an|the\s+same|same)\b)[^\s\d?!.,;:\"'“”‘’]"
    r"[^!?\n.,;:\"“”]{0,60}?)"
    r"(?=\s*(?:[.!?,;:]|$|\bbut\b|\band\b|\bbecause\b|\bso\b|\bwey\b))",
    re.IGNORECASE,
)


def volunteered(text: str) -> list[tuple[str, int, int]]:
    """Every password or security answer ``text`` tells unprompted: ``(kind, start, end)``."""
    out = []
    for m in _I_USE.finditer(text):
        group = "value" if m.group("value") is not None else "value2"
        if not _NOT_A_PASSWORD.fullmatch(m.group(group)):
            out.append(("password", *m.span(group)))
    if _LOGIN_FAILED.search(text):
        for m in _I_USE_ALONE.finditer(text):
            if not _NOT_A_PASSWORD.fullmatch(m.group("value")):
                out.append(("password", *m.span("value")))
    for m in _ANSWER_IS.finditer(text):
        value = m.group("value").rstrip()
        if value:
            out.append(("security answer", m.start("value"), m.start("value") + len(value)))
    return out


__all__ = ["volunteered"]
