"""gunicorn settings for the web process (``gunicorn -c memoryadmin/gunicorn.conf.py``).

Every value can be overridden from the environment. Web processes keep no
state of their own (sessions and the rollout cache live in the database), so
any number of them can run behind a load balancer.
"""

import gc
import os

from prometheus_client import multiprocess

bind = os.environ.get("GUNICORN_BIND", "0.0.0.0:" + os.environ.get("PORT", "8000"))
workers = int(os.environ.get("WEB_CONCURRENCY", "4"))
threads = int(os.environ.get("GUNICORN_THREADS", "4"))
worker_class = "gthread"
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
graceful_timeout = int(os.environ.get("GUNICORN_GRACEFUL_TIMEOUT", "20"))
keepalive = 5
# Recycle workers now and then so a slow leak can never take a process down.
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", "5000"))
max_requests_jitter = 500
accesslog = os.environ.get("GUNICORN_ACCESSLOG", "-")
wsgi_app = "memoryadmin.wsgi:application"


def child_exit(server, worker):  # type: ignore[no-untyped-def]
    # A dead worker's live gauges must not be summed into the next scrape.
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        multiprocess.mark_process_dead(worker.pid)  # type: ignore[no-untyped-call]


def post_worker_init(worker):  # type: ignore[no-untyped-def]
    # The application is loaded: its hundreds of thousands of long-lived objects (Django,
    # DRF, the tokenizer) move out of the cyclic collector's way, so a full collection
    # during a request scans only what requests made (the p99 tail under load).
    gc.collect()
    gc.freeze()
