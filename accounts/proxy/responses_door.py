"""The OpenAI Responses protocol read as chat messages, and written back.

``read`` turns a Responses request's ``instructions`` and ``input`` into a
chat history for the turn service: messages (text parts joined), an
assistant message and the ``function_call`` items after it into one
assistant message with ``tool_calls``, each ``function_call_output`` into a
``tool`` message. Items the engine does not know (reasoning, compaction,
built-in tool calls, item references) ride along before the next message.
``Reading.render`` puts the engine's chat messages back into input items;
``reply`` reads a response's ``output`` as the chat assistant message that
is recorded.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from accounts.proxy.restore import Origin, added_text, restore

ROLES = frozenset({"user", "assistant", "system", "developer"})
TEXT_PARTS = frozenset({"input_text", "output_text"})


class Unreadable(Exception):
    """An item of a shape this door cannot read: the request goes upstream untouched."""


@dataclass
class Reading:
    history: list[dict[str, Any]]
    origins: list[Origin]
    tail: list[Any]  # unknown items after the last message

    def render(self, messages: Sequence[Any]) -> list[Any]:
        """The input items that carry the engine's ``messages`` upstream."""
        return restore(self.origins, self.tail, messages, fresh=_fresh, restamp=_restamp)


def _content(role: str, content: object) -> str | list[Any]:
    """A message item's content as chat content: text joined, other parts as given."""
    if isinstance(content, str):
        return content
    if not isinstance(content, list) or not all(isinstance(p, dict) for p in content):
        raise Unreadable("a message's content is neither text nor a list of parts")
    if all(p.get("type") in TEXT_PARTS and isinstance(p.get("text"), str) for p in content):
        return ("" if role == "assistant" else "\n").join(p["text"] for p in content)
    return [
        {"type": "text", "text": p["text"]} if p.get("type") in TEXT_PARTS else p for p in content
    ]


def _output_text(output: object) -> str:
    if isinstance(output, str):
        return output
    if isinstance(output, list):
        return "".join(
            str(p.get("text", "")) for p in output if isinstance(p, dict) and "text" in p
        )
    raise Unreadable("a function_call_output's output is neither text nor a list of parts")


def read(body: Mapping[str, Any]) -> Reading:
    """The request as a chat history; ``Unreadable`` if an item is of a shape it cannot read."""
    given = body.get("input")
    if isinstance(given, str):
        given = [{"role": "user", "content": given}]
    if not isinstance(given, list):
        raise Unreadable("input is neither a string nor a list of items")
    origins: list[Origin] = []
    instructions = body.get("instructions")
    if isinstance(instructions, str) and instructions:
        origins.append(Origin({"role": "system", "content": instructions}, skip=True))
    pending: list[Any] = []
    # The assistant message function_call items join: none once a result or message follows.
    joining: Origin | None = None
    for item in given:
        if not isinstance(item, dict):
            raise Unreadable("an input item is not an object")
        kind = item.get("type", "message" if "role" in item else None)
        if kind == "message":
            role = item.get("role")
            if role not in ROLES:
                raise Unreadable(f"a message's role is {role!r}")
            origin = Origin(
                {"role": role, "content": _content(role, item.get("content"))},
                [item],
                pending,
            )
            origins.append(origin)
            joining = origin if role == "assistant" else None
        elif kind == "function_call":
            call_id, name, arguments = (item.get(k) for k in ("call_id", "name", "arguments"))
            if not all(isinstance(v, str) for v in (call_id, name, arguments)):
                raise Unreadable("a function_call without call_id, name and arguments")
            call = {
                "id": call_id,
                "type": "function",
                "function": {"name": name, "arguments": arguments},
            }
            if joining is None:
                joining = Origin({"role": "assistant", "content": None}, [], pending)
                origins.append(joining)
            else:
                joining.items += pending
            joining.message.setdefault("tool_calls", []).append(call)
            joining.items.append(item)
        elif kind == "function_call_output":
            call_id = item.get("call_id")
            if not isinstance(call_id, str):
                raise Unreadable("a function_call_output without call_id")
            message = {
                "role": "tool",
                "tool_call_id": call_id,
                "content": _output_text(item.get("output")),
            }
            origins.append(Origin(message, [item], pending))
            joining = None
        else:
            pending.append(item)
            continue
        pending = []
    history = [o.message for o in origins]
    return Reading(history=history, origins=origins, tail=pending)


