"""Facts on the Django side: screening proposals from a compaction, stated facts.

``facts_screen_and_apply`` is the contract between compaction and facts:
compaction calls it inside the transaction that writes an accepted summary,
with the proposals the model made and the batch's stored messages.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accounts.models import Account, CompactionAttempt, CompactionBatch, FactProposal, Message


def facts_screen_and_apply(
    *,
    account: Account,
    batch: CompactionBatch,
    attempt: CompactionAttempt,
    proposals: Sequence[Any],
    batch_messages: Sequence[Message],
) -> list[FactProposal]:
    """Record every proposal; only screened, grounded facts become facts.

    Until the screens exist, no proposal is trusted: each is recorded as
    rejected by ``not_screened``, so nothing unscreened ever reaches the model.
    """
    rows = []
    for p in proposals:
        d = p if isinstance(p, dict) else {}
        rows.append(
            FactProposal(
                account=account,
                batch=batch,
                attempt=attempt,
                key=str(d.get("key", ""))[:128],
                kind=str(d.get("kind", ""))[:64],
                note=str(d.get("note", "")),
                evidence=str(d.get("evidence", "")),
                confidence=d.get("confidence")
                if isinstance(d.get("confidence"), int | float)
                else None,
                model=attempt.model,
                accepted=False,
                rejected_by="not_screened",
                reason="Fact screening is not enabled.",
            )
        )
    return FactProposal.objects.bulk_create(rows)
