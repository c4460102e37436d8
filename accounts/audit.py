"""The audit log: the one write every change makes, and its reads for the console.

The console's reads of customer data (messages, facts, turn logs) are written here
too (``audit_read``): who read which account's what, and when.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser, User
from django.db.models import Q

from accounts.errors import InvalidInput
from accounts.models import Account, AuditEntry, Project

REASON_MISSING = "A reason is required for every change."


def require_reason(reason: str | None) -> str:
    """The reason every change must give, stripped; refused when empty."""
    if not reason or not reason.strip():
        raise InvalidInput(REASON_MISSING)
    return reason.strip()


def actor_name(actor: object) -> str:
    """Who acted, as the audit log and every "by" column record it: a username, or the string."""
    name = actor.get_username() if isinstance(actor, AbstractBaseUser) else str(actor)
    return name[:150]


def audit_write(
    *,
    actor: str | AbstractBaseUser | AnonymousUser,
    action: str,
    target: str,
    reason: str,
    before: Any = None,
    after: Any = None,
    project: Project | int | None = None,
) -> AuditEntry:
    """One entry; ``project`` is the project whose account or key it concerns (none for a
    change to every project: who may read an entry depends on it, ``accounts.scope``)."""
    reason = require_reason(reason)
    return AuditEntry.objects.create(
        actor=actor_name(actor),
        user=actor if isinstance(actor, User) else None,
        action=action,
        target=target,
        reason=reason,
        before=before,
        after=after,
        project_id=project.pk if isinstance(project, Project) else project,
    )


# The console's reads of customer data, by what was read (the audit log's "reads" filter).
READS = {
    "account": "account read",  # the account page: its message timeline and facts
    "turn": "turn log read",  # one logged turn: what the model was sent
    "shadow": "shadow diff read",  # one shadow turn beside the agent's history
    "facts": "facts read",  # an account's facts, evidence and refused proposals
    "message": "message facts read",  # one message and the facts that came from it
    "review": "review item read",  # a compaction attempt: its prompt and candidate
    "forget": "forget request read",  # a forget request and its summary before and after
    "forget_preview": "forget preview read",  # the words a forget would hash
    "compaction": "compaction account read",  # an account's batches, prompts and candidates
}
READ_ACTIONS = tuple(READS.values())


def audit_read(*, reader: Any, what: str, account: Account, item: str = "", **after: Any) -> None:
    """Write that ``reader`` read ``what`` (a key of ``READS``) of ``account`` in the console.

    The target names the account (``<id>`` or ``<id>:<item>``), so the account's own
    audit filter finds it; the project is the account's.
    """
    audit_write(
        actor=reader,
        action=READS[what],
        target=f"{account.external_id}:{item}" if item else account.external_id,
        reason="Read customer data in the console.",
        after={"project": account.project.slug, **after},
        project=account.project_id,
    )


def account_targets(external_id: str, project_slugs: list[str]) -> Q:
    """The audit targets that name account ``external_id`` of one of ``project_slugs``.

    Changes to an account name it by its id alone (forget, compaction, time zone, and
    rollout in the ``default`` project), ``<id>:…`` for parts of it, or
    ``<project>:<id>`` (rollout in another project). An entry that records its project
    is matched in that project only; one that does not (written before entries did,
    and not attributable since) is matched whatever the project.
    """
    scope = Q(target=external_id) | Q(target__startswith=f"{external_id}:")
    for slug in project_slugs:
        scope |= Q(target=f"{slug}:{external_id}")
    return scope & (Q(project__slug__in=project_slugs) | Q(project__isnull=True))
