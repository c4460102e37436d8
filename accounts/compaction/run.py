"""Compaction on the Django side: claim, batch, call the model, judge, write.

The order of events is what makes it safe on many workers:

1. claim the account with a conditional UPDATE on the lease (one row or none);
2. read the batch and build the prompt (no transaction held);
3. call the model, outside any transaction or lock;
4. record every attempt (masked against forgotten words read *after* the call;
   an accepted summary loses every sentence that mentions one, never masked);
5. write the attempt, summary, coverage, version, facts and the batch's outcome all
   or nothing (one statement on PostgreSQL when there are no facts, else one short
   transaction) with a compare-and-set on both ``covered_through_seq`` and
   ``summary_version``:
   a stale or duplicate worker, or a forget/skip that changed the summary
   meanwhile, updates no row and the batch ends "stale";
6. release the lease. A worker killed before 5 leaves nothing written; its
   lease runs out and the batch is simply done again.
"""

from __future__ import annotations

import logging
import os
import socket
import time
import uuid
from collections.abc import Sequence
from contextlib import nullcontext
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from django.db import connection, transaction
from django.db.models import Case, F, Value, When

from accounts import clock, rulepack, sql
from accounts.compaction import pause
from accounts.compaction.claim import (
    RunResult,
    _claim_as_read,
    _claim_returning,
)
from accounts.compaction.config import conf, max_failures
from accounts.compaction.selectors import ACTIVE_MODES, batch_messages
from accounts.facts.selectors import fact_prompt_instructions, fact_prompt_kinds
from accounts.facts.services import facts_screen_and_apply, summary_held_to_facts
from accounts.forgotten import (
    forgotten_keyed,
    hmac_secrets,
    matcher_for,
    text_mask,
)
from accounts.llm import get_model_client
from accounts.models import Account, CompactionAttempt, CompactionBatch, Message, SummaryVersion
from accounts.rollout.selectors import rollout_resolve
from accounts.scoped import insert_statement, inserted, row_insert
from accounts.summary import SummaryChange, summary_cas, summary_orm_write
from memoryadmin.engine.compaction import (
    NotAgreedJSON,
    backoff_seconds,
    build_prompt,
    parse_reply,
    retry_prompt,
    shown_messages,
)
from memoryadmin.engine.forgetting import (
    Matcher,
    StoredDigest,
    drop_forgotten_sentences,
    keyed_matcher,
    keyed_seq_mask,
)
from memoryadmin.engine.ports import ModelClient, ModelError, Violation
from memoryadmin.engine.types import StoredMessage

log = logging.getLogger("memory.compaction")


