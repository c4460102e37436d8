import os
import sys

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memoryadmin.settings")

app = Celery("memoryadmin")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


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
