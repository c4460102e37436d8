"""Mass rejection is a fault, not content (ENGINE.md section 9).

A rejected batch moves coverage past its messages: right for one bad batch,
a disaster when every batch is rejected for the same reason (a model that
stopped answering JSON, a rule that misfires), since every account then
loses its memory. So before a rejection moves anything, the recent batches
across accounts are read: when at least ``MEMORY_COMPACTION_PAUSE_MIN_REJECTED``
of them, from at least ``MEMORY_COMPACTION_PAUSE_MIN_ACCOUNTS`` accounts, were
rejected for this same reason within ``MEMORY_COMPACTION_PAUSE_WINDOW_SECONDS``,
and they are at least ``MEMORY_COMPACTION_PAUSE_SHARE`` of the batches finished
there, compaction pauses: this batch moves nothing, no batch runs, the scan
queues nothing, ``/metrics`` shows ``memory_compaction_paused 1`` and the
compaction screen a banner, until an operator resumes it (audited).
"""

from __future__ import annotations

import logging
from datetime import timedelta

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.db import transaction

from accounts import clock
from accounts.audit import actor_name, audit_write
from accounts.compaction.config import conf
from accounts.models import CompactionBatch, CompactionPause

log = logging.getLogger("memory.compaction")

RESUME_ACTION = "compaction.resume"
PAUSE_ACTION = "compaction.pause"


def window() -> timedelta:
    return timedelta(seconds=float(conf("MEMORY_COMPACTION_PAUSE_WINDOW_SECONDS", 600)))


def min_rejected() -> int:
    return int(conf("MEMORY_COMPACTION_PAUSE_MIN_REJECTED", 5))


def min_accounts() -> int:
    return int(conf("MEMORY_COMPACTION_PAUSE_MIN_ACCOUNTS", 3))


def share() -> float:
    return float(conf("MEMORY_COMPACTION_PAUSE_SHARE", 0.5))


def reason_of(why: str) -> str:
    """The reason a batch was rejected, without its particulars: "not JSON", "broke no_balance"."""
    return why.split(":", 1)[0].strip()[:200]


def paused() -> CompactionPause | None:
    """The pause, when compaction is paused."""
    return CompactionPause.objects.filter(pk=1, paused=True).first()


def trips(*, account_id: int, why: str) -> str | None:
    """Whether rejecting one more batch (this account's, for ``why``) is a mass rejection.

    Returns the pause's detail when it is (and records the pause), else None.
    """
    now = clock.now()
    since = now - window()
    # Batches rejected before an operator last resumed are behind us.
    last = CompactionPause.objects.filter(pk=1).values_list("resumed_at", flat=True).first()
    if last is not None and last > since:
        since = last
    reason = reason_of(why)
    recent = CompactionBatch.objects.filter(
        finished_at__gte=since,
        status__in=[CompactionBatch.Status.ACCEPTED, CompactionBatch.Status.REJECTED],
    )
    finished = recent.count() + 1
    rejected = recent.filter(status=CompactionBatch.Status.REJECTED).values_list(
        "account_id", "error"
    )[:5000]
    same = [(a, e) for a, e in rejected if reason_of(e) == reason]
    count = len(same) + 1
    accounts = len({a for a, _ in same} | {account_id})
    if count < min_rejected() or accounts < min_accounts() or count / finished < share():
        return None
    minutes = window().total_seconds() / 60
    detail = (
        f"{count} of the last {finished} batches, across {accounts} accounts, were rejected "
        f"in {minutes:g} minutes for the same reason ({reason}). A fault, not content: "
        "compaction is paused so that no more messages move past memory."
    )
    with transaction.atomic():
        row = CompactionPause.objects.select_for_update().get_or_create(pk=1)[0]
        if not row.paused:
            row.paused, row.reason, row.detail, row.since = True, reason, detail, now
            row.resumed_at, row.resumed_by = None, ""
            row.save()
            audit_write(
                actor="compaction",
                action=PAUSE_ACTION,
                target="compaction",
                reason=detail,
                before={"paused": False},
                after={"paused": True, "reason": reason},
            )
            log.error("compaction paused: %s", detail)
    return detail


def resume(*, actor: str | AbstractBaseUser | AnonymousUser, reason: str) -> CompactionPause:
    """An operator resumes compaction (audited). Resuming what is not paused changes nothing."""
    with transaction.atomic():
        row = CompactionPause.objects.select_for_update().get_or_create(pk=1)[0]
        if row.paused:
            before = {"paused": True, "reason": row.reason, "since": str(row.since)}
            row.paused = False
            row.resumed_at = clock.now()
            audit_write(
                actor=actor,
                action=RESUME_ACTION,
                target="compaction",
                reason=reason,
                before=before,
                after={"paused": False},
            )
            row.resumed_by = actor_name(actor)[:150]
            row.save()
    return row
