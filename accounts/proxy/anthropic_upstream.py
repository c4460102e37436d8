"""The Anthropic door's upstream model: the official ``anthropic`` client.

One client per process, built from ``MEMORY_ANTHROPIC_BASE_URL`` (as the
client takes it: it appends ``/v1/messages``), ``MEMORY_ANTHROPIC_API_KEY``
and ``MEMORY_ANTHROPIC_TIMEOUT``, with retries off (the agent's own client
retries). The body goes up as the agent gave it, through ``extra_body``
(``messages`` replaced in enabled mode), with the agent's ``anthropic-beta``
header; the answer comes back as upstream gave it.
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Mapping
from typing import Any

import anthropic
import httpx2
from django.conf import settings
from django.http import JsonResponse

from accounts.proxy.upstream import Answer, Stream, Unavailable

log = logging.getLogger("memory.proxy")

PASS_HEADERS = frozenset(
    {"content-type", "retry-after", "request-id", "x-should-retry", "x-request-id"}
)
PASS_PREFIXES = ("anthropic-",)
FORWARDED = ("anthropic-beta",)  # request headers of the agent's that change what upstream does

KINDS = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    409: "invalid_request_error",
    413: "request_too_large",
    429: "rate_limit_error",
    502: "api_error",
    503: "overloaded_error",
    504: "timeout_error",
}

_clients: dict[tuple[str, str, float], anthropic.Anthropic] = {}
_clients_lock = threading.Lock()


def error(status: int, code: str, message: str) -> JsonResponse:
    """An error in Anthropic's shape; ``code`` says which of the engine's own it is."""
    kind = KINDS.get(status, "api_error")
    body = {"type": "error", "error": {"type": kind, "message": message, "code": code}}
    return JsonResponse(body, status=status)


def stream_error_event(exc: Unavailable) -> bytes:
    """An ``error`` event, which the ``anthropic`` client raises (the status is sent already)."""
    body = {
        "type": "error",
        "error": {"type": KINDS.get(exc.status, "api_error"), "message": exc.message},
    }
    return b"event: error\ndata: " + json.dumps(body).encode() + b"\n\n"


def client() -> anthropic.Anthropic | None:
    base_url = settings.MEMORY_ANTHROPIC_BASE_URL
    if not base_url:
        return None
    key = (base_url, settings.MEMORY_ANTHROPIC_API_KEY, float(settings.MEMORY_ANTHROPIC_TIMEOUT))
    found = _clients.get(key)
    if found is None:
        with _clients_lock:
            found = _clients.get(key)
            if found is None:
                found = anthropic.Anthropic(
                    base_url=key[0], api_key=key[1] or "not-needed", timeout=key[2], max_retries=0
                )
                _clients[key] = found
    return found


def _unavailable(exc: Exception) -> Unavailable:
    timeout = settings.MEMORY_ANTHROPIC_TIMEOUT
    if isinstance(exc, anthropic.APITimeoutError | httpx2.TimeoutException):
        return Unavailable(
            504, "upstream_timeout", f"The upstream model did not answer within {timeout:g} s."
        )
    return Unavailable(502, "upstream_unreachable", "The upstream model could not be reached.")


def _client_or_raise() -> anthropic.Anthropic:
    found = client()
    if found is None:
        raise Unavailable(
            503, "upstream_not_configured", "No upstream model: set MEMORY_ANTHROPIC_BASE_URL."
        )
    return found


def _arguments(
    body: Mapping[str, Any], messages: Any, headers: Mapping[str, str], *, stream: bool
) -> dict[str, Any]:
    extra = {k: v for k, v in body.items() if k != "stream" or not stream}
    if messages is not None:
        extra["messages"] = messages
    forwarded = {name: headers[name] for name in FORWARDED if name in headers}
    return {
        "model": anthropic.omit,
        "messages": anthropic.omit,
        "max_tokens": anthropic.omit,
        **({"stream": True} if stream else {}),
        "extra_body": extra,
        "extra_headers": forwarded,
    }


def complete(body: Mapping[str, Any], messages: Any, headers: Mapping[str, str]) -> Answer:
    """One non-streamed call. Upstream's own errors are answers; no answer raises Unavailable."""
    upstream = _client_or_raise()
    try:
        raw = upstream.messages.with_raw_response.create(
            **_arguments(body, messages, headers, stream=False)
        )
    except anthropic.APIStatusError as exc:
        return Answer(exc.status_code, exc.response.content, exc.response.headers)
    except (anthropic.APIConnectionError, httpx2.TransportError) as exc:
        log.warning("anthropic upstream gave no answer: %s", type(exc).__name__)
        raise _unavailable(exc) from exc
    http = raw.http_response
    return Answer(http.status_code, http.content, http.headers)


def open_stream(
    body: Mapping[str, Any], messages: Any, headers: Mapping[str, str]
) -> Stream | Answer:
    """Start a streamed call: the open stream, or upstream's error answer (status and body)."""
    upstream = _client_or_raise()
    manager = upstream.messages.with_streaming_response.create(
        **_arguments(body, messages, headers, stream=True)
    )
    try:
        response = manager.__enter__()
    except anthropic.APIStatusError as exc:
        return Answer(exc.status_code, exc.response.content, exc.response.headers)
    except (anthropic.APIConnectionError, httpx2.TransportError) as exc:
        log.warning("anthropic upstream gave no answer: %s", type(exc).__name__)
        raise _unavailable(exc) from exc
    return Stream(manager, response, _unavailable)
