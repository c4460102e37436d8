"""A real Celery worker on Redis runs the redaction; killed mid-call, it loses nothing.

The worker is a subprocess against the pytest PostgreSQL database, logging at
DEBUG into a file. While the model holds its first call the worker is killed;
the scrub already ran (it needs no model), the summary is already masked, and
the sweep sends the lost request to a fresh worker, which finishes it.
Redis and the workers' logs are read for the word at every stage.
"""

from __future__ import annotations

import json
import os
import signal
import time
from collections.abc import Iterator

import pytest
from celery import Celery
from rest_framework.test import APIClient

from accounts.models import ForgetRequest
from memoryadmin.celery import app as project_app
from tests.accounts.forget_helpers import CANARY, canary_rows, haunted_account
from tests.accounts.test_forget_broker import redis_dump
from tests.fakellm import Delay, FakeLLM
from tests.workers import REDIS_URL, Workers, database_url, wait_until

VISIBILITY = 6

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.redis,
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        not REDIS_URL, reason="needs a real Redis broker: set TEST_REDIS_URL (CI sets it)"
    ),
]


@pytest.fixture
def sender() -> Iterator[Celery]:
    """The test process sends to Redis like the web process does when a broker is set."""
    app = Celery("forget-worker-test", set_as_current=True)
    app.conf.update(broker_url=REDIS_URL, task_always_eager=False, task_serializer="json")
    with app.connection_for_write() as conn:
        conn.default_channel.client.flushdb()  # our own Redis db: start from an empty queue
    try:
        yield app
    finally:
        with app.connection_for_write() as conn:
            conn.default_channel.client.flushdb()
        app.close()
        project_app.set_current()


def test_a_worker_killed_mid_redaction_loses_nothing_and_no_word_reaches_redis_or_logs(
    api: APIClient, sender: Celery, celery_workers: Workers
) -> None:
    import redis

    celery_workers.loglevel = "DEBUG"
    start = celery_workers.start
    client = redis.Redis.from_url(REDIS_URL)
    haunted_account()
    with FakeLLM() as llm:
        llm.script = [Delay(60, "never delivered: the worker is dead by then")]
        llm.default = json.dumps({"summary": "He saves for a car every month."})
        env = {
            **os.environ,
            "DATABASE_URL": database_url(),
            "CELERY_BROKER_URL": REDIS_URL,
            "CELERY_VISIBILITY_TIMEOUT": str(VISIBILITY),
            "MEMORY_LLM_BASE_URL": llm.base_url,
            "MEMORY_LLM_API_KEY": "test-key",
            "MEMORY_LLM_MODEL": llm.model,
            "MEMORY_LLM_TIMEOUT": "120",
            "DATABASE_CONN_MAX_AGE": "0",
            "LOG_LEVEL": "DEBUG",
            "MEMORY_FORGET_LOST_AFTER_SECONDS": "2",
        }
        first = start(env)
        r = api.post("/api/v1/accounts/ada/forget", {"key": "wife"}, format="json")
        assert r.status_code == 202
        req = ForgetRequest.objects.get(pk=r.json()["id"])
        wait_until(lambda: len(llm.requests) >= 1, 60, "the worker never called the model")
        assert CANARY.lower() not in llm.prompts_text().lower()  # shown the masked summary
        assert CANARY.lower() not in redis_dump(client).lower()

        os.killpg(first.pid, signal.SIGKILL)  # the machine is gone mid-call
        first.wait(10)
        req.refresh_from_db()
        assert req.status == "redaction_queued"
        # The scrub ran before the model call and the summary was masked at the forget.
        assert canary_rows() == []

        start(env)
        time.sleep(2.5)
        # What beat does every five minutes: the request is seen as lost and sent again.
        sender.send_task("accounts.forget.sweep")

        def finished() -> bool:
            req.refresh_from_db()
            return req.status == "verified_clean"

        wait_until(finished, 60, "the redaction was never done again")
    assert req.attempts == 2
    assert canary_rows() == []
    assert CANARY.lower() not in redis_dump(client).lower()
    text = celery_workers.log_text()
    assert "accounts.forget.redact" in text  # the logs are real, and at DEBUG
    assert CANARY.lower() not in text.lower()
    assert "wife" not in text.lower()
