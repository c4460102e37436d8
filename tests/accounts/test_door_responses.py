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
            for event in stream:
                if event.type == "response.completed":
                    # The reply is stored by the time the agent reads the end of it.
                    assert stored(api)[-1][0] == "assistant"
                    at_completed.append(len(stored(api)))
            final = stream.get_final_response()
        return final

    at_completed: list[int] = []
    given: list[Any] = [{"role": "user", "content": "What's my balance?"}]
    first = turn(given)
    call = next(i for i in first.output if i.type == "function_call")
    assert (call.call_id, call.name) == ("call_b1", "get_balance")
    # Recorded before the agent saw the end of the response.
    assert stored(api) == [("user", "What's my balance?"), ("assistant", "")]
    given += [
        *items_of(first),
        {"type": "function_call_output", "call_id": "call_b1", "output": BALANCE},
    ]
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
    assert [m["role"] for m in rows] == [
        "user",
        "assistant",
        "tool",
        "assistant",
        "user",
        "assistant",
    ]
    assert rows[1]["tool_calls"][0]["id"] == "call_b1"
    assert rows[2]["content"] == BALANCE and rows[2]["volatility"] == "live"
    assert rows[3]["tools"] == ["get_balance"]
    assert "Checked" not in json.dumps(rows)
    if streamed:
        assert at_completed == [2, 4, 6]


def test_previous_response_id_goes_up_in_disabled_mode_and_is_replaced_in_enabled(
    agent: openai.OpenAI, llm: FakeResponses, api: Any, rollout: Any, clock: Any
) -> None:
    """An agent that keeps its history at the provider sends only its new items.

    Disabled: the request goes up as sent and the provider's chain answers.
    Enabled: the engine's window is the history, stamped; the chain would show
    the model the same items again unstamped, so previous_response_id is not sent.
    """
    llm.script = [
        Answer(tool_calls=[ToolCall("get_balance", id="call_d")]),
        "₦5,000.",
        Answer(tool_calls=[ToolCall("get_balance", id="call_e")]),
        "Your balance is ₦5,000.",
        "Yes, ₦3,000 leaves you ₦2,000.",
    ]
    kw = {"model": "fake-model", "instructions": INSTRUCTIONS, "tools": TOOLS, "store": True}
    rollout("disabled", "everyone")
    first = agent.responses.create(**kw, input="What's my balance?", user="bo")
    result = {"type": "function_call_output", "call_id": "call_d", "output": BALANCE}
    agent.responses.create(**kw, input=[result], previous_response_id=first.id, user="bo")
    assert llm.requests[1]["previous_response_id"] == first.id
    assert llm.requests[1]["input"] == [result]
    assert not Account.objects.filter(external_id="bo").exists()

    rollout("enabled", "everyone")
    first = agent.responses.create(**kw, input="What's my balance?", user="ada")
    result = {"type": "function_call_output", "call_id": "call_e", "output": BALANCE}
    second = agent.responses.create(**kw, input=[result], previous_response_id=first.id, user="ada")
    clock.move_to(LATER)
    question = {"role": "user", "content": "Can I afford a ₦3,000 transfer?"}
    third = agent.responses.create(
        **kw, input=[question], previous_response_id=second.id, user="ada"
    )
    assert third.output_text == "Yes, ₦3,000 leaves you ₦2,000."
    for sent in llm.requests[3:]:
        assert "previous_response_id" not in sent and sent["store"] is True
    last = llm.requests[-1]
    assert "Checked live at 15:35" in shown_output(last, "call_e")
    assert last["input"][-1] == question
    assert stored(api) == [
        ("user", "What's my balance?"),
        ("assistant", ""),
        ("tool", BALANCE),
        ("assistant", "Your balance is ₦5,000."),
        ("user", "Can I afford a ₦3,000 transfer?"),
        ("assistant", "Yes, ₦3,000 leaves you ₦2,000."),
    ]


