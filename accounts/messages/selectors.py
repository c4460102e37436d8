"""The message log's reads. Each costs a fixed number of queries whatever the data size."""

from __future__ import annotations

import json
from collections.abc import Collection, Iterable, Sequence
from datetime import UTC, datetime
from typing import Any

from django.conf import settings
from django.db import connection
from django.db.models import BigIntegerField, QuerySet, Subquery, Value
from django.db.models.functions import Coalesce

from accounts import sql
from accounts.messages.items import PriorItem
from accounts.models import (
    DEFAULT_PROJECT,
    MAIN_THREAD,
    Account,
    Message,
    Project,
    UnclassifiedTool,
)
from accounts.prepared import prepared_cursor
from accounts.scope import ProjectScope
from memoryadmin.engine import types as t
from memoryadmin.engine.types import Volatility


def account_find(*, external_id: str, project: Project | int | None = None) -> Account | None:
    """The account with this id in ``project`` (a project or its id; default: ``default``).

    Ids are the agent's own and unique per project only: another project's
    account with the same id is a different customer, never found here.
    """
    qs = Account.objects.filter(external_id=external_id)
    if project is None:
        return qs.filter(project__slug=DEFAULT_PROJECT).first()
    pk = project.pk if isinstance(project, Project) else project
    return qs.filter(project_id=pk).first()


# StoredMessage's fields, in its order: the columns every engine read of the log takes.
WINDOW_FIELDS = (
    "seq",
    "role",
    "content",
    "created_at",
    "token_count",
    "volatility",
    "observed_at",
    "unverified",
    "tools",
    "external_id",
    "tool_calls",
    "tool_call_id",
    "name",
    "parts",
    "content_null",
    "extra",
    "superseded",
)


# What a row read without its times (``stored_from_json``) carries instead (never shown).
UNREAD = datetime(1970, 1, 1, tzinfo=UTC)

# Read only on live rows by ``window_select(live_times_only=True)``.
_TIMES = ("created_at", "observed_at")


def window_select(*, live_times_only: bool = False) -> str:
    """``WINDOW_FIELDS`` as a hand-written statement's SELECT list over the message table,
    each under its column's name; ``window_json`` of the rows it reads is what
    ``stored_from_json`` takes (the ORM twin: ``stored_rows``).

    ``live_times_only``: a row's ``created_at`` and ``observed_at`` are read only when
    it is live, the only rows a turn stamps (NULL otherwise: ``UNREAD`` and None).
    """
    volatility = sql.column(Message, "volatility")
    out = []
    for name in WINDOW_FIELDS:
        col = sql.column(Message, name)
        if live_times_only and name in _TIMES:
            live = Volatility.LIVE.value
            out.append(f"CASE WHEN {volatility} = '{live}' THEN {col} END AS {col}")
        else:
            out.append(col)
    return ", ".join(out)


def window_json(alias: str) -> str:
    """One row that ``window_select`` read, under ``alias``, as the JSON array
    ``stored_from_json`` reads."""
    return f"json_build_array({sql.columns(Message, WINDOW_FIELDS, alias=alias)})"


def stored_from_json(row: list[Any]) -> t.StoredMessage:
    """A stored message from ``json_build_array`` of ``WINDOW_FIELDS`` as orjson decodes it:
    the times come as ISO text (a null ``created_at`` is a time not read: ``UNREAD``)."""
    created, observed = row[3], row[6]
    row[3] = datetime.fromisoformat(created) if created is not None else UNREAD
    row[6] = datetime.fromisoformat(observed) if observed is not None else None
    return t.stored_from_row(row)


def stored_message(m: Message) -> t.StoredMessage:
    return t.stored_from_row(tuple(getattr(m, f) for f in WINDOW_FIELDS))


