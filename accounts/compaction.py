"""Compaction on the Django side: claim, batch, call the model, judge, write.

The order of events is what makes it safe on many workers:

1. claim the account with a conditional UPDATE on the lease (one row or none);
2. read the batch and build the prompt (no transaction held);
3. call the model, outside any transaction or lock;
4. record every attempt (masked against forgotten words read *after* the call);
5. write summary, coverage, version and facts in one short transaction with a
   compare-and-set on both ``covered_through_seq`` and ``summary_version``:
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
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from django.conf import settings
from django.db import transaction
from django.db.models import F, OuterRef, Q, QuerySet, Subquery, Sum
from django.db.models.functions import Coalesce

from accounts import forgetting, runtime, selectors
from accounts.facts import fact_prompt_instructions, fact_prompt_kinds, facts_screen_and_apply
from accounts.llm import get_model_client
from accounts.models import (
    Account,
    CompactionAttempt,
    CompactionBatch,
    Message,
    SummaryVersion,
)
from accounts.services import InvalidInput, audit_write
from memoryadmin.engine.compaction import (
    NotAgreedJSON,
    backoff_seconds,
    build_prompt,
    parse_reply,
    retry_prompt,
    shown_messages,
    window_start_seq,
)
from memoryadmin.engine.forgetting import Matcher, seq_mask
from memoryadmin.engine.ports import ModelClient, ModelError, Violation
from memoryadmin.engine.rollout import resolve
from memoryadmin.engine.types import Mode
from memoryadmin.engine.validator import Validator

log = logging.getLogger("memory.compaction")

ACTIVE_MODES = (Mode.SHADOW, Mode.ENABLED)

STUCK_DEFINITION = (
    "An account is stuck when messages have aged out of its verbatim window and "
    "compaction has made no progress on them for more than {hours:g} hours, or when "
    "{failures} compaction runs in a row have failed (timeouts or provider errors). "
    "A stuck account is no longer retried on its own: retry it or skip the batch here."
)


def conf(name: str, default: Any) -> Any:
    return getattr(settings, name, default)


def lease_seconds() -> float:
    return float(conf("MEMORY_COMPACTION_LEASE_SECONDS", 300))


def batch_max() -> int:
    return int(conf("MEMORY_COMPACTION_BATCH_MAX", 50))


def max_failures() -> int:
    return int(conf("MEMORY_COMPACTION_MAX_FAILURES", 5))


def stuck_after() -> timedelta:
    return timedelta(seconds=float(conf("MEMORY_COMPACTION_STUCK_AFTER_SECONDS", 6 * 3600)))


def stuck_definition() -> str:
    return STUCK_DEFINITION.format(
        hours=stuck_after().total_seconds() / 3600, failures=max_failures()
    )


def validator() -> Validator:
    return Validator.for_pack(runtime.pack())


def worker_name() -> str:
    """Unique per run, so two tasks in one process never share a lease."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:6]}"


@dataclass(frozen=True)
class RunResult:
    outcome: str  # accepted | rejected | failed | stale | nothing_to_do | busy | disabled
    batch_id: int | None = None
    detail: str = ""


# --- selectors ----------------------------------------------------------------


def _active_mode_q() -> Q:
    """Accounts whose effective mode is shadow or enabled, as one filter.

    The mode depends only on (allowlisted, override) once the global setting is
    read, so the eight combinations are resolved here and the database filters.
    """
    setting = selectors.rollout_setting()
    q = Q(pk__in=[])
    for allowlisted in (True, False):
        for override in (None, *[m.value for m in Mode]):
            mode = resolve(
                global_mode=setting.mode,
                scope=setting.scope,
                kill_switch=setting.kill_switch,
                allowlisted=allowlisted,
                override=override,
                env_ceiling=settings.MEMORY_MODE,
            ).mode
            if mode not in ACTIVE_MODES:
                continue
            if not allowlisted:
                # Off the allowlist an account's own mode is ignored, whatever it holds.
                q |= Q(allowlisted=False)
                break
            q |= Q(allowlisted=True) & (
                Q(rollout_mode__isnull=True) if override is None else Q(rollout_mode=override)
            )
    return q


