"""Shadow mode's reads for the console. Each costs a fixed number of queries.

Lists return lazy querysets (the console paginates them: one COUNT and one
slice); summaries return plain values built from aggregate queries.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from functools import cached_property
from typing import Any

from django.db.models import (
    Case,
    Count,
    F,
    FloatField,
    IntegerField,
    Q,
    QuerySet,
    Sum,
    Value,
    When,
)
from django.db.models.functions import Cast
from django.db.models.lookups import GreaterThan

from accounts import clock
from accounts.context.selectors import call_summary
from accounts.forgotten import mask_for
from accounts.models import Account, Project, ShadowRecord
from accounts.scope import EVERY_PROJECT, ProjectScope
from accounts.timeseries import Bucket, Span, bucket_starts, fold, trunc
from memoryadmin.engine.context import CONTEXT_HEADER
from memoryadmin.engine.shadow import EXPECTED_KEYS, content_of, diff, masks_match, split_stamp
from memoryadmin.engine.tokens import count_message

# A turn that differs in content (the noise rules, memoryadmin/engine/shadow.py): records
# written before them stored ``differs`` true for stamps alone, so their key is read too.
DIFFERS = Q(differs=True) & ~Q(diff_key__in=EXPECTED_KEYS)


@dataclass(frozen=True)
class ShadowSummary:
    turns: int = 0
    differ: int = 0
    given_tokens: int = 0
    engine_tokens: int = 0

    @property
    def token_delta(self) -> int:
        return self.engine_tokens - self.given_tokens

    @property
    def same(self) -> int:
        return self.turns - self.differ

    @property
    def mostly_differs(self) -> bool:
        """More than half of the turns differ: worth a look before enabling."""
        return self.differ * 2 > self.turns


def _summary(qs: QuerySet[ShadowRecord]) -> ShadowSummary:
    row = qs.aggregate(
        turns=Count("id"),
        differ=Count("id", filter=DIFFERS),
        given=Sum("given_tokens"),
        engine=Sum("engine_tokens"),
    )
    return ShadowSummary(row["turns"], row["differ"], row["given"] or 0, row["engine"] or 0)


def shadow_summary(
    *,
    external_ids: Sequence[str] | None = None,
    account: Account | None = None,
    project: Project | None = None,
    scope: ProjectScope = EVERY_PROJECT,
) -> ShadowSummary:
    """The shadow record of some accounts (by id, within ``project`` if given), or of one
    account, or of a whole project, or of everyone in ``scope``: one query."""
    qs = scope.narrow(ShadowRecord.objects.all())
    if account is not None:
        qs = qs.filter(account=account)
    if external_ids is not None:
        qs = qs.filter(account__external_id__in=list(external_ids))
    if project is not None:
        qs = qs.filter(account__project=project)
    return _summary(qs)


def shadow_summary_allowlist(
    *, project: Project | None = None, scope: ProjectScope = EVERY_PROJECT
) -> ShadowSummary:
    qs = scope.narrow(ShadowRecord.objects.filter(account__allowlisted=True))
    if project is not None:
        qs = qs.filter(account__project=project)
    return _summary(qs)


def shadow_per_account(*, account_ids: Sequence[int]) -> dict[int, ShadowSummary]:
    """Shadow records of the accounts on one page, grouped: one query."""
    rows = (
        ShadowRecord.objects.filter(account_id__in=list(account_ids))
        .values("account_id")
        .annotate(
            turns=Count("id"),
            differ=Count("id", filter=DIFFERS),
            given=Sum("given_tokens"),
            engine=Sum("engine_tokens"),
        )
        .order_by()
    )
    return {
        r["account_id"]: ShadowSummary(r["turns"], r["differ"], r["given"] or 0, r["engine"] or 0)
        for r in rows
    }


@dataclass(frozen=True)
class AccountShadow:
    """One account's shadow record, as the enable confirmation lists it."""

    account_id: int
    external_id: str
    project: str  # the project's slug
    shadow: ShadowSummary


@dataclass(frozen=True)
class ShadowBreakdown:
    rows: list[AccountShadow]  # the accounts most worth a look first, at most ``limit``
    accounts: int  # accounts with any shadow turn in scope
    mostly_differ: int  # of them, those with more than half their turns differing

    @property
    def more(self) -> int:
        return self.accounts - len(self.rows)


