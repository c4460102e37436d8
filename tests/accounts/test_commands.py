"""The management commands: keys hashed, rollout audited, bad input refused."""

import os
import subprocess
import sys
from io import StringIO
from typing import Any

import pytest
from django.core.management import CommandError, call_command

from accounts.apikeys import hash_key
from accounts.models import Account, ApiKey, AuditEntry, RolloutSetting

pytestmark = pytest.mark.django_db


def run(*args: str) -> str:
    out = StringIO()
    call_command(*args, stdout=out, stderr=StringIO())
    return out.getvalue()


def test_create_api_key_prints_key_last_and_stores_only_its_hash() -> None:
    out = run("create_api_key", "flow-agent")
    raw = out.strip().splitlines()[-1]
    assert raw.startswith("mk_") and len(raw) > 30
    key = ApiKey.objects.get()
    assert key.key_hash == hash_key(raw) and raw not in key.key_hash
    assert not ApiKey.objects.filter(key_hash=raw).exists()


def test_rollout_set_mode_is_audited() -> None:
    run("rollout", "set-mode", "shadow", "--scope", "everyone", "--reason", "dry run week")
    s = RolloutSetting.current()
    assert (s.mode, s.scope) == ("shadow", "everyone")
    entry = AuditEntry.objects.get(action="rollout.set_mode")
    assert entry.reason == "dry run week" and entry.actor.startswith("cli")
    assert entry.before["mode"] == "disabled" and entry.after["mode"] == "shadow"


def test_unknown_mode_is_refused_and_changes_nothing() -> None:
    with pytest.raises(CommandError, match="Unknown mode 'enabeld'"):
        run("rollout", "set-mode", "enabeld", "--reason", "typo")
    assert RolloutSetting.current().mode == "disabled"
    assert not AuditEntry.objects.filter(action="rollout.set_mode").exists()


def test_allow_disallow_and_explain() -> None:
    run("rollout", "set-mode", "shadow", "--reason", "pilot")
    run("rollout", "allow", "ada", "--mode", "enabled", "--reason", "pilot user")
    assert Account.objects.get(external_id="ada").rollout_mode == "enabled"
    out = run("rollout", "explain", "ada")
    assert "ada: enabled" in out and "allowlist" in out
    run("rollout", "disallow", "ada", "--reason", "done")
    assert "ada: disabled" in run("rollout", "explain", "ada")
    assert AuditEntry.objects.filter(target="ada").count() == 2
    with pytest.raises(CommandError):
        run("rollout", "disallow", "nobody", "--reason", "x")


def test_kill_switch_keeps_overrides() -> None:
    run("rollout", "allow", "ada", "--mode", "enabled", "--reason", "pilot")
    run("rollout", "kill-switch", "on", "--reason", "incident 42")
    assert "ada: disabled" in run("rollout", "explain", "ada")
    assert Account.objects.get(external_id="ada").rollout_mode == "enabled"
    run("rollout", "kill-switch", "off", "--reason", "resolved")
    assert "ada: enabled" in run("rollout", "explain", "ada")


def test_environment_ceiling_shows_in_explain(settings: Any) -> None:
    settings.MEMORY_MODE = "shadow"
    run("rollout", "set-mode", "enabled", "--scope", "everyone", "--reason", "go")
    out = run("rollout", "explain", "ada")
    assert "ada: shadow" in out and "MEMORY_MODE" in out


def _clean_env() -> dict[str, str]:
    # The browser tests set DJANGO_ALLOW_ASYNC_UNSAFE for Playwright; a deployment never does.
    return {k: v for k, v in os.environ.items() if k != "DJANGO_ALLOW_ASYNC_UNSAFE"}


def test_production_settings_pass_check_deploy() -> None:
    env = {
        **_clean_env(),
        "DJANGO_DEBUG": "0",
        "DJANGO_ALLOWED_HOSTS": "memory.example.com",
        "DJANGO_SECRET_KEY": "p9!x" + "Zq7@Lm3#Vb8$Nc2%Tr6^Wd1&Ks5*Hf4" * 2,
        "MEMORY_AUDIT_HMAC_KEY": "audit-secret-for-the-check",
    }
    r = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        capture_output=True,
        text=True,
        env=env,
    )
    assert r.returncode == 0, r.stdout + r.stderr
    assert "no issues" in r.stdout


def test_production_refuses_to_start_without_a_secret() -> None:
    env = {**os.environ, "DJANGO_DEBUG": "0", "DJANGO_SECRET_KEY": ""}
    r = subprocess.run(
        [sys.executable, "manage.py", "check"], capture_output=True, text=True, env=env
    )
    assert r.returncode != 0 and "DJANGO_SECRET_KEY" in r.stderr
