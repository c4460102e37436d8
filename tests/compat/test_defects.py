"""Defects of issue 22 that do not depend on the library: the official client shows them.

Each is its own case and fails on today's code (marked with its defect; see
tests/compat/defects.py). The library-dependent ones (re-serialised
arguments, retries, a tool result over the window, SDK exports on /context)
are in test_proxy_clients.py and test_context_exports.py.
"""

from __future__ import annotations

import contextlib
from typing import Any

import openai
import pytest
from rest_framework.test import APIClient

from accounts.models import Account
from tests.compat import banking
from tests.compat.conftest import ACCOUNT, stored
from tests.compat.drivers import Door, langchain, openai_complete, openai_loop
from tests.fakellm import FakeLLM

pytestmark = pytest.mark.django_db(transaction=True)

# About 12 KB of English and figures: several times the window's 2,000 tokens.
BIG = "Please check this statement line by line: " + "Shoprite ₦2,300.00 on Tuesday; " * 400


def test_an_account_a_re_serialising_client_touched_still_works_for_another_client(
    proxy_url: str, api_key: str, upstream: FakeLLM, api: APIClient
) -> None:
    """LangChain sends a tool call back re-serialised; then the official client takes over.

    Whatever LangChain's turn left in the log, the account's next turn, from a
    client that sends the model's arguments back as they came, must reach the
    model in a sequence it accepts.
    """
    door = Door(proxy_url, api_key, ACCOUNT)
    with contextlib.suppress(openai.BadRequestError):  # today LangChain's 2nd request is refused
        langchain(door, range(2), False)
    upstream.rejected.clear()
    with openai.OpenAI(base_url=proxy_url, api_key=api_key, max_retries=0) as client:
        openai_loop(openai_complete(client, user=ACCOUNT), range(2, 4))
    assert upstream.rejected == []
    shown = upstream.requests[-1]["messages"]
    ids = [c["id"] for m in shown for c in m.get("tool_calls") or []]
    assert len(ids) == len(set(ids)), ids


def test_a_user_message_larger_than_the_window_reaches_the_model_through_the_proxy(
    proxy_url: str, api_key: str, upstream: FakeLLM, api: APIClient
) -> None:
    with openai.OpenAI(base_url=proxy_url, api_key=api_key, max_retries=0) as client:
        history = openai_loop(openai_complete(client, user=ACCOUNT), range(2))
        history.append({"role": "user", "content": BIG})
        client.chat.completions.create(model="fake-model", messages=history, user=ACCOUNT)
    assert upstream.rejected == []
    shown = upstream.requests[-1]["messages"]
    assert shown[-1]["role"] == "user" and shown[-1]["content"][:200] == BIG[:200], shown[-1]
    assert [m["role"] for m in stored(api)][-2:] == ["user", "assistant"]


def test_a_user_message_larger_than_the_window_comes_back_from_context(
    api: APIClient, upstream: FakeLLM
) -> None:
    system = {"role": "system", "content": banking.SYSTEM}
    history: list[Any] = [system, {"role": "user", "content": BIG, "id": "m-1"}]
    answer = api.post(f"/api/v1/accounts/{ACCOUNT}/context", {"history": history}, format="json")
    assert answer.status_code == 200
    body = answer.json()
    assert body["mode"] == "enabled" and body["fallback"] is False
    assert body["messages"][0] == system
    assert body["messages"][-1]["role"] == "user", body["messages"]
    assert body["messages"][-1]["content"][:200] == BIG[:200]


def test_control_characters_in_user_are_refused_and_create_nothing(
    proxy_url: str, api_key: str, upstream: FakeLLM
) -> None:
    with (
        openai.OpenAI(base_url=proxy_url, api_key=api_key, max_retries=0) as client,
        pytest.raises(openai.BadRequestError) as refused,
    ):
        client.chat.completions.create(
            model="fake-model",
            messages=[{"role": "user", "content": "Hi"}],
            user="evil\nINFO forged",
        )
    assert refused.value.body["code"] == "invalid_account"
    assert not Account.objects.exists()
    assert upstream.requests == []
