"""What real client libraries send through the proxy (API.md v1.2 "Identity, retries").

Against a strict upstream (``FakeLLM.strict``: a 400 for any tool sequence
OpenAI refuses), driven over HTTP by the official ``openai`` client:

- a client that re-serialises its tool calls' arguments (LangChain adds
  spaces, pydantic-ai none) sends back the same item: it is stored once, and
  upstream is never sent two ``tool_calls`` items in a row;
- an account already holding a duplicated tool-call item (as earlier versions
  stored one) is healed: the turn still reaches the model in a valid shape;
- a retry after a read timeout never shows the model the reply the agent
  never received, and that reply is kept, marked superseded;
- an account id with a control character is a 400 in OpenAI's shape.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Iterator
from typing import Any

import openai
import pytest

from accounts.models import Account, Message
from tests.fakellm import Answer, Delay, FakeLLM, ToolCall

pytestmark = pytest.mark.django_db(transaction=True)

SYSTEM = {"role": "system", "content": "You are Flow, a banking assistant."}
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "get_balance",
            "description": "The balance of one account, read live.",
            "parameters": {"type": "object", "properties": {"account": {"type": "string"}}},
        },
    }
]


@pytest.fixture
def llm(settings: Any) -> Iterator[FakeLLM]:
    with FakeLLM() as fake:
        fake.strict = True
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


def create(agent: openai.OpenAI, messages: list[Any], **kw: Any) -> Any:
    kw.setdefault("user", "ada")
    return agent.chat.completions.create(model="fake-model", messages=messages, tools=TOOLS, **kw)


def reserialised(message: Any, *, spaces: bool) -> dict[str, Any]:
    """The reply as LangChain (spaces) or pydantic-ai (none) hands it back: arguments
    parsed and dumped again, content "" rather than null."""
    sep = (", ", ": ") if spaces else (",", ":")
    calls = [
        {
            "id": c.id,
            "type": "function",
            "function": {
                "name": c.function.name,
                "arguments": json.dumps(json.loads(c.function.arguments), separators=sep),
            },
        }
        for c in message.tool_calls or []
    ]
    out: dict[str, Any] = {"role": "assistant", "content": message.content or ""}
    if calls:
        out["tool_calls"] = calls
    return out


def rows(account: str = "ada") -> list[Message]:
    return list(Message.objects.filter(account__external_id=account).order_by("seq"))


def live(account: str = "ada") -> list[tuple[str, str]]:
    return [(m.role, m.content) for m in rows(account) if not m.superseded]


def ten_turns(agent: openai.OpenAI, llm: FakeLLM, *, spaces: bool, stream: bool) -> list[Any]:
    def model_call(history: list[Any]) -> Any:
        if not stream:
            return create(agent, history).choices[0].message
        with agent.chat.completions.stream(
            model="fake-model", messages=history, tools=TOOLS, user="ada"
        ) as events:
            return events.get_final_completion().choices[0].message

    history: list[Any] = [SYSTEM]
    for n in range(5):
        llm.script = [
            Answer(tool_calls=[ToolCall("get_balance", '{"account":"checking"}', id=f"call_{n}")]),
            f"Checking holds ₦{n},000.",
        ]
        history.append({"role": "user", "content": f"Balance, take {n}?"})
        history.append(reserialised(model_call(history), spaces=spaces))
        history.append({"role": "tool", "tool_call_id": f"call_{n}", "content": f"{n}000"})
        history.append(reserialised(model_call(history), spaces=spaces))
    return history


@pytest.mark.parametrize("stream", [False, True], ids=["plain", "streamed"])
@pytest.mark.parametrize("spaces", [True, False], ids=["langchain", "pydantic-ai"])
def test_reserialised_tool_calls_are_the_same_items(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any, spaces: bool, stream: bool
) -> None:
    rollout("enabled", "everyone")
    ten_turns(agent, llm, spaces=spaces, stream=stream)
    assert llm.refused == []
    # Each item once, in order: user, call, result, reply per turn.
    assert [m.role for m in rows()] == ["user", "assistant", "tool", "assistant"] * 5
    # The model saw every earlier call once, each followed by its result.
    last = llm.requests[-1]["messages"]
    calls = [c["id"] for m in last for c in m.get("tool_calls") or []]
    assert calls == [f"call_{n}" for n in range(5)]


def _call(args: str) -> list[dict[str, Any]]:
    fn = {"name": "get_balance", "arguments": args}
    return [{"id": "call_0", "type": "function", "function": fn}]


def test_an_account_holding_a_duplicated_tool_call_is_healed(
    agent: openai.OpenAI, llm: FakeLLM, api: Any, rollout: Any, caplog: Any
) -> None:
    """What earlier versions stored for a re-serialised call: the model's item, then the
    agent's copy of it as a second item with the same call id. Every later turn was a 400."""
    rollout("enabled", "everyone")
    logged = [
        {"id": "px-1", "role": "user", "content": "Balance?"},
        {
            "id": "px-2",
            "role": "assistant",
            "content": None,
            "tool_calls": _call('{"account":"checking"}'),
        },
        {
            "id": "px-3",
            "role": "assistant",
            "content": "",
            "tool_calls": _call('{"account": "checking"}'),
        },
        {"id": "px-4", "role": "tool", "tool_call_id": "call_0", "content": "5000"},
        {"id": "px-5", "role": "assistant", "content": "Checking holds ₦5,000."},
    ]
    for item in logged:
        assert api.post("/api/v1/accounts/ada/messages", item, format="json").status_code == 201
    llm.script = ["You're welcome."]
    history = [
        SYSTEM,
        {"role": "user", "content": "Balance?"},
        {"role": "assistant", "content": "", "tool_calls": _call('{"account": "checking"}')},
        {"role": "tool", "tool_call_id": "call_0", "content": "5000"},
        {"role": "assistant", "content": "Checking holds ₦5,000."},
        {"role": "user", "content": "Thanks"},
    ]
    with caplog.at_level(logging.WARNING, logger="memory.proxy"):
        reply = create(agent, history)
    assert reply.choices[0].message.content == "You're welcome."
    assert llm.refused == []
    sent = llm.requests[-1]["messages"]
    assert [m["role"] for m in sent] == ["system", "user", "assistant", "tool", "assistant", "user"]
    assert sent[2]["tool_calls"][0]["id"] == "call_0"
    healed = [r for r in caplog.records if r.name == "memory.proxy" and "repaired" in r.message]
    assert healed and "call_0" in healed[0].getMessage()
    # Nothing new was stored for the items already there.
    assert [m.external_id for m in rows()][:5] == [i["id"] for i in logged]
    assert [m.role for m in rows()][5:] == ["user", "assistant"]

    # /context answers the same account with a sequence a provider accepts too.
    answer = api.post("/api/v1/accounts/ada/context", {"history": [SYSTEM]}, format="json").json()
    calls = [c["id"] for m in answer["messages"] for c in m.get("tool_calls") or []]
    assert calls == ["call_0"] and answer["repairs"]


