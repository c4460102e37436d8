"""The embedded default compacts by itself (issue 25 item 5).

With no broker (``make run``: SQLite, tasks in-process) there is no beat, so the
web server runs the compaction scan in a thread of its own; the offline
compactor writes an honest extract: the user's own words, one sentence each,
every sentence passing the rule pack, nothing live.
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts import rulepack, scheduler
from accounts.models import Account
from memoryadmin.engine.sentences import split_sentences
from tests.accounts.compaction_support import CONVERSATION, LIVE_VALUES, account_with, set_mode


def test_only_the_embedded_web_server_runs_the_scan(settings: Any, monkeypatch: Any) -> None:
    monkeypatch.delenv("MEMORY_INPROCESS_SCHEDULER", raising=False)
    monkeypatch.delenv("RUN_MAIN", raising=False)
    settings.CELERY_TASK_ALWAYS_EAGER = True
    assert scheduler.wanted(["manage.py", "runserver", "--noreload", "127.0.0.1:8001"])
    assert not scheduler.wanted(["manage.py", "runserver"])  # the autoreloader's parent
    monkeypatch.setenv("RUN_MAIN", "true")
    assert scheduler.wanted(["manage.py", "runserver"])  # its child, serving requests
    assert not scheduler.wanted(["manage.py", "seed_demo"])
    assert not scheduler.wanted(["pytest"])
    settings.CELERY_TASK_ALWAYS_EAGER = False  # a broker: beat runs the scan
    assert not scheduler.wanted(["manage.py", "runserver", "--noreload"])
    monkeypatch.setenv("MEMORY_INPROCESS_SCHEDULER", "1")
    assert scheduler.wanted(["gunicorn"])


@pytest.mark.django_db(transaction=True)
def test_the_scheduler_thread_compacts_a_due_account_with_an_honest_extract(
    api: APIClient, settings: Any
) -> None:
    settings.MEMORY_WINDOW_TOKENS = 60
    settings.MEMORY_LLM = {"base_url": ""}  # the offline compactor, as in make run
    set_mode("enabled")
    conversation = [
        *CONVERSATION,
        ("user", "Please call me Ada from now on.", None),
        ("assistant", "Noted, Ada.", []),
    ]
    account = account_with("embedded", conversation, filler=3)
    assert account.covered_through_seq is None
    stop = scheduler.start(interval=0.2)
    try:
        for _ in range(300):  # up to 30 s on a busy machine
            account.refresh_from_db()
            if account.covered_through_seq:
                break
            time.sleep(0.1)
    finally:
        if stop is not None:
            stop.set()
    assert account.covered_through_seq == len(conversation)
    summary = account.summary or ""
    assert 'The user said: "Please call me Ada from now on."' in summary
    assert 'The user asked: "What is my balance please?"' in summary
    for sentence in split_sentences(summary):
        assert rulepack.validator().check(sentence) == [], sentence
    for value in LIVE_VALUES:
        assert value not in summary
    memory = api.get("/api/v1/accounts/embedded/memory").json()
    assert memory["summary"] == summary
    assert Account.objects.get(external_id="embedded").summary_version >= 1
