"""The ASGI application: Django, with the MCP door at ``/mcp`` (API.md v1.2 "MCP").

    uvicorn memoryadmin.asgi:application --host 0.0.0.0 --port 8000

Everything but ``/mcp`` is the same Django application the WSGI server
serves (memoryadmin/wsgi.py); ``/mcp`` is the official ``mcp`` SDK's
streamable-HTTP app behind the engine-key check (accounts/mcp/http.py). The
ASGI lifespan (which uvicorn runs by default) starts the SDK's session
manager, so the server must run lifespan (``--lifespan on`` or ``auto``).
"""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memoryadmin.settings")
django_application = get_asgi_application()

from accounts.mcp.http import PATH, McpDoor  # noqa: E402  (needs the apps loaded)

mcp_door = McpDoor()


async def application(scope, receive, send):  # type: ignore[no-untyped-def]
    if scope["type"] == "lifespan" or (
        scope["type"] == "http" and scope["path"].rstrip("/") == PATH
    ):
        await mcp_door(scope, receive, send)
        return
    await django_application(scope, receive, send)
