"""Compaction tasks: a periodic scan, and one run per account by id.

The run task is safe to deliver twice (late acks, requeue on a lost worker):
the lease and the compare-and-set in ``accounts.compaction.run`` make a second
delivery either do the batch again or write nothing.
"""

from __future__ import annotations

from celery import shared_task
from django.conf import settings
from django.db import transaction

from accounts import clock
from accounts.compaction import pause
from accounts.compaction.run import compaction_run
from accounts.compaction.selectors import accounts_due
from memoryadmin.ops.metrics import record_compaction


@shared_task(name="accounts.compaction.run", ignore_result=True, acks_late=True)
def compaction_run_task(account_id: int, manual: bool = False) -> str:
    """One run; its outcome counted for ``/metrics`` (a fault as ``error``)."""
    try:
        outcome = compaction_run(account_id=account_id, manual=manual).outcome
    except Exception:
        record_compaction(outcome="error")
        raise
    record_compaction(outcome=outcome)
    return outcome


@shared_task(name="accounts.compaction.scan", ignore_result=True)
def compaction_scan() -> int:
    """Queue a run for every due account; returns how many were queued (none while paused)."""
    if pause.paused() is not None:
        return 0
    ids = accounts_due(now=clock.now())
    for account_id in ids:
        enqueue_run(account_id)
    return len(ids)


def enqueue_run(account_id: int, *, manual: bool = False) -> None:
    """Queue once the surrounding transaction commits, so the worker sees what it wrote.

    Robust: with the broker down what was committed stays committed (the scan
    queues a due account again once the broker is back).
    """
    transaction.on_commit(lambda: compaction_run_task.delay(account_id, manual), robust=True)


def run_now_or_queue(account_id: int) -> str:
    """For ``POST /compact``: synchronous where tasks run eagerly, else queued.

    With the broker unreachable this raises kombu's OperationalError: the API
    answers 503 (nothing was queued, the caller retries).
    """
    if settings.CELERY_TASK_ALWAYS_EAGER:
        outcome: str = compaction_run_task.apply(args=(account_id, True)).get()
        return outcome
    compaction_run_task.delay(account_id, True)
    return "queued"
