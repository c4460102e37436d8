"""Reads of customer data in the console are audited: who read which account's what, when;
and the audit log filters by reader (issue 27 item 5)."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from accounts.audit import READ_ACTIONS, READS
from accounts.models import AuditEntry
from tests.console.two_projects import World, two_projects

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def world() -> World:
    return two_projects()


def client_of(user: Any) -> Client:
    c = Client()
    c.force_login(user)
    return c


def reads_of(w: World) -> dict[str, tuple[str, str]]:
    """Each page that shows customer data: (what it is audited as, the target's start)."""
    a = w.alpha
    acct = a.account.external_id
    return {
        f"/accounts/{acct}/": (READS["account"], acct),
        f"/turns/{a.turn.pk}/": (READS["turn"], f"{acct}:turn {a.turn.pk}"),
        f"/shadow/{a.shadow.pk}/": (READS["shadow"], f"{acct}:shadow {a.shadow.pk}"),
        f"/facts/account/{acct}/": (READS["facts"], f"{acct}:facts"),
        f"/facts/messages/{a.message.pk}/": (READS["message"], f"{acct}:#{a.message.seq}"),
        f"/review/{a.rejected.pk}/": (READS["review"], f"{acct}:attempt {a.rejected.pk}"),
        f"/forget/{a.forget.pk}/": (READS["forget"], f"{acct}:forget {a.forget.pk}"),
        f"/compaction/a/{acct}/": (READS["compaction"], f"{acct}:compaction"),
    }


def test_each_read_of_customer_data_is_in_the_audit_log_with_its_reader(world: World) -> None:
    alice = client_of(world.alice)
    for url, (action, target) in reads_of(world).items():
        before = AuditEntry.objects.count()
        assert alice.get(url).status_code == 200, url
        entry = AuditEntry.objects.latest("id")
        assert AuditEntry.objects.count() == before + 1, url
        assert (entry.actor, entry.user_id, entry.action, entry.target) == (
            "alice",
            world.alice.pk,
            action,
            target,
        ), url
        assert entry.project_id == world.alpha.project.pk and entry.after["project"] == "alpha"
    # The forget preview reads a fact's words; it is audited, and the words are not.
    r = alice.post(
        "/forget/preview/",
        {"account": "alpha-acct", "project": "alpha", "key": world.alpha.fact_key},
        **HX,
    )
    assert r.status_code == 200 and "okafor" in r.content.decode().lower()
    entry = AuditEntry.objects.latest("id")
    assert (entry.action, entry.target) == (READS["forget_preview"], "alpha-acct:forget preview")
    assert "okafor" not in str(entry.after).lower() + entry.reason.lower()
    # Paging through the timeline (an htmx fragment) is a read too.
    r = alice.get("/accounts/alpha-acct/?page=1", **HX)
    assert r.status_code == 200 and "<html" not in r.content.decode()
    assert AuditEntry.objects.latest("id").action == READS["account"]


def test_lists_write_no_read(world: World) -> None:
    alice = client_of(world.alice)
    before = AuditEntry.objects.count()
    for url in ["/", "/accounts/", "/shadow/", "/facts/", "/forget/", "/compaction/", "/audit/"]:
        assert alice.get(url).status_code == 200, url
    assert AuditEntry.objects.count() == before


def test_the_audit_log_filters_by_reader(world: World) -> None:
    alice, root = client_of(world.alice), client_of(world.root)
    for url in reads_of(world):
        alice.get(url)
    root.get("/accounts/bravo-acct/")
    root.get("/accounts/alpha-acct/")

    def listed(c: Client, query: str) -> list[AuditEntry]:
        r = c.get(f"/audit/?per_page=100&{query}")
        assert r.status_code == 200
        return list(r.context["page"])

    mine = listed(alice, "reader=alice")
    assert len(mine) == len(reads_of(world))
    assert {e.actor for e in mine} == {"alice"} and {e.action for e in mine} <= set(READ_ACTIONS)
    # Root's reads: alice sees the one of her project, root both; the username's case is free.
    assert [e.target for e in listed(alice, "reader=ROOT")] == ["alpha-acct"]
    assert {e.target for e in listed(root, "reader=root")} == {"alpha-acct", "bravo-acct"}
    # A change is not a read: the filter lists reads only.
    assert not [e for e in listed(root, "reader=t") if e.action not in READ_ACTIONS]
    # The account's own audit list finds who read it.
    about = listed(alice, "account=alpha-acct&project=alpha")
    assert {"alice", "root"} <= {e.actor for e in about}
    page = alice.get("/audit/?reader=alice").content.decode()
    assert 'name="reader" value="alice"' in page and "turn log read" in page
