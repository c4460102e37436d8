"""The turn service: one function, ``turn_answer``, answers a turn for every door.

A door (``/context``, the chat-completions proxy, the next ones) parses its
protocol into a chat-completions history and calls it; it reads the account,
its rollout mode and its window once (one statement on PostgreSQL:
``accounts.context.reads``), gives id-less items ids when the door asks
(``accounts.proxy.ids``, per thread), records what the engine has not seen
(unless the turn is a side call), builds the context and answers a typed
``TurnAnswer``. It never raises: memory is never why a turn fails; any error
means the history as given, ``fallback`` and its cause, counted in one place
(``accounts.turn.counting``).

Threads (API.md v1.2): the window is the thread's own; facts and the summary are
the account's. A side call (``record=False``) gets the memory its mode gives and
stores nothing: its new items are put in front of the window as they would be if
stored, without a write, and no shadow record is kept.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from typing import Any

from django.conf import settings
from django.utils.module_loading import import_string

from accounts import rulepack
from accounts.context.reads import TurnReads, nobody_live, turn_reads, uncut
from accounts.context.selectors import memory_for_turn, next_turn_sections
from accounts.messages.items import ItemInvalid, history_read
from accounts.messages.selectors import (
    account_find,
    stored_by_ids,
    stored_message,
    window_candidates,
)
from accounts.messages.services import (
    account_get_or_create,
    messages_append,
    messages_append_claiming,
    new_message_of,
    supersede,
)
from accounts.models import MAIN_THREAD, Account, ShadowRecord, default_project_id
from accounts.proxy import ids
from accounts.rollout.selectors import rollout_resolve, rollout_setting
from accounts.turn.answer import Timings, TurnAnswer
from accounts.turn.counting import turn_counted, turn_fallback
from accounts.turn.doors import account_id_problem, thread_problem
from accounts.turnlog import turn_log_write
from memoryadmin.engine import chat, sdk, shadow
from memoryadmin.engine import types as t
from memoryadmin.engine.context import CONTEXT_ROLES
from memoryadmin.engine.context import UnexpectedShape as EngineShape
from memoryadmin.engine.provenance import message_provenance
from memoryadmin.engine.types import Mode
from memoryadmin.engine.window import calls_made_before, turn_begins_in

log = logging.getLogger("memory.turns")

# What a bad item is: expected, logged without a traceback.
_SHAPE_ERRORS = (EngineShape, ItemInvalid)

# More ids than this in one history are looked up apart (stored_by_ids), not in the turn's read.
_IDS_IN_READ = 2048


def _telemetry(event: dict[str, Any]) -> None:
    path = getattr(settings, "MEMORY_TELEMETRY_SINK", "")
    if path:
        sink: Callable[[dict[str, Any]], None] = import_string(path)
        sink(event)


def _without_ids(history: list[Any]) -> bool:
    """No item but the leading system ones carries an id of its own (a placeholder such as
    ``__fake_id__`` counts as none), and there is something to record."""
    rest = [
        i for i in history if isinstance(i, dict) and i.get("role") not in ("system", "developer")
    ]
    return bool(rest) and not any(
        isinstance(i.get("id"), str) and i["id"] not in sdk.PLACEHOLDER_IDS for i in rest
    )


def context_role_default() -> str:
    """``MEMORY_CONTEXT_ROLE`` (``system`` unless set); anything else makes turns fall back."""
    return str(getattr(settings, "MEMORY_CONTEXT_ROLE", "") or "system")


def _ids_in(history: list[Any]) -> frozenset[str]:
    """The string ids of the history's items, as given (read before the items are):
    the turn's one statement reads what is stored under them."""
    found = frozenset(
        i
        for item in history
        if isinstance(item, dict) and isinstance(i := item.get("id"), str) and 0 < len(i) <= 256
    )
    return found if len(found) <= _IDS_IN_READ else frozenset()


def thread_root(thread: str) -> str:
    """What the first id of an empty thread derives from: nothing for the main thread
    (ids as they always were), the thread's name for another, so two threads that open
    with the same words never derive the same id."""
    return "" if thread == MAIN_THREAD else f"thread:{thread}"


