"""The drop-in proxy, driven as an agent drives it: the official ``openai`` client.

The project's app is served on loopback (pytest-django's ``live_server``); the
agent's client points its ``base_url`` at ``…/api/v1/openai`` with an engine
key, and the upstream model is ``tests/fakellm.py``, a loopback server that
speaks the OpenAI protocol (tool calls, streamed chunks and tool-call
deltas, error statuses, slow answers) and keeps every request it received,
so each test compares what the model was sent with what the agent sent.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from typing import Any

import openai
import pytest
import time_machine
from django.core.signals import request_finished, request_started
from django.db import OperationalError, connection
from openai.lib.streaming.chat import ChatCompletionStreamState

from accounts import rulepack
from accounts.models import Account, Message, ShadowRecord
from tests.fakellm import Answer, Delay, Error, FakeLLM, ToolCall

pytestmark = pytest.mark.django_db(transaction=True)

T0 = datetime(2026, 11, 29, 15, 35, tzinfo=UTC)
LATER = datetime(2026, 11, 29, 16, 5, tzinfo=UTC)
SYSTEM = {"role": "system", "content": "You are Flow, a banking assistant. ₦ is naira."}
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "get_balance",
            "description": "The user's balance, read live from the ledger.",
            "parameters": {"type": "object", "properties": {}},
        },
    }
]
BALANCE = '{"balance": "₦5,000"}'
TOOL_TURN = ["user", "assistant", "tool", "assistant"]


@pytest.fixture
def clock() -> Iterator[Any]:
    with time_machine.travel(T0, tick=True) as traveller:
        yield traveller


@pytest.fixture
def llm(settings: Any) -> Iterator[FakeLLM]:
    with FakeLLM() as fake:
        settings.MEMORY_UPSTREAM_BASE_URL = fake.base_url
        settings.MEMORY_UPSTREAM_API_KEY = "upstream-secret"
        settings.MEMORY_UPSTREAM_TIMEOUT = 5.0
        yield fake


@pytest.fixture
def agent(live_server: Any, api_key: str) -> Iterator[openai.OpenAI]:
    """The agent's own client: only base_url (and an engine key) changed."""
    with openai.OpenAI(
        base_url=f"{live_server.url}/api/v1/openai", api_key=api_key, max_retries=0, timeout=20
    ) as client:
        yield client


def create(agent: openai.OpenAI, messages: list[Any], **kw: Any) -> Any:
    kw.setdefault("user", "ada")
    return agent.chat.completions.create(model="fake-model", messages=messages, **kw)


def stored(account: str = "ada") -> list[tuple[str, str]]:
    rows = Message.objects.filter(account__external_id=account).order_by("seq")
    return [(m.role, m.content) for m in rows]


def tool_result(call: Any, content: str = BALANCE) -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": call.id, "content": content}


def said(message: Any) -> dict[str, Any]:
    """The reply as an agent appends it to its history."""
    return dict(message.model_dump(exclude_none=True))


# --- the conversation ---------------------------------------------------------------


