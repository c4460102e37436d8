"""POST /forget end to end: hashes only, redaction, tombstones, bad input, faults."""

from __future__ import annotations

import json
import logging
from datetime import timedelta
from typing import Any

import pytest
from django.test import override_settings
from rest_framework.test import APIClient

from accounts import clock, rulepack
from accounts.errors import InvalidInput
from accounts.forgetting import redaction
from accounts.forgetting.scrub import PLACES
from accounts.forgetting.selectors import word_is_forgotten
from accounts.forgotten import hmac_secret
from accounts.models import (
    Account,
    AuditEntry,
    Fact,
    ForgetRequest,
    ForgottenWord,
    Message,
    SummaryVersion,
)
from memoryadmin.engine.forgetting import MASK, digest
from tests.accounts.forget_helpers import (  # noqa: F401
    CANARY,
    SUMMARY,
    canary_rows,
    every_logger_at_debug,
    haunted_account,
    say,
)
from tests.fakellm import Error, FakeLLM

pytestmark = pytest.mark.django_db
URL = "/api/v1/accounts/ada/forget"


def post(api: APIClient, body: Any, capture: Any, url: str = URL) -> Any:
    with capture(execute=True):
        return api.post(url, body, format="json")


@pytest.mark.usefixtures("every_logger_at_debug")
def test_forget_a_fact_leaves_no_canary_anywhere_but_the_message_log(
    api: APIClient,
    django_capture_on_commit_callbacks: Any,
    caplog: pytest.LogCaptureFixture,
    rollout: Any,
) -> None:
    caplog.set_level(logging.DEBUG)
    rollout("enabled", "everyone")
    account = haunted_account()
    messages_before = Message.objects.filter(account=account).count()
    assert canary_rows()  # the test can fail: the canary is everywhere before

    r = post(api, {"key": "wife"}, django_capture_on_commit_callbacks)

    assert r.status_code == 202, r.content
    body = r.json()
    assert body["status"] == "redaction_queued"
    assert ForgetRequest.objects.get(pk=body["id"]).status == "verified_clean"
    assert CANARY.lower() not in r.content.decode().lower()
    assert canary_rows() == []
    # The banking record stays exactly as it was.
    assert Message.objects.filter(account=account).count() == messages_before
    assert Message.objects.filter(content__icontains=CANARY).count() == 1
    # What the model sees next turn, and what the memory API shows.
    ctx = api.post(
        "/api/v1/accounts/ada/context",
        {"history": [{"role": "user", "content": "Who am I married to?"}]},
        format="json",
    )
    assert ctx.status_code == 200 and ctx.json()["mode"] == "enabled"
    assert "saves for a car" in ctx.content.decode().lower()
    for path in ("context", "memory", "facts"):
        if path != "context":
            ctx = api.get(f"/api/v1/accounts/ada/{path}")
        assert CANARY.lower() not in ctx.content.decode().lower(), path
    assert "wife" not in json.dumps(api.get("/api/v1/accounts/ada/facts").json()).lower()
    assert CANARY.lower() not in caplog.text.lower()
    assert all(CANARY.lower() not in r.getMessage().lower() for r in caplog.records)
    # The request is recorded with hashes and a key id, and a full zero-hit checklist.
    req = ForgetRequest.objects.get(pk=body["id"])
    secret = hmac_secret()
    assert digest(CANARY, secret) in req.word_hashes and digest("wife", secret) in req.word_hashes
    assert req.key_id == "k1" and req.forget_seq == 3
    assert set(req.checklist) == set(PLACES)
    assert all(v["hits"] == 0 and v["checked_at"] for v in req.checklist.values())
    audit = AuditEntry.objects.get(action="forget.fact")
    assert audit.after["word_hashes"] == req.word_hashes and audit.after["key_id"] == "k1"
    assert not Fact.objects.filter(key="wife").exists()
    assert Fact.objects.filter(key="car", active=True).exists()


