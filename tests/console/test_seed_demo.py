"""The demo: seeded through the real API, every mode populated, idempotent."""

from __future__ import annotations

from io import StringIO
from typing import Any

import pytest
from django.core.management import call_command
from django.test import Client

from accounts.models import (
    Account,
    ApiKey,
    AuditEntry,
    CompactionAttempt,
    CompactionBatch,
    Message,
    ShadowRecord,
    UnclassifiedTool,
)
from accounts.rollout.selectors import accounts_per_mode

pytestmark = pytest.mark.django_db


def counts() -> tuple[int, ...]:
    return tuple(m.objects.count() for m in (Account, Message, ShadowRecord, AuditEntry, ApiKey))


def test_seed_demo_populates_every_screen_and_runs_twice(settings: Any) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    out = StringIO()
    call_command("seed_demo", stdout=out)
    text = out.getvalue()
    for user in ("ops", "support", "reviewer", "viewer"):
        assert f"  {user:<10} role {user}" in text
    per_mode = accounts_per_mode()
    assert all(per_mode[m] >= 2 for m in ("enabled", "shadow", "disabled")), per_mode
    kinds = set(ShadowRecord.objects.values_list("diff_key", flat=True))
    assert {"stamps", "dropped"} <= kinds
    assert UnclassifiedTool.objects.filter(name="get_cashback_summary_v2").exists()
    tunde = Message.objects.get(external_id="ada-tunde-2")
    assert tunde.volatility == "live"
    # Each compaction demo account shows what its line in the printout says it shows.
    nia = Account.objects.get(external_id="nia-compacted")
    assert "nia-compacted  summaries made by the offline compactor" in text
    assert nia.summary and "Amaka" in nia.summary
    assert CompactionBatch.objects.filter(account=nia, status="accepted").exists()
    assert CompactionAttempt.objects.filter(account=nia, outcome="accepted", offline=True).exists()
    assert not CompactionBatch.objects.filter(account__external_id="pere-rejects").exclude(
        status="rejected"
    ).exists()
    assert Account.objects.get(external_id="oye-stuck").compaction_stuck

    first = counts()
    call_command("seed_demo", stdout=StringIO())
    assert counts() == first, "a second run adds nothing"

    c = Client()
    # Through the real sign-in form (the throttled path a person takes).
    signed_in = c.post("/login/", {"username": "ops", "password": "demo-pass-2026"})
    assert signed_in.status_code == 302 and "_auth_user_id" in c.session
    shadow = ShadowRecord.objects.filter(differs=True).first()
    for url in [
        "/",
        "/accounts/",
        "/accounts/ada-tunde/",
        "/rollout/",
        "/audit/",
        "/shadow/",
        f"/shadow/{shadow.pk}/",
    ]:  # type: ignore[union-attr]
        assert c.get(url).status_code == 200, url

    # A second bank, and who sees which: the viewer is granted kora-bank alone.
    assert "  viewer     role viewer, project kora-bank only" in text
    assert "  ops        role ops, every project" in text
    viewer = Client()
    viewer.post("/login/", {"username": "viewer", "password": "demo-pass-2026"})
    listed = viewer.get("/accounts/").content.decode()
    assert "kora-musa" in listed and "ada-tunde" not in listed
    assert viewer.get("/accounts/ada-tunde/").status_code == 404
    assert ShadowRecord.objects.filter(account__external_id="kora-musa").exists()
    assert "kora-musa" in c.get("/accounts/").content.decode()  # ops: every project
