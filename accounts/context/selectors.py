"""What the model gets next turn: the sections, and the console's preview of them."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from django.conf import settings
from django.db.models import FloatField, Value
from django.db.models.functions import Cast

from accounts import clock
from accounts.forgetting.words import hmac_secret
from accounts.messages.selectors import window_candidates
from accounts.models import Account, Fact, ForgottenWord
from memoryadmin.engine import types as t
from memoryadmin.engine.context import build_context
from memoryadmin.engine.forgetting import seq_mask
from memoryadmin.engine.shadow import content_of
from memoryadmin.engine.tokens import count_message
from memoryadmin.engine.types import ChatMessage, ContextSections, StoredMessage


def memory_for_turn(*, account: Account) -> tuple[list[t.Fact], list[tuple[str, int]]]:
    """Active facts and forgotten-word digests in one query (UNION ALL): every turn needs both.

    Each digest comes with the forget's ``forget_seq``: messages up to it are masked.
    """
    facts = Fact.objects.filter(account=account, active=True).values_list(
        Value("f"), "key", "kind", "note", "origin", "confidence"
    )
    # The request is named by account too, so the join stays on the account's shard.
    words = ForgottenWord.objects.filter(account=account, request__account=account).values_list(
        Value("w"),
        "digest",
        Value(""),
        Value(""),
        Value(""),
        Cast("request__forget_seq", FloatField()),
    )
    found: list[t.Fact] = []
    digests: list[tuple[str, int]] = []
    for tag, key, kind, note, origin, confidence in facts.union(words, all=True):
        if tag == "w":
            digests.append((key, int(confidence)))
        else:
            found.append(
                t.Fact(key=key, kind=kind, note=note, origin=origin, confidence=confidence)
            )
    found.sort(key=lambda f: (f.origin, f.key))
    return found, digests


def next_turn_sections(
    *,
    account: Account,
    history: list[dict[str, Any]],
    now: datetime,
    tail: list[ChatMessage] | None = None,
    newest_first: list[StoredMessage] | None = None,
) -> ContextSections:
    """What the engine would send this turn (used by the API and the console preview)."""
    if newest_first is None:
        newest_first = window_candidates(account=account)
    facts, digests = memory_for_turn(account=account)
    mask = seq_mask(digests, hmac_secret()) if digests else None
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


def next_turn_preview(*, account: Account) -> Preview:
    """Exactly what the next turn would send (through next_turn_sections, which masks)."""
    sections = next_turn_sections(account=account, history=[], now=clock.now())
    window = [m.as_dict() for m in sections.window]
    context = sections.context.content if sections.context is not None else None
    tokens = {
        "system": sum(count_message(content_of(m)) for m in sections.system),
        "context": count_message(context) if context is not None else 0,
        "window": sum(count_message(m["content"]) for m in window),
    }
    # Seqs are dense per account and the window is the newest contiguous run.
    start = account.last_seq - len(window) + 1 if window else None
    return Preview(
        system=list(sections.system),
        context=context,
        window=[
            {**m, "tokens": count_message(m["content"]), "seq": (start or 0) + i}
            for i, m in enumerate(window)
        ],
        tokens=tokens,
        window_start_seq=start,
        dropped=len(sections.dropped_seqs),
    )


def window_tokens_setting() -> int:
    return int(settings.MEMORY_WINDOW_TOKENS)
