"""Forgotten words as keyed hashes (ENGINE.md section 6).

The plaintext of a forgotten word is persisted nowhere. What is kept is an
HMAC of each word under a secret of its own (a plain hash of a name is easy
to reverse with a list of common names). Later text is matched by hashing
its words, never by comparing with stored words.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

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


def forgettable_words(*, key: str, note: str) -> list[str]:
    """The words that must no longer appear once a fact is forgotten.

    Its key (whole, and its parts: ``wife``, ``mama_tobi`` → mama, tobi), and
    every content word of its note, names included ("Wife is Martha" → wife,
    martha). Erring wide is the safe direction: over-masking loses a little
    context; under-masking breaks "I've forgotten that".
    """
    out: list[str] = []
    key_norm = key.strip().lower()
    candidates = [key_norm, *words_of(key_norm.replace("_", " ").replace("-", " "))]
    candidates += words_of(note)
    for w in candidates:
        # The mask's own word is never forgotten, or masked text would never verify clean.
        if w and w not in STOPWORDS and not w.isdigit() and w != MASK_WORD and w not in out:
            out.append(w)
    return out


def digest(word: str, secret: bytes) -> str:
    return hmac.new(secret, normalise(word).encode(), hashlib.sha256).hexdigest()


@dataclass
class Matcher:
    """Matches text against forgotten-word digests by hashing the text's words."""

    digests: frozenset[str]
    secret: bytes
    _seen: dict[str, bool] = field(default_factory=dict)
    # Raw token -> forgotten?, so a word seen again costs one dict lookup, not a
    # normalisation and an HMAC (scrubbing hashes millions of words).
    _raw: dict[str, bool] = field(default_factory=dict)

    def _forgotten(self, word: str) -> bool:
        hit = self._seen.get(word)
        if hit is None:
            hit = digest(word, self.secret) in self.digests
            self._seen[word] = hit
        return hit

    def _token(self, token: str) -> bool:
        hit = self._raw.get(token)
        if hit is None:
            hit = self._forgotten(normalise(token))
            self._raw[token] = hit
        return hit

    def hits(self, text: str) -> int:
        return sum(map(self._token, WORD.findall(text)))

    def mentions(self, text: str) -> bool:
        return any(map(self._token, WORD.findall(text)))

    def mask(self, text: str) -> str:
        return WORD.sub(lambda m: MASK if self._token(m.group(0)) else m.group(0), text)


def matcher(digests: Iterable[str], secret: bytes) -> Matcher | None:
    ds = frozenset(digests)
    return Matcher(digests=ds, secret=secret) if ds else None


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


def seq_mask(pairs: Iterable[tuple[str, int]], secret: bytes) -> SeqMask | None:
    """``pairs`` are (digest, forget_seq); None when nothing was forgotten."""
    by_cutoff: dict[int, set[str]] = {}
    for d, cutoff in pairs:
        by_cutoff.setdefault(cutoff, set()).add(d)
    layers: list[tuple[int, Matcher]] = []
    newer: set[str] = set()
    for cutoff in sorted(by_cutoff, reverse=True):
        newer |= by_cutoff[cutoff]
        layers.append((cutoff, Matcher(digests=frozenset(newer), secret=secret)))
    layers.reverse()
    return SeqMask(layers=layers) if layers else None


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


def drop_sentences(text: str, m: Matcher | None) -> str:
    """A rewrite with no model: every sentence that mentions a forgotten word or a mask goes."""
    sentences = re.split(r"(?<=[.!?])\s+|\n+", text)
    kept = [
        s.strip()
        for s in sentences
        if s.strip() and MASK not in s and (m is None or not m.mentions(s))
    ]
    return " ".join(kept)


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
