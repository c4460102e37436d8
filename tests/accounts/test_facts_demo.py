"""The facts step of seed_demo: a stated fact through the API, proposals kept and refused."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.demo.facts import ACCOUNT, step_facts
from accounts.models import Fact, FactProposal

pytestmark = pytest.mark.django_db


@dataclass
class Demo:
    client: APIClient
    now: datetime = datetime(2026, 11, 29, 8, 0, tzinfo=UTC)
    said: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def at(self, minutes: float) -> str:
        return (self.now + timedelta(minutes=minutes)).isoformat()

    def post_message(self, account: str, item: dict[str, Any]) -> None:
        r = self.client.post(f"/api/v1/accounts/{account}/messages", item, format="json")
        assert r.status_code in (200, 201), r.content

    def say(self, text: str) -> None:
        self.said.append(text)


def test_the_demo_step_keeps_some_facts_refuses_others_and_is_idempotent(api: APIClient) -> None:
    demo = Demo(client=api)
    step_facts(demo)
    assert demo.said == [f"Facts demo compaction for {ACCOUNT}: accepted."]
    screens = dict(
        FactProposal.objects.filter(account__external_id=ACCOUNT).values_list("key", "rejected_by")
    )
    assert screens == {
        "preferred_name": "",
        "rent": "",
        "laptop_savings": "",
        "bros_t": "never_inferred",
        "laptop_pot": "numbers",
        "airtime": "lasting",
        "brother_transfer": "evidence_quote",
        "city": "confidence",
        "mood": "unknown_kind",
    }
    stated = Fact.objects.get(account__external_id="bola-rent")
    assert (stated.key, stated.origin, stated.kind) == (
        "landlord",
        "stated",
        "beneficiary_nickname",
    )
    counts = (Fact.objects.count(), FactProposal.objects.count())
    step_facts(Demo(client=api))
    assert (Fact.objects.count(), FactProposal.objects.count()) == counts
