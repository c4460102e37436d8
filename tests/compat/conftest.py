"""The compatibility suite's shared pieces: a strict upstream, the live server, the checks.

Every test drives a real client library over HTTP: the project is served on
loopback (pytest-django's session-wide ``live_server``), the library points at
``…/api/v1/openai`` (or calls ``/context`` and then the model itself), and the
model is ``tests/fakellm.py`` in strict mode, answering from the scripted
banking conversation (``tests/compat/banking.py``) with no latency. Before each
conversation another customer ("bola") has talked to the agent, so a test can
tell whether anything of her conversation reached the model.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import openai
import pytest
from django.core.signals import request_finished, request_started
from rest_framework.test import APIClient

from tests.compat import banking
from tests.fakellm import FakeLLM

# litellm fetches a price list from the internet on import unless told not to.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

ACCOUNT = "ada"
NEIGHBOUR = "bola"
SECRET = "ZEBRA-7"  # only ever said in the neighbour's conversation
ACCOUNT_HEADER = "X-Memory-Account"


@pytest.fixture
def upstream(settings: Any, rollout: Any) -> Iterator[FakeLLM]:
    """The strict loopback model, the proxy's upstream, rollout enabled for everyone."""
    rollout("enabled", "everyone")
    with FakeLLM(strict=True) as fake:
        fake.default = banking.model
        settings.MEMORY_UPSTREAM_BASE_URL = fake.base_url
        settings.MEMORY_UPSTREAM_API_KEY = "upstream-secret"
        settings.MEMORY_UPSTREAM_TIMEOUT = 10.0
        yield fake


@pytest.fixture
def proxy_url(live_server: Any) -> str:
    return f"{live_server.url}/api/v1/openai"


@pytest.fixture
def neighbour(upstream: FakeLLM, proxy_url: str, api_key: str) -> int:
    """Another account's conversation, through the proxy; the index of the next request."""
    with openai.OpenAI(base_url=proxy_url, api_key=api_key, max_retries=0) as client:
        history: list[Any] = [{"role": "system", "content": banking.SYSTEM}]
        for text in (f"My PIN hint is {SECRET}.", "Remember my sister Chioma."):
            history.append({"role": "user", "content": text})
            reply = client.chat.completions.create(
                model="fake-model", messages=history, user=NEIGHBOUR
            )
            history.append({"role": "assistant", "content": reply.choices[0].message.content})
    assert not upstream.rejected
    return len(upstream.requests)


@pytest.fixture
def server_idle() -> Iterator[Callable[[float], None]]:
    """Wait (up to a timeout) until the live server has no request in flight.

    Counted with Django's request_started / request_finished signals, which
    the server sends around every request, one whose client went away included.
    """
    lock = threading.Lock()
    count = {"open": 0}

    def started(**kwargs: Any) -> None:
        with lock:
            count["open"] += 1

    def finished(**kwargs: Any) -> None:
        with lock:
            count["open"] -= 1

    request_started.connect(started, dispatch_uid="compat-in-flight")
    request_finished.connect(finished, dispatch_uid="compat-in-flight-end")

    def wait(timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while count["open"] > 0:
            assert time.monotonic() < deadline, f"{count['open']} requests still in flight"
            time.sleep(0.05)

    try:
        yield wait
    finally:
        request_started.disconnect(dispatch_uid="compat-in-flight")
        request_finished.disconnect(dispatch_uid="compat-in-flight-end")


def stored(api: APIClient, account: str = ACCOUNT) -> list[dict[str, Any]]:
    response = api.get(f"/api/v1/accounts/{account}/messages", {"limit": 1000})
    if response.status_code == 404:
        return []
    assert response.status_code == 200, response.content
    results: list[dict[str, Any]] = response.json()["results"]
    # A reply the agent never received (its request was retried) is kept for audit,
    # marked superseded (API.md v1.2): the conversation is the rest.
    return [m for m in results if not m.get("superseded")]


def assert_conversation(
    api: APIClient,
    upstream: FakeLLM,
    since: int,
    turns: Sequence[int] = banking.TEN,
    account: str = ACCOUNT,
    every_question: bool = True,
) -> None:
    """The four things every library's conversation must show.

    1. The strict upstream refused nothing.
    2. The account's log holds every message of the conversation exactly once, in order.
    3. What the model received: in every request, every live tool result (this
       turn's and earlier ones') and every reply that read one comes stamped
       "Checked live at"; the last request shows every question, in order.
    4. Nothing of the neighbour's conversation reached the model.
    """
    assert upstream.rejected == [], upstream.rejected
    assert banking.summary(stored(api, account)) == banking.expected_log(turns)
    requests = upstream.requests[since:]
    assert requests, "the model was never called"
    for body in requests:
        assert SECRET not in str(body["messages"]), "the model saw another account's messages"
    questions = [banking.TURNS[n].question for n in turns]
    shown_questions = [m["content"] for m in requests[-1]["messages"] if m.get("role") == "user"]
    if every_question:
        assert shown_questions == questions
    else:  # a turn over the budget: older messages are cut first, the newest always shown
        assert shown_questions and shown_questions == questions[-len(shown_questions) :]
    live_replies = tuple(banking.TURNS[n].answer for n in turns if banking.TURNS[n].rounds)
    for body in requests:
        for m in body["messages"]:
            text = str(m.get("content") or "")
            if m.get("role") == "tool" or (
                m.get("role") == "assistant" and text.startswith(live_replies)
            ):
                assert banking.STAMP in text, m
    assert any(m.get("role") == "tool" for m in requests[-1]["messages"])
