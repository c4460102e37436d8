"""Benchmark the console pages: p95 render time and query count, small beside large.

    python -m tests.bench bench_console --generate   # wipes and fills a *bench* database
    python -m tests.bench bench_console              # measures the data already there

With ``--generate`` it fills the database at the small size, measures, then
at the large size (100,000 accounts and 1,000,000 messages by default) and
measures again, and prints both side by side: render times should stay
under 150 ms at p95 and query counts should not move with the data size.
Pages are fetched through django.test.Client as a signed-in ops user.
"""

from __future__ import annotations

import math
import time
from itertools import pairwise
from typing import Any

from django.contrib.auth.models import Group, User
from django.core.management import call_command
from django.core.management.base import BaseCommand
from django.db import connection
from django.test import Client, override_settings
from django.test.utils import CaptureQueriesContext

from accounts.models import Account, Message, ShadowRecord
from tests.bench import command as bench_command
from tests.personas import grant_projects

TARGET_MS = 150.0


def pages() -> dict[str, str]:
    record = ShadowRecord.objects.order_by("-created_at", "-id").only("id").first()
    big = Account.objects.order_by("-last_seq").only("external_id").first()
    out = {
        "overview": "/",
        "rollout": "/rollout/",
        "shadow diffs": "/shadow/",
        "accounts": "/accounts/",
        "audit": "/audit/",
    }
    if record is not None:
        out["shadow diff (one)"] = f"/shadow/{record.pk}/"
    if big is not None:
        out["account"] = f"/accounts/{big.external_id}/"
    return out


def measure(runs: int) -> dict[str, tuple[float, float, int]]:
    """Per page: (p50 ms, p95 ms, queries)."""
    user, _ = User.objects.get_or_create(username="bench-ops")
    user.groups.add(Group.objects.get(name="ops"))
    grant_projects(user)
    client = Client()
    client.force_login(user)
    results: dict[str, tuple[float, float, int]] = {}
    for name, url in pages().items():
        for _ in range(2):  # warm caches: templates, tokenizer, the database's buffers
            assert client.get(url).status_code == 200, url
        times: list[float] = []
        for _ in range(runs):
            t0 = time.perf_counter()
            r = client.get(url)
            times.append((time.perf_counter() - t0) * 1000)
            assert r.status_code == 200, (url, r.status_code)
        # Count with the rollout row uncached, so a cache expiring mid-run can't
        # make the same page look one query dearer at one size than the other.
        with (
            override_settings(MEMORY_ROLLOUT_CACHE_SECONDS=0),
            CaptureQueriesContext(connection) as q,
        ):
            client.get(url)
        times.sort()
        p50 = times[len(times) // 2]
        p95 = times[max(0, math.ceil(0.95 * len(times)) - 1)]
        results[name] = (p50, p95, len(q))
    return results


class Command(BaseCommand):
    help = "p95 render time and query count of the console pages, small data beside large."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--runs", type=int, default=30)
        parser.add_argument("--generate", action="store_true", help="wipe and generate both sizes")
        parser.add_argument("--small-accounts", type=int, default=1_000)
        parser.add_argument("--small-messages", type=int, default=10_000)
        parser.add_argument("--accounts", type=int, default=100_000)
        parser.add_argument("--messages", type=int, default=1_000_000)

    def handle(self, *args: Any, **o: Any) -> None:
        sizes: list[tuple[str, dict[str, tuple[float, float, int]]]] = []
        if o["generate"]:
            for label, (na, nm) in [
                ("small", (o["small_accounts"], o["small_messages"])),
                ("large", (o["accounts"], o["messages"])),
            ]:
                call_command(
                    bench_command("generate_bench_data"), accounts=na, messages=nm, wipe=True
                )
                sizes.append((self.label(label), measure(o["runs"])))
        else:
            sizes.append((self.label("current"), measure(o["runs"])))
        self.report(sizes, o["runs"])

    def label(self, name: str) -> str:
        return f"{name}: {Account.objects.count():,} acc / {Message.objects.count():,} msg"

    def report(
        self, sizes: list[tuple[str, dict[str, tuple[float, float, int]]]], runs: int
    ) -> None:
        vendor = connection.vendor
        self.stdout.write(f"\nConsole pages, {runs} runs each, {vendor}, signed in as ops")
        header = f"{'page':<20}" + "".join(f" | {label:<40}" for label, _ in sizes)
        self.stdout.write(header)
        self.stdout.write(f"{'':<20}" + " | p50 ms   p95 ms   queries".ljust(43) * len(sizes))
        self.stdout.write("-" * len(header))
        ok = True
        for page in sizes[-1][1]:
            cells = []
            for _, res in sizes:
                if page not in res:
                    cells.append(" | " + "—".ljust(40))
                    continue
                p50, p95, nq = res[page]
                ok &= p95 < TARGET_MS
                cells.append(f" | {p50:7.1f}  {p95:7.1f}  {nq:7d}".ljust(43))
            self.stdout.write(f"{page:<20}" + "".join(cells))
        stable = all(
            res_a.get(p, (0, 0, -1))[2] == res_b.get(p, (0, 0, -1))[2]
            for (_, res_a), (_, res_b) in pairwise(sizes)
            for p in res_b
        )
        self.stdout.write(
            f"\np95 under {TARGET_MS:.0f} ms everywhere: {'yes' if ok else 'NO'}; "
            f"query counts independent of size: {'yes' if stable else 'NO'}"
        )