def stored_rows(qs: QuerySet[Message], *, limit: int | None = None) -> list[t.StoredMessage]:
    """These messages (at most ``limit``) as the engine reads them: plain rows, no instances."""
    rows = qs.values_list(*WINDOW_FIELDS)
    return [t.stored_from_row(r) for r in (rows[:limit] if limit is not None else rows)]


def window_candidates(
    *,
    account: Account,
    budget: int | None = None,
    limit: int | None = None,
    thread: str = MAIN_THREAD,
) -> list[t.StoredMessage]:
    """The newest stored messages of ``thread``, newest first, enough to fill the budget.

    Reads a small page first and a larger one only when the budget is not yet
    spent: one query on a typical turn, bounded by the budget and ``limit``,
    never by how many messages the account has. Plain tuples, not model
    instances: this runs on every turn.
    """
    budget = budget if budget is not None else settings.MEMORY_WINDOW_TOKENS
    limit = limit or settings.MEMORY_WINDOW_MAX_MESSAGES
    return window_continue(
        account=account,
        out=[],
        spent=0,
        budget=budget,
        limit=limit,
        page=min(48, limit),
        thread=thread,
    )


def window_continue(
    *,
    account: Account,
    out: list[t.StoredMessage],
    spent: int,
    budget: int,
    limit: int,
    page: int,
    thread: str = MAIN_THREAD,
) -> list[t.StoredMessage]:
    """``window_candidates``' loop from where ``out`` (newest first, ``spent`` tokens) ends."""
    base = Message.objects.filter(account=account, thread=thread).order_by("-seq")
    before = out[-1].seq if out else None
    out = list(out)
    while len(out) < limit and page > 0:
        qs = base if before is None else base.filter(seq__lt=before)
        rows = list(qs.values_list(*WINDOW_FIELDS)[:page])
        out.extend(t.stored_from_row(r) for r in rows)
        spent += sum(r[4] for r in rows)
        if len(rows) < page or spent > budget:
            break
        before, page = rows[-1][0], min(limit - len(out), 4 * page)
    return out


def stored_by_ids(*, account: Account, ids: Collection[str]) -> dict[str, t.StoredMessage]:
    """The stored messages under these agent ids (one indexed query): for conflicts."""
    if not ids:
        return {}
    rows = Message.objects.filter(account=account, external_id__in=list(ids))
    return {r[9]: t.stored_from_row(r) for r in rows.values_list(*WINDOW_FIELDS)}


# The longest run of tool calls and results one turn may store before its reply.
TURN_LOOKBACK = 64


# A stored item as turn provenance reads it, in PriorItem's order.
PRIOR_FIELDS = (
    "role",
    "content",
    "tool_calls",
    "tool_call_id",
    "name",
    "created_at",
    "observed_at",
    "external_id",
    "superseded",
)


def turn_so_far(*, account: Account, thread: str = MAIN_THREAD) -> list[PriorItem]:
    """The thread's stored items since its last user message, oldest first (one query).

    A reply or tool result recorded alone through /messages takes its
    provenance from them, as it would from the turn in a /context history.
    """
    rows = (
        Message.objects.filter(account=account, thread=thread)
        .order_by("-seq")
        .values_list(*PRIOR_FIELDS)[:TURN_LOOKBACK]
    )
    out: list[PriorItem] = []
    for role, content, calls, call_id, name, created_at, observed_at, eid, gone in rows:
        out.append(
            PriorItem(role, content, calls, call_id, name, created_at, observed_at, eid, gone)
        )
        if role == "user":
            break
    out.reverse()
    return out


# How many items ``turn_since`` reads: a turn's items and what came after them.
TURN_SINCE_READ = 2 * TURN_LOOKBACK


