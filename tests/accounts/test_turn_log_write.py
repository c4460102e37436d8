"""The turn log's write (accounts/turnlog.py) as production runs it: outside a test's
transaction, so on PostgreSQL its one statement (insert and prune, its commit not
waiting for the WAL flush) is what runs; turns of several accounts interleaved."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from rest_framework.test import APIClient

from accounts.models import TurnRecord
from accounts.turnlog import PRUNE_EVERY

pytestmark = pytest.mark.django_db(transaction=True)
SYSTEM = {"role": "system", "content": "You are Flow, a banking assistant."}


def test_each_account_keeps_its_own_turns_whatever_the_others_write(
    api: APIClient, rollout: Any, settings: Any
) -> None:
    rollout("enabled", "everyone")
    settings.MEMORY_TURN_LOG_KEEP = 3
    histories: dict[str, list[dict[str, Any]]] = {"ada": [SYSTEM], "ben": [SYSTEM]}
    for n in range(2 * PRUNE_EVERY + 1):
        for account, history in histories.items():  # the two accounts' turns alternate
            history.append({"role": "user", "content": f"{account} asks {n}", "id": f"{n}"})
            r = api.post(f"/api/v1/accounts/{account}/context", {"history": history}, format="json")
            assert r.status_code == 200 and r.json()["fallback"] is False
    for account in histories:
        held = TurnRecord.objects.filter(account__external_id=account).count()
        assert 3 <= held <= 3 + PRUNE_EVERY - 1, (account, held)
        r = api.get(f"/api/v1/accounts/{account}/turns", {"limit": 50})
        turns = r.json()["results"]
        assert [t["given"][-1]["content"] for t in turns] == [
            f"{account} asks {n}"
            for n in (2 * PRUNE_EVERY, 2 * PRUNE_EVERY - 1, 2 * PRUNE_EVERY - 2)
        ]
        assert all(t["door"] == "context" and t["mode"] == "enabled" for t in turns)


def test_a_logged_turn_leaves_the_connection_as_it_found_it(api: APIClient, rollout: Any) -> None:
    rollout("enabled", "everyone")
    history = [SYSTEM, {"role": "user", "content": "My PIN is 4321", "id": "u-1"}]
    r = api.post("/api/v1/accounts/ada/context", {"history": history}, format="json")
    assert r.status_code == 200 and r.json()["fallback"] is False
    record = TurnRecord.objects.get()
    assert "4321" not in str(record.given) + str(record.messages)  # masked as it is stored
    assert record.given[-1]["content"] == "My PIN is [secret: PIN]"
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            # The write's relaxed commit was its own statement's: the session's stays on.
            cursor.execute("SHOW synchronous_commit")
            assert cursor.fetchone() == ("on",)
            assert connection.connection.info.transaction_status == 0  # idle, nothing open