# --- back to items ----------------------------------------------------------------------


def _parts(role: str, content: object) -> object:
    if not isinstance(content, list):
        return content
    kind = "output_text" if role == "assistant" else "input_text"
    return [
        {"type": kind, "text": p.get("text", "")}
        if isinstance(p, dict) and p.get("type") == "text"
        else p
        for p in content
    ]


def _calls(message: Mapping[str, Any]) -> list[dict[str, Any]]:
    out = []
    for call in message.get("tool_calls") or ():
        fn = call.get("function") or {}
        out.append(
            {
                "type": "function_call",
                "call_id": call.get("id"),
                "name": fn.get("name"),
                "arguments": fn.get("arguments") or "",
            }
        )
    return out


def _fresh(message: dict[str, Any]) -> list[Any]:
    """Items for a message that came from no item of this request."""
    role = message.get("role")
    content = message.get("content")
    if role == "tool":
        output = content if isinstance(content, str) else json.dumps(content)
        return [
            {
                "type": "function_call_output",
                "call_id": message.get("tool_call_id"),
                "output": output,
            }
        ]
    out: list[Any] = []
    if content not in (None, "", []):
        out.append({"type": "message", "role": role, "content": _parts(str(role), content)})
    return out + _calls(message)


def _stamped(old: object, suffix: str, kind: str, new: object) -> object:
    """``old`` with the engine's ``suffix`` added in the same form: a string, or one more part."""
    if isinstance(old, list):
        return [*old, {"type": kind, "text": suffix}]
    return new if isinstance(new, str) else old


def _restamp(origin: Origin, message: dict[str, Any]) -> list[Any]:
    """The origin's items with the engine's change (a stamp) put in; the rest as given."""
    new = message.get("content")
    suffix = added_text(origin.message.get("content"), new)
    calls = {c["call_id"]: c for c in _calls(message)}
    out: list[Any] = []
    for item in origin.items:
        kind = item.get("type", "message")
        if kind == "function_call_output" and suffix:
            item = {**item, "output": _stamped(item.get("output"), suffix, "input_text", new)}
        elif kind == "message" and suffix:
            part = "output_text" if item.get("role") == "assistant" else "input_text"
            item = {**item, "content": _stamped(item.get("content"), suffix, part, new)}
        elif kind == "message" and suffix is None:
            item = {**item, "content": _parts(str(item.get("role")), new)}
        elif kind == "function_call" and item.get("call_id") in calls:
            call = calls[item["call_id"]]
            if call["arguments"] != item.get("arguments") or call["name"] != item.get("name"):
                item = {**item, "name": call["name"], "arguments": call["arguments"]}
        out.append(item)
    return out


# --- the reply ---------------------------------------------------------------------------


def reply(response: object) -> dict[str, Any] | None:
    """A response's output as a chat assistant message (text and function calls), or None."""
    if not isinstance(response, dict) or not isinstance(response.get("output"), list):
        return None
    texts: list[str] = []
    calls: list[dict[str, Any]] = []
    for item in response["output"]:
        if not isinstance(item, dict):
            continue
        if item.get("type") == "message" and item.get("role", "assistant") == "assistant":
            for part in item.get("content") or ():
                if isinstance(part, dict) and part.get("type") == "output_text":
                    texts.append(str(part.get("text", "")))
        elif item.get("type") == "function_call":
            calls.append(
                {
                    "id": item.get("call_id"),
                    "type": "function",
                    "function": {
                        "name": item.get("name"),
                        "arguments": item.get("arguments") or "",
                    },
                }
            )
    if not texts and not calls:
        return None
    out: dict[str, Any] = {"role": "assistant", "content": "".join(texts) if texts else None}
    if calls:
        out["tool_calls"] = calls
    return out
