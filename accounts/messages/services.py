"""The message log's writes: accounts, and the messages of each turn.

Each service is named entity first, keyword-only and typed.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any
from zoneinfo import available_timezones

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.db import DEFAULT_DB_ALIAS, connection, connections, transaction
from django.db.models import Field

from accounts import clock, rulepack, sql
from accounts.audit import audit_write, require_reason
from accounts.errors import Conflict, InvalidInput
from accounts.messages.selectors import stored_message
from accounts.metrics import metrics
from accounts.models import (
    MAIN_THREAD,
    Account,
    Message,
    Project,
    UnclassifiedTool,
    default_project_id,
)
from memoryadmin.engine import chat
from memoryadmin.engine.provenance import message_provenance, unclassified_tools
from memoryadmin.engine.tokens import count_item
from memoryadmin.engine.types import Role


def account_get_or_create(*, external_id: str, project: Project | int | None = None) -> Account:
    """The account with this id in ``project`` (default: ``default``), created on first use."""
    if project is None:
        pk = default_project_id()
    else:
        pk = project.pk if isinstance(project, Project) else project
    account, _ = Account.objects.get_or_create(external_id=external_id, project_id=pk)
    return account


_ALLOCATE_SQL = (
    f"UPDATE {sql.table(Account)} SET last_seq = last_seq + %s WHERE id = %s RETURNING last_seq"
)


def _allocate_seqs(account: Account, n: int) -> int:
    """Reserve ``n`` sequence numbers for the account; returns the last one.

    One statement that both increments and reads, under the row lock the
    UPDATE takes, so concurrent writers never hand out the same seq.
    """
    with connection.cursor() as cursor:
        cursor.execute(_ALLOCATE_SQL, [n, account.pk])
        row = cursor.fetchone()
    assert row is not None
    return int(row[0])


@dataclass(frozen=True)
class NewMessage:
    """One message to record. ``tools`` of an assistant reply are its turn's tools;
    of a tool result, the one tool it answers for (None where unknown).

    The OpenAI fields (all optional) are what replaying a chat item faithfully
    needs: ``content`` is its text, ``parts`` a list-of-parts content as given.
    """

    external_id: str
    role: str
    content: str
    created_at: datetime
    tools: Sequence[str] | None = None
    observed_at: datetime | None = None
    tool_calls: Sequence[Mapping[str, Any]] | None = None
    tool_call_id: str | None = None
    name: str | None = None
    parts: Sequence[Mapping[str, Any]] | None = None
    content_null: bool = False
    extra: Mapping[str, Any] = field(default_factory=dict)
    token_count: int | None = None  # counted when None
    thread: str = MAIN_THREAD  # the conversation it belongs to (docs/threads.md)
    superseded: bool = False  # a reply stored already superseded (its request was abandoned)


def new_message(
    item: chat.HistoryItem,
    *,
    now: datetime,
    turn: chat.TurnProvenance | None,
    thread: str = MAIN_THREAD,
) -> NewMessage:
    """A history item (read by accounts.messages.items) as the log records it."""
    assert item.id is not None
    return NewMessage(
        external_id=item.id,
        role=item.role.value,
        content=item.text,
        created_at=item.created_at or now,
        tools=turn.tools if turn is not None else None,
        observed_at=turn.observed_at if turn is not None else None,
        tool_calls=item.tool_calls,
        tool_call_id=item.tool_call_id,
        name=item.name,
        parts=item.parts,
        content_null=item.content_null,
        extra=item.extra,
        thread=thread,
    )


def new_message_of(record: chat.Record, *, thread: str = MAIN_THREAD) -> NewMessage:
    """What ``chat.records`` says to store for one item of a /context history."""
    return NewMessage(
        external_id=record.external_id,
        role=record.role.value,
        content=record.content,
        created_at=record.created_at,
        tools=record.tools,
        observed_at=record.observed_at,
        tool_calls=record.tool_calls,
        tool_call_id=record.tool_call_id,
        name=record.name,
        parts=record.parts,
        content_null=record.content_null,
        extra=record.extra,
        token_count=record.token_count,
        thread=thread,
    )


def _build(account: Account, item: NewMessage, seq: int) -> Message:
    volatility: str | None = None
    unverified = False
    observed_at = item.observed_at
    tools = list(item.tools) if item.tools is not None else None
    prov = message_provenance(
        rulepack.pack(),
        role=item.role,
        content=item.content,
        tools=tools,
        observed_at=observed_at or item.created_at,
    )
    if prov is not None:
        # Assistant replies and tool results: the read behind them, and when.
        volatility = prov.volatility.value if prov.volatility else None
        unverified = prov.unverified
        observed_at = prov.observed_at
    else:
        tools = None
        observed_at = None
    return Message(
        account=account,
        seq=seq,
        external_id=item.external_id,
        role=item.role,
        content=item.content,
        created_at=item.created_at,
        tools=tools,
        observed_at=observed_at,
        volatility=volatility,
        unverified=unverified,
        token_count=(
            item.token_count
            if item.token_count is not None
            else count_item(item.content, item.tool_calls)
        ),
        tool_calls=[dict(c) for c in item.tool_calls] if item.tool_calls is not None else None,
        tool_call_id=item.tool_call_id,
        name=item.name,
        parts=[dict(p) for p in item.parts] if item.parts is not None else None,
        content_null=item.content_null,
        extra=dict(item.extra) or None,
        thread=item.thread,
        superseded=item.superseded,
    )


# Unclassified tools are an operator's to-do list, not a log: each write records
# at most this many names, and once this many distinct names are kept, only the
# counts of the kept ones move on (the rest are counted in the in-process metric
# "unclassified_tools.dropped"). A caller cannot grow the table without bound.
UNCLASSIFIED_PER_WRITE = 32
UNCLASSIFIED_KEPT_MAX = 1000
UNCLASSIFIED_NAME_MAX = 128


def _unclassified_names(items: Sequence[NewMessage]) -> list[str]:
    """The first ``UNCLASSIFIED_PER_WRITE`` distinct unclassified tool names of the items."""
    pack = rulepack.pack()
    names: dict[str, None] = {}
    for item in items:
        for tool in item.tools or ():
            if len(names) >= UNCLASSIFIED_PER_WRITE:
                return list(names)
            if (
                isinstance(tool, str)
                and 0 < len(tool) <= UNCLASSIFIED_NAME_MAX
                and tool not in names
                and unclassified_tools(pack, [tool])
            ):
                names[tool] = None
    return list(names)


def _note_unclassified(account: Account, items: Sequence[NewMessage]) -> None:
    names = _unclassified_names(items)
    if not names:
        return
    kept_max = getattr(settings, "MEMORY_UNCLASSIFIED_TOOLS_MAX", UNCLASSIFIED_KEPT_MAX)
    room = kept_max - UnclassifiedTool.objects.count()
    if room < len(names):
        # Full (or nearly): the kept names still count, new ones only up to the cap.
        known = set(UnclassifiedTool.objects.filter(name__in=names).values_list("name", flat=True))
        new = [n for n in names if n not in known][: max(room, 0)]
        metrics.incr("unclassified_tools.dropped", len(names) - len(known) - len(new))
        names = [n for n in names if n in known or n in new]
        if not names:
            return
    _upsert_unclassified(account, names)


_UNCLASSIFIED_COLUMNS = sql.columns(
    UnclassifiedTool,
    ("name", "first_seen", "last_seen", "times_seen", "last_account", "last_project"),
)


def _upsert_unclassified(account: Account, names: Sequence[str]) -> None:
    """One statement for every name: insert it, or count one more sighting."""
    now = clock.now()
    table = sql.table(UnclassifiedTool)
    last_seen = UnclassifiedTool._meta.get_field("last_seen")
    assert isinstance(last_seen, Field)
    seen = last_seen.get_db_prep_save(now, connection)
    rows = ", ".join(["(%s, %s, %s, 1, %s, %s)"] * len(names))
    params: list[Any] = []
    for name in names:
        params += [name, seen, seen, account.external_id, account.project_id]
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {table} ({_UNCLASSIFIED_COLUMNS}) "
            f"VALUES {rows} ON CONFLICT (name) DO UPDATE SET "
            f"last_seen = EXCLUDED.last_seen, times_seen = {table}.times_seen + 1, "
            "last_account = EXCLUDED.last_account, last_project_id = EXCLUDED.last_project_id",
            params,
        )


def supersede(
    *,
    account: Account,
    seqs: Sequence[int] = (),
    ids: Sequence[str] = (),
    value: bool = True,
) -> int:
    """Mark these messages (by seq or agent id) superseded, or no longer (``value``):
    replies the agent never received. The flag is the one thing of a stored
    message that ever changes; rows are kept for audit. One UPDATE."""
    if not seqs and not ids:
        return 0
    qs = Message.objects.filter(account=account)
    qs = qs.filter(seq__in=list(seqs)) if seqs else qs.filter(external_id__in=list(ids))
    return qs.mark_superseded(value)


def message_record(*, account: Account, item: NewMessage) -> tuple[Message, bool]:
    """Store one message; the same id with the same content is a no-op, else a conflict."""
    existing = Message.objects.filter(account=account, external_id=item.external_id).first()
    if existing is None:
        added = messages_append(account=account, items=[item], known_ids=set())
        if added:
            return added[0], True
        # Another request stored the same id between our read and our insert.
        existing = Message.objects.get(account=account, external_id=item.external_id)
    if _same(existing, item):
        return existing, False
    raise Conflict(f"Message id {item.external_id!r} is already stored with other content.")


def _same(existing: Message, item: NewMessage) -> bool:
    """The stored message says what ``item`` says (as /context decides a conflict)."""
    if existing.role != item.role:
        return False
    given = chat.HistoryItem(
        index=0,
        role=Role(item.role),
        text=item.content,
        raw={},
        parts=tuple(item.parts) if item.parts is not None else None,
        content_null=item.content_null,
        tool_calls=tuple(item.tool_calls) if item.tool_calls is not None else None,
        tool_call_id=item.tool_call_id,
    )
    return chat.same_content(stored_message(existing), given)


_INSERT_FIELDS = (
    "account",
    "seq",
    "external_id",
    "role",
    "content",
    "created_at",
    "recorded_at",
    "tools",
    "observed_at",
    "volatility",
    "unverified",
    "token_count",
    "tool_calls",
    "tool_call_id",
    "name",
    "parts",
    "content_null",
    "extra",
    "thread",
    "superseded",
)


def messages_append(
    *, account: Account, items: Sequence[NewMessage], known_ids: set[str]
) -> list[Message]:
    """Record the items of a turn's history the engine has not seen; returns the new rows.

    ``known_ids`` are ids the caller already read (the window it loaded), so a
    typical turn pays no extra read: the other items are inserted with ON
    CONFLICT DO NOTHING ... RETURNING, and only rows actually inserted come
    back. An item whose id is stored already (older than the window) is left
    alone, even with other content: the context path never fails a turn over
    a conflict. It burns the seq it was given, which only leaves a gap.
    """
    return _append(account, items, known_ids, claim=False)[0]


def messages_append_claiming(
    *, account: Account, items: Sequence[NewMessage], known_ids: set[str]
) -> tuple[list[Message], int]:
    """``messages_append``, and one more seq reserved after the items: the turn's *claim*.

    A door that records the model's reply stores it under its claim
    (``reply_insert``), so the claims of two attempts of one turn say which
    began later (accounts/turn/reply.py). Taken in the items' own statement;
    a turn with nothing new takes it alone.
    """
    rows, claim = _append(account, items, known_ids, claim=True)
    return rows, claim if claim is not None else _allocate_seqs(account, 1)


def _append(
    account: Account, items: Sequence[NewMessage], known_ids: set[str], *, claim: bool
) -> tuple[list[Message], int | None]:
    fresh: list[NewMessage] = []
    for item in items:
        if item.external_id not in known_ids:
            known_ids.add(item.external_id)
            fresh.append(item)
    if not fresh:
        return [], None
    rows = [_build(account, item, n) for n, item in enumerate(fresh, start=1)]
    reserve = 1 if claim else 0
    if connection.vendor == "postgresql":
        inserted, last = _insert_pg(account, rows, reserve)
    else:
        inserted, last = _insert_sqlite(account, rows, reserve)
    for row in rows:
        row.seq, row.pk = inserted.get(row.external_id, (0, None))
        # Stored now: saving the instance again would be an update, which the log refuses.
        row._state.adding, row._state.db = False, connection.alias
    _note_unclassified(account, fresh)
    return [r for r in rows if r.pk is not None], last


def reply_insert(*, account: Account, item: NewMessage, seq: int | None) -> Message | None:
    """Store a model's reply under ``seq`` (its turn's claim), or under a new seq when None.

    The row, or None when nothing was stored: its id is stored already, or
    the seq is taken (the turn's reply was stored once already).
    """
    if seq is None:
        rows = messages_append(account=account, items=[item], known_ids=set())
        return rows[0] if rows else None
    row = _build(account, item, seq)
    columns, values, params = _insert_params([row], casts=connection.vendor == "postgresql")
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {Message._meta.db_table} ({columns}) VALUES {values} "
            "ON CONFLICT DO NOTHING RETURNING id",
            params,
        )
        found = cursor.fetchone()
    if found is None:
        return None
    row.pk = int(found[0])
    row._state.adding, row._state.db = False, connection.alias
    _note_unclassified(account, [item])
    return row


@functools.cache
def _insert_shape(vendor: str, casts: bool) -> tuple[list[Any], str, str]:
    """The inserted fields, their columns and one row's placeholders (cast on PostgreSQL):
    the same for every turn, worked out once per database vendor."""
    fields: list[Any] = [Message._meta.get_field(name) for name in _INSERT_FIELDS]
    db = connections[DEFAULT_DB_ALIAS]
    marks = [f"%s::{f.db_type(db)}" if casts else "%s" for f in fields]
    return fields, ", ".join(f.column for f in fields), "(" + ", ".join(marks) + ")"


# A row whose id the account holds already is left alone; the rows inserted come back.
_ON_CONFLICT = (
    f"ON CONFLICT ({sql.columns(Message, ('account', 'external_id'))}) DO NOTHING "
    f"RETURNING {sql.columns(Message, ('external_id', 'seq', 'id'))}"
)


def _insert_params(rows: Sequence[Message], casts: bool) -> tuple[str, str, list[Any]]:
    db = connections[DEFAULT_DB_ALIAS]  # the connection itself, not the per-access proxy
    fields, columns, row_marks = _insert_shape(db.vendor, casts)
    params: list[Any] = []
    for row in rows:
        params += [f.get_db_prep_save(getattr(row, f.attname), db) for f in fields]
    return columns, ", ".join([row_marks] * len(rows)), params


def _insert_pg(
    account: Account, rows: Sequence[Message], reserve: int = 0
) -> tuple[dict[str, tuple[int, int]], int | None]:
    """Allocate the seqs and insert the rows in ONE statement: one durable commit.

    Rows carry their offset (1..n) in ``seq``; the statement turns it into the
    real seq from the account's counter, ``reserve`` more seqs left after them.
    Returns external_id → (seq, id) of the rows actually inserted, and the
    counter's new value (None when no row was inserted: nothing tells it).
    """
    n = len(rows)
    columns, values, params = _insert_params(rows, casts=True)
    names = ", ".join(f"c{i}" for i in range(len(_INSERT_FIELDS)))
    select = ", ".join(
        "s.last_seq - %s + v.c1" if name == "seq" else f"v.c{i}"
        for i, name in enumerate(_INSERT_FIELDS)
    )
    statement = (
        f"WITH s AS ({_ALLOCATE_SQL}) "
        f"INSERT INTO {sql.table(Message)} ({columns}) "
        f"SELECT {select} FROM s, (VALUES {values}) AS v({names}) {_ON_CONFLICT}"
    )
    offsets = {row.external_id: row.seq for row in rows}
    with connection.cursor() as cursor:
        cursor.execute(statement, [n + reserve, account.pk, n + reserve, *params])
        inserted = {eid: (int(seq), int(pk)) for eid, seq, pk in cursor.fetchall()}
    # A row's seq is last - (n + reserve) + its offset: any inserted row tells the counter.
    last = next((seq + n + reserve - offsets[eid] for eid, (seq, _) in inserted.items()), None)
    return inserted, last


def _insert_sqlite(
    account: Account, rows: Sequence[Message], reserve: int = 0
) -> tuple[dict[str, tuple[int, int]], int]:
    # SQLite has no UPDATE inside a WITH: two statements in one transaction.
    with transaction.atomic():
        last = _allocate_seqs(account, len(rows) + reserve)
        for row in rows:
            row.seq = last - reserve - len(rows) + row.seq
        columns, values, params = _insert_params(rows, casts=False)
        with connection.cursor() as cursor:
            cursor.execute(
                f"INSERT INTO {sql.table(Message)} ({columns}) VALUES {values} {_ON_CONFLICT}",
                params,
            )
            return {eid: (int(seq), int(pk)) for eid, seq, pk in cursor.fetchall()}, last


# --- accounts ------------------------------------------------------------------------


def timezone_valid(name: object) -> bool:
    """An IANA time zone the server knows (``Africa/Lagos``, ``UTC``)."""
    return isinstance(name, str) and 0 < len(name) <= 64 and name in _zones()


_ZONES: frozenset[str] | None = None


def _zones() -> frozenset[str]:
    global _ZONES
    if _ZONES is None:
        _ZONES = frozenset(available_timezones() | {"UTC"})
    return _ZONES


def account_timezone_set(
    *,
    account: Account,
    timezone: str,
    actor: str | AbstractBaseUser | AnonymousUser,
    reason: str,
) -> Account:
    """Set the time zone stamps use for the account; audited, a no-op when unchanged."""
    reason = require_reason(reason)
    if not timezone_valid(timezone):
        raise InvalidInput(
            f"Unknown time zone {str(timezone)[:64]!r}: use an IANA name such as Africa/Lagos."
        )
    with transaction.atomic():
        locked = Account.objects.select_for_update().get(pk=account.pk)
        before = locked.timezone
        if before != timezone:
            Account.objects.filter(pk=account.pk).update(timezone=timezone)
            audit_write(
                actor=actor,
                action="account.timezone",
                target=account.external_id,
                reason=reason,
                before={"timezone": before},
                after={"timezone": timezone},
                project=account.project_id,
            )
    account.timezone = timezone
    return account
