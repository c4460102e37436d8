"""A turn waiting on its model holds no database connection (issue 24).

A door calls ``release_connections`` after the turn is prepared and before it
calls upstream. A connection that is not kept between requests
(``CONN_MAX_AGE`` 0: pooled, as the web process runs with ``MEMORY_DB_POOL_MAX``,
or opened per request) goes back now, to the pool or closed, so a thousand
turns waiting on a slow model hold none, and recording the reply afterwards
takes one again. A persistent connection (``CONN_MAX_AGE`` over 0, no pool)
is kept: giving it back would mean a new connection, and its prepared
statements, on every turn. A connection inside a transaction (a test's, or a
caller's ``atomic``) is left alone: closing it would end the transaction.
"""

from __future__ import annotations

from django.db import connections


def release_connections() -> None:
    for conn in connections.all(initialized_only=True):
        kept = conn.settings_dict.get("CONN_MAX_AGE") != 0
        if conn.connection is not None and not conn.in_atomic_block and not kept:
            conn.close()
