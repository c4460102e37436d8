"""The database unreachable: /context still answers the turn, everything else a clear 503.

Two real failures, no mock of our code: every SQL statement refused at the
driver's door (``connection.execute_wrapper``, any database), and the
connection pointed at a closed port (PostgreSQL only: an in-memory SQLite
test database cannot be made unreachable without destroying it).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from django.db import InterfaceError, OperationalError, connection
from django.test import Client
from rest_framework.test import APIClient

from accounts.metrics import metrics
from accounts.models import Account, Message
from tests.ops.test_health import unreachable_database  # noqa: F401  (a fixture)

HISTORY = [
    {"role": "system", "content": "You are the bank's assistant."},
    {"role": "user", "content": "What did I spend on airtime?", "id": "m-1"},
]

# Every endpoint behind an API key other than /context: method, path, JSON body.
OTHERS = [
    ("post", "/api/v1/accounts/ada/messages", {"id": "m-1", "role": "user", "content": "hi"}),
    ("get", "/api/v1/accounts/ada/messages", None),
    ("get", "/api/v1/accounts/ada/memory", None),
    ("get", "/api/v1/accounts/ada/facts", None),
    ("post", "/api/v1/accounts/ada/facts", {"key": "wife", "kind": "personal", "note": "Ngozi"}),
    ("post", "/api/v1/accounts/ada/forget", {"everything": True}),
    ("post", "/api/v1/accounts/ada/compact", None),
    ("post", "/api/v1/rules/check", {"text": "2 of 3 members have paid."}),
    ("get", "/api/v1/accounts/ada", None),
    ("patch", "/api/v1/accounts/ada", {"timezone": "Africa/Lagos"}),
]


@contextmanager
def database_down(exc: Callable[[], Exception]) -> Iterator[None]:
    """Every SQL statement on this connection fails as a dropped connection would."""

    def fail(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        raise exc()

    with connection.execute_wrapper(fail):
        yield


def _call(client: APIClient, method: str, path: str, body: Any) -> Any:
    if body is None:
        return getattr(client, method)(path)
    return getattr(client, method)(path, body, format="json")


def _context(client: APIClient, body: Any = None) -> Any:
    body = {"history": HISTORY} if body is None else body
    return client.post("/api/v1/accounts/ada/context", body, format="json")


def _assert_fell_back(response: Any, history: list[Any]) -> None:
    assert response.status_code == 200, response.content[:300]
    assert response.json() == {"mode": "disabled", "messages": history, "fallback": True}


def _assert_503(response: Any) -> None:
    assert response.status_code == 503, response.content[:300]
    assert response["Content-Type"].startswith("application/json")
    error = json.loads(response.content)["error"]
    assert error["code"] == "unavailable"
    assert response["Retry-After"]


@pytest.mark.django_db
@pytest.mark.parametrize("exc", [OperationalError, InterfaceError])
def test_context_falls_back_when_the_key_cannot_be_checked(
    api: APIClient, exc: type[Exception], rollout: Any
) -> None:
    rollout("enabled")
    before = metrics.get("context.fallback")
    with database_down(lambda: exc("server closed the connection unexpectedly")):
        response = _context(api)
    _assert_fell_back(response, HISTORY)
    assert metrics.get("context.fallback") == before + 1
    assert Message.objects.count() == 0


@pytest.mark.django_db
def test_context_falls_back_for_any_key_then_but_a_wrong_key_is_401_once_it_is_back(
    api_key: str, rollout: Any
) -> None:
    rollout("enabled")
    wrong = APIClient()
    wrong.credentials(HTTP_AUTHORIZATION="Bearer mk_not_a_key")
    with database_down(lambda: OperationalError("connection refused")):
        # The key cannot be checked; echoing the caller's own history reveals nothing.
        _assert_fell_back(_context(wrong), HISTORY)
        # No key at all is still refused: that needs no database.
        assert _context(APIClient()).status_code == 401
    response = _context(wrong)
    assert response.status_code == 401
    assert response.json()["error"]["code"] == "unauthorized"


@pytest.mark.django_db
def test_context_with_the_database_down_still_refuses_what_it_would_refuse(
    api: APIClient,
) -> None:
    with database_down(lambda: OperationalError("connection refused")):
        not_a_list = _context(api, {"history": "hello"})
        not_json = api.post(
            "/api/v1/accounts/ada/context", "{nope", content_type="application/json"
        )
    assert not_a_list.status_code == 400
    assert not_a_list.json()["error"]["fields"]["history"]
    assert not_json.status_code == 400 and not_json.json()["error"]["code"] == "not_json"


@pytest.mark.django_db
def test_context_with_the_database_down_mid_turn_falls_back(
    api: APIClient, rollout: Any
) -> None:
    """The key checked, then the connection drops while the turn is recorded."""
    rollout("enabled")
    statements = 0

    def fail_after_the_key(execute: Any, sql: str, params: Any, many: bool, ctx: Any) -> Any:
        nonlocal statements
        statements += 1
        if statements > 1:
            raise OperationalError("server closed the connection unexpectedly")
        return execute(sql, params, many, ctx)

    with connection.execute_wrapper(fail_after_the_key):
        response = _context(api)
    assert statements > 1
    assert response.status_code == 200
    assert response.json()["fallback"] is True
    assert response.json()["messages"] == HISTORY


@pytest.mark.django_db
@pytest.mark.parametrize("exc", [OperationalError, InterfaceError])
@pytest.mark.parametrize(("method", "path", "body"), OTHERS)
def test_every_other_endpoint_is_a_json_503(
    api: APIClient, method: str, path: str, body: Any, exc: type[Exception]
) -> None:
    with database_down(lambda: exc("connection already closed")):
        response = _call(api, method, path, body)
    _assert_503(response)


@pytest.mark.django_db
def test_the_sign_in_page_is_a_clear_503_not_a_500(personas: Any) -> None:
    client = Client()
    with database_down(lambda: OperationalError("connection refused")):
        response = client.post("/login/", {"username": "ops", "password": "whatever"})
    assert response.status_code == 503
    assert response["Content-Type"].startswith("text/html")
    assert b"cannot reach its database" in response.content
    assert response["Retry-After"]


@pytest.mark.django_db
def test_a_signed_in_console_page_is_a_503_when_the_session_cannot_be_read(
    personas: Any,
) -> None:
    client = Client()
    client.force_login(personas["ops"])
    with database_down(lambda: OperationalError("connection refused")):
        response = client.get("/")
    assert response.status_code == 503
    assert b"cannot reach its database" in response.content


# The same, with a real refused connection (PostgreSQL).

PG = pytest.mark.postgres(
    "an in-memory SQLite test database cannot be made unreachable without destroying it"
)


@PG
@pytest.mark.django_db(transaction=True)
def test_context_falls_back_with_the_database_refusing_connections(
    api: APIClient,
    unreachable_database: Any,  # noqa: F811
) -> None:
    _assert_fell_back(_context(api), HISTORY)


@PG
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(("method", "path", "body"), OTHERS)
def test_every_other_endpoint_is_a_503_with_the_database_refusing_connections(
    api: APIClient,
    method: str,
    path: str,
    body: Any,
    unreachable_database: Any,  # noqa: F811
) -> None:
    _assert_503(_call(api, method, path, body))


@PG
@pytest.mark.django_db(transaction=True)
def test_sign_in_is_a_503_with_the_database_refusing_connections(
    personas: Any,
    unreachable_database: Any,  # noqa: F811
) -> None:
    response = Client().post("/login/", {"username": "ops", "password": "whatever"})
    assert response.status_code == 503
    assert b"cannot reach its database" in response.content


@PG
@pytest.mark.django_db(transaction=True)
def test_nothing_is_stored_and_the_next_turn_records_once_the_database_is_back(
    api: APIClient, rollout: Any, settings: Any
) -> None:
    from django.db import connection as conn

    rollout("enabled")
    original = dict(conn.settings_dict)
    conn.close()
    conn.settings_dict.update(HOST="127.0.0.1", PORT="1")
    try:
        _assert_fell_back(_context(api), HISTORY)
    finally:
        conn.close()
        conn.settings_dict.clear()
        conn.settings_dict.update(original)
    assert not Account.objects.filter(external_id="ada").exists()
    response = _context(api)
    assert response.status_code == 200 and response.json()["fallback"] is False
    assert list(Message.objects.values_list("external_id", flat=True)) == ["m-1"]
