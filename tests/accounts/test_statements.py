"""Each hand-written statement does what its ORM twin does (STYLE.md 13).

The statements written out for speed (accounts/sql.py names their tables and columns)
run here beside the ORM code they stand for, on the same rows: each path runs in a
transaction that is then rolled back, and what it answered and the rows it left must be
the same. The PostgreSQL-only statements (a ``connection.vendor`` branch) run on
PostgreSQL; the others on either database. The turn's one read has its own file
(test_turn_reads.py); its facts and digests with supersession are checked here too.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from typing import Any, TypeVar

import pytest
import time_machine
from django.db import connection, models, transaction
from django.db.models import F

from accounts.compaction.claim import _claim_as_read, _claim_returning, _Claimed
from accounts.compaction.run import (
    STALE_WHY,
    _finish,
    _outcome_orm,
    _outcome_statement,
    progress_fields,
)
from accounts.context.reads import turn_reads
from accounts.context.selectors import memory_for_turn
from accounts.forgotten import _DIGESTS_SQL, forgotten_keyed
from accounts.messages.selectors import stored_rows, turn_since, turn_since_orm
from accounts.messages.services import (
    NewMessage,
    _allocate_seqs,
    _build,
    _insert_pg,
    _insert_sqlite,
    _upsert_unclassified,
)
from accounts.models import (
    Account,
    CompactionAttempt,
    CompactionBatch,
    Fact,
    ForgetRequest,
    ForgottenWord,
    Message,
    RolloutSetting,
    SummaryVersion,
    UnclassifiedTool,
)
from accounts.scoped import row_update
from accounts.summary import SummaryChange, summary_orm_write, summary_statement_write

T0 = datetime(2026, 11, 20, 9, 0, tzinfo=UTC)
NOW = T0 + timedelta(days=3)
postgres = pytest.mark.postgres("the statement is PostgreSQL's")
R = TypeVar("R")


@pytest.fixture(autouse=True)
def frozen(db: Any) -> Iterator[None]:
    """Both paths stamp the same now (leases, finished_at, created_at defaults)."""
    with time_machine.travel(NOW, tick=False):
        yield


@pytest.fixture
def everyone(db: Any) -> None:
    s = RolloutSetting.current()
    s.mode, s.scope = "enabled", "everyone"
    s.save()


def _undone(run: Callable[[], R], seen: Callable[[], Any]) -> tuple[R, Any]:
    """What ``run`` answers and what ``seen`` then reads, everything it wrote rolled back."""
    with transaction.atomic():
        answer = run()
        after = seen()
        transaction.set_rollback(True)
    return answer, after


def _rows(model: type[models.Model], *, skip: tuple[str, ...] = ("id",), **where: Any) -> Any:
    """The model's rows (in key order) without ``skip``: keys a rolled-back insert burnt differ."""
    rows = model._default_manager.filter(**where).order_by("pk").values()
    return [{k: v for k, v in row.items() if k not in skip} for row in rows]


def _fields(instance: models.Model) -> dict[str, Any]:
    return {f.attname: getattr(instance, f.attname) for f in instance._meta.concrete_fields}


def _conversation(account: Account, n: int) -> None:
    """n messages of every shape the window columns carry."""
    Message.objects.bulk_create(
        Message(
            account=account,
            seq=s,
            external_id=f"m-{s}",
            role=("user", "assistant", "tool")[s % 3],
            content=f'message {s} ₦5,000 \u2028 "quoted"',
            created_at=T0 + timedelta(minutes=s, microseconds=s),
            token_count=5 + s % 7,
            tools=["get_balance"] if s % 3 == 1 else None,
            volatility=("live", "event", None)[s % 3],
            observed_at=T0 + timedelta(minutes=s) if s % 3 == 1 else None,
            unverified=s % 5 == 0,
            tool_calls=[{"id": f"c{s}", "type": "function"}] if s % 6 == 1 else None,
            tool_call_id=f"c{s - 1}" if s % 3 == 2 else None,
            name="get_balance" if s % 3 == 2 else None,
            parts=[{"type": "text", "text": "part"}] if s % 4 == 0 else None,
            content_null=s % 11 == 0,
            extra={"k": s, "nested": [1.5, None]} if s % 5 == 0 else None,
            thread="phone" if s % 4 == 3 else "",
            superseded=s % 9 == 0,
        )
        for s in range(1, n + 1)
    )
    Account.objects.filter(pk=account.pk).update(last_seq=n)


