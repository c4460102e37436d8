"""The fault drill (issue 10, item 4): real faults under the production processes, seen by an agent.

Every case runs the Procfile's own processes (gunicorn, a Celery worker,
beat) with DEBUG off against PostgreSQL, and an agent that talks to them only
over HTTP, the way a deployed agent does: each turn it records its user
message (POST /messages), asks for the history to send its model (POST
/context with the whole history, items carrying ids) and records the reply;
a write that did not get a 2xx is sent again, in order, before the next turn
(the retries MemoryClient makes for writes carrying an id). What the agent
got is printed per step and kept in test-artifacts/fault-drill.txt.

(a) the database connection dropped mid-request, and the database cut: a
    TCP proxy (tests/faults.py) between gunicorn and PostgreSQL drops every
    connection at once, in the middle of a request, and refuses new ones;
(b) the database refused when the web process starts;
(c) Redis stopped (a redis-server of the test's own) with a compaction
    queued in it and messages being recorded;
(d) a worker killed mid-redaction: tests/accounts/test_forget_worker.py
    (and mid-compaction: tests/accounts/test_worker_kill.py).

Afterwards, in every case, the message log is exactly what the agent sent:
every item once, in the order sent; and compaction ran exactly once per due
account.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import pytest
from django.db import connection

from accounts.apikeys import api_key_create
from accounts.models import (
    Account,
    CompactionAttempt,
    CompactionBatch,
    ForgetRequest,
    Message,
    RolloutSetting,
    SummaryVersion,
)
from tests.faults import RedisServer, TcpProxy, free_port
from tests.procs import ROOT, Api, Proc, Reply, production_env, web
from tests.workers import database_url, wait_until

pytestmark = [
    pytest.mark.postgres("a real PostgreSQL server behind a TCP proxy, served by gunicorn"),
    pytest.mark.django_db(transaction=True),
]

ARTIFACT = ROOT / "test-artifacts" / "fault-drill.txt"
SYSTEM = {"role": "system", "content": "You are the bank's assistant."}


# -- the agent ------------------------------------------------------------------------------
@dataclass
class Agent:
    api: Api
    account: str
    history: list[dict[str, Any]] = field(default_factory=lambda: [dict(SYSTEM)])
    sent: list[dict[str, Any]] = field(default_factory=list)  # every item, in order
    pending: list[dict[str, Any]] = field(default_factory=list)  # writes not acknowledged
    got: list[tuple[str, str, str]] = field(default_factory=list)  # (phase, request, outcome)
    phase: str = "normal"
    turns: int = 0
    ms: dict[str, list[float]] = field(default_factory=dict)  # latencies by phase

    @property
    def base(self) -> str:
        return f"/api/v1/accounts/{self.account}"

    def note(self, request: str, r: Reply, extra: str = "") -> Reply:
        outcome = " ".join(str(x) for x in (r.status, r.code, r.error) if x)
        self.got.append((self.phase, request, (outcome + " " + extra).strip()))
        self.ms.setdefault(self.phase, []).append(r.ms)
        return r

    def write(self, item: dict[str, Any]) -> Reply:
        r = self.api.call("POST", f"{self.base}/messages", item)
        self.note(f"POST /messages {item['id']}", r)
        if r.status not in (200, 201):
            self.pending.append(item)
        return r

    def flush(self) -> None:
        """Send again, in order, the writes that got no 2xx; stop at the first that fails."""
        while self.pending:
            item = self.pending[0]
            r = self.api.call("POST", f"{self.base}/messages", item)
            self.note(f"POST /messages {item['id']} (again)", r)
            if r.status not in (200, 201):
                return
            self.pending.pop(0)

    def context(self) -> Reply:
        r = self.api.call("POST", f"{self.base}/context", {"history": self.history})
        extra = ""
        if r.status == 200 and isinstance(r.body, dict):
            same = r.body.get("messages") == self.history
            extra = (
                f"mode={r.body.get('mode')} fallback={r.body.get('fallback')}"
                + (" (its own history)" if same else f" ({len(r.body.get('messages', []))} msgs)")
            )
        return self.note("POST /context", r, extra)

    def user(self) -> dict[str, Any]:
        n = self.turns
        item = {"id": f"{self.account}-u{n}", "role": "user",
                "content": f"Turn {n}: what's my balance, and send 500 to Tobi."}  # fmt: skip
        self.sent.append(item)
        self.history.append(item)
        return item

    def reply(self) -> dict[str, Any]:
        n = self.turns
        item = {"id": f"{self.account}-a{n}", "role": "assistant",
                "content": f"Turn {n}: your balance is ₦{90_000 - n * 500:,}. Sent ₦500 to Tobi.",
                "tools": ["get_balance", "send_transfer"]}  # fmt: skip
        self.sent.append(item)
        self.history.append(item)
        self.turns += 1
        return item

    def turn(self) -> Reply:
        """Record the user message, ask for the context, record the reply."""
        self.flush()
        self.write(self.user())
        r = self.context()
        self.write(self.reply())
        return r

    def log_matches_what_was_sent(self) -> None:
        """Every item the agent sent is stored exactly once, in the order sent."""
        stored = list(
            Message.objects.filter(account__external_id=self.account)
            .order_by("seq")
            .values_list("external_id", "role", "content", "seq")
        )
        ids = [s[0] for s in stored]
        assert len(ids) == len(set(ids)), f"stored twice: {ids}"
        assert [s[:3] for s in stored] == [(i["id"], i["role"], i["content"]) for i in self.sent]
        seqs = [s[3] for s in stored]
        assert seqs == sorted(seqs) and len(set(seqs)) == len(seqs)

    def report(self, title: str) -> str:
        lines = [f"== {title} (account {self.account})"]
        lines += [f"  [{phase:>10}] {req:<38} -> {outcome}" for phase, req, outcome in self.got]
        return record("\n".join(lines))


def record(text: str) -> str:
    """Print a finding and keep it in test-artifacts/fault-drill.txt."""
    print(text)
    ARTIFACT.parent.mkdir(exist_ok=True)
    with ARTIFACT.open("a") as f:
        f.write(text + "\n")
    return text


def outcomes(agent: Agent, phase: str) -> list[tuple[str, str]]:
    return [(req, out) for p, req, out in agent.got if p == phase]


# -- fixtures --------------------------------------------------------------------------------
@pytest.fixture
def api_key(transactional_db: Any) -> str:
    return api_key_create(name="fault-drill")[1]


@pytest.fixture
def enabled(transactional_db: Any) -> None:
    s = RolloutSetting.current()
    s.mode, s.scope, s.kill_switch = "enabled", "everyone", False
    s.save()


@pytest.fixture
def db_proxy(transactional_db: Any) -> Iterator[TcpProxy]:
    s = connection.settings_dict
    proxy = TcpProxy(s["HOST"] or "127.0.0.1", int(s["PORT"] or 5432)).start()
    try:
        yield proxy
    finally:
        proxy.cut()


def via(proxy: TcpProxy) -> str:
    """The test database's URL, through the proxy."""
    parts = urlsplit(database_url())
    netloc = parts.netloc.rsplit("@", 1)
    host = f"127.0.0.1:{proxy.port}"
    return urlunsplit(parts._replace(netloc=f"{netloc[0]}@{host}" if len(netloc) == 2 else host))