def _pending_tokens() -> Coalesce:
    pending = (
        Message.objects.filter(account=OuterRef("pk"))
        .filter(seq__gt=Coalesce(OuterRef("covered_through_seq"), 0))
        .values("account")
        .annotate(t=Sum("token_count"))
        .values("t")
    )
    return Coalesce(Subquery(pending), 0)


def accounts_due(*, now: datetime, limit: int | None = None) -> list[int]:
    """Ids of accounts with messages aged out beyond coverage, free to compact.

    Uncovered tokens over the window budget means something has aged out: the
    run itself computes the exact window (stamps cost tokens too) and answers
    "nothing_to_do" when this cheap test was generous.
    """
    limit = limit or int(conf("MEMORY_COMPACTION_SCAN_LIMIT", 500))
    qs = (
        Account.objects.filter(_active_mode_q())
        .filter(compaction_stuck=False)
        .filter(Q(compaction_claimed_until__isnull=True) | Q(compaction_claimed_until__lt=now))
        .filter(Q(compaction_next_attempt_at__isnull=True) | Q(compaction_next_attempt_at__lte=now))
        .filter(last_seq__gt=Coalesce(F("covered_through_seq"), 0))
        .annotate(pending_tokens=_pending_tokens())
        .filter(pending_tokens__gt=settings.MEMORY_WINDOW_TOKENS)
        .order_by("compaction_last_progress_at", "pk")
        .values_list("pk", flat=True)
    )
    return list(qs[:limit])


def batch_messages(*, account: Account, now: datetime) -> list[Message]:
    """Aged-out messages past the watermark, oldest first, at most a batch.

    One read of the newest messages (the hot path's bound) decides where the
    window starts; when that read already reaches back to the watermark, the
    batch comes out of it with no second query.
    """
    limit = settings.MEMORY_WINDOW_MAX_MESSAGES
    rows = list(Message.objects.filter(account=account).order_by("-seq")[:limit])
    if not rows:
        return []
    start = window_start_seq(
        [selectors.stored_message(m) for m in rows],
        budget=settings.MEMORY_WINDOW_TOKENS,
        now=now,
        tz=ZoneInfo(account.timezone or "UTC"),
    )
    upper = start if start is not None else rows[0].seq + 1
    covered = account.covered_through_seq
    floor = covered if covered is not None else 0
    if len(rows) < limit or rows[-1].seq <= floor + 1:
        aged = sorted((m for m in rows if floor < m.seq < upper), key=lambda m: m.seq)
        return aged[: batch_max()]
    qs = Message.objects.filter(account=account, seq__lt=upper)
    if covered is not None:
        qs = qs.filter(seq__gt=covered)
    return list(qs.order_by("seq")[: batch_max()])


def stuck_q(*, now: datetime) -> Q:
    """The one written definition of stuck, as a filter (see ``stuck_definition``)."""
    no_progress = Q(compaction_last_progress_at__lt=now - stuck_after()) | Q(
        compaction_last_progress_at__isnull=True, created_at__lt=now - stuck_after()
    )
    waiting = Q(pending_tokens__gt=settings.MEMORY_WINDOW_TOKENS)
    return Q(compaction_stuck=True) | (waiting & no_progress)


def stuck_accounts(*, now: datetime, error: str = "", search: str = "") -> QuerySet[Account]:
    qs = Account.objects.annotate(pending_tokens=_pending_tokens()).filter(stuck_q(now=now))
    if error:
        qs = qs.filter(compaction_last_error=error)
    if search:
        qs = qs.filter(external_id__icontains=search)
    return qs.order_by("compaction_last_progress_at", "pk")


def failure_groups(*, now: datetime) -> list[dict[str, Any]]:
    from django.db.models import Count

    return list(
        stuck_accounts(now=now)
        .order_by()
        .values("compaction_last_error")
        .annotate(n=Count("id"))
        .order_by("-n", "compaction_last_error")
    )


