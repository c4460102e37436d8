"""Reads for the forget requests screen. Each costs a fixed number of queries."""

from __future__ import annotations

from django.db.models import Count, Q, QuerySet

from accounts.models import AuditEntry, ForgetRequest

STATUSES = ForgetRequest.Status
# Requests support still has to see through (shown with days left).
OPEN = (STATUSES.RECEIVED, STATUSES.FACT_DELETED, STATUSES.REDACTION_QUEUED, STATUSES.FAILED)


def forget_queue(*, status: str = "", q: str = "") -> QuerySet[ForgetRequest]:
    """The queue, open requests first by deadline; one COUNT and one slice per page."""
    qs = ForgetRequest.objects.select_related("account").only(
        "id",
        "everything",
        "status",
        "key_id",
        "created_at",
        "deadline",
        "updated_at",
        "attempts",
        "error",
        "requested_by",
        "account__external_id",
    )
    if status == "open":
        qs = qs.filter(status__in=OPEN)
    elif status:
        qs = qs.filter(status=status)
    if q:
        qs = qs.filter(Q(account__external_id__icontains=q) | Q(requested_by__icontains=q))
    return qs.order_by("deadline", "id")


def forget_request(*, pk: int) -> ForgetRequest | None:
    return ForgetRequest.objects.select_related("account").filter(pk=pk).first()


def forget_counts() -> dict[str, int]:
    """Requests per status, in one query."""
    counts = dict.fromkeys(STATUSES.values, 0)
    for row in ForgetRequest.objects.values("status").order_by().annotate(n=Count("id")):
        counts[row["status"]] = row["n"]
    return counts


def forget_audit(*, request: ForgetRequest) -> list[AuditEntry]:
    """This request's audit trail: its entries hold hashes and a key id, never words."""
    return list(
        AuditEntry.objects.filter(
            action__startswith="forget.",
            target=request.account.external_id,
        )
        .filter(Q(after__request=request.pk) | Q(before__request=request.pk))
        .order_by("created_at", "id")[:200]
    )
