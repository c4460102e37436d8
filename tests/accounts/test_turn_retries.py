"""A retried turn on every door that records: the attempt that began last owns the turn.

A client whose read timeout fires sends the same turn again; both attempts are
answered by the model and the agent reads only the retry's answer. Here the two
attempts are real HTTP requests through the live server (the official clients,
the account's turns served at once, so PostgreSQL), and the scripted upstream
decides, with events rather than timers, which answer reaches the engine first:

- **after**: the first attempt's answer arrives once its retry was answered;
- **while**: it arrives while its retry is still waiting for the model.

Either way the first answer is stored superseded from the start (kept for
audit, never shown to the model), the retry's answer stands, and the next turn
shows the model the conversation the agent had. Then the edges: the retry
fails (nothing the agent never saw stands), another thread's turn in flight
(not a retry: both replies stand), and an agent whose history holds the first
answer after all (it stands again; the history is what the agent received).
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import anthropic
import openai
import pytest
from django.db import connection
from rest_framework.test import APIClient

from accounts.models import Message
from tests.fakellm import Error, FakeLLM
from tests.fakeproviders import FakeAnthropic, FakeResponses

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.postgres("two attempts of one turn are served at once"),
]

QUESTION = "What's my balance?"
FIRST = "First answer, read by no one."
SECOND = "Second answer."
WAIT = 10.0  # seconds an event is waited for before the test fails


@dataclass(frozen=True)
class Door:
    """One door as its official client drives it: a turn is the history in, the text out."""

    name: str
    ask: Callable[[Any, list[Any], bool, dict[str, str]], str]
    shown: Callable[[dict[str, Any]], str]  # what the model received, as text


def _chat(client: Any, history: list[Any], stream: bool, headers: dict[str, str]) -> str:
    kw = {"model": "fake-model", "messages": history, "user": "ada", "extra_headers": headers}
    if stream:
        with client.chat.completions.stream(**kw) as events:
            return str(events.get_final_completion().choices[0].message.content)
    return str(client.chat.completions.create(**kw).choices[0].message.content)


def _responses(client: Any, history: list[Any], stream: bool, headers: dict[str, str]) -> str:
    kw = {
        "model": "fake-model",
        "input": history,
        "instructions": "You are Flow, a banking assistant.",
        "safety_identifier": "ada",
        "extra_headers": headers,
    }
    if stream:
        with client.responses.stream(**kw) as events:
            for _ in events:
                pass
            return str(events.get_final_response().output_text)
    return str(client.responses.create(**kw).output_text)


def _anthropic(client: Any, history: list[Any], stream: bool, headers: dict[str, str]) -> str:
    kw = {
        "model": "claude-fake",
        "max_tokens": 64,
        "messages": history,
        "metadata": {"user_id": "ada"},
        "extra_headers": headers,
    }
    if stream:
        with client.messages.stream(**kw) as events:
            return str(events.get_final_message().content[0].text)
    return str(client.messages.create(**kw).content[0].text)


DOORS = {
    "chat": Door("chat", _chat, lambda body: json.dumps(body["messages"])),
    "responses": Door("responses", _responses, lambda body: json.dumps(body["input"])),
    "anthropic": Door("anthropic", _anthropic, lambda body: json.dumps(body["messages"])),
}


@dataclass
class Agent:
    door: Door
    client: Any
    upstream: Any  # the door's fake provider: its script and its requests
    stream: bool

    def ask(self, history: list[Any], thread: str = "") -> str:
        headers = {"X-Memory-Thread": thread} if thread else {}
        return self.door.ask(self.client, history, self.stream, headers)


def _case(door: str, stream: bool) -> Any:
    return pytest.param((door, stream), id=f"{door}-{'streamed' if stream else 'plain'}")


CASES = [_case(door, stream) for door in DOORS for stream in (False, True)]


@pytest.fixture
def agent(
    request: Any, settings: Any, live_server: Any, api_key: str, rollout: Any
) -> Iterator[Agent]:
    door, stream = request.param
    rollout("enabled", "everyone")
    base = f"{live_server.url}/api/v1"
    if door == "anthropic":
        with (
            FakeAnthropic() as fake,
            anthropic.Anthropic(
                base_url=f"{base}/anthropic", api_key=api_key, max_retries=0, timeout=WAIT * 2
            ) as client,
        ):
            settings.MEMORY_ANTHROPIC_BASE_URL = fake.base_url
            settings.MEMORY_ANTHROPIC_API_KEY = "upstream-secret"
            settings.MEMORY_ANTHROPIC_TIMEOUT = WAIT * 2
            yield Agent(DOORS[door], client, fake, stream)
        return
    with (
        FakeResponses() if door == "responses" else FakeLLM(strict=True) as fake,
        openai.OpenAI(
            base_url=f"{base}/openai", api_key=api_key, max_retries=0, timeout=WAIT * 2
        ) as client,
    ):
        settings.MEMORY_UPSTREAM_BASE_URL = fake.base_url
        settings.MEMORY_UPSTREAM_API_KEY = "upstream-secret"
        settings.MEMORY_UPSTREAM_TIMEOUT = WAIT * 2
        yield Agent(DOORS[door], client, fake, stream)


def log(api: APIClient) -> list[tuple[str, str, bool]]:
    """The account's log as GET /messages lists it: role, text, superseded."""
    rows = api.get("/api/v1/accounts/ada/messages", {"limit": 100}).json()["results"]
    return [(m["role"], m["content"], m["superseded"]) for m in rows]


