"""The audit log: the one write every change makes, and its reads for the console."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.db.models import QuerySet

from accounts.errors import InvalidInput
from accounts.models import AuditEntry


def audit_write(
    *,
    actor: str | AbstractBaseUser | AnonymousUser,
    action: str,
    target: str,
    reason: str,
    before: Any = None,
    after: Any = None,
) -> AuditEntry:
    if not reason or not reason.strip():
        raise InvalidInput("A reason is required for every change.")
    user = actor if isinstance(actor, AbstractBaseUser) else None
    name = actor.get_username() if user is not None else str(actor)
    return AuditEntry.objects.create(
        actor=name,
        user=user,
        action=action,
        target=target,
        reason=reason.strip(),
        before=before,
        after=after,
    )


def audit_entries(*, action: str = "", target: str = "", actor: str = "") -> QuerySet[AuditEntry]:
    qs = AuditEntry.objects.all()
    if action:
        qs = qs.filter(action=action)
    if target:
        qs = qs.filter(target__icontains=target)
    if actor:
        qs = qs.filter(actor__icontains=actor)
    return qs.order_by("-created_at", "-id")


def audit_actions() -> list[str]:
    return list(AuditEntry.objects.order_by("action").values_list("action", flat=True).distinct())
