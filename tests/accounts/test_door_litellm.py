"""The Responses door driven by ``litellm.responses`` (its native OpenAI Responses route).

LiteLLM is how many teams call several providers through one function; its
``responses()`` sends an OpenAI Responses request to the ``api_base`` given.
Pointed at the engine (``…/api/v1/openai``, the engine key), a three-turn
conversation with a function tool, plain and streamed, must be stored once and
show the model the live value stamped on the next turn. The upstream is
``tests/fakeproviders.FakeResponses``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest
import time_machine

from tests.fakellm import Answer, ToolCall
from tests.fakeproviders import FakeResponses

# LiteLLM would fetch its model price list from the network at import: use its bundled copy.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
litellm = pytest.importorskip("litellm")

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
def llm(settings: Any) -> Iterator[FakeResponses]:
    with FakeResponses() as fake:
        settings.MEMORY_UPSTREAM_BASE_URL = fake.base_url
        settings.MEMORY_UPSTREAM_API_KEY = "upstream-secret"
        settings.MEMORY_UPSTREAM_TIMEOUT = 5.0
        yield fake


def plain(item: Any) -> dict[str, Any]:
    """An output item as the agent appends it to its input."""
    return item if isinstance(item, dict) else item.model_dump(exclude_none=True)


@pytest.mark.parametrize("streamed", [False, True], ids=["plain", "stream"])
def test_litellm_responses_three_turns_with_a_function_tool(
    live_server: Any, api_key: str, llm: FakeResponses, api: Any, rollout: Any, streamed: bool
) -> None:
    rollout("enabled", "everyone")
    llm.script = [
        Answer(tool_calls=[ToolCall("get_balance", id="call_l1")]),
        "Your balance is ₦5,000.",
        "Yes, ₦3,000 leaves you ₦2,000.",
    ]
    kw: dict[str, Any] = {
        # A model LiteLLM knows: for one it does not, it fakes a stream from a plain call.
        "model": "openai/gpt-4.1-mini",
        "api_base": f"{live_server.url}/api/v1/openai",
        "api_key": api_key,
        "instructions": INSTRUCTIONS,
        "tools": TOOLS,
        "safety_identifier": "lite",
        "extra_headers": {"Connection": "close"},
    }

    def turn(given: list[Any]) -> list[dict[str, Any]]:
        """One request; the output items."""
        if not streamed:
            return [plain(i) for i in litellm.responses(input=given, **kw).output]
        done: list[Any] = []
        for event in litellm.responses(input=given, stream=True, **kw):
            if getattr(event, "type", None) == "response.completed":
                done = list(event.response.output)
        assert done, "no response.completed event"
        return [plain(i) for i in done]

    with time_machine.travel(T0, tick=True) as clock:
        given: list[Any] = [{"role": "user", "content": "What's my balance?"}]
        first = turn(given)
        (call,) = [i for i in first if i["type"] == "function_call"]
        assert (call["call_id"], call["name"]) == ("call_l1", "get_balance")
        given += [
            *first,
            {"type": "function_call_output", "call_id": "call_l1", "output": BALANCE},
        ]
        second = turn(given)
        clock.move_to(LATER)
        given += [*second, {"role": "user", "content": "Can I afford a ₦3,000 transfer?"}]
        third = turn(given)
    assert "₦2,000" in json.dumps(third, ensure_ascii=False)

    assert len(llm.requests) == 3
    assert [r.get("stream", False) for r in llm.requests] == [streamed] * 3
    # Next turn the model saw the live value stamped with when it was read.
    last = llm.requests[2]
    (shown,) = [i for i in last["input"] if i.get("type") == "function_call_output"]
    assert shown["output"].startswith(BALANCE) and "Checked live at 15:35" in shown["output"]
    assert last["input"][-1]["content"] == "Can I afford a ₦3,000 transfer?"
    # Stored once, in order, unstamped.
    rows = api.get("/api/v1/accounts/lite/messages").json()["results"]
    roles = ["user", "assistant", "tool", "assistant", "user", "assistant"]
    assert [m["role"] for m in rows] == roles
    assert rows[2]["content"] == BALANCE and rows[3]["tools"] == ["get_balance"]
    assert "Checked" not in json.dumps(rows)
