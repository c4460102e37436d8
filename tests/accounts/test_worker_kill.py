"""A real Celery worker on Redis, killed with SIGKILL mid-batch, loses nothing.

The worker runs as a subprocess against the pytest PostgreSQL database and a
Redis broker (TEST_REDIS_URL). The fake model holds the first call long
enough to kill the worker while it waits. Afterwards nothing has been applied;
a fresh worker does the batch again, and it is applied exactly once.
"""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterator
from typing import Any

import pytest
from celery import Celery

from accounts.models import CompactionAttempt, CompactionBatch, SummaryVersion
from tests.accounts.compaction_support import account_with, reply, set_mode
from tests.fakellm import Delay, FakeLLM
from tests.workers import REDIS_URL, Workers, database_url, wait_until

LEASE, VISIBILITY, TIME_LIMIT = 3, 8, 6

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        not REDIS_URL, reason="needs a real Redis broker: set TEST_REDIS_URL (CI sets it)"
    ),
]


@pytest.fixture
def broker() -> Iterator[Celery]:
    app = Celery("test-sender", broker=REDIS_URL, set_as_current=False)
    with app.connection_for_write() as conn:
        conn.default_channel.client.flushdb()  # our own Redis db: start from an empty queue
    try:
        yield app
    finally:
        with app.connection_for_write() as conn:
            conn.default_channel.client.flushdb()
        app.close()


def test_a_worker_killed_mid_batch_loses_nothing_and_applies_once(
    settings: Any, broker: Celery, celery_workers: Workers
) -> None:
    settings.MEMORY_WINDOW_TOKENS = 60
    set_mode("enabled")
    acct = account_with("killed", filler=3)
    with FakeLLM() as llm:
        llm.script = [Delay(60, reply("Never delivered: the worker is dead by then."))]
        llm.default = reply("The user sent money to Tobi for school fees.")
        env = {
            **os.environ,
            "DATABASE_URL": database_url(),
            "CELERY_BROKER_URL": REDIS_URL,
            "MEMORY_LLM_BASE_URL": llm.base_url,
            "MEMORY_LLM_API_KEY": "test-key",
            "MEMORY_LLM_MODEL": llm.model,
            "MEMORY_LLM_TIMEOUT": "120",
            "MEMORY_WINDOW_TOKENS": "60",
            "MEMORY_COMPACTION_LEASE_SECONDS": str(LEASE),
            "CELERY_VISIBILITY_TIMEOUT": str(VISIBILITY),
            "CELERY_TASK_TIME_LIMIT": str(TIME_LIMIT * 10),
            "DATABASE_CONN_MAX_AGE": "0",
        }
        first = celery_workers.start(env)
        broker.send_task("accounts.compaction.run", args=[acct.pk, True])
        wait_until(lambda: len(llm.requests) >= 1, 60, "the worker never called the model")
        assert CompactionBatch.objects.filter(account=acct, status="running").count() == 1

        os.killpg(first.pid, signal.SIGKILL)  # the machine is gone: main process and child
        first.wait(10)

        acct.refresh_from_db()
        assert acct.covered_through_seq is None and acct.summary is None
        assert acct.summary_version == 0
        assert not SummaryVersion.objects.filter(account=acct).exists()
        assert not CompactionAttempt.objects.filter(account=acct).exists()
        assert acct.compaction_claimed_until is not None  # the dead worker's lease, running out

        celery_workers.start(env)
        time.sleep(LEASE + 0.5)
        # The unacked task comes back after the visibility timeout; the scan also
        # re-enqueues the account once the dead worker's lease has run out.
        broker.send_task("accounts.compaction.scan")

        def applied() -> bool:
            acct.refresh_from_db()
            return acct.covered_through_seq == 8

        wait_until(applied, 60, "the batch was never done again")
        # Let the redelivered task (visibility timeout) arrive too: it must not apply twice.
        time.sleep(VISIBILITY + 4)

    acct.refresh_from_db()
    assert acct.summary == "The user sent money to Tobi for school fees."
    assert acct.summary_version == 1
    assert SummaryVersion.objects.filter(account=acct).count() == 1
    statuses = sorted(CompactionBatch.objects.filter(account=acct).values_list("status", flat=True))
    assert statuses == ["accepted", "failed"]  # the lost batch closed, the redo applied
    assert CompactionAttempt.objects.filter(account=acct, outcome="accepted").count() == 1
