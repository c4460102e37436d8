"""Timeouts, dropped connections and retries, against a real HTTP server on loopback.

A small stdlib ``http.server`` plays the engine: each request takes the next
scripted behaviour (answer slowly, drop the connection without answering,
answer with a status and body) and is logged, so a test counts exactly how
many times the client sent a request.
"""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from memoryadmin.client import (
    AsyncMemoryClient,
    MemoryAPIError,
    MemoryClient,
    MemoryTimeout,
    MemoryTransportError,
    UnexpectedAnswer,
)

HISTORY: list[dict[str, Any]] = [
    {"role": "system", "content": "You are Flow."},
    {"role": "user", "content": "Balance?", "id": "m-1"},
]
ENGINE_ANSWER = {
    "mode": "enabled",
    "fallback": False,
    "messages": [{"role": "system", "content": "You are Flow."}, {"role": "user", "content": "?"}],
    "conflicts": ["m-0"],
}
STORED = {
    "id": "m-1", "seq": 1, "role": "user", "content": "Balance?",
    "created_at": "2026-11-29T15:35:00Z", "tools": None, "observed_at": None, "volatility": None,
}


@dataclass
class Act:
    status: int = 200
    body: Any = None
    delay: float = 0.0
    drop: bool = False
    raw: bytes | None = None
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class Seen:
    method: str
    path: str
    body: Any
    headers: dict[str, str]


class Engine:
    """The scripted server: ``script`` is consumed one act per request, then ``default``."""

    def __init__(self) -> None:
        self.script: list[Act] = []
        self.default = Act()
        self.seen: list[Seen] = []
        self._lock = threading.Lock()
        engine = self

        class Handler(BaseHTTPRequestHandler):
            def _serve(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                with engine._lock:
                    engine.seen.append(
                        Seen(self.command, self.path, json.loads(raw) if raw else None,
                             dict(self.headers))
                    )
                    act = engine.script.pop(0) if engine.script else engine.default
                time.sleep(act.delay)
                if act.drop:
                    self.close_connection = True
                    self.connection.shutdown(socket.SHUT_RDWR)
                    return
                payload = act.raw if act.raw is not None else json.dumps(act.body).encode()
                try:
                    self.send_response(act.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(payload)))
                    for k, v in act.headers.items():
                        self.send_header(k, v)
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up waiting: that is the point of the test

            do_GET = do_POST = do_PATCH = _serve

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def then(self, *acts: Act) -> Engine:
        self.script.extend(acts)
        return self


@pytest.fixture
def engine() -> Iterator[Engine]:
    e = Engine()
    e.thread.start()
    yield e
    e.server.shutdown()
    e.server.server_close()


def client(engine: Engine, **kw: Any) -> MemoryClient:
    kw.setdefault("timeout", 1.0)
    return MemoryClient(engine.url, "sk-test", **kw)


# --- context() never raises -------------------------------------------------------


def test_context_returns_the_engines_answer_and_sends_the_turn(engine: Engine) -> None:
    engine.default = Act(200, ENGINE_ANSWER)
    with client(engine) as c:
        turn = c.context("ada/1", HISTORY, now="2026-11-29T15:55:00Z", context_role="user")
    assert turn.messages == ENGINE_ANSWER["messages"] and turn.conflicts == ["m-0"]
    assert turn.enabled and turn.reason is None
    (seen,) = engine.seen
    assert seen.method == "POST" and seen.path == "/api/v1/accounts/ada%2F1/context"
    assert seen.body == {
        "history": HISTORY, "now": "2026-11-29T15:55:00Z", "context_role": "user"
    }
    assert seen.headers["Authorization"] == "Bearer sk-test"


def test_a_slow_engine_costs_the_turn_at_most_the_timeout(engine: Engine) -> None:
    engine.default = Act(200, ENGINE_ANSWER, delay=3.0)
    with client(engine, timeout=0.4, max_retries=3) as c:
        started = time.monotonic()
        turn = c.context("ada", HISTORY)
        elapsed = time.monotonic() - started
    assert turn.messages is HISTORY and turn.fallback and turn.mode is None
    assert isinstance(turn.error, MemoryTimeout)
    assert turn.reason is not None and "did not answer" in turn.reason
    assert elapsed < 1.0  # one deadline for all attempts, not 0.4s per retry


