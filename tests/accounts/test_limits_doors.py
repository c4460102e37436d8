"""Per-key limits on every door (issue 24): the chat proxy, the Responses and the
Anthropic doors and ``/context`` refuse alike, each in its own error shape.

Driven over HTTP, each door with its loopback upstream (tests/fakellm.py,
tests/fakeproviders.py) recording what reaches it: items per turn (413), the body's
bytes (413) and depth (400), requests a second and accounts created a minute (429,
Retry-After), and, through a live server with the official clients, turns in flight
per key (429, Retry-After) and the database connection a waiting turn gives back.
Every refusal stores nothing and sends nothing upstream.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import anthropic
import openai
import pytest
from django.db import connection
from rest_framework.test import APIClient

from accounts import limits
from accounts.models import Account, Message
from tests.fakellm import Delay, FakeLLM
from tests.fakeproviders import FakeAnthropic, FakeResponses

CHAT = "/api/v1/openai/chat/completions"
RESPONSES = "/api/v1/openai/responses"
ANTHROPIC = "/api/v1/anthropic/v1/messages"


def _said(n: int, alternate: bool = False) -> list[dict[str, Any]]:
    """n messages ending with the user's (alternating roles where the protocol wants it)."""
    roles = ["user", "assistant"] if alternate else ["user"]
    return [{"role": roles[(n - 1 - i) % len(roles)], "content": f"message {i}"} for i in range(n)]


@dataclass(frozen=True)
class Door:
    name: str
    url: Callable[[str], str]
    body: Callable[[str, int], dict[str, Any]]
    shape: str  # "openai", "anthropic" or "api"

    def error(self, response: Any, status: int, code: str) -> dict[str, Any]:
        """The refusal, checked to be in this door's own shape; its error object."""
        assert response.status_code == status, response.content[:300]
        assert response["Content-Type"].startswith("application/json")
        body = response.json()
        if self.shape == "anthropic":
            assert body["type"] == "error" and set(body) == {"type", "error"}, body
            assert (
                body["error"]["type"]
                == {
                    400: "invalid_request_error",
                    413: "request_too_large",
                    429: "rate_limit_error",
                }[status]
            )
        elif self.shape == "openai":
            assert {"message", "type", "param", "code"} <= set(body["error"]), body
            kind = "rate_limit_error" if status == 429 else "invalid_request_error"
            assert body["error"]["type"] == kind, body
        else:
            assert set(body["error"]) >= {"code", "message", "fields"}, body
        error: dict[str, Any] = body["error"]
        assert error["code"] == code, error
        return error


DOORS = {
    "chat": Door(
        "chat",
        lambda _: CHAT,
        lambda account, n: {"model": "m", "user": account, "messages": _said(n)},
        "openai",
    ),
    "responses": Door(
        "responses",
        lambda _: RESPONSES,
        lambda account, n: {"model": "m", "user": account, "input": _said(n)},
        "openai",
    ),
    "anthropic": Door(
        "anthropic",
        lambda _: ANTHROPIC,
        lambda account, n: {
            "model": "claude-fake",
            "max_tokens": 64,
            "metadata": {"user_id": account},
            "messages": _said(n, alternate=True),
        },
        "anthropic",
    ),
    "context": Door(
        "context",
        lambda account: f"/api/v1/accounts/{account}/context",
        lambda account, n: {"history": _said(n)},
        "api",
    ),
}


@pytest.fixture(autouse=True)
def fresh_counters(settings: Any) -> Iterator[None]:
    settings.MEMORY_LIMITS_REDIS_URL = ""
    settings.CELERY_BROKER_URL = ""
    limits.limiter.__init__()  # type: ignore[misc]
    yield
    limits.limiter.__init__()  # type: ignore[misc]


@pytest.fixture
def upstream(settings: Any) -> Iterator[dict[str, Any]]:
    """Every door's upstream at once (chat and Responses share MEMORY_UPSTREAM_BASE_URL:
    each test sets it for the door it drives, ``aim``)."""
    with FakeLLM() as chat, FakeResponses() as responses, FakeAnthropic() as claude:
        chat.default = responses.default = claude.default = "Hello."
        settings.MEMORY_UPSTREAM_API_KEY = "upstream-secret"
        settings.MEMORY_UPSTREAM_TIMEOUT = 10.0
        settings.MEMORY_ANTHROPIC_BASE_URL = claude.base_url
        settings.MEMORY_ANTHROPIC_API_KEY = "upstream-secret"
        settings.MEMORY_ANTHROPIC_TIMEOUT = 10.0
        yield {"chat": chat, "responses": responses, "anthropic": claude}