def _forgotten(account: Account) -> None:
    for seq, digests in ((4, ["ab" * 32, "cd" * 32]), (9, ["ef" * 32])):
        req = ForgetRequest.objects.create(account=account, forget_seq=seq, deadline=T0)
        for d in digests:
            ForgottenWord.objects.create(account=account, request=req, digest=d, key_id="k1")
    # Another account's words are not this one's.
    other = Account.objects.create(external_id="someone-else")
    req = ForgetRequest.objects.create(account=other, forget_seq=1, deadline=T0)
    ForgottenWord.objects.create(account=other, request=req, digest="12" * 32, key_id="k1")


# --- compaction's claim ------------------------------------------------------------------

LEASES: dict[str, dict[str, Any]] = {
    "free": {},
    "lost lease": {
        "compaction_claimed_by": "gone:1:abc",
        "compaction_claimed_until": NOW - timedelta(minutes=1),
    },
    "held": {
        "compaction_claimed_by": "busy:1:abc",
        "compaction_claimed_until": NOW + timedelta(minutes=1),
    },
    "backing off": {"compaction_next_attempt_at": NOW + timedelta(minutes=5)},
    "backed off": {"compaction_next_attempt_at": NOW - timedelta(minutes=5)},
    "stuck": {"compaction_stuck": True, "compaction_failures": 5},
}


@postgres
@pytest.mark.parametrize("manual", [False, True])
@pytest.mark.parametrize("lease", list(LEASES))
def test_the_claim_statement_claims_and_reads_what_the_orm_does(
    everyone: None, settings: Any, lease: str, manual: bool
) -> None:
    settings.MEMORY_WINDOW_MAX_MESSAGES = 7  # fewer than the account holds: the LIMIT counts
    acct = Account.objects.create(
        external_id="ada", summary="s", covered_through_seq=2, summary_version=3
    )
    _conversation(acct, 12)
    _forgotten(acct)
    Account.objects.filter(pk=acct.pk).update(**LEASES[lease])

    def after() -> tuple[dict[str, Any], Any, Any]:
        newest = Message.objects.filter(account=acct).order_by("-seq")
        return (
            _fields(Account.objects.get(pk=acct.pk)),
            # What batch_messages reads itself when the claim did not.
            stored_rows(newest, limit=settings.MEMORY_WINDOW_MAX_MESSAGES),
            forgotten_keyed(account=acct),
        )

    fast, (fast_row, newest, digests) = _undone(
        lambda: _claim_returning(account_id=acct.pk, worker="w1", manual=manual), after
    )
    slow, (slow_row, _, _) = _undone(
        lambda: _claim_as_read(account_id=acct.pk, worker="w1", manual=manual), after
    )
    assert fast_row == slow_row
    if fast is None:
        assert not isinstance(slow, _Claimed) and slow.outcome == "busy"
        assert fast_row["compaction_claimed_by"] == LEASES[lease].get("compaction_claimed_by", "")
        return
    assert isinstance(slow, _Claimed)
    assert fast_row["compaction_claimed_by"] == "w1"
    assert _fields(fast.account) == _fields(slow.account) == fast_row
    assert fast.lost_lease == slow.lost_lease == (lease == "lost lease")
    assert fast.newest == newest and len(newest) == 7
    assert fast.digests == digests and len(digests) == 3


# --- the turn's memory (facts and digests) ----------------------------------------------


