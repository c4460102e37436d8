"""Compaction's reads: who is due, the next batch, stuck accounts, the timeline, outcomes.

Each costs a fixed number of queries however many accounts there are.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from django.conf import settings
from django.db.models import Count, F, OuterRef, Prefetch, Q, QuerySet, Subquery, Sum
from django.db.models.functions import Coalesce, TruncDate

from accounts import clock
from accounts.compaction.config import batch_max, conf, stuck_after
from accounts.messages.selectors import stored_rows
from accounts.models import Account, CompactionAttempt, CompactionBatch, Message
from accounts.rollout.selectors import effective_mode_q
from memoryadmin.engine.compaction import window_start_seq
from memoryadmin.engine.types import Mode, StoredMessage

ACTIVE_MODES = (Mode.SHADOW, Mode.ENABLED)


def _pending_tokens() -> Coalesce:
    pending = (
        Message.objects.filter(account=OuterRef("pk"))
        .filter(seq__gt=Coalesce(OuterRef("covered_through_seq"), 0))
        .values("account")
        .annotate(t=Sum("token_count"))
        .values("t")
    )
    return Coalesce(Subquery(pending), 0)


def accounts_due(*, now: datetime, limit: int | None = None) -> list[int]:
    """Ids of accounts with messages aged out beyond coverage, free to compact.

    Uncovered tokens over the window budget means something has aged out: the
    run itself computes the exact window (stamps cost tokens too) and answers
    "nothing_to_do" when this cheap test was generous.
    """
    limit = limit or int(conf("MEMORY_COMPACTION_SCAN_LIMIT", 500))
    qs = (
        Account.objects.filter(effective_mode_q(*ACTIVE_MODES))
        .filter(compaction_stuck=False)
        .filter(Q(compaction_claimed_until__isnull=True) | Q(compaction_claimed_until__lt=now))
        .filter(Q(compaction_next_attempt_at__isnull=True) | Q(compaction_next_attempt_at__lte=now))
        .filter(last_seq__gt=Coalesce(F("covered_through_seq"), 0))
        .annotate(pending_tokens=_pending_tokens())
        .filter(pending_tokens__gt=settings.MEMORY_WINDOW_TOKENS)
        .order_by("compaction_last_progress_at", "pk")
        .values_list("pk", flat=True)
    )
    return list(qs[:limit])


def batch_messages(*, account: Account, now: datetime) -> list[StoredMessage]:
    """Aged-out messages past the watermark, oldest first, at most a batch.

    One read of the newest messages (the hot path's bound) decides where the
    window starts; when that read already reaches back to the watermark, the
    batch comes out of it with no second query. Plain rows, not model
    instances: the engine reads them, and token counts come stored.
    """
    limit = settings.MEMORY_WINDOW_MAX_MESSAGES
    rows = stored_rows(Message.objects.filter(account=account).order_by("-seq"), limit=limit)
    if not rows:
        return []
    start = window_start_seq(
        rows,
        budget=settings.MEMORY_WINDOW_TOKENS,
        now=now,
        tz=ZoneInfo(account.timezone or "UTC"),
    )
    upper = start if start is not None else rows[0].seq + 1
    covered = account.covered_through_seq
    floor = covered if covered is not None else 0
    if len(rows) < limit or rows[-1].seq <= floor + 1:
        aged = sorted((m for m in rows if floor < m.seq < upper), key=lambda m: m.seq)
        return aged[: batch_max()]
    qs = Message.objects.filter(account=account, seq__lt=upper)
    if covered is not None:
        qs = qs.filter(seq__gt=covered)
    return stored_rows(qs.order_by("seq"), limit=batch_max())


def stuck_q(*, now: datetime) -> Q:
    """The one written definition of stuck, as a filter (see ``stuck_definition``)."""
    no_progress = Q(compaction_last_progress_at__lt=now - stuck_after()) | Q(
        compaction_last_progress_at__isnull=True, created_at__lt=now - stuck_after()
    )
    waiting = Q(pending_tokens__gt=settings.MEMORY_WINDOW_TOKENS)
    return Q(compaction_stuck=True) | (waiting & no_progress)


def stuck_accounts(
    *, now: datetime, error: str = "", search: str = "", project: str = ""
) -> QuerySet[Account]:
    qs = (
        Account.objects.select_related("project")
        .annotate(pending_tokens=_pending_tokens())
        .filter(stuck_q(now=now))
    )
    if project:
        qs = qs.filter(project__slug=project)
    if error:
        qs = qs.filter(compaction_last_error=error)
    if search:
        qs = qs.filter(external_id__icontains=search)
    return qs.order_by("compaction_last_progress_at", "pk")


def failure_groups(*, now: datetime) -> list[dict[str, Any]]:
    return list(
        stuck_accounts(now=now)
        .order_by()
        .values("compaction_last_error")
        .annotate(n=Count("id"))
        .order_by("-n", "compaction_last_error")
    )


def batches_timeline(*, account: Account, limit: int = 20) -> list[CompactionBatch]:

    return list(
        CompactionBatch.objects.filter(account=account)
        .order_by("-started_at", "-id")
        .prefetch_related(
            Prefetch("attempts", queryset=CompactionAttempt.objects.order_by("number"))
        )[:limit]
    )


@dataclass(frozen=True)
class OutcomeDay:
    day: date
    counts: dict[str, int]

    @property
    def total(self) -> int:
        return sum(self.counts.values())


def compaction_outcomes(*, days: int = 14) -> list[OutcomeDay]:
    """Attempts per day and outcome for the last ``days`` days: one query."""
    today = clock.now().date()
    start = today - timedelta(days=days - 1)
    rows = (
        CompactionAttempt.objects.filter(created_at__gte=clock.day_start(start))
        .annotate(day=TruncDate("created_at"))
        .values("day", "outcome")
        .annotate(n=Count("id"))
        .order_by()
    )
    by_day: dict[date, dict[str, int]] = {start + timedelta(days=i): {} for i in range(days)}
    for r in rows:
        d = r["day"]
        if isinstance(d, datetime):
            d = d.date()
        if d in by_day:
            by_day[d][r["outcome"]] = by_day[d].get(r["outcome"], 0) + r["n"]
    return [OutcomeDay(d, c) for d, c in sorted(by_day.items())]


def stuck_count() -> int:
    return Account.objects.filter(compaction_stuck=True).count()
