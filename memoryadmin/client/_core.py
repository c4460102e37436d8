"""What the sync and async clients share: requests, the retry rule, answers, errors.

Only the loop that sends and sleeps differs between them (``_sync``,
``_async``); everything decided here is plain functions of plain values.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, cast
from urllib.parse import quote

import httpx2

from memoryadmin.client._types import (
    AccountInfo,
    ContextResult,
    Fact,
    ForgetReceipt,
    Memory,
    MemoryAPIError,
    MemoryClientError,
    MemoryTimeout,
    MemoryTransportError,
    RecordedMessage,
    UnexpectedAnswer,
)

API_PREFIX = "/api/v1"
USER_AGENT = "memoryadmin-client/1.1"
# Answers worth another try: the engine, or something in front of it, was busy or down.
RETRY_STATUSES = frozenset({408, 425, 429, 500, 502, 503, 504})
DEFAULT_TIMEOUT = 5.0
DEFAULT_MAX_RETRIES = 2
BACKOFF_BASE = 0.2
BACKOFF_CAP = 4.0


@dataclass(frozen=True)
class Call:
    """One API request. ``retriable``: sending it twice does no harm."""

    method: str
    path: str
    body: object = None
    retriable: bool = True

    def content(self) -> bytes | None:
        if self.body is None:
            return None
        return json.dumps(self.body, default=_json_default, ensure_ascii=False).encode()


def _json_default(value: object) -> object:
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, tuple | set | frozenset):
        return list(value)
    raise TypeError(f"{type(value).__name__} is not JSON serialisable")


def api_root(base_url: str) -> str:
    """The server root, whether given as ``http://host`` or ``http://host/api/v1``."""
    root = base_url.rstrip("/")
    if root.endswith(API_PREFIX):
        root = root[: -len(API_PREFIX)]
    return root


def headers(api_key: str) -> dict[str, str]:
    return {
        "Authorization": f"Bearer {api_key}",
        "Accept": "application/json",
        "Content-Type": "application/json",
        "User-Agent": USER_AGENT,
    }


def account_path(account: str, tail: str = "") -> str:
    return f"{API_PREFIX}/accounts/{quote(account, safe='')}{tail}"


def backoff_seconds(attempt: int, retry_after: float | None = None) -> float:
    """Exponential with jitter (attempt 1, 2, …), or the server's Retry-After, capped."""
    if retry_after is not None:
        return min(max(retry_after, 0.0), BACKOFF_CAP)
    step: float = min(BACKOFF_CAP, BACKOFF_BASE * float(2 ** (attempt - 1)))
    return step / 2 + random.random() * step / 2


def retry_after(response: httpx2.Response) -> float | None:
    value = response.headers.get("Retry-After")
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None


def transport_error(exc: httpx2.TransportError, timeout: float | None) -> MemoryTransportError:
    if isinstance(exc, httpx2.TimeoutException):
        limit = f" after {timeout:g}s" if timeout is not None else ""
        return MemoryTimeout(f"The memory engine did not answer{limit} ({type(exc).__name__}).")
    return MemoryTransportError(
        f"The memory engine could not be reached ({type(exc).__name__}: {exc})."
    )


def api_error(response: httpx2.Response) -> MemoryAPIError:
    """The API's error shape, or a stand-in when the body is not it."""
    status = response.status_code
    try:
        data = response.json()
    except ValueError:
        data = None
    error = data.get("error") if isinstance(data, dict) else None
    if isinstance(error, dict) and isinstance(error.get("code"), str):
        fields = error.get("fields")
        return MemoryAPIError(
            status,
            error["code"],
            str(error.get("message", "")),
            fields if isinstance(fields, dict) else None,
        )
    text = response.text[:200].strip() or response.reason_phrase
    return MemoryAPIError(status, f"http_{status}", text)


def should_retry(call: Call, error: MemoryClientError) -> bool:
    if not call.retriable:
        return False
    if isinstance(error, MemoryAPIError):
        return error.status in RETRY_STATUSES
    return isinstance(error, MemoryTransportError)


# --- reading answers ------------------------------------------------------------


def _json(response: httpx2.Response) -> Any:
    try:
        return response.json()
    except ValueError as exc:
        raise UnexpectedAnswer(f"The answer is not JSON (HTTP {response.status_code}).") from exc


