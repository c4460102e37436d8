"""One proxied turn: what goes upstream, and recording what comes back.

``turn_prepare`` gives the history its ids (accounts/proxy/ids.py) and builds
the context through ``context_for_turn``, the very function ``/context``
calls, so mode, rollout, recording, shadow records and failing open are the
same. It never raises: on any error the turn goes upstream as the agent sent
it. ``reply_record`` stores the model's reply with the provenance of its
turn (the tools the turn called, read when their results came back).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.conf import settings

from accounts.context.services import context_for_turn
from accounts.messages.selectors import account_find, window_candidates
from accounts.messages.services import NewMessage, messages_append
from accounts.metrics import metrics
from accounts.proxy import ids
from accounts.rollout.selectors import rollout_resolve
from memoryadmin.engine import chat
from memoryadmin.engine.types import Mode

log = logging.getLogger("memory.proxy")


@dataclass(frozen=True)
class Turn:
    account: str
    now: datetime
    mode: Mode
    # What goes upstream as ``messages``: None means the agent's own, untouched.
    messages: list[Any] | None = None
    # Whether the reply is recorded: the engine recorded this turn (shadow, enabled).
    record: bool = False
    history: list[Any] = field(default_factory=list)  # the agent's history with the ids
    added: frozenset[str] = frozenset()
    last_id: str = ""
    fallback: bool = False


def _fell_back(where: str, external_id: str, exc: BaseException) -> None:
    metrics.incr("proxy.fallback")
    metrics.incr(f"proxy.fallback.{type(exc).__name__}")
    log.warning(
        "proxy sent the request upstream untouched: account=%s step=%s error=%s",
        external_id,
        where,
        type(exc).__name__,
        exc_info=not isinstance(exc, chat.UnexpectedShape),
    )


def turn_prepare(*, external_id: str, history: object, now: datetime) -> Turn:
    """What this turn sends upstream. Never raises: any error means the request untouched."""
    untouched = Turn(account=external_id, now=now, mode=Mode.DISABLED)
    if not isinstance(history, list):
        return untouched  # upstream answers a request without messages as it sees fit
    try:
        account = account_find(external_id=external_id)
        if rollout_resolve(account=account).mode is Mode.DISABLED:
            return untouched  # zero overhead: the engine does nothing at all
        newest = (
            window_candidates(account=account, budget=0, limit=ids.OPEN_END_READ)
            if account is not None
            else []
        )
        try:
            found = ids.identify(history, newest)
        except chat.UnexpectedShape:
            # An item the engine cannot read: /context falls back on it, counted as there.
            found = None
    except Exception as exc:
        _fell_back("ids", external_id, exc)
        return Turn(account=external_id, now=now, mode=Mode.DISABLED, fallback=True)
    given = found.history if found is not None else history
    result = context_for_turn(external_id=external_id, history=given, now=now)
    mode = Mode(result["mode"])
    if result["fallback"] or found is None:
        return Turn(account=external_id, now=now, mode=mode, fallback=True)
    messages = ids.strip_added(result["messages"], found.added) if mode is Mode.ENABLED else None
    return Turn(
        account=external_id,
        now=now,
        mode=mode,
        messages=messages,
        record=mode in (Mode.SHADOW, Mode.ENABLED),
        history=found.history,
        added=found.added,
        last_id=found.last_id,
    )


def reply_record(*, turn: Turn, reply: Mapping[str, Any], at: datetime) -> str | None:
    """Store the model's reply to ``turn``; its id, or None if nothing was stored.

    Its tools are those the turn's assistant items called since the last user
    item, read when this request brought their results (``turn.now``). Never
    raises: a reply that cannot be recorded is logged and the agent still
    gets its answer.
    """
    if not turn.record:
        return None
    try:
        rid = ids.reply_id(turn.last_id, reply)
        # The items this request brought were said (tool results: read) at turn.now.
        items = [
            {**m, "created_at": turn.now.isoformat()}
            if isinstance(m, Mapping) and m.get("id") in turn.added
            else m
            for m in turn.history
        ]
        items.append({**reply, "id": rid, "created_at": at.isoformat()})
        parsed = chat.parse_history(items, max_content_bytes=settings.MEMORY_MESSAGE_MAX_BYTES)
        others = {i.id for i in parsed.recorded if i.id != rid}
        record = chat.records(parsed, now=at, skip=others)[-1]
        account = account_find(external_id=turn.account)
        if account is None:
            return None
        _store(account=account, record=record)
        return rid
    except Exception as exc:
        metrics.incr("proxy.reply_not_recorded")
        log.warning(
            "proxy could not record the reply: account=%s error=%s",
            turn.account,
            type(exc).__name__,
            exc_info=True,
        )
        return None


def _store(*, account: Any, record: chat.Record) -> None:
    """The message log's write for one record, as /context stores its items."""
    messages_append(
        account=account,
        items=[
            NewMessage(
                external_id=record.external_id,
                role=record.role.value,
                content=record.content,
                created_at=record.created_at,
                tools=record.tools,
                observed_at=record.observed_at,
            )
        ],
        known_ids=set(),
    )
