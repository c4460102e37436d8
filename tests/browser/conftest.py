"""Browser tests: Playwright's sync API driving Debian's Chromium against live_server."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

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
