"""The audit log and the shadow list: filtered by account, values as a person writes them,
days in the one format, empty lists that say why."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from django.test import Client

from accounts.audit import audit_write
from accounts.models import Project

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true"}


def test_audit_filters_by_account_and_project(ops: Client) -> None:
    Project.objects.get_or_create(slug="shop", defaults={"name": "Shop"})
    audit_write(actor="olu", action="rollout.allow", target="ada", reason="default ada")
    audit_write(actor="olu", action="rollout.allow", target="shop:ada", reason="shop ada")
    audit_write(actor="olu", action="forget.file", target="ada:words", reason="part of ada")
    audit_write(actor="olu", action="rollout.allow", target="adam", reason="someone else")
    audit_write(actor="olu", action="rollout.allow", target="other:ada", reason="unknown project")

    body = ops.get("/audit/?account=ada", **HX).content.decode()
    assert "default ada" in body and "shop ada" in body and "part of ada" in body
    assert "someone else" not in body and "unknown project" not in body
    body = ops.get("/audit/?account=ada&project=shop", **HX).content.decode()
    assert "shop ada" in body and "default ada" in body  # the id alone names no project
    body = ops.get("/audit/?account=ada&project=nope", **HX).content.decode()
    assert "No project &#x27;nope&#x27;" in body


def test_audit_values_read_as_a_person_writes_them(ops: Client) -> None:
    audit_write(
        actor="olu",
        action="rollout.kill",
        target="global",
        reason="incident",
        before={"kill_switch": False, "ids": ["a", "b"], "mode": None, "allowlisted": False},
        after={"kill_switch": True, "ids": ["a", "b"], "mode": "shadow", "allowlisted": True},
    )
    body = ops.get("/audit/", **HX).content.decode()
    assert "off</del> → <ins" in body and ">on</ins>" in body
    assert "a, b" in body and "no</del>" in body and ">yes</ins>" in body and "—</del>" in body
    for raw in ("[&#x27;a&#x27;", "False", "True", "None"):
        assert raw not in body, raw


def test_audit_empty_says_why(ops: Client) -> None:
    body = ops.get("/audit/", **HX).content.decode()
    assert "No changes recorded yet" in body and "Nothing to show" not in body
    body = ops.get("/audit/?actor=nobody", **HX).content.decode()
    assert "No audit entries match these filters" in body


def test_shadow_days_are_typed_in_the_one_format(
    ops: Client, shadow_turn: Callable[..., None]
) -> None:
    shadow_turn("ada")
    page = ops.get("/shadow/").content.decode()
    assert 'type="date"' not in page and 'placeholder="YYYY-MM-DD"' in page
    body = ops.get("/shadow/?since=12/01/2026", **HX).content.decode()
    assert "Write the day as YYYY-MM-DD" in body
    body = ops.get("/shadow/?since=2026-12-05&until=2026-12-01", **HX).content.decode()
    assert "The last day is before the first" in body
    body = ops.get("/shadow/?account=ada&project=default", **HX).content.decode()
    assert "Open diff" in body and "Turns of account <strong>ada</strong>" in body
    body = ops.get("/shadow/?account=nobody", **HX).content.decode()
    assert "No shadow turns under these filters" in body
