"""``POST /api/v1/openai/responses``: the OpenAI Responses API, with memory (API.md v1.2).

The agent's ``openai`` client keeps ``base_url`` ``…/api/v1/openai`` (as for
chat) with an engine key. The account is the ``X-Memory-Account`` header,
else ``safety_identifier``, else ``user``. ``instructions`` and ``input`` are
read as a chat history (accounts/proxy/responses_door.py) for the turn
service; in enabled mode the engine's window goes upstream as input items,
the agent's own items byte for byte where the engine left them alone and the
items it does not know (reasoning, compaction) in their place.

``previous_response_id`` and ``conversation`` name a history stored at the
provider, which would reach the model again unstamped beside the engine's
stamped window: in enabled mode the engine's window is the history, so both
are dropped (``store`` goes up as given: it only keeps the new response
retrievable). In disabled and shadow mode, and whenever the turn falls back,
the request goes up untouched, both fields included.

The reply (output text and function calls) is recorded before the agent
sees ``response.completed``. Errors are OpenAI's shape, as the chat door's.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from django.http import HttpResponseBase, StreamingHttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework.request import Request

from accounts import clock
from accounts.api import doors, streams
from accounts.api.inputs import key_project
from accounts.api.openapi import COMMON, WITH_BODY, WRITE, ErrorSerializer, errors
from accounts.api.parsers import raw_body
from accounts.api.proxy import OpenAIDoor
from accounts.proxy import responses_door, sse, upstream
from accounts.turns import Refused, Slot, Turn, turn_admit, turn_begin, turn_reply

log = logging.getLogger("memory.proxy")

# Fields naming a history kept at the provider: the engine's window replaces them.
STORED_HISTORY = ("previous_response_id", "conversation")
RECORDED_ON = frozenset({"response.completed", "response.incomplete"})


def _account(request: Request, body: dict[str, Any]) -> str:
    return doors.account_of(
        request.headers,
        [("safety_identifier", body.get("safety_identifier")), ("user", body.get("user"))],
        missing=(
            "Name the account: the request's safety_identifier or user field, "
            f"or the {doors.ACCOUNT_HEADER} header."
        ),
    )


def _answer(answer: upstream.Answer) -> HttpResponseBase:
    return doors.answer_response(
        answer.status, answer.content, answer.headers, upstream.PASS_HEADERS, upstream.PASS_PREFIXES
    )


def _reply(response: object) -> dict[str, Any] | None:
    if isinstance(response, dict) and response.get("status") in ("failed", "cancelled"):
        return None
    return responses_door.reply(response)


def _record(turn: Turn, response: object) -> None:
    reply = _reply(response)
    if reply is not None:
        turn_reply(turn=turn, reply=reply, at=clock.now())


class _Streamed:
    """A Responses event stream read as it passes: the reply is the final response's."""

    broken = None

    def __init__(self) -> None:
        self._response: object = None

    def ends(self, event: sse.Event) -> bool:
        if event.name in RECORDED_ON and isinstance(event.data, dict):
            self._response = event.data.get("response")
            return True
        return False

    def reply(self) -> dict[str, Any] | None:
        return _reply(self._response)

    def complete(self) -> bool:
        return False


def _error_event(exc: Exception) -> bytes | None:
    """An ``error`` event the ``openai`` client raises as an APIError."""
    if not isinstance(exc, upstream.Unavailable):
        return None
    error = {"message": exc.message, "type": "upstream_error", "param": None, "code": exc.code}
    data = {"type": "error", **error, "error": error}
    return b"event: error\ndata: " + json.dumps(data).encode() + b"\n\n"