def superseded_now(text: str) -> list[bool]:
    """The superseded flag of the stored replies saying ``text``, read from this thread."""
    try:
        return list(Message.objects.filter(content=text).values_list("superseded", flat=True))
    finally:
        connection.close()  # this thread's own connection


class Attempt(threading.Thread):
    """The first attempt: sent, then abandoned by the agent (its answer is never read)."""

    def __init__(self, agent: Agent, history: list[Any], thread: str = "", text: str = FIRST):
        super().__init__(daemon=True)
        self.agent, self.history, self.thread, self.text = agent, history, thread, text
        self.done = threading.Event()
        self.flags: list[bool] = []  # how its answer was stored, once it was
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            self.agent.ask(self.history, self.thread)
            self.flags = superseded_now(self.text)
        except BaseException as exc:  # re-raised by finish()
            self.error = exc
        finally:
            self.done.set()

    def finish(self) -> None:
        self.join(WAIT)
        assert not self.is_alive(), "the first attempt never finished"
        if self.error is not None:
            raise self.error


def retried(
    agent: Agent, history: list[Any], *, first_answers: str, retry: str | Error = SECOND
) -> tuple[Attempt, Any]:
    """Send ``history``, then again as the client's retry; the first answer reaches the
    engine ``after`` the retry was answered (``retry``: its reply, or the provider's
    error) or ``while`` the retry waits for the model. The first attempt, and the
    retry's text (or the error the client raised)."""
    first_asked, retry_asked, retry_done = threading.Event(), threading.Event(), threading.Event()
    first = Attempt(agent, history)

    def answer_first(body: dict[str, Any]) -> str:
        first_asked.set()
        assert (retry_done if first_answers == "after" else retry_asked).wait(WAIT)
        return FIRST

    def answer_retry(body: dict[str, Any]) -> str:
        retry_asked.set()
        assert first.done.wait(WAIT)  # the first answer is stored by now
        assert isinstance(retry, str)
        return retry

    agent.upstream.script = [answer_first, answer_retry if first_answers == "while" else retry]
    first.start()
    assert first_asked.wait(WAIT)
    got: Any
    try:
        got = agent.ask(history)
    except (openai.APIError, anthropic.APIError) as exc:
        got = exc
    retry_done.set()
    first.finish()
    return first, got


