"""Facts that change (issue 26, API.md v1.2): dated facts, and a later statement in the user's
own words supersedes an earlier one. Driven over HTTP: stated facts with POST /facts, the
user's words with POST /messages, compaction with POST /compact against the loopback model
(tests/fakellm.py), and what the model sees with POST /context."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
import time_machine
from rest_framework.test import APIClient

from accounts.models import Fact, FactProposal
from tests.accounts.compaction_support import set_mode
from tests.fakellm import FakeLLM

pytestmark = pytest.mark.django_db
A = "/api/v1/accounts/ada"
MOVED = "Quick update: I have moved to Abuja now, I live in Abuja since last week."
QUOTE = "I live in Abuja since last week"
ABUJA = {"key": "city", "kind": "personal", "note": "Lives in Abuja", "evidence": QUOTE}


@pytest.fixture
def llm(settings: Any) -> Iterator[FakeLLM]:
    settings.MEMORY_WINDOW_TOKENS = 40  # the chat after the news fits; the news ages out
    with FakeLLM() as fake:
        settings.MEMORY_LLM = fake.settings(timeout=2.0)
        yield fake


def proposal(**fields: Any) -> dict[str, Any]:
    return {**ABUJA, "confidence": 0.9, **fields}


def answer(facts: list[dict[str, Any]], summary: str = "The user moved to Abuja last week.") -> str:
    return json.dumps({"summary": summary, "facts": facts})


def say(api: APIClient, n: int, role: str, content: str, at: str) -> None:
    body: dict[str, Any] = {"id": f"m{n}", "role": role, "content": content, "created_at": at}
    if role == "assistant":
        body |= {"tools": [], "observed_at": at}
    r = api.post(f"{A}/messages", body, format="json")
    assert r.status_code == 201, r.content


def state(api: APIClient, note: str, at: str, key: str = "city", kind: str = "personal") -> Any:
    """POST /facts at ``at``: a fact the user states."""
    with time_machine.travel(at, tick=False):
        r = api.post(f"{A}/facts", {"key": key, "kind": kind, "note": note}, format="json")
    assert r.status_code == 201, r.content
    return r.json()


def state_lagos(api: APIClient) -> None:
    """The user states where they live on 2 October (Lagos time)."""
    state(api, "Lives in Lagos", "2026-10-02T09:00:00Z")


def later_news(api: APIClient, words: str = MOVED) -> None:
    """On 24 November the user writes ``words``; chat follows, so the news ages out."""
    say(api, 1, "user", words, "2026-11-24T08:30:00Z")
    say(api, 2, "assistant", "Thanks for letting me know.", "2026-11-24T08:31:00Z")
    for n in range(3, 7):
        say(api, n, "user" if n % 2 else "assistant", "Okay, thanks.", f"2026-11-25T09:0{n}:00Z")


def compact(api: APIClient, llm: FakeLLM, facts: list[dict[str, Any]], summary: str = "") -> None:
    llm.script = [answer(facts, summary) if summary else answer(facts)]
    with time_machine.travel("2026-11-28T10:00:00Z", tick=False):
        r = api.post(f"{A}/compact")
    assert r.json()["outcome"] == "accepted", r.content


def context(api: APIClient) -> str:
    r = api.post(
        f"{A}/context",
        {
            "history": [
                {"role": "system", "content": "Be brief."},
                {"role": "user", "content": "Hi"},
            ],
            "now": "2026-11-29T15:55:00Z",
        },
        format="json",
    )
    assert r.status_code == 200 and not r.json()["fallback"], r.content
    return str(r.json()["messages"][1]["content"])


@pytest.fixture
def ada(api: APIClient, db: Any) -> APIClient:
    set_mode("enabled")
    api.post(f"{A}/messages", {"id": "m0", "role": "user", "content": "Hello"}, format="json")
    r = api.patch(A, {"timezone": "Africa/Lagos"}, format="json")
    assert r.status_code == 200, r.content
    return api


def test_lagos_then_abuja_shows_one_current_city_dated_and_the_earlier_marked(
    ada: APIClient, llm: FakeLLM
) -> None:
    state_lagos(ada)
    later_news(ada)
    compact(ada, llm, [proposal()])

    shown = context(ada)
    current = (
        "> - Lives in Abuja (picked up from conversation; picked up 2026-11-24, from the "
        f'user\'s words "{QUOTE}"; personal, key city)'
    )
    earlier = (
        "> - until 2026-11-24: Lives in Lagos (stated by the user; stated 2026-10-02; "
        "earlier, no longer current; personal, key city)"
    )
    assert current in shown.splitlines()
    assert earlier in shown.splitlines()
    # Lagos appears only as earlier; the summary agrees with the facts.
    assert [line for line in shown.splitlines() if "Lagos" in line] == [earlier]
    assert "The user moved to Abuja last week." in shown

    # The stated fact is kept, never edited: superseded by the newer one, with its quote.
    lagos = Fact.objects.get(note="Lives in Lagos")
    assert (lagos.origin, lagos.active, lagos.note) == ("stated", False, "Lives in Lagos")
    assert lagos.superseded_by is not None and lagos.superseded_by.evidence == QUOTE
    p = FactProposal.objects.get()
    assert p.accepted and "supersedes" in p.reason.lower()


def test_get_facts_carries_status_superseded_by_and_since(ada: APIClient, llm: FakeLLM) -> None:
    state_lagos(ada)
    later_news(ada)
    compact(ada, llm, [proposal()])

    listed = ada.get(f"{A}/facts").json()
    assert len(listed) == 1
    (city,) = listed
    assert (city["note"], city["origin"]) == ("Lives in Abuja", "inferred")
    assert city["status"] == "current"
    assert city["superseded_by"] is None
    assert city["since"].startswith("2026-11-24T08:30")  # when the user said it
    assert city["evidence"] == QUOTE and city["learned_at"].startswith("2026-11-28")
    # Every v1 field is still there.
    assert {"key", "kind", "note", "origin", "confidence", "evidence", "learned_at"} <= set(city)

    chain = ada.get(f"{A}/facts?include=superseded").json()
    assert [(f["note"], f["status"]) for f in chain] == [
        ("Lives in Abuja", "current"),
        ("Lives in Lagos", "superseded"),
    ]
    old = chain[1]
    assert old["since"].startswith("2026-10-02T09:00") and old["origin"] == "stated"
    assert old["superseded_by"]["note"] == "Lives in Abuja"
    assert old["superseded_by"]["evidence"] == QUOTE
    assert old["superseded_by"]["since"].startswith("2026-11-24T08:30")
    # The memory endpoint lists current facts only, with the same fields.
    memory = ada.get(f"{A}/memory").json()
    assert [f["status"] for f in memory["facts"]] == ["current"]


@pytest.mark.parametrize("value", ["history", "", "superseded,current", "SUPERSEDED"])
def test_an_unknown_include_is_refused(ada: APIClient, value: str) -> None:
    r = ada.get(f"{A}/facts", {"include": value})
    assert r.status_code == 400 and "include" in r.json()["error"]["fields"], r.content
    twice = ada.get(f"{A}/facts?include=superseded&include=superseded")
    assert twice.status_code == 400


@pytest.mark.parametrize(
    ("words", "evidence", "screen"),
    [
        (
            "If I moved to Abuja, would my transfer limit change?",
            "If I moved to Abuja",
            "hypothetical",
        ),
        ("I'm thinking of moving to Abuja next year.", "moving to Abuja next year", "hypothetical"),
        ("My sister moved to Abuja last month.", "moved to Abuja last month", "not_the_user"),
        ("My brother now lives in Abuja.", "now lives in Abuja", "not_the_user"),
    ],
)
def test_a_hypothetical_or_someone_elses_move_supersedes_nothing(
    ada: APIClient, llm: FakeLLM, words: str, evidence: str, screen: str
) -> None:
    state_lagos(ada)
    later_news(ada, words)
    compact(ada, llm, [proposal(evidence=evidence)], summary="The user asked about Abuja.")

    assert FactProposal.objects.get().rejected_by == screen
    (city,) = ada.get(f"{A}/facts?include=superseded").json()
    assert (city["note"], city["status"]) == ("Lives in Lagos", "current")
    shown = context(ada)
    assert "Lives in Lagos (stated by the user; stated 2026-10-02; personal, key city)" in shown
    assert "Lives in Abuja" not in shown and "until" not in shown


def test_a_never_inferred_kind_is_never_superseded_by_inference(
    ada: APIClient, llm: FakeLLM
) -> None:
    state(
        ada, "Mama Tobi is my sister", "2026-10-02T09:00:00Z", "mama_tobi", "beneficiary_nickname"
    )
    later_news(ada, "From now on Mama Tobi is my aunt Funke, I changed it last week.")
    compact(
        ada,
        llm,
        [
            proposal(
                key="mama_tobi",
                kind="relationship",
                note="Mama Tobi is the aunt Funke",
                evidence="Mama Tobi is my aunt Funke",
            )
        ],
    )
    assert FactProposal.objects.get().rejected_by == "never_inferred"
    (fact,) = ada.get(f"{A}/facts?include=superseded").json()
    assert (fact["note"], fact["status"]) == ("Mama Tobi is my sister", "current")


def test_a_quote_older_than_the_stated_fact_supersedes_nothing(
    ada: APIClient, llm: FakeLLM
) -> None:
    later_news(ada)  # said on 24 November...
    state(ada, "Lives in Lagos", "2026-11-26T09:00:00Z")  # ...stated after it
    compact(ada, llm, [proposal()], summary="The user lives in Abuja.")
    assert FactProposal.objects.get().rejected_by == "stated_wins"
    (city,) = ada.get(f"{A}/facts?include=superseded").json()
    assert city["note"] == "Lives in Lagos"


def test_a_stated_fact_supersedes_at_once(ada: APIClient, llm: FakeLLM) -> None:
    state_lagos(ada)
    later_news(ada)
    compact(ada, llm, [proposal()])
    assert state(ada, "Lives in Kano", "2026-11-29T09:00:00Z")["status"] == "current"
    chain = ada.get(f"{A}/facts?include=superseded").json()
    assert [(f["note"], f["status"]) for f in chain] == [
        ("Lives in Kano", "current"),
        ("Lives in Abuja", "superseded"),
        ("Lives in Lagos", "superseded"),
    ]
    assert chain[1]["superseded_by"]["note"] == "Lives in Kano"
    shown = context(ada)
    assert "> - Lives in Kano (stated by the user; stated 2026-11-29; personal, key city)" in shown
    assert "> - until 2026-11-29: Lives in Abuja" in shown
    # Only the fact a current one replaced is shown; older history stays in the API.
    assert "Lives in Lagos" not in shown
    # The summary's "moved to Abuja" now contradicts the current fact: left out.
    assert "The user moved to Abuja" not in shown


def test_a_summary_sentence_that_contradicts_a_current_fact_is_left_out(
    ada: APIClient, llm: FakeLLM
) -> None:
    state_lagos(ada)
    later_news(ada)
    summary = (
        "The user lives in Lagos. The user's sister lives in Lagos too. "
        "The user moved from Lagos to Abuja last week. The user likes SMS alerts."
    )
    compact(ada, llm, [proposal()], summary=summary)
    shown = context(ada)
    assert "The user lives in Lagos." not in shown
    assert "The user's sister lives in Lagos too." in shown  # someone else: kept
    assert "The user moved from Lagos to Abuja last week." in shown  # tells the change
    assert "The user likes SMS alerts." in shown
    # The summary as stored is untouched: only what the model sees is held to the facts.
    assert ada.get(f"{A}/memory").json()["summary"] == summary


def test_forgetting_a_key_forgets_its_whole_chain(ada: APIClient, llm: FakeLLM) -> None:
    state_lagos(ada)
    later_news(ada)
    compact(ada, llm, [proposal()], summary="The user likes SMS alerts.")
    assert Fact.objects.filter(key="city").count() == 2
    r = ada.post(f"{A}/forget", {"key": "city"}, format="json")
    assert r.status_code == 202, r.content
    assert not Fact.objects.filter(key="city").exists()
    assert ada.get(f"{A}/facts?include=superseded").json() == []
    shown = context(ada)
    assert "Lagos" not in shown and "Abuja" not in shown


@pytest.mark.parametrize(
    ("summary", "kept"),
    [
        ("The user moved to Abuja. The user likes SMS alerts.", "The user likes SMS alerts."),
        (
            "The user asked whether moving to Abuja would change anything.",
            "The user asked whether moving to Abuja would change anything.",
        ),
    ],
)
def test_a_summary_never_asserts_a_change_the_screens_refused(
    ada: APIClient, llm: FakeLLM, summary: str, kept: str
) -> None:
    state_lagos(ada)
    later_news(ada, "If I moved to Abuja, would my transfer limit change?")
    compact(ada, llm, [proposal(evidence="If I moved to Abuja")], summary=summary)
    assert FactProposal.objects.get().rejected_by == "hypothetical"
    assert ada.get(f"{A}/memory").json()["summary"] == kept
    shown = context(ada)
    assert "The user moved to Abuja" not in shown
    assert "Lives in Lagos (stated by the user; stated 2026-10-02" in shown
