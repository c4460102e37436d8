"""The turn log (API.md v1.2): what each recent turn of an account sent its model, and why.

The turn service writes one ``TurnRecord`` per turn it answered for an account in
``shadow`` or ``enabled`` (a disabled turn costs nothing, and a side call records
nothing): the door and thread, the mode, the summary version and the facts the model
was shown, how many live values were stamped, and both the agent's own history and
what went to the model, masked like every stored artifact (secrets; forgotten words
were masked in the engine's messages already, and a forget scrubs both fields).
``MEMORY_TURN_LOG_KEEP`` turns are kept per account (0 turns the log off); older
ones are deleted as new ones come, a few at a time. Writing never fails a turn.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any

from django.conf import settings

from accounts import rulepack
from accounts.models import Account, TurnRecord
from memoryadmin.engine.tokens import count_item

log = logging.getLogger("memory.turns")

STAMP_MARKS = ("[Checked live at ", "[Not checked live")
# Older records are deleted when a new record's id is a multiple of this: an account
# holds at most KEEP + PRUNE_EVERY - 1 records, and most turns pay no DELETE.
PRUNE_EVERY = 8


def turn_log_keep() -> int:
    return max(0, int(getattr(settings, "MEMORY_TURN_LOG_KEEP", 20)))


def _texts(message: object) -> Iterable[str]:
    if not isinstance(message, Mapping):
        return
    content = message.get("content")
    if isinstance(content, str):
        yield content
    elif isinstance(content, list):
        for part in content:
            if isinstance(part, Mapping) and isinstance(part.get("text"), str):
                yield part["text"]


def stamps_in(messages: Sequence[object]) -> int:
    """How many live-value stamps the messages carry."""
    return sum(text.count(mark) for m in messages for text in _texts(m) for mark in STAMP_MARKS)


def turn_log_write(
    *,
    account: Account,
    at: datetime,
    door: str,
    thread: str,
    mode: str,
    given: list[Any],
    sent: list[Any],
    facts: Sequence[tuple[str, str]] = (),
    fallback: bool = False,
    cause: str = "",
) -> None:
    """Keep this turn in the account's log. Never raises."""
    keep = turn_log_keep()
    if not keep or account.pk is None:
        return
    try:
        record = TurnRecord.objects.create(
            account=account,
            at=at,
            door=door[:16],
            thread=thread[:64],
            mode=mode,
            fallback=fallback,
            cause=cause[:128],
            summary_version=account.summary_version,
            facts=[{"key": k, "origin": o} for k, o in facts],
            stamps=max(0, stamps_in(sent) - stamps_in(given)),
            given=rulepack.mask_json(given),
            messages=rulepack.mask_json(sent),
        )
        if record.pk % PRUNE_EVERY == 0:
            _prune(account, keep)
    except Exception as exc:  # the log is for operators: a turn never fails on it
        log.warning("turn log not written: account=%s error=%s", account.pk, type(exc).__name__)


def _prune(account: Account, keep: int) -> None:
    oldest_kept = (
        TurnRecord.objects.filter(account=account)
        .order_by("-id")
        .values_list("id", flat=True)[keep - 1 : keep]
        .first()
    )
    if oldest_kept is not None:
        TurnRecord.objects.filter(account=account, id__lt=oldest_kept).delete()


def turn_log(*, account: Account, limit: int | None = None) -> list[TurnRecord]:
    """The account's newest turns first, at most ``limit`` (and never more than kept)."""
    keep = turn_log_keep()
    n = keep if limit is None else min(limit, keep)
    return list(TurnRecord.objects.filter(account=account).order_by("-id")[:n])


def tokens_of(messages: Sequence[object]) -> int:
    """Tokens of what went to the model (counted when read, not on the turn's path)."""
    total = 0
    for m in messages:
        if isinstance(m, Mapping):
            calls = m.get("tool_calls")
            total += count_item(
                "\n".join(_texts(m)), calls if isinstance(calls, list) else None
            )
    return total
