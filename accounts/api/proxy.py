"""``POST /api/v1/openai/chat/completions``: the drop-in proxy (API.md v1.1).

An agent points its ``openai`` client's ``base_url`` at ``…/api/v1/openai``
with an engine key as its API key and changes nothing else. The account is
the ``X-Memory-Account`` header if sent, else the request's ``user`` field
(the header wins: ``user`` may already carry the agent's own end-user id for
the provider, and the header is set for the engine on purpose); neither is a
400. The turn is built by ``accounts.turns.turn_begin`` (the turn service,
as for ``/context``), the request goes upstream through the
official client, and the answer comes back as upstream gave it: status,
body and the headers an agent's client reads. Streams pass through event by
event; the reply is recorded before the closing ``[DONE]`` goes out.

Errors the proxy answers itself are JSON in OpenAI's shape (``message``,
``type``, ``param``, ``code``) that is also the API's (``code``, ``message``,
``fields``): a missing account 400, no upstream configured 503, upstream
silent past ``MEMORY_UPSTREAM_TIMEOUT`` 504, upstream unreachable 502, and
the key unverifiable because the database is down 503 (never forwarded:
that would let anyone spend the upstream key).
"""

from __future__ import annotations

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
from accounts.api.inputs import key_project
from accounts.api.middleware import database_busy, database_unreachable, unreachable_message
from accounts.api.openapi import COMMON, WITH_BODY, WRITE, ErrorSerializer, errors
from accounts.api.parsers import raw_body
from accounts.proxy import upstream
from accounts.turn.doors import DoorInputError, door_options
from accounts.turns import Refused, Slot, Turn, turn_admit, turn_begin, turn_reply

log = logging.getLogger("memory.proxy")

KINDS = doors.OPENAI_KINDS


def _account(request: Request, body: dict[str, Any]) -> str:
    return doors.account_of(
        request.headers,
        [("user", body.get("user"))],
        missing=f"Name the account: the request's user field or the {doors.ACCOUNT_HEADER} header.",
    )


def _answer(answer: upstream.Answer) -> HttpResponseBase:
    return doors.answer_response(
        answer.status, answer.content, answer.headers, upstream.PASS_HEADERS, upstream.PASS_PREFIXES
    )


def _failed(exc: Exception) -> bytes | None:
    return upstream.stream_error_event(exc) if isinstance(exc, upstream.Unavailable) else None


def _ours_or_upstreams(answers: dict[int, OpenApiResponse]) -> dict[int, OpenApiResponse]:
    """An error status the proxy answers in the API's shape, or upstream in its own."""
    return {
        status: OpenApiResponse(
            OpenApiTypes.OBJECT,
            description=f"{answer.description} Or the upstream model's own answer with this "
            "status, passed on as it gave it.",
        )
        for status, answer in answers.items()
    }


class OpenAIDoor(APIView):
    """A door that speaks OpenAI's protocol: the API's own errors in OpenAI's shape."""

    # DRF's dispatch takes any HttpResponseBase from here (finalize_response asserts only
    # that), and the 503 is a plain JSON response; djangorestframework-stubs say Response.
    def handle_exception(self, exc: Exception) -> HttpResponseBase:  # type: ignore[override]
        """The API's errors (401 above all) in OpenAI's shape too, so its client reads them."""
        if database_unreachable(exc):
            log.warning(
                "proxy unavailable: database %s error=%s",
                "busy" if database_busy(exc) else "unreachable",
                type(exc.__cause__ or exc).__name__,
            )
            unavailable = upstream.openai_error(
                503,
                "unavailable",
                unreachable_message(
                    exc, "The database is unreachable, so the key cannot be checked; retry later."
                ),
                kind="server_error",
            )
            unavailable["Retry-After"] = "5"
            return unavailable
        response = super().handle_exception(exc)
        if isinstance(response, Response) and isinstance(response.data, dict):
            error = response.data.get("error")
            if isinstance(error, dict):
                error.setdefault("type", KINDS.get(response.status_code, "api_error"))
                error.setdefault("param", None)
        return response


class ChatCompletionsView(OpenAIDoor):
    @extend_schema(
        summary="Drop-in proxy for an OpenAI-compatible chat/completions endpoint",
        description=(
            "The body is an OpenAI chat/completions request, answered as the upstream "
            "model (MEMORY_UPSTREAM_BASE_URL) answers it: status, body and headers. The "
            "account is the X-Memory-Account header, else the body's user field. See "
            "docs/api.md, Drop-in proxy."
        ),
        request=OpenApiTypes.OBJECT,
        responses={
            200: OpenApiResponse(
                OpenApiTypes.OBJECT,
                description="The upstream model's completion as it gave it "
                "(text/event-stream when the request asked for a stream).",
            ),
            **_ours_or_upstreams(errors(*COMMON, *WITH_BODY, *WRITE)),
            **_ours_or_upstreams(
                {
                    429: OpenApiResponse(
                        ErrorSerializer,
                        description="Over a per-key limit (requests a second, turns in "
                        "flight, accounts created a minute); Retry-After says when.",
                    )
                }
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
            options = door_options(request)
            doors.valid_text(body, request)
        except doors.BadRequest as exc:
            return upstream.openai_error(400, exc.code, exc.message, param=exc.param)
        except DoorInputError as exc:
            return upstream.openai_error(400, exc.code, exc.message, param=exc.field)
        slot = turn_admit(key=request.auth, items=[("messages", body.get("messages"))])
        if isinstance(slot, Refused):
            return doors.refused("openai", slot)
        streaming = False
        try:
            turn = turn_begin(
                door="chat",
                thread=options.thread,
                record=options.record,
                external_id=account,
                history=body.get("messages"),
                now=clock.now(),
                project=key_project(request),
            )
            try:
                # The agent's own bytes go up when its messages do (body parsed once).
                raw = raw_body(request) if turn.messages is None else None
                if body.get("stream") is True:
                    response = self._stream(body, turn.messages, turn, slot, raw)
                    streaming = isinstance(response, StreamingHttpResponse)
                    return response
                answer = upstream.complete(body, turn.messages, raw=raw)
            except upstream.Unavailable as exc:
                return exc.response()
        finally:
            if not streaming:
                slot.release()  # a stream gives its slot back when it ends (streams.relayed)
        if answer.status == 200 and turn.record:
            reply = None
            try:
                reply = upstream.completion_reply(answer.content)
            except Exception:  # the agent gets upstream's answer whatever it is
                log.warning("proxy recorded no reply: upstream's body is not a completion")
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
        self, body: dict[str, Any], messages: Any, turn: Turn, slot: Slot, raw: bytes | None
    ) -> HttpResponseBase:
        opened = upstream.open_stream(body, messages, raw=raw)
        if isinstance(opened, upstream.Answer):
            return _answer(opened)
        return streams.relayed(
            opened,
            turn=turn,
            slot=slot,
            reading=upstream.StreamedReply(),
            failed=_failed,
            passed=upstream.PASS_HEADERS,
            prefixes=upstream.PASS_PREFIXES,
        )


__all__ = ["ChatCompletionsView", "OpenAIDoor"]
