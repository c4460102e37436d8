"""Forgetting on the write side (ENGINE.md section 6): filing forget requests, support actions.

The plaintext of a forgotten word lives only in memory, only inside the
transaction that deletes the fact: what is stored is an HMAC of each word and
phrase (``ForgottenWord``, ``ForgetRequest.word_hashes``) with the key id it
was made with. What a forget covers is the engine's ``forget_terms``: the
fact's key and its parts, the names in its note, the note as a phrase (never
each of its words), and what support adds; ``forget_preview`` shows that list
and stores nothing. The reason typed beside a forget is stored with every
forgotten word masked (``mask_reason``). Tasks get the request id, never a
word; log lines and errors name counts and kinds, never a word. Later text
is matched by hashing its words and word windows.

The message log is never touched: it is the banking record. What the model
sees of it is masked at replay, and compaction drops aged-out messages that
mention a forgotten word. The redaction step that follows a request is
``accounts.forgetting.redaction``; scrubbing and the zero-hit checks are
``accounts.forgetting.scrub``.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.views.decorators.debug import sensitive_variables

from accounts import clock
from accounts.audit import actor_name, audit_write, require_reason
from accounts.errors import InvalidInput
from accounts.facts.services import fact_key_normalise
from accounts.forgetting.redaction import Status, public_state, set_status
from accounts.forgetting.scrub import artifacts_scrub, checklist_verify, json_rewriter, scrub_fields
from accounts.forgetting.tasks import forget_redact
from accounts.forgotten import hmac_keyring, matcher_for
from accounts.models import Account, Fact, ForgetRequest, ForgottenWord, SummaryVersion
from accounts.scoped import rows_delete
from accounts.summary import summary_write
from memoryadmin.engine import forgetting as core

log = logging.getLogger("memory.forget")


class NothingToForget(LookupError):
    """No active fact with that key: the API answers 404 (without echoing the key)."""


def _deadline_days() -> int:
    return int(getattr(settings, "MEMORY_FORGET_DEADLINE_DAYS", 30))


# At most this many terms support may add to one forget, each at most EXTRA_CHARS.
EXTRA_MAX = 16
EXTRA_CHARS = 128


def clean_extra(extra: Iterable[object]) -> list[str]:
    """What support adds to a forget: strings of 1..EXTRA_CHARS characters, at most EXTRA_MAX."""
    items = [e.strip() for e in extra if isinstance(e, str) and e.strip()]
    if len(items) > EXTRA_MAX:
        raise InvalidInput(f"At most {EXTRA_MAX} added words or phrases.")
    if any(len(e) > EXTRA_CHARS for e in items):
        raise InvalidInput(f"An added word or phrase is at most {EXTRA_CHARS} characters.")
    return items


@sensitive_variables("terms")
def _digests(terms: core.ForgetTerms) -> list[core.StoredDigest]:
    """The only place a forget's plaintext becomes something stored: under the current key id."""
    return core.make_digests(terms, hmac_keyring())


@sensitive_variables("facts", "f", "extra")
def _terms(facts: Sequence[Fact], extra: Sequence[str] = ()) -> core.ForgetTerms:
    """What forgetting these facts covers (``forget_terms`` each), plus what support adds."""
    return core.merge_terms(
        *(core.forget_terms(f.key, f.note) for f in facts), core.forget_terms("", "", extra)
    )


@sensitive_variables("key", "facts")
def _facts_for_key(account: Account, key: str) -> list[Fact]:
    """The facts a key names: any casing, or the same key once normalised ("Wife Name" →
    ``wife_name``); the active fact and the history it superseded."""
    key = (key or "").strip()
    if not key or len(key) > 128:
        raise InvalidInput("A fact key is 1 to 128 characters.")
    wanted = fact_key_normalise(key)
    facts = [
        f
        for f in Fact.objects.filter(account=account)
        if f.key.lower() == key.lower() or fact_key_normalise(f.key) == wanted
    ]
    if not any(f.active for f in facts):
        raise NothingToForget("No remembered fact with that key for this account.")
    return facts


@sensitive_variables("key", "extra", "facts")
def forget_preview(
    *, account: Account, key: str | None = None, everything: bool = False, extra: Iterable[str] = ()
) -> core.ForgetTerms:
    """The exact words and phrases a forget would hash. Stores nothing, writes no audit entry.

    ``NothingToForget`` for a key with no active fact (as filing would).
    """
    added = clean_extra(extra)
    if everything:
        return _terms(list(Fact.objects.filter(account=account)), added)
    return _terms(_facts_for_key(account, key or ""), added)