def test_items_the_engine_does_not_know_pass_through_in_their_place(
    agent: openai.OpenAI, llm: FakeResponses, api: Any, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    llm.script = [Answer(tool_calls=[ToolCall("get_balance", id="call_r")]), "₦5,000."]
    compaction = {"type": "compaction", "id": "cmp_1", "encrypted_content": "gAAAAB-earlier"}
    question = {
        "type": "message",
        "role": "user",
        "content": [{"type": "input_text", "text": "What's my balance?"}],
    }
    first = agent.responses.create(
        model="fake-model", input=[compaction, question], tools=TOOLS, user="ada"
    )
    assert llm.requests[0]["input"] == [compaction, question]
    reasoning = {
        "type": "reasoning",
        "id": "rs_1",
        "summary": [{"type": "summary_text", "text": "Check the ledger."}],
        "encrypted_content": "gAAAAB-thinking",
    }
    given = [
        compaction,
        question,
        reasoning,
        *items_of(first),
        {"type": "function_call_output", "call_id": "call_r", "output": BALANCE},
    ]
    agent.responses.create(model="fake-model", input=given, tools=TOOLS, user="ada")
    sent = llm.requests[1]["input"]
    # The agent's items, in their order, byte for byte (the tool result gets its stamp).
    assert sent[:4] == given[:4]
    assert sent[4]["call_id"] == "call_r" and sent[4]["output"].startswith(BALANCE)
    assert [r for r, _ in stored(api)] == ["user", "assistant", "tool", "assistant"]
    assert stored(api)[0] == ("user", "What's my balance?")


def test_shadow_sends_the_agents_input_and_records_the_turn(
    agent: openai.OpenAI, llm: FakeResponses, api: Any, rollout: Any
) -> None:
    rollout("shadow", "everyone")
    llm.script = ["Hello, Ada."]
    given = [{"role": "user", "content": "Hi"}]
    agent.responses.create(model="fake-model", input=given, instructions=INSTRUCTIONS, user="ada")
    assert llm.requests[0]["input"] == given
    assert stored(api) == [("user", "Hi"), ("assistant", "Hello, Ada.")]


def test_disabled_forwards_untouched_and_records_nothing(
    agent: openai.OpenAI, llm: FakeResponses, rollout: Any
) -> None:
    rollout("disabled", "everyone")
    llm.script = ["Hello."]
    given = [{"role": "user", "content": "Hi"}]
    reply = agent.responses.create(
        model="fake-model", input=given, user="ada", extra_body={"vendor_option": 1}
    )
    assert reply.output_text == "Hello."
    assert llm.requests[0] == {
        "model": "fake-model",
        "input": given,
        "user": "ada",
        "vendor_option": 1,
    }
    assert not Message.objects.exists() and not Account.objects.exists()


def test_an_engine_error_sends_the_request_upstream_untouched(
    agent: openai.OpenAI, llm: FakeResponses, rollout: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from accounts import rulepack

    rollout("enabled", "everyone")

    class Broken:
        def __getattr__(self, name: str) -> Any:
            raise RuntimeError("rule pack failed to load")

    monkeypatch.setattr(rulepack, "pack", lambda: Broken())
    llm.script = ["Hello.", "Beep."]
    given: list[Any] = [{"role": "user", "content": "Hi"}]
    assert (
        agent.responses.create(model="fake-model", input=given, user="ada").output_text == "Hello."
    )
    assert llm.requests[0]["input"] == given
    # An item of a shape the door cannot read: untouched too.
    odd = [{"type": "function_call", "call_id": "call_x"}]
    with pytest.raises(openai.BadRequestError):
        agent.responses.create(model="fake-model", input=odd, user="ada")
    assert llm.requests[1]["input"] == odd


def test_the_account_comes_from_the_header_then_safety_identifier_then_user(
    live_server: Any, api_key: str, llm: FakeResponses, api: Any, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    llm.default = "Hello."
    base = f"{live_server.url}/api/v1/openai"
    with openai.OpenAI(
        base_url=base, api_key=api_key, default_headers={"X-Memory-Account": "from-header"}
    ) as headed:
        headed.responses.create(model="m", input="Hi", safety_identifier="sid", user="u")
    with openai.OpenAI(base_url=base, api_key=api_key, max_retries=0) as plain:
        plain.responses.create(model="m", input="Hi", safety_identifier="sid", user="u")
        plain.responses.create(model="m", input="Hi", user="u")
        with pytest.raises(openai.BadRequestError) as missing:
            plain.responses.create(model="m", input="Hi")
        assert missing.value.body["code"] == "missing_account"
        assert missing.value.body["type"] == "invalid_request_error"
        with pytest.raises(openai.BadRequestError) as bad:
            plain.responses.create(model="m", input="Hi", user="x" * 129)
        assert bad.value.body["code"] == "invalid_account" and bad.value.body["param"] == "user"
    for account in ("from-header", "sid", "u"):
        assert stored(api, account) == [("user", "Hi"), ("assistant", "Hello.")]
    assert len(llm.requests) == 3
    assert llm.requests[0]["safety_identifier"] == "sid"  # forwarded as given


def test_errors_come_back_in_openais_shape(
    live_server: Any, agent: openai.OpenAI, llm: FakeResponses, rollout: Any, settings: Any
) -> None:
    rollout("enabled", "everyone")
    with (
        openai.OpenAI(base_url=agent.base_url, api_key="not-a-key", max_retries=0) as stranger,
        pytest.raises(openai.AuthenticationError) as denied,
    ):
        stranger.responses.create(model="m", input="Hi", user="ada")
    assert denied.value.body["type"] == "authentication_error"

    llm.script = [Error(429, "Slow down.", "rate_limit_error", headers={"Retry-After": "7"})]
    with pytest.raises(openai.RateLimitError) as limited:
        agent.responses.create(model="m", input="Hi", user="ada")
    assert limited.value.body["message"] == "Slow down."
    assert limited.value.response.headers["Retry-After"] == "7"
    # A refusal of the provider's comes back as it gave it.
    rollout("disabled", "everyone")
    orphan = [{"type": "function_call_output", "call_id": "call_none", "output": "1"}]
    with pytest.raises(openai.BadRequestError) as refused:
        agent.responses.create(model="m", input=orphan, user="ada")
    assert "call_none" in refused.value.body["message"]
    rollout("enabled", "everyone")

    settings.MEMORY_UPSTREAM_TIMEOUT = 0.5
    llm.script = [Delay(3, "too late")]
    with pytest.raises(openai.APIStatusError) as slow:
        agent.responses.create(model="m", input="Hi", user="ada")
    assert slow.value.status_code == 504 and slow.value.body["code"] == "upstream_timeout"

    llm.script = ["Part one, then silence."]
    llm.chunk_delay = 1.0
    with (
        pytest.raises(openai.APIError) as broke,
        agent.responses.stream(model="m", input="Hi", user="ada") as stream,
    ):
        list(stream)
    assert "did not answer within 0.5 s" in str(broke.value)

    settings.MEMORY_UPSTREAM_BASE_URL = ""
    with pytest.raises(openai.APIStatusError) as unset:
        agent.responses.create(model="m", input="Hi", user="ada")
    assert unset.value.status_code == 503 and unset.value.body["code"] == "upstream_not_configured"


# --- the Agents SDK, and the same memory through either OpenAI door -----------------------


def test_an_agent_written_with_the_agents_sdk_defaults_gets_stamps(
    live_server: Any, api_key: str, llm: FakeResponses, api: Any, rollout: Any, clock: Any
) -> None:
    agents = pytest.importorskip("agents")
    rollout("enabled", "everyone")
    llm.script = [
        Answer(tool_calls=[ToolCall("get_balance", id="call_g")]),
        "Your balance is ₦5,000.",
        "Yes, ₦3,000 leaves you ₦2,000.",
    ]

    @agents.function_tool
    def get_balance() -> str:
        """The user's balance, read live from the ledger."""
        return BALANCE

    agents.set_tracing_disabled(True)
    client = openai.AsyncOpenAI(
        base_url=f"{live_server.url}/api/v1/openai",
        api_key=api_key,
        # Connection: close, so no served connection (and its database session) outlives the test.
        default_headers={"X-Memory-Account": "ada", "Connection": "close"},
        max_retries=0,
    )
    agents.set_default_openai_client(client, use_for_tracing=False)
    try:
        flow = agents.Agent(name="Flow", instructions=INSTRUCTIONS, tools=[get_balance])
        first = agents.Runner.run_sync(flow, "What's my balance?")
        assert first.final_output == "Your balance is ₦5,000."
        clock.move_to(LATER)
        given = [*first.to_input_list(), {"role": "user", "content": "Can I afford ₦3,000?"}]
        second = agents.Runner.run_sync(flow, given)
        assert second.final_output == "Yes, ₦3,000 leaves you ₦2,000."
    finally:
        agents.set_default_openai_client(
            openai.AsyncOpenAI(api_key="unused"), use_for_tracing=False
        )
    assert "Checked live at 15:35" in shown_output(llm.requests[-1], "call_g")
    assert [r for r, _ in stored(api)] == [
        "user",
        "assistant",
        "tool",
        "assistant",
        "user",
        "assistant",
    ]


def _as_chat(request: dict[str, Any]) -> list[tuple[str, str]]:
    """What a Responses request showed the model, in the chat door's terms (role, text)."""
    out = [("system", request["instructions"])] if request.get("instructions") else []
    for item in request["input"]:
        kind = item.get("type", "message")
        if kind == "function_call":
            out.append(("assistant", f"call {item['call_id']} {item['name']}"))
        elif kind == "function_call_output":
            out.append(("tool", item["output"]))
        else:
            content = item["content"]
            if isinstance(content, list):
                content = "".join(p["text"] for p in content)
            out.append((item["role"], content))
    return out


def _chat_as_chat(request: dict[str, Any]) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for m in request["messages"]:
        if m.get("content"):
            out.append((m["role"], m["content"]))
        for call in m.get("tool_calls") or ():
            out.append(("assistant", f"call {call['id']} {call['function']['name']}"))
    return out


def test_the_same_conversation_through_the_chat_door_and_the_responses_door(
    agent: openai.OpenAI, llm: FakeResponses, rollout: Any, clock: Any, settings: Any
) -> None:
    """Turn by turn, the model is shown the same memory whichever OpenAI door the agent uses."""
    rollout("enabled", "everyone")
    script = [
        Answer(tool_calls=[ToolCall("get_balance", id="call_c1")]),
        "Your balance is ₦5,000.",
        "Yes, ₦3,000 leaves you ₦2,000.",
        Answer(tool_calls=[ToolCall("get_balance", id="call_c2")]),
        "Now it is ₦2,000.",
    ]
    llm.script = list(script)
    with FakeLLM() as chat_llm:
        chat_llm.script = list(script)
        chat_tools = [
            {
                "type": "function",
                "function": {k: TOOLS[0][k] for k in ("name", "description", "parameters")},
            }
        ]
        messages: list[Any] = [{"role": "system", "content": INSTRUCTIONS}]
        given: list[Any] = []
        for question in ("What's my balance?", "Can I afford a ₦3,000 transfer?", "And now?"):
            messages.append({"role": "user", "content": question})
            given.append({"role": "user", "content": question})
            while True:
                settings.MEMORY_UPSTREAM_BASE_URL = chat_llm.base_url
                chat = (
                    agent.chat.completions.create(
                        model="fake-model", messages=messages, tools=chat_tools, user="chatty"
                    )
                    .choices[0]
                    .message
                )
                settings.MEMORY_UPSTREAM_BASE_URL = llm.base_url
                response = agent.responses.create(
                    model="fake-model",
                    input=given,
                    instructions=INSTRUCTIONS,
                    tools=TOOLS,
                    user="resp",
                )
                assert _as_chat(llm.requests[-1]) == _chat_as_chat(chat_llm.requests[-1])
                messages.append(chat.model_dump(exclude_none=True))
                given += items_of(response)
                if not chat.tool_calls:
                    break
                for call in chat.tool_calls:
                    messages.append({"role": "tool", "tool_call_id": call.id, "content": BALANCE})
                    given.append(
                        {"type": "function_call_output", "call_id": call.id, "output": BALANCE}
                    )
            clock.move_to(datetime.now(UTC).replace(microsecond=0) + (LATER - T0))
    assert len(llm.requests) == 5
    assert any("Checked live" in text for _, text in _as_chat(llm.requests[-1]))


# --- other clients that call the Responses API ------------------------------------------


def test_langchain_and_pydantic_ai_on_the_responses_api_get_stamps(
    live_server: Any, api_key: str, llm: FakeResponses, api: Any, rollout: Any, clock: Any
) -> None:
    """LangChain's ``use_responses_api`` and pydantic-ai's ``OpenAIResponsesModel``."""
    langchain_openai = pytest.importorskip("langchain_openai")
    pytest.importorskip("pydantic_ai")
    from langchain_core.messages import HumanMessage, ToolMessage
    from pydantic_ai import Agent
    from pydantic_ai.models.openai import OpenAIResponsesModel
    from pydantic_ai.providers.openai import OpenAIProvider

    rollout("enabled", "everyone")
    base = f"{live_server.url}/api/v1/openai"
    llm.script = [
        Answer(tool_calls=[ToolCall("get_balance", id="call_l1")]),
        "Your balance is ₦5,000.",
        "Yes.",
    ]
    chat = langchain_openai.ChatOpenAI(
        model="fake-model",
        base_url=base,
        api_key=api_key,
        use_responses_api=True,
        max_retries=0,
        default_headers={"X-Memory-Account": "lc", "Connection": "close"},
    ).bind_tools([TOOLS[0]])
    messages: list[Any] = [HumanMessage("What's my balance?")]
    first = chat.invoke(messages)
    assert first.tool_calls[0]["id"] == "call_l1"
    messages += [first, ToolMessage(BALANCE, tool_call_id="call_l1")]
    second = chat.invoke(messages)
    clock.move_to(LATER)
    messages += [second, HumanMessage("Can I afford ₦3,000?")]
    chat.invoke(messages)
    assert "Checked live at 15:35" in shown_output(llm.requests[-1], "call_l1")
    assert [r for r, _ in stored(api, "lc")] == [
        "user",
        "assistant",
        "tool",
        "assistant",
        "user",
        "assistant",
    ]

    llm.script = [Answer(tool_calls=[ToolCall("get_balance", id="call_p1")]), "₦5,000."]
    provider = OpenAIProvider(
        openai_client=openai.AsyncOpenAI(
            base_url=base,
            api_key=api_key,
            default_headers={"X-Memory-Account": "pa", "Connection": "close"},
        )
    )
    agent = Agent(OpenAIResponsesModel("fake-model", provider=provider))

    @agent.tool_plain
    def get_balance() -> str:
        """The user's balance, read live from the ledger."""
        return BALANCE

    assert agent.run_sync("What's my balance?").output == "₦5,000."
    assert [r for r, _ in stored(api, "pa")] == ["user", "assistant", "tool", "assistant"]
