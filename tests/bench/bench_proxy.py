"""Benchmark the drop-in proxy: its added latency per turn against calling upstream directly.

Runs in a throwaway test database (created and destroyed here). The app is
served on loopback (Django's live-server thread), the upstream is a
zero-latency OpenAI-compatible server on loopback (a fixed completion, or
the same as a short event stream), and the agent is the official ``openai``
client, pointed once at upstream directly and once at the proxy. Each
account starts with a stored conversation; every turn sends the agent's last
twelve items and one new user message, so the proxy records two messages a
turn (the message and the reply) in shadow and enabled mode. Prints, in one
run with the paths interleaved so machine noise hits them alike: p50/p95
per turn for direct and via the proxy in each mode, the ratios to direct and
the added milliseconds; the same for a streamed turn (to the last byte); and
the SQL statements per proxied turn.

Everything runs in one process (client, server thread, upstream thread), so
the figures include the dev WSGI server and one GIL; gunicorn in front of a
remote model changes the absolute numbers, not what the proxy adds.
"""

from __future__ import annotations

import json
import multiprocessing
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from wsgiref.handlers import format_date_time

import openai
from django.core.management.base import BaseCommand, CommandParser
from django.core.servers.basehttp import ServerHandler
from django.core.signals import request_started
from django.db import connection, connections
from django.test import override_settings
from django.test.testcases import LiveServerThread, QuietWSGIRequestHandler, _StaticFilesHandler
from django.utils import timezone

from accounts.apikeys import api_key_create
from accounts.models import Account, Message, RolloutSetting
from memoryadmin.engine.tokens import count_message

LINES = [
    ("user", "Has everyone paid into the Ajo group this week?"),
    ("assistant", "Everyone except Tunde. Tunde hasn't paid his ₦200 yet."),
    ("user", "Send me the invite link for the group please."),
    ("assistant", "Here it is: https://flow.example/g/ajo-42"),
    ("user", "From now on, call me Ada."),
    ("assistant", "Noted, Ada."),
]
SYSTEM = {"role": "system", "content": "You are Flow, a banking assistant. " * 20}
REPLY = "Tunde has paid now; everyone is up to date this week."
MODES = ("disabled", "shadow", "enabled")


def _completion(stream: bool) -> tuple[bytes, str]:
    if not stream:
        body = {
            "id": "chatcmpl-bench",
            "object": "chat.completion",
            "created": 0,
            "model": "bench",
            "choices": [
                {
                    "index": 0,
                    "finish_reason": "stop",
                    "message": {"role": "assistant", "content": REPLY},
                }
            ],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
        }
        return json.dumps(body).encode(), "application/json"
    events = []
    deltas = [{"role": "assistant", "content": ""}] + [
        {"content": REPLY[i : i + 8]} for i in range(0, len(REPLY), 8)
    ]
    for n, delta in enumerate([*deltas, {}]):
        choice = {"index": 0, "delta": delta, "finish_reason": "stop" if n == len(deltas) else None}
        chunk = {"id": "c", "object": "chat.completion.chunk", "created": 0, "model": "bench"}
        events.append(b"data: " + json.dumps({**chunk, "choices": [choice]}).encode() + b"\n\n")
    events.append(b"data: [DONE]\n\n")
    return b"".join(events), "text/event-stream"


class _Upstream(BaseHTTPRequestHandler):
    """A zero-latency OpenAI-compatible model: the same answer at once, kept alive.

    Its sockets send at once (TCP_NODELAY), as a model's server does: otherwise the
    body, written after the headers, waits for their delayed ACK (40 ms on Linux),
    and every call, direct or proxied, measures that instead of the model.
    """

    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True
    answers = {False: _completion(False), True: _completion(True)}

    def log_message(self, *args: Any) -> None:
        pass

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", "0"))))
        data, kind = self.answers[bool(body.get("stream"))]
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


def _pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