def test_the_audit_record_verifies_a_typed_word_by_its_hash(
    api: APIClient, django_capture_on_commit_callbacks: Any
) -> None:
    account = haunted_account()
    r = post(api, {"key": "wife"}, django_capture_on_commit_callbacks)
    assert r.status_code == 202
    hits = word_is_forgotten(account=account, word=f"  {CANARY.upper()} ")
    assert [w.request_id for w in hits] == [r.json()["id"]]
    assert word_is_forgotten(account=account, word="Zanzibar") == []
    assert word_is_forgotten(account=account, word="car") == []
    other = Account.objects.create(external_id="bola")
    assert word_is_forgotten(account=other, word=CANARY) == []
    with pytest.raises(InvalidInput):
        word_is_forgotten(account=account, word="two words")


def test_unknown_key_is_404_and_changes_nothing(
    api: APIClient, django_capture_on_commit_callbacks: Any
) -> None:
    haunted_account()
    r = post(api, {"key": "husband"}, django_capture_on_commit_callbacks)
    assert r.status_code == 404
    assert "husband" not in r.content.decode()
    assert ForgetRequest.objects.count() == 0 and ForgottenWord.objects.count() == 0
    assert Fact.objects.filter(key="wife", active=True).exists()
    assert (
        post(
            api,
            {"key": "wife"},
            django_capture_on_commit_callbacks,
            "/api/v1/accounts/nobody/forget",
        ).status_code
        == 404
    )


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"everything": False},
        {"key": "wife", "everything": True},
        {"key": ""},
        {"key": "x" * 129},
        ["wife"],
        {"key": None},
    ],
)
def test_bad_input_is_400_and_changes_nothing(
    api: APIClient, django_capture_on_commit_callbacks: Any, body: Any
) -> None:
    account = haunted_account()
    r = post(api, body, django_capture_on_commit_callbacks)
    assert r.status_code == 400, r.content
    assert r.json()["error"]["code"] == "invalid"
    assert ForgetRequest.objects.count() == 0
    account.refresh_from_db()
    assert account.summary == SUMMARY and Fact.objects.filter(account=account).count() == 2


def test_not_json_is_400(api: APIClient) -> None:
    haunted_account()
    r = api.post(URL, "{not json", content_type="application/json")
    assert r.status_code == 400 and ForgetRequest.objects.count() == 0


def test_forget_everything_is_a_tombstone_and_keeps_the_banking_record(
    api: APIClient, django_capture_on_commit_callbacks: Any
) -> None:
    account = haunted_account()
    messages = list(Message.objects.filter(account=account).values_list("seq", "content"))
    r = post(api, {"everything": True}, django_capture_on_commit_callbacks)
    assert r.status_code == 202, r.content
    body = r.json()
    assert body["kept"] == ["messages", "transactions"] and "never deleted" in body["note"]
    assert ForgetRequest.objects.get(pk=body["id"]).status == "verified_clean"
    account.refresh_from_db()
    assert account.summary == "" and account.covered_through_seq == account.last_seq == 3
    tomb = SummaryVersion.objects.get(account=account, source="tombstone")
    assert tomb.text == "" and tomb.covered_through_seq == 3
    assert not Fact.objects.filter(account=account).exists()
    assert list(Message.objects.filter(account=account).values_list("seq", "content")) == messages
    # Older summaries are memory too: emptied, not only masked.
    assert not SummaryVersion.objects.filter(account=account).exclude(text="").exists()
    assert canary_rows() == []
    assert "saves for a car" not in api.get("/api/v1/accounts/ada/memory").content.decode().lower()


def test_redaction_through_the_model_never_shows_it_the_word(
    api: APIClient, django_capture_on_commit_callbacks: Any
) -> None:
    account = haunted_account()
    with FakeLLM() as llm, override_settings(MEMORY_LLM=llm.settings()):
        llm.script = [json.dumps({"summary": "He saves for a car every month. Short answers."})]
        r = post(api, {"key": "wife"}, django_capture_on_commit_callbacks)
    assert r.status_code == 202
    assert ForgetRequest.objects.get().status == "verified_clean"
    assert len(llm.requests) == 1
    assert CANARY.lower() not in llm.prompts_text().lower()
    assert MASK in llm.prompts_text()
    account.refresh_from_db()
    assert account.summary == "He saves for a car every month. Short answers."
    assert account.summary_version == 3  # the mask at forget time, then the rewrite
    assert list(
        SummaryVersion.objects.filter(account=account).values_list("source", flat=True)
    ) == ["redaction", "redaction", "compaction"]


