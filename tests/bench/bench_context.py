"""Benchmark the hot path: context builds against a plain read, side by side.

Runs in a throwaway test database (created and destroyed here), so it never
touches real data. Prints, in one run:

- p50/p95 of a context build in enabled and in disabled mode for an account
  with 10,000 stored messages, against a plain read of the last 24 messages
  through the same API, with the ratios. Each request is handed to the WSGI
  application as gunicorn hands it (no socket, none of the test client's
  machinery), its body encoded beforehand as the agent's client would;
- the floor: the same window rows read with one raw SQL statement and encoded
  to JSON (no ORM, no DRF, no HTTP layer), and each path's ratio to it;
- the floor with a write: that read, then one raw INSERT of one message (its
  seq from the account's counter, in the same statement: one durable commit),
  which is what a turn that records a message cannot do without; the ratio of
  the one-new-message turn to it is printed beside its ratio to the read floor;
- the SQL queries per context build at 1,000 and at 100,000 stored messages.

The three kinds of request are interleaved so machine noise hits them alike.
"""

from __future__ import annotations

import io
import sys
import time
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import orjson
from django.core.handlers.wsgi import WSGIHandler
from django.core.management.base import BaseCommand, CommandParser
from django.db import connection, transaction
from django.test import override_settings
from django.test.utils import CaptureQueriesContext
from django.utils import timezone
from rest_framework.test import APIClient

from accounts.apikeys import api_key_create
from accounts.models import Account, Message, RolloutSetting
from memoryadmin.engine.tokens import count_message

LINES = [
    ("user", "Has everyone paid into the Ajo group this week?"),
    ("assistant", "Everyone except Tunde. Tunde hasn't paid his ₦200 yet.", ["get_group_status"]),
    ("user", "Send me the invite link for the group please."),
    ("assistant", "Here it is: https://flow.example/g/ajo-42", ["get_group_invite_link"]),
    ("user", "From now on, call me Ada."),
    ("assistant", "Noted, Ada.", []),
    ("user", "Transfer 5,000 to my sister."),
    ("assistant", "Done: ₦5,000 sent to Mama Tobi.", ["send_transfer"]),
]


def _fill(account: Account, n: int) -> None:
    """Bulk-insert n messages quickly (the API path is measured separately)."""
    start = timezone.now() - timedelta(days=30)
    tokens = {text: count_message(text) for _, text, *_ in LINES}
    batch: list[Message] = []
    for seq in range(1, n + 1):
        role, text, *rest = LINES[(seq - 1) % len(LINES)]
        tools = rest[0] if rest else None
        live = tools == ["get_group_status"]
        batch.append(
            Message(
                account=account,
                seq=seq,
                external_id=f"b-{seq}",
                role=role,
                content=text,
                created_at=start + timedelta(seconds=seq),
                token_count=tokens[text],
                tools=tools,
                volatility="live" if live else None,
                observed_at=start + timedelta(seconds=seq) if role == "assistant" else None,
            )
        )
        if len(batch) == 5000:
            Message.objects.bulk_create(batch)
            batch = []
    Message.objects.bulk_create(batch)
    Account.objects.filter(pk=account.pk).update(last_seq=n)
    if connection.vendor == "postgresql":
        # A production table has statistics (autovacuum); a freshly filled one does not.
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE accounts_message")


FLOOR_FIELDS = ("id", "seq", "role", "content", "created_at", "tools", "observed_at", "volatility")


class _Ok:
    status_code = 200
    content = b""


@dataclass(frozen=True)
class _Answer:
    status_code: int
    content: bytes


class _Wsgi:
    """Requests handed to the WSGI application itself, as gunicorn hands them (no socket).

    Django's test client does more per request than a server does (it listens for
    rendered templates, keeps cookies, decorates the response): a fixed cost every
    path here would carry and production never pays, which the floor does not.
    """

    def __init__(self, key: str) -> None:
        self.app = WSGIHandler()
        self.auth = f"Bearer {key}"

    def _call(self, method: str, path: str, body: bytes = b"") -> _Answer:
        path, _, query = path.partition("?")
        environ = {
            "REQUEST_METHOD": method,
            "SCRIPT_NAME": "",
            "PATH_INFO": path,
            "QUERY_STRING": query,
            "SERVER_NAME": "127.0.0.1",
            "SERVER_PORT": "8000",
            "SERVER_PROTOCOL": "HTTP/1.1",
            "REMOTE_ADDR": "127.0.0.1",
            "HTTP_HOST": "127.0.0.1",
            "HTTP_AUTHORIZATION": self.auth,
            "CONTENT_TYPE": "application/json",
            "CONTENT_LENGTH": str(len(body)),
            "wsgi.input": io.BytesIO(body),
            "wsgi.errors": sys.stderr,
            "wsgi.url_scheme": "http",
            "wsgi.version": (1, 0),
            "wsgi.multithread": False,
            "wsgi.multiprocess": True,
            "wsgi.run_once": False,
        }
        status: list[str] = []
        chunks = self.app(environ, lambda s, headers, exc_info=None: status.append(s))
        try:
            content = b"".join(chunks)
        finally:
            getattr(chunks, "close", lambda: None)()
        return _Answer(int(status[0][:3]), content)

    def get(self, path: str) -> _Answer:
        return self._call("GET", path)

    def post(self, path: str, body: bytes) -> _Answer:
        return self._call("POST", path, body)


