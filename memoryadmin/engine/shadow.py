"""Compare what the model got with what the engine would have sent (shadow mode).

Noise rules (as Diffy and Scientist have them): the stamps the engine adds to live
values, and the masks it puts over secrets and forgotten words, are expected changes:
they are named in ``kinds`` (so a viewer sees them) but a turn with nothing else is not
counted as differing. A turn differs when content was dropped, added (the context
message included) or changed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from memoryadmin.engine.context import CONTEXT_HEADER
from memoryadmin.engine.replay import RECHECK
from memoryadmin.engine.tokens import count_item


@dataclass(frozen=True)
class ShadowDiff:
    kinds: tuple[str, ...]  # subset of: context, stamps, masked, dropped, added
    given_tokens: int
    engine_tokens: int

    @property
    def differs(self) -> bool:
        """Content dropped, added or changed: expected changes alone do not count."""
        return any(k not in EXPECTED for k in self.kinds)

    @property
    def key(self) -> str:
        return "+".join(self.kinds) or "same"


# Changes the engine makes on purpose: shown, never counted as a difference.
EXPECTED = ("stamps", "masked")
KIND_ORDER = ("context", "stamps", "masked", "dropped", "added")
# Every diff key made of expected kinds only (records written before the noise rules
# stored ``differs`` true for them).
EXPECTED_KEYS = ("stamps", "masked", "stamps+masked")
_MASKS = re.compile(r"\[secret: [^\]\n]*\]|\[forgotten\]")


def masks_match(engine_text: str, given_text: str) -> bool:
    """Whether the engine's text is the given text with some spans masked (a secret's or
    a forgotten word's placeholder standing for what the agent had there)."""
    parts = _MASKS.split(engine_text)
    if len(parts) == 1:
        return False
    pattern = ".+?".join(re.escape(p) for p in parts)
    return re.fullmatch(pattern, given_text, flags=re.DOTALL) is not None


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
    found: set[str] = set()
    engine_bodies = [content_of(m) for m in engine]
    if any(b.startswith(CONTEXT_HEADER) for b in engine_bodies):
        found.add("context")
    if any(_unstamped(b) != b for b in engine_bodies):
        found.add("stamps")
    plain_engine = {
        (str(m.get("role")), _unstamped(content_of(m)))
        for m in engine
        if not content_of(m).startswith(CONTEXT_HEADER)
    }
    plain_given = {(str(m.get("role")), content_of(m)) for m in given}
    masked: set[tuple[str, str]] = set()  # engine items that are a given item, masked
    for role, text in plain_given - plain_engine:
        twin = next(
            (
                e
                for e in plain_engine
                if e[0] == role and e not in masked and masks_match(e[1], text)
            ),
            None,
        )
        if twin is None:
            found.add("dropped")
        else:
            masked.add(twin)
            found.add("masked")
    if plain_engine - plain_given - masked:
        found.add("added")
    return ShadowDiff(
        kinds=tuple(k for k in KIND_ORDER if k in found),
        given_tokens=tokens_of(given),
        engine_tokens=tokens_of(engine),
    )
