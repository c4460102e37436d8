"""The production layout, run as the README's "Running in production" says: release, then web.

A real gunicorn serves the console with DEBUG off; static files come from
the collected, hashed manifest (a console that 500s until someone guesses
``collectstatic`` is what this guards against).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.faults import gunicorn_serving

ROOT = Path(__file__).resolve().parents[2]


def _get(url: str) -> tuple[int, dict[str, str], bytes]:
    # Behind the TLS-terminating proxy production runs behind.
    request = urllib.request.Request(url, headers={"X-Forwarded-Proto": "https"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as err:
        return err.code, dict(err.headers), err.read()


@pytest.fixture(scope="module")
def production(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    tmp = tmp_path_factory.mktemp("production")
    env = {
        **os.environ,
        "DJANGO_DEBUG": "0",
        "DJANGO_SECRET_KEY": "a-production-secret-for-this-test-only-" + "x" * 20,
        "MEMORY_AUDIT_HMAC_KEY": "a-production-hmac-secret-for-this-test",
        "DJANGO_STATIC_ROOT": str(tmp / "static"),
        "DATABASE_URL": f"sqlite:///{tmp / 'db.sqlite3'}",
        "CELERY_BROKER_URL": "",
        "WEB_CONCURRENCY": "2",
        "GUNICORN_THREADS": "2",
        "DJANGO_SETTINGS_MODULE": "memoryadmin.settings",
    }
    release = "python manage.py migrate --noinput && python manage.py collectstatic --noinput"
    procfile = (ROOT / "Procfile").read_text()
    assert f"release: {release}" in procfile
    for command in release.split(" && "):
        argv = [sys.executable, *command.split()[1:]]
        subprocess.run(argv, cwd=ROOT, env=env, check=True, capture_output=True, timeout=120)
    with gunicorn_serving(env, ROOT) as base:
        yield base


def test_the_console_sign_in_and_its_static_files_are_served(production: str) -> None:
    status, _, body = _get(production + "/login/")
    assert status == 200
    html = body.decode()
    css = re.findall(r'/static/[^"]+\.css', html)
    assert css, "the sign-in page links its stylesheet"
    # Hashed names from the manifest: a new release can never be served stale CSS.
    assert all(re.search(r"\.[0-9a-f]{12}\.css$", href) for href in css), css
    for href in css:
        status, headers, content = _get(production + href)
        assert status == 200, href
        assert headers["Content-Type"].startswith("text/css")
        assert content
        assert "max-age=315360000" in headers.get("Cache-Control", "")


def test_debug_is_off_and_probes_answer(production: str) -> None:
    status, _, body = _get(production + "/no-such-page/")
    assert status in (302, 404)
    assert b"Traceback" not in body and b"DEBUG = True" not in body
    assert _get(production + "/readyz")[0] == 200
    status, headers, _ = _get(production + "/metrics")
    assert status == 200
    assert headers["Content-Type"].startswith("text/plain")
