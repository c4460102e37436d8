"""Real faults on loopback: a TCP proxy that can drop the database, and a Redis of our own.

``TcpProxy`` sits between the app and PostgreSQL. ``cut()`` drops every
connection through it at once and refuses new ones (the listening socket is
closed, so a connect gets ECONNREFUSED, as from a database host that is
down); ``restore()`` listens again on the same port. ``hold_when`` holds the
bytes of chosen chunks (for example the database's answer to an INSERT) until
the next cut, which is how a test drops a connection in the middle of a request.

``RedisServer`` is a ``redis-server`` subprocess on a free loopback port, so a
test can stop and start a broker without touching the shared one.
"""

from __future__ import annotations

import contextlib
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

# (direction, chunk) → hold it? direction is "up" (app → database) or "down".
HoldRule = Callable[[str, bytes], bool]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def gunicorn_serving(env: dict[str, str], cwd: Path) -> Iterator[str]:
    """gunicorn as the Procfile starts it, on a free loopback port, until /healthz
    answers; yields its base URL and stops it after."""
    port = free_port()
    env = {**env, "GUNICORN_BIND": f"127.0.0.1:{port}"}
    gunicorn = Path(sys.executable).parent / "gunicorn"
    proc = subprocess.Popen(
        [str(gunicorn), "-c", "memoryadmin/gunicorn.conf.py"],
        cwd=cwd,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                # Behind the TLS-terminating proxy production runs behind.
                probe = urllib.request.Request(
                    base + "/healthz", headers={"X-Forwarded-Proto": "https"}
                )
                with urllib.request.urlopen(probe, timeout=5) as r:
                    if r.status == 200:
                        break
            except OSError:
                time.sleep(0.2)
        else:
            raise RuntimeError("gunicorn did not start")
        yield base
    finally:
        proc.terminate()
        proc.wait(timeout=20)


def _close(sock: socket.socket) -> None:
    with contextlib.suppress(OSError):
        sock.shutdown(socket.SHUT_RDWR)
    with contextlib.suppress(OSError):
        sock.close()


class TcpProxy:
    def __init__(self, upstream_host: str, upstream_port: int, port: int | None = None) -> None:
        self.upstream = (upstream_host, upstream_port)
        self.port = port or free_port()
        self.hold_when: HoldRule | None = None
        self.held = 0  # chunks held so far (never delivered)
        self.connections = 0  # connections accepted so far
        self.drops = 0  # connections dropped by cuts
        self._listener: socket.socket | None = None
        self._pairs: set[tuple[socket.socket, socket.socket]] = set()
        self._lock = threading.Lock()
        self._cut = threading.Event()  # set while cut: held chunks are dropped, not sent

    # -- lifecycle -------------------------------------------------------------------
    def start(self) -> TcpProxy:
        self._listen()
        return self

    def __enter__(self) -> TcpProxy:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.cut()

    @property
    def refusing(self) -> bool:
        return self._listener is None

    def cut(self) -> int:
        """Drop every open connection and refuse new ones; returns how many were dropped."""
        with self._lock:
            listener, self._listener = self._listener, None
            pairs, self._pairs = self._pairs, set()
            self._cut.set()
        if listener is not None:
            _close(listener)  # shutdown wakes the thread blocked in accept()
        for a, b in pairs:
            _close(a)
            _close(b)
        self.drops += len(pairs)
        return len(pairs)

    def restore(self) -> None:
        """Listen again on the same port; nothing is held any more."""
        self.hold_when = None
        self.held = 0
        self._cut.clear()
        self._listen()

    # -- the relay --------------------------------------------------------------------
    def _listen(self) -> None:
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        listener.listen(128)
        with self._lock:
            self._listener = listener
        threading.Thread(target=self._accept, args=(listener,), daemon=True).start()

    def _accept(self, listener: socket.socket) -> None:
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return  # the listener was closed by a cut
            try:
                upstream = socket.create_connection(self.upstream, timeout=5)
                upstream.settimeout(None)
            except OSError:
                _close(client)
                continue
            with self._lock:
                if self._listener is not listener:  # cut while connecting
                    _close(client)
                    _close(upstream)
                    return
                self._pairs.add((client, upstream))
                self.connections += 1
            for src, dst, direction in ((client, upstream, "up"), (upstream, client, "down")):
                threading.Thread(
                    target=self._pump, args=(src, dst, direction, (client, upstream)), daemon=True
                ).start()

    def _pump(
        self,
        src: socket.socket,
        dst: socket.socket,
        direction: str,
        pair: tuple[socket.socket, socket.socket],
    ) -> None:
        try:
            while True:
                data = src.recv(65536)
                if not data:
                    break
                rule = self.hold_when
                if rule is not None and rule(direction, data):
                    with self._lock:
                        self.held += 1
                    self._cut.wait()  # never delivered: the cut drops it with the connection
                    break
                dst.sendall(data)
        except OSError:
            pass
        finally:
            with self._lock:
                self._pairs.discard(pair)
            _close(src)
            _close(dst)

    def wait_held(self, seconds: float = 10.0) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if self.held:
                return
            time.sleep(0.01)
        raise AssertionError("the proxy never held a chunk: the request did not reach it")


class RedisServer:
    """``redis-server --port N --save ""`` as a subprocess we may stop and start."""

    def __init__(self, folder: Path, port: int | None = None) -> None:
        self.port = port or free_port()
        self.folder = folder
        self.proc: subprocess.Popen[bytes] | None = None
        self.log = folder / f"redis-{self.port}.log"

    @staticmethod
    def available() -> bool:
        return shutil.which("redis-server") is not None

    def url(self, db: int = 0) -> str:
        return f"redis://127.0.0.1:{self.port}/{db}"

    def start(self) -> RedisServer:
        with self.log.open("ab") as log:
            argv = ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1"]
            argv += ["--save", "", "--appendonly", "no", "--daemonize", "no"]
            argv += ["--dir", str(self.folder)]
            self.proc = subprocess.Popen(
                argv,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError), socket.create_connection(
                ("127.0.0.1", self.port), timeout=0.5
            ) as s:
                s.sendall(b"PING\r\n")
                if s.recv(16).startswith(b"+PONG"):
                    return self
            time.sleep(0.05)
        raise AssertionError(f"redis-server did not start on {self.port}")

    def stop(self) -> None:
        """Stop it hard (SIGKILL): whatever was queued in it is gone, as in a lost broker."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(10)
        self.proc = None
