"""Facts' reads: the active facts, the facts screen, and what the compaction prompt says.

Nothing read here shows a forgotten word: every text that came from the
user or the model (notes, evidence, messages, keys) is masked with the
account's forgotten-word matcher before it reaches a template.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from django.core.paginator import Page, Paginator
from django.db.models import Count, F, Max, OuterRef, Q, QuerySet, Subquery
from django.db.models.functions import Coalesce

from accounts import rulepack
from accounts.forgotten import matchers_for
from accounts.models import Account, Fact, FactProposal, Message
from accounts.scope import ProjectScope
from memoryadmin.engine import facts as screening
from memoryadmin.engine import safety
from memoryadmin.engine.facts import SCREEN_HELP, SCREENS, quote_in, quote_span

Mask = Callable[[str], str]
CONTEXT_CHARS = 240  # text shown either side of a highlighted quote

# What the console calls each screen; rows store the names in SCREENS.
SCREEN_LABELS = {
    "malformed": "malformed proposal",
    safety.SECRET_SCREEN: "holds a secret",
    safety.AUTHORITY_SCREEN: "grants authority",
    "unknown_kind": "unknown kind",
    "never_inferred": "only ever stated",
    "confidence": "low confidence",
    "evidence_quote": "no real quote",
    "numbers": "a number the user did not say",
    "lasting": "not lasting",
    "forgotten": "forgotten",
    "stated_wins": "a stated fact wins",
    "duplicate": "duplicate, merged",
    "per_batch_limit": "over the batch limit",
}
# Memory is data, never authority (ENGINE.md section 8): these stand out.
SAFETY_SCREENS = frozenset({safety.SECRET_SCREEN, safety.AUTHORITY_SCREEN})


def screen_label(name: str) -> str:
    return SCREEN_LABELS.get(name, name.replace("_", " "))


def _screen_choices() -> tuple[tuple[str, str, str], ...]:
    """(name, label, what it checks) for every screen, in the engine's order."""
    return tuple((n, screen_label(n), SCREEN_HELP[n]) for n in SCREENS)


def facts_active(*, account: Account) -> list[Fact]:
    return list(
        Fact.objects.filter(account=account, active=True)
        # The newer fact is the account's own; naming it keeps every join per account.
        .filter(Q(superseded_by__isnull=True) | Q(superseded_by__account=account))
        .select_related("superseded_by")
        .order_by("origin", "key")
    )


def facts_with_history(*, account: Account) -> list[Fact]:
    """Every fact, current and superseded: each key's chain together, newest first."""
    return list(
        Fact.objects.filter(account=account)
        .filter(Q(superseded_by__isnull=True) | Q(superseded_by__account=account))
        .select_related("superseded_by")
        .order_by("key", "-active", F("since").desc(nulls_last=True), "-id")
    )


def _no_mask(text: str) -> str:
    return text


def masks_for(account_ids: Iterable[int]) -> dict[int, Mask]:
    """One query: a masker per account that has forgotten anything (each digest under its key)."""
    return {account_id: m.mask for account_id, m in matchers_for(account_ids).items()}


def _page(queryset: Any, number: object, per_page: int) -> Page[Any]:
    """The page asked for; a bad or too-large number gets the nearest page (as the console)."""
    return Paginator(queryset, per_page).get_page(str(number or 1))


@dataclass(frozen=True)
class Highlight:
    """A source message split around the evidence quote, each part masked."""

    before: str
    quote: str
    after: str
    found: bool


def evidence_highlight(content: str, evidence: str, mask: Mask) -> Highlight:
    """The source message around the evidence quote (at most CONTEXT_CHARS either side)."""
    span = quote_span(evidence, content) if evidence else None
    if span is None:
        text = content if len(content) <= 2 * CONTEXT_CHARS else content[: 2 * CONTEXT_CHARS] + "…"
        return Highlight(before=mask(text), quote="", after="", found=False)
    start, end = span
    before, quote, after = content[:start], content[start:end], content[end:]
    if len(before) > CONTEXT_CHARS:
        before = "…" + before[-CONTEXT_CHARS:].split(" ", 1)[-1]
    if len(after) > CONTEXT_CHARS:
        after = after[:CONTEXT_CHARS].rsplit(" ", 1)[0] + "…"
    return Highlight(before=mask(before), quote=mask(quote), after=mask(after), found=True)


@dataclass
class ChainLink:
    """An earlier fact of a key, as the facts screen shows it under the current one."""

    fact: Fact
    note: str
    evidence: str  # the user's words it was picked up from (masked); "" when stated
    until: Any  # when the next fact of the chain replaced it
    by_evidence: str  # the user's words that replaced it (masked); "" when stated


