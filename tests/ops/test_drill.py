"""``make drill``, short form: the production layout under load; a worker killed, a web restarted.

It runs ``python -m tests.drill --short`` against PostgreSQL (a database named
``drill_short`` on the test database's server, dropped and created by the drill) and the
Redis db of TEST_REDIS_URL (flushed by the drill), and passes when the drill's own checks
pass: nothing lost, nothing stored twice, every queued compaction ran exactly once.
"""

from __future__ import annotations

import os
import subprocess
import sys
from urllib.parse import urlsplit, urlunsplit

import pytest

from tests.procs import ROOT
from tests.workers import REDIS_URL, database_url

pytestmark = [
    pytest.mark.postgres("the drill runs the production processes on PostgreSQL"),
    pytest.mark.redis,
    pytest.mark.skipif(
        not REDIS_URL, reason="needs a real Redis broker: set TEST_REDIS_URL (CI sets it)"
    ),
]


@pytest.mark.django_db
def test_the_short_drill_passes_and_prints_its_figures() -> None:
    url = urlunsplit(urlsplit(database_url())._replace(path="/drill_short"))
    done = subprocess.run(
        [sys.executable, "-m", "tests.drill", "--short", "--database-url", url,
         "--redis-url", REDIS_URL],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=420,
    )  # fmt: skip
    print(done.stdout[-6000:], done.stderr[-3000:])
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-3000:]
    out = done.stdout
    for figure in ("turns/s", "/context: n=", "p50", "p95", "p99", "errors", "generator CPU"):
        assert figure in out
    assert "SIGKILL worker 1" in out and "serving again" in out
    assert "lost 0, doubled 0, out_of_order 0" in out
    assert "DRILL PASSED" in out
