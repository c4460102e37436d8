"""The forgetting part of ``seed_demo``: one forget request done, one failed.

Both go through the real paths: messages and a stated fact through the agent
API, a real compaction (its model a scripted demo model, named as such) so
there is a summary that mentions the fact, then a forget. The failed one
meets a model endpoint that is down (a closed loopback port), so its summary
stays masked and support can retry it.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from django.test import override_settings

from accounts.compaction.run import compaction_run
from accounts.forgetting.services import forget_fact
from accounts.messages.selectors import account_find
from accounts.models import Fact, ForgetRequest
from accounts.rollout.services import rollout_allow
from memoryadmin.engine.ports import ModelReply

DONE_ACCOUNT = "kemi-forget"
FAILED_ACCOUNT = "femi-forget"
# A loopback port nothing listens on: the connection is refused at once.
DOWN_MODEL = {"base_url": "http://127.0.0.1:9/v1", "api_key": "demo", "model": "down", "timeout": 2}


def _filler(first: int, n: int) -> list[tuple[str, str, list[str] | None]]:
    lines: list[tuple[str, str, list[str] | None]] = []
    for i in range(first, first + n):
        lines.append(
            (
                "user",
                f"Another question, number {i + 1}: how do standing orders, card limits, "
                "statement downloads and dispute timelines work for an account like mine?",
                None,
            )
        )
        lines.append(
            (
                "assistant",
                "Standing orders live under Payments; card limits under Cards, Settings; "
                "statements under Accounts, Statements; disputes take up to ten working days.",
                [],
            )
        )
    return lines


def _conversation(name: str, relation: str) -> list[tuple[str, str, list[str] | None]]:
    about: list[tuple[str, str, list[str] | None]] = [
        ("user", f"My {relation} {name} is visiting next week.", None),
        ("assistant", "Lovely! Anything I can help with?", []),
        ("user", f"Send 10,000 to {name} for the trip.", None),
        ("assistant", f"Done: I sent ₦10,000 to {name}.", ["send_transfer"]),
    ]
    return about + _filler(0, 40)


class DemoSummaryModel:
    """A scripted model for the demo whose summary mentions the fact (named as such)."""

    name = "demo-scripted-model"
    offline = True  # no provider was called: label it like the offline compactor

    def __init__(self, summary: str) -> None:
        self.summary = summary

    def complete(self, messages: Sequence[dict[str, str]]) -> ModelReply:
        content = json.dumps({"summary": self.summary, "facts": []})
        return ModelReply(
            content=content, model=self.name, prompt_tokens=None, completion_tokens=None
        )


def _prepare(demo: Any, external_id: str, name: str, relation: str) -> None:
    rollout_allow(
        actor="seed_demo",
        external_ids=[external_id],
        mode="enabled",
        reason="Demo account for the forget requests screen",
    )
    for n, (role, content, tools) in enumerate(_conversation(name, relation)):
        item: dict[str, Any] = {
            "id": f"{external_id}-{n}",
            "role": role,
            "content": content,
            "created_at": demo.at(n),
        }
        if role == "assistant":
            item["tools"] = tools
        demo.post_message(external_id, item)
    account = account_find(external_id=external_id)
    assert account is not None
    summary = (
        f"The user's {relation} {name} is visiting next week, and the user sent "
        f"{name} money for the trip. The user asked about standing orders and card limits."
    )
    compaction_run(account_id=account.pk, manual=True, client=DemoSummaryModel(summary))
    r = demo.client.post(
        f"/api/v1/accounts/{external_id}/facts",
        {"key": relation, "kind": "relationship", "note": f"{relation.title()} is {name}"},
        format="json",
    )
    if r.status_code not in (200, 201):
        raise RuntimeError(f"facts API refused the demo fact: {r.status_code}")


def step_forget(demo: Any) -> None:
    """One forget request verified clean, and one failed on a model that is down."""
    if ForgetRequest.objects.filter(
        account__external_id__in=[DONE_ACCOUNT, FAILED_ACCOUNT]
    ).exists():
        return
    _prepare(demo, DONE_ACCOUNT, "Amara", "sister")
    r = demo.client.post(
        f"/api/v1/accounts/{DONE_ACCOUNT}/forget", {"key": "sister"}, format="json"
    )
    if r.status_code != 202:
        raise RuntimeError(f"forget API refused the demo request: {r.status_code}")

    _prepare(demo, FAILED_ACCOUNT, "Chidi", "brother")
    account = account_find(external_id=FAILED_ACCOUNT)
    assert account is not None
    if Fact.objects.filter(account=account, key="brother", active=True).exists():
        with override_settings(MEMORY_LLM=DOWN_MODEL):
            forget_fact(
                account=account,
                key="brother",
                actor="seed_demo",
                reason="Demo: the user asked to forget his brother while the model was down",
            )
    states = dict(
        ForgetRequest.objects.filter(
            account__external_id__in=[DONE_ACCOUNT, FAILED_ACCOUNT]
        ).values_list("account__external_id", "status")
    )
    demo.notes.append(f"{DONE_ACCOUNT:<14} a forget request: {states.get(DONE_ACCOUNT)}")
    demo.notes.append(
        f"{FAILED_ACCOUNT:<14} a forget request: {states.get(FAILED_ACCOUNT)} (model was down)"
    )