def batches_timeline(*, account: Account, limit: int = 20) -> list[CompactionBatch]:
    from django.db.models import Prefetch

    return list(
        CompactionBatch.objects.filter(account=account)
        .order_by("-started_at", "-id")
        .prefetch_related(
            Prefetch("attempts", queryset=CompactionAttempt.objects.order_by("number"))
        )[:limit]
    )


# --- the run ------------------------------------------------------------------


def compaction_claim(*, account_id: int, worker: str, now: datetime, manual: bool) -> bool:
    """Take the account's lease; True only if this call changed the row."""
    qs = Account.objects.filter(pk=account_id).filter(
        Q(compaction_claimed_until__isnull=True) | Q(compaction_claimed_until__lt=now)
    )
    if not manual:
        qs = qs.filter(compaction_stuck=False).filter(
            Q(compaction_next_attempt_at__isnull=True) | Q(compaction_next_attempt_at__lte=now)
        )
    taken = qs.update(
        compaction_claimed_by=worker,
        compaction_claimed_until=now + timedelta(seconds=lease_seconds()),
    )
    return taken == 1


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

    Two short transactions and nothing held in between: the first claims the
    account and opens the batch, the second records the outcome with the
    compare-and-set and lets the lease go. Each commit is a disk flush, so
    the common path pays for two.
    """
    account = Account.objects.filter(pk=account_id).first()
    if account is None:
        return RunResult("nothing_to_do", detail="no such account")
    if selectors.rollout_resolve(account=account).mode not in ACTIVE_MODES:
        return RunResult("disabled", detail="memory is disabled for this account")
    worker = worker or worker_name()
    job: _Job | None = None
    try:
        with transaction.atomic():
            now = runtime.now()
            if not compaction_claim(account_id=account_id, worker=worker, now=now, manual=manual):
                return RunResult(
                    "busy", detail="another worker holds the account, or it is backing off"
                )
            lost_lease = bool(account.compaction_claimed_by)
            account = Account.objects.get(pk=account_id)
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
            messages = batch_messages(account=account, now=now)
            if not messages:
                compaction_release(account_id=account_id, worker=worker)
                return RunResult("nothing_to_do")
            batch = CompactionBatch.objects.create(
                account=account,
                from_seq=messages[0].seq,
                to_seq=messages[-1].seq,
                base_covered_through_seq=account.covered_through_seq,
                worker=worker,
            )
        job = _Job(
            account=account,
            batch=batch,
            worker=worker,
            model=client or get_model_client(),
            messages=messages,
            base_cov=account.covered_through_seq,
            base_ver=account.summary_version,
            previous=account.summary,
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
                    finished_at=runtime.now(),
                    error=f"{type(exc).__name__}: {exc}"[:2000],
                )
            except Exception:
                log.exception("could not close batch %s after a fault", job.batch.pk)
        raise
    finally:
        if job is not None and not job.released:
            compaction_release(account_id=account_id, worker=worker)


def _masker(m: Matcher | None) -> Any:
    return m.mask if m is not None else (lambda text: text)


def _run_claimed(job: _Job) -> RunResult:
    """Everything from here on runs outside any transaction until the final write."""
    account = job.account
    tz = ZoneInfo(account.timezone or "UTC")
    digests = selectors.forgotten_digests(account=account)
    matcher = forgetting.matcher([d for d, _ in digests], forgetting.hmac_secret())
    by_age = seq_mask(digests, forgetting.hmac_secret()) if digests else None
    shown = shown_messages(
        [selectors.stored_message(m) for m in job.messages],
        tz=tz,
        # Dropped only when older than the forget: said again later, it is new.
        forgotten=by_age.mentions if by_age is not None else None,
    )
    check = validator()
    prompt = build_prompt(
        previous_summary=_masker(matcher)(job.previous) if job.previous else job.previous,
        shown=shown,
        validator=check,
        fact_kinds=fact_prompt_kinds(),
        fact_instructions=fact_prompt_instructions(),
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
        attempt.save()
        prompt = retry_prompt(prompt, raw_output=reply.content, violations=violations)
    raise AssertionError("unreachable: the second attempt always returns")


@dataclass
class _Job:
    account: Account
    batch: CompactionBatch
    worker: str
    model: ModelClient
    messages: list[Message]
    base_cov: int | None
    base_ver: int
    previous: str | None
    released: bool = False
    after_mask: Any = None  # the forgotten-word mask read after the latest model call

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
        mask = _masker(forgetting.matcher_for(self.account))
        self.after_mask = mask
        return CompactionAttempt(
            batch=self.batch,
            account=self.account,
            number=number,
            prompt=[{"role": m["role"], "content": mask(m["content"])} for m in prompt],
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
        from django.db.models import Case, Value, When

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


def _finish(batch: CompactionBatch, status: str, error: str = "") -> None:
    batch.status = status
    batch.finished_at = runtime.now()
    batch.error = error
    batch.save(update_fields=["status", "finished_at", "error"])


def _cas(
    account: Account, base_cov: int | None, base_ver: int, worker: str | None = None
) -> QuerySet[Account]:
    """The row as this run read it. With ``worker``, also still leased to it: a run
    whose lease was taken over leaves the write to the worker that holds it now."""
    qs = Account.objects.filter(pk=account.pk, summary_version=base_ver)
    if worker is not None:
        qs = qs.filter(compaction_claimed_by=worker)
    if base_cov is None:
        return qs.filter(covered_through_seq__isnull=True)
    return qs.filter(covered_through_seq=base_cov)


def _progress_fields(now: datetime) -> dict[str, Any]:
    return {
        "compaction_failures": 0,
        "compaction_stuck": False,
        "compaction_next_attempt_at": None,
        "compaction_last_error": "",
        "compaction_last_progress_at": now,
    }


def _advance(job: _Job, attempt: CompactionAttempt, *, summary: str | None) -> bool:
    """Move coverage past the batch with the compare-and-set, in the caller's transaction.

    ``summary`` is the new text, or None to keep the previous one (a rejected
    batch). False when another writer moved coverage or the summary first:
    the batch is closed as stale and nothing else is written.
    """
    to_seq = job.batch.to_seq
    fields: dict[str, Any] = {
        "covered_through_seq": to_seq,
        "summary_version": job.base_ver + 1,
        **_progress_fields(runtime.now()),
        **job.release_own(),
    }
    if summary is not None:
        fields["summary"] = summary
    attempt.save()
    if _cas(job.account, job.base_cov, job.base_ver, job.worker).update(**fields) != 1:
        job.released = False
        _finish(job.batch, CompactionBatch.Status.STALE, "coverage or summary moved meanwhile")
        return False
    SummaryVersion.objects.create(
        account=job.account,
        version=job.base_ver + 1,
        text=summary if summary is not None else job.previous,
        covered_through_seq=to_seq,
        source=SummaryVersion.Source.COMPACTION,
        batch=job.batch,
    )
    return True


def _accepted(
    job: _Job, attempt: CompactionAttempt, summary: str, facts: list[dict[str, Any]]
) -> RunResult:
    text = (job.after_mask or _masker(forgetting.matcher_for(job.account)))(summary)
    with transaction.atomic():
        if not _advance(job, attempt, summary=text):
            return RunResult("stale", job.batch.pk)
        job.account.summary, job.account.covered_through_seq = text, job.batch.to_seq
        job.account.summary_version = job.base_ver + 1
        if facts:
            facts_screen_and_apply(
                account=job.account,
                batch=job.batch,
                attempt=attempt,
                proposals=facts,
                batch_messages=job.messages,
            )
        _finish(job.batch, CompactionBatch.Status.ACCEPTED)
    return RunResult("accepted", job.batch.pk)


def _rejected(job: _Job, attempt: CompactionAttempt, why: str) -> RunResult:
    """Coverage moves past the batch, the summary stays: those messages drop out of memory."""
    with transaction.atomic():
        if not _advance(job, attempt, summary=None):
            return RunResult("stale", job.batch.pk)
        _finish(job.batch, CompactionBatch.Status.REJECTED, why)
    return RunResult("rejected", job.batch.pk, why)


def _failed(job: _Job, attempt: CompactionAttempt, error: str) -> RunResult:
    """Nothing moves; back off with jitter; after the limit the account is flagged stuck."""
    now = runtime.now()
    failures = job.account.compaction_failures + 1
    delay = backoff_seconds(
        failures,
        base=float(conf("MEMORY_COMPACTION_BACKOFF_SECONDS", 60)),
        cap=float(conf("MEMORY_COMPACTION_BACKOFF_CAP_SECONDS", 3600)),
    )
    with transaction.atomic():
        attempt.save()
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


# --- operator actions ------------------------------------------------------------


def _state(account: Account) -> dict[str, Any]:
    return {
        "covered_through_seq": account.covered_through_seq,
        "summary_version": account.summary_version,
        "failures": account.compaction_failures,
        "stuck": account.compaction_stuck,
        "next_attempt_at": account.compaction_next_attempt_at.isoformat()
        if account.compaction_next_attempt_at
        else None,
    }


def _reason(reason: str) -> str:
    if not reason or not reason.strip():
        raise InvalidInput("A reason is required for every change.")
    return reason.strip()


def compaction_retry_now(*, account: Account, actor: Any, reason: str) -> Account:
    """Clear the stuck flag and the backoff, and queue a run now."""
    reason = _reason(reason)
    if not account.compaction_stuck and not batch_messages(account=account, now=runtime.now()):
        raise InvalidInput("Nothing to retry: no batch is waiting and the account is not stuck.")
    before = _state(account)
    with transaction.atomic():
        Account.objects.filter(pk=account.pk).update(
            compaction_stuck=False, compaction_failures=0, compaction_next_attempt_at=None
        )
        account.refresh_from_db()
        audit_write(
            actor=actor,
            action="compaction.retry",
            target=account.external_id,
            reason=reason,
            before=before,
            after=_state(account),
        )
        from accounts.tasks.compaction import enqueue_run

        enqueue_run(account.pk, manual=True)
    return account


def compaction_skip(*, account: Account, actor: Any, reason: str) -> CompactionBatch | None:
    """Move coverage past the pending batch without summarising it; the summary stays.

    Those messages drop out of memory (they stay in the message log).
    """
    reason = _reason(reason)
    now = runtime.now()
    messages = batch_messages(account=account, now=now)
    if not messages:
        raise InvalidInput("There is no batch waiting to skip.")
    before = _state(account)
    with transaction.atomic():
        batch = CompactionBatch.objects.create(
            account=account,
            from_seq=messages[0].seq,
            to_seq=messages[-1].seq,
            base_covered_through_seq=account.covered_through_seq,
            status=CompactionBatch.Status.SKIPPED,
            finished_at=now,
            worker=f"skipped by {getattr(actor, 'username', actor)}",
            error=reason,
        )
        written = _cas(account, account.covered_through_seq, account.summary_version).update(
            covered_through_seq=messages[-1].seq,
            summary_version=account.summary_version + 1,
            **_progress_fields(now),
        )
        if written != 1:
            raise InvalidInput("The account changed meanwhile; reload and try again.")
        SummaryVersion.objects.create(
            account=account,
            version=account.summary_version + 1,
            text=account.summary,
            covered_through_seq=messages[-1].seq,
            source=SummaryVersion.Source.SKIP,
            batch=batch,
        )
        account.refresh_from_db()
        audit_write(
            actor=actor,
            action="compaction.skip",
            target=account.external_id,
            reason=reason,
            before=before,
            after={**_state(account), "skipped": [messages[0].seq, messages[-1].seq]},
        )
    return batch


def compaction_bulk(
    *, accounts: Iterable[Account], action: str, actor: Any, reason: str
) -> dict[str, int]:
    """Apply one action to every account the filter matched; count what happened."""
    reason = _reason(reason)
    done = {"done": 0, "nothing": 0}
    for account in accounts:
        if action not in {"retry", "skip"}:
            raise InvalidInput(f"Unknown action {action!r}.")
        try:
            if action == "retry":
                compaction_retry_now(account=account, actor=actor, reason=reason)
            else:
                compaction_skip(account=account, actor=actor, reason=reason)
            done["done"] += 1
        except InvalidInput:
            done["nothing"] += 1
    return done


# --- review -----------------------------------------------------------------------

REVIEW_OUTCOMES = ("rejected_rule", "rejected_json")
VERDICTS = {
    "correct": CompactionAttempt.Verdict.CORRECT,
    "false_positive": CompactionAttempt.Verdict.FALSE_POSITIVE,
    "missed": CompactionAttempt.Verdict.MISSED,
}


def review_queues() -> list[dict[str, Any]]:
    """Each broken rule with its count, open count and precision: one grouped query.

    Precision is correct rejections over all judged rejections, None until judged.
    """
    from django.db.models import Count

    rows = (
        CompactionAttempt.objects.filter(outcome__in=REVIEW_OUTCOMES)
        .values("broken_rule", "outcome")
        .annotate(
            n=Count("id"),
            open=Count("id", filter=Q(verdict="")),
            correct=Count("id", filter=Q(verdict=CompactionAttempt.Verdict.CORRECT)),
            false_pos=Count("id", filter=Q(verdict=CompactionAttempt.Verdict.FALSE_POSITIVE)),
        )
        .order_by("-n", "broken_rule")
    )
    check = validator()
    out = []
    for r in rows:
        name = r["broken_rule"] or ("not_json" if r["outcome"] == "rejected_json" else "")
        judged = r["correct"] + r["false_pos"]
        out.append(
            {
                "rule": name,
                "explanation": check.explanation_of(name)
                or "The answer was not the agreed JSON object.",
                "n": r["n"],
                "open": r["open"],
                "correct": r["correct"],
                "false_positive": r["false_pos"],
                "precision": (r["correct"] / judged) if judged else None,
            }
        )
    return out


def review_items(
    *, rule: str = "", state: str = "open", search: str = ""
) -> QuerySet[CompactionAttempt]:
    qs = CompactionAttempt.objects.filter(outcome__in=REVIEW_OUTCOMES)
    if search:
        qs = qs.filter(Q(candidate__icontains=search) | Q(account__external_id__icontains=search))
    if rule == "not_json":
        qs = qs.filter(outcome="rejected_json")
    elif rule:
        qs = qs.filter(broken_rule=rule)
    if state == "open":
        qs = qs.filter(verdict="")
    elif state == "judged":
        qs = qs.exclude(verdict="")
    return qs.select_related("account").order_by("-id")


def accepted_sample(*, search: str = "") -> QuerySet[CompactionAttempt]:
    """Accepted summaries, newest first, for reviewers to spot what the rules missed."""
    qs = CompactionAttempt.objects.filter(outcome="accepted").select_related("account")
    if search:
        qs = qs.filter(candidate__icontains=search)
    return qs.order_by("-id")


def review_neighbours(
    *, attempt: CompactionAttempt, queue: QuerySet[CompactionAttempt]
) -> tuple[int | None, int | None]:
    """The previous and next item of the queue (ordered newest first): two small queries."""
    newer = queue.filter(id__gt=attempt.pk).order_by("id").values_list("id", flat=True).first()
    older = queue.filter(id__lt=attempt.pk).order_by("-id").values_list("id", flat=True).first()
    return newer, older


def attempt_detail(*, pk: int) -> CompactionAttempt | None:
    return CompactionAttempt.objects.select_related("account", "batch").filter(pk=pk).first()


def batch_attempts(*, attempt: CompactionAttempt) -> list[CompactionAttempt]:
    return list(CompactionAttempt.objects.filter(batch_id=attempt.batch_id).order_by("number"))


def source_lines(attempt: CompactionAttempt) -> list[dict[str, Any]]:
    """The batch's messages exactly as the compactor saw them, from the stored prompt."""
    from memoryadmin.engine.offline import LIMIT_MARK, MESSAGES_MARK, PLACEHOLDER_PREFIX

    user = next((m["content"] for m in attempt.prompt if m.get("role") == "user"), "")
    body = user.split(MESSAGES_MARK, 1)[-1].split(LIMIT_MARK, 1)[0].strip()
    out = []
    for line in body.splitlines():
        if not line.startswith("[#"):
            continue
        head, _, text = line.partition("] ")
        seq, _, role = head[2:].partition(" ")
        out.append(
            {
                "seq": seq,
                "role": role,
                "text": text,
                "withheld": text.startswith(PLACEHOLDER_PREFIX),
            }
        )
    return out


