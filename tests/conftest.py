from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from hypothesis import settings as hypothesis_settings
from rest_framework.test import APIClient

from tests.personas import personas as make_personas
from tests.workers import celery_workers  # noqa: F401  (a fixture for every test module)

# Properties, not timings: a slow example on a busy machine (a regex compiled on first
# use, another job on the same cores) must not fail a property that holds.
hypothesis_settings.register_profile("memory", deadline=None)
hypothesis_settings.load_profile("memory")


@pytest.fixture(autouse=True)
def _fresh_rollout_cache() -> None:
    """Each test reads the rollout row its own database holds. The process caches the row
    (``MEMORY_ROLLOUT_CACHE_SECONDS``) and a save clears it, but a test's rolled-back
    transaction or a flush sends no signal: the row an earlier test saved would otherwise
    stand in for this test's own for up to the cache's lifetime."""
    from accounts.rollout import selectors

    selectors._forget_cached_setting()


def _is_postgres() -> bool:
    return connection.vendor == "postgresql"


def pytest_collection_modifyitems(config: Any, items: list[Any]) -> None:
    from django.conf import settings

    engine = settings.DATABASES["default"]["ENGINE"]
    if "postgresql" in engine:
        return
    for item in items:
        marker = item.get_closest_marker("postgres")
        if marker is None:
            continue
        why = marker.args[0] if marker.args else "row locks and real concurrency are not in SQLite"
        reason = f"needs PostgreSQL: {why} (set DATABASE_URL=postgres://…; CI runs these)"
        item.add_marker(pytest.mark.skip(reason=reason))


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
