"""Per-key limits, shared by every web process: no tenant can starve another (issue 24).

Three counters per API key (named by ``key_name``: its hash's prefix, which no
other key ever had, unlike a row id), each with a setting (docs/api.md "Limits"):

- requests per second (``MEMORY_KEY_REQUESTS_PER_SECOND``): a fixed one-second
  window, counted for every request the key makes;
- upstream turns in flight at once (``MEMORY_KEY_CONCURRENT_TURNS``): a slot is
  taken before a door calls its model and given back when the answer (or the
  stream) ends; a slot whose process died expires after
  ``MEMORY_UPSTREAM_TOTAL_TIMEOUT``;
- accounts created per minute (``MEMORY_KEY_ACCOUNTS_PER_MINUTE``): a fixed
  one-minute window, counted as account rows are inserted.

The store is Redis when one is configured (``MEMORY_LIMITS_REDIS_URL``, else a
``redis://`` ``CELERY_BROKER_URL``), so the limits hold across gunicorn's
worker processes and hosts; the embedded default has no Redis and counts in
the process. The limiter fails open: if Redis cannot be reached, every check
passes (logged, and Redis is not tried again for a few seconds), since a
limiter that is down must not take the API down with it.

A limit of 0 turns that limit off.
"""

from __future__ import annotations

import contextvars
import logging
import math
import threading
import time
import uuid
from dataclasses import dataclass
from typing import Any

from django.conf import settings

log = logging.getLogger("memory.limits")

# The key of the request being served (set when its key is checked), for what a
# request does deep inside the engine: creating an account row counts against it.
current_key: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "memory_current_key", default=None
)

PREFIX = "memory:limit:"
RETRY_REDIS_AFTER = 5.0  # seconds a failed Redis is left alone (failing open meanwhile)

# Take a slot if fewer than ARGV[1] live ones are held: a sorted set of tokens scored by
# when each expires, so a slot whose process died frees itself.
_ACQUIRE = """
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
  redis.call('EXPIRE', KEYS[1], ARGV[5])
  return 1
end
return 0
"""


@dataclass(frozen=True)
class Refusal:
    """Why a request is refused: the code, the sentence and when to retry (seconds)."""

    code: str
    message: str
    retry_after: int


def items_over(value: object, field: str) -> str | None:
    """Why the list ``value`` is over ``MEMORY_TURN_MAX_ITEMS`` (a 413 ``too_many_items``
    at every door), or None.

    What one request may record: a first turn records every item its history
    holds, so a 60,000-item history would be 60,000 rows in one request.
    """
    limit = int(settings.MEMORY_TURN_MAX_ITEMS)
    if limit > 0 and isinstance(value, list) and len(value) > limit:
        return (
            f"{field} holds {len(value)} items, over the {limit} one turn may carry "
            "(MEMORY_TURN_MAX_ITEMS)."
        )
    return None


class _LocalStore:
    """In-process counters: the embedded default (one process, no Redis)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._counts: dict[str, tuple[int, int]] = {}  # name -> (window, count)
        self._slots: dict[str, dict[str, float]] = {}  # name -> token -> expires

    def hit(self, name: str, window: int, ttl: int) -> int:
        with self._lock:
            if len(self._counts) > 10_000:
                self._counts = {k: v for k, v in self._counts.items() if v[0] >= window}
            seen, count = self._counts.get(name, (window, 0))
            count = count + 1 if seen == window else 1
            self._counts[name] = (window, count)
            return count

    def peek(self, name: str, window: int) -> int:
        with self._lock:
            seen, count = self._counts.get(name, (window, 0))
            return count if seen == window else 0

    def acquire(self, name: str, limit: int, token: str, now: float, ttl: float) -> bool:
        with self._lock:
            slots = self._slots.setdefault(name, {})
            for old in [t for t, until in slots.items() if until <= now]:
                del slots[old]
            if len(slots) >= limit:
                return False
            slots[token] = now + ttl
            return True

    def release(self, name: str, token: str) -> None:
        with self._lock:
            slots = self._slots.get(name)
            if slots is not None:
                slots.pop(token, None)
                if not slots:
                    del self._slots[name]


class _RedisStore:
    def __init__(self, url: str) -> None:
        import redis

        self._client = redis.Redis.from_url(
            url, socket_timeout=0.25, socket_connect_timeout=0.25, health_check_interval=30
        )
        self._acquire = self._client.register_script(_ACQUIRE)

    def hit(self, name: str, window: int, ttl: int) -> int:
        key = f"{PREFIX}{name}:{window}"
        pipe = self._client.pipeline(transaction=False)
        pipe.incr(key)
        pipe.expire(key, ttl)
        return int(pipe.execute()[0])

    def peek(self, name: str, window: int) -> int:
        value = self._client.get(f"{PREFIX}{name}:{window}")
        return int(value) if value is not None else 0

    def acquire(self, name: str, limit: int, token: str, now: float, ttl: float) -> bool:
        args: list[str | int | float] = [limit, now, now + ttl, token, math.ceil(ttl) + 60]
        return bool(self._acquire(keys=[f"{PREFIX}{name}"], args=args))

    def release(self, name: str, token: str) -> None:
        self._client.zrem(f"{PREFIX}{name}", token)


class Limiter:
    """The counters, in Redis or in the process; every failure of the store passes."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._configured: tuple[str, Any] | None = None
        self._down_until = 0.0
        self._local = _LocalStore()

    def _store(self) -> _LocalStore | _RedisStore | None:
        url = redis_url()
        if not url:
            return self._local
        if time.monotonic() < self._down_until:
            return None  # failing open until Redis is tried again
        configured = self._configured
        if configured is None or configured[0] != url:
            with self._lock:
                configured = (url, _RedisStore(url))
                self._configured = configured
        store: _RedisStore = configured[1]
        return store

    def _call(self, what: str, default: Any, *args: Any) -> Any:
        store = self._store()
        if store is None:
            return default
        try:
            return getattr(store, what)(*args)
        except Exception as exc:  # the limiter's store is down: every check passes
            self._down_until = time.monotonic() + RETRY_REDIS_AFTER
            log.warning("limits fail open: store unreachable error=%s", type(exc).__name__)
            return default

    def hit(self, name: str, window: int, ttl: int) -> int:
        return int(self._call("hit", 0, name, window, ttl))

    def peek(self, name: str, window: int) -> int:
        return int(self._call("peek", 0, name, window))

    def acquire(self, name: str, limit: int, token: str, ttl: float) -> bool:
        return bool(self._call("acquire", True, name, limit, token, time.time(), ttl))

    def release(self, name: str, token: str) -> None:
        self._call("release", None, name, token)


