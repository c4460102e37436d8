"""The compaction part of ``seed_demo``: summaries, a stuck account, rejected candidates.

Summaries are made by the offline compactor (labelled offline everywhere it
shows). The stuck account and the rejected candidates need a model that fails
or breaks rules on cue, so those runs use small scripted demo models, named
as such in every attempt they leave. Idempotent: an account that already has
batches is left alone.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from accounts import rulepack
from accounts.compaction.config import max_failures
from accounts.compaction.run import compaction_run
from accounts.demo.script import Demo, long_chat, message_item
from accounts.models import Account, CompactionBatch
from accounts.rollout.services import rollout_allow
from memoryadmin.engine.offline import OfflineCompactor
from memoryadmin.engine.ports import ModelError, ModelReply

ACTOR = "seed_demo"

# (role, content, tools) with live replies among them: the compactor only sees placeholders.
OPENING: list[tuple[str, str, list[str] | None]] = [
    ("user", "What's my balance before I send anything?", None),
    ("assistant", "Your balance is ₦212,400.", ["get_balance"]),
    ("user", "Send ₦15,000 to my brother Chuka for his exam fees.", None),
    ("assistant", "Sent ₦15,000 to Chuka Obi. Reference TR-90211.", ["send_transfer"]),
    ("user", "Where am I in the Ajo rotation?", None),
    ("assistant", "You are 3rd in the rotation, after Tunde and Ada.", ["get_rotation_position"]),
    ("user", "I verified my BVN this morning, can you confirm?", None),
    ("assistant", "Yes, your BVN verification is complete.", ["verify_bvn"]),
]

# What nia-compacted tells the agent over the weeks: plans and preferences, no balance or
# hold, so the offline compactor's summary of it passes the banking rules (the other two
# accounts are there to show what does not).
DURABLE: list[tuple[str, str]] = [
    ("Please call me Nia from now on.", "Noted, Nia."),
    (
        "My daughter Amaka starts secondary school in September.",
        "Noted: Amaka starts secondary school in September.",
    ),
    (
        "I want to put something aside every month for her school fees.",
        "Understood: you want to save every month towards Amaka's school fees.",
    ),
    ("I prefer reminders on Friday mornings.", "Noted: reminders on Friday mornings."),
    (
        "My husband Obinna looks after the rent and I look after the school costs.",
        "Noted: Obinna looks after the rent and you look after the school costs.",
    ),
    ("I would rather get messages in English.", "Noted: messages in English."),
    ("Amaka wants to study medicine one day.", "Noted: Amaka wants to study medicine."),
    ("Keep your replies short, I read them on the bus.", "Understood: short replies."),
]

DEMO = {
    "nia-compacted": "summaries made by the offline compactor",
    "oye-stuck": "compaction failing again and again: stuck",
    "pere-rejects": "candidates that broke the banking rules, to review",
    # Left for the server: make run's in-process scheduler compacts it within a minute.
    "sade-scheduled": "left for the server's scheduler to compact (make run)",
}


class ScriptedDemoModel:
    """A demo model that answers from a script (for the review queue's examples)."""

    offline = False

    def __init__(self, name: str, answers: Sequence[str]) -> None:
        self.name = name
        self.answers = list(answers)

    def complete(self, messages: Sequence[dict[str, str]]) -> ModelReply:
        content = self.answers.pop(0) if self.answers else json.dumps({"summary": "", "facts": []})
        return ModelReply(
            content=content, model=self.name, prompt_tokens=None, completion_tokens=None
        )


class UnreachableDemoModel:
    name = "demo-unreachable-model"
    offline = False

    def complete(self, messages: Sequence[dict[str, str]]) -> ModelReply:
        raise ModelError("APIConnectionError: Connection error (demo: the provider is down).")


def _summary(text: str) -> str:
    return json.dumps({"summary": text, "facts": []})


def _durable_chat(weeks: int) -> list[tuple[str, str, list[str] | None]]:
    lines: list[tuple[str, str, list[str] | None]] = []
    for week in range(weeks):
        said, answer = DURABLE[week % len(DURABLE)]
        lines += [("user", f"Week {week + 1}: {said}", None), ("assistant", answer, [])]
    return lines


def _conversation(account: str, demo: Demo) -> None:
    durable = account in {"nia-compacted", "sade-scheduled"}
    chat = _durable_chat(80) if durable else long_chat(30)
    for n, line in enumerate(OPENING + chat):
        demo.post_message(account, message_item(account, n, line, demo))


def step_compaction(demo: Any) -> None:
    for external_id, why in DEMO.items():
        found = Account.objects.filter(external_id=external_id).first()
        if found is None or not (found.allowlisted and found.rollout_mode == "enabled"):
            rollout_allow(
                actor=ACTOR, external_ids=[external_id], mode="enabled", reason=f"Demo: {why}"
            )
        _conversation(external_id, demo)
        demo.notes.append(f"{external_id:<14} {why}")

    accounts = {a.external_id: a for a in Account.objects.filter(external_id__in=list(DEMO))}
    if CompactionBatch.objects.filter(account__in=accounts.values()).exists():
        return

    # Summaries: the offline compactor on every demo account with aged-out messages.
    offline = OfflineCompactor(keep=lambda sentence: not rulepack.validator().check(sentence))
    left = ["oye-stuck", "pere-rejects", "sade-scheduled"]
    for account in Account.objects.exclude(external_id__in=left):
        for _ in range(5):
            result = compaction_run(account_id=account.pk, manual=True, client=offline)
            if result.outcome not in {"accepted", "rejected"}:
                break

    # A stuck account: the provider fails every time until the account is flagged.
    for _ in range(max_failures()):
        compaction_run(
            account_id=accounts["oye-stuck"].pk, manual=True, client=UnreachableDemoModel()
        )

    # Rejected candidates: a status claim, then a member count on the retry.
    scripted = ScriptedDemoModel(
        "demo-scripted-model",
        [
            _summary("The user sent ₦15,000 to Chuka. Tunde has paid, and the user is 3rd."),
            _summary("The user sent ₦15,000 to Chuka. The Ajo group has five members."),
        ],
    )
    compaction_run(account_id=accounts["pere-rejects"].pk, manual=True, client=scripted)
    demo.say(
        "Compaction: summaries by the offline compactor, oye-stuck is stuck, "
        "pere-rejects has rejected candidates to review."
    )
