"""Time buckets for the console's charts: the last 24 hours by hour, or 14 days by day.

Every series is one grouped query over an indexed timestamp, folded here into
a fixed list of buckets (an empty hour is a zero, not a missing bar).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

from django.db.models.functions import TruncDay, TruncHour


@dataclass(frozen=True)
class Span:
    key: str
    label: str
    unit: str  # "hour" | "day"
    n: int


SPANS = {
    "24h": Span("24h", "last 24 hours", "hour", 24),
    "14d": Span("14d", "last 14 days", "day", 14),
}
DEFAULT_SPAN = "14d"


def span_of(key: str | None) -> Span:
    """The span a query string names; anything unknown is the default (a bad link still shows)."""
    return SPANS.get(key or "", SPANS[DEFAULT_SPAN])


def bucket_starts(span: Span, now: datetime) -> list[datetime]:
    now = now.astimezone(UTC)
    if span.unit == "hour":
        last = now.replace(minute=0, second=0, microsecond=0)
        return [last - timedelta(hours=span.n - 1 - i) for i in range(span.n)]
    today = datetime.combine(now.date(), time.min, tzinfo=UTC)
    return [today - timedelta(days=span.n - 1 - i) for i in range(span.n)]


def trunc(span: Span, field_name: str) -> TruncHour | TruncDay:
    """The SQL that puts a timestamp into its bucket (in UTC, the zone the console names)."""
    if span.unit == "hour":
        return TruncHour(field_name, tzinfo=UTC)
    return TruncDay(field_name, tzinfo=UTC)


def bucket_key(value: Any) -> datetime | None:
    """A truncated value as the database returns it, as an aware UTC datetime."""
    if isinstance(value, datetime):
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)
    if isinstance(value, date):
        return datetime.combine(value, time.min, tzinfo=UTC)
    return None


@dataclass
class Bucket:
    start: datetime
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return sum(self.counts.values())


def fold(
    span: Span, now: datetime, rows: Iterable[Mapping[str, Any]], *, series: str
) -> list[Bucket]:
    """Rows of ``{"bucket", <series>, "n"}`` into one Bucket per hour or day of the span."""
    buckets = {s: Bucket(s) for s in bucket_starts(span, now)}
    for r in rows:
        b = buckets.get(bucket_key(r["bucket"]))  # type: ignore[arg-type]
        if b is not None:
            name = str(r[series])
            b.counts[name] = b.counts.get(name, 0) + int(r["n"])
    return list(buckets.values())