class _StreamsKeptAlive(ServerHandler):
    """Django's dev-server handler answering a streamed response as gunicorn does on
    HTTP/1.1 (gunicorn/http/wsgi.py): chunked, the connection kept for the next request.

    Django's own closes the connection after every response without a length, so each
    streamed turn measured a new TCP connection (and the agent's client setting it up)
    that production does not pay.
    """

    chunked = False

    def cleanup_headers(self) -> None:
        if "Content-Length" not in self.headers:
            self.set_content_length()  # a one-block body gets its length
        if "Content-Length" in self.headers or self.environ["REQUEST_METHOD"] == "HEAD":
            super().cleanup_headers()
        elif self.environ.get("SERVER_PROTOCOL") == "HTTP/1.1":
            self.headers["Transfer-Encoding"] = "chunked"
            self.chunked = True
        else:
            super().cleanup_headers()  # HTTP/1.0: closed, as Django does

    def send_preamble(self) -> None:
        """The status line and the headers in one write, as gunicorn sends them (wsgiref
        writes the status line, Date and Server apart: with TCP_NODELAY each was a segment
        of its own, and the agent's client, in this process, woke on each)."""
        lines = [f"HTTP/{self.http_version} {self.status}\r\n"]
        if "Date" not in self.headers:
            lines.append(f"Date: {format_date_time(time.time())}\r\n")
        if self.server_software and "Server" not in self.headers:
            lines.append(f"Server: {self.server_software}\r\n")
        self._preamble = "".join(lines).encode("iso-8859-1")

    def _write(self, data: bytes) -> None:
        preamble = getattr(self, "_preamble", b"")
        if preamble:
            self._preamble = b""
            data = preamble + data  # the headers follow the preamble at once
        super()._write(data)

    def write(self, data: bytes) -> None:
        if not self.headers_sent:
            self.bytes_sent = len(data)
            self.send_headers()
        else:
            self.bytes_sent += len(data)
        if self.chunked:
            if not data:
                return  # an empty chunk would end the body
            data = b"%x\r\n%b\r\n" % (len(data), data)
        self._write(data)
        self._flush()

    def finish_content(self) -> None:
        if self.chunked:
            self._write(b"0\r\n\r\n")
            self._flush()
        else:
            super().finish_content()


class _NoDelayHandler(QuietWSGIRequestHandler):
    """Django's live-server handler with TCP_NODELAY, as gunicorn sets it on its sockets
    (gunicorn/sock.py): the dev server's headers and body go out as two writes, and
    without it each answer waited for the agent's delayed ACK (40 ms) in between. A
    streamed answer is chunked and keeps its connection (``_StreamsKeptAlive``)."""

    disable_nagle_algorithm = True

    def handle_one_request(self) -> None:
        """Django's own (``WSGIRequestHandler.handle_one_request``) with the handler above."""
        self.raw_requestline = self.rfile.readline(65537)
        if len(self.raw_requestline) > 65536:
            self.requestline = self.request_version = self.command = ""
            self.send_error(414)
            return
        if not self.parse_request():
            return
        handler = _StreamsKeptAlive(self.rfile, self.wfile, self.get_stderr(), self.get_environ())
        handler.request_handler = self
        handler.run(self.server.get_app())


class _LiveServer(LiveServerThread):
    def _create_server(self, connections_override: Any = None) -> Any:
        return self.server_class(
            (self.host, self.port),
            _NoDelayHandler,
            allow_reuse_address=False,
            connections_override=connections_override,
        )


@contextmanager
def _served() -> Iterator[str]:
    """The app on a loopback port, sharing this thread's in-memory SQLite if that is the DB."""
    shared = {c.alias: c for c in connections.all() if c.vendor == "sqlite" and c.is_in_memory_db()}
    for conn in shared.values():
        conn.inc_thread_sharing()
    thread = _LiveServer("127.0.0.1", _StaticFilesHandler, connections_override=shared)
    thread.daemon = True
    thread.start()
    thread.is_ready.wait()
    if thread.error:
        raise thread.error
    try:
        yield f"http://127.0.0.1:{thread.port}"
    finally:
        thread.terminate()
        for conn in shared.values():
            conn.dec_thread_sharing()


