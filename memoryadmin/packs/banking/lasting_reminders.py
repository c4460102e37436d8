"""A reminder the user asks for with a when, and the lasting shapes the pack declares.

Moved from ``lasting`` as written (it had reached the layout's 600 lines): ``dated_reminder``
(a commitment: a reminder with a date, a month, a weekday, or tied to the user's own acts), and
``LASTING_SHAPES``, the preference and commitment shapes ``facts`` gives the engine.
"""

from __future__ import annotations

import re

from memoryadmin.engine.facts import LastingShape
from memoryadmin.engine.sentences import clauses, plain_words
from memoryadmin.packs.banking.lasting import (
    _CONDITION,
    _EACH_EVENT,
    _NEGATED_FREQUENCY,
    _REMIND,
    WHEN_ANCHOR,
    standing_preference,
)
from memoryadmin.packs.banking.lasting_standing import RULE_REMINDED
from memoryadmin.packs.banking.lasting_words import NOT_REMINDED, ONE_OFF, in_english
from memoryadmin.packs.banking.lasting_your_acts import my_clock

_STANDING_REMINDER = re.compile(
    r"\bremind\s+me\s+(?:to\s+)?(?:never|always|not\s+to)\b|\bnever\s+remind\s+me\b"
)


# How each reminder is to be put: "when you remind me about birthday gifts, mention them
# by name" holds for every reminder of that kind.
_EACH_REMINDER = re.compile(
    r"\b(?:when|whenever|each\s+time|every\s+time)\s+(?:you|u)\s+remind\s+me\b"
)


def dated_reminder(text: str) -> str | None:
    """A reminder the user asks for, with when: "remind me to renew my insurance in June"."""
    text = in_english(text)
    plain = plain_words(text)
    if _EACH_REMINDER.search(plain):
        return "each reminder"
    remind = _REMIND.search(plain)
    if _NEGATED_FREQUENCY.search(plain):
        return None
    if remind is None:
        # A service asked for at each of the user's money events, as a standing wish: "send
        # me a WhatsApp receipt after each payment".
        each = _EACH_EVENT.search(plain)
        standing = standing_preference(text)
        if each and standing is not None:
            return each.group(0)
        # A standing instruction a model filed as a commitment, misled by "each" or "every"
        # ("use bullet points, one line each", round 44): lasting all the same.
        return standing
    # A rule to keep, not a date: "remind me never to share my OTP".
    # ... or a rule the user keeps: "remind me say I no suppose borrow again this year".
    if _STANDING_REMINDER.search(plain) or (
        (NOT_REMINDED.search(plain) or RULE_REMINDED.search(plain)) and not ONE_OFF.search(plain)
    ):
        return "always"
    when = WHEN_ANCHOR.search(plain)
    if when is not None:
        return when.group(0)
    # Tied to an act of the user's that comes again: "When I send to my sister, remind me
    # to put 'school fees' as the reference".
    if any(_CONDITION.match(plain_words(original)) for original, _ in clauses(text)):
        return "when"
    return my_clock(text)  # "remind me in my time, not UTC": each reminder, by the user's clock


PREFERENCE_SHAPE = LastingShape(
    describe=(
        "an instruction about how to deal with the user (language, tone, channel, hours, "
        "formats, name, topics to avoid, a stricter check)"
    ),
    find=standing_preference,
)
COMMITMENT_SHAPE = LastingShape(
    describe="a reminder the user asks for with a when (a date, a month, a weekday)",
    find=dated_reminder,
)
LASTING_SHAPES = {"preference": PREFERENCE_SHAPE, "commitment": COMMITMENT_SHAPE}