def test_a_model_that_keeps_returning_the_word_leads_to_a_cleared_summary(
    api: APIClient, django_capture_on_commit_callbacks: Any
) -> None:
    account = haunted_account()
    stubborn = json.dumps({"summary": f"He is married to {CANARY}."})
    with FakeLLM() as llm, override_settings(MEMORY_LLM=llm.settings()):
        llm.default = stubborn
        r = post(api, {"key": "wife"}, django_capture_on_commit_callbacks)
    assert r.status_code == 202
    assert len(llm.requests) == 2  # one retry, then give up
    assert "refused" in llm.requests[1]["messages"][-1]["content"]
    req = ForgetRequest.objects.get()
    assert req.status == "summary_cleared"
    account.refresh_from_db()
    assert account.summary == "" and account.covered_through_seq == 3
    assert SummaryVersion.objects.filter(account=account, source="cleared").count() == 1
    assert canary_rows() == []


def test_a_rewrite_that_breaks_the_pack_is_not_written(
    api: APIClient, django_capture_on_commit_callbacks: Any
) -> None:
    account = haunted_account()
    too_long = " ".join(["car"] * (rulepack.pack().summary_word_limit + 1))
    with FakeLLM() as llm, override_settings(MEMORY_LLM=llm.settings()):
        llm.script = [
            json.dumps({"summary": too_long}),
            json.dumps({"summary": "He saves for a car."}),
        ]
        post(api, {"key": "wife"}, django_capture_on_commit_callbacks)
    assert len(llm.requests) == 2
    retry = llm.requests[1]["messages"][-1]["content"]
    assert "breaks the rule" in retry and "at most 200 words" in retry and ".." not in retry
    account.refresh_from_db()
    assert account.summary == "He saves for a car."
    assert ForgetRequest.objects.get().status == "verified_clean"


def test_model_failure_loses_nothing_and_the_sweep_finishes_it(
    api: APIClient, django_capture_on_commit_callbacks: Any
) -> None:
    account = haunted_account()
    with FakeLLM() as llm, override_settings(MEMORY_LLM=llm.settings(timeout=2)):
        llm.script = [Error(503)]
        r = post(api, {"key": "wife"}, django_capture_on_commit_callbacks)
        assert r.status_code == 202
        req = ForgetRequest.objects.get()
        assert req.status == "failed" and req.error == "model_error: ModelError"
        # The fact is gone and the summary is masked already: the model sees no word meanwhile.
        account.refresh_from_db()
        assert CANARY not in (account.summary or "") and MASK in (account.summary or "")
        assert not Fact.objects.filter(key="wife").exists()
        # The scrub needs no model: every stored artifact is clean already, and checked.
        assert canary_rows() == []
        assert req.checklist and all(v["hits"] == 0 for v in req.checklist.values())
        assert redaction.forget_sweep() == []  # backoff: not yet
        later = clock.now() + timedelta(minutes=2)
        assert redaction.forget_sweep(now=later) == [req.pk]
        llm.script = [json.dumps({"summary": "He saves for a car."})]
        from accounts.forgetting.tasks import forget_redact

        forget_redact(req.pk)
    req.refresh_from_db()
    assert req.status == "verified_clean" and req.attempts == 2 and req.error == ""
    assert canary_rows() == []


def test_redaction_is_idempotent(api: APIClient, django_capture_on_commit_callbacks: Any) -> None:
    account = haunted_account()
    r = post(api, {"key": "wife"}, django_capture_on_commit_callbacks)
    account.refresh_from_db()
    version = account.summary_version
    redaction.forget_redact(request_id=r.json()["id"])
    account.refresh_from_db()
    assert account.summary_version == version


def test_a_compaction_write_prepared_before_the_forget_is_stale(
    api: APIClient, django_capture_on_commit_callbacks: Any
) -> None:
    """The promise compaction makes: compare-and-set on coverage and version."""
    account = haunted_account()
    read_version, read_covered = account.summary_version, account.covered_through_seq
    say(account, "m-4", "user", "Anything new?")
    post(api, {"key": "wife"}, django_capture_on_commit_callbacks)
    written = Account.objects.filter(
        pk=account.pk, summary_version=read_version, covered_through_seq=read_covered
    ).update(summary=f"Married to {CANARY}.", summary_version=read_version + 1)
    assert written == 0
    account.refresh_from_db()
    assert CANARY not in (account.summary or "")