class ResponsesView(OpenAIDoor):
    @extend_schema(
        summary="The OpenAI Responses API, with memory",
        description=(
            "The body is an OpenAI Responses request (input items, instructions, tools, "
            "stream), answered as the upstream model (MEMORY_UPSTREAM_BASE_URL) answers it. "
            "The account is the X-Memory-Account header, else safety_identifier, else user. "
            "X-Memory-Thread names the conversation; X-Memory-Record: off records nothing. "
            "In enabled mode the engine's window is the history: previous_response_id and "
            "conversation are not forwarded. See docs/api.md, The Responses door."
        ),
        request=OpenApiTypes.OBJECT,
        responses={
            200: OpenApiResponse(
                OpenApiTypes.OBJECT,
                description="The upstream model's response as it gave it "
                "(text/event-stream when the request asked for a stream).",
            ),
            **errors(*COMMON, *WITH_BODY, *WRITE),
            429: OpenApiResponse(
                ErrorSerializer,
                description="Over a per-key limit (requests a second, turns in flight, "
                "accounts created a minute); Retry-After says when.",
            ),
            502: OpenApiResponse(ErrorSerializer, description="Upstream could not be reached."),
            504: OpenApiResponse(
                ErrorSerializer, description="Upstream sent nothing for MEMORY_UPSTREAM_TIMEOUT."
            ),
            "default": OpenApiResponse(
                OpenApiTypes.OBJECT,
                description="Any other status is upstream's own answer, passed on as it was.",
            ),
        },
    )
    def post(self, request: Request) -> HttpResponseBase:
        body = request.data
        if not isinstance(body, dict):
            return upstream.openai_error(400, "invalid_body", "The body must be a JSON object.")
        try:
            account = _account(request, body)
            scope = doors.scope_of(request.headers)
            doors.valid_text(body, request)
        except doors.BadRequest as exc:
            return upstream.openai_error(400, exc.code, exc.message, param=exc.param)
        try:
            reading: responses_door.Reading | None = responses_door.read(body)
        except responses_door.Unreadable as exc:
            log.warning("responses door sent the request untouched: account=%s %s", account, exc)
            reading = None
        # What the turn would record: the input items, and the chat items they read as.
        counted = [("input", body.get("input"))]
        if reading is not None:
            counted.append(("input", reading.history))
        slot = turn_admit(key=request.auth, items=counted)
        if isinstance(slot, Refused):
            return doors.refused("openai", slot)
        streaming = False
        try:
            turn = turn_begin(
                door="responses",
                external_id=account,
                history=reading.history if reading is not None else None,
                now=clock.now(),
                project=key_project(request),
                thread=scope.thread,
                record=scope.record,
            )
            sent: dict[str, Any] = body
            items = None
            if turn.messages is not None and reading is not None:
                items = reading.render(turn.messages)
                sent = {k: v for k, v in body.items() if k not in STORED_HISTORY}
            # The agent's own bytes go up when its request does (body parsed once).
            raw = raw_body(request) if sent is body and items is None else None
            try:
                if body.get("stream") is True:
                    response = self._stream(sent, items, turn, slot, raw)
                    streaming = isinstance(response, StreamingHttpResponse)
                    return response
                answer = upstream.complete(sent, items, door="responses", raw=raw)
            except upstream.Unavailable as exc:
                return exc.response()
        finally:
            if not streaming:
                slot.release()  # a stream gives its slot back when it ends
        if answer.status == 200 and turn.record:
            try:
                _record(turn, json.loads(answer.content))
            except Exception:  # the agent gets upstream's answer whatever it is
                log.warning("responses door recorded no reply: the body is not a response")
        return _answer(answer)

    def memory_account(self, request: Request) -> str | None:
        """The account this request names (the per-key account limit reads it)."""
        body = request.data
        try:
            return _account(request, body) if isinstance(body, dict) else None
        except doors.BadRequest:
            return None

    def _stream(
        self, body: dict[str, Any], items: Any, turn: Turn, slot: Slot, raw: bytes | None
    ) -> HttpResponseBase:
        opened = upstream.open_stream(body, items, door="responses", raw=raw)
        if isinstance(opened, upstream.Answer):
            return _answer(opened)
        return streams.relayed(
            opened,
            turn=turn,
            slot=slot,
            reading=_Streamed(),
            failed=_error_event,
            passed=upstream.PASS_HEADERS,
            prefixes=upstream.PASS_PREFIXES,
        )


__all__ = ["ResponsesView"]
