"""The product served for real on loopback: a throwaway SQLite database, keys, uvicorn.

Used by the MCP door's tests (tests/accounts/test_mcp_door.py) and by
``make test-ts``, which runs the TypeScript client's tests against it:

    python -m tests.livestack -- sh -c 'cd clients/typescript && npm test'

prepares a database in a temporary folder (``migrate``, rollout enabled for
everyone, keys made with ``create_api_key``), starts two loopback models as
the proxy's upstream, chat completions (tests/fakellm.py) and the Responses
API (tests/fakeproviders.py), behind one loopback router so that one
``MEMORY_UPSTREAM_BASE_URL`` serves both doors as a real provider's does,
and a loopback Messages API (tests/fakeproviders.py) as the Anthropic
door's upstream, serves ``memoryadmin.asgi`` with uvicorn on a free port,
runs the command with the URLs and keys in its environment (``MEMORY_URL``,
``MEMORY_API_KEY``, ``MEMORY_OTHER_API_KEY``, ``MEMORY_READONLY_API_KEY``,
``MEMORY_UPSTREAM_URL``, ``MEMORY_FAKES_URL``), stops everything and exits
with the command's status. ``GET {MEMORY_FAKES_URL}/requests/responses``
(or ``/requests/chat``, ``/requests/anthropic``) answers every request body
that model received, so a test in another process can see what the model
was shown.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from tests.fakellm import Answer, FakeLLM, ToolCall
from tests.fakeproviders import FakeAnthropic, FakeResponses

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def base_env(database: Path, **extra: str) -> dict[str, str]:
    """Development settings on a database of its own; tasks run eagerly (no broker)."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("DJANGO_", "MEMORY_", "CELERY_", "DATABASE_"))
    }
    env.update(
        {
            "PYTHONPATH": str(ROOT),
            "PYTHONUNBUFFERED": "1",
            "DJANGO_SETTINGS_MODULE": "memoryadmin.settings",
            "DJANGO_DEBUG": "1",
            "DATABASE_URL": f"sqlite:///{database}",
            "CELERY_BROKER_URL": "",
            "LOG_LEVEL": "WARNING",
        }
    )
    env.update(extra)
    return env


def manage(env: dict[str, str], *args: str) -> str:
    done = subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    if done.returncode != 0:
        raise RuntimeError(f"manage.py {' '.join(args)} failed:\n{done.stderr[-3000:]}")
    return done.stdout


@dataclass
class Keys:
    main: str  # project "default"
    other: str  # project "other": never sees the default project's accounts
    reader: str  # project "default", read-only


def prepare(folder: Path) -> tuple[dict[str, str], Keys]:
    """A migrated database with rollout enabled for everyone and three keys."""
    env = base_env(folder / "db.sqlite3")
    manage(env, "migrate", "--noinput", "-v0")
    manage(
        env, "rollout", "set-mode", "enabled", "--scope", "everyone", "--reason", "live tests"
    )

    def key(*args: str) -> str:
        return manage(env, "create_api_key", *args).strip().splitlines()[-1]

    keys = Keys(
        main=key("live-agent"),
        other=key("other-agent", "--project", "other", "--create-project"),
        reader=key("reader", "--read-only"),
    )
    return env, keys


