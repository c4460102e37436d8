"""A savings group's own vocabulary, said as how the group works (summary finders' blanking,
after blind rounds 51 and 52).

The noun "contribution" is read as payment status wherever it stands (``finders``): whose share
came in is true only when read. Two shapes use it as the group's furniture instead, a habit in
the simple present with nothing of anyone's payment:

- the card or book contributions are kept on, marked by its collector as a habit: "Iya Sade's
  alajo comes to her shop every morning and marks her daily contribution card", "the treasurer
  keeps each member's contribution book" (the thing, not what is on it: "her contribution card
  is full", "has 20 marks on her contribution card", "marked her card today", "marks her card,
  but she missed three days" are read as before: the card must end the sentence);
- when contributions are collected, by a time that recurs: "contributions are collected after
  second service on the last Sunday of the month", "dues are collected every Friday evening"
  (a schedule, like "the group meets on Fridays"; "contributions are collected late", "… this
  Sunday", "… were collected from Kemi today", and any other clause after the time are read as
  before), or said actively: "the group collects contributions every Friday" (round 57), or of
  a member's own share: "pays her kutu share on the 1st of each month" (round 59). The
  time may hold an
  ordinal of its own ("after second service"): it is the service's, not a place in a queue.

``without_group_words(find)`` is ``find`` reading the text with these spans blanked (same
length, so every excerpt is still a substring).
"""

from __future__ import annotations

import re
from collections.abc import Callable

_I = re.IGNORECASE

_OWNER = r"(?:his|her|their|the|a|an|its|each|every|(?-i:[A-Z])[\w'’-]*['’]s|members['’])"
# The card itself, marked or kept as a habit (a verb in the simple present, third person).
_CARD = re.compile(
    r"\b(?:marks|stamps|signs|ticks|keeps|carries|uses|fills\s+in|writes\s+in|issues|gives\s+out|"
    r"updates|maintains)\s+"
    rf"(?:{_OWNER}\s+(?:member['’]s\s+)?)?(?:(?:daily|weekly|monthly|own|little|paper)\s+)?"
    r"contribution\s+(?:cards?|books?|booklets?|passbooks?|sheets?|registers?|ledgers?)\b"
    # ... as the sentence ends, or with how often: nothing more is said of the card.
    r"(?=(?:\s+(?:every|each)\s+(?:day|morning|evening|week|market\s+day)|\s+daily"
    # ... or after each meeting or service: "updates the contribution register after Sunday
    # service" (round 50).
    r"|\s+(?:after|before)\s+(?:the\s+|each\s+|every\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?"
    r"(?:(?:first|second|morning|evening)\s+)?(?:service|mass|prayers|meeting)s?"
    r")?\s*(?:[.!]|$))",
    _I,
)
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
# When contributions are collected, the time recurring: "every …", "each …", "on Fridays", "the
# last Sunday of the month", "after (the) second service", "on market days".
_COLLECTED = re.compile(
    r"\b(?:contributions|dues|levies|savings|deposits|offerings)\s+are\s+(?:usually\s+|always\s+|"
    r"normally\s+)?(?:collected|gathered|taken|brought|paid\s+in)\s+"
    r"(?P<when>(?:after|before|at|on|during|every|each)\b[^.;!?,]*)(?=[.;!?]|$)",
    _I,
)
# ... said actively, by the group or its collector (round 57): "the esusu group collects
# contributions every Friday after Jumat prayers", "the treasurer takes the dues on market days".
_COLLECTS = re.compile(
    r"\b(?:collects|gathers|takes|receives|takes\s+in)\s+(?:(?:the|its|their|members['’]|each\s+"
    r"member['’]s)\s+)?(?:(?:daily|weekly|monthly)\s+)?(?:contributions|dues|levies|savings|"
    r"deposits)\s+(?P<when>(?:after|before|at|on|during|every|each)\b[^.;!?,]*)(?=[.;!?]|$)",
    _I,
)
# ... or a member's own share paid in, by a time that recurs (round 59): "pays her kutu share on the
# 1st of each month through DuitNow" (a habit in the simple present, like "the group collects
# contributions every Friday"; "paid her share", "pays her share late" are read as before).
_PAYS_OWN = re.compile(
    r"\b(?:pays|sends|contributes|puts\s+in|pays\s+in|transfers|remits)\s+(?:his|her|their)\s+"
    r"(?:(?:own|usual|regular|daily|weekly|monthly)\s+)?(?:[\w'’-]+\s+){0,2}?(?:share|contribution|"
    r"dues|hand)\s+(?P<when>(?:on|every|each)\b[^.;!?,]*)(?=[.;!?]|$)",
    _I,
)
# ... or by the one whose office it is, collecting bare (round 60): "is treasurer of his church's
# Christmas club and collects after Sunday service" (the office's habit, not a member's turn:
# "collects after Grace" is a name, never a recurring time, and is read as before).
_OFFICE_COLLECTS = re.compile(
    r"\bis\s+(?:the\s+|its\s+|a\s+)?(?:treasurer|collector|secretary|banker|cashier)\b[^.;!?]{0,80}?"
    r"\s+and\s+(?P<act>collects\s+(?P<when>(?:after|before|at|on|during|every|each)\b[^.;!?,]*))"
    r"(?=[.;!?]|$)",
    _I,
)
_RECURS = re.compile(
    rf"\b(?:every|each|weekly|monthly|daily|{_DAY}s|market\s+days|of\s+(?:the|each|every)\s+"
    r"(?:month|week)|(?:after|before)\s+(?:the\s+)?(?:first|second|third|morning|evening|last)\s+"
    r"(?:service|mass|prayers?|meeting)s?"
    # ... or after a weekday's service (round 60): "after Sunday service", "after Friday prayers".
    rf"|(?:after|before)\s+(?:the\s+)?{_DAY}\s+(?:service|mass|prayers?|meeting)s?)\b",
    _I,
)
_NOT_HABIT = re.compile(
    r"\b(?:today|tonight|tomorrow|yesterday|this|next|now|still|yet|late|early|from|by|until|"
    r"already|only|not|never|and|but|or|while|so|who|which|whereas|because|though|although)\b",
    _I,
)


def _blank(text: str) -> str:
    text = _CARD.sub(lambda m: " " * len(m.group(0)), text)
    for m in [*_COLLECTED.finditer(text), *_COLLECTS.finditer(text), *_PAYS_OWN.finditer(text)]:
        when = m.group("when")
        if _RECURS.search(when) and not _NOT_HABIT.search(when):
            text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
    for m in _OFFICE_COLLECTS.finditer(text):
        if office_collects(m.group(0)):
            a, b = m.span("act")
            text = text[:a] + " " * (b - a) + text[b:]
    return text


def office_collects(sentence: str) -> bool:
    """An office's holder collecting at a time that recurs (``_OFFICE_COLLECTS``): a habit of the
    office, for the backstop (``backstop.finished_or_lasting``)."""
    return any(
        _RECURS.search(m.group("when")) and not _NOT_HABIT.search(m.group("when"))
        for m in _OFFICE_COLLECTS.finditer(sentence)
    )


def without_group_words(find: Callable[[str], str | None]) -> Callable[[str], str | None]:
    """``find``, reading the text with a group's card and collection times blanked out."""

    def unworded(text: str) -> str | None:
        return find(_blank(text))

    return unworded
