"""Projects and keys on the agent API: a key never sees another project's accounts, and a
read-only key never writes. Both are checked on EVERY endpoint of accounts/api/urls.py, so
an endpoint added without scoping (or without a case here) fails."""

from __future__ import annotations

import json
import re
from datetime import timedelta
from typing import Any

import pytest
import time_machine
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import URLPattern
from rest_framework.test import APIClient

from accounts import clock
from accounts.api import urls as api_urls
from accounts.apikeys import api_key_create, api_key_revoke
from accounts.models import (
    Account,
    ApiKey,
    AuditEntry,
    CompactionBatch,
    Fact,
    ForgetRequest,
    Message,
    Project,
    ShadowRecord,
)

pytestmark = pytest.mark.django_db

SECRET = "Zanzibarella"  # in project A's summary, fact and messages: never in an answer to B
WRITES = {"post", "put", "patch", "delete"}
# POSTs that store nothing: read-only keys may use them.
NOT_WRITES = {("rules_check", "post")}

# One request per (url name, method): the body each endpoint is called with.
CASES: dict[tuple[str, str], dict[str, Any] | None] = {
    ("account", "get"): None,
    ("account", "patch"): {"timezone": "Africa/Lagos", "reason": "the user lives in Lagos"},
    ("messages", "get"): None,
    ("messages", "post"): {"id": "m-new", "role": "user", "content": "Hello there"},
    ("context", "post"): {
        "history": [
            {"role": "system", "content": "You are Flow."},
            {"role": "user", "content": "What do you know about me?", "id": "c-1"},
        ],
        "now": "2026-11-29T15:55:00Z",
    },
    ("memory", "get"): None,
    ("facts", "get"): None,
    ("turns", "get"): None,
    ("facts", "post"): {"key": "pet", "kind": "personal", "note": "Has a dog called Rex"},
    ("forget", "post"): {"key": "wife"},
    ("compact", "post"): {},
}
OTHER_CASES: dict[tuple[str, str], dict[str, Any] | None] = {
    ("account", "get"): None,
    ("account", "patch"): {"timezone": "Africa/Lagos", "reason": "the user lives in Lagos"},
    ("rules_check", "post"): {"text": "Your balance is fine."},
    ("schema", "get"): None,
    ("docs", "get"): None,
    # The drop-in proxy takes its account from a header (tested on its own below).
    ("openai_chat_completions", "post"): {
        "model": "fake-model",
        "messages": [{"role": "user", "content": "hi"}],
        "user": "shared",
    },
    ("openai_responses", "post"): {"model": "fake-model", "input": "hi", "user": "shared"},
    ("anthropic_messages", "post"): {
        "model": "fake-model",
        "max_tokens": 16,
        "messages": [{"role": "user", "content": "hi"}],
        "metadata": {"user_id": "shared"},
    },
}


def _methods(pattern: URLPattern) -> list[str]:
    cls = pattern.callback.cls  # type: ignore[attr-defined]
    return [m for m in cls.http_method_names if m not in {"options", "head"} and hasattr(cls, m)]


def _route(pattern: URLPattern, account: str) -> str:
    return "/api/v1/" + str(pattern.pattern).replace("<str:account>", account)


ACCOUNT_ENDPOINTS = [
    (p.name, m)
    for p in api_urls.urlpatterns
    if isinstance(p, URLPattern) and "<str:account>" in str(p.pattern)
    for m in _methods(p)
]
EVERY_ENDPOINT = [
    (p.name, m) for p in api_urls.urlpatterns if isinstance(p, URLPattern) for m in _methods(p)
]
PATTERNS = {p.name: p for p in api_urls.urlpatterns if isinstance(p, URLPattern)}


def test_every_endpoint_has_a_case() -> None:
    """A new endpoint must be added here, so both checks below run on it."""
    assert set(ACCOUNT_ENDPOINTS) == set(CASES), set(ACCOUNT_ENDPOINTS) ^ set(CASES)
    assert set(EVERY_ENDPOINT) == set(CASES) | set(OTHER_CASES)
    assert len(ACCOUNT_ENDPOINTS) >= 8


