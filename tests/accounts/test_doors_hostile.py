"""Hostile bodies on the doors: never a 500, a clear 400 in the door's own shape, nothing stored.

Driven over HTTP (Django's test client) with a real loopback upstream
(tests/fakellm.py) that records whatever reaches it: a lone surrogate anywhere
in a proxy body (it was a UnicodeEncodeError in the upstream client), JSON
nested a thousand deep (a RecursionError on /context, /messages and the proxy),
control characters in the account, and the whole bad-item table of the write
paths (tests/accounts/test_api_openai.py) sent through the proxy.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.models import Account, Message
from tests.accounts.test_api_openai import BAD_ITEMS
from tests.fakellm import FakeLLM

pytestmark = pytest.mark.django_db

PROXY = "/api/v1/openai/chat/completions"
CONTEXT = "/api/v1/accounts/ada/context"
MESSAGES = "/api/v1/accounts/ada/messages"
SYSTEM = {"role": "system", "content": "You are Flow."}


@pytest.fixture
def llm(settings: Any) -> Iterator[FakeLLM]:
    with FakeLLM() as fake:
        fake.default = "Hello."
        settings.MEMORY_UPSTREAM_BASE_URL = fake.base_url
        settings.MEMORY_UPSTREAM_API_KEY = "upstream-secret"
        settings.MEMORY_UPSTREAM_TIMEOUT = 5.0
        yield fake


def send(api: APIClient, url: str, body: Any, **headers: str) -> Any:
    """The body as an agent's encoder writes it (a lone surrogate escaped as \\ud800)."""
    raw = body if isinstance(body, str) else json.dumps(body)
    return api.post(url, raw, content_type="application/json", **headers)


def openai_error(response: Any) -> dict[str, Any]:
    """The proxy's own error: OpenAI's shape (message, type, param, code) and the API's."""
    assert response["Content-Type"].startswith("application/json"), response.content[:200]
    error = response.json()["error"]
    assert {"message", "type", "param", "code", "fields"} <= set(error), error
    return dict(error)


def nothing_stored() -> bool:
    return not Message.objects.exists() and not Account.objects.exists()


def turn(content: Any = "Hi", **extra: Any) -> dict[str, Any]:
    return {"model": "m", "user": "ada", "messages": [SYSTEM, {"role": "user", "content": content}],
            **extra}


# --- lone surrogates: UTF-8 cannot carry them upstream --------------------------------

SURROGATES = {
    "content": (turn("a\ud800b"), "messages[1].content"),
    "model": ({**turn(), "model": "\udfff"}, "model"),
    "a key": ({**turn(), "x\udc00": 1}, "body"),
    "tool arguments": (
        turn(tools=[{"type": "function", "function": {"name": "f", "description": "\ud83d"}}]),
        "tools[0].function.description",
    ),
    "a part": (turn([{"type": "text", "text": "\ud800"}]), "messages[1].content[0].text"),
    "metadata": (turn(metadata={"k": ["ok", "\udbff"]}), "metadata.k[1]"),
}


@pytest.mark.parametrize("mode", ["enabled", "disabled"])
@pytest.mark.parametrize(("body", "where"), SURROGATES.values(), ids=SURROGATES.keys())
def test_a_lone_surrogate_anywhere_is_a_400_and_nothing_goes_upstream(
    api: APIClient, llm: FakeLLM, rollout: Any, body: dict[str, Any], where: str, mode: str
) -> None:
    rollout(mode, "everyone")
    r = send(api, PROXY, body)
    assert r.status_code == 400, r.content
    error = openai_error(r)
    assert error["code"] == "invalid_text" and error["type"] == "invalid_request_error"
    assert error["param"] == where
    assert llm.requests == [] and nothing_stored()


