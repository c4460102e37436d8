"""Load the production server over HTTP: GET /messages beside /context in each mode.

Starts gunicorn (the Procfile's web process, DEBUG off) on a loopback port
against a database whose name contains "bench" (it is WIPED and refilled),
then drives it with wrk, a C load generator from Debian's packages, so the
generator is not what limits the figures on a small machine (its own CPU share
is printed). The scenarios take turns in ``--rounds`` rounds of ``--seconds``
each (so a burst of load from elsewhere on the machine hits them alike), with
the same connections and threads, and it prints each one's requests per second
over all its rounds and its median p50 / p95 / p99 latency:

- ``GET /messages`` of the window's size (the plain read): the window is
  ``--window-messages`` (24) messages, which is what GET reads, so both read
  and answer the same number of rows,
- ``POST /context`` for an enabled, a shadow and a disabled account, every
  request carrying one new user message (a real turn records one).

Targets (issue 15): /context enabled serves at least 0.8× the requests per
second of the plain read, with p99 at most 3× its p50.
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import connection

from accounts.apikeys import api_key_create
from accounts.models import Account, RolloutSetting
from tests.bench.bench_context import _fill

ROOT = Path(settings.BASE_DIR)

# wrk's Lua: rotates over accounts, gives every /context turn a fresh message id,
# and prints the percentiles wrk does not print by itself.
LUA = (Path(__file__).parent / "bench_load.lua").read_text()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Command(BaseCommand):
    help = "HTTP load on gunicorn with wrk: GET /messages beside /context enabled/shadow/disabled."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--accounts", type=int, default=50)
        parser.add_argument("--messages", type=int, default=2000)
        parser.add_argument("--seconds", type=int, default=8, help="per scenario per round")
        parser.add_argument("--rounds", type=int, default=3)
        parser.add_argument("--connections", type=int, default=8)
        parser.add_argument("--threads", type=int, default=2)
        parser.add_argument("--workers", type=int, default=4)
        parser.add_argument("--web-threads", type=int, default=1)
        parser.add_argument("--window-tokens", type=int, default=2000)
        parser.add_argument(
            "--window-messages",
            type=int,
            default=24,
            help="MEMORY_WINDOW_MAX_MESSAGES of the server, and the rows GET reads",
        )

    def handle(self, *args: Any, **o: Any) -> None:
        db = settings.DATABASES["default"]
        if connection.vendor != "postgresql" or "bench" not in str(db["NAME"]):
            raise CommandError(
                "bench_load wipes its database: point DATABASE_URL at a PostgreSQL database "
                "whose name contains 'bench' (make bench-load does)."
            )
        if shutil.which("wrk") is None:
            raise CommandError("wrk is not installed: apt-get install wrk (make bench-load does).")
        call_command("flush", interactive=False, verbosity=0)
        key = self._fill(o)
        port = _free_port()
        web = self._start_web(o, port)
        try:
            self._wait(port)
            self._run(o, port, key)
        finally:
            web.send_signal(signal.SIGTERM)
            web.wait(timeout=30)

    def _fill(self, o: dict[str, Any]) -> str:
        _, raw = api_key_create(name="bench-load", actor="bench")
        setting = RolloutSetting.current()
        setting.mode, setting.scope = "disabled", "allowlist"
        setting.save()
        self.stdout.write(
            f"Filling {o['accounts']} accounts × {o['messages']:,} messages per mode group …"
        )
        for mode in ("enabled", "shadow", "disabled"):
            for n in range(o["accounts"]):
                acct = Account.objects.create(
                    external_id=f"{mode}-{n}",
                    allowlisted=mode != "disabled",
                    rollout_mode=mode if mode != "disabled" else None,
                )
                _fill(acct, o["messages"])
        return raw

    def _start_web(self, o: dict[str, Any], port: int) -> subprocess.Popen[bytes]:
        env = {
            **os.environ,
            "DJANGO_DEBUG": "0",
            "DJANGO_SECRET_KEY": os.environ.get("DJANGO_SECRET_KEY") or "bench-load-" + "x" * 40,
            "MEMORY_AUDIT_HMAC_KEYS": os.environ.get("MEMORY_AUDIT_HMAC_KEYS")
            or "k1:bench-load-hmac",
            "MEMORY_AUDIT_HMAC_KEY_ID": "k1",
            "DJANGO_SECURE_SSL_REDIRECT": "0",
            "GUNICORN_BIND": f"127.0.0.1:{port}",
            "WEB_CONCURRENCY": str(o["workers"]),
            "GUNICORN_THREADS": str(o["web_threads"]),
            "GUNICORN_ACCESSLOG": "/dev/null",
            "MEMORY_WINDOW_TOKENS": str(o["window_tokens"]),
            "MEMORY_WINDOW_MAX_MESSAGES": str(o["window_messages"]),
            "LOG_LEVEL": "WARNING",
            "CELERY_BROKER_URL": "",
            # Steady state: a worker recycled mid-run (max_requests, 5,000 by default) holds
            # up the requests queued on it for about a second, which at these rates lands in
            # every scenario's p99 and says nothing about the code under test.
            "GUNICORN_MAX_REQUESTS": "0",
        }
        gunicorn = Path(sys.executable).parent / "gunicorn"
        return subprocess.Popen(
            [str(gunicorn), "-c", "memoryadmin/gunicorn.conf.py", "--log-level", "warning"],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
        )

    def _wait(self, port: int) -> None:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2):
                    return
            except OSError:
                time.sleep(0.3)
        raise CommandError("gunicorn did not start")

    def _wrk(
        self, o: dict[str, Any], port: int, key: str, kind: str, accounts: str, after: int
    ) -> dict[str, float]:
        with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as f:
            f.write(f"args_after = {after}\nargs_limit = {o['window_messages']}\n" + LUA)
            script = f.name
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.monotonic()
        out = subprocess.run(
            [
                "wrk",
                f"-t{o['threads']}",
                f"-c{o['connections']}",
                f"-d{o['seconds']}s",
                "--timeout",
                "10s",
                "-H",
                f"Authorization: Bearer {key}",
                "-H",
                "Content-Type: application/json",
                "-s",
                script,
                f"http://127.0.0.1:{port}",
                "--",
                accounts,
                kind,
                f"{kind}-{int(time.time() * 1000)}",
            ],
            capture_output=True,
            text=True,
            timeout=o["seconds"] + 60,
            check=True,
        )
        wall = time.monotonic() - started
        after_usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        os.unlink(script)
        line = next(x for x in out.stdout.splitlines() if x.startswith("JSON "))
        figures: dict[str, float] = json.loads(line[5:])
        cpu = (after_usage.ru_utime - before.ru_utime) + (after_usage.ru_stime - before.ru_stime)
        figures["rps"] = figures["requests"] / figures["seconds"]
        figures["generator_cpu"] = cpu / wall / (os.cpu_count() or 1)
        return figures

    def _run(self, o: dict[str, Any], port: int, key: str) -> None:
        n = o["accounts"]
        rows = o["window_messages"]
        after = o["messages"] - rows
        scenarios = [
            (f"GET /messages, {rows} rows", "messages", "disabled"),
            ("POST /context, enabled", "context", "enabled"),
            ("POST /context, shadow", "context", "shadow"),
            ("POST /context, disabled", "context", "disabled"),
        ]
        # Warm every worker (tokenizer, connections, prepared statements) before measuring.
        for kind, mode in (("messages", "disabled"), ("context", "enabled")):
            self._wrk({**o, "seconds": 2}, port, key, kind, f"{mode}-0", after)
        self.stdout.write(
            f"\nHTTP load: gunicorn {o['workers']} workers × {o['web_threads']} threads, DEBUG "
            f"off, no worker recycling, PostgreSQL; wrk {o['threads']} threads × "
            f"{o['connections']} connections, "
            f"{o['rounds']} rounds of {o['seconds']} s a scenario, taking turns; {n} accounts "
            f"a mode, {o['messages']:,} messages each; window {rows} messages "
            f"(≤ {o['window_tokens']} tokens), the rows GET reads"
        )
        runs: dict[str, list[dict[str, float]]] = {label: [] for label, _, _ in scenarios}
        for _ in range(o["rounds"]):
            for label, kind, mode in scenarios:
                accounts = ",".join(f"{mode}-{i}" for i in range(n))
                runs[label].append(self._wrk(o, port, key, kind, accounts, after))
        self.stdout.write(
            f"{'scenario':<28}{'req/s':>9}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}"
            f"{'p99/p50':>9}{'×GET':>7}{'errors':>8}{'wrk CPU':>9}"
        )
        base = 0.0
        for label, _, _ in scenarios:
            f = _combined(runs[label])
            base = base or f["rps"]
            self.stdout.write(
                f"{label:<28}{f['rps']:>9.1f}{f['p50']:>9.1f}{f['p95']:>9.1f}{f['p99']:>9.1f}"
                f"{f['p99'] / f['p50']:>9.2f}{f['rps'] / base:>7.2f}"
                f"{int(f['non2xx'] + f['errors']):>8}{f['generator_cpu']:>9.1%}"
            )
        self.stdout.write(
            "targets: /context enabled ≥ 0.8× the req/s of GET /messages, p99 ≤ 3× its p50"
        )
        self.stdout.write(
            "(req/s over all rounds; latencies the median of the rounds'; wrk CPU: the load "
            "generator's share of the machine's CPU time while it ran)"
        )


def _combined(rounds: list[dict[str, float]]) -> dict[str, float]:
    """One scenario over its rounds: requests over seconds, the median round's percentiles."""

    def median(key: str) -> float:
        values = sorted(r[key] for r in rounds)
        return values[len(values) // 2]

    return {
        "rps": sum(r["requests"] for r in rounds) / sum(r["seconds"] for r in rounds),
        "p50": median("p50"),
        "p95": median("p95"),
        "p99": median("p99"),
        "non2xx": sum(r["non2xx"] for r in rounds),
        "errors": sum(r["errors"] for r in rounds),
        "generator_cpu": median("generator_cpu"),
    }
