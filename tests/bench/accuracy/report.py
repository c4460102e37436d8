"""Scoring what each memory hands the model, and the table the benchmark prints."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from memoryadmin.engine.tokens import count_message
from tests.bench.accuracy.baselines import Memory
from tests.bench.accuracy.generator import (
    FACTS_HEADING,
    STAMP_MARKS,
    SYSTEM_PROMPT,
    Conversation,
    Quote,
)

# --- scoring ---------------------------------------------------------------------------

_NUMBER = re.compile(r"(?<![\w.])(\d[\d,]*(?:\.\d+)?)(\s?[kK]\b)?")


def numbers_in(text: str) -> set[int]:
    out: set[int] = set()
    for m in _NUMBER.finditer(text):
        try:
            value = float(m.group(1).replace(",", ""))
        except ValueError:
            continue
        out.add(round(value * (1000 if m.group(2) else 1)))
    return out


def _norm(text: str) -> str:
    return " ".join(text.replace("’", "'").lower().split())


def stamped(content: str) -> bool:
    return any(mark in content for mark in STAMP_MARKS)


@dataclass
class Tally:
    label: str
    turns: int = 0
    stale: int = 0  # (turn, stale quote) pairs received unstamped
    stale_exposed: int = 0  # (turn, stale quote) pairs that exist at all, found or not
    recall_total: int = 0
    recall_hits: int = 0
    recall_hits_without_facts: int = 0
    forgotten: int = 0
    tokens: int = 0
    stale_by: Counter[str] = field(default_factory=Counter)  # where the stale values came from
    notes: list[str] = field(default_factory=list)
    examples: dict[str, list[str]] = field(default_factory=dict)

    def per_1k(self, n: int) -> float:
        return n * 1000 / self.turns if self.turns else 0.0

    def recall(self, *, facts: bool = True) -> float | None:
        if not self.recall_total:
            return None
        hits = self.recall_hits if facts else self.recall_hits_without_facts
        return hits / self.recall_total

    def example(self, metric: str, text: str, keep: int) -> None:
        found = self.examples.setdefault(metric, [])
        if len(found) < keep:
            found.append(text)


def _around(text: str, needle: str, width: int = 90) -> str:
    """A short excerpt of text around needle (case ignored), for the examples."""
    flat = " ".join(text.split())
    i = flat.lower().find(needle.lower())
    if i < 0:
        return flat[: 2 * width]
    start, end = max(0, i - width), min(len(flat), i + len(needle) + width)
    return ("…" if start else "") + flat[start:end] + ("…" if end < len(flat) else "")


def _contains(content: str, q: Quote) -> bool:
    return q.value in numbers_in(content) if q.money else _norm(q.surface) in _norm(content)


def score_turn(
    tally: Tally,
    conv: Conversation,
    t: int,
    messages: Sequence[dict[str, Any]],
    *,
    budget: int,
    keep_examples: int = 0,
) -> None:
    """Score what one memory handed the model on turn t of a conversation."""
    items = [
        (str(m.get("role", "")), str(m.get("content", "")))
        for m in messages
        if not (m.get("role") == "system" and m.get("content") == SYSTEM_PROMPT)
    ]
    contents = [c for _, c in items]
    tally.turns += 1
    tally.tokens += sum(count_message(c) for c in contents)
    full = "\n".join(contents)
    unstamped_items = [(role, c) for role, c in items if not stamped(c)]
    unstamped = _norm("\n".join(c for _, c in unstamped_items))
    figures = numbers_in(unstamped)
    values = conv.turns[t].values

    stale: set[tuple[str, object, str]] = set()
    found: set[tuple[str, object, str]] = set()
    for turn in conv.turns[:t]:
        for q in turn.quotes:
            if values.get(q.key) == q.value:
                continue
            ident = (q.key, q.value, "" if q.money else _norm(q.surface))
            stale.add(ident)
            if ident in found:
                continue
            if not (q.value in figures if q.money else ident[2] in unstamped):
                continue
            found.add(ident)
            role, where = next(((r, c) for r, c in unstamped_items if _contains(c, q)), ("", ""))
            place = "summary/facts" if role == "system" else "window"
            tool = ",".join(turn.tools) or "no tool"
            tally.stale_by[f"{q.key.split(':')[0]} read with {tool}, replayed in {place}"] += 1
            if keep_examples:
                tally.example(
                    "stale",
                    f"{conv.id} turn {t}: {q.surface!r} (read at turn {q.turn} with {tool}; "
                    f"{q.key} is now {values.get(q.key)!r}) in {place}: "
                    f"{_around(where, q.surface if not q.money else f'{q.value:,}')}",
                    keep_examples,
                )
    tally.stale += len(found)
    tally.stale_exposed += len(stale)

    start = conv.window_start(t, budget)
    without_facts = "\n".join(c.split(FACTS_HEADING)[0] for c in contents)
    for d in conv.durables:
        if d.turn < 0 or d.turn >= t or 2 * d.turn >= start:
            continue  # not said yet, or still in the verbatim window
        if d.forget_turn is not None and d.forget_turn < t:
            continue
        tally.recall_total += 1
        if d.found_in(full):
            tally.recall_hits += 1
        elif keep_examples:
            tally.example(
                "missed", f"{conv.id} turn {t}: {d.kind} {d.key!r} ({d.probe})", keep_examples
            )
        if d.found_in(without_facts):
            tally.recall_hits_without_facts += 1
    for d in conv.durables:
        if d.forget_turn is None or d.forget_turn >= t:
            continue
        for w in d.forget_words:
            if re.search(rf"\b{re.escape(w)}\b", full, re.IGNORECASE):
                tally.forgotten += 1
                if keep_examples:
                    where = next((c for c in contents if w.lower() in c.lower()), "")
                    tally.example(
                        "forgotten",
                        f"{conv.id} turn {t}: {w!r} (forgotten at turn {d.forget_turn}) in: "
                        f"{_around(where, w)}",
                        keep_examples,
                    )


def run(
    conversations: Sequence[Conversation],
    memories: Sequence[Memory],
    *,
    budget: int,
    keep_examples: int = 0,
    progress: Callable[[str], None] | None = None,
) -> list[Tally]:
    """Every conversation through every memory, one memory at a time."""
    tallies = []
    for memory in memories:
        tally = Tally(memory.label)
        with memory.session():
            for conv in conversations:
                memory.start(conv)
                for t in range(len(conv.turns)):
                    given = memory.turn_input(conv, t)
                    score_turn(tally, conv, t, given, budget=budget, keep_examples=keep_examples)
                    memory.after_reply(conv, t)
        tally.notes = memory.notes()
        tallies.append(tally)
        if progress:
            progress(f"  done: {memory.label}")
    return tallies


# --- the table ----------------------------------------------------------------------------


def _ratio(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.2f}"


def table(tallies: Sequence[Tally]) -> str:
    head = (
        "memory",
        "stale unstamped /1k turns",
        "durable recall",
        "(w/o facts)",
        "forgotten words /1k turns",
        "tokens/turn",
    )
    rows = [
        (
            t.label,
            f"{t.per_1k(t.stale):.1f}",
            _ratio(t.recall()),
            _ratio(t.recall(facts=False)),
            f"{t.per_1k(t.forgotten):.1f}",
            f"{t.tokens / t.turns:.0f}" if t.turns else "n/a",
        )
        for t in tallies
    ]
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head))]

    def line(cells: Sequence[str]) -> str:
        first = cells[0].ljust(widths[0])
        rest = [c.rjust(w) for c, w in zip(cells[1:], widths[1:], strict=True)]
        return "  ".join([first, *rest])

    rule = "  ".join("-" * w for w in widths)
    return "\n".join([line(head), rule, *(line(r) for r in rows)])


def describe(conversations: Sequence[Conversation], tallies: Sequence[Tally]) -> str:
    """What the run contained, so the table's figures can be read against it."""
    turns = sum(len(c.turns) for c in conversations)
    quotes = sum(len(c.quotes()) for c in conversations)
    topics = Counter(t.topic for c in conversations for t in c.turns)
    durables = sum(len(c.durables) for c in conversations)
    forgets = sum(1 for c in conversations for d in c.durables if d.forget_turn is not None)
    exposed = tallies[0].stale_exposed / tallies[0].turns if tallies and tallies[0].turns else 0
    recall_pairs = tallies[0].recall_total if tallies else 0
    return (
        f"{len(conversations)} conversations, {turns} turns: {quotes} live values quoted "
        f"through tools (on average {exposed:.0f} earlier quotes are stale at a turn); "
        f"{durables} durable facts stated ({recall_pairs} (turn, fact) pairs beyond the "
        f"window), {forgets} forgets.\nTopics: "
        + ", ".join(f"{k} {v}" for k, v in topics.most_common())
    )
