"""The compaction screens: stuck accounts, rejected-summary review, the rule lab."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.test import Client

from accounts.compaction.config import stuck_definition
from accounts.compaction.run import compaction_run
from accounts.models import (
    Account,
    AuditEntry,
    CompactionAttempt,
    CompactionBatch,
    RegressionCase,
    SummaryVersion,
)
from accounts.review.selectors import review_queues
from tests.accounts.compaction_support import account_with, reply, set_mode
from tests.fakellm import Error, FakeLLM

HX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def world(db: Any, settings: Any) -> dict[str, Account]:
    """One stuck account (repeated failures) and one with a rejected candidate."""
    settings.MEMORY_WINDOW_TOKENS = 60
    settings.MEMORY_COMPACTION_MAX_FAILURES = 2
    set_mode("enabled")
    stuck = account_with("stuck-1", filler=3)
    rejected = account_with("rej-1", filler=3)
    with FakeLLM() as llm:
        settings.MEMORY_LLM = llm.settings()
        llm.script = [Error(503, "overloaded"), Error(503, "overloaded")]
        compaction_run(account_id=stuck.pk, manual=True)
        compaction_run(account_id=stuck.pk, manual=True)
        llm.script = [reply("Tunde has paid."), reply("The group has five members.")]
        compaction_run(account_id=rejected.pk, manual=True)
    settings.MEMORY_LLM = {**settings.MEMORY_LLM, "base_url": ""}
    stuck.refresh_from_db()
    assert stuck.compaction_stuck
    return {"stuck": stuck, "rejected": rejected}


def _more_stuck(n: int) -> None:
    for i in range(n):
        a = account_with(f"more-{i}", filler=3)
        Account.objects.filter(pk=a.pk).update(
            compaction_stuck=True, compaction_failures=5, compaction_last_error="APITimeoutError"
        )


# --- stuck screen ---------------------------------------------------------------------


@pytest.mark.parametrize("persona", ["ops", "support", "reviewer", "viewer"])
def test_every_role_reads_the_stuck_screen_with_its_definition(
    world: Any, client_for: Callable[[str], Client], persona: str
) -> None:
    r = client_for(persona).get("/compaction/")
    assert r.status_code == 200
    html = r.content.decode()
    assert "What “stuck” means" in html and stuck_definition() in html
    assert "stuck-1" in html and "rej-1" not in html
    assert "InternalServerError" in html  # failures grouped by error
    assert "offline" in html  # the offline compactor is labelled
    assert ("Count the matches first" in html) == (persona == "ops")


def test_outsiders_are_refused(world: Any, client_for: Callable[[str], Client]) -> None:
    assert client_for("outsider").get("/compaction/").status_code == 403
    assert client_for("anonymous").get("/compaction/").status_code == 302


def test_the_stuck_list_costs_fixed_queries(
    world: Any, ops: Client, django_assert_max_num_queries: Any
) -> None:
    _more_stuck(6)
    counts = []
    for per_page in (2, 7):
        from django.db import connection
        from django.test.utils import CaptureQueriesContext

        with CaptureQueriesContext(connection) as ctx:
            r = ops.get(f"/compaction/?per_page={per_page}", **HX)
        assert r.status_code == 200
        counts.append(len(ctx.captured_queries))
    assert counts[0] == counts[1]


def test_the_account_timeline_shows_each_attempt(world: Any, ops: Client) -> None:
    r = ops.get("/compaction/a/stuck-1/")
    html = r.content.decode()
    assert r.status_code == 200
    assert html.count("InternalServerError") >= 2 and "fake-model" in html
    assert "Retry now" in html and "drop out of memory" in html


def test_retry_now_needs_ops_and_a_reason_and_is_audited(
    world: Any, client_for: Callable[[str], Client], django_capture_on_commit_callbacks: Any
) -> None:
    stuck = world["stuck"]
    url = "/compaction/act/retry/stuck-1/"
    assert client_for("reviewer").post(url, {"reason": "x"}).status_code == 403
    ops = client_for("ops")
    r = ops.post(url, {"reason": " "}, **HX)
    assert r.status_code == 422
    stuck.refresh_from_db()
    assert stuck.compaction_stuck and not AuditEntry.objects.filter(action="compaction.retry")
    with django_capture_on_commit_callbacks(execute=True):
        r = ops.post(url, {"reason": "provider is back"}, **HX)
    assert r.status_code == 200
    stuck.refresh_from_db()
    # Retried: the offline compactor ran the batch at once (tasks run eagerly here).
    assert not stuck.compaction_stuck and stuck.covered_through_seq == 8
    entry = AuditEntry.objects.get(action="compaction.retry")
    assert entry.before["stuck"] is True and entry.after["stuck"] is False
    assert entry.reason == "provider is back" and entry.target == "stuck-1"


def test_skip_moves_coverage_keeps_the_summary_and_says_so(world: Any, ops: Client) -> None:
    stuck = world["stuck"]
    Account.objects.filter(pk=stuck.pk).update(summary="Kept summary.")
    r = ops.post("/compaction/act/skip/stuck-1/", {"reason": "poison batch"}, **HX)
    assert r.status_code == 200
    assert "dropped out of memory" in r.content.decode()
    stuck.refresh_from_db()
    assert stuck.covered_through_seq == 8 and stuck.summary == "Kept summary."
    assert not stuck.compaction_stuck
    assert CompactionBatch.objects.filter(account=stuck, status="skipped").count() == 1
    assert SummaryVersion.objects.get(account=stuck, source="skip").text == "Kept summary."
    assert AuditEntry.objects.get(action="compaction.skip").reason == "poison batch"
    # Nothing left to skip: refused, nothing changes.
    r = ops.post("/compaction/act/skip/stuck-1/", {"reason": "again"}, **HX)
    assert r.status_code == 422
    assert AuditEntry.objects.filter(action="compaction.skip").count() == 1


def test_bulk_shows_the_count_first_then_acts_on_every_match(world: Any, ops: Client) -> None:
    _more_stuck(3)
    data = {
        "action": "skip",
        "error": "APITimeoutError",
        "q": "",
        "reason": "timeouts were a bad deploy",
    }
    r = ops.post("/compaction/bulk/", data, **HX)
    html = r.content.decode()
    assert r.status_code == 200 and "<strong>3</strong> accounts match" in html
    assert "drop out of memory" in html
    assert not AuditEntry.objects.exists()  # nothing happened yet
    r = ops.post("/compaction/bulk/", {**data, "expected": 3}, **HX)
    assert r.status_code == 200 and "Batch skipped for 3 accounts" in r.content.decode()
    assert AuditEntry.objects.filter(action="compaction.skip").count() == 3
    assert (
        Account.objects.filter(external_id__startswith="more-", covered_through_seq=8).count() == 3
    )
    world["stuck"].refresh_from_db()
    assert world["stuck"].compaction_stuck  # a different error: not matched, not touched


def test_bulk_with_a_stale_count_asks_again(world: Any, ops: Client) -> None:
    _more_stuck(2)
    data = {"action": "retry", "error": "", "q": "", "reason": "r", "expected": 1}
    r = ops.post("/compaction/bulk/", data, **HX)
    assert "<strong>3</strong> accounts match" in r.content.decode()
    assert not AuditEntry.objects.exists()


def test_bulk_needs_ops(world: Any, client_for: Callable[[str], Client]) -> None:
    r = client_for("viewer").post("/compaction/bulk/", {"action": "retry", "reason": "r"})
    assert r.status_code == 403


# --- review ---------------------------------------------------------------------------


def test_review_queues_by_rule_with_counts(world: Any, client_for: Callable[[str], Client]) -> None:
    r = client_for("reviewer").get("/review/")
    html = r.content.decode()
    assert r.status_code == 200
    assert "no_payment_status" in html and "no_member_count" in html
    assert "<mark>has paid</mark>" in html
    queues = {q["rule"]: q for q in review_queues()}
    assert queues["no_payment_status"]["n"] == 1 and queues["no_member_count"]["n"] == 1


def test_a_review_item_shows_what_the_compactor_saw_and_the_retry(
    world: Any, client_for: Callable[[str], Client]
) -> None:
    first = CompactionAttempt.objects.get(account=world["rejected"], number=1)
    r = client_for("reviewer").get(f"/review/{first.pk}/")
    html = r.content.decode()
    assert r.status_code == 200
    assert "placeholder for a live reply" in html and "What is my balance please?" in html
    assert "987,654" not in html  # the live value was never shown, so it is nowhere
    assert "Tunde <mark>has paid</mark>." in html
    assert "The retry (attempt 2)" in html and "The group has five members." in html
    assert 'data-key="c"' in html and 'data-key="f"' in html


def test_verdicts_give_each_rule_a_precision(
    world: Any, client_for: Callable[[str], Client]
) -> None:
    reviewer = client_for("reviewer")
    a1, a2 = CompactionAttempt.objects.filter(account=world["rejected"]).order_by("number")
    assert (
        client_for("ops")
        .post(f"/review/{a1.pk}/verdict/", {"verdict": "correct", "reason": "r"})
        .status_code
        == 403
    )
    r = reviewer.post(
        f"/review/{a1.pk}/verdict/", {"verdict": "correct", "reason": "status claim"}, **HX
    )
    assert r.status_code == 200
    r = reviewer.post(
        f"/review/{a2.pk}/verdict/", {"verdict": "false_positive", "reason": "hm"}, **HX
    )
    a1.refresh_from_db()
    assert a1.verdict == "correct" and a1.verdict_by == "remi_reviewer"
    queues = {q["rule"]: q for q in review_queues()}
    assert queues["no_payment_status"]["precision"] == 1.0
    assert queues["no_member_count"]["precision"] == 0.0
    assert "100%" in reviewer.get("/review/").content.decode()
    assert AuditEntry.objects.filter(action="review.verdict").count() == 2
    # Bad input changes nothing.
    r = reviewer.post(f"/review/{a1.pk}/verdict/", {"verdict": "maybe", "reason": "r"}, **HX)
    assert r.status_code == 422
    a1.refresh_from_db()
    assert a1.verdict == "correct"


def test_keep_as_regression_case(world: Any, client_for: Callable[[str], Client]) -> None:
    a1 = CompactionAttempt.objects.get(account=world["rejected"], number=1)
    reviewer = client_for("reviewer")
    page = reviewer.get(f"/review/{a1.pk}/").content.decode()
    assert "Tunde has paid." in page  # the offending sentence is offered as the case
    r = reviewer.post(
        f"/review/{a1.pk}/keep/",
        {"text": "Tunde has paid.", "expect": "reject", "reason": "field sentence"},
        **HX,
    )
    assert r.status_code == 200
    case = RegressionCase.objects.get()
    assert (case.text, case.expect, case.rule, case.attempt_id) == (
        "Tunde has paid.",
        "reject",
        "no_payment_status",
        a1.pk,
    )
    assert AuditEntry.objects.filter(action="review.keep_case").exists()
    r = reviewer.post(
        f"/review/{a1.pk}/keep/", {"text": "", "expect": "reject", "reason": "x"}, **HX
    )
    assert r.status_code == 422 and RegressionCase.objects.count() == 1


def test_accepted_sample_and_marking_a_miss(
    world: Any, client_for: Callable[[str], Client]
) -> None:
    compaction_run(account_id=world["stuck"].pk, manual=True)  # offline: accepted
    accepted = CompactionAttempt.objects.get(outcome="accepted")
    reviewer = client_for("reviewer")
    html = reviewer.get("/review/accepted/").content.decode()
    assert "offline" in html and f"/review/{accepted.pk}/" in html
    r = reviewer.post(f"/review/{accepted.pk}/verdict/", {"verdict": "missed", "reason": "r"}, **HX)
    assert r.status_code == 200
    accepted.refresh_from_db()
    assert accepted.verdict == "missed"


def test_review_list_costs_fixed_queries(world: Any, client_for: Callable[[str], Client]) -> None:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    reviewer = client_for("reviewer")
    counts = []
    for per_page in (1, 3):
        with CaptureQueriesContext(connection) as ctx:
            assert reviewer.get(f"/review/?state=all&per_page={per_page}", **HX).status_code == 200
        counts.append(len(ctx.captured_queries))
    assert counts[0] == counts[1]


# --- rule lab ---------------------------------------------------------------------------


def test_the_rule_lab_checks_text_live(db: Any, client_for: Callable[[str], Client]) -> None:
    viewer = client_for("viewer")
    r = viewer.post("/rules/lab/", {"text": "2 of 3 members have paid."}, **HX)
    html = r.content.decode()
    assert r.status_code == 200 and "Rejected: 2 rules broken" in html
    assert "<mark>2 of 3</mark>" in html and "<mark>have paid</mark>" in html
    r = viewer.get("/rules/lab/?text=The+user+has+verified+his+BVN.")
    assert "Passes every rule." in r.content.decode()
    r = viewer.post("/rules/lab/", {"text": "x" * 20001}, **HX)
    assert r.status_code == 422


def test_the_review_list_searches_on_the_server(
    world: Any, client_for: Callable[[str], Client]
) -> None:
    reviewer = client_for("reviewer")
    html = reviewer.get("/review/?state=all&q=five+members", **HX).content.decode()
    assert "<mark>five members</mark>" in html and "has paid" not in html
    html = reviewer.get("/review/?state=all&q=nobody-has-this", **HX).content.decode()
    assert "No item matches “nobody-has-this”" in html


def test_a_failed_attempt_offers_no_verdict(
    world: Any, client_for: Callable[[str], Client]
) -> None:
    failed = CompactionAttempt.objects.filter(outcome="failed").first()
    assert failed is not None
    reviewer = client_for("reviewer")
    html = reviewer.get(f"/review/{failed.pk}/").content.decode()
    assert "no candidate to judge" in html and 'data-key="c"' not in html
    r = reviewer.post(f"/review/{failed.pk}/verdict/", {"verdict": "correct", "reason": "r"}, **HX)
    assert r.status_code == 422
    failed.refresh_from_db()
    assert failed.verdict == ""


def test_retry_is_only_offered_when_there_is_something_to_retry(world: Any, ops: Client) -> None:
    rejected = world["rejected"]  # its batch was rejected: coverage moved, nothing waits
    html = ops.get(f"/compaction/a/{rejected.external_id}/").content.decode()
    assert "Nothing to retry or skip" in html and "Retry now</button>" not in html
    r = ops.post(f"/compaction/act/retry/{rejected.external_id}/", {"reason": "r"}, **HX)
    assert r.status_code == 422
    assert not AuditEntry.objects.filter(action="compaction.retry").exists()
