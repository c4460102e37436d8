"""A bank's hardening of the console (issue 27): each case failed before its fix.

The forgotten-word check is throttled and audited; sign-in lockout reads the client
address only from a trusted proxy; every page carries a strict Content-Security-Policy and
signed-in pages are ``no-store``; an idle session ends; ``check --deploy`` fails while the
demo's published key or logins are in the database.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest
import time_machine
from django.core import checks
from django.core.management import call_command
from django.test import Client

from accounts import clock
from accounts.forgetting.checks import ACTION
from accounts.forgetting.services import forget_fact
from accounts.models import Account, AuditEntry, ForgetRequest
from tests.accounts.forget_helpers import CANARY, canary_rows, haunted_account
from tests.personas import PASSWORD, make_user

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}


def _filed(account: Account, capture: Any) -> ForgetRequest:
    with capture(execute=True):
        req = forget_fact(account=account, key="wife", actor="test", reason="user asked")
    req.refresh_from_db()
    return req


# --- the forgotten-word check --------------------------------------------------------


def test_word_checks_are_audited_and_throttled_per_person(
    client_for: Callable[[str], Client], django_capture_on_commit_callbacks: Any, settings: Any
) -> None:
    settings.MEMORY_WORD_CHECKS_PER_MINUTE = 3
    settings.MEMORY_WORD_CHECKS_PER_HOUR = 5
    req = _filed(haunted_account(), django_capture_on_commit_callbacks)
    support = client_for("support")
    url = f"/forget/{req.pk}/check/"
    guesses = ["Zanzibar", "Amaka", CANARY.lower(), "Bola"]
    answers = [support.post(url, {"word": g}, **HTMX) for g in guesses]
    assert [a.status_code for a in answers] == [200, 200, 200, 429]
    refused = answers[-1]
    assert int(refused["Retry-After"]) > 0
    assert "Too many word checks" in refused.content.decode()
    audited = list(AuditEntry.objects.filter(action=ACTION).order_by("created_at"))
    assert [a.after for a in audited] == [{"matched": False}, {"matched": False}, {"matched": True}]
    assert len({a.actor for a in audited}) == 1 and audited[0].target == "ada"
    assert canary_rows() == []  # the guessed words are kept nowhere, the audit log included
    # Another person has a budget of their own; the hourly limit holds past the minute.
    other = Client()
    other.force_login(make_user("second_support", "support"))
    assert other.post(url, {"word": "Bola"}, **HTMX).status_code == 200
    with time_machine.travel(clock.now() + timedelta(minutes=2)):
        assert support.post(url, {"word": "Bola"}, **HTMX).status_code == 200
        assert support.post(url, {"word": "Chidi"}, **HTMX).status_code == 200
        assert support.post(url, {"word": "Dayo"}, **HTMX).status_code == 429
    with time_machine.travel(clock.now() + timedelta(minutes=61)):
        assert support.post(url, {"word": "Dayo"}, **HTMX).status_code == 200


def test_a_bad_word_is_refused_and_not_counted(
    client_for: Callable[[str], Client], django_capture_on_commit_callbacks: Any, settings: Any
) -> None:
    settings.MEMORY_WORD_CHECKS_PER_MINUTE = 1
    req = _filed(haunted_account(), django_capture_on_commit_callbacks)
    c = client_for("support")
    assert c.post(f"/forget/{req.pk}/check/", {"word": "two words"}, **HTMX).status_code == 422
    assert not AuditEntry.objects.filter(action=ACTION).exists()
    assert c.post(f"/forget/{req.pk}/check/", {"word": "Zanzibar"}, **HTMX).status_code == 200


# --- sign-in lockout -------------------------------------------------------------------


def _fail(client: Client, username: str, **meta: str) -> int:
    r = client.post("/login/", {"username": username, "password": "wrong"}, **meta)
    return r.status_code


def _sign_in(username: str, **meta: str) -> int:
    r = Client().post("/login/", {"username": username, "password": PASSWORD}, **meta)
    return r.status_code


@pytest.fixture
def ops_login(personas: dict[str, Any]) -> str:
    return str(personas["ops"].get_username())


def test_a_forged_forwarded_for_does_not_dodge_the_lockout(ops_login: str, settings: Any) -> None:
    attacker = Client(REMOTE_ADDR="203.0.113.9")
    for n in range(settings.AXES_FAILURE_LIMIT):
        _fail(attacker, ops_login, HTTP_X_FORWARDED_FOR=f"198.51.100.{n}")
    # Each try named another address; without a trusted proxy none of them is believed.
    assert _fail(attacker, ops_login, HTTP_X_FORWARDED_FOR="198.51.100.77") == 429
    assert _sign_in(ops_login, REMOTE_ADDR="192.0.2.50") == 302  # the real user elsewhere


def test_behind_a_trusted_proxy_one_client_cannot_lock_out_another(
    ops_login: str, settings: Any
) -> None:
    settings.AXES_IPWARE_PROXY_TRUSTED_IPS = ["10.0.0.2"]
    settings.AXES_IPWARE_META_PRECEDENCE_ORDER = ["HTTP_X_FORWARDED_FOR", "REMOTE_ADDR"]
    via_proxy = {"REMOTE_ADDR": "10.0.0.2"}
    attacker = Client(**via_proxy)
    for _ in range(settings.AXES_FAILURE_LIMIT + 2):
        _fail(attacker, ops_login, HTTP_X_FORWARDED_FOR="203.0.113.9, 10.0.0.2")
    assert _fail(attacker, ops_login, HTTP_X_FORWARDED_FOR="203.0.113.9, 10.0.0.2") == 429
    # The same user through the same proxy from their own address still signs in.
    assert _sign_in(ops_login, HTTP_X_FORWARDED_FOR="192.0.2.50, 10.0.0.2", **via_proxy) == 302


# --- headers -----------------------------------------------------------------------------


def test_every_console_page_has_a_strict_policy_and_signed_in_pages_are_not_stored(
    client_for: Callable[[str], Client],
) -> None:
    anonymous = Client().get("/login/")
    policy = anonymous["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "unsafe-eval" not in policy
    assert "'unsafe-inline'" not in policy.split("style-src-attr")[0]
    assert "frame-ancestors 'none'" in policy
    for path in ["/", "/accounts/", "/keys/", "/forget/"]:
        r = client_for("ops").get(path)
        assert r.status_code == 200, path
        assert r["Cache-Control"] == "no-store", path
        assert r["Content-Security-Policy"] == policy, path
        html = r.content.decode()
        assert " onchange=" not in html and " onclick=" not in html, path
        assert "<script>" not in html, path  # scripts come from our own files only


def test_the_api_keeps_its_own_headers(api_key: str) -> None:
    r = Client().get("/api/v1/accounts/x/memory", HTTP_AUTHORIZATION=f"Bearer {api_key}")
    assert "Content-Security-Policy" not in r


# --- idle timeout --------------------------------------------------------------------------


def test_an_idle_session_ends(client_for: Callable[[str], Client], settings: Any) -> None:
    settings.CONSOLE_IDLE_MINUTES = 30
    c = client_for("viewer")
    with time_machine.travel(clock.now(), tick=False) as t:
        assert c.get("/").status_code == 200
        t.shift(timedelta(minutes=29))
        assert c.get("/").status_code == 200  # activity moves the deadline on
        t.shift(timedelta(minutes=29))
        assert c.get("/").status_code == 200
        t.shift(timedelta(minutes=31))
        r = c.get("/")
        assert r.status_code == 302 and r["Location"].startswith("/login/")
        htmx = c.get("/", **HTMX)  # and an in-page request is sent to sign in as a whole page
        assert htmx.status_code == 200 and "HX-Redirect" in htmx


# --- check --deploy --------------------------------------------------------------------------


def test_deploy_check_fails_while_demo_data_is_present(settings: Any) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

    def demo_errors() -> list[str]:
        found = checks.run_checks(tags=[checks.Tags.security], include_deployment_checks=True)
        return [m.id or "" for m in found if m.id in {"memory.E030", "memory.W030"}]

    assert demo_errors() == []
    call_command("seed_demo", stdout=_Null())
    assert demo_errors() == ["memory.E030"]


class _Null:
    def write(self, _: str) -> int:
        return 0

    def flush(self) -> None:
        pass
