"""The per-turn read in one statement (PostgreSQL) answers what the ORM reads answer."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from django.db import connection
from django.test import override_settings
from django.test.utils import CaptureQueriesContext
from rest_framework.test import APIClient

from accounts import rulepack
from accounts.context.reads import turn_reads
from accounts.context.selectors import memory_for_turn
from accounts.messages.selectors import UNREAD, window_candidates
from accounts.models import Account, Fact, ForgetRequest, ForgottenWord, Message, RolloutSetting
from memoryadmin.engine import types as t
from memoryadmin.engine.context import build_context

pytestmark = pytest.mark.postgres("the one-statement turn read is PostgreSQL's")

T0 = datetime(2026, 11, 1, 9, 0, tzinfo=UTC)


def _reads_the_turn(sql: str) -> bool:
    """A statement of the turn itself: not the key check, nor the turn log's write after
    the answer (accounts/turnlog.py), which these tests do not count."""
    return "accounts_apikey" not in sql and "accounts_turnrecord" not in sql


def _fill(account: Account, n: int, tokens: int = 10) -> None:
    Message.objects.bulk_create(
        Message(
            account=account,
            seq=s,
            external_id=f"m-{s}",
            role="assistant" if s % 2 else "user",
            content=f"message {s}",
            created_at=T0 + timedelta(minutes=s),
            token_count=tokens,
            tools=["get_balance"] if s % 4 == 1 else None,
            volatility="live" if s % 4 == 1 else None,
            observed_at=T0 + timedelta(minutes=s) if s % 2 else None,
            tool_calls=[{"id": f"c{s}", "type": "function"}] if s % 8 == 3 else None,
            extra={"k": s} if s % 5 == 0 else None,
        )
        for s in range(1, n + 1)
    )
    Account.objects.filter(pk=account.pk).update(last_seq=n)


@pytest.fixture
def everyone(db: Any) -> RolloutSetting:
    s = RolloutSetting.current()
    s.mode, s.scope = "enabled", "everyone"
    s.save()
    return s


ROLES = {0: "assistant", 1: "assistant", 2: "tool", 3: "tool", 4: "user", 5: "user"}


def _conversation(account: Account, n: int, threads: tuple[str, ...] = ("",)) -> None:
    """n stored messages of uneven size: user turns, tool calls with their results
    (one result answering no call), live replies and plain ones; in ``threads`` taken
    in turn by runs of seven messages."""
    rows = []
    for s in range(1, n + 1):
        kind = s % 6
        call = f"c{s - 1}" if kind == 2 else None
        rows.append(
            Message(
                account=account,
                seq=s,
                external_id=f"m-{s}",
                role={1: "assistant", 2: "tool", 3: "tool"}.get(
                    kind, "user" if kind else "assistant"
                ),
                content=f"message {s} " + "word " * ((s * 7) % 23),
                created_at=T0 + timedelta(minutes=s),
                token_count=5 + (s * 7) % 23,
                tools=["get_balance"] if kind in (0, 1) else None,
                volatility="live" if kind == 0 else None,
                observed_at=T0 + timedelta(minutes=s) if kind in (0, 1) else None,
                tool_calls=[
                    {
                        "id": f"c{s}",
                        "type": "function",
                        "function": {"name": "get_balance", "arguments": "{}"},
                    }
                ]
                if kind == 1
                else None,
                tool_call_id=call or (f"gone{s}" if kind == 3 else None),
                thread=threads[(s // 7) % len(threads)],
            )
        )
    Message.objects.bulk_create(rows)
    Account.objects.filter(pk=account.pk).update(last_seq=n)


def _window(newest_first: list[t.StoredMessage], *, budget: int, tail: list[t.ChatMessage]) -> Any:
    return build_context(
        history=[{"role": "system", "content": "You are Flow."}],
        newest_first=newest_first,
        tail=tail,
        summary="earlier",
        facts=[],
        budget=budget,
        now=T0 + timedelta(days=40),
        tz=ZoneInfo("Africa/Lagos"),
        mask=lambda seq, text: text.replace("message 3", "[forgotten]"),
        secrets=rulepack.secret_rules(),
    )


@pytest.mark.parametrize(
    ("n", "budget", "limit"),
    [
        (0, 2000, 200),
        (10, 2000, 200),
        (48, 100, 200),
        (100, 200, 200),
        (100, 5000, 200),
        (400, 10_000, 200),
        (400, 10_000, 300),
        (400, 100, 30),
        (400, 3000, 400),
    ],
)
def test_the_read_builds_the_window_window_candidates_builds(
    everyone: RolloutSetting, n: int, budget: int, limit: int
) -> None:
    acct = Account.objects.create(external_id="a")
    _conversation(acct, n)
    _same_window(acct, everyone, budget=budget, limit=limit)


@pytest.mark.parametrize(
    ("n", "budget", "limit"), [(10, 2000, 200), (100, 200, 200), (400, 3000, 400), (400, 100, 30)]
)
@pytest.mark.parametrize("thread", ["", "phone", "web"])
def test_each_threads_read_builds_the_window_window_candidates_builds(
    everyone: RolloutSetting, n: int, budget: int, limit: int, thread: str
) -> None:
    """Three threads interleaved (API.md v1.2): each read is its thread's window only."""
    acct = Account.objects.create(external_id="a")
    _conversation(acct, n, threads=("", "phone", "web"))
    got = _same_window(acct, everyone, budget=budget, limit=limit, thread=thread)
    assert {m.external_id for m in got} <= set(
        Message.objects.filter(account=acct, thread=thread).values_list("external_id", flat=True)
    )
    assert got or not Message.objects.filter(account=acct, thread=thread).exists()


