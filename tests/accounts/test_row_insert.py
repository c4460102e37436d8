"""row_insert writes the row Model.save() writes, with its key, in one statement."""

from __future__ import annotations

from typing import Any

from django.db import connection
from django.forms.models import model_to_dict
from django.test.utils import CaptureQueriesContext

from accounts.models import Account, CompactionAttempt, CompactionBatch
from accounts.scoped import row_insert


def _attempt(batch: CompactionBatch, n: int) -> CompactionAttempt:
    return CompactionAttempt(
        batch=batch,
        account=batch.account,
        number=n,
        prompt=[{"role": "user", "content": 'Ada ’s ₦5,000 \u2028 "quoted"'}],
        prompt_tokens=12,
        raw_output="{}",
        candidate="",
        model="m",
        latency_ms=3,
        outcome="accepted",
        worker="w",
    )


def test_the_row_is_the_one_save_writes(db: Any) -> None:
    account = Account.objects.create(external_id="ada")
    saved = CompactionBatch.objects.create(account=account, from_seq=1, to_seq=9, worker="w")
    inserted = CompactionBatch(account=account, from_seq=1, to_seq=9, worker="w")
    with CaptureQueriesContext(connection) as q:
        row_insert(inserted)
    assert len(q.captured_queries) == 1
    assert inserted.pk is not None and inserted.pk != saved.pk
    assert not inserted._state.adding
    fresh = CompactionBatch.objects.get(pk=inserted.pk)
    skip = {"id", "started_at"}
    assert {k: v for k, v in model_to_dict(fresh).items() if k not in skip} == {
        k: v for k, v in model_to_dict(saved).items() if k not in skip
    }
    assert fresh.started_at == inserted.started_at

    one, two = _attempt(fresh, 1), _attempt(fresh, 2)
    one.save()
    row_insert(two)
    a, b = (CompactionAttempt.objects.get(pk=x.pk) for x in (one, two))
    assert b.number == 2 and b.prompt == one.prompt and b.created_at == two.created_at
    assert {
        k: v for k, v in model_to_dict(a).items() if k not in {"id", "number", "created_at"}
    } == {k: v for k, v in model_to_dict(b).items() if k not in {"id", "number", "created_at"}}
