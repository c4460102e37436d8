"""The projects a console reader may see, and the one filter that keeps to them.

``ProjectScope.narrow`` is the one place a query is filtered by project: every
console list, count, chart and page reads through it (docs/screens.md "Scoped by
project"). ``accounts.grants`` reads a user's grants into a scope. The API does
not use it: its keys are per project already. Below every concern: it imports
the models alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from django.db import models
from django.db.models import Q, QuerySet

from accounts.models import (
    Account,
    ApiKey,
    AuditEntry,
    Project,
    ProjectGrant,
    UnclassifiedTool,
)

# Changes that concern every project alike: their audit entries (without a project)
# are shown to every reader of the audit log.
GLOBAL_ACTIONS = (
    "rollout.set_mode",
    "rollout.kill_switch",
    "compaction.pause",
    "compaction.resume",
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
    raise TypeError(f"{model.__name__} has no project: say how it is scoped in accounts.scope.")


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
