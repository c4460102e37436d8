"""Issue 27's dead ends, in a real browser at a desk's and a phone's size: a click that
seemed to do nothing, a review a phone could not use, chart labels cut off."""

from __future__ import annotations

from typing import Any

import pytest

from accounts.rollout.services import rollout_allow
from tests.browser.conftest import SIZES, no_sideways_scroll, sign_in, wait_for

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

IN_VIEW = """(sel) => { const r = document.querySelector(sel).getBoundingClientRect();
  return r.top >= 0 && r.bottom <= window.innerHeight; }"""


@pytest.mark.parametrize("size", SIZES)
def test_change_mode_brings_the_filled_form_into_view_and_focuses_it(
    browser: Any, live_server: Any, people: Any, shot: Any, size: tuple[int, int]
) -> None:
    ids = [f"allow-{i:02d}" for i in range(25)]
    rollout_allow(actor="test", external_ids=ids, mode="shadow", reason="trial")
    page = sign_in(browser, live_server, size=size, path="/rollout/")
    row = page.locator("#allowlist tbody tr[data-account]").last
    account = row.get_attribute("data-account")
    row.scroll_into_view_if_needed()
    assert not page.evaluate(IN_VIEW, "#overrides select[name=mode]")  # far away from the row
    row.locator("a", has_text="Change mode").click()
    wait_for(page, "(a) => document.querySelector('#overrides [name=ids]').value === a", account)
    mode = "#overrides select[name=mode]"
    wait_for(page, "(sel) => document.activeElement === document.querySelector(sel)", mode)
    wait_for(page, IN_VIEW, mode)
    no_sideways_scroll(page, "all-but-header")
    shot(page, f"rollout-change-mode-{size[0]}", full_page=False)
    assert not page.js_errors
    page.context.close()


# Every label of every chart on the page: its box, the chart's box, and whether it overlaps
# the label before it on the same line.
LABELS = """() => [...document.querySelectorAll('svg.chart')].flatMap(svg => {
  const box = svg.getBoundingClientRect();
  const texts = [...svg.querySelectorAll('text')].map(t => t.getBoundingClientRect());
  return texts.map((r, i) => {
    const prev = texts[i - 1];
    const overlaps = !!prev && Math.abs(prev.top - r.top) < 1 && prev.right > r.left + 0.5;
    return {chart: svg.id, text: svg.querySelectorAll('text')[i].textContent,
      inside: r.left >= box.left - 0.5 && r.right <= box.right + 0.5
        && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5, overlaps};
  });
})"""


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("span", ["", "?span=24h"])
def test_chart_labels_fit_inside_their_charts(
    browser: Any, live_server: Any, people: Any, shot: Any, size: tuple[int, int], span: str
) -> None:
    from datetime import timedelta

    from accounts import clock
    from accounts.models import CompactionAttempt, CompactionBatch
    from tests.accounts.compaction_support import account_with

    acct = account_with("chart-1", filler=1)
    now = clock.now()
    for i in range(40):
        status = ["accepted", "rejected", "failed", "skipped"][i % 4]
        at = now - (timedelta(hours=i * 7) if not span else timedelta(minutes=i * 35))
        b = CompactionBatch.objects.create(
            account=acct, from_seq=1, to_seq=2, status=status, started_at=at
        )
        for _ in range(1 + i % 3):  # a few hundred at most: the y axis needs room
            CompactionAttempt.objects.create(
                batch=b, account=acct, number=1, prompt=[], model="m",
                outcome="failed" if status == "failed" else "accepted",
                error="APITimeoutError: slow", created_at=at,
            )
    page = sign_in(browser, live_server, size=size, path=f"/{span}")
    labels = page.evaluate(LABELS)
    assert len({lab["chart"] for lab in labels}) >= 2, labels
    clipped = [lab for lab in labels if not lab["inside"]]
    assert not clipped, clipped
    overlapping = [lab for lab in labels if lab["overlaps"]]
    assert not overlapping, overlapping
    no_sideways_scroll(page, "main")
    page.locator("svg.chart").first.scroll_into_view_if_needed()
    shot(page, f"chart-labels{span and '-24h'}-{size[0]}", full_page=False)
    page.context.close()