limiter = Limiter()


def redis_url() -> str:
    url = str(getattr(settings, "MEMORY_LIMITS_REDIS_URL", "") or "")
    if url:
        return url
    broker = str(settings.CELERY_BROKER_URL or "")
    return broker if broker.startswith(("redis://", "rediss://")) else ""


# --- the three limits ----------------------------------------------------------------


def key_name(key: Any) -> str:
    """What the counters call an API key: a prefix of its hash (never reused, never secret)."""
    return str(key.key_hash)[:24]



def request_allowed(key_id: str) -> Refusal | None:
    """Count one request of ``key_id``; a refusal when it is over its rate this second."""
    limit = int(settings.MEMORY_KEY_REQUESTS_PER_SECOND)
    if limit <= 0:
        return None
    now = time.time()
    if limiter.hit(f"rate:{key_id}", int(now), 2) <= limit:
        return None
    return Refusal(
        "rate_limited",
        f"Over {limit} requests a second for this key (MEMORY_KEY_REQUESTS_PER_SECOND).",
        max(1, math.ceil(int(now) + 1 - now)),
    )


def _minute() -> int:
    return int(time.time() // 60)


def accounts_exhausted(key_id: str) -> Refusal | None:
    """A refusal when ``key_id`` created its allowance of accounts this minute."""
    limit = int(settings.MEMORY_KEY_ACCOUNTS_PER_MINUTE)
    if limit <= 0 or limiter.peek(f"accounts:{key_id}", _minute()) < limit:
        return None
    return Refusal(
        "too_many_accounts",
        f"This key created {limit} accounts this minute (MEMORY_KEY_ACCOUNTS_PER_MINUTE); "
        "existing accounts still answer.",
        max(1, 60 - int(time.time()) % 60),
    )


def account_created(key_id: str) -> None:
    if int(settings.MEMORY_KEY_ACCOUNTS_PER_MINUTE) > 0:
        limiter.hit(f"accounts:{key_id}", _minute(), 120)


class Slot:
    """One upstream turn in flight for a key; ``release`` (idempotent) gives it back."""

    def __init__(self, name: str, token: str) -> None:
        self._name, self._token = name, token
        self._released = not name

    def release(self) -> None:
        if not self._released:
            self._released = True
            limiter.release(self._name, self._token)


NO_SLOT = Slot("", "")


def turn_slot(key_id: str | None) -> Slot | Refusal:
    """Take one of ``key_id``'s slots for an upstream turn, or say why not."""
    limit = int(settings.MEMORY_KEY_CONCURRENT_TURNS)
    if key_id is None or limit <= 0:
        return NO_SLOT
    name, token = f"turns:{key_id}", uuid.uuid4().hex
    ttl = float(settings.MEMORY_UPSTREAM_TOTAL_TIMEOUT) + 30
    if limiter.acquire(name, limit, token, ttl):
        return Slot(name, token)
    return Refusal(
        "too_many_turns",
        f"This key has {limit} turns waiting on the model already "
        "(MEMORY_KEY_CONCURRENT_TURNS); retry when one has answered.",
        1,
    )
