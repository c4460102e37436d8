"""Compaction's settings, read when used (tests and operators may change them)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.conf import settings

STUCK_DEFINITION = (
    "An account is stuck when messages have aged out of its verbatim window and "
    "compaction has made no progress on them for more than {hours:g} hours, or when "
    "{failures} compaction runs in a row have failed (timeouts or provider errors). "
    "A stuck account is no longer retried on its own: retry it or skip the batch here."
)


def conf(name: str, default: Any) -> Any:
    return getattr(settings, name, default)


def lease_seconds() -> float:
    return float(conf("MEMORY_COMPACTION_LEASE_SECONDS", 300))


def batch_max() -> int:
    return int(conf("MEMORY_COMPACTION_BATCH_MAX", 50))


def max_failures() -> int:
    return int(conf("MEMORY_COMPACTION_MAX_FAILURES", 5))


def stuck_after() -> timedelta:
    return timedelta(seconds=float(conf("MEMORY_COMPACTION_STUCK_AFTER_SECONDS", 6 * 3600)))


def stuck_definition() -> str:
    return STUCK_DEFINITION.format(
        hours=stuck_after().total_seconds() / 3600, failures=max_failures()
    )
