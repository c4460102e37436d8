"""The one place a turn is counted: its mode and door, and why it fell back.

Every door's turn ends here (``turn_counted``, called by the turn service and,
for a turn refused before the service could run, by ``turn_fallback``). A
fallback is counted once for the three readers of it: the database's hourly
counts (``accounts.fallbacks``, the Overview's chart), the in-process counters
(``accounts.metrics``) and Prometheus (``/metrics``). Never raises.
"""

from __future__ import annotations

import logging
from typing import Any

from accounts.fallbacks import fallback_count
from accounts.metrics import metrics
from accounts.turn.answer import Timings, TurnAnswer
from memoryadmin.engine.types import Mode
from memoryadmin.ops.metrics import record_fallback, record_turn

# /context's log, and the proxy doors' (whose operators read memory.proxy).
_LOGS = {"context": logging.getLogger("memory.turns")}
_PROXY_LOG = logging.getLogger("memory.proxy")


def turn_counted(answer: TurnAnswer, *, door: str, external_id: str, expected: bool) -> None:
    """Count one answered turn; a fallback is also logged (``expected``: a bad item,
    logged without a traceback; else the exception being handled is logged with it)."""
    record_turn(mode=answer.mode.value, door=door, seconds=answer.timings.total)
    if not answer.fallback:
        return
    cause = answer.cause or "Unknown"
    metrics.incr("context.fallback")
    metrics.incr(f"context.fallback.{cause}")
    metrics.incr(f"door.{door}.fallback")
    fallback_count(where=door, cause=cause)
    record_fallback(cause=cause)
    _LOGS.get(door, _PROXY_LOG).warning(
        "turn fell back: the given history goes on untouched: door=%s account=%r mode=%s error=%s",
        door,
        external_id,
        answer.mode.value,
        cause,
        exc_info=not expected,
    )


def turn_fallback(
    history: list[Any], *, door: str, external_id: str, cause: str, seconds: float = 0.0
) -> TurnAnswer:
    """A turn that falls back before the service runs (its key unverifiable, its account
    id unreadable): the history as given, counted here like every other fallback."""
    answer = TurnAnswer(
        mode=Mode.DISABLED,
        messages=history,
        fallback=True,
        cause=cause,
        timings=Timings(total=seconds),
    )
    turn_counted(answer, door=door, external_id=external_id, expected=True)
    return answer
