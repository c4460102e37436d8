"""Yes-no questions the user asked, reported, that grant nothing (after blind round 44).

``authority`` sets aside a reported wh-question ("The user asked how to increase his limit") and
a yes-no question about what a rule requires of someone; any other yes-no question stays read,
since "asked if you could skip the OTP" is a request put as a question. Three yes-no shapes ask
for nothing a control guards, and are set aside here too (each a whole sentence, its subject the
user or someone named, in the third person):

- whether the assistant can explain, describe, speak or answer in some way ("The user asked
  whether the assistant can explain charges in Hausa"): how to talk to the user, when nothing in
  it names a control, a money action or a limit, nor any loosening word, nor anyone else to
  talk to or for ("…with her mother", "…to Tunde", "…on his behalf");
- whether something can be blocked, declined or stopped for exceeding a limit ("…whether
  transfers to a Tier 1 account can be blocked for exceeding limits"): a limit enforced, the
  opposite of one raised; no negation or loosening word anywhere in it;
- a question followed by "without asking for a specific amount" (the user's own question, asked
  without a figure): only that clause is set aside, and the question is read as before ("asked
  whether his daily limit can be raised to 2 million, without asking…" still is).

"asked if the assistant can stop asking for the PIN", "asked whether transfers can go through
without the OTP", "asked whether transfers over the limit can be allowed" are read as before.

``without_asked_questions(text, mentions)`` blanks each such sentence or clause (offsets kept);
``mentions`` is the vocabulary's control, money-action and limit words, compiled.
"""

from __future__ import annotations

import re

from memoryadmin.engine.sentences import offset_sentences

_INTRO = (
    r"^\s*(?:[Tt]he\s+(?:user|customer|member)|[Hh]e|[Ss]he|[Tt]hey|(?-i:[A-Z])[a-z]+)\s+"
    r"(?:also\s+|then\s+|later\s+|again\s+)?(?:asked|enquired|inquired|wondered|"
    r"wanted\s+to\s+(?:know|understand|find\s+out|check))\s+(?:whether|if)\s+"
)
# Nothing in the question may loosen, turn off, keep on or raise anything.
_LOOSENING = re.compile(
    r"\b(?:skip\w*|without|waive\w*|bypass\w*|override\w*|avoid\w*|no|not|never|enough|only|"
    r"anymore|from\s+now|going\s+forward|always|still|just|instead|stop\w*|remov\w*|disabl\w*|"
    r"turn\w*\s+off|switch\w*\s+off|unblock\w*|unlock\w*|lift\w*|raise\w*|increas\w*|automatic\w*|unlimited|"
    r"allow\w*|let|approve\w*|remember\w*|trust\w*|me|my|i|you|your|"
    # ... nor speak for anyone: "can answer for him when the bank calls".
    r"for\s+(?:him|her|them|the\s+user)|behalf|calls?|sign\w*|pretend\w*|as\s+(?:him|her|them))\b"
    r"|n['’]t\b|[\"“”:;]",
    re.IGNORECASE,
)
# ... and the assistant talks to the user only, not to anyone else: "could speak Yoruba with her
# mother", "can explain charges to Tunde".
_SOMEONE_ELSE = re.compile(
    r"\b(?:with|to)\s+(?:his|her|their|a|an|anyone|someone|somebody|(?-i:[A-Z])\w*)\b",
    re.IGNORECASE,
)
_EXPLAIN = re.compile(
    _INTRO + r"(?:the\s+)?(?:assistant|bot|app|agent)\s+(?:can|could|would|will)\s+"
    r"(?P<verb>explain|describe|speak|reply|respond|answer|communicate|talk|write|translate|"
    r"summari[sz]e|read\s+out)\b"
    r"[^.!?;:]*?\s*[.?!]?\s*$",
    re.IGNORECASE,
)
_BLOCKED = re.compile(
    _INTRO + r"(?:[\w'’-]+\s+){1,8}?(?:can|could|would|will)\s+be\s+(?:automatically\s+)?"
    r"(?:blocked|declined|stopped|rejected|refused|flagged)\s+(?:for|when|if)\s+(?:exceeding|going\s+over|"
    r"(?:they|it)\s+(?:exceed|exceeds|go\s+over|goes\s+over))\s+(?:the\s+|its\s+|their\s+|his\s+|"
    r"her\s+|a\s+|any\s+)?(?:[\w'’-]+\s+)?(?P<limit>[\w'’-]+)\s*[.?!]?\s*$",
    re.IGNORECASE,
)
_NO_FIGURE = re.compile(
    r",\s*without\s+asking\s+for\s+(?:a|an|any)\s+(?:specific|particular|exact|certain|new)\s+"
    r"(?:amount|figure|sum|number)\s*[.?!]?\s*$",
    re.IGNORECASE,
)


def _asks_for_nothing(body: str, mentions: re.Pattern[str], limit: re.Pattern[str]) -> bool:
    """The whole question is one of the first two shapes above."""
    if _LOOSENING.search(body):
        return False
    explain = _EXPLAIN.match(body)
    if explain is not None:
        rest = body[explain.end("verb") :]
        return not mentions.search(body.lower()) and not _SOMEONE_ELSE.search(rest)
    blocked = _BLOCKED.match(body)
    return blocked is not None and limit.search(blocked.group("limit").lower()) is not None


def without_asked_questions(text: str, mentions: re.Pattern[str], limit: re.Pattern[str]) -> str:
    """``text`` with each yes-no question above (or its clause without a figure) blanked."""
    out = text
    for offset, sentence in offset_sentences(text):
        body = sentence.strip()
        if not re.match(_INTRO, body, re.IGNORECASE):
            continue
        start, end = offset, offset + len(sentence)
        if not _asks_for_nothing(body, mentions, limit):
            figure = _NO_FIGURE.search(sentence)
            if figure is None or _LOOSENING.search(sentence[: figure.start()]):
                continue
            start = offset + figure.start()
        out = out[:start] + " " * (end - start) + out[end:]
    return out
