"""The doors' contract (issue 21): a door parses its protocol into a chat-completions
history, calls ``turn_begin``, sends ``turn.messages`` (or, when it is None, the agent's
own history) to its upstream, and hands the model's reply, as a chat assistant message,
to ``turn_reply``. How to add a door: docs/doors.md.

``turn_begin`` gives the history's id-less items ids (``accounts.proxy.ids``) and asks
the turn service (``accounts.turn.service.turn_answer``), the very function ``/context``
calls, so mode, rollout, recording, threads, side calls, shadow records and failing open
are the same for every door. ``turn_reply`` stores the model's reply in the turn's thread
with the provenance of its turn (the tools the turn called, read when their results came
back). Neither raises.

Before both, ``turn_admit`` says whether the door may take the turn at all: the
per-turn bounds and the key's turns in flight (docs/api.md "Limits"), the same for
every door, each refusal answered in the door's own error shape. ``turn_begin``
gives the database connection back when the turn is prepared (``release_connections``):
the wait on the model that follows holds none.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from accounts.fallbacks import fallback_count
from accounts.limits import Refusal, Slot, items_over, key_name, turn_slot
from accounts.messages import items
from accounts.messages.selectors import account_find
from accounts.metrics import metrics
from accounts.models import MAIN_THREAD, ApiKey
from accounts.proxy import ids
from accounts.proxy.waiting import release_connections
from accounts.turn.answer import Turn, TurnAnswer
from accounts.turn.reply import reply_store
from accounts.turn.service import turn_answer
from memoryadmin.engine import sequence
from memoryadmin.engine.types import Mode

log = logging.getLogger("memory.proxy")


@dataclass(frozen=True)
class Refused:
    """A turn a door refuses before anything is stored or sent upstream: the door
    answers it in its own error shape, with ``Retry-After`` when ``retry_after`` is set."""

    status: int
    code: str
    message: str
    param: str | None = None
    retry_after: int | None = None


def turn_admit(*, key: object, items: Sequence[tuple[str, object]]) -> Slot | Refused:
    """Whether a door may take this turn: checked before ``turn_begin``, for every door.

    ``items`` are the request's lists that become rows, each with the field the door
    names it by; each is bounded by ``MEMORY_TURN_MAX_ITEMS`` (413). Then one of the
    calling key's turns in flight (``MEMORY_KEY_CONCURRENT_TURNS``, 429): the door
    gives it back (``slot.release()``, idempotent) when the answer, or its stream,
    ends. The other limits hold before the view runs: requests a second and accounts
    created a minute (``accounts.api.throttles.KeyLimits``; a door names the account
    with ``memory_account``), the body's size (the middleware) and depth (the parser).
    """
    for field, value in items:
        over = items_over(value, field)
        if over is not None:
            return Refused(413, "too_many_items", over, param=field)
    slot = turn_slot(key_name(key) if isinstance(key, ApiKey) else None)
    if isinstance(slot, Refusal):
        return Refused(429, slot.code, slot.message, retry_after=slot.retry_after)
    return slot


def turn_begin(
    *,
    door: str,
    external_id: str,
    history: object,
    now: datetime,
    project: int | None = None,
    thread: str = MAIN_THREAD,
    record: bool = True,
) -> Turn:
    """What this turn sends upstream. Never raises: any error means the agent's own history.

    ``door`` names the protocol ("context", "chat", "responses", "anthropic", "mcp");
    ``thread`` the account's conversation (API.md v1.2); ``record=False`` a side call.
    The account is ``external_id`` of ``project`` (the calling key's; None: ``default``).
    """
    try:
        return _begin(door, external_id, history, now, project, thread, record)
    finally:
        try:
            release_connections()  # the wait on the model holds no database connection
        except Exception as exc:  # a connection that fails to close is closed already
            log.warning("proxy kept a database connection: error=%s", type(exc).__name__)


def _begin(
    door: str,
    external_id: str,
    history: object,
    now: datetime,
    project: int | None,
    thread: str,
    record: bool,
) -> Turn:
    untouched = Turn(account=external_id, now=now, mode=Mode.DISABLED, thread=thread, door=door)
    if not isinstance(history, list):
        return untouched  # upstream answers a request without messages as it sees fit
    answer = turn_answer(
        external_id=external_id,
        history=history,
        now=now,
        door=door,
        project=project,
        thread=thread,
        record=record,
        identify=True,
        claim=True,
    )
    return turn_of(answer, external_id=external_id, now=now, project=project, door=door)


def turn_of(
    answer: TurnAnswer, *, external_id: str, now: datetime, project: int | None, door: str
) -> Turn:
    """The turn in flight a door holds, from the service's answer."""
    mode = answer.mode
    if answer.fallback:
        return Turn(
            account=external_id,
            now=now,
            mode=mode,
            fallback=True,
            cause=answer.cause,
            thread=answer.thread,
            door=door,
            answer=answer,
        )
    messages = ids.strip_added(answer.messages, answer.added) if mode is Mode.ENABLED else None
    problem = sequence.problem(messages) if messages is not None else None
    if problem is not None:
        # What would go upstream is a sequence the provider refuses: the agent's own instead.
        metrics.incr("proxy.fallback")
        fallback_count(where=door, cause="ToolSequence")
        log.warning(
            "proxy sent the request upstream untouched: account=%r step=sequence cause=%s",
            external_id,
            problem,
        )
        messages = None
    return Turn(
        account=external_id,
        now=now,
        mode=mode,
        messages=messages,
        record=answer.record and mode in (Mode.SHADOW, Mode.ENABLED),
        last_id=answer.last_id,
        claim=answer.claim,
        stored_account=answer.account,
        project=project,
        thread=answer.thread,
        door=door,
        answer=answer,
    )


def turn_reply(*, turn: Turn, reply: Mapping[str, Any], at: datetime) -> str | None:
    """Record the model's reply (a chat assistant message) to ``turn``; its id, or None.

    Recorded as ``POST /messages`` records a reply sent alone: read by the same
    rules, its provenance from the thread's stored items since its last user
    message (the tools their calls named, read when their results were stored).
    A reply that cannot be recorded is logged and the agent still gets its answer.
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
        # Stored under the turn's claim; superseded when a later attempt of the same
        # turn (the agent's retry) owns it: accounts/turn/reply.py.
        reply_store(
            account=account,
            item=item,
            thread=turn.thread,
            parent=turn.last_id,
            claim=turn.claim,
            at=at,
        )
        return rid
    except Exception as exc:
        metrics.incr("proxy.reply_not_recorded")
        log.warning(
            "proxy could not record the reply: account=%r error=%s",
            turn.account,
            type(exc).__name__,
            exc_info=True,
        )
        return None


__all__ = [
    "MAIN_THREAD",
    "Refused",
    "Slot",
    "Turn",
    "TurnAnswer",
    "turn_admit",
    "turn_begin",
    "turn_reply",
]
