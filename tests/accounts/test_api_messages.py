"""POST/GET messages through HTTP against the real database."""

from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.models import Account, AuditEntry, Message

pytestmark = pytest.mark.django_db
URL = "/api/v1/accounts/acct-1/messages"


def post(api: APIClient, body: Any, url: str = URL) -> Any:
    return api.post(url, body, format="json")


def test_no_key_or_wrong_key_is_401(db: Any) -> None:
    client = APIClient()
    assert client.post(URL, {}, format="json").status_code == 401
    client.credentials(HTTP_AUTHORIZATION="Bearer mk_wrong")
    r = client.post(URL, {}, format="json")
    assert r.status_code == 401 and r.json()["error"]["code"] == "unauthorized"
    assert not Account.objects.exists()


def test_record_user_and_assistant_with_provenance(api: APIClient) -> None:
    r = post(
        api,
        {
            "id": "m-1",
            "role": "user",
            "content": "Is Tunde still pending?",
            "created_at": "2026-11-29T15:34:00Z",
        },
    )
    assert r.status_code == 201, r.content
    assert r.json()["seq"] == 1 and r.json()["volatility"] is None
    r = post(
        api,
        {
            "id": "m-2",
            "role": "assistant",
            "content": "Tunde hasn't paid his ₦200.",
            "tools": ["get_group_status"],
            "created_at": "2026-11-29T15:35:00Z",
        },
    )
    body = r.json()
    assert r.status_code == 201
    assert body["seq"] == 2 and body["volatility"] == "live"
    assert body["observed_at"].startswith("2026-11-29T15:35:00")
    m = Message.objects.get(external_id="m-2")
    assert m.token_count > 0 and m.tools == ["get_group_status"]


def test_repeat_is_idempotent_and_change_conflicts(api: APIClient) -> None:
    body = {"id": "m-1", "role": "user", "content": "hello"}
    assert post(api, body).status_code == 201
    again = post(api, body)
    assert again.status_code == 200 and again.json()["seq"] == 1
    r = post(api, {**body, "content": "changed"})
    assert r.status_code == 409 and r.json()["error"]["code"] == "conflict"
    assert Message.objects.count() == 1
    assert Message.objects.get().content == "hello"


@pytest.mark.parametrize(
    "body,field",
    [
        ({"id": "m", "role": "tool", "content": "x"}, "role"),
        ({"id": "m", "role": "user"}, "content"),
        ({"role": "user", "content": "x"}, "id"),
        ({"id": "m", "role": "user", "content": "x" * (64 * 1024 + 1)}, "content"),
        ({"id": "m", "role": "user", "content": "x", "tools": ["get_balance"]}, "tools"),
        ({"id": "m", "role": "assistant", "content": "x", "tools": "get_balance"}, "tools"),
        ({"id": "m", "role": "user", "content": "x", "created_at": "yesterday"}, "created_at"),
        ({"id": "x" * 129, "role": "user", "content": "x"}, "id"),
    ],
)
def test_bad_input_is_refused_whole(api: APIClient, body: dict[str, Any], field: str) -> None:
    r = post(api, body)
    assert r.status_code == 400, r.content
    err = r.json()["error"]
    assert err["code"] == "invalid" and field in err["fields"]
    assert not Message.objects.exists()


def test_non_json_and_non_object_bodies(api: APIClient) -> None:
    r = api.post(URL, "{not json", content_type="application/json")
    assert r.status_code == 400 and r.json()["error"]["code"] == "not_json"
    assert post(api, [1, 2]).status_code == 400
    assert not Message.objects.exists() and not Account.objects.exists()


def test_content_exactly_at_the_limit_is_stored_exactly(api: APIClient) -> None:
    text = "  ₦ " + "a" * (64 * 1024 - 8) + "  "
    assert len(text.encode()) == 64 * 1024
    assert post(api, {"id": "big", "role": "user", "content": text}).status_code == 201
    assert Message.objects.get().content == text


def test_list_pages_in_order_and_never_stamps(api: APIClient) -> None:
    for n in range(5):
        post(
            api,
            {
                "id": f"m-{n}",
                "role": "assistant",
                "content": f"Balance ₦{n}00",
                "tools": ["get_balance"],
            },
        )
    r = api.get(URL + "?after_seq=1&limit=2")
    data = r.json()
    assert [m["seq"] for m in data["results"]] == [2, 3] and data["next_after_seq"] == 3
    assert data["results"][0]["content"] == "Balance ₦100"
    last = api.get(URL + "?after_seq=3&limit=10").json()
    assert [m["seq"] for m in last["results"]] == [4, 5] and last["next_after_seq"] is None
    assert api.get(URL + "?limit=0").status_code == 400
    assert api.get("/api/v1/accounts/nobody/messages").status_code == 404


def test_message_log_is_append_only(api: APIClient) -> None:
    post(api, {"id": "m-1", "role": "user", "content": "hello"})
    m = Message.objects.get()
    m.content = "rewritten"
    with pytest.raises(TypeError):
        m.save()
    with pytest.raises(TypeError):
        Message.objects.all().delete()
    with pytest.raises(TypeError):
        Message.objects.update(content="x")
    assert Message.objects.get().content == "hello"


def test_unknown_tools_are_listed_as_unclassified(api: APIClient) -> None:
    from accounts.models import UnclassifiedTool

    r = post(api, {"id": "m-1", "role": "assistant", "content": "ok", "tools": ["get_fx_forecast"]})
    assert r.json()["volatility"] == "live"
    assert UnclassifiedTool.objects.get().name == "get_fx_forecast"
    assert not AuditEntry.objects.filter(action="message").exists()


def test_openapi_schema_is_served(db: Any) -> None:
    r = APIClient().get("/api/v1/schema/")
    assert r.status_code == 200
    assert b"/api/v1/accounts/{account}/context" in r.content


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_the_same_id_posted_at_once_is_stored_once(api_key: str) -> None:
    """Racing requests for one new id: one 201, the rest 200, one row, no 500."""
    from concurrent.futures import ThreadPoolExecutor

    from django.db import connections

    def send(n: int) -> int:
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key}")
        try:
            body = {"id": "same", "role": "user", "content": "hello"}
            return post(client, body).status_code
        finally:
            connections.close_all()

    post(
        APIClient(HTTP_AUTHORIZATION=f"Bearer {api_key}"),
        {"id": "first", "role": "user", "content": "makes the account"},
    )
    with ThreadPoolExecutor(max_workers=6) as pool:
        codes = sorted(pool.map(send, range(12)))
    assert codes.count(201) == 1 and set(codes) == {200, 201}, codes
    assert Message.objects.filter(external_id="same").count() == 1
    assert sorted(Message.objects.values_list("seq", flat=True)) == [1, 2]