@contextmanager
def served_apart(handler: type[BaseHTTPRequestHandler]) -> Iterator[int]:
    """``handler`` on a loopback port, served by a process of its own as a model's server
    is; its port.

    Served from a thread of this process, the model answered at the GIL's pace: its body
    went out only once the app's thread, busy with the headers it had just read, gave the
    GIL up (up to the 5 ms switch interval). A proxy that reads the body at once hid that;
    a stream relayed event by event paid it before its first byte, as no separate model
    would make it.
    """
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    process = multiprocessing.get_context("fork").Process(target=server.serve_forever, daemon=True)
    process.start()
    server.server_close()  # the listening socket is the child's now
    try:
        yield int(server.server_address[1])
    finally:
        process.terminate()
        process.join()


@contextmanager
def _upstream() -> Iterator[str]:
    with served_apart(_Upstream) as port:
        yield f"http://127.0.0.1:{port}/v1"


class _Statements:
    """SQL statements run while serving requests (counted in the server's threads)."""

    def __init__(self) -> None:
        self.count = 0

    def __call__(self, execute: Any, sql: str, params: Any, many: bool, ctx: Any) -> Any:
        self.count += 1
        return execute(sql, params, many, ctx)

    def install(self, **kwargs: Any) -> None:
        if self not in connection.execute_wrappers:
            connection.execute_wrappers.append(self)