def test_a_shadow_turn_after_the_forget_is_scrubbed_by_the_next_sweep(
    api: APIClient, django_capture_on_commit_callbacks: Any, rollout: Any
) -> None:
    haunted_account()
    post(api, {"key": "wife"}, django_capture_on_commit_callbacks)
    assert canary_rows() == []
    rollout("shadow", "everyone")
    # The agent still has the word in the history it sends (an unrecorded tail: a history
    # with no ids at all is recorded as said now, API.md v1.2); shadow mode records it.
    history = [
        {"id": "m-9", "role": "user", "content": "Hello"},
        {"role": "user", "content": f"Remind me what {CANARY} likes?"},
    ]
    r = api.post("/api/v1/accounts/ada/context", {"history": history}, format="json")
    assert r.status_code == 200 and r.json()["messages"] == history  # shadow: untouched
    assert canary_rows() != []
    from accounts.forgetting.tasks import forget_sweep

    forget_sweep()
    assert canary_rows() == []
    req = ForgetRequest.objects.get()
    assert req.status == "verified_clean" and req.checklist["shadow_records"]["hits"] == 0


def test_a_database_error_inside_the_forget_loses_nothing(api: APIClient) -> None:
    account = haunted_account()
    # The version the tombstone would take is already there: the write fails mid-transaction.
    SummaryVersion.objects.create(account=account, version=2, text="x", source="compaction")
    client = APIClient(raise_request_exception=False)
    client.credentials(**api._credentials)
    r = client.post(URL, {"everything": True}, format="json")
    assert r.status_code == 500
    account.refresh_from_db()
    assert account.summary == SUMMARY and account.summary_version == 1
    assert Fact.objects.filter(account=account).count() == 2
    assert ForgetRequest.objects.count() == 0 and ForgottenWord.objects.count() == 0
    assert not AuditEntry.objects.filter(action__startswith="forget.").exists()


def test_a_request_lost_with_its_worker_is_picked_up_by_the_sweep(
    api: APIClient, django_capture_on_commit_callbacks: Any
) -> None:
    haunted_account()
    # No on-commit run: the task was lost (a worker killed before it started).
    r = api.post(URL, {"key": "wife"}, format="json")
    req = ForgetRequest.objects.get(pk=r.json()["id"])
    assert req.status == "redaction_queued"
    assert redaction.forget_sweep() == []  # give a queued task its time first
    later = clock.now() + timedelta(minutes=16)
    assert redaction.forget_sweep(now=later) == [req.pk]
    redaction.forget_redact(request_id=req.pk)
    req.refresh_from_db()
    assert req.status == "verified_clean"
    assert canary_rows() == []


def test_the_key_matches_in_any_casing(
    api: APIClient, django_capture_on_commit_callbacks: Any
) -> None:
    haunted_account()
    r = post(api, {"key": " WIFE "}, django_capture_on_commit_callbacks)
    assert r.status_code == 202
    assert not Fact.objects.filter(key="wife").exists() and canary_rows() == []


def test_the_forget_benchmark_runs_and_leaves_nothing_behind() -> None:
    from io import StringIO

    from django.core.management import call_command

    from tests.bench import command as bench_command

    out = StringIO()
    call_command(
        bench_command("bench_forget"),
        "--shadow",
        "5",
        "--attempts",
        "3",
        "--messages",
        "10",
        stdout=out,
    )
    assert "-> verified_clean" in out.getvalue()
    assert not Account.objects.exists() and not ForgetRequest.objects.exists()


def test_a_rewrite_that_states_a_balance_is_refused_by_the_banking_rules(
    api: APIClient, django_capture_on_commit_callbacks: Any
) -> None:
    account = haunted_account()
    with FakeLLM() as llm, override_settings(MEMORY_LLM=llm.settings()):
        llm.script = [
            json.dumps({"summary": "His balance is ₦50,000. He saves for a car."}),
            json.dumps({"summary": "He saves for a car."}),
        ]
        post(api, {"key": "wife"}, django_capture_on_commit_callbacks)
    retry = llm.requests[1]["messages"][-1]["content"]
    assert "no_balance" in retry and "50,000" not in retry  # the rule, never the excerpt
    account.refresh_from_db()
    assert account.summary == "He saves for a car."
