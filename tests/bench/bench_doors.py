"""Benchmark the Responses and Anthropic doors: added latency per turn against upstream direct.

As ``bench_proxy`` does for the chat door: a throwaway test database, the app
on loopback, a zero-latency upstream on loopback that speaks the Responses API
(``/v1/responses``) and the Messages API (``/v1/messages``), plain and as the
providers' event streams, and the official clients (``openai``'s
``responses.create``, ``anthropic``'s ``messages.create``) pointed once at
upstream and once at the door. Each account starts with a stored
conversation; each turn sends the last twelve items and a new user message.
One run, paths interleaved; prints p50/p95 per path, the ratio to direct and
the added milliseconds, plain and streamed (to the last event).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler
from typing import Any

import anthropic
import openai
from django.core.management.base import BaseCommand, CommandParser
from django.db import connection
from django.test import override_settings

from accounts.apikeys import api_key_create
from memoryadmin.engine.tokens import count_message
from tests.bench import bench_proxy

MODES = ("disabled", "shadow", "enabled")
REPLY = bench_proxy.REPLY
INSTRUCTIONS = str(bench_proxy.SYSTEM["content"])


def _sse(events: list[tuple[str, dict[str, Any]]]) -> bytes:
    return b"".join(
        f"event: {name}\ndata: {json.dumps(data)}\n\n".encode() for name, data in events
    )


def _responses(stream: bool) -> tuple[bytes, str]:
    item = {
        "id": "msg_bench",
        "type": "message",
        "status": "completed",
        "role": "assistant",
        "content": [{"type": "output_text", "text": REPLY, "annotations": []}],
    }

    def response(status: str, output: list[Any]) -> dict[str, Any]:
        return {
            "id": "resp_bench",
            "object": "response",
            "created_at": 0,
            "status": status,
            "model": "bench",
            "output": output,
            "parallel_tool_calls": True,
            "tool_choice": "auto",
            "tools": [],
        }

    if not stream:
        return json.dumps(response("completed", [item])).encode(), "application/json"
    where = {"item_id": "msg_bench", "output_index": 0, "content_index": 0}
    events: list[tuple[str, dict[str, Any]]] = [
        ("response.created", {"response": response("in_progress", [])}),
        ("response.output_item.added", {"output_index": 0, "item": {**item, "content": []}}),
        ("response.content_part.added", {**where, "part": {"type": "output_text", "text": ""}}),
    ]
    events += [
        ("response.output_text.delta", {**where, "delta": REPLY[i : i + 8]})
        for i in range(0, len(REPLY), 8)
    ]
    events += [
        ("response.output_text.done", {**where, "text": REPLY}),
        ("response.content_part.done", {**where, "part": item["content"][0]}),
        ("response.output_item.done", {"output_index": 0, "item": item}),
        ("response.completed", {"response": response("completed", [item])}),
    ]
    numbered = [(n, {"type": n, "sequence_number": i, **d}) for i, (n, d) in enumerate(events)]
    return _sse(numbered), "text/event-stream"


def _messages(stream: bool) -> tuple[bytes, str]:
    message = {
        "id": "msg_bench",
        "type": "message",
        "role": "assistant",
        "model": "bench",
        "content": [{"type": "text", "text": REPLY}],
        "stop_reason": "end_turn",
        "stop_sequence": None,
        "usage": {"input_tokens": 1, "output_tokens": 1},
    }
    if not stream:
        return json.dumps(message).encode(), "application/json"
    events: list[tuple[str, dict[str, Any]]] = [
        ("message_start", {"message": {**message, "content": [], "stop_reason": None}}),
        ("content_block_start", {"index": 0, "content_block": {"type": "text", "text": ""}}),
    ]
    events += [
        (
            "content_block_delta",
            {"index": 0, "delta": {"type": "text_delta", "text": REPLY[i : i + 8]}},
        )
        for i in range(0, len(REPLY), 8)
    ]
    events += [
        ("content_block_stop", {"index": 0}),
        ("message_delta", {"delta": {"stop_reason": "end_turn"}, "usage": {"output_tokens": 1}}),
        ("message_stop", {}),
    ]
    return _sse([(n, {"type": n, **d}) for n, d in events]), "text/event-stream"


class _Upstream(BaseHTTPRequestHandler):
    """A zero-latency Responses and Messages API: the same answer at once, kept alive,
    sending at once (TCP_NODELAY) as a model's server does (see bench_proxy._Upstream)."""

    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True
    answers = {
        ("/v1/responses", False): _responses(False),
        ("/v1/responses", True): _responses(True),
        ("/v1/messages", False): _messages(False),
        ("/v1/messages", True): _messages(True),
    }

    def log_message(self, *args: Any) -> None:
        pass

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", "0"))))
        data, kind = self.answers[(self.path, bool(body.get("stream")))]
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


@contextmanager
def _upstream() -> Iterator[str]:
    with bench_proxy.served_apart(_Upstream) as port:
        yield f"http://127.0.0.1:{port}"


