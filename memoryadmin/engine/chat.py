"""OpenAI-format chat histories: read, check and understand one turn (API.md v1.1).

An agent sends ``/context`` the history it would send an OpenAI-compatible
``chat/completions`` endpoint: roles ``system``, ``developer``, ``user``,
``assistant``, ``tool``; content a string, ``null`` (an assistant item with
``tool_calls``) or a list of parts; ``name``, ``tool_calls``, ``tool_call_id``
and keys nobody here knows, all kept. The engine's own v1 keys (``id``,
``tools``, ``created_at``, ``observed_at``) may ride along on any item.

``parse_history`` reads such a history into typed items or raises
``UnreadableItem`` (an ``UnexpectedShape``) naming the first item it cannot
read and why: the caller then falls back to the history as given.
``turn_provenance`` derives each reply's tools from the turn's own
``tool_calls``; ``records`` says what the message log stores for the items
that carry an id; ``tail_messages`` is the turn's unrecorded tail, passed
through as given; ``conflicts`` lists known ids whose content changed.
Pure: no Django, no clock (``now`` is passed in).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from memoryadmin.engine.context import UnexpectedShape
from memoryadmin.engine.ports import RulePack
from memoryadmin.engine.provenance import message_provenance
from memoryadmin.engine.tokens import count_item
from memoryadmin.engine.types import ChatMessage, Provenance, Role, StoredMessage

# The roles that open a history and leave the engine byte-identical.
LEADING_ROLES = frozenset({Role.SYSTEM, Role.DEVELOPER})
# The keys the engine itself reads (v1 dialect) and the OpenAI keys it models;
# anything else on an item is kept as given in ``extra``.
ENGINE_KEYS = frozenset({"id", "tools", "created_at", "observed_at"})
OPENAI_KEYS = frozenset({"role", "content", "name", "tool_calls", "tool_call_id"})

# Limits (API.md v1.1 "Errors and faults"): a time outside them, a tool name over
# 128 characters or more than 32 tools on one item is unreadable.
EARLIEST = datetime(2000, 1, 1, tzinfo=UTC)
LATEST = datetime(2100, 1, 1, tzinfo=UTC)
MAX_ID_CHARS = 128
MAX_TOOL_CHARS = 128
MAX_TOOLS = 32


class UnreadableItem(UnexpectedShape):
    """An item of the history the engine cannot read; ``index`` says which."""

    def __init__(self, reason: str, *, index: int | None = None) -> None:
        where = "history" if index is None else f"history[{index}]"
        super().__init__(f"{where}: {reason}")
        self.reason = reason
        self.index = index


@dataclass(frozen=True)
class ToolCall:
    """One entry of an assistant item's ``tool_calls``: its id and tool name."""

    id: str
    name: str


@dataclass(frozen=True)
class HistoryItem:
    """One readable history item. ``raw`` is the item exactly as given."""

    index: int
    role: Role
    text: str  # the string content, or the text parts joined by newlines; "" for null
    raw: Mapping[str, Any]
    parts: tuple[Mapping[str, Any], ...] | None = None  # content given as a list of parts
    content_null: bool = False
    name: str | None = None
    tool_calls: tuple[Mapping[str, Any], ...] | None = None  # as given
    calls: tuple[ToolCall, ...] = ()
    tool_call_id: str | None = None
    id: str | None = None
    tools: tuple[str, ...] | None = None  # an explicit ``tools`` field (v1)
    created_at: datetime | None = None
    observed_at: datetime | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)

    @property
    def leading_role(self) -> bool:
        return self.role in LEADING_ROLES


@dataclass(frozen=True)
class ParsedHistory:
    items: tuple[HistoryItem, ...]
    system_count: int  # how many leading system/developer items
    # The first item of the tail: after the last non-system item with an id, or
    # earlier, at the unrecorded tool_calls item that the tail's results answer.
    tail_start: int

    @property
    def system(self) -> tuple[HistoryItem, ...]:
        return self.items[: self.system_count]

    @property
    def recorded(self) -> tuple[HistoryItem, ...]:
        """The items the engine records: every non-system item carrying an id."""
        return tuple(i for i in self.items if i.id is not None and not i.leading_role)

    @property
    def tail(self) -> tuple[HistoryItem, ...]:
        """The turn's tail: the items after the last recorded one (leading system excluded)."""
        return self.items[max(self.tail_start, self.system_count) :]


