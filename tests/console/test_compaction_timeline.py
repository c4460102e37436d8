"""Compaction batches as timelines, truthful notices, panels that refresh, the 0-match count."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from django.contrib.auth.models import Group
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from accounts.compaction.run import compaction_run
from accounts.compaction.selectors import batches_timeline, error_class
from accounts.models import Account, AuditEntry, CompactionBatch
from tests.accounts.compaction_support import account_with, reply, set_mode
from tests.fakellm import Error, FakeLLM

HX = {"HTTP_HX_REQUEST": "true"}


def _runs(settings: Any, account: Account, script: list[Any]) -> None:
    """Run compaction once per scripted answer group, through the real model client."""
    with FakeLLM() as llm:
        settings.MEMORY_LLM = llm.settings()
        for item in script:
            llm.script = list(item) if isinstance(item, list) else [item]
            compaction_run(account_id=account.pk, manual=True)
    settings.MEMORY_LLM = {**settings.MEMORY_LLM, "base_url": ""}  # the offline compactor


@pytest.fixture
def small_window(settings: Any) -> None:
    settings.MEMORY_WINDOW_TOKENS = 60
    settings.MEMORY_COMPACTION_MAX_FAILURES = 3
    set_mode("enabled")


def _cards(html: str) -> int:
    return html.count('class="panel batch"')


def test_five_failed_runs_on_the_same_messages_are_one_batch_with_five_attempts(
    db: Any, settings: Any, small_window: None, ops: Client
) -> None:
    acct = account_with("five-1", filler=3)
    _runs(settings, acct, [Error(503, "overloaded")] * 5)
    assert CompactionBatch.objects.filter(account=acct).count() == 5  # five runs stored

    timeline = batches_timeline(account=acct)
    assert len(timeline) == 1
    (batch,) = timeline
    assert batch.attempt_count == 5 and batch.state == "failed" and len(batch.runs) == 5
    assert [e.outcome for e in batch.entries] == ["failed"] * 5
    assert batch.entries[0].error_class == "InternalServerError"

    html = ops.get("/compaction/a/five-1/").content.decode()
    assert _cards(html) == 1
    assert 'data-attempts="5"' in html and "5 attempts in 5 runs" in html
    assert html.count(f"Messages #{batch.from_seq}–#{batch.to_seq}") == 1
    timeline_html = html[html.index('id="batches"') :]
    # Issue 27: five identical failures are one step ("failed ×5"), the newest shown, the
    # four earlier ones listed under it (they were five steps of the same text).
    assert timeline_html.count('<li class="o-failed"') == 1
    assert '<li class="o-failed" data-repeats="5">' in timeline_html
    assert "failed ×5" in timeline_html
    assert "5 identical failures in a row" in timeline_html
    assert "The 4 earlier ones" in timeline_html
    assert timeline_html.count("<strong>InternalServerError</strong>") == 1
    assert "overloaded" in timeline_html and "fake-model" in timeline_html
    assert "ms</span>" in timeline_html  # latency of each attempt


def test_a_new_batch_starts_once_coverage_moves(
    db: Any, settings: Any, small_window: None, ops: Client
) -> None:
    acct = account_with("moves-1", filler=3)
    _runs(settings, acct, [Error(503, "overloaded"), Error(503, "overloaded")])
    assert compaction_run(account_id=acct.pk, manual=True).outcome == "accepted"  # offline
    acct.refresh_from_db()
    timeline = batches_timeline(account=acct)
    assert len(timeline) == 1  # the accepted run was on the same messages
    assert timeline[0].state == "accepted"
    assert [e.outcome for e in timeline[0].entries] == ["failed", "failed", "accepted"]
    # The next batch starts after the new coverage: a card of its own, listed first.
    assert acct.covered_through_seq is not None
    CompactionBatch.objects.create(
        account=acct,
        from_seq=acct.covered_through_seq + 1,
        to_seq=acct.covered_through_seq + 4,
        base_covered_through_seq=acct.covered_through_seq,
        status="failed",
        error="The worker was lost mid-batch; nothing was written and the batch is done again.",
    )
    timeline = batches_timeline(account=acct)
    assert len(timeline) == 2 and timeline[0].from_seq > timeline[1].to_seq
    assert [e.outcome for e in timeline[0].entries] == ["lost"]
    html = ops.get("/compaction/a/moves-1/").content.decode()
    assert _cards(html) == 2 and "worker lost" in html


def test_a_refused_candidate_shows_its_text_the_rule_and_the_sentence(
    db: Any, settings: Any, small_window: None, ops: Client
) -> None:
    acct = account_with("rej-2", filler=3)
    _runs(settings, acct, [[reply("Tunde has paid."), reply("The group has five members.")]])
    (batch,) = batches_timeline(account=acct)
    assert batch.state == "rejected" and batch.attempt_count == 2
    first = batch.entries[0].attempt
    assert first is not None and first.broken_rule and first.excerpt
    html = ops.get("/compaction/a/rej-2/").content.decode()
    assert _cards(html) == 1
    assert html.count("rejected by a rule") == 2
    assert f"<code>{first.broken_rule}</code>" in html
    assert f'<mark title="The sentence the rule refused">{first.excerpt}</mark>' in html
    text = re.sub(r"<[^>]+>", "", html)  # the candidates as read, highlight aside
    assert "Tunde has paid." in text and "The group has five members." in text


def test_a_skipped_batch_reads_as_a_step_of_its_timeline(
    db: Any, settings: Any, small_window: None, ops: Client
) -> None:
    acct = account_with("skip-2", filler=3)
    _runs(settings, acct, [Error(503, "overloaded")])
    r = ops.post("/compaction/act/skip/skip-2/", {"reason": "poison batch"}, **HX)
    assert r.status_code == 200 and r["HX-Trigger"] == "compaction-changed"
    html = r.content.decode()
    assert html.strip().startswith('<div id="compaction">')  # state and timeline together
    (batch,) = batches_timeline(account=acct)
    assert [e.outcome for e in batch.entries] == ["failed", "skipped"]
    assert "skipped by an operator" in html and "“poison batch”" in html


def test_the_timeline_costs_fixed_queries(
    db: Any, settings: Any, small_window: None, ops: Client
) -> None:
    few = account_with("few-1", filler=3)
    many = account_with("many-1", filler=3)
    _runs(settings, few, [Error(503, "x")])
    _runs(settings, many, [Error(503, "x")] * 2 + [[reply("Tunde has paid."), reply("ok.")]])

    def count(external_id: str) -> int:
        with CaptureQueriesContext(connection) as ctx:
            assert ops.get(f"/compaction/a/{external_id}/", **HX).status_code == 200
        return len(ctx.captured_queries)

    assert count("few-1") == count("many-1")


def test_empty_states_say_what_they_mean(db: Any, ops: Client) -> None:
    account_with("quiet-1")
    html = ops.get("/compaction/a/quiet-1/").content.decode()
    assert "No batch has run for this account yet" in html
    html = ops.get("/compaction/").content.decode()
    assert "No account is stuck" in html and "No stuck account:" in html
    html = ops.get("/compaction/?q=nobody").content.decode()
    assert "No stuck account matches this filter." in html


def test_error_class() -> None:
    assert error_class("InternalServerError: Error code: 503 - {}") == "InternalServerError"
    assert error_class("APITimeoutError: Request timed out.") == "APITimeoutError"
    assert error_class("The provider answered with no choices.") == (
        "The provider answered with no choices."
    )


# --- the stuck screen: bulk actions and the panels they change -----------------------------


@pytest.fixture
def two_stuck(db: Any, settings: Any, small_window: None) -> list[Account]:
    settings.MEMORY_COMPACTION_MAX_FAILURES = 1
    out = []
    for name in ("bulk-1", "bulk-2"):
        acct = account_with(name, filler=3)
        _runs(settings, acct, [Error(503, "overloaded")])
        acct.refresh_from_db()
        assert acct.compaction_stuck
        out.append(acct)
    return out


def test_counting_a_bulk_action_that_matches_nothing_keeps_the_form(
    two_stuck: list[Account], ops: Client
) -> None:
    r = ops.post("/compaction/bulk/", {"action": "skip", "q": "nobody", "reason": "tidy up"}, **HX)
    assert r.status_code == 200
    html = r.content.decode()
    assert "0 accounts match; nothing to do." in html
    assert "Count the matches first" in html and 'name="reason"' in html  # still usable
    assert "Yes, skip" not in html
    assert not AuditEntry.objects.filter(action="compaction.skip").exists()


def test_a_bulk_skip_clears_the_failures_panel_through_its_event(
    two_stuck: list[Account], ops: Client
) -> None:
    panel = ops.get("/compaction/failures/", **HX).content.decode()
    assert panel.strip().startswith('<section class="panel" id="failures"')
    assert "InternalServerError" in panel and 'hx-trigger="compaction-changed from:body"' in panel
    page = ops.get("/compaction/").content.decode()
    assert 'id="failures" hx-get="/compaction/failures/"' in page

    data = {"action": "skip", "q": "bulk-", "reason": "provider outage", "error": ""}
    r = ops.post("/compaction/bulk/", data, **HX)
    assert "2</strong> accounts match" in r.content.decode()
    r = ops.post("/compaction/bulk/", {**data, "expected": 2}, **HX)
    assert r.status_code == 200 and r["HX-Trigger"] == "compaction-changed"
    assert "Batch skipped for 2 accounts." in r.content.decode()
    # Memory was lost: a warning that says so (issue 27), not a green success.
    assert '<p class="notice warn" role="status">Batch skipped for 2 accounts. Their waiting' in (
        r.content.decode()
    )
    panel = ops.get("/compaction/failures/", **HX).content.decode()
    assert "InternalServerError" not in panel and "No account is stuck" in panel


def test_the_failures_panel_needs_a_role(
    two_stuck: list[Account], client_for: Callable[[str], Client]
) -> None:
    assert client_for("viewer").get("/compaction/failures/", **HX).status_code == 200
    assert client_for("outsider").get("/compaction/failures/", **HX).status_code == 403


def test_the_stuck_list_filters_by_error_class(two_stuck: list[Account], ops: Client) -> None:
    html = ops.get("/compaction/?error_class=InternalServerError", **HX).content.decode()
    assert "bulk-1" in html and "bulk-2" in html
    html = ops.get("/compaction/?error_class=APITimeoutError", **HX).content.decode()
    assert "bulk-1" not in html and "No stuck account matches this filter." in html


# --- retry: the notice says what happened ----------------------------------------------------


@pytest.fixture
def live_ops(transactional_db: Any, settings: Any) -> Client:
    """Signed in, with commits real: a retry runs when its transaction commits (eager tasks)."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    for role in ("ops", "support", "reviewer", "viewer"):
        Group.objects.get_or_create(name=role)
    from tests.personas import make_user

    c = Client()
    c.force_login(make_user("olu_ops_live", "ops"))
    return c


