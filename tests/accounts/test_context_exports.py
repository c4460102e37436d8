"""What the common SDKs export, sent to ``/context`` as is (API.md v1.2).

The items are made by the libraries themselves: the OpenAI Agents SDK's
converter (the items ``to_input_list()`` returns for a chat-completions
model: ``function_call``, ``function_call_output`` and ``message`` items with
``output_text`` parts, each with the placeholder id ``__fake_id__``) and
LangChain's ``convert_to_openai_messages`` (chat items with no ids, tool-call
arguments re-serialised with spaces). Either way memory grows: each item is
stored once, in order, under an id the engine gives it.
"""

from __future__ import annotations

from typing import Any

import pytest
from agents.models.chatcmpl_converter import Converter
from langchain_core.messages import (
    AIMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
    convert_to_openai_messages,
)
from openai.types.chat import ChatCompletionMessage

from accounts.models import Message

pytestmark = pytest.mark.django_db

SYSTEM = {"role": "system", "content": "You are Flow, a banking assistant."}
CALL = {
    "id": "call_1",
    "type": "function",
    "function": {"name": "get_balance", "arguments": '{"account":"checking"}'},
}


def context(api: Any, history: list[Any]) -> dict[str, Any]:
    r = api.post("/api/v1/accounts/ada/context", {"history": history}, format="json")
    assert r.status_code == 200, r.content
    body = dict(r.json())
    assert body["fallback"] is False and body["mode"] == "enabled", body
    return body


def stored() -> list[tuple[str, str]]:
    rows = Message.objects.filter(account__external_id="ada").order_by("seq")
    return [(m.role, m.content) for m in rows]


def sdk_items(message: dict[str, Any]) -> list[dict[str, Any]]:
    """The model's reply as the Agents SDK keeps it (``to_input_list()`` items)."""
    out = Converter.message_to_output_items(ChatCompletionMessage(**message))
    return [item.model_dump(exclude_unset=True) for item in out]


def test_an_agents_sdk_history_grows_memory_and_comes_back_in_its_shape(
    api: Any, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    items: list[Any] = [{"role": "user", "content": "What's my balance?"}]
    context(api, items)
    items += sdk_items({"role": "assistant", "content": None, "tool_calls": [CALL]})
    assert items[-1]["type"] == "function_call" and items[-1]["id"] == "__fake_id__"
    items += [{"call_id": "call_1", "output": "5000", "type": "function_call_output"}]
    context(api, items)
    items += sdk_items({"role": "assistant", "content": "Checking holds ₦5,000."})
    assert items[-1]["content"][0]["type"] == "output_text"
    items += [{"role": "user", "content": "Thanks"}]
    body = context(api, items)

    assert stored() == [
        ("user", "What's my balance?"),
        ("assistant", ""),
        ("tool", "5000"),
        ("assistant", "Checking holds ₦5,000."),
        ("user", "Thanks"),
    ]
    ids = list(Message.objects.values_list("external_id", flat=True))
    assert "__fake_id__" not in ids and len(set(ids)) == 5
    assert body["conflicts"] == []
    sent = body["messages"]
    # In the SDK's shape: the call, its (stamped) output, the reply, the question as given.
    kinds = [m.get("type", m.get("role")) for m in sent]
    assert kinds == ["user", "function_call", "function_call_output", "assistant", "user"]
    assert sent[1]["call_id"] == "call_1" and sent[1]["name"] == "get_balance"
    assert sent[2]["output"].startswith("5000") and "Checked live at" in sent[2]["output"]
    assert sent[3]["content"].startswith("Checking holds ₦5,000.")
    assert sent[-1] == {"role": "user", "content": "Thanks"}
    # The same history again stores nothing twice.
    context(api, items)
    assert len(stored()) == 5


def test_an_echoed_sdk_item_comes_back_exactly_as_given(api: Any, rollout: Any) -> None:
    rollout("enabled", "everyone")
    reply = sdk_items({"role": "assistant", "content": "Hello! How can I help?"})
    items = [{"role": "user", "content": "Hi"}, *reply, {"role": "user", "content": "Bye"}]
    sent = context(api, items)["messages"]
    assert sent == items  # nothing live to stamp: each item echoed in its own shape


def test_a_langchain_history_without_ids_grows_memory(api: Any, rollout: Any) -> None:
    rollout("enabled", "everyone")
    chat: list[Any] = [SystemMessage("You are Flow."), HumanMessage("What's my balance?")]
    context(api, convert_to_openai_messages(chat))
    assert stored() == [("user", "What's my balance?")]
    call = {"name": "get_balance", "args": {"account": "checking"}, "id": "call_1"}
    chat += [AIMessage("", tool_calls=[call]), ToolMessage("5000", tool_call_id="call_1")]
    chat += [AIMessage("Checking holds ₦5,000."), HumanMessage("Thanks")]
    history = convert_to_openai_messages(chat)
    assert not any("id" in m for m in history)
    assert '{"account": "checking"}' in str(history)  # re-serialised with spaces
    body = context(api, history)
    assert [r for r, _ in stored()] == ["user", "assistant", "tool", "assistant", "user"]
    assert not any("id" in m for m in body["messages"])  # the ids it was given stay here
    context(api, history)  # sent again: nothing stored twice
    assert len(stored()) == 5


def test_a_placeholder_id_is_no_id(api: Any, rollout: Any) -> None:
    rollout("enabled", "everyone")
    history = [
        {"role": "user", "content": "Hi", "id": "__fake_id__"},
        {"role": "assistant", "content": "Hello.", "id": "__fake_id__"},
        {"role": "user", "content": "Balance?", "id": "__fake_id__"},
    ]
    body = context(api, history)
    assert body["conflicts"] == []
    assert stored() == [("user", "Hi"), ("assistant", "Hello."), ("user", "Balance?")]


def test_an_id_less_history_in_shadow_is_recorded_and_answered_as_given(
    api: Any, rollout: Any
) -> None:
    from accounts.models import ShadowRecord

    rollout("shadow", "everyone")
    history = [SYSTEM, {"role": "user", "content": "Hi"}]
    body = api.post("/api/v1/accounts/ada/context", {"history": history}, format="json").json()
    assert body["messages"] == history and body["mode"] == "shadow"
    assert stored() == [("user", "Hi")]
    record = ShadowRecord.objects.get()
    assert record.given == history and "px-" not in str(record.engine)
