"""``POST /compact`` and ``POST /rules/check`` (API.md). Views stay thin."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.exceptions import ValidationError
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import rulepack
from accounts.api.inputs import json_body, request_account
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
}


class CompactView(APIView):
    @extend_schema(
        request=None,
        responses={
            200: inline_serializer("CompactOut", {"outcome": serializers.CharField()}),
            202: inline_serializer("CompactQueued", {"outcome": serializers.CharField()}),
        },
    )
    def post(self, request: Request, account: str) -> Response:
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
        request=inline_serializer("RulesCheckIn", {"text": serializers.CharField()}),
        responses={200: inline_serializer("RulesCheckOut", {"ok": serializers.BooleanField()})},
    )
    def post(self, request: Request) -> Response:
        text = json_body(request).get("text")
        if not isinstance(text, str) or not text.strip():
            raise ValidationError({"text": "text must be a non-empty string."})
        if len(text) > RULES_CHECK_MAX_CHARS:
            raise ValidationError({"text": f"text is over {RULES_CHECK_MAX_CHARS} characters."})
        violations = rulepack.validator().check(text)
        return Response(
            {
                "ok": not violations,
                "violations": [
                    {"rule": v.rule, "excerpt": v.excerpt, "explanation": v.explanation}
                    for v in violations
                ],
            }
        )