def _pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


class Command(BaseCommand):
    help = "Benchmark context builds (enabled, disabled) against a plain read of 24 messages."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--runs", type=int, default=300)
        parser.add_argument("--messages", type=int, default=10_000)
        parser.add_argument("--query-sizes", default="1000,100000")
        parser.add_argument(
            "--window-tokens",
            type=int,
            default=None,
            help="Window budget; default: what the last 24 messages cost, so both paths "
            "return the same messages and the ratio measures engine overhead alone.",
        )

    def handle(self, *args: Any, **o: Any) -> None:
        old_name = connection.settings_dict["NAME"]
        test_db = connection.creation.create_test_db(verbosity=0, autoclobber=True)
        try:
            self._run(o, test_db)
        finally:
            connection.creation.destroy_test_db(old_name, verbosity=0)

    def _client(self) -> APIClient:
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Bearer {self._key()}")
        return client

    def _key(self) -> str:
        _, raw = api_key_create(name="bench", actor="bench")
        return raw

    def _history(self, account: Account, turn: int) -> dict[str, Any]:
        last = account.last_seq
        recent = Message.objects.filter(account=account, seq__gt=last - 6).order_by("seq")
        items: list[dict[str, Any]] = [{"role": "system", "content": "You are Flow. " * 50}]
        items += [{"role": m.role, "content": m.content, "id": m.external_id} for m in recent]
        items.append(
            {
                "role": "user",
                "content": f"Is Tunde still pending? ({turn})",
                "id": f"turn-{account.external_id}-{turn}",
            }
        )
        return {"history": items}

    def _run(self, o: dict[str, Any], test_db: str) -> None:
        vendor = connection.vendor
        setting = RolloutSetting.current()
        enabled = Account.objects.create(
            external_id="bench-enabled", allowlisted=True, rollout_mode="enabled"
        )
        disabled = Account.objects.create(external_id="bench-disabled")
        setting.mode, setting.scope = "disabled", "allowlist"
        setting.save()
        for acct in (enabled, disabled):
            _fill(acct, o["messages"])
            acct.refresh_from_db()
        if o["window_tokens"] is None:
            last24 = Message.objects.filter(account=enabled).order_by("-seq")[:24]
            o["window_tokens"] = sum(m.token_count for m in last24) + 40
        with override_settings(MEMORY_WINDOW_TOKENS=o["window_tokens"]):
            self._measure(o, _Wsgi(self._key()), enabled, disabled, vendor)

    def _measure(
        self, o: dict[str, Any], wsgi: _Wsgi, enabled: Account, disabled: Account, vendor: str
    ) -> None:
        times: dict[str, list[float]] = {
            "enabled": [],
            "seen": [],
            "disabled": [],
            "plain": [],
            "floor": [],
            "floor_write": [],
        }
        after = o["messages"] - 24
        floor_sql = (
            "SELECT external_id, seq, role, content, created_at, tools, observed_at, volatility "
            "FROM accounts_message WHERE account_id = %s AND seq > %s ORDER BY seq LIMIT 24"
        )

        def floor() -> Any:
            # What this machine can do at best: one statement, rows as tuples, one encode.
            with connection.cursor() as cursor:
                cursor.execute(floor_sql, [disabled.pk, after])
                rows = cursor.fetchall()
            body = orjson.dumps(
                {"results": [dict(zip(FLOOR_FIELDS, row, strict=True)) for row in rows]},
                default=str,
            )
            assert len(rows) == 24 and body
            return _Ok()

        floor_acct = Account.objects.create(external_id="bench-floor")
        columns = (
            "account_id, seq, external_id, role, content, created_at, recorded_at, "
            "token_count, unverified, content_null"
        )
        written = [0]

        def floor_write() -> Any:
            # The floor's read, then the least a turn that records a message must do: take
            # the next seq from the account's counter and insert the row, one commit.
            ok = floor()
            written[0] += 1
            now = timezone.now()
            row = [f"w-{written[0]}", "Is Tunde still pending?", now, now, 9]
            with connection.cursor() as cursor:
                if vendor == "postgresql":
                    cursor.execute(
                        "WITH s AS (UPDATE accounts_account SET last_seq = last_seq + 1 "
                        "WHERE id = %s RETURNING last_seq) "
                        f"INSERT INTO accounts_message ({columns}) "
                        "SELECT %s, s.last_seq, %s, 'user', %s, %s, %s, %s, false, false FROM s",
                        [floor_acct.pk, floor_acct.pk, *row],
                    )
                else:  # no UPDATE inside a WITH: two statements, one transaction
                    with transaction.atomic():
                        cursor.execute(
                            "UPDATE accounts_account SET last_seq = last_seq + 1 WHERE id = %s "
                            "RETURNING last_seq",
                            [floor_acct.pk],
                        )
                        (seq,) = cursor.fetchone()
                        cursor.execute(
                            f"INSERT INTO accounts_message ({columns}) "
                            "VALUES (%s, %s, %s, 'user', %s, %s, %s, %s, false, false)",
                            [floor_acct.pk, seq, *row],
                        )
            return ok

        def timed(kind: str, fn: Any) -> None:
            t0 = time.perf_counter()
            r = fn()
            times[kind].append((time.perf_counter() - t0) * 1000)
            assert r.status_code == 200, r.content

        # Warm up every path once (tokenizer load, connection, caches).
        for acct in (enabled, disabled):
            wsgi.post(
                f"/api/v1/accounts/{acct.external_id}/context",
                orjson.dumps(self._history(acct, -1)),
            )
        wsgi.get(f"/api/v1/accounts/bench-disabled/messages?after_seq={after}&limit=24")
        for n in range(o["runs"]):
            # Payloads are built and encoded outside the timed region, as the agent's own
            # client encodes them: only the request is measured.
            he = orjson.dumps(self._history(enabled, n))
            hd = orjson.dumps(self._history(disabled, n))
            timed("enabled", lambda he=he: wsgi.post("/api/v1/accounts/bench-enabled/context", he))
            # The same history again: everything in it is recorded already.
            timed("seen", lambda he=he: wsgi.post("/api/v1/accounts/bench-enabled/context", he))
            timed(
                "disabled", lambda hd=hd: wsgi.post("/api/v1/accounts/bench-disabled/context", hd)
            )
            timed(
                "plain",
                lambda: wsgi.get(
                    f"/api/v1/accounts/bench-disabled/messages?after_seq={after}&limit=24"
                ),
            )
            timed("floor", floor)
            timed("floor_write", floor_write)
            enabled.refresh_from_db()

        plain50, plain95 = _pct(times["plain"], 50), _pct(times["plain"], 95)
        floor50 = _pct(times["floor"], 50)
        write50 = _pct(times["floor_write"], 50)
        self.stdout.write(
            f"\nContext build, {o['messages']:,} stored messages, {o['runs']} runs "
            f"each, interleaved, on {vendor}; window budget {o['window_tokens']} tokens "
            "(what the last 24 messages cost, so both return the same messages)"
        )
        self.stdout.write(
            f"{'path':<36}{'p50 ms':>9}{'p95 ms':>9}{'p50 ×plain':>12}{'p95 ×plain':>12}"
            f"{'p50 ×floor':>12}{'×floor+write':>14}"
        )
        rows = [
            ("floor: raw SQL of 24 rows + JSON", "floor"),
            ("floor + a raw 1-row INSERT", "floor_write"),
            ("plain read of last 24 (GET)", "plain"),
            ("context, enabled, 1 new message", "enabled"),
            ("context, enabled, nothing new", "seen"),
            ("context, disabled", "disabled"),
        ]
        for label, kind in rows:
            p50, p95 = _pct(times[kind], 50), _pct(times[kind], 95)
            self.stdout.write(
                f"{label:<36}{p50:>9.2f}{p95:>9.2f}{p50 / plain50:>12.2f}{p95 / plain95:>12.2f}"
                f"{p50 / floor50:>12.2f}{p50 / write50:>14.2f}"
            )
        self.stdout.write(
            "targets: enabled ≤ 1.3× plain and ≤ 3× floor (p50; a turn that records a "
            "message against the floor with its write), disabled ≤ 0.6× plain"
        )

        self.stdout.write(
            "\nSQL queries per context build, one new message per turn (the global rollout "
            "row, cached for a second in production, is counted here as read every time)"
        )
        with override_settings(MEMORY_ROLLOUT_CACHE_SECONDS=0):
            self._count_queries(o, self._client())

    def _count_queries(self, o: dict[str, Any], client: APIClient) -> None:
        for size in [int(s) for s in o["query_sizes"].split(",")]:
            acct = Account.objects.create(
                external_id=f"bench-q-{size}", allowlisted=True, rollout_mode="enabled"
            )
            _fill(acct, size)
            acct.refresh_from_db()
            client.post(
                f"/api/v1/accounts/{acct.external_id}/context",
                self._history(acct, 0),
                format="json",
            )
            counts = []
            for kind, mode in (("enabled", "enabled"), ("shadow", "shadow")):
                Account.objects.filter(pk=acct.pk).update(rollout_mode=mode)
                acct.refresh_from_db()
                body = self._history(acct, 1 if kind == "enabled" else 2)
                with CaptureQueriesContext(connection) as q:
                    client.post(f"/api/v1/accounts/{acct.external_id}/context", body, format="json")
                counts.append(f"{kind} {len(q.captured_queries)}")
            Account.objects.filter(pk=acct.pk).update(allowlisted=False, rollout_mode=None)
            # Built before counting: its own read of recent messages is the benchmark's.
            body = self._history(acct, 3)
            with CaptureQueriesContext(connection) as q:
                client.post(f"/api/v1/accounts/{acct.external_id}/context", body, format="json")
            counts.append(f"disabled {len(q.captured_queries)}")
            self.stdout.write(f"  {size:>9,} stored messages: " + ", ".join(counts))
