"""Liveness checks nothing outside the process; readiness checks the database, schema and broker."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test import Client

from memoryadmin.ops import health


@pytest.fixture
def unreachable_database(settings: Any) -> Any:
    """Point the live connection at a port nothing listens on: a real refused connection."""
    original = dict(connection.settings_dict)
    connection.close()
    # PostgreSQL only (the test is marked so): closing SQLite's in-memory test
    # database to make it unreachable would destroy it for every later test.
    connection.settings_dict.update(HOST="127.0.0.1", PORT="1")
    yield
    connection.close()
    connection.settings_dict.clear()
    connection.settings_dict.update(original)


@pytest.mark.django_db
def test_healthz_answers_without_touching_anything() -> None:
    response = Client().get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}
    assert response["Cache-Control"].startswith("max-age=0")


@pytest.mark.django_db
def test_readyz_is_ready_with_database_and_schema() -> None:
    response = Client().get("/readyz")
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["status"] == "ready"
    assert body["checks"] == {"database": "ok", "migrations": "ok", "broker": "in-process"}


@pytest.mark.postgres(
    "an in-memory SQLite test database cannot be made unreachable without destroying it"
)
@pytest.mark.django_db(transaction=True)
def test_readyz_turns_unready_when_the_database_is_unreachable(unreachable_database: Any) -> None:
    response = Client().get("/readyz")
    assert response.status_code == 503
    body = response.json()
    assert body["status"] == "unready"
    assert body["checks"]["database"] != "ok"
    assert body["checks"]["migrations"] == "unknown"
    # Liveness is unaffected: restarting a process would not bring the database back.
    assert Client().get("/healthz").status_code == 200


@pytest.mark.django_db
def test_readyz_reports_unapplied_migrations(monkeypatch: Any) -> None:
    from django.db.migrations.recorder import MigrationRecorder

    monkeypatch.setattr(health, "_migrations_applied", False)
    # Forget, in the real migration table, that the newest accounts migration ran.
    latest = MigrationRecorder.Migration.objects.filter(app="accounts").order_by("-id").first()
    assert latest is not None
    latest.delete()
    response = Client().get("/readyz")
    assert response.status_code == 503
    assert response.json()["checks"]["migrations"] == "1 migration(s) not applied"


@pytest.mark.django_db
def test_readyz_reports_an_unreachable_broker(settings: Any) -> None:
    settings.CELERY_BROKER_URL = "redis://127.0.0.1:1/0"
    response = Client().get("/readyz")
    assert response.status_code == 503
    assert response.json()["checks"]["broker"] not in ("ok", "in-process")
