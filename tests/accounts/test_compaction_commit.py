"""The claim's transaction commits without waiting for the disk; nothing else does."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from django.db import connection, transaction

from accounts.compaction.claim import _claim_returning
from accounts.compaction.run import compaction_run
from accounts.models import Account, CompactionBatch
from memoryadmin.engine.ports import ModelReply
from tests.accounts.compaction_support import account_with, set_mode

pytestmark = pytest.mark.postgres("synchronous_commit is PostgreSQL's")

SUMMARY = '{"summary": "The user sent money to Tobi.", "facts": []}'


def _synchronous_commit() -> str:
    with connection.cursor() as cursor:
        cursor.execute("SHOW synchronous_commit")
        return str(cursor.fetchone()[0])


class Watching:
    """A zero-latency model that notes the setting while the run waits on it."""

    name, offline = "watching", False

    def __init__(self) -> None:
        self.seen: list[str] = []

    def complete(self, messages: Sequence[dict[str, str]]) -> ModelReply:
        self.seen.append(_synchronous_commit())
        return ModelReply(content=SUMMARY, model=self.name, prompt_tokens=0, completion_tokens=0)


@pytest.fixture
def acct(transactional_db: Any, settings: Any) -> Account:
    settings.MEMORY_WINDOW_TOKENS = 60
    set_mode("enabled")
    return account_with("acct-1", filler=3)


def test_the_claim_alone_commits_asynchronously(acct: Account) -> None:
    assert _synchronous_commit() == "on"
    with transaction.atomic():
        claimed = _claim_returning(account_id=acct.pk, worker="w1", manual=True)
        assert claimed is not None and claimed.account.compaction_claimed_by == "w1"
        assert _synchronous_commit() == "off"
    # Transaction-local: the next transaction, where a run's outcome is written, waits.
    assert _synchronous_commit() == "on"


def test_the_setting_ends_with_the_claims_transaction(acct: Account) -> None:
    """Seen while the run waits on the model and after it: what comes after the claim (the
    outcome's statement included) commits with synchronous_commit on."""
    model = Watching()
    assert compaction_run(account_id=acct.pk, client=model).outcome == "accepted"
    assert model.seen == ["on"] and _synchronous_commit() == "on"
    assert CompactionBatch.objects.get(account=acct).status == "accepted"


def test_inside_a_callers_transaction_nothing_changes(acct: Account) -> None:
    model = Watching()
    with transaction.atomic():
        assert compaction_run(account_id=acct.pk, client=model).outcome == "accepted"
        # The caller's other writes share this transaction: it stays durable.
        assert model.seen == ["on"] and _synchronous_commit() == "on"
