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
from typing import Any

from django.db import connection, transaction
from django.db.models import QuerySet
from django.db.models.sql import UpdateQuery

from accounts.models import Account, CompactionBatch, SummaryVersion


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
    transaction, or in one of its own when there is none.
    """
    values: dict[str, Any] = {"summary": text, "summary_version": expect_version + 1}
    values.update(fields or {})
    if coverage is not None:
        values["covered_through_seq"] = coverage
    guarded = Account.objects.filter(
        pk=account_id, summary_version=expect_version, **(expect or {})
    )
    if connection.vendor == "postgresql":
        return _write_in_one_statement(
            guarded,
            values,
            account_id=account_id,
            version=expect_version + 1,
            text=text,
            source=source,
            batch=batch,
        )
    with transaction.atomic(savepoint=False):
        written = guarded.update(**values)
        if written != 1:
            return False
        if coverage is None:
            coverage = (
                Account.objects.only("covered_through_seq").get(pk=account_id).covered_through_seq
            )
        SummaryVersion.objects.create(
            account_id=account_id,
            version=expect_version + 1,
            text=text,
            covered_through_seq=coverage,
            source=source,
            batch=batch,
        )
    return True


_VERSION_COLUMNS = "account_id, version, text, covered_through_seq, source, batch_id, created_at"


def _write_in_one_statement(
    guarded: QuerySet[Account],
    values: Mapping[str, Any],
    *,
    account_id: int,
    version: int,
    text: str | None,
    source: str,
    batch: CompactionBatch | None,
) -> bool:
    """PostgreSQL: the compare-and-set UPDATE and the version row it earns, one statement.

    The UPDATE is Django's own (compiled from ``guarded`` and ``values``), its row
    handed to the INSERT by a data-modifying CTE: when it matches no row, nothing is
    inserted either, and the coverage recorded is the row's as written.
    """
    query = guarded.query.chain(UpdateQuery)
    query.add_update_values(values)
    update_sql, update_params = query.get_compiler(guarded.db).as_sql()
    account_table = connection.ops.quote_name(Account._meta.db_table)
    created = SummaryVersion._meta.get_field("created_at").get_default()
    sql = (
        f"WITH u AS ({update_sql} RETURNING {account_table}.covered_through_seq) "
        f"INSERT INTO {SummaryVersion._meta.db_table} ({_VERSION_COLUMNS}) "
        "SELECT %s, %s, %s, u.covered_through_seq, %s, %s, %s FROM u"
    )
    params = (*update_params, account_id, version, text, source, batch.pk if batch else None)
    with connection.cursor() as cursor:
        cursor.execute(sql, (*params, created))
        return bool(cursor.rowcount == 1)


def summary_versions(*, account: Account, limit: int = 10) -> list[SummaryVersion]:
    """The account's latest summary versions, newest first."""
    return list(
        SummaryVersion.objects.filter(account=account)
        .select_related(None)
        .order_by("-version")[:limit]
    )