@pytest.mark.django_db(transaction=True)
def test_a_retry_that_ran_says_applied_and_shows_the_new_attempt(
    live_ops: Client, settings: Any, small_window: None
) -> None:
    assert settings.CELERY_TASK_ALWAYS_EAGER
    acct = account_with("retry-1", filler=3)
    _runs(settings, acct, [Error(503, "overloaded")])
    r = live_ops.post("/compaction/act/retry/retry-1/", {"reason": "provider is back"}, **HX)
    assert r.status_code == 200
    html = r.content.decode()
    assert "Retried: applied." in html and "Retry queued" not in html
    (batch,) = batches_timeline(account=acct)
    assert [e.outcome for e in batch.entries] == ["failed", "accepted"]
    timeline = html[html.index('id="batches"') :]
    assert '<li class="o-accepted">' in timeline and '<li class="o-failed">' in timeline


@pytest.mark.django_db(transaction=True)
def test_a_retry_that_failed_says_so(live_ops: Client, settings: Any, small_window: None) -> None:
    acct = account_with("retry-2", filler=3)
    _runs(settings, acct, [Error(503, "overloaded")])
    with FakeLLM() as llm:
        settings.MEMORY_LLM = llm.settings()
        llm.script = [Error(503, "still overloaded")]
        r = live_ops.post("/compaction/act/retry/retry-2/", {"reason": "try again"}, **HX)
    html = r.content.decode()
    assert "Retry failed: InternalServerError" in html and "Retry queued" not in html
    assert 'class="notice danger"' in html
    assert html[html.index('id="batches"') :].count('<li class="o-failed">') == 2