@pytest.mark.parametrize(
    ("act", "error"),
    [
        (Act(drop=True), MemoryTransportError),
        (Act(503, {"error": {"code": "unavailable", "message": "db down", "fields": {}}}),
         MemoryAPIError),
        (Act(200, raw=b"<html>proxy</html>"), UnexpectedAnswer),
        (Act(200, {"mode": "enabled", "messages": "nope", "fallback": False}), UnexpectedAnswer),
    ],
)
def test_context_falls_back_on_any_failure(engine: Engine, act: Act, error: type) -> None:
    engine.default = act
    with client(engine, max_retries=1) as c:
        turn = c.context("ada", HISTORY)
    assert turn.messages is HISTORY and turn.fallback and isinstance(turn.error, error)
    assert turn.reason


def test_context_falls_back_when_nothing_listens_or_the_history_is_not_json() -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed again: nothing listens there
    with MemoryClient(f"http://127.0.0.1:{port}", "k", timeout=0.5, max_retries=1) as c:
        refused = c.context("ada", HISTORY)
        odd = [{"role": "user", "content": object()}]
        unserialisable = c.context("ada", odd)  # type: ignore[list-item]
    assert refused.messages is HISTORY and "could not be reached" in (refused.reason or "")
    assert unserialisable.messages is odd and "TypeError" in (unserialisable.reason or "")


def test_context_retries_a_failed_attempt_within_its_deadline(engine: Engine) -> None:
    engine.then(Act(drop=True), Act(500, {})).default = Act(200, ENGINE_ANSWER)
    with client(engine, timeout=5.0, max_retries=2) as c:
        turn = c.context("ada", HISTORY)
    assert turn.enabled and len(engine.seen) == 3
    assert all(s.body == engine.seen[0].body for s in engine.seen)


# --- retries: reads and writes with an id, never a write without one ----------------


def test_a_write_with_an_id_is_retried_after_500_until_stored(engine: Engine) -> None:
    engine.then(Act(500, {"error": {"code": "server_error", "message": "x", "fields": {}}}))
    engine.default = Act(201, STORED)
    with client(engine, max_retries=2) as c:
        stored = c.record("ada", {"id": "m-1", "role": "user", "content": "Balance?"})
    assert stored.created and stored.seq == 1 and len(engine.seen) == 2
    assert engine.seen[0].body == engine.seen[1].body


def test_a_write_with_an_id_is_retried_after_a_dropped_connection(engine: Engine) -> None:
    engine.then(Act(drop=True), Act(drop=True)).default = Act(200, STORED)
    with client(engine, max_retries=2) as c:
        stored = c.record("ada", {"id": "m-1", "role": "user", "content": "Balance?"})
    assert not stored.created and len(engine.seen) == 3


def test_retries_stop_at_max_retries(engine: Engine) -> None:
    engine.default = Act(503, {"error": {"code": "unavailable", "message": "x", "fields": {}}})
    with client(engine, max_retries=2) as c, pytest.raises(MemoryAPIError) as caught:
        c.facts("ada")
    assert caught.value.status == 503 and len(engine.seen) == 3


def test_a_read_that_times_out_is_retried_then_raises(engine: Engine) -> None:
    engine.default = Act(200, [], delay=1.0)
    with client(engine, timeout=0.2, max_retries=1) as c, pytest.raises(MemoryTimeout):
        c.facts("ada")
    assert len(engine.seen) == 2


