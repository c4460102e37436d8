"""Safe defaults: DEBUG off unless asked, no development secrets, throttled sign-in."""

from __future__ import annotations

import os
import subprocess
import sys
from typing import Any

import pytest
from django.core.checks import run_checks
from django.test import Client

from accounts.models import Account, ForgetRequest, ForgottenWord
from memoryadmin.settings import DEV_HMAC_KEY, DEV_SECRET_KEY, hmac_keyring
from tests.personas import PASSWORD

PRODUCTION = {
    "DJANGO_DEBUG": "0",
    "DJANGO_ALLOWED_HOSTS": "memory.example.com",
    "DJANGO_SECRET_KEY": "p9!x" + "Zq7@Lm3#Vb8$Nc2%Tr6^Wd1&Ks5*Hf4" * 2,
    "MEMORY_AUDIT_HMAC_KEY": "audit-secret-for-the-check",
}


def _run(args: list[str], **env: str) -> subprocess.CompletedProcess[str]:
    base = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("DJANGO_", "MEMORY_AUDIT_")) or k == "DJANGO_SETTINGS_MODULE"
    }
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        capture_output=True,
        text=True,
        env={**base, **env},
        timeout=120,
    )


def _deploy_check(**env: str) -> subprocess.CompletedProcess[str]:
    return _run(["check", "--deploy", "--fail-level", "ERROR"], **{**PRODUCTION, **env})


def test_debug_is_off_unless_asked_for() -> None:
    show = ["shell", "-c", "from django.conf import settings; print('DEBUG', settings.DEBUG)"]
    r = _run(show, DJANGO_SECRET_KEY=PRODUCTION["DJANGO_SECRET_KEY"])
    assert r.returncode == 0, r.stderr
    assert "DEBUG False" in r.stdout
    assert "DEBUG True" in _run(show, DJANGO_DEBUG="1").stdout


def test_production_settings_pass() -> None:
    r = _deploy_check()
    assert r.returncode == 0, r.stdout + r.stderr


@pytest.mark.parametrize(
    ("env", "error"),
    [
        ({"DJANGO_SECRET_KEY": DEV_SECRET_KEY}, "memory.E020"),
        ({"MEMORY_AUDIT_HMAC_KEY": ""}, "memory.E021"),
        ({"MEMORY_AUDIT_HMAC_KEY": DEV_HMAC_KEY}, "memory.E022"),
        (
            {
                "MEMORY_AUDIT_HMAC_KEYS": "k1:one,k2:two",
                "MEMORY_AUDIT_HMAC_KEY_ID": "k3",
                "MEMORY_AUDIT_HMAC_KEY": "",
            },
            "memory.E023",
        ),
        ({"MEMORY_AUDIT_HMAC_KEYS": "k1:one,oops"}, "memory.E024"),
    ],
)
def test_check_deploy_fails_on_development_or_missing_secrets(
    env: dict[str, str], error: str
) -> None:
    r = _deploy_check(**env)
    assert r.returncode != 0
    assert error in r.stdout + r.stderr


def test_keyring_parsing() -> None:
    assert hmac_keyring("k1:a, k2:b ", "", "k2") == {"k1": "a", "k2": "b"}
    # The v1 single key joins under the id new forgets use, without replacing a ring entry.
    assert hmac_keyring("", "solo", "k7") == {"k7": "solo"}
    assert hmac_keyring("k1:a", "solo", "k1") == {"k1": "a"}
    assert hmac_keyring("", "", "k1") == {}
    assert hmac_keyring("broken", "", "k1") == {"": ""}


@pytest.mark.django_db
def test_stored_digests_under_a_key_id_the_ring_lacks_fail_the_check(settings: Any) -> None:
    from django.utils import timezone

    account = Account.objects.create(external_id="rotated")
    req = ForgetRequest.objects.create(account=account, key_id="k0", deadline=timezone.now())
    ForgottenWord.objects.create(account=account, request=req, digest="ab" * 32, key_id="k0")
    settings.MEMORY_AUDIT_HMAC_KEYS = {"k1": "new-secret"}
    ids = [m.id for m in run_checks(databases=["default"])]
    assert "memory.E025" in ids
    settings.MEMORY_AUDIT_HMAC_KEYS = {"k0": "old-secret", "k1": "new-secret"}
    assert "memory.E025" not in [m.id for m in run_checks(databases=["default"])]


@pytest.mark.django_db
def test_sign_in_is_throttled(personas: dict[str, Any]) -> None:
    client = Client()
    for _ in range(30):
        r = client.post("/login/", {"username": "olu_ops", "password": "wrong"})
        assert "_auth_user_id" not in client.session
    # The right password no longer opens the door while the pair is locked out.
    r = client.post("/login/", {"username": "olu_ops", "password": PASSWORD})
    assert "_auth_user_id" not in client.session
    assert r.status_code == 429
    assert b"Sign-in paused" in r.content
    # Another user from the same address is not locked out by someone else's failures.
    r = client.post("/login/", {"username": "sade_support", "password": PASSWORD})
    assert r.status_code == 302 and "_auth_user_id" in client.session


@pytest.mark.django_db
def test_a_few_wrong_passwords_then_the_right_one_signs_in(personas: dict[str, Any]) -> None:
    client = Client()
    for _ in range(3):
        client.post("/login/", {"username": "olu_ops", "password": "wrong"})
    r = client.post("/login/", {"username": "olu_ops", "password": PASSWORD})
    assert r.status_code == 302 and "_auth_user_id" in client.session