@dataclass(frozen=True)
class TurnProvenance:
    """What the turn itself says about an assistant reply or a tool result."""

    tools: tuple[str, ...] | None
    observed_at: datetime | None


@dataclass(frozen=True)
class Record:
    """What the message log stores for one history item that carries an id."""

    external_id: str
    role: Role
    content: str  # the text: what compaction, masking and facts read
    created_at: datetime
    tools: tuple[str, ...] | None
    observed_at: datetime | None
    token_count: int
    parts: tuple[Mapping[str, Any], ...] | None = None
    content_null: bool = False
    tool_calls: tuple[Mapping[str, Any], ...] | None = None
    tool_call_id: str | None = None
    name: str | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)


# --- reading -----------------------------------------------------------------


def _bad_string(value: str) -> str | None:
    if "\x00" in value:
        return "a NUL character"
    if value.isascii():  # a flag CPython keeps on the string: no surrogate, no encoding
        return None
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return "text that is not valid Unicode (a lone surrogate)"
    return None


def _check_strings(item: Mapping[str, Any]) -> str | None:
    """Every string in the item, keys included, is storable text."""
    stack: list[object] = [item]
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            problem = _bad_string(value)
            if problem:
                return f"contains {problem}"
        elif isinstance(value, Mapping):
            for k, v in value.items():
                stack.append(k)
                stack.append(v)
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return None


def _parse_time(value: object, key: str) -> datetime | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError(f"{key} must be an ISO 8601 string")
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        raise ValueError(f"{key} is not an ISO 8601 time: {value[:40]!r}") from None
    if parsed.tzinfo is None:
        raise ValueError(f"{key} has no time zone: {value[:40]!r}")
    if not EARLIEST <= parsed < LATEST:
        raise ValueError(f"{key} is outside 2000-01-01..2100-01-01")
    return parsed


def _parse_parts(content: list[Any]) -> tuple[tuple[Mapping[str, Any], ...], str]:
    texts: list[str] = []
    for n, part in enumerate(content):
        if not isinstance(part, Mapping) or not isinstance(part.get("type"), str):
            raise ValueError(f"content part {n} is not an object with a string type")
        if part["type"] == "text":
            if not isinstance(part.get("text"), str):
                raise ValueError(f"content part {n} is a text part without a string text")
            texts.append(part["text"])
    return tuple(content), "\n".join(texts)


def _parse_calls(value: object) -> tuple[tuple[Mapping[str, Any], ...], tuple[ToolCall, ...]]:
    if not isinstance(value, list):
        raise ValueError("tool_calls must be a list")
    calls: list[ToolCall] = []
    for n, call in enumerate(value):
        if not isinstance(call, Mapping):
            raise ValueError(f"tool_calls[{n}] is not an object")
        cid, kind = call.get("id"), call.get("type", "function")
        if not isinstance(cid, str) or not cid:
            raise ValueError(f"tool_calls[{n}] has no string id")
        if not isinstance(kind, str):
            raise ValueError(f"tool_calls[{n}] has a type that is not a string")
        body = call.get(kind)
        if not isinstance(body, Mapping) or not isinstance(body.get("name"), str):
            raise ValueError(f"tool_calls[{n}] has no {kind}.name")
        name = body["name"]
        if not 0 < len(name) <= MAX_TOOL_CHARS:
            raise ValueError(f"tool_calls[{n}] has a tool name of 1 to {MAX_TOOL_CHARS} chars")
        args = body.get("arguments")
        if args is not None and not isinstance(args, str):
            raise ValueError(f"tool_calls[{n}] has arguments that are not a string")
        calls.append(ToolCall(id=cid, name=name))
    if len(calls) > MAX_TOOLS:
        raise ValueError(f"more than {MAX_TOOLS} tool calls on one item")
    return tuple(value), tuple(calls)


