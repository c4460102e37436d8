"""With a real broker, POST /compact queues the account id and answers 202."""

from __future__ import annotations

import base64
import json
import os
from collections.abc import Iterator
from typing import Any

import pytest
from celery import Celery
from rest_framework.test import APIClient

from memoryadmin.celery import app as project_app
from tests.accounts.compaction_support import account_with, set_mode

REDIS_URL = os.environ.get("TEST_REDIS_URL", "")
pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(
        not REDIS_URL, reason="needs a real Redis broker: set TEST_REDIS_URL (CI sets it)"
    ),
]


@pytest.fixture
def broker_app(settings: Any) -> Iterator[Celery]:
    settings.CELERY_TASK_ALWAYS_EAGER = False
    app = Celery("compaction-broker-test", set_as_current=True)
    app.conf.update(broker_url=REDIS_URL, task_always_eager=False, task_serializer="json")
    try:
        yield app
    finally:
        app.close()
        project_app.set_current()


def test_compact_with_a_broker_queues_the_id_only(
    api: APIClient, broker_app: Celery, settings: Any
) -> None:
    import redis

    settings.MEMORY_WINDOW_TOKENS = 60
    set_mode("enabled")
    acct = account_with("queued", filler=3)
    client = redis.Redis.from_url(REDIS_URL)
    r = api.post("/api/v1/accounts/queued/compact")
    mine = []
    for raw in client.lrange("celery", 0, -1):
        envelope = json.loads(raw)
        if envelope.get("headers", {}).get("task") == "accounts.compaction.run":
            args, kwargs, _ = json.loads(base64.b64decode(envelope["body"]))
            if args and args[0] == acct.pk:
                mine.append((raw, args, kwargs))
    try:
        assert r.status_code == 202 and r.json() == {"outcome": "queued"}
        assert [(a, k) for _, a, k in mine] == [([acct.pk, True], {})]
        acct.refresh_from_db()
        assert acct.covered_through_seq is None  # queued, not run here
    finally:
        for raw, _, _ in mine:
            client.lrem("celery", 1, raw)
