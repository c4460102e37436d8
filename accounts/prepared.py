"""Prepared statements for the per-turn path (PostgreSQL).

Django binds parameters on the client, so PostgreSQL parses and plans every
statement anew; for the turn's one read that planning costs more than running
it (and for compaction's claim, which reads the batch with it). ``prepared_cursor``
binds on the server and prepares the statement on its
first use on a connection (connections persist for ``CONN_MAX_AGE``), so each
later turn only executes it. The cursor is wrapped exactly as Django wraps its
own: database errors are Django's, execute wrappers and the query log apply.

Django turns psycopg's prepared statements off by default, for connection
poolers in transaction mode that cannot carry them (PgBouncer before 1.21, or
without ``max_prepared_statements``). These are protocol-level statements the
application names itself, so here they are on unless ``MEMORY_PREPARED_STATEMENTS``
is off: set it to 0 behind such a pooler. Only the statements run through
``prepared_cursor`` are prepared; every ORM query stays as Django runs it.
"""

from __future__ import annotations

from typing import Any

import psycopg
from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, connections
from django.db.backends.utils import CursorDebugWrapper, CursorWrapper

# psycopg prepares a statement when asked (prepare=True) only if the connection's
# threshold is set; this one is never reached by counting, so nothing else is prepared.
_ONLY_WHEN_ASKED = 2**31 - 1


class _DebugWrapper(CursorDebugWrapper):
    """The query log (DEBUG, tests) records the statement with its values, as Django's
    own: psycopg keeps no text of a prepared statement's execution for Django to quote."""

    def execute(self, sql: Any, params: Any = None) -> Any:
        with self.debug_sql(self.db.ops.compose_sql(sql, params), params):
            return CursorWrapper.execute(self, sql, params)


class _PreparedCursor(psycopg.Cursor[Any]):
    def execute(self, query: Any, params: Any = None, **kwargs: Any) -> Any:
        kwargs.setdefault("prepare", True)
        return super().execute(query, params, **kwargs)


def prepared_cursor() -> Any:
    """A cursor whose statements are prepared (PostgreSQL only; use as a context manager).

    With ``MEMORY_PREPARED_STATEMENTS`` off it is Django's own cursor.
    """
    db = connections[DEFAULT_DB_ALIAS]  # the connection itself, not the per-access proxy
    assert db.vendor == "postgresql"
    if not getattr(settings, "MEMORY_PREPARED_STATEMENTS", True):
        return db.cursor()
    # As Django's own cursor() does: the health check (CONN_HEALTH_CHECKS), then connect.
    db.close_if_health_check_failed()
    db.ensure_connection()
    raw_connection = db.connection
    if raw_connection.prepare_threshold is None:
        raw_connection.prepare_threshold = _ONLY_WHEN_ASKED
    cursor = _PreparedCursor(raw_connection)
    db.validate_thread_sharing()
    if db.queries_logged:
        return _DebugWrapper(cursor, db)
    return CursorWrapper(cursor, db)
