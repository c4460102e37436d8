"""With the database unreachable, the console answers a plain 503 page, not a 500.

The API has its own JSON answer (``accounts.api.middleware``); this covers every
other path: the sign-in page and the console's screens. The page is rendered
without the request, so drawing it touches neither the session nor the user
(both live in the database that just failed).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string

from accounts.api.middleware import API_PREFIX

log = logging.getLogger("memory.ops")

RETRY_AFTER_SECONDS = 5


def unavailable_response() -> HttpResponse:
    response = HttpResponse(render_to_string("503.html"), status=503)
    response["Retry-After"] = str(RETRY_AFTER_SECONDS)
    return response


class DatabaseUnavailableMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exc: Exception) -> HttpResponse | None:
        if request.path.startswith(API_PREFIX):
            return None  # the API answers its own JSON 503
        if not isinstance(exc, OperationalError | InterfaceError):
            return None
        log.warning(
            "page unavailable: database unreachable path=%s error=%s",
            request.path,
            type(exc).__name__,
        )
        return unavailable_response()
