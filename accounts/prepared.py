"""Prepared statements for the per-turn path (PostgreSQL).

Django binds parameters on the client, so PostgreSQL parses and plans every
statement anew; for the turn's one read that planning costs more than running
it. ``prepared_cursor`` binds on the server and prepares the statement on its
first use on a connection (connections persist for ``CONN_MAX_AGE``), so each
later turn only executes it. The cursor is wrapped exactly as Django wraps its
own: database errors are Django's, execute wrappers and the query log apply.
"""

from __future__ import annotations

from typing import Any

import psycopg
from django.db import connection


class _PreparedCursor(psycopg.Cursor[Any]):
    def execute(self, query: Any, params: Any = None, **kwargs: Any) -> Any:
        kwargs.setdefault("prepare", True)
        return super().execute(query, params, **kwargs)


def prepared_cursor() -> Any:
    """A cursor whose statements are prepared (PostgreSQL only; use as a context manager)."""
    assert connection.vendor == "postgresql"
    connection.ensure_connection()
    raw = _PreparedCursor(connection.connection)
    return connection._prepare_cursor(raw)  # type: ignore[attr-defined]
