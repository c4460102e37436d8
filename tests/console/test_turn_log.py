"""The turn log on the account page (SCREENS.md v1.2): real turns through the API, then the
console: the newest turns listed, each opening to what the model was sent beside the
agent's own history (context message, stamps, dropped messages, tool calls shown), and
each opening written to the audit log."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.test import Client
from rest_framework.test import APIClient

from accounts.models import Account, AuditEntry, TurnRecord
from tests.console.conftest import tunde_history

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}
NOW = "2026-11-29T15:55:00Z"


def tool_history(n: int = 6) -> list[dict[str, Any]]:
    """The Tunde story, with an assistant item that only calls a tool, and its answer."""
    chat = tunde_history(n)
    call = {
        "role": "assistant",
        "content": None,
        "id": "m-c",
        "tool_calls": [
            {
                "id": "call_1",
                "type": "function",
                "function": {"name": "get_group_status", "arguments": '{"group": "ajo"}'},
            }
        ],
    }
    answer = {"role": "tool", "tool_call_id": "call_1", "content": "Tunde: pending", "id": "m-t"}
    return [*chat[:-1], call, answer, chat[-1]]


def _turn(api: APIClient, account: str, history: list[dict[str, Any]], **headers: str) -> None:
    r = api.post(
        f"/api/v1/accounts/{account}/context",
        {"history": history, "now": NOW},
        format="json",
        **headers,
    )
    assert r.status_code == 200, r.content


def test_the_account_page_lists_turns_newest_first(
    client_for: Callable[[str], Client], api: APIClient, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    fact = {"key": "language", "kind": "preference", "note": "Prefers Pidgin"}
    assert api.post("/api/v1/accounts/ada/facts", fact, format="json").status_code == 201
    _turn(api, "ada", tunde_history())
    _turn(api, "ada", tool_history(0), HTTP_X_MEMORY_THREAD="phone")
    old, new = TurnRecord.objects.order_by("id")
    body = client_for("viewer").get("/accounts/ada/").content.decode()
    assert "Recent turns" in body
    assert body.index(f'id="turn-row-{new.pk}"') < body.index(f'id="turn-row-{old.pk}"')
    row = body[body.index(f'id="turn-row-{new.pk}"') :]
    row = row[: row.index("</tr>")]
    assert "phone" in row and "enabled" in row and "<code>language</code>" in row
    assert f'href="/turns/{new.pk}/"' in row and 'hx-target="#turn-detail"' in row
    assert not AuditEntry.objects.filter(action="turn log read").exists()  # listing reads no text


def test_a_turn_opens_to_what_the_model_was_sent_and_is_audited(
    client_for: Callable[[str], Client], api: APIClient, rollout: Any, settings: Any
) -> None:
    rollout("enabled", "everyone")
    settings.MEMORY_WINDOW_TOKENS = 140  # the chatty start ages out: the engine drops it
    Account.objects.create(external_id="ada", summary="Ada saves for a car.", summary_version=1)
    _turn(api, "ada", tool_history(6))
    record = TurnRecord.objects.get()
    viewer = client_for("viewer")
    part = viewer.get(f"/turns/{record.pk}/", **HX).content.decode()
    assert "<html" not in part and f'id="turn-{record.pk}"' in part  # the fragment alone
    assert "The agent's own history" in part and "What the model was sent" in part
    assert 'class="msg context"' in part and "Ada saves for a car." in part
    assert 'class="msg changed"' in part and "Checked live at 15:35" in part
    assert 'class="msg dropped"' in part and "savings plan number 0" in part
    # The tool call reads as the account page shows it, never an empty box.
    assert "→ calls get_group_status({&quot;group&quot;: &quot;ajo&quot;})" in part
    page = viewer.get(f"/turns/{record.pk}/").content.decode()  # without JavaScript
    assert "<html" in page and "Ada saves for a car." in page
    entries = AuditEntry.objects.filter(action="turn log read")
    assert entries.count() == 2
    assert all(e.user and e.user.groups.filter(name="viewer").exists() for e in entries)
    assert entries[0].target == f"ada:turn {record.pk}"
    audit = client_for("ops").get("/audit/?account=ada").content.decode()
    assert "turn log read" in audit
    assert viewer.get("/turns/999999/").status_code == 404
    assert client_for("anonymous").get(f"/turns/{record.pk}/").status_code == 302
