"""The audit log as the console reads it: entries within the reader's projects.

Below the console and above both the audit writes (``accounts.audit``) and the
project scope (``accounts.scope``).
"""

from __future__ import annotations

from django.db.models import QuerySet

from accounts.audit import READ_ACTIONS, account_targets
from accounts.models import AuditEntry
from accounts.scope import ProjectScope


def audit_entries(
    *,
    action: str = "",
    target: str = "",
    actor: str = "",
    account: str = "",
    project_slugs: list[str] | None = None,
    project: str = "",
    reader: str = "",
    scope: ProjectScope,
) -> QuerySet[AuditEntry]:
    """Audit entries in ``scope``, newest first, narrowed by action, target/actor text,
    account or project, and reader.

    ``account`` with ``project_slugs`` (the project asked for, or every project)
    keeps the entries about that account (``account_targets``); without an account,
    ``project`` keeps the entries about that project's accounts and keys. ``reader``
    (a username) keeps that user's reads of customer data.
    """
    qs = scope.narrow(AuditEntry.objects.all())
    if reader:
        qs = qs.filter(action__in=READ_ACTIONS, actor__iexact=reader)
    if account:
        qs = qs.filter(account_targets(account, project_slugs or []))
    elif project:
        qs = qs.filter(project__slug=project)
    if action:
        qs = qs.filter(action=action)
    if target:
        qs = qs.filter(target__icontains=target)
    if actor:
        qs = qs.filter(actor__icontains=actor)
    return qs.order_by("-created_at", "-id")


def audit_actions(*, scope: ProjectScope) -> list[str]:
    qs = scope.narrow(AuditEntry.objects.all())
    return list(qs.order_by("action").values_list("action", flat=True).distinct())
