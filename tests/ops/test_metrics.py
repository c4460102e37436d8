"""Prometheus metrics: counters move when things happen; state gauges come from the database."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client

from accounts.models import Account, ForgetRequest
from memoryadmin.ops import metrics


def _value(text: str, name: str, labels: str = "") -> float:
    pattern = re.escape(name) + (r"\{" + re.escape(labels) + r"\}" if labels else "") + r" (\S+)"
    match = re.search(r"^" + pattern + "$", text, re.M)
    assert match, f"{name}{{{labels}}} not in metrics"
    return float(match.group(1))


@pytest.mark.django_db
def test_counters_and_histogram_move() -> None:
    before = Client().get("/metrics").content.decode()
    seen = 'memory_turns_total{mode="enabled"}' in before
    base = _value(before, "memory_turns_total", 'mode="enabled"') if seen else 0.0
    metrics.record_turn(mode="enabled", seconds=0.004)
    metrics.record_fallback(cause="DataError")
    metrics.record_compaction(outcome="accepted")
    text = Client().get("/metrics").content.decode()
    assert _value(text, "memory_turns_total", 'mode="enabled"') == base + 1
    assert _value(text, "memory_context_fallbacks_total", 'cause="DataError"') >= 1
    assert _value(text, "memory_compactions_total", 'outcome="accepted"') >= 1
    assert _value(text, "memory_context_seconds_bucket", 'le="0.005",mode="enabled"') >= 1


@pytest.mark.django_db
def test_state_gauges_are_read_from_the_database() -> None:
    a = Account.objects.create(external_id="m-1", compaction_stuck=True)
    Account.objects.create(external_id="m-2")
    from django.utils import timezone

    ForgetRequest.objects.create(account=a, key_id="k1", status="failed", deadline=timezone.now())
    text = Client().get("/metrics").content.decode()
    assert _value(text, "memory_state_up") == 1
    assert _value(text, "memory_stuck_accounts") == 1
    assert _value(text, "memory_forget_requests", 'state="failed"') == 1
    assert _value(text, "memory_forget_requests", 'state="verified_clean"') == 0


@pytest.mark.django_db
def test_metrics_token_is_required_when_set(settings: Any) -> None:
    settings.MEMORY_METRICS_TOKEN = "scrape-me"
    assert Client().get("/metrics").status_code == 401
    ok = Client().get("/metrics", HTTP_AUTHORIZATION="Bearer scrape-me")
    assert ok.status_code == 200
    assert ok["Content-Type"].startswith("text/plain")
