"""The account page as a hub, links wherever a count or a name shows, and the enable
confirmation's per-account shadow figures (issue 14, part 3)."""

from __future__ import annotations

import re
from datetime import timedelta
from html import unescape
from typing import Any

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from accounts.audit import audit_write
from accounts.models import (
    Account,
    CompactionBatch,
    Fact,
    ForgetRequest,
    Project,
    RolloutSetting,
    ShadowRecord,
)
from accounts.projects import project_get_or_create

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}


def turns(account: Account, n: int, differ: int, *, given: int = 100, engine: int = 110) -> None:
    """``n`` shadow turns for ``account``, ``differ`` of them differing."""
    ShadowRecord.objects.bulk_create(
        ShadowRecord(
            account=account,
            given=[],
            engine=[],
            given_tokens=given,
            engine_tokens=engine,
            differs=i < differ,
            diff_key="dropped" if i < differ else "",  # stamps alone are no difference now
        )
        for i in range(n)
    )


def fact(account: Account, key: str, note: str, *, active: bool = True) -> Fact:
    return Fact.objects.create(
        account=account, key=key, kind="preference", note=note, origin="stated", active=active
    )


def forget_request(account: Account, status: str) -> ForgetRequest:
    now = timezone.now()
    return ForgetRequest.objects.create(
        account=account, key_id="k1", status=status, deadline=now + timedelta(days=30)
    )


def batch(account: Account, status: str, seq: int) -> CompactionBatch:
    return CompactionBatch.objects.create(
        account=account, from_seq=seq, to_seq=seq + 9, status=status
    )


def hrefs(body: str) -> list[str]:
    return [unescape(h) for h in re.findall(r'href="([^"]+)"', body)]


def card(body: str, card_id: str) -> str:
    m = re.search(rf'<a class="card[^"]*" id="{card_id}" href="([^"]+)">(.*?)</a>', body, re.S)
    assert m, f"no card {card_id}"
    words = unescape(re.sub(r"<[^>]+>", " ", m.group(2))).split()
    return unescape(m.group(1)) + " " + " ".join(words)


def queries(client: Client, url: str) -> tuple[int, str]:
    with CaptureQueriesContext(connection) as q:
        r = client.get(url)
    assert r.status_code == 200, r.content[:300]
    return len(q), r.content.decode()


# --- the account page -------------------------------------------------------------


def test_account_page_counts_and_links_everything_about_the_account(
    client_for: Any,
) -> None:
    ada = Account.objects.create(external_id="ada")
    other = Account.objects.create(external_id="bola")
    fact(ada, "landlord", "'landlord' is Mr Okafor")
    fact(ada, "language", "Replies in English, please")
    fact(ada, "old", "superseded", active=False)
    fact(other, "x", "not ada's")
    forget_request(ada, "failed")
    forget_request(ada, "verified_clean")
    forget_request(other, "received")
    batch(ada, "accepted", 1)
    batch(ada, "failed", 11)
    batch(ada, "failed", 11)
    batch(other, "failed", 1)
    turns(ada, 4, 3)
    turns(other, 2, 0)
    for target in ("ada", "ada:timezone", "bola", "global", "other:ada", "adam"):
        audit_write(actor="t", action="test.act", target=target, reason="r")

    r = client_for("support").get("/accounts/ada/?project=default")
    body = r.content.decode()
    assert r.status_code == 200
    assert card(body, "hub-facts") == ("/facts/account/ada/?project=default 2 remembered facts →")
    assert card(body, "hub-forget") == (
        "/forget/?account=ada&project=default#forget-list 2 forget requests · 1 open →"
    )
    assert card(body, "hub-shadow").startswith(
        "/shadow/?account=ada&project=default 3 / 4 shadow turns differ · tokens +40"
    )
    assert 'class="card warn" id="hub-shadow"' in body, "3 of 4 differing is flagged"
    assert card(body, "hub-compaction") == (
        "/compaction/a/ada/?project=default 3 compaction batches · 2 failed →"
    )
    # Its own entries only: not bola's, not the global mode's, not another project's ada;
    # with this very read of the page (reads of customer data are audited).
    assert card(body, "hub-audit") == "/audit/?account=ada&project=default 3 audit entries →"
    assert "/forget/?account=ada&project=default#forget-file" in hrefs(body)
    # The header: its project links to that project's keys, and to its other accounts.
    assert "/keys/?project=default" in hrefs(body)
    assert "/accounts/?project=default" in hrefs(body)


