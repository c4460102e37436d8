"""Forgotten words on the Django side: the HMAC keyring, and each account's digests as a matcher.

Below every concern (it imports only the models and the engine): the forgetting
concern writes forgotten words and reads context and facts, which read them here.

Used by the hot path (masking the replayed window), compaction (dropping
aged-out messages that mention a forgotten word, and candidate sentences
that do), fact screening and every screen that shows text a user or the
model wrote.

Every digest is matched under the key id it was made with
(``ForgottenWord.key_id``), with that id's secret from the keyring
(``settings.MEMORY_AUDIT_HMAC_KEYS``): rotating the secret never
un-forgets. New digests are made under ``MEMORY_AUDIT_HMAC_KEY_ID``. A
digest whose key id the keyring lacks raises ``UnknownKeyId`` rather than
match nothing (the deploy check E025 names it first).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import orjson
from django.conf import settings
from django.db import connection

from accounts import sql
from accounts.models import Account, ForgetRequest, ForgottenWord
from memoryadmin.engine.forgetting import (
    Matcher,
    SeqMask,
    StoredDigest,
    keyed_matcher,
    keyed_seq_mask,
    matcher,
)
from memoryadmin.engine.keyring import KEY_ID, Keyring

__all__ = [
    "Matcher",
    "digest_rows",
    "digests_json",
    "forgotten_digests",
    "forgotten_keyed",
    "hmac_keyring",
    "hmac_secret",
    "hmac_secrets",
    "mask_for",
    "matcher",
    "matcher_for",
    "matchers_for",
    "seq_mask_of",
    "stored_digest",
    "text_mask",
]


def hmac_secrets() -> dict[str, bytes]:
    """Every secret of the keyring by key id (entries the deploy check refuses are left out)."""
    ring: dict[str, str] = settings.MEMORY_AUDIT_HMAC_KEYS
    return {k: str(v).encode() for k, v in ring.items() if v and KEY_ID.fullmatch(k)}


def hmac_keyring() -> Keyring:
    """The keyring new digests are made with: current id ``MEMORY_AUDIT_HMAC_KEY_ID``."""
    secrets = hmac_secrets()
    current = settings.MEMORY_AUDIT_HMAC_KEY_ID
    if current not in secrets:
        raise RuntimeError(
            "MEMORY_AUDIT_HMAC_KEYS holds no secret for MEMORY_AUDIT_HMAC_KEY_ID: "
            "forgetting cannot hash words."
        )
    return Keyring(current=current, secrets=secrets)


def hmac_secret() -> bytes:
    """The current key's secret (the one new forgets are hashed with)."""
    return hmac_keyring().current_secret


def stored_digest(token: str, key_id: str) -> StoredDigest:
    """A ``ForgottenWord`` row's digest as the engine reads it."""
    return StoredDigest.from_token(token, key_id)


def forgotten_keyed(*, account: Account) -> list[tuple[StoredDigest, int]]:
    """Each forgotten digest of the account, with its key id, and the seq of its forget."""
    # The join is filtered by account too: every per-account query names its account.
    rows = ForgottenWord.objects.filter(account=account, request__account=account).values_list(
        "digest", "key_id", "request__forget_seq"
    )
    return [(stored_digest(d, kid), seq) for d, kid, seq in rows]


def digests_json(account: str) -> str:
    """``forgotten_keyed``'s read as a scalar subquery of a hand-written statement (the
    turn's read, compaction's claim): a JSON array of [digest, key id, forget_seq], NULL
    when nothing was forgotten; ``digest_rows`` reads it. ``account`` is the statement's
    SQL for the account's id."""
    word, forget = ForgottenWord, ForgetRequest
    on_account = sql.column(word, "account")
    return (
        "(SELECT json_agg(json_build_array("
        f"{sql.columns(word, ('digest', 'key_id'), alias='fw')}, "
        f"fr.{sql.column(forget, 'forget_seq')}))::text "
        f"FROM {sql.table(word)} fw JOIN {sql.table(forget)} fr "
        f"ON fr.{sql.column(forget, 'id')} = fw.{sql.column(word, 'request')} "
        f"AND fr.{sql.column(forget, 'account')} = fw.{on_account} "
        f"WHERE fw.{on_account} = {account})"
    )


def digest_rows(value: Any) -> list[tuple[str, str, int]]:
    """(stored token, key id, forget_seq) of each digest ``digests_json`` read."""
    rows = orjson.loads(value) if isinstance(value, str | bytes) else value
    return [(d, kid, int(seq)) for d, kid, seq in rows or ()]


def forgotten_digests(*, account: Account) -> list[tuple[str, int]]:
    """Each forgotten digest token of the account with the seq its forget happened at.

    Without the key id: kept for callers of the single-key days. Match with
    ``forgotten_keyed``, which carries it.
    """
    return list(
        ForgottenWord.objects.filter(account=account, request__account=account).values_list(
            "digest", "request__forget_seq"
        )
    )


def seq_mask_of(rows: Iterable[tuple[str, str, int]]) -> SeqMask | None:
    """A per-seq mask from (stored token, key id, forget_seq) rows, over the whole keyring."""
    pairs = [(stored_digest(token, kid), seq) for token, kid, seq in rows]
    return keyed_seq_mask(pairs, hmac_secrets()) if pairs else None


def keyed(rows: Iterable[tuple[str, str]]) -> Matcher | None:
    """A matcher from (stored token, key id) rows, each under its own key; None for no rows."""
    digests = [stored_digest(token, kid) for token, kid in rows]
    return keyed_matcher(digests, hmac_secrets()) if digests else None


_DIGESTS_SQL = (
    f"SELECT {sql.columns(ForgottenWord, ('digest', 'key_id'))} "
    f"FROM {sql.table(ForgottenWord)} WHERE {sql.column(ForgottenWord, 'account')} = %s"
)


def matcher_for(account: Account) -> Matcher | None:
    """One query; None when nothing was ever forgotten for the account.

    Written out rather than compiled by the ORM each time: every compaction run
    reads it after its model call, and a forget reads it at each step.
    """
    with connection.cursor() as cursor:
        cursor.execute(_DIGESTS_SQL, [account.pk])
        return keyed(cursor.fetchall())


def matchers_for(account_ids: Iterable[int]) -> dict[int, Matcher]:
    """One query: a matcher per account that has forgotten anything."""
    ids = list(set(account_ids))
    rows: dict[int, list[tuple[str, str]]] = {}
    if ids:
        for account_id, d, kid in ForgottenWord.objects.filter(account_id__in=ids).values_list(
            "account_id", "digest", "key_id"
        ):
            rows.setdefault(account_id, []).append((d, kid))
    out: dict[int, Matcher] = {}
    for account_id, pairs in rows.items():
        m = keyed(pairs)
        if m is not None:
            out[account_id] = m
    return out


def text_mask(m: Matcher | None) -> Callable[[str], str]:
    """A text with the forgotten words masked: ``m.mask``, or the text as is without ``m``."""
    return m.mask if m is not None else (lambda text: text)


def mask_for(account: Account) -> Callable[[str], str]:
    """The account's text mask, read now (one query)."""
    return text_mask(matcher_for(account))
