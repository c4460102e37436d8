"""Lists cost fixed queries; shadow diffs, the account page and the overview show the truth."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from accounts.audit import audit_write
from accounts.forgotten import hmac_secret
from accounts.models import (
    Account,
    CompactionAttempt,
    CompactionBatch,
    ForgetRequest,
    ForgottenWord,
    Message,
    ShadowRecord,
    SummaryVersion,
)
from accounts.rollout.selectors import accounts_per_mode, rollout_resolve
from accounts.shadow.tasks import shadow_purge
from memoryadmin.engine.forgetting import digest
from tests.console.conftest import tunde_history

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}


def queries(client: Client, url: str) -> tuple[int, str]:
    with CaptureQueriesContext(connection) as q:
        r = client.get(url, **HX)
    assert r.status_code == 200, r.content[:300]
    return len(q), r.content.decode()


def many_messages(account: Account, n: int) -> None:
    now = timezone.now()
    Message.objects.bulk_create(
        Message(
            account=account,
            seq=i + 1,
            external_id=f"m{i}",
            role="user" if i % 2 == 0 else "assistant",
            content=f"message {i}",
            created_at=now,
            token_count=6,
            volatility=None if i % 2 == 0 else "event",
        )
        for i in range(n)
    )
    Account.objects.filter(pk=account.pk).update(last_seq=n)


def test_every_list_costs_the_same_queries_at_two_page_sizes(
    ops: Client, shadow_turn: Callable[..., None], settings: Any
) -> None:
    # The rollout row read on every request: a 1 s cache expiring between the two
    # requests on a busy machine would otherwise add a query to one of them.
    settings.MEMORY_ROLLOUT_CACHE_SECONDS = 0
    for i in range(30):
        shadow_turn(f"acct-{i:02}")
    for i in range(30):
        audit_write(
            actor="t", action="test.act", target=f"t{i}", reason="r", after={"i": i}
        )
    ada = Account.objects.create(external_id="ada-big")
    many_messages(ada, 60)
    for url, marker in [
        ("/accounts/?per_page={}", "acct-"),
        ("/audit/?per_page={}", "test.act"),
        ("/shadow/?per_page={}", "Open diff"),
        ("/accounts/ada-big/?per_page={}", "message "),
        ("/rollout/?part=allowlist&per_page={}", "Page 1"),
    ]:
        small, body_small = queries(ops, url.format(5))
        large, body_large = queries(ops, url.format(25))
        assert small == large, f"{url}: {small} vs {large} queries"
        assert body_large.count(marker) > body_small.count(marker) or "allowlist" in url


def test_lists_search_and_filter_on_the_server(
    ops: Client, shadow_turn: Callable[..., None]
) -> None:
    shadow_turn("ada")
    shadow_turn("bola")
    body = ops.get("/accounts/?q=bol", **HX).content.decode()
    assert "bola" in body and ">ada<" not in body and "<html" not in body
    body = ops.get("/shadow/?account=ada", **HX).content.decode()
    assert body.count("Open diff") == 1
    body = ops.get("/shadow/?since=2030-01-01", **HX).content.decode()
    assert "Open diff" not in body and "No shadow turns under these filters" in body
    body = ops.get("/shadow/?kind=nonexistent", **HX).content.decode()
    assert "Open diff" not in body
    key = ShadowRecord.objects.first().diff_key  # type: ignore[union-attr]
    body = ops.get(f"/shadow/?kind={key}", **HX).content.decode()
    assert body.count("Open diff") == 2 and f"<strong>{key}</strong> · 2 turns" in body
    audit_write(actor="olu", action="rollout.allow", target="ada", reason="r")
    audit_write(actor="olu", action="rollout.disallow", target="bola", reason="r")
    body = ops.get("/audit/?action=rollout.disallow", **HX).content.decode()
    assert "bola" in body and ">ada<" not in body


def test_shadow_detail_shows_both_sides_with_what_changed(
    ops: Client, shadow_turn: Callable[..., None], settings: Any
) -> None:
    # A small window: the chatty start ages out, so the engine drops it.
    settings.MEMORY_WINDOW_TOKENS = 60
    shadow_turn("ada", tunde_history(n=6))
    record = ShadowRecord.objects.get()
    assert "dropped" in record.diff_kinds and "stamps" in record.diff_kinds
    body = ops.get(f"/shadow/{record.pk}/").content.decode()
    assert "What the model got" in body and "What the engine would have sent" in body
    assert 'class="msg changed"' in body and "Checked live at 15:35" in body
    assert 'class="msg dropped"' in body and "savings plan number 0" in body
    assert f"{record.given_tokens} tokens" in body and f"{record.engine_tokens} tokens" in body


def test_shadow_detail_marks_the_context_message(
    ops: Client, shadow_turn: Callable[..., None]
) -> None:
    Account.objects.create(external_id="ada", summary="Ada saves for a car.", summary_version=1)
    shadow_turn("ada")
    pk = ShadowRecord.objects.get().pk
    body = ops.get(f"/shadow/{pk}/").content.decode()
    assert 'class="msg context"' in body and "Ada saves for a car." in body
    assert ops.get("/shadow/999999/").status_code == 404


def forget(account: Account, word: str) -> None:
    account.refresh_from_db()
    req = ForgetRequest.objects.create(
        account=account,
        key_id="k1",
        deadline=timezone.now() + timedelta(days=30),
        forget_seq=account.last_seq,  # as the real forget records it
    )
    ForgottenWord.objects.create(
        account=account, request=req, digest=digest(word, hmac_secret()), key_id="k1"
    )


def test_forgotten_words_never_show(ops: Client, shadow_turn: Callable[..., None]) -> None:
    shadow_turn("ada")
    ada = Account.objects.get(external_id="ada")
    forget(ada, "Tunde")
    pk = ShadowRecord.objects.get().pk
    for url in [f"/shadow/{pk}/", "/accounts/ada/"]:
        body = ops.get(url).content.decode()
        assert "Tunde" not in body, url
        assert "paid his ₦200" in body, url


def test_retention_purges_old_shadow_records(
    shadow_turn: Callable[..., None], settings: Any
) -> None:
    shadow_turn("ada")
    shadow_turn("bola")
    settings.MEMORY_SHADOW_RETENTION_DAYS = 30
    old = ShadowRecord.objects.get(account__external_id="ada")
    ShadowRecord.objects.filter(pk=old.pk).update(created_at=timezone.now() - timedelta(days=31))
    assert shadow_purge() == 1
    assert list(ShadowRecord.objects.values_list("account__external_id", flat=True)) == ["bola"]
    assert shadow_purge() == 0, "idempotent"


def test_account_page_timeline_marks_and_preview(
    ops: Client, api: Any, rollout: Any, settings: Any
) -> None:
    settings.MEMORY_WINDOW_TOKENS = 60
    rollout("enabled", "everyone")
    r = api.post(
        "/api/v1/accounts/ada/context",
        {"history": tunde_history(n=4), "now": "2026-11-29T15:55:00Z"},
        format="json",
    )
    assert r.status_code == 200
    api.post(
        "/api/v1/accounts/ada/messages",
        {
            "id": "m-3",
            "role": "assistant",
            "content": "You have ₦5,000 left.",
            "created_at": "2026-11-29T15:56:00Z",
        },
        format="json",
    )
    ada = Account.objects.get(external_id="ada")
    Account.objects.filter(pk=ada.pk).update(
        summary="Ada asked about savings plans.", covered_through_seq=2, summary_version=1
    )
    SummaryVersion.objects.create(
        account=ada, version=1, covered_through_seq=2, source="compaction"
    )
    body = ops.get("/accounts/ada/").content.decode()
    assert '<span class="badge live">live</span>' in body
    assert '<span class="badge unverified"' in body
    assert "Covered by the summary (v1): #2 and older" in body
    assert "Verbatim window: #" in body
    assert "System <span" in body and "Context <span" in body and "Window <span" in body
    preview = body[body.index("What the next turn would send") :]
    assert "Ada asked about savings plans." in preview, preview
    assert "not checked" in preview.lower() or "Checked live" in preview, preview
    assert "compaction" in body  # the summary version row


def test_overview_counts_and_chart(ops: Client, api: Any, shadow_turn: Callable[..., None]) -> None:
    body = ops.get("/").content.decode()
    assert "No compaction batch ran in the last 14 days." in body
    assert "No open forget requests." in body
    shadow_turn("ada")
    ada = Account.objects.get(external_id="ada")
    for status, outcome in [
        ("accepted", "accepted"),
        ("accepted", "accepted"),
        ("rejected", "rejected_rule"),
        ("failed", "failed"),
    ]:
        batch = CompactionBatch.objects.create(account=ada, from_seq=1, to_seq=2, status=status)
        CompactionAttempt.objects.create(
            batch=batch, account=ada, number=1, prompt=[], model="m", outcome=outcome
        )
    Account.objects.filter(pk=ada.pk).update(compaction_stuck=True)
    forget(ada, "Tunde")
    r = api.post(
        "/api/v1/accounts/ada/messages",
        {
            "id": "u1",
            "role": "assistant",
            "content": "Done.",
            "created_at": "2026-11-29T15:56:00Z",
            "tools": ["mystery_tool"],
        },
        format="json",
    )
    assert r.status_code in (200, 201), r.content
    body = ops.get("/").content.decode()
    assert "<svg" in body and "2 applied" in body and "1 failed" in body
    assert "mystery_tool" in body and "29 d" in body


def test_overview_costs_fixed_queries(ops: Client, shadow_turn: Callable[..., None]) -> None:
    shadow_turn("a1")
    small, _ = queries(ops, "/")
    for i in range(5):
        shadow_turn(f"b{i}")
    assert queries(ops, "/")[0] == small


@pytest.mark.parametrize(
    ("mode", "scope", "kill", "ceiling"),
    [
        ("shadow", "allowlist", False, ""),
        ("enabled", "everyone", False, ""),
        ("enabled", "everyone", False, "shadow"),
        ("enabled", "allowlist", True, ""),
        ("bogus", "everyone", False, ""),
    ],
)
def test_accounts_filter_by_effective_mode_agrees_with_resolution(
    ops: Client, rollout: Any, settings: Any, mode: str, scope: str, kill: bool, ceiling: str
) -> None:

    settings.MEMORY_MODE = ceiling
    rollout(mode, scope, kill)
    own = [None, "disabled", "shadow", "enabled", "typo"]
    Account.objects.bulk_create(
        Account(external_id=f"f-{i}", allowlisted=i % 2 == 0, rollout_mode=own[i % 5])
        for i in range(20)
    )
    truth = {m: set() for m in ("enabled", "shadow", "disabled")}
    for a in Account.objects.all():
        truth[rollout_resolve(account=a).mode.value].add(a.external_id)
    assert {m: len(v) for m, v in truth.items()} == accounts_per_mode()
    for m, expected in truth.items():
        body = ops.get(f"/accounts/?mode={m}&per_page=50", **HX).content.decode()
        shown = {e for e in (f"f-{i}" for i in range(20)) if f">{e}</a>" in body}
        assert shown == expected, m


def test_bad_filters_and_page_numbers_get_a_clear_answer(
    ops: Client, shadow_turn: Callable[..., None]
) -> None:
    shadow_turn("ada")
    shadow_turn("bola")
    r = ops.get("/shadow/?account=ada&since=not-a-date")
    body = r.content.decode()
    assert r.status_code == 200 and "Write the day as YYYY-MM-DD" in body
    assert body.count("Open diff") == 1, "the valid filter still applies"
    for url in ["/audit/?page=999", "/audit/?page=abc&per_page=-4", "/accounts/?per_page=x"]:
        assert ops.get(url).status_code == 200, url


def test_htmx_gets_the_fragment_and_a_history_restore_the_whole_page(ops: Client) -> None:
    fragment = ops.get("/audit/", HTTP_HX_REQUEST="true").content.decode()
    assert fragment.lstrip().startswith('<div id="audit-list">')
    r = ops.get("/audit/", HTTP_HX_REQUEST="true", HTTP_HX_HISTORY_RESTORE_REQUEST="true")
    assert "<html" in r.content.decode() and "HX-Request" in r["Vary"]
