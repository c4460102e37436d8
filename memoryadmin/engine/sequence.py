"""Tool sequences a provider accepts (API.md v1.2 "Identity, retries").

OpenAI refuses a ``messages`` list in which an assistant ``tool_calls`` item
is not followed at once by a tool message for each of its call ids (so two
such items in a row are refused), or a tool message answers no call of the
assistant item before it. ``problem`` says why a list would be refused;
``repair`` makes the engine's answer one a provider accepts, whatever the log
holds (an account whose log holds a tool-call item twice, as earlier versions
stored a re-serialised copy, is healed this way):

- a call that no tool message right after its item answers is dropped from
  the item (a call id already answered earlier is such a call: a duplicate);
  an item left with no call and nothing said is dropped whole;
- a tool message that answers no call of the item before it is dropped.

Items of the turn's tail (``raw``: the agent's own, as it gave them) are never
changed or dropped: what stays wrong after the repair is the agent's own
sequence, which ``problem`` still reports.

Each repair is described in one line (``Repaired.causes``) for the log. Pure.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from memoryadmin.engine.types import ChatMessage, Role


def _ids(calls: Sequence[Mapping[str, Any]] | None) -> list[str]:
    return [c["id"] for c in calls or () if isinstance(c.get("id"), str)]


def problem(messages: Sequence[Mapping[str, Any]]) -> str | None:
    """Why a provider would refuse these chat messages, or None when it would not."""
    waiting: list[str] = []
    answerable: set[str] = set()
    for n, m in enumerate(messages):
        role = m.get("role")
        if role == Role.TOOL:
            cid = m.get("tool_call_id")
            if cid not in answerable:
                return f"messages[{n}]: a tool result answers no call of the item before it"
            if cid in waiting:
                waiting.remove(cid)
            continue
        if waiting:
            return f"messages[{n}]: calls {', '.join(waiting)} have no tool result"
        calls = m.get("tool_calls") if role == Role.ASSISTANT else None
        waiting = _ids(calls if isinstance(calls, list) else None)
        answerable = set(waiting)
    if waiting:
        return f"the last item's calls {', '.join(waiting)} have no tool result"
    return None


@dataclass(frozen=True)
class Repaired:
    messages: list[ChatMessage]
    causes: tuple[str, ...] = ()


def _said(m: ChatMessage) -> bool:
    if m.raw is not None:
        content = m.raw.get("content")
        return bool(content) if isinstance(content, str | list) else False
    return not m.content_null and bool(m.content or m.parts)


def _with_calls(m: ChatMessage, calls: list[Mapping[str, Any]]) -> ChatMessage:
    kept = calls or None
    raw = m.raw
    if raw is not None:
        raw = {k: v for k, v in raw.items() if k != "tool_calls" or kept}
        if kept:
            raw["tool_calls"] = [dict(c) for c in kept]
    return replace(m, tool_calls=kept, raw=raw)


def repair(messages: Sequence[ChatMessage], *, keep_last_calls: bool = False) -> Repaired:
    """The messages with every call answered right after it and every result after its call.

    ``keep_last_calls``: a trailing assistant ``tool_calls`` item with no results
    is left alone (never the case for a turn sent to a model, which answers
    after the last item; kept for callers that check a log).
    """
    out: list[ChatMessage] = []
    causes: list[str] = []
    answered_before: set[str] = set()
    n = 0
    items = list(messages)
    while n < len(items):
        m = items[n]
        if m.role == Role.TOOL and m.raw is None:
            causes.append(f"dropped a tool result for {m.tool_call_id} that answers no call")
            n += 1
            continue
        if m.role != Role.ASSISTANT or not m.tool_calls:
            out.append(m)
            n += 1
            continue
        block_end = n + 1
        while block_end < len(items) and items[block_end].role == Role.TOOL:
            block_end += 1
        results = items[n + 1 : block_end]
        if m.raw is not None:  # the agent's own item of this turn: sent as it gave it
            out.extend(items[n:block_end])
            answered_before |= {c["id"] for c in m.tool_calls if isinstance(c.get("id"), str)}
            n = block_end
            continue
        answered = {r.tool_call_id for r in results if r.tool_call_id}
        last = block_end == len(items)
        kept: list[Mapping[str, Any]] = []
        for call in m.tool_calls:
            cid = call.get("id")
            if cid in answered_before:
                causes.append(f"dropped call {cid}: a duplicate of a call answered before")
            elif cid in answered or (keep_last_calls and last and not results):
                kept.append(call)
            else:
                causes.append(f"dropped call {cid}: no tool result follows it")
        kept_ids = {c.get("id") for c in kept}
        if kept:
            out.append(_with_calls(m, kept) if len(kept) != len(m.tool_calls) else m)
        elif _said(m):
            out.append(_with_calls(m, []))
        seen: set[str] = set()
        for r in results:
            cid = r.tool_call_id or ""
            if (cid in kept_ids and cid not in seen) or r.raw is not None:
                out.append(r)
                seen.add(cid)
            else:
                causes.append(f"dropped a tool result for {cid or '?'} that answers no call")
        answered_before |= seen
        n = block_end
    return Repaired(messages=out, causes=tuple(causes))