@pytest.mark.django_db(transaction=True)
def test_a_retry_a_rule_rejected_warns_that_memory_was_lost(
    live_ops: Client, settings: Any, small_window: None
) -> None:
    """A rejected retry moves coverage on as a skip does: it is a warning with the skip's
    memory-loss wording, not a green "the summary stayed"; and the Retry form says so first."""
    acct = account_with("retry-3", filler=3)
    _runs(settings, acct, [Error(503, "overloaded")])
    page = live_ops.get("/compaction/a/retry-3/").content.decode()
    start = page.index("<h3>Retry now</h3>")
    retry_form = page[start : page.index("</form>", start)]
    assert "If a rule rejects the new summary" in retry_form
    assert "those messages drop out of memory" in retry_form
    with FakeLLM() as llm:
        settings.MEMORY_LLM = llm.settings()
        llm.script = [reply("Tunde has paid."), reply("The group has five members.")]
        r = live_ops.post("/compaction/act/retry/retry-3/", {"reason": "try again"}, **HX)
    html = r.content.decode()
    notice = re.search(r'<p class="notice([^"]*)" role="(\w+)">([^<]*)</p>', html)
    assert notice, html[:2000]
    assert notice.group(1) == " warn" and notice.group(2) == "alert"
    assert notice.group(3).startswith("Retried: rejected (")
    assert "those messages dropped out of memory" in notice.group(3)
    acct.refresh_from_db()
    assert acct.covered_through_seq is not None  # coverage did move past the batch


