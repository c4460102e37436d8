"""Projects in the console: shown on every account, a filter wherever accounts are listed,
account URLs that stay unambiguous, project modes on the rollout screen, explain's level."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.test import Client
from django.utils import timezone

from accounts.models import Account, AuditEntry, Message, Project, RolloutSetting, ShadowRecord

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}


def _account(project: Project, external_id: str, **fields: Any) -> Account:
    account = Account.objects.create(project=project, external_id=external_id, **fields)
    Message.objects.create(
        account=account,
        seq=1,
        external_id="m-1",
        role="user",
        content=f"I am the {project.slug} customer",
        created_at=timezone.now(),
        token_count=6,
    )
    Account.objects.filter(pk=account.pk).update(last_seq=1)
    return account


@pytest.fixture
def two() -> dict[str, Any]:
    """Two projects, each with its own customer under the same id, plus one id of each."""
    acme, bravo = Project.objects.create(slug="acme"), Project.objects.create(slug="bravo")
    old = timezone.now() - timedelta(days=30)
    shared_a = _account(acme, "shared", allowlisted=True, compaction_stuck=True, created_at=old)
    shared_b = _account(bravo, "shared", allowlisted=True, compaction_stuck=True, created_at=old)
    only_a = _account(acme, "only-acme", allowlisted=True, compaction_stuck=True, created_at=old)
    only_b = _account(bravo, "only-bravo", allowlisted=True, compaction_stuck=True, created_at=old)
    for a in (shared_a, shared_b, only_a, only_b):
        ShadowRecord.objects.create(
            account=a, given=[], engine=[], given_tokens=1, engine_tokens=1
        )
    return {"acme": acme, "bravo": bravo, "shared_a": shared_a, "only_a": only_a}


def test_accounts_list_shows_the_project_and_filters_by_it(ops: Client, two: Any) -> None:
    body = ops.get("/accounts/").content.decode()
    assert body.count('class="badge project">acme<') >= 2
    assert '<option value="bravo"' in body
    assert 'href="/accounts/shared/?project=acme"' in body
    assert 'href="/accounts/shared/?project=bravo"' in body
    only_b = ops.get("/accounts/?project=bravo", **HX).content.decode()
    assert "only-bravo" in only_b and "only-acme" not in only_b
    assert "?project=acme" not in only_b


def test_an_ambiguous_id_asks_which_project(ops: Client, two: Any) -> None:
    r = ops.get("/accounts/shared/")
    body = r.content.decode()
    assert r.status_code == 300 and "Which shared?" in body
    assert 'href="/accounts/shared/?project=acme"' in body
    assert 'href="/accounts/shared/?project=bravo"' in body
    r = ops.get("/accounts/shared/?project=acme")
    body = r.content.decode()
    assert r.status_code == 200 and "I am the acme customer" in body
    assert "I am the bravo customer" not in body and "acme" in body
    assert ops.get("/accounts/shared/?project=nope").status_code == 404
    # An id one project holds keeps its old URL.
    r = ops.get("/accounts/only-acme/")
    assert r.status_code == 200 and "I am the acme customer" in r.content.decode()
    assert ops.get("/accounts/only-acme/?project=bravo").status_code == 404


def test_compaction_and_facts_account_pages_take_the_project(ops: Client, two: Any) -> None:
    assert ops.get("/compaction/a/shared/").status_code == 300
    r = ops.get("/compaction/a/shared/?project=bravo")
    body = r.content.decode()
    assert r.status_code == 200 and "/compaction/act/retry/shared/?project=bravo" in body
    assert ops.get("/facts/account/shared/?project=acme").status_code == 200


def test_every_account_list_filters_by_project(ops: Client, two: Any) -> None:
    pages = {
        "/accounts/?project={p}": "/accounts/",
        "/rollout/?part=allowlist&project={p}": "/rollout/",
        "/shadow/?project={p}": "/shadow/",
        "/compaction/?project={p}": "/compaction/",
    }
    for url in pages:
        for mine, other in (("acme", "bravo"), ("bravo", "acme")):
            body = ops.get(url.format(p=mine), **HX).content.decode()
            assert f"only-{mine}" in body, (url, mine)
            assert f"only-{other}" not in body and f"project={other}" not in body, (url, mine)
    # And the whole page offers the filter.
    for url in pages.values():
        assert 'name="project"' in ops.get(url).content.decode(), url


def test_the_compaction_bulk_action_keeps_the_project_filter(ops: Client, two: Any) -> None:
    data = {"action": "retry", "error": "", "q": "", "project": "acme", "reason": "ops"}
    r = ops.post("/compaction/bulk/", data, **HX)
    assert r.status_code == 200 and "<strong>2</strong> accounts match" in r.content.decode()
    r = ops.post("/compaction/bulk/", {**data, "expected": "2"}, **HX)
    assert r.status_code == 200
    stuck = dict(Account.objects.values_list("external_id", "compaction_stuck").filter(
        external_id__startswith="only"
    ))
    assert stuck == {"only-acme": False, "only-bravo": True}


def test_allow_and_remove_name_the_project(ops: Client, two: Any) -> None:
    r = ops.post(
        "/rollout/allow/",
        {"ids": "newbie", "mode": "shadow", "project": "bravo", "reason": "pilot"},
        **HX,
    )
    assert r.status_code == 200 and "in project bravo" in r.content.decode()
    assert Account.objects.get(external_id="newbie").project.slug == "bravo"
    data = {"ids": "x", "mode": "shadow", "project": "nope", "reason": "r"}
    r = ops.post("/rollout/allow/", data)
    assert r.status_code == 422 and "No project" in r.content.decode()
    r = ops.post("/rollout/remove/", {"ids": "shared", "project": "acme", "reason": "done"}, **HX)
    assert r.status_code == 200
    listed = dict(
        Account.objects.filter(external_id="shared").values_list("project__slug", "allowlisted")
    )
    assert listed == {"acme": False, "bravo": True}


def test_a_project_mode_from_the_console_confirms_enabling_and_is_audited(
    ops: Client, two: Any
) -> None:
    data = {"p-project": "acme", "p-mode": "enabled", "p-scope": "everyone", "p-reason": "go"}
    r = ops.post("/rollout/project/", data, **HX)
    body = r.content.decode()
    assert r.status_code == 200 and "Check the shadow record first" in body
    assert "<strong>2</strong> turns" in body  # acme's two shadow turns, not bravo's
    assert RolloutSetting.current().project_modes == {}
    r = ops.post("/rollout/project/", {**data, "p-confirmed": "on"}, **HX)
    assert r.status_code == 200 and "now has its own mode: enabled" in r.content.decode()
    assert "modes-changed" in r["HX-Trigger"]
    own = RolloutSetting.current().project_modes[str(two["acme"].pk)]
    assert own == {"mode": "enabled", "scope": "everyone", "slug": "acme"}
    entry = AuditEntry.objects.get(action="rollout.set_project_mode")
    assert entry.actor == "olu_ops" and entry.reason == "go"
    page = ops.get("/rollout/").content.decode()
    assert "own mode <span class=\"badge mode-enabled\">enabled</span>" in page

    # Shadow needs no confirmation; "follow" gives the project back to the global mode.
    r = ops.post("/rollout/project/", {**data, "p-mode": "follow"}, **HX)
    assert r.status_code == 200 and "follows the global mode again" in r.content.decode()
    assert RolloutSetting.current().project_modes == {}
    r = ops.post("/rollout/project/", {**data, "p-project": "nope"}, **HX)
    assert r.status_code == 422 and "No project" in r.content.decode()
    r = ops.post("/rollout/project/", {**data, "p-reason": " "}, **HX)
    assert r.status_code == 422


def test_explain_names_the_level_and_every_project_with_the_id(
    ops: Client, two: Any, rollout: Any
) -> None:
    from accounts.rollout.services import rollout_set_project_mode

    rollout("disabled", "everyone")
    rollout_set_project_mode(
        actor="t", project=two["bravo"], mode="shadow", scope="everyone", reason="pilot"
    )
    Account.objects.filter(external_id="shared").update(allowlisted=False)
    body = ops.get("/rollout/explain/?account=shared", **HX).content.decode()
    assert body.count("resolves to") == 2
    assert "decided by the <strong>global</strong>" in body
    assert "decided by the <strong>project</strong>" in body
    body = ops.get("/rollout/explain/?account=shared&project=bravo", **HX).content.decode()
    assert body.count("resolves to") == 1 and "mode-shadow" in body
    assert 'href="/accounts/shared/?project=bravo"' in body
    body = ops.get("/rollout/explain/?account=nobody&project=bravo", **HX).content.decode()
    assert "not seen yet in bravo" in body and "mode-shadow" in body
    assert "No project" in ops.get("/rollout/explain/?account=x&project=zz", **HX).content.decode()
    page = ops.get("/accounts/shared/?project=bravo").content.decode()
    assert "mode decided by the project" in page


def test_batch_check_shows_each_projects_account(ops: Client, two: Any) -> None:
    r = ops.post("/rollout/check/", {"c-ids": "shared only-acme ghost"}, **HX)
    body = r.content.decode()
    assert body.count('class="badge project">acme<') == 2
    assert body.count('class="badge project">bravo<') == 1 and "(unknown)" in body
    r = ops.post("/rollout/check/", {"c-ids": "shared", "c-project": "bravo"}, **HX)
    body = r.content.decode()
    assert 'badge project">bravo<' in body and 'badge project">acme<' not in body


def test_support_files_a_forget_in_the_right_project(
    client_for: Any, two: Any, django_capture_on_commit_callbacks: Any
) -> None:
    from accounts.models import Fact, ForgetRequest

    shared_b = Account.objects.get(external_id="shared", project=two["bravo"])
    for account in (two["shared_a"], shared_b):
        Fact.objects.create(account=account, key="pet", kind="personal", note="Has a dog")
    c = client_for("support")
    data = {"account": "shared", "key": "pet", "reason": "asked by phone"}
    r = c.post("/forget/new/", data, **HX)
    assert r.status_code == 422 and "Several projects have this id (acme, bravo)" in (
        r.content.decode()
    )
    assert not ForgetRequest.objects.exists()
    with django_capture_on_commit_callbacks(execute=True):
        r = c.post("/forget/new/", {**data, "project": "bravo"}, **HX)
    assert r.status_code == 200, r.content[:300]
    assert ForgetRequest.objects.get().account.project.slug == "bravo"
    assert Fact.objects.filter(account=two["shared_a"], key="pet").exists()


def test_the_time_zone_is_set_on_the_named_projects_account(ops: Client, two: Any) -> None:
    data = {"timezone": "Africa/Lagos", "reason": "lives in Lagos"}
    assert ops.post("/account-timezone/shared/", data).status_code == 300
    r = ops.post("/account-timezone/shared/?project=bravo", data)
    assert r.status_code == 302 and r["Location"] == "/accounts/shared/?project=bravo"
    zones = dict(
        Account.objects.filter(external_id="shared").values_list("project__slug", "timezone")
    )
    assert zones == {"acme": "UTC", "bravo": "Africa/Lagos"}
    page = ops.get("/accounts/shared/?project=bravo").content.decode()
    assert 'action="/account-timezone/shared/?project=bravo"' in page