def highlight(text: str, excerpt: str) -> tuple[str, str, str]:
    """Split ``text`` around the first occurrence of ``excerpt`` for highlighting."""
    if excerpt:
        i = text.find(excerpt)
        if i >= 0:
            return text[:i], excerpt, text[i + len(excerpt) :]
    return text, "", ""


def attempt_verdict_set(
    *, attempt: CompactionAttempt, verdict: str, actor: Any, reason: str
) -> CompactionAttempt:
    reason = _reason(reason)
    value = VERDICTS.get(verdict)
    if value is None:
        raise InvalidInput(f"Unknown verdict {verdict!r}.")
    if value == CompactionAttempt.Verdict.MISSED and attempt.outcome != "accepted":
        raise InvalidInput("Only an accepted summary can be marked as a miss.")
    if value != CompactionAttempt.Verdict.MISSED and attempt.outcome not in REVIEW_OUTCOMES:
        raise InvalidInput("Only a rejected candidate gets a rejection verdict.")
    before = {"verdict": attempt.verdict, "by": attempt.verdict_by}
    with transaction.atomic():
        attempt.verdict = value
        attempt.verdict_by = getattr(actor, "username", str(actor))
        attempt.verdict_at = runtime.now()
        attempt.save(update_fields=["verdict", "verdict_by", "verdict_at"])
        audit_write(
            actor=actor,
            action="review.verdict",
            target=f"attempt:{attempt.pk}",
            reason=reason,
            before=before,
            after={"verdict": value, "rule": attempt.broken_rule},
        )
    return attempt


