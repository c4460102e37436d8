"""Stated facts through the agent API, and how the per-turn context marks each origin."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.models import Account, Fact

pytestmark = pytest.mark.django_db
URL = "/api/v1/accounts/ada/facts"


def post(api: APIClient, body: Any, url: str = URL) -> Any:
    return api.post(url, body, format="json")


def test_a_stated_fact_is_stored_with_origin_stated(api: APIClient) -> None:
    r = post(api, {"key": "preferred_name", "kind": "preference", "note": "Call me Ada"})
    assert r.status_code == 201, r.content
    body = r.json()
    assert body["origin"] == "stated" and body["key"] == "preferred_name"
    v1 = {"key", "kind", "note", "origin", "confidence", "evidence", "learned_at"}
    # v1.2 "Facts that change" added three fields; every v1 field is kept.
    assert set(body) == v1 | {"status", "superseded_by", "since"}
    assert (body["status"], body["superseded_by"]) == ("current", None)
    fact = Fact.objects.get()
    assert (fact.origin, fact.active, fact.account.external_id) == ("stated", True, "ada")
    listed = api.get(URL).json()
    assert [(f["key"], f["origin"]) for f in listed] == [("preferred_name", "stated")]


@pytest.mark.parametrize(
    "kind", ["beneficiary_nickname", "bill_preference", "transaction_category", "transfer_purpose"]
)
def test_never_inferred_kinds_can_be_stated(api: APIClient, kind: str) -> None:
    r = post(api, {"key": "mama_tobi", "kind": kind, "note": "Mama Tobi is my sister"})
    assert r.status_code == 201
    assert Fact.objects.get().kind == kind


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"key": "k", "kind": "favourite_colour", "note": "n"}, "kind"),
        ({"key": "k", "note": "n"}, "kind"),
        ({"kind": "goal", "note": "n"}, "key"),
        ({"key": "   ", "kind": "goal", "note": "n"}, "key"),
        ({"key": "k" * 129, "kind": "goal", "note": "n"}, "key"),
        ({"key": "k", "kind": "goal"}, "note"),
        ({"key": "k", "kind": "goal", "note": ""}, "note"),
        ({"key": "k", "kind": "goal", "note": "n" * 2001}, "note"),
        ({"key": ["k"], "kind": "goal", "note": "n"}, "key"),
        (["key", "kind", "note"], "body"),
    ],
)
def test_bad_input_is_400_in_the_error_shape_and_changes_nothing(
    api: APIClient, body: Any, field: str
) -> None:
    r = post(api, body)
    assert r.status_code == 400, r.content
    err = r.json()["error"]
    assert err["code"] == "invalid" and field in err["fields"] and err["message"]
    assert not Fact.objects.exists() and not Account.objects.exists()


def test_a_body_that_is_not_json_is_400(api: APIClient) -> None:
    r = api.post(URL, "{not json", content_type="application/json")
    assert r.status_code == 400 and r.json()["error"]["code"] == "not_json"
    assert not Fact.objects.exists()


def test_no_key_is_401() -> None:
    r = APIClient().post(URL, {"key": "k", "kind": "goal", "note": "n"}, format="json")
    assert r.status_code == 401 and not Fact.objects.exists()


def test_a_stated_fact_supersedes_any_fact_with_the_same_key(api: APIClient) -> None:
    account = Account.objects.create(external_id="ada")
    inferred = Fact.objects.create(
        account=account, key="preferred_name", kind="preference", note="Ada", origin="inferred"
    )
    r = post(api, {"key": "preferred_name", "kind": "preference", "note": "Call me Adaeze"})
    assert r.status_code == 201
    inferred.refresh_from_db()
    new = Fact.objects.get(active=True)
    assert not inferred.active and inferred.superseded_by == new
    assert (new.origin, new.note) == ("stated", "Call me Adaeze")
    # A later statement supersedes the earlier one too; history is kept.
    post(api, {"key": "preferred_name", "kind": "preference", "note": "Call me Ada Obi"})
    assert Fact.objects.filter(account=account).count() == 3
    assert Fact.objects.get(active=True).note == "Call me Ada Obi"
    assert [f["note"] for f in api.get(URL).json()] == ["Call me Ada Obi"]


def test_stating_the_same_thing_twice_is_200_and_stores_nothing_new(api: APIClient) -> None:
    body = {"key": "preferred_name", "kind": "preference", "note": "Call me Ada"}
    assert post(api, body).status_code == 201
    again = post(api, body)
    assert again.status_code == 200 and again.json()["note"] == "Call me Ada"
    assert Fact.objects.count() == 1


def test_context_marks_stated_and_inferred_facts(api: APIClient, rollout: Any) -> None:
    rollout("enabled", "everyone")
    post(api, {"key": "preferred_name", "kind": "preference", "note": "Call me Ada"})
    account = Account.objects.get(external_id="ada")
    Fact.objects.create(
        account=account,
        key="rent",
        kind="commitment",
        note="Rent due on the 25th monthly",
        origin="inferred",
        confidence=0.9,
        evidence="rent is due on the 25th every month",
    )
    r = api.post(
        "/api/v1/accounts/ada/context",
        {
            "history": [
                {"role": "system", "content": "You are Flow."},
                {"role": "user", "content": "What do you remember about me?"},
            ]
        },
        format="json",
    )
    msgs = r.json()["messages"]
    assert msgs[0] == {"role": "system", "content": "You are Flow."}
    context = msgs[1]["content"]
    assert "Call me Ada (stated by the user" in context
    assert "Rent due on the 25th monthly (picked up from conversation" in context
    assert "say which were stated and which were picked up" in context
