"""A forget shows what it did to the summary, and its preview speaks of the fact at hand."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.test import Client

from accounts.models import Account, AuditEntry, Fact, ForgetRequest
from tests.accounts.forget_helpers import CANARY, haunted_account

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}


def _file(c: Client, capture: Any, key: str = "wife") -> ForgetRequest:
    with capture(execute=True):
        r = c.post("/forget/new/", {"account": "ada", "key": key, "reason": "asked"}, **HTMX)
    assert r.status_code == 200, r.content
    return ForgetRequest.objects.get()


def test_the_request_shows_the_summary_before_and_after_and_audits_the_rewrite(
    client_for: Callable[[str], Client], django_capture_on_commit_callbacks: Any
) -> None:
    haunted_account()
    req = _file(client_for("support"), django_capture_on_commit_callbacks)
    assert req.status == "verified_clean"
    entry = AuditEntry.objects.get(action="forget.summary_rewrite")
    assert entry.after["request"] == req.pk and entry.after["outcome"] == "rewritten"
    assert entry.after["summary_version"] == entry.before["summary_version"] + 1
    assert CANARY not in str(entry.__dict__)  # versions, never words
    page = client_for("viewer").get(f"/forget/{req.pk}/").content.decode()
    effect = page[page.index('id="summary-effect"') : page.index("Checklist: every place")]
    assert 'data-state="rewritten"' in page and "Before, masked" in effect
    assert "married to [forgotten]" in effect and CANARY not in page
    assert "He saves for a car every month." in effect.split("After")[1]
    assert "forget.summary_rewrite" in page  # the request's own audit trail lists it


def test_a_summary_emptied_by_the_forget_reads_as_cleared(
    client_for: Callable[[str], Client], django_capture_on_commit_callbacks: Any
) -> None:
    account = haunted_account()
    # Every sentence of the summary names what is forgotten: nothing is left of it.
    Account.objects.filter(pk=account.pk).update(summary=f"The user is married to {CANARY}.")
    req = _file(client_for("support"), django_capture_on_commit_callbacks)
    assert req.status == "summary_cleared"  # not "verified clean" over an emptied summary
    assert AuditEntry.objects.get(action="forget.summary_rewrite").after["outcome"] == "cleared"
    page = client_for("viewer").get(f"/forget/{req.pk}/").content.decode()
    assert 'data-state="cleared"' in page and "Summary cleared" in page
    assert "married to [forgotten]" in page and CANARY not in page


def test_forget_everything_says_summary_cleared(
    client_for: Callable[[str], Client], django_capture_on_commit_callbacks: Any
) -> None:
    haunted_account()
    with django_capture_on_commit_callbacks(execute=True):
        client_for("support").post(
            "/forget/new/", {"account": "ada", "everything": "on", "reason": "asked"}, **HTMX
        )
    req = ForgetRequest.objects.get()
    page = client_for("viewer").get(f"/forget/{req.pk}/").content.decode()
    assert 'data-state="tombstone"' in page and "Summary cleared" in page


def test_the_preview_names_the_other_words_of_this_note(
    client_for: Callable[[str], Client],
) -> None:
    account = haunted_account()
    Fact.objects.filter(account=account, key="wife").update(
        note="Wife is Ngozi; she tops up the kids' school fees"
    )
    c = client_for("support")
    html = c.post("/forget/preview/", {"account": "ada", "key": "wife"}, **HTMX).content.decode()
    assert "“tops”, “up”, “kids”, “school”, “fees”" in html
    assert "“car”, “savings”" not in html  # not a fixed line whatever the fact
    html = c.post("/forget/preview/", {"account": "ada", "key": "car"}, **HTMX).content.decode()
    assert "<code>car</code>" in html and "“savings”" not in html