def _obj(value: object, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise UnexpectedAnswer(f"{what} is not a JSON object.")
    return cast(dict[str, Any], value)


def _req(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise UnexpectedAnswer(f"The answer has no valid {key!r}.")
    return value


def _opt(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    value = data.get(key)
    if value is not None and not isinstance(value, kind):
        raise UnexpectedAnswer(f"The answer's {key!r} has the wrong type.")
    return value


def _time(data: Mapping[str, Any], key: str) -> datetime | None:
    value = _opt(data, key, str)
    if value is None:
        return None
    try:
        return datetime.fromisoformat(value)
    except ValueError as exc:
        raise UnexpectedAnswer(f"The answer's {key!r} is not an ISO 8601 time.") from exc


def recorded(response: httpx2.Response) -> RecordedMessage:
    d = _obj(_json(response), "The stored message")
    created_at = _time(d, "created_at")
    if created_at is None:
        raise UnexpectedAnswer("The stored message has no created_at.")
    tools = _opt(d, "tools", list)
    return RecordedMessage(
        id=_req(d, "id", str),
        seq=_req(d, "seq", int),
        role=_req(d, "role", str),
        content=_req(d, "content", str),
        created_at=created_at,
        tools=[str(t) for t in tools] if tools is not None else None,
        observed_at=_time(d, "observed_at"),
        volatility=_opt(d, "volatility", str),
        created=response.status_code == 201,
    )


def fact(value: object) -> Fact:
    d = _obj(value, "A fact")
    confidence = _opt(d, "confidence", (int, float))
    return Fact(
        key=_req(d, "key", str),
        kind=_req(d, "kind", str),
        note=_req(d, "note", str),
        origin=_req(d, "origin", str),
        confidence=float(confidence) if confidence is not None else None,
        evidence=_opt(d, "evidence", str),
        learned_at=_time(d, "learned_at"),
    )


def stated_fact(response: httpx2.Response) -> Fact:
    return fact(_json(response))


def facts(response: httpx2.Response) -> list[Fact]:
    data = _json(response)
    if not isinstance(data, list):
        raise UnexpectedAnswer("The facts are not a JSON list.")
    return [fact(f) for f in data]


def memory(response: httpx2.Response) -> Memory:
    d = _obj(_json(response), "The memory")
    items = d.get("facts")
    if not isinstance(items, list):
        raise UnexpectedAnswer("The memory has no facts list.")
    return Memory(
        summary=_opt(d, "summary", str),
        covered_through_seq=_opt(d, "covered_through_seq", int),
        pending_messages=_req(d, "pending_messages", int),
        facts=[fact(f) for f in items],
    )


def forget_receipt(response: httpx2.Response) -> ForgetReceipt:
    d = _obj(_json(response), "The forget receipt")
    return ForgetReceipt(id=_req(d, "id", int), status=_req(d, "status", str), raw=d)


def account_info(response: httpx2.Response) -> AccountInfo:
    d = _obj(_json(response), "The account")
    return AccountInfo(
        id=_req(d, "id", str),
        project=_opt(d, "project", str),
        timezone=_opt(d, "timezone", str),
        mode=_opt(d, "mode", str),
        mode_reason=_opt(d, "mode_reason", str),
        created_at=_time(d, "created_at"),
    )


# --- context: never raises --------------------------------------------------------


def context_call(
    account: str,
    history: Sequence[Mapping[str, Any]],
    now: datetime | str | None,
    context_role: str | None,
) -> Call:
    body: dict[str, Any] = {"history": list(history)}
    if now is not None:
        body["now"] = now
    if context_role is not None:
        body["context_role"] = context_role
    # Recording by id is idempotent and items without an id are never stored.
    return Call("POST", account_path(account, "/context"), body, retriable=True)


def given(history: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The caller's own history: the very list when it is one."""
    return cast(list[dict[str, Any]], history if isinstance(history, list) else list(history))


def context_result(
    response: httpx2.Response, history: Sequence[Mapping[str, Any]]
) -> ContextResult:
    d = _obj(_json(response), "The context")
    mode = _req(d, "mode", str)
    fallback = _req(d, "fallback", bool)
    messages = _req(d, "messages", list)
    conflicts = d.get("conflicts") or []
    if not isinstance(conflicts, list) or not all(isinstance(c, str) for c in conflicts):
        raise UnexpectedAnswer("The context's conflicts are not a list of ids.")
    if fallback or mode != "enabled":
        # The engine hands the history back unchanged: keep the caller's own object.
        reason = "the engine fell back to the given history" if fallback else None
        return ContextResult(given(history), mode, fallback, reason, conflicts)
    if not all(isinstance(m, dict) for m in messages):
        raise UnexpectedAnswer("The context's messages are not all JSON objects.")
    return ContextResult(cast(list[dict[str, Any]], messages), mode, False, None, conflicts)


def context_fallback(history: Sequence[Mapping[str, Any]], error: Exception) -> ContextResult:
    if isinstance(error, MemoryClientError):
        reason = str(error)
    else:
        reason = f"the client failed: {type(error).__name__}: {error}"
    return ContextResult(given(history), None, True, reason, [], error)
