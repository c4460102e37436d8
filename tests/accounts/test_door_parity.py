"""The same conversation through any two doors gives the model the same memory.

Three accounts hold one conversation, each through one door, each with that
door's official client: the chat door (``openai`` ``chat.completions``), the
Responses door (``openai`` ``responses``) and the Anthropic door
(``anthropic`` ``messages``), in enabled mode, turn by turn side by side,
plain (``create``) and streamed (``stream``). Each
upstream is a loopback fake of its provider (tests/fakellm.py,
tests/fakeproviders.py) that keeps every request. On the final turn (after a
compaction, so there is a summary, and with a stated fact) each model was
shown, in its own protocol's shape, the same memory block (summary and facts)
and the same stamped live values. The MCP ``recall`` tool, over the official
``mcp`` client on streamable HTTP (the ``/mcp`` app ``memoryadmin.asgi``
serves, under uvicorn in a thread of the test, on the test's database),
answers for each account what GET …/memory answers.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

import anthropic
import anyio
import openai
import pytest
import time_machine
import uvicorn
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

from accounts.mcp.http import McpDoor
from memoryadmin.engine.context import CONTEXT_FOOTER, MEMORY_OPEN
from tests.fakellm import Answer, FakeLLM, ToolCall
from tests.fakeproviders import FakeAnthropic, FakeResponses
from tests.livestack import free_port

pytestmark = pytest.mark.django_db(transaction=True)

T0 = datetime(2026, 11, 29, 15, 35, tzinfo=UTC)
SYSTEM = "You are Flow, a banking assistant. ₦ is naira."
BALANCES = ['{"balance": "₦5,000"}', '{"balance": "₦2,000"}']
FACT = {"key": "reply_style", "kind": "preference", "note": "Prefers short answers."}
QUESTIONS = [
    "What's my balance?",
    "Please send ₦3,000 to Tobi for school fees.",
    "Thanks. And what is my balance now?",
]
PARAMETERS = {"type": "object", "properties": {"account": {"type": "string"}}}
STAMP = re.compile(r"\[(?:Checked live|Not checked live)[^\]]*\]")


def script() -> list[Any]:
    """The model's replies, the same for every door: a tool call per balance question."""
    return [
        Answer(tool_calls=[ToolCall("get_balance", '{"account": "main"}', id="call_1")]),
        "Your balance is ₦5,000.",
        "Done: I sent ₦3,000 to Tobi.",
        Answer(tool_calls=[ToolCall("get_balance", '{"account": "main"}', id="call_2")]),
        "Your balance is now ₦2,000.",
    ]


# --- each door as its agent drives it -------------------------------------------------------


class ChatAgent:
    def __init__(self, client: openai.OpenAI, streamed: bool) -> None:
        self.client, self.streamed = client, streamed
        self.messages: list[Any] = [{"role": "system", "content": SYSTEM}]
        self.tools = [
            {
                "type": "function",
                "function": {
                    "name": "get_balance",
                    "description": "The balance, live.",
                    "parameters": PARAMETERS,
                },
            }
        ]

    def ask(self, question: str) -> None:
        self.messages.append({"role": "user", "content": question})

    def step(self) -> list[str]:
        """One request; the call ids it asked for (none: the turn is over)."""
        kw: Any = {
            "model": "fake-model",
            "messages": self.messages,
            "tools": self.tools,
            "user": "via-chat",
        }
        if self.streamed:
            with self.client.chat.completions.stream(**kw) as stream:
                completion: Any = stream.get_final_completion()
        else:
            completion = self.client.chat.completions.create(**kw)
        message = completion.choices[0].message
        said = message.model_dump(exclude_none=True, include={"role", "content", "tool_calls"})
        for call in said.get("tool_calls") or ():
            call["function"].pop("parsed_arguments", None)
        self.messages.append(said)
        return [c.id for c in message.tool_calls or ()]

    def answer(self, call_id: str, result: str) -> None:
        self.messages.append({"role": "tool", "tool_call_id": call_id, "content": result})


class ResponsesAgent:
    def __init__(self, client: openai.OpenAI, streamed: bool) -> None:
        self.client, self.streamed = client, streamed
        self.input: list[Any] = []
        self.tools = [
            {
                "type": "function",
                "name": "get_balance",
                "description": "The balance, live.",
                "parameters": PARAMETERS,
                "strict": False,
            }
        ]

    def ask(self, question: str) -> None:
        self.input.append({"role": "user", "content": question})

    def step(self) -> list[str]:
        kw: Any = {
            "model": "fake-model",
            "instructions": SYSTEM,
            "input": self.input,
            "tools": self.tools,
            "safety_identifier": "via-responses",
        }
        if self.streamed:
            with self.client.responses.stream(**kw) as stream:
                response: Any = stream.get_final_response()
        else:
            response = self.client.responses.create(**kw)
        self.input += [item.model_dump(exclude_none=True) for item in response.output]
        return [i.call_id for i in response.output if i.type == "function_call"]

    def answer(self, call_id: str, result: str) -> None:
        self.input.append({"type": "function_call_output", "call_id": call_id, "output": result})


