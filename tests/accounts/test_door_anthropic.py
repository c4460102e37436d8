"""The Anthropic door, driven as an agent drives it: the official ``anthropic`` client.

The app is served on loopback (``live_server``); the agent's client points its
``base_url`` at ``…/api/v1/anthropic`` with an engine key; the upstream is
``tests/fakeproviders.FakeAnthropic``, a loopback Messages API that refuses
what Anthropic refuses (roles out of turn, a tool_result without its
tool_use, a tool_use without its result) and keeps every request.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import anthropic
import pytest
import time_machine

from accounts.models import Account, Message
from tests.fakellm import Answer, Delay, Error, ToolCall
from tests.fakeproviders import FakeAnthropic

pytestmark = pytest.mark.django_db(transaction=True)

T0 = datetime(2026, 11, 29, 15, 35, tzinfo=UTC)
LATER = datetime(2026, 11, 29, 16, 5, tzinfo=UTC)
SYSTEM = [
    {
        "type": "text",
        "text": "You are Flow, a banking assistant. ₦ is naira.",
        "cache_control": {"type": "ephemeral"},
    }
]
TOOLS = [
    {
        "name": "get_balance",
        "description": "The user's balance, read live from the ledger.",
        "input_schema": {"type": "object", "properties": {"account": {"type": "string"}}},
    }
]
BALANCE = '{"balance": "₦5,000"}'
FACT = {"key": "reply_style", "kind": "preference", "note": "Prefers short answers."}


@pytest.fixture
def clock() -> Iterator[Any]:
    with time_machine.travel(T0, tick=True) as traveller:
        yield traveller


@pytest.fixture
def llm(settings: Any) -> Iterator[FakeAnthropic]:
    with FakeAnthropic() as fake:
        settings.MEMORY_ANTHROPIC_BASE_URL = fake.base_url
        settings.MEMORY_ANTHROPIC_API_KEY = "upstream-secret"
        settings.MEMORY_ANTHROPIC_TIMEOUT = 5.0
        yield fake


@pytest.fixture
def agent(live_server: Any, api_key: str) -> Iterator[anthropic.Anthropic]:
    with anthropic.Anthropic(
        base_url=f"{live_server.url}/api/v1/anthropic", api_key=api_key, max_retries=0, timeout=20
    ) as client:
        yield client


def stored(api: Any, account: str = "ada") -> list[tuple[str, str]]:
    rows = api.get(f"/api/v1/accounts/{account}/messages").json()["results"]
    return [(m["role"], m["content"]) for m in rows]


def said(message: Any) -> dict[str, Any]:
    """The reply as an agent appends it to its messages."""
    return {
        "role": "assistant",
        "content": [b.model_dump(exclude_none=True) for b in message.content],
    }


def blocks(request: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [
        b
        for m in request["messages"]
        if isinstance(m["content"], list)
        for b in m["content"]
        if b["type"] == kind
    ]


@pytest.mark.parametrize("streamed", [False, True], ids=["create", "stream"])
def test_three_turns_with_a_tool_store_once_and_show_stamps_with_system_untouched(
    agent: anthropic.Anthropic,
    llm: FakeAnthropic,
    api: Any,
    rollout: Any,
    clock: Any,
    streamed: bool,
) -> None:
    rollout("enabled", "everyone")
    assert api.post("/api/v1/accounts/ada/facts", FACT, format="json").status_code == 201
    llm.piece = 3
    llm.script = [
        Answer(tool_calls=[ToolCall("get_balance", '{"account": "main"}', id="toolu_b1")]),
        "Your balance is ₦5,000.",
        "Yes, ₦3,000 leaves you ₦2,000.",
    ]

    def turn(messages: list[Any]) -> Any:
        kw = {
            "model": "claude-fake",
            "max_tokens": 512,
            "system": SYSTEM,
            "tools": TOOLS,
            "messages": messages,
            "metadata": {"user_id": "ada"},
        }
        if not streamed:
            return agent.messages.create(**kw)
        with agent.messages.stream(**kw) as stream:
            for event in stream:
                if event.type == "message_stop":
                    # The reply is stored by the time the agent reads the end of it.
                    at_stop.append(len(stored(api)))
            return stream.get_final_message()

    at_stop: list[int] = []
    messages: list[Any] = [{"role": "user", "content": "What's my balance?"}]
    first = turn(messages)
    use = next(b for b in first.content if b.type == "tool_use")
    assert (use.id, use.name, use.input) == ("toolu_b1", "get_balance", {"account": "main"})
    assert stored(api)[0] == ("user", "What's my balance?")  # the reply recorded before the end
    rows = api.get("/api/v1/accounts/ada/messages").json()["results"]
    assert rows[1]["tool_calls"][0]["id"] == "toolu_b1"
    result = {"type": "tool_result", "tool_use_id": "toolu_b1", "content": BALANCE}
    messages += [said(first), {"role": "user", "content": [result]}]
    second = turn(messages)
    assert second.content[0].text == "Your balance is ₦5,000."
    clock.move_to(LATER)
    messages += [said(second), {"role": "user", "content": "Can I afford a ₦3,000 transfer?"}]
    third = turn(messages)
    assert third.content[0].text == "Yes, ₦3,000 leaves you ₦2,000."

    for sent in llm.requests:
        # The cached prefix reaches the model byte for byte: tools, then system.
        assert json.dumps(sent["system"]) == json.dumps(SYSTEM)
        assert sent["tools"] == TOOLS and sent["metadata"] == {"user_id": "ada"}
        # The engine's memory leads the first user message, never in system.
        first_block = sent["messages"][0]["content"][0]
        assert (
            sent["messages"][0]["role"] == "user"
            and "Prefers short answers." in first_block["text"]
        )
        assert "Prefers short answers." not in json.dumps(sent["system"])
    # Upstream got the upstream key (this client version sends it as Bearer), never the engine's.
    for h in llm.headers:
        assert "upstream-secret" in (h.get("x-api-key", ""), h.get("authorization", "")[7:])

    last = llm.requests[2]
    (shown,) = blocks(last, "tool_result")
    assert shown["tool_use_id"] == "toolu_b1" and shown["content"].startswith(BALANCE)
    assert "Checked live at 15:35" in shown["content"]
    reply = next(b for b in blocks(last, "text") if b["text"].startswith("Your balance"))
    assert "Checked live at 15:35" in reply["text"]
    assert blocks(last, "tool_use") == [said(first)["content"][0]]
    assert last["messages"][-1]["content"] == "Can I afford a ₦3,000 transfer?"

    rows = api.get("/api/v1/accounts/ada/messages").json()["results"]
    assert [m["role"] for m in rows] == [
        "user",
        "assistant",
        "tool",
        "assistant",
        "user",
        "assistant",
    ]
    assert rows[2]["content"] == BALANCE and rows[2]["volatility"] == "live"
    assert rows[3]["tools"] == ["get_balance"]
    assert "Checked" not in json.dumps(rows)
    if streamed:
        assert at_stop == [2, 4, 6]


def test_thinking_blocks_stay_with_their_message(
    agent: anthropic.Anthropic, llm: FakeAnthropic, api: Any, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    llm.script = [Answer(tool_calls=[ToolCall("get_balance", id="toolu_t")]), "₦5,000."]
    question = {"role": "user", "content": "What's my balance?"}
    kw = {"model": "claude-fake", "max_tokens": 64, "tools": TOOLS, "metadata": {"user_id": "ada"}}
    first = agent.messages.create(**kw, messages=[question])
    thinking = {"type": "thinking", "thinking": "Check the ledger.", "signature": "sig-1"}
    assistant = said(first)
    assistant["content"].insert(0, thinking)
    result = {"type": "tool_result", "tool_use_id": "toolu_t", "content": BALANCE}
    messages = [question, assistant, {"role": "user", "content": [result]}]
    agent.messages.create(**kw, messages=messages)
    sent = llm.requests[1]["messages"]
    assert sent[1] == assistant  # the agent's own message, thinking first, byte for byte
    assert sent[2]["content"][0]["tool_use_id"] == "toolu_t"
    assert [r for r, _ in stored(api)] == ["user", "assistant", "tool", "assistant"]


def test_disabled_forwards_untouched_and_records_nothing(
    agent: anthropic.Anthropic, llm: FakeAnthropic, rollout: Any
) -> None:
    rollout("disabled", "everyone")
    llm.script = ["Hello."]
    messages = [{"role": "user", "content": "Hi"}]
    reply = agent.messages.create(
        model="claude-fake",
        max_tokens=64,
        system="Be brief.",
        messages=messages,
        metadata={"user_id": "ada"},
    )
    assert reply.content[0].text == "Hello."
    assert llm.requests[0] == {
        "model": "claude-fake",
        "max_tokens": 64,
        "system": "Be brief.",
        "messages": messages,
        "metadata": {"user_id": "ada"},
    }
    assert not Message.objects.exists() and not Account.objects.exists()


def test_shadow_and_an_engine_error_send_the_agents_messages(
    agent: anthropic.Anthropic,
    llm: FakeAnthropic,
    api: Any,
    rollout: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from accounts import rulepack

    rollout("shadow", "everyone")
    llm.default = "Hello."
    messages = [{"role": "user", "content": "Hi"}]
    kw = {"model": "claude-fake", "max_tokens": 64, "metadata": {"user_id": "ada"}}
    agent.messages.create(**kw, messages=messages)
    assert llm.requests[0]["messages"] == messages
    assert stored(api) == [("user", "Hi"), ("assistant", "Hello.")]

    rollout("enabled", "everyone")

    class Broken:
        def __getattr__(self, name: str) -> Any:
            raise RuntimeError("rule pack failed to load")

    monkeypatch.setattr(rulepack, "pack", lambda: Broken())
    messages = [{"role": "user", "content": "Hi again"}]
    agent.messages.create(**{**kw, "metadata": {"user_id": "bo"}}, messages=messages)
    assert llm.requests[1]["messages"] == messages


def test_the_account_and_the_key(
    live_server: Any, api_key: str, llm: FakeAnthropic, api: Any, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    llm.default = "Hello."
    base = f"{live_server.url}/api/v1/anthropic"
    kw = {"model": "claude-fake", "max_tokens": 64, "messages": [{"role": "user", "content": "Hi"}]}
    with anthropic.Anthropic(
        base_url=base,
        auth_token=api_key,
        api_key=None,
        default_headers={"X-Memory-Account": "from-header"},
    ) as bearer:
        bearer.messages.create(**kw, metadata={"user_id": "end-user"})
    assert stored(api, "from-header") == [("user", "Hi"), ("assistant", "Hello.")]
    assert not Account.objects.filter(external_id="end-user").exists()
    with anthropic.Anthropic(base_url=base, api_key=api_key, max_retries=0) as plain:
        with pytest.raises(anthropic.BadRequestError) as missing:
            plain.messages.create(**kw)
        assert missing.value.body == {
            "type": "error",
            "error": {
                "type": "invalid_request_error",
                "message": "Name the account: the request's metadata.user_id, "
                "or the X-Memory-Account header.",
                "code": "missing_account",
            },
        }
    with anthropic.Anthropic(base_url=base, api_key="not-a-key", max_retries=0) as stranger:
        with pytest.raises(anthropic.AuthenticationError) as denied:
            stranger.messages.create(**kw, metadata={"user_id": "ada"})
        assert denied.value.body["type"] == "error"
        assert denied.value.body["error"]["type"] == "authentication_error"
    assert len(llm.requests) == 1


def test_upstream_errors_and_silence(
    agent: anthropic.Anthropic, llm: FakeAnthropic, rollout: Any, settings: Any
) -> None:
    rollout("enabled", "everyone")
    kw = {
        "model": "claude-fake",
        "max_tokens": 64,
        "messages": [{"role": "user", "content": "Hi"}],
        "metadata": {"user_id": "ada"},
    }
    llm.script = [Error(429, "Slow down.", "rate_limit_error", headers={"retry-after": "7"})]
    with pytest.raises(anthropic.RateLimitError) as limited:
        agent.messages.create(**kw)
    assert limited.value.body == {
        "type": "error",
        "error": {"type": "rate_limit_error", "message": "Slow down."},
    }
    assert limited.value.response.headers["retry-after"] == "7"
    # What the provider refuses comes back as it gave it.
    with pytest.raises(anthropic.BadRequestError) as refused:
        agent.messages.create(**{**kw, "max_tokens": "lots"})  # type: ignore[arg-type]
    assert refused.value.body["error"]["message"] == "max_tokens: Field required"

    settings.MEMORY_ANTHROPIC_TIMEOUT = 0.5
    llm.script = [Delay(3, "too late")]
    with pytest.raises(anthropic.APIStatusError) as slow:
        agent.messages.create(**kw)
    assert slow.value.status_code == 504
    assert slow.value.body["error"]["type"] == "timeout_error"
    assert slow.value.body["error"]["code"] == "upstream_timeout"

    llm.script = ["Part one, then silence."]
    llm.chunk_delay = 1.0
    with pytest.raises(anthropic.APIStatusError) as broke, agent.messages.stream(**kw) as stream:
        list(stream)
    assert "did not answer within 0.5 s" in str(broke.value)

    settings.MEMORY_ANTHROPIC_BASE_URL = ""
    with pytest.raises(anthropic.APIStatusError) as unset:
        agent.messages.create(**kw)
    assert unset.value.status_code == 503
    assert unset.value.body["error"]["code"] == "upstream_not_configured"


def test_the_engine_key_as_x_api_key(
    live_server: Any, api_key: str, llm: FakeAnthropic, api: Any, rollout: Any
) -> None:
    """What Anthropic's own docs send (``x-api-key``), spoken over plain HTTP."""
    import httpx2

    rollout("enabled", "everyone")
    llm.script = ["Hello."]
    body = {
        "model": "claude-fake",
        "max_tokens": 64,
        "messages": [{"role": "user", "content": "Hi"}],
        "metadata": {"user_id": "ada"},
    }
    url = f"{live_server.url}/api/v1/anthropic/v1/messages"
    headers = {"anthropic-version": "2023-06-01", "anthropic-beta": "prompt-caching-2024-07-31"}
    answer = httpx2.post(url, json=body, headers={**headers, "x-api-key": api_key})
    assert answer.status_code == 200 and answer.json()["content"][0]["text"] == "Hello."
    assert llm.headers[0]["anthropic-beta"] == "prompt-caching-2024-07-31"
    denied = httpx2.post(url, json=body, headers={**headers, "x-api-key": "wrong"})
    assert denied.status_code == 401
    assert denied.json()["error"]["type"] == "authentication_error"
    assert stored(api) == [("user", "Hi"), ("assistant", "Hello.")]


