"""``/mcp`` under the WSGI server (gunicorn): the key checked, then a clear 501 naming ASGI."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

pytestmark = pytest.mark.django_db


def test_mcp_under_wsgi_points_to_the_asgi_server(api: APIClient) -> None:
    for method in (api.post, api.get, api.delete):
        r = method("/mcp")
        assert r.status_code == 501, r.content
        error = r.json()["error"]
        assert error["code"] == "needs_asgi"
        assert "uvicorn memoryadmin.asgi:application" in error["message"]


def test_mcp_under_wsgi_still_wants_a_key(db: Any) -> None:
    anonymous = APIClient()
    assert anonymous.post("/mcp").status_code == 401
    anonymous.credentials(HTTP_AUTHORIZATION="Bearer not-a-key")
    r = anonymous.post("/mcp")
    assert r.status_code == 401 and r.json()["error"]["code"] == "unauthorized"
