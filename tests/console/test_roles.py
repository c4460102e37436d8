"""Every console page and action, for every persona and an anonymous visitor."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.test import Client

from accounts.models import Account, AuditEntry, RefusedAccess, RolloutSetting, ShadowRecord

pytestmark = pytest.mark.django_db

READERS = ["ops", "support", "reviewer", "viewer"]
EVERYONE = [*READERS, "outsider", "anonymous"]

PAGES = [
    "/",
    "/accounts/",
    "/accounts/ada/",
    "/rollout/",
    "/rollout/?part=allowlist",
    "/rollout/search/?q=ad",
    "/rollout/explain/?account=ada",
    "/audit/",
    "/shadow/",
    "/shadow/{shadow}/",
    "/accounts/ada/?project=default",
    "/rollout/explain/?account=ada&project=default",
    "/rollout/?part=projects",
    "/keys/",
]

# (url, form data, who may): every console action.
ACTIONS: list[tuple[str, dict[str, str], set[str]]] = [
    ("/rollout/check/", {"c-ids": "ada zed"}, set(READERS)),
    ("/rollout/mode/", {"g-mode": "shadow", "g-scope": "allowlist", "g-reason": "r"}, {"ops"}),
    ("/rollout/kill/", {"on": "1", "phrase": "DISABLE EVERYTHING", "reason": "r"}, {"ops"}),
    ("/rollout/allow/", {"ids": "bob", "mode": "shadow", "reason": "r"}, {"ops"}),
    ("/rollout/remove/", {"ids": "ada", "reason": "r"}, {"ops"}),
    (
        "/rollout/project/",
        {"p-project": "default", "p-mode": "shadow", "p-scope": "everyone", "p-reason": "r"},
        {"ops"},
    ),
]


@pytest.fixture
def world(shadow_turn: Callable[..., None]) -> dict[str, Any]:
    shadow_turn("ada")
    Account.objects.filter(external_id="ada").update(allowlisted=True)
    return {"shadow": ShadowRecord.objects.get().pk}


def state() -> tuple[Any, ...]:
    s = RolloutSetting.current()
    accounts = tuple(
        Account.objects.order_by("external_id").values_list(
            "external_id", "allowlisted", "rollout_mode"
        )
    )
    return (s.mode, s.scope, s.kill_switch, accounts, AuditEntry.objects.count())


@pytest.mark.parametrize("who", EVERYONE)
@pytest.mark.parametrize("url", PAGES)
def test_pages(
    who: str, url: str, world: dict[str, Any], client_for: Callable[[str], Client]
) -> None:
    url = url.format(**world)
    refused_before = RefusedAccess.objects.count()
    r = client_for(who).get(url)
    if who == "anonymous":
        assert r.status_code == 302 and r["Location"].startswith("/login/?next=")
    elif who == "outsider":
        assert r.status_code == 403
        refused = RefusedAccess.objects.latest("id")
        assert RefusedAccess.objects.count() == refused_before + 1
        assert refused.needed == "read" and refused.user is not None
        assert refused.path == url.split("?")[0]
    else:
        assert r.status_code == 200, r.content[:500]
        assert RefusedAccess.objects.count() == refused_before


@pytest.mark.parametrize("who", EVERYONE)
@pytest.mark.parametrize(("url", "data", "allowed"), ACTIONS)
def test_actions(
    who: str,
    url: str,
    data: dict[str, str],
    allowed: set[str],
    world: dict[str, Any],
    client_for: Callable[[str], Client],
) -> None:
    before = state()
    refused_before = RefusedAccess.objects.count()
    r = client_for(who).post(url, data, HTTP_HX_REQUEST="true")
    if who == "anonymous":
        # htmx would follow a redirect and swap the sign-in page into a panel: the whole
        # browser is sent to sign in instead, and comes back to the page it was on.
        assert r.status_code == 200 and r["HX-Redirect"].startswith("/login/?next=")
        assert state() == before
    elif who in allowed:
        assert r.status_code == 200, r.content[:500]
        if url != "/rollout/check/":
            assert state() != before
            assert AuditEntry.objects.latest("id").actor == r.wsgi_request.user.username
    else:
        assert r.status_code == 403
        assert state() == before, "a refused action must change nothing"
        assert RefusedAccess.objects.count() == refused_before + 1
        assert RefusedAccess.objects.latest("id").method == "POST"


def test_get_on_an_action_is_refused_and_changes_nothing(
    ops: Client, world: dict[str, Any]
) -> None:
    before = state()
    assert ops.get("/rollout/kill/?on=1&phrase=DISABLE+EVERYTHING&reason=r").status_code == 405
    assert state() == before


@pytest.mark.parametrize("who", READERS)
def test_nav_and_actions_offered_by_role(
    who: str, world: dict[str, Any], client_for: Callable[[str], Client]
) -> None:
    body = client_for(who).get("/rollout/").content.decode()
    assert 'href="/shadow/"' in body and 'href="/audit/"' in body
    offered = "Disable everything" in body or "Put on the allowlist" in body or "Remove…" in body
    assert offered is (who == "ops")
    if who != "ops":
        assert "Your role can look but not change rollout." in body


@pytest.mark.django_db(transaction=True)
def test_roles_come_back_after_a_flush() -> None:
    from django.contrib.auth.models import Group
    from django.core.management import call_command

    from memoryadmin.console.access import ROLES

    Group.objects.filter(name__in=ROLES).delete()
    call_command("flush", interactive=False, verbosity=0)
    assert set(Group.objects.values_list("name", flat=True)) == set(ROLES)


def test_a_refusal_says_why_in_the_console_layout(client_for: Callable[[str], Client]) -> None:
    r = client_for("viewer").post("/rollout/mode/", {"g-mode": "shadow"})
    body = r.content.decode()
    assert r.status_code == 403 and "This needs the rollout permission." in body
    assert "The attempt was logged." in body and "Sign out" in body


# The review screens: reviewers judge there and ops open an attempt from a compaction batch;
# the others have no Review link, and typing the URL is a logged 403 (issue 14).
REVIEW_PAGES = ["/review/", "/review/?state=all", "/review/accepted/", "/review/{attempt}/"]
REVIEW_READERS = {"reviewer", "ops"}


@pytest.mark.parametrize("who", EVERYONE)
@pytest.mark.parametrize("url", REVIEW_PAGES)
def test_review_pages(who: str, url: str, client_for: Callable[[str], Client]) -> None:
    from tests.console.test_forget_review_flow import rejected_attempts

    (attempt,) = rejected_attempts(1)
    url = url.format(attempt=attempt.pk)
    refused_before = RefusedAccess.objects.count()
    c = client_for(who)
    r = c.get(url)
    if who == "anonymous":
        assert r.status_code == 302 and r["Location"].startswith("/login/?next=")
    elif who in REVIEW_READERS:
        assert r.status_code == 200
        assert 'href="/review/"' in c.get("/").content.decode()
    else:
        assert r.status_code == 403
        assert RefusedAccess.objects.count() == refused_before + 1
        assert RefusedAccess.objects.latest("id").needed == "review_read"
        if who != "outsider":
            assert 'href="/review/"' not in c.get("/").content.decode()
