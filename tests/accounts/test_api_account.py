"""GET and PATCH /api/v1/accounts/{account}: the account, its mode and its time zone."""

from __future__ import annotations

import json
from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.models import Account, AuditEntry
from tests.stories import tunde_turns

pytestmark = pytest.mark.django_db
URL = "/api/v1/accounts/ada"
SYSTEM = {"role": "system", "content": "You are Flow."}


def patch(api: APIClient, body: Any, url: str = URL) -> Any:
    return api.patch(url, json.dumps(body), content_type="application/json")


def test_get_answers_the_account_and_why_it_has_its_mode(api: APIClient, rollout: Any) -> None:
    rollout("shadow", "everyone")
    api.post(f"{URL}/messages", {"id": "u1", "role": "user", "content": "hi"}, format="json")
    r = api.get(URL)
    assert r.status_code == 200, r.content
    body = r.json()
    assert set(body) == {"id", "project", "timezone", "mode", "mode_reason", "created_at"}
    assert body["id"] == "ada" and body["project"] == "default" and body["timezone"] == "UTC"
    assert body["mode"] == "shadow" and "everyone" in body["mode_reason"]
    assert body["created_at"]


def test_get_of_an_unknown_account_is_404_and_creates_nothing(api: APIClient) -> None:
    r = api.get("/api/v1/accounts/nobody")
    assert r.status_code == 404 and r.json()["error"]["code"] == "not_found"
    assert not Account.objects.exists()
    assert APIClient().get(URL).status_code == 401


def test_patch_sets_the_time_zone_audited_with_the_key(api: APIClient) -> None:
    r = patch(api, {"timezone": "Africa/Lagos"})
    assert r.status_code == 200, r.content
    assert r.json()["timezone"] == "Africa/Lagos"
    assert Account.objects.get(external_id="ada").timezone == "Africa/Lagos"
    entry = AuditEntry.objects.get(action="account.timezone")
    assert entry.actor == "api-key:test-agent" and entry.target == "ada"
    assert entry.before == {"timezone": "UTC"} and entry.after == {"timezone": "Africa/Lagos"}
    # The same zone again changes nothing and audits nothing.
    assert patch(api, {"timezone": "Africa/Lagos", "reason": "again"}).status_code == 200
    assert AuditEntry.objects.filter(action="account.timezone").count() == 1
    assert patch(api, {"timezone": "UTC", "reason": "user moved"}).status_code == 200
    newest = AuditEntry.objects.filter(action="account.timezone").order_by("id").last()
    assert newest is not None and newest.reason == "user moved"


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"timezone": "Mars/Olympus"}, "timezone"),
        ({"timezone": "africa/lagos"}, "timezone"),
        ({"timezone": ""}, "timezone"),
        ({"timezone": 1}, "timezone"),
        ({"timezone": None}, "timezone"),
        ({"timezone": "Africa/Lagos\x00"}, "timezone"),
        ({}, "timezone"),
        ({"timezone": "UTC", "mode": "enabled"}, "mode"),
    ],
)
def test_patch_refuses_what_is_not_a_known_zone(
    api: APIClient, body: dict[str, Any], field: str
) -> None:
    Account.objects.create(external_id="ada")
    r = patch(api, body)
    assert r.status_code == 400 and field in r.json()["error"]["fields"], r.content
    assert Account.objects.get().timezone == "UTC"
    assert not AuditEntry.objects.filter(action="account.timezone").exists()


def test_a_lagos_user_is_told_the_lagos_time(api: APIClient, rollout: Any) -> None:
    """A read at 15:35 UTC is 16:35 WAT: the stamp says so once the zone is set."""
    rollout("enabled", "everyone")
    history = [SYSTEM, *tunde_turns()]
    body = {"history": history, "now": "2026-11-29T15:55:00Z"}
    before = api.post(f"{URL}/context", body, format="json").json()["messages"]
    assert any("Checked live at 15:35" in m["content"] for m in before)
    assert patch(api, {"timezone": "Africa/Lagos"}).status_code == 200
    after = api.post(f"{URL}/context", body, format="json").json()["messages"]
    reply = next(m for m in after if "Tunde hasn't paid" in m["content"])
    assert "Checked live at 16:35" in reply["content"]
    assert "15:35" not in reply["content"]