@pytest.fixture
def procs(tmp_path: Path) -> Iterator[list[Proc]]:
    started: list[Proc] = []
    try:
        yield started
    finally:
        for p in reversed(started):
            p.stop(timeout=10)
        for p in started:
            print(f"--- {p.kind} log {p.log.name}\n{p.tail(2000)}")


def start_web(procs: list[Proc], env: dict[str, str], folder: Path) -> tuple[Proc, Api]:
    port = free_port()
    proc = web(env, port, folder, workers=1, threads=4).start()
    procs.append(proc)
    api = Api(port)
    api.wait_ready("/healthz", seconds=60)
    return proc, api


ENDPOINTS_OTHER_THAN_CONTEXT = [
    ("GET", "/messages?after_seq=0&limit=10", None),
    ("GET", "/memory", None),
    ("GET", "/facts", None),
    ("POST", "/facts", {"key": "car", "kind": "goal", "note": "Saving for a car"}),
    ("POST", "/forget", {"key": "car"}),
    ("POST", "/compact", None),
]


# -- (a) the database connection dropped mid-request, then cut ----------------------------------
def test_a_database_dropped_mid_request_and_cut_loses_and_doubles_nothing(
    api_key: str, enabled: None, db_proxy: TcpProxy, procs: list[Proc], tmp_path: Path
) -> None:
    env = production_env(database_url=via(db_proxy))
    _, api = start_web(procs, env, tmp_path)
    api.key = api_key
    agent = Agent(api, "drill-a")
    for _ in range(3):
        r = agent.turn()
        assert r.status == 200 and r.body["fallback"] is False and r.body["mode"] == "enabled"
    assert all(out.startswith(("200", "201")) for _, out in outcomes(agent, "normal"))

    # 1. A write whose INSERT committed, its answer lost with the connection: the agent
    #    gets a 503 for a message that is in fact stored, and sends it again later.
    agent.phase = "mid-req"
    seen_insert = threading.Event()

    def answer_to_the_insert(direction: str, chunk: bytes) -> bool:
        if direction == "up" and b"INSERT INTO accounts_message" in chunk:
            seen_insert.set()
            return False
        return direction == "down" and seen_insert.is_set()

    db_proxy.hold_when = answer_to_the_insert
    agent.flush()
    user = agent.user()
    got: list[Reply] = []
    writer = threading.Thread(target=lambda: got.append(agent.write(user)))
    writer.start()
    db_proxy.wait_held()
    dropped = db_proxy.cut()
    writer.join(30)
    assert dropped >= 1 and got and got[0].status == 503 and got[0].code == "unavailable"
    assert got[0].body["error"]["message"]
    assert Message.objects.filter(external_id=user["id"]).count() == 1  # committed all the same

    # 2. The database stays cut: the agent goes on with its turn.
    agent.phase = "cut"
    ctx = agent.context()  # the key cannot be checked: the agent gets its own history back
    assert ctx.status == 200, ctx
    assert ctx.body["fallback"] is True and ctx.body["messages"] == agent.history
    # Not after the pool's whole timeout (30 s, the client's too): the request waiting for
    # a connection is failed once the pool gives up reconnecting (memoryadmin/ops/dbpool.py).
    assert ctx.ms < 15_000, ctx
    agent.write(agent.reply())
    for method, path, body in ENDPOINTS_OTHER_THAN_CONTEXT:
        r = agent.note(f"{method} {path.split('?')[0]}", api.call(method, agent.base + path, body))
        assert r.status == 503 and r.code == "unavailable", (path, r)
        assert r.body["error"]["message"], r
    # The rule check reads no table: it answers while the key is in the process's cache.
    rules = agent.note("POST /rules/check", api.call("POST", "/api/v1/rules/check", {"text": "x"}))
    assert rules.status == 200 or (rules.status == 503 and rules.code == "unavailable"), rules
    assert agent.note("GET /healthz", api.call("GET", "/healthz")).status == 200
    ready = agent.note("GET /readyz", api.call("GET", "/readyz"))
    assert ready.status == 503 and ready.body["checks"]["database"] != "ok"

    # 3. Back: the agent's pending writes go through (the stored one answers 200, not twice).
    db_proxy.restore()
    agent.phase = "restored"
    assert agent.note("GET /readyz", api.call("GET", "/readyz")).status == 200
    r = agent.turn()
    assert r.status == 200 and r.body["fallback"] is False
    again = outcomes(agent, "restored")
    assert (f"POST /messages {user['id']} (again)", "200") in again  # stored once, answered 200
    assert not agent.pending

    # 4. Dropped in the middle of /context, after the key was checked: the engine fails open.
    agent.phase = "mid-ctx"
    agent.write(agent.user())
    # The turn's read is a prepared statement (accounts/prepared.py): once prepared on a
    # connection, it goes on the wire as a Bind naming psycopg's statement (_pg3_…), not as text.
    db_proxy.hold_when = lambda d, chunk: d == "up" and (
        b"accounts_message" in chunk or b"_pg3_" in chunk
    )
    got.clear()
    asker = threading.Thread(target=lambda: got.append(agent.context()))
    asker.start()
    db_proxy.wait_held()
    db_proxy.cut()
    asker.join(30)
    assert got and got[0].status == 200, got
    assert got[0].body["fallback"] is True and got[0].body["messages"] == agent.history
    agent.write(agent.reply())
    db_proxy.restore()
    agent.phase = "after"
    for _ in range(2):
        r = agent.turn()
        assert r.status == 200 and r.body["fallback"] is False and r.body["mode"] == "enabled"
    assert not agent.pending
    agent.report("(a) database dropped mid-request, cut, restored")
    agent.log_matches_what_was_sent()



