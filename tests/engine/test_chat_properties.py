"""Property tests for OpenAI-format histories with tool loops (API.md v1.1).

Random conversations: users ask, the assistant calls tools (live, event,
stable, never seen) in one or more rounds, results come back, the assistant
answers; any item may carry an id, content may be a list of parts. The
engine records the items with ids (through the same pure functions the
Django side calls), then builds the turn. Whatever the budget:

- the answer is a history a provider accepts: every tool message answers a
  call of the assistant item just before its block, every replayed call is
  answered, the window never starts with a tool message;
- a call and its stored results are kept or dropped together;
- exactly the live items are stamped (checked / not checked), at the end of a
  string, or as one more text part after the parts as given;
- the turn's tail comes back last, in order, key for key apart from a stamp;
- the compactor never sees a live tool result.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from hypothesis import given, settings
from hypothesis import strategies as st

from memoryadmin.engine import chat
from memoryadmin.engine.compaction import shown_messages
from memoryadmin.engine.context import build_context
from memoryadmin.engine.provenance import message_provenance
from memoryadmin.engine.types import Role, StoredMessage
from memoryadmin.packs.banking import PACK

NOW = datetime(2026, 11, 29, 15, 55, tzinfo=UTC)
START = NOW - timedelta(hours=3)
UTC_ZONE = ZoneInfo("UTC")
# live, event, stable, stable, never seen (counts as live)
TOOLS = ["get_balance", "send_transfer", "get_profile", "get_referral_link", "mystery_lookup"]
LIVE = {"get_balance", "mystery_lookup"}
STAMP_MARKS = ("Checked live at", "Not checked live")


@st.composite
def conversations(draw: st.DrawFn) -> tuple[list[dict[str, Any]], dict[int, bool]]:
    """A history and, by item number (the "x-n" key), whether the item is live."""
    items: list[dict[str, Any]] = [{"role": "system", "content": "You are Flow.", "x-n": 0}]
    if draw(st.booleans()):
        items.append({"role": "developer", "content": [{"type": "text", "text": "Be brief."}]})
        items[-1]["x-n"] = 1
    live: dict[int, bool] = {}
    counter = {"n": 2, "call": 0, "amount": 100}

    def add(item: dict[str, Any], is_live: bool) -> None:
        n = counter["n"]
        counter["n"] += 1
        item["x-n"] = n
        live[n] = is_live
        if draw(st.integers(0, 3)) > 0:
            item["id"] = f"m{n}"
        if draw(st.booleans()):
            item["created_at"] = (START + timedelta(minutes=n)).isoformat()
        items.append(item)

    def content(text: str) -> Any:
        shape = draw(st.sampled_from(["string", "parts", "parts+image"]))
        if shape == "string":
            return text
        parts: list[dict[str, Any]] = [{"type": "text", "text": text}]
        if shape == "parts+image":
            parts.append({"type": "image_url", "image_url": {"url": "data:image/png;base64,AA=="}})
        return parts

    turns = draw(st.integers(1, 5))
    for turn in range(turns):
        add({"role": "user", "content": content(f"Question {turn}: how much is left?")}, False)
        turn_tools: list[str] = []
        for _ in range(draw(st.integers(0, 2))):
            names = draw(st.lists(st.sampled_from(TOOLS), min_size=1, max_size=3))
            calls = []
            for name in names:
                counter["call"] += 1
                calls.append(
                    {
                        "id": f"call_{counter['call']}",
                        "type": "function",
                        "function": {"name": name, "arguments": json.dumps({"k": counter["call"]})},
                    }
                )
            speaks = draw(st.booleans())
            add(
                {
                    "role": "assistant",
                    "content": content("Let me check.") if speaks else None,
                    "tool_calls": calls,
                },
                speaks and bool(LIVE.intersection(turn_tools)),
            )
            for call in calls:
                counter["amount"] += 1
                value = f'{{"value": "₦{counter["amount"]},321"}}'
                add(
                    {"role": "tool", "tool_call_id": call["id"], "content": content(value)},
                    call["function"]["name"] in LIVE,
                )
            turn_tools += names
        if turn == turns - 1 and turn_tools and draw(st.booleans()):
            break  # the turn ends mid-loop: the agent asks for context before the model answers
        quotes = draw(st.booleans())
        text = "Your balance is ₦5,000." if quotes else "Done."
        # A reply that quotes a balance is live whatever its tools (ENGINE.md 7).
        is_live = bool(LIVE.intersection(turn_tools)) or quotes
        add({"role": "assistant", "content": content(text)}, is_live)
    return items, live


def record(history: list[dict[str, Any]]) -> tuple[chat.ParsedHistory, list[StoredMessage]]:
    """What the Django side does: parse, record the items with ids, read them back."""
    parsed = chat.parse_history(history)
    stored = []
    for seq, r in enumerate(chat.records(parsed, now=NOW), start=1):
        prov = message_provenance(
            PACK, role=r.role.value, content=r.content, tools=r.tools, observed_at=r.observed_at
        )
        stored.append(chat.stored_message(r, seq=seq, provenance=prov))
    return parsed, stored


def text_of(item: dict[str, Any]) -> str:
    c = item.get("content")
    if isinstance(c, list):
        return "\n".join(p["text"] for p in c if p.get("type") == "text")
    return c or ""


def assert_provider_accepts(messages: list[dict[str, Any]]) -> None:
    """The rules OpenAI enforces on tool messages, checked item by item."""
    open_calls: set[str] = set()
    answered: set[str] = set()
    for n, m in enumerate(messages):
        if m["role"] == "tool":
            assert m["tool_call_id"] in open_calls, f"orphaned tool message at {n}"
            answered.add(m["tool_call_id"])
            continue
        assert open_calls <= answered, f"a call before {n} was never answered"
        open_calls, answered = set(), set()
        if m["role"] == "assistant" and m.get("tool_calls"):
            open_calls = {c["id"] for c in m["tool_calls"]}
    assert open_calls <= answered, "the last calls were never answered"


@settings(max_examples=300, deadline=None)
@given(conversations(), st.integers(0, 700), st.sampled_from(["system", "user"]))
def test_tool_loops_replay_whole_stamped_and_in_order(
    conv: tuple[list[dict[str, Any]], dict[int, bool]], budget: int, context_role: str
) -> None:
    history, live = conv
    parsed, stored = record(history)
    out = build_context(
        history=history,
        newest_first=list(reversed(stored)),
        tail=chat.tail_messages(parsed, pack=PACK, now=NOW),
        summary="Earlier: the user set up a savings group.",
        facts=[],
        budget=budget,
        now=NOW,
        tz=UTC_ZONE,
        context_role=context_role,
    )
    messages = out.messages()
    n_system = parsed.system_count
    # The leading system and developer items are the very objects given.
    assert all(a is b for a, b in zip(messages[:n_system], history[:n_system], strict=True))
    assert messages[n_system]["role"] == context_role
    body = messages[n_system + 1 :]

    assert_provider_accepts(body)
    assert not body or body[0]["role"] != "tool"

    by_n = {item["x-n"]: item for item in history}
    order = [m["x-n"] for m in body]
    assert order == sorted(order) and len(set(order)) == len(order)
    tail_ns = [i.raw["x-n"] for i in parsed.tail]
    assert order[len(order) - len(tail_ns) :] == tail_ns  # the tail, last and whole

    for m in body:
        given_item = by_n[m["x-n"]]
        stamped = any(mark in text_of(m) for mark in STAMP_MARKS)
        assert stamped == live[m["x-n"]], (m, given_item)
        original = given_item["content"]
        if isinstance(original, list):
            assert m["content"][: len(original)] == original
            assert len(m["content"]) == len(original) + stamped
            if stamped:
                assert m["content"][-1]["type"] == "text"
        elif original is None:
            assert m["content"] is None
        else:
            assert m["content"].startswith(original)
            assert m["content"] == original or stamped
        for key in ("tool_call_id", "name"):
            assert m.get(key) == given_item.get(key)

    # A call and its stored results: kept or dropped together.
    dropped = set(out.dropped_seqs)
    head_of: dict[str, int] = {}
    for s in stored:
        for call in s.tool_calls or ():
            head_of[call["id"]] = s.seq
    for s in stored:
        if s.role is Role.TOOL and s.tool_call_id in head_of:
            assert (s.seq in dropped) == (head_of[s.tool_call_id] in dropped)


@settings(max_examples=100, deadline=None)
@given(conversations())
def test_the_compactor_never_sees_a_live_tool_result(
    conv: tuple[list[dict[str, Any]], dict[int, bool]],
) -> None:
    history, live = conv
    _, stored = record(history)
    shown = " ".join(s.text for s in shown_messages(stored, tz=UTC_ZONE))
    for item in history:
        if item["role"] == "tool" and item.get("id") and live[item["x-n"]]:
            value = text_of(item).split('"')[3]  # the quoted amount
            assert value not in shown
        if item["role"] == "tool" and item.get("id") and not live[item["x-n"]]:
            assert text_of(item).split('"')[3] in shown
