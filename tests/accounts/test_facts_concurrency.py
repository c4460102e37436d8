"""Stated facts and screened facts written at the same moment keep one active fact per key."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest
from django.db import connection

from accounts.facts.services import fact_state, facts_screen_and_apply
from accounts.messages.services import NewMessage, message_record
from accounts.models import Account, CompactionAttempt, CompactionBatch, Fact, FactProposal

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def _together(*calls: Callable[[], Any]) -> list[BaseException]:
    barrier = threading.Barrier(len(calls))
    errors: list[BaseException] = []

    def run(call: Callable[[], Any]) -> None:
        try:
            barrier.wait()
            call()
        except BaseException as exc:  # reported to the test, not swallowed
            errors.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(c,)) for c in calls]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    return errors


def test_two_statements_of_one_key_at_once_leave_one_active_fact() -> None:
    account = Account.objects.create(external_id="ada")

    def state(note: str) -> Callable[[], Any]:
        return lambda: fact_state(
            account=Account.objects.get(pk=account.pk), key="name", kind="personal", note=note
        )

    assert _together(*(state(f"Name {n}") for n in range(6))) == []
    facts = list(Fact.objects.filter(account=account))
    assert len(facts) == 6
    active = [f for f in facts if f.active]
    assert len(active) == 1
    # Every other one is history, each superseded by exactly one later statement.
    assert sorted(f.superseded_by_id for f in facts if not f.active) == sorted(
        {f.superseded_by_id for f in facts if not f.active}
    )


def test_a_statement_and_a_screened_proposal_at_once(db: Any) -> None:
    account = Account.objects.create(external_id="ada")
    m, _ = message_record(
        account=account,
        item=NewMessage(
            external_id="m-1",
            role="user",
            content="From now on, call me Ada.",
            created_at=account.created_at,
        ),
    )
    batch = CompactionBatch.objects.create(account=account, from_seq=1, to_seq=1)
    attempt = CompactionAttempt.objects.create(
        batch=batch, account=account, number=1, prompt=[], model="fake", outcome="accepted"
    )
    proposal = {
        "key": "preferred_name",
        "kind": "preference",
        "note": "Prefers to be called Ada",
        "evidence": "call me Ada",
        "confidence": 0.9,
    }

    def screened() -> None:
        from django.db import transaction

        with transaction.atomic():
            facts_screen_and_apply(
                account=account,
                batch=batch,
                attempt=attempt,
                proposals=[proposal],
                batch_messages=[m],
            )

    def stated() -> None:
        fact_state(account=account, key="preferred_name", kind="preference", note="Call me Ada O")

    assert _together(screened, stated) == []
    active = Fact.objects.get(account=account, active=True)
    # Whichever came first, the statement is the active one: it wins either way.
    assert active.origin == "stated"
    p = FactProposal.objects.get()
    assert p.accepted or p.rejected_by == "stated_wins"
