"""The hot path: every agent turn asks for the history to send its model.

Everything here fails open. Memory must never be why a turn fails: any error
returns the history exactly as given, with ``fallback: true``, counted and logged.

The history may be in the engine's v1 dialect or exactly as an agent sends an
OpenAI-compatible ``chat/completions`` endpoint (API.md v1.1): it is read once,
by ``accounts.messages.items`` (the same reading ``POST /messages`` uses), and
an item either path would refuse makes the turn fall back with nothing stored.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from typing import Any

from django.conf import settings
from django.utils.module_loading import import_string

from accounts import rulepack
from accounts.context.reads import turn_reads, uncut
from accounts.context.selectors import next_turn_sections
from accounts.fallbacks import fallback_count
from accounts.messages.items import ItemInvalid, history_read
from accounts.messages.selectors import (
    account_find,
    stored_by_ids,
    stored_message,
    window_candidates,
)
from accounts.messages.services import (
    account_get_or_create,
    messages_append,
    new_message_of,
    supersede,
)
from accounts.metrics import metrics
from accounts.models import ShadowRecord
from accounts.proxy.ids import identify, strip_added
from accounts.rollout.selectors import rollout_resolve, rollout_setting
from memoryadmin.engine import chat, sdk, shadow
from memoryadmin.engine.context import CONTEXT_ROLES
from memoryadmin.engine.context import UnexpectedShape as EngineShape
from memoryadmin.engine.types import Mode, StoredMessage
from memoryadmin.engine.window import calls_made_before, turn_begins_in

log = logging.getLogger("memory.turns")


class UnexpectedShape(EngineShape):
    """Kept for callers of v1: the engine's own error is what is raised now."""


# What a bad item is: expected, logged without a traceback.
_SHAPE_ERRORS = (EngineShape, ItemInvalid)


def _telemetry(event: dict[str, Any]) -> None:
    path = getattr(settings, "MEMORY_TELEMETRY_SINK", "")
    if path:
        sink: Callable[[dict[str, Any]], None] = import_string(path)
        sink(event)


def context_role_default() -> str:
    """``MEMORY_CONTEXT_ROLE`` (``system`` unless set); anything else makes turns fall back."""
    return str(getattr(settings, "MEMORY_CONTEXT_ROLE", "") or "system")


# More ids than this in one history are looked up apart (stored_by_ids), not in the turn's read.
_IDS_IN_READ = 2048


def _ids_in(history: list[Any]) -> frozenset[str]:
    """The string ids of the history's items, as given (read before the items are):
    the turn's one statement reads what is stored under them."""
    ids = frozenset(
        i
        for item in history
        if isinstance(item, dict) and isinstance(i := item.get("id"), str) and 0 < len(i) <= 256
    )
    return ids if len(ids) <= _IDS_IN_READ else frozenset()


def _identified(
    account: Any, history: list[Any], newest: list[StoredMessage]
) -> tuple[list[Any], frozenset[str], list[StoredMessage]]:
    """An id-less history with the ids the proxy would give it (accounts/proxy/ids.py), the
    ids added, and the window's rows with the replies it shows were never received superseded."""
    found = identify(history, newest)
    if found.unacknowledged:
        gone = {m.seq for m in found.unacknowledged}
        supersede(account=account, seqs=sorted(gone))
        newest = [replace(m, superseded=True) if m.seq in gone else m for m in newest]
    return found.history, found.added, newest


