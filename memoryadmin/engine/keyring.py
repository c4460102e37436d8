"""The keyring of the forgetting HMAC secret (ENGINE.md section 6, issue 10).

A forgotten word is kept as ``HMAC-SHA256(secret, word)`` and the id of the
key it was made with. The keyring holds every secret still needed (key id →
secret) and the id new forgets use. A matcher hashes later text under each
stored digest's own key id, so rotating the secret (adding a new id and
making it current) never un-forgets.

Why old ids must stay: a keyed hash can't be converted to one under a new
secret without the word, and the word is persisted nowhere. A two-layer
scheme (``HMAC(outer, HMAC(pepper, word))``, rotating only ``outer``) would
need the inner values stored to re-key, and those are themselves keyed
hashes under a secret that never rotates: the rotation would protect
nothing. The one sound source of the words is text still stored, the
message log (the banking record, never deleted): ``forgetting.Rekeyer``
re-hashes its words under the new id when they match an old digest. A
digest whose word or phrase appears in no stored text (a note the model
wrote, a fact key) keeps its old id, and that id's secret stays in the
keyring: ``missing_key_ids`` lists the ids in use that are absent, for the
deploy check.

Changing a secret under an unchanged id silently un-forgets too: every
digest made under that id stops matching. ``key_check`` is a fingerprint of
a secret that can be recorded per id (it reveals nothing usable about the
secret) and compared on start: ``changed_key_ids`` lists ids whose secret
is no longer the one recorded.

Secrets never appear in a repr, an error message or a log line.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field

KEY_ID = re.compile(r"[A-Za-z0-9_.-]{1,32}")  # ForgottenWord.key_id is 32 characters
# Never a word nor a phrase of words (they hold no NUL), so a fingerprint is
# never equal to a stored digest.
_CHECK_INPUT = b"\x00memoryadmin forgetting key check v1"


class KeyringError(ValueError):
    """A keyring that can't be used. The message names key ids, never a secret."""


class UnknownKeyId(KeyError):
    """Digests were made under key ids the keyring does not hold."""

    def __init__(self, key_ids: Iterable[str]) -> None:
        self.key_ids = sorted(set(key_ids))
        super().__init__(f"no secret in the keyring for key id(s): {', '.join(self.key_ids)}")


def _as_bytes(secret: str | bytes) -> bytes:
    # The same encoding as the single setting used so far (str(secret).encode()).
    return secret if isinstance(secret, bytes) else secret.encode()


@dataclass(frozen=True)
class Keyring:
    """Key id → secret, and the id new digests are made under."""

    current: str
    secrets: Mapping[str, bytes] = field(repr=False)

    def __post_init__(self) -> None:
        bad = sorted(k for k in self.secrets if not isinstance(k, str) or not KEY_ID.fullmatch(k))
        if bad:
            raise KeyringError(
                f"key ids are 1 to 32 of A-Z a-z 0-9 _ . -: {', '.join(map(repr, bad))}"
            )
        empty = sorted(k for k, v in self.secrets.items() if not v)
        if empty:
            raise KeyringError(f"empty secret for key id(s): {', '.join(empty)}")
        if self.current not in self.secrets:
            raise KeyringError(f"the current key id {self.current!r} is not in the keyring")
        object.__setattr__(self, "secrets", dict(self.secrets))

    @classmethod
    def single(cls, key_id: str, secret: str | bytes) -> Keyring:
        """The keyring of the one-secret settings (MEMORY_AUDIT_HMAC_KEY and _KEY_ID)."""
        return cls(current=key_id, secrets={key_id: _as_bytes(secret)})

    @property
    def current_secret(self) -> bytes:
        return self.secrets[self.current]

    def secret(self, key_id: str) -> bytes:
        try:
            return self.secrets[key_id]
        except KeyError:
            raise UnknownKeyId([key_id]) from None

    def __contains__(self, key_id: object) -> bool:
        return key_id in self.secrets

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self.secrets))

    def with_key(self, key_id: str, secret: str | bytes, *, current: bool = True) -> Keyring:
        """A rotation: the new secret added (and made current); every old one kept."""
        if key_id in self.secrets and self.secrets[key_id] != _as_bytes(secret):
            raise KeyringError(
                f"key id {key_id!r} already holds another secret: a new secret needs a new id"
            )
        secrets = {**self.secrets, key_id: _as_bytes(secret)}
        return Keyring(current=key_id if current else self.current, secrets=secrets)


def parse_keyring(raw: str, current: str) -> Keyring:
    """A keyring from a JSON object of key id → secret (``MEMORY_AUDIT_HMAC_KEYS``).

    ``current`` is the id new forgets use (``MEMORY_AUDIT_HMAC_KEY_ID``).
    """
    try:
        data = json.loads(raw)
    except ValueError:
        raise KeyringError("the keyring is not a JSON object of key id to secret") from None
    if not isinstance(data, dict) or not data:
        raise KeyringError("the keyring is not a non-empty JSON object of key id to secret")
    not_text = sorted(str(k) for k, v in data.items() if not isinstance(v, str))
    if not_text:
        raise KeyringError(f"secrets are strings; not for key id(s): {', '.join(not_text)}")
    return Keyring(current=current, secrets={k: _as_bytes(v) for k, v in data.items()})


def missing_key_ids(in_use: Iterable[str], keyring: Keyring | Mapping[str, bytes]) -> list[str]:
    """Key ids stored digests were made under that the keyring lacks (sorted, unique).

    Non-empty means those digests no longer match anything: their words are
    un-forgotten. The deploy check reports it as an error.
    """
    held = keyring.secrets if isinstance(keyring, Keyring) else keyring
    return sorted({k for k in in_use if k not in held})


def key_check(secret: str | bytes) -> str:
    """A fingerprint of a secret, to record per key id and compare later (32 hex digits)."""
    return hmac.new(_as_bytes(secret), _CHECK_INPUT, hashlib.sha256).hexdigest()[:32]


def changed_key_ids(recorded: Mapping[str, str], keyring: Keyring) -> list[str]:
    """Key ids whose secret in the keyring is not the one fingerprinted in ``recorded``.

    Ids recorded but absent from the keyring are ``missing_key_ids``' business.
    """
    return sorted(
        k
        for k, check in recorded.items()
        if k in keyring.secrets and not hmac.compare_digest(key_check(keyring.secrets[k]), check)
    )