def aim(door: Door, upstream: dict[str, Any], settings: Any) -> Any:
    """The fake that ``door`` calls (None for /context, which calls none)."""
    fake = upstream.get(door.name)
    if door.name in ("chat", "responses"):
        settings.MEMORY_UPSTREAM_BASE_URL = fake.base_url
    return fake


def send(api: APIClient, door: Door, account: str, body: Any, **headers: str) -> Any:
    raw = body if isinstance(body, str) else json.dumps(body)
    return api.post(door.url(account), raw, content_type="application/json", **headers)


def nothing_reached(fake: Any) -> bool:
    return fake is None or fake.requests == []


@pytest.fixture(params=list(DOORS))
def door(request: Any) -> Door:
    return DOORS[request.param]


# --- what one request may be ---------------------------------------------------------------


@pytest.mark.django_db
def test_a_turn_over_the_item_bound_is_a_413_and_nothing_is_stored(
    api: APIClient, door: Door, upstream: dict[str, Any], rollout: Any, settings: Any
) -> None:
    rollout("enabled", "everyone")
    fake = aim(door, upstream, settings)
    settings.MEMORY_TURN_MAX_ITEMS = 10
    error = door.error(send(api, door, "ada", door.body("ada", 11)), 413, "too_many_items")
    assert "MEMORY_TURN_MAX_ITEMS" in error["message"]
    assert nothing_reached(fake) and not Message.objects.exists()
    assert not Account.objects.exists()
    assert send(api, door, "ada", door.body("ada", 10)).status_code == 200  # within it


@pytest.mark.django_db
def test_anthropic_blocks_count_as_the_items_they_record(
    api: APIClient, upstream: dict[str, Any], rollout: Any, settings: Any
) -> None:
    """Two messages, but twelve tool results in one of them: twelve rows a turn would
    record, counted as such."""
    rollout("enabled", "everyone")
    settings.MEMORY_TURN_MAX_ITEMS = 10
    calls = [
        {"type": "tool_use", "id": f"toolu_{n}", "name": "get_balance", "input": {}}
        for n in range(12)
    ]
    results = [
        {"type": "tool_result", "tool_use_id": f"toolu_{n}", "content": "₦5"} for n in range(12)
    ]
    body = {
        "model": "claude-fake",
        "max_tokens": 64,
        "metadata": {"user_id": "ada"},
        "messages": [
            {"role": "user", "content": "Balances?"},
            {"role": "assistant", "content": calls},
            {"role": "user", "content": results},
        ],
    }
    error = DOORS["anthropic"].error(
        send(api, DOORS["anthropic"], "ada", body), 413, "too_many_items"
    )
    assert "messages" in error["message"]
    assert upstream["anthropic"].requests == [] and not Message.objects.exists()


@pytest.mark.django_db
def test_a_body_over_the_byte_limit_is_a_413_in_the_doors_shape(
    api: APIClient, door: Door, upstream: dict[str, Any], rollout: Any, settings: Any
) -> None:
    rollout("enabled", "everyone")
    fake = aim(door, upstream, settings)
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 2000
    body = door.body("ada", 1)
    big = json.loads(json.dumps(body).replace("message 0", "x" * 3000))
    error = door.error(send(api, door, "ada", big), 413, "too_large")
    assert "MEMORY_REQUEST_MAX_BYTES" in error["message"]
    assert nothing_reached(fake) and not Message.objects.exists()


@pytest.mark.django_db
def test_json_nested_too_deep_is_a_400_in_the_doors_shape(
    api: APIClient, door: Door, upstream: dict[str, Any], rollout: Any, settings: Any
) -> None:
    rollout("enabled", "everyone")
    fake = aim(door, upstream, settings)
    body = door.body("ada", 1)
    raw = json.dumps(body).replace('"message 0"', '"x", "meta": ' + "[" * 1000 + "]" * 1000)
    error = door.error(send(api, door, "ada", raw), 400, "too_deep")
    assert "MEMORY_JSON_MAX_DEPTH" in error["message"]
    assert nothing_reached(fake) and not Message.objects.exists()


