"""Re-keying forgotten-word digests to the current HMAC key id (``manage.py forget_rekey``).

A keyed hash can't be moved to a new secret without its word, and the word
is stored nowhere. The one sound source is text still stored: the message
log, never deleted. ``Rekeyer`` hashes each message's words (and word
windows) under the old secret; where they match a digest, the same term is
hashed under the current key and the row moves to it. A digest whose word
or phrase no message holds (a note the model wrote, a word support added)
keeps its old key id, and that id's secret must stay in the keyring.

``ForgetRequest.word_hashes`` stays as it was filed (the request's record);
``ForgottenWord`` rows are what every matcher reads, and what moves.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from django.db import transaction
from django.db.models import Count

from accounts.audit import audit_write
from accounts.forgotten import hmac_keyring, stored_digest
from accounts.models import Account, ForgottenWord, Message
from memoryadmin.engine.forgetting import Rekeyer, StoredDigest

# Messages are read this many at a time.
FEED_BATCH = 500


@dataclass
class AccountRekey:
    """What re-keying one account did (or would do): counts and key ids, never a word."""

    external_id: str
    rows: int = 0  # rows under an old key id before
    rekeyed: int = 0  # rows moved to the current key id
    left: Counter[str] = field(default_factory=Counter)  # rows left, per old key id
    no_secret: Counter[str] = field(default_factory=Counter)  # rows whose key id lacks a secret
    messages_read: int = 0

    def as_audit(self) -> dict[str, Any]:
        return {
            "rows_under_old_keys": self.rows,
            "rekeyed": self.rekeyed,
            "left": dict(self.left),
            "no_secret": dict(self.no_secret),
            "messages_read": self.messages_read,
        }


def _old_rows(account: Account, current: str) -> list[tuple[int, str, str]]:
    return list(
        ForgottenWord.objects.filter(account=account)
        .exclude(key_id=current)
        .values_list("pk", "digest", "key_id")
        .order_by("pk")
    )


def _feed(rekeyer: Rekeyer, account: Account) -> int:
    """Feed the account's messages, oldest first, until nothing is pending. Returns how many."""
    read = 0
    last = 0
    while rekeyer.pending:
        batch = list(
            Message.objects.filter(account=account, pk__gt=last)
            .order_by("pk")
            .values_list("pk", "content")[:FEED_BATCH]
        )
        if not batch:
            break
        for pk, content in batch:
            last = pk
            read += 1
            if content and rekeyer.feed(content) and not rekeyer.pending:
                break
    return read


def rekey_account(*, account: Account, dry_run: bool = False) -> AccountRekey:
    """Move the account's digests under old key ids to the current one, where the log allows."""
    keyring = hmac_keyring()
    report = AccountRekey(external_id=account.external_id)
    rows = _old_rows(account, keyring.current)
    report.rows = len(rows)
    if not rows:
        return report
    by_digest: dict[StoredDigest, list[int]] = {}
    for pk, token, key_id in rows:
        if key_id not in keyring:
            report.no_secret[key_id] += 1
            continue
        by_digest.setdefault(stored_digest(token, key_id), []).append(pk)
    if by_digest:
        rekeyer = Rekeyer(by_digest, keyring)
        report.messages_read = _feed(rekeyer, account)
        result = rekeyer.result()
        for d in result.left:
            report.left[d.key_id] += len(by_digest[d])
        moves = [(by_digest[old], new) for old, new in result.rekeyed.items()]
        report.rekeyed = sum(len(pks) for pks, _ in moves)
        if not dry_run and moves:
            with transaction.atomic():
                # Ordered with forgets of the same account (they lock the account row too).
                Account.objects.select_for_update().filter(pk=account.pk).exists()
                for pks, new in moves:
                    ForgottenWord.objects.filter(pk__in=pks).update(
                        digest=new.token, key_id=new.key_id
                    )
    for key_id, n in report.no_secret.items():
        report.left[key_id] += n
    return report


def rekey(
    *, actor: str, reason: str, account: Account | None = None, dry_run: bool = False
) -> list[AccountRekey]:
    """Re-key every account with digests under an old key id (or one account). Audited per
    account that changed, with counts and key ids only; a dry run changes and audits nothing."""
    current = hmac_keyring().current
    if account is not None:
        accounts = [account]
    else:
        ids = (
            ForgottenWord.objects.exclude(key_id=current)
            .order_by()
            .values_list("account_id", flat=True)
            .distinct()
        )
        accounts = list(Account.objects.filter(pk__in=list(ids)).order_by("pk"))
    reports: list[AccountRekey] = []
    for acct in accounts:
        report = rekey_account(account=acct, dry_run=dry_run)
        reports.append(report)
        if not dry_run and report.rows:
            audit_write(
                actor=actor,
                action="forget.rekey",
                target=acct.external_id,
                reason=reason,
                before={"current_key_id": current},
                after={"current_key_id": current, **report.as_audit()},
                project=acct.project_id,
            )
    return reports


def digests_per_key_id() -> dict[str, int]:
    """Stored digests per key id, over every account (what the keyring must still hold)."""
    rows = ForgottenWord.objects.values("key_id").order_by().annotate(n=Count("id"))
    return {row["key_id"]: row["n"] for row in rows}