def _same_window(
    acct: Account, everyone: RolloutSetting, *, budget: int, limit: int, thread: str = ""
) -> list[t.StoredMessage]:
    """The one-statement read of ``thread`` agrees with window_candidates' ORM reads."""
    with override_settings(MEMORY_WINDOW_TOKENS=budget, MEMORY_WINDOW_MAX_MESSAGES=limit):
        reads = turn_reads(external_id="a", setting=everyone, thread=thread)
        orm = window_candidates(account=acct, thread=thread)
    assert reads is not None and reads.newest_first is not None
    got = reads.newest_first
    # What window_candidates reads, up to the first row that spends the budget.
    assert [m.seq for m in got] == [m.seq for m in orm][: len(got)]
    spent = [sum(m.token_count for m in got[: k + 1]) for k in range(len(got))]
    assert reads.cut == (len(got) < len(orm))
    if reads.cut:
        assert spent[-1] > budget and (len(spent) == 1 or spent[-2] <= budget)
    else:
        assert len(got) == len(orm)
    for fast, slow in zip(got, orm, strict=False):
        live = slow.volatility is not None
        # Times are read for live rows only (the only ones stamped); a third page
        # (read by window_candidates' loop) carries them all.
        assert fast.created_at in ((slow.created_at,) if live else (UNREAD, slow.created_at))
        assert fast.observed_at in ((slow.observed_at,) if live else (None, slow.observed_at))
        assert fast.__dict__ | {"created_at": 0, "observed_at": 0} == slow.__dict__ | {
            "created_at": 0,
            "observed_at": 0,
        }
    # Whatever the tail spends first, the engine builds the same window from either.
    for tail in ([], [t.ChatMessage(role="user", content="Is Tunde still pending? " * 9)]):
        ours, theirs = (_window(c, budget=budget, tail=tail) for c in (got, orm))
        assert ours.window == theirs.window and ours.context == theirs.context
    return got


def test_a_tail_answering_a_call_older_than_the_budget_gets_its_call(
    api: APIClient, everyone: RolloutSetting
) -> None:
    """The one thing that reaches past the budget: the window takes the stored call a
    tool result of this turn answers, whatever it costs (the read goes on for it)."""
    acct = Account.objects.create(external_id="ada")
    _conversation(acct, 48)
    history = [
        {"role": "user", "content": "Check my balance", "id": "u-new"},
        # Unrecorded (no id): the tail. It answers call c19, far older than the budget.
        {"role": "tool", "tool_call_id": "c19", "content": "Balance: 5,000"},
    ]
    with override_settings(MEMORY_WINDOW_TOKENS=120):
        reads = turn_reads(external_id="ada", setting=everyone)
        assert reads is not None and reads.cut
        assert 19 not in [m.seq for m in reads.newest_first or []]
        r = api.post("/api/v1/accounts/ada/context", {"history": history}, format="json")
    body = r.json()
    assert r.status_code == 200 and body["fallback"] is False, body
    calls = [c["id"] for m in body["messages"] for c in m.get("tool_calls") or []]
    assert "c19" in calls
    last = body["messages"][-1]
    assert last["tool_call_id"] == "c19" and last["content"].startswith("Balance: 5,000")


