"""create_api_key --project/--read-only, api_keys list|revoke, rollout per project: audited."""

from __future__ import annotations

from io import StringIO
from typing import Any

import pytest
from django.core.management import CommandError, call_command
from rest_framework.test import APIClient

from accounts.models import Account, ApiKey, AuditEntry, Project, RolloutSetting

pytestmark = pytest.mark.django_db


def run(*args: str) -> str:
    out = StringIO()
    call_command(*args, stdout=out, stderr=StringIO())
    return out.getvalue()


def new_key(*args: str) -> str:
    return run("create_api_key", *args).strip().splitlines()[-1]


def test_a_key_goes_to_the_default_project_unless_told() -> None:
    new_key("flow-agent")
    key = ApiKey.objects.get()
    assert key.project.slug == "default" and not key.read_only and key.scope == "agent"


def test_an_unknown_project_is_refused_unless_asked_to_create_it() -> None:
    with pytest.raises(CommandError, match="No project 'acme'"):
        run("create_api_key", "a", "--project", "acme")
    assert not ApiKey.objects.exists() and not Project.objects.filter(slug="acme").exists()
    raw = new_key("a", "--project", "acme", "--create-project")
    key = ApiKey.objects.get()
    assert key.project.slug == "acme" and raw.startswith(key.prefix)
    assert AuditEntry.objects.filter(action="project.create", target="project:acme").exists()
    # Known now: no flag needed for the next key.
    new_key("b", "--project", "acme")
    assert ApiKey.objects.filter(project__slug="acme").count() == 2
    with pytest.raises(CommandError, match="slug"):
        run("create_api_key", "c", "--project", "no spaces!", "--create-project")


def test_read_only_key_from_the_command_line() -> None:
    raw = new_key("dash", "--read-only")
    assert ApiKey.objects.get().read_only
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    r = api.post("/api/v1/accounts/ada/messages", {"id": "1", "role": "user", "content": "x"})
    assert r.status_code == 403 and not Account.objects.exists()
    assert api.get("/api/v1/accounts/ada/messages").status_code == 404


def test_list_shows_every_key_and_never_a_key() -> None:
    raw = new_key("flow-agent")
    new_key("dash", "--project", "acme", "--create-project", "--read-only")
    out = run("api_keys", "list")
    header, *rows = out.strip().splitlines()
    for column in ("PREFIX", "NAME", "PROJECT", "SCOPE", "CREATED", "LAST USED", "REVOKED"):
        assert column in header
    assert len(rows) == 2 and raw not in out
    dash = next(r for r in rows if "dash" in r)
    assert "acme" in dash and "read-only" in dash and "never" in dash
    assert "flow-agent" not in run("api_keys", "list", "--project", "acme")


def test_revoke_by_prefix_is_audited_and_takes_effect() -> None:
    raw = new_key("flow-agent")
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    assert api.get("/api/v1/accounts/ada/memory").status_code == 404  # authenticated
    key = ApiKey.objects.get()
    assert key.last_used_at is not None
    with pytest.raises(CommandError):
        run("api_keys", "revoke", key.prefix)  # --reason is required
    out = run("api_keys", "revoke", key.prefix, "--reason", "the agent is retired")
    assert "Revoked" in out
    key.refresh_from_db()
    assert key.revoked_at is not None and key.revoked_reason == "the agent is retired"
    entry = AuditEntry.objects.get(action="api_key.revoke")
    assert entry.reason == "the agent is retired" and entry.actor.startswith("cli")
    assert entry.before["revoked"] is False and entry.after["revoked"] is True
    assert api.get("/api/v1/accounts/ada/memory").status_code == 401
    assert "the agent is retired" in run("api_keys", "list")
    with pytest.raises(CommandError, match="revoked already"):
        run("api_keys", "revoke", key.prefix, "--reason", "again")
    with pytest.raises(CommandError, match="No API key"):
        run("api_keys", "revoke", "mk_nothing", "--reason", "x")


def test_an_ambiguous_prefix_is_refused() -> None:
    for name in ("a", "b"):
        new_key(name)
    ApiKey.objects.update(prefix="mk_same123")
    with pytest.raises(CommandError, match="Several"):
        run("api_keys", "revoke", "mk_same", "--reason", "x")
    assert not ApiKey.objects.filter(revoked_at__isnull=False).exists()


def test_rollout_per_project_and_explain_names_the_level(settings: Any, rollout: Any) -> None:
    rollout("disabled", "allowlist")  # saved: no other test's cached rollout row is read
    Project.objects.create(slug="acme")
    run("rollout", "allow", "ada", "--project", "acme", "--reason", "pilot")
    Account.objects.create(external_id="ada")  # the default project's ada, another customer
    out = run("rollout", "explain", "ada", "--project", "acme")
    assert "ada: disabled" in out and "decided by: global" in out and "project: acme" in out

    run("rollout", "set-mode", "shadow", "--project", "acme", "--reason", "acme pilot")
    setting = RolloutSetting.current()
    assert setting.mode == "disabled"  # the global mode is untouched
    out = run("rollout", "explain", "ada", "--project", "acme")
    assert "ada: shadow" in out and "decided by: project" in out
    # The default project's ada follows the global mode still.
    out = run("rollout", "explain", "ada")
    assert "ada: disabled" in out and "decided by: global" in out
    entry = AuditEntry.objects.get(action="rollout.set_project_mode")
    assert entry.target == "project:acme" and entry.reason == "acme pilot"
    assert entry.before == {"follows": "global"} and entry.after["mode"] == "shadow"

    run("rollout", "allow", "ada", "--project", "acme", "--mode", "enabled", "--reason", "vip")
    assert "decided by: account" in run("rollout", "explain", "ada", "--project", "acme")
    settings.MEMORY_MODE = "shadow"
    assert "decided by: environment ceiling" in run(
        "rollout", "explain", "ada", "--project", "acme"
    )
    settings.MEMORY_MODE = ""
    run("rollout", "kill-switch", "on", "--reason", "incident")
    assert "decided by: kill switch" in run("rollout", "explain", "ada", "--project", "acme")
    run("rollout", "kill-switch", "off", "--reason", "over")

    run("rollout", "set-mode", "global", "--project", "acme", "--reason", "pilot over")
    assert RolloutSetting.current().project_modes == {}
    with pytest.raises(CommandError, match="Unknown mode 'global'"):
        run("rollout", "set-mode", "global", "--reason", "no project")
    with pytest.raises(CommandError, match="Unknown mode 'enabeld'"):
        run("rollout", "set-mode", "enabeld", "--project", "acme", "--reason", "typo")
    with pytest.raises(CommandError, match="No project 'nope'"):
        run("rollout", "set-mode", "shadow", "--project", "nope", "--reason", "typo")


def test_disallow_is_per_project() -> None:
    Project.objects.create(slug="acme")
    run("rollout", "allow", "ada", "--project", "acme", "--reason", "pilot")
    run("rollout", "allow", "ada", "--reason", "pilot")
    run("rollout", "disallow", "ada", "--project", "acme", "--reason", "done")
    listed = dict(Account.objects.values_list("project__slug", "allowlisted"))
    assert listed == {"acme": False, "default": True}
