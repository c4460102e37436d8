"""The facts part of ``seed_demo``: a stated fact, and proposals kept and refused.

Stated facts go through the real agent API. Proposals come from a real
compaction run whose model is a scripted demo model (named as such wherever
it shows), because the offline compactor proposes no facts: the screens that
judge them are the real ones.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from accounts.compaction.run import compaction_run
from accounts.models import Account, FactProposal
from accounts.rollout.services import rollout_allow
from memoryadmin.engine.ports import ModelReply

ACCOUNT = "mara-facts"
STATED = [
    (
        "bola-rent",
        {"key": "landlord", "kind": "beneficiary_nickname", "note": "'landlord' is Mr Okafor"},
    ),
    (ACCOUNT, {"key": "language", "kind": "preference", "note": "Replies in English, please"}),
]

CONVERSATION: list[tuple[str, str, list[str] | None]] = [
    ("user", "Hi! From now on, call me Mara.", None),
    ("assistant", "Of course, Mara. How can I help?", []),
    ("user", "My rent of 250,000 is due on the 25th every month.", None),
    ("assistant", "Noted. I can remind you before the 25th.", []),
    ("user", "I'm saving for a laptop, I put aside 30,000 every month.", None),
    ("assistant", "A fine plan. Your savings pot shows ₦90,000 now.", ["get_balance"]),
    ("user", "Send 5000 to my brother every Friday, he's Bros T.", None),
    ("assistant", "Done: ₦5,000 sent to Tobi Ade. I will repeat it on Fridays.", ["send_transfer"]),
    ("user", "I want to buy airtime", None),
    ("assistant", "Sure: which network and how much?", []),
]


def _filler(n: int) -> list[tuple[str, str, list[str] | None]]:
    """Enough chat afterwards that the lines above age out of the window."""
    out: list[tuple[str, str, list[str] | None]] = []
    for i in range(n):
        out.append(
            (
                "user",
                f"Another question, number {i + 1}: how do standing orders, card limits, "
                "statement downloads and dispute timelines work for an account like mine, "
                "and where in the app would I find each of them?",
                None,
            )
        )
        out.append(
            (
                "assistant",
                "Standing orders live under Payments; card limits under Cards, Settings; "
                "statements under Accounts, Statements, where you can pick a range; and a "
                "dispute is answered within ten working days, usually sooner.",
                [],
            )
        )
    return out


PROPOSALS: list[dict[str, Any]] = [
    # Kept: grounded in the user's words, and lasting.
    {
        "key": "preferred_name",
        "kind": "preference",
        "note": "Prefers to be called Mara",
        "evidence": "From now on, call me Mara",
        "confidence": 0.95,
    },
    {
        "key": "rent",
        "kind": "commitment",
        "note": "Rent of ₦250,000 due on the 25th of every month",
        "evidence": "My rent of 250,000 is due on the 25th every month",
        "confidence": 0.9,
    },
    {
        "key": "laptop_savings",
        "kind": "goal",
        "note": "Saving for a laptop, ₦30,000 a month",
        "evidence": "I'm saving for a laptop, I put aside 30,000 every month",
        "confidence": 0.85,
    },
    # Refused, each by a different screen.
    {
        "key": "bros_t",
        "kind": "beneficiary_nickname",
        "note": "'Bros T' is the user's brother Tobi Ade",
        "evidence": "he's Bros T",
        "confidence": 0.97,
    },
    {
        "key": "laptop_pot",
        "kind": "goal",
        "note": "Laptop savings pot holds ₦90,000",
        "evidence": "I'm saving for a laptop",
        "confidence": 0.8,
    },
    {
        "key": "airtime",
        "kind": "goal",
        "note": "Wants to buy airtime",
        "evidence": "I want to buy airtime",
        "confidence": 0.9,
    },
    {
        "key": "brother_transfer",
        "kind": "commitment",
        "note": "Sends ₦5,000 to his brother every Friday",
        "evidence": "he sends money to his brother weekly",
        "confidence": 0.9,
    },
    {
        "key": "city",
        "kind": "personal",
        "note": "Lives in Lagos",
        "evidence": "Of course, Mara",
        "confidence": 0.4,
    },
    {
        "key": "mood",
        "kind": "sentiment",
        "note": "Cheerful",
        "evidence": "Hi! From now on",
        "confidence": 0.9,
    },
]


class DemoFactsModel:
    """A scripted model for the demo: a safe summary and a mix of good and bad facts."""

    name = "demo-scripted-model"
    offline = True  # no provider was called: label it like the offline compactor

    def complete(self, messages: Sequence[dict[str, str]]) -> ModelReply:
        content = json.dumps(
            {
                "summary": "The user asked to be called Mara, set out a monthly rent date and "
                "a laptop savings plan, and set up a weekly transfer to a brother.",
                "facts": PROPOSALS,
            },
            ensure_ascii=False,
        )
        return ModelReply(
            content=content, model=self.name, prompt_tokens=None, completion_tokens=None
        )


def step_facts(demo: Any) -> None:
    """Stated facts through the API; a compaction that keeps some proposals and refuses others."""
    found = Account.objects.filter(external_id=ACCOUNT, allowlisted=True).first()
    if found is None:
        rollout_allow(
            actor="seed_demo",
            external_ids=[ACCOUNT],
            mode="enabled",
            reason="Demo: facts kept and refused by the screens",
        )
    lines = CONVERSATION + _filler(26)
    for n, (role, content, tools) in enumerate(lines):
        item: dict[str, Any] = {
            "id": f"{ACCOUNT}-{n + 1}",
            "role": role,
            "content": content,
            "created_at": demo.at(n),
        }
        if role == "assistant" and tools is not None:
            item["tools"] = tools
            item["observed_at"] = demo.at(n - 0.2)
        demo.post_message(ACCOUNT, item)
    for account, body in STATED:
        r = demo.client.post(f"/api/v1/accounts/{account}/facts", body, format="json")
        if r.status_code not in (200, 201):
            raise RuntimeError(f"facts API refused {body['key']}: {r.status_code} {r.content!r}")
    facts_account = Account.objects.get(external_id=ACCOUNT)
    if not FactProposal.objects.filter(account=facts_account).exists():
        result = compaction_run(account_id=facts_account.pk, manual=True, client=DemoFactsModel())
        demo.say(f"Facts demo compaction for {ACCOUNT}: {result.outcome}.")
    kept = FactProposal.objects.filter(account=facts_account, accepted=True).count()
    refused = FactProposal.objects.filter(account=facts_account, accepted=False).count()
    demo.notes.append(f"{ACCOUNT:<14} facts: {kept} kept, {refused} refused by the screens")
