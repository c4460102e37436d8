"""Digests of forgotten words and phrases, and matching later text against them."""

from __future__ import annotations

import hashlib
import hmac
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal, TypeVar

from memoryadmin.engine.forgetting.terms import (
    MASK,
    MASK_WORD,
    WORD,
    ForgetTerms,
    normalise,
    words_of,
)
from memoryadmin.engine.keyring import Keyring, UnknownKeyId

T = TypeVar("T")
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
