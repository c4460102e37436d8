"""The production processes, started from the Procfile's own command lines, and an HTTP agent.

Used by the fault drill (tests/ops/test_fault_drill.py) and ``make drill``
(tests/drill.py). Each process runs in its own session so a test can SIGKILL
it together with its children (a Celery worker's pool, gunicorn's workers).
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import secrets
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent


def procfile() -> dict[str, str]:
    """The Procfile's process types and their command lines."""
    out: dict[str, str] = {}
    for line in (ROOT / "Procfile").read_text().splitlines():
        name, sep, command = line.partition(":")
        if sep and name.strip() and not name.startswith("#"):
            out[name.strip()] = command.strip()
    return out


def production_env(*, database_url: str, broker_url: str = "", **extra: str) -> dict[str, str]:
    """DEBUG off, generated secrets, loopback only: what the README's production section sets."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("DJANGO_", "MEMORY_", "CELERY_", "GUNICORN_", "PROMETHEUS_"))
    }
    env.update(
        {
            "PATH": f"{BIN}{os.pathsep}{env.get('PATH', '')}",
            "PYTHONPATH": str(ROOT),
            "PYTHONUNBUFFERED": "1",
            "DJANGO_SETTINGS_MODULE": "memoryadmin.settings",
            "DJANGO_DEBUG": "0",
            "DJANGO_SECRET_KEY": secrets.token_urlsafe(50),
            "DJANGO_ALLOWED_HOSTS": "127.0.0.1,localhost",
            "MEMORY_AUDIT_HMAC_KEYS": "k1:" + secrets.token_hex(32),
            "MEMORY_AUDIT_HMAC_KEY_ID": "k1",
            "DATABASE_URL": database_url,
            "CELERY_BROKER_URL": broker_url,
            "LOG_LEVEL": "WARNING",
            "GUNICORN_ACCESSLOG": "/dev/null",
        }
    )
    env.update(extra)
    return env


@dataclass
class Proc:
    """One process of the Procfile, in its own session, with its output in a log file."""

    kind: str
    env: dict[str, str]
    log: Path
    args: str = ""  # appended to the Procfile's command line (e.g. a worker's node name)
    popen: subprocess.Popen[bytes] | None = None

    def start(self) -> Proc:
        command = f"{procfile()[self.kind]} {self.args}".strip()
        with self.log.open("ab") as out:
            out.write(f"\n--- start {self.kind}: {command}\n".encode())
            out.flush()
            self.popen = subprocess.Popen(
                ["bash", "-c", f"exec {command}"],
                cwd=ROOT,
                env=self.env,
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        return self

    @property
    def pid(self) -> int:
        assert self.popen is not None
        return self.popen.pid

    def alive(self) -> bool:
        return self.popen is not None and self.popen.poll() is None

    def kill(self) -> None:
        """SIGKILL to the whole session: the main process and its children, no goodbye."""
        if self.alive():
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.pid, signal.SIGKILL)
        if self.popen is not None:
            self.popen.wait(15)

    def stop(self, timeout: float = 20) -> None:
        """SIGTERM (a graceful shutdown), then SIGKILL if it takes too long."""
        if self.alive():
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.pid, signal.SIGTERM)
            try:
                assert self.popen is not None
                self.popen.wait(timeout)
            except subprocess.TimeoutExpired:
                self.kill()
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.pid, signal.SIGKILL)  # stragglers of the session

    def tail(self, chars: int = 3000) -> str:
        return self.log.read_text(errors="replace")[-chars:] if self.log.exists() else ""


def web(
    env: dict[str, str], port: int, folder: Path, *, workers: int = 1, threads: int | None = 4
) -> Proc:
    """A web process; ``threads=None`` keeps gunicorn.conf.py's default, as production runs."""
    env = {**env, "GUNICORN_BIND": f"127.0.0.1:{port}", "WEB_CONCURRENCY": str(workers)}
    if threads is not None:
        env["GUNICORN_THREADS"] = str(threads)
    return Proc("web", env, folder / f"web-{port}.log")


@dataclass
class Reply:
    status: int
    body: Any
    ms: float
    error: str = ""  # a transport error (no HTTP answer at all)

    @property
    def code(self) -> str:
        if isinstance(self.body, dict) and isinstance(self.body.get("error"), dict):
            return str(self.body["error"].get("code", ""))
        return ""


@dataclass
class Api:
    """A small JSON client on one keep-alive connection (http.client), as an agent would hold."""

    base_port: int
    key: str = ""
    timeout: float = 30.0
    _conn: http.client.HTTPConnection | None = field(default=None, repr=False)

    def _connection(self) -> http.client.HTTPConnection:
        if self._conn is None:
            self._conn = http.client.HTTPConnection(
                "127.0.0.1", self.base_port, timeout=self.timeout
            )
        return self._conn

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def call(self, method: str, path: str, body: Any = None) -> Reply:
        headers = {"X-Forwarded-Proto": "https", "Accept": "application/json"}
        if self.key:
            headers["Authorization"] = f"Bearer {self.key}"
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        started = time.perf_counter()
        for attempt in (1, 2):
            conn = self._connection()
            try:
                conn.request(method, path, body=data, headers=headers)
                response = conn.getresponse()
                raw = response.read()
                break
            except (OSError, http.client.HTTPException) as exc:
                self.close()
                # A kept-alive connection the server closed meanwhile: one fresh try.
                if attempt == 2 or not isinstance(
                    exc, http.client.RemoteDisconnected | BrokenPipeError | ConnectionResetError
                ):
                    ms = (time.perf_counter() - started) * 1000
                    return Reply(0, None, ms, error=type(exc).__name__)
        ms = (time.perf_counter() - started) * 1000
        if response.getheader("Connection", "").lower() == "close":
            self.close()
        try:
            parsed: Any = json.loads(raw) if raw else None
        except ValueError:
            parsed = raw.decode(errors="replace")[:200]
        return Reply(response.status, parsed, ms)

    def wait_ready(self, path: str = "/healthz", seconds: float = 60, status: int = 200) -> None:
        deadline = time.monotonic() + seconds
        last: Reply | None = None
        while time.monotonic() < deadline:
            last = self.call("GET", path)
            if last.status == status:
                return
            time.sleep(0.2)
        raise AssertionError(f"{path} never answered {status} on :{self.base_port}: {last}")
