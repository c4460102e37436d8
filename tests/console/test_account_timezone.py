"""The account page: its time-zone field (ops and support, audited) and tool turns on it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.test import Client
from rest_framework.test import APIClient

from accounts.models import Account, AuditEntry, RefusedAccess

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}
SET = "/account-timezone/ada/"
PAGE = "/accounts/ada/"


def call(cid: str, name: str, args: str = "{}") -> dict[str, Any]:
    return {"id": cid, "type": "function", "function": {"name": name, "arguments": args}}


def tool_loop(api: APIClient) -> None:
    """A tool turn recorded through the agent API, as an OpenAI-style agent sends it."""
    for item in [
        {"id": "u1", "role": "user", "content": "What's my balance?",
         "created_at": "2026-11-29T15:34:00Z"},
        {"id": "a1", "role": "assistant", "content": None,
         "tool_calls": [call("call_1", "get_balance", '{"account": "main"}')],
         "created_at": "2026-11-29T15:34:30Z"},
        {"id": "t1", "role": "tool", "tool_call_id": "call_1",
         "content": '{"balance": "₦5,000"}', "created_at": "2026-11-29T15:35:00Z"},
        {"id": "a2", "role": "assistant", "content": "Your balance is ₦5,000.",
         "created_at": "2026-11-29T15:35:10Z"},
    ]:
        r = api.post("/api/v1/accounts/ada/messages", item, format="json")
        assert r.status_code == 201, r.content


@pytest.mark.parametrize("who", ["ops", "support"])
def test_ops_and_support_set_the_time_zone_with_a_reason(
    who: str, client_for: Callable[[str], Client]
) -> None:
    Account.objects.create(external_id="ada")
    c = client_for(who)
    page = c.get(PAGE)
    assert page.status_code == 200 and b'name="timezone"' in page.content
    r = c.post(SET, {"timezone": "Africa/Lagos", "reason": "user lives in Lagos"}, **HX)
    assert r.status_code == 200
    body = r.content.decode()
    assert 'id="timezone"' in body and "Time zone set to Africa/Lagos" in body
    assert "<html" not in body  # the fragment only
    assert Account.objects.get().timezone == "Africa/Lagos"
    entry = AuditEntry.objects.get(action="account.timezone")
    assert entry.actor.endswith(who) and entry.reason == "user lives in Lagos"
    assert entry.before == {"timezone": "UTC"} and entry.after == {"timezone": "Africa/Lagos"}
    # Without JavaScript: a redirect back to the account page.
    plain = c.post(SET, {"timezone": "UTC", "reason": "moved back"})
    assert plain.status_code == 302 and plain["Location"] == PAGE


@pytest.mark.parametrize("who", ["viewer", "reviewer"])
def test_other_roles_see_the_zone_but_cannot_change_it(
    who: str, client_for: Callable[[str], Client]
) -> None:
    Account.objects.create(external_id="ada", timezone="Africa/Lagos")
    c = client_for(who)
    page = c.get(PAGE)
    assert page.status_code == 200 and b"Africa/Lagos" in page.content
    assert b'name="timezone"' not in page.content
    before = RefusedAccess.objects.count()
    r = c.post(SET, {"timezone": "UTC", "reason": "x"}, **HX)
    assert r.status_code == 403 and RefusedAccess.objects.count() == before + 1
    assert Account.objects.get().timezone == "Africa/Lagos"
    assert not AuditEntry.objects.filter(action="account.timezone").exists()


@pytest.mark.parametrize(
    ("data", "error"),
    [
        ({"timezone": "Mars/Olympus", "reason": "x"}, "Unknown time zone"),
        ({"timezone": "Africa/Lagos", "reason": "  "}, "Give a reason"),
        ({"timezone": "", "reason": "x"}, "required"),
    ],
)
def test_bad_input_is_a_422_that_changes_nothing(
    data: dict[str, str], error: str, ops: Client
) -> None:
    Account.objects.create(external_id="ada")
    for headers in (HX, {}):
        r = ops.post(SET, data, **headers)
        assert r.status_code == 422 and error in r.content.decode()
    assert Account.objects.get().timezone == "UTC"
    assert not AuditEntry.objects.filter(action="account.timezone").exists()
    nobody = ops.post("/account-timezone/nobody/", {"timezone": "UTC", "reason": "x"})
    assert nobody.status_code == 404


def test_the_page_shows_a_tool_turn_and_stamps_in_the_accounts_zone(
    api: APIClient, rollout: Any, ops: Client
) -> None:
    """The timeline shows the call compactly; the next-turn preview counts and stamps it."""
    rollout("enabled", "everyone")
    tool_loop(api)
    page = ops.get(PAGE).content.decode()
    assert "→ calls get_balance({&quot;account&quot;: &quot;main&quot;})" in page
    assert "answers call_1" in page
    assert "Checked live at 15:35" in page  # UTC until set
    r = ops.post(SET, {"timezone": "Africa/Lagos", "reason": "user lives in Lagos"}, **HX)
    assert r.status_code == 200
    page = ops.get(PAGE).content.decode()
    assert "Checked live at 16:35" in page and "Checked live at 15:35" not in page


def test_the_facts_screens_show_tool_turns_with_forgotten_words_masked(
    api: APIClient, ops: Client, django_capture_on_commit_callbacks: Any
) -> None:
    from accounts.models import Message

    tool_loop(api)
    api.post("/api/v1/accounts/ada/messages",
             {"id": "u2", "role": "user", "content": "My landlord is Okonkwo."}, format="json")
    api.post("/api/v1/accounts/ada/messages",
             {"id": "a3", "role": "assistant", "content": None,
              "tool_calls": [call("call_2", "send_transfer", '{"to": "Okonkwo"}')]},
             format="json")
    api.post("/api/v1/accounts/ada/facts",
             {"key": "landlord", "kind": "relationship", "note": "Landlord is Okonkwo"},
             format="json")
    with django_capture_on_commit_callbacks(execute=True):
        r = api.post("/api/v1/accounts/ada/forget", {"key": "landlord"}, format="json")
    assert r.status_code == 202
    for m in Message.objects.all():
        page = ops.get(f"/facts/messages/{m.pk}/")
        assert page.status_code == 200, (m.role, m.external_id)
        assert "Okonkwo" not in page.content.decode()
    assert ops.get("/facts/account/ada/").status_code == 200
    page = ops.get(PAGE).content.decode()
    assert "send_transfer" in page and "Okonkwo" not in page
