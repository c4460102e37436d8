"""/metrics under gunicorn with several workers (PROMETHEUS_MULTIPROC_DIR, as the README says).

Each worker counts its own turns; a scrape lands on one worker. Only with the
multiprocess directory does every scrape sum every worker's counts: the turns
sent here are spread over two workers, and the scrape must show them all.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from prometheus_client.parser import text_string_to_metric_families

from tests.faults import gunicorn_serving

ROOT = Path(__file__).resolve().parents[2]
TURNS = 24


def _call(url: str, body: dict[str, Any] | None = None, key: str = "") -> tuple[int, bytes]:
    headers = {"X-Forwarded-Proto": "https", "Content-Type": "application/json"}
    if key:
        headers["Authorization"] = f"Bearer {key}"
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as err:
        return err.code, err.read()


@pytest.fixture(scope="module")
def web(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    tmp = tmp_path_factory.mktemp("metrics")
    (tmp / "prom").mkdir()
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith("PROMETHEUS_")},
        "DJANGO_DEBUG": "0",
        "DJANGO_SECRET_KEY": "a-production-secret-for-this-test-only-" + "x" * 20,
        "MEMORY_AUDIT_HMAC_KEY": "a-production-hmac-secret-for-this-test",
        "DJANGO_STATIC_ROOT": str(tmp / "static"),
        "DATABASE_URL": f"sqlite:///{tmp / 'db.sqlite3'}",
        "CELERY_BROKER_URL": "",
        "WEB_CONCURRENCY": "2",
        "GUNICORN_THREADS": "1",
        "GUNICORN_ACCESSLOG": "/dev/null",
        "DJANGO_SETTINGS_MODULE": "memoryadmin.settings",
        "PROMETHEUS_MULTIPROC_DIR": str(tmp / "prom"),
    }
    run = {"cwd": ROOT, "env": env, "check": True, "capture_output": True, "timeout": 120}
    subprocess.run([sys.executable, "manage.py", "migrate", "--noinput"], **run)  # type: ignore[call-overload]
    made = subprocess.run([sys.executable, "manage.py", "create_api_key", "metrics"], **run)  # type: ignore[call-overload]
    key = made.stdout.decode().strip().splitlines()[-1]
    with gunicorn_serving(env, ROOT) as base:
        yield base, key


def _turns(text: str) -> float:
    return sum(
        s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
        if s.name == "memory_turns_total" and s.labels.get("door") == "context"
    )


def test_every_workers_turns_are_in_every_scrape(web: tuple[str, str]) -> None:
    base, key = web
    history = {"history": [{"role": "user", "content": "Hi", "id": "m1"}]}
    for n in range(TURNS):
        status, body = _call(f"{base}/api/v1/accounts/g-{n}/context", history, key)
        assert status == 200 and json.loads(body)["fallback"] is False
    # Several scrapes, so more than one worker answers them: each must see every turn.
    for _ in range(6):
        status, body = _call(base + "/metrics")
        assert status == 200
        assert _turns(body.decode()) == TURNS
