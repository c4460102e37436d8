"""Forgetting's reads: the requests queue, one request's trail, the word check, key rotation.

Each costs a fixed number of queries.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.conf import settings
from django.db.models import Count, Q, QuerySet
from django.views.decorators.debug import sensitive_variables

from accounts.errors import InvalidInput
from accounts.forgotten import hmac_secrets, matcher_for, text_mask
from accounts.models import (
    Account,
    AuditEntry,
    Fact,
    ForgetRequest,
    ForgottenWord,
    SummaryVersion,
)
from accounts.scope import ProjectScope
from memoryadmin.engine import forgetting as core

STATUSES = ForgetRequest.Status
# Requests support still has to see through (shown with days left).
OPEN = (STATUSES.RECEIVED, STATUSES.FACT_DELETED, STATUSES.REDACTION_QUEUED, STATUSES.FAILED)
# Requests whose words are gone from every place.
DONE = (STATUSES.VERIFIED_CLEAN, STATUSES.SUMMARY_CLEARED)
# The audit action the redaction writes when it rewrites or clears the summary.
REWRITE_ACTION = "forget.summary_rewrite"


def forget_queue(
    *, scope: ProjectScope, status: str = "", q: str = "", account: Account | None = None
) -> QuerySet[ForgetRequest]:
    """The queue of ``scope``'s projects, open requests first by deadline; one COUNT and
    one slice per page.

    ``account`` narrows it to one account's requests (the account page links there).
    """
    qs = scope.narrow(ForgetRequest.objects.select_related("account__project")).only(
        "id",
        "everything",
        "status",
        "key_id",
        "created_at",
        "deadline",
        "updated_at",
        "attempts",
        "error",
        "requested_by",
        "account__external_id",
        "account__project__slug",
    )
    if status == "open":
        qs = qs.filter(status__in=OPEN)
    elif status:
        qs = qs.filter(status=status)
    if q:
        qs = qs.filter(Q(account__external_id__icontains=q) | Q(requested_by__icontains=q))
    if account is not None:
        qs = qs.filter(account_id=account.pk)
    return qs.order_by("deadline", "id")


def forget_request(*, pk: int, scope: ProjectScope) -> ForgetRequest | None:
    """The request ``pk`` if it is of ``scope``'s projects."""
    qs = scope.narrow(ForgetRequest.objects.select_related("account__project"))
    return qs.filter(pk=pk).first()


def forget_counts(*, scope: ProjectScope) -> dict[str, int]:
    """Requests of ``scope``'s projects per status, in one query."""
    counts = dict.fromkeys(STATUSES.values, 0)
    rows = scope.narrow(ForgetRequest.objects.all()).values("status")
    for row in rows.order_by().annotate(n=Count("id")):
        counts[row["status"]] = row["n"]
    return counts


def forget_audit(*, request: ForgetRequest) -> list[AuditEntry]:
    """This request's audit trail: its entries hold hashes and a key id, never words."""
    return list(
        AuditEntry.objects.filter(
            action__startswith="forget.",
            target=request.account.external_id,
        )
        .filter(Q(after__request=request.pk) | Q(before__request=request.pk))
        .order_by("created_at", "id")[:200]
    )


@dataclass(frozen=True)
class SummaryEffect:
    """What a forget did to the account's summary, as its page shows it."""

    state: str  # "rewritten" | "cleared" | "tombstone" | "unchanged" | "pending"
    before: str | None = None  # the summary masked at filing, as the rewrite read it
    after: str | None = None
    before_version: int | None = None
    after_version: int | None = None


