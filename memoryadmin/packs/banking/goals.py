"""When a goal saved for is expected: a year, as the sentence ends (after blind round 50).

"Anjali is saving for her daughter's engineering admission, expected around 2027": the goal is
a plan that lasts (``backstop``: saving for something), and the year it is expected is when the
goal falls, not money on its way. The rules read "expected around …" as something arriving, so
``blank_goal_year(sentence)`` blanks ", expected/planned/due around|in|by (early|mid|late) YEAR"
where it ends a sentence that saves for something ("is saving for", "saves towards", "is putting
money aside for"). A day, a month, "soon", an amount, or a sentence saving for nothing are read
as before: "the refund is expected around the 20th" is money on its way.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

_SAVING_FOR = re.compile(
    r"\b(?:sav(?:e|es|ing)\s+(?:up\s+)?|putting\s+(?:money\s+)?(?:aside|away|by)\s+|"
    r"puts\s+(?:money\s+)?(?:aside|away|by)\s+)(?:for|towards)\b",
    _I,
)
_GOAL_YEAR = re.compile(
    r"\s*,\s*(?:which\s+is\s+)?(?:expected|planned|scheduled|hoped\s+for|set)\s+(?:for\s+)?"
    r"(?:around|in|by|for|about)\s+(?:(?:early|mid|late)[\s-]+)?(?:19|20)\d\d(?=\s*[.!]?\s*$)",
    _I,
)


def blank_goal_year(sentence: str) -> str:
    """``sentence`` with the year a goal saved for is expected blanked (same length; see above)."""
    m = _GOAL_YEAR.search(sentence)
    if m is None or _SAVING_FOR.search(sentence, 0, m.start()) is None:
        return sentence
    return sentence[: m.start()] + " " * (m.end() - m.start()) + sentence[m.end() :]
