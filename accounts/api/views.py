"""The agent's HTTP API, version 1 (shared/spec/API.md). Views stay thin."""

from __future__ import annotations

from dataclasses import dataclass, field
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
from accounts.api.bounds import check_items
from accounts.api.inputs import (
    account_id,
    json_body,
    key_project,
    request_account,
)
from accounts.api.middleware import database_unreachable
from accounts.api.openapi import (
    ACCOUNT,
    COMMON,
    CONTEXT_ACCOUNT,
    WITH_BODY,
    WRITE,
    responses,
)
from accounts.audit import actor_name
from accounts.facts.selectors import facts_active, facts_with_history
from accounts.messages import items
from accounts.messages.selectors import messages_page, pending_messages, turn_so_far
from accounts.messages.services import (
    account_get_or_create,
    account_timezone_set,
    message_record,
    new_message,
    timezone_valid,
)
from accounts.models import Account
from accounts.rollout.selectors import rollout_resolve
from accounts.turn.counting import turn_fallback
from accounts.turn.doors import DoorInputError, DoorOptions, door_options
from accounts.turn.service import turn_answer
from memoryadmin.engine.context import CONTEXT_ROLES
from memoryadmin.engine.types import Role


class MessagesView(APIView):
    @extend_schema(
        parameters=[ACCOUNT],
        request=s.MessageInSerializer,
        responses=responses(
            {201: s.MessageOutSerializer, 200: s.MessageOutSerializer, 204: None},
            *COMMON,
            *WITH_BODY,
            *WRITE,
            409,
        ),
    )
    def post(self, request: Request, account: str) -> Response:
        external_id = account_id(account)
        body = json_body(request)
        options = _door_options(request, body)
        body = {k: v for k, v in body.items() if k != "thread"}  # the thread is not the item's
        now = clock.now()
        try:
            # The same reading /context gives each item it records: they never disagree.
            item = items.message_read(body, now=now)
        except items.ItemInvalid as exc:
            raise ValidationError(exc.fields) from exc
        if not options.record:
            # A side call (X-Memory-Record: off): the item was read, nothing is stored.
            return Response(status=status.HTTP_204_NO_CONTENT)
        acct = account_get_or_create(external_id=external_id, project=key_project(request))
        turn = None
        if item.role in (Role.ASSISTANT, Role.TOOL):
            # A reply or result recorded alone takes its turn's tools from the stored calls.
            prior = turn_so_far(account=acct, thread=options.thread)
            turn = items.turn_provenance_for(item, prior, now=now)
        message, created = message_record(
            account=acct, item=new_message(item, now=now, turn=turn, thread=options.thread)
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
        acct = request_account(request, external_id)
        limit = q.validated_data["limit"]
        rows = messages_page(account=acct, after_seq=q.validated_data["after_seq"], limit=limit + 1)
        more = len(rows) > limit
        rows = rows[:limit]
        return Response(
            {
                "results": s.MessageOutSerializer(rows, many=True).data,
                "next_after_seq": rows[-1].seq if more else None,
            }
        )


def _door_options(request: Request, body: dict[str, Any]) -> DoorOptions:
    """The thread (header or body) and X-Memory-Record, a bad one refused (400)."""
    try:
        return door_options(request, body)
    except DoorInputError as exc:
        raise ValidationError({exc.field: exc.message}) from exc


@dataclass(frozen=True)
class TurnInput:
    history: list[Any]
    now: datetime
    context_role: str | None
    options: DoorOptions = field(default_factory=DoorOptions)


def _context_input(request: Request) -> TurnInput:
    """The turn's history, time, context role, thread and record flag. Only a body that
    is not a JSON object with a ``history`` list, a bad ``now``, an unknown
    ``context_role`` or a bad thread (or X-Memory-Record) is refused."""
    body = json_body(request)
    options = _door_options(request, body)
    history = body.get("history")
    if not isinstance(history, list):
        raise ValidationError({"history": "history must be a list of messages."})
    check_items(history, "history")
    now = clock.now()
    try:
        if body.get("now") is not None:
            now = items.time_read(body["now"], "now")
    except items.ItemInvalid as exc:
        raise ValidationError(exc.fields) from exc
    role = body.get("context_role")
    if role is not None and not (isinstance(role, str) and role in CONTEXT_ROLES):
        raise ValidationError({"context_role": 'context_role is "system" or "user".'})
    return TurnInput(history=history, now=now, context_role=role, options=options)


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
        responses=responses({200: s.ContextOutSerializer}, 400, 401, *WITH_BODY, *WRITE),
    )
    def post(self, request: Request, account: str) -> Response:
        turn = _context_input(request)
        answer = turn_answer(
            door="context",
            external_id=account,
            history=turn.history,
            now=turn.now,
            context_role=turn.context_role,
            project=key_project(request),
            thread=turn.options.thread,
            record=turn.options.record,
        )
        return Response(answer.body())

    def handle_exception(self, exc: Exception) -> Response:
        if database_unreachable(exc):
            # Raised by the API-key lookup (or anywhere else in the view).
            try:
                turn = _context_input(self.request)
            except APIException as refused:
                return super().handle_exception(refused)
            account = str(self.kwargs.get("account", ""))
            answer = turn_fallback(
                turn.history, door="context", external_id=account, cause=type(exc).__name__
            )
            return Response(answer.body())
        return super().handle_exception(exc)