@sensitive_variables("reason", "terms")
def forget_reason(reason: str, *, account: Account, terms: core.ForgetTerms | None = None) -> str:
    """A reason as it may be stored: the words being forgotten (``terms``, with their maybe
    names) and every word already forgotten for the account masked."""
    reason = require_reason(reason)
    if terms is not None:
        reason = core.mask_reason(reason, terms).text
    return core.mask_reason(reason, matcher_for(account)).text


def _open_request(
    *,
    account: Account,
    everything: bool,
    digests: list[core.StoredDigest],
    actor: Any,
    forget_seq: int,
) -> ForgetRequest:
    now = clock.now()
    req = ForgetRequest.objects.create(
        account=account,
        everything=everything,
        word_hashes=[d.token for d in digests],
        key_id=digests[0].key_id if digests else settings.MEMORY_AUDIT_HMAC_KEY_ID,
        status=Status.RECEIVED,
        forget_seq=forget_seq,
        requested_by=actor_name(actor),
        created_at=now,
        updated_at=now,
        deadline=now + timedelta(days=_deadline_days()),
    )
    ForgottenWord.objects.bulk_create(
        [
            ForgottenWord(account=account, request=req, digest=d.token, key_id=d.key_id)
            for d in digests
        ]
    )
    return req


def _enqueue(req: ForgetRequest) -> None:
    request_id = req.pk
    # Only the id crosses the broker: the words were never stored to send. Robust: with
    # the broker down the forget itself is committed and answered; the sweep sends the
    # task again once the request has waited MEMORY_FORGET_LOST_AFTER_SECONDS.
    transaction.on_commit(lambda: forget_redact.delay(request_id), robust=True)


@sensitive_variables("key", "words", "facts", "f", "extra", "terms", "reason")
def forget_fact(
    *, account: Account, key: str, actor: Any, reason: str, extra: Iterable[str] = ()
) -> ForgetRequest:
    """Forget one fact: hash its terms, delete it, mask the summary now, queue the rewrite.

    ``extra``: words or phrases support adds to what the fact's terms cover.
    """
    key = (key or "").strip()
    if not key or len(key) > 128:
        raise InvalidInput("A fact key is 1 to 128 characters.")
    require_reason(reason)
    added = clean_extra(extra)
    with transaction.atomic():
        # The account row lock orders this forget with other forgets and with
        # compaction's compare-and-set on the summary.
        locked = Account.objects.select_for_update().get(pk=account.pk)
        # Any casing of the key: forgetting too much is the safe direction.
        facts = _facts_for_key(locked, key)
        terms = _terms(facts, added)
        # The active fact and the history it superseded.
        req = _open_for_terms(account=locked, terms=terms, everything=False, actor=actor)
        before = public_state(req)
        deleted = rows_delete(Fact, account_id=locked.pk, pks=[f.pk for f in facts])
        set_status(req, Status.FACT_DELETED)
        _mask_summary_now(locked)
        set_status(req, Status.REDACTION_QUEUED)
        audit_write(
            actor=actor,
            action="forget.fact",
            target=locked.external_id,
            reason=forget_reason(reason, account=locked, terms=terms),
            before=before,
            after={**public_state(req), "facts_deleted": deleted},
            project=locked.project_id,
        )
        _enqueue(req)
    log.info("forget request %s filed: %s fact rows deleted", req.pk, deleted)
    return req


@sensitive_variables("terms")
def _open_for_terms(
    *, account: Account, terms: core.ForgetTerms, everything: bool, actor: Any
) -> ForgetRequest:
    """Open a request holding only the hashes of the terms, at the account's last seq."""
    return _open_request(
        account=account,
        everything=everything,
        digests=_digests(terms),
        actor=actor,
        forget_seq=account.last_seq,
    )


def _mask_summary_now(account: Account) -> None:
    """Mask the current summary inside the forget's transaction.

    From the commit on, the model never sees the word, even while the
    rewrite waits in the queue or the model is down. The version always
    moves, so a compaction racing this forget writes nothing.
    """
    m = matcher_for(account)
    text = account.summary
    if text is not None and m is not None:
        text = m.mask(text)
    if m is not None:
        # Other facts that name the same person are masked now too (a handful of rows).
        scrub_fields(
            Fact.objects.filter(account=account), ["key", "note", "evidence"], json_rewriter(m)
        )
    written = summary_write(
        account_id=account.pk,
        expect_version=account.summary_version,
        text=text,
        source=SummaryVersion.Source.REDACTION,
    )
    # The row is locked by this transaction, so nobody else can have moved the version.
    if not written:
        raise RuntimeError("summary version moved under the account lock")


