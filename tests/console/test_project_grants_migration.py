"""Migration 0015 run FORWARDS on a console in use before grants existed: every console user
keeps what they saw (ops every project, the other roles each project there is), a user
without a role gets nothing, and old audit entries and tools get the project they concern
where it can be told."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth.hashers import make_password
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.test import Client

BEFORE = [("accounts", "0014_turn_log")]


def _migrate(targets: list[tuple[str, str]]) -> Any:
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(targets)
    return executor.loader.project_state(targets).apps


def _latest() -> list[tuple[str, str]]:
    return MigrationExecutor(connection).loader.graph.leaf_nodes()


def _populate(apps: Any) -> None:
    User = apps.get_model("auth", "User")
    Group = apps.get_model("auth", "Group")
    Project = apps.get_model("accounts", "Project")
    Account = apps.get_model("accounts", "Account")
    Entry = apps.get_model("accounts", "AuditEntry")
    Batch = apps.get_model("accounts", "CompactionBatch")
    Attempt = apps.get_model("accounts", "CompactionAttempt")
    Tool = apps.get_model("accounts", "UnclassifiedTool")
    default, _ = Project.objects.get_or_create(slug="default", defaults={"name": "Default"})
    acme = Project.objects.create(slug="acme", name="Acme")
    for username, role in [("olu", "ops"), ("vic", "viewer"), ("nobody", None)]:
        user = User.objects.create(username=username, password=make_password("pw"))
        if role:
            user.groups.add(Group.objects.get(name=role))
    Account.objects.create(project=default, external_id="ada")
    Account.objects.create(project=acme, external_id="ada")  # the same id: two customers
    bola = Account.objects.create(project=acme, external_id="bola")
    batch = Batch.objects.create(account=bola, from_seq=1, to_seq=2)
    attempt = Attempt.objects.create(
        batch=batch, account=bola, number=1, prompt=[], model="m", outcome="rejected_rule"
    )
    for target, after in [
        ("bola", None),  # an id one project holds
        ("bola:timezone", None),
        ("acme:ada", None),  # rollout in another project
        ("ada", None),  # two projects hold it: cannot be told
        ("ada:turn 4", {"project": "default", "turn": 4}),  # a read that named its project
        ("project:acme", None),
        (f"attempt:{attempt.pk}", None),
        ("key-name", {"project": "acme", "name": "key-name"}),
        ("global", None),
    ]:
        Entry.objects.create(actor="t", action="x", target=target, reason="r", after=after)
    Tool.objects.create(name="get_bola_thing", last_account="bola")
    Tool.objects.create(name="get_ada_thing", last_account="ada")


@pytest.mark.django_db(transaction=True)
def test_existing_console_users_keep_what_they_saw(settings: Any) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    latest = _latest()
    try:
        _populate(_migrate(BEFORE))
        _migrate(latest)

        from django.contrib.auth.models import User

        from accounts.models import AuditEntry, ProjectGrant, UnclassifiedTool

        grants = {
            (g.user.username, g.every_project, g.project.slug if g.project else None)
            for g in ProjectGrant.objects.select_related("user", "project")
        }
        assert grants == {
            ("olu", True, None),
            ("vic", False, "acme"),
            ("vic", False, "default"),
        }
        projects = dict(AuditEntry.objects.values_list("target", "project__slug"))
        attempt = next(t for t in projects if t.startswith("attempt:"))
        assert projects.pop(attempt) == "acme"  # the attempt's account's project
        assert projects == {
            "bola": "acme",
            "bola:timezone": "acme",
            "acme:ada": "acme",
            "ada": None,
            "ada:turn 4": "default",
            "project:acme": "acme",
            "key-name": "acme",
            "global": None,
        }
        tools = dict(UnclassifiedTool.objects.values_list("name", "last_project__slug"))
        assert tools == {"get_bola_thing": "acme", "get_ada_thing": None}

        # The viewer still sees both projects' accounts; a user without a role nothing.
        c = Client()
        c.force_login(User.objects.get(username="vic"))
        assert c.get("/accounts/ada/?project=acme").status_code == 200
        assert c.get("/accounts/").context["page"].paginator.count == 3
    finally:
        _migrate(latest)
