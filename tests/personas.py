"""Shared personas for console and API tests: one place, like healthchecks' hc/test.py."""

from __future__ import annotations

from collections.abc import Sequence

from django.contrib.auth.models import Group, User

from accounts.models import Project, ProjectGrant, default_project_id

PASSWORD = "correct horse battery staple"


def grant_projects(user: User, projects: Sequence[str] | None = None) -> User:
    """Grant ``user`` the projects with these slugs (made when missing), or every project
    (``None``): the console shows a user only what they are granted."""
    if projects is None:
        ProjectGrant.objects.get_or_create(user=user, every_project=True)
        return user
    for slug in projects:
        if slug == "default":
            project = Project.objects.get(pk=default_project_id())
        else:
            project, _ = Project.objects.get_or_create(slug=slug, defaults={"name": slug})
        ProjectGrant.objects.get_or_create(user=user, project=project)
    return user


def make_user(username: str, *roles: str, projects: Sequence[str] | None = None) -> User:
    """A console user with these roles, granted every project unless ``projects`` names
    the slugs to grant."""
    user = User.objects.create_user(username=username, password=PASSWORD)
    for role in roles:
        user.groups.add(Group.objects.get(name=role))
    return grant_projects(user, projects)


def personas() -> dict[str, User]:
    return {
        "ops": make_user("olu_ops", "ops"),
        "support": make_user("sade_support", "support"),
        "reviewer": make_user("remi_reviewer", "reviewer"),
        "viewer": make_user("vic_viewer", "viewer"),
        "outsider": make_user("oscar_outsider"),
    }
