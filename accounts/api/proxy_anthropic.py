"""``POST /api/v1/anthropic/v1/messages``: the Anthropic Messages API, with memory (API.md v1.2).

The agent's ``anthropic`` client points its ``base_url`` at ``…/api/v1/anthropic``
with an engine key as its API key (sent as ``x-api-key``; Bearer works too).
The account is the ``X-Memory-Account`` header, else ``metadata.user_id``.
The request is read as a chat history (accounts/proxy/anthropic_door.py) for
the turn service; in enabled mode the engine's window goes upstream as
Anthropic messages, ``system`` untouched (its cached prefix byte-identical)
and the engine's memory as the leading text block of the first user message.
Upstream (``MEMORY_ANTHROPIC_BASE_URL``) is called as the official ``anthropic``
client calls it (accounts/proxy/anthropic_upstream.py); its answer comes back as
it gave it, and a streamed reply is recorded before ``message_stop`` goes out.
Errors the door answers itself are in Anthropic's shape:
``{"type": "error", "error": {"type", "message", "code"}}``.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from django.http import HttpResponseBase, StreamingHttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import clock
from accounts.api import doors, streams
from accounts.api.auth import ApiKeyHeaderAuthentication
from accounts.api.inputs import key_project
from accounts.api.middleware import database_unreachable, unreachable_message
from accounts.api.parsers import raw_body
from accounts.proxy import anthropic_door, anthropic_upstream
from accounts.proxy.upstream import Answer, Unavailable
from accounts.turns import Refused, Slot, Turn, turn_admit, turn_begin, turn_reply

log = logging.getLogger("memory.proxy")

ERROR_SCHEMA = {
    "type": "object",
    "properties": {
        "type": {"type": "string", "enum": ["error"]},
        "error": {
            "type": "object",
            "properties": {
                "type": {"type": "string"},
                "message": {"type": "string"},
                "code": {"type": "string"},
            },
        },
    },
}


def _answer(answer: Answer) -> HttpResponseBase:
    return doors.answer_response(
        answer.status,
        answer.content,
        answer.headers,
        anthropic_upstream.PASS_HEADERS,
        anthropic_upstream.PASS_PREFIXES,
    )


def _account(request: Request, body: dict[str, Any]) -> str:
    metadata = body.get("metadata")
    user_id = metadata.get("user_id") if isinstance(metadata, dict) else None
    return doors.account_of(
        request.headers,
        [("metadata.user_id", user_id)],
        missing=(
            f"Name the account: the request's metadata.user_id, or the {doors.ACCOUNT_HEADER} "
            "header."
        ),
    )


def _failed(exc: Exception) -> bytes | None:
    return anthropic_upstream.stream_error_event(exc) if isinstance(exc, Unavailable) else None


class AnthropicMessagesView(APIView):
    authentication_classes = [ApiKeyHeaderAuthentication]

    @extend_schema(
        summary="The Anthropic Messages API, with memory",
        description=(
            "The body is an Anthropic Messages request (system, messages with text, "
            "tool_use and tool_result blocks, tools, stream), answered as the upstream model "
            "(MEMORY_ANTHROPIC_BASE_URL) answers it. The key goes as x-api-key or Bearer. "
            "The account is the X-Memory-Account header, else metadata.user_id. "
            "X-Memory-Thread names the conversation; X-Memory-Record: off records nothing. "
            "See docs/api.md, The Anthropic door."
        ),
        request=OpenApiTypes.OBJECT,
        responses={
            200: OpenApiResponse(
                OpenApiTypes.OBJECT,
                description="The upstream model's message as it gave it "
                "(text/event-stream when the request asked for a stream).",
            ),
            **{
                status: OpenApiResponse(ERROR_SCHEMA, description=what)
                for status, what in (
                    (400, "No account, a bad one, or a body that is not a JSON object."),
                    (401, "No key or a wrong one."),
                    (403, "A read-only key."),
                    (413, "The body over the size limit, or the turn over MEMORY_TURN_MAX_ITEMS."),
                    (
                        429,
                        "Over a per-key limit (requests a second, turns in flight, accounts "
                        "created a minute); Retry-After says when.",
                    ),
                    (415, "The body is not JSON."),
                    (500, "The engine failed to answer (an error id in the message)."),
                    (502, "Upstream could not be reached."),
                    (503, "No upstream configured, or the database is down."),
                    (504, "Upstream sent nothing for MEMORY_ANTHROPIC_TIMEOUT."),
                )
            },
            "default": OpenApiResponse(
                OpenApiTypes.OBJECT,
                description="Any other status is upstream's own answer, passed on as it was.",
            ),
        },
    )
    def post(self, request: Request) -> HttpResponseBase:
        body = request.data
        if not isinstance(body, dict):
            return anthropic_upstream.error(400, "invalid_body", "The body must be a JSON object.")
        try:
            account = _account(request, body)
            scope = doors.scope_of(request.headers)
            doors.valid_text(body, request)
        except doors.BadRequest as exc:
            return anthropic_upstream.error(400, exc.code, exc.message)
        try:
            reading: anthropic_door.Reading | None = anthropic_door.read(body)
        except anthropic_door.Unreadable as exc:
            log.warning("anthropic door sent the request untouched: account=%s %s", account, exc)
            reading = None
        # What the turn would record: the messages, and the chat items their blocks read as.
        counted = [("messages", body.get("messages"))]
        if reading is not None:
            counted.append(("messages", reading.history))
        slot = turn_admit(key=request.auth, items=counted)
        if isinstance(slot, Refused):
            return doors.refused("anthropic", slot)
        streaming = False
        try:
            turn = turn_begin(
                door="anthropic",
                external_id=account,
                history=reading.history if reading is not None else None,
                now=clock.now(),
                project=key_project(request),
                thread=scope.thread,
                record=scope.record,
            )
            messages = None
            if turn.messages is not None and reading is not None:
                messages = reading.render(turn.messages)
            headers = {k.lower(): v for k, v in request.headers.items()}
            # The agent's own bytes go up when its messages do (body parsed once).
            raw = raw_body(request) if messages is None else None
            try:
                if body.get("stream") is True:
                    response = self._stream(body, messages, headers, turn, slot, raw)
                    streaming = isinstance(response, StreamingHttpResponse)
                    return response
                answer = anthropic_upstream.complete(body, messages, headers, raw)
            except Unavailable as exc:
                return anthropic_upstream.error(exc.status, exc.code, exc.message)
        finally:
            if not streaming:
                slot.release()  # a stream gives its slot back when it ends
        if answer.status == 200 and turn.record:
            try:
                reply = anthropic_door.reply(json.loads(answer.content))
            except Exception:  # the agent gets upstream's answer whatever it is
                log.warning("anthropic door recorded no reply: the body is not a message")
                reply = None
            if reply is not None:
                turn_reply(turn=turn, reply=reply, at=clock.now())
        return _answer(answer)

    def memory_account(self, request: Request) -> str | None:
        """The account this request names (the per-key account limit reads it)."""
        body = request.data
        try:
            return _account(request, body) if isinstance(body, dict) else None
        except doors.BadRequest:
            return None

    def _stream(
        self,
        body: dict[str, Any],
        messages: Any,
        headers: dict[str, str],
        turn: Turn,
        slot: Slot,
        raw: bytes | None,
    ) -> HttpResponseBase:
        opened = anthropic_upstream.open_stream(body, messages, headers, raw)
        if isinstance(opened, Answer):
            return _answer(opened)
        return streams.relayed(
            opened,
            turn=turn,
            slot=slot,
            reading=anthropic_door.StreamedMessage(),
            failed=_failed,
            passed=anthropic_upstream.PASS_HEADERS,
            prefixes=anthropic_upstream.PASS_PREFIXES,
        )

    # DRF's dispatch takes any HttpResponseBase from here (finalize_response asserts only
    # that), and the 503 is a plain JSON response; djangorestframework-stubs say Response.
    def handle_exception(self, exc: Exception) -> HttpResponseBase:  # type: ignore[override]
        """The API's errors (401 above all) in Anthropic's shape, so its client reads them."""
        if database_unreachable(exc):
            log.warning("anthropic door unavailable: database unreachable")
            unavailable = anthropic_upstream.error(
                503,
                "unavailable",
                unreachable_message(
                    exc, "The database is unreachable, so the key cannot be checked; retry later."
                ),
            )
            unavailable["Retry-After"] = "5"
            return unavailable
        response = super().handle_exception(exc)
        if isinstance(response, Response) and isinstance(response.data, dict):
            error = response.data.get("error")
            if isinstance(error, dict):
                shaped = anthropic_upstream.error(
                    response.status_code,
                    str(error.get("code", "error")),
                    str(error.get("message", "")),
                )
                for header in ("WWW-Authenticate", "Allow", "Retry-After"):
                    if header in response:
                        shaped[header] = response[header]
                return shaped
        return response


__all__ = ["AnthropicMessagesView"]
