"""One error shape for the whole API: {"error": {"code", "message", "fields"}}."""

from __future__ import annotations

from typing import Any

from django.http import Http404
from rest_framework import exceptions, status
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_handler

from accounts.api.bounds import Limited, TooDeep
from accounts.errors import Conflict, InvalidInput


def error_response(
    code: str, message: str, http_status: int, fields: dict[str, Any] | None = None
) -> Response:
    return Response(
        {"error": {"code": code, "message": message, "fields": fields or {}}}, status=http_status
    )


def _flatten(detail: Any) -> dict[str, Any]:
    if isinstance(detail, dict):
        return {
            k: [str(x) for x in v] if isinstance(v, list) else str(v) for k, v in detail.items()
        }
    return {}


def exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if isinstance(exc, Conflict):
        return error_response("conflict", str(exc), status.HTTP_409_CONFLICT)
    if isinstance(exc, InvalidInput):
        return error_response("invalid", str(exc), status.HTTP_400_BAD_REQUEST)
    if isinstance(exc, Http404 | exceptions.NotFound):
        return error_response("not_found", str(exc) or "Not found.", status.HTTP_404_NOT_FOUND)
    if isinstance(exc, Limited):
        response = error_response(exc.code, str(exc.detail), exc.status_code)
        if exc.retry_after is not None:
            response["Retry-After"] = str(exc.retry_after)
        return response
    if isinstance(exc, TooDeep):
        return error_response("too_deep", str(exc.detail), status.HTTP_400_BAD_REQUEST)
    if isinstance(exc, exceptions.ParseError):
        return error_response(
            "not_json", f"The body is not valid JSON: {exc.detail}", status.HTTP_400_BAD_REQUEST
        )
    if isinstance(exc, exceptions.ValidationError):
        fields = _flatten(exc.detail)
        message = "Invalid input: " + "; ".join(f"{k}: {v}" for k, v in fields.items())
        if not fields:
            message = "Invalid input: " + "; ".join(str(x) for x in exc.detail)
        return error_response("invalid", message, status.HTTP_400_BAD_REQUEST, fields)
    if isinstance(exc, exceptions.NotAuthenticated | exceptions.AuthenticationFailed):
        response = error_response("unauthorized", str(exc.detail), status.HTTP_401_UNAUTHORIZED)
        response["WWW-Authenticate"] = "Bearer"
        return response
    handled = drf_handler(exc, context)
    if handled is not None and isinstance(exc, exceptions.APIException):
        return error_response(exc.default_code, str(exc.detail), handled.status_code)
    return handled
