"""Width: a turn waiting on its model holds no database connection (issue 24).

Eight proxied turns wait at once on a slow loopback model (tests/fakellm.py)
behind a live server; meanwhile PostgreSQL is asked how many connections the
test database has. Before the change each waiting turn held one. Connections
are not kept between requests here (``CONN_MAX_AGE`` 0), as in the web process,
whose connections are pooled (``MEMORY_DB_POOL_MAX``, which sets it to 0).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from typing import Any

import openai
import pytest
from django.db import connection

from accounts.models import Message
from tests.fakellm import Delay, FakeLLM

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.postgres("counts the server's connections in pg_stat_activity"),
]
WAITING = 8


@pytest.fixture
def llm(settings: Any) -> Iterator[FakeLLM]:
    with FakeLLM() as fake:
        fake.default = Delay(2.0, "Slow hello.")
        settings.MEMORY_UPSTREAM_BASE_URL = fake.base_url
        settings.MEMORY_UPSTREAM_TIMEOUT = 10.0
        yield fake


def connections_to_the_test_database() -> int:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
            "AND pid <> pg_backend_pid()"
        )
        row = cursor.fetchone()
    assert row is not None
    return int(row[0])


def test_turns_waiting_on_the_model_hold_no_database_connection(
    live_server: Any, api_key: str, llm: FakeLLM, rollout: Any, monkeypatch: Any
) -> None:
    rollout("enabled", "everyone")
    monkeypatch.setitem(connection.settings_dict, "CONN_MAX_AGE", 0)
    base = f"{live_server.url}/api/v1/openai"
    answers: list[Any] = []

    def turn(n: int) -> None:
        with openai.OpenAI(base_url=base, api_key=api_key, max_retries=0, timeout=20) as c:
            messages = [{"role": "user", "content": f"Hi from {n}"}]
            answers.append(c.chat.completions.create(model="m", messages=messages, user=f"u{n}"))

    # Connections open before any turn (the test's own, a live server's other threads, what
    # earlier tests on this worker left behind) are not the turns'.
    before = connections_to_the_test_database()
    threads = [threading.Thread(target=turn, args=(n,)) for n in range(WAITING)]
    for t in threads:
        t.start()
    deadline = time.monotonic() + 10
    while len(llm.requests) < WAITING and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(llm.requests) == WAITING  # every turn is now waiting on the model
    # The fewest seen over the first second of the two-second wait: a closed connection's
    # backend leaves pg_stat_activity a moment after the close (longer on a loaded machine),
    # while one held by a waiting turn is there for the whole wait.
    held = connections_to_the_test_database() - before
    until = time.monotonic() + 1.0
    while held > 1 and time.monotonic() < until:
        time.sleep(0.05)
        held = min(held, connections_to_the_test_database() - before)
    for t in threads:
        t.join()
    # One held by each waiting turn would be eight; a closing one may still be seen.
    assert held <= 1, f"{held} more connections held by {WAITING} turns waiting on the model"
    # Recording after the wait takes a connection again: every reply is stored.
    assert len(answers) == WAITING
    assert Message.objects.filter(role="assistant").count() == WAITING
