"""Re-keying forgotten-word digests from text still stored."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TypeVar

from memoryadmin.engine.forgetting.matching import (
    StoredDigest,
    _hmac,
    _phrase,
    _secrets_for,
    digest,
)
from memoryadmin.engine.forgetting.terms import words_of
from memoryadmin.engine.keyring import Keyring

T = TypeVar("T")
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
