"""Mass rejection is a fault (ENGINE.md section 9): compaction pauses, operators resume it.

A compaction model that answers 200 with prose instead of the agreed JSON gets every
batch rejected. Without the pause each rejection moves coverage past its messages,
so every account loses its memory in minutes; with it, once most batches across
accounts are rejected for the same reason, nothing more moves, ``/metrics`` and the
compaction screen say so, and an operator resumes it (audited).
"""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from rest_framework.test import APIClient

from accounts.models import Account, AuditEntry, CompactionBatch, CompactionPause
from tests.accounts.compaction_support import account_with, reply, set_mode
from tests.fakellm import FakeLLM

pytestmark = pytest.mark.django_db
PROSE = "Sure! Here is a summary of the conversation: the user asked about their balance."


def _metric(name: str) -> str:
    text = Client().get("/metrics").content.decode()
    return "\n".join(line for line in text.splitlines() if line.startswith(name))


def test_a_model_answering_prose_pauses_compaction_until_an_operator_resumes_it(
    api: APIClient, settings: Any, personas: dict[str, Any]
) -> None:
    settings.MEMORY_WINDOW_TOKENS = 60
    settings.MEMORY_COMPACTION_PAUSE_MIN_REJECTED = 3
    settings.MEMORY_COMPACTION_PAUSE_MIN_ACCOUNTS = 3
    set_mode("enabled")
    ids = [f"acct-{i}" for i in range(6)]
    for external_id in ids:
        account_with(external_id, filler=3)
    with FakeLLM() as llm:
        settings.MEMORY_LLM = llm.settings()
        llm.default = PROSE
        outcomes = [api.post(f"/api/v1/accounts/{a}/compact").json() for a in ids]
        asked = len(llm.requests)
    # Two batches rejected (coverage moved past them); the third, from a third account,
    # makes a mass rejection: it moves nothing, and no later batch even reaches the model.
    assert [o["outcome"] for o in outcomes[:2]] == ["rejected", "rejected"]
    assert outcomes[2:] == [{"outcome": "failed", "detail": "paused"}] * 4
    assert asked == 3
    covered = {a.external_id: a.covered_through_seq for a in Account.objects.all()}
    assert covered == {"acct-0": 8, "acct-1": 8, **{a: None for a in ids[2:]}}
    third = CompactionBatch.objects.get(account__external_id="acct-2")
    assert third.status == "failed" and "compaction paused" in third.error
    pause = CompactionPause.objects.get()
    assert pause.paused and pause.reason == "not JSON"
    assert AuditEntry.objects.filter(action="compaction.pause").count() == 1

    # Raised where operators look: /metrics and the compaction screen.
    assert 'memory_compaction_paused{reason="not JSON"} 1.0' in _metric("memory_compaction_paused")
    ops = Client()
    ops.force_login(personas["ops"])
    page = ops.get("/compaction/").content.decode()
    assert 'id="compaction-paused"' in page and "Resume compaction" in page
    viewer = Client()
    viewer.force_login(personas["viewer"])
    assert 'id="resume-form"' not in viewer.get("/compaction/").content.decode()
    assert viewer.post("/compaction/resume/", {"reason": "x"}).status_code == 403

    # Resuming needs a reason, and is audited.
    assert ops.post("/compaction/resume/", {"reason": ""}).status_code == 422
    assert CompactionPause.objects.get().paused
    r = ops.post("/compaction/resume/", {"reason": "The model answers JSON again."})
    assert r.status_code == 302
    pause = CompactionPause.objects.get()
    assert not pause.paused and pause.resumed_by == "olu_ops"
    entry = AuditEntry.objects.get(action="compaction.resume")
    assert entry.reason == "The model answers JSON again." and entry.actor == "olu_ops"
    assert 'id="compaction-paused"' not in ops.get("/compaction/").content.decode()
    assert 'memory_compaction_paused{reason=""} 0.0' in _metric("memory_compaction_paused")

    # With a model that answers JSON, the accounts left waiting are compacted, nothing lost.
    with FakeLLM() as llm:
        settings.MEMORY_LLM = llm.settings()
        llm.default = reply("The user chatted with the assistant.")
        for a in ids[2:]:
            assert api.post(f"/api/v1/accounts/{a}/compact").json()["outcome"] == "accepted"
    assert all(a.covered_through_seq == 8 for a in Account.objects.filter(external_id__in=ids))


def test_rejections_from_one_account_or_for_different_reasons_do_not_pause(
    api: APIClient, settings: Any
) -> None:
    settings.MEMORY_WINDOW_TOKENS = 60
    settings.MEMORY_COMPACTION_PAUSE_MIN_REJECTED = 2
    settings.MEMORY_COMPACTION_PAUSE_MIN_ACCOUNTS = 2
    set_mode("enabled")
    for external_id in ("a", "b", "c"):
        account_with(external_id, filler=3)
    with FakeLLM() as llm:
        settings.MEMORY_LLM = llm.settings()
        # "a": not JSON; "b": a rule broken twice (another reason); "c": a good summary.
        llm.script = [PROSE, reply("Tunde has paid."), reply("Tunde still owes."), reply("Hi.")]
        outcomes = [api.post(f"/api/v1/accounts/{a}/compact").json()["outcome"] for a in "abc"]
    assert outcomes == ["rejected", "rejected", "accepted"]
    assert not CompactionPause.objects.filter(paused=True).exists()
