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
# Width (issue 24): most of a turn is spent waiting on the model, a thread that costs
# little memory and, while it waits, holds no database connection (below). 64 threads a
# worker: 256 turns in flight on the defaults.
threads = int(os.environ.get("GUNICORN_THREADS", "64"))
worker_class = "gthread"
# A worker takes a connection only when it has a thread for it (plus a few kept-alive
# ones): a worker whose threads all wait on slow streams leaves new connections, /healthz
# included, to the others instead of queueing them behind the streams.
worker_connections = int(os.environ.get("GUNICORN_WORKER_CONNECTIONS", "") or threads + 8)
# A thread holds a database connection only while it uses one: taken from the worker's
# pool (psycopg_pool, PostgreSQL only) and given back before a turn waits on its model
# (accounts/proxy/waiting.py), so 256 threads never mean 256 connections. At most
# MEMORY_DB_POOL_MAX (16) a worker: 4 workers × 16 = 64 of PostgreSQL's default 100
# max_connections, the rest left to Celery workers, beat and the console's commands; size
# WEB_CONCURRENCY × MEMORY_DB_POOL_MAX × hosts under max_connections minus those. A request
# that finds all 16 busy for MEMORY_DB_POOL_TIMEOUT (30 s) is shed with a 503 and
# Retry-After; through a database outage after a second (memoryadmin/ops/dbpool.py).
# On by default here (the figures in docs/benchmarks.md are this default): a worker
# opens its pool while it boots and, if the database refuses, answers /readyz and falls
# back within a second until it is back (memoryadmin/ops/dbpool.py). MEMORY_DB_POOL_MAX=0
# turns it off: a connection opened per request, closed after (behind PgBouncer, say).
os.environ.setdefault("MEMORY_DB_POOL_MAX", "16")
os.environ.setdefault("DATABASE_CONN_MAX_AGE", "0")
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
    # The first pooled connection made while the worker boots, not by its first burst.
    from memoryadmin.ops import dbpool

    dbpool.warm()