def context_for_turn(
    *,
    external_id: str,
    history: list[Any],
    now: datetime,
    context_role: str | None = None,
    project: int | None = None,
) -> dict[str, Any]:
    """The answer to one turn: ``{"mode", "messages", "fallback"}`` (+ ``"conflicts"``).

    Callable from any view (``/context``, the OpenAI-compatible proxy): the
    account by its agent id, the history as the agent would send it, the
    turn's ``now``, and where the per-turn context message goes
    (``"system"`` or ``"user"``; None means ``MEMORY_CONTEXT_ROLE``). The account is
    looked up, and created, in ``project`` (the calling key's; None means ``default``).
    ``disabled``, ``shadow`` and any failure answer ``history`` itself.
    """
    mode = Mode.DISABLED
    given_history = history
    try:
        # SDK exports (Responses-style items, placeholder ids) read as chat items.
        view = sdk.to_chat(history)
        history = view.history
        setting = rollout_setting()
        # One statement (PostgreSQL): the account, and for a mode other than
        # disabled its facts, forgotten-word digests and window too.
        reads = turn_reads(
            external_id=external_id, setting=setting, project=project, ids=_ids_in(history)
        )
        account = (
            reads.account
            if reads is not None
            else account_find(external_id=external_id, project=project)
        )
        mode = rollout_resolve(account=account, setting=setting, project=project).mode
        if mode is Mode.DISABLED:
            # Zero overhead: the engine does nothing at all.
            return {"mode": mode.value, "messages": given_history, "fallback": False}
        role = context_role or context_role_default()
        if role not in CONTEXT_ROLES:
            raise ValueError(f"context_role {role[:20]!r} is not one of {sorted(CONTEXT_ROLES)}")
        parsed = history_read(history, now=now)
        if account is None:
            account = account_get_or_create(external_id=external_id, project=project)
        memory = None
        if reads is not None and reads.newest_first is not None:
            newest = reads.newest_first
            assert reads.facts is not None and reads.digests is not None
            memory = (reads.facts, reads.digests)
            if reads.cut and calls_made_before(parsed.tail):
                newest = uncut(account=account, newest_first=newest)
        else:
            newest = window_candidates(account=account)
        added_ids: frozenset[str] = frozenset()
        if not parsed.recorded and parsed.items[parsed.system_count :]:
            # No ids at all (LangChain, the Agents SDK): given as the proxy gives them.
            identified, added_ids, newest = _identified(account, history, newest)
            parsed = history_read(identified, now=now)
        stored = {m.external_id: m for m in newest if m.external_id}
        ids = {i.id for i in parsed.recorded if i.id is not None}
        if reads is not None:
            # Read with the window: the stored messages under the history's ids.
            for eid, m in reads.by_id.items():
                stored.setdefault(eid, m)
            ids -= reads.ids
        stored.update(stored_by_ids(account=account, ids=ids - stored.keys()))
        conflicts = chat.conflicts(stored, parsed.items)
        records = chat.records(parsed, now=now, skip=stored.keys())
        added = messages_append(
            account=account, items=[new_message_of(r) for r in records], known_ids=set(stored)
        )
        # What was just recorded is the newest of all: put it in front, no re-read.
        newest = [stored_message(m) for m in reversed(added)] + newest
        if reads is not None and reads.cut and not turn_begins_in(newest, parsed.tail):
            newest = uncut(account=account, newest_first=newest)  # a turn over the budget
        tail = chat.tail_messages(parsed, pack=rulepack.pack(), now=now)
        sections = next_turn_sections(
            account=account,
            history=history,
            now=now,
            tail=tail,
            newest_first=newest,
            context_role=role,
            memory=memory,
        )
        engine_messages = sdk.to_responses(strip_added(sections.messages(), added_ids), view)
        if mode is Mode.SHADOW:
            d = shadow.diff(history, engine_messages)
            ShadowRecord.objects.create(
                account=account,
                created_at=now,
                # Kept for review: no secret stays in it (ENGINE.md section 8).
                given=rulepack.mask_json(history),
                engine=rulepack.mask_json(engine_messages),
                given_tokens=d.given_tokens,
                engine_tokens=d.engine_tokens,
                differs=d.differs,
                diff_kinds=list(d.kinds),
                diff_key=d.key,
            )
        _telemetry({"account": external_id, "mode": mode.value, "messages": len(engine_messages)})
        given = given_history if mode is Mode.SHADOW else engine_messages
        answer = {"mode": mode.value, "messages": given, "fallback": False, "conflicts": conflicts}
        if sections.repairs:  # the log as replayed would be refused (engine/sequence.py)
            log.warning(
                "context repaired the tool sequence: account=%s causes=%s",
                external_id,
                "; ".join(sections.repairs),
            )
            answer["repairs"] = list(sections.repairs)
        return answer
    except Exception as exc:
        metrics.incr("context.fallback")
        metrics.incr(f"context.fallback.{type(exc).__name__}")
        fallback_count(where="context", cause=type(exc).__name__)
        log.warning(
            "context fell back to the given history: account=%s mode=%s error=%s",
            external_id,
            mode.value,
            type(exc).__name__,
            exc_info=not isinstance(exc, _SHAPE_ERRORS),
        )
        return {"mode": mode.value, "messages": given_history, "fallback": True}
