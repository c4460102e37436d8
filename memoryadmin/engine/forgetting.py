"""Forgotten words and phrases as keyed hashes (ENGINE.md section 6).

The plaintext of a forgotten word is persisted nowhere. What is kept is an
HMAC of each word, or of each phrase, under a secret of its own (a plain
hash of a name is easy to reverse with a list of common names), with the id
of the key it was made with (``keyring.py``). Later text is matched by
hashing its words, and its word windows for phrases, never by comparing
with stored words.

What a forget covers (``forget_terms``): the fact's key and the content
words of its parts, the names in its note, and the note as a phrase (with
its longer clauses); never each content word of the note, which would erase
other memories ("car", "savings", "up"). Support previews the exact list
and may add a word or a phrase.

Stored form of a digest (``StoredDigest.token``): a word is the bare
64-hex-digit ``HMAC-SHA256(secret, word)`` as always; a phrase of ``n``
words is ``p<n>.<tag>:`` and the HMAC of its normalised words joined by
single spaces, where ``tag`` is a 16-bit keyed tag of its first word
(``first_word_tag``) so matching hashes only the windows that can match.
The row keeps its key id beside it.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import secrets as _random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal, TypeVar

from memoryadmin.engine.keyring import Keyring, UnknownKeyId
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


# --- digests -----------------------------------------------------------------------


def _hmac(secret: bytes, text: str) -> str:
    return hmac.digest(secret, text.encode(), hashlib.sha256).hex()


def digest(word: str, secret: bytes) -> str:
    """The digest of one word (stored digests since the start use exactly this)."""
    return _hmac(secret, normalise(word))


def phrase_key(phrase: str | Sequence[str]) -> str:
    """A phrase as it is hashed: its normalised words joined by single spaces.

    A text is split into words and normalised; a sequence is taken as words
    already normalised (as ``words_of`` and ``ForgetTerms.phrases`` give them).
    """
    return " ".join(words_of(phrase) if isinstance(phrase, str) else phrase)


def phrase_digest(phrase: str | Sequence[str], secret: bytes) -> str:
    """The HMAC of a phrase (a text, or its normalised words); one word hashes as ``digest``.

    ``make_digests`` stores it with the phrase's length and first-word tag.
    """
    key = phrase_key(phrase)
    return _hmac(secret, key) if " " in key else digest(key, secret)


_TOKEN = re.compile(
    r"(?:p(?P<n>[1-9][0-9]{0,3})(?:\.(?P<tag>[0-9a-f]{4}))?:)?(?P<hex>[0-9a-f]{64})"
)
TAG_HEX = 4


def first_word_tag(word: str, secret: bytes) -> str:
    """A 16-bit keyed tag of a phrase's first word, stored with the phrase's digest.

    Matching hashes a text's word windows only where the first word's tag is
    one of those stored, instead of at every word for every phrase length
    (a turn masks the replayed window on the hot path). Keyed, and 16 bits:
    it tells nothing without the secret, and many words share each tag.
    """
    return _hmac(secret, "\x00" + word)[:TAG_HEX]


@dataclass(frozen=True, order=True)
class StoredDigest:
    """One stored digest: key id, length in words (1 = a word), HMAC, first-word tag."""

    key_id: str
    n: int
    value: str
    tag: str = ""  # phrases only; "" means unknown (every window of that length is hashed)

    @property
    def kind(self) -> Literal["word", "phrase"]:
        return "word" if self.n == 1 else "phrase"

    @property
    def token(self) -> str:
        """The string to store: the bare hex for a word (as always); for a phrase
        ``p<n>.<tag>:<hex>`` (at most 75 characters)."""
        if self.n == 1:
            return self.value
        return f"p{self.n}.{self.tag}:{self.value}" if self.tag else f"p{self.n}:{self.value}"

    @classmethod
    def from_token(cls, token: str, key_id: str) -> StoredDigest:
        m = _TOKEN.fullmatch(token)
        if m is None:
            raise ValueError("not a stored digest")
        n = int(m.group("n") or 1)
        if n == 1 and m.group("n"):
            raise ValueError("a one-word phrase is stored as a word")
        return cls(key_id=key_id, n=n, value=m.group("hex"), tag=m.group("tag") or "")


def _phrase(words: Sequence[str], secret: bytes, key_id: str) -> StoredDigest:
    if len(words) == 1:
        return StoredDigest(key_id, 1, digest(words[0], secret))
    return StoredDigest(
        key_id, len(words), _hmac(secret, " ".join(words)), first_word_tag(words[0], secret)
    )


def make_digests(terms: ForgetTerms, keyring: Keyring) -> list[StoredDigest]:
    """The digests of a forget, under the keyring's current key id (sorted, unique).

    The only function that turns forgotten plaintext into something stored.
    """
    secret, kid = keyring.current_secret, keyring.current
    out = {StoredDigest(kid, 1, digest(w, secret)) for w in terms.words}
    out |= {_phrase(p.split(" "), secret, kid) for p in terms.phrases}
    return sorted(out)


# --- matching ---------------------------------------------------------------------


@dataclass(frozen=True)
class DigestSet:
    """Digests made under one secret: words, and phrases by their length in words.

    ``starts`` maps a first-word tag to the phrase lengths stored with it;
    ``untagged`` lists the lengths of phrases stored without a tag.
    """

    secret: bytes = field(repr=False)
    words: frozenset[str]
    phrases: Mapping[int, frozenset[str]]
    starts: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    untagged: tuple[int, ...] = ()

    @classmethod
    def of(cls, secret: bytes, digests: Iterable[StoredDigest | str]) -> DigestSet:
        words: set[str] = set()
        phrases: dict[int, set[str]] = {}
        starts: dict[str, set[int]] = {}
        untagged: set[int] = set()
        for d in digests:
            try:
                sd = d if isinstance(d, StoredDigest) else StoredDigest.from_token(d, "")
            except ValueError:
                words.add(str(d))  # not a digest this module made: it matches nothing
                continue
            if sd.n == 1:
                words.add(sd.value)
                continue
            phrases.setdefault(sd.n, set()).add(sd.value)
            if sd.tag:
                starts.setdefault(sd.tag, set()).add(sd.n)
            else:
                untagged.add(sd.n)
        return cls(
            secret=secret,
            words=frozenset(words),
            phrases={n: frozenset(v) for n, v in phrases.items()},
            starts={t: tuple(sorted(ns)) for t, ns in starts.items()},
            untagged=tuple(sorted(untagged)),
        )


_CACHE_MAX = 200_000


@dataclass
class Matcher:
    """Matches text against forgotten digests by hashing its words and word windows.

    ``digests``/``secret`` are the one-key form (tokens as stored: bare hex
    for words, ``p<n>.<tag>:hex`` for phrases); ``sets`` holds digests made
    under further secrets (``keyed_matcher`` builds one set per key id). A
    word is forgotten when its HMAC under any set's secret is among that
    set's words; a phrase of n words when the HMAC of an n-word window of
    the text (normalised words joined by spaces: punctuation, case and line
    breaks ignored) is among that set's n-word phrases. Windows are hashed
    only where the first word's tag is one stored. The mask's own word is
    never a hit on its own, so masked text stays masked.
    """

    digests: frozenset[str] = frozenset()
    secret: bytes = field(default=b"", repr=False)
    sets: tuple[DigestSet, ...] = ()
    _all: tuple[DigestSet, ...] = field(init=False, repr=False, compare=False)
    _phrased: tuple[DigestSet, ...] = field(init=False, repr=False, compare=False)
    _lengths: tuple[int, ...] = field(init=False, repr=False, compare=False)
    _seen: dict[str, bool] = field(default_factory=dict, init=False, repr=False, compare=False)
    # Raw token -> forgotten?, so a word seen again costs one dict lookup, not a
    # normalisation and an HMAC (scrubbing hashes millions of words).
    _raw: dict[str, bool] = field(default_factory=dict, init=False, repr=False, compare=False)
    # (set, normalised word) -> the phrase lengths that may start at it
    _starts: dict[tuple[int, str], tuple[int, ...]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    def __post_init__(self) -> None:
        own = (DigestSet.of(self.secret, self.digests),) if self.digests else ()
        self._all = own + tuple(self.sets)
        self._phrased = tuple(s for s in self._all if s.phrases)
        self._lengths = tuple(sorted({n for s in self._all for n in s.phrases}))

    @property
    def phrase_lengths(self) -> tuple[int, ...]:
        return self._lengths

    def _forgotten(self, word: str) -> bool:
        hit = self._seen.get(word)
        if hit is None:
            hit = word != MASK_WORD and any(
                s.words and digest(word, s.secret) in s.words for s in self._all
            )
            if len(self._seen) > _CACHE_MAX:
                self._seen.clear()
            self._seen[word] = hit
        return hit

    def _token(self, token: str) -> bool:
        hit = self._raw.get(token)
        if hit is None:
            hit = self._forgotten(normalise(token))
            if len(self._raw) > _CACHE_MAX:
                self._raw.clear()
            self._raw[token] = hit
        return hit

    def _lengths_from(self, i: int, s: DigestSet, word: str) -> tuple[int, ...]:
        got = self._starts.get((i, word))
        if got is None:
            tagged = s.starts.get(first_word_tag(word, s.secret), ()) if s.starts else ()
            got = tuple(sorted({*tagged, *s.untagged}))
            if len(self._starts) > _CACHE_MAX:
                self._starts.clear()
            self._starts[(i, word)] = got
        return got

    def spans(self, text: str) -> list[tuple[int, int]]:
        """Every hit as a character span: each forgotten word, each whole phrase window."""
        tokens = list(WORD.finditer(text))
        out = [(m.start(), m.end()) for m in tokens if self._token(m.group(0))]
        if not self._phrased or len(tokens) < self._lengths[0]:
            return out
        norm = [normalise(m.group(0)) for m in tokens]
        for i, s in enumerate(self._phrased):
            for at, word in enumerate(norm):
                for n in self._lengths_from(i, s, word):
                    if at + n > len(norm) or n not in s.phrases:
                        continue
                    if _hmac(s.secret, " ".join(norm[at : at + n])) in s.phrases[n]:
                        out.append((tokens[at].start(), tokens[at + n - 1].end()))
        return out

    def hits(self, text: str) -> int:
        if not self._lengths:
            return sum(map(self._token, WORD.findall(text)))
        return len(self.spans(text))

    def mentions(self, text: str) -> bool:
        if any(map(self._token, WORD.findall(text))):
            return True
        return bool(self._lengths) and bool(self.spans(text))

    def mask(self, text: str) -> str:
        """Each forgotten word, and each whole forgotten phrase span, becomes the mask."""
        if not self._lengths:
            return WORD.sub(lambda m: MASK if self._token(m.group(0)) else m.group(0), text)
        # A phrase that holds the mask's own word can match again once masked:
        # each round shortens the text by at least one word, so it ends.
        while True:
            spans = _merge(self.spans(text))
            if not spans:
                return text
            parts: list[str] = []
            at = 0
            for s, e in spans:
                parts += [text[at:s], MASK]
                at = e
            text = "".join(parts) + text[at:]


def _merge(spans: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for s, e in sorted(spans):
        if out and s < out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
    return out


def matcher(digests: Iterable[str], secret: bytes) -> Matcher | None:
    """A one-key matcher from stored tokens (bare hex words, ``p<n>.<tag>:hex`` phrases)."""
    ds = frozenset(digests)
    return Matcher(digests=ds, secret=secret) if ds else None


def _secrets_for(
    key_ids: Iterable[str], keyring: Keyring | Mapping[str, bytes]
) -> dict[str, bytes]:
    held = keyring.secrets if isinstance(keyring, Keyring) else keyring
    ids = set(key_ids)
    missing = [k for k in ids if k not in held]
    if missing:
        # Failing closed: without the secret those words would be un-forgotten.
        raise UnknownKeyId(missing)
    return {k: held[k] for k in ids}


def _sets(
    digests: Iterable[StoredDigest], keyring: Keyring | Mapping[str, bytes]
) -> tuple[DigestSet, ...]:
    by_id: dict[str, list[StoredDigest]] = {}
    for d in digests:
        by_id.setdefault(d.key_id, []).append(d)
    secrets = _secrets_for(by_id, keyring)
    return tuple(DigestSet.of(secrets[k], by_id[k]) for k in sorted(by_id))


def keyed_matcher(
    digests: Iterable[StoredDigest], keyring: Keyring | Mapping[str, bytes]
) -> Matcher | None:
    """A matcher for digests made under several key ids, each hashed under its own secret.

    Raises ``UnknownKeyId`` when a digest's key id is not in the keyring.
    None when there is nothing to match.
    """
    sets = _sets(digests, keyring)
    return Matcher(sets=sets) if sets else None


@dataclass
class SeqMask:
    """Masks a stored message's forgotten words only when it is not newer than the forget.

    A word forgotten at ``forget_seq`` is hidden in every message up to that
    seq; said again later, it is new information and the model may see it.
    Text of unknown age (``seq is None``) is masked against every forget.
    """

    layers: list[tuple[int, Matcher]]  # ascending cutoffs; digests forgotten at >= cutoff

    def for_seq(self, seq: int | None) -> Matcher | None:
        if seq is None:
            return self.layers[0][1]
        for cutoff, m in self.layers:
            if cutoff >= seq:
                return m
        return None

    def __call__(self, seq: int | None, text: str) -> str:
        m = self.for_seq(seq)
        return m.mask(text) if m is not None else text

    def mentions(self, seq: int | None, text: str) -> bool:
        m = self.for_seq(seq)
        return m is not None and m.mentions(text)


def _layers(
    pairs: Iterable[tuple[T, int]], build: Callable[[frozenset[T]], Matcher]
) -> SeqMask | None:
    by_cutoff: dict[int, set[T]] = {}
    for d, cutoff in pairs:
        by_cutoff.setdefault(cutoff, set()).add(d)
    layers: list[tuple[int, Matcher]] = []
    newer: set[T] = set()
    for cutoff in sorted(by_cutoff, reverse=True):
        newer |= by_cutoff[cutoff]
        layers.append((cutoff, build(frozenset(newer))))
    layers.reverse()
    return SeqMask(layers=layers) if layers else None


def seq_mask(pairs: Iterable[tuple[str, int]], secret: bytes) -> SeqMask | None:
    """``pairs`` are (stored token, forget_seq) under one secret.

    None when nothing was forgotten.
    """
    return _layers(pairs, lambda ds: Matcher(digests=ds, secret=secret))


def keyed_seq_mask(
    pairs: Iterable[tuple[StoredDigest, int]], keyring: Keyring | Mapping[str, bytes]
) -> SeqMask | None:
    """``seq_mask`` for digests under several key ids; None when nothing was forgotten.

    Raises ``UnknownKeyId`` like ``keyed_matcher``.
    """
    pairs = list(pairs)
    _secrets_for({d.key_id for d, _ in pairs}, keyring)
    return _layers(pairs, lambda ds: Matcher(sets=_sets(ds, keyring)))


# --- re-keying from text still stored -----------------------------------------------


@dataclass(frozen=True)
class RekeyResult:
    """``rekeyed``: old digest → the same term's digest under the target key id.
    ``left``: digests whose word or phrase no text held; they keep their key id,
    whose secret must stay in the keyring."""

    rekeyed: dict[StoredDigest, StoredDigest]
    left: tuple[StoredDigest, ...]


class Rekeyer:
    """Re-keys stored digests from the words of texts still stored (the message log).

    A digest under an old key id is replaced by one under ``to_key_id``
    (the keyring's current id by default) when a fed text holds its word or
    phrase: the text's words are hashed under the old secret, and where
    they match, under the new one. Feed texts in batches; stop once
    ``pending`` is 0. The plaintext lives only inside ``feed``.
    """

    def __init__(
        self, digests: Iterable[StoredDigest], keyring: Keyring, to_key_id: str | None = None
    ) -> None:
        self._to = to_key_id or keyring.current
        self._new_secret = keyring.secret(self._to)
        todo = [d for d in set(digests) if d.key_id != self._to]
        self._old = _secrets_for({d.key_id for d in todo}, keyring)
        # (key id, n) -> {hex: digest}
        self._pending: dict[tuple[str, int], dict[str, StoredDigest]] = {}
        for d in todo:
            self._pending.setdefault((d.key_id, d.n), {})[d.value] = d
        self._done: dict[StoredDigest, StoredDigest] = {}

    @property
    def pending(self) -> int:
        return sum(map(len, self._pending.values()))

    def feed(self, text: str) -> int:
        """Hash one text's words and windows; returns how many digests it re-keyed."""
        if not self._pending:
            return 0
        norm = words_of(text)
        found = 0
        for (kid, n), wanted in list(self._pending.items()):
            old = self._old[kid]
            if n == 1:
                terms: Iterable[str] = set(norm)
            else:
                terms = {" ".join(norm[i : i + n]) for i in range(len(norm) - n + 1)}
            for term in terms:
                h = digest(term, old) if n == 1 else _hmac(old, term)
                d = wanted.pop(h, None)
                if d is None:
                    continue
                if n == 1:
                    self._done[d] = StoredDigest(self._to, 1, digest(term, self._new_secret))
                else:
                    self._done[d] = _phrase(term.split(" "), self._new_secret, self._to)
                found += 1
            if not wanted:
                del self._pending[(kid, n)]
        return found

    def result(self) -> RekeyResult:
        left = sorted(d for wanted in self._pending.values() for d in wanted.values())
        return RekeyResult(rekeyed=dict(self._done), left=tuple(left))


# --- redaction (the summary rewritten without forgotten words) --------------

REDACTION_INSTRUCTIONS = (
    "You edit a memory summary kept for a chat assistant. At the user's request some "
    f"details were forgotten; each appears in the text as {MASK}. Rewrite the summary so "
    f"that it no longer contains {MASK} and says nothing about what was forgotten: drop "
    "or reword every sentence that depended on it, and keep everything else as it was. "
    'Answer with a JSON object only: {"summary": "..."}.'
)


def redaction_prompt(masked_summary: str, broken: str | None = None) -> list[dict[str, str]]:
    """The prompt for a redaction rewrite.

    The model is shown the summary already masked: a rewriter can't put back
    a word it was never shown, and the words are never sent on their own.
    """
    user = "Summary to rewrite:\n" + masked_summary
    if broken:
        user += "\n\nYour previous answer was refused: " + broken.rstrip(". ") + ". Try once more."
    return [
        {"role": "system", "content": REDACTION_INSTRUCTIONS},
        {"role": "user", "content": user},
    ]


def parse_redaction(content: str) -> str | None:
    """The rewritten summary from the model's answer, or None when it is not the agreed JSON."""
    text = content.strip()
    if text.startswith("```"):
        text = text.strip("`")
        text = text[text.find("{") :] if "{" in text else text
    try:
        data = json.loads(text)
    except ValueError:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("summary"), str):
        return None
    summary: str = data["summary"]
    return summary.strip()