class AnthropicAgent:
    def __init__(self, client: anthropic.Anthropic, streamed: bool) -> None:
        self.client, self.streamed = client, streamed
        self.messages: list[Any] = []
        self.tools = [
            {"name": "get_balance", "description": "The balance, live.", "input_schema": PARAMETERS}
        ]

    def ask(self, question: str) -> None:
        self.messages.append({"role": "user", "content": question})

    def step(self) -> list[str]:
        kw: Any = {
            "model": "claude-fake",
            "max_tokens": 512,
            "system": SYSTEM,
            "tools": self.tools,
            "messages": self.messages,
            "metadata": {"user_id": "via-anthropic"},
        }
        if self.streamed:
            with self.client.messages.stream(**kw) as stream:
                message: Any = stream.get_final_message()
        else:
            message = self.client.messages.create(**kw)
        content = [b.model_dump(exclude_none=True) for b in message.content]
        self.messages.append({"role": "assistant", "content": content})
        return [b.id for b in message.content if b.type == "tool_use"]

    def answer(self, call_id: str, result: str) -> None:
        block = {"type": "tool_result", "tool_use_id": call_id, "content": result}
        last = self.messages[-1]
        if last["role"] == "user" and isinstance(last["content"], list):
            last["content"].append(block)
        else:
            self.messages.append({"role": "user", "content": [block]})


# --- what each model was shown, in one shape ------------------------------------------------


def texts(request: dict[str, Any]) -> list[str]:
    """Every piece of text a request showed the model, in order, whatever its protocol."""
    out: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, str):
            out.append(node)
        elif isinstance(node, list):
            for item in node:
                walk(item)
        elif isinstance(node, dict):
            for key in ("content", "text", "output"):
                if key in node:
                    walk(node[key])

    walk(request.get("system") or request.get("instructions") or [])
    walk(request.get("messages") or request.get("input") or [])
    return out


def memory_block(request: dict[str, Any]) -> str:
    """The quoted memory (summary and facts), without the header each protocol frames it by."""
    (block,) = [t for t in texts(request) if MEMORY_OPEN in t]
    body = block[block.index(MEMORY_OPEN) : block.index(CONTEXT_FOOTER) + len(CONTEXT_FOOTER)]
    return body.split("\n\n", 1)[1]


def stamped(request: dict[str, Any]) -> list[tuple[str, str]]:
    """Each stamped text the model was shown: the value (the text its stamp follows) and the
    stamp."""
    out = []
    previous = ""
    for text in texts(request):
        for match in STAMP.finditer(text):
            # A stamp added as a part of its own (a list of parts) stamps the part before it.
            value = text[: match.start()].strip() or previous
            out.append((value, match.group()))
        previous = text.strip()
    return out