def test_a_tool_using_conversation_gets_the_live_value_stamped_next_turn(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any, clock: Any
) -> None:
    rollout("enabled", "everyone")
    llm.script = [
        Answer(tool_calls=[ToolCall("get_balance")]),
        "Your balance is ₦5,000.",
        "Yes, ₦3,000 leaves you ₦2,000.",
    ]
    messages: list[Any] = [SYSTEM, {"role": "user", "content": "What's my balance?"}]
    first = create(agent, messages, tools=TOOLS, tool_choice="auto", temperature=0.2)
    call = first.choices[0].message.tool_calls[0]
    assert call.function.name == "get_balance"
    messages += [said(first.choices[0].message), tool_result(call)]
    second = create(agent, messages, tools=TOOLS, tool_choice="auto", temperature=0.2)
    assert second.choices[0].message.content == "Your balance is ₦5,000."
    messages += [said(second.choices[0].message)]
    clock.move_to(LATER)
    messages += [{"role": "user", "content": "Can I afford a ₦3,000 transfer?"}]
    third = create(agent, messages, tools=TOOLS, tool_choice="auto", temperature=0.2)
    assert third.choices[0].message.content == "Yes, ₦3,000 leaves you ₦2,000."

    # Every field but messages went up as the agent gave it.
    for sent in llm.requests:
        assert {k: v for k, v in sent.items() if k != "messages"} == {
            "model": "fake-model",
            "tools": TOOLS,
            "tool_choice": "auto",
            "temperature": 0.2,
            "user": "ada",
        }
    # Upstream was called with the upstream key, never the agent's engine key.
    assert all(h["authorization"] == "Bearer upstream-secret" for h in llm.headers)

    # Next turn the model receives the live values stamped with when they were read.
    shown = llm.requests[2]["messages"]
    assert shown[0] == SYSTEM
    result = next(m for m in shown if m["role"] == "tool")
    assert result["tool_call_id"] == call.id
    assert result["content"].startswith(BALANCE)
    assert "Checked live at 15:35" in result["content"]
    reply = next(m for m in shown if (m.get("content") or "").startswith("Your balance"))
    assert "Checked live at 15:35" in reply["content"]
    assert shown[-1] == {"role": "user", "content": "Can I afford a ₦3,000 transfer?"}
    # The call and its result travel together, in order.
    i = next(n for n, m in enumerate(shown) if m.get("tool_calls"))
    assert shown[i]["tool_calls"][0]["id"] == call.id and shown[i + 1]["role"] == "tool"

    # The log holds the conversation once, in order, unstamped, with provenance.
    rows = list(Message.objects.filter(account__external_id="ada").order_by("seq"))
    assert [m.role for m in rows] == ["user", "assistant", "tool", "assistant", "user", "assistant"]
    assert rows[2].content == BALANCE and rows[2].volatility == "live"
    assert rows[3].tools == ["get_balance"] and rows[3].volatility == "live"
    assert timedelta(0) <= rows[3].observed_at - T0 < timedelta(seconds=30)
    assert "Checked" not in " ".join(m.content for m in rows)


