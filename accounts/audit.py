"""The audit log: the one write every change makes, and its reads for the console."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser, User
from django.db.models import Q, QuerySet

from accounts.errors import InvalidInput
from accounts.models import AuditEntry

REASON_MISSING = "A reason is required for every change."


def require_reason(reason: str | None) -> str:
    """The reason every change must give, stripped; refused when empty."""
    if not reason or not reason.strip():
        raise InvalidInput(REASON_MISSING)
    return reason.strip()


def actor_name(actor: object) -> str:
    """Who acted, as the audit log and every "by" column record it: a username, or the string."""
    name = actor.get_username() if isinstance(actor, AbstractBaseUser) else str(actor)
    return name[:150]


def audit_write(
    *,
    actor: str | AbstractBaseUser | AnonymousUser,
    action: str,
    target: str,
    reason: str,
    before: Any = None,
    after: Any = None,
) -> AuditEntry:
    reason = require_reason(reason)
    return AuditEntry.objects.create(
        actor=actor_name(actor),
        user=actor if isinstance(actor, User) else None,
        action=action,
        target=target,
        reason=reason,
        before=before,
        after=after,
    )


def account_targets(external_id: str, project_slugs: list[str]) -> Q:
    """The audit targets that name account ``external_id`` of one of ``project_slugs``.

    Changes to an account name it by its id alone (forget, compaction, time zone, and
    rollout in the ``default`` project), ``<id>:…`` for parts of it, or
    ``<project>:<id>`` (rollout in another project). An id alone cannot say which
    project it meant, so it is matched whatever the project.
    """
    scope = Q(target=external_id) | Q(target__startswith=f"{external_id}:")
    for slug in project_slugs:
        scope |= Q(target=f"{slug}:{external_id}")
    return scope


def audit_entries(
    *,
    action: str = "",
    target: str = "",
    actor: str = "",
    account: str = "",
    project_slugs: list[str] | None = None,
) -> QuerySet[AuditEntry]:
    """Audit entries, newest first, narrowed by action, target/actor text, and account.

    ``account`` with ``project_slugs`` (the project asked for, or every project)
    keeps the entries about that account (``account_targets``).
    """
    qs = AuditEntry.objects.all()
    if account:
        qs = qs.filter(account_targets(account, project_slugs or []))
    if action:
        qs = qs.filter(action=action)
    if target:
        qs = qs.filter(target__icontains=target)
    if actor:
        qs = qs.filter(actor__icontains=actor)
    return qs.order_by("-created_at", "-id")


def audit_actions() -> list[str]:
    return list(AuditEntry.objects.order_by("action").values_list("action", flat=True).distinct())
