"""POST /api/v1/accounts/{account}/compact and POST /api/v1/rules/check."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.models import Account, CompactionAttempt
from tests.accounts.compaction_support import account_with, reply, set_mode
from tests.fakellm import Error, FakeLLM


@pytest.fixture
def acct(db: Any, settings: Any) -> Account:
    settings.MEMORY_WINDOW_TOKENS = 60
    set_mode("enabled")
    return account_with("api-acct", filler=3)


def test_compact_runs_synchronously_when_tasks_run_eagerly(api: APIClient, acct: Account) -> None:
    r = api.post("/api/v1/accounts/api-acct/compact")
    assert r.status_code == 200, r.content
    assert r.json()["outcome"] == "accepted"
    acct.refresh_from_db()
    assert acct.covered_through_seq == 8 and acct.summary
    again = api.post("/api/v1/accounts/api-acct/compact")
    assert again.json()["outcome"] == "nothing_to_do"


@pytest.mark.parametrize(
    ("script", "outcome"),
    [
        ([reply("Tunde has paid."), reply("Tunde still owes.")], "rejected"),
        ([Error(500)], "failed"),
        (["not json at all"], "rejected"),
    ],
)
def test_compact_reports_the_outcome(
    api: APIClient, acct: Account, settings: Any, script: list[Any], outcome: str
) -> None:
    with FakeLLM() as llm:
        settings.MEMORY_LLM = llm.settings()
        llm.script = script
        r = api.post("/api/v1/accounts/api-acct/compact")
    assert r.status_code == 200 and r.json()["outcome"] == outcome
    assert CompactionAttempt.objects.filter(account=acct).exists()


def test_compact_on_a_disabled_account_does_nothing(api: APIClient, acct: Account) -> None:
    set_mode("disabled")
    r = api.post("/api/v1/accounts/api-acct/compact")
    assert r.status_code == 200
    assert r.json() == {"outcome": "nothing_to_do", "detail": "disabled"}
    acct.refresh_from_db()
    assert acct.covered_through_seq is None


def test_compact_an_unknown_account_is_404(api: APIClient, db: Any) -> None:
    r = api.post("/api/v1/accounts/nobody/compact")
    assert r.status_code == 404 and r.json()["error"]["code"] == "not_found"


def test_compact_needs_a_key(db: Any) -> None:
    assert APIClient().post("/api/v1/accounts/x/compact").status_code == 401


def test_rules_check_reports_each_broken_rule(api: APIClient) -> None:
    r = api.post("/api/v1/rules/check", {"text": "2 of 3 members have paid."}, format="json")
    assert r.status_code == 200
    body = r.json()
    assert body["ok"] is False
    rules = {v["rule"]: v["excerpt"] for v in body["violations"]}
    assert rules == {"no_payment_status": "have paid", "no_member_count": "2 of 3"}


def test_rules_check_passes_a_clean_text(api: APIClient) -> None:
    r = api.post("/api/v1/rules/check", {"text": "The user has verified his BVN."}, format="json")
    assert r.json() == {"ok": True, "violations": []}


@pytest.mark.parametrize(
    "body", [{}, {"text": ""}, {"text": 5}, {"text": None}, ["x"], {"text": "x" * 20001}]
)
def test_rules_check_refuses_bad_input(api: APIClient, body: Any) -> None:
    r = api.post("/api/v1/rules/check", body, format="json")
    assert r.status_code == 400
    assert r.json()["error"]["code"] == "invalid"


def test_rules_check_refuses_a_body_that_is_not_json(api: APIClient) -> None:
    r = api.post("/api/v1/rules/check", "{nope", content_type="application/json")
    assert r.status_code == 400 and r.json()["error"]["code"] == "not_json"