def _parse_tools(value: object) -> tuple[str, ...] | None:
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(t, str) for t in value):
        raise ValueError("tools must be a list of strings")
    if len(value) > MAX_TOOLS:
        raise ValueError(f"more than {MAX_TOOLS} tools on one item")
    if any(not 0 < len(t) <= MAX_TOOL_CHARS for t in value):
        raise ValueError(f"a tool name is 1 to {MAX_TOOL_CHARS} characters")
    return tuple(value)


def _parse(item: object, index: int, max_content_bytes: int | None) -> HistoryItem:
    if not isinstance(item, Mapping):
        raise ValueError("an item is not an object")
    role_value = item.get("role")
    try:
        role = Role(role_value) if isinstance(role_value, str) else None
    except ValueError:
        role = None
    if role is None:
        raise ValueError(f"unexpected role {str(role_value)[:40]!r}")
    problem = _check_strings(item)
    if problem:
        raise ValueError(problem)

    tool_calls: tuple[Mapping[str, Any], ...] | None = None
    calls: tuple[ToolCall, ...] = ()
    if item.get("tool_calls") is not None:
        if role is not Role.ASSISTANT:
            raise ValueError(f"a {role.value} item carries tool_calls")
        tool_calls, calls = _parse_calls(item["tool_calls"])

    content = item.get("content")
    parts: tuple[Mapping[str, Any], ...] | None = None
    content_null = False
    if isinstance(content, str):
        text = content
    elif isinstance(content, list):
        parts, text = _parse_parts(content)
    elif content is None and calls:
        text, content_null = "", True
    elif content is None:
        raise ValueError("content is missing or null (only an assistant item with tool_calls may)")
    else:
        raise ValueError("content is neither a string, null nor a list of parts")
    size = len(text) if text.isascii() else len(text.encode())
    if max_content_bytes is not None and size > max_content_bytes:
        raise ValueError(f"content over the {max_content_bytes} byte limit")

    tool_call_id = item.get("tool_call_id")
    if role is Role.TOOL and (not isinstance(tool_call_id, str) or not tool_call_id):
        raise ValueError("a tool item has no string tool_call_id")
    if tool_call_id is not None and not isinstance(tool_call_id, str):
        raise ValueError("tool_call_id must be a string")
    name = item.get("name")
    if name is not None and not isinstance(name, str):
        raise ValueError("name must be a string")
    ext_id = item.get("id")
    if ext_id is not None and (not isinstance(ext_id, str) or not 0 < len(ext_id) <= MAX_ID_CHARS):
        raise ValueError(f"id must be a string of 1 to {MAX_ID_CHARS} characters")

    return HistoryItem(
        index=index,
        role=role,
        text=text,
        raw=item,
        parts=parts,
        content_null=content_null,
        name=name,
        tool_calls=tool_calls,
        calls=calls,
        tool_call_id=tool_call_id,
        id=ext_id,
        tools=_parse_tools(item.get("tools")),
        created_at=_parse_time(item.get("created_at"), "created_at"),
        observed_at=_parse_time(item.get("observed_at"), "observed_at"),
        extra={k: v for k, v in item.items() if k not in ENGINE_KEYS and k not in OPENAI_KEYS},
    )


def parse_item(
    item: object, index: int = 0, *, max_content_bytes: int | None = None
) -> HistoryItem:
    """One item, typed; ``UnreadableItem`` if the engine cannot read it."""
    try:
        return _parse(item, index, max_content_bytes)
    except ValueError as exc:
        raise UnreadableItem(str(exc), index=index) from None


def problems(history: object, *, max_content_bytes: int | None = None) -> list[tuple[int, str]]:
    """Every unreadable item, as (index, reason): empty when the whole history reads."""
    if not isinstance(history, list | tuple):
        return [(-1, "history is not a list")]
    out: list[tuple[int, str]] = []
    for n, item in enumerate(history):
        try:
            _parse(item, n, max_content_bytes)
        except ValueError as exc:
            out.append((n, str(exc)))
    return out


def parse_history(history: object, *, max_content_bytes: int | None = None) -> ParsedHistory:
    """The whole history, typed, or ``UnreadableItem`` for the first item that is not."""
    if not isinstance(history, list | tuple):
        raise UnreadableItem("history is not a list")
    items = tuple(
        parse_item(it, n, max_content_bytes=max_content_bytes) for n, it in enumerate(history)
    )
    system_count = 0
    while system_count < len(items) and items[system_count].leading_role:
        system_count += 1
    last_id = -1
    for item in items:
        if item.id is not None and not item.leading_role:
            last_id = item.index
    return ParsedHistory(
        items=items, system_count=system_count, tail_start=_tail_start(items, last_id + 1)
    )


