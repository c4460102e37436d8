"""The turn's read on either database (SQLite reads it in a few plain statements,
``accounts/context/reads_sqlite.py``; PostgreSQL in one) answers what the ORM reads
answer: the same window up to the budget, the same facts and digests, the stored
messages under the history's ids; and a turn over HTTP builds from it."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.db import connection
from django.test import override_settings
from django.test.utils import CaptureQueriesContext
from rest_framework.test import APIClient

from accounts.context.reads import turn_reads
from accounts.context.selectors import memory_for_turn
from accounts.messages.selectors import stored_by_ids
from accounts.models import (
    Account,
    Fact,
    ForgetRequest,
    ForgottenWord,
    Message,
    RolloutSetting,
    default_project_id,
)
from tests.accounts.test_turn_reads import T0, _conversation, _fill, _same_window

pytestmark = pytest.mark.django_db


@pytest.fixture
def everyone(db: Any) -> RolloutSetting:
    s = RolloutSetting.current()
    s.mode, s.scope = "enabled", "everyone"
    s.save()
    return s


@pytest.mark.parametrize(
    ("n", "budget", "limit"),
    [
        (0, 2000, 200),
        (10, 2000, 200),
        (48, 100, 200),
        (100, 200, 200),
        (400, 10_000, 300),
        (400, 100, 30),
        (400, 3000, 400),
    ],
)
@pytest.mark.parametrize("thread", ["", "phone"])
def test_the_read_builds_the_window_window_candidates_builds(
    everyone: RolloutSetting, n: int, budget: int, limit: int, thread: str
) -> None:
    acct = Account.objects.create(external_id="a")
    _conversation(acct, n, threads=("", "phone"))
    _same_window(acct, everyone, budget=budget, limit=limit, thread=thread)


def test_memory_matches_memory_for_turn(everyone: RolloutSetting) -> None:
    acct = Account.objects.create(external_id="a", summary="s", timezone="Africa/Lagos")
    new = Fact.objects.create(
        account=acct,
        key="car",
        kind="goal",
        note="m",
        origin="inferred",
        confidence=0.8,
        since=T0 + timedelta(days=2),
    )
    Fact.objects.create(
        account=acct,
        key="car",
        kind="goal",
        note="old car",
        origin="stated",
        active=False,
        since=T0,
        superseded_by=new,
    )
    Fact.objects.create(account=acct, key="wife", kind="relationship", note="n", origin="stated")
    Fact.objects.create(
        account=acct, key="gone", kind="goal", note="x", origin="stated", active=False
    )
    req = ForgetRequest.objects.create(account=acct, forget_seq=7, deadline=T0)
    ForgottenWord.objects.create(account=acct, request=req, digest="ab" * 32, key_id="k1")
    reads = turn_reads(external_id="a", setting=everyone)
    assert reads is not None and reads.facts is not None
    assert (reads.facts, reads.digests) == memory_for_turn(account=acct)
    assert [f.until for f in reads.facts if f.key == "car"] == [None, T0 + timedelta(days=2)]
    assert reads.digests == [("ab" * 32, "k1", 7)]
    assert reads.account.summary == "s" and reads.account.timezone == "Africa/Lagos"
    assert reads.account.pk == acct.pk and reads.account.allowlisted is False


def test_the_ids_outside_the_window_are_read_with_it(everyone: RolloutSetting) -> None:
    acct = Account.objects.create(external_id="a")
    _conversation(acct, 300)
    asked = frozenset({"m-6", "m-299", "m-300", "nowhere"})
    with override_settings(MEMORY_WINDOW_TOKENS=100):
        reads = turn_reads(external_id="a", setting=everyone, ids=asked)
    assert reads is not None and reads.newest_first is not None and reads.ids == asked
    window = {m.external_id for m in reads.newest_first}
    assert {"m-299", "m-300"} <= window and "m-6" not in window
    # What stored_by_ids answers for the ids the window does not hold (times aside).
    orm = stored_by_ids(account=acct, ids=asked - window)
    assert reads.by_id.keys() == orm.keys() == {"m-6"}
    assert reads.by_id["m-6"].content == orm["m-6"].content
    assert reads.by_id["m-6"].tool_calls == orm["m-6"].tool_calls


def test_disabled_reads_nothing_more(db: Any) -> None:
    setting = RolloutSetting.current()  # disabled, allowlist
    acct = Account.objects.create(external_id="a")
    _fill(acct, 10)
    Fact.objects.create(account=acct, key="wife", kind="relationship", note="n", origin="stated")
    project = default_project_id()
    with CaptureQueriesContext(connection) as q:
        reads = turn_reads(external_id="a", setting=setting, project=project)
    assert reads is not None and reads.newest_first is None and reads.facts is None
    assert len(q.captured_queries) == 1  # the account, nothing else
    Account.objects.filter(pk=acct.pk).update(allowlisted=True, rollout_mode="shadow")
    setting.mode = "shadow"
    reads = turn_reads(external_id="a", setting=setting)
    assert reads is not None and reads.newest_first is not None and len(reads.newest_first) == 10
    assert reads.account.allowlisted is True
    assert turn_reads(external_id="nobody", setting=setting) is None


def test_a_turn_builds_from_it_conflicts_and_calls_older_than_the_budget(
    api: APIClient, everyone: RolloutSetting
) -> None:
    acct = Account.objects.create(external_id="ada")
    _conversation(acct, 48)
    history = [
        # Stored long ago (far older than the window), said differently now.
        {"role": "user", "content": "not what message 6 said", "id": "m-6"},
        {"role": "user", "content": "Check my balance", "id": "u-new"},
        # Unrecorded (no id): the tail. It answers call c19, far older than the budget.
        {"role": "tool", "tool_call_id": "c19", "content": "Balance: 5,000"},
    ]
    with override_settings(MEMORY_WINDOW_TOKENS=120):
        reads = turn_reads(external_id="ada", setting=everyone)
        assert reads is not None and reads.cut
        r = api.post("/api/v1/accounts/ada/context", {"history": history}, format="json")
    body = r.json()
    assert r.status_code == 200 and body["fallback"] is False, body
    assert body["conflicts"] == ["m-6"]
    calls = [c["id"] for m in body["messages"] for c in m.get("tool_calls") or []]
    assert "c19" in calls
    assert body["messages"][-1]["tool_call_id"] == "c19"
    assert Message.objects.get(account=acct, external_id="m-6").content.startswith("message 6")
    assert Message.objects.filter(account=acct, external_id="u-new").exists()


def test_statements_per_turn_do_not_grow_with_the_log(
    api: APIClient, everyone: RolloutSetting
) -> None:
    counts = []
    for n, size in enumerate((50, 2000)):
        acct = Account.objects.create(external_id=f"a{n}")
        _fill(acct, size)
        history = [{"role": "user", "content": "new", "id": f"new-{n}"}]
        with override_settings(MEMORY_ROLLOUT_CACHE_SECONDS=60):
            api.post(f"/api/v1/accounts/a{n}/context", {"history": history[:0]}, format="json")
            with CaptureQueriesContext(connection) as q:
                r = api.post(f"/api/v1/accounts/a{n}/context", {"history": history}, format="json")
        assert r.status_code == 200 and r.json()["fallback"] is False
        counts.append(len(q.captured_queries))
    assert counts[0] == counts[1], counts


def test_a_turn_no_account_can_be_live_for_reads_nothing(api: APIClient, rollout: Any) -> None:
    """The kill switch: every account is disabled whatever its row says, so a turn reads
    neither the account nor its log (the disabled path's one statement, gone)."""
    rollout("enabled", "everyone", kill=True)
    Account.objects.create(external_id="ada", allowlisted=True, rollout_mode="enabled")
    history = [{"role": "user", "content": "Hi", "id": "u-1"}]
    with override_settings(MEMORY_ROLLOUT_CACHE_SECONDS=60):
        api.post("/api/v1/accounts/ada/context", {"history": history}, format="json")
        with CaptureQueriesContext(connection) as q:
            r = api.post("/api/v1/accounts/ada/context", {"history": history}, format="json")
    assert r.status_code == 200 and r.json()["messages"] == history
    read = [x["sql"] for x in q.captured_queries if "accounts_account" in x["sql"]]
    assert read == [] and not Message.objects.exists()
    rollout("enabled", "everyone", kill=False)  # lifted: the same turn reads and records
    r = api.post("/api/v1/accounts/ada/context", {"history": history}, format="json")
    assert r.status_code == 200 and Message.objects.filter(external_id="u-1").exists()


def test_a_proxied_turn_reads_the_open_end_with_the_window(
    api: APIClient, everyone: RolloutSetting
) -> None:
    """The chat door gives id-less items ids by matching the log's open end
    (``accounts.proxy.ids.OPEN_END_READ`` messages): read in the turn's own read, past a
    small budget, not by a second read of the window."""
    from tests.fakellm import FakeLLM

    acct = Account.objects.create(external_id="ada")
    _fill(acct, 100)
    said = [
        {"role": "assistant", "content": "message 99"},
        {"role": "user", "content": "message 100"},
    ]
    body = {"model": "m", "user": "ada", "messages": [*said, {"role": "user", "content": "Hi"}]}
    with FakeLLM() as llm:
        llm.default = "Hello."
        with (
            override_settings(MEMORY_WINDOW_TOKENS=40, MEMORY_UPSTREAM_BASE_URL=llm.base_url),
            CaptureQueriesContext(connection) as q,
        ):
            r = api.post("/api/v1/openai/chat/completions", body, format="json")
    assert r.status_code == 200, r.content
    sent = llm.requests[-1]["messages"]
    assert sent[-1]["content"] == "Hi" and len(sent) < 10  # the budget held
    window_reads = [
        x["sql"] for x in q.captured_queries if '"accounts_message"."token_count"' in x["sql"]
    ]
    assert window_reads == []  # no ORM read of the window after the turn's own
    # The history's two stored items were known by content: only the new ones were stored.
    assert list(
        Message.objects.filter(account=acct, seq__gt=100).values_list("role", "content")
    ) == [
        ("user", "Hi"),
        ("assistant", "Hello."),
    ]
