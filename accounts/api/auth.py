"""Bearer API keys: only a SHA-256 of each key is stored."""

from __future__ import annotations

from typing import Any

from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework import authentication, exceptions
from rest_framework.request import Request

from accounts.apikeys import hash_key
from accounts.models import ApiKey


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
        return ApiClient(key), key

    def authenticate_header(self, request: Request) -> str:
        return self.keyword


class ApiKeyScheme(OpenApiAuthenticationExtension):  # type: ignore[no-untyped-call]
    target_class = "accounts.api.auth.ApiKeyAuthentication"
    name = "bearerAuth"

    def get_security_definition(self, auto_schema: Any) -> dict[str, str]:
        return {"type": "http", "scheme": "bearer"}
