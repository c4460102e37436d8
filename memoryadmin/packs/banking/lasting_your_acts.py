"""Preferences tied to what the assistant does, read after blind round 74.

``lasting`` reads a wish made standing by a condition on the user's own acts ("if I send after
midnight, ask me"). The same holds for the assistant's acts: "when u give me dates use
day/month", "If you send me links, tell me what they are first": each time the assistant does
that, the wish holds. Only acts the assistant does to the user (a table, not any verb: "when you
have time, call me" is a one-off), then an instruction, in the same clause or the next.

And two wishes with no manner word of ``lasting_words``: an act the assistant is to go on doing
to the user ("keep pointing me to it when I overspend", "continue reminding me"), and business
without small talk ("dont ask me how my day is, straight to business", "skip the chit chat").
One-off markers ("today", "this time") still make a clause one-off.

Read after blind round 75, two more with no manner word: the user's own clock for the assistant
to reckon by ("I'm on Manila time", "remind me in my time, not UTC", "my time zone is GMT+1"),
and words to leave out of what the assistant writes, quoted or named as a sign-off ("Please
leave off 'have a blessed day' at the end", "skip the blessings at the end"). Neither is taken
when it names a control ("don't say 'enter your PIN'": the safety screens read that first).
"""

from __future__ import annotations

import re

from memoryadmin.engine.sentences import clauses, plain_words
from memoryadmin.packs.banking.lasting_words import CONTROLS, ONE_OFF

# What the assistant does to the user, each time.
YOUR_ACTS = frozenset(
    "give gives send sends show shows write writes quote quotes mention mentions list lists put "
    "display share tell remind message text reply answer email suggest recommend explain post "
    "forward attach link "
    # Speaking of a thing (blind round 77): "When you talk about money back home use J$".
    "talk speak".split()
)
_YOUR_ACT = re.compile(
    r"^(?:\w+\s+)?(?:if|when|whenever|any\s*time|each\s+time|every\s+time|once)\s+(?:you|u)\s+"
    r"(?P<verb>\w+)\b"
)
# Going on doing something to the user: "keep pointing me", "continue reminding me".
_KEEP_DOING = re.compile(
    r"^(?:please\s+)?(?:keep|continue|carry\s+on)\s+(?:on\s+)?\w+ing\s+(?:me|my)\b"
)
# Business without small talk.
_TO_THE_POINT = re.compile(
    r"\b(?:straight|right|direct|directly)\s+to\s+(?:the\s+)?(?:business|point)\b"
    r"|\b(?:skip|no|cut|spare\s+me)\s+(?:the\s+)?(?:small\s+talk|chit\s*chat|pleasantries|"
    r"chitchat)\b|\bget\s+to\s+the\s+point\b"
    r"|^(?:please\s+)?(?:dont|do\s+not|never|no\s+need\s+to)\s+ask\s+(?:me\s+)?(?:how\s+(?:my\s+\w+\s+"
    r"(?:is|was|went|going)|i\s+am|im|(?:is|was)\s+my\s+\w+)|about\s+my\s+(?:day|weekend|week))\b"
)


# The user's clock: a zone or a place's time the user is on, or "my (local) time" to go by.
_ZONE = r"(?:gmt|utc|wat|cat|eat|sast|ist|pkt|pht|sgt|myt|est|cst|mst|pst|cet|bst|aest)"
_MY_CLOCK = re.compile(
    rf"^(?:\w+\s+){{0,3}}?i\s*(?:am|m)\s+on\s+(?:(?!(?:part|full|over|half|double|extra|same|no|my|"
    rf"the|time)\b)[a-z]+\s+){{1,2}}time\b(?!\s+(?:off|job|work|basis|contract))"
    rf"|^(?:\w+\s+){{0,3}}?i\s*(?:am|m)\s+(?:on|in)\s+{_ZONE}\b"
    rf"|\bmy\s+(?:own\s+)?(?:time\s*zone|timezone|local\s+time)\b"
    rf"|\b(?:in|by|according\s+to|use|using)\s+my\s+(?:own\s+)?time\b(?!\s+(?:off|to|of))"
    rf"|\bgo\s+by\s+(?:[a-z]+\s+){{1,2}}?time\b"
)
# Words to leave out of what the assistant writes, then what: quoted, or a sign-off named.
_LEAVE_OUT = re.compile(
    r"^(?:please\s+|pls\s+|kindly\s+|abeg\s+)?(?:leave\s+(?:off|out)|drop|skip|omit|(?:no|dont)\s+need\s+for|no\s+more|"
    r"stop\s+(?:saying|adding|using|writing|putting|ending\s+with)|(?:dont|do\s+not|never)\s+(?:say|add|"
    r"write|put|use|end\s+with|sign\s+off\s+with|close\s+with|start\s+with|open\s+with))\b"
)
_QUOTED = re.compile(r"(?:^|(?<=\s))['\"‘“«][^'\"‘’“”«»]{1,60}['\"’”»](?=\s|$|[,.;:!?])")
_SIGN_OFF = re.compile(
    r"\b(?:sign[\s-]?offs?|blessings?|salutations?|emojis?|closing\s+(?:line|words|remarks?)|"
    r"at\s+the\s+(?:end|start|beginning|bottom|top)\b(?!\s+of\s+(?:the\s+|each\s+|every\s+)?(?:month|week|"
    r"year|day|term|quarter|cycle)))"
)