def worker_name() -> str:
    """Unique per run, so two tasks in one process never share a lease."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:6]}"



def compaction_release(*, account_id: int, worker: str) -> None:
    Account.objects.filter(pk=account_id, compaction_claimed_by=worker).update(
        compaction_claimed_by="", compaction_claimed_until=None
    )


def compaction_run(
    *,
    account_id: int,
    manual: bool = False,
    client: ModelClient | None = None,
    worker: str | None = None,
) -> RunResult:
    """Compact one batch of one account. Idempotent: safe to run twice, or on two workers.

    Two short writes and nothing held in between: the first claims the account
    and opens the batch (a transaction committed without waiting for the disk:
    see ``_claim_returning``), the second records the outcome with the
    compare-and-set and lets the lease go (on PostgreSQL one statement, or one
    transaction when facts are written with it), durably: the common path pays
    for one disk flush.
    """
    worker = worker or worker_name()
    job: _Job | None = None
    if pause.paused() is not None:  # a mass rejection: nothing runs until an operator resumes
        return RunResult("paused", detail="compaction is paused")
    try:
        with transaction.atomic():
            claimed = _claim_returning(account_id=account_id, worker=worker, manual=manual)
            if (
                claimed is not None
                and rollout_resolve(account=claimed.account).mode not in ACTIVE_MODES
            ):
                transaction.set_rollback(True)  # the claim is undone: nothing was written
                return RunResult("disabled", detail="memory is disabled for this account")
            if claimed is None:
                as_read = _claim_as_read(account_id=account_id, worker=worker, manual=manual)
                if isinstance(as_read, RunResult):
                    return as_read
                claimed = as_read
            account, lost_lease = claimed.account, claimed.lost_lease
            now = clock.now()
            # A lease left behind (every run clears its own) means a worker was lost
            # mid-batch: close its batch, and do the work again below.
            if lost_lease:
                CompactionBatch.objects.filter(
                    account=account, status=CompactionBatch.Status.RUNNING
                ).exclude(worker=worker).update(
                    status=CompactionBatch.Status.FAILED,
                    finished_at=now,
                    error="The worker was lost mid-batch; nothing was written and the batch "
                    "is done again.",
                )
            messages = batch_messages(account=account, now=now, newest=claimed.newest)
            if not messages:
                compaction_release(account_id=account_id, worker=worker)
                return RunResult("nothing_to_do")
            batch = CompactionBatch(
                account=account,
                from_seq=messages[0].seq,
                to_seq=messages[-1].seq,
                base_covered_through_seq=account.covered_through_seq,
                worker=worker,
            )
            row_insert(batch)
        job = _Job(
            account=account,
            batch=batch,
            worker=worker,
            model=client or get_model_client(),
            messages=messages,
            base_cov=account.covered_through_seq,
            base_ver=account.summary_version,
            previous=account.summary,
            digests=claimed.digests,
        )
        return _run_claimed(job)
    except Exception as exc:
        # A fault mid-run (a database error, a bug) writes nothing: the final
        # transaction rolled back. Close the batch so it does not look running.
        if job is not None:
            try:
                CompactionBatch.objects.filter(
                    pk=job.batch.pk, status=CompactionBatch.Status.RUNNING
                ).update(
                    status=CompactionBatch.Status.FAILED,
                    finished_at=clock.now(),
                    error=f"{type(exc).__name__}: {exc}"[:2000],
                )
            except Exception:
                log.exception("could not close batch %s after a fault", job.batch.pk)
        raise
    finally:
        if job is not None and not job.released:
            compaction_release(account_id=account_id, worker=worker)


def _without_forgotten(text: str | None, found: Matcher | None) -> tuple[str | None, int]:
    """``text`` without the sentences that mention a forgotten word or hold a mask, and how
    many went; the text exactly as it was when none did."""
    if not text:
        return text, 0
    kept, dropped = drop_forgotten_sentences(text, found)
    return (kept if dropped else text), dropped


def _run_claimed(job: _Job) -> RunResult:
    """Everything from here on runs outside any transaction until the final write."""
    account = job.account
    tz = ZoneInfo(account.timezone or "UTC")
    # Each digest under the key id it was made with: a key rotation never un-forgets.
    digests = job.digests if job.digests is not None else forgotten_keyed(account=account)
    keyring = hmac_secrets()
    found = keyed_matcher([d for d, _ in digests], keyring) if digests else None
    by_age = keyed_seq_mask(digests, keyring) if digests else None
    pack = rulepack.pack()
    secrets = rulepack.secret_rules()
    shown = shown_messages(
        job.messages,
        tz=tz,
        # Dropped only when older than the forget: said again later, it is new.
        forgotten=by_age.mentions if by_age is not None else None,
        # ENGINE.md section 8: the compactor never sees a secret, the pack's included.
        secrets=secrets,
        # A reply stored as an event that quotes a balance is withheld all the same.
        live=pack.quotes_balance,
    )
    check = rulepack.validator()
    prompt = build_prompt(
        # Sentences that mention a forgotten word are left out, not shown masked:
        # a model that copies "[forgotten]" would only write them back.
        previous_summary=_without_forgotten(job.previous, found)[0],
        shown=shown,
        validator=check,
        fact_kinds=fact_prompt_kinds(),
        fact_instructions=fact_prompt_instructions(),
        secrets=secrets,
    )
    model = job.model
    for number in (1, 2):
        started = time.perf_counter()
        try:
            reply = model.complete(prompt)
        except ModelError as exc:
            attempt = job.attempt(number, prompt, started, outcome="failed", error=str(exc))
            return _failed(job, attempt, str(exc))
        try:
            candidate = parse_reply(reply.content)
        except NotAgreedJSON as exc:
            attempt = job.attempt(
                number, prompt, started, reply=reply, outcome="rejected_json", error=str(exc)
            )
            return _rejected(job, attempt, f"not JSON: {exc}")
        violations = check.check(candidate.summary)
        if not violations:
            attempt = job.attempt(
                number,
                prompt,
                started,
                reply=reply,
                candidate=candidate.summary,
                outcome="accepted",
            )
            return _accepted(job, attempt, candidate.summary, candidate.facts)
        attempt = job.attempt(
            number,
            prompt,
            started,
            reply=reply,
            candidate=candidate.summary,
            outcome="rejected_rule",
            violation=violations[0],
        )
        if number == 2:
            return _rejected(job, attempt, f"broke {violations[0].rule}")
        row_insert(attempt)
        prompt = retry_prompt(
            prompt, raw_output=reply.content, violations=violations, secrets=secrets
        )
    raise AssertionError("unreachable: the second attempt always returns")


@dataclass
class _Job:
    account: Account
    batch: CompactionBatch
    worker: str
    model: ModelClient
    messages: list[StoredMessage]
    base_cov: int | None
    base_ver: int
    previous: str | None
    # Read with the claim, before the model call (None: read then, by ``_run_claimed``).
    digests: list[tuple[StoredDigest, int]] | None = None
    released: bool = False
    after_mask: Any = None  # the forgotten-word mask read after the latest model call
    after_matcher: Matcher | None = None  # the matcher behind it (None: nothing forgotten)

    def attempt(
        self,
        number: int,
        prompt: Sequence[dict[str, str]],
        started: float,
        *,
        outcome: str,
        reply: Any = None,
        candidate: str = "",
        violation: Violation | None = None,
        error: str = "",
    ) -> CompactionAttempt:
        """The attempt as it will be kept (unsaved: the caller saves it with the outcome)."""
        latency = int((time.perf_counter() - started) * 1000)
        # Read the forgotten words again: a forget during the call must leave no
        # word behind in what is kept for review.
        found = matcher_for(self.account)
        forgotten = text_mask(found)
        self.after_mask, self.after_matcher = forgotten, found

        def mask(text: str) -> str:
            # And no secret either: a model may echo one (ENGINE.md section 8).
            return rulepack.mask(forgotten(text))

        kept = rulepack.mask_json([dict(m) for m in prompt])
        assert isinstance(kept, list)
        return CompactionAttempt(
            batch=self.batch,
            account=self.account,
            number=number,
            prompt=[{"role": m["role"], "content": forgotten(m["content"])} for m in kept],
            prompt_tokens=reply.prompt_tokens if reply is not None else None,
            completion_tokens=reply.completion_tokens if reply is not None else None,
            raw_output=mask(reply.content) if reply is not None else "",
            candidate=mask(candidate),
            broken_rule=violation.rule if violation else "",
            excerpt=mask(violation.excerpt) if violation else "",
            model=(reply.model if reply is not None else "") or self.model.name,
            offline=self.model.offline,
            latency_ms=latency,
            outcome=outcome,
            error=error[:2000],
            worker=self.worker,
        )

    def release_own(self) -> dict[str, Any]:
        """Let the lease go in the compare-and-set UPDATE, which also requires it is ours."""
        self.released = True
        return {"compaction_claimed_by": "", "compaction_claimed_until": None}

    def release_fields(self) -> dict[str, Any]:
        """Let the lease go in the same UPDATE, but only if it is still ours."""
        self.released = True
        return {
            "compaction_claimed_by": Case(
                When(compaction_claimed_by=self.worker, then=Value("")),
                default=F("compaction_claimed_by"),
            ),
            "compaction_claimed_until": Case(
                When(compaction_claimed_by=self.worker, then=Value(None)),
                default=F("compaction_claimed_until"),
            ),
        }


_BATCH = sql.table(CompactionBatch)
_FINISH_SQL = (
    f"UPDATE {_BATCH} SET status = %s, finished_at = %s, error = %s "
    "WHERE account_id = %s AND id = %s"
)


def _finish(batch: CompactionBatch, status: str, error: str = "") -> None:
    """``row_update`` of the batch's outcome, written out: every run ends with it."""
    batch.status, batch.finished_at, batch.error = status, clock.now(), error
    with connection.cursor() as cursor:
        cursor.execute(_FINISH_SQL, [status, batch.finished_at, error, batch.account_id, batch.pk])


