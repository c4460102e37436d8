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
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from accounts.fallbacks import fallback_count
from accounts.messages import items
from accounts.messages.selectors import account_find
from accounts.metrics import metrics
from accounts.models import MAIN_THREAD
from accounts.proxy import ids
from accounts.turn.answer import Turn, TurnAnswer
from accounts.turn.reply import reply_store
from accounts.turn.service import turn_answer
from memoryadmin.engine import sequence
from memoryadmin.engine.types import Mode

log = logging.getLogger("memory.proxy")


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


__all__ = ["MAIN_THREAD", "Turn", "TurnAnswer", "turn_begin", "turn_reply"]