def test_the_agents_messages_reach_the_model_untouched_on_the_first_turn(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    llm.script = ["Hello."]
    messages = [SYSTEM, {"role": "user", "content": "Hi", "name": "ada"}]
    create(agent, messages, extra_body={"vendor_option": {"cache": True}})
    assert llm.requests[0]["messages"] == messages
    assert llm.requests[0]["vendor_option"] == {"cache": True}
    assert "x-memory-account" not in llm.headers[0]


def test_the_same_conversation_through_context_and_through_the_proxy(
    agent: openai.OpenAI, llm: FakeLLM, api: Any, rollout: Any, clock: Any
) -> None:
    """Turn by turn, the model gets from the proxy exactly what /context answers.

    One agent talks through the proxy (account "proxied"); a second keeps the
    same conversation and asks /context (account "direct"), giving its items
    ids and the times they were said, as a /context agent does.
    """
    rollout("enabled", "everyone")
    llm.script = [
        Answer(tool_calls=[ToolCall("get_balance", id="call_c1")]),
        "Your balance is ₦5,000.",
        "Yes, ₦3,000 leaves you ₦2,000.",
        Answer(tool_calls=[ToolCall("get_balance", id="call_c2")]),
        "Now it is ₦2,000.",
    ]
    proxied: list[Any] = [SYSTEM]
    direct: list[Any] = [SYSTEM]

    def add(item: dict[str, Any]) -> None:
        proxied.append(item)
        when = datetime.now(UTC).isoformat()
        direct.append({**item, "id": f"d-{len(direct)}", "created_at": when})

    def model_call() -> Any:
        reply = create(agent, proxied, tools=TOOLS, user="proxied")
        answer = api.post(
            "/api/v1/accounts/direct/context", {"history": direct}, format="json"
        ).json()
        assert answer["fallback"] is False and answer["mode"] == "enabled"
        assert llm.requests[-1]["messages"] == answer["messages"]
        return reply.choices[0].message

    for question in ("What's my balance?", "Can I afford a ₦3,000 transfer?", "And now?"):
        add({"role": "user", "content": question})
        while True:
            message = model_call()
            add(said(message))
            if not message.tool_calls:
                break
            for call in message.tool_calls:
                add(tool_result(call))
        clock.move_to(datetime.now(UTC) + timedelta(minutes=30))
    assert len(llm.requests) == 5
    assert any("Checked live" in (m.get("content") or "") for m in llm.requests[-1]["messages"])


def test_parts_developer_prompts_and_unreadable_items(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    llm.default = "A receipt for ₦5,000."
    image = {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgo="}}
    messages: list[Any] = [
        {"role": "developer", "content": "Answer in one sentence."},
        {"role": "user", "content": [{"type": "text", "text": "What is this?"}, image]},
    ]
    create(agent, messages)
    assert llm.requests[-1]["messages"] == messages
    messages += [{"role": "assistant", "content": "A receipt for ₦5,000."}]
    messages += [{"role": "user", "content": [{"type": "text", "text": "And this one?"}, image]}]
    create(agent, messages)
    shown = llm.requests[-1]["messages"]
    assert shown[0] == messages[0] and shown[1] == messages[1] and shown[-1] == messages[-1]
    assert [r for r, _ in stored()] == ["user", "assistant", "user", "assistant"]
    # An item the engine cannot read: the request goes upstream as the agent sent it.
    odd = [*messages, {"role": "robot", "content": "beep"}]
    create(agent, odd)
    assert llm.requests[-1]["messages"] == odd
    assert len(stored()) == 4


# --- retries and trimming --------------------------------------------------------------


def test_retries_of_the_same_request_store_nothing_twice(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    llm.default = Answer(tool_calls=[ToolCall("get_balance", id="call_a")])
    messages: list[Any] = [SYSTEM, {"role": "user", "content": "What's my balance?"}]
    for _ in range(3):
        create(agent, messages, tools=TOOLS)
    assert [r for r, _ in stored()] == ["user", "assistant"]
    call = create(agent, messages, tools=TOOLS).choices[0].message
    messages += [said(call), tool_result(call.tool_calls[0])]
    llm.default = "Your balance is ₦5,000."
    for _ in range(3):
        create(agent, messages, tools=TOOLS)
    assert [r for r, _ in stored()] == ["user", "assistant", "tool", "assistant"]
    # The agent's client retrying a failed upstream call stores nothing twice either.
    messages += [{"role": "assistant", "content": "Your balance is ₦5,000."}]
    messages += [{"role": "user", "content": "Thanks"}]
    llm.script = [Error(503, "overloaded"), "You're welcome."]
    llm.default = None
    with openai.OpenAI(base_url=agent.base_url, api_key=agent.api_key, max_retries=2) as retrying:
        reply = create(retrying, messages)
    assert reply.choices[0].message.content == "You're welcome."
    assert [r for r, _ in stored()] == [*TOOL_TURN, "user", "assistant"]


@pytest.mark.postgres("concurrent requests need a server that serves them at once")
def test_copies_of_one_request_in_flight_at_once_store_it_once(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any
) -> None:
    from concurrent.futures import ThreadPoolExecutor

    rollout("enabled", "everyone")
    llm.default = Delay(0.2, "Hello.")
    create(agent, [SYSTEM, {"role": "user", "content": "Hi"}])
    messages = [
        SYSTEM,
        {"role": "user", "content": "Hi"},
        {"role": "assistant", "content": "Hello."},
        {"role": "user", "content": "What can you do?"},
    ]
    with ThreadPoolExecutor(max_workers=4) as pool:
        replies = list(pool.map(lambda _: create(agent, messages), range(4)))
    assert {r.choices[0].message.content for r in replies} == {"Hello."}
    assert stored() == [
        ("user", "Hi"),
        ("assistant", "Hello."),
        ("user", "What can you do?"),
        ("assistant", "Hello."),
    ]


def test_a_client_that_trims_its_history_loses_nothing(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any
) -> None:
    """Two agents, one sending everything, one only its last three items: the same log."""
    rollout("enabled", "everyone")
    llm.default = lambda body: f"Answer to: {body['messages'][-1]['content']}"
    full: list[Any] = [SYSTEM]
    for n in range(5):
        full.append({"role": "user", "content": f"Question {n}"})
        for account, sent in (("full", full), ("trim", [SYSTEM, *full[1:][-3:]])):
            reply = create(agent, sent, user=account)
        full.append(said(reply.choices[0].message))
    assert stored("trim") == stored("full")
    assert len(stored("full")) == 10
    trimmed = Message.objects.filter(account__external_id="trim").order_by("seq")
    assert [m.external_id for m in trimmed] == [
        m.external_id for m in Message.objects.filter(account__external_id="full").order_by("seq")
    ]
    # What the model got, in enabled mode, is the whole stored window either way.
    assert llm.requests[-1]["messages"] == llm.requests[-2]["messages"]


# --- streaming --------------------------------------------------------------------------


def test_a_streamed_reply_passes_through_as_it_comes_and_is_recorded_at_the_end(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    text = "Your balance is ₦5,000, read just now."
    llm.script = [text]
    llm.chunk_delay = 0.15  # 12 events: about 1.7 s from the first to the last
    stream = create(agent, [SYSTEM, {"role": "user", "content": "Balance?"}], stream=True)
    pieces: list[str] = []
    arrived: list[float] = []
    for chunk in stream:
        arrived.append(time.monotonic())
        if chunk.choices and chunk.choices[0].delta.content:
            pieces.append(chunk.choices[0].delta.content)
    assert "".join(pieces) == text
    # Events came as upstream sent them, spread over its stream, not all at the end.
    assert len(arrived) == 12 and arrived[-1] - arrived[0] > 0.5 * 11 * llm.chunk_delay
    assert stored() == [("user", "Balance?"), ("assistant", text)]


def test_streamed_tool_call_deltas_are_assembled_and_the_loop_continues(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any, clock: Any
) -> None:
    rollout("enabled", "everyone")
    llm.piece = 3  # arguments arrive in many deltas
    llm.script = [
        Answer(tool_calls=[ToolCall("get_balance", '{"account": "main"}', id="call_s1")]),
        "Your balance is ₦5,000.",
        "Noted.",
    ]
    messages: list[Any] = [SYSTEM, {"role": "user", "content": "What's my balance?"}]
    state: ChatCompletionStreamState[Any] = ChatCompletionStreamState()
    raw = b""
    with agent.chat.completions.with_streaming_response.create(
        model="fake-model", messages=messages, tools=TOOLS, user="ada", stream=True
    ) as response:
        for line in response.iter_lines():
            raw += line.encode() + b"\n"
            if line.startswith("data: {"):
                state.handle_chunk(openai.types.chat.ChatCompletionChunk.construct(**json.loads(line[6:])))
    assert raw.count(b'"arguments"') > 3 and raw.rstrip().endswith(b"data: [DONE]")
    message = state.get_final_completion().choices[0].message
    call = message.tool_calls[0]
    assert (call.id, call.function.name, call.function.arguments) == (
        "call_s1",
        "get_balance",
        '{"account": "main"}',
    )
    row = Message.objects.get(account__external_id="ada", role="assistant")
    assert row.tool_calls == [
        {
            "id": "call_s1",
            "type": "function",
            "function": {"name": "get_balance", "arguments": '{"account": "main"}'},
        }
    ]
    messages += [
        {"role": "assistant", "content": None, "tool_calls": row.tool_calls},
        tool_result(call),
    ]
    answer = "".join(
        c.choices[0].delta.content or ""
        for c in create(agent, messages, tools=TOOLS, stream=True)
        if c.choices
    )
    assert answer == "Your balance is ₦5,000."
    clock.move_to(LATER)
    messages += [{"role": "assistant", "content": answer}, {"role": "user", "content": "Ok"}]
    create(agent, messages, tools=TOOLS)
    assert [r for r, _ in stored()] == [*TOOL_TURN, "user", "assistant"]
    shown = llm.requests[-1]["messages"]
    assert "Checked live at 15:35" in next(m for m in shown if m["role"] == "tool")["content"]


def test_a_stream_the_agent_abandons_records_no_reply(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    llm.script = ["A long answer that the agent stops reading halfway through."]
    llm.chunk_delay = 0.05
    stream = create(agent, [SYSTEM, {"role": "user", "content": "Tell me"}], stream=True)
    next(iter(stream))
    stream.close()
    time.sleep(1.5)
    assert stored() == [("user", "Tell me")]


# --- upstream errors and timeouts ----------------------------------------------------------


@pytest.mark.parametrize(
    ("status", "kind", "error"),
    [
        (
            400,
            openai.BadRequestError,
            Error(400, "No such model.", "invalid_request_error", "model_not_found"),
        ),
        (
            429,
            openai.RateLimitError,
            Error(429, "Slow down.", "rate_limit_error", headers={"Retry-After": "7"}),
        ),
        (500, openai.InternalServerError, Error(500, "The model crashed.")),
    ],
)
def test_an_upstream_error_comes_back_as_upstream_gave_it(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any, status: int, kind: type, error: Error
) -> None:
    rollout("enabled", "everyone")
    llm.script = [error]
    with pytest.raises(kind) as raised:
        create(agent, [SYSTEM, {"role": "user", "content": "Balance?"}])
    assert raised.value.status_code == status
    body = {"error": {"message": error.message, "type": error.type, "code": error.code}}
    assert json.loads(raised.value.response.content) == body
    for name, value in error.headers.items():
        assert raised.value.response.headers[name] == value
    assert stored() == [("user", "Balance?")]  # the turn's message, never a reply

    llm.script = [error]
    with pytest.raises(kind) as streamed:
        create(agent, [SYSTEM, {"role": "user", "content": "Balance?"}], stream=True)
    assert streamed.value.status_code == status


def test_an_upstream_error_page_that_is_not_json_comes_back_as_it_was(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    page = b"<html><body>502 Bad Gateway</body></html>"
    llm.script = [Error(502, raw=page, headers={"Content-Type": "text/html"})]
    with pytest.raises(openai.APIStatusError) as raised:
        create(agent, [SYSTEM, {"role": "user", "content": "Hi"}])
    assert raised.value.status_code == 502
    assert raised.value.response.content == page
    assert raised.value.response.headers["Content-Type"] == "text/html"


def test_an_upstream_that_does_not_answer_in_time_is_a_504(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any, settings: Any
) -> None:
    rollout("enabled", "everyone")
    settings.MEMORY_UPSTREAM_TIMEOUT = 0.5
    llm.script = [Delay(3, "too late")]
    started = time.monotonic()
    with pytest.raises(openai.APIStatusError) as raised:
        create(agent, [SYSTEM, {"role": "user", "content": "Balance?"}])
    assert time.monotonic() - started < 2.5
    assert raised.value.status_code == 504
    error = raised.value.body
    assert error["code"] == "upstream_timeout" and error["type"] == "upstream_error"
    assert "0.5 s" in error["message"]
    assert [r for r, _ in stored()] == ["user"]


def test_a_stream_that_stalls_mid_way_ends_in_an_error_event(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any, settings: Any
) -> None:
    rollout("enabled", "everyone")
    settings.MEMORY_UPSTREAM_TIMEOUT = 0.5
    llm.script = ["Part one, then silence."]
    llm.chunk_delay = 1.0
    stream = create(agent, [SYSTEM, {"role": "user", "content": "Balance?"}], stream=True)
    with pytest.raises(openai.APIError) as raised:
        list(stream)
    assert "did not answer within 0.5 s" in str(raised.value)
    assert [r for r, _ in stored()] == ["user"]


def test_an_upstream_nobody_configured_is_a_clear_503(
    agent: openai.OpenAI, settings: Any, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    settings.MEMORY_UPSTREAM_BASE_URL = ""
    with pytest.raises(openai.APIStatusError) as raised:
        create(agent, [SYSTEM, {"role": "user", "content": "Hi"}])
    assert raised.value.status_code == 503
    assert raised.value.body["code"] == "upstream_not_configured"


# --- the engine failing mid-request ------------------------------------------------------


@contextmanager
def server_queries_failing(when: Callable[[str], bool]) -> Iterator[None]:
    """SQL the server runs while answering fails as a dead database would.

    The wrapper is put on the connection of the thread that serves each request
    (``request_started``), so the fault is real, inside the live server.
    """

    def fail(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        if when(sql):
            raise OperationalError("server closed the connection unexpectedly")
        return execute(sql, params, many, context)

    def install(**kwargs: Any) -> None:
        connection.execute_wrappers.append(fail)

    def remove(**kwargs: Any) -> None:
        if fail in connection.execute_wrappers:
            connection.execute_wrappers.remove(fail)

    request_started.connect(install, dispatch_uid="proxy-test-fault")
    request_finished.connect(remove, dispatch_uid="proxy-test-fault-end")
    try:
        yield
    finally:
        request_started.disconnect(dispatch_uid="proxy-test-fault")
        request_finished.disconnect(dispatch_uid="proxy-test-fault-end")
        remove()


def test_the_message_log_failing_mid_request_sends_the_request_upstream_untouched(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any, caplog: pytest.LogCaptureFixture
) -> None:
    rollout("enabled", "everyone")
    llm.script = ["Hello.", "Your balance is ₦5,000."]
    create(agent, [SYSTEM, {"role": "user", "content": "Hi"}])  # the account has a log
    messages = [
        SYSTEM,
        {"role": "user", "content": "Hi"},
        {"role": "assistant", "content": "Hello."},
        {"role": "user", "content": "Balance?", "name": "ada"},
    ]
    caplog.set_level(logging.WARNING, logger="memory.proxy")
    with server_queries_failing(lambda sql: "accounts_message" in sql):
        reply = create(agent, messages, temperature=0)
    assert reply.choices[0].message.content == "Your balance is ₦5,000."
    assert llm.requests[-1] == {
        "model": "fake-model",
        "messages": messages,
        "temperature": 0,
        "user": "ada",
    }
    assert "untouched" in caplog.text and "OperationalError" in caplog.text
    assert stored() == [("user", "Hi"), ("assistant", "Hello.")]


def test_a_broken_rule_pack_sends_the_request_upstream_untouched(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    rollout("enabled", "everyone")

    class Broken:
        def __getattr__(self, name: str) -> Any:
            raise RuntimeError("rule pack failed to load")

    monkeypatch.setattr(rulepack, "pack", lambda: Broken())
    llm.script = [Answer(tool_calls=[ToolCall("get_balance", id="call_b")])]
    messages = [SYSTEM, {"role": "user", "content": "Balance?"}]
    reply = create(agent, messages, tools=TOOLS)
    assert reply.choices[0].message.tool_calls[0].id == "call_b"
    assert llm.requests[0]["messages"] == messages


def test_with_the_database_down_the_key_cannot_be_checked_so_nothing_is_forwarded(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    with server_queries_failing(lambda sql: True), pytest.raises(openai.APIStatusError) as raised:
        create(agent, [SYSTEM, {"role": "user", "content": "Hi"}])
    assert raised.value.status_code == 503
    assert raised.value.body["code"] == "unavailable"
    assert raised.value.response.headers["Retry-After"]
    assert llm.requests == []


# --- modes ---------------------------------------------------------------------------------


def test_disabled_forwards_untouched_and_records_nothing(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any
) -> None:
    rollout("disabled", "everyone")
    llm.script = ["Hello."]
    messages = [SYSTEM, {"role": "user", "content": "Hi"}]
    assert create(agent, messages).choices[0].message.content == "Hello."
    assert llm.requests[0]["messages"] == messages
    assert not Message.objects.exists() and not Account.objects.exists()


def test_shadow_forwards_the_agents_history_and_records_what_the_engine_would_send(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any
) -> None:
    rollout("shadow", "everyone")
    llm.script = [Answer(tool_calls=[ToolCall("get_balance", id="call_1")]), "₦5,000."]
    messages: list[Any] = [SYSTEM, {"role": "user", "content": "Balance?"}]
    call = create(agent, messages, tools=TOOLS).choices[0].message
    messages += [said(call), tool_result(call.tool_calls[0])]
    create(agent, messages, tools=TOOLS)
    assert llm.requests[1]["messages"] == messages  # the agent's own history
    record = ShadowRecord.objects.filter(account__external_id="ada").latest("id")
    engine = record.engine
    assert any("Checked live" in (m.get("content") or "") for m in engine)
    assert [r for r, _ in stored()] == ["user", "assistant", "tool", "assistant"]


# --- the account and the key -------------------------------------------------------------


def test_the_account_comes_from_the_header_or_the_user_field(
    live_server: Any, api_key: str, llm: FakeLLM, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    llm.default = "Hello."
    base = f"{live_server.url}/api/v1/openai"
    with openai.OpenAI(
        base_url=base, api_key=api_key, default_headers={"X-Memory-Account": "from-header"}
    ) as headed:
        create(headed, [SYSTEM, {"role": "user", "content": "Hi"}], user="end-user-hash")
    assert stored("from-header") == [("user", "Hi"), ("assistant", "Hello.")]
    assert not Account.objects.filter(external_id="end-user-hash").exists()
    assert llm.requests[-1]["user"] == "end-user-hash"  # forwarded as given

    with openai.OpenAI(base_url=base, api_key=api_key, max_retries=0) as plain:
        with pytest.raises(openai.BadRequestError) as missing:
            plain.chat.completions.create(
                model="fake-model", messages=[{"role": "user", "content": "Hi"}]
            )
        assert missing.value.body["code"] == "missing_account"
        assert missing.value.body["type"] == "invalid_request_error"
        assert missing.value.body["param"] == "user"
        with pytest.raises(openai.BadRequestError) as too_long:
            create(plain, [{"role": "user", "content": "Hi"}], user="x" * 129)
        assert too_long.value.body["code"] == "invalid_account"
    assert len(llm.requests) == 1


def test_a_wrong_key_is_a_401_the_openai_client_understands(
    live_server: Any, llm: FakeLLM
) -> None:
    with openai.OpenAI(
        base_url=f"{live_server.url}/api/v1/openai", api_key="not-a-key", max_retries=0
    ) as stranger, pytest.raises(openai.AuthenticationError) as denied:
        create(stranger, [{"role": "user", "content": "Hi"}])
    assert denied.value.body["code"] == "unauthorized"
    assert denied.value.body["type"] == "authentication_error"
    assert llm.requests == []
