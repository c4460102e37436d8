"""Values the engine passes around. Frozen dataclasses: easy to test, safe to share."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum


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


@dataclass(frozen=True)
class Fact:
    key: str
    kind: str
    note: str
    origin: str  # "stated" | "inferred"
    confidence: float | None = None


@dataclass(frozen=True)
class ChatMessage:
    role: str
    content: str

    def as_dict(self) -> dict[str, str]:
        return {"role": self.role, "content": self.content}


@dataclass(frozen=True)
class ContextSections:
    """The engine's answer for one turn, split so the console can count each part."""

    system: list[dict[str, object]]
    context: ChatMessage | None
    window: list[ChatMessage]
    dropped_seqs: tuple[int, ...] = field(default=())

    def messages(self) -> list[dict[str, object]]:
        out: list[dict[str, object]] = list(self.system)
        if self.context is not None:
            out.append(dict(self.context.as_dict()))
        out.extend(dict(m.as_dict()) for m in self.window)
        return out