def is_clean(text: str, m: Matcher | None) -> bool:
    """Verified by hashing every word: no forgotten word and no mask left behind."""
    if MASK in text:
        return False
    return m is None or m.hits(text) == 0


def _kept_sentences(text: str, m: Matcher | None, sep: str | None) -> tuple[str, int]:
    """Drop every sentence that mentions a forgotten word or phrase, or holds a mask.

    The kept sentences are joined with ``sep`` (or the whitespace that
    followed each in the text). A phrase can run across two sentences that
    are each clean ("... the car. Savings ..."), or across the seam left by
    a dropped one: the joined text is checked again and the sentences such
    a hit touches go too, until it is clean.
    """
    spans = sentence_spans(text)
    keep = [MASK not in text[s:e] and (m is None or not m.mentions(text[s:e])) for s, e in spans]
    while True:
        parts: list[str] = []
        placed: list[tuple[int, int, int]] = []  # (start, end) in the output, sentence index
        at = 0
        kept = [i for i, k in enumerate(keep) if k]
        for j, i in enumerate(kept):
            s, e = spans[i]
            parts.append(text[s:e])
            placed.append((at, at + e - s, i))
            at += e - s
            if j + 1 < len(kept):
                gap = sep if sep is not None else text[e : spans[i + 1][0]]
                parts.append(gap)
                at += len(gap)
        out = "".join(parts)
        hits = m.spans(out) if m is not None and m.phrase_lengths else []
        if not hits:
            return out, len(spans) - len(kept)
        for hs, he in hits:
            for ps, pe, i in placed:
                if ps < he and hs < pe:
                    keep[i] = False


