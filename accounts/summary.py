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

from django.db import transaction

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
    with transaction.atomic(savepoint=False):
        written = Account.objects.filter(
            pk=account_id, summary_version=expect_version, **(expect or {})
        ).update(**values)
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


def summary_versions(*, account: Account, limit: int = 10) -> list[SummaryVersion]:
    """The account's latest summary versions, newest first."""
    return list(
        SummaryVersion.objects.filter(account=account)
        .select_related(None)
        .order_by("-version")[:limit]
    )
