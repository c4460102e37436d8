"""Precise forgetting on the Django side (issue 12 item 3, ENGINE.md section 6).

A forget covers the fact's key, the names in its note and the note as a
phrase, never each word of the note; the preview shows that exact list and
stores nothing; reasons never store a forgotten word; a candidate summary
sentence that mentions one is dropped, not masked.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.compaction.run import compaction_run
from accounts.forgetting.scrub import artifacts_scrub, checklist_verify
from accounts.forgetting.selectors import word_is_forgotten
from accounts.forgetting.services import forget_clear_summary, forget_fact, forget_retry
from accounts.forgotten import hmac_keyring, matcher_for
from accounts.models import (
    Account,
    AuditEntry,
    Fact,
    ForgetRequest,
    ForgottenWord,
    Message,
    SummaryVersion,
)
from memoryadmin.engine.forgetting import MASK, forget_terms
from tests.accounts.compaction_support import account_with, reply, set_mode
from tests.accounts.forget_helpers import CANARY, canary_rows, haunted_account
from tests.fakellm import FakeLLM

pytestmark = pytest.mark.django_db
BASE = "/api/v1/accounts/ada"
NOTE = "Wife is Ngozi; she tops up the car savings"

# Eight messages: the note's own words ("car", "savings", "up") in six of them.
TALK = [
    ("user", "My wife is Ngozi; she tops up the car savings every Friday."),
    ("assistant", "Noted, Ngozi handles that."),
    ("user", "I want to save for a car by next June."),
    ("assistant", "A car by next June: I can open a savings goal for it."),
    ("user", "Please top up my phone when it runs low."),
    ("assistant", "I will top it up when it runs low."),
    ("user", "How are my savings doing?"),
    ("assistant", "Your savings plan is on track, and the car fund grows."),
]
UNTOUCHED = [content for _, content in TALK[2:]]


def told(api: APIClient) -> None:
    for n, (role, content) in enumerate(TALK, start=1):
        r = api.post(
            f"{BASE}/messages", {"id": f"m-{n}", "role": role, "content": content}, format="json"
        )
        assert r.status_code == 201, r.content
    r = api.post(
        f"{BASE}/facts", {"key": "wife", "kind": "relationship", "note": NOTE}, format="json"
    )
    assert r.status_code == 201, r.content


def next_turn(api: APIClient) -> list[dict[str, Any]]:
    r = api.post(
        f"{BASE}/context",
        {"history": [{"role": "user", "content": "What was my goal again?"}]},
        format="json",
    )
    assert r.status_code == 200 and r.json()["fallback"] is False, r.content
    messages: list[dict[str, Any]] = r.json()["messages"]
    return messages


def test_forgetting_wife_forgets_wife_ngozi_and_the_note_never_car_savings_or_up(
    api: APIClient, rollout: Any, django_capture_on_commit_callbacks: Any
) -> None:
    rollout("enabled", "everyone")
    told(api)
    before = json.dumps(next_turn(api))
    assert "Ngozi" in before and "tops up the car savings" in before  # the test can fail

    with django_capture_on_commit_callbacks(execute=True):
        r = api.post(f"{BASE}/forget", {"key": "wife"}, format="json")
    assert r.status_code == 202, r.content

    got = next_turn(api)
    text = "\n".join(m["content"] for m in got)
    # Every other memory reaches the model exactly as it was said.
    for content in UNTOUCHED:
        assert content in text, content
    assert "save for a car by next June" in text
    assert "ngozi" not in text.lower() and "wife" not in text.lower()
    assert "tops up the car savings" not in text
    assert f"My {MASK} every Friday." in text  # the note, gone as one phrase
    assert f"Noted, {MASK} handles that." in text
    # Stored: digests of words and phrases, not of "car", "savings" or "up".
    req = ForgetRequest.objects.get()
    assert any(t.startswith("p") for t in req.word_hashes)
    assert len(req.word_hashes) == len(forget_terms("wife", NOTE).hashed())
    account = Account.objects.get(external_id="ada")
    for word in ("car", "savings", "up", "June"):
        assert word_is_forgotten(account=account, word=word) == [], word
    for word in ("wife", "Ngozi"):
        assert word_is_forgotten(account=account, word=word), word
    # The banking record is untouched.
    assert Message.objects.get(external_id="m-1").content == TALK[0][1]


def test_preview_returns_the_exact_list_and_stores_nothing(
    api: APIClient, django_capture_on_commit_callbacks: Any
) -> None:
    told(api)
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        r = api.post(f"{BASE}/forget", {"key": "wife", "preview": True}, format="json")
    assert r.status_code == 200, r.content
    body = r.json()
    assert body == {"preview": True, "everything": False, **forget_terms("wife", NOTE).preview()}
    assert body["words"] == ["wife", "ngozi"]
    assert "she tops up the car savings" in body["phrases"]
    assert "car" not in body["words"] and "savings" not in body["words"]
    # Nothing stored: no request, no digest, no audit entry, no task, the fact untouched.
    assert callbacks == []
    assert not ForgetRequest.objects.exists() and not ForgottenWord.objects.exists()
    assert not AuditEntry.objects.filter(action__startswith="forget.").exists()
    fact = Fact.objects.get(key="wife")
    assert fact.active and fact.note == NOTE

    everything = api.post(f"{BASE}/forget", {"everything": True, "preview": True}, format="json")
    assert everything.status_code == 200 and everything.json()["everything"] is True
    assert "ngozi" in everything.json()["words"]
    assert not ForgetRequest.objects.exists()

    unknown = api.post(f"{BASE}/forget", {"key": "husband", "preview": True}, format="json")
    assert unknown.status_code == 404 and "husband" not in unknown.content.decode()
    for bad in ({"key": "wife", "preview": "yes"}, {"key": "wife", "preview": 1}):
        r = api.post(f"{BASE}/forget", bad, format="json")
        assert r.status_code == 400, bad
    assert api.post(f"{BASE}/forget", {"everything": "yes"}, format="json").status_code == 400
    assert not ForgetRequest.objects.exists() and Fact.objects.filter(key="wife").exists()


def test_the_reason_typed_beside_a_forget_never_stores_a_forgotten_word(
    django_capture_on_commit_callbacks: Any,
) -> None:
    account = haunted_account()
    with django_capture_on_commit_callbacks(execute=True):
        req = forget_fact(
            account=account,
            key="wife",
            actor="sade",
            reason=f"User called: forget my wife's name {CANARY}, and her pet name Bubbalino",
            extra=["Bubbalino"],
        )
    entry = AuditEntry.objects.get(action="forget.fact")
    assert CANARY.lower() not in entry.reason.lower() and "wife" not in entry.reason.lower()
    assert entry.reason == (
        f"User called: forget my {MASK} name {MASK}, and her pet name {MASK}"
    )
    assert canary_rows() == [] and canary_rows("Bubbalino") == []
    # Retry and clear reasons are masked against everything forgotten for the account.
    req.refresh_from_db()
    req.status = "failed"
    req.save(update_fields=["status"])
    forget_retry(request=req, actor="sade", reason=f"retry: {CANARY} still shows")
    forget_clear_summary(request=req, actor="sade", reason=f"clear the bit about {CANARY}")
    for action in ("forget.retry", "forget.clear_summary"):
        reason = AuditEntry.objects.get(action=action).reason
        assert CANARY.lower() not in reason.lower() and MASK in reason, action
    assert canary_rows() == []


def test_the_checklist_counts_and_scrubs_words_in_audit_reasons(
    django_capture_on_commit_callbacks: Any,
) -> None:
    account = haunted_account()
    with django_capture_on_commit_callbacks(execute=True):
        req = forget_fact(account=account, key="wife", actor="sade", reason="asked")
    req.refresh_from_db()
    assert req.checklist["audit_entries"]["hits"] == 0
    # A reason typed elsewhere (a rollout change for this account) names the word.
    AuditEntry.objects.create(
        actor="olu", action="rollout.allow", target="ada", reason=f"{CANARY}'s husband asked"
    )
    assert checklist_verify(request=req)["audit_entries"]["hits"] == 1
    artifacts_scrub(request=req)
    assert checklist_verify(request=req)["audit_entries"]["hits"] == 0
    assert canary_rows() == []


CONVERSATION: list[tuple[str, str, list[str] | None]] = [
    ("user", f"My wife is {CANARY}.", None),
    ("assistant", "Lovely, noted.", []),
    ("user", "I save for a car every month.", None),
    ("assistant", "Good plan.", []),
]


@pytest.fixture
def compacting(settings: Any) -> Any:
    settings.MEMORY_WINDOW_TOKENS = 60
    set_mode("enabled")
    with FakeLLM() as fake:
        settings.MEMORY_LLM = fake.settings(timeout=3.0)
        yield fake


def test_a_candidate_sentence_that_mentions_a_forgotten_word_is_dropped_not_masked(
    compacting: FakeLLM, django_capture_on_commit_callbacks: Any
) -> None:
    account = account_with("ada", CONVERSATION, filler=3)
    Fact.objects.create(
        account=account, key="wife", kind="relationship", note=f"Wife is {CANARY}", origin="stated"
    )
    with django_capture_on_commit_callbacks(execute=True):
        forget_fact(account=account, key="wife", actor="user", reason="asked")
    # The model brings the word back anyway (it was never shown it).
    compacting.script = [reply(f"The user's wife is {CANARY}. He saves for a car every month.")]
    assert compaction_run(account_id=account.pk).outcome == "accepted"
    account.refresh_from_db()
    assert account.summary == "He saves for a car every month."
    assert MASK not in (account.summary or "")
    latest = SummaryVersion.objects.filter(account=account).order_by("-version").first()
    assert latest is not None and latest.text == account.summary
    assert canary_rows() == []


def test_a_previous_summary_is_shown_to_the_compactor_without_the_forgotten_sentence(
    compacting: FakeLLM, django_capture_on_commit_callbacks: Any
) -> None:
    account = account_with("ada", CONVERSATION, filler=3)
    Account.objects.filter(pk=account.pk).update(
        summary=f"The user's wife is {CANARY}. He prefers short answers."
    )
    Fact.objects.create(
        account=account, key="wife", kind="relationship", note=f"Wife is {CANARY}", origin="stated"
    )
    # No redaction model: the forget masks the summary and the rewrite waits.
    with django_capture_on_commit_callbacks(execute=False):
        forget_fact(account=account, key="wife", actor="user", reason="asked")
    compacting.script = [reply("He prefers short answers. He saves for a car.")]
    assert compaction_run(account_id=account.pk).outcome == "accepted"
    shown = compacting.prompts_text()
    assert "He prefers short answers." in shown
    assert MASK not in shown and CANARY not in shown


def test_the_key_matches_once_normalised_and_support_may_add_a_word(
    django_capture_on_commit_callbacks: Any,
) -> None:
    account = haunted_account()
    Fact.objects.create(
        account=account, key="mama_tobi", kind="relationship", note="Sister", origin="stated"
    )
    with django_capture_on_commit_callbacks(execute=True):
        forget_fact(account=account, key="Mama Tobi", actor="s", reason="x", extra=["Auntie T"])
    assert not Fact.objects.filter(key="mama_tobi").exists()
    m = matcher_for(account)
    assert m is not None and m.mentions("say hi to auntie t") and m.mentions("Tobi")
    assert not m.mentions("auntie") and not m.mentions("car")
    assert hmac_keyring().current == ForgottenWord.objects.values_list("key_id", flat=True)[0]
