"""Claiming an account for a compaction run: one statement on PostgreSQL that also reads
the batch and the forgotten-word digests (``_claim_returning``), the ORM elsewhere.

Split from ``run.py``; ``RunResult`` lives here so both can answer it.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta

import orjson
from django.conf import settings
from django.db import connection
from django.db.models import Q

from accounts import clock, sql
from accounts.compaction.config import lease_seconds
from accounts.compaction.selectors import ACTIVE_MODES
from accounts.forgotten import digest_rows, digests_json, stored_digest
from accounts.messages.selectors import stored_from_json, window_json, window_select
from accounts.models import Account, Message
from accounts.prepared import prepared_cursor
from accounts.rollout.selectors import rollout_resolve
from memoryadmin.engine.forgetting import (
    StoredDigest,
)
from memoryadmin.engine.types import StoredMessage

log = logging.getLogger("memory.compaction")


@dataclass(frozen=True)
class RunResult:
    outcome: str  # accepted | rejected | failed | stale | nothing_to_do | busy | disabled
    batch_id: int | None = None
    detail: str = ""


def compaction_claim(
    *, account_id: int, worker: str, now: datetime, manual: bool, seen: Account | None = None
) -> bool:
    """Take the account's lease; True only if this call changed the row.

    With ``seen`` (the row as the caller read it) the row must also still hold
    the lease holder, coverage, summary version and failure count read there:
    then that read is the row as claimed, and the run need not read it again.
    """
    qs = Account.objects.filter(pk=account_id).filter(
        Q(compaction_claimed_until__isnull=True) | Q(compaction_claimed_until__lt=now)
    )
    if seen is not None:
        qs = qs.filter(
            compaction_claimed_by=seen.compaction_claimed_by,
            covered_through_seq=seen.covered_through_seq,
            summary_version=seen.summary_version,
            compaction_failures=seen.compaction_failures,
        )
    if not manual:
        qs = qs.filter(compaction_stuck=False).filter(
            Q(compaction_next_attempt_at__isnull=True) | Q(compaction_next_attempt_at__lte=now)
        )
    taken = qs.update(
        compaction_claimed_by=worker,
        compaction_claimed_until=now + timedelta(seconds=lease_seconds()),
    )
    return taken == 1


_ACCOUNT = sql.table(Account)
_ACCOUNT_FIELDS = [f.attname for f in Account._meta.concrete_fields]
_CLAIM_SQL = f"""
WITH c AS (
    UPDATE {_ACCOUNT} AS a
    SET compaction_claimed_by = %(worker)s, compaction_claimed_until = %(until)s
    FROM (SELECT id, compaction_claimed_by FROM {_ACCOUNT} WHERE id = %(id)s FOR UPDATE) AS b
    WHERE a.id = %(id)s AND a.id = b.id
        AND (a.compaction_claimed_until IS NULL OR a.compaction_claimed_until < %(now)s)
        AND (%(manual)s OR (NOT a.compaction_stuck AND (
            a.compaction_next_attempt_at IS NULL OR a.compaction_next_attempt_at <= %(now)s)))
    RETURNING b.compaction_claimed_by AS held_by, {sql.columns(Account, _ACCOUNT_FIELDS, alias="a")}
)
SELECT c.*,
    (SELECT json_agg({window_json("m")} ORDER BY m.seq DESC)::text
        FROM (SELECT {window_select()} FROM {sql.table(Message)} WHERE account_id = %(id)s
              ORDER BY seq DESC LIMIT %(newest)s) m),
    {digests_json("%(id)s")},
    -- This transaction (the claim and the batch it opens) commits without waiting for
    -- the disk, when it is a transaction of its own: see _claim_returning.
    CASE WHEN %(own_transaction)s THEN set_config('synchronous_commit', 'off', true) END
FROM c
"""


@dataclass(frozen=True)
class _Claimed:
    """The account as the claim left it, and what the run reads of it before the model call."""

    account: Account
    lost_lease: bool  # the lease taken over was left behind by a lost worker
    # Read in the claim's statement (PostgreSQL); None: the run reads them itself.
    newest: list[StoredMessage] | None = None
    digests: list[tuple[StoredDigest, int]] | None = None


def _claim_returning(*, account_id: int, worker: str, manual: bool) -> _Claimed | None:
    """PostgreSQL: take the lease and read the row as claimed in one statement, with the
    newest messages (what ``batch_messages`` reads first) and the forgotten-word digests.

    The same conditions as ``compaction_claim``; the row comes back as the
    UPDATE left it, with the holder it had before (``b``, read under the row
    lock), so no read before or after is needed. None when nothing was
    claimed (or not on PostgreSQL): ``_claim_as_read`` then says why.

    The claim's transaction commits asynchronously (``synchronous_commit`` off
    for it alone): it is visible to every other session at once, as any commit,
    but PostgreSQL does not wait for its WAL to reach the disk. All it writes is
    bookkeeping a crash may lose without harm: a lease (lost, the account is
    simply free, and two runs racing are what the compare-and-set is for) and a
    running batch (lost, the run's own write finds no batch and fails, and
    nothing else was written). What a run decides (summary, coverage, attempts,
    facts) commits in the second transaction, durably, as before. Inside a
    caller's transaction (one block more than the run's own) nothing changes.
    """
    if connection.vendor != "postgresql":
        return None
    now = clock.now()
    params = {
        "id": account_id,
        "worker": worker,
        "now": now,
        "until": now + timedelta(seconds=lease_seconds()),
        "manual": manual,
        "newest": int(settings.MEMORY_WINDOW_MAX_MESSAGES),
        # Not inside a caller's transaction, whose other writes must stay durable.
        "own_transaction": len(connection.atomic_blocks) == 1,
    }
    with prepared_cursor() as cursor:
        cursor.execute(_CLAIM_SQL, params)
        row = cursor.fetchone()
    if row is None:
        return None
    n = len(_ACCOUNT_FIELDS)
    before, values, (newest, digests, _) = row[0], row[1 : n + 1], row[n + 1 :]
    return _Claimed(
        account=Account.from_db(connection.alias, _ACCOUNT_FIELDS, values),
        lost_lease=bool(before),
        newest=[stored_from_json(r) for r in orjson.loads(newest or "[]")],
        digests=[(stored_digest(d, kid), seq) for d, kid, seq in digest_rows(digests)],
    )


def _claim_as_read(*, account_id: int, worker: str, manual: bool) -> RunResult | _Claimed:
    """Read the account and take its lease on the row exactly as read: one read, one UPDATE.

    The row read is then the row claimed, with no second read. When the claim
    misses because the row moved between the read and the UPDATE (a run
    finished just then), read and try once more; a second miss is a lease held
    or a backoff running. Also says whether the lease taken over was left
    behind by a lost worker (every run clears its own).
    """
    busy = RunResult("busy", detail="another worker holds the account, or it is backing off")
    for _ in range(2):
        account = Account.objects.filter(pk=account_id).first()
        if account is None:
            return RunResult("nothing_to_do", detail="no such account")
        if rollout_resolve(account=account).mode not in ACTIVE_MODES:
            return RunResult("disabled", detail="memory is disabled for this account")
        now = clock.now()
        if compaction_claim(
            account_id=account_id, worker=worker, now=now, manual=manual, seen=account
        ):
            lost_lease = bool(account.compaction_claimed_by)
            # What the UPDATE wrote, so the instance is the row as it now stands.
            account.compaction_claimed_by = worker
            account.compaction_claimed_until = now + timedelta(seconds=lease_seconds())
            return _Claimed(account=account, lost_lease=lost_lease)
    return busy
