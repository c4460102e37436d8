"""The proxy's upstream model, and what it answers.

One client per process (its connection pool is what keeps the proxy's added
latency low; its cookie jar keeps nothing, so no tenant's cookie reaches another
tenant's request), built from ``MEMORY_UPSTREAM_BASE_URL``, ``MEMORY_UPSTREAM_API_KEY``
and ``MEMORY_UPSTREAM_TIMEOUT``, with retries off: the agent's own client
retries, and a proxy that retried too would multiply them. The official ``openai``
client is built once per configuration for what it would send (its URL and
headers); each call then goes out on its pooled HTTP client directly, so a turn
pays for no request building: the body as the agent sent it, its very bytes when
nothing in it changed (``raw``), else with ``messages`` (or ``input``) replaced,
encoded once. The answer comes back as upstream gave it, bytes and status.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import AbstractContextManager, closing
from dataclasses import dataclass
from http.cookiejar import CookieJar, DefaultCookiePolicy
from typing import Any, TypeVar

import httpx2
import openai
import orjson
from django.conf import settings
from django.http import HttpResponseBase, JsonResponse
from openai.lib.streaming._deltas import accumulate_delta

from accounts.proxy import sse

log = logging.getLogger("memory.proxy")

# Upstream response headers an agent's client reads (content type, rate limits,
# backoff hints, the request id it logs); hop-by-hop and the rest stay behind.
PASS_HEADERS = frozenset(
    {"content-type", "retry-after", "retry-after-ms", "x-request-id", "x-should-retry"}
)
PASS_PREFIXES = ("openai-", "x-ratelimit-")

_built: dict[tuple[Any, ...], Any] = {}
_built_lock = threading.Lock()
T = TypeVar("T")


def openai_error(
    status: int,
    code: str,
    message: str,
    *,
    kind: str = "invalid_request_error",
    param: str | None = None,
) -> JsonResponse:
    """An error in OpenAI's shape that is also the API's (``code``, ``message``, ``fields``)."""
    body: dict[str, Any] = {
        "message": message,
        "type": kind,
        "param": param,
        "code": code,
        "fields": {},
    }
    return JsonResponse({"error": body}, status=status)


def http_client(
    timeout: float, factory: Callable[..., httpx2.Client] = openai.DefaultHttpxClient
) -> httpx2.Client:
    """The process's pooled connection to upstream, with a cookie jar that keeps nothing.

    One client serves every tenant: a cookie one project's upstream answer sets
    must never ride along on another project's request, so no cookie is stored.
    The pool is wide enough for every thread of the process to wait on upstream.
    ``factory`` is the official client's own HTTP client class (its defaults).
    """
    return factory(
        timeout=timeout,
        cookies=CookieJar(policy=DefaultCookiePolicy(allowed_domains=[])),
        limits=httpx2.Limits(max_connections=1000, max_keepalive_connections=200),
    )


def client() -> openai.OpenAI | None:
    """The upstream client, or None when no upstream is configured."""
    target = _target()
    return target.official if target is not None else None


@dataclass(frozen=True)
class _Target:
    """The configured upstream: the official client, and what each call carries (its
    URL and headers, as the official client would send them) on its pooled connection."""

    official: openai.OpenAI
    http: httpx2.Client
    base: str
    headers: dict[str, str]

    def url(self, door: str) -> str:
        return self.base + ("/chat/completions" if door == "chat" else "/responses")


def built_once(key: tuple[Any, ...], build: Callable[[], T]) -> T:
    """What ``build`` makes for ``key``, made once per process (every door's upstream:
    its official client, pooled connection, URL and headers, per settings)."""
    found = _built.get(key)
    if found is None:
        with _built_lock:
            found = _built.get(key)
            if found is None:
                found = _built[key] = build()
    return found


def sent_headers(official: Any) -> dict[str, str]:
    """The headers an official client sends on every call, worked out once, its own
    retries off (the agent's client retries)."""
    headers = {k: v for k, v in official.default_headers.items() if isinstance(v, str)}
    headers["X-Stainless-Retry-Count"] = "0"
    return headers


def _target() -> _Target | None:
    """The upstream for the current settings, built once per process (None: none set)."""
    base_url = settings.MEMORY_UPSTREAM_BASE_URL
    if not base_url:
        return None
    key = (base_url, settings.MEMORY_UPSTREAM_API_KEY, float(settings.MEMORY_UPSTREAM_TIMEOUT))

    def build() -> _Target:
        http = http_client(key[2])
        official = openai.OpenAI(
            base_url=key[0],
            api_key=key[1] or "not-needed",
            timeout=key[2],
            max_retries=0,
            http_client=http,
        )
        headers = sent_headers(official)
        headers["Authorization"] = f"Bearer {official.api_key}"
        return _Target(official, http, str(official.base_url).rstrip("/"), headers)

    return built_once(("openai", *key), build)


def pass_headers(source: httpx2.Headers, target: HttpResponseBase) -> None:
    for name, value in source.items():
        lower = name.lower()
        if lower in PASS_HEADERS or lower.startswith(PASS_PREFIXES):
            target[name] = value


def _content(body: Mapping[str, Any], messages: Any, *, stream: bool, door: str) -> bytes:
    """The JSON upstream gets: every field as given, ``messages`` (the Responses door's
    ``input``) replaced when the engine's go up, and ``stream`` set for a stream."""
    return encode(body, "messages" if door == "chat" else "input", messages, stream=stream)


def encode(body: Mapping[str, Any], field: str, value: Any, *, stream: bool) -> bytes:
    """``body`` as JSON, ``field`` replaced by ``value`` unless None, ``stream`` set for a
    stream: one encoding, by orjson where it can."""
    sent = {k: v for k, v in body.items() if k != "stream" or not stream}
    if value is not None:
        sent[field] = value
    if stream:
        sent["stream"] = True
    try:
        return orjson.dumps(sent)
    except TypeError:  # an integer past 64 bits, which orjson does not write
        return json.dumps(sent, ensure_ascii=False, separators=(",", ":")).encode()


@dataclass(frozen=True)
class Answer:
    """What upstream answered: status, body bytes and headers (errors included)."""

    status: int
    content: bytes
    headers: httpx2.Headers


class Unavailable(Exception):
    """Upstream gave no answer at all: no upstream set, a timeout, a refused connection."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message

    def response(self) -> JsonResponse:
        return openai_error(self.status, self.code, self.message, kind="upstream_error")


def _unavailable(exc: Exception) -> Unavailable:
    timeout = settings.MEMORY_UPSTREAM_TIMEOUT
    if isinstance(exc, openai.APITimeoutError | httpx2.TimeoutException):
        return Unavailable(
            504, "upstream_timeout", f"The upstream model did not answer within {timeout:g} s."
        )
    return Unavailable(502, "upstream_unreachable", "The upstream model could not be reached.")


def _target_or_raise() -> _Target:
    found = _target()
    if found is None:
        raise Unavailable(
            503, "upstream_not_configured", "No upstream model: set MEMORY_UPSTREAM_BASE_URL."
        )
    return found


def _too_slow() -> Unavailable:
    total = settings.MEMORY_UPSTREAM_TOTAL_TIMEOUT
    return Unavailable(
        504,
        "upstream_too_slow",
        f"The upstream model did not finish its answer within {total:g} s "
        "(MEMORY_UPSTREAM_TOTAL_TIMEOUT).",
    )


def _deadline() -> float:
    return time.monotonic() + float(settings.MEMORY_UPSTREAM_TOTAL_TIMEOUT)


def complete(
    body: Mapping[str, Any], messages: Any, *, door: str = "chat", raw: bytes | None = None
) -> Answer:
    """One non-streamed call. Upstream's own errors are answers; no answer raises Unavailable.

    The body is read as it comes, so an answer trickling in a byte at a time (each
    byte resetting the idle timeout) still ends at ``MEMORY_UPSTREAM_TOTAL_TIMEOUT``.
    """
    return read_all(open_stream(body, messages, door=door, stream=False, raw=raw))


def read_all(opened: Stream | Answer) -> Answer:
    """The whole answer of an opened call, within the stream's total time."""
    if isinstance(opened, Answer):
        return opened
    try:
        content = b"".join(opened.iter_bytes())
    finally:
        opened.close()
    return Answer(opened.status, content, opened.headers)


class Stream:
    """An open upstream event stream: its status and headers now, its bytes as they come."""

    def __init__(
        self,
        manager: AbstractContextManager[Any],
        response: Any,
        unavailable: Callable[[Exception], Unavailable] | None = None,
        deadline: float | None = None,
    ) -> None:
        self._manager = manager
        self._unavailable = unavailable or _unavailable
        self._deadline = deadline if deadline is not None else _deadline()
        self.status: int = response.status_code
        self.headers: httpx2.Headers = response.headers
        self._response = response
        self._closed = False

    def iter_bytes(self) -> Iterator[bytes]:
        """The raw bytes; a timeout or a dropped connection mid-stream raises Unavailable."""
        try:
            for data in self._response.iter_bytes():
                if time.monotonic() > self._deadline:
                    log.warning("proxy upstream answer over its total time")
                    raise _too_slow()
                yield data
        except (httpx2.TransportError, openai.APIConnectionError) as exc:
            log.warning("proxy upstream stream broke: %s", type(exc).__name__)
            raise self._unavailable(exc) from exc

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            self._manager.__exit__(None, None, None)


def open_stream(
    body: Mapping[str, Any],
    messages: Any,
    *,
    door: str = "chat",
    stream: bool = True,
    raw: bytes | None = None,
) -> Stream | Answer:
    """Start a call read as it comes: the open stream, or upstream's error answer.

    ``raw`` is the body's bytes as the agent sent them: they go up as they are when
    ``messages`` is None (nothing in the body changed), else the body is encoded.
    """
    target = _target_or_raise()
    content = raw if raw is not None and messages is None else None
    if content is None:
        content = _content(body, messages, stream=stream, door=door)
    return send(target.http, target.url(door), target.headers, content, _unavailable)


def send(
    http: httpx2.Client,
    url: str,
    headers: Mapping[str, str],
    content: bytes,
    unavailable: Callable[[Exception], Unavailable],
) -> Stream | Answer:
    """POST ``content`` on a pooled client, read as it comes: the open stream (its total
    time from now), or upstream's error answer; no answer at all raises Unavailable."""
    deadline = _deadline()
    request = http.build_request("POST", url, content=content, headers=headers)
    try:
        response = http.send(request, stream=True)
    except httpx2.TransportError as exc:
        log.warning("proxy upstream gave no answer: %s", type(exc).__name__)
        raise unavailable(exc) from exc
    if not 200 <= response.status_code < 300:  # upstream's own error: its answer
        try:
            answer = response.read()
        except httpx2.TransportError as exc:
            raise unavailable(exc) from exc
        finally:
            response.close()
        return Answer(response.status_code, answer, response.headers)
    return Stream(closing(response), response, unavailable, deadline=deadline)


def stream_error_event(exc: Unavailable) -> bytes:
    """An SSE event the ``openai`` client raises as an APIError (the status is sent already)."""
    error = {"message": exc.message, "type": "upstream_error", "param": None, "code": exc.code}
    return b"data: " + json.dumps({"error": error}).encode() + b"\n\n"


# --- the reply --------------------------------------------------------------------


def reply_message(message: Mapping[str, Any]) -> dict[str, Any]:
    """The assistant item the agent sends back next turn: role, content and tool calls."""
    out: dict[str, Any] = {"role": "assistant", "content": message.get("content")}
    calls = []
    for call in message.get("tool_calls") or ():
        fn = call.get("function") or {}
        calls.append(
            {
                "id": call.get("id"),
                "type": call.get("type") or "function",
                "function": {"name": fn.get("name"), "arguments": fn.get("arguments") or ""},
            }
        )
    if calls:
        out["tool_calls"] = calls
    return out


def completion_reply(content: bytes) -> dict[str, Any] | None:
    """The first choice's message of a non-streamed completion, or None."""
    body = json.loads(content)
    choices = body.get("choices") if isinstance(body, dict) else None
    for choice in choices or ():
        if isinstance(choice, dict) and choice.get("index", 0) == 0:
            message = choice.get("message")
            return reply_message(message) if isinstance(message, dict) else None
    return None


class StreamedReply:
    """A chat-completion event stream read as it passes (``sse.Relay``): the reply assembled.

    Each chunk's first choice's delta is joined to the message so far by the
    ``openai`` library's own ``accumulate_delta`` (content and tool-call
    fragments, by index), on the plain JSON: no model is built per event. The
    closing ``[DONE]`` ends the reply.
    """

    def __init__(self) -> None:
        self._message: dict[object, object] = {}
        self._chunks = 0
        self._first = False  # a chunk carried the first choice
        self.finished = False  # the first choice has its finish_reason
        self.broken: str | None = None  # why the reply cannot be recorded

    def ends(self, event: sse.Event) -> bool:
        if not event.payload:
            return False  # a comment or a keep-alive: no data
        if event.payload.strip() == b"[DONE]":
            return True
        if self.broken:
            return False
        obj = event.data
        if not isinstance(obj, dict):
            self.broken = "unreadable event: not JSON" if obj is None else "unreadable event"
        elif "error" in obj:
            self.broken = "upstream sent an error event"
        elif obj.get("choices") is not None:
            try:
                self._chunk(obj["choices"])
            except Exception as exc:  # an event we cannot read: pass it on, record nothing
                self.broken = f"unreadable event: {type(exc).__name__}"
        return False

    def _chunk(self, choices: list[Any]) -> None:
        for choice in choices:
            if choice.get("index", 0) != 0:
                continue
            self._first = True
            delta = choice.get("delta")
            if isinstance(delta, dict):
                accumulate_delta(self._message, delta)
            if choice.get("finish_reason"):
                self.finished = True
        self._chunks += 1

    def complete(self) -> bool:
        """A stream that ended without ``[DONE]`` still gave a whole reply."""
        return self.finished

    def reply(self) -> dict[str, Any] | None:
        """The assembled first choice, or None if there is nothing to record."""
        if self.broken or not self._chunks or not self._first:
            return None
        return reply_message({str(k): v for k, v in self._message.items()})