def test_account_in_another_project_counts_its_slug_prefixed_audit_entries(
    ops: Client,
) -> None:
    acme = project_get_or_create(slug="acme", create=True, actor="t", reason="test")
    Account.objects.create(external_id="ada")  # default's ada: its entries are not acme's
    Account.objects.create(external_id="ada", project=acme)
    ops.post(
        "/rollout/allow/", {"ids": "ada", "project": "acme", "mode": "shadow", "reason": "trial"}
    )
    body = ops.get("/accounts/ada/?project=acme").content.decode()
    # The allowlisting and this read of the page: default's ada's read is not acme's.
    ops.get("/accounts/ada/?project=default")
    body = ops.get("/accounts/ada/?project=acme").content.decode()
    assert card(body, "hub-audit") == "/audit/?account=ada&project=acme 3 audit entries →"
    assert "/keys/?project=acme" in hrefs(body)
    assert card(body, "hub-facts").startswith("/facts/account/ada/?project=acme 0 ")


def test_remembered_facts_each_have_a_prefilled_forget_for_support_only(
    client_for: Any,
) -> None:
    ada = Account.objects.create(external_id="ada")
    fact(ada, "landlord", "'landlord' is Mr Okafor")
    body = client_for("support").get("/accounts/ada/").content.decode()
    # The words forgetting it would hash, its key first (the forget form takes it as the key).
    forget = [h for h in hrefs(body) if "words=" in h]
    assert forget == ["/forget/?account=ada&project=default&words=landlord%2Cokafor#forget-file"]
    assert "&#x27;landlord&#x27; is Mr Okafor" in body
    viewer = client_for("viewer").get("/accounts/ada/").content.decode()
    assert "Mr Okafor" in viewer and "words=" not in viewer and "Forget…" not in viewer


def test_an_account_with_nothing_yet_says_so(ops: Client) -> None:
    Account.objects.create(external_id="fresh")
    body = ops.get("/accounts/fresh/").content.decode()
    assert "No facts remembered for this account yet" in body
    assert "No messages recorded for this account yet" in body
    assert card(body, "hub-shadow").startswith("/shadow/?account=fresh&project=default 0 / 0")
    assert 'class="card warn" id="hub-shadow"' not in body, "no turns is not 'mostly differs'"


def test_account_page_queries_do_not_grow_with_what_the_account_has(
    ops: Client, settings: Any
) -> None:
    # The rollout row read on every request, not cached for a few seconds: counts compare.
    settings.MEMORY_ROLLOUT_CACHE_SECONDS = 0
    ada = Account.objects.create(external_id="ada")
    fact(ada, "k0", "note 0")
    batch(ada, "failed", 1)
    audit_write(actor="t", action="test.act", target="ada", reason="r")
    turns(ada, 1, 1)
    ops.get("/accounts/ada/?project=default")  # the rollout setting row, made once
    small, _ = queries(ops, "/accounts/ada/?project=default")
    for i in range(1, 30):
        fact(ada, f"k{i}", f"note {i}")
        batch(ada, "failed", 10 * i)
        forget_request(ada, "received")
        audit_write(actor="t", action="test.act", target="ada", reason="r")
    turns(ada, 40, 10)
    large, body = queries(ops, "/accounts/ada/?project=default")
    assert card(body, "hub-facts").endswith(" 30 remembered facts →") and "All 30 facts" in body
    assert small == large


# --- lists link their names and counts ------------------------------------------------


def test_accounts_list_links_names_counts_and_projects(ops: Client) -> None:
    Account.objects.create(external_id="ada", last_seq=12, compaction_stuck=True)
    body = ops.get("/accounts/").content.decode()
    links = hrefs(body)
    assert "/accounts/ada/?project=default" in links
    assert "/accounts/ada/?project=default#timeline" in links
    assert "/accounts/?project=default" in links
    assert "/compaction/a/ada/?project=default" in links