def shadow_breakdown(
    *,
    external_ids: Sequence[str] | None = None,
    project: Project | None = None,
    allowlisted: bool | None = None,
    limit: int = 20,
    scope: ProjectScope = EVERY_PROJECT,
) -> ShadowBreakdown:
    """Per-account shadow figures for a rollout's reach, those that mostly differ first,
    and how many accounts mostly differ in all: two queries, whatever the reach.

    Listed by the share of turns that differ, so an account whose every turn differs
    comes before one with more turns of which fewer differ."""
    qs = scope.narrow(ShadowRecord.objects.all())
    if external_ids is not None:
        qs = qs.filter(account__external_id__in=list(external_ids))
    if project is not None:
        qs = qs.filter(account__project=project)
    if allowlisted is not None:
        qs = qs.filter(account__allowlisted=allowlisted)
    grouped = (
        qs.values("account_id")
        .annotate(
            turns=Count("id"),
            differ=Count("id", filter=DIFFERS),
        )
        .annotate(
            mostly=Case(
                When(GreaterThan(F("differ") * 2, F("turns")), then=Value(1)),
                default=Value(0),
                output_field=IntegerField(),
            )
        )
        .order_by()
    )
    totals = grouped.aggregate(accounts=Count("account_id"), mostly_differ=Sum("mostly"))
    top = (
        grouped.annotate(
            given=Sum("given_tokens"),
            engine=Sum("engine_tokens"),
        )
        .values(
            "account_id",
            "account__external_id",
            "account__project__slug",
            "turns",
            "differ",
            "mostly",
            "given",
            "engine",
        )
        .annotate(share=Cast("differ", FloatField()) / F("turns"))
        .order_by("-mostly", "-share", "-differ", "account__external_id", "account_id")[:limit]
    )
    rows = [
        AccountShadow(
            account_id=r["account_id"],
            external_id=r["account__external_id"],
            project=r["account__project__slug"],
            shadow=ShadowSummary(r["turns"], r["differ"], r["given"] or 0, r["engine"] or 0),
        )
        for r in top
    ]
    return ShadowBreakdown(
        rows=rows,
        accounts=totals["accounts"] or 0,
        mostly_differ=totals["mostly_differ"] or 0,
    )


@dataclass(frozen=True)
class ShadowFilter:
    account: str = ""
    project: str = ""  # a project's slug
    kind: str = ""
    since: date | None = None
    until: date | None = None


def _shadow_filtered(f: ShadowFilter, scope: ProjectScope) -> QuerySet[ShadowRecord]:
    qs = scope.narrow(ShadowRecord.objects.all())
    if f.account:
        qs = qs.filter(account__external_id=f.account)
    if f.project:
        qs = qs.filter(account__project__slug=f.project)
    # Bounds on the column itself (not its date), so the created_at index serves them.
    if f.since:
        qs = qs.filter(created_at__gte=clock.day_start(f.since))
    if f.until:
        qs = qs.filter(created_at__lt=clock.day_start(f.until + timedelta(days=1)))
    return qs


def shadow_records(*, f: ShadowFilter, scope: ProjectScope) -> QuerySet[ShadowRecord]:
    qs = _shadow_filtered(f, scope)
    if f.kind:
        qs = qs.filter(diff_key=f.kind)
    return (
        qs.select_related("account__project")
        .defer("given", "engine", "account__summary")
        .order_by("-created_at", "-id")
    )


def shadow_groups(*, f: ShadowFilter, scope: ProjectScope) -> list[dict[str, Any]]:
    """Turns per kind of difference under the same filters (not the kind): one query."""
    rows = (
        _shadow_filtered(f, scope)
        .values("diff_key")
        .annotate(n=Count("id"), tokens=Sum("engine_tokens") - Sum("given_tokens"))
        .order_by("-n", "diff_key")
    )
    return [dict(r) for r in rows]


@dataclass(frozen=True)
class DiffItem:
    role: str
    text: str
    tokens: int
    kind: str  # same | added | context | changed | masked | dropped
    stamp: str = ""


@dataclass(frozen=True)
class DiffRow:
    given: DiffItem | None
    engine: DiffItem | None


@dataclass(frozen=True)
class DiffBlock:
    rows: list[DiffRow]
    collapsed: bool  # a long run of unchanged messages, folded so the changes stand out
    change: int = 0  # a change's number (1, 2, …) for previous/next links; 0 unchanged
    changes: int = 0  # how many changes the diff has

    @property
    def tokens(self) -> int:
        return sum(r.given.tokens for r in self.rows if r.given)


@dataclass(frozen=True)
class ShadowDetail:
    record: ShadowRecord
    rows: list[DiffRow]
    counts: dict[str, int] = field(default_factory=dict)
    # Recomputed from the stored sides under today's noise rules (a record written
    # before them stored stamps-only turns as differing).
    kinds: tuple[str, ...] = ()
    differs: bool = False

    @cached_property
    def blocks(self) -> list[DiffBlock]:
        return blocks_of(self.rows)


def blocks_of(rows: Sequence[DiffRow]) -> list[DiffBlock]:
    """Rows in blocks: a long run of unchanged messages folded so the changes stand out."""
    blocks: list[DiffBlock] = []
    run: list[DiffRow] = []

    def flush() -> None:
        if run:
            blocks.append(DiffBlock(list(run), collapsed=len(run) >= FOLD_AT))
            run.clear()

    changed: list[DiffRow] = []
    for row in rows:
        unchanged = row.engine is not None and row.given is not None and row.engine.kind == "same"
        if not unchanged:
            flush()
            if (
                row.engine is None
                and blocks
                and blocks[-1].change
                and blocks[-1].rows[-1].engine is None
            ):
                blocks[-1].rows.append(row)  # a run of dropped messages is one change
                continue
            changed.append(row)
            blocks.append(DiffBlock([row], collapsed=False, change=len(changed)))
        else:
            run.append(row)
    flush()
    n = len(changed)
    return [DiffBlock(b.rows, b.collapsed, b.change, n) if b.change else b for b in blocks]


