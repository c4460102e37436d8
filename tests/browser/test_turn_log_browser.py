"""The account page's turn log in Chromium at a desk's and a phone's size: real turns through
the API, then a viewer opens the newest and sees what the model was sent beside the agent's
own history (context message, stamp, dropped messages, the tool call), steps through the
changes, and nothing scrolls sideways or fails a script."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.models import Account, AuditEntry, RolloutSetting, TurnRecord
from tests.browser.conftest import SCREENS, SIZES, no_sideways_scroll, sign_in, wait_for
from tests.console.conftest import tunde_history
from tests.console.test_turn_log import tool_history

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("size", SIZES)
def test_a_viewer_opens_a_turn_and_sees_why(
    browser: Any,
    live_server: Any,
    people: Any,
    api: APIClient,
    settings: Any,
    shot: Any,
    size: tuple[int, int],
) -> None:
    s = RolloutSetting.current()
    s.mode, s.scope, s.kill_switch = "enabled", "everyone", False
    s.save()
    settings.MEMORY_WINDOW_TOKENS = 140  # the chatty start ages out of the window
    Account.objects.create(external_id="ada", summary="Ada saves for a car.", summary_version=1)
    for history in (tunde_history(6), tool_history(6)):  # the agent's history grows
        r = api.post(
            "/api/v1/accounts/ada/context",
            {"history": history, "now": "2026-11-29T15:55:00Z"},
            format="json",
        )
        assert r.status_code == 200, r.content
    newest = TurnRecord.objects.order_by("-id").first()
    assert newest is not None
    w = size[0]
    page = sign_in(browser, live_server, "vic_viewer", size)
    page.goto(f"{live_server.url}/accounts/ada/?project=default")
    rows = page.locator("#turns tbody tr")
    assert rows.count() == 2
    assert rows.first.get_attribute("id") == f"turn-row-{newest.pk}"  # newest first
    no_sideways_scroll(page, "all-but-header")
    rows.first.locator("a.open-turn").click()
    wait_for(page, "!!document.querySelector('#turn-detail article')")
    detail = page.locator("#turn-detail")
    body = " ".join(detail.inner_text().split())
    assert "the model was sent" in body and "+ context message" in body
    assert "Ada saves for a car." in body and "~ stamped" in body and "− removed" in body
    assert '→ calls get_group_status({"group": "ajo"})' in body
    assert page.url.endswith("/accounts/ada/?project=default")  # opened in the page
    no_sideways_scroll(page, "all-but-header")
    shot(page, f"turn-log-{w}")
    top = page.locator("#turns").bounding_box()
    assert top is not None
    SCREENS.mkdir(parents=True, exist_ok=True)
    page.screenshot(  # a close-up of the list and the opened turn
        path=str(SCREENS / f"turn-log-open-{w}.png"),
        full_page=True,
        clip={"x": 0, "y": top["y"], "width": w, "height": 1500},
    )
    detail.locator("nav.hop a", has_text="next ↓").first.click()
    assert page.url.endswith(f"#turn-{newest.pk}-change-2")
    assert page.js_errors == [], page.js_errors
    assert AuditEntry.objects.filter(action="turn log read", actor="vic_viewer").count() == 1
    page.context.close()
