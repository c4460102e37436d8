"""The per-turn path's fast constructors build exactly what the dataclass constructors build."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memoryadmin.engine.types import (
    ChatMessage,
    Role,
    StoredMessage,
    Volatility,
    replayed_message,
    stored_from_row,
)

T0 = datetime(2026, 11, 1, 9, 0, tzinfo=UTC)
texts = st.text(max_size=12)
maybe_json = st.none() | st.lists(st.fixed_dictionaries({"id": texts}), max_size=2)


@given(
    seq=st.integers(1, 10**9),
    role=st.sampled_from([r.value for r in Role]),
    content=texts,
    tokens=st.integers(0, 500),
    volatility=st.sampled_from([None, "", *(v.value for v in Volatility)]),
    observed=st.none() | st.just(T0),
    unverified=st.booleans(),
    tools=st.none() | st.lists(texts, max_size=3),
    external_id=st.none() | texts,
    tool_calls=maybe_json,
    tool_call_id=st.none() | texts,
    name=st.none() | texts,
    parts=maybe_json,
    content_null=st.sampled_from([None, False, True]),
    extra=st.none() | st.just({}) | st.just({"k": 1}),
)
def test_stored_from_row_is_the_constructor(
    seq: int, role: str, content: str, tokens: int, volatility: str | None, observed: Any,
    unverified: bool, tools: Any, external_id: Any, tool_calls: Any, tool_call_id: Any,
    name: Any, parts: Any, content_null: Any, extra: Any,
) -> None:  # fmt: skip
    row = [seq, role, content, T0, tokens, volatility, observed, unverified, tools, external_id,
           tool_calls, tool_call_id, name, parts, content_null, extra]  # fmt: skip
    fast = stored_from_row(row)
    slow = StoredMessage(
        seq=seq,
        role=Role(role),
        content=content,
        created_at=T0,
        token_count=tokens,
        volatility=Volatility(volatility) if volatility else None,
        observed_at=observed,
        unverified=unverified,
        tools=tuple(tools) if tools is not None else None,
        external_id=external_id,
        tool_calls=tool_calls,
        tool_call_id=tool_call_id,
        name=name,
        parts=parts,
        content_null=bool(content_null),
        extra=extra or None,
    )
    assert fast == slow and repr(fast) == repr(slow)
    assert type(fast.role) is Role and dataclasses.replace(fast, seq=seq + 1).seq == seq + 1


def test_the_fast_instances_stay_frozen_and_refuse_a_bad_role() -> None:
    fast = stored_from_row([1, "user", "hi", T0, 1, None, None, False, None, None, None, None,
                            None, None, False, None])  # fmt: skip
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.content = "changed"  # type: ignore[misc]
    with pytest.raises(ValueError):
        stored_from_row([1, "robot", "hi", T0, 1, None, None, False, None, None, None, None,
                         None, None, False, None])  # fmt: skip


def test_replayed_message_is_the_constructor() -> None:
    given: dict[str, Any] = {
        "role": "assistant", "content": "ok", "parts": None, "content_null": False,
        "tool_calls": [{"id": "c1"}], "tool_call_id": None, "name": "flow", "extra": {"x": 1},
    }  # fmt: skip
    fast, slow = replayed_message(**given), ChatMessage(**given)
    assert fast == slow and repr(fast) == repr(slow) and fast.as_dict() == slow.as_dict()
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.content = "changed"  # type: ignore[misc]
