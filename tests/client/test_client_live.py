"""MemoryClient and AsyncMemoryClient against the real app, served on a loopback port.

pytest-django's ``live_server`` runs the project's Django app in a thread on
127.0.0.1; the clients talk to it over real HTTP, as an agent would.
``/context`` is driven in the v1 dialect (ids, ``tools``) and with an
OpenAI-format tool loop, as an agent using the ``openai`` client keeps it.
"""

from __future__ import annotations

import asyncio
import copy
from datetime import UTC, datetime
from typing import Any

import pytest

from accounts.models import Account, Message
from memoryadmin.client import (
    AsyncMemoryClient,
    Fact,
    MemoryAPIError,
    MemoryClient,
)
from tests.stories import tunde_turns

pytestmark = pytest.mark.django_db(transaction=True)

SYSTEM = {"role": "system", "content": "You are Flow.", "cache_control": {"type": "ephemeral"}}
NOW = datetime(2026, 11, 29, 15, 55, tzinfo=UTC)


@pytest.fixture
def client(live_server: Any, api_key: str) -> Any:
    with MemoryClient(live_server.url, api_key, timeout=10, max_retries=0) as c:
        yield c


def test_record_stores_once_and_refuses_other_content_under_the_same_id(client: Any) -> None:
    msg = {"id": "m-1", "role": "user", "content": "Has Tunde paid?", "created_at": NOW}
    first = client.record("ada", msg)
    assert first.created and first.id == "m-1" and first.seq >= 1
    assert first.created_at == datetime(2026, 11, 29, 15, 55, tzinfo=UTC)
    again = client.record("ada", msg)
    assert not again.created and again.seq == first.seq
    reply = client.record(
        "ada",
        {"id": "m-2", "role": "assistant", "content": "Tunde hasn't paid his ₦200.",
         "tools": ["get_group_status"]},
    )
    assert reply.volatility == "live" and reply.tools == ["get_group_status"]
    with pytest.raises(MemoryAPIError) as conflict:
        client.record("ada", {**msg, "content": "Has Tobi paid?"})
    assert conflict.value.status == 409 and conflict.value.code == "conflict"
    assert Message.objects.filter(account__external_id="ada").count() == 2


def test_bad_input_and_a_wrong_key_come_back_as_the_apis_errors(
    client: Any, live_server: Any
) -> None:
    with pytest.raises(MemoryAPIError) as bad:
        client.record("ada", {"id": "m-1", "role": "robot", "content": "beep"})
    assert bad.value.status == 400 and bad.value.code == "invalid"
    assert "role" in bad.value.fields
    stranger = MemoryClient(live_server.url, "not-a-key", max_retries=0)
    with stranger, pytest.raises(MemoryAPIError) as denied:
        stranger.facts("ada")
    assert denied.value.status == 401 and denied.value.code == "unauthorized"
    with pytest.raises(MemoryAPIError) as missing:
        client.memory("nobody")
    assert missing.value.status == 404 and missing.value.code == "not_found"


def test_stated_facts_are_listed_and_forgotten(client: Any) -> None:
    stated = client.state_fact("ada", key="wife", kind="relationship", note="Wife is Martha")
    assert isinstance(stated, Fact) and stated.origin == "stated"
    assert [(f.key, f.origin) for f in client.facts("ada")] == [("wife", "stated")]
    assert [f.note for f in client.memory("ada").facts] == ["Wife is Martha"]

    receipt = client.forget("ada", "wife")
    assert receipt.id > 0 and receipt.status
    assert client.facts("ada") == []
    with pytest.raises(MemoryAPIError) as unknown:
        client.forget("ada", "wife")
    assert unknown.value.status == 404


