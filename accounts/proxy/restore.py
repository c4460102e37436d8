"""The engine's chat messages put back into a door's own items.

A door reads its protocol's items into chat messages for the turn service,
keeping, for each message, the items it came from (``Origin``). The engine
answers with its window: some of those messages again (as given, or with a
stamp added), messages it kept from earlier turns, and its context. Each
answered message is matched to the origin it came from (the same message;
else the same call ids; else the same role whose text it extends) so it goes
back as the agent's own items: byte for byte when unchanged, only the
changed text when stamped, and with the items the engine cannot read
(reasoning, thinking, compaction) in the place they had.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Origin:
    """Where one chat message came from: the door's items, and what sat before them."""

    message: dict[str, Any]
    items: list[Any] = field(default_factory=list)  # the door's items, in order
    before: list[Any] = field(default_factory=list)  # unreadable items just before them
    skip: bool = False  # sent some other way (instructions, Anthropic's system)


def text_of(content: object) -> str | None:
    """A chat content's text: the string, or its text parts joined; None if neither."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(
            str(p.get("text", ""))
            for p in content
            if isinstance(p, dict) and p.get("type") == "text"
        )
    return None


def call_ids(message: dict[str, Any]) -> tuple[Any, ...]:
    return tuple(c.get("id") for c in message.get("tool_calls") or () if isinstance(c, dict))


def added_text(old: object, new: object) -> str | None:
    """What the engine appended to ``old`` (a stamp), or None if ``new`` is not ``old`` + more.

    No content (an assistant message that only calls tools) reads as empty text.
    """
    before = "" if old is None else text_of(old)
    after = "" if new is None else text_of(new)
    if before is None or after is None or not after.startswith(before):
        return None
    return after[len(before) :]


def _same_kind(origin: Origin, message: dict[str, Any]) -> bool:
    mine = origin.message
    if mine.get("role") != message.get("role"):
        return False
    if mine.get("role") == "tool":
        return bool(mine.get("tool_call_id") == message.get("tool_call_id"))
    if call_ids(mine) or call_ids(message):
        return call_ids(mine) == call_ids(message)
    return added_text(mine.get("content"), message.get("content")) is not None


def match(
    origins: Sequence[Origin], messages: Sequence[Any]
) -> list[tuple[dict[str, Any], Origin | None]]:
    """Each message the engine answered with, paired with the origin it came from (or None)."""
    used: set[int] = set()
    out: list[tuple[dict[str, Any], Origin | None]] = []
    for message in messages:
        if not isinstance(message, dict):
            continue
        found = next(
            (i for i, o in enumerate(origins) if i not in used and o.message == message), None
        )
        if found is None:
            found = next(
                (i for i, o in enumerate(origins) if i not in used and _same_kind(o, message)),
                None,
            )
        if found is not None:
            used.add(found)
        out.append((message, origins[found] if found is not None else None))
    return out


def restore(
    origins: Sequence[Origin],
    tail: Sequence[Any],
    messages: Sequence[Any],
    *,
    fresh: Callable[[dict[str, Any]], list[Any]],
    restamp: Callable[[Origin, dict[str, Any]], list[Any]],
) -> list[Any]:
    """The door's items for the engine's ``messages``; ``tail`` (unreadable items last) at the end.

    ``fresh`` renders a message that came from no item of this request (the
    engine's context, a message it kept); ``restamp`` one whose text changed.
    """
    out: list[Any] = []
    for message, origin in match(origins, messages):
        if origin is None:
            out += fresh(message)
        elif not origin.skip:
            out += origin.before
            out += origin.items if origin.message == message else restamp(origin, message)
    out += tail
    return out
