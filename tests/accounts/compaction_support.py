"""Helpers for the compaction tests: accounts with aged-out conversations."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

from accounts.messages.services import NewMessage, account_get_or_create, message_record
from accounts.models import Account, RolloutSetting

T0 = datetime(2026, 11, 20, 9, 0, tzinfo=UTC)

# Live values that must never reach the model or a summary.
LIVE_VALUES = ["987,654", "123,456", "4th in the rotation", "₦55,500"]

CONVERSATION: list[tuple[str, str, list[str] | None]] = [
    ("user", "What is my balance please?", None),
    ("assistant", "Your balance is ₦987,654.", ["get_balance"]),
    ("user", "Where am I in the group?", None),
    ("assistant", "You are 4th in the rotation.", ["get_rotation_position"]),
    ("user", "Send 5000 naira to Tobi for school fees.", None),
    ("assistant", "Done: I sent ₦5,000 to Tobi.", ["send_transfer"]),
    ("user", "And how much is left now?", None),
    # No provenance at all, yet it quotes money: live, unverified.
    ("assistant", "You have ₦123,456 left, and ₦55,500 is on hold.", None),
]


def set_mode(mode: str = "enabled") -> None:
    s = RolloutSetting.current()
    s.mode, s.scope, s.kill_switch = mode, "everyone", False
    s.save()


def account_with(
    external_id: str = "acct-1",
    conversation: list[tuple[str, str, list[str] | None]] | None = None,
    *,
    filler: int = 0,
    start: datetime = T0,
) -> Account:
    """An account whose conversation is followed by ``filler`` turns of chat.

    With a small window budget (set by the test) the conversation ages out of
    the window and becomes the first batch.
    """
    account = account_get_or_create(external_id=external_id)
    items = []
    convo = list(conversation if conversation is not None else CONVERSATION)
    for i in range(filler):
        convo.append(("user", f"Thanks, talk later number {i}.", None))
        convo.append(("assistant", "You're welcome.", []))
    for n, (role, content, tools) in enumerate(convo):
        when = start + timedelta(minutes=n)
        items.append(
            NewMessage(
                external_id=f"{external_id}-m{n}",
                role=role,
                content=content,
                created_at=when,
                tools=tools if role == "assistant" else None,
                observed_at=when if role == "assistant" else None,
            )
        )
    for item in items:
        message_record(account=account, item=item)
    account.refresh_from_db()
    return account


def reply(summary: str, facts: list[dict[str, Any]] | None = None) -> str:
    return json.dumps({"summary": summary, "facts": facts or []})
