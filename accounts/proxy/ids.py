"""Stable ids for a history that carries none.

An agent's ``openai`` client sends its whole history every turn and no ids:
the proxy must work out which items the message log already holds and give
the others ids that come out the same however often the request is sent.

**Which items are new.** The log's *open end* is its newest message that is
not an assistant reply, with every reply stored after it (normally one; more
when a retried request got a different answer each time). The *anchor* is
the item of the history that is the newest thing the agent has seen of the
log: a message of the open end, matched by content (``chat.same_content``:
role, text, tool calls, the call a result answers). Where several items
could be it (the same words said twice), the one whose preceding items agree
longest with the messages stored before it wins, then the newest stored,
then the latest in the history. Walking back, a stored reply or tool result
the history lacks is skipped (an agent may drop its tool loops, and a
retry's other answers were never seen); a stored user message it lacks ends
the walk. The items after the anchor are new; the anchor and everything
before it are already stored, or were never stored and stay so (they precede
what the log knows; the window replays the stored ones). With no anchor,
every item is new. So:

- a retry of a request finds its own last item (and maybe its own reply) in
  the open end: nothing is new, nothing is stored twice;
- a client that trims its history drops old items, never the newest: the
  anchor is still there and nothing stored is lost or repeated; a client that
  drops its tool-loop items, or keeps only this turn's message, alike;
- what content alone cannot tell apart is read as a retry: a client that
  sends only its newest message, repeating exactly the one it sent last
  (with nothing stored after it but the reply), or a conversation that
  repeats its last exchange word for word.

**The ids.** A new item's id is a hash of the id before it (the anchor's,
or with no anchor the log's newest message, or nothing for an empty log) and
the item's content: ``px-`` and 32 hex digits. Two copies of one request in
flight at once derive the same ids and the log's unique (account, id) stores
each item once; the model's reply is given its id the same way, so when the
agent sends that reply back next turn it carries the id it was stored under.
An item that carries its own ``id`` keeps it (a placeholder such as the Agents
SDK's ``__fake_id__`` is no id). System and developer items get
none: the engine never records them.

**Replies never received.** A retry resends a turn without the reply its
first attempt stored; the open end's replies that a history anchored there
lacks are ``unacknowledged``: the proxy marks them superseded (kept for audit,
never shown to the model, skipped by compaction), and a superseded reply is
read here as if never stored.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from memoryadmin.engine.chat import HistoryItem, item_key, parse_item, same_content
from memoryadmin.engine.sdk import PLACEHOLDER_IDS
from memoryadmin.engine.types import Role, StoredMessage

PREFIX = "px-"
# How many of the newest stored messages are read: the open end (one message
# and the replies after it, with room for retries) and what came before it,
# to tell apart items said twice.
OPEN_END_READ = 32
_LEADING = {Role.SYSTEM.value, Role.DEVELOPER.value}


def signature(item: HistoryItem) -> str:
    """What identifies an item's content: ``chat.item_key``, the identity items compare by,
    so a re-serialised copy of an item derives the same id."""
    return item_key(item)


def derive_id(parent: str, item: HistoryItem) -> str:
    digest = hashlib.sha256(f"{parent}\n{signature(item)}".encode()).hexdigest()
    return PREFIX + digest[:32]


def _agreement(
    items: Sequence[HistoryItem], k: int, newest_first: Sequence[StoredMessage], j: int
) -> int:
    """How many items up to ``items[k]`` agree with the log up to ``newest_first[j]``."""
    count, a, b = 1, k - 1, j + 1
    while a >= 0 and b < len(newest_first):
        stored = newest_first[b]
        if same_content(stored, items[a]):
            count, a = count + 1, a - 1
        elif stored.role is not Role.ASSISTANT and stored.role is not Role.TOOL:
            break  # a user message the history lacks: the histories part here
        b += 1
    return count


def _anchor(
    items: Sequence[HistoryItem], newest_first: Sequence[StoredMessage]
) -> tuple[int, StoredMessage] | None:
    """(position in ``items``, stored message) of the anchor, or None."""
    best: tuple[int, int, int] | None = None  # (agreement, -j, k)
    for j, stored in enumerate(open_end(newest_first)):
        for k in range(len(items) - 1, -1, -1):
            if same_content(stored, items[k]):
                score = (_agreement(items, k, newest_first, j), -j, k)
                best = score if best is None or score > best else best
    if best is None:
        return None
    return best[2], newest_first[-best[1]]


def open_end(newest_first: Sequence[StoredMessage]) -> list[StoredMessage]:
    """The newest non-assistant message and the replies stored after it, newest first."""
    out: list[StoredMessage] = []
    for m in newest_first:
        out.append(m)
        if m.role is not Role.ASSISTANT:
            break
    return out


@dataclass(frozen=True)
class Identified:
    history: list[Any]  # the items as given, new and anchor items with an "id" added
    added: frozenset[str]  # the ids added here (stripped again before anything goes upstream)
    last_id: str  # the id the reply's id derives from ("" for an empty log and history)
    new: int  # how many items are new
    # Replies of the open end the agent never received (``unacknowledged``): superseded.
    unacknowledged: tuple[StoredMessage, ...] = ()


def unacknowledged(
    items: Sequence[HistoryItem],
    anchor: StoredMessage | None,
    newest_first: Sequence[StoredMessage],
) -> tuple[StoredMessage, ...]:
    """The replies of the log's open end that the history, anchored there, lacks.

    A request whose history reaches the open end (its anchor is the open end's
    message or one of its replies) and has not got a reply stored there never
    received it: a retry after a timeout resends the turn without the answer
    the first attempt stored; a history that kept one of a retry's answers
    lacks the others. Those replies are superseded: kept for audit, never
    shown to the model again. A reply the history holds anywhere is not one.
    """
    end = open_end(newest_first)
    if anchor is None or not end or end[-1].role is Role.ASSISTANT:
        return ()
    if not any(m is anchor for m in end):
        return ()
    return tuple(
        m for m in end[:-1] if m is not anchor and not any(same_content(m, i) for i in items)
    )


def identify(
    history: Sequence[Any], newest_first: Sequence[StoredMessage], *, root: str = ""
) -> Identified:
    """The history with ids on the items the log must hold (see the module's doc).

    ``newest_first`` is the turn's thread's log; ``root`` what the first id of an empty
    one derives from ("" for the main thread; a thread's own for another, so two
    threads opening with the same words derive different ids: docs/threads.md).

    Raises ``chat.UnreadableItem`` for an item the engine cannot read: the
    caller then hands the history over as given and the turn falls back.
    """
    items: list[tuple[int, HistoryItem]] = [
        (n, parse_item(raw, n))
        for n, raw in enumerate(history)
        if not (isinstance(raw, Mapping) and raw.get("role") in _LEADING)
    ]
    # A superseded reply is as if never stored: the agent never received it.
    newest_first = [m for m in newest_first if not m.superseded]
    anchor = _anchor([item for _, item in items], newest_first)
    lacking = unacknowledged(
        [item for _, item in items], anchor[1] if anchor else None, newest_first
    )
    out = list(history)
    added: set[str] = set()

    def give(n: int, item: HistoryItem, eid: str) -> str:
        if item.id is not None and item.id not in PLACEHOLDER_IDS:
            return item.id
        out[n] = {**history[n], "id": eid}
        added.add(eid)
        return eid

    if anchor is not None:
        k, stored = anchor
        n, item = items[k]
        parent = give(n, item, stored.external_id) if stored.external_id else ""
        fresh = items[k + 1 :]
    else:
        parent = (newest_first[0].external_id or "") if newest_first else root
        fresh = items
    for n, item in fresh:
        parent = give(n, item, derive_id(parent, item))
    return Identified(
        history=out,
        added=frozenset(added),
        last_id=parent,
        new=len(fresh),
        unacknowledged=lacking,
    )


def reply_id(parent: str, reply: Mapping[str, Any]) -> str:
    """The id of the model's reply to a history whose last id is ``parent``."""
    return derive_id(parent, parse_item(reply))


def strip_added(messages: Sequence[Any], added: frozenset[str]) -> list[Any]:
    """Messages without the ids ``identify`` added (an agent's own ids are left alone)."""
    out: list[Any] = []
    for m in messages:
        if isinstance(m, Mapping) and m.get("id") in added:
            m = {k: v for k, v in m.items() if k != "id"}
        out.append(m)
    return out