def test_a_streamed_turn_with_a_lone_surrogate_is_a_400_too(
    api: APIClient, llm: FakeLLM, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    r = send(api, PROXY, turn("\ud800", stream=True))
    assert r.status_code == 400 and openai_error(r)["code"] == "invalid_text"
    assert llm.requests == [] and nothing_stored()


def test_valid_text_beyond_the_basic_plane_still_goes_through(
    api: APIClient, llm: FakeLLM, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    r = send(api, PROXY, turn("₦5,000 😀 \U0001f600"))  # surrogate pairs when escaped
    assert r.status_code == 200, r.content
    assert llm.requests[0]["messages"][-1]["content"] == "₦5,000 😀 \U0001f600"


# --- JSON nested deep -----------------------------------------------------------------


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def deep_body(url: str, depth: int) -> str:
    if url == PROXY:
        inner = '{"role": "user", "content": "x", "meta": ' + nested(depth) + "}"
        return '{"model": "m", "user": "ada", "messages": [' + inner + "]}"
    if url == CONTEXT:
        inner = '{"role": "user", "content": "x", "meta": ' + nested(depth) + "}"
        return '{"history": [' + inner + "]}"
    return '{"id": "m1", "role": "user", "content": "x", "meta": ' + nested(depth) + "}"


@pytest.mark.parametrize("depth", [100, 1_000, 100_000])
@pytest.mark.parametrize("url", [PROXY, CONTEXT, MESSAGES], ids=["proxy", "context", "messages"])
def test_json_nested_deep_is_a_400_on_every_door(
    api: APIClient, llm: FakeLLM, rollout: Any, url: str, depth: int
) -> None:
    rollout("enabled", "everyone")
    r = send(api, url, deep_body(url, depth))
    assert r.status_code == 400, r.content[:300]
    error = r.json()["error"]
    assert error["code"] == "too_deep" and "MEMORY_JSON_MAX_DEPTH" in error["message"]
    if url == PROXY:
        assert openai_error(r)["type"] == "invalid_request_error"
    assert llm.requests == [] and nothing_stored()


def test_nesting_up_to_the_limit_is_read(
    api: APIClient, llm: FakeLLM, rollout: Any, settings: Any
) -> None:
    rollout("enabled", "everyone")
    settings.MEMORY_JSON_MAX_DEPTH = 10
    # body (1) > messages (2) > item (3) > meta (4..10): exactly ten levels.
    r = send(api, PROXY, deep_body(PROXY, 7))
    assert r.status_code == 200, r.content
    r = send(api, PROXY, deep_body(PROXY, 8))
    assert r.status_code == 400 and openai_error(r)["code"] == "too_deep"
    assert len(llm.requests) == 1


# --- control characters ---------------------------------------------------------------


@pytest.mark.parametrize("account", ["a\x00b", "a\x01b", "tab\there", "new\nline", "del\x7f",
                                     "c1\x85", "\ud800", ""])
def test_an_account_with_a_control_character_is_a_400(
    api: APIClient, llm: FakeLLM, rollout: Any, account: str
) -> None:
    rollout("enabled", "everyone")
    r = send(api, PROXY, turn(user=account))
    assert r.status_code == 400, r.content
    assert openai_error(r)["code"] in ("invalid_account", "missing_account", "invalid_text")
    assert llm.requests == [] and nothing_stored()


def test_a_header_account_with_a_control_character_is_a_400(
    api: APIClient, llm: FakeLLM, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    r = send(api, PROXY, turn(), HTTP_X_MEMORY_ACCOUNT="a\x1bb")
    assert r.status_code == 400 and openai_error(r)["code"] == "invalid_account"
    assert llm.requests == [] and nothing_stored()


def test_control_characters_in_text_go_upstream_as_the_agent_sent_them(
    api: APIClient, llm: FakeLLM, rollout: Any
) -> None:
    """Text a provider takes (a tab, an escape, a NUL) is the model's to read: forwarded."""
    rollout("enabled", "everyone")
    r = send(api, PROXY, turn("a\tb\x1b[0m\x7f"))
    assert r.status_code == 200, r.content
    assert llm.requests[0]["messages"][-1]["content"] == "a\tb\x1b[0m\x7f"


# --- the write paths' bad-item table, through the proxy ---------------------------------


@pytest.mark.parametrize(("item", "field"), [(i, f) for _, i, f in BAD_ITEMS],
                         ids=[n for n, _, _ in BAD_ITEMS])
def test_the_bad_item_table_through_the_proxy(
    api: APIClient, llm: FakeLLM, rollout: Any, item: dict[str, Any], field: str
) -> None:
    """Never a 500, nothing stored: forwarded untouched (the engine falls back), or a 400
    when the text cannot be forwarded at all (a lone surrogate)."""
    rollout("enabled", "everyone")
    history = [SYSTEM, {"role": "user", "content": "fine", "id": "ok-1"}, item]
    r = send(api, PROXY, {"model": "m", "user": "ada", "messages": history})
    if lone_surrogate_in(item):
        assert r.status_code == 400 and openai_error(r)["code"] == "invalid_text"
        assert llm.requests == []
    else:
        assert r.status_code == 200, r.content
        assert llm.requests[-1]["messages"] == history  # untouched
    assert nothing_stored()


def lone_surrogate_in(item: dict[str, Any]) -> bool:
    try:
        json.dumps(item, ensure_ascii=False).encode()
    except UnicodeEncodeError:
        return True
    return False