FOLD_AT = 5


def item_shown(m: object) -> str:
    """An item's text as the console shows it: its text, and its tool calls in one line
    (as the account page shows them), so a tool-call turn is never an empty box."""
    text = content_of(m)
    calls = call_summary(m.get("tool_calls")) if isinstance(m, dict) else ""
    if not calls:
        return text
    return f"{text}\n→ calls {calls}" if text else f"→ calls {calls}"


def _stamp_split(m: object) -> tuple[str, str]:
    """An engine item's text without its stamp (tool calls shown), and the stamp."""
    body, stamp = split_stamp(content_of(m))
    calls = call_summary(m.get("tool_calls")) if isinstance(m, dict) else ""
    if calls:
        body = f"{body}\n→ calls {calls}" if body else f"→ calls {calls}"
    return body, stamp


def align(
    given_items: Sequence[object], engine_items: Sequence[object], mask: Any
) -> tuple[list[DiffRow], dict[str, int]]:
    """The agent's own history beside what went (or would go) to the model, row by row:
    each given item paired with the next engine item of the same role and text; the
    engine's others are added (or the context message), the given's others dropped."""
    given = [(_role(m), item_shown(m)) for m in given_items]
    engine: list[tuple[str, str, str]] = [(_role(m), *_stamp_split(m)) for m in engine_items]
    used: set[int] = set()
    rows: list[DiffRow] = []
    cursor = 0
    for role, text in given:
        masked = False
        match = next(
            (
                j
                for j in range(cursor, len(engine))
                if j not in used and engine[j][0] == role and engine[j][1] == text
            ),
            None,
        )
        if match is None:  # the same item with a secret or a forgotten word masked
            match = next(
                (
                    j
                    for j in range(cursor, len(engine))
                    if j not in used and engine[j][0] == role and masks_match(engine[j][1], text)
                ),
                None,
            )
            masked = match is not None
        if match is None:
            rows.append(DiffRow(DiffItem(role, mask(text), count_message(text), "dropped"), None))
            continue
        for j in range(cursor, match):
            rows.append(DiffRow(None, _engine_item(engine[j], CONTEXT_HEADER, mask)))
            used.add(j)
        erole, body, stamp = engine[match]
        used.add(match)
        cursor = match + 1
        kind = "changed" if stamp else "masked" if masked else "same"
        rows.append(
            DiffRow(
                DiffItem(role, mask(text), count_message(text), "same"),
                DiffItem(erole, mask(body), count_message(_join(body, stamp)), kind, stamp),
            )
        )
    for j in range(cursor, len(engine)):
        if j not in used:
            rows.append(DiffRow(None, _engine_item(engine[j], CONTEXT_HEADER, mask)))
    counts: dict[str, int] = {}
    for r in rows:
        k = r.engine.kind if r.engine else "dropped"
        counts[k] = counts.get(k, 0) + 1
    return rows, counts


def _role(m: object) -> str:
    return str(m.get("role")) if isinstance(m, dict) else "?"


def shadow_detail(*, pk: int, scope: ProjectScope) -> ShadowDetail | None:
    """One shadow turn of ``scope``'s projects aligned side by side, with forgotten words
    masked: two queries."""
    qs = scope.narrow(ShadowRecord.objects.select_related("account__project"))
    record = qs.filter(pk=pk).first()
    if record is None:
        return None
    rows, counts = align(record.given or [], record.engine or [], mask_for(record.account))
    d = diff(record.given or [], record.engine or [])
    return ShadowDetail(record=record, rows=rows, counts=counts, kinds=d.kinds, differs=d.differs)


def _join(body: str, stamp: str) -> str:
    return f"{body}\n\n{stamp}" if stamp else body


def _engine_item(item: tuple[str, str, str], header: str, mask: Any) -> DiffItem:
    role, body, stamp = item
    kind = "context" if body.startswith(header) else "added"
    return DiffItem(role, mask(body), count_message(_join(body, stamp)), kind, stamp)


def mismatch_over_time(
    *, span: Span, scope: ProjectScope, now: datetime | None = None
) -> list[Bucket]:
    """Shadow turns of ``scope``'s projects per hour or day, as ``{"differ": n, "same": n}``:
    one query."""
    now = now or clock.now()
    rows = (
        scope.narrow(ShadowRecord.objects.filter(created_at__gte=bucket_starts(span, now)[0]))
        .annotate(bucket=trunc(span, "created_at"))
        .annotate(
            counted=Case(
                When(DIFFERS, then=Value(1)), default=Value(0), output_field=IntegerField()
            )
        )
        .values("bucket", "counted")
        .annotate(n=Count("id"))
        .order_by()
    )
    named = ({**r, "kind": "differ" if r["counted"] else "same"} for r in rows)
    return fold(span, now, named, series="kind")
