"""Every response under /api/ is JSON in the error shape: unknown paths, methods, sizes, faults."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from django.db import OperationalError, ProgrammingError, connection
from rest_framework.test import APIClient

from accounts.api.renderers import dumps


def _error(response: Any) -> dict[str, Any]:
    assert response["Content-Type"].startswith("application/json"), response.content[:200]
    body = json.loads(response.content)
    assert set(body) == {"error"}
    assert {"code", "message", "fields"} <= set(body["error"])
    return dict(body["error"])


@contextmanager
def failing_queries(exc: Callable[[], Exception]) -> Iterator[None]:
    """Make every SQL statement on this connection fail, at the database driver's door."""

    def fail(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        raise exc()

    with connection.execute_wrapper(fail):
        yield


@pytest.mark.django_db
def test_unknown_api_path_is_a_json_404(api: APIClient) -> None:
    response = api.get("/api/v1/no-such-thing")
    assert response.status_code == 404
    assert _error(response)["code"] == "not_found"
    assert api.get("/api/v2/accounts/a/messages").status_code == 404


@pytest.mark.django_db
def test_wrong_method_is_a_json_405(api: APIClient) -> None:
    response = api.delete("/api/v1/accounts/a/messages")
    assert response.status_code == 405
    assert _error(response)["code"] in ("method_not_allowed", "invalid")
    assert "GET" in response["Allow"]


@pytest.mark.django_db
def test_body_over_the_limit_is_a_json_413_and_stores_nothing(
    api: APIClient, settings: Any
) -> None:
    from accounts.models import Message

    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 10_000
    body = {"id": "m-1", "role": "user", "content": "x" * 20_000}
    response = api.post("/api/v1/accounts/a/messages", body, format="json")
    assert response.status_code == 413
    assert _error(response)["code"] == "too_large"
    assert Message.objects.count() == 0


@pytest.mark.django_db
def test_a_server_error_is_json_with_an_error_id_the_log_carries(
    api: APIClient, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.ERROR, logger="memory.api")
    with failing_queries(lambda: ProgrammingError("relation is broken")):
        response = api.get("/api/v1/accounts/a/memory")
    assert response.status_code == 500
    error = _error(response)
    assert error["code"] == "server_error"
    assert error["error_id"] in error["message"]
    assert any(error["error_id"] in r.getMessage() for r in caplog.records)
    assert b"Traceback" not in response.content


@pytest.mark.django_db
def test_an_unreachable_database_is_a_json_503(api: APIClient) -> None:
    with failing_queries(lambda: OperationalError("connection refused")):
        response = api.get("/api/v1/accounts/a/memory")
    assert response.status_code == 503
    assert _error(response)["code"] == "unavailable"
    assert response["Retry-After"]


def test_the_encoder_survives_a_lone_surrogate() -> None:
    out = dumps({"content": "a\ud800b", "naira": "₦5,000"})
    assert json.loads(out) == {"content": "a\ud800b", "naira": "₦5,000"}
    # Valid text stays UTF-8 (the fast path), not escaped.
    assert "₦".encode() in dumps({"naira": "₦5,000"})
