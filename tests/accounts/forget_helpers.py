"""A memory full of one canary word, in every place the engine keeps text."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import pytest
from django.apps import apps
from django.db import connection

from accounts import clock
from accounts.messages.services import NewMessage, account_get_or_create, message_record
from accounts.models import (
    Account,
    AuditEntry,
    CompactionAttempt,
    CompactionBatch,
    Fact,
    FactProposal,
    Message,
    RegressionCase,
    ShadowRecord,
    SummaryVersion,
)

CANARY = "Zanzibarella"
SUMMARY = (
    f"The user is married to {CANARY}. He saves for a car every month. He prefers short answers."
)


def say(account: Account, external_id: str, role: str, content: str) -> Message:
    message, _ = message_record(
        account=account,
        item=NewMessage(
            external_id=external_id,
            role=role,
            content=content,
            created_at=clock.now() - timedelta(hours=2),
        ),
    )
    return message


def haunted_account(external_id: str = "ada") -> Account:
    """An account whose memory mentions the canary everywhere it could."""
    account = account_get_or_create(external_id=external_id)
    m1 = say(account, "m-1", "user", f"My wife is {CANARY}, call her Zee.")
    say(account, "m-2", "assistant", "Noted, I will remember that.")
    say(account, "m-3", "user", "I save for a car every month.")
    account.refresh_from_db()
    batch = CompactionBatch.objects.create(
        account=account, from_seq=1, to_seq=3, status=CompactionBatch.Status.ACCEPTED
    )
    attempt = CompactionAttempt.objects.create(
        batch=batch,
        account=account,
        number=1,
        prompt=[{"role": "user", "content": f"[#1 user] My wife is {CANARY}"}],
        raw_output=f'{{"summary": "{SUMMARY}"}}',
        candidate=SUMMARY,
        excerpt=f"married to {CANARY}",
        model="fake-model",
        outcome=CompactionAttempt.Outcome.REJECTED_RULE,
        broken_rule="no_balance",
    )
    fact = Fact.objects.create(
        account=account,
        key="wife",
        kind="relationship",
        note=f"Wife is {CANARY}",
        origin="stated",
        evidence=f"My wife is {CANARY}",
        source_message=m1,
    )
    Fact.objects.create(
        account=account, key="car", kind="goal", note="Saves for a car", origin="stated"
    )
    FactProposal.objects.create(
        account=account,
        batch=batch,
        attempt=attempt,
        key="wife",
        kind="relationship",
        note=f"Wife is {CANARY}",
        evidence=f"My wife is {CANARY}",
        accepted=True,
        fact=fact,
    )
    ShadowRecord.objects.create(
        account=account,
        given=[{"role": "user", "content": f"My wife is {CANARY}"}],
        engine=[{"role": "system", "content": SUMMARY}],
        given_tokens=5,
        engine_tokens=9,
    )
    RegressionCase.objects.create(
        text=f"{CANARY} has paid", expect="reject", attempt=attempt, created_by="remi"
    )
    AuditEntry.objects.create(
        actor="sade",
        action="fact.state",
        target=account.external_id,
        reason="user said so",
        after={"key": "wife", "note": f"Wife is {CANARY}"},
    )
    SummaryVersion.objects.create(
        account=account, version=1, text=SUMMARY, covered_through_seq=3, source="compaction"
    )
    Account.objects.filter(pk=account.pk).update(
        summary=SUMMARY, covered_through_seq=3, summary_version=1
    )
    account.refresh_from_db()
    return account


def canary_rows(word: str = CANARY) -> list[str]:
    """Every row of every table but the message log that holds the word (any case)."""
    found: list[str] = []
    needle = word.lower()
    for model in apps.get_models():
        if model is Message or model._meta.db_table not in connection.introspection.table_names():
            continue
        for row in model._default_manager.all().values():
            if needle in repr(row).lower():
                found.append(f"{model._meta.label}#{row.get('id')}")
    return found


def all_text(value: Any) -> str:
    return repr(value).lower()


@pytest.fixture
def every_logger_at_debug() -> Iterator[None]:
    """Every logger, the quiet ones included, at DEBUG while the test runs."""
    names = [None, *logging.root.manager.loggerDict]
    saved = {name: logging.getLogger(name).level for name in names}
    for name in names:
        logging.getLogger(name).setLevel(logging.DEBUG)
    try:
        yield
    finally:
        for name, level in saved.items():
            logging.getLogger(name).setLevel(level)
