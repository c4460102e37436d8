"""Screening results become rows: every proposal recorded, facts linked to their evidence."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from accounts.facts.services import facts_screen_and_apply
from accounts.forgotten import hmac_secret
from accounts.messages.services import NewMessage, message_record
from accounts.models import (
    Account,
    CompactionAttempt,
    CompactionBatch,
    Fact,
    FactProposal,
    ForgetRequest,
    ForgottenWord,
    Message,
)
from memoryadmin.engine.forgetting import digest

pytestmark = pytest.mark.django_db
T0 = datetime(2026, 11, 29, 15, 0, tzinfo=UTC)


def record(account: Account, n: int, role: str, content: str) -> Message:
    message, _ = message_record(
        account=account,
        item=NewMessage(
            external_id=f"m-{n}", role=role, content=content, created_at=T0, tools=None
        ),
    )
    return message


def batch_for(
    account: Account, messages: list[Message]
) -> tuple[CompactionBatch, CompactionAttempt]:
    batch = CompactionBatch.objects.create(
        account=account, from_seq=messages[0].seq, to_seq=messages[-1].seq
    )
    attempt = CompactionAttempt.objects.create(
        batch=batch, account=account, number=1, prompt=[], model="fake-model", outcome="accepted"
    )
    return batch, attempt


def prop(**over: Any) -> dict[str, Any]:
    base = {
        "key": "preferred_name",
        "kind": "preference",
        "note": "Prefers to be called Ada",
        "evidence": "call me Ada",
        "confidence": 0.9,
    }
    return base | over


@pytest.fixture
def ada() -> tuple[Account, list[Message]]:
    account = Account.objects.create(external_id="ada")
    msgs = [
        record(account, 1, "user", "From now on, call me Ada."),
        record(account, 2, "assistant", "Sure, Ada. Your rent is ₦300,000 every month."),
        record(account, 3, "user", "My rent of 250,000 is due on the 25th every month."),
    ]
    return account, msgs


def apply(account: Account, msgs: list[Message], proposals: list[Any]) -> list[FactProposal]:
    batch, attempt = batch_for(account, msgs)
    return facts_screen_and_apply(
        account=account, batch=batch, attempt=attempt, proposals=proposals, batch_messages=msgs
    )


def test_every_proposal_is_recorded_with_its_screen_batch_and_model(ada: Any) -> None:
    account, msgs = ada
    rows = apply(
        account,
        msgs,
        [
            prop(),
            prop(
                key="rent",
                kind="commitment",
                note="Rent of ₦300,000 monthly",
                evidence="Your rent is ₦300,000 every month",
            ),
            prop(
                key="rent",
                kind="commitment",
                note="Rent of ₦300,000 monthly",
                evidence="rent of 250,000 is due on the 25th every month",
            ),
            "garbage",
        ],
    )
    saved = list(FactProposal.objects.order_by("id"))
    assert [p.pk for p in rows] == [p.pk for p in saved]
    assert [(p.accepted, p.rejected_by) for p in saved] == [
        (True, ""),
        (False, "evidence_quote"),  # the assistant's words are not evidence
        (False, "numbers"),  # 300,000 only the assistant said
        (False, "malformed"),
    ]
    assert {p.model for p in saved} == {"fake-model"}
    assert len({p.batch_id for p in saved}) == 1 and saved[0].batch_id is not None
    assert saved[1].evidence == "Your rent is ₦300,000 every month"
    assert all(p.reason for p in saved[1:])
    fact = Fact.objects.get()
    assert saved[0].fact == fact
    assert (fact.origin, fact.source_message, fact.batch_id) == (
        "inferred",
        msgs[0],
        saved[0].batch_id,
    )
    assert fact.confidence == 0.9 and fact.evidence == "call me Ada"


def test_an_inferred_fact_never_overwrites_a_stated_one(ada: Any) -> None:
    account, msgs = ada
    stated = Fact.objects.create(
        account=account,
        key="preferred_name",
        kind="preference",
        note="Call me Adaeze",
        origin="stated",
    )
    apply(account, msgs, [prop()])
    stated.refresh_from_db()
    assert stated.active and stated.note == "Call me Adaeze"
    assert FactProposal.objects.get().rejected_by == "stated_wins"
    assert Fact.objects.count() == 1


def test_a_newer_inferred_fact_supersedes_and_keeps_the_older(ada: Any) -> None:
    account, msgs = ada
    older = Fact.objects.create(
        account=account,
        key="preferred_name",
        kind="preference",
        note="Likes Mrs Obi",
        origin="inferred",
        confidence=0.8,
    )
    apply(account, msgs, [prop()])
    older.refresh_from_db()
    new = Fact.objects.get(active=True)
    assert not older.active and older.superseded_by == new
    assert new.note == "Prefers to be called Ada"
    assert FactProposal.objects.get().fact == new


def test_a_near_duplicate_is_merged_and_linked_not_added(ada: Any) -> None:
    account, msgs = ada
    existing = Fact.objects.create(
        account=account,
        key="name",
        kind="preference",
        note="prefers to be called Ada.",
        origin="stated",
    )
    apply(account, msgs, [prop()])
    p = FactProposal.objects.get()
    assert (p.accepted, p.rejected_by, p.fact) == (False, "duplicate", existing)
    assert Fact.objects.count() == 1


def test_never_relearned_from_evidence_older_than_a_forget(ada: Any) -> None:
    account, msgs = ada
    forget = ForgetRequest.objects.create(
        account=account, key_id="k1", forget_seq=msgs[-1].seq, deadline=T0
    )
    ForgottenWord.objects.create(
        account=account, request=forget, digest=digest("ada", hmac_secret()), key_id="k1"
    )
    apply(account, msgs, [prop()])
    assert FactProposal.objects.get().rejected_by == "forgotten"
    assert not Fact.objects.exists()
    # Said again after the forget: new information, learned.
    later = [*msgs, record(account, 4, "user", "Call me Ada, from now on please.")]
    apply(account, later[3:], [prop()])
    fact = Fact.objects.get()
    assert fact.source_message == later[3]


def test_nothing_is_written_when_the_transaction_around_it_fails(ada: Any) -> None:
    from django.db import transaction

    account, msgs = ada
    batch, attempt = batch_for(account, msgs)
    with pytest.raises(RuntimeError), transaction.atomic():
        facts_screen_and_apply(
            account=account, batch=batch, attempt=attempt, proposals=[prop()], batch_messages=msgs
        )
        raise RuntimeError("the summary write failed after screening")
    assert not Fact.objects.exists() and not FactProposal.objects.exists()


def test_non_finite_confidence_is_refused_and_stored_as_missing(ada: Any) -> None:
    account, msgs = ada
    apply(account, msgs, [prop(confidence=float("inf"))])
    p = FactProposal.objects.get()
    assert p.confidence is None and (p.accepted, p.rejected_by) == (False, "confidence")
