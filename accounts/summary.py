"""An account's summary: the one write that moves it, and its history.

Every write of ``Account.summary`` (a compaction, a skipped batch, a forget,
a redaction, a summary cleared by support) goes through ``summary_write``: a
compare-and-set on ``summary_version`` that bumps the version and records a
``SummaryVersion`` in the same transaction. A writer that read the summary
before someone else wrote it updates no row and writes nothing, so a
compaction racing a forget can never put a forgotten word back.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, cast

from django.db import connection, transaction
from django.db.models import QuerySet
from django.db.models.sql import UpdateQuery

from accounts import sql
from accounts.models import Account, CompactionBatch, SummaryVersion


@dataclass(frozen=True)
class SummaryChange:
    """One write of an account's summary, and what the writer read before it.

    The row must still hold ``expect_version`` (and ``expect``'s columns as read); then
    ``text`` becomes version ``expect_version + 1`` from ``source``, ``coverage`` (when
    given) moves ``covered_through_seq`` and ``fields`` are set in the same UPDATE;
    ``batch`` is the compaction batch the version row names.
    """

    account_id: int
    expect_version: int
    text: str | None
    source: str
    coverage: int | None = None
    expect: Mapping[str, Any] | None = None
    fields: Mapping[str, Any] | None = None
    batch: CompactionBatch | None = None


@dataclass(frozen=True)
class SummaryCas:
    """The compare-and-set, as PostgreSQL CTEs a caller can write more beside.

    ``sql`` defines ``summary_written`` (the account row, when the write happened;
    no row when another writer got there first) and ``summary_versioned`` (the
    version row it earns, inserted only then); ``params`` are its values, in order.
    """

    sql: str
    params: tuple[Any, ...]


# The version row's columns, in the order ``summary_cas`` inserts them.
_VERSION_COLUMNS = sql.columns(
    SummaryVersion,
    ("account", "version", "text", "covered_through_seq", "source", "batch", "created_at"),
)


def _guarded(change: SummaryChange) -> QuerySet[Account]:
    """The account row as the writer read it: the compare-and-set's conditions."""
    return Account.objects.filter(
        pk=change.account_id, summary_version=change.expect_version, **(change.expect or {})
    )


def _values(change: SummaryChange) -> dict[str, Any]:
    values: dict[str, Any] = {"summary": change.text, "summary_version": change.expect_version + 1}
    values.update(change.fields or {})
    if change.coverage is not None:
        values["covered_through_seq"] = change.coverage
    return values


def summary_cas(change: SummaryChange) -> SummaryCas:
    """``summary_write``'s compare-and-set as CTEs (PostgreSQL), for one statement that
    writes more with it (a compaction's attempt and batch outcome).

    The UPDATE is Django's own (compiled from the conditions and values), its row
    handed to the version INSERT: when it matches no row, nothing is inserted either,
    and the coverage recorded is the row's as written.
    """
    guarded = _guarded(change)
    query = cast(UpdateQuery, guarded.query.chain(UpdateQuery))
    query.add_update_values(_values(change))
    update_sql, update_params = query.get_compiler(guarded.db).as_sql()
    account_table = connection.ops.quote_name(Account._meta.db_table)
    created = SummaryVersion._meta.get_field("created_at").get_default()
    statement = (
        f"summary_written AS ({update_sql} RETURNING {account_table}.covered_through_seq), "
        f"summary_versioned AS (INSERT INTO {sql.table(SummaryVersion)} "
        f"({_VERSION_COLUMNS}) SELECT %s, %s, %s, w.covered_through_seq, %s, %s, %s "
        "FROM summary_written w RETURNING id)"
    )
    batch = change.batch
    version = (
        change.account_id,
        change.expect_version + 1,
        change.text,
        change.source,
        batch.pk if batch else None,
    )
    return SummaryCas(sql=statement, params=(*update_params, *version, created))


def summary_write(
    *,
    account_id: int,
    expect_version: int,
    text: str | None,
    source: str,
    coverage: int | None = None,
    expect: Mapping[str, Any] | None = None,
    fields: Mapping[str, Any] | None = None,
    batch: CompactionBatch | None = None,
) -> bool:
    """Write ``text`` as version ``expect_version + 1``, only if nobody wrote since.

    ``coverage`` moves ``covered_through_seq`` in the same UPDATE (else it
    stays, and the version row records it as it is). ``expect`` adds
    conditions to the compare-and-set (the coverage as read, a lease), and
    ``fields`` other columns to set with it. False when another writer got
    there first: then nothing at all was written. Runs in the caller's
    transaction, or in one of its own when there is none. On PostgreSQL it is
    one statement (``summary_cas``).
    """
    return summary_change_write(
        SummaryChange(
            account_id=account_id,
            expect_version=expect_version,
            text=text,
            source=source,
            coverage=coverage,
            expect=expect,
            fields=fields,
            batch=batch,
        )
    )


def summary_change_write(change: SummaryChange) -> bool:
    """``summary_write`` of a change already put together: one statement on PostgreSQL
    (``summary_statement_write``), the ORM's UPDATE and INSERT elsewhere."""
    if connection.vendor == "postgresql":
        return summary_statement_write(change)
    return summary_orm_write(change)


def summary_statement_write(change: SummaryChange) -> bool:
    """The compare-and-set and its version row in one statement (PostgreSQL)."""
    cas = summary_cas(change)
    with connection.cursor() as cursor:
        cursor.execute(f"WITH {cas.sql} SELECT count(*) FROM summary_versioned", cas.params)
        row = cursor.fetchone()
    return row is not None and row[0] == 1


def summary_orm_write(change: SummaryChange) -> bool:
    """The compare-and-set through the ORM, with its version row in the same transaction:
    what ``summary_statement_write`` does in one statement (tests/accounts/test_statements.py)."""
    with transaction.atomic(savepoint=False):
        written = _guarded(change).update(**_values(change))
        if written != 1:
            return False
        coverage = change.coverage
        if coverage is None:
            coverage = (
                Account.objects.only("covered_through_seq")
                .get(pk=change.account_id)
                .covered_through_seq
            )
        SummaryVersion.objects.create(
            account_id=change.account_id,
            version=change.expect_version + 1,
            text=change.text,
            covered_through_seq=coverage,
            source=change.source,
            batch=change.batch,
        )
    return True


def summary_versions(*, account: Account, limit: int = 10) -> list[SummaryVersion]:
    """The account's latest summary versions, newest first."""
    return list(
        SummaryVersion.objects.filter(account=account)
        .select_related(None)
        .order_by("-version")[:limit]
    )
