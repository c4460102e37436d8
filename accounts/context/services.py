"""The hot path: every agent turn asks for the history to send its model.

Everything here fails open. Memory must never be why a turn fails: any error
returns the history exactly as given, with ``fallback: true``, counted and logged.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime
from typing import Any

from django.conf import settings
from django.utils.dateparse import parse_datetime
from django.utils.module_loading import import_string

from accounts.context.selectors import next_turn_sections
from accounts.messages.selectors import account_find, stored_message, window_candidates
from accounts.messages.services import NewMessage, account_get_or_create, messages_append
from accounts.metrics import metrics
from accounts.models import ShadowRecord
from accounts.rollout.selectors import rollout_resolve
from memoryadmin.engine import shadow
from memoryadmin.engine.types import ChatMessage, Mode

log = logging.getLogger("memory.turns")


ROLES = {"system", "user", "assistant"}


class UnexpectedShape(ValueError):
    pass


def _telemetry(event: dict[str, Any]) -> None:
    path = getattr(settings, "MEMORY_TELEMETRY_SINK", "")
    if path:
        sink: Callable[[dict[str, Any]], None] = import_string(path)
        sink(event)


def _parse_when(value: object, default: datetime) -> datetime:
    if value is None:
        return default
    if not isinstance(value, str):
        raise UnexpectedShape("timestamps must be strings")
    parsed = parse_datetime(value)
    if parsed is None or parsed.tzinfo is None:
        raise UnexpectedShape(f"not an ISO 8601 time with a zone: {value!r}")
    return parsed


def _check_shape(history: list[Any]) -> None:
    for item in history:
        if not isinstance(item, dict):
            raise UnexpectedShape("history item is not an object")
        if item.get("role") not in ROLES:
            raise UnexpectedShape(f"unexpected role {item.get('role')!r}")
        if not isinstance(item.get("content"), str):
            raise UnexpectedShape("content is not a string")
        if len(item["content"].encode()) > settings.MEMORY_MESSAGE_MAX_BYTES:
            raise UnexpectedShape("content over the size limit")
        if "id" in item and (not isinstance(item["id"], str) or not 0 < len(item["id"]) <= 128):
            raise UnexpectedShape("id must be a string of 1 to 128 characters")
        tools = item.get("tools")
        if tools is not None and not (
            isinstance(tools, list) and all(isinstance(x, str) for x in tools)
        ):
            raise UnexpectedShape("tools must be a list of strings")


def _split(
    history: list[dict[str, Any]], now: datetime
) -> tuple[list[NewMessage], list[ChatMessage]]:
    """Items to record (they carry an id) and the unrecorded tail of this turn."""
    to_record: list[NewMessage] = []
    last_id = -1
    for n, item in enumerate(history):
        if item["role"] == "system" or "id" not in item:
            continue
        last_id = n
        created = _parse_when(item.get("created_at"), now)
        is_reply = item["role"] == "assistant"
        to_record.append(
            NewMessage(
                external_id=item["id"],
                role=item["role"],
                content=item["content"],
                created_at=created,
                tools=item.get("tools") if is_reply else None,
                observed_at=_parse_when(item.get("observed_at"), created) if is_reply else None,
            )
        )
    tail = [
        ChatMessage(role=i["role"], content=i["content"])
        for i in history[last_id + 1 :]
        if i["role"] != "system"
    ]
    return to_record, tail


def context_for_turn(
    *, external_id: str, history: list[Any], now: datetime, project: int | None = None
) -> dict[str, Any]:
    """The turn's context for the account ``external_id`` of ``project`` (default: ``default``)."""
    mode = Mode.DISABLED
    try:
        account = account_find(external_id=external_id, project=project)
        mode = rollout_resolve(account=account, project=project).mode
        if mode is Mode.DISABLED:
            # Zero overhead: the engine does nothing at all.
            return {"mode": mode.value, "messages": history, "fallback": False}
        _check_shape(history)
        if account is None:
            account = account_get_or_create(external_id=external_id, project=project)
        to_record, tail = _split(history, now)
        newest = window_candidates(account=account)
        added = messages_append(
            account=account, items=to_record, known_ids={m.external_id or "" for m in newest}
        )
        # What was just recorded is the newest of all: put it in front, no re-read.
        newest = [stored_message(m) for m in reversed(added)] + newest
        sections = next_turn_sections(
            account=account, history=history, now=now, tail=tail, newest_first=newest
        )
        engine_messages = sections.messages()
        if mode is Mode.SHADOW:
            d = shadow.diff(history, engine_messages)
            ShadowRecord.objects.create(
                account=account,
                created_at=now,
                given=history,
                engine=engine_messages,
                given_tokens=d.given_tokens,
                engine_tokens=d.engine_tokens,
                differs=d.differs,
                diff_kinds=list(d.kinds),
                diff_key=d.key,
            )
        _telemetry({"account": external_id, "mode": mode.value, "messages": len(engine_messages)})
        if mode is Mode.SHADOW:
            return {"mode": mode.value, "messages": history, "fallback": False}
        return {"mode": mode.value, "messages": engine_messages, "fallback": False}
    except Exception as exc:
        metrics.incr("context.fallback")
        metrics.incr(f"context.fallback.{type(exc).__name__}")
        log.warning(
            "context fell back to the given history: account=%s mode=%s error=%s",
            external_id,
            mode.value,
            type(exc).__name__,
            exc_info=not isinstance(exc, UnexpectedShape),
        )
        return {"mode": mode.value, "messages": history, "fallback": True}
