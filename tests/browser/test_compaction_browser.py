"""Compaction and the Overview in a real browser, at 1440x900 and 390x844.

A batch with several attempts reads as one timeline; a retry shows its new
attempt and the truth about it without a reload; a bulk skip empties "Failures
by error"; counting 0 matches keeps the form; the Overview's charts render.
No page scrolls sideways.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from accounts import clock
from accounts.compaction.run import compaction_run
from accounts.models import Account, CompactionAttempt, CompactionBatch
from tests.accounts.compaction_support import account_with, set_mode
from tests.browser.conftest import (
    PHONE,
    SIZES,
    no_sideways_scroll,
    retry_stuck_batch,
    sign_in,
    wait_for,
)
from tests.fakellm import Error, FakeLLM

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def world(settings: Any, people: Any) -> dict[str, Account]:
    settings.MEMORY_WINDOW_TOKENS = 60
    settings.MEMORY_COMPACTION_MAX_FAILURES = 3
    set_mode("enabled")
    out = {name: account_with(name, filler=3) for name in ("tl-1", "stuck-a", "stuck-b")}
    with FakeLLM() as llm:
        settings.MEMORY_LLM = llm.settings()
        for name, runs in (("tl-1", 3), ("stuck-a", 3), ("stuck-b", 3)):
            for _ in range(runs):
                llm.script = [Error(503, "overloaded")]
                compaction_run(account_id=out[name].pk, manual=True)
    # From here the offline compactor answers (a retry in the browser succeeds).
    settings.MEMORY_LLM = {**settings.MEMORY_LLM, "base_url": ""}
    for a in out.values():
        a.refresh_from_db()
    assert out["stuck-a"].compaction_stuck and out["stuck-b"].compaction_stuck
    return out


@pytest.mark.parametrize("size", SIZES)
def test_a_batch_is_one_timeline_and_a_retry_adds_its_attempt_without_reload(
    browser: Any, live_server: Any, world: dict[str, Account], shot: Any, size: tuple[int, int]
) -> None:
    path = "/compaction/a/tl-1/"
    page = sign_in(browser, live_server, size=size, path=path)
    assert page.locator("article.batch").count() == 1
    # Three identical failures are one step, "failed ×3" (issue 27: they were three).
    assert page.locator("article.batch ol.timeline > li.o-failed[data-repeats='3']").count() == 1
    assert "3 attempts in 3 runs" in page.locator("article.batch header").inner_text()
    no_sideways_scroll(page, "main")
    shot(page, f"compaction-timeline-{size[0]}")

    page.evaluate("window.__stay = 1")  # survives only if nothing reloads the page
    retry_stuck_batch(page)
    assert page.locator("article.batch").count() == 1  # the same batch, one step longer
    assert page.locator("ol.timeline > li.o-accepted").count() == 1
    assert page.locator("ol.timeline > li").count() == 2
    # Newest first: the retry's step is at the top, above the folded failures.
    assert "o-accepted" in page.locator("ol.timeline > li").first.get_attribute("class")
    assert page.locator("ol.timeline > li").first.is_visible()
    assert page.evaluate("window.__stay") == 1
    no_sideways_scroll(page, "main")
    shot(page, f"compaction-retried-{size[0]}")
    page.context.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_bulk_skip_empties_failures_by_error_and_a_zero_count_keeps_the_form(
    browser: Any, live_server: Any, world: dict[str, Account], shot: Any, size: tuple[int, int]
) -> None:
    page = sign_in(browser, live_server, size=size, path="/compaction/")
    failures = page.locator("#failures")
    assert "InternalServerError" in failures.inner_text()
    # Three accounts stuck on the same error: tl-1, stuck-a, stuck-b.
    assert failures.locator("td.num").inner_text() == "3"
    no_sideways_scroll(page, "main")
    shot(page, f"compaction-stuck-{size[0]}")
    page.evaluate("window.__stay = 1")

    # Counting a filter that matches nobody says so and keeps the form usable.
    page.fill("#stuck-filter input[name=q]", "nobody")
    page.locator("#stuck-list .empty").wait_for()
    bulk = page.locator("#bulk")
    bulk.locator("select[name=action]").select_option("skip")
    bulk.locator("input[name=reason]").fill("provider outage")
    bulk.locator("button", has_text="Count the matches first").click()
    page.locator("#bulk .notice", has_text="0 accounts match; nothing to do.").wait_for()
    assert page.locator("#bulk button", has_text="Count the matches first").is_enabled()
    shot(page, f"compaction-zero-match-{size[0]}")

    # Now the real filter: the panel's count follows it (the "0 match" notice used to stay).
    page.fill("#stuck-filter input[name=q]", "stuck-")
    page.locator("#stuck-list tbody tr", has_text="stuck-b").wait_for()
    page.locator("#bulk-count .matches", has_text="2 stuck accounts match").wait_for()
    assert page.locator("#bulk .notice", has_text="0 accounts match").count() == 0
    page.locator("#bulk select[name=action]").select_option("skip")
    page.locator("#bulk input[name=reason]").fill("provider outage")
    page.locator("#bulk button", has_text="Count the matches first").click()
    page.locator("#bulk button", has_text="Yes, skip the batch of 2 accounts").click()
    page.locator("#bulk .notice", has_text="Batch skipped for 2 accounts.").wait_for()
    # The panel refreshes on the compaction-changed event: the two skipped accounts leave it.
    wait_for(page, "document.querySelector('#failures td.num').innerText === '1'")
    wait_for(page, "!document.querySelector('#stuck-list').innerText.includes('stuck-a')")
    # They are not gone without a trace: "Recently resolved" lists them, skipped.
    wait_for(page, "document.querySelector('#resolved').innerText.includes('stuck-a')")
    resolved = page.locator("#resolved li", has_text="stuck-b")
    assert "skipped" in resolved.inner_text() and "after 3 failed runs" in resolved.inner_text()
    assert page.evaluate("window.__stay") == 1
    no_sideways_scroll(page, "main")
    shot(page, f"compaction-bulk-skipped-{size[0]}")
    page.context.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_overview_charts_render(
    browser: Any, live_server: Any, world: dict[str, Account], shot: Any, size: tuple[int, int]
) -> None:
    acct = world["tl-1"]
    now = clock.now()
    for i, status in enumerate(["accepted", "rejected", "skipped", "accepted"]):
        b = CompactionBatch.objects.create(
            account=acct, from_seq=1, to_seq=2, status=status, started_at=now - timedelta(days=i)
        )
        if status != "skipped":
            CompactionAttempt.objects.create(
                batch=b, account=acct, number=1, prompt=[], model="m", outcome="accepted"
            )
    page = sign_in(browser, live_server, size=size, path="/")
    assert page.locator("svg.chart#chart-outcomes").is_visible()
    assert page.locator("svg.chart#chart-failures").is_visible()
    title = page.locator("#chart-outcomes title").first.text_content() or ""
    assert title.startswith("Compaction batches by outcome")
    no_sideways_scroll(page, "main")
    shot(page, f"overview-charts-{size[0]}")
    page.evaluate("window.__stay = 1")
    page.click("text=last 24 hours")
    page.wait_for_url("**/?span=24h")
    wait_for(
        page,
        "document.querySelector('#chart-outcomes title')?.textContent.includes('last 24 hours')",
    )
    assert page.evaluate("window.__stay") == 1
    no_sideways_scroll(page, "main")
    shot(page, f"overview-charts-24h-{size[0]}")
    page.context.close()


# The whole document, header included, fits a phone's width on every compaction page.
@pytest.mark.parametrize("path", ["/", "/compaction/", "/compaction/a/tl-1/", "/tools/"])
def test_whole_page_has_no_sideways_scroll_on_a_phone(
    browser: Any, live_server: Any, world: dict[str, Account], path: str
) -> None:
    page = sign_in(browser, live_server, size=PHONE, path=path)
    try:
        no_sideways_scroll(page)
    finally:
        page.context.close()