@sensitive_variables("words", "facts", "f", "extra", "terms", "reason")
def forget_everything(
    *, account: Account, actor: Any, reason: str, extra: Iterable[str] = ()
) -> ForgetRequest:
    """Delete every fact and write an empty summary as a tombstone covering everything so far.

    Messages and transactions stay: they are the banking record, not memory.
    """
    require_reason(reason)
    added = clean_extra(extra)
    with transaction.atomic():
        locked = Account.objects.select_for_update().get(pk=account.pk)
        facts = list(Fact.objects.filter(account=locked))
        terms = _terms(facts, added)
        req = _open_for_terms(account=locked, terms=terms, everything=True, actor=actor)
        before = {**public_state(req), "summary_version": locked.summary_version}
        every = list(Fact.objects.filter(account=locked).values_list("pk", flat=True))
        deleted = rows_delete(Fact, account_id=locked.pk, pks=every)
        set_status(req, Status.FACT_DELETED)
        # "" rather than null: a tombstone, with coverage at the moment of the
        # forget, so nothing from before it is ever summarised back.
        written = summary_write(
            account_id=locked.pk,
            expect_version=locked.summary_version,
            text="",
            source=SummaryVersion.Source.TOMBSTONE,
            coverage=locked.last_seq,
        )
        if not written:
            raise RuntimeError("summary version moved under the account lock")
        set_status(req, Status.REDACTION_QUEUED)
        audit_write(
            actor=actor,
            action="forget.everything",
            target=locked.external_id,
            reason=forget_reason(reason, account=locked, terms=terms),
            before=before,
            after={
                **public_state(req),
                "facts_deleted": deleted,
                "summary": "tombstone",
                "covered_through_seq": locked.last_seq,
                "kept": ["messages", "transactions"],
            },
            project=locked.project_id,
        )
        _enqueue(req)
    log.info("forget-everything request %s filed: %s fact rows deleted", req.pk, deleted)
    return req


@sensitive_variables("reason")
def forget_retry(*, request: ForgetRequest, actor: Any, reason: str) -> ForgetRequest:
    """Queue the redaction step again for a failed request."""
    require_reason(reason)
    with transaction.atomic():
        req = ForgetRequest.objects.select_for_update().get(pk=request.pk)
        if req.status != Status.FAILED:
            raise InvalidInput("Only a failed request can be retried.")
        before = public_state(req)
        set_status(req, Status.REDACTION_QUEUED)
        audit_write(
            actor=actor,
            action="forget.retry",
            target=req.account.external_id,
            reason=forget_reason(reason, account=req.account),
            before=before,
            after=public_state(req),
            project=req.account.project_id,
        )
        _enqueue(req)
    return req


@sensitive_variables("reason")
def forget_clear_summary(*, request: ForgetRequest, actor: Any, reason: str) -> ForgetRequest:
    """Clear the account's summary by hand (coverage stays: those messages drop out of memory).

    The write is a short compare-and-set; the scrub and the checks run after
    it, outside any lock, so recording messages never waits on them.
    """
    require_reason(reason)
    with transaction.atomic():
        req = ForgetRequest.objects.select_for_update().get(pk=request.pk)
        if req.status == Status.SUMMARY_CLEARED:
            raise InvalidInput("The summary of this request is already cleared.")
        for _ in range(5):
            account = Account.objects.only("external_id", "summary_version").get(pk=req.account_id)
            if summary_write(
                account_id=account.pk,
                expect_version=account.summary_version,
                text="",
                source=SummaryVersion.Source.CLEARED,
            ):
                break
        else:
            raise InvalidInput("The summary kept changing: try again.")
        before = {**public_state(req), "summary_version": account.summary_version}
        set_status(req, Status.SUMMARY_CLEARED)
        audit_write(
            actor=actor,
            action="forget.clear_summary",
            target=account.external_id,
            reason=forget_reason(reason, account=account),
            before=before,
            after={**public_state(req), "summary_version": account.summary_version + 1},
            project=account.project_id,
        )
    artifacts_scrub(request=req)
    checklist = checklist_verify(request=req)
    hits = sum(v["hits"] for v in checklist.values())
    if hits:
        # The sweep scrubs again with backoff; support sees where the hits are.
        set_status(req, Status.FAILED, f"verification found {hits} hits after clearing")
    return req


def forget_verify_now(*, request: ForgetRequest) -> dict[str, dict[str, Any]]:
    """Re-run the zero-hit checks (a read that records when it was checked; no audit needed)."""
    return checklist_verify(request=request)
