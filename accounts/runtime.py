"""Where the Django side gets the engine's collaborators: the pack, its validator, the clock."""

from __future__ import annotations

import logging
import threading
from collections import Counter
from datetime import UTC, date, datetime, time
from functools import lru_cache

from django.conf import settings
from django.utils import timezone

from memoryadmin.engine.ports import RulePack
from memoryadmin.engine.validator import Validator
from memoryadmin.packs import load_pack

log = logging.getLogger("memory")


@lru_cache(maxsize=1)
def pack() -> RulePack:
    return load_pack(settings.MEMORY_RULE_PACK)


def validator() -> Validator:
    """The pack's summary rules: what compaction, redaction and the rule lab check against."""
    return Validator.for_pack(pack())


def now() -> datetime:
    return timezone.now()


def day_start(d: date) -> datetime:
    """Midnight UTC of ``d``: bound a timestamp column by it, so its index serves the filter."""
    return datetime.combine(d, time.min, tzinfo=UTC)


class Metrics:
    """In-process counters (fallbacks, telemetry errors). Never raises."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._counts: Counter[str] = Counter()

    def incr(self, name: str, by: int = 1) -> None:
        with self._lock:
            self._counts[name] += by

    def get(self, name: str) -> int:
        with self._lock:
            return self._counts[name]

    def snapshot(self) -> dict[str, int]:
        with self._lock:
            return dict(self._counts)


metrics = Metrics()
