"""The Anthropic Messages protocol read as chat messages, and written back.

``read`` turns a Messages request into a chat history for the turn service:
``system`` (a string or text blocks) as the leading system message, each
user message's ``tool_result`` blocks as ``tool`` messages and its other
blocks as one user message, each assistant message (text and ``tool_use``
blocks) as one assistant message with ``tool_calls``. Blocks the engine
does not know (thinking, server tools, documents) stay with their message.

``Reading.render`` puts the engine's window back into Anthropic messages.
``system`` is never rebuilt: it goes upstream as the agent sent it, so a
prompt-cache prefix over ``tools`` and ``system`` stays byte-identical; the
engine's context (its memory) goes in as the leading text block of the first
user message instead. Consecutive messages of one role are merged, as the
provider requires alternating roles with each ``tool_result`` in the user
message right after its ``tool_use``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from accounts.proxy.restore import Origin, added_text, restore, text_of
from accounts.proxy.sse import Event

MEMORY = "memory"  # the role, while rendering, of the engine's context
OMITTED = "(Earlier messages of this conversation are left out.)"


class Unreadable(Exception):
    """A message of a shape this door cannot read: the request goes upstream untouched."""


def arguments(value: object) -> str:
    """A ``tool_use`` input as chat arguments: one serialisation, streamed or not."""
    return json.dumps(value, ensure_ascii=False)


def _text(blocks: Sequence[Any]) -> str:
    return "".join(str(b.get("text", "")) for b in blocks if b.get("type") == "text")


@dataclass
class Reading:
    history: list[dict[str, Any]]
    origins: list[Origin]
    tail: list[Any]

    def render(self, messages: Sequence[Any]) -> list[dict[str, Any]]:
        """The ``messages`` that carry the engine's window upstream."""
        pairs = restore(self.origins, self.tail, messages, fresh=_fresh, restamp=_restamp)
        return _assemble(pairs)


def _user(message: Mapping[str, Any], pending: list[Any], origins: list[Origin]) -> list[Any]:
    content = message.get("content")
    if isinstance(content, str):
        origins.append(Origin({"role": "user", "content": content}, [("user", content)], pending))
        return []
    rest: list[Any] = []
    for block in content:  # type: ignore[union-attr]
        if block.get("type") == "tool_result":
            use_id = block.get("tool_use_id")
            result = block.get("content", "")
            if not isinstance(use_id, str) or not isinstance(result, str | list):
                raise Unreadable("a tool_result without tool_use_id or readable content")
            text = result if isinstance(result, str) else _text(result)
            answered = {"role": "tool", "tool_call_id": use_id, "content": text}
            origins.append(Origin(answered, [("user", block)], pending))
            pending = []
        else:
            rest.append(block)
    if not rest:
        return pending
    if all(b.get("type") == "text" for b in rest):
        chat_content: str | list[Any] = "\n".join(str(b.get("text", "")) for b in rest)
    else:
        chat_content = [
            {"type": "text", "text": b.get("text", "")} if b.get("type") == "text" else b
            for b in rest
        ]
    chat: dict[str, Any] = {"role": "user", "content": chat_content}
    origins.append(Origin(chat, [("user", b) for b in rest], pending))
    return []


def _assistant(message: Mapping[str, Any], pending: list[Any], origins: list[Origin]) -> list[Any]:
    content = message.get("content")
    if isinstance(content, str):
        said = {"role": "assistant", "content": content}
        origins.append(Origin(said, [("assistant", content)], pending))
        return []
    blocks: list[Any] = content  # type: ignore[assignment]
    texts = [b for b in blocks if b.get("type") == "text"]
    uses = [b for b in blocks if b.get("type") == "tool_use"]
    if not texts and not uses:
        return pending + [("assistant", b) for b in blocks]
    calls = []
    for use in uses:
        if not isinstance(use.get("id"), str) or not isinstance(use.get("name"), str):
            raise Unreadable("a tool_use without id or name")
        fn = {"name": use["name"], "arguments": arguments(use.get("input", {}))}
        calls.append({"id": use["id"], "type": "function", "function": fn})
    chat: dict[str, Any] = {"role": "assistant", "content": _text(texts) if texts else None}
    if calls:
        chat["tool_calls"] = calls
    origins.append(Origin(chat, [("assistant", b) for b in blocks], pending))
    return []