def test_memory_matches_memory_for_turn(everyone: RolloutSetting) -> None:
    acct = Account.objects.create(external_id="a", summary="s", timezone="Africa/Lagos")
    Fact.objects.create(account=acct, key="wife", kind="relationship", note="n", origin="stated")
    Fact.objects.create(
        account=acct, key="car", kind="goal", note="m", origin="inferred", confidence=0.8
    )
    Fact.objects.create(
        account=acct, key="old", kind="goal", note="x", origin="stated", active=False
    )
    req = ForgetRequest.objects.create(account=acct, forget_seq=7, deadline=T0)
    ForgottenWord.objects.create(account=acct, request=req, digest="ab" * 32, key_id="k1")
    reads = turn_reads(external_id="a", setting=everyone)
    assert reads is not None
    assert (reads.facts, reads.digests) == memory_for_turn(account=acct)
    assert reads.account.summary == "s" and reads.account.timezone == "Africa/Lagos"
    assert reads.account.pk == acct.pk


def test_disabled_reads_nothing_more(db: Any) -> None:
    setting = RolloutSetting.current()  # disabled, allowlist
    acct = Account.objects.create(external_id="a")
    _fill(acct, 10)
    Fact.objects.create(account=acct, key="wife", kind="relationship", note="n", origin="stated")
    reads = turn_reads(external_id="a", setting=setting)
    assert reads is not None and reads.newest_first is None and reads.facts is None
    Account.objects.filter(pk=acct.pk).update(allowlisted=True, rollout_mode="shadow")
    setting.mode = "shadow"
    reads = turn_reads(external_id="a", setting=setting)
    assert reads is not None and reads.newest_first is not None and len(reads.newest_first) == 10
    assert turn_reads(external_id="nobody", setting=setting) is None


def test_a_turn_with_nothing_new_reads_in_one_statement(
    api: APIClient, everyone: RolloutSetting
) -> None:
    acct = Account.objects.create(external_id="ada")
    _fill(acct, 300)
    history = [{"role": "user", "content": "message 300", "id": "m-300"}]
    with override_settings(MEMORY_ROLLOUT_CACHE_SECONDS=60):
        api.post("/api/v1/accounts/ada/context", {"history": history}, format="json")
        with CaptureQueriesContext(connection) as q:
            r = api.post("/api/v1/accounts/ada/context", {"history": history}, format="json")
    assert r.status_code == 200 and r.json()["fallback"] is False
    turn = [x["sql"] for x in q.captured_queries if _reads_the_turn(x["sql"])]
    assert len(turn) == 1 and "accounts_message" in turn[0] and "accounts_fact" in turn[0]


def test_a_conflict_older_than_the_window_is_read_in_the_turns_statement(
    api: APIClient, everyone: RolloutSetting
) -> None:
    acct = Account.objects.create(external_id="ada")
    _fill(acct, 300)
    history = [
        # Stored long ago (far older than a 100-token window), said differently now.
        {"role": "user", "content": "not what message 6 said", "id": "m-6"},
        {"role": "user", "content": "message 300", "id": "m-300"},
        {"role": "user", "content": "and something new", "id": "new-1"},
    ]
    with override_settings(MEMORY_ROLLOUT_CACHE_SECONDS=60, MEMORY_WINDOW_TOKENS=100):
        api.post("/api/v1/accounts/ada/context", {"history": history[1:2]}, format="json")
        with CaptureQueriesContext(connection) as q:
            r = api.post("/api/v1/accounts/ada/context", {"history": history}, format="json")
    body = r.json()
    assert r.status_code == 200 and body["fallback"] is False
    assert body["conflicts"] == ["m-6"]
    turn = [x["sql"] for x in q.captured_queries if _reads_the_turn(x["sql"])]
    # The read (window, memory and the history's stored ids) and the insert: nothing else.
    assert len(turn) == 2, turn
    assert "accounts_fact" in turn[0] and turn[1].lstrip().startswith("WITH s AS (UPDATE")
    assert list(
        Message.objects.filter(account=acct, seq__gt=300).values_list("external_id", "seq")
    ) == [("new-1", 301)]
    assert Message.objects.get(account=acct, external_id="m-6").content == "message 6"