@pytest.mark.parametrize("size", SIZES)
def test_review_reads_as_cards_on_a_phone_and_the_verdict_stays_in_reach(
    browser: Any, live_server: Any, people: Any, shot: Any, size: tuple[int, int]
) -> None:
    from tests.console.test_forget_review_flow import rejected_attempts

    older, newer = rejected_attempts(2)
    chat = "\n".join(
        f"[#{i} {'user' if i % 2 else 'assistant'}] Message {i}: I paid the group and then "
        "asked again about the school fees, the rent and the savings for the car."
        for i in range(1, 41)
    )
    for a in (older, newer):
        a.prompt = [{"role": "user", "content": chat}]
        a.save(update_fields=["prompt"])
    page = sign_in(browser, live_server, "remi_reviewer", size, path="/review/")
    cell = page.locator("#review-list tbody tr").first.locator("td", has_text="Tunde")
    width = cell.bounding_box()["width"]
    # The candidate is readable: on a phone most of the screen's width (it was two
    # characters wide), on a desk a wide column.
    assert width >= (0.75 * size[0] if size[0] < 700 else 300), width
    no_sideways_scroll(page, "all-but-header")
    page.locator("#review-list").scroll_into_view_if_needed()
    shot(page, f"review-cards-{size[0]}", full_page=False)

    page.goto(f"{live_server.url}/review/{newer.pk}/?rule=no_payment_status&state=open")
    assert page.locator("#item .msg").count() >= 40  # screens of messages before the candidate
    for where in ("top", "middle"):
        if where == "middle":
            page.evaluate("window.scrollTo(0, document.body.scrollHeight / 2)")
        button = page.locator(".verdict-bar button", has_text="Correct rejection")
        box = button.bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= size[1], (where, box)
    no_sideways_scroll(page, "all-but-header")
    shot(page, f"review-verdict-bar-{size[0]}", full_page=False)
    page.locator(".verdict-bar button", has_text="Correct rejection").click()
    page.wait_for_url(f"**/review/{older.pk}/?rule=no_payment_status&state=open")
    newer.refresh_from_db()
    assert newer.verdict == "correct"
    assert not page.js_errors
    page.context.close()


@pytest.mark.parametrize("size", SIZES)
def test_picking_the_forget_account_by_mouse_logs_no_error_status(
    browser: Any, live_server: Any, people: Any, shot: Any, size: tuple[int, int]
) -> None:
    """Clicking a match blurs the field first, which posts the part typed ("ad") for a
    preview: that used to answer 422, an error in the browser's console."""
    from accounts.messages.services import account_get_or_create
    from tests.accounts.forget_helpers import haunted_account

    haunted_account()
    account_get_or_create(external_id="adaeze")
    page = sign_in(browser, live_server, "sade_support", size, path="/forget/")
    statuses: list[tuple[int, str]] = []
    page.on("response", lambda r: statuses.append((r.status, r.url)))
    field = page.locator("#id_account")
    field.press_sequentially("ad", delay=30)
    page.locator("#account-options [role=option][data-account=ada]").click()
    page.locator("#forget-preview", has_text="Choose which fact of ada").wait_for()
    page.wait_for_timeout(300)  # any later answer in flight
    assert [s for s in statuses if s[0] >= 400] == []
    assert any("/forget/preview/" in url for _, url in statuses)
    no_sideways_scroll(page, "all-but-header")
    shot(page, f"forget-account-picked-{size[0]}", full_page=False)
    assert not page.js_errors
    page.context.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_rejected_retry_reads_as_memory_lost(
    browser: Any, live_server: Any, people: Any, settings: Any, shot: Any, size: tuple[int, int]
) -> None:
    from accounts.compaction.run import compaction_run
    from tests.accounts.compaction_support import account_with, reply, set_mode
    from tests.fakellm import Error, FakeLLM

    settings.MEMORY_WINDOW_TOKENS = 60
    set_mode("enabled")
    acct = account_with("rej-b", filler=3)
    with FakeLLM() as llm:
        settings.MEMORY_LLM = llm.settings()
        llm.script = [Error(503, "overloaded")]
        compaction_run(account_id=acct.pk, manual=True)
        page = sign_in(browser, live_server, size=size, path="/compaction/a/rej-b/")
        retry = page.locator("form", has=page.locator("button", has_text="Retry now"))
        assert "those messages drop out of memory" in retry.inner_text()  # said first
        llm.script = [reply("Tunde has paid."), reply("The group has five members.")]
        retry.locator("input[name=reason]").fill("provider is back")
        retry.locator("button", has_text="Retry now").click()
        notice = page.locator("#state .notice.warn")
        notice.wait_for()
    assert "dropped out of memory" in notice.inner_text()
    no_sideways_scroll(page, "main")
    shot(page, f"compaction-rejected-retry-{size[0]}", full_page=False)
    assert not page.js_errors
    page.context.close()
