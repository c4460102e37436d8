"""A turn larger than the window still reaches the model (API.md v1.2 "Identity, retries").

The turn's own items (from its newest user message on: the user's message,
this turn's calls and results) are always sent, whatever the window's token
budget; the budget cuts older messages first. When the turn alone costs more
than the budget, its largest items are shortened, each to the same number of
tokens (the level at which the turn fits, never under ``FLOOR``), keeping the
start and the end of the text with a visible marker between them::

    [… shortened by memory: 34,120 characters omitted …]

A live tool result keeps its stamp: the stamp is added after shortening.
Pure: no Django.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

# No item is shortened to fewer tokens than this, however small the budget.
FLOOR = 512
MARKER = "[… shortened by memory: {omitted:,} characters omitted …]"
HEAD_SHARE = 2 / 3  # of what is kept, the start; the rest is the end


def level(costs: Sequence[int], budget: int, floor: int = FLOOR) -> int | None:
    """The most tokens any one item may keep so that ``costs`` fit ``budget``
    (never under ``floor``); None when they fit as they are."""
    if sum(costs) <= budget:
        return None
    ordered = sorted(costs)
    spent = 0
    for n, cost in enumerate(ordered):
        left = len(ordered) - n
        if spent + cost * left > budget:
            return max(floor, (budget - spent) // left)
        spent += cost
    return None  # not reached: the sum is over the budget


def shorten(text: str, tokens: int, cap: int) -> str:
    """``text`` (of an item costing ``tokens``) cut to its share of ``cap`` tokens, with the
    marker; text split in parts is cut part by part, each in proportion."""
    if tokens <= cap or not text:
        return text
    keep = max(0, int(len(text) * cap / tokens) - len(MARKER) - 8)
    head = int(keep * HEAD_SHARE)
    tail = keep - head
    omitted = len(text) - head - tail
    if omitted <= 2 * len(MARKER):
        return text  # a short part: the marker would cost what it saves
    end = text[len(text) - tail :] if tail else ""
    return f"{text[:head]}\n{MARKER.format(omitted=omitted)}\n{end}"


def cutter(tokens: int, cap: int | None) -> Callable[[str], str]:
    """What to do to an item's text: shorten it when it costs more than ``cap``."""
    if cap is None or tokens <= cap:
        return lambda text: text
    return lambda text: shorten(text, tokens, cap)
