"""Browser tests: Playwright's sync API driving Debian's Chromium against live_server."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Literal

import pytest
from django.contrib.auth.models import Group, User

from tests.personas import PASSWORD, personas

CHROMIUM = "/usr/bin/chromium"
SCREENS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screens"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]

# The two screen sizes the browser tests look at, by name: a desk's and a phone's.
VIEWPORTS: dict[str, tuple[int, int]] = {"1440": (1440, 900), "390": (390, 844)}
DESK, PHONE = VIEWPORTS["1440"], VIEWPORTS["390"]
# For @pytest.mark.parametrize("size", SIZES): the size as (width, height), named in the id.
SIZES = [pytest.param(size, id=name) for name, size in VIEWPORTS.items()]
ROLES = ("ops", "support", "reviewer", "viewer")


# Per module, not per session: a Playwright left running keeps an asyncio loop in this
# thread, and any later test that starts its own Playwright would then refuse to run.
@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is missing: install Debian's chromium (make browser does it)")
    from playwright.sync_api import sync_playwright

    # Playwright's sync API runs an event loop in this thread; the ORM calls the tests
    # make (checking saved state) stay synchronous and safe. Set only while a browser
    # is open, and put back after, so the flag does not leak into the rest of the suite.
    before = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    try:
        with sync_playwright() as pw:
            b = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
            yield b
            b.close()
    finally:
        if before is None:
            os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
        else:
            os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = before


@pytest.fixture
def shot() -> Any:
    SCREENS.mkdir(parents=True, exist_ok=True)

    def save(page: Any, name: str, full_page: bool = True) -> Path:
        path = SCREENS / f"{name}.png"
        page.screenshot(path=str(path), full_page=full_page)
        return path

    return save


@pytest.fixture
def roles(settings: Any) -> None:
    """Fast password hashing, and the console's role groups (a transactional test flushes
    the tables, the groups made by the migration included)."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    for role in ROLES:
        Group.objects.get_or_create(name=role)


@pytest.fixture
def people(roles: None) -> dict[str, User]:
    """The personas (olu_ops, sade_support, remi_reviewer, vic_viewer...), signed in with
    tests.personas.PASSWORD."""
    return personas()


def wait_for(page: Any, expression: str, arg: Any = None, timeout: float = 30_000) -> None:
    """Wait until ``expression`` is true in the page, polled through the DevTools protocol.

    Playwright's ``wait_for_function`` compiles its predicate inside the page, which the
    console's Content-Security-Policy (no eval) refuses; ``page.evaluate`` is not subject
    to it.
    """
    deadline = time.monotonic() + timeout / 1000
    while not page.evaluate(expression, arg):
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout:.0f} ms waiting for {expression}")
        page.wait_for_timeout(50)


def sign_in(
    browser: Any,
    live_server: Any,
    username: str = "olu_ops",
    size: tuple[int, int] | str = (1360, 900),
    path: str | None = None,
    password: str = PASSWORD,
) -> Any:
    """A new browser context of ``size`` (``(width, height)`` or a name in VIEWPORTS),
    signed in as ``username``; returns its page.

    Without ``path`` the page opens the sign-in form itself and lands on the Overview.
    With one it opens ``path``, is sent to sign in, and is brought back to ``path``.
    Script errors on the page are collected in ``page.js_errors`` for the test to check.
    """
    width, height = VIEWPORTS[size] if isinstance(size, str) else size
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    # A script or style the Content-Security-Policy refuses is reported on the console only.
    page.on(
        "console",
        lambda msg: (
            errors.append(msg.text)
            if msg.type == "error" and "Content Security Policy" in msg.text
            else None
        ),
    )
    page.js_errors = errors
    if path is None:
        page.goto(f"{live_server.url}/login/")
    else:
        page.goto(f"{live_server.url}{path}")
        assert "/login/" in page.url
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", password)
    page.click("button[type=submit]")
    page.wait_for_url(f"{live_server.url}{path or '/'}")
    return page


def sticking_out(page: Any, within: str = "body", but: str | None = None) -> list[str]:
    """Elements under ``within`` whose right edge passes the viewport (what makes a page
    scroll sideways), those inside ``but`` left out; a table scrolls in its own
    ``.table-wrap`` box, so what is in one is left out too."""
    result: list[str] = page.evaluate(
        """([sel, but, w]) => [...document.querySelectorAll(sel + ' *')]
        .filter(e => !(but && e.closest(but)))
        .filter(e => !(e.parentElement && e.parentElement.closest('.table-wrap')))
        .filter(e => e.getBoundingClientRect().right > w + 1)
        .slice(0, 8).map(e => e.tagName + (e.id ? '#' + e.id : '') + '.' + e.className
        + ' ' + Math.round(e.getBoundingClientRect().right))""",
        [within, but, page.viewport_size["width"]],
    )
    return result


def no_sideways_scroll(
    page: Any, part: Literal["document", "main", "all-but-header"] = "document"
) -> None:
    """Nothing in ``part`` of the page is wider than the screen.

    - ``document``: the whole document, header included, is no wider than the screen.
    - ``main``: the page's own content: ``main`` does not scroll sideways and nothing in it
      passes the screen's right edge.
    - ``all-but-header``: nothing on the page but the header passes the screen's edge,
      ``main`` does not scroll sideways, and the document is no wider than the screen
      unless the header is (the navigation's layout is tests/browser/test_every_page.py's).
    """
    limit = page.viewport_size["width"]
    if part == "document":
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= limit, f"{page.url} is {width} px wide: {sticking_out(page)}"
        return
    main = page.evaluate("document.querySelector('main').scrollWidth")
    if part == "main":
        assert main <= limit, (main, sticking_out(page, "main"))
        assert not sticking_out(page, "main")
        return
    wide = sticking_out(page, "body", but="header.top")
    assert not wide and main <= limit, (page.url, main, wide)
    if page.evaluate("document.querySelector('header.top').scrollWidth") <= limit:
        assert page.evaluate("document.documentElement.scrollWidth") <= limit


def retry_stuck_batch(page: Any, reason: str = "provider is back") -> None:
    """On a compaction account page: "Retry now" with a reason, in the page; waits for the
    notice and asserts the retry applied."""
    retry = page.locator("form", has=page.locator("button", has_text="Retry now"))
    retry.locator("input[name=reason]").fill(reason)
    retry.locator("button", has_text="Retry now").click()
    notice = page.locator("#state .notice")
    notice.wait_for()
    assert notice.inner_text().startswith("Retried: applied.")


def file_forget(page: Any, account: str, reason: str = "The user asked on the phone") -> None:
    """On the forget page, its form filled: file it, and wait until the request has run
    to verified_clean (the queue's first verified request)."""
    page.fill("#id_reason", reason)
    page.click("#forget-file button.danger")
    page.locator("#forget-file .notice", has_text=f"filed for {account}").wait_for()
    wait_for(
        page,
        "document.querySelector('#forget-cards [data-status=verified_clean] .num')"
        ".textContent.trim() === '1'",
    )
