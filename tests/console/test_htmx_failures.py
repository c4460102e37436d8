"""What an in-page (htmx) request gets when it cannot have its fragment: signed out, refused."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.test import Client

from accounts.models import AuditEntry, RefusedAccess

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true", "HTTP_HX_CURRENT_URL": "http://testserver/rollout/?q=ada"}


def test_signed_out_htmx_gets_a_whole_page_redirect_to_sign_in(
    client_for: Callable[[str], Client],
) -> None:
    anonymous = client_for("anonymous")
    r = anonymous.get("/rollout/explain/?account=ada", **HX)
    assert r.status_code == 200
    assert r["HX-Redirect"] == "/login/?next=%2Frollout%2F%3Fq%3Dada"
    assert b"<form" not in r.content  # no sign-in page to swap into a panel
    r = anonymous.post("/rollout/kill/", {"on": "1", "reason": "r"}, **HX)
    assert r["HX-Redirect"].startswith("/login/?next=")
    # Without htmx, the ordinary redirect to sign in.
    r = anonymous.get("/rollout/")
    assert r.status_code == 302 and r["Location"].startswith("/login/?next=")


def test_a_page_url_from_elsewhere_is_not_used_as_next(
    client_for: Callable[[str], Client],
) -> None:
    r = client_for("anonymous").get(
        "/rollout/explain/", HTTP_HX_REQUEST="true", HTTP_HX_CURRENT_URL="https://evil.example//x"
    )
    assert r["HX-Redirect"] == "/login/?next=%2F"


def test_a_missing_csrf_cookie_signed_out_also_goes_to_sign_in(
    client_for: Callable[[str], Client],
) -> None:
    anonymous = Client(enforce_csrf_checks=True)
    r = anonymous.post("/rollout/kill/", {"on": "1", "reason": "r"}, **HX)
    assert r.status_code == 200 and r["HX-Redirect"].startswith("/login/?next=")


def test_refused_htmx_action_is_a_short_sentence(
    client_for: Callable[[str], Client], personas: dict[str, Any]
) -> None:
    viewer = client_for("viewer")
    before = AuditEntry.objects.count(), RefusedAccess.objects.count()
    r = viewer.post("/rollout/kill/", {"on": "0", "reason": "r"}, **HX)
    assert r.status_code == 403
    assert r["Content-Type"].startswith("text/plain")
    text = r.content.decode()
    assert text.startswith("You don't have permission to do this.") and "rollout" in text
    assert "<html" not in text
    assert AuditEntry.objects.count() == before[0]
    assert RefusedAccess.objects.count() == before[1] + 1
    # A plain request still gets the 403 page.
    r = viewer.post("/rollout/kill/", {"on": "0", "reason": "r"})
    assert r.status_code == 403 and b"Not allowed" in r.content
