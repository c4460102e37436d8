"""Everything a turn reads, in one statement (PostgreSQL): the per-turn path's round trip.

The account row, its active facts, its forgotten-word digests and the newest
window rows come back as one row: the facts, digests and window as JSON arrays
the database builds, decoded with orjson. No model instance, no ORM query
compilation, no per-row datetime parsing: a window row's ``created_at`` and
``observed_at`` are read only when the row is live, the only rows the turn
stamps (``memoryadmin.engine.replay.stamp_for``); other rows carry
``accounts.messages.selectors.UNREAD``.

The window is read in the pages ``window_candidates`` reads, with the same
stopping rule: a first page, and the next one only when the first was full and
its tokens did not spend the budget (the database skips the second page's scan
when that is false). Whatever a third page would add is read by
``window_candidates``' own loop. Of the rows read, only those up to the first
that spends the budget come back (``cut``): the window stops there whatever
else the turn adds to its cost, so the engine builds the same window from them
(the last one is kept as the context the oldest replayed message is masked
in). The one thing that reaches past the budget is a tail whose tool results
answer stored calls; ``uncut`` reads on for it.

In ``disabled`` the window, facts and digests are not read at all: which
(allowlisted, own mode) kinds of account resolve to another mode is worked out
here from the global setting (as ``effective_mode_q`` does) and handed to the
statement, which reads them only for such an account.

The window is the turn's thread's (``thread``, API.md v1.2: its own messages only,
read along the (account, thread, seq) index); facts, digests and the messages under
the history's ids are the account's.

SQLite (the embedded default) reads the same in a few plain statements (``reads_sqlite``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from functools import lru_cache
from typing import Any

import orjson
from django.conf import settings
from django.db import connection

from accounts import sql
from accounts.context.selectors import fact_order
from accounts.forgotten import digest_rows, digests_json
from accounts.messages.selectors import (
    stored_from_json,
    window_continue,
    window_json,
    window_select,
)
from accounts.models import MAIN_THREAD, Account, Fact, Message, RolloutSetting, default_project_id
from accounts.prepared import prepared_cursor
from accounts.rollout.selectors import project_rollout, rollout_resolve_values
from memoryadmin.engine import types as t
from memoryadmin.engine.types import Mode

FIRST_PAGE = 48

# In the model's field order: Model.from_db takes the values in that order.
_ACCOUNT_FIELDS = tuple(
    f.attname
    for f in Account._meta.concrete_fields
    if f.attname
    in {
        "id",
        "project_id",
        "external_id",
        "timezone",
        "last_seq",
        "allowlisted",
        "rollout_mode",
        "summary",
        "covered_through_seq",
        "summary_version",
    }
)

_KNOWN = tuple(m.value for m in Mode)

_ACCOUNT, _MESSAGE, _FACT = sql.table(Account), sql.table(Message), sql.table(Fact)
# The window's columns (created_at and observed_at of live rows only), in StoredMessage's
# order: ``window_json`` of them is what ``stored_from_json`` reads.
_MSG = window_select(live_times_only=True)
# What the turn shows of a fact (``memory_for_turn`` reads the same through the ORM).
_FACT_SHOWN = ("key", "kind", "note", "origin", "confidence", "since")
_EVIDENCE = sql.column(Fact, "evidence")
_SINCE = sql.column(Fact, "since")

_SQL = f"""
SELECT * FROM (
WITH a AS (
    SELECT {sql.columns(Account, _ACCOUNT_FIELDS, alias="a")},
        CASE WHEN a.allowlisted THEN k.own = ANY(%(listed)s) ELSE k.own = ANY(%(unlisted)s) END
            AS live
    FROM {_ACCOUNT} a
    CROSS JOIN LATERAL (SELECT CASE
        WHEN a.rollout_mode IS NULL THEN ''
        WHEN a.rollout_mode IN ('disabled', 'shadow', 'enabled') THEN a.rollout_mode
        ELSE '?' END AS own) k
    WHERE a.project_id = %(project_id)s AND a.external_id = %(external_id)s
),
m1 AS (
    SELECT {_MSG} FROM {_MESSAGE}
    WHERE account_id = (SELECT id FROM a) AND thread = %(thread)s AND (SELECT live FROM a)
    ORDER BY seq DESC LIMIT %(first)s
),
m2 AS (
    SELECT {_MSG} FROM {_MESSAGE}
    WHERE account_id = (SELECT id FROM a) AND thread = %(thread)s
        AND (SELECT count(*) FROM m1) = %(first)s
        AND (SELECT sum(token_count) FROM m1) <= %(budget)s
        AND seq < (SELECT min(seq) FROM m1)
    ORDER BY seq DESC LIMIT %(second)s
),
r AS (SELECT * FROM m1 UNION ALL SELECT * FROM m2),
w AS (
    SELECT * FROM (
        SELECT r.*, sum(r.token_count) OVER (ORDER BY r.seq DESC ROWS UNBOUNDED PRECEDING)
            - r.token_count AS spent_before, row_number() OVER (ORDER BY r.seq DESC) AS nth
        FROM r
    ) c WHERE c.spent_before <= %(budget)s OR c.nth <= %(keep)s
)
SELECT {sql.columns(Account, _ACCOUNT_FIELDS)}, live, (SELECT count(*) FROM r),
    CASE WHEN live THEN (
        SELECT json_agg(json_build_array(
            {sql.columns(Fact, _FACT_SHOWN, alias="f")}, f.{_EVIDENCE}, f.until))::text
        FROM (
            SELECT {sql.columns(Fact, _FACT_SHOWN)}, {_EVIDENCE}, NULL::timestamptz AS until
            FROM {_FACT} WHERE account_id = a.id AND active
            UNION ALL
            SELECT {sql.columns(Fact, _FACT_SHOWN, alias="o")}, '', n.{_SINCE}
            FROM {_FACT} o
            JOIN {_FACT} n ON n.id = o.superseded_by_id AND n.account_id = o.account_id
            WHERE o.account_id = a.id AND NOT o.active AND n.active
        ) f
    ) END,
    CASE WHEN live THEN {digests_json("a.id")} END,
    (SELECT json_agg({window_json("w")} ORDER BY w.seq DESC)::text FROM w),
    CASE WHEN live THEN (
        SELECT json_agg({window_json("x")})::text
        FROM (
            SELECT {_MSG} FROM {_MESSAGE}
            WHERE account_id = a.id AND external_id = ANY(%(ids)s)
                AND (thread <> %(thread)s
                    OR seq < coalesce((SELECT min(seq) FROM w), 9223372036854775807))
        ) x
    ) END
FROM a
) AS turn
"""


@dataclass(frozen=True)
class TurnReads:
    account: Account
    # None when the account resolves to disabled: nothing more was read.
    facts: list[t.Fact] | None
    digests: list[tuple[str, str, int]] | None  # (digest, key id, forget_seq)
    newest_first: list[t.StoredMessage] | None
    # The stored messages outside the window under the ids asked for (``ids``):
    # what ``stored_by_ids`` would answer for them, read in the same statement.
    by_id: dict[str, t.StoredMessage] = field(default_factory=dict)
    ids: frozenset[str] = frozenset()
    # True when rows older than the budget were read and left out (see the module's
    # docstring); ``uncut`` reads on when the turn's tail needs them.
    cut: bool = False


_KINDS: dict[tuple[Any, ...], list[str]] = {}


def _kinds(setting: RolloutSetting, *, listed: bool, project: int) -> list[str]:
    """The own modes ('' for none, '?' for an unknown one) that resolve to other than disabled,
    in ``project`` (whose own mode, if it has one, replaces the global one).

    Memoised on everything the answer depends on: it is the same for every turn
    until the rollout row (or MEMORY_MODE) changes.
    """
    key = (
        setting.mode,
        setting.scope,
        setting.kill_switch,
        repr(sorted(project_rollout(setting, project).items())),
        settings.MEMORY_MODE,
        listed,
        project,
    )
    found = _KINDS.get(key)
    if found is None:
        found = [
            own
            for own in ["", *_KNOWN, "?"]
            if rollout_resolve_values(
                setting, allowlisted=listed, override=own or None, project=project
            )
            != Mode.DISABLED.value
        ]
        if len(_KINDS) >= 256:
            _KINDS.clear()
        _KINDS[key] = found
    return found


def nobody_live(setting: RolloutSetting, project: int | None) -> bool:
    """Whether every account of ``project`` resolves to disabled whatever its row says
    (the kill switch, ``MEMORY_MODE``, a disabled project or global mode that no
    account's own mode can lift): a turn then needs no read at all."""
    project_id = project if project is not None else default_project_id()
    listed = _kinds(setting, listed=True, project=project_id)
    return not listed and not _kinds(setting, listed=False, project=project_id)


def _window_pages() -> tuple[int, int, int, int]:
    """The window's token budget and message limit, and the two pages the statement reads
    (``window_candidates``' first page and the next, four times larger)."""
    budget = int(settings.MEMORY_WINDOW_TOKENS)
    limit = int(settings.MEMORY_WINDOW_MAX_MESSAGES)
    first = min(FIRST_PAGE, limit)
    return budget, limit, first, min(limit - first, 4 * first)


@lru_cache(maxsize=8)
def _statement(first: int, second: int, budget: int, keep: int = 0) -> str:
    """The statement with the window's page sizes and budget written in (settings, the
    same for every turn): its prepared plan is then as good for every account as a
    plan made for one, and PostgreSQL keeps it instead of planning each turn."""
    return (
        _SQL.replace("%(first)s", str(int(first)))
        .replace("%(second)s", str(int(second)))
        .replace("%(budget)s", str(int(budget)))
        .replace("%(keep)s", str(int(keep)))
    )


def turn_reads(
    *,
    external_id: str,
    setting: RolloutSetting,
    project: int | None = None,
    ids: frozenset[str] = frozenset(),
    thread: str = MAIN_THREAD,
    keep: int = 0,
) -> TurnReads | None:
    """What one turn reads, in one statement; None when there is no such account. On
    SQLite, the same answer from a few fixed statements (``reads_sqlite``).

    ``keep``: at least this many of the newest rows read come back even past the
    budget (a door that gives id-less items ids matches them against the log's open
    end, ``accounts.proxy.ids.OPEN_END_READ``: read here, not by a second query).

    The account is the one with this id in ``project`` (the calling key's; None: ``default``).
    ``ids`` are the agent ids the turn's history carries: the stored messages older
    than the window under them come back in ``by_id`` (conflicts need them).
    """
    budget, limit, first, second = _window_pages()
    if connection.vendor != "postgresql":
        from accounts.context.reads_sqlite import turn_reads_sqlite

        return turn_reads_sqlite(
            external_id=external_id,
            setting=setting,
            project=project,
            ids=ids,
            thread=thread,
            window=(budget, limit, first),
            keep=keep,
        )
    project_id = project if project is not None else default_project_id()
    params = {
        "external_id": external_id,
        "project_id": project_id,
        "listed": _kinds(setting, listed=True, project=project_id),
        "unlisted": _kinds(setting, listed=False, project=project_id),
        "ids": list(ids),
        "thread": thread,
    }
    with prepared_cursor() as cursor:
        cursor.execute(_statement(first, second, budget, keep), params)
        row = cursor.fetchone()
    if row is None:
        return None
    n = len(_ACCOUNT_FIELDS)
    account = Account.from_db(connection.alias, list(_ACCOUNT_FIELDS), row[:n])
    live, read, facts_text, digests_text, window_text, by_id_text = row[n:]
    if not live:
        return TurnReads(account=account, facts=None, digests=None, newest_first=None)
    facts = [
        t.Fact(
            key=k,
            kind=kind,
            note=note,
            origin=origin,
            confidence=c,
            since=_when(since),
            evidence=evidence or "",
            until=_when(until),
        )
        for k, kind, note, origin, c, since, evidence, until in _loads(facts_text)
    ]
    facts.sort(key=fact_order)
    digests = digest_rows(digests_text)
    rows = _loads(window_text)
    out = [stored_from_json(r) for r in rows]
    spent = sum(m.token_count for m in out)
    # The statement read at most two pages; a third is window_candidates' loop.
    if read == first + second and second and spent <= budget and len(out) < limit:
        out = window_continue(
            account=account,
            out=out,
            spent=spent,
            budget=budget,
            limit=limit,
            page=min(limit - len(out), 4 * second),
            thread=thread,
        )
    by_id = {m.external_id: m for m in map(stored_from_json, _loads(by_id_text)) if m.external_id}
    return TurnReads(
        account=account,
        facts=facts,
        digests=digests,
        newest_first=out,
        by_id=by_id,
        ids=ids,
        cut=len(out) < read,
    )


def _when(value: Any) -> datetime | None:
    """A timestamp as PostgreSQL's JSON writes it ("2026-11-24T10:00:00.5+00:00")."""
    return datetime.fromisoformat(value) if isinstance(value, str) and value else None


def _loads(value: Any) -> list[Any]:
    if value is None:
        return []
    if isinstance(value, str | bytes):
        return list(orjson.loads(value))
    return list(value)


def uncut(
    *, account: Account, newest_first: list[t.StoredMessage], thread: str = MAIN_THREAD
) -> list[t.StoredMessage]:
    """``newest_first`` (a cut read) and the older candidates after it, at least as many
    as ``window_candidates`` would have read: for a tail whose tool results answer calls
    stored before this turn, which the window takes whatever the budget."""
    budget, limit, first, second = _window_pages()
    page = min(limit - len(newest_first), first + second)
    return window_continue(
        account=account,
        out=newest_first,
        spent=budget + 1,
        budget=budget,
        limit=limit,
        page=page,
        thread=thread,
    )
