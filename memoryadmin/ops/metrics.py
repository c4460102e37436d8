"""Prometheus metrics (``prometheus_client``), served at ``/metrics``.

Counters and histograms are updated where things happen: every turn of every
door and its fallback by ``accounts.turn.counting`` (the one place a turn is
counted), every compaction run by ``accounts.compaction.run.compaction_run``.
The state of the queues is read from the database when Prometheus scrapes, so
a gauge can never drift from the truth.

Several processes (gunicorn's workers, Celery's) count apart: set
``PROMETHEUS_MULTIPROC_DIR`` to one empty directory for the web and worker
processes of a host, before they start, and every process's counters are summed
on each scrape (a compaction counted in a Celery worker shows on the web's
``/metrics``). gunicorn's ``child_exit`` hook marks a dead worker's files.

Recording a metric never raises: memory must never be why a turn fails.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterator

import redis
from django.conf import settings
from django.db.models import Count, Min
from django.http import HttpRequest, HttpResponse
from django.utils import timezone
from django.views.decorators.cache import never_cache
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Histogram,
    generate_latest,
    multiprocess,
)
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import REGISTRY, Collector

from accounts.models import Account, CompactionBatch, CompactionPause, ForgetRequest

log = logging.getLogger("memory.metrics")

TURNS = Counter(
    "memory_turns", "Turns answered, by the mode they resolved to and their door.", ["mode", "door"]
)
FALLBACKS = Counter(
    "memory_context_fallbacks", "Turns that returned the given history on an error.", ["cause"]
)
CONTEXT_SECONDS = Histogram(
    "memory_context_seconds",
    "Time the turn service takes to answer a turn (any door), by mode.",
    ["mode"],
    buckets=(0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.5),
)
COMPACTIONS = Counter("memory_compactions", "Compaction runs, by outcome.", ["outcome"])


def record_turn(*, mode: str, seconds: float, door: str = "context") -> None:
    try:
        TURNS.labels(mode=mode, door=door).inc()
        CONTEXT_SECONDS.labels(mode=mode).observe(seconds)
    except Exception:  # a metrics failure is logged, never raised into a turn
        log.exception("could not record a turn")


def record_fallback(*, cause: str) -> None:
    try:
        FALLBACKS.labels(cause=cause).inc()
    except Exception:
        log.exception("could not record a fallback")


def record_compaction(*, outcome: str) -> None:
    try:
        COMPACTIONS.labels(outcome=outcome).inc()
    except Exception:
        log.exception("could not record a compaction")


class StateCollector(Collector):
    """Gauges read from the database at scrape time: stuck accounts, forgets, queue lag."""

    def collect(self) -> Iterator[GaugeMetricFamily]:
        try:
            stuck = Account.objects.filter(compaction_stuck=True).count()
            paused = CompactionPause.objects.filter(pk=1, paused=True).first()
            forgets = dict(
                ForgetRequest.objects.values_list("status").annotate(n=Count("id")).order_by()
            )
            oldest = CompactionBatch.objects.filter(
                status=CompactionBatch.Status.RUNNING
            ).aggregate(started=Min("started_at"))["started"]
        except Exception as exc:  # the database is down: report that, not a 500
            log.warning("metrics could not read the database: %s", type(exc).__name__)
            up = GaugeMetricFamily("memory_state_up", "Whether the state gauges could be read.")
            up.add_metric([], 0)
            yield up
            return
        up = GaugeMetricFamily("memory_state_up", "Whether the state gauges could be read.")
        up.add_metric([], 1)
        yield up
        g = GaugeMetricFamily("memory_stuck_accounts", "Accounts whose compaction is stuck.")
        g.add_metric([], stuck)
        yield g
        p = GaugeMetricFamily(
            "memory_compaction_paused",
            "1 while compaction is paused after a mass rejection (ENGINE.md section 9), by "
            "the reason the batches were rejected for; an operator resumes it.",
            labels=["reason"],
        )
        p.add_metric([paused.reason if paused else ""], 1 if paused else 0)
        yield p
        f = GaugeMetricFamily(
            "memory_forget_requests", "Forget requests, by state.", labels=["state"]
        )
        for state in ForgetRequest.Status.values:
            f.add_metric([state], forgets.get(state, 0))
        yield f
        lag = GaugeMetricFamily(
            "memory_compaction_oldest_running_seconds",
            "Age of the oldest compaction batch still running (0 when none).",
        )
        lag.add_metric([], (timezone.now() - oldest).total_seconds() if oldest else 0.0)
        yield lag
        depth = _queue_depth()
        if depth is not None:
            q = GaugeMetricFamily(
                "memory_task_queue_depth", "Tasks waiting in the broker's default queue."
            )
            q.add_metric([], depth)
            yield q


def _queue_depth() -> int | None:
    url = settings.CELERY_BROKER_URL
    if not url.startswith(("redis://", "rediss://")):
        return None
    try:
        client = redis.Redis.from_url(url, socket_timeout=0.5, socket_connect_timeout=0.5)
        return int(client.llen("celery"))
    except Exception:
        return None


_state = StateCollector()
_registered = False


def _registry() -> CollectorRegistry:
    global _registered
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
        registry.register(_state)
        return registry
    if not _registered:
        REGISTRY.register(_state)
        _registered = True
    return REGISTRY


@never_cache
def metrics_view(request: HttpRequest) -> HttpResponse:
    token = getattr(settings, "MEMORY_METRICS_TOKEN", "")
    if token and request.headers.get("Authorization", "") != f"Bearer {token}":
        return HttpResponse("Send Authorization: Bearer <MEMORY_METRICS_TOKEN>.\n", status=401)
    return HttpResponse(generate_latest(_registry()), content_type=CONTENT_TYPE_LATEST)
