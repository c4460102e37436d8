"""The redaction step of a forget request, and the sweep that runs it again.

After a request is filed (``accounts.forgetting.services``), a task runs this
step: scrub the stored artifacts, rewrite the summary without the forgotten
words through the model (or clear it), verify zero hits. Idempotent.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import models
from django.db.models import Exists, OuterRef, Q

from accounts import clock, rulepack
from accounts.audit import audit_write
from accounts.forgetting.scrub import artifacts_scrub, checklist_verify
from accounts.forgetting.selectors import DONE, REWRITE_ACTION
from accounts.forgotten import matcher_for
from accounts.llm import get_model_client
from accounts.models import (
    Account,
    CompactionAttempt,
    FactProposal,
    ForgetRequest,
    ShadowRecord,
    SummaryVersion,
)
from accounts.scoped import row_update
from accounts.summary import summary_write
from memoryadmin.engine import forgetting as core
from memoryadmin.engine.forgetting import Matcher
from memoryadmin.engine.ports import ModelError

log = logging.getLogger("memory.forget")

Status = ForgetRequest.Status


def set_status(req: ForgetRequest, status: str, error: str = "") -> None:
    row_update(req, status=status, error=error, updated_at=clock.now())


def public_state(req: ForgetRequest) -> dict[str, Any]:
    """What an audit entry may hold about a request: hashes and the key id, never words."""
    return {
        "request": req.pk,
        "status": req.status,
        "everything": req.everything,
        "key_id": req.key_id,
        "word_hashes": list(req.word_hashes),
    }


@dataclass(frozen=True)
class RedactionResult:
    outcome: str  # "clean" (nothing to rewrite), "rewritten", "cleared"
    model_calls: int
    # The summary version rewritten (masked at filing) and the version written for it.
    from_version: int | None = None
    to_version: int | None = None


def _validator_problem(text: str) -> str | None:
    """The same validator compaction uses: a rewrite must pass it like any summary."""
    violations = rulepack.validator().check(text)
    if not violations:
        return None
    v = violations[0]
    # The rule's name and explanation only: an excerpt of the rewrite goes nowhere.
    return f"it breaks the rule {v.rule}: {v.explanation}"


def _needs_rewrite(text: str | None, m: Matcher | None) -> bool:
    return bool(text) and not core.is_clean(text or "", m)


def summary_redact(*, account: Account) -> RedactionResult:
    """Rewrite the summary without forgotten words through the model, or clear it.

    A rewrite is accepted only when hashing each of its words finds no
    forgotten word (and no mask is left) and the pack's rules pass; one
    retry, then the summary is cleared. Raises ModelError when the model
    fails (the request goes to failed and the sweep retries it).
    """

    calls = 0
    # A compaction may write between our read and our write: then read again.
    for _ in range(5):
        current = Account.objects.only("summary", "summary_version").get(pk=account.pk)
        m = matcher_for(current)
        text = current.summary
        if not _needs_rewrite(text, m):
            return RedactionResult("clean", calls)
        masked = m.mask(text or "") if m is not None else text or ""
        client = get_model_client()
        rewrite: str | None = None
        broken: str | None = None
        for _attempt in range(2):
            if client.offline:
                # No model configured: the offline rewrite drops the sentences instead.
                candidate: str | None = core.drop_sentences(masked, m)
            else:
                calls += 1
                reply = client.complete(core.redaction_prompt(masked, broken))
                candidate = core.parse_redaction(reply.content)
            if candidate is None:
                broken = 'the answer was not the agreed JSON {"summary": "..."}'
                continue
            if not core.is_clean(candidate, m):
                broken = "it still mentions what was forgotten"
                continue
            broken = _validator_problem(candidate)
            if broken is None:
                rewrite = candidate
                break
        v = current.summary_version
        # A rewrite with nothing left (every sentence named what was forgotten) is a cleared
        # summary, and says so: the account lost its whole memory of those messages.
        if rewrite is not None and rewrite.strip():
            if summary_write(
                account_id=current.pk,
                expect_version=v,
                text=rewrite,
                source=SummaryVersion.Source.REDACTION,
            ):
                return RedactionResult("rewritten", calls, v, v + 1)
            continue
        if summary_write(
            account_id=current.pk,
            expect_version=v,
            text="",
            source=SummaryVersion.Source.CLEARED,
        ):
            return RedactionResult("cleared", calls, v, v + 1)
    raise RuntimeError("the summary kept changing under the redaction")


def forget_redact(*, request_id: int) -> ForgetRequest:
    """The whole redaction step for one request. Idempotent: safe to run twice.

    The task carries the request id alone, so the first read finds the request by
    its id; every statement after it names the account (docs/scale-out.md).
    """
    req = ForgetRequest.objects.select_related("account").get(pk=request_id)
    if req.status in DONE:
        return req
    mine = ForgetRequest.objects.filter(account_id=req.account_id, pk=req.pk)
    mine.update(attempts=models.F("attempts") + 1)
    req.attempts = mine.values_list("attempts", flat=True).get()
    account = req.account
    try:
        # The scrub needs no model: it runs first, so a model that is down
        # leaves only the (already masked) current summary to rewrite.
        artifacts_scrub(request=req)
        result = summary_redact(account=account)
        checklist = checklist_verify(request=req)
    except Exception as exc:
        # The kind only: a provider's or a driver's message could quote text back.
        kind = "model_error" if isinstance(exc, ModelError) else "error"
        set_status(req, Status.FAILED, f"{kind}: {type(exc).__name__}")
        log.warning("forget request %s failed: %s %s", req.pk, kind, type(exc).__name__)
        if isinstance(exc, ModelError):
            # Support still sees where things stand while the model is down.
            checklist_verify(request=req)
        return req
    _audit_rewrite(req, result)
    hits = sum(item["hits"] for item in checklist.values())
    if hits:
        places = ", ".join(k for k, v in checklist.items() if v["hits"])
        set_status(req, Status.FAILED, f"verification found {hits} hits in: {places}")
        log.warning("forget request %s: verification found %s hits", req.pk, hits)
        return req
    set_status(
        req, Status.SUMMARY_CLEARED if result.outcome == "cleared" else Status.VERIFIED_CLEAN
    )
    log.info("forget request %s: %s", req.pk, req.status)
    return req


def _audit_rewrite(req: ForgetRequest, result: RedactionResult) -> None:
    """The rewrite in the audit log: which summary version it replaced with which (their
    texts stay in the summary versions, scrubbed by later forgets; no word is written)."""
    if result.outcome == "clean" or result.to_version is None:
        return
    audit_write(
        actor="forget task",
        action=REWRITE_ACTION,
        target=req.account.external_id,
        reason=(
            "The forget's redaction cleared the summary: nothing of it was left once the "
            "forgotten words were taken out, or no rewrite passed."
            if result.outcome == "cleared"
            else "The forget's redaction rewrote the summary without the forgotten words."
        ),
        before={"request": req.pk, "summary_version": result.from_version},
        project=req.account.project_id,
        after={
            "request": req.pk,
            "summary_version": result.to_version,
            "outcome": result.outcome,
            "model_calls": result.model_calls,
        },
    )


def forget_sweep(*, now: Any = None, limit: int = 100) -> list[int]:
    """Requests whose step should run again: failed ones past their backoff, and lost ones.

    Backoff doubles per attempt, from 1 minute up to 6 hours. A request left
    in redaction_queued longer than MEMORY_FORGET_LOST_AFTER_SECONDS (15
    minutes by default) lost its task, say with a killed worker.
    """
    now = now or clock.now()
    due: list[int] = []
    lost_after = timedelta(seconds=getattr(settings, "MEMORY_FORGET_LOST_AFTER_SECONDS", 900))
    lost = ForgetRequest.objects.filter(
        status=Status.REDACTION_QUEUED, updated_at__lt=now - lost_after
    ).values_list("pk", flat=True)[:limit]
    due += list(lost)
    failed = ForgetRequest.objects.filter(status=Status.FAILED).order_by("updated_at")
    for pk, attempts, updated_at in failed.values_list("pk", "attempts", "updated_at")[:limit]:
        wait = timedelta(minutes=min(2 ** max(attempts - 1, 0), 360))
        if updated_at + wait <= now:
            due.append(pk)
    return due


def _written_since_check() -> Q:
    """The account got new engine artifacts after this request was last checked."""
    since = {"account": OuterRef("account"), "created_at__gt": OuterRef("updated_at")}
    return (
        Q(Exists(CompactionAttempt.objects.filter(**since)))
        | Q(Exists(FactProposal.objects.filter(**since)))
        | Q(Exists(ShadowRecord.objects.filter(**since)))
    )


def forget_reverify(*, now: Any = None, limit: int = 50) -> int:
    """Re-check finished requests: at once when the account got new artifacts, else daily.

    A writer that does not mask at write time (or a model that makes up a
    forgotten word it was never shown) is caught on the next sweep: the hits
    are scrubbed straight away, and only what a scrub cannot clean sends the
    request back to failed. Returns how many requests were re-checked.
    """
    now = now or clock.now()
    daily = Q(deadline__gt=now, updated_at__lt=now - timedelta(days=1))
    rows = (
        ForgetRequest.objects.filter(status__in=DONE)
        .filter(daily | _written_since_check())
        .select_related("account")
        .order_by("updated_at")[:limit]
    )
    checked = 0
    for req in rows:
        checked += 1
        checklist = checklist_verify(request=req)
        if sum(v["hits"] for v in checklist.values()):
            artifacts_scrub(request=req)
            checklist = checklist_verify(request=req)
            hits = sum(v["hits"] for v in checklist.values())
            if hits:
                set_status(req, Status.FAILED, f"re-verification found {hits} hits")
            log.info("forget request %s: re-verification scrubbed new hits", req.pk)
    return checked
