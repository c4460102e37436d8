"""The HMAC keyring: a rotation never un-forgets, and forget_rekey moves what it can.

Digests are made under MEMORY_AUDIT_HMAC_KEY_ID and matched under the key id
they were made with (issue 10 item 3, ENGINE.md section 6).
"""

from __future__ import annotations

from io import StringIO
from typing import Any

import pytest
from django.core.checks import run_checks
from django.core.management import CommandError, call_command
from rest_framework.test import APIClient

from accounts.compaction.run import compaction_run
from accounts.forgetting.selectors import word_is_forgotten
from accounts.forgetting.services import forget_fact
from accounts.models import Account, AuditEntry, Fact, ForgetRequest, ForgottenWord
from tests.accounts.compaction_support import account_with, set_mode
from tests.accounts.forget_helpers import CANARY, haunted_account
from tests.fakellm import FakeLLM, copy_everything

pytestmark = pytest.mark.django_db
K2_SECRET = "a-second-secret-for-the-rotation"


def rotate(settings: Any, *, keep_old: bool = True) -> None:
    """Add k2 and make it current (the old k1 stays unless told otherwise)."""
    ring = dict(settings.MEMORY_AUDIT_HMAC_KEYS) if keep_old else {}
    settings.MEMORY_AUDIT_HMAC_KEYS = {**ring, "k2": K2_SECRET}
    settings.MEMORY_AUDIT_HMAC_KEY_ID = "k2"
    settings.MEMORY_AUDIT_HMAC_KEY = K2_SECRET


def turn(api: APIClient, account: str = "ada") -> dict[str, Any]:
    r = api.post(
        f"/api/v1/accounts/{account}/context",
        {"history": [{"role": "user", "content": "Who is my wife?"}]},
        format="json",
    )
    assert r.status_code == 200, r.content
    body: dict[str, Any] = r.json()
    return body


def forgotten_in_window(body: dict[str, Any]) -> bool:
    return CANARY.lower() in " ".join(m["content"] for m in body["messages"]).lower()


def test_a_rotation_never_unforgets_and_a_forget_under_the_new_key_works(
    api: APIClient, rollout: Any, settings: Any, django_capture_on_commit_callbacks: Any
) -> None:
    rollout("enabled", "everyone")
    account = haunted_account()
    assert forgotten_in_window(turn(api))  # the test can fail: the word is in the window
    with django_capture_on_commit_callbacks(execute=True):
        forget_fact(account=account, key="wife", actor="sade", reason="asked")
    assert set(ForgottenWord.objects.values_list("key_id", flat=True)) == {"k1"}

    rotate(settings)
    body = turn(api)
    assert body["fallback"] is False and not forgotten_in_window(body)
    assert "save for a car" in " ".join(m["content"] for m in body["messages"])
    assert [w.key_id for w in word_is_forgotten(account=account, word=CANARY)] == ["k1"]

    # A forget under k2: hashed under the new key, and both match from now on.
    with django_capture_on_commit_callbacks(execute=True):
        req = forget_fact(account=account, key="car", actor="sade", reason="asked")
    req.refresh_from_db()
    assert req.key_id == "k2" and req.status == "verified_clean"
    assert set(ForgottenWord.objects.filter(request=req).values_list("key_id", flat=True)) == {
        "k2"
    }
    assert [w.key_id for w in word_is_forgotten(account=account, word="car")] == ["k2"]
    text = " ".join(m["content"] for m in turn(api)["messages"]).lower()
    assert CANARY.lower() not in text and "car" not in text.split()

    # Dropping k1 before re-keying would un-forget: the turn fails closed instead
    # (the agent gets its own history back), and the deploy check names the id.
    rotate(settings, keep_old=False)
    body = turn(api)
    assert body["fallback"] is True and not forgotten_in_window(body)
    assert "memory.E025" in [m.id for m in run_checks(databases=["default"])]


