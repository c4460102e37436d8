"""The one turn service every door calls (issue 21): a door parses its protocol into a
chat-completions history, calls ``turn_begin``, sends ``turn.messages`` (or, when it is
None, the agent's own history) to its upstream, and hands the model's reply, as a chat
assistant message, to ``turn_reply``.

This module is the doors' contract; what it calls underneath is the service's business.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any

from accounts.proxy.services import Turn, reply_record, turn_prepare

MAIN_THREAD = ""


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
    """
    del door, thread, record  # wired by the turn service proper
    return turn_prepare(external_id=external_id, history=history, now=now, project=project)


def turn_reply(*, turn: Turn, reply: Mapping[str, Any], at: datetime) -> str | None:
    """Record the model's reply (a chat assistant message) to ``turn``; its id, or None."""
    return reply_record(turn=turn, reply=reply, at=at)


__all__ = ["MAIN_THREAD", "Turn", "turn_begin", "turn_reply"]