class Command(BaseCommand):
    help = "Benchmark the proxy's added latency per turn against calling upstream directly."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--runs", type=int, default=200)
        parser.add_argument("--stored", type=int, default=60, help="messages stored per account")
        parser.add_argument(
            "--window-tokens",
            type=int,
            default=None,
            help="Window budget; default: what the 13 conversation items sent each turn "
            "cost, so in enabled mode the model gets as many messages as direct and the "
            "ratio measures what the proxy adds, not a longer prompt.",
        )

    def handle(self, *args: Any, **o: Any) -> None:
        old_name = connection.settings_dict["NAME"]
        connection.creation.create_test_db(verbosity=0, autoclobber=True)
        try:
            self._run(o)
        finally:
            connection.creation.destroy_test_db(old_name, verbosity=0)

    def _accounts(self, stored: int) -> None:
        setting = RolloutSetting.current()
        setting.mode, setting.scope = "disabled", "allowlist"
        setting.save()
        start = timezone.now() - timedelta(days=2)
        for mode in MODES:
            acct = Account.objects.create(
                external_id=f"bench-{mode}", allowlisted=True, rollout_mode=mode
            )
            rows = []
            for seq in range(1, stored + 1):
                role, text = LINES[(seq - 1) % len(LINES)]
                rows.append(
                    Message(
                        account=acct,
                        seq=seq,
                        external_id=f"b-{seq}",
                        role=role,
                        content=text,
                        created_at=start + timedelta(seconds=seq),
                        token_count=count_message(text),
                    )
                )
            Message.objects.bulk_create(rows)
            Account.objects.filter(pk=acct.pk).update(last_seq=stored)

    def _run(self, o: dict[str, Any]) -> None:
        vendor = connection.vendor
        self._accounts(o["stored"])
        _, key = api_key_create(name="bench", actor="bench")
        if o["window_tokens"] is None:
            sent = [text for _, text in (LINES * 3)[-12:]] + ["Is Tunde still pending? (turn 0)"]
            o["window_tokens"] = sum(count_message(t) for t in sent) + 16
        with (
            _upstream() as upstream_url,
            _served() as app_url,
            override_settings(
                MEMORY_UPSTREAM_BASE_URL=upstream_url,
                MEMORY_UPSTREAM_API_KEY="bench",
                MEMORY_WINDOW_TOKENS=o["window_tokens"],
            ),
        ):
            direct = openai.OpenAI(base_url=upstream_url, api_key="bench", max_retries=0)
            proxy = openai.OpenAI(base_url=f"{app_url}/api/v1/openai", api_key=key, max_retries=0)
            with direct, proxy:
                times, statements = self._measure(o["runs"], direct, proxy)
        self._report(o, vendor, times, statements)

    def _measure(
        self, runs: int, direct: openai.OpenAI, proxy: openai.OpenAI
    ) -> tuple[dict[str, list[float]], dict[str, float]]:
        history: dict[str, list[Any]] = {
            kind: [{"role": role, "content": text} for role, text in (LINES * 2)]
            for kind in ("direct", *MODES)
        }

        def turn(kind: str, n: int, stream: bool) -> Callable[[], None]:
            client = direct if kind == "direct" else proxy
            items = history[kind]
            items.append({"role": "user", "content": f"Is Tunde still pending? (turn {n})"})
            sent = [SYSTEM, *items[-13:]]
            extra = {} if kind == "direct" else {"user": f"bench-{kind}"}

            def call() -> None:
                if stream:
                    t0 = time.perf_counter()
                    for n_chunk, _ in enumerate(
                        client.chat.completions.create(
                            model="bench", messages=sent, stream=True, **extra
                        )
                    ):
                        if n_chunk == 0:
                            first[kind].append((time.perf_counter() - t0) * 1000)
                else:
                    client.chat.completions.create(model="bench", messages=sent, **extra)
                items.append({"role": "assistant", "content": REPLY})

            return call

        kinds = ["direct", *MODES]
        times: dict[str, list[float]] = {f"{k}{s}": [] for k in kinds for s in ("", "+stream")}
        first: dict[str, list[float]] = {k: [] for k in kinds}  # time to the first chunk
        # Warm every path once (tokenizer, connections, the upstream client's pool).
        for kind in kinds:
            turn(kind, -1, False)()
            turn(kind, -1, True)()
        for values in first.values():
            values.clear()
        for n in range(runs):
            order = kinds[n % len(kinds) :] + kinds[: n % len(kinds)]  # rotate who goes first
            for stream in (False, True):
                for kind in order:
                    call = turn(kind, n, stream)
                    t0 = time.perf_counter()
                    call()
                    times[kind + ("+stream" if stream else "")].append(
                        (time.perf_counter() - t0) * 1000
                    )
        statements: dict[str, float] = {}
        counter = _Statements()
        request_started.connect(counter.install, dispatch_uid="bench-proxy-statements")
        try:
            for kind in MODES:
                counter.count = 0
                for n in range(10):
                    turn(kind, 10_000 + n, False)()
                statements[kind] = counter.count / 10
        finally:
            request_started.disconnect(dispatch_uid="bench-proxy-statements")
        for kind in kinds:
            times[kind + "+first"] = first[kind][:runs]
        return times, statements

    def _report(
        self,
        o: dict[str, Any],
        vendor: str,
        times: dict[str, list[float]],
        statements: dict[str, float],
    ) -> None:
        self.stdout.write(
            f"\nProxy turn latency, {o['runs']} turns per path, interleaved, on {vendor}; "
            f"{o['stored']} messages stored per account, 14 items sent per turn, window "
            f"budget {o['window_tokens']} tokens (what those items cost); upstream: a "
            "zero-latency OpenAI-compatible server on loopback"
        )
        head = (
            f"{'path':<30}{'p50 ms':>9}{'p95 ms':>9}{'p50 ×direct':>13}{'p95 ×direct':>13}"
            f"{'+p50 ms':>10}{'+p95 ms':>10}"
        )
        for suffix, label in (
            ("", "one turn"),
            ("+stream", "one streamed turn, to [DONE]"),
            ("+first", "one streamed turn, to its first chunk"),
        ):
            self.stdout.write(f"\n{label}")
            self.stdout.write(head)
            d50, d95 = _pct(times["direct" + suffix], 50), _pct(times["direct" + suffix], 95)
            for kind, name in (
                ("direct", "direct to upstream"),
                ("disabled", "via proxy, disabled"),
                ("shadow", "via proxy, shadow"),
                ("enabled", "via proxy, enabled"),
            ):
                values = times[kind + suffix]
                p50, p95 = _pct(values, 50), _pct(values, 95)
                self.stdout.write(
                    f"{name:<30}{p50:>9.2f}{p95:>9.2f}{p50 / d50:>13.2f}{p95 / d95:>13.2f}"
                    f"{p50 - d50:>10.2f}{p95 - d95:>10.2f}"
                )
        self.stdout.write(
            "\nSQL statements per proxied turn (one new message and its reply recorded): "
            + ", ".join(f"{k} {v:g}" for k, v in statements.items())
        )
