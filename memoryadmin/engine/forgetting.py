"""Forgotten words as keyed hashes (ENGINE.md section 6).

The plaintext of a forgotten word is persisted nowhere. What is kept is an
HMAC of each word under a secret of its own (a plain hash of a name is easy
to reverse with a list of common names). Later text is matched by hashing
its words, never by comparing with stored words.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*", re.UNICODE)
MASK = "[forgotten]"

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
        if w and w not in STOPWORDS and not w.isdigit() and w not in out:
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

    def _forgotten(self, word: str) -> bool:
        hit = self._seen.get(word)
        if hit is None:
            hit = digest(word, self.secret) in self.digests
            self._seen[word] = hit
        return hit

    def hits(self, text: str) -> int:
        return sum(1 for w in words_of(text) if self._forgotten(w))

    def mentions(self, text: str) -> bool:
        return any(self._forgotten(w) for w in words_of(text))

    def mask(self, text: str) -> str:
        return WORD.sub(
            lambda m: MASK if self._forgotten(normalise(m.group(0))) else m.group(0), text
        )


def matcher(digests: Iterable[str], secret: bytes) -> Matcher | None:
    ds = frozenset(digests)
    return Matcher(digests=ds, secret=secret) if ds else None
