"""The rollout screen: each change asks for a reason, enabling shows the shadow record first."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.test import Client

from accounts.models import Account, AuditEntry, RolloutSetting

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}


def setting() -> RolloutSetting:
    return RolloutSetting.objects.get(pk=RolloutSetting.current().pk)


def test_enabling_accounts_shows_their_shadow_record_then_needs_confirming(
    ops: Client, shadow_turn: Callable[..., None]
) -> None:
    shadow_turn("ada")
    audits = AuditEntry.objects.count()
    data = {"ids": "ada, newbie", "mode": "enabled", "reason": "Shadow looks right"}
    r = ops.post("/rollout/allow/", data, **HX)
    body = r.content.decode()
    assert r.status_code == 200 and "Check the shadow record first" in body
    # The Tunde turn differs only by its stamp: an expected change, not counted.
    assert "<strong>1</strong> turns, <strong>0</strong> differ" in body
    assert not Account.objects.filter(allowlisted=True).exists(), (
        "nothing changes before confirming"
    )
    assert AuditEntry.objects.count() == audits

    r = ops.post("/rollout/allow/", {**data, "confirmed": "on"}, **HX)
    assert r.status_code == 200 and "Allowlisted ada, newbie with enabled" in r.content.decode()
    assert "modes-changed" in r["HX-Trigger"] and "allowlist-changed" in r["HX-Trigger"]
    got = dict(Account.objects.filter(allowlisted=True).values_list("external_id", "rollout_mode"))
    assert got == {"ada": "enabled", "newbie": "enabled"}
    entry = AuditEntry.objects.filter(action="rollout.allow", target="ada").get()
    assert entry.reason == "Shadow looks right" and entry.actor == "olu_ops"
    assert entry.before == {"allowlisted": False, "mode": None}
    assert entry.after == {"allowlisted": True, "mode": "enabled"}


def test_shadow_mode_needs_no_confirmation_and_without_js_redirects(ops: Client) -> None:
    r = ops.post("/rollout/allow/", {"ids": "a1\na2 a3", "mode": "shadow", "reason": "trial"})
    assert r.status_code == 302 and r["Location"] == "/rollout/"
    assert Account.objects.filter(allowlisted=True, rollout_mode="shadow").count() == 3
    page = ops.get("/rollout/").content.decode()
    assert "Allowlisted a1, a2, a3 with shadow." in page


@pytest.mark.parametrize(
    ("data", "error"),
    [
        ({"ids": "ada", "mode": "shadow", "reason": "  "}, "Give a reason"),
        ({"ids": " , ", "mode": "shadow", "reason": "x"}, "Paste at least one account id"),
        ({"ids": "ada", "mode": "turbo", "reason": "x"}, "Select a valid choice"),
        ({"ids": "x" * 129, "mode": "shadow", "reason": "x"}, "longer than 128"),
    ],
)
def test_bad_allow_input_is_refused_with_a_clear_error_and_changes_nothing(
    ops: Client, data: dict[str, str], error: str
) -> None:
    r = ops.post("/rollout/allow/", data, **HX)
    assert r.status_code == 422 and error in r.content.decode()
    assert not Account.objects.exists() and not AuditEntry.objects.exists()


def test_global_enable_confirms_with_the_shadow_record(
    ops: Client, shadow_turn: Callable[..., None]
) -> None:
    shadow_turn("ada")
    RolloutSetting.objects.update(mode="disabled", scope="allowlist")
    data = {"g-mode": "enabled", "g-scope": "everyone", "g-reason": "GA"}
    r = ops.post("/rollout/mode/", data, **HX)
    assert "Enable for everyone? Check the shadow record first" in r.content.decode()
    assert setting().mode == "disabled"
    r = ops.post("/rollout/mode/", {**data, "g-confirmed": "on"}, **HX)
    assert r.status_code == 200 and "Global mode set to enabled for everyone." in r.content.decode()
    s = setting()
    assert (s.mode, s.scope, s.updated_by) == ("enabled", "everyone", "olu_ops")
    entry = AuditEntry.objects.get(action="rollout.set_mode")
    assert entry.before["mode"] == "disabled" and entry.after["mode"] == "enabled"
    assert entry.reason == "GA"


def test_global_mode_needs_a_reason(ops: Client) -> None:
    r = ops.post("/rollout/mode/", {"g-mode": "shadow", "g-scope": "allowlist"}, **HX)
    assert r.status_code == 422 and "Give a reason" in r.content.decode()
    assert setting().mode == "disabled" and not AuditEntry.objects.exists()


def test_kill_switch_needs_the_typed_phrase_and_keeps_overrides(ops: Client) -> None:
    ops.post("/rollout/allow/", {"ids": "ada", "mode": "shadow", "reason": "trial"}, **HX)
    r = ops.post("/rollout/kill/", {"on": "1", "phrase": "disable", "reason": "incident"}, **HX)
    assert r.status_code == 422 and "Type DISABLE EVERYTHING exactly" in r.content.decode()
    assert setting().kill_switch is False

    r = ops.post(
        "/rollout/kill/", {"on": "1", "phrase": "DISABLE EVERYTHING", "reason": "incident"}, **HX
    )
    assert r.status_code == 200 and "Kill switch on" in r.content.decode()
    assert setting().kill_switch is True
    ada = Account.objects.get(external_id="ada")
    assert (ada.allowlisted, ada.rollout_mode) == (True, "shadow"), "overrides survive"
    explain = ops.get("/rollout/explain/?account=ada", **HX).content.decode()
    assert "Kill switch is on" in explain and "mode-disabled" in explain

    r = ops.post("/rollout/kill/", {"on": "0", "reason": "resolved"}, **HX)
    assert r.status_code == 200 and setting().kill_switch is False
    assert [e.action for e in AuditEntry.objects.order_by("id")][-2:] == [
        "rollout.kill_switch",
        "rollout.kill_switch",
    ]


def test_remove_from_allowlist(ops: Client) -> None:
    ops.post("/rollout/allow/", {"ids": "ada bob", "mode": "shadow", "reason": "trial"}, **HX)
    r = ops.post("/rollout/remove/", {"ids": "ada", "reason": "done"}, **HX)
    assert r.status_code == 200 and "Removed from the allowlist: ada" in r.content.decode()
    assert list(Account.objects.filter(allowlisted=True).values_list("external_id", flat=True)) == [
        "bob"
    ]
    r = ops.post("/rollout/remove/", {"ids": "bob", "reason": ""}, **HX)
    assert r.status_code == 422 and Account.objects.get(external_id="bob").allowlisted


def test_typeahead_returns_at_most_twenty_matches(
    ops: Client, django_assert_num_queries: Any
) -> None:
    Account.objects.bulk_create(Account(external_id=f"acct-{i:03}") for i in range(50))
    Account.objects.create(external_id="zzz-acct-9")
    # Session, user, groups, project grants; one starts-with query fills all twenty.
    with django_assert_num_queries(5):
        r = ops.get("/rollout/search/?q=acct", **HX)
    body = r.content.decode()
    assert body.count("<a ") == 20 and "<html" not in body
    assert ops.get("/rollout/search/?q=zzz", **HX).content.decode().count("<a ") == 1
    assert "No account matches" in ops.get("/rollout/search/?q=nomatch", **HX).content.decode()


@pytest.mark.parametrize("n", [3, 300])
def test_batch_check_costs_the_same_queries_however_many_ids(
    ops: Client, n: int, django_assert_num_queries: Any, rollout: Any
) -> None:
    rollout("shadow", "allowlist")
    Account.objects.bulk_create(
        Account(external_id=f"c-{i}", allowlisted=i % 2 == 0) for i in range(n)
    )
    ids = " ".join(f"c-{i}" for i in range(n)) + " unknown-1"
    with django_assert_num_queries(6):  # session, user, groups, grants; setting; accounts
        r = ops.post("/rollout/check/", {"c-ids": ids}, **HX)
    body = r.content.decode()
    assert f"{(n + 1) // 2} shadow" in body and f"{n // 2 + 1} disabled" in body
    assert "(unknown)" in body


def test_allowlist_lists_paginate_with_fixed_queries(
    ops: Client, django_assert_num_queries: Any, settings: Any
) -> None:
    # The rollout row made up front and read on every request, so neither its creation
    # nor a 1 s cache expiring on a busy machine lands in one count and not the other.
    RolloutSetting.current()
    settings.MEMORY_ROLLOUT_CACHE_SECONDS = 0
    Account.objects.bulk_create(
        Account(external_id=f"al-{i:03}", allowlisted=True) for i in range(60)
    )
    counts = []
    for per_page in (5, 50):
        from django.db import connection
        from django.test.utils import CaptureQueriesContext

        with CaptureQueriesContext(connection) as q:
            r = ops.get(f"/rollout/?part=allowlist&per_page={per_page}", **HX)
        assert (
            r.content.decode().count("al-0") >= min(per_page, 60)
            and "Page 1 of" in r.content.decode()
        )
        counts.append(len(q))
    assert counts[0] == counts[1]


def test_without_javascript_every_answer_is_a_whole_page(ops: Client) -> None:
    r = ops.get("/rollout/explain/?account=ada")
    body = r.content.decode()
    assert r.status_code == 200 and "<html" in body and "Global mode" in body
    assert "resolves to" in body and "Allowlist" in body
    r = ops.post("/rollout/allow/", {"ids": "ada", "mode": "shadow", "reason": ""})
    body = r.content.decode()
    assert r.status_code == 422 and "<html" in body and "Give a reason" in body
    assert "Kill switch" in body and not Account.objects.exists()
    r = ops.post("/rollout/check/", {"c-ids": "ada"})
    assert r.status_code == 200 and "<html" in r.content.decode()
