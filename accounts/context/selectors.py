"""What the model gets next turn: the sections, and the console's preview of them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any
from zoneinfo import ZoneInfo

from django.conf import settings
from django.db.models import DateTimeField, FloatField, Value
from django.db.models.functions import Cast

from accounts import clock, rulepack
from accounts.forgotten import seq_mask_of
from accounts.messages.selectors import window_candidates
from accounts.models import Account, Fact, ForgottenWord
from memoryadmin.engine import types as t
from memoryadmin.engine.context import build_context
from memoryadmin.engine.shadow import content_of
from memoryadmin.engine.tokens import count_item, count_message
from memoryadmin.engine.types import ChatMessage, ContextSections, StoredMessage


def memory_for_turn(*, account: Account) -> tuple[list[t.Fact], list[tuple[str, str, int]]]:
    """Facts and forgotten-word digests in one query (UNION ALL): every turn needs both.

    The facts are the active ones, dated, and the earlier fact each of them
    superseded (``until`` its successor's ``since``): the model is shown it as
    earlier, never as current. Each digest comes with its key id and the
    forget's ``forget_seq``: messages up to it are masked.
    """
    no_time = Value(None, output_field=DateTimeField())
    facts = Fact.objects.filter(account=account, active=True).values_list(
        Value("f"), "key", "kind", "note", "origin", "confidence", "since", "evidence", no_time
    )
    earlier = Fact.objects.filter(
        account=account,
        active=False,
        superseded_by__active=True,
        superseded_by__account=account,
    ).values_list(
        Value("e"),
        "key",
        "kind",
        "note",
        "origin",
        "confidence",
        "since",
        Value(""),
        "superseded_by__since",
    )
    # The request is named by account too, so the join stays on the account's shard.
    words = ForgottenWord.objects.filter(account=account, request__account=account).values_list(
        Value("w"),
        "digest",
        "key_id",
        Value(""),
        Value(""),
        Cast("request__forget_seq", FloatField()),
        no_time,
        Value(""),
        no_time,
    )
    return memory_rows(facts.union(earlier, words, all=True), _aware)


def memory_rows(
    rows: Iterable[Sequence[Any]], when: Callable[[Any], datetime | None]
) -> tuple[list[t.Fact], list[tuple[str, str, int]]]:
    """A turn's memory rows (tagged: a fact, an ``e``arlier fact it superseded, a ``w``ord's
    digest) as the engine's facts, in order, and the forgotten-word digests. ``when``
    reads a time as the database gave it."""
    found: list[t.Fact] = []
    digests: list[tuple[str, str, int]] = []
    for tag, key, kind, note, origin, confidence, since, evidence, until in rows:
        if tag == "w":
            digests.append((key, kind, int(confidence)))
            continue
        found.append(
            t.Fact(
                key=key,
                kind=kind,
                note=note,
                origin=origin,
                confidence=confidence,
                since=when(since),
                evidence=evidence or "",
                until=when(until) if tag == "e" else None,
            )
        )
    found.sort(key=fact_order)
    return found, digests


def fact_order(f: t.Fact) -> tuple[str, str, float]:
    """Current facts by origin and key, as before; earlier ones after, newest first."""
    return (
        "~" if f.until is not None else f.origin,
        f.key,
        -(f.until.timestamp() if f.until is not None else 0.0),
    )


def _aware(value: Any) -> datetime | None:
    """A datetime read through a union (SQLite may hand back text), made aware."""
    if value is None or value == "":
        return None
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
    if isinstance(value, datetime) and value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value if isinstance(value, datetime) else None


def next_turn_sections(
    *,
    account: Account,
    history: list[dict[str, Any]],
    now: datetime,
    tail: list[ChatMessage] | None = None,
    newest_first: list[StoredMessage] | None = None,
    context_role: str = "system",
    memory: tuple[list[t.Fact], list[tuple[str, str, int]]] | None = None,
) -> ContextSections:
    """What the engine would send this turn (used by the API and the console preview).

    Stamps use the account's time zone (UTC unless set). ``memory`` is what
    ``memory_for_turn`` answers, when the caller read it already.
    """
    if newest_first is None:
        newest_first = window_candidates(account=account)
    facts, digests = memory if memory is not None else memory_for_turn(account=account)
    mask = seq_mask_of(digests)
    return build_context(
        history=history,
        newest_first=newest_first,
        tail=tail or [],
        summary=account.summary,
        facts=facts,
        budget=settings.MEMORY_WINDOW_TOKENS,
        now=now,
        tz=ZoneInfo(account.timezone or "UTC"),
        mask=mask,
        context_role=context_role,
        secrets=rulepack.secret_rules(),
    )


@dataclass(frozen=True)
class Preview:
    system: list[dict[str, Any]]
    context: str | None
    window: list[dict[str, Any]]
    tokens: dict[str, int]
    window_start_seq: int | None
    dropped: int

    @property
    def total(self) -> int:
        return sum(self.tokens.values())


def call_summary(tool_calls: Sequence[Mapping[str, Any]] | None, limit: int = 80) -> str:
    """An assistant item's tool calls in one line: ``get_balance({"acct": "…"})``."""
    shown: list[str] = []
    for call in tool_calls or ():
        kind = call.get("type", "function")
        body = call.get(kind) if isinstance(kind, str) else None
        body = body if isinstance(body, Mapping) else {}
        args = str(body.get("arguments") or "")
        if len(args) > limit:
            args = args[: limit - 1] + "…"
        shown.append(f"{body.get('name', '?')}({args})")
    return ", ".join(shown)


