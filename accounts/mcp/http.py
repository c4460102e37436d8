"""MCP over streamable HTTP at ``/mcp``: the engine key checked before the SDK sees the request.

``McpDoor`` is an ASGI application (``memoryadmin/asgi.py`` routes ``/mcp``
and the ASGI lifespan to it). Each request is authenticated exactly as the
HTTP API authenticates (``key_for_header``): no key, a malformed header or a
wrong or revoked key is a 401 in the API's error shape, and the request never
reaches the SDK. The key then rides in the ASGI scope, where the tools read
it (``key_of_request``), so every call is scoped to the key's project.

The SDK's app runs stateless (a fresh transport per request: any process of
any server can answer any request) with plain JSON answers. The Host header
is checked against ``ALLOWED_HOSTS``, as Django checks it, in place of the
SDK's localhost-only DNS-rebinding guard.
"""

from __future__ import annotations

from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import close_old_connections
from django.http.request import split_domain_port, validate_host
from mcp.server.mcpserver import Context
from mcp.server.transport_security import TransportSecuritySettings
from rest_framework import exceptions
from starlette.responses import JSONResponse
from starlette.types import Receive, Scope, Send

from accounts.api.auth import key_for_header
from accounts.api.middleware import database_unreachable
from accounts.mcp.tools import memory_server
from accounts.models import ApiKey

PATH = "/mcp"
SCOPE_KEY = "memoryadmin.api_key"


def key_of_request(ctx: Context) -> ApiKey:
    """The key the door checked for this HTTP request."""
    request = ctx.request_context.request
    key = getattr(request, "scope", {}).get(SCOPE_KEY)
    if not isinstance(key, ApiKey):
        # Only reachable if the SDK app were served without the door in front.
        raise exceptions.NotAuthenticated("Send Authorization: Bearer <key>.")
    return key


def _key(header: str) -> ApiKey:
    close_old_connections()
    try:
        return key_for_header(header)
    finally:
        close_old_connections()


def _error(status: int, code: str, message: str, **headers: str) -> JSONResponse:
    body = {"error": {"code": code, "message": message, "fields": {}}}
    return JSONResponse(body, status_code=status, headers=headers)


def _header(scope: Scope, name: bytes) -> str:
    for key, value in scope.get("headers", []):
        if key.lower() == name:
            return bytes(value).decode("latin-1")
    return ""


class McpDoor:
    """The ASGI app for ``/mcp`` and the lifespan that runs the SDK's session manager."""

    def __init__(self) -> None:
        self.server = memory_server(key_of_request)
        self.app = self.server.streamable_http_app(
            streamable_http_path=PATH,
            stateless_http=True,
            json_response=True,
            transport_security=TransportSecuritySettings(enable_dns_rebinding_protection=False),
        )

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await self.app(scope, receive, send)
            return
        refused = await self._refusal(scope)
        if refused is not None:
            await refused(scope, receive, send)
            return
        await self.app(scope, receive, send)

    async def _refusal(self, scope: Scope) -> JSONResponse | None:
        host = _header(scope, b"host")
        domain, _port = split_domain_port(host)
        if not domain or not validate_host(domain, settings.ALLOWED_HOSTS):
            return _error(400, "invalid", "The Host header is not one this server answers to.")
        try:
            key = await sync_to_async(_key)(_header(scope, b"authorization"))
        except (exceptions.NotAuthenticated, exceptions.AuthenticationFailed) as exc:
            return _error(401, "unauthorized", str(exc.detail), **{"WWW-Authenticate": "Bearer"})
        except Exception as exc:
            if not database_unreachable(exc):
                raise
            message = "The database is unreachable; retry later."
            return _error(503, "unavailable", message, **{"Retry-After": "5"})
        scope[SCOPE_KEY] = key
        scope["path"] = PATH
        return None
