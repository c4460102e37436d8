"""POST /api/v1/accounts/{account}/facts: a fact the user stated explicitly."""

from __future__ import annotations

from typing import Any

from django.db import transaction
from rest_framework import serializers, status
from rest_framework.exceptions import ValidationError
from rest_framework.request import Request
from rest_framework.response import Response

from accounts.api.fields import StrictChoiceField, TextField
from accounts.api.inputs import json_body, key_project
from accounts.api.serializers import FactOutSerializer
from accounts.facts.services import (
    KEY_MAX,
    NOTE_MAX,
    StatedFactInvalid,
    StatedFactRefused,
    fact_state,
)
from accounts.messages.services import account_get_or_create
from accounts.models import Fact, FactKind


class FactInSerializer(serializers.Serializer[Any]):
    key = TextField(max_length=KEY_MAX)
    # Any kind, the never-inferred ones included: the user is stating it.
    kind = StrictChoiceField(choices=FactKind.choices)
    note = TextField(max_length=NOTE_MAX)


def stated_fact_post(request: Request, external_id: str) -> Response:
    fact, created = stated_fact_save(
        body=json_body(request), external_id=external_id, project=key_project(request)
    )
    return Response(
        FactOutSerializer(fact).data,
        status=status.HTTP_201_CREATED if created else status.HTTP_200_OK,
    )


def stated_fact_save(*, body: Any, external_id: str, project: int | None) -> tuple[Fact, bool]:
    """Check and store a stated fact for the account ``external_id`` of ``project``.

    The one path of every door (the API view, the MCP ``remember`` tool): the
    body's fields checked as the API checks them, then the fact screens. Bad
    input or a refusal raises ``ValidationError`` and stores no fact (a
    refusal is kept for the facts screen); True when a new fact was stored.
    """
    ser = FactInSerializer(data=body)
    ser.is_valid(raise_exception=True)
    v = ser.validated_data
    refused: StatedFactRefused | None = None
    try:
        # One transaction: input refused by the service leaves no new account behind.
        with transaction.atomic():
            account = account_get_or_create(external_id=external_id, project=project)
            try:
                fact, created = fact_state(
                    account=account, key=v["key"], kind=v["kind"], note=v["note"]
                )
            except StatedFactRefused as exc:
                # A secret or an authority (ENGINE.md section 8): the refusal is kept,
                # with its account, for the facts screen; nothing else is written.
                refused = exc
    except StatedFactInvalid as exc:
        raise ValidationError(exc.fields) from exc
    if refused is not None:
        raise ValidationError(refused.fields) from refused
    return fact, created
