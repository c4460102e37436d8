"""What every door's view shares: the account, the thread and side-call headers,
and upstream's answer passed back as it was.

Each door names its own body fields for the account (chat: ``user``;
Responses: ``safety_identifier`` then ``user``; Anthropic: ``metadata.user_id``);
the ``X-Memory-Account`` header wins over all of them, as it is set for the
engine on purpose.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import httpx2
from django.http import HttpResponse

from accounts.api.bounds import lone_surrogate
from accounts.turn.doors import DoorInputError, account_id_problem, door_options

log = logging.getLogger("memory.proxy")

ACCOUNT_HEADER = "X-Memory-Account"


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



def valid_text(body: object) -> None:
    """Text UTF-8 can carry: a lone surrogate anywhere cannot go upstream: the agent's 400."""
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