def drop_sentences(text: str, m: Matcher | None) -> str:
    """A rewrite with no model: every sentence that mentions a forgotten word or a mask goes.

    The kept sentences are joined by single spaces.
    """
    return _kept_sentences(text, m, " ")[0]


def drop_forgotten_sentences(text: str, m: Matcher | None) -> tuple[str, int]:
    """A candidate summary without the sentences that mention something forgotten.

    Such a sentence is dropped whole, never masked ("The user's [forgotten]
    is [forgotten]." says what was forgotten). A sentence holding a mask goes
    too. Returns the kept text (line breaks and spacing between kept
    sentences as they were) and how many sentences were dropped.
    """
    return _kept_sentences(text, m, None)


def mask_json(value: object, m: Matcher) -> object:
    """Masks every string inside a JSON value (recorded prompts, shadow records, audit diffs)."""
    if isinstance(value, str):
        return m.mask(value)
    if isinstance(value, list):
        return [mask_json(v, m) for v in value]
    if isinstance(value, dict):
        return {m.mask(str(k)): mask_json(v, m) for k, v in value.items()}
    return value


def json_hits(value: object, m: Matcher) -> int:
    if isinstance(value, str):
        return m.hits(value)
    if isinstance(value, list):
        return sum(json_hits(v, m) for v in value)
    if isinstance(value, dict):
        return sum(json_hits(k, m) + json_hits(v, m) for k, v in value.items())
    return 0