# -- (b) the database refused when the web process starts ----------------------------------
def test_b_web_started_while_the_database_refuses_then_serves_when_it_is_back(
    api_key: str, enabled: None, db_proxy: TcpProxy, procs: list[Proc], tmp_path: Path
) -> None:
    db_proxy.cut()
    _, api = start_web(procs, production_env(database_url=via(db_proxy)), tmp_path)
    api.key = api_key
    agent = Agent(api, "drill-b")
    agent.phase = "refused"
    assert agent.note("GET /healthz", api.call("GET", "/healthz")).status == 200
    ready = agent.note("GET /readyz", api.call("GET", "/readyz"))
    assert ready.status == 503 and ready.body["checks"]["database"] != "ok"
    ctx = agent.turn()  # the key was never read: the agent still gets its own history back
    assert ctx.status == 200, ctx
    assert ctx.body["fallback"] is True and ctx.body["messages"] == agent.history[:-1]
    assert [out for req, out in outcomes(agent, "refused") if "/messages" in req] == [
        "503 unavailable",
        "503 unavailable",
    ]
    db_proxy.restore()
    agent.phase = "restored"
    assert agent.note("GET /readyz", api.call("GET", "/readyz")).status == 200
    for _ in range(2):
        r = agent.turn()
        assert r.status == 200 and r.body["fallback"] is False and r.body["mode"] == "enabled"
    assert not agent.pending
    agent.report("(b) web started while the database refuses, then restored")
    agent.log_matches_what_was_sent()



