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
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from accounts.context.services import context_for_turn
from accounts.fallbacks import fallback_count
from accounts.messages import items
from accounts.messages.selectors import account_find, turn_so_far, window_candidates
from accounts.messages.services import messages_append, new_message, supersede
from accounts.metrics import metrics
from accounts.models import Account
from accounts.proxy import ids
from accounts.rollout.selectors import rollout_resolve
from memoryadmin.engine import chat, sequence
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
    last_id: str = ""  # what the reply's id derives from
    # Replies this turn superseded (the agent never received them): by external id.
    superseded: frozenset[str] = frozenset()
    fallback: bool = False
    stored_account: Account | None = None  # the account row, when it existed before the turn
    project: int | None = None  # the calling key's project: the account is looked up in it


def _fell_back(where: str, external_id: str, exc: BaseException) -> None:
    metrics.incr("proxy.fallback")
    metrics.incr(f"proxy.fallback.{type(exc).__name__}")
    fallback_count(where="proxy", cause=type(exc).__name__)
    log.warning(
        "proxy sent the request upstream untouched: account=%s step=%s error=%s",
        external_id,
        where,
        type(exc).__name__,
        exc_info=not isinstance(exc, chat.UnexpectedShape),
    )


def turn_prepare(
    *, external_id: str, history: object, now: datetime, project: int | None = None
) -> Turn:
    """What this turn sends upstream. Never raises: any error means the request untouched.

    The account is ``external_id`` of ``project`` (the calling key's; None: ``default``).
    """
    untouched = Turn(account=external_id, now=now, mode=Mode.DISABLED)
    if not isinstance(history, list):
        return untouched  # upstream answers a request without messages as it sees fit
    try:
        account = account_find(external_id=external_id, project=project)
        if rollout_resolve(account=account, project=project).mode is Mode.DISABLED:
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
        if found is not None and found.unacknowledged and account is not None:
            supersede(account=account, seqs=[m.seq for m in found.unacknowledged])
            log.info(
                "proxy superseded %d reply(ies) the agent never received: account=%s",
                len(found.unacknowledged),
                external_id,
            )
    except Exception as exc:
        _fell_back("ids", external_id, exc)
        return Turn(account=external_id, now=now, mode=Mode.DISABLED, fallback=True)
    given = found.history if found is not None else history
    result = context_for_turn(external_id=external_id, history=given, now=now, project=project)
    mode = Mode(result["mode"])
    if result["fallback"] or found is None:
        return Turn(account=external_id, now=now, mode=mode, fallback=True)
    messages = ids.strip_added(result["messages"], found.added) if mode is Mode.ENABLED else None
    messages = _checked(external_id, result, messages)
    return Turn(
        account=external_id,
        now=now,
        mode=mode,
        messages=messages,
        record=mode in (Mode.SHADOW, Mode.ENABLED),
        last_id=found.last_id,
        superseded=frozenset(m.external_id for m in found.unacknowledged if m.external_id),
        stored_account=account,
        project=project,
    )


def _checked(external_id: str, result: Mapping[str, Any], messages: Any) -> Any:
    """``messages``, or None (the agent's own) when a provider would refuse them: logged."""
    if result.get("repairs"):
        log.warning(
            "proxy repaired the tool sequence the log holds: account=%s causes=%s",
            external_id,
            "; ".join(result["repairs"]),
        )
    problem = sequence.problem(messages) if messages is not None else None
    if problem is None:
        return messages
    metrics.incr("proxy.fallback")
    fallback_count(where="proxy", cause="ToolSequence")
    log.warning(
        "proxy sent the request upstream untouched: account=%s step=sequence cause=%s",
        external_id,
        problem,
    )
    return None


def reply_record(*, turn: Turn, reply: Mapping[str, Any], at: datetime) -> str | None:
    """Store the model's reply to ``turn``; its id, or None if nothing was stored.

    Recorded as ``POST /messages`` records a reply sent alone: read by the same
    rules, its provenance from the turn's stored items since the last user
    message (the tools their calls named, read when their results were
    stored). Never raises: a reply that cannot be recorded is logged and the
    agent still gets its answer.
    """
    if not turn.record:
        return None
    try:
        rid = ids.reply_id(turn.last_id, reply)
        account = turn.stored_account or account_find(
            external_id=turn.account, project=turn.project
        )
        if account is None:
            return None
        item = items.message_read({**reply, "id": rid, "created_at": at.isoformat()}, now=at)
        prior = turn_so_far(account=account)
        provenance = items.turn_provenance_for(item, prior, now=at)
        # Answered already since this request began: the agent retried, so it never got this.
        abandoned = items.answered_after(prior, parent=turn.last_id, reply_id=rid)
        message = replace(new_message(item, now=at, turn=provenance), superseded=abandoned)
        if not messages_append(account=account, items=[message], known_ids=set()):
            if rid in turn.superseded:  # the retry got the very reply it superseded
                supersede(account=account, ids=[rid], value=False)
        elif abandoned:
            log.info("proxy stored a reply no one received: account=%s", turn.account)
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
