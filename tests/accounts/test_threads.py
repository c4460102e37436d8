"""Threads and side calls (API.md v1.2), driven over HTTP as agents drive them.

Two conversations of one customer (web and phone) interleave through the proxy
with the official ``openai`` client; the upstream is ``tests/fakellm.py``, which
keeps every request, so each test reads what the model was shown.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import openai
import pytest
from rest_framework.test import APIClient

from accounts.models import Message, ShadowRecord
from tests.fakellm import FakeLLM

SYSTEM = {"role": "system", "content": "You are Flow, a banking assistant."}
WEB = {"X-Memory-Thread": "web"}
PHONE = {"X-Memory-Thread": "phone"}
SIDE = {"X-Memory-Record": "off"}


@pytest.fixture
def llm(settings: Any) -> Iterator[FakeLLM]:
    with FakeLLM() as fake:
        settings.MEMORY_UPSTREAM_BASE_URL = fake.base_url
        settings.MEMORY_UPSTREAM_API_KEY = "upstream-secret"
        settings.MEMORY_UPSTREAM_TIMEOUT = 5.0
        yield fake


@pytest.fixture
def agent(live_server: Any, api_key: str) -> Iterator[openai.OpenAI]:
    with openai.OpenAI(
        base_url=f"{live_server.url}/api/v1/openai", api_key=api_key, max_retries=0, timeout=20
    ) as client:
        yield client


def create(agent: openai.OpenAI, messages: list[Any], headers: dict[str, str]) -> str:
    reply = agent.chat.completions.create(
        model="fake-model", messages=messages, user="ada", extra_headers=headers
    )
    return str(reply.choices[0].message.content)


def shown(request: dict[str, Any]) -> str:
    """Everything the model was sent in one request, as text."""
    return json.dumps(request["messages"], ensure_ascii=False)


def stored(**filters: Any) -> list[tuple[str, str, str]]:
    rows = Message.objects.filter(account__external_id="ada", **filters).order_by("seq")
    return [(m.thread, m.role, m.content) for m in rows]


@pytest.mark.django_db(transaction=True)
def test_two_threads_interleaved_are_stored_once_and_never_shown_to_each_other(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any, api: APIClient
) -> None:
    rollout("enabled", "everyone")
    llm.script = [
        "Web: hello.",
        "Phone: hello.",
        "Web: your card is on its way.",
        "Phone: the transfer to Tobi is set.",
        "Web: noted, Ngozi.",
        "Phone: yes, Ngozi is on file.",
    ]
    web: list[Any] = [SYSTEM, {"role": "user", "content": "Hi"}]
    phone: list[Any] = [SYSTEM, {"role": "user", "content": "Hi"}]  # the same opening words
    web.append({"role": "assistant", "content": create(agent, web, WEB)})
    phone.append({"role": "assistant", "content": create(agent, phone, PHONE)})
    web.append({"role": "user", "content": "Where is my new debit card?"})
    web.append({"role": "assistant", "content": create(agent, web, WEB)})
    phone.append({"role": "user", "content": "Set up a transfer to Tobi."})
    phone.append({"role": "assistant", "content": create(agent, phone, PHONE)})
    # Stated in the web thread, remembered by the account (what an agent does with it).
    web.append({"role": "user", "content": "My wife is Ngozi, remember that."})
    fact = {"key": "wife", "kind": "relationship", "note": "The user's wife is Ngozi."}
    assert api.post("/api/v1/accounts/ada/facts", fact, format="json").status_code == 201
    web.append({"role": "assistant", "content": create(agent, web, WEB)})
    phone.append({"role": "user", "content": "Is my wife on file?"})
    phone.append({"role": "assistant", "content": create(agent, phone, PHONE)})

    # Every message stored exactly once, in its own thread, in order.
    assert stored(thread="web") == [("web", m["role"], m["content"]) for m in web[1:]]
    assert stored(thread="phone") == [("phone", m["role"], m["content"]) for m in phone[1:]]
    assert Message.objects.filter(account__external_id="ada").count() == 12
    assert not Message.objects.filter(account__external_id="ada", thread="").exists()

    web_requests, phone_requests = llm.requests[0::2], llm.requests[1::2]
    for request in web_requests:
        assert "Tobi" not in shown(request) and "Phone:" not in shown(request)
    for request in phone_requests:
        assert "debit card" not in shown(request) and "Web:" not in shown(request)
        assert "remember that" not in shown(request)
    # The fact stated in the web thread is in the phone thread's memory.
    assert "Ngozi" in shown(phone_requests[-1])
    # Each thread's own history reached the model (its window), after the context.
    assert "Set up a transfer to Tobi." in shown(phone_requests[-1])
    assert "Where is my new debit card?" in shown(web_requests[-1])


@pytest.mark.django_db(transaction=True)
def test_a_side_call_gets_memory_and_stores_nothing(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any, api: APIClient
) -> None:
    rollout("enabled", "everyone")
    llm.script = ["Hello Ada.", '{"intent": "balance"}', "Sure."]
    history: list[Any] = [SYSTEM, {"role": "user", "content": "Hi, I'm Ada."}]
    history.append({"role": "assistant", "content": create(agent, history, {})})
    fact = {"key": "salary_day", "kind": "personal", "note": "Ada is paid on the 25th."}
    assert api.post("/api/v1/accounts/ada/facts", fact, format="json").status_code == 201
    before = stored()

    classify = [
        {"role": "system", "content": "Classify the intent. Answer JSON."},
        {"role": "user", "content": "How much do I have left?"},
    ]
    assert create(agent, classify, SIDE) == '{"intent": "balance"}'
    sent = shown(llm.requests[-1])
    assert "paid on the 25th" in sent  # memory, as enabled gives it
    assert "Hi, I'm Ada." in sent  # the main thread's window
    assert "How much do I have left?" in sent  # and the side call's own question
    assert stored() == before  # no message, no reply

    rollout("shadow", "everyone")
    assert create(agent, classify, SIDE) == "Sure."
    assert llm.requests[-1]["messages"] == classify  # shadow: the agent's own history
    assert stored() == before and not ShadowRecord.objects.exists()


@pytest.mark.django_db(transaction=True)
def test_a_side_call_for_an_account_never_seen_creates_nothing(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any
) -> None:
    from accounts.models import Account

    rollout("enabled", "everyone")
    llm.script = ["ok"]
    assert create(agent, [{"role": "user", "content": "Classify: hi"}], SIDE) == "ok"
    assert not Account.objects.filter(external_id="ada").exists()
    assert "Classify: hi" in shown(llm.requests[-1])


@pytest.mark.django_db(transaction=True)
def test_a_bad_thread_is_a_clear_400_in_openais_shape(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    for headers in ({"X-Memory-Thread": "x" * 65}, {"X-Memory-Record": "maybe"}):
        with pytest.raises(openai.BadRequestError) as refused:
            create(agent, [{"role": "user", "content": "Hi"}], headers)
        assert refused.value.body is not None
    assert not Message.objects.exists() and not llm.requests


def context(api: APIClient, body: dict[str, Any], **headers: str) -> Any:
    extra = {"HTTP_" + k.upper().replace("-", "_"): v for k, v in headers.items()}
    return api.post("/api/v1/accounts/ada/context", body, format="json", **extra)


def test_context_takes_the_thread_in_its_body_or_header(api: APIClient, rollout: Any) -> None:
    rollout("enabled", "everyone")
    main = [SYSTEM, {"role": "user", "content": "Main thread question", "id": "m1"}]
    assert context(api, {"history": main}).json()["fallback"] is False
    side = [SYSTEM, {"role": "user", "content": "Phone thread question", "id": "p1"}]
    r = context(api, {"history": side, "thread": "phone"})
    body = r.json()
    assert r.status_code == 200 and body["fallback"] is False
    assert "Main thread question" not in json.dumps(body["messages"])
    assert body["messages"][-1]["content"] == "Phone thread question"
    side.append({"role": "user", "content": "Phone again", "id": "p2"})
    body = context(api, {"history": side}, **{"X-Memory-Thread": "phone"}).json()
    assert [m["content"] for m in body["messages"][-2:]] == ["Phone thread question", "Phone again"]
    again = context(api, {"history": main}).json()
    assert "Phone" not in json.dumps(again["messages"])
    assert stored() == [
        ("", "user", "Main thread question"),
        ("phone", "user", "Phone thread question"),
        ("phone", "user", "Phone again"),
    ]
    listed = api.get("/api/v1/accounts/ada/messages").json()["results"]
    assert [m["thread"] for m in listed] == ["", "phone", "phone"]


def test_context_side_call_stores_nothing_and_sees_its_own_items(
    api: APIClient, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    main = [SYSTEM, {"role": "user", "content": "Main thread question", "id": "m1"}]
    context(api, {"history": main})
    side = [SYSTEM, {"role": "user", "content": "Extract the amount: ₦5,000", "id": "x1"}]
    body = context(api, {"history": side}, **SIDE).json()
    assert body["fallback"] is False
    said = [m["content"] for m in body["messages"]]
    assert said[-2:] == ["Main thread question", "Extract the amount: ₦5,000"]
    assert stored() == [("", "user", "Main thread question")]


@pytest.mark.parametrize(
    ("body", "headers"),
    [
        ({"thread": "x" * 65}, {}),
        ({"thread": 7}, {}),
        ({"thread": "a\nb"}, {}),
        ({"thread": "web"}, {"X-Memory-Thread": "phone"}),
        ({}, {"X-Memory-Record": "sometimes"}),
    ],
)
def test_context_refuses_a_bad_thread_with_a_clear_400(
    api: APIClient, rollout: Any, body: dict[str, Any], headers: dict[str, str]
) -> None:
    rollout("enabled", "everyone")
    history = [{"role": "user", "content": "Hi", "id": "h1"}]
    r = context(api, {"history": history, **body}, **headers)
    assert r.status_code == 400
    error = r.json()["error"]
    assert set(error["fields"]) <= {"thread", "X-Memory-Record"} and error["message"]
    assert not Message.objects.exists()


def test_messages_are_recorded_in_their_thread(api: APIClient, rollout: Any) -> None:
    rollout("enabled", "everyone")
    item = {"id": "w1", "role": "user", "content": "Web hello", "thread": "web"}
    r = api.post("/api/v1/accounts/ada/messages", item, format="json")
    assert r.status_code == 201 and r.json()["thread"] == "web"
    r = api.post(
        "/api/v1/accounts/ada/messages",
        {"id": "p1", "role": "user", "content": "Phone hello"},
        format="json",
        HTTP_X_MEMORY_THREAD="phone",
    )
    assert r.status_code == 201 and r.json()["thread"] == "phone"
    r = api.post(
        "/api/v1/accounts/ada/messages",
        {"id": "s1", "role": "user", "content": "not kept"},
        format="json",
        HTTP_X_MEMORY_RECORD="off",
    )
    assert r.status_code == 204
    assert stored() == [("web", "user", "Web hello"), ("phone", "user", "Phone hello")]
    extra = Message.objects.get(external_id="w1").extra
    assert not extra  # the thread is the message's thread, not an unknown key of it


@pytest.mark.django_db(transaction=True)
def test_a_streamed_reply_is_recorded_in_its_thread_and_a_streamed_side_call_in_none(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    llm.script = ["Streamed hello.", "Streamed aside."]
    messages = [SYSTEM, {"role": "user", "content": "Hi on the phone"}]
    for headers in (PHONE, {**PHONE, **SIDE}):
        stream = agent.chat.completions.create(
            model="fake-model", messages=messages, user="ada", stream=True, extra_headers=headers
        )
        text = "".join(c.choices[0].delta.content or "" for c in stream if c.choices)
        assert text in ("Streamed hello.", "Streamed aside.")
    assert stored() == [
        ("phone", "user", "Hi on the phone"),
        ("phone", "assistant", "Streamed hello."),
    ]
