"""Facts through a real compaction, against the loopback model server (tests/fakellm.py).

The fake model proposes a mix of good and bad facts in the same reply as the
summary; only grounded, lasting ones may survive, and every proposal is kept
with the screen that judged it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from accounts.compaction.run import RunResult, compaction_run
from accounts.messages.services import NewMessage, account_get_or_create, message_record
from accounts.models import Account, CompactionBatch, Fact, FactProposal, Message, RolloutSetting
from tests.fakellm import Delay, FakeLLM

pytestmark = pytest.mark.django_db
T0 = datetime(2026, 11, 20, 9, 0, tzinfo=UTC)
FILLER = 3

CONVERSATION: list[tuple[str, str, list[str] | None]] = [
    ("user", "From now on, call me Ada.", None),
    ("assistant", "Sure, Ada! Your rent is ₦300,000 every month.", []),
    ("user", "My rent of 250,000 is due on the 25th every month.", None),
    ("assistant", "Noted.", []),
    ("user", "Send 5000 to my sister every Friday, she's Mama Tobi.", None),
    ("assistant", "Done: I sent ₦5,000 to Mama Tobi.", ["send_transfer"]),
    ("user", "I want to buy airtime", None),
    ("user", "I'm saving for a car, I put aside 20,000 every month.", None),
]


def F(key: str, kind: str, note: str, evidence: str, confidence: Any = 0.9) -> dict[str, Any]:
    return {"key": key, "kind": kind, "note": note, "evidence": evidence, "confidence": confidence}


# (proposal, expected screen; "" = kept)
MIXED: list[tuple[dict[str, Any], str]] = [
    (F("preferred_name", "preference", "Prefers to be called Ada", "call me Ada"), ""),
    (
        F(
            "rent",
            "commitment",
            "Rent of ₦250,000 due on the 25th monthly",
            "My rent of 250,000 is due on the 25th every month",
        ),
        "",
    ),
    (
        F(
            "rent_said",
            "commitment",
            "Rent of ₦300,000 monthly",
            "Your rent is ₦300,000 every month",
        ),
        "evidence_quote",  # only the assistant said it
    ),
    (
        F("mama_tobi", "beneficiary_nickname", "Mama Tobi is the sister", "she's Mama Tobi", 1.0),
        "never_inferred",
    ),
    (F("airtime", "goal", "Wants to buy airtime", "I want to buy airtime"), "lasting"),
    (F("car", "goal", "Saving for a car, 20,000 a month", "I'm saving for a car"), ""),
    (F("sister_low", "relationship", "Has a sister", "my sister every Friday", 0.5), "confidence"),
    (F("shoe", "shoe_size", "Size 9", "call me Ada"), "unknown_kind"),
    (F("home", "personal", "Lives in Abuja", "I live in Abuja"), "evidence_quote"),
    (
        F(
            "gift",
            "commitment",
            "Sends 6000 to sister weekly",
            "Send 5000 to my sister every Friday",
        ),
        "numbers",
    ),
    (F("name", "preference", "Prefers to be called Ada.", "From now on, call me Ada"), "duplicate"),
    (F("sister", "relationship", "Has a sister", "my sister every Friday"), ""),
    (
        F(
            "friday",
            "commitment",
            "Sends 5000 to sister every Friday",
            "Send 5000 to my sister every Friday",
        ),
        "",
    ),
    (F("car_brand", "personal", "Wants a car", "saving for a car"), "per_batch_limit"),
]


def set_mode(mode: str = "enabled") -> None:
    s = RolloutSetting.current()
    s.mode, s.scope, s.kill_switch = mode, "everyone", False
    s.save()


def account_with(
    external_id: str,
    conversation: list[tuple[str, str, list[str] | None]],
    start: datetime = T0,
    prefix: str = "m",
) -> Account:
    account = account_get_or_create(external_id=external_id)
    convo = list(conversation)
    for i in range(FILLER):
        convo.append(("user", f"Thanks, talk later number {i}.", None))
        convo.append(("assistant", "You're welcome.", []))
    for n, (role, content, tools) in enumerate(convo):
        when = start + timedelta(minutes=n)
        message_record(
            account=account,
            item=NewMessage(
                external_id=f"{prefix}{n}",
                role=role,
                content=content,
                created_at=when,
                tools=tools if role == "assistant" else None,
                observed_at=when if role == "assistant" else None,
            ),
        )
    account.refresh_from_db()
    return account


def reply(facts: list[dict[str, Any]], summary: str = "The user set up rent details.") -> str:
    return json.dumps({"summary": summary, "facts": facts})


@pytest.fixture
def llm(settings: Any) -> Iterator[FakeLLM]:
    settings.MEMORY_WINDOW_TOKENS = 20 * FILLER  # the filler fits; the conversation ages out
    with FakeLLM() as fake:
        settings.MEMORY_LLM = fake.settings(timeout=1.0)
        yield fake


@pytest.fixture
def ada(db: Any) -> Account:
    set_mode("enabled")
    return account_with("ada", CONVERSATION)


def run(account: Account) -> RunResult:
    return compaction_run(account_id=account.pk)


def test_only_grounded_lasting_facts_survive_a_compaction(ada: Account, llm: FakeLLM) -> None:
    llm.script = [reply([p for p, _ in MIXED])]
    result = run(ada)
    assert result.outcome == "accepted"
    batch = CompactionBatch.objects.get(pk=result.batch_id)

    proposals = list(FactProposal.objects.filter(account=ada).order_by("id"))
    assert [(p.key, p.rejected_by) for p in proposals] == [(p["key"], s) for p, s in MIXED]
    assert {p.model for p in proposals} == {"fake-model"}
    assert {p.batch_id for p in proposals} == {batch.pk}
    assert all(p.attempt_id is not None for p in proposals)
    assert all(p.reason for p in proposals if p.rejected_by)
    kept = [p for p in proposals if p.accepted]
    assert [p.key for p in kept] == ["preferred_name", "rent", "car", "sister", "friday"]

    facts = {f.key: f for f in Fact.objects.filter(account=ada)}
    assert set(facts) == {"preferred_name", "rent", "car", "sister", "friday"}
    assert all(f.origin == "inferred" and f.active and f.batch == batch for f in facts.values())
    by_content = {m.content: m for m in Message.objects.filter(account=ada)}
    assert facts["preferred_name"].source_message == by_content["From now on, call me Ada."]
    assert facts["rent"].source_message == by_content[CONVERSATION[2][1]]
    assert all(f.source_message.role == "user" for f in facts.values())  # type: ignore[union-attr]
    assert {p.fact_id for p in kept} == {f.pk for f in facts.values()}
    merged = next(p for p in proposals if p.rejected_by == "duplicate")
    assert merged.fact == facts["preferred_name"]


def test_the_agent_context_marks_stated_and_inferred(ada: Account, llm: FakeLLM, api: Any) -> None:
    api.post(
        "/api/v1/accounts/ada/facts",
        {"key": "mama_tobi", "kind": "beneficiary_nickname", "note": "Mama Tobi is my sister"},
        format="json",
    )
    llm.script = [reply([p for p, _ in MIXED[:2]])]
    assert run(ada).outcome == "accepted"
    listed = api.get("/api/v1/accounts/ada/facts").json()
    assert {(f["key"], f["origin"]) for f in listed} == {
        ("mama_tobi", "stated"),
        ("preferred_name", "inferred"),
        ("rent", "inferred"),
    }
    inferred = next(f for f in listed if f["key"] == "rent")
    assert inferred["evidence"] and inferred["confidence"] == 0.9 and inferred["learned_at"]
    out = api.post(
        "/api/v1/accounts/ada/context",
        {"history": [{"role": "user", "content": "What do you remember about me?"}]},
        format="json",
    ).json()
    context = out["messages"][0]["content"]
    assert "Mama Tobi is my sister (stated by the user" in context
    assert "Prefers to be called Ada (picked up from conversation" in context


def test_an_inferred_fact_never_overwrites_a_stated_one(ada: Account, llm: FakeLLM) -> None:
    stated = Fact.objects.create(
        account=ada, key="preferred_name", kind="preference", note="Call me Adaeze", origin="stated"
    )
    llm.script = [reply([MIXED[0][0]])]
    assert run(ada).outcome == "accepted"
    stated.refresh_from_db()
    assert stated.active and stated.note == "Call me Adaeze"
    assert FactProposal.objects.get().rejected_by == "stated_wins"


def test_a_later_compaction_supersedes_an_older_inferred_fact(ada: Account, llm: FakeLLM) -> None:
    llm.script = [reply([MIXED[0][0]])]
    assert run(ada).outcome == "accepted"
    older = Fact.objects.get()
    # New messages age the earlier filler out: a second batch.
    account_with(
        "ada",
        [("user", "Actually, from now on call me Ada Obi.", None)],
        start=T0 + timedelta(hours=1),
        prefix="n",
    )
    llm.script = [reply([F("preferred_name", "preference", "Prefers Ada Obi", "call me Ada Obi")])]
    result = run(ada)
    assert result.outcome == "accepted", result
    older.refresh_from_db()
    new = Fact.objects.get(active=True)
    assert not older.active and older.superseded_by == new and new.note == "Prefers Ada Obi"
    assert new.batch_id == result.batch_id and new.batch_id != older.batch_id


def test_a_model_timeout_writes_no_fact_and_no_proposal(ada: Account, llm: FakeLLM) -> None:
    llm.script = [Delay(3.0, reply([MIXED[0][0]]))]
    assert run(ada).outcome == "failed"
    assert not Fact.objects.exists() and not FactProposal.objects.exists()
    llm.script = [reply([MIXED[0][0]])]
    ada.refresh_from_db()
    ada.compaction_next_attempt_at = None
    ada.save(update_fields=["compaction_next_attempt_at"])
    assert run(ada).outcome == "accepted"
    assert Fact.objects.get().key == "preferred_name"


def test_a_rejected_summary_keeps_no_fact(ada: Account, llm: FakeLLM) -> None:
    bad = "The user's balance is ₦999,990."
    llm.script = [reply([MIXED[0][0]], bad), reply([MIXED[0][0]], bad)]
    assert run(ada).outcome == "rejected"
    assert not Fact.objects.exists()


def test_the_compaction_prompt_carries_the_fact_rules(ada: Account, llm: FakeLLM) -> None:
    llm.script = [reply([])]
    assert run(ada).outcome == "accepted"
    system = llm.requests[0]["messages"][0]["content"]
    allowed = system.split("Allowed fact kinds: ", 1)[1].split(".", 1)[0]
    assert allowed == "preference, commitment, goal, relationship, personal"
    assert (
        "Never propose these kinds (the user states them explicitly): beneficiary_nickname"
        in system
    )
    assert "A preference needs a standing instruction" in system and "At most 5 facts" in system
    assert system.rstrip().endswith('"confidence": 0.0}]}')  # the JSON instruction stays last
