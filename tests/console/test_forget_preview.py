"""The support form shows the exact list before filing; support may add a word."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.test import Client

from accounts.forgetting.selectors import word_is_forgotten
from accounts.models import AuditEntry, Fact, ForgetRequest, ForgottenWord
from memoryadmin.engine.forgetting import MASK
from tests.accounts.forget_helpers import CANARY, canary_rows, haunted_account

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}
# The account's fact keys, offered as buttons that each choose one.
FACT_KEYS = '<code>car</code></button> <button type="button" class="chip" data-fact-key="wife"'
NOTE = "Wife is Ngozi; she tops up the car savings"


@pytest.fixture
def ngozi() -> Any:
    account = haunted_account()
    Fact.objects.filter(account=account, key="wife").update(note=NOTE)
    return account


def test_the_form_offers_the_preview_step(client_for: Callable[[str], Client]) -> None:
    html = client_for("support").get("/forget/").content.decode()
    assert 'hx-post="/forget/preview/"' in html and 'id="forget-preview"' in html
    assert "Also forget" in html and "Preview the list" in html


def test_preview_lists_exactly_what_filing_forgets_and_files_nothing(
    client_for: Callable[[str], Client], ngozi: Any
) -> None:
    c = client_for("support")
    r = c.post("/forget/preview/", {"account": "ada", "key": "wife", "extra": ""}, **HTMX)
    assert r.status_code == 200, r.content
    html = r.content.decode()
    assert html.lstrip().startswith('<div id="forget-preview"')
    assert "<code>wife</code> <code>ngozi</code>" in html
    assert "<code>she tops up the car savings</code>" in html
    assert "<code>car</code>" not in html and "<code>savings</code>" not in html
    assert "no-store" in r["Cache-Control"]
    assert not ForgetRequest.objects.exists() and not ForgottenWord.objects.exists()
    assert not AuditEntry.objects.filter(action__startswith="forget.").exists()
    assert Fact.objects.get(key="wife").active

    # Support adds a word: it is in the list, and then in the digests.
    added = "Kokolette, Mama Kokolette"
    r = c.post("/forget/preview/", {"account": "ada", "key": "wife", "extra": added}, **HTMX)
    html = r.content.decode()
    assert "<code>kokolette</code>" in html and "<code>mama kokolette</code>" in html
    r = c.post(
        "/forget/new/",
        {"account": "ada", "key": "wife", "extra": added, "reason": "asked"},
        **HTMX,
    )
    assert r.status_code == 200, r.content
    account = ngozi
    assert word_is_forgotten(account=account, word="kokolette")
    assert word_is_forgotten(account=account, word="Ngozi")
    assert word_is_forgotten(account=account, word="car") == []
    assert canary_rows("Kokolette") == [] and canary_rows("Ngozi") == []


def test_an_unknown_key_keeps_what_was_typed_and_lists_the_fact_keys(
    client_for: Callable[[str], Client], ngozi: Any
) -> None:
    r = client_for("support").post("/forget/preview/", {"account": "ada", "key": "husbnd"}, **HTMX)
    assert r.status_code == 422
    html = r.content.decode()
    assert "no remembered fact with that key" in html
    assert FACT_KEYS in html
    assert not ForgetRequest.objects.exists()


def test_a_typed_key_that_is_a_forgotten_word_is_not_echoed(
    client_for: Callable[[str], Client], django_capture_on_commit_callbacks: Any
) -> None:
    haunted_account()
    c = client_for("support")
    with django_capture_on_commit_callbacks(execute=True):
        c.post("/forget/new/", {"account": "ada", "key": "wife", "reason": "asked"}, **HTMX)
    r = c.post("/forget/new/", {"account": "ada", "key": "wife", "reason": "again"}, **HTMX)
    assert r.status_code == 422 and 'value="wife"' not in r.content.decode()
    assert "<code>car</code>" in r.content.decode()


def test_the_reason_typed_in_the_console_is_stored_masked(
    client_for: Callable[[str], Client], django_capture_on_commit_callbacks: Any
) -> None:
    haunted_account()
    with django_capture_on_commit_callbacks(execute=True):
        r = client_for("support").post(
            "/forget/new/",
            {"account": "ada", "key": "wife", "reason": f"forget my wife's name {CANARY}"},
            **HTMX,
        )
    assert r.status_code == 200, r.content
    entry = AuditEntry.objects.get(action="forget.fact")
    assert entry.reason == f"forget my {MASK} name {MASK}"
    req = ForgetRequest.objects.get()
    for who in ("viewer", "support", "ops"):
        page = client_for(who).get(f"/forget/{req.pk}/").content.decode().lower()
        assert CANARY.lower() not in page and "my wife" not in page, who
        audit = client_for(who).get("/audit/").content.decode().lower()
        assert CANARY.lower() not in audit, who
    assert canary_rows() == []


def test_preview_without_javascript_renders_the_page_with_the_form_kept(
    client_for: Callable[[str], Client], ngozi: Any
) -> None:
    r = client_for("support").post(
        "/forget/preview/", {"account": "ada", "key": "wife", "reason": "asked"}
    )
    html = r.content.decode()
    assert r.status_code == 200 and "<html" in html
    assert 'value="wife"' in html and 'value="asked"' in html
    assert "<code>ngozi</code>" in html and "Give a reason" not in html
    assert not ForgetRequest.objects.exists()


@pytest.mark.parametrize("who", ["viewer", "ops", "reviewer"])
def test_preview_needs_support(client_for: Callable[[str], Client], ngozi: Any, who: str) -> None:
    r = client_for(who).post("/forget/preview/", {"account": "ada", "key": "wife"}, **HTMX)
    assert r.status_code == 403 and "ngozi" not in r.content.decode().lower()


@pytest.mark.parametrize("typed", ["", "ad", "nobody-here"])
def test_an_unfinished_account_with_no_key_is_no_error(
    client_for: Callable[[str], Client], ngozi: Any, typed: str
) -> None:
    """Picking an account from the type-ahead first blurs the field, which posts the part
    typed so far: the preview answers with its prompt, not a 422 in the browser's console."""
    r = client_for("support").post("/forget/preview/", {"account": typed, "key": ""}, **HTMX)
    assert r.status_code == 200, r.content
    html = r.content.decode()
    assert "Choose the account and the fact key" in html and 'class="error"' not in html
    # A typed key that no fact has is still an error.
    r = client_for("support").post("/forget/preview/", {"account": "ad", "key": "x"}, **HTMX)
    assert r.status_code == 422
