"""The verbatim window: the newest stored messages that fit a token budget."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from memoryadmin.engine.types import StoredMessage


@dataclass(frozen=True)
class Window:
    messages: tuple[StoredMessage, ...]  # oldest first
    tokens: int

    @property
    def start_seq(self) -> int | None:
        return self.messages[0].seq if self.messages else None


def select_window(
    newest_first: Sequence[StoredMessage],
    *,
    budget: int,
    reserved: int = 0,
    extra_cost: dict[int, int] | None = None,
) -> Window:
    """Take messages newest first while they fit; stop at the first that does not.

    The window stays contiguous: skipping a long message to fit an older one
    would replay a conversation with a hole in it. ``reserved`` is what the
    unrecorded tail of this turn already spends; ``extra_cost`` adds per-seq
    costs such as replay stamps.
    """
    extra_cost = extra_cost or {}
    used = reserved
    taken: list[StoredMessage] = []
    for m in newest_first:
        cost = m.token_count + extra_cost.get(m.seq, 0)
        if used + cost > budget:
            break
        used += cost
        taken.append(m)
    taken.reverse()
    return Window(messages=tuple(taken), tokens=used - reserved)
