"""Which projects a console user may see, and the one filter that keeps to them.

A console user is granted projects (``ProjectGrant``): one at a time, or every
project (ops; superusers always). ``scope_of`` reads a user's grants into a
``ProjectScope``, and ``ProjectScope.narrow`` is the one place a query is
filtered by project: every console list, count, chart and page reads through it
(docs/screens.md "Scoped by project"). The API does not: its keys are per
project already.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, TypeVar

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.db import IntegrityError, models, transaction
from django.db.models import Q, QuerySet

from accounts.audit import GLOBAL_ACTIONS, actor_name, audit_write
from accounts.errors import InvalidInput
from accounts.models import (
    Account,
    ApiKey,
    AuditEntry,
    Project,
    ProjectGrant,
    UnclassifiedTool,
)

M = TypeVar("M", bound=models.Model)

# How each model reaches its project; a model with an ``account`` key reaches it through
# the account. Any other model is refused (``project_path``), so a new one is not
# shown unfiltered by accident.
PATHS: dict[type[models.Model], str] = {
    Project: "pk",
    Account: "project",
    ApiKey: "project",
    ProjectGrant: "project",
    UnclassifiedTool: "last_project",
}


def project_path(model: type[models.Model]) -> str:
    """The lookup from ``model`` to its project's key."""
    if model in PATHS:
        return PATHS[model]
    field = next((f for f in model._meta.concrete_fields if f.name == "account"), None)
    if field is not None and field.related_model is Account:
        return "account__project"
    raise TypeError(f"{model.__name__} has no project: say how it is scoped in accounts.grants.")


@dataclass(frozen=True)
class ProjectScope:
    """The projects a reader may see: every project, or those in ``ids`` (by slug: ``slugs``)."""

    every: bool = False
    ids: frozenset[int] = frozenset()
    slugs: frozenset[str] = frozenset()

    def allows(self, project: Project | int | None) -> bool:
        pk = project.pk if isinstance(project, Project) else project
        return self.every or (pk is not None and pk in self.ids)

    def allows_slug(self, slug: str) -> bool:
        return self.every or slug in self.slugs

    def narrow(self, qs: QuerySet[M]) -> QuerySet[M]:
        """``qs`` kept to the projects in scope: unchanged for every project.

        Audit entries without a project are shown only to readers of every project,
        but for the changes that concern every project alike (``GLOBAL_ACTIONS``).
        """
        if self.every:
            return qs
        ids = sorted(self.ids)
        if qs.model is AuditEntry:
            return qs.filter(
                Q(project_id__in=ids) | Q(project__isnull=True, action__in=GLOBAL_ACTIONS)
            )
        return qs.filter(**{f"{project_path(qs.model)}__in": ids})

    def projects(self) -> QuerySet[Project]:
        """The projects in scope, by slug."""
        return self.narrow(Project.objects.all()).order_by("slug")


EVERY_PROJECT = ProjectScope(every=True)
NO_PROJECT = ProjectScope()


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
