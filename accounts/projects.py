"""Projects: whose agents and customers (API.md "Accounts and keys").

Every API key and every account belongs to one project; the ``default``
project holds everything created before projects existed.
"""

from __future__ import annotations

from typing import Any

from django.core.exceptions import ValidationError
from django.core.validators import validate_slug
from django.db import transaction

from accounts.audit import audit_write
from accounts.errors import InvalidInput
from accounts.models import DEFAULT_PROJECT, Project, default_project_id


def default_project() -> Project:
    return Project.objects.get(pk=default_project_id())


def projects_all() -> list[Project]:
    return list(Project.objects.order_by("slug"))


def project_find(slug: str) -> Project | None:
    if not slug:
        return None
    if slug == DEFAULT_PROJECT:
        return default_project()
    return Project.objects.filter(slug=slug).first()


def project_get(slug: str) -> Project:
    """The project ``slug``; an unknown one is refused (a typo must not make a new project)."""
    found = project_find(slug)
    if found is None:
        raise InvalidInput(
            f"No project {slug!r}. Known projects: "
            + ", ".join(p.slug for p in projects_all())
            + "."
        )
    return found


def project_create(*, slug: str, name: str = "", actor: Any, reason: str) -> Project:
    """A new project, audited; its slug is letters, digits, hyphens and underscores."""
    slug = slug.strip()
    try:
        validate_slug(slug)
    except ValidationError as exc:
        raise InvalidInput(
            f"A project slug is letters, digits, hyphens and underscores, not {slug!r}."
        ) from exc
    if len(slug) > 64:
        raise InvalidInput("A project slug is at most 64 characters.")
    with transaction.atomic():
        if Project.objects.filter(slug=slug).exists():
            raise InvalidInput(f"Project {slug!r} exists already.")
        project = Project.objects.create(slug=slug, name=name.strip() or slug)
        audit_write(
            actor=actor,
            action="project.create",
            target=f"project:{slug}",
            reason=reason,
            after={"slug": slug, "name": project.name},
            project=project,
        )
    return project


def project_get_or_create(
    *, slug: str, create: bool, actor: Any, reason: str = "a key for a new project"
) -> Project:
    """``slug``'s project; when it is unknown, created only if ``create`` says so."""
    found = project_find(slug)
    if found is not None:
        return found
    if not create:
        project_get(slug)  # raises, naming the known projects
    return project_create(slug=slug, actor=actor, reason=reason)
