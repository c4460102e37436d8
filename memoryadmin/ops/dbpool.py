"""The web process's connection pool through a database outage (issue 24).

psycopg_pool retries a database it cannot reach with a growing backoff, and a
request waits for a connection up to the pool's timeout
(``MEMORY_DB_POOL_TIMEOUT``, long enough for a burst of 1,000 turns to queue
for their short database steps). Through an outage that would mean every
request waiting the whole timeout before its 503 (or its /context fallback),
and the first requests after it waiting out the backoff. So:

- the pool gives up reconnecting after ``RECONNECT_SECONDS`` (its
  ``reconnect_timeout``); the next request then tries at once, so a database
  that is back serves the next request, not the one after the backoff;
- once it has given up (``reconnect_failed``), requests wait ``SHED_SECONDS``
  for a connection, so they are answered 503 or fall back quickly;
- the first connection made again (``connection_created``) restores the
  configured timeout.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

log = logging.getLogger("memory.ops")

RECONNECT_SECONDS = 2.0
SHED_SECONDS = 1.0

_lock = threading.Lock()
_down: dict[Any, float] = {}  # pool -> its configured timeout


def reconnect_failed(pool: Any) -> None:
    with _lock:
        if pool not in _down:
            _down[pool] = pool.timeout
            log.warning("database unreachable: pooled requests wait %ss until it is back",
                        SHED_SECONDS)  # fmt: skip
        pool.timeout = min(_down[pool], SHED_SECONDS)


def connection_back(sender: Any, connection: Any, **kwargs: Any) -> None:
    if not _down:
        return
    with _lock:
        for pool, timeout in _down.items():
            pool.timeout = timeout
        _down.clear()
    log.warning("database reachable again: pooled requests wait as configured")


def pool_options(max_size: int, timeout: float) -> dict[str, Any]:
    return {
        "min_size": 1,
        "max_size": max_size,
        "timeout": timeout,
        "reconnect_timeout": RECONNECT_SECONDS,
        "reconnect_failed": reconnect_failed,
    }