class Command(BaseCommand):
    help = "Benchmark the Responses and Anthropic doors against calling upstream directly."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--runs", type=int, default=100)
        parser.add_argument("--stored", type=int, default=60, help="messages stored per account")

    def handle(self, *args: Any, **o: Any) -> None:
        old_name = connection.settings_dict["NAME"]
        connection.creation.create_test_db(verbosity=0, autoclobber=True)
        try:
            self._run(o)
        finally:
            connection.creation.destroy_test_db(old_name, verbosity=0)

    def _run(self, o: dict[str, Any]) -> None:
        vendor = connection.vendor
        bench_proxy.Command()._accounts(o["stored"])
        _, key = api_key_create(name="bench", actor="bench")
        sent = [t for _, t in (bench_proxy.LINES * 3)[-12:]] + ["Is Tunde still pending? (turn 0)"]
        window = sum(count_message(t) for t in sent) + 16
        with (
            _upstream() as up,
            bench_proxy._served() as app,
            override_settings(
                MEMORY_UPSTREAM_BASE_URL=f"{up}/v1",
                MEMORY_UPSTREAM_API_KEY="bench",
                MEMORY_ANTHROPIC_BASE_URL=up,
                MEMORY_ANTHROPIC_API_KEY="bench",
                MEMORY_WINDOW_TOKENS=window,
            ),
        ):
            clients = {
                ("responses", "direct"): openai.OpenAI(
                    base_url=f"{up}/v1", api_key="b", max_retries=0
                ),
                ("responses", "door"): openai.OpenAI(
                    base_url=f"{app}/api/v1/openai", api_key=key, max_retries=0
                ),
                ("anthropic", "direct"): anthropic.Anthropic(
                    base_url=up, api_key="b", max_retries=0
                ),
                ("anthropic", "door"): anthropic.Anthropic(
                    base_url=f"{app}/api/v1/anthropic", api_key=key, max_retries=0
                ),
            }
            times = self._measure(o["runs"], clients)
            for client in clients.values():
                client.close()
        self._report(o, vendor, window, times)

    def _measure(self, runs: int, clients: dict[tuple[str, str], Any]) -> dict[str, list[float]]:
        kinds = ["direct", *MODES]
        history: dict[tuple[str, str], list[Any]] = {
            (door, kind): [{"role": r, "content": t} for r, t in bench_proxy.LINES * 2]
            for door in ("responses", "anthropic")
            for kind in kinds
        }

        def turn(door: str, kind: str, n: int, stream: bool) -> Callable[[], float | None]:
            client = clients[(door, "direct" if kind == "direct" else "door")]
            items = history[(door, kind)]
            items.append({"role": "user", "content": f"Is Tunde still pending? (turn {n})"})
            last = items[-13:]
            account = f"bench-{kind}"

            def call() -> float | None:
                """The turn; streamed, when its first event arrived (perf_counter)."""
                first = None
                if door == "responses":
                    extra = {} if kind == "direct" else {"user": account}
                    answer = client.responses.create(
                        model="bench", instructions=INSTRUCTIONS, input=last, stream=stream, **extra
                    )
                else:
                    answer = client.messages.create(
                        model="bench",
                        max_tokens=256,
                        system=INSTRUCTIONS,
                        messages=last,
                        metadata={"user_id": account},
                        stream=stream,
                    )
                if stream:
                    for _ in answer:
                        first = first or time.perf_counter()
                items.append({"role": "assistant", "content": REPLY})
                return first

            return call

        times: dict[str, list[float]] = {}
        for door in ("responses", "anthropic"):
            for kind in kinds:
                turn(door, kind, -1, False)()
                turn(door, kind, -1, True)()
        for n in range(runs):
            order = kinds[n % len(kinds) :] + kinds[: n % len(kinds)]
            for door in ("responses", "anthropic"):
                for stream in (False, True):
                    for kind in order:
                        call = turn(door, kind, n, stream)
                        t0 = time.perf_counter()
                        first = call()
                        name = f"{door}:{kind}{'+stream' if stream else ''}"
                        times.setdefault(name, []).append((time.perf_counter() - t0) * 1000)
                        if first is not None:
                            since = (first - t0) * 1000
                            times.setdefault(f"{door}:{kind}+first", []).append(since)
        return times

    def _report(
        self, o: dict[str, Any], vendor: str, window: int, times: dict[str, list[float]]
    ) -> None:
        pct = bench_proxy._pct
        self.stdout.write(
            f"\nDoor turn latency, {o['runs']} turns per path, interleaved, on {vendor}; "
            f"{o['stored']} messages stored per account, 13 items sent per turn, window "
            f"budget {window} tokens; upstream: a zero-latency server on loopback"
        )
        head = (
            f"{'path':<30}{'p50 ms':>9}{'p95 ms':>9}{'p50 ×direct':>13}{'p95 ×direct':>13}"
            f"{'+p50 ms':>10}{'+p95 ms':>10}"
        )
        for door, title in (("responses", "Responses door"), ("anthropic", "Anthropic door")):
            for suffix, label in (
                ("", "one turn"),
                ("+stream", "one streamed turn, to the end"),
                ("+first", "one streamed turn, to its first event"),
            ):
                self.stdout.write(f"\n{title}, {label}")
                self.stdout.write(head)
                direct = times[f"{door}:direct{suffix}"]
                d50, d95 = pct(direct, 50), pct(direct, 95)
                for kind in ("direct", *MODES):
                    values = times[f"{door}:{kind}{suffix}"]
                    p50, p95 = pct(values, 50), pct(values, 95)
                    name = "direct to upstream" if kind == "direct" else f"via the door, {kind}"
                    self.stdout.write(
                        f"{name:<30}{p50:>9.2f}{p95:>9.2f}{p50 / d50:>13.2f}{p95 / d95:>13.2f}"
                        f"{p50 - d50:>10.2f}{p95 - d95:>10.2f}"
                    )