def _prepared(marker: str) -> list[tuple[int, int]]:
    """(generic plans, custom plans) of this connection's prepared statements holding marker."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT generic_plans, custom_plans FROM pg_prepared_statements "
            "WHERE statement LIKE %s",
            [f"%{marker}%"],
        )
        return [(int(g), int(c)) for g, c in cursor.fetchall()]


def test_the_turn_statement_is_prepared_once_and_planned_once(
    api: APIClient, everyone: RolloutSetting
) -> None:
    Account.objects.create(external_id="ada")
    # A budget no other test uses: the statement's text (its budget written in) is new.
    with override_settings(MEMORY_WINDOW_TOKENS=4321):
        for n in range(8):
            history = [{"role": "user", "content": f"turn {n}", "id": f"t-{n}"}]
            r = api.post("/api/v1/accounts/ada/context", {"history": history}, format="json")
            assert r.status_code == 200 and r.json()["fallback"] is False
    found = _prepared("<= 4321")
    assert len(found) == 1
    generic, custom = found[0]
    # PostgreSQL plans the first few executions for their values, then keeps one plan.
    assert generic >= 2 and generic + custom == 8


def test_prepared_statements_can_be_turned_off(api: APIClient, everyone: RolloutSetting) -> None:
    Account.objects.create(external_id="ada")
    with override_settings(MEMORY_WINDOW_TOKENS=4322, MEMORY_PREPARED_STATEMENTS=False):
        for n in range(3):
            history = [{"role": "user", "content": f"turn {n}", "id": f"t-{n}"}]
            r = api.post("/api/v1/accounts/ada/context", {"history": history}, format="json")
            assert r.status_code == 200 and r.json()["fallback"] is False
    assert _prepared("<= 4322") == []
    assert Message.objects.filter(account__external_id="ada").count() == 3


def test_a_proxy_turn_reads_the_account_and_its_window_once(
    api: APIClient, everyone: RolloutSetting, settings: Any
) -> None:
    """The chat door hands the turn service nothing to read again: one statement reads
    the account, its mode inputs and its window (the ids are derived from that window)."""
    from tests.fakellm import FakeLLM

    with FakeLLM() as llm:
        settings.MEMORY_UPSTREAM_BASE_URL = llm.base_url
        settings.MEMORY_UPSTREAM_API_KEY = "upstream-secret"
        llm.script = ["Hello.", "₦5,000."]
        messages: list[Any] = [{"role": "user", "content": "Hi"}]
        body = {"model": "m", "messages": messages, "user": "ada"}
        with override_settings(MEMORY_ROLLOUT_CACHE_SECONDS=60):
            assert (
                api.post("/api/v1/openai/chat/completions", body, format="json").status_code == 200
            )
            messages += [
                {"role": "assistant", "content": "Hello."},
                {"role": "user", "content": "Balance?"},
            ]
            with CaptureQueriesContext(connection) as q:
                r = api.post("/api/v1/openai/chat/completions", body, format="json")
    assert r.status_code == 200 and llm.requests[-1]["messages"][-1]["content"] == "Balance?"
    turn = [x["sql"] for x in q.captured_queries if _reads_the_turn(x["sql"])]
    reads = [s for s in turn if s.lstrip().upper().startswith(("SELECT", "SELECT * FROM ("))]
    # The turn's one statement, then the reply's provenance (its turn so far): no re-read.
    assert sum("FROM accounts_account " in s.replace('"', "") for s in reads) == 1, reads
    assert len(reads) == 2, reads
    assert list(Message.objects.order_by("seq").values_list("content", flat=True)) == [
        "Hi",
        "Hello.",
        "Balance?",
        "₦5,000.",
    ]
