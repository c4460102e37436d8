"""Forgetting against a real compaction: races, tombstones, and facts never re-learned."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator, Sequence
from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.compaction.run import compaction_run
from accounts.forgetting.scrub import checklist_verify
from accounts.forgetting.services import forget_fact
from accounts.forgetting.tasks import forget_sweep
from accounts.llm import get_model_client
from accounts.models import Account, Fact, FactProposal, ForgetRequest, Message
from memoryadmin.engine.ports import ModelReply
from tests.accounts.compaction_support import account_with, reply, set_mode
from tests.accounts.forget_helpers import (  # noqa: F401
    CANARY,
    canary_rows,
    every_logger_at_debug,
)
from tests.fakellm import FakeLLM, copy_everything

pytestmark = pytest.mark.django_db
FILLER = 3

CONVERSATION: list[tuple[str, str, list[str] | None]] = [
    ("user", f"My wife is {CANARY} and she loves jollof.", None),
    ("assistant", "Lovely, noted.", []),
    ("user", "From now on remember I am married.", None),
    ("assistant", "I will.", []),
    ("user", "Send 5000 naira to Tobi for school fees.", None),
    ("assistant", "Done: I sent ₦5,000 to Tobi.", ["send_transfer"]),
]
WIFE = {
    "key": "wife",
    "kind": "relationship",
    "note": f"Wife is {CANARY}",
    "evidence": "From now on remember I am married.",
    "confidence": 0.95,
}


@pytest.fixture
def llm(settings: Any) -> Iterator[FakeLLM]:
    settings.MEMORY_WINDOW_TOKENS = 20 * FILLER
    with FakeLLM() as fake:
        settings.MEMORY_LLM = fake.settings(timeout=3.0)
        yield fake


@pytest.fixture
def acct(db: Any) -> Account:
    set_mode("enabled")
    account = account_with("ada", CONVERSATION, filler=FILLER)
    Fact.objects.create(
        account=account,
        key="wife",
        kind="relationship",
        note=f"Wife is {CANARY}",
        origin="stated",
        evidence=f"My wife is {CANARY}",
        source_message=Message.objects.get(account=account, seq=1),
    )
    return account


class ForgetDuringTheCall:
    """The real model client, with the user's forget landing while the model thinks."""

    def __init__(self, account: Account) -> None:
        self.inner = get_model_client()
        self.name, self.offline = self.inner.name, self.inner.offline
        self.account = account
        self.calls = 0

    def complete(self, messages: Sequence[dict[str, str]]) -> ModelReply:
        self.calls += 1
        if self.calls == 1:
            forget_fact(account=self.account, key="wife", actor="user", reason="asked")
        return self.inner.complete(messages)


@pytest.mark.usefixtures("every_logger_at_debug")
def test_a_compaction_racing_the_forget_cannot_bring_the_word_back(
    acct: Account,
    llm: FakeLLM,
    django_capture_on_commit_callbacks: Any,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    # The compactor saw the word before the forget and answers with it, and a fact.
    llm.script = [
        reply(f"The user is married to {CANARY}. He paid Tobi's school fees.", [WIFE]),
        json.dumps({"summary": "He paid Tobi's school fees."}),  # the redaction rewrite
    ]
    with django_capture_on_commit_callbacks(execute=True):
        result = compaction_run(account_id=acct.pk, client=ForgetDuringTheCall(acct))
    assert result.outcome == "stale"
    acct.refresh_from_db()
    assert CANARY not in (acct.summary or "")
    assert not Fact.objects.filter(account=acct, key="wife").exists()
    assert ForgetRequest.objects.get().status == "verified_clean"
    assert canary_rows() == []

    # The next run batches the same messages again, minus the ones that mention the word.
    llm.script = [copy_everything]
    result = compaction_run(account_id=acct.pk)
    assert result.outcome == "accepted"
    acct.refresh_from_db()
    assert CANARY.lower() not in llm.requests[-1]["messages"][-1]["content"].lower()
    assert CANARY.lower() not in (acct.summary or "").lower()
    assert canary_rows() == []
    assert caplog.records and CANARY.lower() not in caplog.text.lower()


def test_forget_everything_then_compaction_summarises_nothing_from_before(
    acct: Account, llm: FakeLLM, api: APIClient, django_capture_on_commit_callbacks: Any
) -> None:
    with django_capture_on_commit_callbacks(execute=True):
        r = api.post("/api/v1/accounts/ada/forget", {"everything": True}, format="json")
    assert r.status_code == 202
    acct.refresh_from_db()
    assert acct.summary == "" and acct.covered_through_seq == acct.last_seq
    assert compaction_run(account_id=acct.pk).outcome == "nothing_to_do"
    assert llm.requests == []

    # New talk after the forget, aged out of the window, is summarised; nothing older is.
    for n in range(4):
        api.post(
            "/api/v1/accounts/ada/messages",
            {"id": f"new-{n}", "role": "user", "content": f"I plan to buy a bicycle, note {n}."},
            format="json",
        )
    for n in range(FILLER):
        api.post(
            "/api/v1/accounts/ada/messages",
            {"id": f"fill-{n}", "role": "user", "content": f"Thanks, talk later number {n}."},
            format="json",
        )
    llm.script = [copy_everything]
    assert compaction_run(account_id=acct.pk).outcome == "accepted"
    shown = llm.prompts_text().lower()
    assert "bicycle" in shown
    for old in ("jollof", "married", "tobi", CANARY.lower()):
        assert old not in shown, old
    acct.refresh_from_db()
    assert "bicycle" in (acct.summary or "") and "Tobi" not in (acct.summary or "")
    assert Message.objects.filter(account=acct).count() == acct.last_seq  # nothing deleted


def test_a_fact_is_never_relearned_from_evidence_older_than_the_forget(
    acct: Account, llm: FakeLLM, api: APIClient, django_capture_on_commit_callbacks: Any
) -> None:
    with django_capture_on_commit_callbacks(execute=True):
        api.post("/api/v1/accounts/ada/forget", {"key": "wife"}, format="json")
    # The model proposes the forgotten fact again, quoting a message from before the forget.
    llm.script = [reply("He paid Tobi's school fees.", [WIFE])]
    assert compaction_run(account_id=acct.pk).outcome == "accepted"
    assert not Fact.objects.filter(account=acct, key="wife").exists()
    proposal = FactProposal.objects.get(account=acct)
    assert not proposal.accepted and proposal.rejected_by == "forgotten"
    # This fake model wrote the word though it was never shown it, and refused
    # proposals are recorded as the model wrote them: the next sweep scrubs them.
    forget_sweep()
    assert canary_rows() == []
    assert ForgetRequest.objects.get().status == "verified_clean"

    # Said again later, it is new information.
    r = api.post(
        "/api/v1/accounts/ada/facts",
        {"key": "wife", "kind": "relationship", "note": f"Wife is {CANARY}"},
        format="json",
    )
    assert r.status_code == 201, r.content
    assert Fact.objects.filter(account=acct, key="wife", active=True).exists()
    # Re-verifying the old request does not count the new fact as a leak.
    req = ForgetRequest.objects.get()
    checklist = checklist_verify(request=req)
    assert checklist["facts"]["hits"] == 0 and checklist["replayed_window"]["hits"] == 0
