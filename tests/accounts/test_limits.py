"""No tenant can starve another: the per-key limits and the bounds on one request (issue 24).

Driven over HTTP: Django's test client for the counters, a live loopback server
and the official ``openai`` client for turns in flight, with a real loopback
upstream (tests/fakellm.py). Each limit is set low for its test; 0 turns one off.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from typing import Any

import openai
import pytest
from rest_framework.test import APIClient

from accounts import limits
from accounts.apikeys import api_key_create
from accounts.models import Account, Message
from accounts.projects import project_create
from tests.fakellm import Delay, Error, FakeLLM

PROXY = "/api/v1/openai/chat/completions"
HI = [{"role": "user", "content": "Hi"}]


@pytest.fixture(autouse=True)
def fresh_counters(settings: Any) -> Iterator[None]:
    settings.MEMORY_LIMITS_REDIS_URL = ""
    settings.CELERY_BROKER_URL = ""
    limits.limiter.__init__()  # type: ignore[misc]
    yield
    limits.limiter.__init__()  # type: ignore[misc]


@pytest.fixture
def llm(settings: Any) -> Iterator[FakeLLM]:
    with FakeLLM() as fake:
        fake.default = "Hello."
        settings.MEMORY_UPSTREAM_BASE_URL = fake.base_url
        settings.MEMORY_UPSTREAM_API_KEY = "upstream-secret"
        settings.MEMORY_UPSTREAM_TIMEOUT = 5.0
        yield fake


def send(api: APIClient, url: str, body: Any, **headers: str) -> Any:
    return api.post(url, json.dumps(body), content_type="application/json", **headers)


def refusal(response: Any, status: int, code: str) -> dict[str, Any]:
    assert response.status_code == status, response.content[:300]
    error = response.json()["error"]
    assert error["code"] == code, error
    return dict(error)


# --- requests per second ----------------------------------------------------------------


@pytest.mark.django_db
def test_a_key_over_its_request_rate_gets_429_with_retry_after(
    api: APIClient, settings: Any
) -> None:
    settings.MEMORY_KEY_REQUESTS_PER_SECOND = 3
    answers = [api.get("/api/v1/accounts/ada/memory") for _ in range(10)]
    refused = [r for r in answers if r.status_code == 429]
    assert len(refused) >= 4
    refusal(refused[0], 429, "rate_limited")
    assert 1 <= int(refused[0]["Retry-After"]) <= 1
    time.sleep(1.05)
    assert api.get("/api/v1/accounts/ada/memory").status_code == 404  # counted afresh


@pytest.mark.django_db
def test_one_keys_rate_never_refuses_another_key(api: APIClient, settings: Any) -> None:
    settings.MEMORY_KEY_REQUESTS_PER_SECOND = 2
    _, other_raw = api_key_create(name="other")
    other = APIClient()
    other.credentials(HTTP_AUTHORIZATION=f"Bearer {other_raw}")
    for _ in range(6):
        api.get("/api/v1/accounts/ada/memory")
    assert api.get("/api/v1/accounts/ada/memory").status_code == 429
    assert other.get("/api/v1/accounts/ada/memory").status_code == 404


# --- accounts created per minute ----------------------------------------------------------


@pytest.mark.django_db
def test_accounts_created_per_minute_are_bounded_on_every_door(
    api: APIClient, settings: Any, llm: FakeLLM, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    settings.MEMORY_KEY_ACCOUNTS_PER_MINUTE = 3
    for n in range(3):
        item = {"id": f"m-{n}", "role": "user", "content": "hello"}
        assert send(api, f"/api/v1/accounts/a{n}/messages", item).status_code == 201
    item = {"id": "m-x", "role": "user", "content": "hello"}
    error = refusal(send(api, "/api/v1/accounts/new-1/messages", item), 429, "too_many_accounts")
    assert "MEMORY_KEY_ACCOUNTS_PER_MINUTE" in error["message"]
    r = send(api, "/api/v1/accounts/new-2/context", {"history": HI})
    refusal(r, 429, "too_many_accounts")
    assert 1 <= int(r["Retry-After"]) <= 60
    r = send(api, PROXY, {"model": "m", "user": "new-3", "messages": HI})
    error = refusal(r, 429, "too_many_accounts")
    assert error["type"] == "rate_limit_error" and r["Retry-After"]
    assert llm.requests == []
    # An account that exists still answers.
    item = {"id": "m-9", "role": "user", "content": "again"}
    assert send(api, "/api/v1/accounts/a0/messages", item).status_code == 201
    assert send(api, PROXY, {"model": "m", "user": "a1", "messages": HI}).status_code == 200
    assert Account.objects.count() == 3


# --- what one request may record ---------------------------------------------------------


@pytest.mark.django_db
def test_a_huge_context_is_refused_by_the_bounds_not_processed(
    api: APIClient, rollout: Any
) -> None:
    """The 3.3 MB /context that inserted 60,000 rows and held a thread for 14 s."""
    rollout("enabled", "everyone")
    history = [{"role": "user", "content": f"turn {n} of many"} for n in range(60_000)]
    body = json.dumps({"history": history})
    assert 3_000_000 < len(body) < 4 * 1024 * 1024
    started = time.monotonic()
    r = api.post("/api/v1/accounts/ada/context", body, content_type="application/json")
    error = refusal(r, 413, "too_many_items")
    assert "MEMORY_TURN_MAX_ITEMS" in error["message"]
    assert time.monotonic() - started < 5
    assert not Message.objects.exists() and not Account.objects.exists()


@pytest.mark.django_db
def test_a_proxy_turn_over_the_item_bound_is_a_413_in_openais_shape(
    api: APIClient, llm: FakeLLM, rollout: Any, settings: Any
) -> None:
    rollout("enabled", "everyone")
    settings.MEMORY_TURN_MAX_ITEMS = 10
    messages = [{"role": "user", "content": f"m{n}"} for n in range(11)]
    r = send(api, PROXY, {"model": "m", "user": "ada", "messages": messages})
    error = refusal(r, 413, "too_many_items")
    assert error["type"] == "invalid_request_error" and "param" in error
    assert llm.requests == [] and not Message.objects.exists()
    within = {"model": "m", "user": "ada", "messages": messages[:10]}
    assert send(api, PROXY, within).status_code == 200


# --- turns in flight, over a live server ----------------------------------------------------


@pytest.fixture
def agent(live_server: Any, api_key: str) -> Iterator[openai.OpenAI]:
    with openai.OpenAI(
        base_url=f"{live_server.url}/api/v1/openai", api_key=api_key, max_retries=0, timeout=20
    ) as client:
        yield client


def at_once(n: int, call: Any) -> list[Any]:
    out: list[Any] = [None] * n

    def run(i: int) -> None:
        try:
            out[i] = call(i)
        except Exception as exc:
            out[i] = exc

    threads = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return out


@pytest.mark.django_db(transaction=True)
def test_turns_in_flight_per_key_are_bounded_and_given_back(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any, settings: Any
) -> None:
    rollout("disabled", "everyone")
    settings.MEMORY_KEY_CONCURRENT_TURNS = 2
    llm.default = Delay(1.0, "Slow hello.")

    def turn(i: int) -> Any:
        return agent.chat.completions.create(model="m", messages=HI, user=f"u{i}")

    results = at_once(5, turn)
    ok = [r for r in results if not isinstance(r, Exception)]
    refused = [r for r in results if isinstance(r, openai.RateLimitError)]
    assert len(ok) == 2 and len(refused) == 3, results
    assert refused[0].body["code"] == "too_many_turns"
    assert refused[0].response.headers["Retry-After"] == "1"
    assert len(llm.requests) == 2
    # Every slot came back: two more at once go through.
    assert all(not isinstance(r, Exception) for r in at_once(2, turn))


@pytest.mark.django_db(transaction=True)
def test_a_stream_holds_its_slot_until_it_ends(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any, settings: Any
) -> None:
    rollout("disabled", "everyone")
    settings.MEMORY_KEY_CONCURRENT_TURNS = 1
    llm.chunk_delay = 0.05
    stream = agent.chat.completions.create(model="m", messages=HI, user="ada", stream=True)
    first = next(iter(stream))
    assert first.choices[0].delta.role == "assistant"
    with pytest.raises(openai.RateLimitError):
        agent.chat.completions.create(model="m", messages=HI, user="ada")
    for _ in stream:
        pass
    stream.close()
    deadline = time.monotonic() + 5  # the server gives the slot back after the last byte
    while True:
        try:
            assert agent.chat.completions.create(model="m", messages=HI, user="ada")
            break
        except openai.RateLimitError:
            assert time.monotonic() < deadline, "the stream's slot never came back"
            time.sleep(0.1)


# --- total time of an upstream answer -------------------------------------------------------


@pytest.mark.django_db(transaction=True)
def test_an_answer_trickling_past_the_total_time_is_a_504(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any, settings: Any
) -> None:
    """One byte every 50 ms never trips the idle timeout; the total one ends it."""
    rollout("disabled", "everyone")
    settings.MEMORY_UPSTREAM_TOTAL_TIMEOUT = 1.0
    llm.trickle = 0.05
    started = time.monotonic()
    with pytest.raises(openai.APIStatusError) as slow:
        agent.chat.completions.create(model="m", messages=HI, user="ada")
    assert slow.value.status_code == 504 and slow.value.body["code"] == "upstream_too_slow"
    assert time.monotonic() - started < 4


@pytest.mark.django_db(transaction=True)
def test_a_stream_dripping_past_the_total_time_ends_in_an_error_event(
    agent: openai.OpenAI, llm: FakeLLM, rollout: Any, settings: Any
) -> None:
    rollout("disabled", "everyone")
    settings.MEMORY_UPSTREAM_TOTAL_TIMEOUT = 1.0
    llm.default = "A long answer, dripping out four characters at a time. " * 4
    llm.chunk_delay = 0.1
    started = time.monotonic()
    with pytest.raises(openai.APIError) as broken:
        for _ in agent.chat.completions.create(
            model="m", messages=HI, user="ada", stream=True
        ):
            pass
    assert "MEMORY_UPSTREAM_TOTAL_TIMEOUT" in str(broken.value)
    assert time.monotonic() - started < 4


# --- cookies never cross tenants ---------------------------------------------------------


@pytest.mark.django_db(transaction=True)
def test_a_cookie_from_one_projects_answer_never_goes_up_on_anothers(
    live_server: Any, api_key: str, llm: FakeLLM, rollout: Any
) -> None:
    rollout("disabled", "everyone")
    other = project_create(slug="bank-b", actor="test", reason="test")
    _, other_key = api_key_create(name="b", project=other)
    llm.script = [Error(200, headers={"Set-Cookie": "session=project-a; Path=/"}), "Hello B."]
    base = f"{live_server.url}/api/v1/openai"
    with openai.OpenAI(base_url=base, api_key=api_key, max_retries=0) as a:
        a.chat.completions.with_raw_response.create(model="m", messages=HI, user="ada")
    with openai.OpenAI(base_url=base, api_key=other_key, max_retries=0) as b:
        b.chat.completions.create(model="m", messages=HI, user="bob")
    assert len(llm.headers) == 2
    assert "cookie" not in llm.headers[1], llm.headers[1]


# --- the store: Redis across processes, failing open -----------------------------------------


@pytest.mark.django_db
def test_with_the_limiters_store_down_every_request_passes(
    api: APIClient, settings: Any
) -> None:
    settings.MEMORY_KEY_REQUESTS_PER_SECOND = 1
    settings.MEMORY_LIMITS_REDIS_URL = "redis://127.0.0.1:1/0"  # nothing listens there
    answers = [api.get("/api/v1/accounts/ada/memory").status_code for _ in range(5)]
    assert answers == [404] * 5


@pytest.mark.django_db
def test_limits_count_in_redis_so_every_process_sees_them(
    api: APIClient, settings: Any
) -> None:
    from tests.workers import REDIS_URL

    if not REDIS_URL:
        pytest.skip("set TEST_REDIS_URL (CI does) to count in a real Redis")
    import redis

    redis.Redis.from_url(REDIS_URL).flushdb()
    settings.MEMORY_LIMITS_REDIS_URL = REDIS_URL
    settings.MEMORY_KEY_REQUESTS_PER_SECOND = 4
    for _ in range(3):
        assert api.get("/api/v1/accounts/ada/memory").status_code == 404
    # Another process is another Limiter on the same Redis: it sees the same count.
    limits.limiter = limits.Limiter()
    answers = [api.get("/api/v1/accounts/ada/memory").status_code for _ in range(3)]
    assert 429 in answers
    stored = redis.Redis.from_url(REDIS_URL).scan_iter("memory:limit:rate:*")
    assert any(True for _ in stored)