_SINCE_FIELDS = ("seq", *PRIOR_FIELDS)  # what ``turn_since`` reads of each item
_NO_CLAIM = 2**63 - 1  # a claim after every seq: the thread's last user message
_SINCE_SQL = f"""
SELECT {sql.columns(Message, _SINCE_FIELDS)} FROM {sql.table(Message)}
WHERE account_id = %(account)s AND thread = %(thread)s AND seq >= coalesce((
    SELECT seq FROM {sql.table(Message)}
    WHERE account_id = %(account)s AND thread = %(thread)s AND role = 'user' AND seq < %(claim)s
    ORDER BY seq DESC LIMIT 1
), 0)
ORDER BY seq DESC LIMIT {TURN_SINCE_READ}
"""


def turn_since(*, account: Account, thread: str, claim: int | None) -> list[tuple[int, PriorItem]]:
    """The thread's items from its last user message stored before ``claim`` (a turn's
    reserved seq; None: its last user message) on, oldest first, with their seqs: the
    turn a reply answers and whatever was stored after it. One query, of the newest
    ``TURN_SINCE_READ`` such items.

    A model's reply to a door's turn takes its provenance from the items before its
    claim, and whether it stands from those after its request (accounts/turn/reply.py).
    On PostgreSQL a prepared statement (its ORM twin, ``turn_since_orm``, took longer
    to compile than to run: it is on every door's reply).
    """
    if connection.vendor != "postgresql":
        return turn_since_orm(account=account, thread=thread, claim=claim)
    params = {
        "account": account.pk,
        "thread": thread,
        "claim": claim if claim is not None else _NO_CLAIM,
    }
    with prepared_cursor() as cursor:
        cursor.execute(_SINCE_SQL, params)
        rows = cursor.fetchall()
    return _prior_items(
        (seq, role, content, json.loads(calls) if isinstance(calls, str) else calls, *rest)
        for seq, role, content, calls, *rest in rows
    )


def turn_since_orm(
    *, account: Account, thread: str, claim: int | None
) -> list[tuple[int, PriorItem]]:
    """``turn_since`` through the ORM (SQLite's, and the statement's twin)."""
    users = Message.objects.filter(account=account, thread=thread, role="user")
    if claim is not None:
        users = users.filter(seq__lt=claim)
    first = Subquery(users.order_by("-seq").values("seq")[:1])
    start = Coalesce(first, Value(0), output_field=BigIntegerField())
    rows = (
        Message.objects.filter(account=account, thread=thread, seq__gte=start)
        .order_by("-seq")
        .values_list(*_SINCE_FIELDS)[:TURN_SINCE_READ]
    )
    return _prior_items(rows)


def _prior_items(rows: Iterable[Sequence[Any]]) -> list[tuple[int, PriorItem]]:
    """Rows of ``_SINCE_FIELDS``, newest first, as (seq, item) oldest first."""
    out = [(int(seq), PriorItem(*item)) for seq, *item in rows]
    out.reverse()
    return out


def messages_page(*, account: Account, after_seq: int, limit: int) -> list[Message]:
    return list(Message.objects.filter(account=account, seq__gt=after_seq).order_by("seq")[:limit])


def pending_messages(*, account: Account) -> int:
    covered = account.covered_through_seq or 0
    return Message.objects.filter(account=account, seq__gt=covered).count()


def account_messages(*, account: Account) -> QuerySet[Message]:
    return Message.objects.filter(account=account).order_by("-seq")


def unclassified_tools(
    *, scope: ProjectScope, limit: int = 8
) -> tuple[int, list[UnclassifiedTool]]:
    """The tools last seen in ``scope``'s projects: how many, and the latest few."""
    qs = scope.narrow(UnclassifiedTool.objects.all())
    return qs.count(), list(qs.order_by("-last_seen")[:limit])


def unclassified_tools_all(*, scope: ProjectScope, search: str = "") -> QuerySet[UnclassifiedTool]:
    """Every unclassified tool last seen in ``scope``'s projects, the latest first (lazy:
    the console paginates it)."""
    qs = scope.narrow(UnclassifiedTool.objects.order_by("-last_seen", "name"))
    return qs.filter(name__icontains=search) if search else qs
