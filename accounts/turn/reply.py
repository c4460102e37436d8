"""Where the model's reply to a door's turn is stored, and whether it stands (API.md v1.2).

A client whose read timeout fires sends the same turn again. Both attempts may
be answered, in either order, by processes that share nothing but the
database, and the agent reads only the answer of the attempt it waited for
last. So **the attempt that began last owns the turn**:

- **Claims.** An attempt that will record its reply (a door's turn through
  ``accounts.turns.turn_begin``) takes a *claim* when it begins: one more seq
  of the account's counter, reserved after the items it recorded
  (``messages_append_claiming``: in the same statement, or alone when the
  turn records nothing new, as a retry does). Claims are ordered across
  processes by the counter itself. The reply is stored under its claim, so a
  stored reply says which attempt it answered.
- **The verdict.** When a reply arrives, its account's row is locked (every
  statement that moves the seq counter waits for it: claims and records of
  that account are serialised with the verdict) and the thread's log after
  the request's last item (its *parent*) is read:

  - a standing message stored after the claim (a later attempt's reply, or
    the agent's next turn), or any standing message after the parent that
    is not an earlier attempt's reply (the agent went on without this one):
    a later attempt owns the turn and this reply reaches no one. It is stored
    **superseded** (kept for audit, never shown to the model, skipped by the
    window and compaction);
  - a seq after the claim not yet filled while nothing of another thread was
    stored since the claim: a later attempt of this turn has claimed it and
    is still waiting for its model. Superseded too;
  - otherwise the reply stands, and the standing replies after the parent
    (earlier attempts', answered first, never read by the agent) are
    superseded. A reply this attempt got back that an earlier attempt stored
    already (the same id) stands again.

A turn without a claim (none was taken) stands only when nothing stands after
its parent. A reply whose claim is already covered by compaction is stored
under a new seq (so it is summarised when it ages out). What is left open:
docs/fidelity.md "Known limits".
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from datetime import datetime

from django.db import connection, transaction
from django.db.models import Count, Q

from accounts.messages import items
from accounts.messages.items import PriorItem
from accounts.messages.selectors import turn_since
from accounts.messages.services import new_message, reply_insert, supersede
from accounts.models import Account, Message, Role
from memoryadmin.engine.chat import HistoryItem

log = logging.getLogger("memory.proxy")


@dataclass(frozen=True)
class Verdict:
    stands: bool
    earlier: tuple[int, ...] = ()  # seqs of earlier attempts' replies it supersedes
    why: str = ""  # why it does not stand (for the log)


def _lock(account: Account) -> tuple[int, int]:
    """Lock the account's row for this transaction; its seq counter and compaction
    watermark. An UPDATE, not SELECT FOR UPDATE, so SQLite takes its write lock too."""
    table = Account._meta.db_table
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {table} SET last_seq = last_seq WHERE id = %s "
            "RETURNING last_seq, covered_through_seq",
            [account.pk],
        )
        row = cursor.fetchone()
    assert row is not None
    return int(row[0]), int(row[1] or 0)


def verdict(
    *,
    account: Account,
    thread: str,
    since: list[tuple[int, PriorItem]],
    parent: str,
    claim: int | None,
    last: int,
    rid: str,
) -> Verdict:
    """Whether the reply ``rid`` to the request whose last item is ``parent`` stands (see
    the module's doc), from ``since`` (``turn_since``: the turn and what came after it).
    Read under the account's lock; ``last`` is its counter."""
    start = next((seq for seq, p in since if parent and p.external_id == parent), None)
    if start is None:  # the request's last item is not read: what came after the claim
        start = claim
    if start is None:
        return Verdict(stands=True)
    earlier: list[int] = []
    for seq, p in since:
        if seq <= start or p.superseded or p.external_id == rid:
            continue
        if claim is None:
            return Verdict(stands=False, why="answered meanwhile")
        if seq > claim:
            return Verdict(stands=False, why="a later attempt recorded the turn")
        if p.role != Role.ASSISTANT:
            return Verdict(stands=False, why="the agent went on without it")
        earlier.append(seq)
    if claim is not None and last > claim:
        filled = Message.objects.filter(account=account, seq__gt=claim, seq__lte=last).aggregate(
            n=Count("pk"), other=Count("pk", filter=~Q(thread=thread))
        )
        if filled["n"] < last - claim and filled["other"] == 0:
            return Verdict(stands=False, why="a later attempt claimed the turn")
    return Verdict(stands=True, earlier=tuple(earlier))


def _stored(account: Account, eid: str) -> bool:
    return Message.objects.filter(account=account, external_id=eid).exists()


def reply_store(
    *,
    account: Account,
    item: HistoryItem,
    thread: str,
    parent: str,
    claim: int | None,
    at: datetime,
) -> bool:
    """Store the model's reply ``item`` (its id set) to the request whose last item is
    ``parent``; whether it stands. One transaction under the account's row lock."""
    assert item.id is not None
    with transaction.atomic():
        last, covered = _lock(account)
        since = turn_since(account=account, thread=thread, claim=claim)
        found = verdict(
            account=account,
            thread=thread,
            since=since,
            parent=parent,
            claim=claim,
            last=last,
            rid=item.id,
        )
        if found.earlier:
            supersede(account=account, seqs=found.earlier)
        gone = set(found.earlier)
        # Its provenance: the turn it answers (what was stored before its claim).
        prior = [
            replace(p, superseded=True) if seq in gone else p
            for seq, p in since
            if claim is None or seq < claim
        ]
        seq = claim if claim is not None and claim > covered else None
        provenance = items.turn_provenance_for(item, prior, now=at)
        message = new_message(item, now=at, turn=provenance, thread=thread)
        row = reply_insert(
            account=account, item=replace(message, superseded=not found.stands), seq=seq
        )
        if row is None and seq is not None and not _stored(account, item.id):
            # The claim's seq is taken (its reply was stored once already): a new one.
            row = reply_insert(
                account=account, item=replace(message, superseded=not found.stands), seq=None
            )
        elif row is None and found.stands:
            # Stored already: this turn's earlier attempt got the very same reply. It stands.
            supersede(account=account, ids=[item.id], value=False)
    if not found.stands:
        log.info(
            "proxy stored a reply no one received: account=%r (%s)", account.external_id, found.why
        )
    return found.stands