def _tail_start(items: Sequence[HistoryItem], start: int) -> int:
    """Where the tail starts: after the last recorded item, or at the call it answers.

    A tail that opens with tool results whose assistant ``tool_calls`` item
    carries no id (so is never recorded) starts at that item instead, results
    recorded in between included: a call and its results go to the model
    together. (Their stored copies answer no stored call, so the window never
    replays them twice.) When that item has an id, it is stored, and the
    window takes it whatever its budget.
    """
    if start >= len(items) or items[start].role is not Role.TOOL:
        return start
    head = start - 1
    while head >= 0 and items[head].role is Role.TOOL:
        head -= 1
    head_item = items[head] if head >= 0 else None
    if head_item and head_item.role is Role.ASSISTANT and head_item.calls and head_item.id is None:
        return head
    return start


# --- the turn's own provenance -------------------------------------------------


def _dedupe(names: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(names))


def turn_provenance(
    items: ParsedHistory | Sequence[HistoryItem], *, now: datetime
) -> dict[int, TurnProvenance]:
    """Tools and read time of every assistant item and tool result, by index.

    - An assistant item's tools are the names in the ``tool_calls`` of the
      assistant items since the last user item (its own calls excluded: they
      are answered after it speaks). An explicit ``tools`` field wins. No call
      and no field means unknown (None), as a v1 item without ``tools``.
    - Its read time: an explicit ``observed_at``; else the earliest time a
      tool result of the turn came back (that item's ``observed_at``, else its
      ``created_at``); else the reply's own ``created_at``; else ``now``.
    - A tool result's tool is the name of the call it answers (else its
      ``name`` key, else unknown), read at its ``observed_at``, else its
      ``created_at``, else ``now``.
    """
    seq = items.items if isinstance(items, ParsedHistory) else items
    names: dict[str, str] = {}  # call id -> tool name, over the whole history
    calls_since_user: list[str] = []
    results_since_user: list[datetime] = []
    out: dict[int, TurnProvenance] = {}
    for item in seq:
        if item.role is Role.USER:
            calls_since_user, results_since_user = [], []
        elif item.role is Role.ASSISTANT:
            if item.tools is not None:
                tools: tuple[str, ...] | None = item.tools
            else:
                tools = _dedupe(calls_since_user) if calls_since_user else None
            observed = item.observed_at
            if observed is None and results_since_user:
                observed = min(results_since_user)
            # Results that came back with no time: the reply's own time, else now.
            observed = observed or item.created_at or now
            out[item.index] = TurnProvenance(tools=tools, observed_at=observed)
            for call in item.calls:
                names[call.id] = call.name
                calls_since_user.append(call.name)
        elif item.role is Role.TOOL:
            tool = names.get(item.tool_call_id or "") or item.name
            at = item.observed_at or item.created_at
            if at is not None:
                results_since_user.append(at)
            out[item.index] = TurnProvenance(
                tools=(tool,) if tool else None, observed_at=at or now
            )
    return out


def item_provenance(
    pack: RulePack, item: HistoryItem, turn: Mapping[int, TurnProvenance]
) -> Provenance | None:
    """The provenance the engine gives this item (None for user and system items)."""
    tp = turn.get(item.index)
    if tp is None:
        return None
    return message_provenance(
        pack, role=item.role.value, content=item.text, tools=tp.tools, observed_at=tp.observed_at
    )


# --- what the engine records, what it passes through -------------------------


