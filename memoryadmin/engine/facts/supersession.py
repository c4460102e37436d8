"""Facts that change (API.md v1.2 "Facts that change"): grounded in the user's own words.

A proposal for a key that already has a current fact, with a different note,
replaces it only when the user's sentence the quote sits in says the change
of the user, as done:

- ``hypothetical``: a condition, a question, a wish or a plan is not a change
  ("If I moved to Abuja, would my limit change?", "I might move to Abuja");
- ``not_the_user``: someone else's news is not the user's ("My sister moved
  to Abuja"): the sentence must speak of the user (I, me, my address, call
  me) before it speaks of anyone else;
- the quote must be newer than the fact it replaces (``screens``).

The summary is held to the same single truth per key: a summary sentence
that still asserts a value the facts have moved on from is left out of what
the model sees (``consistent_summary``), so the two never disagree.

Pure Python, like the screens.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime

from memoryadmin.engine.facts.text import normalise, normalise_key, quote_span
from memoryadmin.engine.sentences import sentence_spans
from memoryadmin.engine.types import Fact

HYPOTHETICAL_SCREEN = "hypothetical"
NOT_THE_USER_SCREEN = "not_the_user"
OLDER_SCREEN = "older_evidence"

# Compared after ``normalise`` (apostrophes dropped: "I'd" is "id", "I'm" is "im").
HYPOTHETICAL = frozenset(
    """if unless suppose supposing imagine assuming hypothetically whether would could
    might may maybe perhaps possibly thinking considering planning hope hoping wish
    wishing someday probably""".split()
)
# "I would like you to call me Ada" is an instruction, not a condition; "since May" a date.
_NOT_HYPOTHETICAL_AFTER = frozenset({"like", "prefer", "rather"})
_MONTH_BEFORE = frozenset("in since of on last this till until by from".split())
_ASKING = re.compile(r"\?\s*[\"'”’)\]]*\s*$")
FIRST_PERSON = frozenset({"i", "im", "ive", "id", "ill", "me", "myself", "we", "weve", "us"})
POSSESSIVE_FIRST = frozenset({"my", "our"})
THIRD_PERSON = frozenset(
    """he she they hes shes theyre theyve theyll his her hers their theirs him them""".split()
)
# A person the user may speak about ("my sister", "our landlord"): not the user.
PEOPLE = frozenset(
    """sister brother mum mom mother mummy mama dad father daddy papa wife husband son
    daughter child children kid kids baby friend friends boss cousin uncle aunt aunty
    auntie niece nephew partner colleague neighbour neighbor landlord landlady tenant
    girlfriend boyfriend fiance fiancee family parents parent grandma grandpa grandmother
    grandfather inlaw sibling siblings twin employee driver""".split()
)
_CLAUSE = re.compile(r"[.,;:!?\n()\[\]\"“”—–]+|\s-\s")
_STOP = frozenset(
    """the a an and or of to in on at for from by with is are was were be been am
    user users s now lives live living called call me my i is this that it as into
    their his her they he she prefers prefer likes like works work""".split()
)


def content_words(text: str) -> set[str]:
    """The words of a note that carry its value: normalised, without the frame words."""
    return {w for w in normalise(text).split() if len(w) > 2 and w not in _STOP}


def distinctive(note: str, other: str) -> set[str]:
    """The value words of ``note`` that ``other`` does not have ("Lagos" of "Lives in Lagos")."""
    return content_words(note) - content_words(other)


def _sentence_of(evidence: str, content: str) -> str:
    """The sentence(s) of ``content`` the quote sits in: what the user said around it."""
    span = quote_span(evidence, content)
    if span is None:
        return evidence
    start, end = span
    parts = [content[s:e] for s, e in sentence_spans(content) if s < end and e > start]
    return " ".join(parts) or evidence


def _speaker(words: Sequence[str]) -> str:
    """Who a clause speaks of first: "user", "other" or "" when it names no one."""
    for i, w in enumerate(words):
        if w in FIRST_PERSON:
            return "user"
        if w in THIRD_PERSON:
            return "other"
        if w in POSSESSIVE_FIRST:
            # "my sister", "my late husband": someone else; "my address": the user's own.
            after = words[i + 1 : i + 3]
            return "other" if any(a in PEOPLE for a in after) else "user"
    return ""


def _hypothetical(words: Sequence[str]) -> bool:
    for i, w in enumerate(words):
        if w in HYPOTHETICAL:
            nxt = words[i + 1] if i + 1 < len(words) else ""
            if w in {"would", "id"} and nxt in _NOT_HYPOTHETICAL_AFTER:
                continue
            if w == "may" and i and words[i - 1] in _MONTH_BEFORE:
                continue
            return True
    return False


def change_refusal(
    *, evidence: str, content: str, new_note: str, old_note: str, about_others: bool = False
) -> tuple[str, str] | None:
    """Why the user's sentence does not say the change of the user, or None when it does.

    ``content`` is the user message the quote was found in. Of the sentence
    around the quote, the clauses that carry the new value (its distinctive
    words; every clause when none does) are read: each is a question or a
    condition (``hypothetical``), or speaks of someone else first
    (``not_the_user``, unless the fact is ``about_others`` by its kind: "Wife
    is Ngozi"); one clause that says it of the user, as done, is enough.
    """
    sentence = _sentence_of(evidence, content)
    asking = _ASKING.search(sentence) is not None
    clauses = [normalise(c).split() for c in _CLAUSE.split(sentence)]
    clauses = [c for c in clauses if c]
    value = distinctive(new_note, old_note)
    carrying = [c for c in clauses if value & set(c)] or clauses
    # A condition in the clause before ("If I move, ...") holds the whole sentence.
    conditional = any(_hypothetical(c) for c in clauses if not (value & set(c))) and bool(value)
    why = ""
    for words in carrying:
        if asking or conditional or _hypothetical(words):
            why = why or HYPOTHETICAL_SCREEN
            continue
        if not about_others and _speaker(words) != "user":
            why = NOT_THE_USER_SCREEN if why != HYPOTHETICAL_SCREEN else why
            continue
        return None
    if why == HYPOTHETICAL_SCREEN:
        return (
            HYPOTHETICAL_SCREEN,
            "The user's words ask, wish or suppose; they do not say it changed.",
        )
    return (NOT_THE_USER_SCREEN, "The user's words say this of someone else, not of the user.")


def newer(at: datetime | None, since: datetime | None) -> bool | None:
    """Is a quote said at ``at`` newer than a fact true ``since``? None when either is unknown."""
    if at is None or since is None:
        return None
    return at > since


# --- the summary against the facts ---------------------------------------------------

_SUMMARY_ASKS = frozenset({"asked", "asks", "wondered", "wonders", "enquired", "inquired"})
_SUMMARY_USER = frozenset({"user", "customer", "they", "he", "she", "users"})


def _about_user(words: Sequence[str]) -> bool:
    """A summary sentence says this of the user ("The user lives in Lagos", or the user's own
    words, "call me Madam"), not of another ("The user's sister lives in Lagos") and not as
    a question or a condition."""
    if _hypothetical(words) or _SUMMARY_ASKS & set(words):
        return False
    for i, w in enumerate(words):
        after = words[i + 1 : i + 3]
        if w in {"users", *POSSESSIVE_FIRST} and any(a in PEOPLE for a in after):
            return False  # "the user's sister", "my brother"
        if w in PEOPLE:
            return False
        if w in _SUMMARY_USER or w in FIRST_PERSON or w in POSSESSIVE_FIRST:
            return True
    return True


def stale_sentences(summary: str, facts: Sequence[Fact]) -> list[tuple[int, int]]:
    """Spans of the summary's sentences that assert a value a key has moved on from.

    ``facts`` are current facts and earlier ones (``until`` set); for each
    earlier fact whose key has a current one, a sentence that says the
    earlier value of the user (its distinctive words, without the current
    value's) contradicts the current fact.
    """
    current = {normalise_key(f.key): f for f in facts if f.until is None}
    pairs = []
    for f in facts:
        now = current.get(normalise_key(f.key))
        if f.until is None or now is None:
            continue
        old = distinctive(f.note, now.note)
        if old:
            pairs.append((old, distinctive(now.note, f.note)))
    if not pairs:
        return []
    out = []
    for start, end in sentence_spans(summary):
        words = normalise(summary[start:end]).split()
        said = set(words)
        if any(old & said and not new & said for old, new in pairs) and _about_user(words):
            out.append((start, end))
    return out


def consistent_summary(summary: str, facts: Sequence[Fact]) -> str:
    """The summary without the sentences that contradict a current fact (one truth per key)."""
    spans = stale_sentences(summary, facts)
    if not spans:
        return summary
    out, at = [], 0
    for s, e in spans:
        out.append(summary[at:s])
        at = e
        while at < len(summary) and summary[at] in " \t":
            at += 1  # the space that led to the next sentence goes with it
    out.append(summary[at:])
    return "".join(out).strip()


def without_assertions(summary: str, value_words: set[str]) -> str:
    """The summary without the sentences that assert ``value_words`` of the user: a change the
    screens refused ("The user moved to Abuja." after "If I moved to Abuja...?")."""
    out, at, dropped = [], 0, False
    for start, end in sentence_spans(summary):
        words = normalise(summary[start:end]).split()
        if value_words & set(words) and _about_user(words):
            out.append(summary[at:start])
            at, dropped = end, True
            while at < len(summary) and summary[at] in " \t":
                at += 1
    if not dropped:
        return summary
    out.append(summary[at:])
    return "".join(out).strip()
