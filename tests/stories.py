"""Conversations the tests share. The Tunde story is the incident that started it all."""

from __future__ import annotations

from typing import Any


def tunde_turns() -> list[dict[str, Any]]:
    """A live read at 15:35, then the question that was answered from stale history."""
    return [
        {
            "role": "user",
            "content": "Has everyone paid into the group?",
            "id": "m-1",
            "created_at": "2026-11-29T15:34:00Z",
        },
        {
            "role": "assistant",
            "content": "Everyone except Tunde. Tunde hasn't paid his ₦200.",
            "id": "m-2",
            "tools": ["get_group_status"],
            "created_at": "2026-11-29T15:35:10Z",
            "observed_at": "2026-11-29T15:35:00Z",
        },
        {"role": "user", "content": "Is Tunde still pending?"},
    ]
