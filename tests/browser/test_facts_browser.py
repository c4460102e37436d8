"""The facts screen in a real browser: find why a fact was kept, without a page reload."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.apikeys import api_key_create
from accounts.demo.facts import ACCOUNT, step_facts
from tests.browser.conftest import sign_in, wait_for

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@dataclass
class _Demo:
    client: APIClient
    now: datetime = datetime(2026, 11, 29, 8, 0, tzinfo=UTC)
    notes: list[str] = field(default_factory=list)

    def at(self, minutes: float) -> str:
        return (self.now + timedelta(minutes=minutes)).isoformat()

    def post_message(self, account: str, item: dict[str, Any]) -> None:
        r = self.client.post(f"/api/v1/accounts/{account}/messages", item, format="json")
        assert r.status_code in (200, 201), r.content

    def say(self, text: str) -> None:
        pass


@pytest.fixture
def world(people: Any) -> None:
    _, raw = api_key_create(name="browser-agent")
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    step_facts(_Demo(client=api))


def test_support_finds_why_a_fact_was_kept_and_others_refused(
    browser: Any, live_server: Any, world: None, shot: Any
) -> None:
    page = sign_in(browser, live_server, "sade_support", path="/facts/")
    assert page.locator("h1").inner_text() == "Facts"
    assert page.locator("table.screens tr", has_text="never_inferred").count() == 1
    shot(page, "facts")

    page.click(f"text={ACCOUNT}")
    page.wait_for_url(f"**/facts/account/{ACCOUNT}/?project=default")
    # A marker that survives only if nothing below reloads the page.
    page.evaluate("window.__stay = 1")
    row = page.locator("#account_facts tr", has_text="preferred_name")
    assert row.locator(".badge.origin-inferred").count() == 1
    assert row.locator("mark").inner_text() == "From now on, call me Mara"

    page.fill("input[name=message]", f"{ACCOUNT}-3")
    page.click("#message_facts >> xpath=.. >> button:has-text('Show')")
    page.locator("#message_facts h3").first.wait_for()
    assert "Rent of ₦250,000" in page.locator("#message_facts").inner_text()

    page.select_option("#proposals-screen", "numbers")
    wait_for(page, "document.querySelectorAll('#account_proposals tbody tr').length === 1")
    assert "90000 is not in the user's own words" in page.locator("#account_proposals").inner_text()
    assert page.evaluate("window.__stay") == 1
    assert "screen=numbers" in page.url  # the filtered list has its own address
    shot(page, "facts-account")
    page.context.close()
