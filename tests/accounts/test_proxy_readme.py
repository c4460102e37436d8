"""The README's worked example runs as written, and shows what the model really receives.

The fenced ``python`` blocks of README.md's "Worked example" section are run
as they are, in order (the agent's loop, its first turn, the turn half an
hour later), against the app on loopback and a loopback model speaking the
OpenAI protocol; then the ``MemoryClient`` block replaces ``turn`` and the
two turns run again. Both times the model's last request must equal the
section's ``json`` block, message for message.
"""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
import time_machine

from accounts.models import Message
from tests.fakellm import Answer, FakeLLM, ToolCall

pytestmark = pytest.mark.django_db(transaction=True)

README = Path(__file__).resolve().parents[2] / "README.md"
T0 = datetime(2026, 11, 29, 15, 35, tzinfo=UTC)
LATER = datetime(2026, 11, 29, 16, 5, tzinfo=UTC)


def section(title: str) -> str:
    text = README.read_text(encoding="utf-8")
    start = text.index(f"\n## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start : end if end != -1 else None]


def fenced(text: str, language: str) -> list[str]:
    return re.findall(rf"^```{language}\n(.*?)^```$", text, flags=re.M | re.S)


def scripted(llm: FakeLLM) -> None:
    llm.script = [
        Answer(tool_calls=[ToolCall("get_balance")]),
        "Your balance is ₦5,000.",
        "Yes: ₦3,000 leaves you ₦2,000.",
    ]


def run(code: str, namespace: dict[str, Any]) -> None:
    exec(compile(code, str(README), "exec"), namespace)  # the README's own code


def test_the_worked_example_runs_and_shows_what_the_model_receives(
    live_server: Any,
    api_key: str,
    rollout: Any,
    settings: Any,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    rollout("enabled", "everyone")
    text = section("Worked example")
    loop, first, later, with_client = fenced(text, "python")
    (shown_json,) = fenced(text, "json")
    shown = json.loads(shown_json)
    monkeypatch.setenv("MEMORY_URL", live_server.url)
    monkeypatch.setenv("MEMORY_KEY", api_key)
    monkeypatch.setenv("MODEL", "fake-model")

    # Through the proxy.
    with FakeLLM() as llm, time_machine.travel(T0, tick=True) as clock:
        settings.MEMORY_UPSTREAM_BASE_URL = llm.base_url
        scripted(llm)
        namespace: dict[str, Any] = {"__name__": "readme"}
        run(loop, namespace)
        run(first, namespace)
        clock.move_to(LATER)
        run(later, namespace)
        assert llm.requests[-1]["messages"] == shown
    printed = capsys.readouterr().out
    assert "Your balance is ₦5,000." in printed and "₦3,000 leaves you ₦2,000" in printed
    proxied = list(Message.objects.filter(account__external_id="ada").order_by("seq"))
    assert [m.role for m in proxied] == [
        "user", "assistant", "tool", "assistant", "user", "assistant",
    ]

    # Through MemoryClient and /context, the agent calling its model itself.
    with FakeLLM() as llm, time_machine.travel(T0, tick=True) as clock:
        monkeypatch.setenv("OPENAI_BASE_URL", llm.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "the-agents-own-key")
        scripted(llm)
        run(with_client, namespace)
        namespace["ACCOUNT"] = "ada-context"  # a fresh account for the second run
        run(first, namespace)
        clock.move_to(LATER)
        run(later, namespace)
        assert llm.requests[-1]["messages"] == shown
        sent = [m for r in llm.requests for m in r["messages"]]
        assert all("id" not in m and "created_at" not in m for m in sent)
    for name in ("client", "memory", "model"):  # the example's clients hold server connections
        namespace[name].close()
    recorded = list(Message.objects.filter(account__external_id="ada-context").order_by("seq"))
    assert [m.role for m in recorded] == [m.role for m in proxied][:-1]  # its last reply: next turn
