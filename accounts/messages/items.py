"""One reading of a message item for both write paths: POST /messages and /context.

Both paths read an item with the engine's own parser (``chat.parse_item``,
which refuses what API.md v1.1 "Errors and faults" lists: wrong JSON types,
NUL characters, lone surrogates, times outside 2000..2100, tool names over 128
characters or more than 32 of them, content over the size limit) and then
with the record rules below. ``/messages`` answers a problem with 400 and the
field it concerns; ``/context`` falls back to the given history, storing
nothing. The same item can never be stored by one path and refused by the
other.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings

from accounts.errors import InvalidInput
from memoryadmin.engine import chat
from memoryadmin.engine.types import Role

# A client's clock may run a little ahead of ours: an ``observed_at`` later than
# the request's ``now`` by more than this is refused (a read cannot come from the
# future, and it would be stamped as read then).
CLOCK_SKEW = timedelta(minutes=5)
# The roles the message log records: the conversation, not the agent's prompt.
RECORDED_ROLES = frozenset({Role.USER, Role.ASSISTANT, Role.TOOL})
# ``name`` on a tool result is a tool name; on any item it is stored.
MAX_NAME_CHARS = chat.MAX_TOOL_CHARS
MAX_TOOL_CALL_ID_CHARS = 512

_FIELDS = ("tool_call_id", "tool_calls", "observed_at", "created_at", "content", "tools", "name")


class ItemInvalid(InvalidInput):
    """An item refused whole; ``fields`` maps each field concerned to what is wrong."""

    def __init__(self, fields: Mapping[str, str]) -> None:
        self.fields = dict(fields)
        super().__init__("; ".join(f"{k}: {v}" for k, v in self.fields.items()))


def _bad_text(value: object) -> bool:
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            if "\x00" in v:
                return True
            try:
                v.encode("utf-8")
            except UnicodeEncodeError:
                return True
        elif isinstance(v, Mapping):
            for k, x in v.items():
                stack += [k, x]
        elif isinstance(v, list | tuple):
            stack.extend(v)
    return False


def _field_of(reason: str, item: object) -> list[str]:
    """The request field(s) an engine reason concerns, for a 400's ``fields``."""
    if reason.startswith("contains"):
        if isinstance(item, Mapping):
            for key, value in item.items():
                if _bad_text(key):
                    return ["body"]
                if _bad_text(value):
                    return [str(key)]
        return ["body"]
    if reason.startswith("unexpected role"):
        return ["role"]
    if "no string tool_call_id" in reason:
        return ["role", "tool_call_id"]  # a tool item answers a call: it names it
    if "carries tool_calls" in reason or "tool calls on one item" in reason:
        return ["tool_calls"]
    if "tools on one item" in reason or reason.startswith("a tool name"):
        return ["tools"]
    for name in _FIELDS:
        if reason.startswith(name):
            return [name]
    if reason.startswith("id "):
        return ["id"]
    return ["body"]


def time_read(value: object, field: str) -> datetime:
    """A request-level time (``now``): the same strict reading as an item's times."""
    if value is None:
        raise ItemInvalid({field: f"{field} is null: leave it out for the current time."})
    try:
        parsed = chat.parse_item({"role": "user", "content": "", "created_at": value})
    except chat.UnreadableItem as exc:
        reason = exc.reason.replace("created_at", field)
        raise ItemInvalid({field: reason[:1].upper() + reason[1:] + "."}) from None
    assert parsed.created_at is not None  # not None: checked above
    return parsed.created_at


def _record_rules(item: chat.HistoryItem, *, now: datetime) -> dict[str, str]:
    """What the engine reads but the message log must not store."""
    problems: dict[str, str] = {}
    if item.tools is not None and item.role is not Role.ASSISTANT:
        problems["tools"] = "Only assistant messages carry tools."
    if item.observed_at is not None and item.role not in (Role.ASSISTANT, Role.TOOL):
        problems["observed_at"] = "Only assistant messages and tool results carry observed_at."
    elif item.observed_at is not None and item.observed_at > now + CLOCK_SKEW:
        problems["observed_at"] = "Later than now: a tool read cannot come from the future."
    if item.name is not None and not 0 < len(item.name) <= MAX_NAME_CHARS:
        problems["name"] = f"name is 1 to {MAX_NAME_CHARS} characters."
    if item.tool_call_id is not None and not 0 < len(item.tool_call_id) <= MAX_TOOL_CALL_ID_CHARS:
        problems["tool_call_id"] = f"tool_call_id is 1 to {MAX_TOOL_CALL_ID_CHARS} characters."
    return problems


