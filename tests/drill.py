"""``make drill``: the production layout under load; a worker killed, a web process restarted.

    python -m tests.drill [--short] [--database-url URL] [--redis-url URL]

It wipes and creates the PostgreSQL database (its name must start with
``drill``), flushes the one Redis db it is given, runs the Procfile's release
step, and starts two ``web`` processes (gunicorn, different ports), two
``worker`` processes and one ``beat``, with DEBUG off, on loopback only. Then
a bounded load: N accounts split between C client threads (each account
driven by one client, so its order is defined), each turn recording the user
message, asking ``/context`` with the whole history (items with ids) and
recording the reply, round-robin across the two web ports on keep-alive
connections (http.client). A request that gets no answer at all (the web
process is restarting) is sent again to the other port, as a load balancer
would; a write without a 2xx is sent again before that account's next turn.

Mid-run one worker is killed with SIGKILL (its session: main process and
pool) and restarted a few seconds later, and one web process is restarted
(SIGTERM, then started again on the same port).

It prints turns per second, p50/p95/p99 of ``/context``, errors by kind and
the generator's own CPU share, waits for compaction to settle, and checks:
every message each client sent is stored exactly once and in order; no two
batches of an account overlap (so no range was summarised twice); each
accepted batch wrote one summary version; no account is left due, stuck or
with a running batch; no 5xx and no fallback. Exit status 1 on any violation.
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from tests.drill_stores import database_wipe, pgbouncer, redis_flush
from tests.faults import free_port
from tests.procs import ROOT, Api, Proc, Reply, procfile, production_env, web

FULL = {"accounts": 200, "clients": 8, "seconds": 60.0}
SHORT = {"accounts": 40, "clients": 4, "seconds": 15.0}
LOOPBACK = {"127.0.0.1", "localhost", "::1"}


def parse(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m tests.drill", description=__doc__.splitlines()[0])
    p.add_argument("--short", action="store_true", help="the CI form: 40 accounts, 4 clients, 15 s")
    p.add_argument(
        "--database-url",
        default=os.environ.get("DRILL_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/drill"),
        help="PostgreSQL; the database is DROPPED and created again (its name must start 'drill')",
    )
    p.add_argument(
        "--redis-url",
        default=os.environ.get("DRILL_REDIS_URL", "redis://127.0.0.1:6379/10"),
        help="the broker; this one Redis db is flushed",
    )
    p.add_argument("--accounts", type=int)
    p.add_argument("--clients", type=int)
    p.add_argument("--seconds", type=float)
    p.add_argument("--web-workers", type=int, default=2, help="gunicorn workers per web process")
    p.add_argument("--web-threads", type=int, help="per worker; default gunicorn.conf.py's")
    p.add_argument("--pgbouncer", action="store_true", help="PgBouncer, transaction pooling")
    p.add_argument("--window-tokens", type=int, default=120, help="small, so accounts compact")
    p.add_argument("--settle-seconds", type=float, default=90, help="wait for compaction at most")
    args = p.parse_args(argv)
    for name, value in (SHORT if args.short else FULL).items():
        if getattr(args, name) is None:
            setattr(args, name, value)
    return args


# -- set-up --------------------------------------------------------------------------------
def refuse_unless_loopback(url: str) -> None:
    host = urlsplit(url).hostname or ""
    if host not in LOOPBACK:
        raise SystemExit(f"the drill runs on loopback only, not {host!r}")


def unacked(url: str) -> int:
    """Tasks a worker took and has not acknowledged (kombu's Redis transport keeps them)."""
    import redis

    client = redis.Redis.from_url(url)
    try:
        return int(client.hlen("unacked"))
    finally:
        client.close()


def manage(env: dict[str, str], *args: str) -> str:
    done = subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    if done.returncode:
        raise SystemExit(f"manage.py {' '.join(args)} failed:\n{done.stdout}\n{done.stderr}")
    return done.stdout


def release(env: dict[str, str]) -> None:
    """The Procfile's release step, as written."""
    done = subprocess.run(
        ["bash", "-c", procfile()["release"]],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    if done.returncode:
        raise SystemExit(f"release failed:\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}")


# -- the load ------------------------------------------------------------------------------
@dataclass
class Stats:
    lock: threading.Lock = field(default_factory=threading.Lock)
    turns: int = 0
    requests: int = 0
    context_ms: list[float] = field(default_factory=list)
    errors: Counter[str] = field(default_factory=Counter)  # what callers finally got
    retried: Counter[str] = field(default_factory=Counter)  # no answer, sent again elsewhere
    fallbacks: int = 0
    server_errors: int = 0


@dataclass
class Conversation:
    account: str
    history: list[dict[str, Any]] = field(
        default_factory=lambda: [{"role": "system", "content": "You are the bank's assistant."}]
    )
    sent: list[dict[str, Any]] = field(default_factory=list)
    pending: list[dict[str, Any]] = field(default_factory=list)
    turn: int = 0
    joined: bool = False  # its backstory is recorded

    def backstory(self) -> None:
        """What the agent said before memory was switched on: enough that the account is due."""
        for n, (user, reply) in enumerate(BACKSTORY):
            for role, content in (("user", user), ("assistant", reply)):
                item = {"id": f"b{n}{role[0]}", "role": role, "content": content}
                if role == "assistant":
                    item["tools"] = ["add_beneficiary"]
                self.sent.append(item)
                self.history.append(item)

    def item(self, role: str) -> dict[str, Any]:
        n = self.turn
        if role == "user":
            content = f"Question {n}: what is my balance? Then pay Tobi for lunch."
            item: dict[str, Any] = {"id": f"u{n}", "role": "user", "content": content}
        else:
            content = f"({n}) Your balance is ₦{250_000 - 1_500 * n:,}. Sent ₦1,500 to Tobi."
            item = {"id": f"a{n}", "role": "assistant", "content": content,
                    "tools": ["get_balance", "send_transfer"]}  # fmt: skip
            self.turn += 1
        self.sent.append(item)
        self.history.append(item)
        return item


BACKSTORY = [
    ("Please save my landlord as a beneficiary.",
     "Noted: your landlord is now a saved beneficiary."),
    ("Add my sister Amaka as a beneficiary.", "Amaka is now one of your beneficiaries."),
    ("Remember that Amaka is my sister.", "Happy birthday to Amaka! I have noted it."),
]  # fmt: skip


class Client(threading.Thread):
    def __init__(
        self, ports: list[int], key: str, conversations: list[Conversation], stats: Stats
    ) -> None:
        super().__init__(daemon=True)
        self.apis = [Api(port, key, timeout=30) for port in ports]
        self.conversations = conversations
        self.stats = stats
        self.rr = 0
        self.stop_at = 0.0
        self.finished_at = 0.0
        self.down_until = [0.0] * len(self.apis)  # a port that refused is skipped for a second

    def call(self, method: str, path: str, body: Any = None) -> Reply:
        r = self._send(method, path, body)
        if r.status == 0:  # no answer at all: a web process is down; the other one takes it
            with self.stats.lock:
                self.stats.retried[f"{r.error} (sent again to the other web process)"] += 1
            r = self._send(method, path, body)
        with self.stats.lock:
            self.stats.requests += 1
            if r.status == 0 or r.status >= 400:
                kind = f"{r.status} {r.code or r.error}".strip()
                self.stats.errors[f"{method} {path.rsplit('/', 1)[-1]}: {kind}"] += 1
                self.stats.server_errors += r.status >= 500
        return r

    def _send(self, method: str, path: str, body: Any) -> Reply:
        n = len(self.apis)
        now = time.monotonic()
        pick = next(
            (i % n for i in range(self.rr, self.rr + n) if self.down_until[i % n] <= now),
            self.rr % n,
        )
        self.rr = pick + 1
        r = self.apis[pick].call(method, path, body)
        if r.status == 0:
            self.down_until[pick] = time.monotonic() + 1.0
        return r

    def write(self, c: Conversation, item: dict[str, Any]) -> bool:
        r = self.call("POST", f"/api/v1/accounts/{c.account}/messages", item)
        return r.status in (200, 201)

    def flush(self, c: Conversation) -> bool:
        while c.pending:
            if not self.write(c, c.pending[0]):
                return False
            c.pending.pop(0)
        return True

    def open_account(self, c: Conversation) -> None:
        """The first call for an account: its backstory, recorded in order through /context."""
        if not c.sent:
            c.backstory()
        started = time.perf_counter()
        r = self.call("POST", f"/api/v1/accounts/{c.account}/context", {"history": c.history})
        if r.status == 200:
            with self.stats.lock:
                self.stats.context_ms.append((time.perf_counter() - started) * 1000)
                self.stats.fallbacks += bool(r.body.get("fallback"))
            c.joined = not r.body.get("fallback")

    def turn(self, c: Conversation) -> None:
        if not c.joined:
            self.open_account(c)
            if not c.joined:
                return
        ok = self.flush(c)
        user = c.item("user")
        if not self.write(c, user):
            c.pending.append(user)
            ok = False
        started = time.perf_counter()
        r = self.call("POST", f"/api/v1/accounts/{c.account}/context", {"history": c.history})
        ms = (time.perf_counter() - started) * 1000
        if r.status == 200:
            with self.stats.lock:
                self.stats.context_ms.append(ms)
                self.stats.fallbacks += bool(r.body.get("fallback"))
        else:
            ok = False
        reply = c.item("assistant")
        if c.pending or not self.write(c, reply):
            c.pending.append(reply)
            ok = False
        if ok:
            with self.stats.lock:
                self.stats.turns += 1

    def run(self) -> None:
        while time.monotonic() < self.stop_at:
            for c in self.conversations:
                if time.monotonic() >= self.stop_at:
                    break
                self.turn(c)
        self.finished_at = time.monotonic()

    def close(self) -> None:
        for api in self.apis:
            api.close()


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[int(q) - 1]


# -- the checks ----------------------------------------------------------------------------
def check_messages(conversations: list[Conversation]) -> tuple[dict[str, int], list[str]]:
    from accounts.models import Message

    sent = {c.account: [(i["id"], i["role"], i["content"]) for i in c.sent] for c in conversations}
    stored: dict[str, list[tuple[str, str, str]]] = {a: [] for a in sent}
    rows = Message.objects.order_by("account_id", "seq").values_list(
        "account__external_id", "external_id", "role", "content"
    )
    for account, eid, role, content in rows.iterator(chunk_size=25):
        stored.setdefault(account, []).append((eid, role, content))
    figures = Counter(sent=0, stored=0, lost=0, doubled=0, out_of_order=0, unknown=0)
    problems: list[str] = []
    for account, want in sent.items():
        got = stored.get(account, [])
        figures["sent"] += len(want)
        figures["stored"] += len(got)
        ids = [g[0] for g in got]
        doubled = len(ids) - len(set(ids))
        lost = [w for w in want if w not in got]
        extra = [g for g in got if g not in want]
        figures["doubled"] += doubled
        figures["lost"] += len(lost)
        figures["unknown"] += len(extra)
        if not lost and not doubled and not extra and got != want:
            figures["out_of_order"] += 1
        if lost or doubled or extra or got != want:
            problems.append(
                f"{account}: lost {[w[0] for w in lost]}, stored twice {doubled}, "
                f"not sent {[e[0] for e in extra]}, in order {got == want}"
            )
    for account in set(stored) - set(sent):
        problems.append(f"{account}: stored but never driven by the drill")
    return dict(figures), problems


def check_compaction() -> tuple[dict[str, int], list[str]]:
    from django.db.models import Count

    from accounts import clock
    from accounts.compaction.selectors import accounts_due
    from accounts.models import Account, CompactionAttempt, CompactionBatch, SummaryVersion

    problems: list[str] = []
    by_account: dict[int, list[tuple[int, int, str, int]]] = {}
    for b in CompactionBatch.objects.order_by("account_id", "from_seq", "id").values_list(
        "account_id", "from_seq", "to_seq", "status", "id"
    ):
        by_account.setdefault(b[0], []).append(b[1:])
    statuses = Counter(CompactionBatch.objects.values_list("status", flat=True))
    versions = dict(
        SummaryVersion.objects.filter(source="compaction")
        .values_list("account_id")
        .annotate(n=Count("id"))
        .values_list("account_id", "n")
    )
    coverage = dict(Account.objects.values_list("id", "covered_through_seq"))
    for account_id, batches in by_account.items():
        moved = [b for b in batches if b[2] in ("accepted", "rejected", "skipped")]
        for prev, nxt in itertools.pairwise(moved):
            if nxt[0] <= prev[1]:
                problems.append(f"account {account_id}: batches {prev} and {nxt} overlap")
        accepted = [b for b in moved if b[2] == "accepted"]
        if versions.get(account_id, 0) != len(accepted):
            problems.append(
                f"account {account_id}: {len(accepted)} accepted batches wrote "
                f"{versions.get(account_id, 0)} summary versions"
            )
        if moved and coverage.get(account_id) != moved[-1][1]:
            problems.append(f"account {account_id}: coverage {coverage.get(account_id)} is not "
                            f"the last batch's end {moved[-1][1]}")  # fmt: skip
    twice = (
        CompactionAttempt.objects.filter(outcome="accepted")
        .values("batch_id")
        .annotate(n=Count("id"))
        .filter(n__gt=1)
        .count()
    )
    if twice:
        problems.append(f"{twice} batches have more than one accepted attempt")
    far = clock.now() + timedelta(days=1)  # leases and backoff ignored
    waiting = accounts_due(now=far, limit=100_000)
    if waiting:
        problems.append(f"{len(waiting)} accounts still due after settling: {waiting[:10]}")
    stuck = Account.objects.filter(compaction_stuck=True).count()
    if stuck:
        problems.append(f"{stuck} accounts flagged stuck")
    if statuses.get("running"):
        problems.append(f"{statuses['running']} batches still running")
    figures = {
        "accounts_compacted": sum(1 for b in by_account.values() if b),
        **{f"batches_{k}": v for k, v in sorted(statuses.items())},
        "waiting": len(waiting),
    }
    return figures, problems


def settle(seconds: float) -> float:
    """Wait until no account is due (leases and backoff ignored) and no batch is running."""
    from accounts import clock
    from accounts.compaction.selectors import accounts_due
    from accounts.models import CompactionBatch

    started = time.monotonic()
    while time.monotonic() - started < seconds:
        far = clock.now() + timedelta(days=1)
        if not accounts_due(now=far, limit=1) and not CompactionBatch.objects.filter(
            status="running"
        ).exists():
            break
        time.sleep(1)
    return time.monotonic() - started


# -- the run -------------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    args = parse(sys.argv[1:] if argv is None else argv)
    refuse_unless_loopback(args.database_url)
    refuse_unless_loopback(args.redis_url)
    folder = Path(tempfile.mkdtemp(prefix="drill-"))
    T = args.seconds
    stores = contextlib.ExitStack()  # the processes connect through PgBouncer if asked
    pooled = stores.enter_context(pgbouncer(args.database_url)) if args.pgbouncer else None
    env = production_env(
        database_url=pooled or args.database_url,
        **({"MEMORY_PREPARED_STATEMENTS": "0"} if pooled else {}),
        broker_url=args.redis_url,
        DJANGO_STATIC_ROOT=str(folder / "static"),
        MEMORY_WINDOW_TOKENS=str(args.window_tokens),
        MEMORY_COMPACTION_SCAN_SECONDS="2",
        MEMORY_COMPACTION_LEASE_SECONDS="5",
        CELERY_VISIBILITY_TIMEOUT="12",
        CELERY_TASK_TIME_LIMIT="10",
        CELERY_BEAT_SCHEDULE_FILE=str(folder / "beat-schedule"),
        WORKER_CONCURRENCY="1",
    )
    print(
        f"drill: {args.accounts} accounts, {args.clients} clients, {T:.0f} s; "
        f"2 web (gunicorn {args.web_workers}x{args.web_threads or 'default'}), 2 workers, beat; "
        f"DEBUG off; {'through PgBouncer; ' if pooled else ''}logs in {folder}",
        flush=True,
    )
    setup_started = time.monotonic()
    database_wipe(args.database_url)
    redis_flush(args.redis_url)
    release(env)
    key = manage(env, "create_api_key", "drill-load").strip().splitlines()[-1]
    manage(env, "rollout", "set-mode", "enabled", "--scope", "everyone", "--reason", "make drill")

    procs: list[Proc] = []
    ports = [free_port(), free_port()]
    webs = [
        web(env, port, folder, workers=args.web_workers, threads=args.web_threads)
        for port in ports
    ]
    workers = [
        Proc("worker", env, folder / f"worker{i}.log", args=f"-n drill-w{i}@%h") for i in (1, 2)
    ]
    beat = Proc("beat", env, folder / "beat.log")
    for p in [*webs, *workers, beat]:
        procs.append(p.start())
    events: list[str] = []
    violations: list[str] = []
    load_started = 0.0
    try:
        for port in ports:
            Api(port).wait_ready("/readyz", seconds=90)
        print(f"set-up (database, release, processes): {time.monotonic() - setup_started:.1f} s")

        stats = Stats()
        conversations = [Conversation(f"drill-{n:04d}") for n in range(args.accounts)]
        clients = [
            Client(ports, key, conversations[k :: args.clients], stats)
            for k in range(args.clients)
        ]
        cpu0, load_started = time.process_time(), time.monotonic()
        for c in clients:
            c.stop_at = load_started + T
            c.start()

        def at(fraction: float) -> None:
            time.sleep(max(0.0, load_started + fraction * T - time.monotonic()))

        def event(text: str) -> None:
            events.append(f"{time.monotonic() - load_started:5.1f} s  {text}")
            print("  " + events[-1], flush=True)

        at(0.25)
        victim = workers[0]
        event(
            f"SIGKILL worker 1 (pid {victim.pid} and its pool); tasks delivered and not yet "
            f"acknowledged in the broker: {unacked(args.redis_url)}"
        )
        victim.kill()
        at(0.40)
        workers[0] = Proc("worker", env, folder / "worker1.log", args="-n drill-w1@%h").start()
        procs.append(workers[0])
        event("worker 1 started again")
        at(0.50)
        event(f"web :{ports[1]} restarting (SIGTERM, then started again)")
        down = time.monotonic()
        webs[1].stop(timeout=30)
        webs[1] = web(env, ports[1], folder, workers=args.web_workers, threads=args.web_threads)
        procs.append(webs[1].start())
        Api(ports[1]).wait_ready("/healthz", seconds=60)
        event(f"web :{ports[1]} serving again after {time.monotonic() - down:.1f} s")
        for c in clients:
            c.join(T + 60)
        cpu = time.process_time() - cpu0  # the generator's threads, up to the last turn
        wall = max(c.finished_at for c in clients) - load_started

        # Writes still without a 2xx go again (an agent's retry) before anything is checked.
        for _ in range(5):
            left = [c for client in clients for c in client.conversations if c.pending]
            if not left:
                break
            for client in clients:
                for conv in client.conversations:
                    client.flush(conv)
            time.sleep(1)
        for c in clients:
            c.close()

        ctx = stats.context_ms
        print(
            f"turns: {stats.turns} complete in {wall:.1f} s = {stats.turns / wall:.1f} turns/s "
            f"({stats.requests} requests, {stats.requests / wall:.1f}/s)"
        )
        print(
            f"/context: n={len(ctx)} p50 {percentile(ctx, 50):.1f} ms, "
            f"p95 {percentile(ctx, 95):.1f} ms, p99 {percentile(ctx, 99):.1f} ms, "
            f"max {max(ctx, default=float('nan')):.1f} ms"
        )
        print(f"context fallbacks: {stats.fallbacks}")
        print("errors (what the client finally got): " + _counts(stats.errors))
        print("sent again to the other web process (no answer): " + _counts(stats.retried))
        cores = os.cpu_count() or 1
        print(
            f"load generator CPU: {cpu:.1f} s in {wall:.1f} s = {100 * cpu / wall:.0f}% of one "
            f"core ({100 * cpu / wall / cores:.0f}% of the machine's {cores})"
        )

        os.environ.update(env)
        import django

        django.setup()
        waited = settle(args.settle_seconds)
        print(f"compaction settled {waited:.1f} s after the load")
        figures, problems = check_messages(conversations)
        print("messages: " + ", ".join(f"{k} {v}" for k, v in figures.items()))
        violations += problems
        cfigures, cproblems = check_compaction()
        print("compaction: " + ", ".join(f"{k} {v}" for k, v in cfigures.items()))
        violations += cproblems
        if stats.server_errors:
            violations.append(f"{stats.server_errors} server errors (5xx) reached the clients")
        if stats.fallbacks:
            violations.append(f"{stats.fallbacks} /context answers fell back")
        if not stats.turns:
            violations.append("no turn completed")
        if cfigures.get("accounts_compacted", 0) == 0:
            violations.append("nothing was compacted: the drill proved nothing about compaction")
    except BaseException as exc:  # a crash is a failed drill, with the logs to read
        violations.append(f"the drill itself failed: {type(exc).__name__}: {exc}")
        raise
    finally:
        for p in reversed(procs):
            p.stop(timeout=15)
        stores.close()
        if violations:
            print("\nVIOLATIONS:\n  " + "\n  ".join(violations[:50]))
            for p in procs:
                print(f"--- {p.log.name}\n{p.tail(1500)}")
            print(f"DRILL FAILED (logs in {folder})")
        else:
            print("DRILL PASSED: nothing lost, nothing stored twice, every compaction ran once")
            shutil.rmtree(folder, ignore_errors=True)
    return 1 if violations else 0


def _counts(counter: Counter[str]) -> str:
    if not counter:
        return "none"
    return "; ".join(f"{kind} x{n}" for kind, n in counter.most_common())


if __name__ == "__main__":
    sys.exit(main())
