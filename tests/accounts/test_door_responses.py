"""The Responses door, driven as agents drive it: ``client.responses`` and ``openai-agents``.

The app is served on loopback (``live_server``); the agent's ``openai`` client
points at ``…/api/v1/openai`` with an engine key; the upstream is
``tests/fakeproviders.FakeResponses``, a loopback Responses API that refuses
what OpenAI refuses and keeps every request, so each test compares what the
model was shown with what the agent sent and what the engine stored.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import openai
import pytest
import time_machine

from accounts.models import Account, Message
from tests.fakellm import Answer, Delay, Error, FakeLLM, ToolCall
from tests.fakeproviders import FakeResponses

pytestmark = pytest.mark.django_db(transaction=True)

T0 = datetime(2026, 11, 29, 15, 35, tzinfo=UTC)
LATER = datetime(2026, 11, 29, 16, 5, tzinfo=UTC)
INSTRUCTIONS = "You are Flow, a banking assistant. ₦ is naira."
TOOLS = [
    {
        "type": "function",
        "name": "get_balance",
        "description": "The user's balance, read live from the ledger.",
        "parameters": {"type": "object", "properties": {}, "additionalProperties": False},
        "strict": True,
    }
]
BALANCE = '{"balance": "₦5,000"}'


@pytest.fixture
def clock() -> Iterator[Any]:
    with time_machine.travel(T0, tick=True) as traveller:
        yield traveller


@pytest.fixture
def llm(settings: Any) -> Iterator[FakeResponses]:
    with FakeResponses() as fake:
        settings.MEMORY_UPSTREAM_BASE_URL = fake.base_url
        settings.MEMORY_UPSTREAM_API_KEY = "upstream-secret"
        settings.MEMORY_UPSTREAM_TIMEOUT = 5.0
        yield fake


@pytest.fixture
def agent(live_server: Any, api_key: str) -> Iterator[openai.OpenAI]:
    with openai.OpenAI(
        base_url=f"{live_server.url}/api/v1/openai", api_key=api_key, max_retries=0, timeout=20
    ) as client:
        yield client


def stored(api: Any, account: str = "ada") -> list[tuple[str, str]]:
    rows = api.get(f"/api/v1/accounts/{account}/messages").json()["results"]
    return [(m["role"], m["content"]) for m in rows]


def items_of(response: Any) -> list[dict[str, Any]]:
    """The response's output as the agent appends it to its input."""
    return [item.model_dump(exclude_none=True) for item in response.output]


def shown_output(request: dict[str, Any], call_id: str) -> str:
    return next(
        i["output"]
        for i in request["input"]
        if i.get("type") == "function_call_output" and i["call_id"] == call_id
    )


def shown_text(request: dict[str, Any]) -> str:
    return json.dumps(request["input"], ensure_ascii=False)


# --- the conversation ---------------------------------------------------------------------


@pytest.mark.parametrize("streamed", [False, True], ids=["create", "stream"])
def test_three_turns_with_a_function_tool_store_once_and_show_the_live_value_stamped(
    agent: openai.OpenAI, llm: FakeResponses, api: Any, rollout: Any, clock: Any, streamed: bool
) -> None:
    rollout("enabled", "everyone")
    llm.script = [
        Answer(tool_calls=[ToolCall("get_balance", id="call_b1")]),
        "Your balance is ₦5,000.",
        "Yes, ₦3,000 leaves you ₦2,000.",
    ]

    def turn(given: list[Any]) -> Any:
        kw = {"model": "fake-model", "input": given, "instructions": INSTRUCTIONS, "tools": TOOLS}
        if not streamed:
            return agent.responses.create(**kw, safety_identifier="ada", temperature=0.2)
        with agent.responses.stream(**kw, safety_identifier="ada", temperature=0.2) as stream:
            for _ in stream:
                pass
            final = stream.get_final_response()
        return final

    given: list[Any] = [{"role": "user", "content": "What's my balance?"}]
    first = turn(given)
    call = next(i for i in first.output if i.type == "function_call")
    assert (call.call_id, call.name) == ("call_b1", "get_balance")
    # Recorded before the agent saw the end of the response.
    assert stored(api) == [("user", "What's my balance?"), ("assistant", "")]
    given += [*items_of(first), {"type": "function_call_output", "call_id": "call_b1", "output": BALANCE}]
    second = turn(given)
    assert second.output_text == "Your balance is ₦5,000."
    clock.move_to(LATER)
    given += [*items_of(second), {"role": "user", "content": "Can I afford a ₦3,000 transfer?"}]
    third = turn(given)
    assert third.output_text == "Yes, ₦3,000 leaves you ₦2,000."

    # Every field but input went up as the agent gave it; upstream got the upstream key.
    for sent in llm.requests:
        assert sent["instructions"] == INSTRUCTIONS and sent["tools"] == TOOLS
        assert sent["safety_identifier"] == "ada" and sent["temperature"] == 0.2
    assert all(h["authorization"] == "Bearer upstream-secret" for h in llm.headers)
    # The first turn reached the model as the agent sent it.
    assert llm.requests[0]["input"] == given[:1]
    # Next turn the model sees the live value and the reply it fed stamped.
    last = llm.requests[2]
    assert shown_output(last, "call_b1").startswith(BALANCE)
    assert "Checked live at 15:35" in shown_output(last, "call_b1")
    reply = next(i for i in last["input"] if "Your balance" in json.dumps(i, ensure_ascii=False))
    assert "Checked live at 15:35" in json.dumps(reply, ensure_ascii=False)
    assert last["input"][-1] == {"role": "user", "content": "Can I afford a ₦3,000 transfer?"}
    # The call travels with its output, in order, as the agent's own item.
    kinds = [i.get("type", "message") for i in last["input"]]
    n = kinds.index("function_call")
    assert kinds[n + 1] == "function_call_output"
    assert last["input"][n] == given[1]  # the agent's own item, its fc_ id included

    # The log holds the conversation once, in order, unstamped.
    rows = api.get("/api/v1/accounts/ada/messages").json()["results"]
    assert [m["role"] for m in rows] == ["user", "assistant", "tool", "assistant", "user", "assistant"]
    assert rows[1]["tool_calls"][0]["id"] == "call_b1"
    assert rows[2]["content"] == BALANCE and rows[2]["volatility"] == "live"
    assert rows[3]["tools"] == ["get_balance"]
    assert "Checked" not in json.dumps(rows)
