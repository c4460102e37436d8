"""Histories as the common SDKs export them, read as chat items (API.md v1.2).

The OpenAI Agents SDK's ``to_input_list()`` gives Responses-style items:
``function_call`` (``call_id``, ``name``, ``arguments``),
``function_call_output`` (``call_id``, ``output``) and ``message`` items whose
content is a list of ``input_text`` / ``output_text`` parts, each carrying the
placeholder id ``__fake_id__`` when its model was a chat-completions one.
``to_chat`` reads such a history as the chat-completions items the engine
knows:

- consecutive ``function_call`` items are one assistant item with those
  ``tool_calls`` (content null), as the model sent them;
- a ``function_call_output`` is a ``tool`` item answering its call;
- a ``message`` (or any item with a role) keeps its role; ``input_text`` and
  ``output_text`` parts are text, and content made only of text is a string;
- a Responses item's ``id`` is OpenAI's, not the agent's id for the message,
  and a placeholder id (``__fake_id__``) on any item means none: neither is
  kept.

Chat items pass through as given (a placeholder id dropped). When the history
held Responses-style items, ``to_responses`` turns the engine's answer back:
an item the history gave comes back exactly as given (its original items),
and the others in the Responses input shape (``function_call``,
``function_call_output``, and role/content messages). Pure: no Django.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

PLACEHOLDER_IDS = frozenset({"__fake_id__"})
RESPONSES_TYPES = frozenset({"message", "function_call", "function_call_output"})
TEXT_PARTS = frozenset({"text", "input_text", "output_text"})


@dataclass(frozen=True)
class ChatView:
    history: list[Any]  # chat-completions items
    responses: bool = False  # Responses-style items were read: answer in that shape
    # Each converted chat item (as canonical JSON) -> the items of the history it came from.
    origins: dict[str, list[Any]] = field(default_factory=dict)


def _key(item: Mapping[str, Any]) -> str:
    return json.dumps(item, sort_keys=True, ensure_ascii=False, default=str)


def _content(content: object) -> tuple[object, bool]:
    """Chat content for a Responses content; whether any part was a Responses part."""
    if not isinstance(content, list):
        return content, False
    responses = any(
        isinstance(p, Mapping) and p.get("type") in TEXT_PARTS - {"text"} for p in content
    )
    if all(isinstance(p, Mapping) and p.get("type") in TEXT_PARTS for p in content):
        texts = [p.get("text") for p in content]
        if all(isinstance(t, str) for t in texts):
            return "\n".join(str(t) for t in texts), responses
    parts = [
        {"type": "text", "text": p.get("text")}
        if isinstance(p, Mapping) and p.get("type") in TEXT_PARTS - {"text"}
        else p
        for p in content
    ]
    return parts, responses


def _call(item: Mapping[str, Any]) -> dict[str, Any]:
    fn = {"name": item.get("name"), "arguments": item.get("arguments")}
    return {"id": item.get("call_id"), "type": "function", "function": fn}


def to_chat(history: object) -> ChatView:
    """The history as chat items (see the module's doc); anything else is left as given,
    for the chat reader to accept or refuse."""
    if not isinstance(history, list):
        return ChatView(history=history)  # type: ignore[arg-type]
    out: list[Any] = []
    origins: dict[str, list[Any]] = {}
    responses = False
    n = 0
    while n < len(history):
        item = history[n]
        kind = item.get("type") if isinstance(item, Mapping) else None
        if kind == "function_call":
            group = [item]
            while n + 1 < len(history):
                following = history[n + 1]
                if not (isinstance(following, Mapping) and following.get("type") == kind):
                    break
                group.append(following)
                n += 1
            chat: Any = {
                "role": "assistant",
                "content": None,
                "tool_calls": [_call(c) for c in group],
            }
        elif kind == "function_call_output":
            output, _ = _content(item.get("output"))
            chat = {"role": "tool", "tool_call_id": item.get("call_id"), "content": output}
            group = [item]
        elif isinstance(item, Mapping) and (kind == "message" or "role" in item):
            content, parts = _content(item.get("content"))
            if kind == "message" or parts:
                chat = {"role": item.get("role"), "content": content}
                group = [item]
            else:  # a chat item: as given, a placeholder id dropped
                chat = item
                if item.get("id") in PLACEHOLDER_IDS:
                    chat = {k: v for k, v in item.items() if k != "id"}
                group = []
        else:
            chat, group = item, []
        if group:
            responses = True
            origins.setdefault(_key(chat), group)
        out.append(chat)
        n += 1
    return ChatView(history=out, responses=responses, origins=origins)


def _as_responses(m: Mapping[str, Any]) -> list[Any]:
    role = m.get("role")
    if role == "tool":
        return [
            {
                "type": "function_call_output",
                "call_id": m.get("tool_call_id"),
                "output": m.get("content"),
            }
        ]
    if role != "assistant":
        return [dict(m)]
    out: list[Any] = []
    content = m.get("content")
    if content:
        out.append({"role": "assistant", "content": content})
    for call in m.get("tool_calls") or ():
        fn = call.get("function") if isinstance(call, Mapping) else None
        fn = fn if isinstance(fn, Mapping) else {}
        out.append(
            {
                "type": "function_call",
                "call_id": call.get("id"),
                "name": fn.get("name"),
                "arguments": fn.get("arguments"),
            }
        )
    return out


def to_responses(messages: Sequence[Any], view: ChatView) -> list[Any]:
    """The engine's answer in the history's own shape (see the module's doc)."""
    if not view.responses:
        return list(messages)
    out: list[Any] = []
    for m in messages:
        if not isinstance(m, Mapping):
            out.append(m)
            continue
        given = view.origins.get(_key(m))
        out.extend(given if given is not None else _as_responses(m))
    return out
