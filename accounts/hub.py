"""What the account page counts about one account, so it can link to every list about it.

One query whatever the account's size: each figure is a scalar subquery of the
same SELECT, so the page's query count stays fixed as facts, batches and audit
entries pile up.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.db.models import Func, IntegerField, QuerySet, Subquery, Value
from django.db.models.functions import Coalesce

from accounts.audit import account_targets
from accounts.models import (
    Account,
    AuditEntry,
    CompactionBatch,
    Fact,
    ForgetRequest,
)
from accounts.scope import ProjectScope

FORGET_DONE = (ForgetRequest.Status.VERIFIED_CLEAN, ForgetRequest.Status.SUMMARY_CLEARED)
FACTS_SHOWN = 8


@dataclass(frozen=True)
class AccountCounts:
    facts: int = 0
    forget_requests: int = 0
    forget_open: int = 0
    batches: int = 0
    batches_failed: int = 0
    audit: int = 0


def _count(qs: QuerySet[Any]) -> Coalesce:
    # COUNT(*) without GROUP BY: a plain Func, not an Aggregate, so Django adds no grouping.
    counted = qs.order_by().annotate(n=Func(Value(1), function="COUNT")).values("n")[:1]
    return Coalesce(Subquery(counted, output_field=IntegerField()), 0)


def account_counts(*, account: Account, scope: ProjectScope) -> AccountCounts:
    """How many facts, forget requests, compaction batches and audit entries the account has
    (the audit entries ``scope`` may read: those the audit log's account filter lists)."""
    row = (
        Account.objects.filter(pk=account.pk)
        .annotate(
            n_facts=_count(Fact.objects.filter(account=account, active=True)),
            n_forget=_count(ForgetRequest.objects.filter(account=account)),
            n_forget_open=_count(
                ForgetRequest.objects.filter(account=account).exclude(status__in=FORGET_DONE)
            ),
            n_batches=_count(CompactionBatch.objects.filter(account=account)),
            n_batches_failed=_count(
                CompactionBatch.objects.filter(
                    account=account, status=CompactionBatch.Status.FAILED
                )
            ),
            n_audit=_count(
                scope.narrow(AuditEntry.objects.all()).filter(
                    account_targets(account.external_id, [account.project.slug])
                )
            ),
        )
        .values("n_facts", "n_forget", "n_forget_open", "n_batches", "n_batches_failed", "n_audit")
        .first()
    )
    if row is None:
        return AccountCounts()
    return AccountCounts(
        facts=row["n_facts"],
        forget_requests=row["n_forget"],
        forget_open=row["n_forget_open"],
        batches=row["n_batches"],
        batches_failed=row["n_batches_failed"],
        audit=row["n_audit"],
    )


def account_facts_shown(*, account: Account, limit: int = FACTS_SHOWN) -> list[Fact]:
    """The account's newest active facts, for the page's short list: one query."""
    return list(
        Fact.objects.filter(account=account, active=True)
        .only("id", "key", "kind", "note", "origin", "learned_at")
        .order_by("-learned_at", "-id")[:limit]
    )
