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