@pytest.mark.parametrize("act", [Act(500, {}), Act(drop=True), Act(200, {}, delay=1.0)])
def test_a_write_without_an_id_is_never_sent_twice(engine: Engine, act: Act) -> None:
    engine.default = act
    with client(engine, timeout=0.3, max_retries=3) as c:
        with pytest.raises((MemoryAPIError, MemoryTransportError)):
            c.forget("ada", "wife")
        with pytest.raises((MemoryAPIError, MemoryTransportError)):
            c.state_fact("ada", key="wife", kind="relationship", note="Martha")
        with pytest.raises((MemoryAPIError, MemoryTransportError)):
            c.record("ada", {"role": "user", "content": "no id"})  # type: ignore[typeddict-item]
    assert [s.path.rsplit("/", 1)[1] for s in engine.seen] == ["forget", "facts", "messages"]


def test_client_errors_are_not_retried_and_carry_the_apis_error(engine: Engine) -> None:
    engine.default = Act(
        400,
        {"error": {"code": "invalid", "message": "Invalid input: role", "fields": {"role": ["x"]}}},
    )
    with client(engine, max_retries=3) as c, pytest.raises(MemoryAPIError) as caught:
        c.record("ada", {"id": "m-1", "role": "robot", "content": "beep"})
    e = caught.value
    assert (e.status, e.code, e.message, e.fields) == (400, "invalid", "Invalid input: role",
                                                       {"role": ["x"]})
    assert len(engine.seen) == 1


def test_an_error_that_is_not_the_apis_shape_still_says_what_happened(engine: Engine) -> None:
    engine.default = Act(502, raw=b"Bad Gateway")
    with client(engine, max_retries=0) as c, pytest.raises(MemoryAPIError) as caught:
        c.memory("ada")
    assert (caught.value.status, caught.value.code) == (502, "http_502")
    assert "Bad Gateway" in caught.value.message


def test_retry_after_is_honoured(engine: Engine) -> None:
    engine.then(Act(429, {}, headers={"Retry-After": "0.3"})).default = Act(200, [])
    with client(engine, max_retries=1) as c:
        started = time.monotonic()
        assert c.facts("ada") == []
    assert time.monotonic() - started >= 0.3 and len(engine.seen) == 2


# --- the account: time zone ---------------------------------------------------------


def test_account_and_set_timezone(engine: Engine) -> None:
    account = {
        "id": "ada", "project": "default", "timezone": "Africa/Lagos", "mode": "enabled",
        "mode_reason": "allowlisted", "created_at": "2026-11-01T09:00:00Z",
    }
    engine.then(Act(500, {})).default = Act(200, account)
    with client(engine, max_retries=1) as c:
        info = c.set_timezone("ada", "Africa/Lagos")
        assert c.account("ada") == info
    assert info.timezone == "Africa/Lagos" and info.project == "default"
    assert [(s.method, s.body) for s in engine.seen] == [
        ("PATCH", {"timezone": "Africa/Lagos"}),
        ("PATCH", {"timezone": "Africa/Lagos"}),
        ("GET", None),
    ]


# --- the async client follows the same rules --------------------------------------------


def test_async_client_timeouts_retries_and_single_writes(engine: Engine) -> None:
    async def run() -> dict[str, Any]:
        out: dict[str, Any] = {}
        async with AsyncMemoryClient(engine.url, "k", timeout=0.3, max_retries=2) as c:
            engine.default = Act(200, ENGINE_ANSWER, delay=2.0)
            out["slow"] = await c.context("ada", HISTORY)
            engine.script = [Act(500, {})]
            engine.default = Act(201, STORED)
            out["record"] = await c.record("ada", {"id": "m-1", "role": "user", "content": "x"})
            engine.default = Act(drop=True)
            try:
                await c.forget("ada", everything=True)
            except MemoryTransportError as exc:
                out["forget"] = exc
        return out

    started = time.monotonic()
    out = asyncio.run(run())
    assert out["slow"].messages is HISTORY and out["slow"].fallback
    assert out["record"].created
    assert isinstance(out["forget"], MemoryTransportError)
    assert [s.path.rsplit("/", 1)[1] for s in engine.seen] == [
        "context", "messages", "messages", "forget"
    ]
    assert engine.seen[-1].body == {"everything": True}
    assert time.monotonic() - started < 2.0