@postgres
def test_the_turn_statement_reads_the_memory_memory_for_turn_reads(everyone: None) -> None:
    acct = Account.objects.create(external_id="ada")
    old = Fact.objects.create(
        account=acct,
        key="wife",
        kind="relationship",
        note="Ada",
        origin="stated",
        since=T0,
        active=False,
    )
    new = Fact.objects.create(
        account=acct,
        key="wife",
        kind="relationship",
        note="Martha",
        origin="stated",
        since=T0 + timedelta(days=1, microseconds=7),
        evidence="said so",
    )
    Fact.objects.filter(pk=old.pk).update(superseded_by=new)
    gone = Fact.objects.create(
        account=acct, key="car", kind="goal", note="x", origin="inferred", confidence=0.25
    )
    Fact.objects.filter(pk=gone.pk).update(active=False)  # superseded by nothing: not shown
    Fact.objects.create(account=acct, key="rent", kind="goal", note="y", origin="inferred")
    _forgotten(acct)
    reads = turn_reads(external_id="ada", setting=RolloutSetting.current())
    assert reads is not None and reads.facts is not None
    facts, digests = memory_for_turn(account=acct)
    assert (reads.facts, sorted(reads.digests or [])) == (facts, sorted(digests))
    assert [f.key for f in facts] == ["rent", "wife", "wife"] and len(digests) == 3


# --- the summary's compare-and-set ------------------------------------------------------


def _leased(external_id: str = "ada") -> tuple[Account, CompactionBatch]:
    acct = Account.objects.create(
        external_id=external_id,
        summary="before",
        covered_through_seq=10,
        summary_version=3,
        last_seq=30,
        compaction_claimed_by="w1",
        compaction_claimed_until=NOW + timedelta(minutes=5),
        compaction_failures=2,
    )
    batch = CompactionBatch.objects.create(account=acct, from_seq=11, to_seq=20, worker="w1")
    return acct, batch


CHANGES: dict[str, dict[str, Any]] = {
    "plain": {},
    "covering": {"coverage": 20},
    "read as it stands": {"coverage": 20, "expect": {"covered_through_seq": 10}},
    "moved meanwhile": {"expect": {"covered_through_seq": 9}},
    "another version": {"expect_version": 2},
    "lease taken over": {"expect": {"compaction_claimed_by": "w2"}},
    "cleared": {"text": None},
    "with fields and batch": {"coverage": 20, "fields": "progress", "batch": True},
}


def _change(acct: Account, batch: CompactionBatch, how: dict[str, Any]) -> SummaryChange:
    fields = how.get("fields")
    return SummaryChange(
        account_id=acct.pk,
        expect_version=how.get("expect_version", 3),
        text=how.get("text", "after"),
        source=SummaryVersion.Source.COMPACTION,
        coverage=how.get("coverage"),
        expect=how.get("expect"),
        fields={**progress_fields(NOW), "compaction_claimed_by": ""} if fields else None,
        batch=batch if how.get("batch") else None,
    )


@postgres
@pytest.mark.parametrize("how", list(CHANGES))
def test_the_summary_statement_writes_what_the_orm_writes(how: str) -> None:
    acct, batch = _leased()
    change = _change(acct, batch, CHANGES[how])

    def after() -> Any:
        return _rows(Account, skip=(), pk=acct.pk), _rows(SummaryVersion, account=acct)

    fast, fast_rows = _undone(lambda: summary_statement_write(change), after)
    slow, slow_rows = _undone(lambda: summary_orm_write(change), after)
    assert (fast, fast_rows) == (slow, slow_rows)
    assert fast == (how not in {"moved meanwhile", "another version", "lease taken over"})
    assert len(fast_rows[1]) == int(fast)


# --- compaction's outcome: the attempt, the compare-and-set, the batch ------------------


def _attempt(acct: Account, batch: CompactionBatch) -> CompactionAttempt:
    return CompactionAttempt(
        batch=batch,
        account=acct,
        number=1,
        prompt=[{"role": "user", "content": 'Ada’s ₦5,000 "quoted"'}],
        prompt_tokens=12,
        raw_output="{}",
        candidate="after",
        model="m",
        latency_ms=3,
        outcome="accepted",
        worker="w1",
    )