def _client(raw: str) -> APIClient:
    c = APIClient()
    c.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    return c


def _call(client: APIClient, name: str, method: str, account: str = "shared") -> Any:
    url = _route(PATTERNS[name], account)
    body = CASES.get((name, method), OTHER_CASES.get((name, method)))
    if method == "get":
        return client.get(url)
    return getattr(client, method)(url, body, format="json")


@pytest.fixture
def world(rollout: Any) -> dict[str, Any]:
    """Project A holds account "shared" with a memory; project B holds nothing yet."""
    rollout("enabled", "everyone")
    a = Project.objects.create(slug="acme")
    b = Project.objects.create(slug="bravo")
    _, raw_a = api_key_create(name="agent-a", project=a)
    _, raw_b = api_key_create(name="agent-b", project=b)
    api_a = _client(raw_a)
    for i, (role, text) in enumerate(
        [("user", f"My wife is {SECRET}."), ("assistant", "Noted, I will remember her.")]
    ):
        r = api_a.post(
            "/api/v1/accounts/shared/messages",
            {"id": f"a-{i}", "role": role, "content": text},
            format="json",
        )
        assert r.status_code == 201, r.content
    r = api_a.post(
        "/api/v1/accounts/shared/facts",
        {"key": "wife", "kind": "relationship", "note": f"Wife is {SECRET}"},
        format="json",
    )
    assert r.status_code == 201, r.content
    Account.objects.filter(project=a, external_id="shared").update(
        summary=f"The user is married to {SECRET}.", covered_through_seq=1, summary_version=1
    )
    # The test can fail: A's own key sees the secret everywhere.
    assert SECRET in api_a.get("/api/v1/accounts/shared/memory").content.decode()
    return {"a": a, "b": b, "api_a": api_a, "api_b": _client(raw_b), "raw_b": raw_b}


def _state_of(project: Project) -> tuple[Any, ...]:
    account = Account.objects.get(project=project, external_id="shared")
    return (
        account.timezone,
        account.summary,
        account.summary_version,
        account.last_seq,
        list(Message.objects.filter(account=account).values_list("external_id", "content")),
        list(Fact.objects.filter(account=account).values_list("key", "note", "active")),
        ForgetRequest.objects.filter(account=account).count(),
        ShadowRecord.objects.filter(account=account).count(),
        CompactionBatch.objects.filter(account=account).count(),
    )


VOLATILE = {"id", "created_at", "learned_at", "since", "deadline", "observed_at", "recorded_at"}


def _normal(response: Any, account: str) -> tuple[int, Any]:
    """The answer with the account id and per-call values blanked, to compare two answers."""
    text = response.content.decode().replace(account, "<account>")
    try:
        body = json.loads(text)
    except ValueError:
        return response.status_code, re.sub(r"\d+", "N", text)

    def blank(x: Any) -> Any:
        if isinstance(x, dict):
            return {k: "…" if k in VOLATILE else blank(v) for k, v in x.items()}
        if isinstance(x, list):
            return [blank(v) for v in x]
        return x

    return response.status_code, blank(body)


@pytest.mark.parametrize(("name", "method"), sorted(CASES))
def test_another_projects_account_is_as_if_absent(
    name: str, method: str, world: dict[str, Any]
) -> None:
    """Key B on A's "shared" answers exactly what it answers on an id nobody ever used, and
    A's account is left as it was; a write makes B an account of its own."""
    a_before = _state_of(world["a"])
    seen = _call(world["api_b"], name, method, "shared")
    baseline = _call(world["api_b"], name, method, "never-used")
    assert SECRET not in seen.content.decode()
    assert _normal(seen, "shared") == _normal(baseline, "never-used"), seen.content
    assert _state_of(world["a"]) == a_before
    b_has = Account.objects.filter(project=world["b"], external_id="shared").exists()
    assert b_has == Account.objects.filter(project=world["b"], external_id="never-used").exists()
    if method == "get" or seen.status_code == 404:
        assert not b_has
    # And A's own key still sees its account, unchanged.
    assert SECRET in world["api_a"].get("/api/v1/accounts/shared/memory").content.decode()