def progress_fields(now: datetime) -> dict[str, Any]:
    """What a batch done (summarised, rejected or skipped) resets on the account."""
    return {
        "compaction_failures": 0,
        "compaction_stuck": False,
        "compaction_next_attempt_at": None,
        "compaction_last_error": "",
        "compaction_last_progress_at": now,
    }


STALE_WHY = "coverage or summary moved meanwhile"

# The attempt, the compare-and-set with its version row, and the batch's outcome: one
# statement (PostgreSQL), so a run that proposes no facts needs no transaction block.
_OUTCOME_SQL = (
    "WITH attempt AS ({insert}), {cas}, "
    f"finished AS (UPDATE {_BATCH} SET "
    "status = CASE WHEN EXISTS (SELECT 1 FROM summary_written) THEN %s ELSE %s END, "
    "finished_at = %s, "
    "error = CASE WHEN EXISTS (SELECT 1 FROM summary_written) THEN %s ELSE %s END "
    "WHERE account_id = %s AND id = %s) "
    "SELECT (SELECT id FROM attempt), EXISTS (SELECT 1 FROM summary_written)"
)


def _advance(
    job: _Job, attempt: CompactionAttempt, *, summary: str | None, status: str, why: str = ""
) -> bool:
    """Record the attempt, move coverage past the batch with the compare-and-set, and
    close the batch as ``status`` (``why`` its error): all or nothing.

    ``summary`` is the new text, or None to keep the previous one (a rejected
    batch). The row must be as this run read it and still leased to it: a run
    whose lease was taken over leaves the write to the worker that holds it
    now. False when another writer moved coverage or the summary first: the
    batch is closed as stale and nothing else is written. On PostgreSQL one
    statement (``summary_cas`` with the attempt and the batch beside it), which
    joins the caller's transaction if there is one; elsewhere a transaction.
    """
    change = SummaryChange(
        account_id=job.account.pk,
        expect_version=job.base_ver,
        text=summary if summary is not None else job.previous,
        source=SummaryVersion.Source.COMPACTION,
        coverage=job.batch.to_seq,
        expect={"covered_through_seq": job.base_cov, "compaction_claimed_by": job.worker},
        fields={**progress_fields(clock.now()), **job.release_own()},
        batch=job.batch,
    )
    outcome = _outcome_statement if connection.vendor == "postgresql" else _outcome_orm
    written = outcome(job.batch, attempt, change, status=status, why=why)
    if not written:
        job.released = False
    return written


