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

import functools
import logging
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any

from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, connections

from accounts import rulepack
from accounts.models import Account, TurnRecord
from memoryadmin.engine.tokens import count_item

log = logging.getLogger("memory.turns")

STAMP_MARKS = ("[Checked live at ", "[Not checked live")
# An account's older records are deleted once it holds this many more than it keeps: it
# holds at most KEEP + PRUNE_EVERY - 1 records, and most turns delete nothing.
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
        record = TurnRecord(
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
        _insert(record, keep)
    except Exception as exc:  # the log is for operators: a turn never fails on it
        log.warning("turn log not written: account=%s error=%s", account.pk, type(exc).__name__)


_FIELDS = (
    "account",
    "at",
    "door",
    "thread",
    "mode",
    "fallback",
    "cause",
    "summary_version",
    "facts",
    "stamps",
    "given",
    "messages",
)


@functools.cache
def _insert_sql(vendor: str, relaxed: bool) -> tuple[list[Any], str, str]:
    """The record's fields, its INSERT and the prune, the same every turn: made once.

    The prune deletes the account's older records once it holds PRUNE_EVERY more than it
    keeps (the account's own count, whatever other accounts write meanwhile). On
    PostgreSQL it is the same statement as the INSERT, whose new row it does not see.
    """
    fields: list[Any] = [TurnRecord._meta.get_field(name) for name in _FIELDS]
    db = connections[DEFAULT_DB_ALIAS]
    pg = vendor == "postgresql"
    table = TurnRecord._meta.db_table
    marks = ", ".join(f"%s::{f.db_type(db)}" if pg else "%s" for f in fields)
    insert = f"INSERT INTO {table} ({', '.join(f.column for f in fields)}) VALUES ({marks})"
    newest = f"SELECT id FROM {table} WHERE account_id = %s ORDER BY id DESC LIMIT 1 OFFSET %s"
    prune = (
        f"DELETE FROM {table} WHERE account_id = %s AND id <= ({newest}) "
        f"AND EXISTS ({newest})"
    )
    if not pg:
        return fields, insert, prune
    sql = f"WITH ins AS ({insert}) {prune}"
    # One round trip, one implicit transaction whose commit does not wait for the WAL
    # flush (docs/benchmarks.md, "The turn log's write").
    return fields, f"SET LOCAL synchronous_commit TO OFF; {sql}" if relaxed else sql, ""


def _insert(record: TurnRecord, keep: int) -> None:
    """Insert the record and prune the account's oldest (no ORM compilation on the turn's
    path; one statement on PostgreSQL).

    On PostgreSQL, outside a transaction, the commit is asynchronous
    (``synchronous_commit`` off for this statement alone): the turn's messages were
    committed durably already, and the log is a diagnostic that a server crash may
    cut short by its last fraction of a second, never corrupt. Inside a caller's
    transaction the statement is that transaction's, as it was.
    """
    db = connections[DEFAULT_DB_ALIAS]  # the connection itself, not the per-access proxy
    pg = db.vendor == "postgresql"
    relaxed = pg and not db.in_atomic_block
    fields, insert, prune = _insert_sql(db.vendor, relaxed)
    values = [f.get_db_prep_save(getattr(record, f.attname), db) for f in fields]
    account = record.account_id
    # PostgreSQL's prune does not see the new row: it keeps one old row less.
    held = keep - 1 if pg else keep
    bounds = [account, account, held, account, held + PRUNE_EVERY - 1]
    with db.cursor() as cursor:
        if pg:
            cursor.execute(insert, [*values, *bounds])
            return
        cursor.execute(insert, values)
        # Its own statement: a prune that deletes nothing (most turns) writes no page.
        cursor.execute(prune, bounds)


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
