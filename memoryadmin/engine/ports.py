"""The Protocols the engine needs from the outside world."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from memoryadmin.engine.types import Volatility


class Clock(Protocol):
    def now(self) -> datetime: ...


@dataclass(frozen=True)
class ModelReply:
    content: str
    model: str
    prompt_tokens: int | None
    completion_tokens: int | None


class ModelError(Exception):
    """The model call failed (timeout, provider error): a *failed* attempt, retried later."""


class ModelClient(Protocol):
    """An OpenAI-compatible chat model, or the offline compactor."""

    name: str
    offline: bool

    def complete(self, messages: Sequence[dict[str, str]]) -> ModelReply: ...


@dataclass(frozen=True)
class Violation:
    rule: str
    excerpt: str
    explanation: str


@dataclass(frozen=True)
class SummaryRule:
    """One domain rule: a name people and prompts can cite, and a check."""

    name: str
    explanation: str
    find: Callable[[str], str | None]  # returns the offending excerpt, or None


class RulePack(Protocol):
    """What a domain pack plugs into the engine (see memoryadmin/packs/banking)."""

    name: str
    summary_rules: Sequence[SummaryRule]
    summary_word_limit: int

    def volatility_of(self, tool: str) -> Volatility | None:
        """The tool's volatility, or None when the pack has never heard of it."""
        ...

    def quotes_money(self, text: str) -> bool: ...

    def quotes_balance(self, text: str) -> bool:
        """The text quotes an amount as it stands (a balance, money held or owed).

        Such a reply is a reading of the ledger whatever tool produced it, so it
        is live (ENGINE.md section 7).
        """
        ...
