"""Behind a transaction-mode pooler (MEMORY_PREPARED_STATEMENTS=0) nothing relies on a
session: no prepared statements and no server-side cursors, which PgBouncer loses between
statements ("cursor ... does not exist" on QuerySet.iterator()'s second fetch). The drill
behind PgBouncer (make drill-pgbouncer) reads its check in chunks of 25 to cross that."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

SHOW = (
    "from django.db import connection; "
    "print('CURSORS', connection.settings_dict.get('DISABLE_SERVER_SIDE_CURSORS', False))"
)


def _show(**env: str) -> str:
    base = {k: v for k, v in os.environ.items() if k != "MEMORY_PREPARED_STATEMENTS"}
    r = subprocess.run(
        [sys.executable, "manage.py", "shell", "-c", SHOW],
        capture_output=True,
        text=True,
        env={**base, "DATABASE_URL": "postgres://nobody@127.0.0.1:1/none", **env},
        timeout=120,
    )
    assert r.returncode == 0, r.stderr
    return r.stdout


@pytest.mark.parametrize(("prepared", "disabled"), [("0", True), ("1", False), (None, False)])
def test_server_side_cursors_are_off_exactly_when_prepared_statements_are(
    prepared: str | None, disabled: bool
) -> None:
    env = {} if prepared is None else {"MEMORY_PREPARED_STATEMENTS": prepared}
    assert f"CURSORS {disabled}" in _show(**env)