# -- (c) Redis stopped while messages are recorded and compaction is queued ----------------------
@pytest.mark.redis
@pytest.mark.skipif(not RedisServer.available(), reason="needs the redis-server binary (CI has it)")
def test_c_redis_stopped_recording_goes_on_and_every_due_account_compacts_exactly_once(
    api_key: str, enabled: None, procs: list[Proc], tmp_path: Path
) -> None:
    redis = RedisServer(tmp_path).start()
    try:
        _redis_drill(api_key, redis, procs, tmp_path)
    finally:
        redis.stop()


def _redis_drill(api_key: str, redis: RedisServer, procs: list[Proc], tmp_path: Path) -> None:
    env = production_env(
        database_url=database_url(),
        broker_url=redis.url(0),
        MEMORY_WINDOW_TOKENS="60",
        MEMORY_COMPACTION_SCAN_SECONDS="2",
        MEMORY_FORGET_SWEEP_SECONDS="2",
        MEMORY_FORGET_LOST_AFTER_SECONDS="3",
        CELERY_BEAT_SCHEDULE_FILE=str(tmp_path / "beat-schedule"),
        WORKER_CONCURRENCY="1",
        DATABASE_CONN_MAX_AGE="0",
    )
    _, api = start_web(procs, env, tmp_path)
    api.key = api_key
    api.wait_ready("/readyz", seconds=30)
    beat = Proc("beat", env, tmp_path / "beat.log").start()
    procs.append(beat)

    # A compaction queued in Redis with no worker to take it, then Redis is lost with it.
    first = Agent(api, "drill-c0")
    for _ in range(4):
        assert first.turn().status == 200
    queued = first.note("POST /compact", api.call("POST", f"{first.base}/compact"))
    assert queued.status == 202 and queued.body == {"outcome": "queued"}
    redis.stop()

    # Broker down: the agents' turns, a forget, and /compact.
    agents = [first, Agent(api, "drill-c1"), Agent(api, "drill-c2")]
    slowest = 0.0
    for agent in agents:
        agent.phase = "no-redis"
        for _ in range(4):
            r = agent.turn()
            assert r.status == 200 and r.body["fallback"] is False and r.body["mode"] == "enabled"
        slowest = max([slowest, *agent.ms["no-redis"]])
        assert all(out.split()[0] in ("200", "201") for _, out in outcomes(agent, "no-redis"))
    c1, c2 = agents[1], agents[2]
    compact = c1.note("POST /compact", api.call("POST", f"{c1.base}/compact"))
    assert compact.status == 503 and compact.code == "unavailable", compact
    assert "nothing was queued" in compact.body["error"]["message"]
    fact = {"key": "car", "kind": "goal", "note": "Saving for a car"}
    assert c2.note("POST /facts", api.call("POST", f"{c2.base}/facts", fact)).status == 201
    forget = c2.note("POST /forget", api.call("POST", f"{c2.base}/forget", {"key": "car"}))
    assert forget.status == 202 and forget.body["status"] == "redaction_queued", forget
    assert c2.note("GET /healthz", api.call("GET", "/healthz")).status == 200
    c2.note("GET /readyz", api.call("GET", "/readyz"))
    ids = {a.account: Account.objects.get(external_id=a.account).pk for a in agents}
    assert not CompactionBatch.objects.filter(account_id__in=ids.values()).exists()

    # A worker starts while the broker is still down; then Redis comes back, empty.
    worker = Proc("worker", env, tmp_path / "worker.log").start()
    procs.append(worker)
    time.sleep(2)
    redis.start()
    for agent in agents:
        agent.phase = "redis-back"

    def all_compacted() -> bool:
        return all(
            CompactionBatch.objects.filter(account_id=pk, status="accepted").exists()
            for pk in ids.values()
        ) and ForgetRequest.objects.filter(pk=forget.body["id"], status="verified_clean").exists()

    wait_until(all_compacted, 90, "the scan and the sweep never caught up after Redis came back")
    time.sleep(8)  # several more scans: none may compact an account twice
    # Read the batches before the last turns: those add messages past the window, and the
    # next scan may rightly start a new batch for them (CI once caught one still running).
    for account, pk in ids.items():
        rows = CompactionBatch.objects.filter(account_id=pk)
        batches = list(rows.values_list("from_seq", "to_seq", "status"))
        accepted = [(f, t) for f, t, s in batches if s == "accepted"]
        record(f"  {account}: compaction batches (from, to, status) {batches}")
        assert len(accepted) == 1, (account, batches)  # compacted exactly once
        assert not [b for b in batches if b[2] == "running"]
        assert CompactionAttempt.objects.filter(account_id=pk, outcome="accepted").count() == 1
        assert Account.objects.get(pk=pk).covered_through_seq == accepted[0][1]
        assert SummaryVersion.objects.filter(account_id=pk, source="compaction").count() == 1
    for agent in agents:
        r = agent.turn()
        assert r.status == 200 and r.body["fallback"] is False
        agent.report("(c) Redis stopped with a compaction queued, then back")
        agent.log_matches_what_was_sent()
    record(f"  slowest request of a turn while Redis was down: {slowest:.0f} ms")
    assert slowest < 5000