def _outcome_orm(
    batch: CompactionBatch,
    attempt: CompactionAttempt,
    change: SummaryChange,
    *,
    status: str,
    why: str,
) -> bool:
    """The attempt, the compare-and-set and the batch's outcome in one transaction; what
    ``_outcome_statement`` writes in one (tests/accounts/test_statements.py)."""
    with transaction.atomic(savepoint=False):
        row_insert(attempt)
        written = summary_orm_write(change)
        _finish(batch, *((status, why) if written else (CompactionBatch.Status.STALE, STALE_WHY)))
    return written


def _outcome_statement(
    batch: CompactionBatch,
    attempt: CompactionAttempt,
    change: SummaryChange,
    *,
    status: str,
    why: str,
) -> bool:
    """``_outcome_orm`` in one statement (PostgreSQL): no transaction block needed."""
    stale = CompactionBatch.Status.STALE
    insert_sql, insert_params = insert_statement(attempt)
    both = summary_cas(change)
    finished = clock.now()
    with connection.cursor() as cursor:
        cursor.execute(
            _OUTCOME_SQL.format(insert=insert_sql, cas=both.sql),
            [
                *insert_params,
                *both.params,
                *(status, stale, finished, why, STALE_WHY),
                *(batch.account_id, batch.pk),
            ],
        )
        attempt_id, written = cursor.fetchone()
    inserted(attempt, attempt_id)
    # What the statement wrote, so the instance is the row as it now stands.
    batch.status, batch.error = (status, why) if written else (stale, STALE_WHY)
    batch.finished_at = finished
    return bool(written)


