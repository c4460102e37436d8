"""Two projects with one of everything each, for the scoping tests (docs/screens.md
"Scoped by project").

``alpha`` and ``bravo`` each get an account with a turn recorded through the real
context API (its messages, a shadow record and a turn log entry), facts, a refused
proposal, compaction batches with a rejected, an accepted and a failed attempt, a failed
forget request, an API key, an unclassified tool and audit entries. Everything of
``bravo`` says "bravo" somewhere on the pages that list it, so a page shown to a user
granted ``alpha`` only must not contain that word at all. Both projects also hold an
account ``shared-acct``: the same id, two customers.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from rest_framework.test import APIClient

from accounts import clock
from accounts.apikeys import api_key_create
from accounts.audit import audit_write
from accounts.models import (
    Account,
    ApiKey,
    AuditEntry,
    CompactionAttempt,
    CompactionBatch,
    Fact,
    FactProposal,
    ForgetRequest,
    Message,
    Project,
    RolloutSetting,
    ShadowRecord,
    TurnRecord,
    UnclassifiedTool,
)
from tests.personas import make_user

NOW = "2026-11-29T15:55:00Z"


@dataclass
class Side:
    """One project's objects."""

    slug: str
    project: Project
    account: Account
    message: Message
    shadow: ShadowRecord
    turn: TurnRecord
    rejected: CompactionAttempt
    accepted: CompactionAttempt
    forget: ForgetRequest
    key: ApiKey
    fact_key: str


@dataclass
class World:
    alpha: Side
    bravo: Side
    alice: Any  # every role, granted alpha only
    root: Any  # every role, granted every project


def _turn(raw_key: str, account: str, word: str) -> None:
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {raw_key}")
    history = [
        {"role": "system", "content": "You are Flow, a banking assistant."},
        {
            "role": "user",
            "content": f"My landlord is Mr {word}, I pay rent on the first.",
            "id": "m-1",
            "created_at": "2026-11-29T14:00:00Z",
        },
        {
            "role": "assistant",
            "content": f"Noted: Mr {word} is your landlord.",
            "id": "m-2",
            "created_at": "2026-11-29T14:01:00Z",
            "tools": [],
        },
        {"role": "user", "content": f"Remind me who {word} is.", "id": "m-3"},
    ]
    r = api.post(
        f"/api/v1/accounts/{account}/context", {"history": history, "now": NOW}, format="json"
    )
    assert r.status_code == 200 and r.json()["mode"] == "shadow", r.content


def _side(slug: str, word: str) -> Side:
    """Project ``slug``, everything in it naming ``word`` (its content) or the slug (its ids)."""
    project = Project.objects.create(slug=slug, name=slug.title())
    key, raw = api_key_create(name=f"{slug}-agent", project=project, actor="t", reason="test")
    external_id = f"{slug}-acct"
    for account in (external_id, "shared-acct"):
        _turn(raw, account, word)
    account = Account.objects.get(project=project, external_id=external_id)
    Account.objects.filter(pk=account.pk).update(
        compaction_stuck=True, compaction_last_error=f"{word}Error: the {slug} provider is down"
    )
    account.refresh_from_db()
    message = Message.objects.get(account=account, external_id="m-1")
    fact_key = f"{slug}_landlord"
    Fact.objects.create(
        account=account,
        key=fact_key,
        kind="relationship",
        note=f"Mr {word} is the landlord",
        origin="inferred",
        evidence=f"Mr {word}",
        source_message=message,
    )
    batch = CompactionBatch.objects.create(account=account, from_seq=1, to_seq=2, status="rejected")
    attempt = {
        "batch": batch,
        "account": account,
        "prompt": [{"role": "user", "content": f"[#1 user] My landlord is Mr {word}"}],
        "model": f"{slug}-model",
    }
    rejected = CompactionAttempt.objects.create(
        **attempt,
        number=1,
        candidate=f"The user's landlord is {word}, paid 50,000.",
        broken_rule="numbers",
        excerpt="50,000",
        outcome="rejected_rule",
    )
    accepted = CompactionAttempt.objects.create(
        **attempt, number=2, candidate=f"The user's landlord is Mr {word}.", outcome="accepted"
    )
    CompactionAttempt.objects.create(
        **attempt, number=3, error=f"{word}Error: down", outcome="failed"
    )
    CompactionBatch.objects.create(
        account=account, from_seq=1, to_seq=2, status="accepted", finished_at=clock.now()
    )
    FactProposal.objects.create(
        account=account,
        batch=batch,
        key=f"{slug}_shoe",
        kind="shoe_size",
        note=f"{word} shoe size",
        rejected_by="unknown_kind",
        model=f"{slug}-model",
    )
    forget = ForgetRequest.objects.create(
        account=account,
        key_id="k1",
        status="failed",
        error=f"error: {word} failed",
        requested_by=f"{slug}_support",
        deadline=clock.now() + timedelta(days=30),
    )
    UnclassifiedTool.objects.create(
        name=f"{slug}_tool", last_account=external_id, last_project=project
    )
    audit_write(
        actor="t",
        action="account.timezone",
        target=external_id,
        reason=f"{word} moved",
        project=project,
    )
    return Side(
        slug=slug,
        project=project,
        account=account,
        message=message,
        shadow=ShadowRecord.objects.get(account=account),
        turn=TurnRecord.objects.filter(account=account).latest("id"),
        rejected=rejected,
        accepted=accepted,
        forget=forget,
        key=key,
        fact_key=fact_key,
    )


def two_projects() -> World:
    s = RolloutSetting.current()
    s.mode, s.scope, s.kill_switch = "shadow", "everyone", False
    s.save()
    world = World(
        alpha=_side("alpha", "Okafor"),
        bravo=_side("bravo", "Bravoman"),
        alice=make_user("alice", "ops", "support", "reviewer", "viewer", projects=["alpha"]),
        root=make_user("root", "ops", "support", "reviewer", "viewer"),
    )
    # A change to every project (shown to every reader) and one no project can be told for
    # (written before entries recorded theirs: shown only to readers of every project).
    audit_write(actor="t", action="rollout.set_mode", target="global", reason="all of them")
    audit_write(actor="t", action="test.legacy", target="x", reason="an old bravo entry")
    assert AuditEntry.objects.filter(project__isnull=True).count() >= 2
    return world


def bravo_state(w: World) -> dict[str, Any]:
    """What an action on bravo would change: equal before and after a refused one."""
    b = w.bravo
    return {
        "account": list(
            Account.objects.filter(project=b.project).values_list(
                "external_id", "timezone", "allowlisted", "rollout_mode", "compaction_failures"
            )
        ),
        "forgets": list(
            ForgetRequest.objects.filter(account__project=b.project).values_list("pk", "status")
        ),
        "verdicts": list(
            CompactionAttempt.objects.filter(account__project=b.project).values_list(
                "pk", "verdict"
            )
        ),
        "keys": list(ApiKey.objects.filter(project=b.project).values_list("pk", "revoked_at")),
        "audit": AuditEntry.objects.filter(project=b.project).count(),
        "modes": RolloutSetting.current().project_modes,
        "facts": Fact.objects.filter(account__project=b.project).count(),
    }
