"""Scoped by project (issue 27 item 5): a console user sees only the projects granted.

Every URL of the console is walked (read from memoryadmin/console/urls.py, so a new URL
nobody says how to scope fails here) as ``alice``, who has every role but is granted
``alpha`` only: each names ``bravo`` (its object in the path, or the project in the query
or form) and must answer 404 and change nothing; the same URL naming ``alpha`` works. The
lists, counts and charts hold nothing of ``bravo``: the word appears nowhere on a page
alice is shown, while ``root`` (every project) sees it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode

import pytest
from django.test import Client
from django.urls import URLPattern, reverse

from accounts.models import AuditEntry, ProjectGrant, RefusedAccess
from memoryadmin.console import urls
from tests.console.two_projects import Side, World, bravo_state, two_projects

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}


@dataclass(frozen=True)
class Case:
    """How a console URL is asked for on one project's behalf.

    ``args`` name the side's object in the path; ``data`` is the query (GET) or the form
    (POST), naming the side's project where the URL names no object. ``browse`` is the
    query a list is looked at with. ``every_project``: a change to every project at
    once, refused (403) to a user granted fewer.
    """

    methods: tuple[str, ...] = ("GET",)
    args: Callable[[Side], dict[str, Any]] | None = None
    data: Callable[[Side], dict[str, Any]] = field(default=lambda s: {"project": s.slug})
    browse: str = ""
    every_project: bool = False


def _acct(s: Side) -> dict[str, Any]:
    return {"external_id": s.account.external_id}


def _pk(attr: str) -> Callable[[Side], dict[str, Any]]:
    return lambda s: {"pk": getattr(s, attr).pk}


def _none(s: Side) -> dict[str, Any]:
    return {}


REASON = {"reason": "checking scoping"}
POST = ("POST",)

CASES: dict[str, Case] = {
    "overview": Case(),
    "tools": Case(),
    "accounts": Case(),
    "account": Case(args=_acct, data=_none),
    "turn": Case(args=_pk("turn"), data=_none),
    "account_timezone": Case(
        POST, args=_acct, data=lambda s: {"timezone": "Africa/Lagos", **REASON}
    ),
    "rollout": Case(),
    "rollout_search": Case(data=lambda s: {"q": "acct", "project": s.slug}, browse="q=acct"),
    "rollout_explain": Case(
        data=lambda s: {"account": "shared-acct", "project": s.slug}, browse="account=shared-acct"
    ),
    "rollout_check": Case(POST, data=lambda s: {"c-ids": "shared-acct", "c-project": s.slug}),
    "rollout_mode": Case(
        POST,
        data=lambda s: {"g-mode": "shadow", "g-scope": "allowlist", "g-reason": "x"},
        every_project=True,
    ),
    "rollout_kill": Case(POST, data=lambda s: {"on": "0", **REASON}, every_project=True),
    "rollout_project_mode": Case(
        POST,
        data=lambda s: {
            "p-project": s.slug,
            "p-mode": "shadow",
            "p-scope": "allowlist",
            "p-reason": "x",
        },
    ),
    "rollout_allow": Case(
        POST,
        data=lambda s: {"ids": "new-acct", "project": s.slug, "mode": "shadow", **REASON},
    ),
    "rollout_remove": Case(
        POST, data=lambda s: {"ids": s.account.external_id, "project": s.slug, **REASON}
    ),
    "audit": Case(),
    "shadow": Case(),
    "shadow_detail": Case(args=_pk("shadow"), data=_none),
    "facts": Case(),
    "facts_rejections": Case(),
    "facts_message": Case(args=_pk("message"), data=_none),
    "facts_account": Case(args=_acct, data=_none),
    "forget": Case(),
    "forget_file": Case(
        POST,
        data=lambda s: {
            "account": s.account.external_id,
            "project": s.slug,
            "key": s.fact_key,
            **REASON,
        },
    ),
    "forget_preview": Case(
        POST,
        data=lambda s: {"account": s.account.external_id, "project": s.slug, "key": s.fact_key},
    ),
    "forget_accounts": Case(
        data=lambda s: {"account": "acct", "project": s.slug}, browse="account=acct"
    ),
    "forget_detail": Case(args=_pk("forget"), data=_none),
    "forget_verify": Case(POST, args=_pk("forget"), data=_none),
    "forget_retry": Case(POST, args=_pk("forget"), data=lambda s: {"retry-reason": "x"}),
    "forget_clear": Case(POST, args=_pk("forget"), data=lambda s: {"clear-reason": "x"}),
    "forget_check": Case(POST, args=_pk("forget"), data=lambda s: {"word": "landlord"}),
    "compaction": Case(),
    "compaction_bulk": Case(POST, data=lambda s: {"action": "retry", "project": s.slug, **REASON}),
    "compaction_resume": Case(POST, data=lambda s: REASON, every_project=True),
    "compaction_failures": Case(),
    "compaction_account": Case(args=_acct, data=_none),
    "compaction_action": Case(
        POST, args=lambda s: {"action": "retry", **_acct(s)}, data=lambda s: REASON
    ),
    "review": Case(),
    "review_accepted": Case(),
    "review_item": Case(args=_pk("rejected"), data=_none),
    "review_verdict": Case(
        POST, args=_pk("rejected"), data=lambda s: {"verdict": "correct", **REASON}
    ),
    "review_keep": Case(
        POST, args=_pk("rejected"), data=lambda s: {"text": "50,000", "expect": "reject", **REASON}
    ),
    "rulelab": Case(("GET", "POST")),
    "keys": Case(),
    "key_create": Case(POST, data=lambda s: {"name": "new-agent", "project": s.slug, **REASON}),
    "key_revoke": Case(POST, args=_pk("key"), data=lambda s: REASON),
    "access": Case(data=_none, every_project=True),
    "access_grant": Case(
        POST,
        args=lambda s: {"pk": ProjectGrant.objects.get(user__username="alice").user_id},
        data=lambda s: {"project": s.slug, **REASON},
        every_project=True,
    ),
    "access_revoke": Case(
        POST,
        args=lambda s: {"pk": ProjectGrant.objects.get(user__username="alice").pk},
        data=lambda s: REASON,
        every_project=True,
    ),
}
# Global actions whose every-project form differs from what the walk sends a scoped user.
ROOT_DATA = {
    "rollout_kill": {"on": "1", "phrase": "DISABLE EVERYTHING", **REASON},
    "access_grant": {"project": "bravo", **REASON},
}

NAMES = [p.name for p in urls.urlpatterns if isinstance(p, URLPattern)]
SCOPED = sorted(n for n in CASES if not CASES[n].every_project)
GLOBAL = sorted(n for n in CASES if CASES[n].every_project)


@pytest.fixture
def world() -> World:
    return two_projects()


def client_of(user: Any) -> Client:
    c = Client()
    c.force_login(user)
    return c


def ask(c: Client, name: str, method: str, s: Side, *, data: Any = None, **extra: Any) -> Any:
    case = CASES[name]
    url = reverse(f"console:{name}", kwargs=case.args(s) if case.args else None)
    data = case.data(s) if data is None else data
    if method == "GET":
        return c.get(url + ("?" + urlencode(data) if data else ""), **extra)
    return c.post(url, data, **extra)


def test_every_console_url_says_how_it_is_scoped() -> None:
    missing = [n for n in NAMES if n not in CASES]
    assert not missing, f"add these console URLs to CASES in {__file__}: {missing}"
    assert not set(CASES) - set(NAMES), "CASES names a URL the console no longer has"
    assert len(SCOPED) > 40


@pytest.mark.parametrize("name", SCOPED)
def test_another_projects_object_or_project_is_not_found(name: str, world: World) -> None:
    c = client_of(world.alice)
    before = bravo_state(world)
    for method in CASES[name].methods:
        for extra in ({}, HX):
            r = ask(c, name, method, world.bravo, **extra)
            assert r.status_code == 404, (name, method, extra, r.status_code)
            assert "bravo" not in r.content.decode().lower().replace("no project 'bravo'", "")
    assert bravo_state(world) == before, f"{name} changed bravo"


@pytest.mark.parametrize("name", SCOPED)
def test_the_same_url_for_a_granted_project_works(name: str, world: World) -> None:
    c = client_of(world.alice)
    for method in CASES[name].methods:
        r = ask(c, name, method, world.alpha)
        assert r.status_code in (200, 302), (name, method, r.status_code, r.content[:300])
        assert "bravo" not in r.content.decode().lower(), (name, method)


@pytest.mark.parametrize("name", GLOBAL)
def test_what_reaches_every_project_needs_every_project(name: str, world: World) -> None:
    refused = RefusedAccess.objects.count()
    for method in CASES[name].methods:
        r = ask(client_of(world.alice), name, method, world.alpha)
        assert r.status_code == 403, (name, r.status_code)
        assert "needs ops granted every project" in r.content.decode()
        ok = ask(client_of(world.root), name, method, world.alpha, data=ROOT_DATA.get(name))
        assert ok.status_code in (200, 302), (name, ok.status_code, ok.content[:300])
    assert RefusedAccess.objects.count() == refused + len(CASES[name].methods)


LISTS = [n for n in SCOPED if CASES[n].args is None and "GET" in CASES[n].methods]


@pytest.mark.parametrize("name", LISTS)
def test_lists_show_nothing_of_another_project(name: str, world: World) -> None:
    url = reverse(f"console:{name}") + (f"?{CASES[name].browse}" if CASES[name].browse else "")
    for extra in (HX, {}):
        mine = client_of(world.alice).get(url, **extra)
        assert mine.status_code == 200
        assert "bravo" not in mine.content.decode().lower(), (name, extra)
    everything = client_of(world.root).get(url).content.decode().lower()
    # The word would be there if the page were not scoped (the rule lab lists no project),
    # and the granted project's are.
    assert "bravo" in everything or name == "rulelab", name
    assert "alpha" in mine.content.decode().lower() or name in {"rulelab", "compaction_failures"}


def test_counts_and_charts_are_the_granted_projects(world: World) -> None:
    def overview(user: Any) -> Any:
        return client_of(user).get("/").context

    mine, everything = overview(world.alice), overview(world.root)
    # Each project: one stuck account, one failed forget request, one tool, two accounts
    # in shadow with a shadow turn each.
    assert (mine["stuck"], everything["stuck"]) == (1, 2)
    assert (mine["forget_n"], everything["forget_n"]) == (1, 2)
    assert (mine["tools_n"], everything["tools_n"]) == (1, 2)
    assert (sum(mine["per_mode"].values()), sum(everything["per_mode"].values())) == (2, 4)
    assert (mine["shadow"].turns, everything["shadow"].turns) == (2, 4)

    def total(ctx: Any, chart: str) -> int:
        return sum(entry["total"] for entry in ctx[chart]["legend"])

    assert (total(mine, "outcomes"), total(everything, "outcomes")) == (2, 4)
    assert (total(mine, "failures"), total(everything, "failures")) == (1, 2)
    assert (total(mine, "shadow_chart"), total(everything, "shadow_chart")) == (2, 4)
    # Fallbacks are counted for the whole service: not shown to a narrower grant.
    body = client_of(world.alice).get("/").content.decode()
    assert "only those granted every project see this chart" in body


def test_an_id_two_projects_hold_is_the_granted_projects_account(world: World) -> None:
    mine = client_of(world.alice).get("/accounts/shared-acct/")
    assert mine.status_code == 200 and mine.context["account"].project.slug == "alpha"
    # Every project: the chooser asks which one.
    assert client_of(world.root).get("/accounts/shared-acct/").status_code == 300
    assert client_of(world.alice).get("/accounts/shared-acct/?project=bravo").status_code == 404


def test_a_user_without_a_grant_sees_no_project(world: World) -> None:
    world.alice.project_grants.all().delete()
    c = client_of(world.alice)
    r = c.get("/accounts/")
    assert r.status_code == 200 and r.context["page"].paginator.count == 0
    assert c.get("/accounts/alpha-acct/").status_code == 404
    assert c.get("/audit/").context["page"].paginator.count == 1  # the global mode's change


def test_audit_entries_of_no_project_are_for_every_project_readers(world: World) -> None:
    def actions(user: Any) -> set[str]:
        page = client_of(user).get("/audit/?per_page=200").context["page"]
        return {e.action for e in page}

    mine, everything = actions(world.alice), actions(world.root)
    assert "rollout.set_mode" in mine and "test.legacy" not in mine
    assert "test.legacy" in everything
    assert AuditEntry.objects.filter(project=world.bravo.project).exists()


def test_ops_grant_and_take_back_a_project_on_the_access_screen(world: World) -> None:
    root, alice = client_of(world.root), client_of(world.alice)
    bravo_url = "/accounts/bravo-acct/"
    assert alice.get(bravo_url).status_code == 404
    page = root.get("/access/").content.decode()
    assert 'id="access-alice"' in page and "alpha" in page
    r = root.post(
        f"/access/{world.alice.pk}/grant/", {"project": "bravo", "reason": "covers bravo now"}
    )
    assert r.status_code == 302
    assert alice.get(bravo_url).status_code == 200
    entry = AuditEntry.objects.get(action="grant.add", target="user:alice")
    assert entry.actor == "root" and entry.after == {"granted": "bravo"}
    # Granting it again changes nothing and says so; no reason is refused.
    again = root.post(f"/access/{world.alice.pk}/grant/", {"project": "bravo", "reason": "x"})
    assert again.status_code == 422 and "already granted project bravo" in again.content.decode()
    bare = root.post(f"/access/{world.alice.pk}/grant/", {"every_project": "on", "reason": ""})
    assert (
        bare.status_code == 422
        and not ProjectGrant.objects.filter(every_project=True, user=world.alice).exists()
    )
    held = ProjectGrant.objects.get(user=world.alice, project=world.bravo.project)
    r = root.post(f"/access/grants/{held.pk}/revoke/", {"reason": "no longer"}, **HX)
    assert r.status_code == 200 and "no longer granted project bravo" in r.content.decode()
    assert alice.get(bravo_url).status_code == 404
    assert AuditEntry.objects.filter(action="grant.remove", target="user:alice").count() == 1
