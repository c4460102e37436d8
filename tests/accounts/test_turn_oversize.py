"""A turn larger than the window reaches the model (API.md v1.2 "Identity, retries").

The window's budget (MEMORY_WINDOW_TOKENS, 2,000 tokens by default, while a
message may hold 64 KiB) cuts older messages first; the turn's own items are
never dropped, and one too large to send whole is shortened with a visible
marker. Driven over HTTP: ``/context``, and the proxy with the official client.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import openai
import pytest

from accounts.models import Message
from tests.fakellm import Answer, FakeLLM, ToolCall

pytestmark = pytest.mark.django_db(transaction=True)

SYSTEM = {"role": "system", "content": "You are Flow, a banking assistant."}
MARKER = re.compile(r"\[… shortened by memory: ([\d,]+) characters omitted …\]")
# About 12 KB of English: some 3,000 tokens, over the 2,000-token window.
LETTER = " ".join(f"Line {n}: please look into the duplicate debit on my card." for n in range(220))


def context(api: Any, history: list[Any]) -> dict[str, Any]:
    r = api.post("/api/v1/accounts/ada/context", {"history": history}, format="json")
    assert r.status_code == 200, r.content
    return dict(r.json())


@pytest.mark.parametrize("with_id", [True, False], ids=["recorded", "tail"])
def test_a_user_message_over_the_window_reaches_the_model_shortened(
    api: Any, rollout: Any, with_id: bool
) -> None:
    rollout("enabled", "everyone")
    assert len(LETTER) > 12_000
    user = {"role": "user", "content": LETTER, **({"id": "m-1"} if with_id else {})}
    out = context(api, [SYSTEM, user])
    assert out["fallback"] is False
    sent = out["messages"]
    assert [m["role"] for m in sent] == ["system", "user"]
    text = sent[1]["content"]
    omitted = MARKER.search(text)
    assert omitted is not None, "a shortened item says so"
    # What is kept is the start and the end of the message, and the marker counts the rest.
    head, tail = text.split(omitted.group(0))
    assert LETTER.startswith(head.rstrip("\n")) and LETTER.endswith(tail.lstrip("\n"))
    assert int(omitted.group(1).replace(",", "")) == len(LETTER) - len(head) - len(tail) + 2
    if with_id:  # the log keeps the message whole
        assert Message.objects.get(external_id="m-1").content == LETTER


def test_older_messages_are_cut_first(api: Any, rollout: Any) -> None:
    rollout("enabled", "everyone")
    history: list[Any] = [SYSTEM]
    for n in range(6):
        history += [
            {"role": "user", "content": f"Old question {n} " + "x " * 500, "id": f"u{n}"},
            {"role": "assistant", "content": f"Old answer {n}", "id": f"a{n}"},
        ]
    history.append({"role": "user", "content": "What about this?", "id": "u-now"})
    sent = context(api, history)["messages"]
    assert sent[-1]["content"] == "What about this?"
    assert "Old question 0" not in str(sent)  # the oldest went first
    assert not MARKER.search(str(sent))  # the turn fits: nothing shortened


@pytest.fixture
def llm(settings: Any) -> Iterator[FakeLLM]:
    with FakeLLM() as fake:
        fake.strict = True
        settings.MEMORY_UPSTREAM_BASE_URL = fake.base_url
        settings.MEMORY_UPSTREAM_API_KEY = "upstream-secret"
        yield fake


def test_a_34_kb_tool_result_reaches_the_model_through_the_proxy(
    live_server: Any, api_key: str, llm: FakeLLM, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    rows = [
        f'{{"date": "2026-11-{1 + n % 28:02d}", "amount": "₦{n * 137:,}", "to": "Shop {n}"}}'
        for n in range(560)
    ]
    result = "[" + ", ".join(rows) + "]"
    assert len(result) > 34_000
    llm.script = [
        Answer(tool_calls=[ToolCall("get_transactions", "{}", id="call_tx")]),
        "You paid Shop 0 first.",
    ]
    history: list[Any] = [SYSTEM, {"role": "user", "content": "Who did I pay first this month?"}]
    with openai.OpenAI(
        base_url=f"{live_server.url}/api/v1/openai", api_key=api_key, max_retries=0
    ) as agent:
        first = agent.chat.completions.create(model="m", messages=history, user="ada")
        call = first.choices[0].message
        history += [call.model_dump(exclude_none=True)]
        history += [{"role": "tool", "tool_call_id": "call_tx", "content": result}]
        agent.chat.completions.create(model="m", messages=history, user="ada")
    assert llm.refused == []
    sent = llm.requests[-1]["messages"]
    assert [m["role"] for m in sent] == ["system", "user", "assistant", "tool"]
    shown = sent[-1]["content"]
    assert shown.startswith(result[:2000]) and MARKER.search(shown)
    assert "Checked live at" in shown.split("\n")[-1]  # the live result keeps its stamp
    assert Message.objects.get(role="tool").content == result  # stored whole
