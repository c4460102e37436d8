"""Every statement of the per-turn path, compaction and forgetting stays inside one account.

This is the proof behind docs/scale-out.md: the per-account tables can be
distributed by ``account_id`` (Citus) or hash-partitioned by account, because
no statement of these paths touches them without pinning the account (see
``tests/ops/account_sql.py`` for the rule). It captures the SQL the real code
runs (Django's CaptureQueriesContext) and fails naming each offending statement.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from rest_framework.test import APIClient

from accounts.compaction.run import compaction_run
from accounts.models import Account, CompactionBatch, Fact, ForgetRequest, SummaryVersion
from tests.fakellm import FakeLLM
from tests.ops.account_sql import statement_problems, unscoped

pytestmark = pytest.mark.django_db
T0 = datetime(2026, 11, 20, 9, 0, tzinfo=UTC)
ACCOUNT = "scale-ada"
URL = f"/api/v1/accounts/{ACCOUNT}"


def redaction_entry_read(sql: str) -> bool:
    """The redaction task's first read: the request by its id, the only id the task is sent.

    The broker carries the request id and nothing else (tests/accounts/test_forget_broker.py),
    so this one-row read cannot name the account; on Citus it asks every shard. It is the
    one statement allowed to, and only once per task run (counted below).
    """
    return sql.startswith("SELECT") and bool(
        re.search(r'FROM "accounts_forgetrequest" INNER JOIN "accounts_account" ON .* '
                  r'WHERE "accounts_forgetrequest"\."id" = \d+( LIMIT \d+)?$', sql)
    )  # fmt: skip


class Confined:
    """Captures the SQL of each block; ``check`` fails naming every statement not confined."""

    def __init__(self) -> None:
        self.failures: list[str] = []
        self.statements = 0

    @contextmanager
    def __call__(self, what: str, entry_reads: int = 0) -> Iterator[CaptureQueriesContext]:
        with CaptureQueriesContext(connection) as captured:
            yield captured
        sqls = [q["sql"] for q in captured.captured_queries]
        assert sqls, f"{what}: no SQL captured (the test would prove nothing)"
        self.statements += len(sqls)
        allowed = [sql for sql in sqls if redaction_entry_read(sql)]
        assert len(allowed) == entry_reads, (what, allowed)
        for sql, why in unscoped(s for s in sqls if s not in allowed):
            self.failures.append(f"[{what}] {'; '.join(why)}:\n  {sql}")

    def check(self) -> None:
        report = "\n\n".join(self.failures)
        assert not self.failures, (
            f"{len(self.failures)} of {self.statements} statements not filtered by account:\n"
            + report
        )


def _turn(n: int) -> list[dict[str, Any]]:
    """A history of n turns, each a user message and a reply with its tools, all with ids."""
    history: list[dict[str, Any]] = [{"role": "system", "content": "You are a banking agent."}]
    for i in range(n):
        when = (T0 + timedelta(minutes=2 * i)).isoformat()
        history.append(
            {"role": "user", "content": f"Tell me about savings plans ({i}).", "id": f"u{i}",
             "created_at": when}
        )  # fmt: skip
        history.append(
            {"role": "assistant", "content": f"Your balance is ₦{1000 + i},000.", "id": f"a{i}",
             "tools": ["get_balance", "drill_unknown_tool"], "created_at": when}
        )  # fmt: skip
    return history


def test_the_checker_can_fail() -> None:
    # A filter in the SELECT list is no filter; a join on id pins nothing; an update by pk alone
    # (Django's save) and a delete by pk alone (its collector) are caught.
    assert statement_problems(
        'SELECT "accounts_message"."account_id" FROM "accounts_message" '
        'WHERE "accounts_message"."seq" = 3'
    )
    assert statement_problems(
        'SELECT 1 FROM "accounts_forgottenword" INNER JOIN "accounts_forgetrequest" '
        'ON ("accounts_forgottenword"."request_id" = "accounts_forgetrequest"."id") '
        'WHERE "accounts_forgottenword"."account_id" = 5'
    ) == ["accounts_forgetrequest is not filtered by account_id"]
    assert statement_problems(
        'UPDATE "accounts_compactionbatch" SET "status" = \'accepted\' '
        'WHERE "accounts_compactionbatch"."id" = 9'
    )
    assert statement_problems('DELETE FROM "accounts_fact" WHERE "accounts_fact"."id" IN (1, 2)')
    assert statement_problems('INSERT INTO "accounts_fact" ("key", "note") VALUES (\'a\', \'b\')')
    # …and what is confined passes: a value, a join on the account column, an insert with it.
    assert not statement_problems(
        'SELECT 1 FROM "accounts_forgottenword" INNER JOIN "accounts_forgetrequest" '
        'ON ("accounts_forgottenword"."request_id" = "accounts_forgetrequest"."id" AND '
        '"accounts_forgottenword"."account_id" = "accounts_forgetrequest"."account_id") '
        'WHERE "accounts_forgottenword"."account_id" = 5'
    )
    assert not statement_problems(
        'DELETE FROM "accounts_fact" WHERE ("accounts_fact"."account_id" = 5 '
        'AND "accounts_fact"."id" IN (1, 2))'
    )
    assert not statement_problems(
        "WITH s AS (UPDATE accounts_account SET last_seq = last_seq + 2 WHERE id = 7 "
        "RETURNING last_seq) INSERT INTO accounts_message (account_id, seq) SELECT v.c0, "
        "s.last_seq FROM s, (VALUES (7, 1)) AS v(c0, c1)"
    )
    assert not statement_problems('SELECT 1 FROM "accounts_apikey" WHERE "key_hash" = \'x\'')


def test_per_turn_compaction_and_forgetting_filter_every_per_account_table_by_account(
    api: APIClient,
    rollout: Callable[..., None],
    settings: Any,
    django_capture_on_commit_callbacks: Any,
) -> None:
    confined = Confined()
    settings.MEMORY_WINDOW_TOKENS = 60
    settings.MEMORY_ROLLOUT_CACHE_SECONDS = 0
    Account.objects.create(external_id="scale-neighbour")  # another account in the same tables
    rollout("enabled", "everyone")

    # -- the per-turn path -------------------------------------------------------------
    with confined("POST /context (enabled, new account)"):
        r = api.post(f"{URL}/context", {"history": _turn(3)}, format="json")
    assert r.status_code == 200 and r.json()["fallback"] is False, r.content
    with confined("POST /context (enabled)"):
        r = api.post(f"{URL}/context", {"history": _turn(5)}, format="json")
    assert r.json()["mode"] == "enabled" and r.json()["fallback"] is False
    with confined("POST /messages"):
        r = api.post(
            f"{URL}/messages",
            {"id": "u-late", "role": "user", "content": "Please remember I moved house.",
             "created_at": (T0 + timedelta(minutes=30)).isoformat()},
            format="json",
        )  # fmt: skip
    assert r.status_code == 201, r.content
    with confined("POST /messages (the same id again)"):
        assert api.post(
            f"{URL}/messages",
            {"id": "u-late", "role": "user", "content": "Please remember I moved house.",
             "created_at": (T0 + timedelta(minutes=30)).isoformat()},
            format="json",
        ).status_code == 200  # fmt: skip
    with confined("GET /messages"):
        assert api.get(f"{URL}/messages?after_seq=0&limit=5").status_code == 200
    with confined("POST /facts, GET /facts, GET /memory"):
        r = api.post(
            f"{URL}/facts",
            {"key": "wife", "kind": "relationship", "note": "Married to Chioma"},
            format="json",
        )
        assert r.status_code == 201, r.content
        assert api.get(f"{URL}/facts").status_code == 200
        assert api.get(f"{URL}/memory").status_code == 200
    rollout("shadow", "everyone")
    with confined("POST /context (shadow)"):
        r = api.post(f"{URL}/context", {"history": _turn(6)}, format="json")
    assert r.json()["mode"] == "shadow" and r.json()["fallback"] is False
    rollout("enabled", "everyone")
    account = Account.objects.get(external_id=ACCOUNT)

    # -- compaction: the offline compactor, then a model that proposes a fact ------------
    settings.MEMORY_LLM = {**settings.MEMORY_LLM, "base_url": ""}
    with confined("compaction run (offline compactor)"):
        assert compaction_run(account_id=account.pk, manual=True).outcome == "accepted"
    car = {"id": "u-car", "role": "user", "content": "I'm saving for a car, 20,000 a month.",
           "created_at": (T0 + timedelta(minutes=40)).isoformat()}  # fmt: skip
    assert api.post(f"{URL}/messages", car, format="json").status_code == 201
    api.post(f"{URL}/context", {"history": _turn(9)}, format="json")
    proposal = {
        "key": "car", "kind": "goal", "note": "Saving for a car, 20,000 a month",
        "evidence": "I'm saving for a car", "confidence": 0.9,
    }  # fmt: skip
    with FakeLLM() as llm:
        reply = {"summary": "The user asked about their account.", "facts": [proposal]}
        llm.default = json.dumps(reply)
        settings.MEMORY_LLM = llm.settings()
        with confined("compaction run (a model proposing a fact)"):
            result = compaction_run(account_id=account.pk, manual=True)
    assert result.outcome == "accepted", result
    assert Fact.objects.filter(account=account, key="car", active=True).exists()
    settings.MEMORY_LLM = {**settings.MEMORY_LLM, "base_url": ""}

    # -- forgetting: a fact, then everything; the redaction task runs in-process -----------
    with (
        confined("POST /forget (a fact) and its redaction task", entry_reads=1),
        django_capture_on_commit_callbacks(execute=True),
    ):
        r = api.post(f"{URL}/forget", {"key": "wife"}, format="json")
    assert r.status_code == 202, r.content
    assert ForgetRequest.objects.get(pk=r.json()["id"]).status == "verified_clean"
    with (
        confined("POST /forget (everything) and its redaction task", entry_reads=1),
        django_capture_on_commit_callbacks(execute=True),
    ):
        r = api.post(f"{URL}/forget", {"everything": True}, format="json")
    assert r.status_code == 202, r.content
    assert not Fact.objects.filter(account=account).exists()
    assert SummaryVersion.objects.filter(account=account).count() >= 4
    assert CompactionBatch.objects.filter(account=account, status="accepted").count() == 2
    confined.check()
