import gc
import os
import sys
from typing import Any

from celery import Celery
from celery.signals import worker_process_init

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memoryadmin.settings")

app = Celery("memoryadmin")
app.config_from_object("django.conf:settings", namespace="CELERY")
# No broker (the embedded default): tasks run in-process, yet Celery still takes a
# producer from its pool for each one; kombu's in-memory transport gives it one
# without the "No hostname was supplied" warning an empty URL logs every time.
if not app.conf.broker_url:
    app.conf["broker_url"] = "memory://localhost/"
app.autodiscover_tasks()


@worker_process_init.connect
def _freeze_the_loaded_app(**_: Any) -> None:
    """As each gunicorn worker does: the loaded application's long-lived objects (Django,
    the tokenizer, the pack's patterns) move out of the cyclic collector's way, so a full
    collection during a task scans only what tasks made (compaction's p95)."""
    gc.collect()
    gc.freeze()


def worker_argv(*, loglevel: str, extra: list[str] | None = None) -> list[str]:
    """The command line of one single-process worker of this app (tests and benchmarks)."""
    return [
        sys.executable,
        "-m",
        "celery",
        "-A",
        "memoryadmin.celery",
        "worker",
        "--concurrency",
        "1",
        "--loglevel",
        loglevel,
        *(extra or []),
    ]