def test_context_enabled_stamps_the_live_reply_and_records_the_turn(
    client: Any, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    Account.objects.create(external_id="ada", timezone="Africa/Lagos")
    history = [SYSTEM, *tunde_turns()]
    given = copy.deepcopy(history)
    turn = client.context("ada", history, now=NOW)
    assert turn.mode == "enabled" and not turn.fallback and turn.enabled
    assert turn.reason is None and turn.conflicts == []
    assert turn.messages[0] == SYSTEM
    reply = next(m for m in turn.messages if "Tunde hasn't paid" in m["content"])
    assert "Checked live at 16:35" in reply["content"]
    assert turn.messages[-1] == {"role": "user", "content": "Is Tunde still pending?"}
    assert history == given  # the caller's history is never changed
    assert list(Message.objects.values_list("external_id", flat=True)) == ["m-1", "m-2"]


def test_context_disabled_and_unreadable_give_back_the_very_history(
    client: Any, rollout: Any
) -> None:
    history = [SYSTEM, *tunde_turns()]
    rollout("disabled", "everyone")
    off = client.context("ada", history)
    assert off.messages is history and off.mode == "disabled" and not off.fallback

    rollout("enabled", "everyone")
    odd = [*history, {"role": "robot", "content": "beep"}]
    fell = client.context("ada", odd)
    assert fell.messages is odd and fell.fallback and fell.mode == "enabled"
    assert fell.reason == "the engine fell back to the given history"


def test_context_with_a_wrong_key_falls_back_without_raising(live_server: Any) -> None:
    history = [SYSTEM, *tunde_turns()]
    with MemoryClient(live_server.url, "wrong", max_retries=2) as stranger:
        turn = stranger.context("ada", history)
    assert turn.messages is history and turn.fallback and turn.mode is None
    assert turn.reason is not None and "401" in turn.reason
    assert isinstance(turn.error, MemoryAPIError)


def test_the_async_client_does_the_same_over_http(
    live_server: Any, api_key: str, rollout: Any
) -> None:
    rollout("enabled", "everyone")

    async def agent() -> tuple[Any, Any, Any]:
        async with AsyncMemoryClient(live_server.url + "/api/v1/", api_key, timeout=10) as c:
            stored = await c.record("kemi", {"id": "k-1", "role": "user", "content": "Hi"})
            await c.state_fact("kemi", key="name", kind="personal", note="Called Kemi")
            turn = await c.context(
                "kemi",
                [SYSTEM, *tunde_turns()],
                now="2026-11-29T15:55:00Z",
                context_role="user",
            )
            return stored, await c.facts("kemi"), turn

    stored, facts, turn = asyncio.run(agent())
    assert stored.created and [f.key for f in facts] == ["name"]
    assert turn.enabled and turn.messages[0] == SYSTEM
    assert any("Checked live at 15:35" in m["content"] for m in turn.messages)
    assert any("Called Kemi" in m["content"] for m in turn.messages)


def call(cid: str, name: str, args: str = "{}") -> dict[str, Any]:
    return {"id": cid, "type": "function", "function": {"name": name, "arguments": args}}


def openai_turn() -> list[dict[str, Any]]:
    """The history an agent built with the openai client sends: no ids, a tool loop."""
    return [
        SYSTEM,
        {"role": "user", "content": "What's my balance?"},
        {"role": "assistant", "content": None,
         "tool_calls": [call("call_1", "get_balance", '{"account": "main"}')]},
        {"role": "tool", "tool_call_id": "call_1", "content": '{"balance": "₦5,000"}',
         "created_at": "2026-11-29T15:35:00Z"},
        {"role": "assistant", "content": "Your balance is ₦5,000."},
    ]


def test_context_reads_an_openai_tool_loop(client: Any, rollout: Any) -> None:
    rollout("enabled", "everyone")
    history = openai_turn()
    given = copy.deepcopy(history)
    turn = client.context("bo", history, now=NOW)
    assert turn.enabled and not turn.fallback and turn.conflicts == []
    assert turn.messages[0] == SYSTEM
    called = turn.messages[2]
    assert called["content"] is None and called["tool_calls"] == history[2]["tool_calls"]
    result, reply = turn.messages[3], turn.messages[4]
    assert result["tool_call_id"] == "call_1" and "Checked live at 15:35" in result["content"]
    assert "Checked live at 15:35" in reply["content"]
    # No ids: given ids as the proxy gives them and recorded (API.md v1.2); the
    # agent's own history is never changed.
    assert history == given and Message.objects.filter(account__external_id="bo").count() == 4

    # With ids the loop is recorded, in order, and a changed item is a conflict.
    with_ids = [dict(m, id=f"m-{n}") if n else m for n, m in enumerate(openai_turn())]
    assert not client.context("ada", with_ids, now=NOW).fallback
    roles = Message.objects.filter(account__external_id="ada").order_by("seq")
    assert list(roles.values_list("role", flat=True)) == ["user", "assistant", "tool", "assistant"]
    with_ids[3] = {**with_ids[3], "content": '{"balance": "₦1"}'}
    assert client.context("ada", with_ids, now=NOW).conflicts == ["m-3"]

    rollout("shadow", "everyone")
    shadow = client.context("ada", history, now=NOW)
    assert shadow.messages is history and not shadow.fallback


def test_account_and_set_timezone_against_the_server(client: Any, rollout: Any) -> None:
    rollout("enabled", "everyone")
    with pytest.raises(MemoryAPIError) as missing:
        client.account("ada")
    assert missing.value.status == 404
    info = client.set_timezone("ada", "Africa/Lagos")
    assert info.id == "ada" and info.timezone == "Africa/Lagos" and info.project == "default"
    assert info.mode == "enabled" and info.mode_reason and info.created_at is not None
    assert client.account("ada") == info
    with pytest.raises(MemoryAPIError) as bad:
        client.set_timezone("ada", "Mars/Olympus")
    assert bad.value.status == 400 and "timezone" in bad.value.fields
    turn = client.context("ada", openai_turn(), now=NOW)
    assert "Checked live at 16:35" in turn.messages[3]["content"]
