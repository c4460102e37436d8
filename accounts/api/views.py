"""The agent's HTTP API, version 1 (shared/spec/API.md). Views stay thin."""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.exceptions import APIException, ValidationError
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import clock
from accounts.api import facts_api
from accounts.api import serializers as s
from accounts.api.inputs import account_id, account_id_problem, existing_account, json_body
from accounts.api.middleware import database_unreachable
from accounts.api.openapi import ACCOUNT, COMMON, CONTEXT_ACCOUNT, WITH_BODY, responses
from accounts.context.services import context_for_turn
from accounts.facts.selectors import facts_active
from accounts.messages.selectors import messages_page, pending_messages
from accounts.messages.services import NewMessage, account_get_or_create, message_record
from accounts.metrics import metrics

log = logging.getLogger("memory.turns")


class MessagesView(APIView):
    @extend_schema(
        parameters=[ACCOUNT],
        request=s.MessageInSerializer,
        responses=responses(
            {201: s.MessageOutSerializer, 200: s.MessageOutSerializer},
            *COMMON,
            *WITH_BODY,
            409,
        ),
    )
    def post(self, request: Request, account: str) -> Response:
        external_id = account_id(account)
        ser = s.MessageInSerializer(data=json_body(request))
        ser.is_valid(raise_exception=True)
        v = ser.validated_data
        acct = account_get_or_create(external_id=external_id)
        created_at = v.get("created_at") or clock.now()
        message, created = message_record(
            account=acct,
            item=NewMessage(
                external_id=v["id"],
                role=v["role"],
                content=v["content"],
                created_at=created_at,
                tools=v.get("tools"),
                observed_at=v.get("observed_at"),
            ),
        )
        return Response(
            s.MessageOutSerializer(message).data,
            status=status.HTTP_201_CREATED if created else status.HTTP_200_OK,
        )

    @extend_schema(
        parameters=[ACCOUNT, s.MessageListQuerySerializer],
        responses=responses({200: s.MessagePageSerializer}, *COMMON, 404),
    )
    def get(self, request: Request, account: str) -> Response:
        external_id = account_id(account)
        q = s.MessageListQuerySerializer(data=request.query_params)
        q.is_valid(raise_exception=True)
        acct = existing_account(external_id)
        limit = q.validated_data["limit"]
        rows = messages_page(
            account=acct, after_seq=q.validated_data["after_seq"], limit=limit + 1
        )
        more = len(rows) > limit
        rows = rows[:limit]
        return Response(
            {
                "results": s.MessageOutSerializer(rows, many=True).data,
                "next_after_seq": rows[-1].seq if more else None,
            }
        )


def _context_input(request: Request) -> tuple[list[Any], datetime]:
    """The turn's history and time; only a body that is not a JSON object with a
    ``history`` list, or a ``now`` that is not a time, is refused (API.md)."""
    body = json_body(request)
    history = body.get("history")
    if not isinstance(history, list):
        raise ValidationError({"history": "history must be a list of messages."})
    now = clock.now()
    if body.get("now") is not None:
        ser = s.ContextInSerializer(data={"history": [], "now": body["now"]})
        ser.is_valid(raise_exception=True)
        now = ser.validated_data["now"]
    return history, now


def _fell_back(history: list[Any], *, account: str, cause: str) -> Response:
    """The turn goes on with the history as given: memory is never why a turn fails."""
    metrics.incr("context.fallback")
    metrics.incr(f"context.fallback.{cause}")
    log.warning(
        "context fell back to the given history: account=%s mode=disabled error=%s",
        account,
        cause,
    )
    return Response({"mode": "disabled", "messages": history, "fallback": True})


class ContextView(APIView):
    # Fails open even before the view runs: with the database unreachable the API key
    # cannot be checked, and the caller gets its own history back (it reveals nothing).

    @extend_schema(
        description=(
            "What the agent sends its model this turn. Never a 500 or a 503: on any "
            "fault underneath (the database unreachable included, even before the key "
            'is checked) or any item of an unexpected shape, 200 with `"fallback": true` '
            "and the history exactly as given."
        ),
        parameters=[CONTEXT_ACCOUNT],
        request=s.ContextInSerializer,
        # Never a 500 or a 503: any fault underneath is a fallback (200).
        responses=responses({200: s.ContextOutSerializer}, 400, 401, *WITH_BODY),
    )
    def post(self, request: Request, account: str) -> Response:
        history, now = _context_input(request)
        if account_id_problem(account) is not None:
            return _fell_back(history, account=account, cause="InvalidAccountId")
        result = context_for_turn(external_id=account, history=history, now=now)
        return Response(result)

    def handle_exception(self, exc: Exception) -> Response:
        if database_unreachable(exc):
            # Raised by the API-key lookup (or anywhere else in the view).
            try:
                history, _ = _context_input(self.request)
            except APIException as refused:
                return super().handle_exception(refused)
            account = str(self.kwargs.get("account", ""))
            return _fell_back(history, account=account, cause=type(exc).__name__)
        return super().handle_exception(exc)


class MemoryView(APIView):
    @extend_schema(
        parameters=[ACCOUNT],
        responses=responses({200: s.MemoryOutSerializer}, *COMMON, 404),
    )
    def get(self, request: Request, account: str) -> Response:
        acct = existing_account(account)
        return Response(
            {
                "summary": acct.summary,
                "covered_through_seq": acct.covered_through_seq,
                "pending_messages": pending_messages(account=acct),
                "facts": s.FactOutSerializer(facts_active(account=acct), many=True).data,
            }
        )


class FactsView(APIView):
    @extend_schema(
        parameters=[ACCOUNT],
        responses=responses({200: s.FactOutSerializer(many=True)}, *COMMON, 404),
    )
    def get(self, request: Request, account: str) -> Response:
        acct = existing_account(account)
        return Response(s.FactOutSerializer(facts_active(account=acct), many=True).data)

    @extend_schema(
        parameters=[ACCOUNT],
        request=facts_api.FactInSerializer,
        responses=responses(
            {201: s.FactOutSerializer, 200: s.FactOutSerializer}, *COMMON, *WITH_BODY
        ),
    )
    def post(self, request: Request, account: str) -> Response:
        return facts_api.stated_fact_post(request, account_id(account))


__all__ = ["ContextView", "FactsView", "MemoryView", "MessagesView"]