# --- free text typed beside a forget (reasons) --------------------------------------


@dataclass(frozen=True)
class MaskedText:
    text: str
    masked: int  # how many words or phrase spans became the mask


def mask_reason(reason: str, against: ForgetTerms | Matcher | None) -> MaskedText:
    """A reason as it may be stored: every forgotten word and phrase masked.

    Run before a reason typed beside a forget is stored (and beside any
    later action on it, against the account's digests). "forget my wife's
    name Ngozi" is stored as "forget my [forgotten] name [forgotten]". The
    reason is masked, not refused: a forget must never wait on how support
    worded it, and the mask shows a reader that something was removed.
    Against ``ForgetTerms`` the terms are hashed under a one-off secret
    that dies with the call; ``maybe`` names are masked too (over-masking a
    reason costs nothing).
    """
    if against is None:
        return MaskedText(reason, 0)
    if isinstance(against, ForgetTerms):
        secret = _random.token_bytes(32)
        every = ForgetTerms(words=against.words + against.maybe, phrases=against.phrases)
        found = matcher((d.token for d in make_digests(every, Keyring.single("x", secret))), secret)
        if found is None:
            return MaskedText(reason, 0)
        against = found
    count = len(_merge(against.spans(reason)))
    return MaskedText(against.mask(reason) if count else reason, count)
