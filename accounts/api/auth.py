"""Bearer API keys: only a SHA-256 of each key is stored."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.db.models import Q
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
        if not header:
            raise exceptions.NotAuthenticated("Send Authorization: Bearer <key>.")
        parts = header.split()
        if len(parts) != 2 or parts[0] != self.keyword:
            raise exceptions.AuthenticationFailed("Send Authorization: Bearer <key>.")
        key = ApiKey.objects.filter(key_hash=hash_key(parts[1]), revoked_at__isnull=True).first()
        if key is None:
            raise exceptions.AuthenticationFailed("Unknown or revoked API key.")
        _note_use(key)
        return ApiClient(key), key

    def authenticate_header(self, request: Request) -> str:
        return self.keyword


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


class ApiKeyScheme(OpenApiAuthenticationExtension):  # type: ignore[no-untyped-call]
    target_class = "accounts.api.auth.ApiKeyAuthentication"
    name = "bearerAuth"

    def get_security_definition(self, auto_schema: Any) -> dict[str, str]:
        return {"type": "http", "scheme": "bearer"}
