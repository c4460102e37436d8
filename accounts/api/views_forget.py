"""POST /api/v1/accounts/{account}/forget (API.md "Memory", ENGINE.md section 6).

With ``"preview": true`` nothing is stored: the answer is the exact list of
words and phrases the forget would hash (no request, no audit entry, the
fact untouched).
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.extensions import OpenApiSerializerExtension
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound, ValidationError
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.api.fields import StrictBooleanField, TextField
from accounts.api.inputs import account_id, json_body, request_account
from accounts.api.openapi import ACCOUNT, COMMON, WITH_BODY, WRITE, responses
from accounts.forgetting.services import (
    NothingToForget,
    forget_everything,
    forget_fact,
    forget_preview,
)
from accounts.models import Account, ForgetRequest

KEPT_SENTENCE = (
    "Messages and transactions are never deleted: they are the banking record, not memory. "
    "What the model sees of them is masked from now on."
)


class ForgetInSerializer(serializers.Serializer[Any]):
    key = TextField(max_length=128, required=False)
    everything = StrictBooleanField(required=False)
    preview = StrictBooleanField(
        required=False,
        help_text="true: answer with the exact words and phrases the forget would hash, "
        "and store nothing.",
    )

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        has_key = "key" in attrs
        everything = attrs.get("everything")
        if has_key and everything is not None:
            raise ValidationError({"body": 'Send either "key" or "everything", not both.'})
        if not has_key and everything is not True:
            raise ValidationError({"body": 'Send {"key": "<fact key>"} or {"everything": true}.'})
        return attrs


class ForgetInScheme(OpenApiSerializerExtension):  # type: ignore[no-untyped-call]
    """The body is one of two shapes; the schema says so, as the serializer checks it."""

    target_class = "accounts.api.views_forget.ForgetInSerializer"

    def map_serializer(self, auto_schema: Any, direction: Any) -> dict[str, Any]:
        return {
            "type": "object",
            "description": 'Either {"key": "<fact key>"} or {"everything": true}, not both.',
            "properties": {
                "key": {"type": "string", "minLength": 1, "maxLength": 128, "pattern": r"\S"},
                "everything": {"type": "boolean", "enum": [True]},
            },
            "oneOf": [
                {"required": ["key"], "not": {"required": ["everything"]}},
                {"required": ["everything"], "not": {"required": ["key"]}},
            ],
        }


class ForgetOutSerializer(serializers.Serializer[Any]):
    id = serializers.IntegerField()
    status = serializers.CharField()
    everything = serializers.BooleanField()
    key_id = serializers.CharField()
    deadline = serializers.DateTimeField()
    kept = serializers.ListField(child=serializers.CharField())
    note = serializers.CharField()


class ForgetPreviewSerializer(serializers.Serializer[Any]):
    preview = serializers.BooleanField()
    everything = serializers.BooleanField()
    words = serializers.ListField(child=serializers.CharField())
    phrases = serializers.ListField(child=serializers.CharField())
    maybe = serializers.ListField(
        child=serializers.CharField(),
        help_text="Capitalised words at a sentence's start: not forgotten unless added.",
    )
    ignored = serializers.ListField(child=serializers.CharField())


class ForgetView(APIView):
    @extend_schema(
        parameters=[ACCOUNT],
        request=ForgetInSerializer,
        responses=responses(
            {202: ForgetOutSerializer, 200: ForgetPreviewSerializer},
            *COMMON,
            *WITH_BODY,
            *WRITE,
            404,
        ),
    )
    def post(self, request: Request, account: str) -> Response:
        account_id(account)
        data = forget_input(json_body(request))
        acct = request_account(request, account)
        if data.get("preview"):
            return self._preview(acct, data)
        body = forget_file(account=acct, data=data, actor=str(request.user), via="the agent API")
        return Response(ForgetOutSerializer(body).data, status=status.HTTP_202_ACCEPTED)

    @staticmethod
    def _preview(acct: Any, data: dict[str, Any]) -> Response:
        everything = bool(data.get("everything"))
        try:
            terms = forget_preview(account=acct, key=data.get("key"), everything=everything)
        except NothingToForget as exc:
            raise NotFound(str(exc)) from exc
        body = {"preview": True, "everything": everything, **terms.preview()}
        return Response(ForgetPreviewSerializer(body).data, status=status.HTTP_200_OK)


def forget_input(body: Any) -> dict[str, Any]:
    """The forget's body checked: ``{"key": …}`` or ``{"everything": true}`` (ValidationError)."""
    ser = ForgetInSerializer(data=body)
    ser.is_valid(raise_exception=True)
    return dict(ser.validated_data)


def forget_file(*, account: Account, data: dict[str, Any], actor: str, via: str) -> dict[str, Any]:
    """File the forget ``data`` (from ``forget_input``) for ``account``, audited as ``actor``.

    The one path of every door (the API view, the MCP ``forget`` tool); ``via``
    names the door in the audit reason. An unknown key is ``NotFound``.
    """
    if data.get("everything"):
        req = forget_everything(
            account=account, actor=actor, reason=f"Forget everything, asked through {via}"
        )
    else:
        try:
            req = forget_fact(
                account=account,
                key=data["key"],
                actor=actor,
                reason=f"Forget a fact, asked through {via}",
            )
        except NothingToForget as exc:
            # The key is never echoed back: it is one of the words being forgotten.
            raise NotFound(str(exc)) from exc
    req = ForgetRequest.objects.get(account=account, pk=req.pk)
    return {
        "id": req.pk,
        "status": req.status,
        "everything": req.everything,
        "key_id": req.key_id,
        "deadline": req.deadline,
        "kept": ["messages", "transactions"],
        "note": KEPT_SENTENCE,
    }