@dataclass
class FactRow:
    fact: Fact
    key: str
    note: str
    evidence: str
    highlight: Highlight | None
    superseded: list[tuple[Fact, str]]  # the older facts this one replaced, with masked notes
    superseded_by_note: str
    chain: list[ChainLink] = field(default_factory=list)  # the key's history, newest first


@dataclass
class ProposalRow:
    proposal: FactProposal
    key: str
    note: str
    evidence: str
    account: str = ""

    @property
    def screen_label(self) -> str:
        return screen_label(self.proposal.rejected_by) if self.proposal.rejected_by else ""

    @property
    def safety(self) -> bool:
        """Refused by the secret or authority screen."""
        return self.proposal.rejected_by in SAFETY_SCREENS

    @property
    def stated(self) -> bool:
        """A fact the user stated through the API and the safety screens refused: no batch."""
        return self.proposal.batch_id is None


def _chain(fact: Fact, older_of: dict[int, list[Fact]], mask: Mask) -> list[ChainLink]:
    """Every fact the current one replaced, newest first, each with the quote that replaced it."""
    out: list[ChainLink] = []
    newer, seen = fact, {fact.pk}
    while True:
        older = [o for o in older_of.get(newer.pk, []) if o.pk not in seen]
        if not older:
            return out
        o = max(older, key=lambda x: (x.since or x.learned_at, x.pk))
        seen.add(o.pk)
        out.append(
            ChainLink(
                fact=o,
                note=mask(o.note),
                evidence=mask(o.evidence),
                until=newer.since or newer.learned_at,
                by_evidence=mask(newer.evidence) if newer.origin == "inferred" else "",
            )
        )
        newer = o


def _history_of(account_id: int) -> dict[int, list[Fact]]:
    """The account's superseded facts by the fact that replaced each: one query."""
    older_of: dict[int, list[Fact]] = {}
    for o in Fact.objects.filter(account_id=account_id, active=False, superseded_by__isnull=False):
        assert o.superseded_by_id is not None
        older_of.setdefault(o.superseded_by_id, []).append(o)
    return older_of


def _fact_rows(
    facts: Iterable[Fact], mask: Mask, history: dict[int, list[Fact]] | None = None
) -> list[FactRow]:
    rows: list[FactRow] = []
    for f in facts:
        older = history.get(f.pk, []) if history is not None else list(f.supersedes.all())
        msg = f.source_message
        rows.append(
            FactRow(
                fact=f,
                key=mask(f.key),
                note=mask(f.note),
                evidence=mask(f.evidence),
                highlight=(
                    evidence_highlight(msg.content, f.evidence, mask) if msg is not None else None
                ),
                superseded=[(o, mask(o.note)) for o in older],
                superseded_by_note=mask(f.superseded_by.note) if f.superseded_by else "",
                chain=_chain(f, history, mask) if history is not None and f.active else [],
            )
        )
    return rows


def _proposal_rows(
    proposals: Iterable[FactProposal], masks: dict[int, Mask], *, with_account: bool = False
) -> list[ProposalRow]:
    rows = []
    for p in proposals:
        mask = masks.get(p.account_id, _no_mask)
        rows.append(
            ProposalRow(
                proposal=p,
                key=mask(p.key),
                note=mask(p.note),
                evidence=mask(p.evidence),
                account=p.account.external_id if with_account else "",
            )
        )
    return rows


@dataclass
class ScreenCount:
    screen: str
    proposals: int
    accounts: int
    last_seen: Any
    share: float

    @property
    def help(self) -> str:
        return SCREEN_HELP.get(self.screen, "")

    @property
    def label(self) -> str:
        return screen_label(self.screen)

    @property
    def safety(self) -> bool:
        return self.screen in SAFETY_SCREENS


@dataclass
class Overview:
    total: int
    accepted: int
    rejected: int
    by_screen: list[ScreenCount]
    accounts: Page[Any]
    q: str
    model: str = ""
    days: int | None = None
    models: list[tuple[str, int]] = field(default_factory=list)  # every model seen, with counts


def _count(model: Any, condition: Q) -> Coalesce:
    rows = (
        model.objects.filter(condition, account=OuterRef("pk"))
        .order_by()
        .values("account")
        .annotate(n=Count("id"))
        .values("n")
    )
    return Coalesce(Subquery(rows), 0)


