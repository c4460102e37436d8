"""Facts on the Django side: screening proposals from a compaction, stated facts.

``facts_screen_and_apply`` is the contract between compaction and facts:
compaction calls it inside the transaction that writes an accepted summary,
with the proposals the model made and the batch's stored messages. The
screens themselves are pure (memoryadmin/engine/facts.py); this module turns
rows into their inputs and their results into rows.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from django.db import transaction

from accounts import clock, rulepack
from accounts.errors import InvalidInput
from accounts.forgotten import keyed
from accounts.models import (
    Account,
    CompactionAttempt,
    CompactionBatch,
    Fact,
    FactKind,
    FactProposal,
    ForgetRequest,
    ForgottenWord,
    Message,
    Origin,
    Role,
    SummaryVersion,
)
from memoryadmin.engine import facts as screening
from memoryadmin.engine import safety, secrets
from memoryadmin.engine import types as t
from memoryadmin.engine.facts import supersession

KEY_MAX = screening.KEY_MAX


NOTE_MAX = screening.NOTE_MAX


def fact_key_normalise(key: str) -> str:
    """One spelling per fact key: "Wife Name", "wife-name" and "wifeName" are ``wife_name``.

    The engine's ``normalise_key`` (what the screens compare), cut to the
    column's length; "" for a key with no letter or digit.
    """
    return screening.normalise_key(key)[:KEY_MAX]


def _forgets(account: Account) -> list[screening.Forget]:
    """Each forget of the account with a matcher over its own words: two queries."""
    requests = list(
        ForgetRequest.objects.filter(account=account).values_list("id", "forget_seq", "everything")
    )
    if not requests:
        return []
    digests: dict[int, list[tuple[str, str]]] = defaultdict(list)
    for request_id, d, key_id in ForgottenWord.objects.filter(account=account).values_list(
        "request_id", "digest", "key_id"
    ):
        digests[request_id].append((d, key_id))
    out: list[screening.Forget] = []
    for request_id, forget_seq, everything in requests:
        # Each digest under the key id it was made with: a rotation never un-forgets.
        m = keyed(digests.get(request_id, []))
        out.append(
            screening.Forget(
                forget_seq=forget_seq,
                mentions=m.mentions if m is not None else (lambda _text: False),
                everything=everything,
            )
        )
    return out


def _refresh(
    fact: Fact, p: screening.Proposal, source: Message | None, batch: CompactionBatch
) -> None:
    """A duplicate said again refreshes the fact it merged into: its evidence is the newest quote.

    Key, kind, note and origin stay; an inferred fact keeps the higher confidence.
    """
    fact.evidence = p.evidence
    fact.source_message = source
    fact.batch = batch
    fact.learned_at = clock.now()
    fields = ["evidence", "source_message", "batch", "learned_at"]
    confidence = _confidence(p.confidence)
    if fact.origin == Origin.INFERRED and confidence is not None:
        fact.confidence = max(fact.confidence or 0.0, confidence)
        fields.append("confidence")
    fact.save(update_fields=fields)


def _confidence(value: float | None) -> float | None:
    return value if value is not None and math.isfinite(value) else None


def facts_screen_and_apply(
    *,
    account: Account,
    batch: CompactionBatch,
    attempt: CompactionAttempt,
    proposals: Sequence[Any],
    batch_messages: Sequence[Message],
) -> list[FactProposal]:
    """Record every proposal; only screened, grounded facts become facts.

    Runs inside compaction's transaction, so a batch that fails later writes
    no fact and no proposal: the batch is simply done again.
    """
    rules = screening.rules_of(rulepack.pack())
    # Serialise with stated facts posted at the same moment for this account.
    Account.objects.select_for_update().filter(pk=account.pk).exists()
    # Keyed by the normalised key: "Wife Name" proposed meets the fact kept as "wife_name".
    active: dict[str, Fact] = {}
    for f in Fact.objects.filter(account=account, active=True).order_by("learned_at", "pk"):
        active.setdefault(fact_key_normalise(f.key), f)
    user_messages = [
        screening.UserMessage(seq=m.seq, content=m.content, at=m.created_at)
        for m in batch_messages
        if m.role == Role.USER
    ]
    by_seq = {m.seq: m for m in batch_messages}
    result = screening.screen(
        list(proposals),
        user_messages,
        [
            t.Fact(
                key=k,
                kind=f.kind,
                note=f.note,
                origin=f.origin,
                confidence=f.confidence,
                # A stated fact is true since it was stated; an inferred one without a
                # quote time is not known to be newer than anything.
                since=f.since or (f.learned_at if f.origin == Origin.STATED else None),
            )
            for k, f in active.items()
        ],
        _forgets(account),
        rules,
    )
    rows: list[FactProposal] = []
    # ENGINE.md section 8: a proposal refused for holding a secret is kept, masked.
    mask = rulepack.mask
    for r in result.results:
        p = r.proposal
        fact: Fact | None = None
        if r.kept:
            older = (
                active.get(fact_key_normalise(r.existing_key or ""))
                if r.outcome is screening.Outcome.SUPERSEDES
                else None
            )
            if older is not None:
                # Out of the way first: one active fact per key. Kept, never edited: the
                # model is shown it as earlier, until the quote that superseded it.
                older.active = False
                older.save(update_fields=["active"])
            source = by_seq.get(r.source_seq) if r.source_seq is not None else None
            now = clock.now()
            fact = Fact.objects.create(
                account=account,
                # Kept in the one spelling the screens compare.
                key=fact_key_normalise(p.key) or p.key[:KEY_MAX],
                kind=p.kind,
                note=p.note,
                origin=Origin.INFERRED,
                confidence=_confidence(p.confidence),
                evidence=p.evidence,
                source_message=source,
                batch=batch,
                learned_at=now,
                # True since the user said it (API.md v1.2 "since").
                since=source.created_at if source is not None else now,
            )
            if older is not None:
                older.superseded_by = fact
                older.save(update_fields=["superseded_by"])
            active[fact.key] = fact
        elif r.outcome is screening.Outcome.MERGED and r.existing_key is not None:
            fact = active.get(fact_key_normalise(r.existing_key))
            if fact is not None and fact.pk is not None and r.source_seq is not None:
                _refresh(fact, p, by_seq.get(r.source_seq), batch)
        rows.append(
            FactProposal(
                account=account,
                batch=batch,
                attempt=attempt,
                key=_masked_key(p.key)[:KEY_MAX],
                kind=mask(p.kind)[:64],
                note=mask(p.note),
                evidence=mask(p.evidence),
                confidence=_confidence(p.confidence),
                model=attempt.model,
                accepted=r.kept,
                rejected_by=r.screen,
                reason=r.reason,
                fact=fact,
            )
        )
    return FactProposal.objects.bulk_create(rows)


# The screens that refuse a change to a key that has a current fact.
CHANGE_SCREENS = frozenset(
    {
        "stated_wins",
        "never_inferred",
        supersession.OLDER_SCREEN,
        supersession.HYPOTHETICAL_SCREEN,
        supersession.NOT_THE_USER_SCREEN,
    }
)


def summary_held_to_facts(
    *,
    account: Account,
    batch: CompactionBatch,
    summary: str | None,
    proposals: Sequence[FactProposal],
) -> str | None:
    """One truth per key: the summary just written loses the sentences that assert, of the
    user, a change the screens refused for a key with a current fact.

    Runs in compaction's transaction after ``facts_screen_and_apply``: the
    account's summary and this batch's version row are rewritten together.
    Returns the summary as kept.
    """
    if not summary:
        return summary
    current: dict[str, Fact] = {}
    for f in Fact.objects.filter(account=account, active=True):
        current.setdefault(fact_key_normalise(f.key), f)
    words: set[str] = set()
    for p in proposals:
        held = current.get(fact_key_normalise(p.key))
        if p.accepted or p.rejected_by not in CHANGE_SCREENS or held is None:
            continue
        words |= supersession.distinctive(p.note, held.note)
    kept = supersession.without_assertions(summary, words) if words else summary
    if kept != summary:
        Account.objects.filter(pk=account.pk).update(summary=kept)
        SummaryVersion.objects.filter(account=account, batch=batch).update(text=kept)
    return kept


def _masked_key(key: str) -> str:
    """A key masked: read as words too, so "pin1234" is stored as "pin [secret: PIN]"."""
    masked = rulepack.mask(key)
    if masked != key:
        return masked
    words = secrets.key_words(key)
    spoken = rulepack.mask(words)
    return spoken if spoken != words else key


def _clean_stated(key: object, kind: object, note: object) -> tuple[str, str, str]:
    errors: dict[str, str] = {}
    if not isinstance(key, str) or not key.strip():
        errors["key"] = "A fact needs a key: a non-empty string."
    elif len(key.strip()) > KEY_MAX:
        errors["key"] = f"A key is at most {KEY_MAX} characters."
    if not isinstance(kind, str) or kind not in FactKind.values:
        errors["kind"] = f"Unknown kind {kind!r}: choose one of {', '.join(FactKind.values)}."
    if not isinstance(note, str) or not note.strip():
        errors["note"] = "A fact needs a note: a non-empty string."
    elif len(note) > NOTE_MAX:
        errors["note"] = f"A note is at most {NOTE_MAX} characters."
    if errors:
        raise StatedFactInvalid(errors)
    assert isinstance(key, str) and isinstance(kind, str) and isinstance(note, str)
    return key.strip(), kind, note.strip()


class StatedFactInvalid(InvalidInput):
    def __init__(self, fields: dict[str, str]) -> None:
        super().__init__("Invalid fact: " + "; ".join(f"{k}: {v}" for k, v in fields.items()))
        self.fields = fields


class StatedFactRefused(StatedFactInvalid):
    """A stated fact that holds a secret or grants authority (ENGINE.md section 8).

    Raised after the refusal is recorded as a rejected proposal (``proposal``),
    which the facts screen shows with its screen and reason. The fields name
    the screen and the reason, and the field at fault (``note`` or ``key``).
    """

    def __init__(self, *, screen: str, reason: str, field: str, proposal: FactProposal) -> None:
        super().__init__({field: reason, "screen": screen, "reason": reason})
        self.screen = screen
        self.reason = reason
        self.proposal = proposal


def _stated_refusal(
    account: Account, key: str, kind: str, note: str
) -> StatedFactRefused | None:
    """Stated is not exempt: the secret and authority screens run on it, and a refusal is kept.

    The proposal row is what the facts screen lists (no batch: the user
    stated it); its key and note are stored masked, never the secret.
    """
    found = safety.check_stated_fact(key=key, kind=kind, note=note, pack=rulepack.safety())
    if found is None:
        return None
    screen, reason = found
    in_key = safety.fact_refusal(key=key, note="", safety=rulepack.safety()) is not None
    in_note = safety.fact_refusal(key="", note=note, safety=rulepack.safety()) is not None
    proposal = FactProposal.objects.create(
        account=account,
        key=_masked_key(key)[:KEY_MAX],
        kind=kind,
        note=rulepack.mask(note),
        accepted=False,
        rejected_by=screen,
        reason=f"Stated by the user, and refused: {reason}",
        created_at=clock.now(),
    )
    field = "key" if in_key and not in_note else "note"
    return StatedFactRefused(screen=screen, reason=reason, field=field, proposal=proposal)


def fact_state(*, account: Account, key: object, kind: object, note: object) -> tuple[Fact, bool]:
    """A fact the user stated explicitly: any kind, and it wins.

    Only the secret and authority screens run on it (ENGINE.md section 8): a
    refusal is recorded (see ``_stated_refusal``) and ``StatedFactRefused``
    raised; whoever catches it inside a transaction keeps the record by not
    letting it roll back. Any active fact with the same key (stated or
    inferred) is kept as history, superseded by this one. Stating the same
    thing again changes nothing. Not written to the audit log: a fact's words
    may be forgotten later, and the audit log must never hold them.
    """
    key, kind, note = _clean_stated(key, kind, note)
    refused = _stated_refusal(account, key, kind, note)
    if refused is not None:
        raise refused
    with transaction.atomic():
        Account.objects.select_for_update().filter(pk=account.pk).exists()
        # The same key in another spelling ("Wife Name", "wife_name") is the same fact.
        wanted = fact_key_normalise(key)
        same = [
            f
            for f in Fact.objects.filter(account=account, active=True).order_by("pk")
            if fact_key_normalise(f.key) == wanted
        ]
        # The row with this exact key first: it holds the one-active-per-key constraint.
        older = next((f for f in same if f.key == key), same[0] if same else None)
        if (
            older is not None
            and older.origin == Origin.STATED
            and (older.kind, older.note) == (kind, note)
        ):
            return older, False
        if older is not None:
            older.active = False
            older.save(update_fields=["active"])
        now = clock.now()
        fact = Fact.objects.create(
            account=account,
            key=key,
            kind=kind,
            note=note,
            origin=Origin.STATED,
            learned_at=now,
            since=now,
        )
        if older is not None:
            older.superseded_by = fact
            older.save(update_fields=["superseded_by"])
    return fact, True