# --- per-key counters ----------------------------------------------------------------------


@pytest.mark.django_db
def test_a_key_over_its_rate_gets_a_429_with_retry_after_in_the_doors_shape(
    api: APIClient, door: Door, upstream: dict[str, Any], rollout: Any, settings: Any
) -> None:
    rollout("disabled", "everyone")
    fake = aim(door, upstream, settings)
    settings.MEMORY_KEY_REQUESTS_PER_SECOND = 2
    answers = [send(api, door, "ada", door.body("ada", 1)) for _ in range(8)]
    refused = [r for r in answers if r.status_code == 429]
    assert len(refused) >= 4, [r.status_code for r in answers]
    error = door.error(refused[0], 429, "rate_limited")
    assert "MEMORY_KEY_REQUESTS_PER_SECOND" in error["message"]
    assert refused[0]["Retry-After"] == "1"
    if fake is not None:  # only the requests let through reached the model
        assert len(fake.requests) == len(answers) - len(refused)


@pytest.mark.django_db
def test_accounts_created_a_minute_are_bounded_and_nothing_is_stored(
    api: APIClient, door: Door, upstream: dict[str, Any], rollout: Any, settings: Any
) -> None:
    rollout("enabled", "everyone")
    fake = aim(door, upstream, settings)
    settings.MEMORY_KEY_ACCOUNTS_PER_MINUTE = 2
    for account in ("a0", "a1"):
        assert send(api, door, account, door.body(account, 1)).status_code == 200
    reached = len(fake.requests) if fake is not None else 0
    r = send(api, door, "new", door.body("new", 1))
    error = door.error(r, 429, "too_many_accounts")
    assert "MEMORY_KEY_ACCOUNTS_PER_MINUTE" in error["message"]
    assert 1 <= int(r["Retry-After"]) <= 60
    assert not Account.objects.filter(external_id="new").exists()
    assert fake is None or len(fake.requests) == reached  # the refused turn went nowhere
    # An account that exists still answers.
    assert send(api, door, "a0", door.body("a0", 3)).status_code == 200


# --- turns in flight, over a live server with the official clients ---------------------------


def at_once(n: int, call: Callable[[int], Any]) -> list[Any]:
    out: list[Any] = [None] * n

    def run(i: int) -> None:
        try:
            out[i] = call(i)
        except Exception as exc:
            out[i] = exc

    threads = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return out


def model_turn(name: str, base: str, key: str) -> Callable[[int], Any]:
    """One turn of account ``u{i}`` through ``name``'s door with its official client."""
    if name == "anthropic":
        claude = anthropic.Anthropic(
            base_url=f"{base}/api/v1/anthropic", api_key=key, max_retries=0, timeout=20
        )
        return lambda i: claude.messages.create(
            model="claude-fake",
            max_tokens=64,
            messages=[{"role": "user", "content": "Hi"}],
            metadata={"user_id": f"u{i}"},
        )
    agent = openai.OpenAI(base_url=f"{base}/api/v1/openai", api_key=key, max_retries=0, timeout=20)
    if name == "responses":
        return lambda i: agent.responses.create(model="m", input="Hi", user=f"u{i}")
    return lambda i: agent.chat.completions.create(
        model="m", messages=[{"role": "user", "content": "Hi"}], user=f"u{i}"
    )


MODEL_DOORS = ["chat", "responses", "anthropic"]


@pytest.mark.parametrize("name", MODEL_DOORS)
@pytest.mark.django_db(transaction=True)
def test_turns_in_flight_per_key_are_bounded_on_every_door_and_given_back(
    live_server: Any,
    api_key: str,
    upstream: dict[str, Any],
    rollout: Any,
    settings: Any,
    name: str,
) -> None:
    # SQLite's in-memory test database takes one writer at a time: the turns record
    # nothing there (disabled), and everything on PostgreSQL.
    recording = connection.vendor == "postgresql"
    rollout("enabled" if recording else "disabled", "everyone")
    fake = aim(DOORS[name], upstream, settings)
    fake.default = Delay(1.0, "Slow hello.")
    settings.MEMORY_KEY_CONCURRENT_TURNS = 2
    turn = model_turn(name, live_server.url, api_key)
    results = at_once(5, turn)
    ok = [r for r in results if not isinstance(r, Exception)]
    refused = [
        r for r in results if isinstance(r, openai.RateLimitError | anthropic.RateLimitError)
    ]
    assert len(ok) == 2 and len(refused) == 3, results
    error = refused[0].body["error"] if name == "anthropic" else refused[0].body
    assert error["code"] == "too_many_turns" and error["type"] == "rate_limit_error"
    assert refused[0].response.headers["Retry-After"] == "1"
    assert len(fake.requests) == 2
    if recording:  # refused turns stored nothing: only the two answered accounts exist
        assert Account.objects.count() == 2
    # Every slot came back: two more at once go through.
    fake.default = "Hello."
    assert all(not isinstance(r, Exception) for r in at_once(2, turn))


