"""Forget and review in a real browser, at 1440×900 and 390×844: support forgets a fact
from the facts page (prefilled, previewed) and the status cards refresh without a reload;
the account type-ahead answers the arrow keys; a reviewer's verdict moves to the next
item; the review keys are visible at the top without scrolling; nothing scrolls sideways."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import override_settings

from accounts.forgetting.services import forget_fact
from accounts.messages.services import account_get_or_create
from accounts.models import Account, ForgetRequest
from tests.accounts.forget_helpers import CANARY, haunted_account
from tests.browser.conftest import VIEWPORTS, file_forget, no_sideways_scroll, sign_in, wait_for
from tests.console.test_forget_review_flow import rejected_attempts
from tests.fakellm import Error, FakeLLM

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def world(people: Any) -> None:
    haunted_account()
    account_get_or_create(external_id="adaeze")


@pytest.mark.parametrize("size", list(VIEWPORTS))
def test_forget_a_fact_from_the_facts_page_and_the_cards_refresh(
    browser: Any, live_server: Any, world: None, shot: Any, size: str
) -> None:
    page = sign_in(browser, live_server, "sade_support", size, path="/")
    page.goto(f"{live_server.url}/facts/account/ada/?project=default")
    no_sideways_scroll(page, "all-but-header")
    shot(page, f"facts-forget-action-{size}")
    page.locator("#account_facts tr", has_text="relationship").locator("a.forget-fact").click()
    page.wait_for_url("**/forget/?account=ada&project=default&words=wife")
    preview = page.locator("#forget-preview")
    assert "Filing forgets exactly this" in preview.inner_text()
    assert CANARY.lower() in preview.inner_text()
    assert page.input_value("#id_key") == "wife" and page.input_value("#id_account") == "ada"
    no_sideways_scroll(page, "all-but-header")
    shot(page, f"forget-prefilled-{size}")

    clean = page.locator("#forget-cards [data-status=verified_clean] .num")
    assert clean.inner_text() == "0"
    page.evaluate("window.__stay = 1")  # survives only if nothing reloads the page
    file_forget(page, "ada")
    assert page.evaluate("window.__stay") == 1
    req = ForgetRequest.objects.get()
    assert req.status == "verified_clean"
    assert page.locator(f"#forget-list a[href='/forget/{req.pk}/']").count() == 1
    no_sideways_scroll(page, "all-but-header")
    shot(page, f"forget-filed-{size}")
    assert page.js_errors == []  # type: ignore[attr-defined]


@pytest.mark.parametrize("size", list(VIEWPORTS))
def test_account_type_ahead_with_the_arrow_keys(
    browser: Any, live_server: Any, world: None, shot: Any, size: str
) -> None:
    page = sign_in(browser, live_server, "sade_support", size, path="/")
    page.goto(f"{live_server.url}/forget/")
    field = page.locator("#id_account")
    field.click()
    field.press_sequentially("ad", delay=30)
    options = page.locator("#account-options [role=option]")
    options.nth(1).wait_for()
    wait_for(page, "document.getElementById('id_account').getAttribute('aria-expanded') === 'true'")
    assert options.count() == 2
    field.press("ArrowDown")
    field.press("ArrowDown")
    assert options.nth(1).get_attribute("aria-selected") == "true"
    field.press("ArrowUp")
    assert options.nth(0).get_attribute("aria-selected") == "true"
    assert field.get_attribute("aria-activedescendant") == options.nth(0).get_attribute("id")
    no_sideways_scroll(page, "all-but-header")
    shot(page, f"forget-typeahead-{size}")
    field.press("Enter")
    assert field.input_value() == "ada"
    assert page.locator("#account-options").is_hidden()
    assert field.get_attribute("aria-expanded") == "false"
    assert ForgetRequest.objects.count() == 0  # Enter chose; it did not file
    # The account chosen, its fact keys are offered; one click previews the fact.
    page.locator("#forget-preview button[data-fact-key=wife]").click()
    page.locator("#forget-preview", has_text="Filing forgets exactly this").wait_for()
    assert page.input_value("#id_key") == "wife"
    # Escape closes the list.
    field.fill("")
    field.press_sequentially("adae", delay=30)
    options.first.wait_for()
    field.press("Escape")
    assert page.locator("#account-options").is_hidden()
    no_sideways_scroll(page, "all-but-header")
    shot(page, f"forget-typeahead-chosen-{size}")
    assert page.js_errors == []  # type: ignore[attr-defined]


@pytest.mark.parametrize("size", list(VIEWPORTS))
def test_a_verdict_moves_to_the_next_item_and_the_keys_are_at_the_top(
    browser: Any, live_server: Any, world: None, shot: Any, size: str
) -> None:
    older, newer = rejected_attempts(2)
    page = sign_in(browser, live_server, "remi_reviewer", size, path="/")
    page.goto(f"{live_server.url}/review/")
    legend = page.locator(".keys-legend")
    box = legend.bounding_box()
    assert legend.is_visible() and box["y"] + box["height"] <= VIEWPORTS[size][1]
    no_sideways_scroll(page, "all-but-header")
    shot(page, f"review-queue-{size}", full_page=False)

    # The rule's queue: a verdict moves on within it (ada's other rule is not in it).
    page.goto(f"{live_server.url}/review/{newer.pk}/?rule=no_payment_status&state=open")
    legend = page.locator(".keys-legend")
    box = legend.bounding_box()
    assert "correct rejection" in legend.inner_text()
    assert box["y"] + box["height"] <= VIEWPORTS[size][1]
    no_sideways_scroll(page, "all-but-header")
    shot(page, f"review-item-{size}", full_page=False)

    page.evaluate("window.__stay = 1")
    page.keyboard.press("c")
    page.wait_for_url(f"**/review/{older.pk}/?rule=no_payment_status&state=open")
    page.locator("#item .notice", has_text="Correct rejection").wait_for()
    assert "note 0" in page.locator("#item pre.msg").first.inner_text()
    assert page.evaluate("window.__stay") == 1
    newer.refresh_from_db()
    assert newer.verdict == "correct" and newer.verdict_by == "remi_reviewer"
    shot(page, f"review-next-{size}")

    page.keyboard.press("f")
    page.locator("#item h1", has_text="All caught up").wait_for()
    page.wait_for_url("**/review/?rule=no_payment_status&state=open")
    assert page.evaluate("window.__stay") == 1
    no_sideways_scroll(page, "all-but-header")
    shot(page, f"review-caught-up-{size}")
    assert page.js_errors == []  # type: ignore[attr-defined]


@pytest.mark.parametrize("size", list(VIEWPORTS))
def test_a_failed_forget_marks_unrun_checks_not_checked(
    browser: Any, live_server: Any, world: None, shot: Any, size: str
) -> None:
    with FakeLLM() as llm, override_settings(MEMORY_LLM=llm.settings(timeout=2)):
        llm.default = Error(500)
        req = forget_fact(
            account=Account.objects.get(external_id="ada"), key="wife", actor="t", reason="r"
        )
    req.refresh_from_db()
    assert req.status == "failed" and req.error.startswith("model_error")
    page = sign_in(browser, live_server, "vic_viewer", size, path="/")
    page.goto(f"{live_server.url}/forget/{req.pk}/")
    summary = page.locator("tr[data-place=summary]")
    assert "not checked" in summary.inner_text() and "0 ✓" not in summary.inner_text()
    assert "0 ✓" in page.locator("tr[data-place=facts]").inner_text()
    no_sideways_scroll(page, "all-but-header")
    shot(page, f"forget-failed-checklist-{size}")
    assert page.js_errors == []  # type: ignore[attr-defined]


def test_the_viewer_has_no_review_link_and_is_refused(
    browser: Any, live_server: Any, world: None, shot: Any
) -> None:
    page = sign_in(browser, live_server, "vic_viewer", "390", path="/")
    assert page.locator("header a[href='/review/']").count() == 0
    r = page.goto(f"{live_server.url}/review/")
    assert r is not None and r.status == 403
    shot(page, "review-viewer-403-390")