def facts_overview(
    *,
    q: str,
    page: object,
    per_page: int,
    model: str = "",
    days: int | None = None,
    now: Any = None,
    scope: ProjectScope,
) -> Overview:
    """Why proposals were refused, across the accounts of ``scope``'s projects, and the
    accounts with facts.

    The refusals can be narrowed to one model and to recent days, so a change
    to the extraction prompt can be judged on what came after it. Five
    queries: the models seen, the counts by screen, one page of accounts.
    """
    proposals = scope.narrow(FactProposal.objects.all())
    models = list(proposals.values("model").annotate(n=Count("id")).order_by("-n", "model"))
    judged = proposals
    if model:
        judged = judged.filter(model=model)
    if days is not None and now is not None:
        judged = judged.filter(created_at__gte=now - timedelta(days=days))
    grouped = list(
        judged.values("accepted", "rejected_by")
        .annotate(n=Count("id"), accounts=Count("account", distinct=True), last=Max("created_at"))
        .order_by()
    )
    accepted = sum(g["n"] for g in grouped if g["accepted"])
    rejected_groups = [g for g in grouped if not g["accepted"]]
    rejected = sum(g["n"] for g in rejected_groups)
    order = {name: n for n, name in enumerate(SCREENS)}
    by_screen = sorted(
        (
            ScreenCount(
                screen=g["rejected_by"] or "unknown",
                proposals=g["n"],
                accounts=g["accounts"],
                last_seen=g["last"],
                share=g["n"] / rejected if rejected else 0.0,
            )
            for g in rejected_groups
        ),
        key=lambda s: (-s.proposals, order.get(s.screen, len(order))),
    )
    # Correlated counts, not joins: joining facts and proposals together would
    # multiply the rows of an account with many of both.
    accounts = (
        scope.narrow(Account.objects.all())
        .annotate(
            active_facts=_count(Fact, Q(active=True)),
            stated=_count(Fact, Q(active=True, origin="stated")),
            inferred=_count(Fact, Q(active=True, origin="inferred")),
            refused=_count(FactProposal, Q(accepted=False)),
        )
        .filter(Q(active_facts__gt=0) | Q(refused__gt=0))
        .select_related("project")
        .order_by("external_id", "project__slug")
        .only("id", "external_id", "project__slug")
    )
    if q:
        accounts = accounts.filter(external_id__icontains=q)
    return Overview(
        total=accepted + rejected,
        accepted=accepted,
        rejected=rejected,
        by_screen=by_screen,
        accounts=_page(accounts, page, per_page),
        q=q,
        model=model,
        days=days,
        models=[(m["model"], m["n"]) for m in models],
    )


@dataclass
class Rejections:
    page: Page[Any]
    rows: list[ProposalRow]
    screen: str
    q: str
    model: str = ""
    screens: tuple[tuple[str, str, str], ...] = field(default_factory=_screen_choices)


def facts_rejections(
    *, screen: str, q: str, page: object, per_page: int, scope: ProjectScope, model: str = ""
) -> Rejections:
    """Rejected proposals across the accounts of ``scope``'s projects, newest first: four
    queries."""
    qs: QuerySet[FactProposal] = (
        scope.narrow(FactProposal.objects.filter(accepted=False))
        .select_related("account", "batch")
        .order_by("-created_at", "-id")
    )
    if screen:
        qs = qs.filter(rejected_by=screen)
    if q:
        qs = qs.filter(account__external_id__icontains=q)
    if model:
        qs = qs.filter(model=model)
    p = _page(qs, page, per_page)
    items = list(p.object_list)
    masks = masks_for(i.account_id for i in items)
    rows = _proposal_rows(items, masks, with_account=True)
    return Rejections(page=p, rows=rows, screen=screen, q=q, model=model)


@dataclass
class MessageFacts:
    message: Message
    content: str
    facts: list[FactRow]
    proposals: list[ProposalRow]


@dataclass
class AccountFacts:
    account: Account
    facts_page: Page[Any]
    facts: list[FactRow]
    proposals_page: Page[Any]
    proposals: list[ProposalRow]
    origin: str
    state: str
    screen: str
    q: str
    message_ref: str
    message: MessageFacts | None = None
    message_missing: bool = False
    counts: dict[str, int] = field(default_factory=dict)
    screens: tuple[tuple[str, str, str], ...] = field(default_factory=_screen_choices)


