"""The web process's connection pool through a database outage (issue 24).

psycopg_pool retries a database it cannot reach with a growing backoff, and a
request waits for a connection up to the pool's timeout
(``MEMORY_DB_POOL_TIMEOUT``, long enough for a burst of 1,000 turns to queue
for their short database steps). Through an outage that would mean every
request waiting the whole timeout before its 503 (or its /context fallback),
and the first requests after it waiting out the backoff. So:

- a pool starts out *down*: until it has made its first connection, requests
  wait ``SHED_SECONDS`` for one, so a web process started while the database
  refuses answers ``/readyz`` (503) and falls back at once instead of after
  the whole timeout; ``warm`` (gunicorn's ``post_worker_init``) makes the
  first connection while the worker boots, so a burst at start-up finds the
  configured timeout;
- the pool gives up reconnecting after ``RECONNECT_SECONDS`` (its
  ``reconnect_timeout``); the next request then tries at once, so a database
  that is back serves the next request, not the one after the backoff;
- once it has given up (``reconnect_failed``), the requests already waiting
  for a connection are failed at once (each waits with the timeout it started
  with, the whole configured one, and no connection is coming), and new ones
  wait ``SHED_SECONDS``, so they are answered 503 or fall back quickly;
- the first connection made again (``connection_back``, on Django's
  ``connection_created``) restores the configured timeout.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

log = logging.getLogger("memory.ops")

RECONNECT_SECONDS = 2.0
# Longer than the pool's longest wait between two attempts (its first backoff, 1 s
# ± 10%; the next is cut to RECONNECT_SECONDS): a request made once the database is
# back always sees an attempt land while it waits.
SHED_SECONDS = 1.5
WARM_SECONDS = 2.0

_lock = threading.Lock()
# The configured timeout, and whether the pool is down (never connected, or given up).
_state: dict[str, Any] = {"timeout": 30.0, "down": True, "said": False}


def pool_options(max_size: int, timeout: float) -> dict[str, Any]:
    _state["timeout"] = timeout
    return {
        "min_size": 1,
        "max_size": max_size,
        "timeout": min(timeout, SHED_SECONDS),  # down until its first connection
        "reconnect_timeout": RECONNECT_SECONDS,
        "reconnect_failed": reconnect_failed,
    }


def reconnect_failed(pool: Any) -> None:
    with _lock:
        if not _state["said"]:
            log.warning("database unreachable: pooled requests wait %ss until it is back",
                        SHED_SECONDS)  # fmt: skip
        _state.update(down=True, said=True)
        pool.timeout = min(_state["timeout"], SHED_SECONDS)
    _shed_waiting(pool)


def _shed_waiting(pool: Any) -> None:
    """Fail the requests waiting for a connection the pool has given up making.

    psycopg_pool has no public call for it; its queue and lock are read where
    present, and a pool without them is left as it is (its waiters time out).
    """
    from psycopg_pool import PoolTimeout

    lock, queue = getattr(pool, "_lock", None), getattr(pool, "_waiting", None)
    if lock is None or queue is None:
        return
    with lock:
        waiting = list(queue)
        queue.clear()
    for client in waiting:
        client.fail(PoolTimeout("the database is unreachable"))


def _up(pool: Any) -> None:
    with _lock:
        if _state["said"]:
            log.warning("database reachable again: pooled requests wait as configured")
        _state.update(down=False, said=False)
        pool.timeout = _state["timeout"]


def connection_back(sender: Any, connection: Any, **kwargs: Any) -> None:
    if not _state["down"]:
        return
    pool = getattr(connection, "pool", None)
    if pool is not None:
        _up(pool)


def warm(alias: str = "default") -> None:
    """Open this process's pool and wait up to ``WARM_SECONDS`` for its first
    connection: up, it serves with the configured timeout from the first request;
    still refused, it stays down (quick 503s and fallbacks) until one is made."""
    from django.db import connections
    from psycopg_pool import PoolTimeout

    pool = getattr(connections[alias], "pool", None)
    if pool is None:
        return
    pool.open()
    try:  # not pool.wait(): on its timeout it closes the pool for good
        pool.putconn(pool.getconn(timeout=WARM_SECONDS))
    except PoolTimeout:
        log.warning("database unreachable at start: pooled requests wait %ss until it is up",
                    SHED_SECONDS)  # fmt: skip
        return
    _up(pool)
