"""What every door's view shares: the account, the thread and side-call headers,
a refused turn in the door's own error shape, and upstream's answer passed back as it was.

Each door names its own body fields for the account (chat: ``user``;
Responses: ``safety_identifier`` then ``user``; Anthropic: ``metadata.user_id``);
the ``X-Memory-Account`` header wins over all of them, as it is set for the
engine on purpose.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import httpx2
from django.http import HttpResponse

from accounts.api.bounds import lone_surrogate
from accounts.api.parsers import utf8_clean
from accounts.limits import Slot
from accounts.turn.doors import DoorInputError, account_id_problem, door_options

if TYPE_CHECKING:
    from accounts.turns import Refused

log = logging.getLogger("memory.proxy")

ACCOUNT_HEADER = "X-Memory-Account"

# OpenAI's error types by status, for the errors the OpenAI doors answer themselves.
OPENAI_KINDS = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    409: "invalid_request_error",
    413: "invalid_request_error",
    429: "rate_limit_error",
}
# Where each protocol's doors live, for what is answered before a view runs.
SHAPES = (("/api/v1/openai/", "openai"), ("/api/v1/anthropic/", "anthropic"))


class BadRequest(Exception):
    def __init__(self, code: str, message: str, param: str | None = None) -> None:
        super().__init__(message)
        self.code, self.message, self.param = code, message, param


def account_of(
    headers: Mapping[str, str], fields: Sequence[tuple[str, object]], *, missing: str
) -> str:
    """The header, else the first body field given (name, value); BadRequest if none or bad."""
    header = headers.get(ACCOUNT_HEADER)
    value: object
    if header:
        where, value = ACCOUNT_HEADER, header
    else:
        given = [(name, v) for name, v in fields if v is not None and v != ""]
        if not given:
            raise BadRequest("missing_account", missing, fields[-1][0] if fields else None)
        where, value = given[0]
    if not isinstance(value, str):
        raise BadRequest("invalid_account", f"{where} must be a string: the account id.", where)
    # The rule every {account} path holds to (accounts/api/inputs.py): 1 to 128
    # characters, no control character (a newline would forge log lines), valid Unicode.
    problem = account_id_problem(value)
    if problem is not None:
        raise BadRequest("invalid_account", f"{where}: {problem}", where)
    return value


def valid_text(body: object, request: object = None) -> None:
    """Text UTF-8 can carry: a lone surrogate anywhere cannot go upstream: the agent's 400.

    A body orjson read (``request``'s, ``accounts.api.parsers.utf8_clean``) holds none:
    it is not walked again."""
    if request is not None and utf8_clean(request):
        return
    where = lone_surrogate(body)
    if where is not None:
        raise BadRequest(
            "invalid_text", f"{where} is not valid Unicode text (a lone surrogate).", where
        )


@dataclass(frozen=True)
class Scope:
    thread: str
    record: bool


def scope_of(headers: Mapping[str, str]) -> Scope:
    """The conversation (``X-Memory-Thread``) and whether to record (``X-Memory-Record: off``),
    read by the one rule every door shares (``accounts.turn.doors.door_options``)."""
    try:
        options = door_options(_Headers(headers))
    except DoorInputError as exc:
        raise BadRequest(exc.code, exc.message, exc.field) from exc
    return Scope(thread=options.thread, record=options.record)


@dataclass(frozen=True)
class _Headers:
    headers: Mapping[str, str]


def answer_response(
    status: int,
    content: bytes,
    headers: httpx2.Headers,
    passed: frozenset[str],
    prefixes: tuple[str, ...],
) -> HttpResponse:
    """Upstream's answer as it gave it: status, bytes and the headers a client reads."""
    response = HttpResponse(content, status=status)
    pass_headers(headers, response, passed, prefixes)
    response.upstream_answer = True  # type: ignore[attr-defined]  # the API's error shape skips it
    if status >= 500:
        # Upstream's failure, not ours: one warning here instead of Django's server-error log.
        log.warning("proxy passed on upstream's %s", status)
        response._has_been_logged = True  # type: ignore[attr-defined]
    return response


def pass_headers(
    source: httpx2.Headers, target: Any, passed: frozenset[str], prefixes: tuple[str, ...]
) -> None:
    for name, value in source.items():
        lower = name.lower()
        if lower in passed or lower.startswith(prefixes):
            target[name] = value


def streaming_headers(response: Any) -> None:
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"  # a buffering proxy in front would hold events


def shape_of(path: str) -> str | None:
    """The error shape of the door at ``path`` ("openai", "anthropic"), None for the API's."""
    return next((shape for prefix, shape in SHAPES if path.startswith(prefix)), None)


def door_error(
    shape: str,
    status: int,
    code: str,
    message: str,
    *,
    param: str | None = None,
    retry_after: int | None = None,
) -> HttpResponse:
    """An error a door answers itself, in its protocol's shape: OpenAI's (which is also
    the API's: ``code``, ``message``, ``fields``) or Anthropic's; Retry-After when given."""
    from accounts.proxy import anthropic_upstream, upstream

    if shape == "anthropic":
        response: HttpResponse = anthropic_upstream.error(status, code, message)
    else:
        kind = OPENAI_KINDS.get(status, "api_error" if status < 500 else "server_error")
        response = upstream.openai_error(status, code, message, kind=kind, param=param)
    if retry_after is not None:
        response["Retry-After"] = str(retry_after)
    return response


def refused(shape: str, refusal: Refused) -> HttpResponse:
    """A turn ``accounts.turns.turn_admit`` refused, in the door's shape."""
    return door_error(
        shape,
        refusal.status,
        refusal.code,
        refusal.message,
        param=refusal.param,
        retry_after=refusal.retry_after,
    )


def closing(close: Callable[[], None], slot: Slot) -> Callable[[], None]:
    """``close``, then the turn's slot given back (``Slot.release``: idempotent), for a
    stream's relay to call when the stream ends, however it ends."""

    def both() -> None:
        try:
            close()
        finally:
            slot.release()

    return both