def read(body: Mapping[str, Any]) -> Reading:
    """The request as a chat history; ``Unreadable`` if a message is of a shape it cannot read."""
    origins: list[Origin] = []
    system = body.get("system")
    if isinstance(system, list):
        system = "\n".join(str(b.get("text", "")) for b in system if isinstance(b, dict))
    if isinstance(system, str) and system:
        origins.append(Origin({"role": "system", "content": system}, skip=True))
    messages = body.get("messages")
    if not isinstance(messages, list):
        raise Unreadable("messages is not a list")
    pending: list[Any] = []
    for message in messages:
        if not isinstance(message, dict):
            raise Unreadable("a message is not an object")
        content = message.get("content")
        if not isinstance(content, str) and not (
            isinstance(content, list) and all(isinstance(b, dict) for b in content)
        ):
            raise Unreadable("a message's content is neither text nor a list of blocks")
        role = message.get("role")
        if role == "user":
            pending = _user(message, pending, origins)
        elif role == "assistant":
            pending = _assistant(message, pending, origins)
        else:
            raise Unreadable(f"a message's role is {role!r}")
    return Reading(history=[o.message for o in origins], origins=origins, tail=pending)


# --- back to messages --------------------------------------------------------------------


def _tool_use(call: Mapping[str, Any]) -> dict[str, Any]:
    fn = call.get("function") or {}
    try:
        given = json.loads(fn.get("arguments") or "{}")
    except ValueError:
        given = {}
    return {"type": "tool_use", "id": call.get("id"), "name": fn.get("name"), "input": given}


def _fresh(message: dict[str, Any]) -> list[Any]:
    """Blocks, with their role, for a message that came from no block of this request."""
    role = message.get("role")
    content = message.get("content")
    if role == "tool":
        text = content if isinstance(content, str) else text_of(content) or ""
        block = {"type": "tool_result", "tool_use_id": message.get("tool_call_id"), "content": text}
        return [("user", block)]
    if role in ("system", "developer"):
        return [(MEMORY, text_of(content) or "")]
    out: list[Any] = []
    if isinstance(content, str) and content:
        out.append((role, content))
    elif isinstance(content, list):
        out += [(role, b) for b in content if b.get("type") != "text" or b.get("text")]
    return out + [("assistant", _tool_use(c)) for c in message.get("tool_calls") or ()]


def _restamp(origin: Origin, message: dict[str, Any]) -> list[Any]:
    """The origin's blocks with the engine's addition (a stamp) on its last text."""
    new = message.get("content")
    suffix = added_text(origin.message.get("content"), new)
    if suffix is None:  # rewritten, not extended: the engine's message, unknown blocks kept
        known = ("text", "tool_use", "tool_result")
        kept = [
            (r, b) for r, b in origin.items if isinstance(b, dict) and b.get("type") not in known
        ]
        return kept + _fresh(message)
    if not suffix:
        return list(origin.items)
    items = list(origin.items)
    for n in range(len(items) - 1, -1, -1):
        role, block = items[n]
        if isinstance(block, str):
            items[n] = (role, block + suffix)
        elif block.get("type") == "text":
            items[n] = (role, {**block, "text": str(block.get("text", "")) + suffix})
        elif block.get("type") == "tool_result":
            result = block.get("content", "")
            if isinstance(result, list):
                result = [*result, {"type": "text", "text": suffix}]
            else:
                result = str(result) + suffix
            items[n] = (role, {**block, "content": result})
        else:
            continue
        break
    return items


