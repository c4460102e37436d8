"""Each persona's day in the console at a phone's size, through clicks only (issue 14,
"Done when"): a viewer, an ops user, a support user and a reviewer each finish their
tasks with no reload (``window.__stay`` survives every in-page action), no dead end,
no JavaScript error and no failed request.

One page is opened by address (the first); every later page is reached by a click.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from accounts.compaction.run import compaction_run
from accounts.models import Account, Fact, ForgetRequest, ShadowRecord
from memoryadmin.engine import shadow
from tests.accounts.compaction_support import account_with, set_mode
from tests.accounts.forget_helpers import haunted_account
from tests.browser.conftest import (
    PHONE,
    file_forget,
    no_sideways_scroll,
    retry_stuck_batch,
    sign_in,
    wait_for,
)
from tests.browser.test_every_page import Watch
from tests.browser.test_hub_browser import turns
from tests.console.test_forget_review_flow import rejected_attempts
from tests.fakellm import Error, FakeLLM

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def start(browser: Any, live_server: Any, username: str) -> tuple[Any, Watch]:
    """Signed in at phone size on the Overview, watched for errors and failed requests."""
    page = sign_in(browser, live_server, username, PHONE)
    watch = Watch()
    watch.attach(page)
    page.evaluate("window.__stay = 1")
    return page, watch


def clicked_to(page: Any, locator: Any, url: str) -> None:
    """A click that opens another page: it loads, and the stay marker is set again there."""
    locator.click()
    page.wait_for_url(re.compile(url))
    page.wait_for_load_state()
    page.evaluate("window.__stay = 1")


def stayed(page: Any) -> None:
    assert page.evaluate("window.__stay") == 1, f"{page.url} was reloaded"


def done(page: Any, watch: Watch) -> None:
    assert watch.problems == [], watch.problems
    assert page.js_errors == [], page.js_errors
    page.context.close()


def open_menu(page: Any) -> None:
    """At phone size the navigation is folded behind a menu button."""
    toggle = page.locator("header.top button[aria-controls], header.top .menu-toggle").first
    if toggle.count() and toggle.is_visible() and toggle.get_attribute("aria-expanded") != "true":
        toggle.click()


def test_viewer_day(browser: Any, live_server: Any, people: Any, shot: Any) -> None:
    ada = Account.objects.create(external_id="ada-tunde", allowlisted=True, rollout_mode="shadow")
    turns(ada, 3, 2)
    # And one real turn the engine would have sent differently (an older message kept).
    given: list[dict[str, object]] = [
        {"role": "user", "content": "How much is left for Tobi's fees?"}
    ]
    engine: list[dict[str, object]] = [
        {"role": "user", "content": "I paid 5000 naira to Tobi for school fees."},
        *given,
    ]
    d = shadow.diff(given, engine)
    ShadowRecord.objects.create(
        account=ada,
        given=given,
        engine=engine,
        given_tokens=d.given_tokens,
        engine_tokens=d.engine_tokens,
        differs=d.differs,
        diff_kinds=list(d.kinds),
        diff_key=d.key,
    )
    page, watch = start(browser, live_server, "vic_viewer")
    open_menu(page)
    assert page.locator("header a[href='/review/']").count() == 0, "no Review link for a viewer"

    clicked_to(
        page, page.locator("a.card[href='/accounts/?mode=shadow']"), r"/accounts/\?mode=shadow"
    )
    no_sideways_scroll(page)
    clicked_to(page, page.locator("main a", has_text="ada-tunde").first, r"/accounts/ada-tunde/")
    no_sideways_scroll(page)
    # A viewer sees what there is, with nothing to press it cannot use.
    assert page.locator("main form[method=post] button, main button.danger").count() == 0
    assert page.locator("#facts-shown a.forget-fact").count() == 0
    clicked_to(page, page.locator("#hub-shadow"), r"/shadow/\?account=ada-tunde")
    listed = page.locator("main").inner_text()
    assert "ada-tunde" in listed
    # Narrowing the list by kind is in-page: the real turn's kind.
    chip = page.locator("a.chip", has_text=d.key)
    chip.click()
    wait_for(
        page,
        "k => document.querySelector('a.chip.on') && document.querySelector('a.chip.on')"
        ".innerText.includes(k)",
        arg=d.key,
    )
    stayed(page)
    assert page.locator("#shadow-list a", has_text="Open diff").count() == 1
    clicked_to(page, page.locator("main a", has_text="Open diff").first, r"/shadow/\d+/")
    assert page.locator("h1").count() == 1
    assert "5000 naira" in page.locator("main").inner_text()
    assert page.locator("main form[method=post] button").count() == 0
    no_sideways_scroll(page)
    shot(page, "day-viewer-390")
    done(page, watch)


def test_ops_day(browser: Any, live_server: Any, people: Any, settings: Any, shot: Any) -> None:
    ada = Account.objects.create(external_id="ada-tunde")
    turns(ada, 4, 1)
    settings.MEMORY_WINDOW_TOKENS = 60
    settings.MEMORY_COMPACTION_MAX_FAILURES = 3
    set_mode("enabled")
    stuck = account_with("stuck-a", filler=3)
    with FakeLLM() as llm:
        settings.MEMORY_LLM = llm.settings()
        for _ in range(3):
            llm.script = [Error(503, "overloaded")]
            compaction_run(account_id=stuck.pk, manual=True)
    # From here the offline compactor answers: the retry in the browser succeeds.
    settings.MEMORY_LLM = {**settings.MEMORY_LLM, "base_url": ""}
    stuck.refresh_from_db()
    assert stuck.compaction_stuck

    page, watch = start(browser, live_server, "olu_ops")
    open_menu(page)
    clicked_to(page, page.locator("header a[href='/rollout/']").first, r"/rollout/$")

    # Type-ahead an account, pick it, put it on the allowlist in shadow.
    find = page.locator(".typeahead input[role=combobox]")
    find.press_sequentially("ada-t", delay=30)
    page.locator("#typeahead [role=option]", has_text="ada-tunde").click()
    wait_for(page, "document.querySelector('#id_ids').value.includes('ada-tunde')")
    overrides = page.locator("#overrides")
    overrides.locator("select[name=mode]").select_option("shadow")
    overrides.locator("input[name=reason]").fill("Trying the engine on ada")
    overrides.locator("button", has_text="Put on the allowlist").click()
    overrides.locator(".notice").wait_for()
    stayed(page)
    assert Account.objects.get(external_id="ada-tunde").allowlisted
    # The allowlist panel below refreshes itself on the event the action sends.
    page.locator("#allowlist tr[data-account='ada-tunde']").wait_for()

    # Enable it: the confirmation shows this account's own shadow figures first.
    find = page.locator(".typeahead input[role=combobox]")
    find.press_sequentially("ada-t", delay=30)
    page.locator("#typeahead [role=option]", has_text="ada-tunde").click()
    wait_for(page, "document.querySelector('#id_ids').value.includes('ada-tunde')")
    overrides.locator("select[name=mode]").select_option("enabled")
    overrides.locator("input[name=reason]").fill("Shadow looks right")
    overrides.locator("button", has_text="Put on the allowlist").click()
    row = page.locator("#overrides .confirm tr[data-account='ada-tunde']")
    row.wait_for()
    assert "4 1 +10" in " ".join(row.inner_text().split())
    assert Account.objects.get(external_id="ada-tunde").rollout_mode == "shadow"
    page.locator("#overrides button", has_text="Yes, enable 1 account").click()
    page.locator("#overrides .notice").wait_for()
    stayed(page)
    assert Account.objects.get(external_id="ada-tunde").rollout_mode == "enabled"
    no_sideways_scroll(page)

    # Compaction: a stuck account's timeline, retried with a reason.
    open_menu(page)
    clicked_to(page, page.locator("header a[href='/compaction/']").first, r"/compaction/$")
    clicked_to(
        page, page.locator("#stuck-list a", has_text="stuck-a").first, r"/compaction/a/stuck-a/"
    )
    # Three identical failures are one step, "failed ×3" (issue 27: they were three).
    assert page.locator("ol.timeline > li.o-failed[data-repeats='3']").count() == 1
    retry_stuck_batch(page)
    page.locator("ol.timeline > li.o-accepted").wait_for()
    assert page.locator("ol.timeline > li").count() == 2
    stayed(page)
    no_sideways_scroll(page)
    shot(page, "day-ops-390")
    done(page, watch)


def test_support_day(browser: Any, live_server: Any, people: Any, shot: Any) -> None:
    haunted_account()
    page, watch = start(browser, live_server, "sade_support")
    # The account the user wrote in about, found from the navigation.
    open_menu(page)
    clicked_to(page, page.locator("header a[href='/accounts/']").first, r"/accounts/$")
    clicked_to(page, page.get_by_role("link", name="ada", exact=True).first, r"/accounts/ada/")
    fact = Fact.objects.filter(account__external_id="ada", key="wife").get()
    clicked_to(
        page,
        page.locator("#facts-shown tr", has_text=fact.key).locator("a.forget-fact").first,
        r"/forget/\?account=ada&project=default&words=",
    )
    assert page.input_value("#id_account") == "ada"
    preview = page.locator("#forget-preview")
    preview.locator("text=Filing forgets exactly this").wait_for()
    no_sideways_scroll(page)
    clean = page.locator("#forget-cards [data-status=verified_clean] .num")
    assert clean.inner_text() == "0"
    file_forget(page, "ada")
    stayed(page)
    req = ForgetRequest.objects.get()
    link = page.locator(f"#forget-list a[href='/forget/{req.pk}/']")
    link.wait_for()
    clicked_to(page, link.first, rf"/forget/{req.pk}/$")
    assert "verified" in page.locator("main").inner_text().lower()
    no_sideways_scroll(page)
    shot(page, "day-support-390")
    done(page, watch)


def test_reviewer_day(browser: Any, live_server: Any, people: Any, shot: Any) -> None:
    older, newer = rejected_attempts(2)
    page, watch = start(browser, live_server, "remi_reviewer")
    open_menu(page)
    clicked_to(page, page.locator("header a[href='/review/']").first, r"/review/$")
    legend = page.locator(".keys-legend")
    box = legend.bounding_box()
    assert box and box["y"] + box["height"] <= PHONE[1], "the keys are visible at the top"
    first = page.locator("#review-list a[href^='/review/']", has_text="note").first
    clicked_to(page, first, r"/review/\d+/")
    assert "correct rejection" in page.locator(".keys-legend").inner_text()
    shown = page.locator("#item pre.msg").first.inner_text()
    page.keyboard.press("c")
    page.locator("#item .notice", has_text="Correct rejection").wait_for()
    after = page.locator("#item pre.msg").first.inner_text()
    assert after != shown, "the next item is shown"
    stayed(page)
    page.keyboard.press("f")
    page.locator("#item h1", has_text="All caught up").wait_for()
    stayed(page)
    older.refresh_from_db()
    newer.refresh_from_db()
    assert {older.verdict, newer.verdict} == {"correct", "false_positive"}
    no_sideways_scroll(page)
    shot(page, "day-reviewer-390")
    done(page, watch)
