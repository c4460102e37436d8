"""The Keys screen: every key with its project, scope and last use; ops create (the key shown
once) and revoke (with a reason, audited); every other role reads; nobody else gets in."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.test import Client
from rest_framework.test import APIClient

from accounts.apikeys import api_key_create
from accounts.models import ApiKey, AuditEntry, Project, RefusedAccess

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}
READERS = ["ops", "support", "reviewer", "viewer"]
EVERYONE = [*READERS, "outsider", "anonymous"]


@pytest.fixture
def keys() -> dict[str, Any]:
    acme = Project.objects.create(slug="acme")
    agent, _ = api_key_create(name="flow-agent")
    dash, _ = api_key_create(name="acme-dashboard", project=acme, read_only=True)
    return {"acme": acme, "agent": agent, "dash": dash}


def _api(raw: str) -> APIClient:
    c = APIClient()
    c.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    return c


def test_the_list_shows_project_scope_created_and_last_used(
    client_for: Callable[[str], Client], keys: dict[str, Any]
) -> None:
    body = client_for("viewer").get("/keys/").content.decode()
    for text in ("flow-agent", "acme-dashboard", keys["agent"].prefix, "read-only", "agent"):
        assert text in body, text
    assert 'class="badge project">acme<' in body and 'class="badge project">default<' in body
    assert "never" in body
    assert "Your role can look but not create or revoke keys." in body
    assert "Create key" not in body and "Revoke…" not in body
    only_acme = client_for("viewer").get("/keys/?project=acme", **HX).content.decode()
    assert "acme-dashboard" in only_acme and "flow-agent" not in only_acme
    assert 'href="/keys/"' in client_for("viewer").get("/").content.decode()


def test_ops_create_a_key_shown_once_that_works(ops: Client) -> None:
    data = {"name": "new-agent", "project": "default", "reason": "the loans agent"}
    r = ops.post("/keys/new/", data, **HX)
    body = r.content.decode()
    assert r.status_code == 200 and "it is not shown again" in body
    assert r["HX-Trigger"] == "keys-changed" and r["Cache-Control"] == "no-store"
    raw = body.split('data-testid="raw-key">')[1].split("<")[0]
    key = ApiKey.objects.get(name="new-agent")
    assert raw.startswith(key.prefix) and key.created_by == "olu_ops" and not key.read_only
    assert raw not in ops.get("/keys/").content.decode()  # once
    assert _api(raw).get("/api/v1/accounts/ada/memory").status_code == 404  # a working key
    entry = AuditEntry.objects.get(action="api_key.create", target="new-agent")
    assert entry.reason == "the loans agent" and entry.actor == "olu_ops"
    assert entry.after["project"] == "default" and raw not in str(entry.after)


def test_without_javascript_the_key_is_in_the_page_not_in_a_redirect(ops: Client) -> None:
    r = ops.post("/keys/new/", {"name": "k", "project": "default", "reason": "r"})
    assert r.status_code == 200 and "<html" in r.content.decode()
    assert "it is not shown again" in r.content.decode()


def test_a_new_project_needs_saying_so(ops: Client) -> None:
    data = {"name": "acme-agent", "project": "acme", "reason": "acme signs up", "read_only": "on"}
    r = ops.post("/keys/new/", data, **HX)
    assert r.status_code == 422 and "No project &#x27;acme&#x27;" in r.content.decode()
    assert not ApiKey.objects.exists() and not Project.objects.filter(slug="acme").exists()
    r = ops.post("/keys/new/", {**data, "new_project": "on"}, **HX)
    assert r.status_code == 200
    key = ApiKey.objects.get()
    assert key.project.slug == "acme" and key.read_only
    assert AuditEntry.objects.filter(action="project.create", reason="acme signs up").exists()
    r = ops.post("/keys/new/", {**data, "reason": " "}, **HX)
    assert r.status_code == 422 and ApiKey.objects.count() == 1


def test_ops_revoke_with_a_reason(ops: Client, keys: dict[str, Any]) -> None:
    _, raw = api_key_create(name="leaky")
    leaky = ApiKey.objects.get(name="leaky")
    r = ops.post(f"/keys/{leaky.pk}/revoke/", {"reason": " "}, **HX)
    assert r.status_code == 422 and "Give a reason" in r.content.decode()
    leaky.refresh_from_db()
    assert leaky.revoked_at is None
    r = ops.post(f"/keys/{leaky.pk}/revoke/", {"reason": "pasted in a ticket"}, **HX)
    body = r.content.decode()
    assert r.status_code == 200 and "Revoked" in body and "pasted in a ticket" in body
    leaky.refresh_from_db()
    assert leaky.revoked_at is not None and leaky.revoked_by == "olu_ops"
    assert AuditEntry.objects.get(action="api_key.revoke").reason == "pasted in a ticket"
    assert _api(raw).get("/api/v1/accounts/ada/memory").status_code == 401
    r = ops.post(f"/keys/{leaky.pk}/revoke/", {"reason": "again"}, **HX)
    assert r.status_code == 422 and "revoked already" in r.content.decode()
    assert ops.post("/keys/999999/revoke/", {"reason": "x"}, **HX).status_code == 404
    assert "leaky" not in ops.get("/keys/?state=active", **HX).content.decode()


def _state() -> tuple[Any, ...]:
    return (
        tuple(ApiKey.objects.order_by("pk").values_list("name", "revoked_at")),
        AuditEntry.objects.count(),
    )


@pytest.mark.parametrize("who", EVERYONE)
def test_role_matrix(
    who: str, keys: dict[str, Any], client_for: Callable[[str], Client]
) -> None:
    c = client_for(who)
    page = c.get("/keys/")
    actions = [
        ("/keys/new/", {"name": "x", "project": "default", "reason": "r"}),
        (f"/keys/{keys['agent'].pk}/revoke/", {"reason": "r"}),
    ]
    for url, data in actions:
        before, refused = _state(), RefusedAccess.objects.count()
        r = c.post(url, data, **HX)
        if who == "anonymous":
            assert r.status_code == 200 and r["HX-Redirect"].startswith("/login/?next=")
            assert _state() == before
        elif who == "ops":
            assert r.status_code == 200, r.content[:300]
            assert _state() != before
        else:
            assert r.status_code == 403, (who, url)
            assert _state() == before, "a refused action must change nothing"
            assert RefusedAccess.objects.count() == refused + 1
            assert RefusedAccess.objects.latest("id").needed == "keys"
    if who == "anonymous":
        assert page.status_code == 302
    elif who == "outsider":
        assert page.status_code == 403
    else:
        assert page.status_code == 200
        assert ("Create key" in page.content.decode()) is (who == "ops")