def test_accounts_list_empty_states(ops: Client) -> None:
    assert "No accounts yet" in ops.get("/accounts/").content.decode()
    Account.objects.create(external_id="ada")
    body = ops.get("/accounts/?q=zzz", **HX).content.decode()
    assert "No account matches “zzz”" in body and 'href="/accounts/"' in body


def test_keys_page_project_links_to_its_accounts(ops: Client) -> None:
    ops.post("/keys/new/", {"name": "agent", "project": "default", "reason": "test"})
    body = ops.get("/keys/").content.decode()
    assert "/accounts/?project=default" in hrefs(body)
    assert "No API keys yet" in ops.get("/keys/?project=nope").content.decode() or (
        "No key for project nope" in ops.get("/keys/?project=nope").content.decode()
    )


def test_allowlist_links_accounts_and_their_diffs_and_says_when_empty(
    ops: Client, client_for: Any
) -> None:
    body = ops.get("/rollout/?part=allowlist", **HX).content.decode()
    assert "No accounts in this allowlist yet. Add one above or paste a list." in body
    assert (
        "Add one above"
        not in client_for("viewer").get("/rollout/?part=allowlist", **HX).content.decode()
    )
    ada = Account.objects.create(external_id="ada", allowlisted=True, rollout_mode="shadow")
    turns(ada, 3, 2)
    body = ops.get("/rollout/?part=allowlist", **HX).content.decode()
    links = hrefs(body)
    assert "/accounts/ada/?project=default" in links
    assert "/shadow/?account=ada&project=default" in links
    assert "mostly differs" in body
    body = ops.get("/rollout/?part=allowlist&q=zzz", **HX).content.decode()
    assert "No allowlisted account matches “zzz”" in body


# --- the enable confirmation -----------------------------------------------------------


def allowlisted(*names: str, project: Project | None = None) -> list[Account]:
    extra = {"project": project} if project else {}
    return [Account.objects.create(external_id=n, allowlisted=True, **extra) for n in names]


def confirm_rows(body: str) -> dict[str, str]:
    """Each per-account row of a confirmation, by account, as text."""
    rows = re.findall(r'<tr data-account="([^"]+)"([^>]*)>(.*?)</tr>', body, re.S)
    return {
        name: ("MOSTLY " if "mostly" in attrs else "")
        + " ".join(re.sub(r"<[^>]+>", " ", cells).split())
        for name, attrs, cells in rows
    }


def test_global_enable_lists_each_accounts_figures_and_flags_those_that_mostly_differ(
    ops: Client, rollout: Any
) -> None:
    rollout("shadow", "allowlist")
    ada, bola, chidi = allowlisted("ada", "bola", "chidi")
    turns(ada, 4, 3)  # 75 %: mostly differs
    turns(bola, 2, 1)  # 50 %: not more than half
    turns(chidi, 3, 3)  # 100 %
    outside = Account.objects.create(external_id="dayo")  # not allowlisted: not reached
    turns(outside, 5, 5)
    data = {"g-mode": "enabled", "g-scope": "allowlist", "g-reason": "ready"}
    r = ops.post("/rollout/mode/", data, **HX)
    body = r.content.decode()
    assert r.status_code == 200 and "Check the shadow record first" in body
    # Combined figures stay.
    assert "<strong>9</strong> turns, <strong>7</strong> differ" in body
    assert "2 accounts mostly differ" in body
    rows = confirm_rows(body)
    assert list(rows) == ["chidi", "ada", "bola"], "those that mostly differ come first"
    assert rows["ada"].startswith("MOSTLY ada default 4 3 +40 mostly differs")
    assert rows["chidi"].startswith("MOSTLY chidi default 3 3 +30 mostly differs")
    assert rows["bola"] == "bola default 2 1 +20 1 of 2 the same"
    links = hrefs(body)
    for name in ("ada", "bola", "chidi"):
        assert f"/shadow/?account={name}&project=default" in links
        assert f"/accounts/{name}/?project=default" in links
    assert "dayo" not in body
    assert RolloutSetting.current().mode == "shadow", "nothing changes before confirming"

    everyone = ops.post("/rollout/mode/", {**data, "g-scope": "everyone"}, **HX).content.decode()
    assert "3 accounts mostly differ" in everyone and "dayo" in confirm_rows(everyone)