def call(
    base: str, method: str, path: str, key: str | None = None, body: Any = None
) -> tuple[int, Any]:
    """One JSON request (urllib: nothing of ours in between)."""
    headers = {"Accept": "application/json"}
    if key:
        headers["Authorization"] = f"Bearer {key}"
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    request = urllib.request.Request(base + path, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            raw = response.read()
            return response.status, json.loads(raw) if raw else None
    except urllib.error.HTTPError as err:
        raw = err.read()
        try:
            return err.code, json.loads(raw)
        except ValueError:
            return err.code, raw.decode(errors="replace")


@contextlib.contextmanager
def uvicorn(env: dict[str, str], log: Path) -> Iterator[str]:
    """``memoryadmin.asgi`` under uvicorn on a free loopback port; yields its base URL."""
    port = free_port()
    with log.open("ab") as out:
        proc = subprocess.Popen(
            [
                sys.executable, "-m", "uvicorn", "memoryadmin.asgi:application",
                "--host", "127.0.0.1", "--port", str(port), "--log-level", "warning",
            ],
            cwd=ROOT,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if call(base, "GET", "/healthz")[0] == 200:
                    break
            except OSError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                tail = log.read_text(errors="replace")[-3000:]
                raise RuntimeError(f"uvicorn did not start:\n{tail}")
            time.sleep(0.2)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


def banking_model(body: dict[str, Any]) -> str | Answer:
    """A loopback model for an agent's tool loop: a new question asks for the balance;
    a tool result is answered with what it says; anything else is acknowledged."""
    last = body["messages"][-1]
    if last.get("role") == "user":
        return Answer(tool_calls=[ToolCall("get_balance", '{"account": "main"}')])
    if last.get("role") == "tool":
        return f"Here is what I found: {last.get('content')}"
    return "OK."


def responses_model(body: dict[str, Any]) -> str | Answer:
    """The same model on the Responses API: a question about the balance asks for it; a
    function_call_output is answered with what it says; another question is answered with
    what the model was shown of it."""
    given = body.get("input")
    last = {"role": "user", "content": given} if isinstance(given, str) else given[-1]
    if last.get("type") == "function_call_output":
        return f"Here is what I found: {last.get('output')}"
    content = last.get("content")
    text = content if isinstance(content, str) else json.dumps(content, ensure_ascii=False)
    if last.get("role") == "user" and "balance" in text:
        return Answer(tool_calls=[ToolCall("get_balance", '{"account": "main"}')])
    return f"You asked: {text}"


def anthropic_model(body: dict[str, Any]) -> str | Answer:
    """The same model on the Messages API: a question about the balance asks for it (a
    tool_use); a tool_result is answered with what it says; another question is quoted."""
    content = body["messages"][-1]["content"]
    blocks = content if isinstance(content, list) else [{"type": "text", "text": content}]
    results = [b for b in blocks if b.get("type") == "tool_result"]
    if results:
        return f"Here is what I found: {results[-1].get('content')}"
    text = " ".join(str(b.get("text", "")) for b in blocks if b.get("type") == "text")
    if "balance" in text:
        return Answer(tool_calls=[ToolCall("get_balance", '{"account": "main"}')])
    return f"You asked: {text}"


# The router's hop-by-hop headers: each side of it sets its own.
HOP = frozenset({"host", "connection", "keep-alive", "transfer-encoding", "content-length"})


@contextlib.contextmanager
def router(routes: dict[str, str], recorded: dict[str, list[dict[str, Any]]]) -> Iterator[str]:
    """One loopback origin in front of several fakes: a POST whose path ends with a route's
    suffix is forwarded to that fake's root, its answer (streamed or not) relayed as it
    comes; ``GET /requests/NAME`` answers ``recorded[NAME]``. Yields the router's root."""

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:
            pass

        def do_GET(self) -> None:
            name = self.path.removeprefix("/requests/").rstrip("/")
            found = name in recorded
            data = json.dumps(recorded[name] if found else {"error": "unknown"}).encode()
            self.send_response(200 if found else 404)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_POST(self) -> None:
            path = self.path.split("?")[0].rstrip("/")
            target = next((root for end, root in routes.items() if path.endswith(end)), None)
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            if target is None:
                self.send_error(404, "no fake serves this path")
                return
            where = urlsplit(target)
            conn = http.client.HTTPConnection(where.hostname or "", where.port, timeout=60)
            try:
                headers = {k: v for k, v in self.headers.items() if k.lower() not in HOP}
                conn.request("POST", self.path, body, headers)
                answer = conn.getresponse()
                self.send_response(answer.status)
                for name, value in answer.getheaders():
                    if name.lower() not in HOP:
                        self.send_header(name, value)
                self.end_headers()
                while piece := answer.read1(65536):
                    self.wfile.write(piece)
                    self.wfile.flush()
            except (BrokenPipeError, ConnectionResetError):
                pass
            finally:
                conn.close()
            self.close_connection = True

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        host, port = server.server_address[:2]
        yield f"http://{host!s}:{port}"
    finally:
        server.shutdown()
        server.server_close()


def main(argv: list[str]) -> int:
    if "--" in argv:
        argv = argv[argv.index("--") + 1 :]
    if not argv:
        print("usage: python -m tests.livestack -- COMMAND [ARGS…]", file=sys.stderr)
        return 2
    with contextlib.ExitStack() as stack:
        folder = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="livestack-")))
        llm = stack.enter_context(FakeLLM())
        llm.default = banking_model
        responses = stack.enter_context(FakeResponses())
        responses.default = responses_model
        claude = stack.enter_context(FakeAnthropic())
        claude.default = anthropic_model
        routes = {"/chat/completions": llm.base_url, "/responses": responses.base_url}
        recorded = {
            "chat": llm.requests,
            "responses": responses.requests,
            "anthropic": claude.requests,
        }
        fakes = stack.enter_context(router(routes, recorded))
        upstream_url = f"{fakes}/v1"
        env, keys = prepare(folder)
        env["MEMORY_UPSTREAM_BASE_URL"] = upstream_url
        env["MEMORY_UPSTREAM_API_KEY"] = "upstream-test-key"
        env["MEMORY_ANTHROPIC_BASE_URL"] = claude.base_url
        env["MEMORY_ANTHROPIC_API_KEY"] = "upstream-test-key"
        log = folder / "server.log"
        with uvicorn(env, log) as base:
            print(f"livestack: serving {base} (log {log})", file=sys.stderr, flush=True)
            child_env = {
                **os.environ,
                "MEMORY_URL": base,
                "MEMORY_API_KEY": keys.main,
                "MEMORY_OTHER_API_KEY": keys.other,
                "MEMORY_READONLY_API_KEY": keys.reader,
                "MEMORY_UPSTREAM_URL": upstream_url,
                "MEMORY_FAKES_URL": fakes,
            }
            rc = subprocess.run(argv, env=child_env).returncode
            if rc != 0:
                print(log.read_text(errors="replace")[-4000:], file=sys.stderr)
            return rc


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
