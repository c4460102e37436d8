"""``/mcp`` under the WSGI server: a clear answer that MCP is served by the ASGI application.

The SDK's streamable-HTTP transport is ASGI; gunicorn (the Procfile's web
process) serves WSGI. Under WSGI ``/mcp`` checks the key as the API does
(401 without one or with a wrong one) and then answers 501 in the API's
error shape, naming the ASGI server to run. Under ``memoryadmin.asgi`` this
view is never reached: ``/mcp`` is routed to the MCP door before Django.
"""

from __future__ import annotations

from typing import Any

from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.api.errors import error_response

MESSAGE = (
    "MCP over streamable HTTP is served by the ASGI application, not this WSGI server: "
    "run `uvicorn memoryadmin.asgi:application` and point the MCP client at its /mcp "
    "(or use stdio: python manage.py mcp_stdio --key KEY)."
)


class McpNeedsAsgi(APIView):
    schema = None  # not part of the agent API's OpenAPI document
    writes = False  # nothing is written: a read-only key gets the same answer

    def _answer(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        return error_response("needs_asgi", MESSAGE, 501)

    get = post = delete = _answer
