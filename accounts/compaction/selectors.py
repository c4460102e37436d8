"""Compaction's reads: who is due, the next batch, stuck accounts, the timeline, outcomes.

Each costs a fixed number of queries however many accounts there are.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import TypedDict
from zoneinfo import ZoneInfo

from django.conf import settings
from django.db.models import Count, Exists, F, OuterRef, Prefetch, Q, QuerySet, Subquery, Sum
from django.db.models.functions import Coalesce, Left

from accounts import clock
from accounts.compaction.config import batch_max, conf, stuck_after
from accounts.messages.selectors import stored_rows
from accounts.models import Account, CompactionAttempt, CompactionBatch, Message
from accounts.rollout.selectors import effective_mode_q
from accounts.scope import EVERY_PROJECT, ProjectScope
from accounts.timeseries import Bucket, Span, bucket_starts, fold, trunc
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


def batch_messages(
    *, account: Account, now: datetime, newest: list[StoredMessage] | None = None
) -> list[StoredMessage]:
    """Aged-out messages past the watermark, oldest first, at most a batch.

    One read of the newest messages (the hot path's bound) decides where the
    window starts; when that read already reaches back to the watermark, the
    batch comes out of it with no second query. Plain rows, not model
    instances: the engine reads them, and token counts come stored.
    ``newest`` is that read when the caller made it (the claim, on PostgreSQL).
    """
    limit = settings.MEMORY_WINDOW_MAX_MESSAGES
    rows = (
        newest
        if newest is not None
        else stored_rows(Message.objects.filter(account=account).order_by("-seq"), limit=limit)
    )
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
    *,
    now: datetime,
    error: str = "",
    search: str = "",
    project: str = "",
    error_class: str = "",
    scope: ProjectScope = EVERY_PROJECT,
) -> QuerySet[Account]:
    """Stuck accounts of ``scope``'s projects, narrowed by the stuck screen's filters."""
    qs = (
        scope.narrow(Account.objects.select_related("project"))
        .annotate(pending_tokens=_pending_tokens())
        .filter(stuck_q(now=now))
    )
    if project:
        qs = qs.filter(project__slug=project)
    if error:
        qs = qs.filter(compaction_last_error=error)
    if error_class:
        qs = qs.filter(compaction_last_error__startswith=error_class)
    if search:
        qs = qs.filter(external_id__icontains=search)
    return qs.order_by("compaction_last_progress_at", "pk")


class FailureGroup(TypedDict):
    """Stuck accounts that share a last error, and how many."""

    compaction_last_error: str
    n: int


def failure_groups(*, now: datetime, scope: ProjectScope) -> list[FailureGroup]:
    return list(
        stuck_accounts(now=now, scope=scope)
        .order_by()
        .values("compaction_last_error")
        .annotate(n=Count("id"))
        .order_by("-n", "compaction_last_error")
    )


def error_class(error: str) -> str:
    """``"InternalServerError: Error code: 503 - …"`` → ``InternalServerError``; else its start."""
    m = ERROR_CLASS.match(error or "")
    if m:
        return m.group(1)
    first = (error or "").split(" - ")[0].strip()
    return first[:60] or "(no error text)"


ERROR_CLASS = re.compile(r"^([A-Za-z_][\w.]*(?:Error|Exception|Timeout|Failure)\w*):")


@dataclass
class TimelineEntry:
    """One thing that happened to a batch: an attempt, or a run that ended without one."""

    at: datetime
    run: CompactionBatch
    outcome: str  # an attempt's outcome, or: skipped | stale | lost | running
    attempt: CompactionAttempt | None = None

    @property
    def error(self) -> str:
        if self.attempt is not None:
            return self.attempt.error
        return self.run.error

    @property
    def error_class(self) -> str:
        return error_class(self.error) if self.error and self.outcome != "skipped" else ""

    @property
    def error_detail(self) -> str:
        """The error after its class ("Error code: 503 - overloaded"), or all of it."""
        cls, text = self.error_class, self.error
        return text[len(cls) + 1 :].strip() if cls and text.startswith(cls + ":") else text


@dataclass
class BatchTimeline:
    """Every run over the same messages (same coverage before it, same first message).

    A failed run leaves coverage where it was, so the next run takes the same
    batch again: today's five failed runs are one batch with five attempts.
    """

    from_seq: int
    to_seq: int
    base_covered_through_seq: int | None
    runs: list[CompactionBatch] = field(default_factory=list)
    entries: list[TimelineEntry] = field(default_factory=list)

    @property
    def state(self) -> str:
        return self.runs[-1].status

    @property
    def started_at(self) -> datetime:
        return self.runs[0].started_at

    @property
    def ended_at(self) -> datetime | None:
        return self.runs[-1].finished_at

    @property
    def attempt_count(self) -> int:
        return sum(1 for e in self.entries if e.attempt is not None)

    @property
    def key(self) -> str:
        return f"{self.base_covered_through_seq}-{self.from_seq}"


def _run_entries(run: CompactionBatch) -> list[TimelineEntry]:
    attempts = list(run.attempts.all())
    entries = [TimelineEntry(a.created_at, run, a.outcome, a) for a in attempts]
    status = run.status
    if status == CompactionBatch.Status.SKIPPED:
        entries.append(TimelineEntry(run.finished_at or run.started_at, run, "skipped"))
    elif status == CompactionBatch.Status.STALE:
        entries.append(TimelineEntry(run.finished_at or run.started_at, run, "stale"))
    elif status == CompactionBatch.Status.RUNNING and not any(
        a.outcome == "accepted" for a in attempts
    ):
        entries.append(TimelineEntry(run.started_at, run, "running"))
    elif status == CompactionBatch.Status.FAILED and not attempts:
        # Closed with no attempt: the worker was lost, or a fault before the model answered.
        entries.append(TimelineEntry(run.finished_at or run.started_at, run, "lost"))
    return entries


def batches_timeline(*, account: Account, limit: int = 20) -> list[BatchTimeline]:
    """The account's latest batches, newest first, each with every run and attempt on it.

    Two queries (the runs, their attempts) whatever the number of attempts.
    """
    runs = list(
        CompactionBatch.objects.filter(account=account)
        .order_by("-started_at", "-id")
        .prefetch_related(
            Prefetch(
                "attempts", queryset=CompactionAttempt.objects.order_by("created_at", "number")
            )
        )[: limit * 5]
    )
    groups: list[BatchTimeline] = []
    for run in reversed(runs):  # oldest first: a batch's runs are consecutive
        last = groups[-1] if groups else None
        if (
            last is None
            or last.from_seq != run.from_seq
            or last.base_covered_through_seq != run.base_covered_through_seq
        ):
            last = BatchTimeline(run.from_seq, run.to_seq, run.base_covered_through_seq)
            groups.append(last)
        last.runs.append(run)
        last.to_seq = run.to_seq
        last.entries.extend(_run_entries(run))
    return list(reversed(groups))[:limit]


def latest_run_id(*, account: Account) -> int:
    """The id of the account's newest batch run (0 when none): what came after is new."""
    last = CompactionBatch.objects.filter(account=account).order_by("-id").values("id").first()
    return int(last["id"]) if last else 0


def latest_run(*, account: Account, after_id: int) -> CompactionBatch | None:
    """The account's newest batch run started after ``after_id``, if any."""
    return CompactionBatch.objects.filter(account=account, id__gt=after_id).order_by("-id").first()


# How far back the stuck screen's "Recently resolved" list looks, and how many it shows.
RESOLVED_WITHIN = timedelta(hours=24)
RESOLVED_MAX = 20


def recently_resolved(
    *, now: datetime, scope: ProjectScope, limit: int = RESOLVED_MAX
) -> list[CompactionBatch]:
    """Batches that got past failures lately: an account that was failing (or stuck) and is
    fine now, so it does not just vanish from the stuck screen. Newest first.

    Each is the run that ended it (applied, or skipped by an operator) within
    ``RESOLVED_WITHIN``, whose batch (the same first message) had failed before, on an
    account that is not stuck now; ``failures_before`` counts those failed runs. One query.
    """
    earlier = CompactionBatch.objects.filter(
        account=OuterRef("account"),
        from_seq=OuterRef("from_seq"),
        status="failed",
        id__lt=OuterRef("id"),
    )
    count = earlier.order_by().values("account").annotate(n=Count("id")).values("n")
    rows = (
        scope.narrow(CompactionBatch.objects.select_related("account", "account__project"))
        .filter(status__in=["accepted", "skipped"], finished_at__gte=now - RESOLVED_WITHIN)
        .filter(Exists(earlier))
        .exclude(
            account__in=Account.objects.annotate(pending_tokens=_pending_tokens())
            .filter(stuck_q(now=now))
            .values("pk")
        )
        .annotate(failures_before=Subquery(count))
        .order_by("-finished_at", "-id")
    )
    return list(rows[:limit])


# --- over time, for the Overview's charts -------------------------------------------------

RUN_STATES = {
    "accepted": "applied",
    "rejected": "rejected",
    "failed": "failed",
    "skipped": "skipped",
}


def compaction_outcomes(
    *, span: Span, scope: ProjectScope, now: datetime | None = None
) -> list[Bucket]:
    """Batch runs of ``scope``'s projects per hour or day by how they ended (applied,
    rejected, failed, skipped). One query.
    """
    now = now or clock.now()
    starts = bucket_starts(span, now)
    batches = scope.narrow(CompactionBatch.objects.all())
    rows = (
        batches.filter(started_at__gte=starts[0], status__in=list(RUN_STATES))
        .annotate(bucket=trunc(span, "started_at"))
        .values("bucket", "status")
        .annotate(n=Count("id"))
        .order_by()
    )
    named = ({**r, "status": RUN_STATES[r["status"]]} for r in rows)
    return fold(span, now, named, series="status")


def failures_by_error(
    *, span: Span, scope: ProjectScope, now: datetime | None = None, top: int = 5
) -> tuple[list[Bucket], list[str]]:
    """Failed attempts of ``scope``'s projects per hour or day by error class: one query.

    The ``top`` most frequent classes keep their name, the rest count as "other".
    """
    now = now or clock.now()
    starts = bucket_starts(span, now)
    rows = [
        (r["bucket"], error_class(r["head"]), r["n"])
        for r in scope.narrow(CompactionAttempt.objects.all())
        .filter(created_at__gte=starts[0], outcome="failed")
        .annotate(bucket=trunc(span, "created_at"), head=Left("error", 120))
        .values("bucket", "head")
        .annotate(n=Count("id"))
        .order_by()
    ]
    totals: dict[str, int] = {}
    for _, cls, n in rows:
        totals[cls] = totals.get(cls, 0) + n
    names = sorted(totals, key=lambda k: (-totals[k], k))
    kept = set(names[:top])
    named = [{"bucket": b, "cls": cls if cls in kept else "other", "n": n} for b, cls, n in rows]
    order = names[:top] + (["other"] if len(names) > top else [])
    return fold(span, now, named, series="cls"), order


def stuck_count(*, scope: ProjectScope) -> int:
    return scope.narrow(Account.objects.filter(compaction_stuck=True)).count()
