"""Reads for the operator console. Each costs a fixed number of queries.

Lists return lazy querysets (the console paginates them: one COUNT and one
slice); summaries return plain values built from aggregate queries.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

from django.conf import settings
from django.db.models import Count, Q, QuerySet, Sum
from django.db.models.functions import TruncDate

from accounts import forgetting, runtime
from accounts.models import (
    Account,
    AuditEntry,
    CompactionAttempt,
    ForgetRequest,
    Message,
    RolloutSetting,
    ShadowRecord,
    SummaryVersion,
    UnclassifiedTool,
)
from accounts.selectors import rollout_resolve, rollout_setting
from memoryadmin.engine.rollout import Resolution
from memoryadmin.engine.tokens import count_message

OPEN_FORGET = Q(
    status__in=[
        ForgetRequest.Status.RECEIVED,
        ForgetRequest.Status.FACT_DELETED,
        ForgetRequest.Status.REDACTION_QUEUED,
        ForgetRequest.Status.FAILED,
    ]
)
TYPEAHEAD_LIMIT = 20
CHECK_LIMIT = 1000


# --- accounts ------------------------------------------------------------------


MODES = ("enabled", "shadow", "disabled")


def effective_mode_q(mode: str) -> Q:
    """Accounts that resolve to ``mode`` now, as one filter.

    The effective mode depends only on (allowlisted, own mode) once the global
    setting is read, so each of those few combinations is resolved here once.
    """
    from accounts.selectors import rollout_resolve_values

    setting = rollout_setting()
    known = [None, "disabled", "shadow", "enabled"]
    q = Q(pk__in=[])
    for listed in (True, False):
        for own in known:
            if rollout_resolve_values(setting, allowlisted=listed, override=own) != mode:
                continue
            q |= Q(allowlisted=listed) & (
                Q(rollout_mode__isnull=True) if own is None else Q(rollout_mode=own)
            )
        # An unknown stored mode parses to disabled, like the engine does.
        if rollout_resolve_values(setting, allowlisted=listed, override="?") == mode:
            q |= (
                Q(allowlisted=listed)
                & ~Q(rollout_mode__in=known[1:])
                & Q(rollout_mode__isnull=False)
            )
    return q


def accounts_list(
    *, q: str = "", allowlisted: bool | None = None, mode: str = ""
) -> QuerySet[Account]:
    qs = Account.objects.only(
        "id",
        "external_id",
        "allowlisted",
        "rollout_mode",
        "last_seq",
        "covered_through_seq",
        "summary_version",
        "compaction_stuck",
        "created_at",
    )
    if q.strip():
        qs = qs.filter(external_id__icontains=q.strip())
    if allowlisted is not None:
        qs = qs.filter(allowlisted=allowlisted)
    if mode in MODES:
        qs = qs.filter(effective_mode_q(mode))
    return qs.order_by("external_id")


def accounts_typeahead(*, q: str) -> list[Account]:
    """At most 20 accounts whose id starts with, then contains, what was typed."""
    q = q.strip()
    if not q:
        return []
    qs = Account.objects.only("id", "external_id", "allowlisted", "rollout_mode")
    starts = list(qs.filter(external_id__istartswith=q).order_by("external_id")[:TYPEAHEAD_LIMIT])
    if len(starts) < TYPEAHEAD_LIMIT:
        seen = [a.pk for a in starts]
        starts += list(
            qs.filter(external_id__icontains=q)
            .exclude(pk__in=seen)
            .order_by("external_id")[: TYPEAHEAD_LIMIT - len(starts)]
        )
    return starts


@dataclass(frozen=True)
class Checked:
    external_id: str
    account: Account | None
    resolution: Resolution

    @property
    def mode(self) -> str:
        return self.resolution.mode.value


def rollout_check(*, external_ids: Sequence[str]) -> list[Checked]:
    """Each pasted id with its effective mode: two queries however many ids."""
    ids = list(dict.fromkeys(i for i in external_ids if i))[:CHECK_LIMIT]
    setting = rollout_setting()
    found = {
        a.external_id: a
        for a in Account.objects.filter(external_id__in=ids).only(
            "id", "external_id", "allowlisted", "rollout_mode"
        )
    }
    return [
        Checked(i, found.get(i), rollout_resolve(account=found.get(i), setting=setting))
        for i in ids
    ]


# --- shadow --------------------------------------------------------------------


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


def _summary(qs: QuerySet[ShadowRecord]) -> ShadowSummary:
    row = qs.aggregate(
        turns=Count("id"),
        differ=Count("id", filter=Q(differs=True)),
        given=Sum("given_tokens"),
        engine=Sum("engine_tokens"),
    )
    return ShadowSummary(row["turns"], row["differ"], row["given"] or 0, row["engine"] or 0)


def shadow_summary(*, external_ids: Sequence[str] | None = None) -> ShadowSummary:
    """The shadow record of some accounts, or of everyone: one query."""
    qs = ShadowRecord.objects.all()
    if external_ids is not None:
        qs = qs.filter(account__external_id__in=list(external_ids))
    return _summary(qs)


def shadow_summary_allowlist() -> ShadowSummary:
    return _summary(ShadowRecord.objects.filter(account__allowlisted=True))


def shadow_per_account(*, account_ids: Sequence[int]) -> dict[int, ShadowSummary]:
    """Shadow records of the accounts on one page, grouped: one query."""
    rows = (
        ShadowRecord.objects.filter(account_id__in=list(account_ids))
        .values("account_id")
        .annotate(
            turns=Count("id"),
            differ=Count("id", filter=Q(differs=True)),
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
class ShadowFilter:
    account: str = ""
    kind: str = ""
    since: date | None = None
    until: date | None = None


def _shadow_filtered(f: ShadowFilter) -> QuerySet[ShadowRecord]:
    qs = ShadowRecord.objects.all()
    if f.account:
        qs = qs.filter(account__external_id=f.account)
    # Bounds on the column itself (not its date), so the created_at index serves them.
    if f.since:
        qs = qs.filter(created_at__gte=_day_start(f.since))
    if f.until:
        qs = qs.filter(created_at__lt=_day_start(f.until + timedelta(days=1)))
    return qs


def _day_start(d: date) -> datetime:
    return datetime.combine(d, time.min, tzinfo=UTC)


def shadow_records(*, f: ShadowFilter) -> QuerySet[ShadowRecord]:
    qs = _shadow_filtered(f)
    if f.kind:
        qs = qs.filter(diff_key=f.kind)
    return (
        qs.select_related("account")
        .defer("given", "engine", "account__summary")
        .order_by("-created_at", "-id")
    )


def shadow_groups(*, f: ShadowFilter) -> list[dict[str, Any]]:
    """Turns per kind of difference under the same filters (not the kind): one query."""
    return list(
        _shadow_filtered(f)
        .values("diff_key")
        .annotate(n=Count("id"), tokens=Sum("engine_tokens") - Sum("given_tokens"))
        .order_by("-n", "diff_key")
    )


@dataclass(frozen=True)
class DiffItem:
    role: str
    text: str
    tokens: int
    kind: str  # same | added | context | changed | dropped
    stamp: str = ""


@dataclass(frozen=True)
class DiffRow:
    given: DiffItem | None
    engine: DiffItem | None


@dataclass(frozen=True)
class DiffBlock:
    rows: list[DiffRow]
    collapsed: bool  # a long run of unchanged messages, folded so the changes stand out

    @property
    def tokens(self) -> int:
        return sum(r.given.tokens for r in self.rows if r.given)


@dataclass(frozen=True)
class ShadowDetail:
    record: ShadowRecord
    rows: list[DiffRow]
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def blocks(self) -> list[DiffBlock]:
        blocks: list[DiffBlock] = []
        run: list[DiffRow] = []

        def flush() -> None:
            if run:
                blocks.append(DiffBlock(list(run), collapsed=len(run) >= FOLD_AT))
                run.clear()

        for row in self.rows:
            unchanged = (
                row.engine is not None and row.given is not None and row.engine.kind == "same"
            )
            if not unchanged:
                flush()
                blocks.append(DiffBlock([row], collapsed=False))
            else:
                run.append(row)
        flush()
        return blocks


FOLD_AT = 5


def _text(item: Any) -> str:
    c = item.get("content") if isinstance(item, dict) else item
    return c if isinstance(c, str) else str(c)


def _split_stamp(text: str) -> tuple[str, str]:
    from memoryadmin.engine.replay import RECHECK

    if text.endswith("]") and RECHECK in text and "\n\n[" in text:
        cut = text.rfind("\n\n[")
        return text[:cut], text[cut + 2 :]
    return text, ""


def shadow_detail(*, pk: int) -> ShadowDetail | None:
    """One shadow turn aligned side by side, with forgotten words masked: two queries."""
    from memoryadmin.engine.context import CONTEXT_HEADER

    record = ShadowRecord.objects.select_related("account").filter(pk=pk).first()
    if record is None:
        return None
    matcher = forgetting.matcher_for(record.account)
    mask = matcher.mask if matcher is not None else (lambda s: s)
    given = [(str(m.get("role")), _text(m)) for m in (record.given or [])]
    engine: list[tuple[str, str, str]] = []
    for m in record.engine or []:
        body, stamp = _split_stamp(_text(m))
        engine.append((str(m.get("role")), body, stamp))

    # Pair each given item with the next engine item carrying the same text.
    used: set[int] = set()
    rows: list[DiffRow] = []
    cursor = 0
    for role, text in given:
        match = next(
            (
                j
                for j in range(cursor, len(engine))
                if j not in used and engine[j][0] == role and engine[j][1] == text
            ),
            None,
        )
        if match is None:
            rows.append(DiffRow(DiffItem(role, mask(text), count_message(text), "dropped"), None))
            continue
        for j in range(cursor, match):
            rows.append(DiffRow(None, _engine_item(engine[j], CONTEXT_HEADER, mask)))
            used.add(j)
        erole, body, stamp = engine[match]
        used.add(match)
        cursor = match + 1
        kind = "changed" if stamp else "same"
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
    return ShadowDetail(record=record, rows=rows, counts=counts)


def _join(body: str, stamp: str) -> str:
    return f"{body}\n\n{stamp}" if stamp else body


def _engine_item(item: tuple[str, str, str], header: str, mask: Any) -> DiffItem:
    role, body, stamp = item
    kind = "context" if body.startswith(header) else "added"
    return DiffItem(role, mask(body), count_message(_join(body, stamp)), kind, stamp)


# --- audit -----------------------------------------------------------------------


def audit_entries(*, action: str = "", target: str = "", actor: str = "") -> QuerySet[AuditEntry]:
    qs = AuditEntry.objects.all()
    if action:
        qs = qs.filter(action=action)
    if target:
        qs = qs.filter(target__icontains=target)
    if actor:
        qs = qs.filter(actor__icontains=actor)
    return qs.order_by("-created_at", "-id")


def audit_actions() -> list[str]:
    return list(AuditEntry.objects.order_by("action").values_list("action", flat=True).distinct())


# --- overview --------------------------------------------------------------------


@dataclass(frozen=True)
class OutcomeDay:
    day: date
    counts: dict[str, int]

    @property
    def total(self) -> int:
        return sum(self.counts.values())


def compaction_outcomes(*, days: int = 14) -> list[OutcomeDay]:
    """Attempts per day and outcome for the last ``days`` days: one query."""
    today = runtime.now().date()
    start = today - timedelta(days=days - 1)
    rows = (
        CompactionAttempt.objects.filter(created_at__gte=_day_start(start))
        .annotate(day=TruncDate("created_at"))
        .values("day", "outcome")
        .annotate(n=Count("id"))
        .order_by()
    )
    by_day: dict[date, dict[str, int]] = {start + timedelta(days=i): {} for i in range(days)}
    for r in rows:
        d = r["day"]
        if isinstance(d, datetime):
            d = d.date()
        if d in by_day:
            by_day[d][r["outcome"]] = by_day[d].get(r["outcome"], 0) + r["n"]
    return [OutcomeDay(d, c) for d, c in sorted(by_day.items())]


def forget_open(*, limit: int = 8) -> tuple[int, list[ForgetRequest]]:
    qs = ForgetRequest.objects.filter(OPEN_FORGET)
    rows = list(
        qs.select_related("account")
        .only("id", "status", "deadline", "created_at", "account__external_id")
        .order_by("deadline")[:limit]
    )
    return qs.count(), rows


def unclassified_tools(*, limit: int = 8) -> tuple[int, list[UnclassifiedTool]]:
    qs = UnclassifiedTool.objects.all()
    return qs.count(), list(qs.order_by("-last_seen")[:limit])


def stuck_count() -> int:
    return Account.objects.filter(compaction_stuck=True).count()


# --- one account -------------------------------------------------------------------


def account_by_external_id(*, external_id: str) -> Account | None:
    return Account.objects.filter(external_id=external_id).first()


def account_messages(*, account: Account) -> QuerySet[Message]:
    return Message.objects.filter(account=account).order_by("-seq")


def summary_versions(*, account: Account, limit: int = 10) -> list[SummaryVersion]:
    return list(
        SummaryVersion.objects.filter(account=account)
        .select_related(None)
        .order_by("-version")[:limit]
    )


@dataclass(frozen=True)
class Preview:
    system: list[dict[str, Any]]
    context: str | None
    window: list[dict[str, Any]]
    tokens: dict[str, int]
    window_start_seq: int | None
    dropped: int

    @property
    def total(self) -> int:
        return sum(self.tokens.values())


def next_turn_preview(*, account: Account) -> Preview:
    """Exactly what the next turn would send (through sections_for, which masks)."""
    from accounts.turns import sections_for

    sections = sections_for(account=account, history=[], now=runtime.now())
    window = [m.as_dict() for m in sections.window]
    context = sections.context.content if sections.context is not None else None
    tokens = {
        "system": sum(count_message(_text(m)) for m in sections.system),
        "context": count_message(context) if context is not None else 0,
        "window": sum(count_message(m["content"]) for m in window),
    }
    # Seqs are dense per account and the window is the newest contiguous run.
    start = account.last_seq - len(window) + 1 if window else None
    return Preview(
        system=list(sections.system),
        context=context,
        window=[
            {**m, "tokens": count_message(m["content"]), "seq": (start or 0) + i}
            for i, m in enumerate(window)
        ],
        tokens=tokens,
        window_start_seq=start,
        dropped=len(sections.dropped_seqs),
    )


def account_masker(*, account: Account) -> Any:
    matcher = forgetting.matcher_for(account)
    return matcher.mask if matcher is not None else None


def window_tokens_setting() -> int:
    return int(settings.MEMORY_WINDOW_TOKENS)


def setting_state() -> RolloutSetting:
    return rollout_setting()