def records(
    parsed: ParsedHistory, *, now: datetime, skip: Collection[str] = ()
) -> list[Record]:
    """The items to record (non-system, carrying an id), in history order.

    ``created_at`` defaults to ``now``; ``tools`` and ``observed_at`` are the
    turn's provenance (assistant replies and tool results only). The Django
    side computes volatility from them with ``provenance.message_provenance``.
    ``skip`` are ids already stored: no record (and no token count) for them.
    """
    turn = turn_provenance(parsed, now=now)
    out: list[Record] = []
    for item in parsed.recorded:
        assert item.id is not None
        if item.id in skip:
            continue
        created = item.created_at or now
        tp = turn.get(item.index)
        out.append(
            Record(
                external_id=item.id,
                role=item.role,
                content=item.text,
                created_at=created,
                tools=tp.tools if tp is not None else None,
                # A reply with nothing else to go on was read when it was said (v1).
                observed_at=tp.observed_at if tp is not None else None,
                token_count=count_item(item.text, item.tool_calls),
                parts=item.parts,
                content_null=item.content_null,
                tool_calls=item.tool_calls,
                tool_call_id=item.tool_call_id,
                name=item.name,
                extra=item.extra,
            )
        )
    return out


def stored_message(record: Record, *, seq: int, provenance: Provenance | None) -> StoredMessage:
    """The StoredMessage a record becomes once stored at ``seq`` (for tests and previews)."""
    return StoredMessage(
        seq=seq,
        role=record.role,
        content=record.content,
        created_at=record.created_at,
        token_count=record.token_count,
        volatility=provenance.volatility if provenance else None,
        observed_at=provenance.observed_at if provenance else None,
        unverified=provenance.unverified if provenance else False,
        tools=provenance.tools if provenance else record.tools,
        external_id=record.external_id,
        tool_calls=record.tool_calls,
        tool_call_id=record.tool_call_id,
        name=record.name,
        parts=record.parts,
        content_null=record.content_null,
        extra=record.extra or None,
    )


def chat_message(item: HistoryItem, provenance: Provenance | None = None) -> ChatMessage:
    """An item passed through as given (``raw``), stamped at replay if ``provenance`` is live."""
    return ChatMessage(
        role=item.role.value,
        content=item.text,
        parts=item.parts,
        content_null=item.content_null,
        tool_calls=item.tool_calls,
        tool_call_id=item.tool_call_id,
        name=item.name,
        extra=item.extra or None,
        raw=item.raw,
        provenance=provenance,
    )


def tail_messages(parsed: ParsedHistory, *, pack: RulePack, now: datetime) -> list[ChatMessage]:
    """The turn's tail for ``build_context``: as given, live items marked for a stamp.

    A reply whose turn called a live tool, a result of a live tool, or a reply
    quoting money with no tool behind it is stamped even without an id.
    """
    turn = turn_provenance(parsed, now=now)
    return [chat_message(i, item_provenance(pack, i, turn)) for i in parsed.tail]


def _calls_signature(calls: Sequence[Mapping[str, Any]] | None) -> list[tuple[Any, ...]]:
    out: list[tuple[Any, ...]] = []
    for call in calls or ():
        kind = call.get("type", "function")
        body = call.get(kind) if isinstance(kind, str) else None
        body = body if isinstance(body, Mapping) else {}
        out.append((call.get("id"), kind, body.get("name"), body.get("arguments")))
    return out


def _other_parts(parts: Sequence[Mapping[str, Any]] | None) -> list[dict[str, Any]]:
    return [dict(p) for p in parts or () if p.get("type") != "text"]


def same_content(stored: StoredMessage, item: HistoryItem) -> bool:
    """Whether a history item says what is stored under its id.

    Role, text, the tool calls (id, tool, arguments), the call a result answers
    and any non-text parts. How the text is split into parts, or a string
    given as one text part, is not a change.
    """
    return (
        stored.role is item.role
        and stored.content == item.text
        and (stored.tool_call_id or None) == (item.tool_call_id or None)
        and _calls_signature(stored.tool_calls) == _calls_signature(item.tool_calls)
        and _other_parts(stored.parts) == _other_parts(item.parts)
    )


def conflicts(stored: Mapping[str, StoredMessage], items: Iterable[HistoryItem]) -> list[str]:
    """The ids the engine knows whose content in the history differs, in history order.

    ``stored`` maps external id to what is stored under it (ids not in it are
    new, not conflicts). Such an item is never overwritten; the turn still
    builds from what is stored and the answer lists the id.
    """
    out: list[str] = []
    for item in items:
        if item.id is None or item.leading_role or item.id in out:
            continue
        known = stored.get(item.id)
        if known is not None and not same_content(known, item):
            out.append(item.id)
    return out
