"""The verbatim window: the newest stored messages that fit a token budget."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from memoryadmin.engine.types import Role, StoredMessage


@dataclass(frozen=True)
class Window:
    messages: tuple[StoredMessage, ...]  # oldest first
    tokens: int
    # Tool results whose call is not among the candidates: never replayed, since
    # a provider refuses a tool message that answers no call before it.
    orphans: tuple[int, ...] = ()

    @property
    def start_seq(self) -> int | None:
        return self.messages[0].seq if self.messages else None


def call_ids(tool_calls: Sequence[Mapping[str, Any]] | None) -> list[str]:
    """The ids of an assistant item's tool calls, in order."""
    out: list[str] = []
    for call in tool_calls or ():
        cid = call.get("id")
        if isinstance(cid, str):
            out.append(cid)
    return out


class TurnItem(Protocol):
    """What ``calls_made_before`` reads of an item of the turn (history or tail)."""

    @property
    def role(self) -> str: ...
    @property
    def tool_calls(self) -> Sequence[Mapping[str, Any]] | None: ...
    @property
    def tool_call_id(self) -> str | None: ...


def calls_made_before(items: Sequence[TurnItem]) -> set[str]:
    """The call ids the items' tool results answer that no assistant item among them made:
    calls stored earlier, which the window takes whatever they cost."""
    made = {c for i in items if i.role == Role.ASSISTANT for c in call_ids(i.tool_calls)}
    return {i.tool_call_id for i in items if i.role == Role.TOOL and i.tool_call_id} - made


def turn_begins_in(newest_first: Sequence[StoredMessage], tail: Sequence[TurnItem]) -> bool:
    """Whether the turn's newest user message is among these (read) messages or its tail:
    when it is not, a read cut at the budget holds only part of the turn, whose items
    the window takes whatever they cost, and must read on."""
    return any(t.role == Role.USER for t in tail) or any(m.role is Role.USER for m in newest_first)


def units(oldest_first: Sequence[StoredMessage]) -> tuple[list[list[StoredMessage]], list[int]]:
    """Group messages into the pieces a window takes whole, oldest first.

    An assistant item with ``tool_calls`` and the tool results answering it
    are one unit; every other message is a unit of its own. A tool result that
    answers no call of the unit before it is an orphan (its call was never
    recorded, or lies before the candidates read): returned apart, by seq.
    """
    out: list[list[StoredMessage]] = []
    orphans: list[int] = []
    open_ids: set[str] = set()
    for m in oldest_first:
        if m.role is Role.TOOL:
            if out and m.tool_call_id is not None and m.tool_call_id in open_ids:
                out[-1].append(m)
            else:
                orphans.append(m.seq)
            continue
        out.append([m])
        open_ids = set(call_ids(m.tool_calls)) if m.role is Role.ASSISTANT else set()
    return out, orphans


def select_window(
    newest_first: Sequence[StoredMessage],
    *,
    budget: int,
    reserved: int = 0,
    extra_cost: dict[int, int] | None = None,
    required_calls: Collection[str] = (),
    keep_from_seq: int | None = None,
) -> Window:
    """Take messages newest first while they fit; stop at the first that does not.

    The window stays contiguous: skipping a long message to fit an older one
    would replay a conversation with a hole in it. An assistant ``tool_calls``
    item and its tool results are taken all or none, and a tool result whose
    call is not there is never replayed. ``reserved`` is what the unrecorded
    tail of this turn already spends; ``extra_cost`` adds per-seq costs such as
    replay stamps. ``required_calls`` are call ids the tail answers: the stored
    items holding those calls (and everything newer) are taken whatever the
    budget, since the tail is sent anyway and its results need their call.
    ``keep_from_seq`` is where this turn starts (its newest user message): the
    turn's own items are taken whatever the budget, which cuts older ones first.
    """
    extra_cost = extra_cost or {}
    grouped, orphans = units(list(reversed(newest_first)))
    grouped.reverse()  # newest first
    forced = -1
    if keep_from_seq is not None:
        for n, unit in enumerate(grouped):
            if unit[0].seq >= keep_from_seq:
                forced = n
    if required_calls:
        wanted = set(required_calls)
        for n, unit in enumerate(grouped):
            if wanted.intersection(call_ids(unit[0].tool_calls)):
                forced = max(forced, n)
    used = reserved
    taken: list[StoredMessage] = []
    for n, unit in enumerate(grouped):
        cost = sum(m.token_count + extra_cost.get(m.seq, 0) for m in unit)
        if used + cost > budget and n > forced:
            break
        used += cost
        taken.extend(reversed(unit))
    taken.reverse()
    return Window(messages=tuple(taken), tokens=used - reserved, orphans=tuple(orphans))
