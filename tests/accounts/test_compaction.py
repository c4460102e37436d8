"""Compaction end to end against a real OpenAI-compatible server on loopback."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import pytest
from django.conf import settings

from accounts import clock
from accounts.compaction.claim import RunResult, compaction_claim
from accounts.compaction.run import compaction_run
from accounts.compaction.selectors import accounts_due, batch_messages, stuck_accounts
from accounts.compaction.tasks import compaction_scan
from accounts.models import (
    Account,
    CompactionAttempt,
    CompactionBatch,
    FactProposal,
    Message,
    SummaryVersion,
)
from accounts.rollout.selectors import rollout_resolve
from memoryadmin.engine.ports import ModelReply
from tests.accounts.compaction_support import LIVE_VALUES, account_with, reply, set_mode
from tests.fakellm import Delay, Error, FakeLLM, copy_everything

FILLER = 3


@pytest.fixture
def small_window(settings: Any) -> None:
    """A window that holds exactly the filler chat, so the conversation ages out."""
    # "Thanks, talk later number N." and "You're welcome." cost 12 and 8 tokens.
    settings.MEMORY_WINDOW_TOKENS = 20 * FILLER


@pytest.fixture
def llm(settings: Any) -> Iterator[FakeLLM]:
    with FakeLLM() as fake:
        settings.MEMORY_LLM = fake.settings(timeout=2.0)
        yield fake


@pytest.fixture
def acct(db: Any, small_window: None) -> Account:
    set_mode("enabled")
    return account_with("acct-1", filler=FILLER)


def run(account: Account, **kw: Any) -> RunResult:
    return compaction_run(account_id=account.pk, **kw)


def test_the_batch_is_what_aged_out_of_the_window(acct: Account) -> None:
    msgs = batch_messages(account=acct, now=clock.now())
    assert [m.seq for m in msgs] == list(range(1, 9))  # the conversation, not the filler


def test_offline_compactor_makes_a_summary_labelled_offline(acct: Account) -> None:
    result = run(acct)
    acct.refresh_from_db()
    assert result.outcome == "accepted"
    assert acct.covered_through_seq == 8
    assert acct.summary_version == 1
    assert "Send 5000 naira to Tobi" in (acct.summary or "")
    for value in LIVE_VALUES:
        assert value not in (acct.summary or "")
    attempt = CompactionAttempt.objects.get()
    assert attempt.offline and attempt.model == "offline-compactor"
    assert attempt.outcome == "accepted"
    assert SummaryVersion.objects.filter(account=acct, version=1, source="compaction").exists()


def test_no_live_value_in_any_request_and_none_reaches_the_summary(
    acct: Account, llm: FakeLLM
) -> None:
    llm.default = copy_everything
    result = run(acct)
    acct.refresh_from_db()
    shown = llm.prompts_text()
    assert llm.requests, "the model was called"
    for value in LIVE_VALUES:
        assert value not in shown
    assert result.outcome == "accepted", CompactionAttempt.objects.values_list(
        "broken_rule", "excerpt"
    )
    summary = acct.summary or ""
    # The model copied everything it saw: the questions and the placeholders...
    assert "What is my balance please?" in summary
    assert summary.count("[withheld:") == 3
    # ...and still no live value, because it was never shown one.
    for value in LIVE_VALUES:
        assert value not in summary


def test_a_broken_rule_gets_one_retry_that_names_it(acct: Account, llm: FakeLLM) -> None:
    llm.script = [reply("Tunde has paid."), reply("The user asked about group payments.")]
    result = run(acct)
    acct.refresh_from_db()
    assert result.outcome == "accepted"
    assert acct.summary == "The user asked about group payments."
    assert len(llm.requests) == 2
    retry_note = llm.requests[1]["messages"][-1]["content"]
    assert "no_payment_status" in retry_note
    assert "has paid" in retry_note
    first, second = CompactionAttempt.objects.order_by("number")
    assert (first.outcome, first.broken_rule, first.excerpt) == (
        "rejected_rule",
        "no_payment_status",
        "has paid",
    )
    assert second.outcome == "accepted" and second.prompt == llm.requests[1]["messages"]


def test_rejected_moves_coverage_and_keeps_the_summary(acct: Account, llm: FakeLLM) -> None:
    Account.objects.filter(pk=acct.pk).update(summary="The user opened a savings group.")
    llm.script = [reply("2 of 3 members have paid."), reply("Tunde hasn't paid his ₦200 yet.")]
    result = run(acct)
    acct.refresh_from_db()
    assert result.outcome == "rejected"
    assert acct.summary == "The user opened a savings group."
    assert acct.covered_through_seq == 8
    assert CompactionBatch.objects.get().status == "rejected"
    assert list(CompactionAttempt.objects.values_list("outcome", flat=True)) == [
        "rejected_rule",
        "rejected_rule",
    ]
    # The next run has nothing to do: the batch dropped out of memory, it is not retried.
    assert run(acct).outcome == "nothing_to_do"


def test_output_that_is_not_json_is_a_rejection(acct: Account, llm: FakeLLM) -> None:
    llm.script = ["Sure! Here is the summary: the user sent money."]
    result = run(acct)
    acct.refresh_from_db()
    assert result.outcome == "rejected"
    assert acct.covered_through_seq == 8 and acct.summary is None
    attempt = CompactionAttempt.objects.get()
    assert attempt.outcome == "rejected_json"
    assert acct.compaction_failures == 0


@pytest.mark.parametrize(
    "content",
    ['["a list"]', '{"facts": []}', '{"summary": 5, "facts": []}', '{"summary": "x", "facts": 3}'],
)
def test_json_of_the_wrong_shape_is_a_rejection(acct: Account, llm: FakeLLM, content: str) -> None:
    llm.script = [content]
    assert run(acct).outcome == "rejected"
    assert CompactionAttempt.objects.get().outcome == "rejected_json"


def test_failed_moves_nothing_and_a_later_run_succeeds(acct: Account, llm: FakeLLM) -> None:
    llm.script = [Error(503, "overloaded")]
    result = run(acct)
    acct.refresh_from_db()
    assert result.outcome == "failed"
    assert acct.covered_through_seq is None and acct.summary is None
    assert acct.summary_version == 0
    assert acct.compaction_failures == 1
    assert acct.compaction_next_attempt_at is not None
    assert acct.compaction_next_attempt_at > clock.now()
    assert "InternalServerError" in acct.compaction_last_error
    assert CompactionAttempt.objects.get().outcome == "failed"
    # While backing off, the scan leaves it alone and a plain run does not claim it.
    assert accounts_due(now=clock.now()) == []
    assert run(acct).outcome == "busy"
    # Later, the batch is done.
    llm.script = [reply("The user sent money to Tobi for school fees.")]
    later = acct.compaction_next_attempt_at + timedelta(seconds=1)
    assert accounts_due(now=later) == [acct.pk]
    Account.objects.filter(pk=acct.pk).update(compaction_next_attempt_at=clock.now())
    assert run(acct).outcome == "accepted"
    acct.refresh_from_db()
    assert acct.covered_through_seq == 8 and acct.compaction_failures == 0
    assert acct.summary == "The user sent money to Tobi for school fees."


def test_a_timeout_is_a_failure(acct: Account, llm: FakeLLM, settings: Any) -> None:
    settings.MEMORY_LLM = llm.settings(timeout=0.3)
    llm.script = [Delay(2.0, reply("late"))]
    assert run(acct).outcome == "failed"
    acct.refresh_from_db()
    assert acct.covered_through_seq is None
    assert "Timeout" in CompactionAttempt.objects.get().error


def test_repeated_failures_flag_the_account_stuck(
    acct: Account, llm: FakeLLM, settings: Any
) -> None:
    settings.MEMORY_COMPACTION_MAX_FAILURES = 2
    llm.default = Error(500)
    assert run(acct, manual=True).outcome == "failed"
    acct.refresh_from_db()
    assert not acct.compaction_stuck
    assert run(acct, manual=True).outcome == "failed"
    acct.refresh_from_db()
    assert acct.compaction_stuck and acct.compaction_failures == 2
    # Flagged, never silently dropped: the stuck screen lists it; the scan stops retrying it.
    assert acct in stuck_accounts(now=clock.now())
    far = clock.now() + timedelta(days=1)
    assert accounts_due(now=far) == []


def test_disabled_accounts_are_never_compacted(acct: Account, llm: FakeLLM) -> None:
    set_mode("disabled")
    llm.default = copy_everything
    assert accounts_due(now=clock.now()) == []
    assert run(acct, manual=True).outcome == "disabled"
    assert compaction_scan() == 0
    acct.refresh_from_db()
    assert llm.requests == []
    assert acct.covered_through_seq is None and not CompactionBatch.objects.exists()


def test_an_account_disabled_by_its_own_override_is_not_compacted(
    acct: Account, llm: FakeLLM
) -> None:
    Account.objects.filter(pk=acct.pk).update(allowlisted=True, rollout_mode="disabled")
    other = account_with("acct-2", filler=FILLER)
    assert accounts_due(now=clock.now()) == [other.pk]
    assert run(acct).outcome == "disabled"


def test_a_disabled_account_is_never_leased(acct: Account, llm: FakeLLM) -> None:
    Account.objects.filter(pk=acct.pk).update(allowlisted=True, rollout_mode="disabled")
    assert run(acct).outcome == "disabled"
    acct.refresh_from_db()
    # On PostgreSQL the claim comes first and is rolled back: nothing of it is left.
    assert acct.compaction_claimed_by == "" and acct.compaction_claimed_until is None
    assert not CompactionBatch.objects.exists() and llm.requests == []


def test_a_backing_off_or_stuck_account_waits_unless_run_by_hand(acct: Account) -> None:
    Account.objects.filter(pk=acct.pk).update(
        compaction_next_attempt_at=clock.now() + timedelta(minutes=5)
    )
    assert run(acct).outcome == "busy"
    Account.objects.filter(pk=acct.pk).update(
        compaction_next_attempt_at=None, compaction_stuck=True
    )
    assert run(acct).outcome == "busy"
    assert not CompactionBatch.objects.exists()
    assert run(acct, manual=True).outcome == "accepted"
    acct.refresh_from_db()
    assert acct.covered_through_seq == 8 and acct.compaction_claimed_by == ""


def test_an_account_that_does_not_exist_is_nothing_to_do(db: Any) -> None:
    assert compaction_run(account_id=987_654).outcome == "nothing_to_do"


def test_shadow_accounts_are_compacted(acct: Account) -> None:
    set_mode("shadow")
    assert accounts_due(now=clock.now()) == [acct.pk]
    assert run(acct).outcome == "accepted"


def test_the_scan_queues_due_accounts_by_id(
    acct: Account, django_capture_on_commit_callbacks: Any
) -> None:
    account_with("acct-quiet", filler=0, conversation=[("user", "hi", None)])
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        assert compaction_scan() == 1
    assert len(callbacks) == 1
    acct.refresh_from_db()
    assert acct.covered_through_seq == 8  # the queued run did the batch (eagerly here)
    assert acct.compaction_claimed_by == ""  # and released the lease


def test_a_held_lease_makes_a_second_run_back_off(acct: Account, llm: FakeLLM) -> None:
    now = clock.now()
    assert compaction_claim(account_id=acct.pk, worker="w1", now=now, manual=False)
    assert not compaction_claim(account_id=acct.pk, worker="w2", now=now, manual=True)
    assert run(acct, manual=True).outcome == "busy"
    assert llm.requests == []
    # An expired lease (a killed worker) is taken over.
    later = now + timedelta(seconds=settings.MEMORY_COMPACTION_LEASE_SECONDS + 1)
    assert compaction_claim(account_id=acct.pk, worker="w2", now=later, manual=False)


class ChangesTheSummaryMeanwhile:
    """A model during whose call a forget rewrites the summary (same DB connection)."""

    name = "meanwhile"
    offline = False

    def __init__(self, account: Account) -> None:
        self.account = account

    def complete(self, messages: Any) -> ModelReply:
        Account.objects.filter(pk=self.account.pk).update(summary="", summary_version=7)
        return ModelReply(reply("The user sent money to Tobi."), "meanwhile", 1, 1)


def test_a_summary_changed_during_the_call_is_never_overwritten(acct: Account) -> None:
    result = run(acct, client=ChangesTheSummaryMeanwhile(acct))
    acct.refresh_from_db()
    assert result.outcome == "stale"
    assert acct.summary == "" and acct.summary_version == 7
    assert acct.covered_through_seq is None
    assert CompactionBatch.objects.get().status == "stale"
    assert not SummaryVersion.objects.exists()


def test_a_batch_left_running_by_a_lost_worker_is_closed_and_done_again(acct: Account) -> None:
    CompactionBatch.objects.create(account=acct, from_seq=1, to_seq=8, worker="dead:1")
    Account.objects.filter(pk=acct.pk).update(
        compaction_claimed_by="dead:1",
        compaction_claimed_until=clock.now() - timedelta(seconds=1),
    )
    assert run(acct).outcome == "accepted"
    statuses = dict(CompactionBatch.objects.values_list("worker", "status"))
    assert statuses["dead:1"] == "failed"
    acct.refresh_from_db()
    assert acct.summary_version == 1


def test_proposed_facts_go_through_the_facts_contract(acct: Account, llm: FakeLLM) -> None:
    fact = {
        "key": "sister",
        "kind": "relationship",
        "note": "Has a sister",
        "evidence": "x",
        "confidence": 0.9,
    }
    llm.script = [reply("The user sent money to Tobi.", [fact])]
    assert run(acct).outcome == "accepted"
    proposal = FactProposal.objects.get()
    assert proposal.key == "sister" and proposal.batch_id == CompactionBatch.objects.get().pk


def test_messages_mentioning_a_forgotten_word_are_never_shown(acct: Account, llm: FakeLLM) -> None:
    from accounts.forgotten import hmac_secret
    from accounts.models import ForgetRequest, ForgottenWord
    from memoryadmin.engine.forgetting import digest

    acct.refresh_from_db()
    req = ForgetRequest.objects.create(
        account=acct, key_id="k1", deadline=clock.now(), forget_seq=acct.last_seq
    )
    ForgottenWord.objects.create(
        account=acct, request=req, digest=digest("tobi", hmac_secret()), key_id="k1"
    )
    llm.default = copy_everything
    assert run(acct).outcome == "accepted"
    assert "tobi" not in llm.prompts_text().lower()
    acct.refresh_from_db()
    assert "tobi" not in (acct.summary or "").lower()
    assert acct.covered_through_seq == 8  # covered all the same: they drop out of memory
    for attempt in CompactionAttempt.objects.all():
        assert "tobi" not in str(attempt.prompt).lower()


def test_a_word_said_again_after_its_forget_is_new_information(acct: Account, llm: FakeLLM) -> None:
    from accounts.forgotten import hmac_secret
    from accounts.models import ForgetRequest, ForgottenWord
    from memoryadmin.engine.forgetting import digest

    # Forgotten before any message was recorded: every mention in the batch is newer.
    req = ForgetRequest.objects.create(account=acct, key_id="k1", deadline=clock.now())
    ForgottenWord.objects.create(
        account=acct, request=req, digest=digest("tobi", hmac_secret()), key_id="k1"
    )
    llm.default = copy_everything
    assert run(acct).outcome == "accepted"
    assert "tobi" in llm.prompts_text().lower()


def test_the_message_log_is_never_touched(acct: Account, llm: FakeLLM) -> None:
    before = list(Message.objects.values_list("seq", "content"))
    llm.script = [reply("x y"), reply("The user sent money.")]
    run(acct)
    assert list(Message.objects.values_list("seq", "content")) == before


def test_the_scan_costs_the_same_queries_for_few_or_many_accounts(
    acct: Account, django_capture_on_commit_callbacks: Any, settings: Any
) -> None:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    # Read the rollout row every time: a one-second cache that expires between the two
    # scans on a busy machine would count one query more for one of them.
    settings.MEMORY_ROLLOUT_CACHE_SECONDS = 0
    counts = []
    for n in (1, 6):
        for i in range(n):
            account_with(f"scan-{n}-{i}", filler=FILLER)
        with CaptureQueriesContext(connection) as ctx:
            ids = accounts_due(now=clock.now())
        counts.append(len(ctx.captured_queries))
        assert len(ids) == Account.objects.filter(covered_through_seq__isnull=True).count()
    assert counts[0] == counts[1]


class Broken:
    """A model client with a bug in it: not a provider error, a crash."""

    name = "broken"
    offline = False

    def complete(self, messages: Any) -> ModelReply:
        raise RuntimeError("a bug, not a provider error")


def test_a_crash_mid_run_writes_nothing_and_frees_the_account(acct: Account) -> None:
    with pytest.raises(RuntimeError):
        run(acct, client=Broken())
    acct.refresh_from_db()
    assert acct.covered_through_seq is None and acct.summary is None
    assert acct.summary_version == 0 and acct.compaction_claimed_by == ""
    batch = CompactionBatch.objects.get()
    assert batch.status == "failed" and "RuntimeError" in batch.error
    assert run(acct).outcome == "accepted"  # nothing lost: the batch is simply done again


def test_waiting_without_progress_past_the_threshold_is_stuck_too(
    acct: Account, settings: Any
) -> None:
    settings.MEMORY_COMPACTION_STUCK_AFTER_SECONDS = 3600
    now = clock.now()
    Account.objects.filter(pk=acct.pk).update(created_at=now - timedelta(hours=2))
    assert list(stuck_accounts(now=now)) == [acct]
    assert run(acct).outcome == "accepted"  # progress clears it
    assert list(stuck_accounts(now=now + timedelta(minutes=30))) == []
    # Progress long ago, with messages waiting again, is stuck once more.
    account_with("acct-1", filler=FILLER + 6)  # more chat: the earlier filler ages out
    later = now + timedelta(hours=2)
    assert list(stuck_accounts(now=later)) == [acct]


@pytest.mark.parametrize(
    ("mode", "scope", "allowlisted", "override", "due"),
    [
        ("enabled", "everyone", False, None, True),
        ("enabled", "everyone", False, "bogus", True),  # ignored off the allowlist
        ("enabled", "allowlist", False, None, False),
        ("enabled", "allowlist", True, None, True),
        ("disabled", "allowlist", True, "shadow", True),
        ("enabled", "everyone", True, "disabled", False),
        ("enabled", "everyone", True, "bogus", False),  # unrecognised: disabled
        ("shadow", "allowlist", True, "", False),  # unrecognised: disabled
    ],
)
def test_the_scan_agrees_with_rollout_resolution(
    acct: Account, mode: str, scope: str, allowlisted: bool, override: str | None, due: bool
) -> None:
    from accounts.models import RolloutSetting

    s = RolloutSetting.current()
    s.mode, s.scope = mode, scope
    s.save()
    Account.objects.filter(pk=acct.pk).update(allowlisted=allowlisted, rollout_mode=override)
    acct.refresh_from_db()
    active = rollout_resolve(account=acct).mode.value in {"shadow", "enabled"}
    assert active == due
    assert (accounts_due(now=clock.now()) == [acct.pk]) == due
