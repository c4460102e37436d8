"""Two workers on one account write once (PostgreSQL: real concurrent connections)."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest
from django.db import connection

from accounts.compaction.run import compaction_run
from accounts.models import Account, CompactionBatch, SummaryVersion
from tests.accounts.compaction_support import account_with, reply, set_mode
from tests.fakellm import Delay, FakeLLM

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def _race(account_id: int, delays: list[float]) -> list[str]:
    outcomes: list[str] = []
    lock = threading.Lock()

    def worker(start_after: float) -> None:
        time.sleep(start_after)
        try:
            result = compaction_run(account_id=account_id, manual=True)
            with lock:
                outcomes.append(result.outcome)
        finally:
            connection.close()

    threads = [threading.Thread(target=worker, args=(d,)) for d in delays]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    return sorted(outcomes)


@pytest.fixture
def acct(settings: Any) -> Account:
    settings.MEMORY_WINDOW_TOKENS = 60
    set_mode("enabled")
    return account_with("race", filler=3)


def test_two_tasks_racing_on_one_account_write_once(acct: Account, settings: Any) -> None:
    with FakeLLM() as llm:
        settings.MEMORY_LLM = llm.settings()
        llm.default = Delay(0.5, reply("The user sent money to Tobi."))
        outcomes = _race(acct.pk, [0.0, 0.0])
    assert outcomes == ["accepted", "busy"]
    acct.refresh_from_db()
    assert acct.summary_version == 1 and acct.covered_through_seq == 8
    assert SummaryVersion.objects.filter(account=acct).count() == 1
    assert acct.compaction_claimed_by == ""


def test_a_worker_whose_lease_ran_out_mid_call_writes_nothing(acct: Account, settings: Any) -> None:
    # The lease expires while the first worker waits on the model, so a second
    # worker takes the account over: only the compare-and-set stands between them.
    settings.MEMORY_COMPACTION_LEASE_SECONDS = 0.2
    with FakeLLM() as llm:
        settings.MEMORY_LLM = llm.settings()
        llm.default = Delay(1.0, reply("The user sent money to Tobi."))
        outcomes = _race(acct.pk, [0.0, 0.5])
    assert len(llm.requests) == 2  # both really ran the batch
    assert outcomes == ["accepted", "stale"]
    acct.refresh_from_db()
    assert acct.summary_version == 1 and acct.covered_through_seq == 8
    assert SummaryVersion.objects.filter(account=acct).count() == 1
    assert CompactionBatch.objects.filter(status="stale").count() == 1
