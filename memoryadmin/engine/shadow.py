"""Compare what the model got with what the engine would have sent (shadow mode)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from memoryadmin.engine.context import CONTEXT_HEADER
from memoryadmin.engine.replay import RECHECK
from memoryadmin.engine.tokens import count_item


@dataclass(frozen=True)
class ShadowDiff:
    kinds: tuple[str, ...]  # subset of: context, stamps, dropped, changed, added
    given_tokens: int
    engine_tokens: int

    @property
    def differs(self) -> bool:
        return bool(self.kinds)

    @property
    def key(self) -> str:
        return "+".join(self.kinds) or "same"


def _content(item: dict[str, object]) -> str:
    """An item's text: a string as is, text parts joined (a stamp part ends up last), null ""."""
    c = item.get("content")
    if isinstance(c, str):
        return c
    if c is None:
        return ""
    if isinstance(c, list):
        texts = [p.get("text") for p in c if isinstance(p, dict) and p.get("type") == "text"]
        return "\n\n".join(t for t in texts if isinstance(t, str))
    return str(c)


def _calls(item: dict[str, object]) -> list[dict[str, Any]] | None:
    calls = item.get("tool_calls")
    if isinstance(calls, list) and all(isinstance(c, dict) for c in calls):
        return calls
    return None


def _unstamped(text: str) -> str:
    # A stamped reply is the stored reply plus "\n\n[...]": compare without it.
    if text.endswith("]") and RECHECK in text:
        return text[: text.rfind("\n\n[")] if "\n\n[" in text else text
    return text


def tokens_of(messages: Sequence[dict[str, object]]) -> int:
    return sum(count_item(_content(m), _calls(m)) for m in messages)


def diff(given: Sequence[dict[str, object]], engine: Sequence[dict[str, object]]) -> ShadowDiff:
    kinds: list[str] = []
    engine_bodies = [_content(m) for m in engine]
    if any(b.startswith(CONTEXT_HEADER) for b in engine_bodies):
        kinds.append("context")
    if any(_unstamped(b) != b for b in engine_bodies):
        kinds.append("stamps")
    plain_engine = {(str(m.get("role")), _unstamped(_content(m))) for m in engine}
    plain_given = {(str(m.get("role")), _content(m)) for m in given}
    if any(g not in plain_engine for g in plain_given):
        kinds.append("dropped")
    added = [
        e for e in plain_engine if e not in plain_given and not e[1].startswith(CONTEXT_HEADER)
    ]
    if added:
        kinds.append("added")
    return ShadowDiff(
        kinds=tuple(kinds), given_tokens=tokens_of(given), engine_tokens=tokens_of(engine)
    )
