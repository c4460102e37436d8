"""What each of a group's people puts in by the period (summary finders, after blind round 70).

"Put in" is read as a payment made, whoever made it (``finders_paid.payment_status_nouns``: "put in
her share"), because "put" is the same word in the past. After a bare "each" it is the present of
the people before it: "the user's tanda has 12 people who each put in $100 every two weeks", as
"who each pay $100 every two weeks" is, the group's terms. Only in a sentence that says how often
and nothing of how things stand (``recurring.recurs_as_arranged``): "they each put in $100 last
week", "… and three have not paid yet", "each member put in" are read as before. "Each member
contributes ₹5,000 per month", "who each contribute $50 a week" are the same terms (round 73),
and so is "each" on its own as the subject: "the rule is that each contributes ₦20,000 every
Friday" (round 75).

``without_each_put_in(find)`` is ``find`` reading the text with these words blanked (same length).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memoryadmin.engine.sentences import offset_sentences
from memoryadmin.packs.banking.recurring import recurs_as_arranged

_EACH_PUT_IN = re.compile(
    r"(?<=\beach\s)(?:put\s+in|contribute|pay)\b"
    # ... or "each" alone as the subject, its verb in the singular (round 75): "the rule is that
    # each contributes ₦20,000 every Friday" ("each contributed" is read as before).
    r"|(?<=\beach\s)(?:contributes|pays|puts\s+in)\b"
    # ... or "each member" as the subject, its verb in the present (round 73): "Each member of the
    # user's kuri contributes a fixed ₹5,000 per month over 20 months" (not "contributed").
    r"|(?<=\beach\s)(?:member|participant|person|saver|one)\s+(?:of\s+(?:[\w'’-]+\s+){1,4}?)?"
    r"(?P<v>contributes|pays|puts\s+in)\b",
    re.IGNORECASE,
)


def _blanked(text: str) -> str:
    out = text
    for offset, sentence in offset_sentences(text):
        if not recurs_as_arranged(sentence):
            continue
        for m in _EACH_PUT_IN.finditer(sentence):
            verb = "v" if m.group("v") is not None else 0
            a, b = offset + m.start(verb), offset + m.end(verb)
            out = out[:a] + " " * (b - a) + out[b:]
    return out


def blank_each_pays(kept: str, sentence: str) -> str:
    """``kept`` (a sentence already partly blanked, same length) with the verb of each "each"
    that ``sentence`` says pays by the period blanked: the group's words before it may be gone
    from ``kept`` (``framing``)."""
    spans = _blanked(sentence)
    together = zip(kept, spans, sentence, strict=True)
    return "".join(" " if s == " " and o != " " else k for k, s, o in together)


def without_each_put_in(find: Callable[[str], str | None]) -> Callable[[str], str | None]:
    """``find``, on the text with each group's "each put in" by the period blanked (see above)."""

    def unput(text: str) -> str | None:
        return find(_blanked(text))

    return unput


__all__ = ["blank_each_pays", "without_each_put_in"]
