"""The Anthropic door's upstream model, called as the official ``anthropic`` client would.

One pooled HTTP client per process (``accounts.proxy.upstream.http_client``: a
cookie jar that keeps nothing, so no tenant's cookie reaches another's request),
built from ``MEMORY_ANTHROPIC_BASE_URL`` (as the client takes it: ``/v1/messages``
is appended), ``MEMORY_ANTHROPIC_API_KEY`` and ``MEMORY_ANTHROPIC_TIMEOUT`` (the
idle timeout; ``MEMORY_UPSTREAM_TOTAL_TIMEOUT`` bounds a whole answer), with
retries off (the agent's own client retries). The official client is built once
per configuration for what it would send, its URL and headers; each call then
goes out on the pooled client directly, so a turn pays for no request building:
the agent's very bytes when nothing in the body changed, else the body with
``messages`` replaced, encoded once; the agent's ``anthropic-beta`` header rides
along. The answer comes back as upstream gave it, bytes and status.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import anthropic
import httpx2
from django.conf import settings
from django.http import JsonResponse

from accounts.proxy import upstream
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


@dataclass(frozen=True)
class _Target:
    """The configured upstream: the official client, and what each call carries (its URL
    and headers, as the official client would send them) on its pooled connection."""

    official: anthropic.Anthropic
    http: httpx2.Client
    url: str
    headers: dict[str, str]


def _target() -> _Target | None:
    """The upstream for the current settings, built once per process (None: none set)."""
    base_url = settings.MEMORY_ANTHROPIC_BASE_URL
    if not base_url:
        return None
    key = (base_url, settings.MEMORY_ANTHROPIC_API_KEY, float(settings.MEMORY_ANTHROPIC_TIMEOUT))

    def build() -> _Target:
        http = upstream.http_client(key[2], anthropic.DefaultHttpxClient)
        official = anthropic.Anthropic(
            base_url=key[0],
            api_key=key[1] or "not-needed",
            timeout=key[2],
            max_retries=0,
            http_client=http,
        )
        # default_headers holds the client's auth headers too (its API key).
        url = str(official.base_url).rstrip("/") + "/v1/messages"
        return _Target(official, http, url, upstream.sent_headers(official))

    return upstream.built_once(("anthropic", *key), build)


def client() -> anthropic.Anthropic | None:
    """The official client for the current settings, or None when no upstream is set."""
    target = _target()
    return target.official if target is not None else None


def _unavailable(exc: Exception) -> Unavailable:
    timeout = settings.MEMORY_ANTHROPIC_TIMEOUT
    if isinstance(exc, anthropic.APITimeoutError | httpx2.TimeoutException):
        return Unavailable(
            504, "upstream_timeout", f"The upstream model did not answer within {timeout:g} s."
        )
    return Unavailable(502, "upstream_unreachable", "The upstream model could not be reached.")


def _target_or_raise() -> _Target:
    found = _target()
    if found is None:
        raise Unavailable(
            503, "upstream_not_configured", "No upstream model: set MEMORY_ANTHROPIC_BASE_URL."
        )
    return found


def _send(
    body: Mapping[str, Any],
    messages: Any,
    headers: Mapping[str, str],
    raw: bytes | None,
    *,
    stream: bool,
) -> Stream | Answer:
    target = _target_or_raise()
    content = raw if raw is not None and messages is None else None
    if content is None:
        content = upstream.encode(body, "messages", messages, stream=stream)
    sent = target.headers
    forwarded = {name: headers[name] for name in FORWARDED if name in headers}
    if forwarded:
        sent = {**sent, **forwarded}
    return upstream.send(target.http, target.url, sent, content, _unavailable)


def complete(
    body: Mapping[str, Any],
    messages: Any,
    headers: Mapping[str, str],
    raw: bytes | None = None,
) -> Answer:
    """One non-streamed call. Upstream's own errors are answers; no answer raises Unavailable.

    ``raw`` is the body's bytes as the agent sent them: they go up as they are when
    ``messages`` is None (nothing in the body changed), else the body is encoded.
    """
    return upstream.read_all(_send(body, messages, headers, raw, stream=False))


def open_stream(
    body: Mapping[str, Any],
    messages: Any,
    headers: Mapping[str, str],
    raw: bytes | None = None,
) -> Stream | Answer:
    """Start a streamed call: the open stream, or upstream's error answer (status and body)."""
    return _send(body, messages, headers, raw, stream=True)
