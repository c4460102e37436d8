"""Every response under ``/api/`` is JSON in the API's error shape, whatever went wrong.

DRF answers errors raised inside its views; this middleware covers the rest:
unknown paths and methods Django answers before a view runs, bodies over the
size limit, and exceptions no view caught. An unreachable database is a 503
(the agent may retry), anything else a 500 whose error id is in the log line
too, so support can find the traceback from what the caller saw.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse, JsonResponse
from kombu.exceptions import OperationalError as BrokerUnreachable

from accounts import limits

log = logging.getLogger("memory.api")

API_PREFIX = "/api/"

# Django's own error pages, by status, as the API names them.
CODES = {
    400: ("invalid", "The request could not be read."),
    401: ("unauthorized", "Send Authorization: Bearer <key>."),
    403: ("forbidden", "This key may not do that."),
    404: ("not_found", "No such path in the API."),
    405: ("method_not_allowed", "That method is not allowed here."),
    413: ("too_large", "The body is over the size limit."),
    415: ("unsupported_media_type", "Send the body as application/json."),
    429: ("throttled", "Too many requests."),
    500: ("server_error", "The server failed to answer."),
    503: ("unavailable", "The service is unavailable; retry later."),
}


def error_json(status: int, code: str, message: str, **extra: object) -> JsonResponse:
    body: dict[str, object] = {"code": code, "message": message, "fields": {}, **extra}
    return JsonResponse({"error": body}, status=status)


def error_for(request: HttpRequest, status: int, code: str, message: str) -> HttpResponse:
    """``error_json``, or under a door that speaks a model's protocol, that protocol's error
    shape (``accounts.api.doors.door_error``), so the agent's own client reads it."""
    from accounts.api.doors import door_error, shape_of

    shape = shape_of(request.path)
    if shape is None:
        return error_json(status, code, message)
    return door_error(shape, status, code, message)


def database_unreachable(exc: BaseException) -> bool:
    """A connection that failed or dropped, as opposed to a bad query.

    InterfaceError (a connection already closed) is not a DatabaseError in the
    DB-API's hierarchy, so this is checked on its own.
    """
    return isinstance(exc, OperationalError | InterfaceError)


def database_busy(exc: BaseException) -> bool:
    """The process's connection pool had none free for MEMORY_DB_POOL_TIMEOUT: the
    request is shed (a 503 with Retry-After, like an unreachable database) rather than
    left to pile up behind the others; Django wraps psycopg_pool's PoolTimeout."""
    return database_unreachable(exc) and type(exc.__cause__).__name__ == "PoolTimeout"


def unreachable_message(exc: BaseException, unreachable: str) -> str:
    if database_busy(exc):
        return "Every database connection of this server is busy; retry later."
    return unreachable


class ApiErrorsMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        limits.current_key.set(None)  # set again once this request's key is checked
        if not request.path.startswith(API_PREFIX):
            return self.get_response(request)
        too_big = self._too_big(request)
        if too_big is not None:
            return too_big
        response = self.get_response(request)
        # The drop-in proxy marks upstream's own answers: they go back as upstream gave them.
        passthrough = getattr(response, "upstream_answer", False)
        if response.status_code >= 400 and not _is_json(response) and not passthrough:
            code, message = CODES.get(response.status_code, ("error", "The request failed."))
            converted = error_for(request, response.status_code, code, message)
            for header in ("Allow", "WWW-Authenticate", "Retry-After"):
                if header in response:
                    converted[header] = response[header]
            return converted
        return response

    def _too_big(self, request: HttpRequest) -> HttpResponse | None:
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            return error_for(request, 400, "invalid", "Content-Length is not a number.")
        if limit is not None and length > limit:
            message = f"The body is over the {limit}-byte limit (MEMORY_REQUEST_MAX_BYTES)."
            return error_for(request, 413, "too_large", message)
        return None

    def process_exception(self, request: HttpRequest, exc: Exception) -> HttpResponse | None:
        if not request.path.startswith(API_PREFIX):
            return None
        if isinstance(exc, RequestDataTooBig):
            message = "The body is over the size limit (MEMORY_REQUEST_MAX_BYTES)."
            return error_for(request, 413, "too_large", message)
        if database_unreachable(exc):
            log.warning(
                "api unavailable: database %s path=%s error=%s",
                "busy" if database_busy(exc) else "unreachable",
                request.path,
                type(exc.__cause__ or exc).__name__,
            )
            message = unreachable_message(exc, "The database is unreachable; retry later.")
            response = error_for(request, 503, "unavailable", message)
            response["Retry-After"] = "5"
            return response
        if isinstance(exc, BrokerUnreachable):
            # Only POST /compact sends a task from a request: nothing was queued, so
            # the caller is told to retry (the periodic scan also queues a due account
            # once the broker is back). Recording and /context never touch the broker.
            log.warning("api unavailable: task queue unreachable path=%s", request.path)
            message = "The task queue is unreachable; nothing was queued. Retry later."
            response = error_json(503, "unavailable", message)
            response["Retry-After"] = "30"
            return response
        error_id = uuid.uuid4().hex[:16]
        log.exception("api server error error_id=%s path=%s", error_id, request.path)
        return error_json(
            500,
            "server_error",
            f"The server failed to answer (error id {error_id}).",
            error_id=error_id,
        )


def _is_json(response: HttpResponse) -> bool:
    return response.get("Content-Type", "").startswith("application/json")
