"""``/healthz`` (the process answers) and ``/readyz`` (it can serve: database, broker, schema).

A load balancer sends traffic only to ready processes and restarts only
unhealthy ones, so liveness checks nothing outside the process: a database
outage must not restart every web process at once.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, connections
from django.db.migrations.executor import MigrationExecutor
from django.http import HttpRequest, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET
from kombu import Connection

log = logging.getLogger("memory.health")

# Once every migration is applied it stays applied for this process's life (a
# new release brings new processes), so the migration graph is read only until then.
_migrations_applied = False


def _check_database() -> str | None:
    try:
        with connections[DEFAULT_DB_ALIAS].cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except Exception as exc:
        return type(exc).__name__
    return None


def _check_migrations() -> str | None:
    global _migrations_applied
    if _migrations_applied:
        return None
    try:
        executor = MigrationExecutor(connections[DEFAULT_DB_ALIAS])
        plan = executor.migration_plan(executor.loader.graph.leaf_nodes())
    except Exception as exc:
        return type(exc).__name__
    if plan:
        return f"{len(plan)} migration(s) not applied"
    _migrations_applied = True
    return None


def _check_broker() -> str | None:
    url = getattr(settings, "CELERY_BROKER_URL", "")
    if not url:
        return None  # tasks run in-process: there is no broker to reach
    try:
        with Connection(url, connect_timeout=1.0) as conn:
            conn.ensure_connection(max_retries=1, timeout=1)
    except Exception as exc:
        return type(exc).__name__
    return None


@never_cache
@require_GET
def healthz(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"status": "ok"})


@never_cache
@require_GET
def readyz(request: HttpRequest) -> JsonResponse:
    started = time.monotonic()
    database = _check_database()
    checks: dict[str, Any] = {
        "database": database or "ok",
        # Without a database the migration state cannot be read: say so, don't guess.
        "migrations": (_check_migrations() or "ok") if database is None else "unknown",
        "broker": (_check_broker() or "ok") if settings.CELERY_BROKER_URL else "in-process",
    }
    ready = all(v in ("ok", "in-process") for v in checks.values())
    if not ready:
        log.warning("not ready: %s", checks)
    body = {
        "status": "ready" if ready else "unready",
        "checks": checks,
        "ms": round((time.monotonic() - started) * 1000, 1),
    }
    return JsonResponse(body, status=200 if ready else 503)
