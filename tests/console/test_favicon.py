"""The console's icon: /favicon.ico answers, and every page links the SVG icon."""

from __future__ import annotations

import re
from collections.abc import Callable
from xml.etree import ElementTree

import pytest
from django.contrib.staticfiles import finders
from django.templatetags.static import static
from django.test import Client

pytestmark = pytest.mark.django_db

ICON = "console/favicon.svg"


def icon_links(html: str) -> list[str]:
    return re.findall(r'<link rel="icon" href="([^"]+)"', html)


def test_favicon_ico_points_at_the_svg_icon(client_for: Callable[[str], Client]) -> None:
    r = client_for("anonymous").get("/favicon.ico")
    assert r.status_code != 404
    assert r.status_code == 302 and r["Location"] == static(ICON)


def test_the_icon_is_a_static_svg() -> None:
    path = finders.find(ICON)
    assert path, f"{ICON} is not among the static files"
    root = ElementTree.parse(path).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"


def test_a_console_page_links_the_icon(ops: Client) -> None:
    r = ops.get("/")
    assert r.status_code == 200
    assert icon_links(r.content.decode()) == [static(ICON)]


def test_the_sign_in_page_links_the_icon(client_for: Callable[[str], Client]) -> None:
    r = client_for("anonymous").get("/login/")
    assert r.status_code == 200
    assert icon_links(r.content.decode()) == [static(ICON)]
