"""Real Celery worker processes for tests: started against the pytest database, always killed.

Used by the tests that SIGKILL a worker mid-batch (compaction, redaction).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

import pytest
from django.db import connection

from memoryadmin.celery import worker_argv

ROOT = Path(__file__).resolve().parents[1]
REDIS_URL = os.environ.get("TEST_REDIS_URL", "")


def database_url() -> str:
    """The pytest test database, as a URL a worker subprocess can use."""
    s = connection.settings_dict
    auth = quote(s["USER"] or "")
    if s.get("PASSWORD"):
        auth += ":" + quote(s["PASSWORD"])
    return f"postgres://{auth}@{s['HOST'] or '127.0.0.1'}:{s['PORT'] or 5432}/{s['NAME']}"


def wait_until(what: Callable[[], bool], seconds: float, message: str) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if what():
            return
        time.sleep(0.2)
    raise AssertionError(message)


@dataclass
class Workers:
    folder: Path
    loglevel: str = "INFO"
    started: list[subprocess.Popen[bytes]] = field(default_factory=list)
    logs: list[Path] = field(default_factory=list)

    def start(self, env: dict[str, str]) -> subprocess.Popen[bytes]:
        path = self.folder / f"worker{len(self.started)}.log"
        self.logs.append(path)
        with path.open("wb") as log:
            proc = subprocess.Popen(
                worker_argv(
                    loglevel=self.loglevel,
                    extra=["--without-gossip", "--without-mingle", "--without-heartbeat"],
                ),
                cwd=ROOT,
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        self.started.append(proc)
        return proc

    def stop_all(self) -> None:
        for proc in self.started:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(10)

    def log_text(self) -> str:
        return "\n".join(p.read_text(errors="replace") for p in self.logs)


@pytest.fixture
def celery_workers(tmp_path: Path) -> Iterator[Workers]:
    workers = Workers(folder=tmp_path)
    try:
        yield workers
    finally:
        workers.stop_all()
        for p in workers.logs:
            sys.stdout.write(f"--- {p.name}\n{p.read_text(errors='replace')[-3000:]}\n")