def test_bad_bodies_and_headers_are_400s_in_anthropics_shape(
    live_server: Any, api_key: str, llm: FakeAnthropic
) -> None:
    import httpx2

    url = f"{live_server.url}/api/v1/anthropic/v1/messages"
    auth = {"x-api-key": api_key, "X-Memory-Account": "ada"}
    listed = httpx2.post(url, json=[1, 2], headers=auth)
    assert listed.status_code == 400
    assert listed.json()["error"] == {
        "type": "invalid_request_error",
        "message": "The body must be a JSON object.",
        "code": "invalid_body",
    }
    body = {"model": "m", "max_tokens": 8, "messages": [{"role": "user", "content": "Hi"}]}
    threaded = httpx2.post(url, json=body, headers={**auth, "X-Memory-Thread": "t" * 129})
    assert threaded.status_code == 400 and threaded.json()["error"]["code"] == "invalid_thread"
    wrong_method = httpx2.get(url, headers=auth)
    assert wrong_method.status_code == 405 and wrong_method.json()["type"] == "error"
    assert llm.requests == []


def test_upstream_gets_the_agents_own_bytes_as_the_official_client_would_send_them(
    live_server: Any, api_key: str, llm: FakeAnthropic, api: Any, rollout: Any
) -> None:
    """Disabled: the body goes up byte for byte (spacing and key order as the agent wrote
    them, which the official client would re-encode), with the headers the official client
    sends and the engine's upstream key; a cookie one answer sets never rides on the next."""
    import httpx2

    rollout("disabled", "everyone")
    llm.script = [Error(200, "ok", headers={"Set-Cookie": "session=ada; Path=/"}), "Hello."]
    sent = (
        b'{"metadata": {"user_id": "ada"}, "model": "claude-fake", "max_tokens": 64,\n'
        b' "messages": [{"role": "user", "content": "Hi \\u20a6"}], "stream": false}'
    )
    url = f"{live_server.url}/api/v1/anthropic/v1/messages"
    headers = {"x-api-key": api_key, "content-type": "application/json"}
    for beta in ("", "prompt-caching-2024-07-31"):
        beta_header = {"anthropic-beta": beta} if beta else {}
        answer = httpx2.post(url, content=sent, headers={**headers, **beta_header})
        assert answer.status_code == 200
    assert llm.raw == [sent, sent]
    official = anthropic.Anthropic(api_key="upstream-secret").default_headers
    expected = {k.lower(): v for k, v in official.items()}
    for header in ("user-agent", "anthropic-version", "x-stainless-lang"):
        assert llm.headers[0][header] == expected[header]
    assert llm.headers[0]["authorization"] == "Bearer upstream-secret"
    assert "anthropic-beta" not in llm.headers[0]
    assert llm.headers[1]["anthropic-beta"] == "prompt-caching-2024-07-31"
    assert "cookie" not in llm.headers[1], llm.headers[1]
    assert Message.objects.count() == 0  # disabled: nothing recorded
