"""A security answer told after the question it answers (blind round 82), for ``secrets_structure``.

"the app dey ask my favourite food, I set am as amala and gbegiri but e no accept": the question
is named (a favourite food, a first school, a mother's maiden name, the security question), then
what the user set, put or answered for it ("I set am as X", "I put X", "I answered X", "na X I
use"). The words after the verb, to the end of their clause, are the answer.

Only after a verb of answering or setting: "my favourite food is rice" told as chat, "I set my
language as Yoruba" (no question named) and "I like amala and gbegiri" name no answer. A question
about it ("what did I set as my first school?") names none either.
"""

from __future__ import annotations

import re

from memoryadmin.engine.secrets_shapes import NOT_A_PASSWORD

# The question, by what it asks: the usual ones (``secrets_asked.FAVOURITE_ASKED``' favourites and
# firsts) and the question by its name.
_QUESTION = (
    r"(?:favou?rite\s+(?:(?:football|soccer|sports?|childhood)\s+)?(?:meal|food|dish|colou?r|team|"
    r"book|movie|film|song|singer|animal|sport|place|city|drink|teacher|uncle|aunt)|"
    r"first\s+(?:\w+\s+)?(?:school|pet|car|teacher|street|job|boss|friend|love|employer|house|"
    r"dog|cat)|maiden\s+name|middle\s+name|childhood\s+(?:\w+\s+)?(?:nickname|friend|home|hero|"
    r"street)|(?:town|city|village|place)\s+(?:of\s+birth|(?:where\s+)?(?:i|you)\s+(?:was|were)\s+"
    r"born)|birth\s*place|(?:security|secret|memorable)\s+(?:question|answer|word))"
)
# The user's own verb of answering it: "I set am as", "I put", "I answered", "I used".
_SET = (
    r"(?:i|we|mi|a|me)\s+(?:(?:don|done|had|have|did|even|just|first|then)\s+)?"
    r"(?:set|put|answer(?:ed)?|wrote|write|typed?|enter(?:ed)?|chose|choose|picked?|gave|give|"
    r"registered|saved?|fill(?:ed)?(?:\s+in)?|used?(?!\s+to\b))\b"
    r"(?:\s+(?:it|am|that|dem|them|in|down|there)\b)?(?:\s+(?:as|to|na|be|with|like)\b)?\s*[:=\-–]?\s*"
)
# The answer, to the end of its clause: a stop, a comma, "but", "and it …", pidgin "e no …".
_ANSWER = (
    # Quoted, the quote whole: 'I typed "sky blue" there'.
    r"(?:[\"“‘'](?P<quoted>[^\"“”‘’\n]{1,60})[\"”’']"
    r"|(?P<value>[^\s\d?!.,;:\"'“”‘’][^!?\n.,;:\"“”]{0,60}?)"
    r"(?=\s*(?:[.!?,;:]|$|\bbut\b|\band\s+(?:it|e|they|dem|the|now|still|i)\b|\be\s+(?:no|nor|never|"
    r"don|still|say|talk)\b|\bit\s+(?:say|said|no|didnt|did|fail|failed|was|is|keeps?|still)\w*\b|"
    r"\b(?:before|because|since|so|yet|though|wey)\b)))"
)
_ANSWER_SET = re.compile(
    # Not a favourite told first ("my favourite team is Arsenal, I put money on them").
    rf"\b{_QUESTION}\b(?:\s+(?:name|question|one|answer|own))?(?:(?!\b(?:is|was|are)\b)[^.!\n]){{0,40}}?"
    rf"\b{_SET}{_ANSWER}",
    re.IGNORECASE,
)
# Asked about, not answered: "what did I set as my first school?".
_ASKED = re.compile(r"^\W*(?:what|which|who|where|did|do|how)\b[^.!]*\?\s*$", re.IGNORECASE)


def answer_set(text: str) -> list[tuple[str, int, int]]:
    """Every security answer in ``text`` told after its question: ``(kind, start, end)``."""
    if _ASKED.match(text):
        return []
    out = []
    for m in _ANSWER_SET.finditer(text):
        group = "quoted" if m.group("quoted") is not None else "value"
        value = m.group(group).strip()
        if not value or value.casefold() in NOT_A_PASSWORD:
            continue
        start = m.start(group) + m.group(group).index(value)
        out.append(("security answer", start, start + len(value)))
    return out


__all__ = ["answer_set"]