def item_text(m: ChatMessage) -> str:
    """What the console shows of a replayed item: its text, and its tool calls compactly."""
    calls = call_summary(m.tool_calls)
    if not calls:
        return m.content
    return f"{m.content}\n→ calls {calls}" if m.content else f"→ calls {calls}"


def _replayed_seqs(newest: Sequence[StoredMessage], sections: ContextSections) -> list[int]:
    """The seq of each replayed window item (no tail: the preview sends no history).

    The window is the newest run minus what was dropped; an assistant item
    whose calls nobody in it answers, and which said nothing, is not replayed.
    """
    dropped = set(sections.dropped_seqs)
    run = [m for m in reversed(newest) if m.seq not in dropped]
    answered = {m.tool_call_id for m in run if m.role is t.Role.TOOL and m.tool_call_id}
    seqs = [
        m.seq
        for m in run
        if not (
            m.role is t.Role.ASSISTANT
            and m.tool_calls is not None
            and not any(c.get("id") in answered for c in m.tool_calls)
            and (m.content_null or not (m.content or m.parts))
        )
    ]
    if len(seqs) != len(sections.window):  # never expected: number the newest run densely
        last = seqs[-1] if seqs else 0
        seqs = list(range(last - len(sections.window) + 1, last + 1))
    return seqs


def next_turn_preview(*, account: Account) -> Preview:
    """Exactly what the next turn would send (through next_turn_sections, which masks)."""
    newest = window_candidates(account=account)
    sections = next_turn_sections(
        account=account, history=[], now=clock.now(), newest_first=newest
    )
    context = sections.context.content if sections.context is not None else None
    tokens = {
        "system": sum(count_message(content_of(m)) for m in sections.system),
        "context": count_message(context) if context is not None else 0,
        "window": sum(count_item(m.content, m.tool_calls) for m in sections.window),
    }
    kept = _replayed_seqs(newest, sections)
    return Preview(
        system=list(sections.system),
        context=context,
        window=[
            {
                "role": m.role,
                "content": item_text(m),
                "tool_call_id": m.tool_call_id,
                "tokens": count_item(m.content, m.tool_calls),
                "seq": seq,
            }
            for seq, m in zip(kept, sections.window, strict=False)
        ],
        tokens=tokens,
        window_start_seq=kept[0] if kept else None,
        dropped=len(sections.dropped_seqs),
    )


def window_tokens_setting() -> int:
    return int(settings.MEMORY_WINDOW_TOKENS)
