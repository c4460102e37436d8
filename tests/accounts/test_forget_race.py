"""A compaction and a forget on two real connections at once (PostgreSQL)."""

from __future__ import annotations

import json
import threading
from typing import Any

import pytest
from django.db import connection
from rest_framework.test import APIClient

from accounts.compaction.run import compaction_run
from accounts.models import Fact, ForgetRequest, Message
from tests.accounts.compaction_support import account_with, reply, set_mode
from tests.accounts.forget_helpers import CANARY, canary_rows
from tests.fakellm import FakeLLM

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]

CONVERSATION: list[tuple[str, str, list[str] | None]] = [
    ("user", f"My wife is {CANARY} and she loves jollof.", None),
    ("assistant", "Lovely, noted.", []),
    ("user", "I save for a car every month.", None),
    ("assistant", "Good plan.", []),
]


def test_a_slow_compaction_cannot_write_the_word_back_after_a_forget(
    api: APIClient, settings: Any
) -> None:
    settings.MEMORY_WINDOW_TOKENS = 60
    set_mode("enabled")
    account = account_with("ada", CONVERSATION, filler=3)
    Fact.objects.create(
        account=account,
        key="wife",
        kind="relationship",
        note=f"Wife is {CANARY}",
        origin="stated",
        source_message=Message.objects.get(account=account, seq=1),
    )
    in_call = threading.Event()
    forgotten = threading.Event()

    def model(body: dict[str, Any]) -> str:
        system = body["messages"][0]["content"]
        if "memory summary kept for a chat assistant" in system:  # the redaction rewrite
            return json.dumps({"summary": "He saves for a car every month."})
        in_call.set()
        forgotten.wait(10)  # answer only once the forget has committed
        return reply(f"He is married to {CANARY} and saves for a car.")

    outcome: list[str] = []

    def compact() -> None:
        try:
            outcome.append(compaction_run(account_id=account.pk).outcome)
        finally:
            connection.close()

    with FakeLLM() as llm:
        settings.MEMORY_LLM = llm.settings(timeout=15)
        llm.default = model
        worker = threading.Thread(target=compact)
        worker.start()
        assert in_call.wait(10), "the compaction never called the model"
        r = api.post("/api/v1/accounts/ada/forget", {"key": "wife"}, format="json")
        assert r.status_code == 202
        forgotten.set()
        worker.join(20)
    assert outcome == ["stale"]
    account.refresh_from_db()
    assert CANARY not in (account.summary or "")
    assert ForgetRequest.objects.get().status == "verified_clean"
    assert canary_rows() == []
