"""Turns that fell back to the given history, counted per hour in the database.

``fallback_count`` is called where a turn falls back; it never raises (memory
must never be why a turn fails) and runs in its own savepoint, so a failed
count cannot spoil a transaction around it. ``fallbacks_over_time`` feeds the
Overview's chart.
"""

from __future__ import annotations

import logging
from datetime import datetime

from django.db import IntegrityError, transaction
from django.db.models import F, Sum

from accounts import clock
from accounts.models import FallbackCount
from accounts.timeseries import Bucket, Span, bucket_starts, fold, trunc

log = logging.getLogger("memory.fallbacks")

# Causes that mean the database itself failed: not counted in it.
DATABASE_DOWN = frozenset({"OperationalError", "InterfaceError", "DatabaseError"})


def fallback_count(*, where: str, cause: str) -> None:
    """One more fallback this hour at ``where`` (the door: "context", "chat"…) for ``cause``."""
    if cause in DATABASE_DOWN:
        return  # writing would only wait on the database that just failed
    hour = clock.now().replace(minute=0, second=0, microsecond=0)
    key = {"hour": hour, "where": where[:16], "cause": cause[:128]}
    try:
        with transaction.atomic():
            if FallbackCount.objects.filter(**key).update(n=F("n") + 1):
                return
            try:
                with transaction.atomic():
                    FallbackCount.objects.create(**key, n=1)
            except IntegrityError:  # another process created this hour's row first
                FallbackCount.objects.filter(**key).update(n=F("n") + 1)
    except Exception as exc:  # the database may be why the turn fell back
        log.warning("could not count a fallback (%s): %s", cause, type(exc).__name__)


def fallbacks_over_time(*, span: Span, now: datetime | None = None) -> list[Bucket]:
    """Fallbacks per hour or day by cause: one query."""
    now = now or clock.now()
    rows = (
        FallbackCount.objects.filter(hour__gte=bucket_starts(span, now)[0])
        .annotate(bucket=trunc(span, "hour"))
        .values("bucket", "cause")
        .annotate(n=Sum("n"))
        .order_by()
    )
    return fold(span, now, rows, series="cause")
