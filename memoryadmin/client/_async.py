"""AsyncMemoryClient: the memory engine's API from asyncio code (same rules as MemoryClient)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Mapping, Sequence
from datetime import datetime
from types import TracebackType
from typing import Any

import httpx2

from memoryadmin.client import _core as core
from memoryadmin.client._types import (
    AccountInfo,
    ContextResult,
    ContextRole,
    Fact,
    ForgetReceipt,
    Memory,
    MemoryClientError,
    MessageIn,
    RecordedMessage,
)


class AsyncMemoryClient:
    """An asyncio client for the agent API (API.md), usable without Django.

    ``base_url`` is the engine's root (``http://memory:8000``; a trailing
    ``/api/v1`` is accepted too). ``timeout`` bounds each attempt, in seconds;
    ``context()`` also stops retrying once ``timeout`` has passed in all, so a
    turn never waits longer on memory than that. Reads, ``context()`` and
    writes that carry an id are retried up to ``max_retries`` times with
    backoff on a dropped connection, a timeout, 429 or a 5xx; a write without
    an id (``forget``, ``state_fact``) is sent once, never twice.
    """

    def __init__(
        self,
        base_url: str,
        api_key: str,
        *,
        timeout: float = core.DEFAULT_TIMEOUT,
        max_retries: int = core.DEFAULT_MAX_RETRIES,
        http_client: httpx2.AsyncClient | None = None,
    ) -> None:
        if max_retries < 0:
            raise ValueError("max_retries must be 0 or more")
        self.timeout = timeout
        self.max_retries = max_retries
        self._owns_http = http_client is None
        self._http = http_client or httpx2.AsyncClient()
        self._root = core.api_root(base_url)
        self._headers = core.headers(api_key)

    # --- plumbing -----------------------------------------------------------------

    async def aclose(self) -> None:
        if self._owns_http:
            await self._http.aclose()

    async def __aenter__(self) -> AsyncMemoryClient:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    async def _send(self, call: core.Call, *, budget: float | None = None) -> httpx2.Response:
        """One call, retried as its kind allows; raises MemoryClientError."""
        deadline = time.monotonic() + budget if budget is not None else None
        content = call.content()
        attempt = 0
        while True:
            attempt += 1
            timeout = self.timeout
            if deadline is not None:
                timeout = max(min(timeout, deadline - time.monotonic()), 0.001)
            pause: float | None = None
            try:
                response = await self._http.request(
                    call.method,
                    self._root + call.path,
                    content=content,
                    headers=self._headers,
                    timeout=timeout,
                )
            except httpx2.TransportError as exc:
                error: MemoryClientError = core.transport_error(exc, timeout)
            else:
                if response.status_code < 400:
                    return response
                error = core.api_error(response)
                pause = core.retry_after(response)
            if attempt > self.max_retries or not core.should_retry(call, error):
                raise error
            wait = core.backoff_seconds(attempt, pause)
            if deadline is not None and time.monotonic() + wait >= deadline:
                raise error
            await asyncio.sleep(wait)

    # --- the API ------------------------------------------------------------------

    async def record(self, account: str, message: MessageIn | Mapping[str, Any]) -> RecordedMessage:
        """Store one message (``POST …/messages``); the same id again stores nothing.

        Raises ``MemoryAPIError`` (409 ``conflict`` for the same id with other content).
        """
        call = core.Call(
            "POST", core.account_path(account, "/messages"), dict(message), "id" in message
        )
        return core.recorded(await self._send(call))

    async def context(
        self,
        account: str,
        history: Sequence[Mapping[str, Any]],
        *,
        now: datetime | str | None = None,
        context_role: ContextRole | None = None,
    ) -> ContextResult:
        """The history to send the model this turn. Never raises.

        On any error or timeout the result's ``messages`` is ``history`` itself,
        with ``fallback`` true and ``reason`` saying why.
        """
        try:
            call = core.context_call(account, history, now, context_role)
            return core.context_result(await self._send(call, budget=self.timeout), history)
        except Exception as exc:
            return core.context_fallback(history, exc)

    async def facts(self, account: str) -> list[Fact]:
        call = core.Call("GET", core.account_path(account, "/facts"))
        return core.facts(await self._send(call))

    async def state_fact(self, account: str, *, key: str, kind: str, note: str) -> Fact:
        """A fact the user stated explicitly (origin ``stated``). Sent once."""
        body = {"key": key, "kind": kind, "note": note}
        call = core.Call("POST", core.account_path(account, "/facts"), body, retriable=False)
        return core.stated_fact(await self._send(call))

    async def forget(
        self, account: str, key: str | None = None, *, everything: bool = False
    ) -> ForgetReceipt:
        """Forget one fact by key, or everything. Sent once; 404 for an unknown key."""
        if everything == (key is not None):
            raise ValueError("Pass a key, or everything=True, not both.")
        body: dict[str, Any] = {"everything": True} if everything else {"key": key}
        call = core.Call("POST", core.account_path(account, "/forget"), body, retriable=False)
        return core.forget_receipt(await self._send(call))

    async def memory(self, account: str) -> Memory:
        call = core.Call("GET", core.account_path(account, "/memory"))
        return core.memory(await self._send(call))

    async def account(self, account: str) -> AccountInfo:
        call = core.Call("GET", core.account_path(account))
        return core.account_info(await self._send(call))

    async def set_timezone(self, account: str, timezone: str) -> AccountInfo:
        """Set the account's time zone (stamps use it). Idempotent, so retried."""
        call = core.Call("PATCH", core.account_path(account), {"timezone": timezone})
        return core.account_info(await self._send(call))
