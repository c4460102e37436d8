"""Shared personas for console and API tests: one place, like healthchecks' hc/test.py."""

from __future__ import annotations

from django.contrib.auth.models import Group, User

PASSWORD = "correct horse battery staple"


def make_user(username: str, *roles: str) -> User:
    user = User.objects.create_user(username=username, password=PASSWORD)
    for role in roles:
        user.groups.add(Group.objects.get(name=role))
    return user


def personas() -> dict[str, User]:
    return {
        "ops": make_user("olu_ops", "ops"),
        "support": make_user("sade_support", "support"),
        "reviewer": make_user("remi_reviewer", "reviewer"),
        "viewer": make_user("vic_viewer", "viewer"),
        "outsider": make_user("oscar_outsider"),
    }
