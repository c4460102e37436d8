"""Operators' compaction actions: retry now, skip the batch, and both in bulk. Each audited.

The run itself (claim, batch, call, judge, write) is ``accounts.compaction.run``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.db import transaction

from accounts import clock
from accounts.audit import actor_name, audit_write, require_reason
from accounts.compaction.run import progress_fields
from accounts.compaction.selectors import batch_messages
from accounts.compaction.tasks import enqueue_run
from accounts.errors import InvalidInput
from accounts.models import Account, CompactionBatch, SummaryVersion
from accounts.summary import summary_write


def _state(account: Account) -> dict[str, Any]:
    return {
        "covered_through_seq": account.covered_through_seq,
        "summary_version": account.summary_version,
        "failures": account.compaction_failures,
        "stuck": account.compaction_stuck,
        "next_attempt_at": account.compaction_next_attempt_at.isoformat()
        if account.compaction_next_attempt_at
        else None,
    }


def compaction_retry_now(*, account: Account, actor: Any, reason: str) -> Account:
    """Clear the stuck flag and the backoff, and queue a run now."""
    reason = require_reason(reason)
    if not account.compaction_stuck and not batch_messages(account=account, now=clock.now()):
        raise InvalidInput("Nothing to retry: no batch is waiting and the account is not stuck.")
    before = _state(account)
    with transaction.atomic():
        Account.objects.filter(pk=account.pk).update(
            compaction_stuck=False, compaction_failures=0, compaction_next_attempt_at=None
        )
        account.refresh_from_db()
        audit_write(
            actor=actor,
            action="compaction.retry",
            target=account.external_id,
            reason=reason,
            before=before,
            after=_state(account),
            project=account.project_id,
        )
        enqueue_run(account.pk, manual=True)
    return account


def compaction_skip(*, account: Account, actor: Any, reason: str) -> CompactionBatch | None:
    """Move coverage past the pending batch without summarising it; the summary stays.

    Those messages drop out of memory (they stay in the message log).
    """
    reason = require_reason(reason)
    now = clock.now()
    messages = batch_messages(account=account, now=now)
    if not messages:
        raise InvalidInput("There is no batch waiting to skip.")
    before = _state(account)
    with transaction.atomic():
        batch = CompactionBatch.objects.create(
            account=account,
            from_seq=messages[0].seq,
            to_seq=messages[-1].seq,
            base_covered_through_seq=account.covered_through_seq,
            status=CompactionBatch.Status.SKIPPED,
            finished_at=now,
            worker=f"skipped by {actor_name(actor)}"[:128],
            error=reason,
        )
        written = summary_write(
            account_id=account.pk,
            expect_version=account.summary_version,
            text=account.summary,
            source=SummaryVersion.Source.SKIP,
            coverage=messages[-1].seq,
            expect={"covered_through_seq": account.covered_through_seq},
            fields=progress_fields(now),
            batch=batch,
        )
        if not written:
            raise InvalidInput("The account changed meanwhile; reload and try again.")
        account.refresh_from_db()
        audit_write(
            actor=actor,
            action="compaction.skip",
            target=account.external_id,
            reason=reason,
            before=before,
            after={**_state(account), "skipped": [messages[0].seq, messages[-1].seq]},
            project=account.project_id,
        )
    return batch


def compaction_bulk(
    *, accounts: Iterable[Account], action: str, actor: Any, reason: str
) -> dict[str, int]:
    """Apply one action to every account the filter matched; count what happened."""
    reason = require_reason(reason)
    done = {"done": 0, "nothing": 0}
    for account in accounts:
        if action not in {"retry", "skip"}:
            raise InvalidInput(f"Unknown action {action!r}.")
        try:
            if action == "retry":
                compaction_retry_now(account=account, actor=actor, reason=reason)
            else:
                compaction_skip(account=account, actor=actor, reason=reason)
            done["done"] += 1
        except InvalidInput:
            done["nothing"] += 1
    return done
