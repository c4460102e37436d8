"""Values the engine passes around. Frozen dataclasses: easy to test, safe to share."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any, TypeVar

_T = TypeVar("_T")


class Volatility(StrEnum):
    """How long a tool result stays true (ENGINE.md section 1)."""

    LIVE = "live"  # true only when read: balance, payment status, rotation position
    EVENT = "event"  # happened, permanent: transfer completed, payout released
    STABLE = "stable"  # changes only when the user changes it: name, referral link


# Worst first: a reply is as perishable as the most perishable read behind it.
_SEVERITY = {Volatility.LIVE: 2, Volatility.EVENT: 1, Volatility.STABLE: 0}


def worst(values: list[Volatility]) -> Volatility | None:
    if not values:
        return None
    return max(values, key=_SEVERITY.__getitem__)


class Mode(StrEnum):
    DISABLED = "disabled"
    SHADOW = "shadow"
    ENABLED = "enabled"


class Role(StrEnum):
    SYSTEM = "system"
    USER = "user"
    ASSISTANT = "assistant"
    # OpenAI chat roles (API.md v1.1): developer travels with the leading system
    # items; tool carries one tool result, answering an assistant's tool_calls.
    DEVELOPER = "developer"
    TOOL = "tool"


@dataclass(frozen=True)
class Provenance:
    """What the engine knows about where an assistant reply came from.

    ``tools is None`` means the reply was recorded without provenance (older
    replies, or an agent that does not send it); ``()`` means it used no tool.
    """

    tools: tuple[str, ...] | None
    volatility: Volatility | None
    observed_at: datetime | None
    # True when the reply is treated as live only because it quotes money with no
    # tool read behind it that we know of: stamped "not checked", not "checked".
    unverified: bool = False


@dataclass(frozen=True)
class StoredMessage:
    """A message as the engine sees it when replaying or compacting."""

    seq: int
    role: Role
    content: str
    created_at: datetime
    token_count: int
    volatility: Volatility | None = None
    observed_at: datetime | None = None
    unverified: bool = False
    tools: tuple[str, ...] | None = None
    external_id: str | None = None
    # What replaying an OpenAI-format item faithfully needs (all optional, so a
    # plain {role, content} message is built exactly as before). ``content``
    # stays the plain text (text parts joined), which compaction, masking and
    # token counts read; ``parts`` is the list-of-parts content as given.
    tool_calls: Sequence[Mapping[str, Any]] | None = None  # the JSON list, as given
    tool_call_id: str | None = None
    name: str | None = None
    parts: Sequence[Mapping[str, Any]] | None = None
    content_null: bool = False  # an assistant tool_calls item sent with content null
    extra: Mapping[str, Any] | None = None  # unknown keys, replayed as given
    # A reply the agent never received (a retried turn was answered again): kept in
    # the log for audit, never replayed, never compacted.
    superseded: bool = False


_ROLES = {r.value: r for r in Role}
_VOLATILITIES = {v.value: v for v in Volatility}


def stored_from_row(row: Sequence[Any]) -> StoredMessage:
    """A stored message from a database row, in ``StoredMessage``'s field order
    (``role`` and ``volatility`` as their text, ``tools`` as a list).

    The per-turn path builds one per window candidate, so this fills the instance
    once instead of through the frozen dataclass's seventeen guarded assignments
    (about ten times faster); the result is equal to one built by the constructor.
    """
    seq, role, content, created_at, tokens, volatility, observed_at, unverified = row[:8]
    tools, external_id, tool_calls, tool_call_id, name, parts, content_null, extra = row[8:16]
    superseded = bool(row[16]) if len(row) > 16 else False
    return _filled(
        StoredMessage,
        seq=seq,
        role=_ROLES.get(role) or Role(role),
        content=content,
        created_at=created_at,
        token_count=tokens,
        volatility=_VOLATILITIES.get(volatility) or Volatility(volatility) if volatility else None,
        observed_at=observed_at,
        unverified=unverified,
        tools=tuple(tools) if tools is not None else None,
        external_id=external_id,
        tool_calls=tool_calls,
        tool_call_id=tool_call_id,
        name=name,
        parts=parts,
        content_null=bool(content_null),
        extra=extra or None,
        superseded=superseded,
    )


def _filled(cls: type[_T], **values: Any) -> _T:
    """An instance of a frozen dataclass with every field given, filled in one step.

    Equal to ``cls(**values)``; for the values the per-turn path builds by the dozen,
    where the frozen dataclass's guarded assignment of each field is most of the cost.
    """
    assert len(values) == len(cls.__dataclass_fields__)  # type: ignore[attr-defined]
    instance = object.__new__(cls)
    instance.__dict__.update(values)
    return instance


@dataclass(frozen=True)
class Fact:
    key: str
    kind: str
    note: str
    origin: str  # "stated" | "inferred"
    confidence: float | None = None
    # When it became true as far as the engine knows: the stated time, or when the user
    # said the quote it was picked up from. None: not known (older callers).
    since: datetime | None = None
    evidence: str = ""  # the user's words it was picked up from
    # Set on an earlier fact: when a newer one for its key replaced it. Never shown as current.
    until: datetime | None = None


@dataclass(frozen=True)
class ChatMessage:
    """One item of the history the engine answers with.

    A plain item is ``{"role", "content"}`` as in v1. The other fields make an
    OpenAI chat item: ``parts`` replaces a string content with a list of parts,
    ``content_null`` sends ``"content": null`` (an assistant tool_calls item),
    and ``raw`` is an item passed through exactly as the agent gave it (the
    turn's tail), which ``as_dict`` copies key for key. ``provenance`` is not
    sent: it tells the engine to stamp a live item of the tail.
    """

    role: str
    content: str
    parts: Sequence[Mapping[str, Any]] | None = None
    content_null: bool = False
    tool_calls: Sequence[Mapping[str, Any]] | None = None
    tool_call_id: str | None = None
    name: str | None = None
    extra: Mapping[str, Any] | None = None
    raw: Mapping[str, Any] | None = None
    provenance: Provenance | None = None

    def payload(self) -> object:
        """The item's content as it goes on the wire: a string, a list of parts or None."""
        if self.parts is not None:
            return [dict(p) for p in self.parts]
        if self.content_null:
            return None
        return self.content

    def as_dict(self) -> dict[str, Any]:
        if self.raw is not None:
            return dict(self.raw)
        out: dict[str, Any] = {"role": self.role, "content": self.payload()}
        if self.name is not None:
            out["name"] = self.name
        if self.tool_calls is not None:
            out["tool_calls"] = [dict(c) for c in self.tool_calls]
        if self.tool_call_id is not None:
            out["tool_call_id"] = self.tool_call_id
        for key, value in (self.extra or {}).items():
            out.setdefault(key, value)
        return out


def replayed_message(
    *,
    role: str,
    content: str,
    parts: Sequence[Mapping[str, Any]] | None,
    content_null: bool,
    tool_calls: Sequence[Mapping[str, Any]] | None,
    tool_call_id: str | None,
    name: str | None,
    extra: Mapping[str, Any] | None,
) -> ChatMessage:
    """A stored message as the window replays it (no raw item, no provenance): a
    ``ChatMessage`` built as ``stored_from_row`` builds a stored one."""
    return _filled(
        ChatMessage,
        role=role,
        content=content,
        parts=parts,
        content_null=content_null,
        tool_calls=tool_calls,
        tool_call_id=tool_call_id,
        name=name,
        extra=extra,
        raw=None,
        provenance=None,
    )


@dataclass(frozen=True)
class ContextSections:
    """The engine's answer for one turn, split so the console can count each part."""

    system: list[dict[str, object]]
    context: ChatMessage | None
    window: list[ChatMessage]
    dropped_seqs: tuple[int, ...] = field(default=())
    # What ``sequence.repair`` changed so a provider accepts the window (one line each).
    repairs: tuple[str, ...] = field(default=())

    def messages(self) -> list[dict[str, object]]:
        out: list[dict[str, object]] = list(self.system)
        if self.context is not None:
            out.append(dict(self.context.as_dict()))
        out.extend(dict(m.as_dict()) for m in self.window)
        return out
