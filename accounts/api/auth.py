"""Bearer API keys: only a SHA-256 of each key is stored."""

from __future__ import annotations

import threading
import time
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db.models import Q
from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework import authentication, exceptions
from rest_framework.request import Request

from accounts import clock
from accounts.apikeys import hash_key
from accounts.models import ApiKey

# last_used_at is written at most this often per key: one UPDATE a minute, not one a request.
LAST_USED_EVERY = timedelta(seconds=60)


class ApiClient:
    """The authenticated caller: an agent holding a key, not a console user."""

    is_authenticated = True

    def __init__(self, key: ApiKey) -> None:
        self.key = key

    def __str__(self) -> str:
        return f"api-key:{self.key.name}"


class ApiKeyAuthentication(authentication.BaseAuthentication):
    keyword = "Bearer"

    def authenticate(self, request: Request) -> tuple[ApiClient, ApiKey] | None:
        header = authentication.get_authorization_header(request).decode("latin-1")
        key = key_for_header(header)
        return ApiClient(key), key

    def authenticate_header(self, request: Request) -> str:
        return self.keyword


def key_for_header(header: str) -> ApiKey:
    """The key an ``Authorization: Bearer <key>`` header carries, its use noted.

    Every door checks keys here (the DRF views, the MCP door): no header is
    ``NotAuthenticated``, anything else that is not a live key ``AuthenticationFailed``.
    """
    if not header:
        raise exceptions.NotAuthenticated("Send Authorization: Bearer <key>.")
    parts = header.split()
    if len(parts) != 2 or parts[0] != ApiKeyAuthentication.keyword:
        raise exceptions.AuthenticationFailed("Send Authorization: Bearer <key>.")
    return key_for_raw(parts[1])


def key_for_raw(raw: str) -> ApiKey:
    """The live key ``raw`` (as ``create_api_key`` printed it), its use noted."""
    key = api_key_lookup(hash_key(raw))
    if key is None:
        raise exceptions.AuthenticationFailed("Unknown or revoked API key.")
    _note_use(key)
    return key


def _note_use(key: ApiKey) -> None:
    """Stamp ``last_used_at`` when the stored one is a minute old or more.

    Conditional in SQL too, so many processes seeing the same stale value write once.
    """
    now = clock.now()
    if key.last_used_at is not None and now - key.last_used_at < LAST_USED_EVERY:
        return
    ApiKey.objects.filter(pk=key.pk).filter(
        Q(last_used_at__isnull=True) | Q(last_used_at__lt=now - LAST_USED_EVERY)
    ).update(last_used_at=now)
    key.last_used_at = now


# key hash -> (when read, the key row or None): a bounded in-process cache, so a
# turn pays no round trip for its key. A key revoked in another process is
# refused within MEMORY_API_KEY_CACHE_SECONDS; in this process at once (below).
_KEY_CACHE: dict[str, tuple[float, ApiKey | None]] = {}
_KEY_CACHE_MAX = 1024
_KEY_CACHE_LOCK = threading.Lock()


def api_key_lookup(key_hash: str) -> ApiKey | None:
    """The unrevoked key with this hash, from the cache while it is fresh."""
    ttl = float(settings.MEMORY_API_KEY_CACHE_SECONDS)
    now = time.monotonic()
    hit = _KEY_CACHE.get(key_hash)
    if ttl > 0 and hit is not None and now - hit[0] < ttl:
        return hit[1]
    key = ApiKey.objects.filter(key_hash=key_hash, revoked_at__isnull=True).first()
    if ttl > 0:
        with _KEY_CACHE_LOCK:
            if len(_KEY_CACHE) >= _KEY_CACHE_MAX:
                # Oldest first (insertion order): an unknown-key flood cannot grow it.
                for old in list(_KEY_CACHE)[: _KEY_CACHE_MAX // 4]:
                    _KEY_CACHE.pop(old, None)
            _KEY_CACHE.pop(key_hash, None)
            _KEY_CACHE[key_hash] = (now, key)
    return key


@receiver(post_save, sender=ApiKey)
@receiver(post_delete, sender=ApiKey)
def _forget_cached_keys(**kwargs: Any) -> None:
    with _KEY_CACHE_LOCK:
        _KEY_CACHE.clear()


class ApiKeyScheme(OpenApiAuthenticationExtension):  # type: ignore[no-untyped-call]
    target_class = "accounts.api.auth.ApiKeyAuthentication"
    name = "bearerAuth"

    def get_security_definition(self, auto_schema: Any) -> dict[str, str]:
        return {"type": "http", "scheme": "bearer"}


class ApiKeyHeaderAuthentication(ApiKeyAuthentication):
    """The engine key as ``x-api-key`` (what the ``anthropic`` client sends), or as Bearer."""

    header = "X-Api-Key"

    def authenticate(self, request: Request) -> tuple[ApiClient, ApiKey] | None:
        given = request.headers.get(self.header)
        if not given:
            return super().authenticate(request)
        key = api_key_lookup(hash_key(given.strip()))
        if key is None:
            raise exceptions.AuthenticationFailed("Unknown or revoked API key.")
        _note_use(key)
        return ApiClient(key), key


class ApiKeyHeaderScheme(OpenApiAuthenticationExtension):  # type: ignore[no-untyped-call]
    """``x-api-key`` (Bearer works too, as the view's description says)."""

    target_class = "accounts.api.auth.ApiKeyHeaderAuthentication"
    name = "apiKeyHeader"

    def get_security_definition(self, auto_schema: Any) -> dict[str, str]:
        return {"type": "apiKey", "in": "header", "name": "x-api-key"}
