"""Forgetting on the write side (ENGINE.md section 6): forget requests, redaction, scrubbing.

The plaintext of a forgotten word lives only in memory, only inside the
transaction that deletes the fact: what is stored is an HMAC of each word
(``ForgottenWord``, ``ForgetRequest.word_hashes``) with the key id it was
made with. Tasks get the request id, never a word; log lines and errors name
counts and kinds, never a word. Later text is matched by hashing its words.

The message log is never touched: it is the banking record. What the model
sees of it is masked at replay, and compaction drops aged-out messages that
mention a forgotten word.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, TypeVar

from django.conf import settings
from django.db import models, transaction
from django.db.models import Exists, OuterRef, Q
from django.views.decorators.debug import sensitive_variables

from accounts import forgetting, runtime
from accounts.models import (
    Account,
    AuditEntry,
    CompactionAttempt,
    Fact,
    FactProposal,
    ForgetRequest,
    ForgottenWord,
    RegressionCase,
    ShadowRecord,
    SummaryVersion,
)
from accounts.services import InvalidInput, audit_write
from memoryadmin.engine import forgetting as core
from memoryadmin.engine.forgetting import Matcher
from memoryadmin.engine.validator import Validator

log = logging.getLogger("memory.forget")

Status = ForgetRequest.Status
DONE = (Status.VERIFIED_CLEAN, Status.SUMMARY_CLEARED)
# Rows are read and rewritten this many at a time, so a big account never
# holds a huge transaction or a huge list in memory.
SCRUB_BATCH = 500


class NothingToForget(LookupError):
    """No active fact with that key: the API answers 404 (without echoing the key)."""


class RequestNotFound(LookupError):
    pass


def _actor_name(actor: Any) -> str:
    name = actor.get_username() if hasattr(actor, "get_username") else str(actor)
    return str(name)[:150]


def _deadline_days() -> int:
    return int(getattr(settings, "MEMORY_FORGET_DEADLINE_DAYS", 30))


@sensitive_variables("words")
def _digests(words: list[str]) -> list[str]:
    secret = forgetting.hmac_secret()
    return sorted({core.digest(w, secret) for w in words})


def _public(req: ForgetRequest) -> dict[str, Any]:
    """What an audit entry may hold about a request: hashes and the key id, never words."""
    return {
        "request": req.pk,
        "status": req.status,
        "everything": req.everything,
        "key_id": req.key_id,
        "word_hashes": list(req.word_hashes),
    }


def _open_request(
    *, account: Account, everything: bool, digests: list[str], actor: Any, forget_seq: int
) -> ForgetRequest:
    now = runtime.now()
    req = ForgetRequest.objects.create(
        account=account,
        everything=everything,
        word_hashes=digests,
        key_id=settings.MEMORY_AUDIT_HMAC_KEY_ID,
        status=Status.RECEIVED,
        forget_seq=forget_seq,
        requested_by=_actor_name(actor),
        created_at=now,
        updated_at=now,
        deadline=now + timedelta(days=_deadline_days()),
    )
    ForgottenWord.objects.bulk_create(
        [ForgottenWord(account=account, request=req, digest=d, key_id=req.key_id) for d in digests]
    )
    return req


def _set_status(req: ForgetRequest, status: str, error: str = "") -> None:
    req.status = status
    req.error = error
    req.updated_at = runtime.now()
    req.save(update_fields=["status", "error", "updated_at"])


def _enqueue(req: ForgetRequest) -> None:
    from accounts.tasks.forgetting import forget_redact

    request_id = req.pk
    # Only the id crosses the broker: the words were never stored to send.
    transaction.on_commit(lambda: forget_redact.delay(request_id))


# --- summary writes (compare-and-set, like compaction's) ---------------------


def _summary_cas(
    *,
    account_id: int,
    expect_version: int,
    text: str | None,
    source: str,
    coverage: int | None = None,
) -> bool:
    """Write the summary only if nobody wrote one since ``expect_version`` was read.

    Every forget write bumps ``summary_version``, so a compaction that read the
    summary before the forget finds its own write stale and writes nothing.
    """
    fields: dict[str, Any] = {"summary": text, "summary_version": expect_version + 1}
    if coverage is not None:
        fields["covered_through_seq"] = coverage
    with transaction.atomic():
        changed = Account.objects.filter(pk=account_id, summary_version=expect_version).update(
            **fields
        )
        if changed != 1:
            return False
        account = Account.objects.only("covered_through_seq").get(pk=account_id)
        SummaryVersion.objects.create(
            account_id=account_id,
            version=expect_version + 1,
            text=text,
            covered_through_seq=account.covered_through_seq,
            source=source,
        )
    return True


# --- forgetting a fact, and everything ------------------------------------------


@sensitive_variables("key", "words", "facts", "f")
def forget_fact(*, account: Account, key: str, actor: Any, reason: str) -> ForgetRequest:
    """Forget one fact: hash its words, delete it, mask the summary now, queue the rewrite."""
    key = (key or "").strip()
    if not key or len(key) > 128:
        raise InvalidInput("A fact key is 1 to 128 characters.")
    if not reason or not reason.strip():
        raise InvalidInput("A reason is required for every change.")
    with transaction.atomic():
        # The account row lock orders this forget with other forgets and with
        # compaction's compare-and-set on the summary.
        locked = Account.objects.select_for_update().get(pk=account.pk)
        # Any casing of the key: forgetting too much is the safe direction.
        facts = list(Fact.objects.filter(account=locked, key__iexact=key))
        if not any(f.active for f in facts):
            raise NothingToForget("No remembered fact with that key for this account.")
        # The active fact and the history it superseded.
        req = _open_for_facts(account=locked, facts=facts, everything=False, actor=actor)
        before = _public(req)
        deleted, _ = Fact.objects.filter(pk__in=[f.pk for f in facts]).delete()
        _set_status(req, Status.FACT_DELETED)
        _mask_summary_now(locked)
        _set_status(req, Status.REDACTION_QUEUED)
        audit_write(
            actor=actor,
            action="forget.fact",
            target=locked.external_id,
            reason=reason,
            before=before,
            after={**_public(req), "facts_deleted": deleted},
        )
        _enqueue(req)
    log.info("forget request %s filed: %s fact rows deleted", req.pk, deleted)
    return req


@sensitive_variables("words", "facts", "f")
def _open_for_facts(
    *, account: Account, facts: list[Fact], everything: bool, actor: Any
) -> ForgetRequest:
    """Open a request holding only the hashes of the facts' words, at the account's last seq."""
    words = [w for f in facts for w in core.forgettable_words(key=f.key, note=f.note)]
    return _open_request(
        account=account,
        everything=everything,
        digests=_digests(words),
        actor=actor,
        forget_seq=account.last_seq,
    )


def _mask_summary_now(account: Account) -> None:
    """Mask the current summary inside the forget's transaction.

    From the commit on, the model never sees the word, even while the
    rewrite waits in the queue or the model is down. The version always
    moves, so a compaction racing this forget writes nothing.
    """
    m = forgetting.matcher_for(account)
    text = account.summary
    if text is not None and m is not None:
        text = m.mask(text)
    if m is not None:
        # Other facts that name the same person are masked now too (a handful of rows).
        _scrub(Fact.objects.filter(account=account), ["key", "note", "evidence"], _masker(m))
    written = _summary_cas(
        account_id=account.pk,
        expect_version=account.summary_version,
        text=text,
        source=SummaryVersion.Source.REDACTION,
    )
    # The row is locked by this transaction, so nobody else can have moved the version.
    if not written:
        raise RuntimeError("summary version moved under the account lock")


@sensitive_variables("words", "facts", "f")
def forget_everything(*, account: Account, actor: Any, reason: str) -> ForgetRequest:
    """Delete every fact and write an empty summary as a tombstone covering everything so far.

    Messages and transactions stay: they are the banking record, not memory.
    """
    if not reason or not reason.strip():
        raise InvalidInput("A reason is required for every change.")
    with transaction.atomic():
        locked = Account.objects.select_for_update().get(pk=account.pk)
        facts = list(Fact.objects.filter(account=locked))
        req = _open_for_facts(account=locked, facts=facts, everything=True, actor=actor)
        before = {**_public(req), "summary_version": locked.summary_version}
        deleted, _ = Fact.objects.filter(account=locked).delete()
        _set_status(req, Status.FACT_DELETED)
        # "" rather than null: a tombstone, with coverage at the moment of the
        # forget, so nothing from before it is ever summarised back.
        written = _summary_cas(
            account_id=locked.pk,
            expect_version=locked.summary_version,
            text="",
            source=SummaryVersion.Source.TOMBSTONE,
            coverage=locked.last_seq,
        )
        if not written:
            raise RuntimeError("summary version moved under the account lock")
        _set_status(req, Status.REDACTION_QUEUED)
        audit_write(
            actor=actor,
            action="forget.everything",
            target=locked.external_id,
            reason=reason,
            before=before,
            after={
                **_public(req),
                "facts_deleted": deleted,
                "summary": "tombstone",
                "covered_through_seq": locked.last_seq,
                "kept": ["messages", "transactions"],
            },
        )
        _enqueue(req)
    log.info("forget-everything request %s filed: %s fact rows deleted", req.pk, deleted)
    return req


# --- the redaction step ------------------------------------------------------------


@dataclass(frozen=True)
class RedactionResult:
    outcome: str  # "clean" (nothing to rewrite), "rewritten", "cleared"
    model_calls: int


def _validator_problem(text: str) -> str | None:
    """The same validator compaction uses: a rewrite must pass it like any summary."""
    violations = Validator.for_pack(runtime.pack()).check(text)
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
    from accounts.llm import get_model_client

    calls = 0
    # A compaction may write between our read and our write: then read again.
    for _ in range(5):
        current = Account.objects.only("summary", "summary_version").get(pk=account.pk)
        m = forgetting.matcher_for(current)
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
        if rewrite is not None:
            if _summary_cas(
                account_id=current.pk,
                expect_version=current.summary_version,
                text=rewrite,
                source=SummaryVersion.Source.REDACTION,
            ):
                return RedactionResult("rewritten", calls)
            continue
        if _summary_cas(
            account_id=current.pk,
            expect_version=current.summary_version,
            text="",
            source=SummaryVersion.Source.CLEARED,
        ):
            return RedactionResult("cleared", calls)
    raise RuntimeError("the summary kept changing under the redaction")


def forget_redact(*, request_id: int) -> ForgetRequest:
    """The whole redaction step for one request. Idempotent: safe to run twice."""
    from memoryadmin.engine.ports import ModelError

    req = ForgetRequest.objects.select_related("account").get(pk=request_id)
    if req.status in DONE:
        return req
    ForgetRequest.objects.filter(pk=req.pk).update(attempts=models.F("attempts") + 1)
    req.refresh_from_db(fields=["attempts"])
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
        _set_status(req, Status.FAILED, f"{kind}: {type(exc).__name__}")
        log.warning("forget request %s failed: %s %s", req.pk, kind, type(exc).__name__)
        if isinstance(exc, ModelError):
            # Support still sees where things stand while the model is down.
            checklist_verify(request=req)
        return req
    hits = sum(item["hits"] for item in checklist.values())
    if hits:
        places = ", ".join(k for k, v in checklist.items() if v["hits"])
        _set_status(req, Status.FAILED, f"verification found {hits} hits in: {places}")
        log.warning("forget request %s: verification found %s hits", req.pk, hits)
        return req
    _set_status(
        req, Status.SUMMARY_CLEARED if result.outcome == "cleared" else Status.VERIFIED_CLEAN
    )
    log.info("forget request %s: %s", req.pk, req.status)
    return req


# --- scrubbing stored engine artifacts -----------------------------------------------

M = TypeVar("M", bound=models.Model)


def _batches(qs: models.QuerySet[M]) -> Iterator[list[M]]:
    last = 0
    while True:
        rows = list(qs.filter(pk__gt=last).order_by("pk")[:SCRUB_BATCH])
        if not rows:
            return
        yield rows
        last = rows[-1].pk


def _scrub(
    qs: models.QuerySet[M], fields: list[str], rewrite: Callable[[str, object], object]
) -> int:
    changed_total = 0
    for rows in _batches(qs.only("pk", *fields)):
        changed: list[M] = []
        for row in rows:
            dirty = False
            for name in fields:
                old = getattr(row, name)
                new = rewrite(name, old)
                if new is not old and new != old:
                    setattr(row, name, new)
                    dirty = True
            if dirty:
                changed.append(row)
        if changed:
            type(changed[0])._default_manager.bulk_update(changed, fields)
            changed_total += len(changed)
    return changed_total


def _masker(m: Matcher) -> Callable[[str, object], object]:
    def rewrite(_name: str, value: object) -> object:
        # Counting is cheaper than rebuilding: most rows hold no forgotten word.
        if value is None or not core.json_hits(value, m):
            return value
        return core.mask_json(value, m)

    return rewrite


def _audit_scope(account: Account) -> Q:
    return Q(target=account.external_id) | Q(target__startswith=f"{account.external_id}:")


def _places(account: Account, since: Any) -> dict[str, tuple[models.QuerySet[Any], list[str]]]:
    """Every stored place a word could live, with the text fields to check.

    A fact stated or learned after the forget is new information ("said again
    later, it is new"), so facts and accepted proposals newer than the request
    are left alone; everything else is checked whenever it was written.
    """
    return {
        "facts": (
            Fact.objects.filter(account=account, learned_at__lte=since),
            ["key", "note", "evidence"],
        ),
        "summary_versions": (SummaryVersion.objects.filter(account=account), ["text"]),
        "rejected_candidates": (
            CompactionAttempt.objects.filter(account=account),
            ["raw_output", "candidate", "excerpt"],
        ),
        "recorded_prompts": (CompactionAttempt.objects.filter(account=account), ["prompt"]),
        "fact_proposals": (
            FactProposal.objects.filter(account=account).exclude(
                accepted=True, created_at__gt=since
            ),
            ["key", "note", "evidence", "reason"],
        ),
        "shadow_records": (ShadowRecord.objects.filter(account=account), ["given", "engine"]),
        "regression_cases": (
            RegressionCase.objects.filter(attempt__account=account),
            ["text", "why"],
        ),
        "audit_entries": (AuditEntry.objects.filter(_audit_scope(account)), ["before", "after"]),
    }


def _request_matcher(request: ForgetRequest) -> Matcher | None:
    return core.matcher(request.word_hashes, forgetting.hmac_secret())


def artifacts_scrub(*, request: ForgetRequest) -> int:
    """Mask this request's words in every stored artifact. Never touches the message log.

    For forget everything, older summaries and rejected candidates are
    memory in their own right: they are emptied, not only masked.
    """
    account = request.account
    total = 0
    if request.everything:
        tombstone = (
            SummaryVersion.objects.filter(account=account, source=SummaryVersion.Source.TOMBSTONE)
            .order_by("-version")
            .values_list("version", flat=True)
            .first()
        )
        if tombstone is not None:
            total += (
                SummaryVersion.objects.filter(account=account, version__lt=tombstone)
                .exclude(text="")
                .update(text="")
            )
        total += (
            CompactionAttempt.objects.filter(account=account, created_at__lte=request.created_at)
            .exclude(candidate="", raw_output="", excerpt="")
            .update(candidate="", raw_output="", excerpt="")
        )
    m = _request_matcher(request)
    if m is None:
        return total
    mask = _masker(m)
    for qs, fields in _places(account, request.created_at).values():
        total += _scrub(qs, fields, mask)
    return total


# --- verification: a zero-hit check for every place a word could live --------------

PLACES: dict[str, str] = {
    "facts": "Facts",
    "summary": "Current summary",
    "summary_versions": "Older summary versions",
    "rejected_candidates": "Rejected candidates and raw model output",
    "recorded_prompts": "Recorded compaction prompts",
    "fact_proposals": "Fact proposals",
    "shadow_records": "Shadow records",
    "regression_cases": "Regression cases",
    "audit_entries": "Audit entries",
    "replayed_window": "What the model sees next turn (summary, facts, replayed window)",
}


def _count(qs: models.QuerySet[M], fields: list[str], m: Matcher) -> int:
    hits = 0
    for rows in _batches(qs.only("pk", *fields)):
        for row in rows:
            for name in fields:
                hits += core.json_hits(getattr(row, name), m)
    return hits


def place_hits(*, request: ForgetRequest, m: Matcher) -> dict[str, int]:
    from accounts.turns import sections_for

    account = Account.objects.get(pk=request.account_id)
    since = request.created_at
    counts = {
        place: _count(qs, fields, m) for place, (qs, fields) in _places(account, since).items()
    }
    counts["summary"] = m.hits(account.summary or "")
    sections = sections_for(account=account, history=[], now=runtime.now())
    # Facts stated again after the forget are new information, not a leak.
    newer = Fact.objects.filter(account=account, active=True, learned_at__gt=since)
    restated = sum(m.hits(f"{f.note} {f.kind} {f.key}") for f in newer)
    counts["replayed_window"] = max(core.json_hits(sections.messages(), m) - restated, 0)
    return counts


def checklist_verify(*, request: ForgetRequest) -> dict[str, dict[str, Any]]:
    """Count hits of this request's words in every place; store the checklist on the request."""
    m = _request_matcher(request)
    checked_at = runtime.now().isoformat()
    counts = place_hits(request=request, m=m) if m is not None else dict.fromkeys(PLACES, 0)
    checklist = {
        place: {"label": PLACES[place], "hits": counts[place], "checked_at": checked_at}
        for place in PLACES
    }
    request.checklist = checklist
    request.updated_at = runtime.now()
    request.save(update_fields=["checklist", "updated_at"])
    return checklist


# --- support actions ----------------------------------------------------------------


def forget_retry(*, request: ForgetRequest, actor: Any, reason: str) -> ForgetRequest:
    """Queue the redaction step again for a failed request."""
    if not reason or not reason.strip():
        raise InvalidInput("A reason is required for every change.")
    with transaction.atomic():
        req = ForgetRequest.objects.select_for_update().get(pk=request.pk)
        if req.status != Status.FAILED:
            raise InvalidInput("Only a failed request can be retried.")
        before = _public(req)
        _set_status(req, Status.REDACTION_QUEUED)
        audit_write(
            actor=actor,
            action="forget.retry",
            target=req.account.external_id,
            reason=reason,
            before=before,
            after=_public(req),
        )
        _enqueue(req)
    return req


def forget_clear_summary(*, request: ForgetRequest, actor: Any, reason: str) -> ForgetRequest:
    """Clear the account's summary by hand (coverage stays: those messages drop out of memory).

    The write is a short compare-and-set; the scrub and the checks run after
    it, outside any lock, so recording messages never waits on them.
    """
    if not reason or not reason.strip():
        raise InvalidInput("A reason is required for every change.")
    with transaction.atomic():
        req = ForgetRequest.objects.select_for_update().get(pk=request.pk)
        if req.status == Status.SUMMARY_CLEARED:
            raise InvalidInput("The summary of this request is already cleared.")
        for _ in range(5):
            account = Account.objects.only("external_id", "summary_version").get(pk=req.account_id)
            if _summary_cas(
                account_id=account.pk,
                expect_version=account.summary_version,
                text="",
                source=SummaryVersion.Source.CLEARED,
            ):
                break
        else:
            raise InvalidInput("The summary kept changing: try again.")
        before = {**_public(req), "summary_version": account.summary_version}
        _set_status(req, Status.SUMMARY_CLEARED)
        audit_write(
            actor=actor,
            action="forget.clear_summary",
            target=account.external_id,
            reason=reason,
            before=before,
            after={**_public(req), "summary_version": account.summary_version + 1},
        )
    artifacts_scrub(request=req)
    checklist = checklist_verify(request=req)
    hits = sum(v["hits"] for v in checklist.values())
    if hits:
        # The sweep scrubs again with backoff; support sees where the hits are.
        _set_status(req, Status.FAILED, f"verification found {hits} hits after clearing")
    return req


def forget_verify_now(*, request: ForgetRequest) -> dict[str, dict[str, Any]]:
    """Re-run the zero-hit checks (a read that records when it was checked; no audit needed)."""
    return checklist_verify(request=request)


def forget_sweep(*, now: Any = None, limit: int = 100) -> list[int]:
    """Requests whose step should run again: failed ones past their backoff, and lost ones.

    Backoff doubles per attempt, from 1 minute up to 6 hours. A request left
    in redaction_queued longer than MEMORY_FORGET_LOST_AFTER_SECONDS (15
    minutes by default) lost its task, say with a killed worker.
    """
    now = now or runtime.now()
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
    now = now or runtime.now()
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
                _set_status(req, Status.FAILED, f"re-verification found {hits} hits")
            log.info("forget request %s: re-verification scrubbed new hits", req.pk)
    return checked


@sensitive_variables("word")
def word_is_forgotten(*, account: Account, word: str) -> list[ForgottenWord]:
    """Hash the typed word and compare: the word itself is neither stored nor logged."""
    word = (word or "").strip()
    if not word or len(word) > 128 or len(core.words_of(word)) != 1:
        raise InvalidInput("Type one word.")
    d = core.digest(core.words_of(word)[0], forgetting.hmac_secret())
    return list(
        ForgottenWord.objects.filter(account=account, digest=d)
        .select_related("request")
        .order_by("created_at")
    )