@contextmanager
def asgi_server() -> Iterator[str]:
    """The MCP door (``McpDoor``, what ``memoryadmin.asgi`` serves at /mcp) under uvicorn in a
    thread; its root URL. A door of its own per server: the SDK's session manager runs once."""
    port = free_port()
    config = uvicorn.Config(
        McpDoor(), host="127.0.0.1", port=port, log_level="warning", lifespan="on"
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "uvicorn did not start"
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(15)


def recall(base: str, key: str, account: str) -> dict[str, Any]:
    """The MCP ``recall`` tool's structured answer, over the official client."""

    async def go() -> dict[str, Any]:
        headers = {"Authorization": f"Bearer {key}"}
        async with (
            create_mcp_http_client(headers=headers) as http,
            streamable_http_client(f"{base}/mcp", http_client=http) as (r, w),
            ClientSession(r, w) as session,
        ):
            await session.initialize()
            result = await session.call_tool("recall", {"account": account})
            assert not result.is_error, result.content
            assert result.structured_content is not None
            return dict(result.structured_content)

    return anyio.run(go)


@pytest.fixture
def upstreams(settings: Any) -> Iterator[tuple[FakeLLM, FakeResponses, FakeAnthropic]]:
    with FakeLLM() as chat, FakeResponses() as responses, FakeAnthropic() as claude:
        settings.MEMORY_UPSTREAM_API_KEY = "upstream-secret"
        settings.MEMORY_ANTHROPIC_BASE_URL = claude.base_url
        settings.MEMORY_ANTHROPIC_API_KEY = "upstream-secret"
        for fake in (chat, responses, claude):
            fake.script = script()
        yield chat, responses, claude


@pytest.mark.parametrize("streamed", [False, True], ids=["create", "stream"])
def test_the_same_conversation_through_three_doors_gives_the_model_the_same_memory(
    live_server: Any,
    api_key: str,
    api: Any,
    rollout: Any,
    settings: Any,
    upstreams: Any,
    streamed: bool,
) -> None:
    chat_llm, responses_llm, claude_llm = upstreams
    rollout("enabled", "everyone")
    # A small verbatim window, so the first turn ages out into the summary and the second
    # stays in the window.
    settings.MEMORY_WINDOW_TOKENS = 160
    base = f"{live_server.url}/api/v1"
    oa = openai.OpenAI(base_url=f"{base}/openai", api_key=api_key, max_retries=0, timeout=20)
    an = anthropic.Anthropic(
        base_url=f"{base}/anthropic", api_key=api_key, max_retries=0, timeout=20
    )
    agents = {
        "via-chat": (ChatAgent(oa, streamed), chat_llm.base_url),
        "via-responses": (ResponsesAgent(oa, streamed), responses_llm.base_url),
        "via-anthropic": (AnthropicAgent(an, streamed), None),
    }
    with time_machine.travel(T0, tick=False) as clock, oa, an:
        for account in agents:
            r = api.post(f"/api/v1/accounts/{account}/facts", FACT, format="json")
            assert r.status_code == 201, r.content
        results = iter(BALANCES)
        for n, question in enumerate(QUESTIONS):
            if n == len(QUESTIONS) - 1:
                # Before the last turn: the earlier turns become the summary.
                for account in agents:
                    r = api.post(f"/api/v1/accounts/{account}/compact")
                    assert r.json()["outcome"] == "accepted", (account, r.content)
            for agent, _ in agents.values():
                agent.ask(question)
            while True:
                calls = []
                for agent, upstream in agents.values():
                    if upstream is not None:
                        settings.MEMORY_UPSTREAM_BASE_URL = upstream
                    calls.append(agent.step())
                assert calls.count(calls[0]) == 3, calls
                if not calls[0]:
                    break
                result = next(results)
                clock.shift(60)  # the tool read live a minute later than the question
                for agent, _ in agents.values():
                    for call_id in calls[0]:
                        agent.answer(call_id, result)
            clock.shift(30 * 60)

    finals = [chat_llm.requests[-1], responses_llm.requests[-1], claude_llm.requests[-1]]
    assert [len(f.requests) for f in (chat_llm, responses_llm, claude_llm)] == [5, 5, 5]
    assert all(bool(f.requests[-1].get("stream")) is streamed for f in upstreams)
    # The same memory block: the summary and the stated fact, whichever door.
    memories = [memory_block(r) for r in finals]
    assert memories[0] == memories[1] == memories[2], memories
    assert "Summary of the earlier conversation:" in memories[0]
    assert "Prefers short answers." in memories[0]
    # The same stamped values: the live result of this turn and whatever the window replays.
    stamps = [stamped(r) for r in finals]
    assert stamps[0] == stamps[1] == stamps[2], stamps
    # A reply that quoted an amount with no tool behind it, replayed from the window, and the
    # live value the tool read this turn.
    (said, unverified), (value, live) = stamps[0]
    assert said == "Done: I sent ₦3,000 to Tobi." and unverified.startswith("[Not checked live")
    assert value == BALANCES[1] and live.startswith("[Checked live at 16:37.")

    # The log holds each conversation once, the same for every account.
    logs = [
        [
            (m["role"], m["content"])
            for m in api.get(f"/api/v1/accounts/{a}/messages").json()["results"]
        ]
        for a in agents
    ]
    assert logs[0] == logs[1] == logs[2]
    assert len(logs[0]) == 10
    assert not any("Checked" in content for _, content in logs[0])
    # What the engine remembers is the same for every account too, and MCP recall says so.
    remembered = [api.get(f"/api/v1/accounts/{a}/memory").json() for a in agents]
    assert remembered[0]["summary"]
    assert [f["note"] for f in remembered[0]["facts"]] == [FACT["note"]]

    def timeless(facts: list[dict[str, Any]]) -> list[dict[str, Any]]:
        # When each account's fact was stated differs by the test's own pace.
        return [{k: v for k, v in f.items() if k not in {"learned_at", "since"}} for f in facts]

    for memory in remembered:
        assert (memory["summary"], timeless(memory["facts"])) == (
            remembered[0]["summary"],
            timeless(remembered[0]["facts"]),
        )
    with asgi_server() as asgi:
        for account, memory in zip(agents, remembered, strict=True):
            recalled = recall(asgi, api_key, account)
            assert recalled.pop("account") == account
            shown = ("key", "kind", "note", "origin")
            assert recalled["summary"] == memory["summary"]
            assert [{k: f[k] for k in shown} for f in recalled["facts"]] == [
                {k: f[k] for k in shown} for f in memory["facts"]
            ]