def _accepted(
    job: _Job, attempt: CompactionAttempt, summary: str, facts: list[dict[str, Any]]
) -> RunResult:
    # A sentence that mentions a forgotten word is dropped whole, never stored masked
    # ("The user's [forgotten] is [forgotten]." would say what was forgotten).
    found = job.after_matcher if job.after_mask is not None else matcher_for(job.account)
    text, dropped = _without_forgotten(summary, found)
    if dropped:
        log.info(
            "compaction: account=%s dropped %s summary sentences that mention a forgotten word",
            job.account.pk,
            dropped,
        )
    # Facts are written with the summary or not at all; without any, _advance is all.
    with transaction.atomic() if facts else nullcontext():
        if not _advance(job, attempt, summary=text, status=CompactionBatch.Status.ACCEPTED):
            return RunResult("stale", job.batch.pk)
        job.account.summary, job.account.covered_through_seq = text, job.batch.to_seq
        job.account.summary_version = job.base_ver + 1
        if facts:
            # The batch's rows as instances only here: a kept fact points at its message.
            seqs = [m.seq for m in job.messages]
            rows = facts_screen_and_apply(
                account=job.account,
                batch=job.batch,
                attempt=attempt,
                proposals=facts,
                batch_messages=list(
                    Message.objects.filter(account=job.account, seq__in=seqs).order_by("seq")
                ),
            )
            # A change the screens refused is not asserted by the summary either.
            job.account.summary = summary_held_to_facts(
                account=job.account, batch=job.batch, summary=text, proposals=rows
            )
    return RunResult("accepted", job.batch.pk)


def _rejected(job: _Job, attempt: CompactionAttempt, why: str) -> RunResult:
    """Coverage moves past the batch, the summary stays: those messages drop out of memory.

    Unless it is one of many rejected alike across accounts: then compaction pauses
    and this batch moves nothing (``accounts.compaction.pause``).
    """
    tripped = pause.trips(account_id=job.account.pk, why=why)
    if tripped is not None:
        with transaction.atomic():
            row_insert(attempt)
            Account.objects.filter(pk=job.account.pk).update(**job.release_fields())
            _finish(job.batch, CompactionBatch.Status.FAILED, f"compaction paused: {tripped}")
        return RunResult("paused", job.batch.pk, tripped)
    if not _advance(job, attempt, summary=None, status=CompactionBatch.Status.REJECTED, why=why):
        return RunResult("stale", job.batch.pk)
    return RunResult("rejected", job.batch.pk, why)


def _failed(job: _Job, attempt: CompactionAttempt, error: str) -> RunResult:
    """Nothing moves; back off with jitter; after the limit the account is flagged stuck."""
    now = clock.now()
    failures = job.account.compaction_failures + 1
    delay = backoff_seconds(
        failures,
        base=float(conf("MEMORY_COMPACTION_BACKOFF_SECONDS", 60)),
        cap=float(conf("MEMORY_COMPACTION_BACKOFF_CAP_SECONDS", 3600)),
    )
    with transaction.atomic():
        row_insert(attempt)
        Account.objects.filter(pk=job.account.pk).update(
            compaction_failures=F("compaction_failures") + 1,
            compaction_next_attempt_at=now + timedelta(seconds=delay),
            compaction_last_error=error.split(" - ")[0][:500],
            compaction_stuck=failures >= max_failures(),
            **job.release_fields(),
        )
        _finish(job.batch, CompactionBatch.Status.FAILED, error[:2000])
    log.warning(
        "compaction failed: account=%s failures=%s error=%s", job.account.pk, failures, error
    )
    return RunResult("failed", job.batch.pk, error)
