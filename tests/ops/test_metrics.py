"""Prometheus metrics: counters move when things happen; state gauges come from the database."""

from __future__ import annotations

import re
from typing import Any

import openai
import pytest
from django.test import Client
from prometheus_client.parser import text_string_to_metric_families
from rest_framework.test import APIClient

from accounts.models import Account, FallbackCount, ForgetRequest
from tests.accounts.compaction_support import account_with
from tests.fakellm import FakeLLM


def _value(text: str, name: str, labels: str = "") -> float:
    pattern = re.escape(name) + (r"\{" + re.escape(labels) + r"\}" if labels else "") + r" (\S+)"
    match = re.search(r"^" + pattern + "$", text, re.M)
    assert match, f"{name}{{{labels}}} not in metrics"
    return float(match.group(1))


def _scrape(client: Client | None = None) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of ``/metrics`` (as Prometheus parses it): (name, labels) -> value."""
    text = (client or Client()).get("/metrics").content.decode()
    return {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
    }


def _moved(before: dict[Any, float], after: dict[Any, float], name: str, **labels: str) -> float:
    key = (name, tuple(sorted(labels.items())))
    return after.get(key, 0.0) - before.get(key, 0.0)


HISTORY = [
    {"role": "system", "content": "You are Flow."},
    {"role": "user", "content": "What's my balance?", "id": "u1"},
]


@pytest.mark.django_db
def test_real_turns_fallbacks_and_compactions_move_the_counters(
    api: APIClient, rollout: Any, settings: Any
) -> None:
    """Real traffic over HTTP: two /context turns, one that falls back, and a /compact."""
    rollout("enabled", "everyone")
    before = _scrape()
    ok = api.post("/api/v1/accounts/m-ada/context", {"history": HISTORY}, format="json")
    assert ok.status_code == 200 and ok.json()["fallback"] is False
    bad = [*HISTORY, {"role": "user", "content": [{"text": "no part type"}]}]
    fell = api.post("/api/v1/accounts/m-ada/context", {"history": bad}, format="json")
    assert fell.json()["fallback"] is True
    rollout("disabled", "everyone")
    off = api.post("/api/v1/accounts/m-ada/context", {"history": HISTORY}, format="json")
    assert off.json()["mode"] == "disabled"
    rollout("enabled", "everyone")
    settings.MEMORY_WINDOW_TOKENS = 60
    account_with("m-compact", filler=3)
    compacted = api.post("/api/v1/accounts/m-compact/compact")
    assert compacted.json()["outcome"] == "accepted"
    nothing = api.post("/api/v1/accounts/m-compact/compact")
    assert nothing.json()["outcome"] == "nothing_to_do"
    after = _scrape()
    assert _moved(before, after, "memory_turns_total", mode="enabled", door="context") == 2
    assert _moved(before, after, "memory_turns_total", mode="disabled", door="context") == 1
    assert _moved(before, after, "memory_context_fallbacks_total", cause="UnreadableItem") == 1
    assert _moved(before, after, "memory_context_seconds_count", mode="enabled") == 2
    assert _moved(before, after, "memory_compactions_total", outcome="accepted") == 1
    assert _moved(before, after, "memory_compactions_total", outcome="nothing_to_do") == 1
    # The same fallback, counted once, is what the Overview's chart reads.
    assert FallbackCount.objects.get(cause="UnreadableItem").n == 1


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


@pytest.mark.django_db(transaction=True)
def test_proxy_turns_and_their_fallbacks_move_the_counters(
    live_server: Any, api_key: str, rollout: Any, settings: Any
) -> None:
    """The chat-completions door through the official client, upstream a loopback model."""
    rollout("enabled", "everyone")
    with (
        FakeLLM() as llm,
        openai.OpenAI(
            base_url=f"{live_server.url}/api/v1/openai", api_key=api_key, max_retries=0
        ) as agent,
    ):
        settings.MEMORY_UPSTREAM_BASE_URL = llm.base_url
        settings.MEMORY_UPSTREAM_API_KEY = "upstream-secret"
        llm.script = ["Hello.", "Still here."]
        before = _scrape()
        messages: list[Any] = [{"role": "user", "content": "Hi"}]
        agent.chat.completions.create(model="m", messages=messages, user="m-px")
        unreadable = [*messages, {"role": "user", "content": [{"text": "no part type"}]}]
        agent.chat.completions.create(model="m", messages=unreadable, user="m-px")
        after = _scrape()
    assert _moved(before, after, "memory_turns_total", mode="enabled", door="chat") == 2
    assert _moved(before, after, "memory_context_fallbacks_total", cause="UnreadableItem") == 1
    assert llm.requests[-1]["messages"] == unreadable  # the fallback went upstream untouched