@pytest.mark.parametrize(("name", "method"), sorted(CASES))
def test_the_owning_key_does_see_its_account(
    name: str, method: str, world: dict[str, Any]
) -> None:
    """The other side of the check above, so it can fail: A's key finds what B's cannot."""
    r = _call(world["api_a"], name, method, "shared")
    assert 200 <= r.status_code < 300, r.content
    if name in {"memory", "facts", "messages"} and method == "get":
        assert SECRET in r.content.decode()


def test_two_projects_keep_separate_accounts_under_one_id(world: dict[str, Any]) -> None:
    r = world["api_b"].post(
        "/api/v1/accounts/shared/messages",
        {"id": "a-0", "role": "user", "content": "Another customer altogether."},
        format="json",
    )
    # The same message id in A with other content would be a 409: in B it is a new message.
    assert r.status_code == 201 and r.json()["seq"] == 1
    ids = Account.objects.filter(external_id="shared").values_list("project__slug", flat=True)
    assert sorted(ids) == ["acme", "bravo"]
    page = world["api_b"].get("/api/v1/accounts/shared/messages").json()["results"]
    assert [m["content"] for m in page] == ["Another customer altogether."]


def test_context_in_another_project_uses_that_projects_rollout(
    world: dict[str, Any], rollout: Any
) -> None:
    from accounts.rollout.services import rollout_set_project_mode

    rollout("disabled", "everyone")
    rollout_set_project_mode(
        actor="test", project=world["b"], mode="shadow", scope="everyone", reason="pilot"
    )
    history = {"history": [{"role": "user", "content": "hi", "id": "x-1"}]}
    rb = world["api_b"].post("/api/v1/accounts/new-one/context", history, format="json")
    ra = world["api_a"].post("/api/v1/accounts/new-one/context", history, format="json")
    assert rb.json()["mode"] == "shadow" and ra.json()["mode"] == "disabled"
    assert ShadowRecord.objects.filter(account__project=world["b"]).count() == 1
    assert not Account.objects.filter(project=world["a"], external_id="new-one").exists()


# --- read-only keys -------------------------------------------------------------------


@pytest.fixture
def read_only(world: dict[str, Any]) -> APIClient:
    _, raw = api_key_create(name="dashboard", project=world["a"], read_only=True)
    return _client(raw)


def _everything() -> tuple[int, ...]:
    models = (Account, Message, Fact, ForgetRequest, ShadowRecord, CompactionBatch)
    return (
        *(m.objects.count() for m in models),
        AuditEntry.objects.exclude(action="api_key.create").count(),
    )


@pytest.mark.parametrize(("name", "method"), sorted(set(CASES) | set(OTHER_CASES)))
def test_a_read_only_key_reads_and_never_writes(
    name: str, method: str, world: dict[str, Any], read_only: APIClient
) -> None:
    before = _everything()
    summary_before = Account.objects.get(project=world["a"], external_id="shared").summary
    r = _call(read_only, name, method, "shared")
    if method in WRITES and (name, method) not in NOT_WRITES:
        assert r.status_code == 403, r.content
        error = r.json()["error"]
        assert error["code"] == "forbidden" and "read-only" in error["message"]
        assert _everything() == before
        assert Account.objects.get(external_id="shared", project=world["a"]).summary == (
            summary_before
        )
    else:
        assert r.status_code == 200, r.content
        if name in {"memory", "facts", "messages"}:
            assert SECRET in r.content.decode()  # it reads its own project's account


