"""The demo in a browser: after seed_demo every console screen has something true to show."""

from __future__ import annotations

from io import StringIO
from typing import Any

import pytest
from django.core.management import call_command

from accounts.models import ShadowRecord
from tests.browser.conftest import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_every_screen_of_the_demo(browser: Any, live_server: Any, shot: Any, roles: None) -> None:
    call_command("seed_demo", stdout=StringIO())
    dropped = ShadowRecord.objects.filter(diff_key__contains="dropped").first()
    assert dropped is not None

    page = sign_in(browser, live_server, "ops", password="demo-pass-2026")

    screens = {
        "demo-overview": ("/", "shadow turns that differ"),
        "demo-accounts": ("/accounts/", "gbenga-fd"),
        "demo-rollout": ("/rollout/", "dayo-bills"),
        "demo-shadow": ("/shadow/", "stamps"),
        "demo-shadow-dropped": (f"/shadow/{dropped.pk}/", "dropped"),
        "demo-account-tunde": ("/accounts/ada-tunde/", "Tunde"),
        "demo-account-long": ("/accounts/gbenga-fd/", "verbatim window starts at"),
        "demo-audit": ("/audit/", "Demo: the Tunde story"),
    }
    for name, (url, expect) in screens.items():
        page.goto(f"{live_server.url}{url}")
        assert expect in page.content(), name
        assert "Nothing to show" not in page.content(), name
        shot(page, name)
        shot(page, f"{name}-top", full_page=False)