@pytest.mark.parametrize(
    "user, header",
    [
        ("evil\nINFO forged", None),
        ("tab\there", None),
        ("bell\x07", None),
        ("del\x7f", None),
        ("ok", "esc\x1b[31mred"),
        ("ok", "tab\tin-header"),
    ],
    ids=["newline", "tab", "bell", "del", "escape-header", "tab-header"],
)
def test_an_account_id_with_a_control_character_is_a_400(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any, user: str, header: str | None
) -> None:
    rollout("enabled", "everyone")
    headers = {"X-Memory-Account": header} if header is not None else {}
    with pytest.raises(openai.BadRequestError) as refused:
        create(agent, [{"role": "user", "content": "Hi"}], user=user, extra_headers=headers)
    assert refused.value.status_code == 400
    assert refused.value.body["code"] == "invalid_account"
    assert refused.value.body["type"] == "invalid_request_error"
    assert "control" in refused.value.body["message"]
    assert Account.objects.count() == 0 and Message.objects.count() == 0
    assert llm.requests == []


@pytest.mark.postgres("the retry is served while the first attempt still waits upstream")
def test_a_retry_after_a_read_timeout_never_shows_the_model_the_lost_reply(
    live_server: Any, api_key: str, llm: FakeLLM, rollout: Any, api: Any
) -> None:
    """The official client gives up after its read timeout and sends the turn again; the
    first attempt's reply is stored all the same, but the agent never received it."""
    rollout("enabled", "everyone")
    llm.script = [Delay(1.5, "First answer, never received."), "Second answer.", "Noted."]
    history: list[Any] = [SYSTEM, {"role": "user", "content": "What's my balance?"}]
    with openai.OpenAI(
        base_url=f"{live_server.url}/api/v1/openai", api_key=api_key, timeout=0.6, max_retries=1
    ) as impatient:
        got = create(impatient, history)
    assert got.choices[0].message.content == "Second answer."
    assert len(llm.requests) == 2
    history += [reserialised(got.choices[0].message, spaces=True)]
    history += [{"role": "user", "content": "Thanks"}]
    _wait_for_rows(3)  # the first attempt's reply arrives late: let it be stored
    with openai.OpenAI(
        base_url=f"{live_server.url}/api/v1/openai", api_key=api_key, max_retries=0, timeout=20
    ) as patient:
        create(patient, history)
    # The model is never shown the reply the agent never received.
    assert "never received" not in llm.prompts_text()
    shown = [m["content"] for m in llm.requests[-1]["messages"] if m["role"] == "assistant"]
    assert shown == ["Second answer."]
    # One reply stands for the question; the lost one is kept, marked superseded.
    assert live() == [
        ("user", "What's my balance?"),
        ("assistant", "Second answer."),
        ("user", "Thanks"),
        ("assistant", "Noted."),
    ]
    lost = [m for m in rows() if m.superseded]
    assert [m.content for m in lost] == ["First answer, never received."]
    page = api.get("/api/v1/accounts/ada/messages").json()["results"]
    assert [m["superseded"] for m in page if m["role"] == "assistant"].count(True) == 1


def test_a_retry_of_a_stored_reply_supersedes_it(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any
) -> None:
    """The same request sent again after its reply was stored (the answer was lost on
    the way back): the model is shown the question only, and the first reply is superseded."""
    rollout("enabled", "everyone")
    llm.script = ["Lost on the way back.", "Second answer.", "Third answer."]
    history: list[Any] = [SYSTEM, {"role": "user", "content": "What's my balance?"}]
    create(agent, history)
    again = create(agent, history)
    assert [m["role"] for m in llm.requests[-1]["messages"]] == ["system", "user"]
    history += [reserialised(again.choices[0].message, spaces=False)]
    # The same answer twice is one reply: a retry that got it back restores it.
    llm.script = ["Second answer."]
    create(agent, history[:-1])
    assert live() == [("user", "What's my balance?"), ("assistant", "Second answer.")]
    assert [m.content for m in rows() if m.superseded] == ["Lost on the way back."]


def _wait_for_rows(n: int, timeout: float = 5.0) -> None:
    deadline = time.monotonic() + timeout
    while Message.objects.count() < n and time.monotonic() < deadline:
        time.sleep(0.05)
