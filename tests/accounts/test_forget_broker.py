"""What reaches a real Redis broker when a fact is forgotten: the request id, nothing else."""

from __future__ import annotations

import base64
import json
import os
from collections.abc import Iterator
from typing import Any

import pytest
from celery import Celery
from rest_framework.test import APIClient

from accounts.models import ForgetRequest
from memoryadmin.celery import app as project_app
from tests.accounts.forget_helpers import CANARY, canary_rows, haunted_account

REDIS_URL = os.environ.get("TEST_REDIS_URL", "")
pytestmark = [
    pytest.mark.django_db,
    pytest.mark.redis,
    pytest.mark.skipif(
        not REDIS_URL, reason="needs a real Redis broker: set TEST_REDIS_URL (CI sets it)"
    ),
]


@pytest.fixture
def broker_app() -> Iterator[Celery]:
    """A Celery app with a real Redis broker and no worker: messages stay there to read."""
    app = Celery("forget-broker-test", set_as_current=True)
    app.conf.update(
        broker_url=REDIS_URL,
        task_always_eager=False,
        task_serializer="json",
        accept_content=["json"],
        task_ignore_result=True,
    )
    try:
        yield app
    finally:
        app.close()
        project_app.set_current()


def redis_dump(client: Any) -> str:
    """Every key of the broker's database and everything stored under it, as one string."""
    parts: list[str] = []
    for key in client.scan_iter():
        kind = client.type(key).decode()
        parts.append(key.decode(errors="replace"))
        if kind == "string":
            values = [client.get(key)]
        elif kind == "list":
            values = client.lrange(key, 0, -1)
        elif kind == "hash":
            values = [k + b"=" + v for k, v in client.hgetall(key).items()]
        elif kind == "set":
            values = list(client.smembers(key))
        elif kind == "zset":
            values = [m for m, _ in client.zrange(key, 0, -1, withscores=True)]
        else:
            values = []
        for v in values:
            parts.append(v.decode(errors="replace"))
            # Celery's message bodies are base64: read them decoded too.
            try:
                envelope = json.loads(v)
                parts.append(base64.b64decode(envelope.get("body", "")).decode(errors="replace"))
            except (ValueError, AttributeError, TypeError):
                pass
    return "\n".join(parts)


def test_the_broker_carries_the_request_id_and_never_a_word(
    api: APIClient, django_capture_on_commit_callbacks: Any, broker_app: Celery
) -> None:
    import redis

    client = redis.Redis.from_url(REDIS_URL)
    haunted_account()
    with django_capture_on_commit_callbacks(execute=True):
        r = api.post("/api/v1/accounts/ada/forget", {"key": "wife"}, format="json")
    assert r.status_code == 202
    request_id = r.json()["id"]

    mine = []
    for raw in client.lrange("celery", 0, -1):
        envelope = json.loads(raw)
        if envelope.get("headers", {}).get("task") == "accounts.forget.redact":
            args, kwargs, _ = json.loads(base64.b64decode(envelope["body"]))
            if args == [request_id]:
                mine.append((raw, args, kwargs))
    try:
        assert len(mine) == 1, "the redaction task was not published to the broker"
        assert mine[0][2] == {}
        dump = redis_dump(client).lower()
        assert "accounts.forget.redact" in dump  # the scan does see the message
        assert CANARY.lower() not in dump
        assert "wife" not in dump
        # Nothing ran yet: the request waits, and the words are already hashes only.
        assert ForgetRequest.objects.get(pk=request_id).status == "redaction_queued"
    finally:
        for raw, _, _ in mine:
            client.lrem("celery", 1, raw)

    # Run the job exactly as the message describes it, as a worker would.
    project_app.set_current()
    project_app.tasks["accounts.forget.redact"].apply(args=mine[0][1])
    assert ForgetRequest.objects.get(pk=request_id).status == "verified_clean"
    assert canary_rows() == []
