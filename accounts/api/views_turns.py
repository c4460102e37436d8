"""``GET /api/v1/accounts/{account}/turns``: the turn log (API.md v1.2), newest first."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.api.fields import QueryIntegerField
from accounts.api.inputs import request_account
from accounts.api.openapi import ACCOUNT, COMMON, responses
from accounts.models import TurnRecord
from accounts.turnlog import tokens_of, turn_log


class TurnsQuerySerializer(serializers.Serializer[Any]):
    limit = QueryIntegerField(min_value=1, max_value=1000, required=False, default=20)


class TurnOutSerializer(serializers.ModelSerializer[TurnRecord]):
    tokens = serializers.SerializerMethodField()

    class Meta:
        model = TurnRecord
        fields = [
            "at",
            "door",
            "thread",
            "mode",
            "fallback",
            "cause",
            "summary_version",
            "facts",
            "stamps",
            "tokens",
            "messages",
            "given",
        ]

    def get_tokens(self, record: TurnRecord) -> int:
        return tokens_of(record.messages)


class TurnsOutSerializer(serializers.Serializer[Any]):
    results = TurnOutSerializer(many=True)


class TurnsView(APIView):
    @extend_schema(
        summary="What each recent turn sent the model, and why",
        description=(
            "Newest first. Kept for MEMORY_TURN_LOG_KEEP turns per account (default 20); "
            "masked like every stored artifact and scrubbed by forgetting. `messages` is what "
            "went to the model, `given` the agent's own history. See docs/api.md, The turn log."
        ),
        parameters=[
            ACCOUNT,
            OpenApiParameter("limit", int, description="At most this many (default 20)."),
        ],
        responses=responses({200: TurnsOutSerializer}, *COMMON, 404),
    )
    def get(self, request: Request, account: str) -> Response:
        q = TurnsQuerySerializer(data=request.query_params)
        q.is_valid(raise_exception=True)
        acct = request_account(request, account)
        rows = turn_log(account=acct, limit=q.validated_data["limit"])
        return Response({"results": TurnOutSerializer(rows, many=True).data})
