"""Everything a turn reads, on SQLite (the embedded default): ``turn_reads``' other half.

PostgreSQL reads a turn in one statement (``accounts.context.reads``); here the same
answer comes from a few plain statements whose text never changes (SQLite's own
statement cache keeps them compiled), with no ORM query built per turn: the account,
then, for a mode other than disabled, its facts with its forgotten-word digests (one
UNION ALL), the thread's window in the pages ``window_candidates`` reads, and the
stored messages under the history's ids that the window does not hold. Each is a
fixed number of statements whatever the log's size.

The answer is the one PostgreSQL's statement gives: the window up to the first row
that spends the budget (``cut``), times read for live rows only (``UNREAD``
otherwise), so the turn service builds from the same rows on either database.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

import orjson
from django.db import connection

from accounts.context.reads import _ACCOUNT_FIELDS, TurnReads
from accounts.context.selectors import memory_rows
from accounts.messages.selectors import UNREAD
from accounts.models import MAIN_THREAD, Account, RolloutSetting, default_project_id
from accounts.rollout.selectors import rollout_resolve
from memoryadmin.engine import types as t
from memoryadmin.engine.types import Mode

_ACCOUNT_SQL = (
    f"SELECT {', '.join(_ACCOUNT_FIELDS)} FROM accounts_account "
    "WHERE project_id = %s AND external_id = %s"
)

# In StoredMessage's field order (``stored_from_row``); times for live rows only.
_MSG = (
    "seq, role, content, CASE WHEN volatility = 'live' THEN created_at END, token_count, "
    "volatility, CASE WHEN volatility = 'live' THEN observed_at END, unverified, tools, "
    "external_id, tool_calls, tool_call_id, name, parts, content_null, extra, superseded"
)
_PAGE_SQL = (
    f"SELECT {_MSG} FROM accounts_message WHERE account_id = %s AND thread = %s "
    "ORDER BY seq DESC LIMIT %s"
)
_PAGE_BEFORE_SQL = (
    f"SELECT {_MSG} FROM accounts_message WHERE account_id = %s AND thread = %s "
    "AND seq < %s ORDER BY seq DESC LIMIT %s"
)
# SQLite allows 32,766 values a statement; a history's ids are read in chunks well below.
_IDS_A_STATEMENT = 500

# Active facts, the earlier fact each superseded (until its successor's since), and the
# forgotten-word digests with their forget's seq: memory_for_turn's UNION ALL.
_MEMORY_SQL = """
SELECT 'f', key, kind, note, origin, confidence, since, evidence, NULL
FROM accounts_fact WHERE account_id = %s AND active
UNION ALL
SELECT 'e', o.key, o.kind, o.note, o.origin, o.confidence, o.since, '', n.since
FROM accounts_fact o JOIN accounts_fact n ON n.id = o.superseded_by_id
WHERE o.account_id = %s AND NOT o.active AND n.active AND n.account_id = %s
UNION ALL
SELECT 'w', fw.digest, fw.key_id, '', '', r.forget_seq, NULL, '', NULL
FROM accounts_forgottenword fw
JOIN accounts_forgetrequest r ON r.id = fw.request_id AND r.account_id = fw.account_id
WHERE fw.account_id = %s
"""


def _time(value: Any) -> datetime | None:
    """A time as Django stores it on SQLite (naive UTC text), made aware."""
    if value is None or value == "":
        return None
    found = value if isinstance(value, datetime) else datetime.fromisoformat(str(value))
    return found if found.tzinfo is not None else found.replace(tzinfo=UTC)


def _json(value: Any) -> Any:
    if value is None or not isinstance(value, str | bytes):
        return value
    try:
        return orjson.loads(value)
    except orjson.JSONDecodeError:  # what json.dumps writes and orjson refuses (NaN)
        return json.loads(value)


def _stored(row: tuple[Any, ...]) -> t.StoredMessage:
    r = list(row)
    r[3] = _time(r[3]) or UNREAD
    r[6] = _time(r[6])
    r[7] = bool(r[7])
    for i in (8, 10, 13, 15):  # tools, tool_calls, parts, extra
        r[i] = _json(r[i])
    return t.stored_from_row(r)


def _window(
    cursor: Any, *, account: int, thread: str, budget: int, limit: int, first: int, keep: int
) -> tuple[list[t.StoredMessage], bool]:
    """The thread's window as ``window_candidates`` pages it, up to the first row that
    spends the budget (at least ``keep`` rows); and whether rows were read past it."""
    out: list[t.StoredMessage] = []
    spent, page, before = 0, first, None
    while len(out) < limit and page > 0:
        if before is None:
            cursor.execute(_PAGE_SQL, [account, thread, page])
        else:
            cursor.execute(_PAGE_BEFORE_SQL, [account, thread, before, page])
        rows = cursor.fetchall()
        out.extend(_stored(r) for r in rows)
        spent += sum(r[4] for r in rows)
        if len(rows) < page or spent > budget:
            break
        before, page = rows[-1][0], min(limit - len(out), 4 * page)
    kept, spent = 0, 0
    for m in out:
        kept += 1
        spent += m.token_count
        if spent > budget:
            break
    kept = max(kept, min(keep, len(out)))
    return out[:kept], kept < len(out)


def _memory(cursor: Any, account: int) -> tuple[list[t.Fact], list[tuple[str, str, int]]]:
    cursor.execute(_MEMORY_SQL, [account, account, account, account])
    return memory_rows(cursor.fetchall(), _time)


def _by_ids(cursor: Any, account: int, ids: list[str]) -> dict[str, t.StoredMessage]:
    found: dict[str, t.StoredMessage] = {}
    for at in range(0, len(ids), _IDS_A_STATEMENT):
        chunk = ids[at : at + _IDS_A_STATEMENT]
        marks = ", ".join(["%s"] * len(chunk))
        cursor.execute(
            f"SELECT {_MSG} FROM accounts_message WHERE account_id = %s "
            f"AND external_id IN ({marks})",
            [account, *chunk],
        )
        for row in cursor.fetchall():
            found[row[9]] = _stored(row)
    return found


def turn_reads_sqlite(
    *,
    external_id: str,
    setting: RolloutSetting,
    project: int | None,
    ids: frozenset[str],
    thread: str = MAIN_THREAD,
    window: tuple[int, int, int],
    keep: int = 0,
) -> TurnReads | None:
    """``turn_reads`` on SQLite (see the module's doc); ``window`` is the budget, the
    message limit and the first page."""
    project_id = project if project is not None else default_project_id()
    with connection.cursor() as cursor:
        cursor.execute(_ACCOUNT_SQL, [project_id, external_id])
        row = cursor.fetchone()
        if row is None:
            return None
        values = list(row)
        values[_ACCOUNT_FIELDS.index("allowlisted")] = bool(
            values[_ACCOUNT_FIELDS.index("allowlisted")]
        )
        account = Account.from_db(connection.alias, list(_ACCOUNT_FIELDS), values)
        mode = rollout_resolve(account=account, setting=setting, project=project_id).mode
        if mode is Mode.DISABLED:
            return TurnReads(account=account, facts=None, digests=None, newest_first=None)
        facts, digests = _memory(cursor, account.pk)
        budget, limit, first = window
        newest, cut = _window(
            cursor,
            account=account.pk,
            thread=thread,
            budget=budget,
            limit=limit,
            first=first,
            keep=keep,
        )
        held = {m.external_id for m in newest if m.external_id}
        by_id = _by_ids(cursor, account.pk, sorted(ids - held)) if ids - held else {}
    return TurnReads(
        account=account,
        facts=facts,
        digests=digests,
        newest_first=newest,
        by_id=by_id,
        ids=ids,
        cut=cut,
    )
