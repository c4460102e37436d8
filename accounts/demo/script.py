"""What every demo step shares: the ``Demo`` it is handed, and the scripted message builders."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from rest_framework.test import APIClient

# (role, content, tools): tools only on assistant replies; None = sent without provenance.
Line = tuple[str, str, list[str] | None]


@dataclass
class Demo:
    client: APIClient
    now: datetime
    say: Callable[[str], None]
    notes: list[str] = field(default_factory=list)

    def at(self, minutes: float) -> str:
        """A time ``minutes`` after the demo's day started, in ISO 8601."""
        return (self.now + timedelta(minutes=minutes)).isoformat().replace("+00:00", "Z")

    def post_message(self, account: str, item: dict[str, Any]) -> None:
        r = self.client.post(f"/api/v1/accounts/{account}/messages", item, format="json")
        if r.status_code not in (200, 201):
            raise RuntimeError(f"messages API refused {item['id']}: {r.status_code} {r.content!r}")

    def context(self, account: str, history: list[dict[str, Any]], now: str) -> dict[str, Any]:
        r = self.client.post(
            f"/api/v1/accounts/{account}/context", {"history": history, "now": now}, format="json"
        )
        if r.status_code != 200:
            raise RuntimeError(f"context API refused {account}: {r.status_code} {r.content!r}")
        out: dict[str, Any] = r.json()
        return out


def long_chat(n: int) -> list[Line]:
    """A long conversation: its start ages out of the window, so shadow diffs show drops."""
    lines: list[Line] = []
    for i in range(n):
        lines.append(
            (
                "user",
                f"Question {i + 1}: explain how the fixed deposit option number {i + 1} works, "
                "what the interest would be over six and twelve months, and whether I can "
                "break it early without losing everything I put in.",
                None,
            )
        )
        lines.append(
            (
                "assistant",
                f"Option {i + 1} locks your money for a fixed term. Over six months it earns a "
                "fixed rate; over twelve a little more. Breaking it early keeps your principal "
                "but forfeits the interest earned so far, and takes one working day.",
                [],
            )
        )
    return lines


def message_item(external_id: str, n: int, line: Line, demo: Demo) -> dict[str, Any]:
    """The n-th scripted line of an account as the agent posts it, two minutes apart."""
    role, content, tools = line
    item: dict[str, Any] = {
        "id": f"{external_id}-{n + 1}",
        "role": role,
        "content": content,
        "created_at": demo.at(n * 2),
    }
    if role == "assistant" and tools is not None:
        item["tools"] = tools
        item["observed_at"] = demo.at(n * 2 - 0.2)
    return item