def test_one_account_mostly_differing_reads_in_the_singular(ops: Client, rollout: Any) -> None:
    rollout("shadow", "allowlist")
    (ada,) = allowlisted("ada")
    turns(ada, 7, 6)
    body = ops.post(
        "/rollout/mode/", {"g-mode": "enabled", "g-scope": "allowlist", "g-reason": "x"}, **HX
    ).content.decode()
    assert "1 account mostly differs: more than half of its shadow turns differ" in body


def test_global_enable_confirmation_costs_fixed_queries_however_many_accounts(
    ops: Client, rollout: Any, settings: Any
) -> None:
    settings.MEMORY_ROLLOUT_CACHE_SECONDS = 0  # read on every request: counts compare
    rollout("shadow", "everyone")
    data = {"g-mode": "enabled", "g-scope": "everyone", "g-reason": "ready"}
    counts = []
    for n in (3, 40):
        for a in allowlisted(*(f"acct-{n}-{i}" for i in range(n))):
            turns(a, 2, 2)
        with CaptureQueriesContext(connection) as q:
            body = ops.post("/rollout/mode/", data, **HX).content.decode()
        counts.append([x["sql"] for x in q.captured_queries])
    assert len(counts[0]) == len(counts[1]), counts
    assert "43 accounts mostly differ" in body
    assert len(confirm_rows(body)) == 20 and "And 23 more accounts with shadow turns" in body


def test_allowlisting_as_enabled_shows_each_accounts_figures(ops: Client, rollout: Any) -> None:
    rollout("shadow", "allowlist")
    ada = Account.objects.create(external_id="ada")
    bola = Account.objects.create(external_id="bola")
    turns(ada, 7, 6)
    turns(bola, 4, 0, given=100, engine=90)
    data = {"ids": "ada bola newbie", "mode": "enabled", "reason": "ready"}
    body = ops.post("/rollout/allow/", data, **HX).content.decode()
    assert "Check the shadow record first" in body
    assert "<strong>11</strong> turns, <strong>6</strong> differ" in body
    assert "1 account mostly differs" in body
    rows = confirm_rows(body)
    assert rows["ada"] == "MOSTLY ada default disabled enabled 7 6 +70 mostly differs"
    assert rows["bola"] == "bola default disabled enabled 4 0 -40 4 of 4 the same"
    assert rows["newbie"] == "newbie (new) default disabled enabled 0 — — no shadow turns"
    assert "/shadow/?account=ada&project=default" in hrefs(body)
    assert not Account.objects.filter(allowlisted=True).exists()


def test_project_enable_lists_its_accounts_only(ops: Client) -> None:
    acme = project_get_or_create(slug="acme", create=True, actor="t", reason="test")
    (a1,) = allowlisted("a1", project=acme)
    (d1,) = allowlisted("d1")
    turns(a1, 2, 2)
    turns(d1, 2, 2)
    body = ops.post(
        "/rollout/project/",
        {"p-project": "acme", "p-mode": "enabled", "p-scope": "allowlist", "p-reason": "go"},
        **HX,
    ).content.decode()
    assert "Enable project acme" in body and "1 account mostly differs" in body
    assert list(confirm_rows(body)) == ["a1"]
    assert "/shadow/?account=a1&project=acme" in hrefs(body)


def test_rollout_counts_and_explain_link_to_their_lists(ops: Client, rollout: Any) -> None:
    rollout("shadow", "allowlist")
    (ada,) = allowlisted("ada")
    turns(ada, 3, 2)
    links = hrefs(ops.get("/rollout/").content.decode())
    for mode in ("enabled", "shadow", "disabled"):
        assert f"/accounts/?mode={mode}" in links
    body = ops.get("/rollout/explain/?account=ada", **HX).content.decode()
    assert "/shadow/?account=ada&project=default" in hrefs(body)
    assert "mostly differs" in body and "/accounts/ada/?project=default" in hrefs(body)
