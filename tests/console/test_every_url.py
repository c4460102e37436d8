"""Every console URL, including the ones other screens add: nobody gets in without a role."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from django.test import Client
from django.urls import URLPattern

from accounts.models import RefusedAccess
from memoryadmin.console import urls

pytestmark = pytest.mark.django_db

DUMMY = {"int": "1", "path": "nobody", "str": "retry"}


def concrete(pattern: URLPattern) -> str:
    route = str(pattern.pattern)
    for kind, value in DUMMY.items():
        while f"<{kind}:" in route:
            start = route.index(f"<{kind}:")
            route = route[:start] + value + route[route.index(">", start) + 1 :]
    return "/" + route


ROUTES = sorted({concrete(p) for p in urls.urlpatterns if isinstance(p, URLPattern)})


def test_the_list_covers_the_console() -> None:
    assert "/rollout/allow/" in ROUTES and "/shadow/1/" in ROUTES and len(ROUTES) > 10


@pytest.mark.parametrize("url", ROUTES)
def test_anonymous_is_sent_to_sign_in(url: str, client_for: Callable[[str], Client]) -> None:
    c = client_for("anonymous")
    answers = [c.get(url), c.post(url, {"reason": "x"})]
    codes = {r.status_code for r in answers}
    assert codes <= {302, 405}, (url, codes)
    assert any(r.status_code == 302 and r["Location"].startswith("/login/") for r in answers)


@pytest.mark.parametrize("url", ROUTES)
def test_a_user_without_a_role_is_refused_and_logged(
    url: str, client_for: Callable[[str], Client]
) -> None:
    c = client_for("outsider")
    before = RefusedAccess.objects.count()
    answers = [c.get(url), c.post(url, {"reason": "x"})]
    codes = {r.status_code for r in answers}
    assert codes <= {403, 405}, (url, codes)
    refused = sum(r.status_code == 403 for r in answers)
    assert refused >= 1 and RefusedAccess.objects.count() == before + refused