def regression_case_keep(
    *, attempt: CompactionAttempt | None, text: str, expect: str, actor: Any, reason: str
) -> Any:
    from accounts.models import RegressionCase

    reason = _reason(reason)
    text = (text or "").strip()
    if not text:
        raise InvalidInput("A regression case needs the text it checks.")
    if len(text) > 2000:
        raise InvalidInput("Keep a regression case short: at most 2,000 characters.")
    if expect not in {"reject", "accept"}:
        raise InvalidInput("Expect 'reject' or 'accept'.")
    found = [v.rule for v in validator().check(text)]
    rule = attempt.broken_rule if attempt and attempt.broken_rule in found else ""
    with transaction.atomic():
        case = RegressionCase.objects.create(
            text=text,
            expect=expect,
            rule=rule if expect == "reject" else "",
            why=reason,
            attempt=attempt,
            created_by=getattr(actor, "username", str(actor)),
        )
        audit_write(
            actor=actor,
            action="review.keep_case",
            target=f"attempt:{attempt.pk}" if attempt else "rule-lab",
            reason=reason,
            after={
                "case": case.pk,
                "expect": expect,
                "rule": case.rule,
                "passes_now": (bool(found) == (expect == "reject")),
            },
        )
    return case


def regression_cases_export() -> dict[str, Any]:
    """Every kept case, in the shape packs/banking/regressions.json holds."""
    from accounts.models import RegressionCase

    cases = [
        {"text": c.text, "expect": c.expect, "rule": c.rule, "why": c.why}
        for c in RegressionCase.objects.order_by("id")
    ]
    return {
        "about": "Regression cases kept by reviewers in the console (manage.py "
        "export_regression_cases writes this file from RegressionCase rows). Each is a "
        "test of the banking pack: tests/packs/test_banking_rules.py.",
        "cases": cases,
    }