def forget_summary_effect(*, request: ForgetRequest, audit: list[AuditEntry]) -> SummaryEffect:
    """From the request's audit trail (its rewrite entry) and the two summary versions it
    names, masked with every word forgotten for the account since: two queries at most."""
    if request.everything:
        return SummaryEffect("tombstone")
    entry = next((e for e in reversed(audit) if e.action == REWRITE_ACTION), None)
    if entry is None:
        return SummaryEffect("unchanged" if request.status in DONE else "pending")
    v_from = (entry.before or {}).get("summary_version")
    v_to = (entry.after or {}).get("summary_version")
    texts = dict(
        SummaryVersion.objects.filter(
            account=request.account, version__in=[v for v in (v_from, v_to) if v is not None]
        ).values_list("version", "text")
    )
    mask = text_mask(matcher_for(request.account))
    before = texts.get(v_from) if v_from is not None else None
    after = texts.get(v_to) if v_to is not None else None
    return SummaryEffect(
        state=str((entry.after or {}).get("outcome") or "rewritten"),
        before=mask(before) if before else before,
        after=mask(after) if after else after,
        before_version=v_from,
        after_version=v_to,
    )


def forget_words_under_other_keys(*, scope: ProjectScope) -> dict[str, int]:
    """Forgotten-word hashes made under a key id other than the current one, per key id.

    They keep matching under their own key id as long as the keyring holds it;
    ``forget_rekey`` moves the ones it can to the current key. The queue shows
    them (and ``forget_keys_missing`` the ids the keyring lacks) so nobody
    drops an old key id too early.
    """
    current = settings.MEMORY_AUDIT_HMAC_KEY_ID
    rows = (
        scope.narrow(ForgottenWord.objects.exclude(key_id=current))
        .values("key_id")
        .order_by()
        .annotate(n=Count("id"))
    )
    return {row["key_id"]: row["n"] for row in rows}


def forget_keys_missing(other_keys: dict[str, int]) -> list[str]:
    """The key ids among ``other_keys`` the keyring does not hold: those words are un-forgotten."""
    held = hmac_secrets()
    return sorted(k for k in other_keys if k not in held)


def forget_open(*, scope: ProjectScope, limit: int = 8) -> tuple[int, list[ForgetRequest]]:
    qs = scope.narrow(ForgetRequest.objects.filter(status__in=OPEN))
    rows = list(
        qs.select_related("account")
        .only("id", "status", "deadline", "created_at", "account__external_id")
        .order_by("deadline")[:limit]
    )
    return qs.count(), rows


@sensitive_variables("word")
def word_is_forgotten(*, account: Account, word: str) -> list[ForgottenWord]:
    """Hash the typed word and compare: the word itself is neither stored nor logged.

    Hashed under every key id the account's digests were made with, so a word
    forgotten before a key rotation is still found.
    """
    word = (word or "").strip()
    if not word or len(word) > 128 or len(core.words_of(word)) != 1:
        raise InvalidInput("Type one word.")
    secrets = hmac_secrets()
    used = (
        ForgottenWord.objects.filter(account=account)
        .order_by()
        .values_list("key_id", flat=True)
        .distinct()
    )
    wanted = Q(pk__in=[])
    for key_id in list(used):
        if key_id in secrets:
            wanted |= Q(key_id=key_id, digest=core.digest(core.words_of(word)[0], secrets[key_id]))
    return list(
        ForgottenWord.objects.filter(wanted, account=account)
        .select_related("request")
        .order_by("created_at")
    )


def forget_fact_keys(*, account: Account, limit: int = 100) -> list[str]:
    """The keys of the account's remembered facts, for support choosing what to forget.

    Masked like any text shown (a key can hold a word forgotten by another fact).
    """
    mask = text_mask(matcher_for(account))
    keys = Fact.objects.filter(account=account, active=True).order_by("key")
    return [mask(k) for k in keys.values_list("key", flat=True)[:limit]]


@sensitive_variables("text")
def is_forgotten_text(*, account: Account, text: str) -> bool:
    """Does ``text`` mention anything forgotten for the account (hashed, never compared)?"""
    m = matcher_for(account)
    return m is not None and m.mentions(text)


def forget_request_keys(*, request: ForgetRequest) -> dict[str, int]:
    """The request's stored digests per key id now (``forget_rekey`` moves them)."""
    rows = (
        ForgottenWord.objects.filter(account_id=request.account_id, request=request)
        .values("key_id")
        .order_by("key_id")
        .annotate(n=Count("id"))
    )
    return {row["key_id"]: row["n"] for row in rows}