# The month, a date or an amount written out in words (blind round 77: "please spell out the
# month, 03/04 I never know if its march or april"): how dates and amounts are to look.
_SPELT_OUT = re.compile(
    r"^(?:please\s+|pls\s+|plz\s+|kindly\s+|always\s+|just\s+)*(?:spell|write)\s+out\s+(?:the\s+|my\s+)?"
    r"(?:months?|dates?|amounts?|numbers?|figures?|sums?)\b"
    r"|^(?:please\s+|pls\s+|kindly\s+|always\s+)*write\s+(?:the\s+)?(?:months?|dates?|amounts?)\s+in\s+"
    r"(?:words|letters|full)\b"
)

# What comes first in a reply or a list (blind round 78): "Please first the answer, then
# explanation if needed", "Mention the Revolut EUR account first, the GBP one I almost never use".
_ORDER_OF = re.compile(
    r"\b(?:first|start\s+with)\s+(?:the\s+|your\s+|a\s+)?(?:short\s+)?(?:answer|result|summary|"
    r"bottom\s+line|total)s?\b(?:\s+\S+){0,3}?\s+then\b"
    r"|\b(?:answer|result|summary|bottom\s+line)\s+first\b(?:\s+\S+){0,3}?\s+then\b"
    r"|^(?:please\s+|pls\s+|always\s+)?(?:mention|show|list|put|display)\s+(?:my\s+|the\s+)?(?:\w+\s+){0,3}?"
    r"(?:account|card|wallet|balance)s?\s+(?:first|on\s+top|at\s+the\s+top)\b"
)


def my_clock(text: str) -> str | None:
    """The user's own clock, to reckon "today" and reminders by, or None."""
    for original, _ in clauses(text):
        plain = plain_words(original)
        if plain and not ONE_OFF.search(plain) and _MY_CLOCK.search(plain):
            return "time zone"
    return None


def _left_out(original: str, plain: str) -> bool:
    said = _LEAVE_OUT.match(plain)
    if said is None or CONTROLS & set(plain.split()):
        return False
    return bool(_QUOTED.search(original) or _SIGN_OFF.search(plain, said.end()))


def wish_on_your_acts(text: str) -> str | None:
    """What makes ``text`` a standing wish on the assistant's acts, or None."""
    from memoryadmin.packs.banking.lasting import _instruction

    if my_clock(text):
        return "time zone"
    whole = plain_words(text)
    if _ORDER_OF.search(whole) and not ONE_OFF.search(whole):
        return "order"
    conditioned = False
    for original, _ in clauses(text):
        plain = plain_words(original)
        if not plain or ONE_OFF.search(plain):
            continue
        if _left_out(original.strip(), plain):
            return "left out"
        if _SPELT_OUT.match(plain):
            return "format"
        if _KEEP_DOING.search(plain):
            return "keep"
        if _TO_THE_POINT.search(plain):
            return "to the point"
        act = _YOUR_ACT.match(plain)
        if act is not None and act.group("verb") in YOUR_ACTS:
            conditioned = True
            rest = plain[act.end() :].split()
            # The wish after the act's object, in the same clause: "… give me dates use …".
            if any(_instruction(rest[k:]) is not None for k in range(1, min(5, len(rest)))):
                return "when"
            continue
        if conditioned and _instruction(plain.split()) is not None:
            return "when"
    return None