def test_a_read_only_key_is_refused_before_its_body_is_read(read_only: APIClient) -> None:
    r = read_only.post(
        "/api/v1/accounts/shared/messages", "not json", content_type="application/json"
    )
    assert r.status_code == 403 and r.json()["error"]["code"] == "forbidden"


# --- last used, revoked ------------------------------------------------------------------


def _updates_of_keys(ctx: CaptureQueriesContext) -> int:
    table = ApiKey._meta.db_table
    return sum(1 for q in ctx.captured_queries if q["sql"].startswith(f'UPDATE "{table}"'))


def test_last_used_is_written_at_most_once_a_minute(world: dict[str, Any]) -> None:
    key = ApiKey.objects.get(name="agent-b")
    assert key.last_used_at is None
    start = clock.now()
    with time_machine.travel(start, tick=False):
        with CaptureQueriesContext(connection) as first:
            world["api_b"].get("/api/v1/accounts/x/memory")
        with CaptureQueriesContext(connection) as second:
            world["api_b"].get("/api/v1/accounts/x/memory")
    assert _updates_of_keys(first) == 1 and _updates_of_keys(second) == 0
    key.refresh_from_db()
    assert key.last_used_at == start
    later_on = start + timedelta(seconds=61)
    with time_machine.travel(later_on, tick=False), CaptureQueriesContext(connection) as later:
        world["api_b"].get("/api/v1/accounts/x/memory")
    assert _updates_of_keys(later) == 1
    key.refresh_from_db()
    assert key.last_used_at == start + timedelta(seconds=61)


def test_a_revoked_key_is_refused_at_once(world: dict[str, Any]) -> None:
    assert world["api_b"].get("/api/v1/accounts/x/memory").status_code == 404
    api_key_revoke(key=ApiKey.objects.get(name="agent-b"), actor="test", reason="leaked in a log")
    r = world["api_b"].get("/api/v1/accounts/x/memory")
    assert r.status_code == 401 and r.json()["error"]["code"] == "unauthorized"


def test_the_schema_lists_403_on_every_write_and_only_there() -> None:
    from django.test import Client

    doc = Client().get("/api/v1/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json").json()
    writes = 0
    for path, operations in doc["paths"].items():
        for method, op in operations.items():
            writes_here = method in WRITES and not path.endswith("/rules/check")
            assert ("403" in op["responses"]) is writes_here, (method, path)
            writes += writes_here
    assert writes >= 6


# --- the drop-in proxy: its account comes from X-Memory-Account or ``user`` -------------


def test_the_proxy_resolves_the_account_within_the_keys_project(
    world: dict[str, Any], settings: Any
) -> None:
    from tests.fakellm import FakeLLM

    body = {
        "model": "fake-model",
        "messages": [{"role": "user", "content": "What do you know about me?"}],
    }
    a_before = _state_of(world["a"])
    with FakeLLM() as llm:
        settings.MEMORY_UPSTREAM_BASE_URL = llm.base_url
        settings.MEMORY_UPSTREAM_API_KEY = "upstream-secret"
        llm.script = ["Nothing yet.", "You are married."]
        url = "/api/v1/openai/chat/completions"
        rb = world["api_b"].post(url, body, format="json", HTTP_X_MEMORY_ACCOUNT="shared")
        assert _state_of(world["a"]) == a_before
        ra = world["api_a"].post(url, body, format="json", HTTP_X_MEMORY_ACCOUNT="shared")
        sent = [json.dumps(r, ensure_ascii=False) for r in llm.requests]
    assert rb.status_code == 200 and ra.status_code == 200, (rb.content, ra.content)
    # B's turn went up without A's memory; A's own turn carried it (the test can fail).
    assert SECRET not in sent[0] and SECRET in sent[1]
    b_account = Account.objects.get(project=world["b"], external_id="shared")
    contents = list(Message.objects.filter(account=b_account).values_list("content", flat=True))
    assert contents == ["What do you know about me?", "Nothing yet."]
    assert SECRET not in rb.content.decode()
