"""Scrubbing stored engine artifacts of forgotten words, and the zero-hit check of every place.

Never touches the message log: it is the banking record.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, TypeVar

from django.db import models
from django.db.models import Q

from accounts import clock
from accounts.context.selectors import next_turn_sections
from accounts.forgotten import keyed
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
    TurnRecord,
)
from accounts.scoped import row_update, rows_update
from memoryadmin.engine import forgetting as core
from memoryadmin.engine.forgetting import Matcher

# Rows are read and rewritten this many at a time, so a big account never
# holds a huge transaction or a huge list in memory.
SCRUB_BATCH = 500


M = TypeVar("M", bound=models.Model)


def _batches(qs: models.QuerySet[M]) -> Iterator[list[M]]:
    last = 0
    while True:
        rows = list(qs.filter(pk__gt=last).order_by("pk")[:SCRUB_BATCH])
        if not rows:
            return
        yield rows
        last = rows[-1].pk


def scrub_fields(
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
            # Through ``qs``: its filter names the account (bulk_update's would not).
            rows_update(qs, changed, fields)
            changed_total += len(changed)
    return changed_total


def json_rewriter(m: Matcher) -> Callable[[str, object], object]:
    """A field rewrite for ``scrub_fields``: the value with ``m``'s words masked, wherever in it."""

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
        "turn_log": (TurnRecord.objects.filter(account=account), ["given", "messages"]),
        "regression_cases": (
            RegressionCase.objects.filter(attempt__account=account),
            ["text", "why"],
        ),
        # Reasons too: free text typed beside an action may name what was forgotten.
        "audit_entries": (
            AuditEntry.objects.filter(_audit_scope(account)),
            ["before", "after", "reason"],
        ),
    }


def _request_matcher(request: ForgetRequest) -> Matcher | None:
    """This request's words and phrases, each under the key id it is stored with now.

    The ``ForgottenWord`` rows, not ``word_hashes``: the request's record keeps
    the digests as filed, and ``forget_rekey`` moves the rows to a newer key.
    """
    rows = ForgottenWord.objects.filter(account_id=request.account_id, request=request).values_list(
        "digest", "key_id"
    )
    return keyed(rows)


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
        # What earlier turns sent the model is the account's memory too: gone whole.
        total += TurnRecord.objects.filter(account=account, at__lte=request.created_at).delete()[0]
    m = _request_matcher(request)
    if m is None:
        return total
    mask = json_rewriter(m)
    for qs, fields in _places(account, request.created_at).values():
        total += scrub_fields(qs, fields, mask)
    return total


PLACES: dict[str, str] = {
    "facts": "Facts",
    "summary": "Current summary",
    "summary_versions": "Older summary versions",
    "rejected_candidates": "Rejected candidates and raw model output",
    "recorded_prompts": "Recorded compaction prompts",
    "fact_proposals": "Fact proposals",
    "shadow_records": "Shadow records",
    "turn_log": "Turn log (what recent turns sent the model)",
    "regression_cases": "Regression cases",
    "audit_entries": "Audit entries (their reasons and diffs)",
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
    account = Account.objects.get(pk=request.account_id)
    since = request.created_at
    counts = {
        place: _count(qs, fields, m) for place, (qs, fields) in _places(account, since).items()
    }
    counts["summary"] = m.hits(account.summary or "")
    sections = next_turn_sections(account=account, history=[], now=clock.now())
    # Facts stated again after the forget are new information, not a leak.
    newer = Fact.objects.filter(account=account, active=True, learned_at__gt=since)
    restated = sum(m.hits(f"{f.note} {f.kind} {f.key}") for f in newer)
    counts["replayed_window"] = max(core.json_hits(sections.messages(), m) - restated, 0)
    return counts


def checklist_verify(*, request: ForgetRequest) -> dict[str, dict[str, Any]]:
    """Count hits of this request's words in every place; store the checklist on the request."""
    m = _request_matcher(request)
    checked_at = clock.now().isoformat()
    counts = place_hits(request=request, m=m) if m is not None else dict.fromkeys(PLACES, 0)
    checklist = {
        place: {"label": PLACES[place], "hits": counts[place], "checked_at": checked_at}
        for place in PLACES
    }
    row_update(request, checklist=checklist, updated_at=clock.now())
    return checklist