def turn_answer(
    *,
    external_id: str,
    history: list[Any],
    now: datetime,
    door: str,
    project: int | None = None,
    thread: str = MAIN_THREAD,
    record: bool = True,
    context_role: str | None = None,
    identify: bool = False,
    claim: bool = False,
) -> TurnAnswer:
    """The answer to one turn of ``door`` (see the module's doc). Never raises.

    The account is ``external_id`` in ``project`` (the calling key's; None means
    ``default``), created on its first recorded turn. ``context_role`` is where the
    per-turn context message goes (None: ``MEMORY_CONTEXT_ROLE``). ``identify``
    gives the history's id-less items the ids the proxy gives them. ``claim``
    (a door that records the model's reply) reserves the seq the reply is stored
    under, when the turn is recorded: ``TurnAnswer.claim`` (accounts/turn/reply.py).
    """
    started = time.perf_counter()
    if account_id_problem(external_id) is not None:
        # Like an item the engine cannot read: the turn goes on with its own history.
        return turn_fallback(history, door=door, external_id=external_id, cause="InvalidAccountId")
    if thread != MAIN_THREAD and thread_problem(thread) is not None:
        # A door checks it first (door_options); a door that did not still stores nothing.
        return turn_fallback(history, door=door, external_id=external_id, cause="InvalidThread")
    resolved = [Mode.DISABLED]  # the mode resolved so far: a fallback's answer reports it
    try:
        # SDK exports (Responses-style items, placeholder ids) read as chat items; the
        # answer goes back in the shape the history came in (engine/sdk.py).
        view = sdk.to_chat(history)
        answer = _answer(
            external_id=external_id,
            history=view.history,
            now=now,
            project=project,
            thread=thread,
            record=record,
            context_role=context_role,
            identify=identify,
            claim=claim,
            started=started,
            resolved=resolved,
        )
    except Exception as exc:
        answer = TurnAnswer(
            mode=resolved[0],
            messages=history,
            fallback=True,
            cause=type(exc).__name__,
            thread=thread,
            record=record,
            timings=Timings(total=time.perf_counter() - started),
        )
        turn_counted(
            answer,
            door=door,
            external_id=external_id,
            expected=isinstance(exc, _SHAPE_ERRORS),
        )
        return answer
    if answer.mode is Mode.ENABLED:
        answer = replace(answer, messages=sdk.to_responses(answer.messages, view))
    else:
        answer = replace(answer, messages=history)
    if answer.repairs:
        # Operators of the proxy doors read memory.proxy; of /context, memory.turns.
        (log if door == "context" else logging.getLogger("memory.proxy")).warning(
            "turn repaired the tool sequence the log holds: door=%s account=%r causes=%s",
            door,
            external_id,
            "; ".join(answer.repairs),
        )
    turn_counted(answer, door=door, external_id=external_id, expected=True)
    if answer.account is not None and answer.record and answer.mode is not Mode.DISABLED:
        turn_log_write(
            account=answer.account,
            at=now,
            door=door,
            thread=thread,
            mode=answer.mode.value,
            given=ids.strip_added(history, answer.added),
            sent=ids.strip_added(answer.messages, answer.added),
            facts=answer.facts if answer.mode is Mode.ENABLED else (),
        )
    return answer


