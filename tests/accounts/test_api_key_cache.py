"""API keys are checked against a bounded in-process cache; revocation holds within its TTL."""

from __future__ import annotations

from typing import Any

from django.db import connection
from django.test import override_settings
from django.test.utils import CaptureQueriesContext
from django.utils import timezone
from rest_framework.test import APIClient

from accounts.api import auth
from accounts.apikeys import api_key_create
from accounts.models import ApiKey


def _client(raw: str) -> APIClient:
    c = APIClient()
    c.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    return c


def _key_queries(q: CaptureQueriesContext) -> int:
    return sum("accounts_apikey" in x["sql"] for x in q.captured_queries)


def test_a_revoked_key_is_refused_once_the_cache_expires(db: Any) -> None:
    key, raw = api_key_create(name="agent")
    api = _client(raw)
    url = "/api/v1/accounts/ada/context"
    body = {"history": [{"role": "user", "content": "hi"}]}
    with override_settings(MEMORY_API_KEY_CACHE_SECONDS=60):
        assert api.post(url, body, format="json").status_code == 200
        with CaptureQueriesContext(connection) as q:
            assert api.post(url, body, format="json").status_code == 200
        assert _key_queries(q) == 0  # served from the cache
        # Revoked by another process (no signal here): still trusted within the TTL ...
        ApiKey.objects.filter(pk=key.pk).update(revoked_at=timezone.now())
        assert api.post(url, body, format="json").status_code == 200
    # ... and refused as soon as the entry is older than the TTL.
    with override_settings(MEMORY_API_KEY_CACHE_SECONDS=0.000001):
        assert api.post(url, body, format="json").status_code == 401


def test_a_revocation_in_this_process_is_immediate(db: Any) -> None:
    key, raw = api_key_create(name="agent")
    api = _client(raw)
    with override_settings(MEMORY_API_KEY_CACHE_SECONDS=60):
        assert api.get("/api/v1/accounts/nobody/memory").status_code == 404
        key.revoked_at = timezone.now()
        key.save()
        assert api.get("/api/v1/accounts/nobody/memory").status_code == 401


def test_unknown_keys_cannot_grow_the_cache_without_bound(db: Any) -> None:
    with override_settings(MEMORY_API_KEY_CACHE_SECONDS=60):
        for n in range(auth._KEY_CACHE_MAX + 50):
            assert auth.api_key_lookup(f"{n:064x}") is None
    assert len(auth._KEY_CACHE) <= auth._KEY_CACHE_MAX
