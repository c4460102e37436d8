"""Facts (ENGINE.md section 5): only grounded, lasting facts survive, and change only when the
user's own newer words say so.

- ``text``: how quotes, numbers, phrases, negation and keys are read;
- ``rules``: what a rule pack says about facts;
- ``screens``: every proposal through the named screens (``screen``);
- ``supersession``: when a proposal may replace a current fact, and the
  summary held to the facts' one truth per key.

Pure Python: the Django side turns rows into these values and applies the results.
"""

from __future__ import annotations

from memoryadmin.engine.facts.rules import FactRules, LastingShape, rules_of
from memoryadmin.engine.facts.screens import (
    KEY_MAX,
    NOTE_MAX,
    SCREEN_HELP,
    SCREENS,
    Forget,
    Outcome,
    Proposal,
    Refused,
    Result,
    Screening,
    UserMessage,
    screen,
)
from memoryadmin.engine.facts.supersession import change_refusal, consistent_summary
from memoryadmin.engine.facts.text import (
    NEGATIONS,
    has_phrase,
    lasting_phrase,
    near_identical,
    normalise,
    normalise_key,
    numbers_claimed,
    numbers_in,
    quote_in,
    quote_span,
)

__all__ = [
    "KEY_MAX",
    "NEGATIONS",
    "NOTE_MAX",
    "SCREENS",
    "SCREEN_HELP",
    "FactRules",
    "Forget",
    "LastingShape",
    "Outcome",
    "Proposal",
    "Refused",
    "Result",
    "Screening",
    "UserMessage",
    "change_refusal",
    "consistent_summary",
    "has_phrase",
    "lasting_phrase",
    "near_identical",
    "normalise",
    "normalise_key",
    "numbers_claimed",
    "numbers_in",
    "quote_in",
    "quote_span",
    "rules_of",
    "screen",
]