def _answer(
    *,
    external_id: str,
    history: list[Any],
    now: datetime,
    project: int | None,
    thread: str,
    record: bool,
    context_role: str | None,
    identify: bool,
    claim: bool,
    started: float,
    resolved: list[Mode],
) -> TurnAnswer:
    setting = rollout_setting()
    project = project if project is not None else default_project_id()  # read once
    if nobody_live(setting, project):
        # Every account is disabled whatever its row says: no read, zero overhead.
        elapsed = time.perf_counter() - started
        timings = Timings(read=elapsed, total=elapsed)
        return TurnAnswer(
            mode=Mode.DISABLED, messages=history, thread=thread, record=record, timings=timings
        )
    # One statement (PostgreSQL): the account, and for a mode other than disabled
    # its facts, forgotten-word digests and the thread's window too.
    reads = turn_reads(
        external_id=external_id,
        setting=setting,
        project=project,
        ids=_ids_in(history),
        thread=thread,
        # Ids are given by matching the log's open end: read with the window.
        keep=ids.OPEN_END_READ if identify or _without_ids(history) else 0,
    )
    account = (
        reads.account
        if reads is not None
        else account_find(external_id=external_id, project=project)
    )
    mode = rollout_resolve(account=account, setting=setting, project=project).mode
    resolved[0] = mode
    if mode is Mode.DISABLED:
        # Zero overhead: the engine does nothing at all.
        elapsed = time.perf_counter() - started
        return TurnAnswer(
            mode=mode,
            messages=history,
            thread=thread,
            record=record,
            account=account,
            timings=Timings(read=elapsed, total=elapsed),
        )
    return _build(
        external_id=external_id,
        history=history,
        now=now,
        project=project,
        thread=thread,
        record=record,
        context_role=context_role,
        identify=identify,
        claim=claim,
        started=started,
        account=account,
        reads=reads,
        mode=mode,
    )


def _build(
    *,
    external_id: str,
    history: list[Any],
    now: datetime,
    project: int | None,
    thread: str,
    record: bool,
    context_role: str | None,
    identify: bool,
    claim: bool,
    started: float,
    account: Account | None,
    reads: TurnReads | None,
    mode: Mode,
) -> TurnAnswer:
    role = context_role or context_role_default()
    if role not in CONTEXT_ROLES:
        raise ValueError(f"context_role {role[:20]!r} is not one of {sorted(CONTEXT_ROLES)}")
    memory = None
    if reads is not None and reads.newest_first is not None:
        newest: list[t.StoredMessage] = reads.newest_first
        assert reads.facts is not None and reads.digests is not None
        memory = (reads.facts, reads.digests)
    elif account is not None:
        newest = window_candidates(account=account, thread=thread)
    else:
        newest = []
    given = history
    added: frozenset[str] = frozenset()
    last_id = ""
    uncut_read = False
    if not identify and _without_ids(history):
        # No ids at all (LangChain, the Agents SDK): given as the proxy gives them, so
        # memory grows for an agent that sends none; the ids are not sent back.
        identify = True
    superseded: frozenset[str] = frozenset()
    if identify:
        if reads is not None and reads.cut and len(newest) < ids.OPEN_END_READ:
            assert account is not None
            newest = uncut(account=account, newest_first=newest, thread=thread)
            uncut_read = True
        found = ids.identify(history, newest, root=thread_root(thread))
        given, added, last_id = found.history, found.added, found.last_id
        if found.unacknowledged and account is not None and record:
            # Replies the agent never received (its request was retried): superseded,
            # kept for audit, never shown to the model again.
            gone = {m.seq for m in found.unacknowledged}
            supersede(account=account, seqs=sorted(gone))
            newest = [replace(m, superseded=True) if m.seq in gone else m for m in newest]
            superseded = frozenset(m.external_id for m in found.unacknowledged if m.external_id)
    parsed = history_read(given, now=now)
    if account is None:
        if record:
            account = account_get_or_create(external_id=external_id, project=project)
        else:  # a side call creates nothing: an account with nothing remembered yet
            account = Account(
                external_id=external_id,
                project_id=project if project is not None else default_project_id(),
            )
            memory = ([], [])
    elif reads is not None and reads.cut and not uncut_read and calls_made_before(parsed.tail):
        newest = uncut(account=account, newest_first=newest, thread=thread)
    stored = {m.external_id: m for m in newest if m.external_id}
    wanted = {i.id for i in parsed.recorded if i.id is not None} - added
    if reads is not None:
        # Read with the window: the stored messages under the history's ids.
        for eid, m in reads.by_id.items():
            stored.setdefault(eid, m)
        wanted -= reads.ids
    if account.pk is not None:
        stored.update(stored_by_ids(account=account, ids=wanted - stored.keys()))
    if record and account.pk is not None:
        newest = _acknowledged(account, parsed, stored, newest)
    conflicts = chat.conflicts(stored, parsed.items)
    records = chat.records(parsed, now=now, skip=stored.keys())
    read = time.perf_counter() - started
    reserved: int | None = None
    if record:
        fresh = [new_message_of(r, thread=thread) for r in records]
        if claim:  # the seq the reply will be stored under, after this turn's items
            rows, reserved = messages_append_claiming(
                account=account, items=fresh, known_ids=set(stored)
            )
        else:
            rows = messages_append(account=account, items=fresh, known_ids=set(stored))
        # What was just recorded is the newest of all: put it in front, no re-read.
        newest = [stored_message(m) for m in reversed(rows)] + newest
        recorded = tuple(m.external_id for m in rows)
    else:
        newest = _unstored(records, after=account.last_seq or 0) + newest
        recorded = ()
    over_budget = reads is not None and reads.cut and not turn_begins_in(newest, parsed.tail)
    if over_budget and account.pk is not None:  # the turn alone is larger than the budget
        newest = uncut(account=account, newest_first=newest, thread=thread)
    tail = chat.tail_messages(parsed, pack=rulepack.pack(), now=now)
    if memory is None:
        memory = memory_for_turn(account=account)  # read here once: the log names the facts
    sections = next_turn_sections(
        account=account,
        history=history,
        now=now,
        tail=tail,
        newest_first=newest,
        context_role=role,
        memory=memory,
    )
    # The ids given here to id-less items are the engine's, never sent back (API.md v1.2).
    engine_messages = ids.strip_added(sections.messages(), added)
    shadowed = False
    if mode is Mode.SHADOW and record:
        d = shadow.diff(history, engine_messages)
        ShadowRecord.objects.create(
            account=account,
            created_at=now,
            # Kept for review: no secret stays in it (ENGINE.md section 8).
            given=rulepack.mask_json(history),
            engine=rulepack.mask_json(engine_messages),
            given_tokens=d.given_tokens,
            engine_tokens=d.engine_tokens,
            differs=d.differs,
            diff_kinds=list(d.kinds),
            diff_key=d.key,
        )
        shadowed = True
    _telemetry({"account": external_id, "mode": mode.value, "messages": len(engine_messages)})
    total = time.perf_counter() - started
    return TurnAnswer(
        mode=mode,
        messages=history if mode is Mode.SHADOW else engine_messages,
        conflicts=conflicts,
        records=recorded,
        shadowed=shadowed,
        thread=thread,
        record=record,
        timings=Timings(read=read, build=total - read, total=total),
        account=account if account.pk is not None else None,
        last_id=last_id,
        added=added,
        facts=tuple((f.key, f.origin) for f in memory[0]),
        repairs=tuple(sections.repairs),
        superseded=superseded,
        claim=reserved,
    )


