"""``manage.py project_grants``: the way to grant projects when no one in the console can."""

from __future__ import annotations

from io import StringIO
from typing import Any

import pytest
from django.core.management import CommandError, call_command
from django.test import Client

from accounts.models import Account, AuditEntry, Project, ProjectGrant
from tests.personas import make_user

pytestmark = pytest.mark.django_db


def run(*args: str) -> str:
    out = StringIO()
    call_command("project_grants", *args, stdout=out)
    return out.getvalue()


def test_grant_list_and_take_back(settings: Any) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    acme = Project.objects.create(slug="acme")
    Account.objects.create(project=acme, external_id="ada")
    olu = make_user("olu", "ops", projects=[])
    c = Client()
    c.force_login(olu)
    assert c.get("/accounts/ada/").status_code == 404
    assert "No grants" in run("list")

    assert run("grant", "olu", "--project", "acme", "--reason", "runs acme") == (
        "olu is granted project acme.\n"
    )
    assert c.get("/accounts/ada/").status_code == 200
    assert (
        run("grant", "olu", "--every", "--reason", "on call") == "olu is granted every project.\n"
    )
    assert run("list").splitlines() == [
        f"{'olu':<20} every project by cli:{_me()}",
        f"{'olu':<20} project acme by cli:{_me()}",
    ]
    assert c.get("/access/").status_code == 200  # ops with every project manage grants
    entry = AuditEntry.objects.filter(action="grant.add").latest("id")
    assert entry.target == "user:olu" and entry.reason == "on call"

    run("revoke", "olu", "--every", "--reason", "off call")
    run("revoke", "olu", "--project", "acme", "--reason", "done")
    assert not ProjectGrant.objects.filter(user=olu).exists()
    assert c.get("/accounts/ada/").status_code == 404


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["grant", "nobody", "--every", "--reason", "x"], "No user 'nobody'"),
        (["grant", "olu", "--project", "nope", "--reason", "x"], "No project 'nope'"),
        (["grant", "olu", "--every", "--reason", " "], "A reason is required"),
        (["revoke", "olu", "--project", "default", "--reason", "x"], "not granted project"),
    ],
)
def test_a_bad_request_is_refused_and_changes_nothing(args: list[str], says: str) -> None:
    make_user("olu", "ops", projects=[])
    before = (ProjectGrant.objects.count(), AuditEntry.objects.count())
    with pytest.raises(CommandError, match=says):
        run(*args)
    assert (ProjectGrant.objects.count(), AuditEntry.objects.count()) == before


def _me() -> str:
    import getpass

    return getpass.getuser()
