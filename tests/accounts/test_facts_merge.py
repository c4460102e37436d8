"""Fact keys in one spelling, and a merged duplicate that refreshes the fact it merged into."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from accounts import clock
from accounts.facts.services import fact_key_normalise, fact_state
from accounts.models import Fact, FactProposal
from tests.accounts.test_facts_apply import ada, apply, prop, record  # noqa: F401

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "raw,key",
    [
        ("preferred_name", "preferred_name"),
        ("Preferred Name", "preferred_name"),
        ("preferred-name", "preferred_name"),
        ("  PREFERRED__name ", "preferred_name"),
        ("Mum's phone", "mum_phone"),
        ("wifeName", "wife_name"),
        ("wife", "wife"),
        ("???", ""),
    ],
)
def test_keys_are_normalised(raw: str, key: str) -> None:
    assert fact_key_normalise(raw) == key


def test_a_merged_duplicate_refreshes_the_kept_facts_evidence(ada: Any) -> None:  # noqa: F811
    account, msgs = ada
    old = clock.now() - timedelta(days=40)
    kept = Fact.objects.create(
        account=account,
        key="preferred_name",
        kind="preference",
        note="Prefers to be called Ada",
        origin="inferred",
        confidence=0.8,
        evidence="an old quote",
        learned_at=old,
    )
    # Said again, proposed in another spelling of the key.
    later = [*msgs, record(account, 4, "user", "Please, from now on call me Ada.")]
    apply(account, later, [prop(key="Preferred Name", evidence="from now on call me Ada")])
    p = FactProposal.objects.get()
    assert (p.accepted, p.rejected_by, p.fact) == (False, "duplicate", kept)
    kept.refresh_from_db()
    assert Fact.objects.count() == 1 and kept.active
    assert kept.evidence == "from now on call me Ada"
    assert kept.source_message == later[3] and kept.batch == p.batch
    assert kept.learned_at > old and kept.confidence == 0.9
    assert kept.note == "Prefers to be called Ada" and kept.origin == "inferred"


def test_a_new_fact_is_kept_under_the_normalised_key(ada: Any) -> None:  # noqa: F811
    account, msgs = ada
    apply(account, msgs, [prop(key="Preferred-Name")])
    fact = Fact.objects.get()
    assert fact.key == "preferred_name" and fact.source_message == msgs[0]


def test_a_stated_fact_in_another_spelling_supersedes_the_same_fact(ada: Any) -> None:  # noqa: F811
    account, _ = ada
    first, created = fact_state(account=account, key="wife_name", kind="personal", note="Ngozi")
    assert created
    second, created = fact_state(account=account, key="Wife Name", kind="personal", note="Ada")
    assert created and second.active
    first.refresh_from_db()
    assert not first.active and first.superseded_by == second
    assert Fact.objects.filter(account=account, active=True).count() == 1
