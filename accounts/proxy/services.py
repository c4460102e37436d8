"""Kept for imports from before the turn service (issue 21): the doors' contract is
``accounts.turns`` (``turn_begin``, ``turn_reply``), the service ``accounts.turn``."""

from __future__ import annotations

from datetime import datetime

from accounts.turn.answer import Turn
from accounts.turns import turn_begin
from accounts.turns import turn_reply as reply_record


def turn_prepare(
    *, external_id: str, history: object, now: datetime, project: int | None = None
) -> Turn:
    """``turn_begin`` for the chat door."""
    return turn_begin(
        door="chat", external_id=external_id, history=history, now=now, project=project
    )


__all__ = ["Turn", "reply_record", "turn_prepare"]
