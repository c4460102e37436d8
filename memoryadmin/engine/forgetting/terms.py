"""What a forget covers: the words and phrases of a fact (see the package's doc)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from memoryadmin.engine.sentences import sentence_spans

T = TypeVar("T")

WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*", re.UNICODE)
MASK = "[forgotten]"
MASK_WORD = "forgotten"

# Words too common to forget: masking them would blank ordinary sentences
# without protecting anything. Names, keys and content words are kept.
STOPWORDS = frozenset(
    """a an the and or but if of to in on at by for from with about as into than then
    is are was were be been being am do does did has have had having will would shall
    should can could may might must i me my mine we us our you your yours he him his she
    her hers it its they them their this that these those who whom whose which what
    when where why how all any each every some no not only own same so too very just
    also always never from now on call called prefers prefer preferred wants want likes
    like user users s t""".split()
)


def normalise(word: str) -> str:
    w = word.lower().replace("’", "'")
    return w[:-2] if w.endswith("'s") else w


def words_of(text: str) -> list[str]:
    return [normalise(m.group(0)) for m in WORD.finditer(text)]


# --- what a forget covers -------------------------------------------------------

# Parts of a fact key that name an attribute, not who or what the fact is
# about: "wife_name" forgets "wife", not every "name"; "car_goal_amount"
# forgets "car", not every "amount".
KEY_GENERIC = frozenset(
    """name names nickname nick number no num phone mobile email address date day days
    birthday dob age id type kind status amount value count total balance goal target
    preferred preference favourite favorite current main primary first last full middle
    other new old info details detail note notes fact contact account default usual
    monthly weekly daily yearly""".split()
)
# Titles: part of how a name is written, never forgotten on their own ("Mrs Obi"
# forgets "obi", not every "mrs").
TITLES = frozenset(
    """mr mrs ms miss mx dr prof sir madam madame dame lord lady chief alhaji alhaja alh
    engr barr pastor rev reverend hon sen gov oba ooni emir""".split()
)
CALENDAR = frozenset(
    """january february march april may june july august september october november
    december jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday
    thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun today
    tomorrow yesterday""".split()
)
# Common nouns that start with a capital inside a proper name ("First Bank",
# "Lagos State"): forgotten only as part of the whole name, as a phrase.
NAME_GENERIC = frozenset(
    """bank state street st road rd close avenue ave crescent estate market church
    mosque school college university hospital clinic company ltd limited plc inc group
    city town village island local government area ward club team fc""".split()
)
# A note's clause becomes a phrase of its own when it is at least this long
# and holds at least two words that are not stopwords.
CLAUSE_MIN_WORDS = 3
_CLAUSE_SPLIT = re.compile(r"[;:—–]|\s-\s")


@dataclass(frozen=True)
class ForgetTerms:
    """Exactly what a forget hashes: single words and phrases, normalised.

    ``words`` are forgotten wherever they appear; ``phrases`` (words joined
    by one space, at least two) only as that whole sequence of words, across
    any case, punctuation or line breaks. ``maybe`` are capitalised words at
    the start of one of the note's sentences that may be names ("Ngozi tops
    up ...") or may be ordinary words ("Saves for a car"): they are not
    forgotten unless support adds them. ``ignored`` are added terms that
    were left out (too common to forget, or nothing to hash).
    """

    words: tuple[str, ...] = ()
    phrases: tuple[str, ...] = ()
    maybe: tuple[str, ...] = ()
    ignored: tuple[str, ...] = ()

    def hashed(self) -> tuple[str, ...]:
        """The terms that get a digest: the words, then the phrases."""
        return self.words + self.phrases

    def kept_words(self, limit: int = 6) -> list[str]:
        """The content words of the phrases that are not forgotten on their own: they stay
        in other memories (what the console's preview says, for the fact at hand)."""
        alone = set(self.words) | {normalise(w) for w in self.maybe}
        kept: list[str] = []
        for phrase in self.phrases:
            for w in words_of(phrase):
                if _content(w) and w not in alone and w not in kept:
                    kept.append(w)
        return kept[:limit]

    def preview(self) -> dict[str, list[str]]:
        """The JSON the console and ``"preview": true`` show (nothing is stored)."""
        return {
            "words": list(self.words),
            "phrases": list(self.phrases),
            "maybe": list(self.maybe),
            "ignored": list(self.ignored),
        }


def _content(w: str) -> bool:
    return bool(w) and w not in STOPWORDS and w != MASK_WORD and not w.isdigit()


def _capitalised(raw: str) -> bool:
    return raw[:1].isupper()


def _names(note: str) -> tuple[list[str], list[str], list[list[str]]]:
    """Names in a note: sure ones, sentence-initial maybes, and multi-word names as phrases.

    A capitalised word is a name unless it is a stopword, a title, a month, a
    weekday or a common noun of names and keys ("Bank", "First"). At a
    sentence's start a capital says nothing, so such a word is a name only
    when it is capitalised elsewhere in the note too;
    otherwise it is a maybe. An all-capitals word (``NIN``, ``BVN``) is an
    acronym more often than a name: a maybe. A run of capitalised words
    none of which is a name on its own ("First Bank") is forgotten as that
    phrase.
    """
    sure: list[str] = []
    initial: list[str] = []
    runs: list[list[str]] = []
    for s, e in sentence_spans(note):
        run: list[str] = []
        run_named = False
        prev_end = -1
        for i, m in enumerate(WORD.finditer(note, s, e)):
            raw, w = m.group(0), normalise(m.group(0))
            adjacent = prev_end >= 0 and note[prev_end : m.start()].isspace()
            prev_end = m.end()
            if not adjacent or not _capitalised(raw) or w in STOPWORDS or w in CALENDAR:
                if len(run) >= 2 and not run_named:
                    runs.append(run)
                run, run_named = [], False
            if not _capitalised(raw) or w in STOPWORDS or w in CALENDAR or not _content(w):
                continue
            if i == 0:
                if w not in TITLES and w not in KEY_GENERIC and w not in NAME_GENERIC:
                    initial.append(w)
                continue  # a run never starts at a sentence's first word
            run.append(w)
            if w in TITLES or w in NAME_GENERIC or w in KEY_GENERIC:
                continue
            if raw.isupper() and len(raw) > 1:
                initial.append(w)
                continue
            sure.append(w)
            run_named = True
        if len(run) >= 2 and not run_named:
            runs.append(run)
    maybe = [w for w in initial if w not in sure]
    return sure, maybe, runs


def forget_terms(key: str, note: str, extra: Iterable[str] = ()) -> ForgetTerms:
    """The exact terms forgetting the fact ``key`` with ``note`` hashes, plus ``extra``.

    - each part of the key that is a content word and not an attribute name
      (``wife_name`` → ``wife``, not every "name"; ``mama_tobi`` → ``mama``,
      ``tobi``): a key names what the fact is about, so its own words go
      wherever they appear; the parts as a phrase (``mama tobi``, which
      also matches "mama_tobi" in text), and a key of several parts as
      written (``mama_tobi``: listed as the key support knows; text is
      split at ``_``, so in text the phrase is what matches);
    - the names in the note (``_names``): "Wife is Ngozi" → ``ngozi``;
    - the note as a phrase, and each of its clauses of at least three words
      with two content words: "Wife is Ngozi; she tops up the car savings"
      → ``wife is ngozi she tops up the car savings`` and ``she tops up the
      car savings``, so "car" and "savings" elsewhere stay. A note of one
      content word is that word;
    - what support adds: one word (not a stopword nor the mask's own word)
      or a phrase (several words, not all stopwords).
    """
    words: list[str] = []
    phrases: list[str] = []
    ignored: list[str] = []

    def add_word(w: str) -> None:
        if w not in words:
            words.append(w)

    def add_phrase(ws: Sequence[str]) -> None:
        if len(ws) == 1:
            if _content(ws[0]):
                add_word(ws[0])
            return
        p = " ".join(ws)
        if ws and any(_content(w) for w in ws) and p not in phrases:
            phrases.append(p)

    key_norm = key.strip().lower()
    parts = words_of(key_norm)
    if len(parts) > 1 and not any(c.isspace() for c in key_norm) and key_norm != MASK_WORD:
        add_word(key_norm)
    for part in parts:
        if _content(part) and part not in KEY_GENERIC:
            add_word(part)
    if len(parts) > 1:
        add_phrase(parts)

    sure, maybe, runs = _names(note)
    for w in sure:
        add_word(w)
    for run in runs:
        add_phrase(run)

    note_words = words_of(note)
    add_phrase(note_words)
    for s, e in sentence_spans(note):
        for clause in _CLAUSE_SPLIT.split(note[s:e]):
            cw = words_of(clause)
            if len(cw) >= CLAUSE_MIN_WORDS and sum(map(_content, cw)) >= 2 and cw != note_words:
                add_phrase(cw)

    for item in extra:
        ws = words_of(item)
        if not ws or (len(ws) == 1 and (ws[0] in STOPWORDS or ws[0] == MASK_WORD)):
            if item.strip():
                ignored.append(item.strip())
        elif len(ws) == 1:
            add_word(ws[0])
        elif any(_content(w) for w in ws):
            add_phrase(ws)
        else:
            ignored.append(item.strip())

    return ForgetTerms(
        words=tuple(words),
        phrases=tuple(phrases),
        maybe=tuple(w for w in dict.fromkeys(maybe) if w not in words),
        ignored=tuple(dict.fromkeys(ignored)),
    )


def merge_terms(*terms: ForgetTerms) -> ForgetTerms:
    """Several facts forgotten at once (a fact and its superseded history, or everything)."""

    def union(items: Iterable[str]) -> tuple[str, ...]:
        return tuple(dict.fromkeys(items))

    words = union(w for t in terms for w in t.words)
    return ForgetTerms(
        words=words,
        phrases=union(p for t in terms for p in t.phrases),
        maybe=tuple(w for w in union(m for t in terms for m in t.maybe) if w not in words),
        ignored=union(i for t in terms for i in t.ignored),
    )


def forgettable_words(*, key: str, note: str) -> list[str]:
    """The single words forgetting a fact hashes: ``forget_terms(key, note).words``.

    Since issue 12 this is the key, its content parts and the names in the
    note, no longer every content word of the note (the note is forgotten
    as a phrase: see ``forget_terms`` and ``make_digests``).
    """
    return list(forget_terms(key, note).words)
