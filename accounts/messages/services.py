"""The message log's writes: accounts, and the messages of each turn.

Each service is named entity first, keyword-only and typed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.db import connection, transaction
from django.db.models import F

from accounts import clock, rulepack
from accounts.errors import Conflict
from accounts.models import Account, Message, Project, UnclassifiedTool, default_project_id
from memoryadmin.engine.provenance import reply_provenance, unclassified_tools
from memoryadmin.engine.tokens import count_message


def account_get_or_create(*, external_id: str, project: Project | int | None = None) -> Account:
    """The account with this id in ``project`` (default: ``default``), created on first use."""
    if project is None:
        pk = default_project_id()
    else:
        pk = project.pk if isinstance(project, Project) else project
    account, _ = Account.objects.get_or_create(external_id=external_id, project_id=pk)
    return account


def _allocate_seqs(account: Account, n: int) -> int:
    """Reserve ``n`` sequence numbers for the account; returns the last one.

    One statement that both increments and reads, under the row lock the
    UPDATE takes, so concurrent writers never hand out the same seq.
    """
    table = Account._meta.db_table
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {table} SET last_seq = last_seq + %s WHERE id = %s RETURNING last_seq",
            [n, account.pk],
        )
        row = cursor.fetchone()
    assert row is not None
    return int(row[0])


@dataclass(frozen=True)
class NewMessage:
    external_id: str
    role: str
    content: str
    created_at: datetime
    tools: Sequence[str] | None = None
    observed_at: datetime | None = None


def _build(account: Account, item: NewMessage, seq: int) -> Message:
    pack = rulepack.pack()
    volatility: str | None = None
    unverified = False
    observed_at = item.observed_at
    tools = list(item.tools) if item.tools is not None else None
    if item.role == "assistant":
        prov = reply_provenance(
            pack, content=item.content, tools=tools, observed_at=observed_at or item.created_at
        )
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
        token_count=count_message(item.content),
    )


def _note_unclassified(account: Account, items: Sequence[NewMessage]) -> None:
    pack = rulepack.pack()
    names = sorted({t for i in items if i.tools for t in unclassified_tools(pack, list(i.tools))})
    for name in names:
        updated = UnclassifiedTool.objects.filter(name=name).update(
            last_seen=clock.now(),
            times_seen=F("times_seen") + 1,
            last_account=account.external_id,
        )
        if not updated:
            UnclassifiedTool.objects.get_or_create(
                name=name, defaults={"last_account": account.external_id}
            )


def message_record(*, account: Account, item: NewMessage) -> tuple[Message, bool]:
    """Store one message; the same id with the same content is a no-op, else a conflict."""
    existing = Message.objects.filter(account=account, external_id=item.external_id).first()
    if existing is None:
        added = messages_append(account=account, items=[item], known_ids=set())
        if added:
            return added[0], True
        # Another request stored the same id between our read and our insert.
        existing = Message.objects.get(account=account, external_id=item.external_id)
    if existing.content == item.content and existing.role == item.role:
        return existing, False
    raise Conflict(f"Message id {item.external_id!r} is already stored with other content.")


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
    fresh: list[NewMessage] = []
    for item in items:
        if item.external_id not in known_ids:
            known_ids.add(item.external_id)
            fresh.append(item)
    if not fresh:
        return []
    rows = [_build(account, item, n) for n, item in enumerate(fresh, start=1)]
    if connection.vendor == "postgresql":
        inserted = _insert_pg(account, rows)
    else:
        inserted = _insert_sqlite(account, rows)
    for row in rows:
        row.seq, row.pk = inserted.get(row.external_id, (0, None))
        # Stored now: saving the instance again would be an update, which the log refuses.
        row._state.adding, row._state.db = False, connection.alias
    _note_unclassified(account, fresh)
    return [r for r in rows if r.pk is not None]


def _insert_params(rows: Sequence[Message], casts: bool) -> tuple[str, str, list[Any]]:
    fields = [Message._meta.get_field(name) for name in _INSERT_FIELDS]
    columns = ", ".join(f.column for f in fields)
    marks = [f"%s::{f.db_type(connection)}" if casts else "%s" for f in fields]
    params: list[Any] = []
    for row in rows:
        params += [f.get_db_prep_save(getattr(row, f.attname), connection) for f in fields]
    values = ", ".join(["(" + ", ".join(marks) + ")"] * len(rows))
    return columns, values, params


def _insert_pg(account: Account, rows: Sequence[Message]) -> dict[str, tuple[int, int]]:
    """Allocate the seqs and insert the rows in ONE statement: one durable commit.

    Rows carry their offset (1..n) in ``seq``; the statement turns it into the
    real seq from the account's counter. Returns external_id → (seq, id) of the
    rows actually inserted.
    """
    n = len(rows)
    columns, values, params = _insert_params(rows, casts=True)
    names = ", ".join(f"c{i}" for i in range(len(_INSERT_FIELDS)))
    select = ", ".join(
        "s.last_seq - %s + v.c1" if name == "seq" else f"v.c{i}"
        for i, name in enumerate(_INSERT_FIELDS)
    )
    sql = (
        f"WITH s AS (UPDATE {Account._meta.db_table} SET last_seq = last_seq + %s "
        "WHERE id = %s RETURNING last_seq) "
        f"INSERT INTO {Message._meta.db_table} ({columns}) "
        f"SELECT {select} FROM s, (VALUES {values}) AS v({names}) "
        "ON CONFLICT (account_id, external_id) DO NOTHING RETURNING external_id, seq, id"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [n, account.pk, n, *params])
        return {eid: (int(seq), int(pk)) for eid, seq, pk in cursor.fetchall()}


def _insert_sqlite(account: Account, rows: Sequence[Message]) -> dict[str, tuple[int, int]]:
    # SQLite has no UPDATE inside a WITH: two statements in one transaction.
    with transaction.atomic():
        last = _allocate_seqs(account, len(rows))
        for row in rows:
            row.seq = last - len(rows) + row.seq
        columns, values, params = _insert_params(rows, casts=False)
        with connection.cursor() as cursor:
            cursor.execute(
                f"INSERT INTO {Message._meta.db_table} ({columns}) VALUES {values} "
                "ON CONFLICT (account_id, external_id) DO NOTHING RETURNING external_id, seq, id",
                params,
            )
            return {eid: (int(seq), int(pk)) for eid, seq, pk in cursor.fetchall()}
