"""Console test helpers: signed-in clients per persona, shadow turns through the real API."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.test import Client
from rest_framework.test import APIClient

from accounts.models import RolloutSetting
from tests.stories import tunde_turns


@pytest.fixture(autouse=True)
def fast_passwords(settings: Any) -> None:
    # The personas' passwords are hashed per test: PBKDF2 would cost seconds each time.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    # The rollout row is cached in-process for a second: a page measured on a loaded machine
    # would read it or not depending on how long the request before took, and a row cached
    # by an earlier test belongs to a database that was rolled back. Pages read it each time.
    settings.MEMORY_ROLLOUT_CACHE_SECONDS = 0


@pytest.fixture
def client_for(personas: dict[str, Any]) -> Callable[[str], Client]:
    def make(name: str) -> Client:
        c = Client()
        if name != "anonymous":
            c.force_login(personas[name])
        return c

    return make


@pytest.fixture
def ops(client_for: Callable[[str], Client]) -> Client:
    return client_for("ops")


def tunde_history(n: int = 0) -> list[dict[str, Any]]:
    """The Tunde story as an agent sends it, with ``n`` extra chatty turns before it."""
    chat: list[dict[str, Any]] = [
        {"role": "system", "content": "You are Flow, a banking assistant."}
    ]
    for i in range(n):
        chat.append(
            {
                "role": "user",
                "content": f"Tell me about savings plan number {i}, with lots of detail please.",
                "id": f"x-{i}",
                "created_at": "2026-11-29T14:00:00Z",
            }
        )
    chat += tunde_turns()
    return chat


@pytest.fixture
def shadow_turn(api: APIClient) -> Callable[..., None]:
    """Record a shadow turn for an account through the real context API."""

    def turn(account: str, history: list[dict[str, Any]] | None = None) -> None:
        s = RolloutSetting.current()
        s.mode, s.scope, s.kill_switch = "shadow", "everyone", False
        s.save()
        r = api.post(
            f"/api/v1/accounts/{account}/context",
            {"history": history or tunde_history(), "now": "2026-11-29T15:55:00Z"},
            format="json",
        )
        assert r.status_code == 200 and r.json()["mode"] == "shadow", r.content

    return turn
