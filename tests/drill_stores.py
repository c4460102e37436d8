"""The drill's stores: its PostgreSQL database and Redis db wiped, and PgBouncer in front.

``pgbouncer`` starts Debian's PgBouncer (``apt-get install pgbouncer``) on a
loopback port in transaction pooling mode in front of the database server, and
yields the URL the processes connect through: scaling web processes out then
does not mean scaling database connections. Behind it the processes run with
``MEMORY_PREPARED_STATEMENTS=0`` (a transaction pooler cannot carry prepared
statements; docs/api.md, Settings).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from tests.faults import free_port


def database_wipe(url: str) -> None:
    import psycopg

    parts = urlsplit(url)
    name = parts.path.lstrip("/")
    if not name.startswith("drill") or not name.replace("_", "").isalnum():
        raise SystemExit(f"refusing to wipe {name!r}: the drill's database name starts 'drill'")
    maintenance = urlunsplit(parts._replace(path="/postgres", scheme="postgresql"))
    with psycopg.connect(maintenance, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')


def redis_flush(url: str) -> None:
    import redis

    if not urlsplit(url).path.strip("/").isdigit():
        raise SystemExit("give the drill's Redis db number explicitly, e.g. redis://…:6379/10")
    client = redis.Redis.from_url(url)
    client.flushdb()
    client.close()


CONFIG = """[databases]
* = host={host} port={port}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = {listen}
unix_socket_dir =
auth_type = trust
auth_file = {folder}/users.txt
pool_mode = transaction
max_client_conn = 2000
default_pool_size = 20
ignore_startup_parameters = extra_float_digits,options
logfile = {folder}/pgbouncer.log
pidfile = {folder}/pgbouncer.pid
"""


@contextmanager
def pgbouncer(database_url: str) -> Iterator[str]:
    """PgBouncer (transaction pooling) in front of ``database_url``'s server: its URL."""
    binary = shutil.which("pgbouncer") or "/usr/sbin/pgbouncer"
    if not Path(binary).exists():
        raise SystemExit("--pgbouncer needs Debian's pgbouncer: apt-get install pgbouncer")
    parts = urlsplit(database_url)
    listen = free_port()
    folder = Path(tempfile.mkdtemp(prefix="drill-pgbouncer-"))
    (folder / "pgbouncer.ini").write_text(
        CONFIG.format(
            host=parts.hostname, port=parts.port or 5432, listen=listen, folder=folder
        )
    )
    (folder / "users.txt").write_text(f'"{parts.username or "postgres"}" ""\n')
    command = [binary, str(folder / "pgbouncer.ini")]
    if os.geteuid() == 0:  # PgBouncer refuses to run as root
        shutil.chown(folder, "postgres")
        for path in folder.iterdir():
            shutil.chown(path, "postgres")
        command[1:1] = ["-u", "postgres"]
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                import socket

                socket.create_connection(("127.0.0.1", listen), timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        else:
            raise SystemExit(f"pgbouncer did not start: {(folder / 'pgbouncer.log')}")
        netloc = parts.netloc.rsplit("@", 1)
        host = f"127.0.0.1:{listen}"
        yield urlunsplit(parts._replace(netloc=f"{netloc[0]}@{host}" if len(netloc) > 1 else host))
    finally:
        proc.terminate()
        proc.wait(timeout=10)
        shutil.rmtree(folder, ignore_errors=True)
