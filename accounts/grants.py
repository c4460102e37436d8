"""Which projects a console user may see: their grants, and granting.

A console user is granted projects (``ProjectGrant``): one at a time, or every
project (ops; superusers always). ``scope_of`` reads a user's grants into a
``ProjectScope`` (``accounts.scope``, whose ``narrow`` is the one filter by
project); ``grant`` and ``revoke`` change them, audited.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.db import IntegrityError, transaction

from accounts.audit import actor_name, audit_write
from accounts.errors import InvalidInput
from accounts.models import Project, ProjectGrant
from accounts.scope import EVERY_PROJECT, NO_PROJECT, ProjectScope


def scope_of(user: AbstractBaseUser | AnonymousUser | None) -> ProjectScope:
    """The user's scope from their grants: one query (none for a superuser or nobody)."""
    if user is None or not user.is_authenticated:
        return NO_PROJECT
    if getattr(user, "is_superuser", False):
        return EVERY_PROJECT
    rows = list(
        ProjectGrant.objects.filter(user_id=user.pk).values_list(
            "every_project", "project_id", "project__slug"
        )
    )
    if any(every for every, _, _ in rows):
        return EVERY_PROJECT
    return ProjectScope(
        ids=frozenset(pk for _, pk, _ in rows if pk is not None),
        slugs=frozenset(slug for _, _, slug in rows if slug),
    )


# --- granting ---------------------------------------------------------------------------

GRANT_ACTION = "grant.add"
REVOKE_ACTION = "grant.remove"


def _grant_label(grant: ProjectGrant) -> str:
    if grant.every_project or grant.project is None:
        return "every project"
    return grant.project.slug


def grant_label(*, every: bool, project: Project | None) -> str:
    """How a grant reads: "every project", or the project's slug."""
    return "every project" if every or project is None else f"project {project.slug}"


def grants_of(users: Iterable[Any]) -> dict[int, list[ProjectGrant]]:
    """Each user's grants, every project first then by slug: one query."""
    out: dict[int, list[ProjectGrant]] = {}
    rows = (
        ProjectGrant.objects.filter(user_id__in=[u.pk for u in users])
        .select_related("project")
        .order_by("-every_project", "project__slug")
    )
    for g in rows:
        out.setdefault(g.user_id, []).append(g)
    return out


def grant(*, user: Any, project: Project | None, actor: Any, reason: str) -> ProjectGrant:
    """Grant ``user`` one project, or every project (``project`` None); audited.

    Granting what the user already holds is refused (nothing would change).
    """
    every = project is None
    with transaction.atomic():
        try:
            with transaction.atomic():
                created = ProjectGrant.objects.create(
                    user=user, project=project, every_project=every, granted_by=actor_name(actor)
                )
        except IntegrityError as exc:
            label = grant_label(every=every, project=project)
            raise InvalidInput(f"{user.get_username()} is already granted {label}.") from exc
        audit_write(
            actor=actor,
            action=GRANT_ACTION,
            target=f"user:{user.get_username()}",
            reason=reason,
            after={"granted": _grant_label(created)},
            project=project,
        )
    return created


def revoke(*, grant: ProjectGrant, actor: Any, reason: str) -> None:
    """Take a grant back; audited. The user's next request sees without it."""
    with transaction.atomic():
        label = _grant_label(grant)
        ProjectGrant.objects.filter(pk=grant.pk).delete()
        audit_write(
            actor=actor,
            action=REVOKE_ACTION,
            target=f"user:{grant.user.get_username()}",
            reason=reason,
            before={"granted": label},
            project=grant.project,
        )