def _assemble(pairs: Sequence[Any]) -> list[dict[str, Any]]:
    """Role-tagged blocks as alternating messages, the engine's memory leading the first."""
    memory = "\n\n".join(b for role, b in pairs if role == MEMORY and b)
    messages: list[dict[str, Any]] = []
    for role, block in pairs:
        if role == MEMORY:
            continue
        if messages and messages[-1]["role"] == role:
            messages[-1]["blocks"].append(block)
        else:
            messages.append({"role": role, "blocks": [block]})
    if not messages or messages[0]["role"] != "user":
        messages.insert(0, {"role": "user", "blocks": [] if memory else [OMITTED]})
    if memory:
        messages[0]["blocks"].insert(0, memory)
    out = []
    for m in messages:
        blocks = m["blocks"]
        if len(blocks) == 1 and isinstance(blocks[0], str):
            out.append({"role": m["role"], "content": blocks[0]})
        else:
            content = [{"type": "text", "text": b} if isinstance(b, str) else b for b in blocks]
            out.append({"role": m["role"], "content": content})
    return out


# --- the reply ---------------------------------------------------------------------------


def reply(message: object) -> dict[str, Any] | None:
    """A Messages response as a chat assistant message (text and tool calls), or None."""
    if not isinstance(message, dict) or not isinstance(message.get("content"), list):
        return None
    texts: list[str] = []
    calls: list[dict[str, Any]] = []
    for block in message["content"]:
        if not isinstance(block, dict):
            continue
        if block.get("type") == "text":
            texts.append(str(block.get("text", "")))
        elif block.get("type") == "tool_use":
            fn = {"name": block.get("name"), "arguments": arguments(block.get("input", {}))}
            calls.append({"id": block.get("id"), "type": "function", "function": fn})
    if not texts and not calls:
        return None
    out: dict[str, Any] = {"role": "assistant", "content": "".join(texts) if texts else None}
    if calls:
        out["tool_calls"] = calls
    return out


class StreamedMessage:
    """A Messages event stream assembled as it passes, block by block."""

    def __init__(self) -> None:
        self.blocks: dict[int, dict[str, Any]] = {}
        self.partial: dict[int, str] = {}
        self.broken = False

    def feed(self, name: str, data: object) -> None:
        """One event; one it cannot read means nothing is recorded (the agent still gets it)."""
        try:
            self._feed(name, data)
        except (KeyError, TypeError, ValueError, AttributeError):
            self.broken = True

    def _feed(self, name: str, data: object) -> None:
        if not isinstance(data, dict):
            return
        if name == "error":
            self.broken = True
        elif name == "content_block_start":
            self.blocks[int(data["index"])] = dict(data["content_block"])
        elif name == "content_block_delta":
            index, delta = int(data["index"]), data["delta"]
            block = self.blocks[index]
            if delta.get("type") == "text_delta":
                block["text"] = str(block.get("text", "")) + str(delta.get("text", ""))
            elif delta.get("type") == "input_json_delta":
                self.partial[index] = self.partial.get(index, "") + str(delta.get("partial_json"))

    def ends(self, event: Event) -> bool:
        """Read one event (``accounts.api.streams.Reading``): ``message_stop`` ends the reply."""
        self.feed(event.name, event.data)
        return event.name == "message_stop"

    def reply(self) -> dict[str, Any] | None:
        return self.message()

    def complete(self) -> bool:
        return False

    def message(self) -> dict[str, Any] | None:
        if self.broken:
            return None
        content = []
        for index in sorted(self.blocks):
            block = self.blocks[index]
            if block.get("type") == "tool_use" and index in self.partial:
                try:
                    block = {**block, "input": json.loads(self.partial[index] or "{}")}
                except ValueError:
                    return None  # arguments cut short: nothing is recorded
            content.append(block)
        return reply({"content": content})
