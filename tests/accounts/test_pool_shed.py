"""A request that finds every pooled connection busy is shed, not left to pile up (issue 24).

The web process pools its PostgreSQL connections (``gunicorn.conf.py`` sets
``MEMORY_DB_POOL_MAX``); a request that waits ``MEMORY_DB_POOL_TIMEOUT`` for
one gets psycopg_pool's ``PoolTimeout``, which Django wraps in its
``OperationalError``. Here every SQL statement fails that way at the driver's
door (``connection.execute_wrapper``, as Django would raise it): the caller
gets a 503 with Retry-After, in its door's error shape, saying the server is
busy rather than that the database is down, and nothing reaches the model.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from django.db import OperationalError, connection
from django.test import Client
from psycopg_pool import PoolTimeout

pytestmark = pytest.mark.django_db

BODY = {"model": "m", "user": "ada", "messages": [{"role": "user", "content": "Hi"}]}


@contextmanager
def pool_exhausted() -> Iterator[None]:
    def fail(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        try:
            raise PoolTimeout("couldn't get a connection after 10.00 sec")
        except PoolTimeout as exc:
            raise OperationalError(str(exc)) from exc

    with connection.execute_wrapper(fail):
        yield


def test_an_openai_door_turn_without_a_free_connection_is_a_503_busy(
    api_key: str, rollout: Any, settings: Any
) -> None:
    rollout("enabled", "everyone")
    settings.MEMORY_UPSTREAM_BASE_URL = "http://127.0.0.1:9/v1"  # never called
    with pool_exhausted():
        r = Client().post("/api/v1/openai/chat/completions", BODY, content_type="application/json",
                          headers={"Authorization": f"Bearer {api_key}"})  # fmt: skip
    assert r.status_code == 503
    assert r["Retry-After"] == "5"
    error = r.json()["error"]
    assert error["code"] == "unavailable" and error["type"] == "server_error"  # OpenAI's shape
    assert "busy" in error["message"]


def test_an_anthropic_door_turn_without_a_free_connection_is_a_503_busy(
    api_key: str, rollout: Any, settings: Any
) -> None:
    rollout("enabled", "everyone")
    settings.MEMORY_ANTHROPIC_BASE_URL = "http://127.0.0.1:9"  # never called
    body = {"model": "m", "max_tokens": 8, "messages": [{"role": "user", "content": "Hi"}]}
    with pool_exhausted():
        r = Client().post("/api/v1/anthropic/v1/messages", body, content_type="application/json",
                          headers={"x-api-key": api_key, "X-Memory-Account": "ada"})  # fmt: skip
    assert r.status_code == 503 and r["Retry-After"] == "5"
    assert r.json()["type"] == "error" and "busy" in r.json()["error"]["message"]


def test_a_database_that_is_down_still_says_so(api_key: str, rollout: Any) -> None:
    rollout("enabled", "everyone")

    def fail(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        raise OperationalError("server closed the connection unexpectedly")

    with connection.execute_wrapper(fail):
        r = Client().post("/api/v1/openai/chat/completions", BODY, content_type="application/json",
                          headers={"Authorization": f"Bearer {api_key}"})  # fmt: skip
    assert r.status_code == 503 and "unreachable" in r.json()["error"]["message"]
