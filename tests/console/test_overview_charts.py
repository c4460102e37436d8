"""The Overview's charts over time: what they count, their words and tables, fixed queries."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
import time_machine
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from rest_framework.test import APIClient

from accounts.fallbacks import fallback_count
from accounts.models import (
    Account,
    CompactionAttempt,
    CompactionBatch,
    FallbackCount,
    UnclassifiedTool,
)
from tests.console.conftest import tunde_history

NOW = datetime(2026, 12, 1, 12, 30, tzinfo=UTC)
HX = {"HTTP_HX_REQUEST": "true"}


def _run(acct: Account, status: str, at: datetime, error: str = "") -> None:
    b = CompactionBatch.objects.create(
        account=acct, from_seq=1, to_seq=2, status=status, started_at=at, error=error
    )
    outcome = {"accepted": "accepted", "rejected": "rejected_rule"}.get(status, "failed")
    if status != "skipped":
        CompactionAttempt.objects.create(
            batch=b,
            account=acct,
            number=1,
            prompt=[],
            model="m",
            outcome=outcome,
            error=error,
            created_at=at,
        )


@pytest.fixture
def history(db: Any) -> Account:
    acct = Account.objects.create(external_id="chart-1")
    _run(acct, "accepted", NOW - timedelta(hours=1))
    _run(acct, "accepted", NOW - timedelta(hours=1))
    _run(acct, "rejected", NOW - timedelta(hours=3))
    _run(acct, "failed", NOW - timedelta(hours=3), "InternalServerError: Error code: 503 - {}")
    _run(acct, "failed", NOW - timedelta(hours=2), "APITimeoutError: Request timed out.")
    _run(acct, "failed", NOW - timedelta(days=3), "InternalServerError: Error code: 500 - {}")
    _run(acct, "skipped", NOW - timedelta(days=3))
    _run(acct, "accepted", NOW - timedelta(days=30))  # outside both spans
    return acct


def _svg(html: str, chart_id: str) -> str:
    m = re.search(rf'<svg class="chart" id="{chart_id}".*?</svg>', html, re.S)
    assert m, f"no {chart_id} in the page"
    return m.group(0)


def test_outcomes_and_failures_over_the_last_24_hours(history: Account, ops: Client) -> None:
    with time_machine.travel(NOW, tick=False):
        html = ops.get("/?span=24h").content.decode()
    svg = _svg(html, "chart-outcomes")
    assert 'role="img"' in svg and "<title id=" in svg and "<desc id=" in svg
    assert "5 batch runs in the last 24 hours: 2 applied, 1 rejected, 2 failed, 0 skipped" in svg
    assert svg.count('data-series="applied"') == 1  # two runs in one hour: one bar
    assert "11:00: 2 applied" in svg
    failures = _svg(html, "chart-failures")
    assert "2 failed attempts" in failures
    assert "09:00: 1 InternalServerError" in failures and "10:00: 1 APITimeoutError" in failures
    # The legend and the table say the same in words, and the legend links to the list.
    assert "/compaction/?error_class=InternalServerError" in html
    assert re.search(r"<td>11:00</td><td class=\"num\">2</td>", html)


def test_fourteen_days_by_day_is_the_default(history: Account, ops: Client) -> None:
    with time_machine.travel(NOW, tick=False):
        html = ops.get("/").content.decode()
    svg = _svg(html, "chart-outcomes")
    assert "7 batch runs in the last 14 days: 2 applied, 1 rejected, 3 failed, 1 skipped" in svg
    assert "28 Nov: 1 failed" in svg and "28 Nov: 1 skipped" in svg
    assert "3 failed attempts" in _svg(html, "chart-failures")


def test_the_span_switch_swaps_only_the_charts(history: Account, ops: Client) -> None:
    with time_machine.travel(NOW, tick=False):
        r = ops.get("/?span=24h", **HX)
    html = r.content.decode()
    assert html.strip().startswith('<div id="charts">') and "<html" not in html
    assert 'aria-current="true">last 24 hours' in html


def test_empty_charts_say_so(db: Any, ops: Client) -> None:
    html = ops.get("/?span=24h").content.decode()
    assert "No compaction batch ran in the last 24 hours." in html
    assert "No batch has failed in the last 24 hours." in html
    assert "No turn fell back to the given history in the last 24 hours." in html
    assert "No shadow turn recorded in the last 24 hours." in html
    assert '<svg class="chart"' not in html


def test_fallbacks_are_counted_by_cause_and_charted(
    api: APIClient, rollout: Any, ops: Client
) -> None:
    rollout("enabled", "everyone")
    for _ in range(2):
        r = api.post(
            "/api/v1/accounts/fb-1/context",
            {"history": [*tunde_history(), "just a string"]},
            format="json",
        )
        assert r.status_code == 200 and r.json()["fallback"] is True
    (row,) = FallbackCount.objects.all()
    assert row.n == 2 and row.where == "context"
    html = ops.get("/?span=24h").content.decode()
    svg = _svg(html, "chart-fallbacks")
    assert f"2 fallbacks in the last 24 hours: 2 {row.cause}" in svg


def test_a_fallback_from_the_database_is_not_written_to_it(db: Any) -> None:
    fallback_count(where="context", cause="OperationalError")
    assert not FallbackCount.objects.exists()
    fallback_count(where="proxy", cause="KeyError")
    fallback_count(where="proxy", cause="KeyError")
    assert FallbackCount.objects.get(where="proxy").n == 2


def test_shadow_mismatch_rate(ops: Client, shadow_turn: Callable[..., None]) -> None:
    shadow_turn("s1")
    shadow_turn("s2")  # both recorded at the turn's time, 2026-11-29 15:55 UTC
    with time_machine.travel(datetime(2026, 11, 30, 8, 0, tzinfo=UTC), tick=False):
        html = ops.get("/?span=24h").content.decode()
    svg = _svg(html, "chart-shadow")
    assert re.search(r"\d of 2 turns differ in the last 24 hours", svg)
    assert re.search(r"15:00: \d of 2 differ", svg)
    assert 'href="/shadow/"' in html


def test_every_count_on_the_overview_links_to_its_list(history: Account, ops: Client) -> None:
    # How a tool gets here through the API is tested with the Overview (test_pages.py).
    UnclassifiedTool.objects.create(name="mystery_tool", last_account="ada")
    html = ops.get("/").content.decode()
    cards = re.search(r'<section class="cards".*?</section>', html, re.S)
    assert cards and '<div class="card' not in cards.group(0)  # every card is a link
    assert 'href="/tools/"' in cards.group(0)
    tools = ops.get("/tools/").content.decode()
    assert "mystery_tool" in tools and 'href="/accounts/?q=ada"' in tools
    assert "No unclassified tool matches" in ops.get("/tools/?q=zzz").content.decode()


def test_the_overview_costs_fixed_queries_with_charts(
    history: Account, ops: Client, api: APIClient, rollout: Any
) -> None:
    def count() -> int:
        with CaptureQueriesContext(connection) as ctx:
            assert ops.get("/?span=24h").status_code == 200
        return len(ctx.captured_queries)

    count()  # the first read creates the rollout setting's row
    small = count()
    for i in range(6):
        _run(history, "failed", NOW - timedelta(hours=i), f"E{i}Error: boom {i}")
        fallback_count(where="proxy", cause=f"Cause{i}")
    assert count() == small
