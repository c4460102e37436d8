"""The embedded default's scheduler: compaction on its own without Celery beat.

With no broker (``CELERY_BROKER_URL`` empty) tasks run in-process and no beat
process exists, so nothing would ever scan for due accounts: a long
conversation would be cut to the window and never summarised until someone
called ``POST /compact``. In that mode the web server (``runserver``: the
``make run`` default) starts one daemon thread that runs the same scan beat
would, every ``MEMORY_COMPACTION_SCAN_SECONDS``. With a broker, beat does it and
this stays off; ``MEMORY_INPROCESS_SCHEDULER=0``/``1`` forces it either way.
"""

from __future__ import annotations

import logging
import os
import sys
import threading

from django.conf import settings
from django.db import close_old_connections, connection

log = logging.getLogger("memory.compaction")

_started = threading.Event()


def wanted(argv: list[str] | None = None) -> bool:
    """Whether this process should run the scan itself."""
    forced = os.environ.get("MEMORY_INPROCESS_SCHEDULER", "").strip()
    if forced:
        return forced not in {"0", "false", "no", "off"}
    if not settings.CELERY_TASK_ALWAYS_EAGER:
        return False  # a broker: beat schedules the scan
    args = sys.argv if argv is None else argv
    if "runserver" not in args:
        return False  # migrate, seed_demo, tests: no scanning behind their back
    # Under the autoreloader only the child serving requests runs it.
    return os.environ.get("RUN_MAIN") == "true" or "--noreload" in args


def scan_once() -> int:
    from accounts.compaction.tasks import compaction_scan

    close_old_connections()
    try:
        queued: int = compaction_scan()
        return queued
    finally:
        # This thread's connection is closed after each scan: a scan a minute needs no
        # connection held in between (and a test database can be dropped after it).
        connection.close()


def _loop(interval: float, stop: threading.Event) -> None:
    while not stop.wait(interval):
        try:
            n = scan_once()
            if n:
                log.info("in-process scheduler: compacted %s due account(s)", n)
        except Exception:  # a scan that fails is logged; the next one runs all the same
            log.exception("in-process scheduler: the compaction scan failed")


def start(interval: float | None = None) -> threading.Event | None:
    """Start the scan thread once per process; returns its stop event (None if running)."""
    if _started.is_set():
        return None
    _started.set()
    every = float(interval or settings.MEMORY_COMPACTION_SCAN_SECONDS)
    stop = threading.Event()
    thread = threading.Thread(
        target=_loop, args=(every, stop), name="memory-compaction-scan", daemon=True
    )
    thread.start()
    log.info("in-process scheduler: scanning for due accounts every %ss (no beat)", every)
    return stop
