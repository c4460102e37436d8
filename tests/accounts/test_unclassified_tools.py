"""Recording unclassified tools is bounded: one statement per write, 32 names, a global cap.

10,000 new tool names on one message used to take a minute and add 10,000 rows.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from accounts.messages.services import (
    UNCLASSIFIED_PER_WRITE,
    NewMessage,
    account_get_or_create,
    messages_append,
)
from accounts.metrics import metrics
from accounts.models import UnclassifiedTool

pytestmark = pytest.mark.django_db

WHEN = datetime(2026, 11, 29, 15, 0, tzinfo=UTC)


def reply(n: int, tools: list[str]) -> NewMessage:
    return NewMessage(
        external_id=f"r-{n}",
        role="assistant",
        content="Done.",
        created_at=WHEN,
        tools=tools,
        observed_at=WHEN,
    )


def record(account: str, *items: NewMessage) -> None:
    messages_append(
        account=account_get_or_create(external_id=account), items=list(items), known_ids=set()
    )


def tool_statements(queries: list[dict[str, Any]]) -> list[str]:
    table = UnclassifiedTool._meta.db_table
    return [q["sql"] for q in queries if table in q["sql"]]


def test_ten_thousand_new_tools_on_one_message_add_32_rows_in_one_upsert() -> None:
    tools = [f"probe_tool_{i}" for i in range(10_000)]
    started = time.monotonic()
    with CaptureQueriesContext(connection) as ctx:
        record("ada", reply(1, tools))
    elapsed = time.monotonic() - started
    assert UnclassifiedTool.objects.count() == UNCLASSIFIED_PER_WRITE == 32
    assert set(UnclassifiedTool.objects.values_list("name", flat=True)) == set(tools[:32])
    writes = [s for s in tool_statements(ctx.captured_queries) if "INSERT" in s]
    assert len(writes) == 1, writes
    assert elapsed < 5, f"{elapsed:.1f} s"


def test_a_second_sighting_counts_and_names_the_newest_account() -> None:
    record("ada", reply(1, ["get_cashback_summary_v2", "lookup_promo"]))
    record("bola", reply(2, ["get_cashback_summary_v2"]))
    row = UnclassifiedTool.objects.get(name="get_cashback_summary_v2")
    assert (row.times_seen, row.last_account) == (2, "bola")
    assert row.last_seen >= row.first_seen
    assert UnclassifiedTool.objects.get(name="lookup_promo").times_seen == 1


def test_several_items_share_one_upsert_and_one_bound() -> None:
    items = [reply(n, [f"t_{n}_{k}" for k in range(10)]) for n in range(10)]
    with CaptureQueriesContext(connection) as ctx:
        record("ada", *items)
    assert UnclassifiedTool.objects.count() == 32
    assert len([s for s in tool_statements(ctx.captured_queries) if "INSERT" in s]) == 1


def test_classified_tools_and_overlong_names_are_not_recorded() -> None:
    with CaptureQueriesContext(connection) as ctx:
        record("ada", reply(1, ["get_balance"]))
    assert tool_statements(ctx.captured_queries) == []
    record("ada", reply(2, ["x" * 129, "fine_tool"]))
    assert list(UnclassifiedTool.objects.values_list("name", flat=True)) == ["fine_tool"]


def test_once_the_cap_is_reached_only_the_kept_names_count(settings: Any) -> None:
    settings.MEMORY_UNCLASSIFIED_TOOLS_MAX = 40
    record("ada", reply(1, [f"first_{i}" for i in range(32)]))
    dropped = metrics.get("unclassified_tools.dropped")
    record("ada", reply(2, ["first_0", *[f"second_{i}" for i in range(31)]]))
    assert UnclassifiedTool.objects.count() == 40
    assert UnclassifiedTool.objects.filter(name__startswith="second_").count() == 8
    assert metrics.get("unclassified_tools.dropped") == dropped + 23
    assert UnclassifiedTool.objects.get(name="first_0").times_seen == 2

    record("bola", reply(3, ["first_1", "never_kept"]))
    assert UnclassifiedTool.objects.count() == 40
    assert not UnclassifiedTool.objects.filter(name="never_kept").exists()
    row = UnclassifiedTool.objects.get(name="first_1")
    assert (row.times_seen, row.last_account) == (2, "bola")
