"""``POST /compact`` and ``POST /rules/check`` (API.md). Views stay thin."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import ValidationError
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import rulepack
from accounts.api.fields import TextField
from accounts.api.inputs import account_id, json_body, request_account
from accounts.api.openapi import ACCOUNT, COMMON, WITH_BODY, WRITE, responses
from accounts.compaction.tasks import run_now_or_queue

RULES_CHECK_MAX_CHARS = 20_000

# What the API promises callers: the service's other outcomes fold into these.
API_OUTCOME = {
    "accepted": "accepted",
    "rejected": "rejected",
    "failed": "failed",
    "nothing_to_do": "nothing_to_do",
    "disabled": "nothing_to_do",
    "stale": "nothing_to_do",
    "busy": "nothing_to_do",
    # Compaction paused after a mass rejection: nothing moved, as for a failure.
    "paused": "failed",
}


class CompactOutSerializer(serializers.Serializer[Any]):
    outcome = serializers.ChoiceField(choices=[*sorted(set(API_OUTCOME.values())), "queued"])
    detail = serializers.CharField(
        required=False, help_text="The service's own outcome, when it folds into another."
    )


class RulesCheckInSerializer(serializers.Serializer[Any]):
    text = TextField(max_length=RULES_CHECK_MAX_CHARS)


class ViolationSerializer(serializers.Serializer[Any]):
    rule = serializers.CharField()
    excerpt = serializers.CharField()
    explanation = serializers.CharField()


class RulesCheckOutSerializer(serializers.Serializer[Any]):
    ok = serializers.BooleanField()
    violations = ViolationSerializer(many=True)


class CompactView(APIView):
    @extend_schema(
        parameters=[ACCOUNT],
        # No body; an empty JSON object is taken too, anything else is a 400.
        request=None,
        responses=responses(
            {200: CompactOutSerializer, 202: CompactOutSerializer},
            *COMMON,
            *WITH_BODY,
            *WRITE,
            404,
        ),
    )
    def post(self, request: Request, account: str) -> Response:
        account_id(account)
        if json_body(request):
            raise ValidationError({"body": "compact takes no body (or an empty JSON object)."})
        acct = request_account(request, account)
        outcome = run_now_or_queue(acct.pk)
        if outcome == "queued":
            return Response({"outcome": "queued"}, status=status.HTTP_202_ACCEPTED)
        body = {"outcome": API_OUTCOME.get(outcome, outcome)}
        if body["outcome"] != outcome:
            body["detail"] = outcome
        return Response(body)


class RulesCheckView(APIView):
    writes = False  # a check: stores nothing, so read-only keys may use it

    @extend_schema(
        request=RulesCheckInSerializer,
        responses=responses({200: RulesCheckOutSerializer}, *COMMON, *WITH_BODY),
    )
    def post(self, request: Request) -> Response:
        ser = RulesCheckInSerializer(data=json_body(request))
        ser.is_valid(raise_exception=True)
        violations = rulepack.validator().check(ser.validated_data["text"])
        return Response(
            {
                "ok": not violations,
                "violations": [
                    {"rule": v.rule, "excerpt": v.excerpt, "explanation": v.explanation}
                    for v in violations
                ],
            }
        )