def item_read(item: object, *, now: datetime, index: int = 0) -> chat.HistoryItem:
    """One item as both paths read it; ``ItemInvalid`` names what is wrong."""
    try:
        parsed = chat.parse_item(item, index, max_content_bytes=settings.MEMORY_MESSAGE_MAX_BYTES)
    except chat.UnreadableItem as exc:
        message = exc.reason[:1].upper() + exc.reason[1:] + "."
        raise ItemInvalid({f: message for f in _field_of(exc.reason, item)}) from None
    problems = _record_rules(parsed, now=now)
    if problems:
        raise ItemInvalid(problems)
    return parsed


def message_read(body: object, *, now: datetime) -> chat.HistoryItem:
    """A body of POST /messages: one item to record, which must carry an id."""
    item = item_read(body, now=now)
    problems: dict[str, str] = {}
    if item.id is None:
        problems["id"] = "Every recorded message carries the agent's id for it."
    if item.role not in RECORDED_ROLES:
        problems["role"] = (
            "The log records user, assistant and tool messages; the system and developer "
            "prompt is sent with each turn, never recorded."
        )
    if problems:
        raise ItemInvalid(problems)
    return item


def history_read(history: Sequence[Any], *, now: datetime) -> chat.ParsedHistory:
    """A /context history: every item read as ``item_read`` reads it.

    Raises ``ItemInvalid`` (the first item with a problem) or ``UnreadableItem``.
    """
    parsed = chat.parse_history(history, max_content_bytes=settings.MEMORY_MESSAGE_MAX_BYTES)
    for item in parsed.items:
        problems = _record_rules(item, now=now)
        if problems:
            raise ItemInvalid({f"history[{item.index}].{k}": v for k, v in problems.items()})
    return parsed


def _calls(tool_calls: Sequence[Mapping[str, Any]] | None) -> tuple[chat.ToolCall, ...]:
    """Stored calls were read by the same parser: each has a string id and tool name."""
    out: list[chat.ToolCall] = []
    for call in tool_calls or ():
        body = call.get(call.get("type", "function"))
        if isinstance(call.get("id"), str) and isinstance(body, Mapping):
            out.append(chat.ToolCall(id=call["id"], name=str(body.get("name", ""))))
    return tuple(out)


@dataclass(frozen=True)
class PriorItem:
    """A stored item of the current turn, as turn provenance needs it."""

    role: str
    content: str
    tool_calls: Sequence[Mapping[str, Any]] | None
    tool_call_id: str | None
    name: str | None
    created_at: datetime
    observed_at: datetime | None
    external_id: str | None = None
    superseded: bool = False


def turn_provenance_for(
    item: chat.HistoryItem, prior: Sequence[PriorItem], *, now: datetime
) -> chat.TurnProvenance | None:
    """The provenance the turn gives ``item``, when the turn's earlier items are stored.

    ``prior`` are the stored items since the last user message, oldest first:
    a reply recorded alone after its tool results takes the tools of the
    calls before it, as it would in a /context history.
    """
    history: list[chat.HistoryItem] = []
    for n, p in enumerate(q for q in prior if not q.superseded):
        history.append(
            chat.HistoryItem(
                index=n,
                role=Role(p.role),
                text=p.content,
                raw={},
                tool_calls=tuple(p.tool_calls) if p.tool_calls else None,
                calls=_calls(p.tool_calls),
                tool_call_id=p.tool_call_id,
                name=p.name,
                created_at=p.created_at,
                observed_at=p.observed_at,
            )
        )
    history.append(replace(item, index=len(history)))
    return chat.turn_provenance(history, now=now).get(len(history) - 1)