def _acknowledged(
    account: Account,
    parsed: chat.ParsedHistory,
    stored: dict[str, t.StoredMessage],
    newest: list[t.StoredMessage],
) -> list[t.StoredMessage]:
    """A superseded reply the history holds was received after all: it stands again.

    The verdict (accounts/turn/reply.py) cannot always tell a retry from a copy of the
    request the agent did read (two sent at once, the first answer taken); what the
    agent sends back is what it received."""
    back = {
        i.id
        for i in parsed.recorded
        if i.id is not None and i.id in stored and stored[i.id].superseded
    }
    if not back:
        return newest
    supersede(account=account, ids=sorted(back), value=False)
    for eid in back:
        stored[eid] = replace(stored[eid], superseded=False)
    return [replace(m, superseded=False) if m.external_id in back else m for m in newest]


def _unstored(records: list[chat.Record], *, after: int) -> list[t.StoredMessage]:
    """A side call's new items as the window would hold them once stored (newest first),
    numbered after the account's last seq: read as stored messages, never written."""
    pack = rulepack.pack()
    out = [
        chat.stored_message(
            r,
            seq=after + n,
            provenance=message_provenance(
                pack,
                role=r.role.value,
                content=r.content,
                tools=list(r.tools) if r.tools is not None else None,
                observed_at=r.observed_at or r.created_at,
            ),
        )
        for n, r in enumerate(records, start=1)
    ]
    out.reverse()
    return out