@pytest.mark.parametrize("name", ["responses", "anthropic"])
@pytest.mark.django_db(transaction=True)
def test_a_stream_holds_its_slot_until_it_ends(
    live_server: Any,
    api_key: str,
    upstream: dict[str, Any],
    rollout: Any,
    settings: Any,
    name: str,
) -> None:
    rollout("disabled", "everyone")
    fake = aim(DOORS[name], upstream, settings)
    settings.MEMORY_KEY_CONCURRENT_TURNS = 1
    turn = model_turn(name, live_server.url, api_key)
    base = live_server.url
    if name == "anthropic":
        client = anthropic.Anthropic(
            base_url=f"{base}/api/v1/anthropic", api_key=api_key, max_retries=0, timeout=20
        )

        def open_stream() -> Any:
            return client.messages.create(
                model="claude-fake",
                max_tokens=64,
                messages=[{"role": "user", "content": "Hi"}],
                metadata={"user_id": "ada"},
                stream=True,
            )
    else:
        agent = openai.OpenAI(
            base_url=f"{base}/api/v1/openai", api_key=api_key, max_retries=0, timeout=20
        )

        def open_stream() -> Any:
            return agent.responses.create(model="m", input="Hi", user="ada", stream=True)

    for _ in open_stream():  # the client reads each kind of event once (its first is slow)
        pass
    fake.default = "A longer answer, streamed a few characters at a time."
    fake.chunk_delay = 0.1
    stream = open_stream()
    events = iter(stream)
    next(events)  # the stream is open: its slot is held
    with pytest.raises((openai.RateLimitError, anthropic.RateLimitError)):
        turn(0)
    for _ in events:
        pass
    stream.close()
    deadline = time.monotonic() + 5  # the server gives the slot back after the last byte
    while True:
        try:
            assert turn(1)
            break
        except (openai.RateLimitError, anthropic.RateLimitError):
            assert time.monotonic() < deadline, "the stream's slot never came back"
            time.sleep(0.1)


def connections_elsewhere() -> int:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
            "AND pid <> pg_backend_pid()"
        )
        row = cursor.fetchone()
    assert row is not None
    return int(row[0])


@pytest.mark.postgres("counts the server's connections in pg_stat_activity")
@pytest.mark.parametrize("name", ["responses", "anthropic"])
@pytest.mark.django_db(transaction=True)
def test_turns_waiting_on_the_model_hold_no_database_connection(
    live_server: Any,
    api_key: str,
    upstream: dict[str, Any],
    rollout: Any,
    settings: Any,
    monkeypatch: Any,
    name: str,
) -> None:
    rollout("enabled", "everyone")
    monkeypatch.setitem(connection.settings_dict, "CONN_MAX_AGE", 0)
    fake = aim(DOORS[name], upstream, settings)
    fake.default = Delay(2.0, "Slow hello.")
    waiting = 6
    turn = model_turn(name, live_server.url, api_key)
    before = connections_elsewhere()  # idle ones other tests' servers left behind
    threads = [threading.Thread(target=turn, args=(n,)) for n in range(waiting)]
    for t in threads:
        t.start()
    deadline = time.monotonic() + 10
    while len(fake.requests) < waiting and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(fake.requests) == waiting  # every turn is now waiting on the model
    held = connections_elsewhere() - before
    for t in threads:
        t.join()
    assert held <= 1, f"{held} connections held by {waiting} turns waiting on the model"
    # Recording after the wait takes a connection again: every reply is stored.
    assert Message.objects.filter(role="assistant").count() == waiting
