"""What the OpenAPI schema says about errors and path parameters, in one place.

Every operation lists each status it can answer, and every error has the one
shape ``{"error": {"code", "message", "fields"}}`` (the ``Error`` component);
the account path parameter carries the same limits ``inputs.account_id`` checks.
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, inline_serializer
from rest_framework import serializers

from accounts.turn.doors import ACCOUNT_ID_MAX, ACCOUNT_ID_PATTERN

# Built from a dict: a serializer field named "fields" would shadow Serializer.fields.
ErrorDetailSerializer = inline_serializer(
    "ErrorDetail",
    {
        "code": serializers.CharField(help_text="A stable, machine-readable code, e.g. `invalid`."),
        "message": serializers.CharField(help_text="What went wrong, for a person."),
        "fields": serializers.DictField(
            child=serializers.JSONField(), help_text="Per-field problems, for a 400; else empty."
        ),
        "error_id": serializers.CharField(
            required=False, help_text="On a 500: the id the server's log line carries too."
        ),
    },
)


class ErrorSerializer(serializers.Serializer[Any]):
    error = ErrorDetailSerializer


WHY = {
    400: "Invalid input: a field of the wrong type or over a limit, or a bad account id.",
    401: "No API key, or an unknown or revoked one.",
    403: "A read-only API key on a write.",
    404: "No such account (or, on forget, no such fact).",
    409: "The id is already stored with other content.",
    413: "The body is over the size limit.",
    415: "The body is not sent as application/json.",
    500: "A server error; the message carries an error id the log line carries too.",
    503: "The database is unreachable; retry later (Retry-After says when).",
}

# What every operation behind an API key can answer, besides its own.
COMMON = (400, 401, 500, 503)
# Operations that read a JSON body, besides COMMON.
WITH_BODY = (413, 415)
# Operations that write: a read-only key gets 403 (accounts/api/permissions.py).
WRITE = (403,)


def errors(*statuses: int) -> dict[int, OpenApiResponse]:
    return {s: OpenApiResponse(ErrorSerializer, description=WHY[s]) for s in statuses}


def responses(ok: dict[int, Any], *statuses: int) -> dict[int, Any]:
    """The operation's own answers plus its error statuses, each in the error shape."""
    return {**ok, **errors(*sorted(set(statuses)))}


ACCOUNT = OpenApiParameter(
    "account",
    {
        "type": "string",
        "minLength": 1,
        "maxLength": ACCOUNT_ID_MAX,
        "pattern": ACCOUNT_ID_PATTERN,
    },
    OpenApiParameter.PATH,
    required=True,
    description=(
        "The agent's own id for the account: 1 to 128 characters, no control characters "
        "(NUL, newline, ...). Anything else is refused with 400."
    ),
)

# /context never refuses a turn over its account id: an invalid one falls back.
CONTEXT_ACCOUNT = OpenApiParameter(
    "account",
    {"type": "string", "minLength": 1},
    OpenApiParameter.PATH,
    required=True,
    description=(
        "The account, as on the other paths. An id the other paths refuse (over 128 "
        "characters, a control character) makes the turn fall back: 200 with the history "
        'as given and `"fallback": true`, nothing stored.'
    ),
)
