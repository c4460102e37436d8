"""Keyboard-first review in a real browser: j/k move, c/f give verdicts (saved)."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from typing import Any

import pytest

from accounts.compaction.run import compaction_run
from accounts.models import CompactionAttempt
from tests.personas import PASSWORD

CHROMIUM = "/usr/bin/chromium"
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


def _in_browser(drive: Callable[[Any], None]) -> None:
    """Drive Chromium from a thread of its own.

    Playwright's sync API refuses a thread that already runs an asyncio loop,
    which the session-wide browser of tests/browser leaves behind.
    """
    from playwright.sync_api import sync_playwright

    failure: list[BaseException] = []

    def run() -> None:
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(
                    executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"]
                )
                try:
                    drive(browser.new_page())
                finally:
                    browser.close()
        except BaseException as exc:  # handed back to the test thread
            failure.append(exc)

    t = threading.Thread(target=run)
    t.start()
    t.join(120)
    if failure:
        raise failure[0]
    assert not t.is_alive(), "the browser never finished"


@pytest.mark.django_db(transaction=True)
def test_review_by_keyboard(live_server: Any, settings: Any) -> None:
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is missing: install Debian's chromium (make browser does it)")
    from accounts.demo.compaction import ScriptedDemoModel
    from tests.accounts.compaction_support import account_with, reply, set_mode
    from tests.personas import personas

    settings.MEMORY_WINDOW_TOKENS = 60
    set_mode("enabled")
    personas()
    for name in ("k-1", "k-2"):
        a = account_with(name, filler=3)
        model = ScriptedDemoModel("scripted", [reply("Tunde has paid."), reply("Ada owes.")])
        assert compaction_run(account_id=a.pk, client=model).outcome == "rejected"
    newest_first = list(CompactionAttempt.objects.order_by("-id").values_list("id", flat=True))

    def drive(page: Any) -> None:
        page.goto(f"{live_server.url}/accounts/login/")
        page.fill("input[name=username]", "remi_reviewer")
        page.fill("input[name=password]", PASSWORD)
        page.click("button[type=submit]")
        page.goto(f"{live_server.url}/review/")
        page.keyboard.press("j")
        page.keyboard.press("j")
        page.keyboard.press("Enter")
        page.wait_for_url(f"**/review/{newest_first[1]}/**")
        # A verdict moves on to the next item by itself.
        page.keyboard.press("c")
        page.wait_for_url(f"**/review/{newest_first[2]}/**")
        page.wait_for_selector("#item .notice:has-text('Correct rejection.')")
        page.keyboard.press("f")
        page.wait_for_url(f"**/review/{newest_first[3]}/**")
        page.wait_for_selector("#item .notice:has-text('Rule false positive.')")
        page.keyboard.press("k")
        page.wait_for_url(f"**/review/{newest_first[2]}/**")

    _in_browser(drive)
    verdicts = dict(CompactionAttempt.objects.values_list("id", "verdict"))
    assert verdicts[newest_first[1]] == "correct"
    assert verdicts[newest_first[2]] == "false_positive"
    assert verdicts[newest_first[0]] == "" and verdicts[newest_first[3]] == ""