@pytest.mark.django_db(transaction=True)
def test_a_skip_without_javascript_is_a_warning_message(
    live_ops: Client, settings: Any, small_window: None
) -> None:
    """After a post without htmx the redirect's message carries the level too."""
    acct = account_with("skip-nojs", filler=3)
    _runs(settings, acct, [Error(503, "overloaded")])
    r = live_ops.post("/compaction/act/skip/skip-nojs/", {"reason": "poison"}, follow=True)
    html = r.content.decode()
    assert '<li class="warning">Skipped messages' in html, html[:3000]


# --- issue 27: newest first, recently resolved, a live match count --------------------------


@pytest.mark.django_db(transaction=True)
def test_steps_are_newest_first_and_a_fixed_account_is_recently_resolved(
    live_ops: Client, settings: Any, small_window: None
) -> None:
    acct = account_with("fixed-1", filler=3)
    _runs(settings, acct, [Error(503, "overloaded")] * 3)
    page = live_ops.get("/compaction/").content.decode()
    assert "fixed-1" in page[page.index('id="stuck-list"') :]
    assert "No account got past a failure" in page
    live_ops.post("/compaction/act/retry/fixed-1/", {"reason": "provider is back"}, **HX)

    html = live_ops.get("/compaction/a/fixed-1/").content.decode()
    steps = re.findall(r'<li class="o-(\w+)"', html[html.index('id="batches"') :])
    assert steps == ["accepted", "failed"]  # newest first; the three failures are one step

    page = live_ops.get("/compaction/").content.decode()
    stuck = page[page.index('id="stuck-list"') : page.index('id="resolved"')]
    assert "fixed-1" not in stuck
    resolved = live_ops.get("/compaction/?part=resolved", **HX).content.decode()
    assert resolved.lstrip().startswith('<section class="panel" id="resolved"')
    assert "fixed-1" in resolved and "after 3 failed runs" in resolved and "applied" in resolved


def test_the_bulk_panel_counts_what_the_filter_matches(
    db: Any, settings: Any, small_window: None, ops: Client
) -> None:
    for name in ("cnt-1", "cnt-2", "other-1"):
        a = account_with(name, filler=3)
        Account.objects.filter(pk=a.pk).update(
            compaction_stuck=True, compaction_failures=5, compaction_last_error="APITimeoutError"
        )
    page = ops.get("/compaction/?q=cnt-").content.decode()
    bulk = page[page.index('id="bulk"') :]
    assert "<strong>2</strong> stuck accounts match the filter now." in bulk
    # The filter changes: the panel's count follows (it used to keep a stale "0 match").
    r = ops.get("/compaction/?part=count&q=nobody", **HX)
    assert r.content.decode().lstrip().startswith('<div id="bulk-count"')
    assert "<strong>0</strong> stuck accounts match" in r.content.decode()
    r = ops.get("/compaction/?part=count&q=", **HX)
    assert "<strong>3</strong> stuck accounts match" in r.content.decode()
    # Counting a bulk action says the filter's count, not every stuck account's.
    data = {"action": "retry", "q": "cnt-", "reason": "provider is back"}
    html = ops.post("/compaction/bulk/", data, **HX).content.decode()
    assert "<strong>2</strong> accounts match" in html