@postgres
@pytest.mark.parametrize("how", ["covering", "moved meanwhile", "lease taken over", "cleared"])
def test_the_outcome_statement_writes_what_the_orm_writes(how: str) -> None:
    acct, batch = _leased()
    change = _change(acct, batch, {**CHANGES[how], "coverage": 20, "fields": "progress"})

    def run(outcome: Callable[..., bool]) -> Callable[[], Any]:
        def go() -> Any:
            mine = CompactionBatch.objects.get(pk=batch.pk)
            attempt = _attempt(acct, mine)
            written = outcome(mine, attempt, change, status="accepted", why="")
            assert attempt.pk is not None and not attempt._state.adding
            return written, _fields(mine)

        return go

    def after() -> Any:
        return (
            _rows(Account, skip=(), pk=acct.pk),
            _rows(CompactionBatch, skip=(), pk=batch.pk),
            _rows(CompactionAttempt, account=acct),
            _rows(SummaryVersion, account=acct),
        )

    fast, fast_rows = _undone(run(_outcome_statement), after)
    slow, slow_rows = _undone(run(_outcome_orm), after)
    assert fast == slow and fast_rows == slow_rows
    written, batch_now = fast
    assert batch_now == fast_rows[1][0]  # the instance is the row as it stands
    assert batch_now["status"] == ("accepted" if written else "stale")
    assert batch_now["error"] == ("" if written else STALE_WHY)
    assert len(fast_rows[2]) == 1


# --- the per-turn insert ------------------------------------------------------------------


def _items() -> list[NewMessage]:
    at = T0 + timedelta(hours=1)
    return [
        NewMessage(external_id="m-2", role="user", content="already stored", created_at=at),
        NewMessage(external_id="n-1", role="user", content="Balance? ₦", created_at=at),
        NewMessage(
            external_id="n-2",
            role="assistant",
            content="",
            created_at=at,
            tools=["get_balance"],
            observed_at=at,
            tool_calls=[{"id": "c1", "type": "function", "function": {"name": "get_balance"}}],
            content_null=True,
            thread="phone",
        ),
        NewMessage(
            external_id="n-3",
            role="tool",
            content="Balance: ₦5,000",
            created_at=at,
            tools=["get_balance"],
            tool_call_id="c1",
            name="get_balance",
            token_count=4,
            thread="phone",
        ),
        NewMessage(
            external_id="n-4",
            role="assistant",
            content="Your balance is ₦5,000.",
            created_at=at,
            parts=[{"type": "text", "text": "Your balance is ₦5,000."}],
            extra={"refusal": None, "audio": {"id": "a1"}},
            superseded=True,
        ),
    ]


def _orm_insert(account: Account, rows: list[Message]) -> dict[str, tuple[int, int]]:
    """The insert through the ORM: seqs allocated by an UPDATE, the rows whose id is not
    stored yet created; external_id -> (seq, id) of those."""
    n = len(rows)
    Account.objects.filter(pk=account.pk).update(last_seq=F("last_seq") + n)
    last = Account.objects.values_list("last_seq", flat=True).get(pk=account.pk)
    held = set(
        Message.objects.filter(
            account=account, external_id__in=[r.external_id for r in rows]
        ).values_list("external_id", flat=True)
    )
    fresh = []
    for row in rows:
        row.seq = last - n + row.seq
        if row.external_id not in held:
            fresh.append(row)
    Message.objects.bulk_create(fresh)
    return {r.external_id: (r.seq, r.pk) for r in fresh}


def _same_insert(insert: Callable[[Account, list[Message]], dict[str, tuple[int, int]]]) -> None:
    acct = Account.objects.create(external_id="ada")
    _conversation(acct, 3)

    def run(how: Callable[[Account, list[Message]], dict[str, tuple[int, int]]]) -> Any:
        def go() -> Any:
            rows = [_build(acct, item, n) for n, item in enumerate(_items(), start=1)]
            return {eid: seq for eid, (seq, _) in how(acct, rows).items()}

        return go

    def after() -> Any:
        return _rows(Account, skip=(), pk=acct.pk), _rows(Message, account=acct)

    ours = _undone(run(insert), after)
    assert ours == _undone(run(_orm_insert), after)
    assert ours[0] == {"n-1": 5, "n-2": 6, "n-3": 7, "n-4": 8}  # m-2 burns seq 4


@postgres
def test_the_turn_insert_stores_what_the_orm_stores() -> None:
    _same_insert(lambda account, rows: _insert_pg(account, rows)[0])


