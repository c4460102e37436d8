"""The account page as a hub, and the rollout page's enable confirmation, type-ahead and
allowlist rows, in Chromium at a desktop and a phone size (issue 14, part 3)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from accounts.audit import audit_write
from accounts.models import (
    Account,
    CompactionBatch,
    Fact,
    RolloutSetting,
    ShadowRecord,
)
from tests.browser.conftest import SCREENS, SIZES, no_sideways_scroll, sign_in, wait_for

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def turns(account: Account, n: int, differ: int) -> None:
    ShadowRecord.objects.bulk_create(
        ShadowRecord(
            account=account,
            given=[{"role": "user", "content": f"turn {i}"}],
            engine=[{"role": "user", "content": f"turn {i}"}],
            given_tokens=100,
            engine_tokens=110 if i < differ else 100,
            differs=i < differ,
            diff_key="dropped" if i < differ else "",  # stamps alone are no difference now
        )
        for i in range(n)
    )


@pytest.fixture
def world(people: Any) -> dict[str, Account]:
    s = RolloutSetting.current()
    s.mode, s.scope = "shadow", "allowlist"
    s.save()
    ada = Account.objects.create(
        external_id="ada-tunde", allowlisted=True, rollout_mode="shadow", last_seq=0
    )
    bola = Account.objects.create(external_id="bola-ade", allowlisted=True)
    # Enough allowlisted accounts that the type-ahead has a list to walk through.
    for i in range(6):
        Account.objects.create(external_id=f"acct-{i:02}", allowlisted=i < 2)
    turns(ada, 7, 6)  # 6 of 7 differ: flagged
    turns(bola, 4, 1)
    Fact.objects.create(
        account=ada,
        key="landlord",
        kind="beneficiary_nickname",
        note="'landlord' is Mr Okafor",
        origin="stated",
    )
    CompactionBatch.objects.create(account=ada, from_seq=1, to_seq=10, status="failed")
    audit_write(actor="test", action="test.note", target="ada-tunde", reason="seen")
    return {"ada": ada, "bola": bola}


def shot_of(locator: Any, name: str) -> None:
    """A close-up of one part of the page, beside the whole-page screenshots."""
    SCREENS.mkdir(parents=True, exist_ok=True)
    locator.screenshot(path=str(SCREENS / f"{name}.png"))


def text(locator: Any) -> str:
    return " ".join(locator.inner_text().split())


def closed(page: Any) -> None:
    assert page.js_errors == [], page.js_errors
    page.context.close()


def box(page: Any, selector: str) -> dict[str, float]:
    b = page.locator(selector).first.bounding_box()
    assert b is not None, f"{selector} is not shown"
    return b


def overlaps(a: dict[str, float], b: dict[str, float]) -> bool:
    return not (
        a["x"] + a["width"] <= b["x"]
        or b["x"] + b["width"] <= a["x"]
        or a["y"] + a["height"] <= b["y"]
        or b["y"] + b["height"] <= a["y"]
    )


@pytest.mark.parametrize("size", SIZES)
def test_account_page_links_to_everything_about_the_account(
    browser: Any, live_server: Any, world: dict[str, Account], shot: Any, size: tuple[int, int]
) -> None:
    w = size[0]
    page = sign_in(browser, live_server, "sade_support", size)
    page.goto(f"{live_server.url}/accounts/ada-tunde/?project=default")
    hub = page.locator("nav.hub")
    assert "1 remembered fact →" in text(hub)
    assert "6 / 7 shadow turns differ · tokens +60" in text(page.locator("#hub-shadow"))
    assert "1 compaction batch · 1 failed" in text(page.locator("#hub-compaction"))
    # The change the world made, and this very visit: reading the account page is audited.
    assert "2 audit entries" in text(page.locator("#hub-audit"))
    no_sideways_scroll(page)
    shot(page, f"hub-account-{w}")
    shot_of(page.locator("#facts-shown"), f"hub-account-facts-{w}")

    # Each card opens its list, filtered to this account.
    expected = {
        "#hub-facts": r"/facts/account/ada-tunde/\?project=default$",
        "#hub-shadow": r"/shadow/\?account=ada-tunde&project=default$",
        "#hub-compaction": r"/compaction/a/ada-tunde/\?project=default$",
        "#hub-audit": r"/audit/\?account=ada-tunde&project=default$",
        "#hub-forget": r"/forget/\?account=ada-tunde&project=default#forget-list$",
        "#hub-forget-file": r"/forget/\?account=ada-tunde&project=default#forget-file$",
    }
    for selector, url in expected.items():
        page.goto(f"{live_server.url}/accounts/ada-tunde/?project=default")
        page.locator(selector).click()
        page.wait_for_url(re.compile(url))
        assert page.locator("h1").count() == 1, selector
    # The shadow list opened from the hub holds this account's turns only.
    page.goto(f"{live_server.url}/accounts/ada-tunde/?project=default")
    page.locator("#hub-shadow").click()
    page.wait_for_url(re.compile(r"/shadow/\?account=ada-tunde"))
    listed = page.locator("#shadow-list, main").first.inner_text()
    assert "ada-tunde" in listed and "bola-ade" not in listed
    shot(page, f"hub-account-shadow-{w}")

    # "Forget…" beside a remembered fact opens the forget form pre-filled with its words.
    page.goto(f"{live_server.url}/accounts/ada-tunde/?project=default")
    link = page.locator("#facts-shown a.forget-fact")
    assert link.inner_text() == "Forget…"
    link.click()
    page.wait_for_url(re.compile(r"/forget/\?account=ada-tunde&project=default&words=landlord"))
    assert "words=landlord%2Cokafor" in page.url

    # The project badge leads to the project's keys.
    page.goto(f"{live_server.url}/accounts/ada-tunde/?project=default")
    page.locator(".account-head a:has(.badge.project)").click()
    page.wait_for_url(re.compile(r"/keys/\?project=default$"))
    closed(page)


@pytest.mark.parametrize("size", SIZES)
def test_enable_confirmation_lists_each_account_and_flags_one_that_mostly_differs(
    browser: Any, live_server: Any, world: dict[str, Account], shot: Any, size: tuple[int, int]
) -> None:
    w = size[0]
    page = sign_in(browser, live_server, "olu_ops", size)
    page.goto(f"{live_server.url}/rollout/")
    page.select_option("#global select[name=g-mode]", "enabled")
    page.select_option("#global select[name=g-scope]", "allowlist")
    page.fill("#global input[name=g-reason]", "Shadow looks right")
    page.click("#global button:has-text('Set global mode')")
    confirm = page.locator("#global div.confirm")
    confirm.wait_for()
    # Combined figures stay; each account's follow, the mostly-differing one flagged.
    assert "11 turns, 7 differ" in text(confirm)
    assert "1 account mostly differs" in text(confirm.locator(".mostly-line"))
    ada = confirm.locator("tr[data-account='ada-tunde']")
    bola = confirm.locator("tr[data-account='bola-ade']")
    assert "mostly differs" in text(ada) and "mostly differs" not in text(bola)
    assert "7 6 +60" in text(ada)
    confirm.scroll_into_view_if_needed()
    no_sideways_scroll(page)
    shot(page, f"hub-rollout-confirm-{w}")
    shot_of(confirm, f"hub-rollout-confirm-close-{w}")
    assert RolloutSetting.current().mode == "shadow", "nothing changes before confirming"

    ada.locator("a[title^='Open this account']").click()
    page.wait_for_url(re.compile(r"/shadow/\?account=ada-tunde&project=default$"))
    closed(page)


@pytest.mark.parametrize("size", SIZES)
def test_typeahead_walks_with_arrow_keys_and_never_covers_the_paste_box(
    browser: Any, live_server: Any, world: dict[str, Account], shot: Any, size: tuple[int, int]
) -> None:
    w = size[0]
    page = sign_in(browser, live_server, "olu_ops", size)
    page.goto(f"{live_server.url}/rollout/")
    find = page.locator(".typeahead input[role=combobox]")
    find.press_sequentially("acct", delay=30)
    page.locator("#typeahead [role=option]").nth(5).wait_for()
    assert find.get_attribute("aria-expanded") == "true"
    assert not overlaps(box(page, "#typeahead"), box(page, "#id_ids")), "the list covers the box"
    assert (
        box(page, "#typeahead")["y"] + box(page, "#typeahead")["height"]
        <= box(page, "#id_ids")["y"]
    )
    no_sideways_scroll(page)
    shot(page, f"hub-rollout-typeahead-{w}")

    find.press("ArrowDown")
    find.press("ArrowDown")
    find.press("ArrowDown")
    find.press("ArrowUp")
    assert find.get_attribute("aria-activedescendant") == "typeahead-2"
    assert page.locator("#typeahead-2").get_attribute("aria-selected") == "true"
    assert page.locator("#typeahead [aria-selected=true]").count() == 1
    assert find.evaluate("el => el === document.activeElement"), "focus stays in the input"
    shot_of(page.locator("#overrides"), f"hub-rollout-typeahead-close-{w}")
    find.press("Enter")
    wait_for(page, "document.querySelector('#id_ids').value.includes('acct-01')")
    assert page.locator("#id_ids").input_value().strip() == "acct-01"
    # Picked from the keyboard, the search box has the focus again for the next one.
    wait_for(page, "document.activeElement.getAttribute('role') === 'combobox'")

    # Escape closes the list and keeps what was typed.
    find = page.locator(".typeahead input[role=combobox]")
    find.press_sequentially("bola", delay=30)
    page.locator("#typeahead [role=option]").first.wait_for()
    find.press("Escape")
    assert page.locator("#typeahead [role=option]").count() == 0
    assert find.input_value() == "bola" and find.get_attribute("aria-expanded") == "false"
    # Closed, the list takes no room at all.
    assert page.locator("#typeahead").evaluate("el => el.getBoundingClientRect().height") == 0
    closed(page)


@pytest.mark.parametrize("size", SIZES)
def test_remove_opens_inside_its_row_and_reasons_are_read_in_full(
    browser: Any, live_server: Any, world: dict[str, Account], shot: Any, size: tuple[int, int]
) -> None:
    w = size[0]
    page = sign_in(browser, live_server, "olu_ops", size)
    page.goto(f"{live_server.url}/rollout/")
    row = page.locator("#allowlist tr[data-account='ada-tunde']")
    cells = row.locator("td")

    def places() -> list[tuple[float, float]]:
        # Where each of the row's first cells sits within the row (scrolling moves them all).
        r = row.bounding_box()
        assert r
        return [
            (b["x"] - r["x"], b["y"] - r["y"])
            for b in (cells.nth(i).bounding_box() for i in range(4))
            if b
        ]

    before = places()
    row.locator("summary:has-text('Remove…')").click()
    form = row.locator("form.remove-form")
    form.wait_for()
    row_box, form_box = row.bounding_box(), form.bounding_box()
    assert row_box and form_box
    # The form sits inside its row, which grows to hold it; nothing is pushed sideways.
    assert form_box["x"] >= row_box["x"] - 1
    assert form_box["x"] + form_box["width"] <= row_box["x"] + row_box["width"] + 1
    assert form_box["y"] + form_box["height"] <= row_box["y"] + row_box["height"] + 1
    after = places()
    assert len(after) == len(before) == 4
    for (bx, by), (ax, ay) in zip(before, after, strict=True):
        assert abs(ax - bx) < 2 and abs(ay - by) < 2, (before, after)
    # The next row starts below it, not over it.
    nxt = row.locator("xpath=following-sibling::tr[1]").bounding_box()
    assert nxt and nxt["y"] >= row_box["y"] + row_box["height"] - 1
    no_sideways_scroll(page)
    form.scroll_into_view_if_needed()
    shot(page, f"hub-rollout-remove-{w}")
    shot_of(page.locator("#allowlist"), f"hub-rollout-remove-close-{w}")

    # Reason placeholders are not cut off: each one's text fits inside its box.
    cut = page.evaluate(
        """() => Array.from(document.querySelectorAll('input[name$=reason]'))
          .filter(el => el.getClientRects().length > 0 && el.placeholder)
          .filter(el => {
            const s = getComputedStyle(el), c = document.createElement('canvas').getContext('2d');
            c.font = s.font;
            const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
            return c.measureText(el.placeholder).width > room + 1;
          }).map(el => el.name + ': ' + el.placeholder)"""
    )
    assert cut == [], cut

    form.locator("input[name=reason]").fill("Trial over")
    form.locator("button[type=submit]").click()
    page.locator("#allowlist .notice").wait_for()
    assert "Removed from the allowlist: ada-tunde" in page.locator("#allowlist").inner_text()
    assert not Account.objects.get(external_id="ada-tunde").allowlisted
    closed(page)


@pytest.mark.parametrize("size", SIZES)
def test_accounts_list_and_keys_link_names_and_projects(
    browser: Any, live_server: Any, world: dict[str, Account], shot: Any, size: tuple[int, int]
) -> None:
    w = size[0]
    page = sign_in(browser, live_server, "olu_ops", size)
    page.goto(f"{live_server.url}/accounts/")
    no_sideways_scroll(page)
    shot(page, f"hub-accounts-{w}")
    page.locator("tr[data-account='ada-tunde'] a:has(.badge.project)").click()
    page.wait_for_url(re.compile(r"/accounts/\?project=default$"))
    page.goto(f"{live_server.url}/accounts/?q=nobody-has-this")
    assert "No account matches “nobody-has-this”" in page.locator("main").inner_text()
    page.goto(f"{live_server.url}/keys/")
    no_sideways_scroll(page)
    assert "No API keys yet" in page.locator("main").inner_text()
    shot(page, f"hub-keys-{w}")
    closed(page)
