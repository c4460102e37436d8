"""In-process counters (the hot path's fallbacks, by kind). Never raises."""

from __future__ import annotations

import threading
from collections import Counter


class Metrics:
    """Counters kept in this process; a lock makes them safe across threads."""

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
