from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from rest_framework.test import APIClient

from tests.personas import personas as make_personas
from tests.workers import celery_workers  # noqa: F401  (a fixture for every test module)


def _is_postgres() -> bool:
    return connection.vendor == "postgresql"


def pytest_collection_modifyitems(config: Any, items: list[Any]) -> None:
    from django.conf import settings

    engine = settings.DATABASES["default"]["ENGINE"]
    if "postgresql" in engine:
        return
    skip = pytest.mark.skip(
        reason="needs PostgreSQL: row locks and real concurrency do not exist on SQLite "
        "(set DATABASE_URL=postgres://…; CI runs these)"
    )
    for item in items:
        if "postgres" in item.keywords:
            item.add_marker(skip)


@pytest.fixture
def api_key(db: Any) -> str:
    from accounts.apikeys import api_key_create

    _, raw = api_key_create(name="test-agent")
    return raw


@pytest.fixture
def api(api_key: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key}")
    return client


@pytest.fixture
def personas(db: Any) -> dict[str, Any]:
    return make_personas()


@pytest.fixture
def rollout(db: Any) -> Any:
    """Set the global rollout state directly for a test (the audited paths have their own tests)."""
    from accounts.models import RolloutSetting

    def set_state(mode: str = "enabled", scope: str = "everyone", kill: bool = False) -> None:
        s = RolloutSetting.current()
        s.mode, s.scope, s.kill_switch = mode, scope, kill
        s.save()

    return set_state
