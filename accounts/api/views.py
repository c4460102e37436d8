"""The agent's HTTP API, version 1 (shared/spec/API.md). Views stay thin."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.exceptions import ValidationError
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import clock
from accounts.api import facts_api
from accounts.api import serializers as s
from accounts.api.inputs import account_id, json_body, key_project, request_account
from accounts.context.services import context_for_turn
from accounts.facts.selectors import facts_active
from accounts.messages.selectors import messages_page, pending_messages
from accounts.messages.services import NewMessage, account_get_or_create, message_record


class MessagesView(APIView):
    @extend_schema(
        request=s.MessageInSerializer,
        responses={201: s.MessageOutSerializer, 200: s.MessageOutSerializer},
    )
    def post(self, request: Request, account: str) -> Response:
        ser = s.MessageInSerializer(data=json_body(request))
        ser.is_valid(raise_exception=True)
        v = ser.validated_data
        acct = account_get_or_create(
            external_id=account_id(account), project=key_project(request)
        )
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
        parameters=[s.MessageListQuerySerializer], responses={200: s.MessagePageSerializer}
    )
    def get(self, request: Request, account: str) -> Response:
        q = s.MessageListQuerySerializer(data=request.query_params)
        q.is_valid(raise_exception=True)
        acct = request_account(request, account)
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


class ContextView(APIView):
    @extend_schema(request=s.ContextInSerializer, responses={200: s.ContextOutSerializer})
    def post(self, request: Request, account: str) -> Response:
        body = json_body(request)
        history = body.get("history")
        if not isinstance(history, list):
            raise ValidationError({"history": "history must be a list of messages."})
        now = clock.now()
        if body.get("now") is not None:
            ser = s.ContextInSerializer(data={"history": [], "now": body["now"]})
            ser.is_valid(raise_exception=True)
            now = ser.validated_data["now"]
        result = context_for_turn(
            external_id=account_id(account),
            history=history,
            now=now,
            project=key_project(request),
        )
        return Response(result)


class MemoryView(APIView):
    @extend_schema(responses={200: s.MemoryOutSerializer})
    def get(self, request: Request, account: str) -> Response:
        acct = request_account(request, account)
        return Response(
            {
                "summary": acct.summary,
                "covered_through_seq": acct.covered_through_seq,
                "pending_messages": pending_messages(account=acct),
                "facts": s.FactOutSerializer(facts_active(account=acct), many=True).data,
            }
        )


class FactsView(APIView):
    @extend_schema(responses={200: s.FactOutSerializer(many=True)})
    def get(self, request: Request, account: str) -> Response:
        acct = request_account(request, account)
        return Response(s.FactOutSerializer(facts_active(account=acct), many=True).data)

    @extend_schema(
        request=facts_api.FactInSerializer,
        responses={201: s.FactOutSerializer, 200: s.FactOutSerializer},
    )
    def post(self, request: Request, account: str) -> Response:
        return facts_api.stated_fact_post(request, account_id(account))


__all__ = ["ContextView", "FactsView", "MemoryView", "MessagesView"]