def test_the_two_statement_insert_stores_what_the_orm_stores() -> None:
    """The insert SQLite runs (plain SQL, so it runs on PostgreSQL too)."""
    _same_insert(lambda account, rows: _insert_sqlite(account, rows)[0])


@postgres
@pytest.mark.parametrize("thread", ["", "phone", "none-such"])
def test_the_turn_since_statement_reads_what_the_orm_reads(thread: str) -> None:
    """A reply's turn and what came after it (accounts/turn/reply.py), read by hand."""
    acct = Account.objects.create(external_id="ada")
    _conversation(acct, 40)
    _conversation(Account.objects.create(external_id="bob"), 44)  # another's never read
    read = 0
    for claim in (None, 1, 2, 3, 17, 30, 40, 41, 10_000):
        ours = turn_since(account=acct, thread=thread, claim=claim)
        assert ours == turn_since_orm(account=acct, thread=thread, claim=claim), claim
        read += len(ours)
    assert read or thread == "none-such"


# --- the small ones, on either database -------------------------------------------------


def test_allocating_seqs_is_the_orm_update() -> None:
    acct = Account.objects.create(external_id="ada", last_seq=41)

    def orm() -> int:
        Account.objects.filter(pk=acct.pk).update(last_seq=F("last_seq") + 3)
        return Account.objects.values_list("last_seq", flat=True).get(pk=acct.pk)

    def after() -> Any:
        return _rows(Account, skip=(), pk=acct.pk)

    assert _undone(lambda: _allocate_seqs(acct, 3), after) == _undone(orm, after)
    assert _undone(lambda: _allocate_seqs(acct, 3), after)[0] == 44


@pytest.mark.parametrize("error", ["", "model down"])
def test_finishing_a_batch_is_row_update(error: str) -> None:
    acct, batch = _leased()

    def after() -> Any:
        return _rows(CompactionBatch, skip=(), account=acct)

    def ours() -> Any:
        mine = CompactionBatch.objects.get(pk=batch.pk)
        _finish(mine, "failed", error)
        return _fields(mine)

    def orm() -> Any:
        mine = CompactionBatch.objects.get(pk=batch.pk)
        row_update(mine, status="failed", finished_at=NOW, error=error)
        return _fields(mine)

    fast, slow = _undone(ours, after), _undone(orm, after)
    assert fast == slow and fast[1][0]["finished_at"] == NOW


def test_the_matchers_digest_read_is_the_orm_read() -> None:
    acct = Account.objects.create(external_id="ada")
    _forgotten(acct)
    with connection.cursor() as cursor:
        cursor.execute(_DIGESTS_SQL, [acct.pk])
        rows = cursor.fetchall()
    orm = ForgottenWord.objects.filter(account=acct).values_list("digest", "key_id")
    assert sorted(map(tuple, rows)) == sorted(orm) and len(rows) == 3


def test_noting_unclassified_tools_is_the_orm_upsert() -> None:
    acct = Account.objects.create(external_id="ada")
    UnclassifiedTool.objects.create(
        name="seen_before", first_seen=T0, last_seen=T0, times_seen=4, last_account="bob"
    )

    def orm() -> None:
        for name in ("seen_before", "brand_new"):
            _, created = UnclassifiedTool.objects.get_or_create(
                name=name,
                defaults={
                    "first_seen": NOW,
                    "last_seen": NOW,
                    "last_account": "ada",
                    "last_project": acct.project,
                },
            )
            if not created:
                UnclassifiedTool.objects.filter(name=name).update(
                    last_seen=NOW,
                    times_seen=F("times_seen") + 1,
                    last_account="ada",
                    last_project=acct.project,
                )

    def after() -> Any:
        return sorted(
            ({k: v for k, v in r.items() if k != "id"} for r in UnclassifiedTool.objects.values()),
            key=lambda r: r["name"],
        )

    fast = _undone(lambda: _upsert_unclassified(acct, ["seen_before", "brand_new"]), after)
    assert fast[1] == _undone(orm, after)[1]
    assert [(r["name"], r["times_seen"]) for r in fast[1]] == [
        ("brand_new", 1),
        ("seen_before", 5),
    ]