class MemoryView(APIView):
    @extend_schema(
        parameters=[ACCOUNT],
        responses=responses({200: s.MemoryOutSerializer}, *COMMON, 404),
    )
    def get(self, request: Request, account: str) -> Response:
        return Response(memory_out(request_account(request, account)))


def memory_out(acct: Account) -> dict[str, Any]:
    """What the engine remembers of the account (the memory endpoint, MCP's ``recall``)."""
    return {
        "summary": acct.summary,
        "covered_through_seq": acct.covered_through_seq,
        "pending_messages": pending_messages(account=acct),
        "facts": s.FactOutSerializer(facts_active(account=acct), many=True).data,
    }


class FactsView(APIView):
    @extend_schema(
        parameters=[ACCOUNT, s.FactListQuerySerializer],
        responses=responses({200: s.FactOutSerializer(many=True)}, *COMMON, 404),
    )
    def get(self, request: Request, account: str) -> Response:
        include = request.query_params.getlist("include")
        if include not in ([], ["superseded"]):
            # Named exactly once, or not at all: "?include=" is a mistake, not the default.
            raise ValidationError(
                {"include": 'The one value is "superseded" (default: current facts only).'}
            )
        acct = request_account(request, account)
        if include:
            return Response(s.FactOutSerializer(facts_with_history(account=acct), many=True).data)
        return Response(s.FactOutSerializer(facts_active(account=acct), many=True).data)

    @extend_schema(
        parameters=[ACCOUNT],
        request=facts_api.FactInSerializer,
        responses=responses(
            {201: s.FactOutSerializer, 200: s.FactOutSerializer}, *COMMON, *WITH_BODY, *WRITE
        ),
    )
    def post(self, request: Request, account: str) -> Response:
        return facts_api.stated_fact_post(request, account_id(account))


class AccountView(APIView):
    """GET and PATCH /api/v1/accounts/{account} (API.md v1.1 "Accounts and keys")."""

    @extend_schema(
        parameters=[ACCOUNT],
        responses=responses({200: s.AccountOutSerializer}, *COMMON, 404),
    )
    def get(self, request: Request, account: str) -> Response:
        return Response(account_out(request_account(request, account)))

    @extend_schema(
        parameters=[ACCOUNT],
        request=s.AccountPatchSerializer,
        responses=responses({200: s.AccountOutSerializer}, *COMMON, *WITH_BODY, *WRITE),
    )
    def patch(self, request: Request, account: str) -> Response:
        account_id(account)
        body = json_body(request)
        unknown = sorted(set(body) - {"timezone", "reason"})
        if unknown:
            raise ValidationError({k: "Not a field that can be changed." for k in unknown})
        ser = s.AccountPatchSerializer(data=body)
        ser.is_valid(raise_exception=True)
        zone = ser.validated_data["timezone"]
        if not timezone_valid(zone):
            raise ValidationError(
                {"timezone": f"Unknown time zone {zone!r}: use an IANA name such as Africa/Lagos."}
            )
        acct = account_get_or_create(external_id=account_id(account), project=key_project(request))
        account_timezone_set(
            account=acct,
            timezone=zone,
            actor=actor_name(request.user),
            reason=ser.validated_data.get("reason") or "Time zone set through the agent API",
        )
        return Response(account_out(acct))


def account_out(acct: Account) -> dict[str, Any]:
    resolution = rollout_resolve(account=acct)
    return s.AccountOutSerializer(
        {
            "id": acct.external_id,
            "project": project_name(acct),
            "timezone": acct.timezone,
            "mode": resolution.mode.value,
            "mode_reason": resolution.explanation,
            "created_at": acct.created_at,
        }
    ).data


def project_name(acct: Account) -> str:
    """The account's project, by its slug (``default`` for everything from before projects)."""
    return acct.project.slug


__all__ = ["AccountView", "ContextView", "FactsView", "MemoryView", "MessagesView"]