def _facts_qs(account_id: int, *, supersedes: bool = True) -> QuerySet[Fact]:
    qs = Fact.objects.filter(account_id=account_id).select_related(
        "source_message", "batch", "superseded_by"
    )
    # Without it, the caller reads the account's history itself (``_history_of``).
    return qs.prefetch_related("supersedes") if supersedes else qs


def account_facts(
    *,
    account: Account,
    origin: str,
    state: str,
    screen: str,
    q: str,
    page: object,
    proposals_page: object,
    per_page: int,
    message_ref: str = "",
) -> AccountFacts:
    """One account's facts (with history) and its refused proposals.

    A fixed number of queries: the forgotten words, the counts, a page of
    facts (count, rows, the account's history: what each superseded, and
    each key's chain), a page of proposals (count,
    rows), and, when asked, one message and what came from it.
    """
    mask = masks_for([account.pk]).get(account.pk, _no_mask)
    counts = Fact.objects.filter(account=account).aggregate(
        n_active=Count("id", filter=Q(active=True)),
        n_stated=Count("id", filter=Q(active=True, origin="stated")),
        n_inferred=Count("id", filter=Q(active=True, origin="inferred")),
        n_history=Count("id", filter=Q(active=False)),
    )
    facts = _facts_qs(account.pk, supersedes=False)
    if origin in ("stated", "inferred"):
        facts = facts.filter(origin=origin)
    if state == "history":
        facts = facts.filter(active=False)
    elif state != "all":
        state = "active"
        facts = facts.filter(active=True)
    if q:
        facts = facts.filter(Q(key__icontains=q) | Q(note__icontains=q) | Q(kind__icontains=q))
    fpage = _page(
        facts.order_by("-active", "origin", "key", "-learned_at", "-id"), page, per_page
    )
    proposals = FactProposal.objects.filter(account=account, accepted=False).select_related("batch")
    if screen:
        proposals = proposals.filter(rejected_by=screen)
    ppage = _page(proposals.order_by("-created_at", "-id"), proposals_page, per_page)
    result = AccountFacts(
        account=account,
        facts_page=fpage,
        facts=_fact_rows(fpage.object_list, mask, _history_of(account.pk)),
        proposals_page=ppage,
        proposals=_proposal_rows(ppage.object_list, {account.pk: mask}),
        origin=origin,
        state=state,
        screen=screen,
        q=q,
        message_ref=message_ref,
        counts={k.removeprefix("n_"): int(v or 0) for k, v in counts.items()},
    )
    if message_ref:
        message = _message_by_ref(account, message_ref)
        if message is None:
            result.message_missing = True
        else:
            result.message = _message_facts(message, mask)
    return result


def _message_by_ref(account: Account, ref: str) -> Message | None:
    """The agent's message id, or ``#seq``."""
    ref = ref.strip()
    if ref.startswith("#") and ref[1:].isdigit():
        return Message.objects.filter(account=account, seq=int(ref[1:])).first()
    return Message.objects.filter(account=account, external_id=ref).first()


def _message_facts(message: Message, mask: Mask) -> MessageFacts:
    facts = list(_facts_qs(message.account_id).filter(source_message=message).order_by("-id"))
    # Proposals from batches that covered this message and quoted it, kept or not.
    candidates = (
        FactProposal.objects.filter(
            account_id=message.account_id,
            batch__from_seq__lte=message.seq,
            batch__to_seq__gte=message.seq,
        )
        .select_related("batch", "fact")
        .order_by("-created_at", "-id")
    )
    quoted = [p for p in candidates if p.evidence and quote_in(p.evidence, message.content)]
    return MessageFacts(
        message=message,
        content=mask(message.content),
        facts=_fact_rows(facts, mask),
        proposals=_proposal_rows(quoted, {message.account_id: mask}),
    )


def message_facts(*, pk: int, scope: ProjectScope) -> MessageFacts | None:
    """Which facts came from this message (of ``scope``'s projects)? Five queries."""
    qs = scope.narrow(Message.objects.select_related("account__project"))
    message = qs.filter(pk=pk).first()
    if message is None:
        return None
    mask = masks_for([message.account_id]).get(message.account_id, _no_mask)
    return _message_facts(message, mask)


# --- what the compaction prompt says about facts ----------------------------------


def fact_prompt_kinds() -> list[str]:
    """The kinds the model may propose: never the ones only the user states."""
    rules = screening.rules_of(rulepack.pack())
    return [k for k in rules.allowed_kinds if k not in rules.never_inferred]


def fact_prompt_instructions() -> str:
    """The pack's fact rules in words, so the model proposes what the screens will keep."""
    return screening.rules_of(rulepack.pack()).instructions()
