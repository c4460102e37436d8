"""What the client sends and what it answers with: typed, no Django."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal, NotRequired, Required, TypedDict

ContextRole = Literal["system", "user"]


class MessageIn(TypedDict, total=False):
    """A message to record (API.md "Messages"). Times may be datetimes or ISO strings."""

    id: Required[str]
    role: Required[str]
    content: Required[str]
    created_at: NotRequired[str | datetime]
    tools: NotRequired[list[str] | None]
    observed_at: NotRequired[str | datetime]


class MemoryClientError(Exception):
    """Anything that went wrong talking to the memory engine."""


class MemoryAPIError(MemoryClientError):
    """The engine answered with an error: ``{"error": {"code", "message", "fields"}}``.

    ``status`` is the HTTP status; ``code`` the API's error code (``invalid``,
    ``not_found``, ``conflict``, ``unauthorized``…, or ``http_<status>`` when
    the answer was not the API's JSON, e.g. from a proxy in between).
    """

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        fields: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.fields: dict[str, Any] = dict(fields or {})


class MemoryTransportError(MemoryClientError):
    """The engine could not be reached, or the connection dropped before an answer."""


class MemoryTimeout(MemoryTransportError):
    """No answer within the timeout."""


class UnexpectedAnswer(MemoryClientError):
    """A 2xx answer that is not what the API promises (a proxy, a wrong base_url)."""


@dataclass(frozen=True)
class RecordedMessage:
    """A stored message; ``created`` is False when the same id was stored already."""

    id: str
    seq: int
    role: str
    content: str
    created_at: datetime
    tools: list[str] | None
    observed_at: datetime | None
    volatility: str | None
    created: bool


@dataclass(frozen=True)
class Fact:
    key: str
    kind: str
    note: str
    origin: str  # "stated" | "inferred"
    confidence: float | None
    evidence: str | None
    learned_at: datetime | None


@dataclass(frozen=True)
class ForgetReceipt:
    """The engine accepted a forget (202); the redaction finishes in the background."""

    id: int
    status: str
    raw: dict[str, Any] = field(repr=False)


@dataclass(frozen=True)
class Memory:
    summary: str | None
    covered_through_seq: int | None
    pending_messages: int
    facts: list[Fact]


@dataclass(frozen=True)
class AccountInfo:
    id: str
    project: str | None
    timezone: str | None
    mode: str | None
    mode_reason: str | None
    created_at: datetime | None


@dataclass(frozen=True)
class ContextResult:
    """The history to send the model this turn.

    ``messages`` is what to send. When ``fallback`` is true it is the very
    history given to ``context()``, and ``reason`` says why: the engine fell
    back itself (``mode`` is then its mode), or the client did (the engine was
    not reached in time, answered an error, or answered something unreadable;
    ``mode`` is then None and ``error`` holds the exception).
    """

    messages: list[dict[str, Any]]
    mode: str | None
    fallback: bool
    reason: str | None = None
    conflicts: list[str] = field(default_factory=list)
    error: Exception | None = field(default=None, repr=False, compare=False)

    @property
    def enabled(self) -> bool:
        """The engine's own answer is used this turn."""
        return self.mode == "enabled" and not self.fallback
