"""When someone is away: the condition a standing arrangement holds under (after blind round 50).

"Rohit's cousin Bunty handles the family's chit payments when Rohit is travelling": who stands in
for whom, and when, is an arrangement that lasts, like "pays the rent when his brother is
abroad". The rules read "is travelling" as a state now and "payments when" beside it as money as
it stands. The condition is where a sentence ends with it ("when" or "whenever" a person "is
travelling", "is away", "is abroad", "is out of town", "is on leave", "is ill" …):
``without_absence(sentence)`` is the sentence without it, which the frames read
(``framing.framed``: "Bunty handles the family's chit payments" is a role), and
``blank_absence(text)`` blanks it for the rules, which read the rest as before. "Is travelling"
alone ("Rohit is travelling this week"), a condition with a date or anything after it, and the
rest of the sentence (a payment still pending, a member who has not paid) are read as before.
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.roles import SUBJECT

_I = re.IGNORECASE

_ABSENCE = re.compile(
    rf"\s*,?\s+(?:when|whenever|while|if)\s+(?:{SUBJECT})\s+(?:is|are)\s+(?:(?:away\s+)?"
    r"travell?ing|away|abroad|overseas|out\s+of\s+(?:town|the\s+country|station)|on\s+(?:leave|"
    r"tour|duty|a\s+trip|the\s+road)|ill|sick|unwell|in\s+hospital|busy)(?:\s+(?:for|on)\s+work)?"
    r"(?=\s*[.!]?\s*$)",
    _I,
)


def without_absence(sentence: str) -> str:
    """``sentence`` with the condition of someone's absence cut out where it ends the sentence."""
    return _ABSENCE.sub("", sentence)


def blank_absence(text: str) -> str:
    """``text`` with the condition of someone's absence blanked where a sentence ends with it
    (same length; see above)."""
    return _ABSENCE.sub(lambda m: " " * len(m.group(0)), text)
