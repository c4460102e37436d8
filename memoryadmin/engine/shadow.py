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


def content_of(item: object) -> str:
    """An item's text: a string as is, text parts joined (a stamp part ends up last), null "".

    Anything that is not a chat item (a dict) is shown as a string.
    """
    if not isinstance(item, dict):
        return item if isinstance(item, str) else str(item)
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


def split_stamp(text: str) -> tuple[str, str]:
    """A reply and the stamp replay added to it, or the text and "" when it has none.

    A stamped reply is the stored reply plus "\n\n[...]", the stamp ending
    with the re-check sentence (memoryadmin/engine/replay.py).
    """
    if text.endswith("]") and RECHECK in text and "\n\n[" in text:
        cut = text.rfind("\n\n[")
        return text[:cut], text[cut + 2 :]
    return text, ""


def _unstamped(text: str) -> str:
    return split_stamp(text)[0]


def tokens_of(messages: Sequence[dict[str, object]]) -> int:
    return sum(count_item(content_of(m), _calls(m)) for m in messages)


def diff(given: Sequence[dict[str, object]], engine: Sequence[dict[str, object]]) -> ShadowDiff:
    kinds: list[str] = []
    engine_bodies = [content_of(m) for m in engine]
    if any(b.startswith(CONTEXT_HEADER) for b in engine_bodies):
        kinds.append("context")
    if any(_unstamped(b) != b for b in engine_bodies):
        kinds.append("stamps")
    plain_engine = {(str(m.get("role")), _unstamped(content_of(m))) for m in engine}
    plain_given = {(str(m.get("role")), content_of(m)) for m in given}
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
