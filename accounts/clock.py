"""The clock every part of the Django side reads: now, and the start of a day."""

from __future__ import annotations

from datetime import UTC, date, datetime, time

from django.utils import timezone


def now() -> datetime:
    return timezone.now()


def day_start(d: date) -> datetime:
    """Midnight UTC of ``d``: bound a timestamp column by it, so its index serves the filter."""
    return datetime.combine(d, time.min, tzinfo=UTC)
