"""Width: how many turns waiting on a slow model the production web process holds (issue 24).

Starts gunicorn from ``memoryadmin/gunicorn.conf.py`` with its defaults (DEBUG
off) against a PostgreSQL database whose name contains "bench" (WIPED), and a
loopback OpenAI-compatible model that takes ``--latency`` seconds per answer
(asyncio, so the model is never what runs out of threads). Agents are asyncio
tasks on one pooled HTTP client, each its own account, each sending turns one
after another through the drop-in proxy. Prints, in one run:

- width: N agents against a model of latency L for ``--seconds``: answers a
  second against N/L (the most there can be), p50/p99, errors, and each
  web worker's peak memory (VmHWM);
- held: ``--held`` turns all waiting at once (over as many keys as the
  per-key limit needs), how many answered without an error, and memory;
- slow streams: ``--streams`` streams from one key, the model sending one
  event a second, held open while ``/healthz`` and another project's
  ``/context`` are timed; their p99 against the same probes unloaded.

Ratios, measured on a shared machine: figures, not assertions.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import httpx2
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import connection

from accounts.apikeys import api_key_create
from accounts.models import RolloutSetting
from accounts.projects import project_create

ROOT = Path(settings.BASE_DIR)
REPLY = "Tunde has paid now; everyone is up to date this week."


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _pct(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def _completion() -> bytes:
    message = {"role": "assistant", "content": REPLY}
    choice = {"index": 0, "finish_reason": "stop", "message": message}
    body = {"id": "c", "object": "chat.completion", "created": 0, "model": "m",
            "choices": [choice]}
    return json.dumps(body).encode()


def _chunk(delta: dict[str, Any], finish: str | None) -> bytes:
    choice = {"index": 0, "delta": delta, "finish_reason": finish}
    body = {"id": "c", "object": "chat.completion.chunk", "created": 0, "model": "m",
            "choices": [choice]}
    return b"data: " + json.dumps(body).encode() + b"\n\n"


class SlowModel:
    """An OpenAI-compatible model on loopback: ``latency`` s per answer; a stream drips."""

    def __init__(self, latency: float, drip: float) -> None:
        self.latency, self.drip = latency, drip

    async def serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                length = 0
                for line in head.split(b"\r\n"):
                    if line.lower().startswith(b"content-length:"):
                        length = int(line.split(b":", 1)[1])
                body = json.loads(await reader.readexactly(length) or b"{}")
                if body.get("stream"):
                    await self._stream(writer)
                    return
                await asyncio.sleep(self.latency)
                data = _completion()
                writer.write(
                    b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                    + f"Content-Length: {len(data)}\r\n\r\n".encode() + data
                )
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            writer.close()

    async def _stream(self, writer: asyncio.StreamWriter) -> None:
        writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"
                     b"Connection: close\r\n\r\n")
        writer.write(_chunk({"role": "assistant", "content": ""}, None))
        for word in REPLY.split():
            await writer.drain()
            await asyncio.sleep(self.drip)
            writer.write(_chunk({"content": word + " "}, None))
        writer.write(_chunk({}, "stop") + b"data: [DONE]\n\n")
        await writer.drain()


def _peak_memory(master: int) -> list[int]:
    """Each gunicorn worker's peak resident memory, MB."""
    try:
        children = Path(f"/proc/{master}/task/{master}/children").read_text().split()
    except OSError:
        return []
    peaks = []
    for pid in children:
        try:
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmHWM:"):
                    peaks.append(int(line.split()[1]) // 1024)
        except OSError:
            pass
    return peaks


def _cpu_seconds(master: int) -> float:
    """CPU time (user + system) the gunicorn workers have used so far, seconds."""
    try:
        children = Path(f"/proc/{master}/task/{master}/children").read_text().split()
    except OSError:
        return 0.0
    ticks = 0
    for pid in children:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            ticks += int(fields[11]) + int(fields[12])  # utime, stime
        except (OSError, IndexError, ValueError):
            pass
    return ticks / os.sysconf("SC_CLK_TCK")


class Command(BaseCommand):
    help = "Width: N agents against a slow model through the proxy, held turns, slow streams."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--agents", type=int, default=64)
        parser.add_argument("--latency", type=float, default=1.0)
        parser.add_argument("--seconds", type=float, default=15.0)
        parser.add_argument("--held", type=int, default=1000)
        parser.add_argument("--held-threads", type=int, default=256,
                            help="GUNICORN_THREADS for the held scenario (4 workers)")
        parser.add_argument("--streams", type=int, default=16)
        parser.add_argument("--probes", type=int, default=40)
        parser.add_argument("--mode", default="enabled", choices=["enabled", "disabled"])

    def handle(self, *args: Any, **o: Any) -> None:
        db = settings.DATABASES["default"]
        if connection.vendor != "postgresql" or "bench" not in str(db["NAME"]):
            raise CommandError(
                "bench_width wipes its database: point DATABASE_URL at a PostgreSQL database "
                "whose name contains 'bench' (make bench-load does)."
            )
        call_command("flush", interactive=False, verbosity=0)
        setting = RolloutSetting.current()
        setting.mode, setting.scope = o["mode"], "everyone"
        setting.save()
        keys = [api_key_create(name=f"width-{n}", actor="bench")[1] for n in range(17)]
        other = project_create(slug="width-other", actor="bench", reason="bench")
        _, other_key = api_key_create(name="width-other", actor="bench", project=other)
        asyncio.run(self._run(o, keys, other_key))

    async def _run(self, o: dict[str, Any], keys: list[str], other_key: str) -> None:
        model = SlowModel(o["latency"], drip=1.0)
        server = await asyncio.start_server(model.serve, "127.0.0.1", 0, backlog=4096)
        upstream = f"http://127.0.0.1:{server.sockets[0].getsockname()[1]}/v1"
        self.stdout.write(
            f"\nWidth through the drop-in proxy ({o['mode']}): gunicorn from gunicorn.conf.py "
            f"(DEBUG off, PostgreSQL), a loopback model taking {o['latency']:g} s an answer"
        )
        async with server:
            await self._width(o, upstream, keys[0])
            await self._held(o, upstream, keys)
            await self._streams(o, upstream, keys[0], other_key)

    # -- the web process --------------------------------------------------------------
    def _start(self, upstream: str, extra: dict[str, str]) -> tuple[subprocess.Popen[bytes], str]:
        port = _free_port()
        env = {
            **os.environ,
            "DJANGO_DEBUG": "0",
            "DJANGO_SECRET_KEY": os.environ.get("DJANGO_SECRET_KEY") or "bench-width-" + "x" * 40,
            "MEMORY_AUDIT_HMAC_KEYS": os.environ.get("MEMORY_AUDIT_HMAC_KEYS") or "k1:bench",
            "DJANGO_SECURE_SSL_REDIRECT": "0",
            "GUNICORN_BIND": f"127.0.0.1:{port}",
            "GUNICORN_ACCESSLOG": "/dev/null",
            "GUNICORN_MAX_REQUESTS": "0",
            "LOG_LEVEL": "WARNING",
            "CELERY_BROKER_URL": "",
            "MEMORY_UPSTREAM_BASE_URL": upstream,
            **extra,
        }
        gunicorn = Path(sys.executable).parent / "gunicorn"
        proc = subprocess.Popen(
            [str(gunicorn), "-c", "memoryadmin/gunicorn.conf.py", "--log-level", "warning"],
            cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
        )
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(f"{base}/healthz", timeout=2):
                    return proc, base
            except OSError:
                time.sleep(0.3)
        proc.kill()
        raise CommandError("gunicorn did not start")

    def _stop(self, proc: subprocess.Popen[bytes]) -> list[int]:
        peaks = _peak_memory(proc.pid)
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=60)
        return peaks

    # -- one turn -----------------------------------------------------------------------
    @staticmethod
    async def _turn(client: httpx2.AsyncClient, base: str, key: str, account: str,
                    n: int) -> tuple[float, int]:
        body = {"model": "m", "user": account,
                "messages": [{"role": "user", "content": f"Is Tunde still pending? ({n})"}]}
        t0 = time.perf_counter()
        try:
            r = await client.post(f"{base}/api/v1/openai/chat/completions", json=body,
                                  headers={"Authorization": f"Bearer {key}"})
            status = r.status_code
        except httpx2.HTTPError:
            status = 0
        return (time.perf_counter() - t0) * 1000, status

    async def _width(self, o: dict[str, Any], upstream: str, key: str) -> None:
        proc, base = self._start(upstream, {})
        latencies: list[float] = []
        errors = 0
        limits = httpx2.Limits(max_connections=o["agents"] + 8)
        async with httpx2.AsyncClient(timeout=60, limits=limits) as client:
            await asyncio.gather(*(self._turn(client, base, key, f"w{i}", -1)
                                   for i in range(o["agents"])))  # warm
            end = time.monotonic() + o["seconds"]

            async def agent(i: int) -> None:
                nonlocal errors
                n = 0
                while time.monotonic() < end:
                    ms, status = await self._turn(client, base, key, f"w{i}", n)
                    n += 1
                    if status == 200:
                        latencies.append(ms)
                    else:
                        errors += 1

            t0, cpu0, own0 = time.monotonic(), _cpu_seconds(proc.pid), time.process_time()
            load0 = os.getloadavg()[0]
            await asyncio.gather(*(agent(i) for i in range(o["agents"])))
            elapsed = time.monotonic() - t0
            cpu, own = _cpu_seconds(proc.pid) - cpu0, time.process_time() - own0
        peaks = self._stop(proc)
        ideal = o["agents"] / o["latency"]
        rate = len(latencies) / elapsed
        answers = max(1, len(latencies))
        self.stdout.write(
            f"\nwidth: {o['agents']} agents × {o['latency']:g} s model, {o['seconds']:g} s, "
            "default settings\n"
            f"  answers/s {rate:.1f} of {ideal:.0f} possible ({rate / ideal:.2f}×), "
            f"p50 {_pct(latencies, 50):.0f} ms, p99 {_pct(latencies, 99):.0f} ms, "
            f"errors {errors}, peak memory per worker {peaks} MB\n"
            f"  CPU: web workers {cpu / elapsed:.2f} cores ({cpu / answers * 1000:.0f} ms a "
            f"turn), this load generator and model {own / elapsed:.2f} cores, of "
            f"{os.cpu_count()}; load average {load0:.1f} at start, "
            f"{os.getloadavg()[0]:.1f} at end"
        )

    async def _held(self, o: dict[str, Any], upstream: str, keys: list[str]) -> None:
        if o["held"] <= 0:
            return
        proc, base = self._start(upstream, {"GUNICORN_THREADS": str(o["held_threads"])})
        per_key = 64
        limits = httpx2.Limits(max_connections=o["held"] + 8)
        t0 = time.monotonic()
        async with httpx2.AsyncClient(timeout=120, limits=limits) as client:
            results = await asyncio.gather(*(
                self._turn(client, base, keys[(i // per_key) % len(keys)], f"h{i}", 0)
                for i in range(o["held"])
            ))
        elapsed = time.monotonic() - t0
        peaks = self._stop(proc)
        ok = sum(1 for _, status in results if status == 200)
        self.stdout.write(
            f"\nheld: {o['held']} turns at once ({o['latency']:g} s model, "
            f"4 workers × {o['held_threads']} threads): {ok} answered 200, "
            f"{o['held'] - ok} errors, all done in {elapsed:.1f} s; peak memory per worker "
            f"{peaks} MB (sum {sum(peaks)} MB)"
        )

    async def _probe(self, client: httpx2.AsyncClient, base: str, other_key: str,
                     n: int) -> tuple[list[float], list[float]]:
        health: list[float] = []
        context: list[float] = []
        body = {"history": [{"role": "user", "content": "What's my balance?"}]}
        for i in range(n):
            t0 = time.perf_counter()
            await client.get(f"{base}/healthz")
            health.append((time.perf_counter() - t0) * 1000)
            t0 = time.perf_counter()
            await client.post(f"{base}/api/v1/accounts/probe-{i % 4}/context", json=body,
                              headers={"Authorization": f"Bearer {other_key}"})
            context.append((time.perf_counter() - t0) * 1000)
            await asyncio.sleep(0.05)
        return health, context

    async def _streams(self, o: dict[str, Any], upstream: str, key: str,
                       other_key: str) -> None:
        proc, base = self._start(upstream, {})
        async with httpx2.AsyncClient(timeout=120) as client:
            await self._probe(client, base, other_key, 5)  # warm
            quiet = await self._probe(client, base, other_key, o["probes"])

            async def stream(i: int) -> None:
                body = {"model": "m", "user": f"s{i}", "stream": True,
                        "messages": [{"role": "user", "content": "Tell me slowly."}]}
                async with client.stream(
                    "POST", f"{base}/api/v1/openai/chat/completions", json=body,
                    headers={"Authorization": f"Bearer {key}"},
                ) as r:
                    async for _ in r.aiter_bytes():
                        pass

            held = [asyncio.create_task(stream(i)) for i in range(o["streams"])]
            await asyncio.sleep(1.5)
            loaded = await self._probe(client, base, other_key, o["probes"])
            await asyncio.gather(*held, return_exceptions=True)
        self._stop(proc)
        for name, a, b in (("/healthz", quiet[0], loaded[0]),
                           ("other project's /context", quiet[1], loaded[1])):
            q99, l99 = _pct(a, 99), _pct(b, 99)
            self.stdout.write(
                f"\n{o['streams']} slow streams (one event a second) from one key: {name} "
                f"p99 {l99:.1f} ms loaded vs {q99:.1f} ms unloaded ({l99 / q99:.2f}×)"
            )
