"""The forget requests screen: queue, checklist, actions, the word check, roles."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest
from django.test import Client, override_settings

from accounts import clock
from accounts.forgetting.scrub import PLACES
from accounts.forgetting.services import forget_fact
from accounts.models import (
    Account,
    AuditEntry,
    Fact,
    ForgetRequest,
    RefusedAccess,
    ShadowRecord,
    SummaryVersion,
)
from tests.accounts.forget_helpers import (  # noqa: F401
    CANARY,
    canary_rows,
    every_logger_at_debug,
    haunted_account,
)
from tests.fakellm import Error, FakeLLM

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}
# The account's fact keys, offered as buttons that each choose one.
FACT_KEYS = '<code>car</code></button> <button type="button" class="chip" data-fact-key="wife"'


def filed(account: Account, capture: Any, key: str = "wife") -> ForgetRequest:
    with capture(execute=True):
        req = forget_fact(account=account, key=key, actor="test", reason="user asked")
    req.refresh_from_db()
    return req


def failed_request(capture: Any) -> ForgetRequest:
    account = haunted_account()
    with FakeLLM() as llm, override_settings(MEMORY_LLM=llm.settings(timeout=2)):
        llm.default = Error(500)
        req = filed(account, capture)
    assert req.status == "failed"
    return req


def test_queue_shows_states_and_days_left(
    client_for: Callable[[str], Client], django_capture_on_commit_callbacks: Any
) -> None:
    req = failed_request(django_capture_on_commit_callbacks)
    r = client_for("viewer").get("/forget/")
    assert r.status_code == 200
    html = r.content.decode()
    assert f"#{req.pk}" in html and "Failed" in html and "29 d" in html
    assert "File a forget request" not in html  # a viewer reads but does not act
    assert CANARY not in html and "wife" not in html.lower()
    assert (
        client_for("viewer")
        .get("/forget/?status=verified_clean")
        .content.decode()
        .count(f"#{req.pk}<")
        == 0
    )
    assert f"#{req.pk}<" in client_for("viewer").get("/forget/?status=open").content.decode()
    assert f"#{req.pk}<" in client_for("viewer").get("/forget/?q=ad").content.decode()
    assert f"#{req.pk}<" not in client_for("viewer").get("/forget/?q=zzz").content.decode()
    frag = client_for("viewer").get("/forget/?status=failed", **HTMX)
    assert frag.content.decode().lstrip().startswith('<div id="forget-list"')
    assert "HX-Request" in frag["Vary"]


def test_queue_costs_the_same_queries_at_any_page_size(
    client_for: Callable[[str], Client], django_assert_num_queries: Any
) -> None:
    c = client_for("viewer")
    for n in range(12):
        account = Account.objects.create(external_id=f"acct-{n}")
        ForgetRequest.objects.create(
            account=account,
            key_id="k1",
            deadline=clock.now() + timedelta(days=30),
            status="failed" if n % 2 else "verified_clean",
        )
    c.get("/forget/?per_page=2")  # warm the session and the role cache
    # Session, user, roles and project grants; the page, its counts and its key ids.
    with django_assert_num_queries(8) as small:
        c.get("/forget/?per_page=2")
    with django_assert_num_queries(len(small.captured_queries)):
        r = c.get("/forget/?per_page=10")
    assert r.content.decode().count('href="/forget/') >= 10


def test_support_files_a_forget_from_the_console(
    client_for: Callable[[str], Client], django_capture_on_commit_callbacks: Any
) -> None:
    account = haunted_account()
    c = client_for("support")
    with django_capture_on_commit_callbacks(execute=True):
        r = c.post(
            "/forget/new/",
            {"account": "ada", "key": "wife", "reason": "asked on the phone"},
            **HTMX,
        )
    assert r.status_code == 200, r.content
    assert r["HX-Trigger"] == "forget-changed"
    req = ForgetRequest.objects.get()
    assert req.status == "verified_clean" and req.requested_by == "sade_support"
    assert not Fact.objects.filter(account=account, key="wife").exists()
    assert AuditEntry.objects.get(action="forget.fact").reason == "asked on the phone"
    assert canary_rows() == []


@pytest.mark.parametrize(
    "data,error",
    [
        ({"account": "ada", "key": "husband", "reason": "x"}, "no remembered fact"),
        ({"account": "nobody", "key": "wife", "reason": "x"}, "No account"),
        ({"account": "ada", "key": "wife", "reason": " "}, "Give a reason"),
        ({"account": "ada", "key": "", "reason": "x"}, "Give the key"),
        ({"account": "ada", "key": "wife", "everything": "on", "reason": "x"}, "Leave the key"),
    ],
)
def test_filing_refuses_bad_input_and_changes_nothing(
    client_for: Callable[[str], Client], data: dict[str, str], error: str
) -> None:
    haunted_account()
    r = client_for("support").post("/forget/new/", data, **HTMX)
    assert r.status_code == 422
    html = r.content.decode()
    assert error in html
    assert 'value="wife"' not in html  # a key that names a fact is not echoed
    if error == "no remembered fact":
        # An unknown key names nothing remembered: kept as typed, beside the keys there are.
        assert 'value="husband"' in html and FACT_KEYS in html
    else:
        assert 'value="husband"' not in html
    assert ForgetRequest.objects.count() == 0 and Fact.objects.filter(key="wife").exists()


@pytest.mark.parametrize("who", ["viewer", "ops", "reviewer", "outsider"])
def test_actions_need_support(
    client_for: Callable[[str], Client], django_capture_on_commit_callbacks: Any, who: str
) -> None:
    req = failed_request(django_capture_on_commit_callbacks)
    c = client_for(who)
    for path, data in [
        ("/forget/new/", {"account": "ada", "everything": "on", "reason": "x"}),
        (f"/forget/{req.pk}/retry/", {"retry-reason": "x"}),
        (f"/forget/{req.pk}/clear/", {"clear-reason": "x"}),
        (f"/forget/{req.pk}/verify/", {}),
        (f"/forget/{req.pk}/check/", {"word": CANARY}),
    ]:
        assert c.post(path, data).status_code == 403, path
    assert RefusedAccess.objects.filter(needed="forget").count() == 5
    req.refresh_from_db()
    assert req.status == "failed" and ForgetRequest.objects.count() == 1
    assert client_for("anonymous").get(f"/forget/{req.pk}/").status_code == 302


def test_detail_shows_the_checklist_and_audit_with_hashes_only(
    client_for: Callable[[str], Client], django_capture_on_commit_callbacks: Any
) -> None:
    req = filed(haunted_account(), django_capture_on_commit_callbacks)
    html = client_for("viewer").get(f"/forget/{req.pk}/").content.decode()
    for label in (
        "Facts",
        "Current summary",
        "Older summary versions",
        "Rejected candidates",
        "Shadow records",
        "What the model sees next turn",
    ):
        assert label in html
    assert html.count("0 ✓") == len(PLACES)
    assert req.word_hashes[0][:12] in html and "k1" in html
    assert CANARY not in html and "wife" not in html.lower()
    assert "Retry" not in html and "Is this word forgotten" not in html  # viewer


def test_retry_a_failed_step(
    client_for: Callable[[str], Client], django_capture_on_commit_callbacks: Any
) -> None:
    req = failed_request(django_capture_on_commit_callbacks)
    c = client_for("support")
    page = c.get(f"/forget/{req.pk}/").content.decode()
    assert "Retry the failed step" in page
    assert c.post(f"/forget/{req.pk}/retry/", {"retry-reason": ""}, **HTMX).status_code == 422
    req.refresh_from_db()
    assert req.status == "failed"
    with (
        FakeLLM() as llm,
        override_settings(MEMORY_LLM=llm.settings()),
        django_capture_on_commit_callbacks(execute=True),
    ):
        llm.script = [json.dumps({"summary": "He saves for a car."})]
        r = c.post(f"/forget/{req.pk}/retry/", {"retry-reason": "model is back"}, **HTMX)
    assert r.status_code == 200 and r["HX-Trigger"] == "forget-changed"
    req.refresh_from_db()
    assert req.status == "verified_clean"
    entry = AuditEntry.objects.get(action="forget.retry")
    assert entry.before["status"] == "failed" and entry.reason == "model is back"
    # Only valid for a failed request: offered and accepted only then.
    assert "Retry the failed step" not in c.get(f"/forget/{req.pk}/").content.decode()
    assert c.post(f"/forget/{req.pk}/retry/", {"retry-reason": "again"}, **HTMX).status_code == 422


def test_clear_the_summary_by_hand(
    client_for: Callable[[str], Client], django_capture_on_commit_callbacks: Any
) -> None:
    req = failed_request(django_capture_on_commit_callbacks)
    account = req.account
    c = client_for("support")
    r = c.post(f"/forget/{req.pk}/clear/", {"clear-reason": "rewrite keeps failing"}, **HTMX)
    assert r.status_code == 200
    req.refresh_from_db()
    account.refresh_from_db()
    assert req.status == "summary_cleared" and account.summary == ""
    assert account.covered_through_seq == 3
    assert SummaryVersion.objects.filter(account=account, source="cleared").count() == 1
    entry = AuditEntry.objects.get(action="forget.clear_summary")
    assert entry.reason == "rewrite keeps failing" and entry.after["status"] == "summary_cleared"
    assert canary_rows() == []
    assert c.post(f"/forget/{req.pk}/clear/", {"clear-reason": "x"}, **HTMX).status_code == 422


def test_verify_now_counts_hits_again(
    client_for: Callable[[str], Client], django_capture_on_commit_callbacks: Any
) -> None:
    req = filed(haunted_account(), django_capture_on_commit_callbacks)
    # Something put the word back (say, a shadow turn recorded by an old process).
    ShadowRecord.objects.create(
        account=req.account,
        given=[{"role": "user", "content": f"{CANARY} again"}],
        engine=[],
        given_tokens=1,
        engine_tokens=0,
    )
    r = client_for("support").post(f"/forget/{req.pk}/verify/", **HTMX)
    assert r.status_code == 200 and "1 hits found" in r.content.decode()
    req.refresh_from_db()
    assert req.checklist["shadow_records"]["hits"] == 1
    assert CANARY not in r.content.decode()


@pytest.mark.usefixtures("every_logger_at_debug")
def test_is_this_word_forgotten(
    client_for: Callable[[str], Client],
    django_capture_on_commit_callbacks: Any,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    req = filed(haunted_account(), django_capture_on_commit_callbacks)
    c = client_for("support")
    yes = c.post(f"/forget/{req.pk}/check/", {"word": CANARY.lower()}, **HTMX)
    assert yes.status_code == 200 and "Yes: that word is forgotten" in yes.content.decode()
    assert f"request #{req.pk}" in yes.content.decode()
    assert CANARY.lower() not in yes.content.decode().lower()
    no = c.post(f"/forget/{req.pk}/check/", {"word": "Zanzibar"}, **HTMX)
    assert "No: that word matches none" in no.content.decode()
    bad = c.post(f"/forget/{req.pk}/check/", {"word": "two words"}, **HTMX)
    assert bad.status_code == 422 and "one word" in bad.content.decode()
    assert CANARY.lower() not in caplog.text.lower()
    assert canary_rows() == []


def test_the_queue_warns_when_hashes_were_made_under_another_key(
    client_for: Callable[[str], Client],
    django_capture_on_commit_callbacks: Any,
    settings: Any,
) -> None:
    filed(haunted_account(), django_capture_on_commit_callbacks)
    assert "not the current key" not in client_for("viewer").get("/forget/").content.decode()
    settings.MEMORY_AUDIT_HMAC_KEY_ID = "k2"
    html = client_for("viewer").get("/forget/").content.decode()
    assert "made under key id <code>k1</code>" in html and "not the current key" in html


def test_every_action_works_without_javascript(
    client_for: Callable[[str], Client], django_capture_on_commit_callbacks: Any
) -> None:
    req = failed_request(django_capture_on_commit_callbacks)
    c = client_for("support")
    detail = f"/forget/{req.pk}/"
    r = c.post(f"{detail}verify/")
    assert r.status_code == 302 and r["Location"] == detail
    r = c.post(f"{detail}clear/", {"clear-reason": "by hand"})
    assert r.status_code == 302 and r["Location"] == detail
    req.refresh_from_db()
    assert req.status == "summary_cleared"
    page = c.get(detail).content.decode()
    assert "The summary was cleared." in page  # the message survives the redirect
    r = c.post(f"{detail}check/", {"word": CANARY})
    assert r.status_code == 200 and "<html" in r.content.decode()
    assert "Yes: that word is forgotten" in r.content.decode()
    r = c.post("/forget/new/", {"account": "ada", "everything": "on", "reason": "asked"})
    new = ForgetRequest.objects.latest("pk")
    assert r.status_code == 302 and r["Location"] == f"/forget/{new.pk}/"
    bad = c.post("/forget/new/", {"account": "ada", "key": "", "reason": "x"})
    assert bad.status_code == 422 and "<html" in bad.content.decode()
    assert "Give the key" in bad.content.decode()