@pytest.mark.parametrize("agent", CASES, indirect=True)
@pytest.mark.parametrize("first_answers", ["after", "while"])
def test_the_first_attempts_answer_is_superseded_and_the_next_turn_never_shows_it(
    agent: Agent, api: APIClient, first_answers: str
) -> None:
    history: list[Any] = [{"role": "user", "content": QUESTION}]
    first, got = retried(agent, history, first_answers=first_answers)
    assert got == SECOND
    # Stored superseded from the start: never a moment when it stood.
    assert first.flags == [True]
    assert log(api) == [
        ("user", QUESTION, False),
        ("assistant", FIRST, True),
        ("assistant", SECOND, False),
    ]

    agent.upstream.script = ["Noted."]
    history += [{"role": "assistant", "content": SECOND}, {"role": "user", "content": "Thanks"}]
    assert agent.ask(history) == "Noted."
    shown = agent.door.shown(agent.upstream.requests[-1])
    assert SECOND in shown and FIRST not in shown
    assert [(role, text) for role, text, gone in log(api) if not gone] == [
        ("user", QUESTION),
        ("assistant", SECOND),
        ("user", "Thanks"),
        ("assistant", "Noted."),
    ]


CHAT = [_case("chat", False)]


@pytest.mark.parametrize("agent", CHAT, indirect=True)
def test_a_retry_that_fails_leaves_no_answer_standing_that_the_agent_never_read(
    agent: Agent, api: APIClient
) -> None:
    history: list[Any] = [{"role": "user", "content": QUESTION}]
    first, got = retried(agent, history, first_answers="after", retry=Error(500))
    assert isinstance(got, openai.InternalServerError)
    assert first.flags == [True]
    assert log(api) == [("user", QUESTION, False), ("assistant", FIRST, True)]


@pytest.mark.parametrize("agent", CHAT, indirect=True)
def test_another_threads_turn_in_flight_is_no_retry(agent: Agent, api: APIClient) -> None:
    """The customer on the web and on the phone at once: the web's answer arrives while
    the phone's turn waits for the model. Both were read; both stand."""
    phone_asked = threading.Event()
    web = Attempt(agent, [{"role": "user", "content": QUESTION}], text="Web answer.")

    def answer_web(body: dict[str, Any]) -> str:
        assert phone_asked.wait(WAIT)
        return "Web answer."

    def answer_phone(body: dict[str, Any]) -> str:
        phone_asked.set()
        assert web.done.wait(WAIT)
        return "Phone answer."

    agent.upstream.script = [answer_web, answer_phone]
    web.start()
    while not agent.upstream.requests:  # the web's turn is recorded and waits upstream
        assert web.is_alive()
        threading.Event().wait(0.02)
    assert agent.ask([{"role": "user", "content": "And my card?"}], thread="phone") == (
        "Phone answer."
    )
    web.finish()
    assert web.flags == [False]
    assert sorted(log(api)) == [
        ("assistant", "Phone answer.", False),
        ("assistant", "Web answer.", False),
        ("user", "And my card?", False),
        ("user", QUESTION, False),
    ]


@pytest.mark.parametrize("agent", CHAT, indirect=True)
def test_an_answer_the_agents_history_holds_stands_again(agent: Agent, api: APIClient) -> None:
    """Two copies of one request, and the agent went on with the first answer after all
    (it took whichever came back first): what it sends back is what it received."""
    history: list[Any] = [{"role": "user", "content": QUESTION}]
    first, _ = retried(agent, history, first_answers="while")
    assert first.flags == [True]
    agent.upstream.script = ["Noted."]
    history += [{"role": "assistant", "content": FIRST}, {"role": "user", "content": "Thanks"}]
    agent.ask(history)
    shown = agent.door.shown(agent.upstream.requests[-1])
    assert FIRST in shown and SECOND not in shown
    assert log(api) == [
        ("user", QUESTION, False),
        ("assistant", FIRST, False),
        ("assistant", SECOND, True),
        ("user", "Thanks", False),
        ("assistant", "Noted.", False),
    ]
