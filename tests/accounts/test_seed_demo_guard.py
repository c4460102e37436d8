"""seed_demo writes a published API key and known passwords: never with DEBUG off."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

SECRET = "p9!x" + "Zq7@Lm3#Vb8$Nc2%Tr6^Wd1&Ks5*Hf4" * 2


def manage(*args: str, db: Path, **env: str) -> subprocess.CompletedProcess[str]:
    base = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("DJANGO_", "DATABASE_URL", "CELERY_", "MEMORY_AUDIT_"))
        or k == "DJANGO_SETTINGS_MODULE"
    }
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        capture_output=True,
        text=True,
        env={**base, "DATABASE_URL": f"sqlite:///{db}", "DJANGO_SECRET_KEY": SECRET, **env},
        timeout=180,
    )


@pytest.fixture(scope="module")
def migrated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    db = tmp_path_factory.mktemp("seed") / "migrated.sqlite3"
    r = manage("migrate", "--noinput", db=db, DJANGO_DEBUG="1")
    assert r.returncode == 0, r.stderr
    return db


@pytest.mark.parametrize("debug", [None, "0"])
def test_seed_demo_refuses_with_debug_off_and_writes_nothing(
    migrated: Path, tmp_path: Path, debug: str | None
) -> None:
    db = tmp_path / "demo.sqlite3"
    shutil.copyfile(migrated, db)
    env = {} if debug is None else {"DJANGO_DEBUG": debug}

    r = manage("seed_demo", db=db, **env)

    assert r.returncode != 0
    assert "refuses to run with DEBUG off" in r.stderr
    assert "DJANGO_DEBUG=1" in r.stderr
    assert "Traceback" not in r.stderr
    assert "mk_demo" not in r.stdout + r.stderr  # the demo key is not printed either
    with sqlite3.connect(db) as conn:
        for table in ("accounts_apikey", "accounts_account", "accounts_message", "auth_user"):
            (count,) = conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()
            assert count == 0, table
