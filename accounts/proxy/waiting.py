"""A turn waiting on its model holds no database connection (issue 24).

A door calls ``release_connections`` after the turn is prepared and before it
calls upstream: the thread's connections go back (to the process's pool when
``MEMORY_DB_POOL_MAX`` is set, as the web process sets it; closed otherwise),
so a thousand turns waiting on a slow model hold none, and recording the reply
afterwards takes one again. A connection inside a transaction (a test's, or a
caller's ``atomic``) is left alone: closing it would end the transaction.
"""

from __future__ import annotations

from django.db import connections


def release_connections() -> None:
    for conn in connections.all(initialized_only=True):
        if conn.connection is not None and not conn.in_atomic_block:
            conn.close()
