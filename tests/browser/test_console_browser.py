"""The console in a real browser: ops enables an account, a viewer cannot act."""

from __future__ import annotations

import re
from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.apikeys import api_key_create
from accounts.models import Account, AuditEntry, RefusedAccess, RolloutSetting, ShadowRecord
from accounts.rollout.services import rollout_allow
from tests.browser.conftest import sign_in, wait_for
from tests.stories import tunde_turns

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

HISTORY = [{"role": "system", "content": "You are Flow, a banking assistant."}, *tunde_turns()]


@pytest.fixture
def world(people: dict[str, Any]) -> dict[str, Any]:
    _, raw = api_key_create(name="browser-agent")
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    rollout_allow(actor="test", external_ids=["ada-tunde", "bola"], mode="shadow", reason="trial")
    s = RolloutSetting.current()
    s.mode, s.scope = "shadow", "allowlist"
    s.save()
    for account in ("ada-tunde", "bola"):
        r = api.post(
            f"/api/v1/accounts/{account}/context",
            {"history": HISTORY, "now": "2026-11-29T15:55:00Z"},
            format="json",
        )
        assert r.json()["mode"] == "shadow"
    return people


def test_ops_enables_an_account_after_its_shadow_record(
    browser: Any, live_server: Any, world: dict[str, Any], shot: Any
) -> None:
    context = browser.new_context(viewport={"width": 1360, "height": 900})
    login = context.new_page()
    login.goto(f"{live_server.url}/login/")
    shot(login, "login")
    context.close()

    page = sign_in(browser, live_server, "olu_ops", path="/")
    assert page.locator("h1").inner_text() == "Overview"
    shot(page, "overview")

    page.click("header nav >> text=Rollout")
    page.wait_for_url("**/rollout/")
    shot(page, "rollout")
    # Type-ahead: pick the account rather than typing its id in full.
    page.locator("input[name=q][hx-get]").press_sequentially("ada", delay=30)
    page.locator("#typeahead a", has_text="ada-tunde").click()
    wait_for(page, "document.querySelector('#id_ids').value.includes('ada-tunde')")
    page.select_option("#overrides select[name=mode]", "enabled")
    page.fill("#overrides input[name=reason]", "Shadow diffs look right for Ada")
    page.click("#overrides button:has-text('Put on the allowlist')")
    confirm = page.locator("#overrides .confirm")
    confirm.wait_for()
    assert "1</strong> turns" in confirm.inner_html()
    assert Account.objects.get(external_id="ada-tunde").rollout_mode == "shadow"
    shot(page, "rollout-confirm-enable")
    confirm.locator("button:has-text('Yes, enable')").click()
    # The outcome is the status notice; the confirmation's own warnings (mostly differs) are alerts.
    done = page.locator("#overrides .notice[role=status]")
    done.wait_for()
    assert "Allowlisted ada-tunde with enabled" in done.inner_text()
    wait_for(page, "document.querySelector('#allowlist').innerText.includes('enabled')")
    assert Account.objects.get(external_id="ada-tunde").rollout_mode == "enabled"
    shot(page, "rollout-enabled")

    page.click("header nav >> text=Audit log")
    page.wait_for_url("**/audit/")
    row = page.locator("#audit-list tr", has_text="Shadow diffs look right for Ada")
    assert row.count() == 1 and "rollout.allow" in row.inner_text()
    entry = AuditEntry.objects.get(reason="Shadow diffs look right for Ada")
    assert entry.actor == "olu_ops" and entry.after["mode"] == "enabled"
    shot(page, "audit")

    page.click("header nav >> text=Shadow diffs")
    page.wait_for_url("**/shadow/")
    shot(page, "shadow")
    page.locator("a", has_text="Open diff").first.click()
    page.wait_for_url("**/shadow/*/")
    assert page.locator(".msg.changed").count() >= 1
    assert "Checked live" in page.locator(".msg.changed").first.inner_text()
    shot(page, "shadow-detail")

    page.goto(f"{live_server.url}/accounts/")
    shot(page, "accounts")
    page.click("text=ada-tunde")
    # The link names the account's project (?project=…): ids are unique per project.
    page.wait_for_url(re.compile(r"/accounts/ada-tunde/(\?project=[\w-]+)?$"))
    assert "What the next turn would send" in page.content()
    shot(page, "account")


def test_viewer_is_offered_no_action_and_is_refused(
    browser: Any, live_server: Any, world: dict[str, Any], shot: Any
) -> None:
    page = sign_in(browser, live_server, "vic_viewer", path="/")
    page.goto(f"{live_server.url}/rollout/")
    body = page.content()
    assert "Your role can look but not change rollout." in body
    for action in ("Put on the allowlist", "Disable everything", "Set global mode", "Remove…"):
        assert action not in body
    shot(page, "rollout-viewer")
    before = RefusedAccess.objects.count()
    status = page.evaluate(
        """async () => {
            const token = JSON.parse(document.body.getAttribute('hx-headers'))['X-CSRFToken'];
            const r = await fetch('/rollout/allow/', {method: 'POST',
              headers: {'X-CSRFToken': token, 'Content-Type': 'application/x-www-form-urlencoded'},
              body: 'ids=ada-tunde&mode=enabled&reason=sneaky&confirmed=on'});
            return r.status;
        }"""
    )
    assert status == 403
    assert RefusedAccess.objects.count() == before + 1
    assert Account.objects.get(external_id="ada-tunde").rollout_mode == "shadow"
    assert ShadowRecord.objects.count() == 2


def test_ops_pulls_the_kill_switch_with_the_typed_phrase(
    browser: Any, live_server: Any, world: dict[str, Any], shot: Any
) -> None:
    page = sign_in(browser, live_server, "olu_ops", path="/")
    page.goto(f"{live_server.url}/rollout/")
    kill = page.locator("#global form", has_text="Kill switch")
    kill.locator("input[name=phrase]").fill("disable everything")
    kill.locator("input[name=reason]").fill("Incident 42")
    kill.locator("button:has-text('Disable everything')").click()
    page.locator("#global .errorlist").wait_for()
    assert "Type DISABLE EVERYTHING exactly" in page.locator("#global").inner_text()
    assert RolloutSetting.current().kill_switch is False

    kill = page.locator("#global form", has_text="Kill switch")
    kill.locator("input[name=phrase]").fill("DISABLE EVERYTHING")
    kill.locator("input[name=reason]").fill("Incident 42")
    kill.locator("button:has-text('Disable everything')").click()
    page.locator("#global .notice").wait_for()
    wait_for(page, "document.querySelector('#modes').innerText.includes('2')")
    assert RolloutSetting.current().kill_switch is True
    assert Account.objects.get(external_id="ada-tunde").rollout_mode == "shadow"
    shot(page, "rollout-kill-switch-on")
    page.goto(f"{live_server.url}/")
    assert "Kill switch is on" in page.content()
    shot(page, "overview-kill-switch-on")