def test_a_rotation_never_unforgets_in_compaction(
    settings: Any, django_capture_on_commit_callbacks: Any
) -> None:
    settings.MEMORY_WINDOW_TOKENS = 60
    set_mode("enabled")
    account = account_with(
        "ada",
        [
            ("user", f"My wife is {CANARY}.", None),
            ("assistant", "Lovely, noted.", []),
            ("user", "I save for a car every month.", None),
            ("assistant", "Good plan.", []),
        ],
        filler=3,
    )
    Fact.objects.create(
        account=account, key="wife", kind="relationship", note=f"Wife is {CANARY}", origin="stated"
    )
    with django_capture_on_commit_callbacks(execute=True):
        forget_fact(account=account, key="wife", actor="user", reason="asked")
    rotate(settings)
    with FakeLLM() as llm:
        settings.MEMORY_LLM = llm.settings(timeout=3.0)
        llm.default = copy_everything
        assert compaction_run(account_id=account.pk).outcome == "accepted"
    assert "car every month" in llm.prompts_text()
    assert CANARY.lower() not in llm.prompts_text().lower()
    account.refresh_from_db()
    assert CANARY.lower() not in (account.summary or "").lower()


def rekey(*args: str) -> str:
    out = StringIO()
    call_command("forget_rekey", *args, stdout=out)
    return out.getvalue()


def test_forget_rekey_moves_what_the_message_log_holds_and_reports_the_rest(
    api: APIClient, rollout: Any, settings: Any, django_capture_on_commit_callbacks: Any
) -> None:
    rollout("enabled", "everyone")
    account = haunted_account()
    other = haunted_account("bola")
    with django_capture_on_commit_callbacks(execute=True):
        # "Mama Zee" is in no message: it can't be re-keyed and keeps k1.
        forget_fact(account=account, key="wife", actor="sade", reason="x", extra=["Mama Zee"])
        forget_fact(account=other, key="wife", actor="sade", reason="x")
    rows = ForgottenWord.objects.filter(account=account)
    assert rows.count() == 4  # wife, the canary, "wife is <canary>", "mama zee"
    rotate(settings)

    dry = rekey("--account", "ada", "--dry-run")
    assert "would move 3 to k2, left 1 under k1" in dry and "Dry run" in dry
    assert set(rows.values_list("key_id", flat=True)) == {"k1"}
    assert not AuditEntry.objects.filter(action="forget.rekey").exists()

    out = rekey("--account", "ada")
    assert "'ada': 4 under old key ids, moved 3 to k2, left 1 under k1" in out
    assert "Still stored under old key ids: k1 (4)" in out  # 1 of ada's, 3 of bola's
    assert sorted(rows.values_list("key_id", flat=True)) == ["k1", "k2", "k2", "k2"]
    assert set(ForgottenWord.objects.filter(account=other).values_list("key_id", flat=True)) == {
        "k1"
    }
    entry = AuditEntry.objects.get(action="forget.rekey")
    assert entry.target == "ada" and entry.after["rekeyed"] == 3
    assert entry.after["left"] == {"k1": 1} and entry.after["current_key_id"] == "k2"
    assert CANARY.lower() not in repr(entry.__dict__).lower()
    assert CANARY.lower() not in out.lower()
    # The request's record stays as filed; matching reads the rows, under both ids.
    req = ForgetRequest.objects.get(account=account)
    assert req.key_id == "k1" and len(req.word_hashes) == 4
    assert not forgotten_in_window(turn(api))
    assert [w.key_id for w in word_is_forgotten(account=account, word=CANARY)] == ["k2"]

    # Everything else: bola's digests are all in its messages.
    out = rekey()
    assert "'bola': 3 under old key ids, moved 3 to k2, left none" in out
    assert "Still stored under old key ids: k1 (1)" in out
    assert rekey("--dry-run").count("moved") == 0


def test_after_a_full_rekey_the_old_key_may_leave_the_ring(
    api: APIClient, rollout: Any, settings: Any, django_capture_on_commit_callbacks: Any
) -> None:
    rollout("enabled", "everyone")
    account = haunted_account()
    with django_capture_on_commit_callbacks(execute=True):
        forget_fact(account=account, key="wife", actor="sade", reason="x")
    rotate(settings)
    out = rekey()
    assert "old key ids may leave the keyring" in out
    rotate(settings, keep_old=False)
    assert "memory.E025" not in [m.id for m in run_checks(databases=["default"])]
    body = turn(api)
    assert body["fallback"] is False and not forgotten_in_window(body)
    assert "save for a car" in " ".join(m["content"] for m in body["messages"])


def test_forget_rekey_refuses_an_unknown_account(db: Any) -> None:
    with pytest.raises(CommandError, match="No account"):
        rekey("--account", "nobody")
    assert not Account.objects.exists()
