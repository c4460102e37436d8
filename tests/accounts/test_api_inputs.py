"""Bad input is refused whole: account ids in the path, and fields of the wrong JSON type.

The account-id test walks the URLconf, so a new ``{account}`` route that skips
``accounts.api.inputs.account_id`` fails here. It runs on PostgreSQL too, where
a NUL byte reaching a query used to be a 500.
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

import pytest
from django.urls import reverse
from rest_framework.test import APIClient

from accounts.api import urls as api_urls
from accounts.models import Account, Fact, ForgetRequest, Message

# A valid body for each {account} route, so that only the account id is wrong.
VALID_BODY: dict[str, Any] = {
    "messages": {"id": "m-1", "role": "user", "content": "hi"},
    "facts": {"key": "wife", "kind": "personal", "note": "Ngozi"},
    "forget": {"everything": True},
    "context": {"history": [{"role": "user", "content": "hi", "id": "m-1"}]},
    "account": {"timezone": "Africa/Lagos"},
}

BAD_IDS = {
    "nul": "a\x00b",
    "newline": "a\nb",
    "carriage-return": "a\rb",
    "escape": "\x1b[31mred",
    "tab": "a\tb",
    "del": "a\x7fb",
    "c1-next-line": "a\x85b",
    "129-chars": "x" * 129,
}


def account_routes() -> list[tuple[str, str]]:
    """(method, route name) for every route of the API that takes an account id."""
    found = []
    for pattern in api_urls.urlpatterns:
        if "account" not in getattr(pattern.pattern, "converters", {}):
            continue
        view = pattern.callback.view_class  # type: ignore[attr-defined]
        for method in ("get", "post", "put", "patch", "delete"):
            if hasattr(view, method):
                found.append((method, str(pattern.name)))
    return found


ROUTES = account_routes()


def test_the_routes_walked_are_the_ones_we_know() -> None:
    names = {name for _, name in ROUTES}
    assert {"account", "messages", "context", "memory", "facts", "forget", "compact"} <= names


def _send(api: APIClient, method: str, name: str, account: str) -> Any:
    # The route's own path, with the account id percent-encoded (a NUL as %00).
    path = reverse(f"api:{name}", kwargs={"account": "ACCOUNT"})
    path = path.replace("ACCOUNT", quote(account, safe=""))
    body = VALID_BODY.get(name, {}) if method != "get" else None
    if body is None:
        return getattr(api, method)(path)
    return getattr(api, method)(path, body, format="json")


@pytest.mark.django_db
@pytest.mark.parametrize("bad", BAD_IDS.values(), ids=BAD_IDS.keys())
@pytest.mark.parametrize(("method", "name"), ROUTES, ids=[f"{m} {n}" for m, n in ROUTES])
def test_a_bad_account_id_is_a_400_on_every_route_and_a_fallback_on_context(
    api: APIClient, rollout: Any, method: str, name: str, bad: str
) -> None:
    rollout("enabled")
    response = _send(api, method, name, bad)
    assert response["Content-Type"].startswith("application/json")
    body = json.loads(response.content)
    if name == "context":
        # A turn never fails over memory: the history comes back, nothing stored.
        assert response.status_code == 200, body
        assert body["fallback"] is True
        assert body["messages"] == VALID_BODY["context"]["history"]
    else:
        assert response.status_code == 400, body
        assert body["error"]["code"] == "invalid"
        assert "account" in body["error"]["fields"]
    assert Account.objects.count() == 0
    assert Message.objects.count() == 0


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "name"), ROUTES, ids=[f"{m} {n}" for m, n in ROUTES])
def test_an_empty_account_id_is_a_json_404(api: APIClient, method: str, name: str) -> None:
    response = _send(api, method, name, "")
    assert response.status_code == 404
    assert json.loads(response.content)["error"]["code"] == "not_found"


@pytest.mark.django_db
def test_a_good_account_id_of_128_characters_with_unicode_is_taken(api: APIClient) -> None:
    account = "ọ̀" * 32 + "a" * 64  # 128 characters: Yoruba marks count per character
    assert len(account) == 128
    response = _send(api, "post", "messages", account)
    assert response.status_code == 201, response.content
    assert Account.objects.get().external_id == account


# No coercion: a field of the wrong JSON type is refused, never converted.


@pytest.mark.django_db
@pytest.mark.parametrize(
    "body",
    [
        {"everything": "yes"},
        {"everything": "true"},
        {"everything": "on"},
        {"everything": 1},
        {"everything": None},
        {"key": 5},
        {"key": True},
        {"key": ["wife"]},
        {"key": {"k": "wife"}},
    ],
)
def test_forget_refuses_what_is_not_its_own_type(api: APIClient, body: dict[str, Any]) -> None:
    api.post("/api/v1/accounts/ada/messages", VALID_BODY["messages"], format="json")
    api.post("/api/v1/accounts/ada/facts", VALID_BODY["facts"], format="json")
    response = api.post("/api/v1/accounts/ada/forget", body, format="json")
    assert response.status_code == 400, response.content
    assert set(response.json()["error"]["fields"]) & {"everything", "key"}
    assert ForgetRequest.objects.count() == 0


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("field", "value"),
    [("key", 5), ("key", True), ("kind", 5), ("kind", ["personal"]), ("note", 5.5)],
)
def test_a_stated_fact_refuses_what_is_not_a_string(
    api: APIClient, field: str, value: Any
) -> None:
    body = {**VALID_BODY["facts"], field: value}
    response = api.post("/api/v1/accounts/ada/facts", body, format="json")
    assert response.status_code == 400, response.content
    assert field in response.json()["error"]["fields"]
    assert Fact.objects.count() == 0
    assert Account.objects.count() == 0


@pytest.mark.django_db
@pytest.mark.parametrize("text", [5, True, ["a"], {"t": "a"}, None, "", "   "])
def test_rules_check_refuses_what_is_not_a_non_empty_string(api: APIClient, text: Any) -> None:
    response = api.post("/api/v1/rules/check", {"text": text}, format="json")
    assert response.status_code == 400, response.content
    assert "text" in response.json()["error"]["fields"]


@pytest.mark.django_db
@pytest.mark.parametrize("body", [[], [1], "now", 5, {"everything": True}])
def test_compact_refuses_a_body(api: APIClient, body: Any) -> None:
    api.post("/api/v1/accounts/ada/messages", VALID_BODY["messages"], format="json")
    response = api.post("/api/v1/accounts/ada/compact", body, format="json")
    assert response.status_code == 400, response.content


@pytest.mark.django_db
@pytest.mark.parametrize("body", [None, {}])
def test_compact_takes_no_body_or_an_empty_object(api: APIClient, body: Any) -> None:
    api.post("/api/v1/accounts/ada/messages", VALID_BODY["messages"], format="json")
    if body is None:
        response = api.post("/api/v1/accounts/ada/compact")
    else:
        response = api.post("/api/v1/accounts/ada/compact", body, format="json")
    assert response.status_code in (200, 202), response.content


@pytest.mark.django_db
@pytest.mark.parametrize(
    "query",
    [
        "after_seq=1.0",
        "limit=5.0",
        "limit=%2B5",
        "limit=%205",
        "limit=5%20",
        "limit=%D9%A5",  # ٥, an Arabic-Indic five
        "limit=1e2",
        "after_seq=-1",
        "limit=0",
        "limit=1001",
        "after_seq=99999999999999999999",
        "limit=",
    ],
)
def test_message_paging_takes_plain_digits_only(api: APIClient, query: str) -> None:
    api.post("/api/v1/accounts/ada/messages", VALID_BODY["messages"], format="json")
    response = api.get(f"/api/v1/accounts/ada/messages?{query}")
    assert response.status_code == 400, response.content
    assert set(response.json()["error"]["fields"]) & {"after_seq", "limit"}


@pytest.mark.django_db
def test_message_paging_still_takes_digits(api: APIClient) -> None:
    api.post("/api/v1/accounts/ada/messages", VALID_BODY["messages"], format="json")
    response = api.get("/api/v1/accounts/ada/messages?after_seq=0&limit=5")
    assert response.status_code == 200
    assert [m["id"] for m in response.json()["results"]] == ["m-1"]


@pytest.mark.django_db
@pytest.mark.parametrize("now", [5, True, ["2026-01-01T00:00:00Z"], "yesterday"])
def test_context_refuses_a_now_that_is_not_a_time_string(api: APIClient, now: Any) -> None:
    body = {"history": [{"role": "user", "content": "hi"}], "now": now}
    response = api.post("/api/v1/accounts/ada/context", body, format="json")
    assert response.status_code == 400, response.content
    assert "now" in response.json()["error"]["fields"]
