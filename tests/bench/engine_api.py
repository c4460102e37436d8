"""The accuracy benchmark's Django side: the engine driven through its HTTP API.

Nothing here imports ``accounts``: the engine is reached through its URLs
(``/api/v1/...``, API.md), set up through its management commands
(``create_api_key``, ``rollout``) and given its model through the
``MEMORY_LLM`` setting. The copying model is served on loopback as an
OpenAI-compatible endpoint, so compaction and redaction reach it through the
engine's own client exactly as they would reach a provider.
"""

from __future__ import annotations

import json
import logging
import threading
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager, ExitStack, contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from io import StringIO
from typing import Any

from django.conf import settings
from django.core.management import call_command
from django.db import connection
from django.test import override_settings
from rest_framework.test import APIClient

from memoryadmin.engine.ports import ModelClient
from tests.bench.accuracy import (
    SYSTEM_PROMPT,
    Conversation,
    CopyingModel,
    Memory,
    NaiveMemory,
    SummaryBufferMemory,
    Tally,
    describe,
    generate,
    run,
    table,
)

API = "/api/v1/accounts"


class RefusedDatabase(RuntimeError):
    pass


# --- a ModelClient served as an OpenAI-compatible endpoint on loopback -----------------


class ModelServer:
    """``POST /v1/chat/completions`` answered by an in-process ModelClient."""

    def __init__(self, model: ModelClient) -> None:
        self.model = model
        self.calls = 0
        self._server: ThreadingHTTPServer | None = None

    def __enter__(self) -> ModelServer:
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", "0"))))
                outer.calls += 1
                reply = outer.model.complete(body.get("messages", []))
                data = json.dumps(
                    {
                        "id": "bench",
                        "object": "chat.completion",
                        "created": 0,
                        "model": reply.model,
                        "choices": [
                            {
                                "index": 0,
                                "finish_reason": "stop",
                                "message": {"role": "assistant", "content": reply.content},
                            }
                        ],
                        "usage": {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0},
                    }
                ).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *exc: Any) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()

    def settings(self) -> dict[str, Any]:
        assert self._server is not None
        host, port = self._server.server_address[:2]
        return {
            "base_url": f"http://{host!s}:{port}/v1",
            "api_key": "bench",
            "model": self.model.name,
            "timeout": 30.0,
        }


# --- the engine as a memory ----------------------------------------------------------------


def engine_setup() -> str:
    """An API key, and memory enabled for everyone, through the engine's own commands."""
    out = StringIO()
    call_command("create_api_key", "bench-accuracy", stdout=out)
    key = out.getvalue().strip().splitlines()[-1]
    call_command(
        "rollout",
        "set-mode",
        "enabled",
        "--scope",
        "everyone",
        "--reason",
        "Accuracy benchmark on a throwaway database",
        stdout=StringIO(),
    )
    return key


@contextmanager
def _eager_tasks() -> Iterator[None]:
    """Compaction and redaction run inline (``/compact`` answers with the outcome)."""
    from memoryadmin.celery import app

    before = app.conf.task_always_eager
    app.conf.task_always_eager = True
    try:
        with override_settings(CELERY_TASK_ALWAYS_EAGER=True):
            yield
    finally:
        app.conf.task_always_eager = before


def _iso(when: Any) -> str:
    return str(when.isoformat().replace("+00:00", "Z"))


class EngineMemory:
    """This engine through its API: each turn ``POST /context`` with the new user message
    (an item with an id), the reply recorded with ``POST /messages`` (tools, observed_at),
    the user's stated facts with ``POST /facts``, forgets with ``POST /forget``, and
    ``POST /compact`` every ``compact_every`` turns (what the periodic scan would do)."""

    def __init__(
        self,
        *,
        label: str,
        key: str,
        prefix: str,
        budget: int,
        llm: dict[str, Any] | None = None,
        model: ModelClient | None = None,
        state_facts: bool = True,
        compact_every: int = 1,
    ) -> None:
        self.label = label
        self.prefix = prefix
        self.budget = budget
        self.llm = llm  # None: the offline compactor (no base URL)
        self.model = model  # served on loopback when given
        self.state_facts = state_facts
        self.compact_every = max(1, compact_every)
        self.client = APIClient()
        self.client.credentials(HTTP_AUTHORIZATION=f"Bearer {key}")
        self.counts: Counter[str] = Counter()
        self.account = ""

    @contextmanager
    def _session(self) -> Iterator[None]:
        with ExitStack() as stack:
            llm = self.llm if self.llm is not None else {"base_url": ""}
            if self.model is not None:
                llm = stack.enter_context(ModelServer(self.model)).settings()
            stack.enter_context(_eager_tasks())
            stack.enter_context(
                override_settings(
                    MEMORY_LLM=llm,
                    MEMORY_WINDOW_TOKENS=self.budget,
                    MEMORY_MODE="",  # no environment ceiling inside the benchmark
                )
            )
            yield

    def session(self) -> AbstractContextManager[Any]:
        return self._session()

    def _post(self, path: str, body: dict[str, Any]) -> Any:
        return self.client.post(f"{API}/{self.account}/{path}", body, format="json")

    def start(self, conv: Conversation) -> None:
        self.account = f"{self.prefix}-{conv.id}"

    def turn_input(self, conv: Conversation, t: int) -> list[dict[str, Any]]:
        turn = conv.turns[t]
        body = {
            "history": [
                {"role": "system", "content": SYSTEM_PROMPT},
                {
                    "role": "user",
                    "content": turn.user,
                    "id": f"{conv.id}-u{t}",
                    "created_at": _iso(turn.at),
                },
            ],
            "now": _iso(turn.at),
        }
        r = self._post("context", body)
        data = r.json()
        if r.status_code != 200 or data.get("fallback") or data.get("mode") != "enabled":
            self.counts["context fallback"] += 1
        messages: list[dict[str, Any]] = data.get("messages", body["history"])
        return messages

    def after_reply(self, conv: Conversation, t: int) -> None:
        turn = conv.turns[t]
        r = self._post(
            "messages",
            {
                "id": f"{conv.id}-a{t}",
                "role": "assistant",
                "content": turn.reply,
                "created_at": _iso(turn.reply_at),
                "tools": turn.tools,
                "observed_at": _iso(turn.reply_at),
            },
        )
        if r.status_code != 201:
            self.counts[f"reply not recorded ({r.status_code})"] += 1
        if turn.states is not None and self.state_facts:
            d = turn.states
            r = self._post("facts", {"key": d.key, "kind": d.kind, "note": d.note})
            self.counts["facts stated" if r.status_code in (200, 201) else "facts refused"] += 1
        if turn.forgets is not None:
            r = self._post("forget", {"key": turn.forgets.key})
            filed = r.status_code == 202
            self.counts["forgets filed" if filed else f"forgets {r.status_code}"] += 1
        if (t + 1) % self.compact_every == 0:
            r = self._post("compact", {})
            self.counts[f"compact {r.json().get('outcome', r.status_code)}"] += 1

    def notes(self) -> list[str]:
        return [f"{k} {v}" for k, v in sorted(self.counts.items())]


# --- the whole run ------------------------------------------------------------------------


@contextmanager
def throwaway_database() -> Iterator[str]:
    """A test database made from the configured one, destroyed afterwards.

    SQLite (the default) gives an in-memory database. Another database is used
    only when its name contains "bench", so a mistyped DATABASE_URL never
    lands the benchmark's accounts in real data.
    """
    name = str(connection.settings_dict["NAME"])
    if connection.vendor != "sqlite" and "bench" not in name:
        raise RefusedDatabase(
            f"Refusing to run on {connection.vendor} database {name!r}: name a database "
            "containing 'bench' in DATABASE_URL, or unset it to run on SQLite in memory."
        )
    test_name = connection.creation.create_test_db(verbosity=0, autoclobber=True)
    try:
        yield test_name
    finally:
        connection.creation.destroy_test_db(name, verbosity=0)


def memories(
    *, key: str, budget: int, compact_every: int, real_llm: dict[str, Any] | None
) -> list[Memory]:
    copier = CopyingModel()
    common = {"key": key, "budget": budget, "compact_every": compact_every}
    out: list[Memory] = [
        NaiveMemory(budget),
        SummaryBufferMemory(budget, copier),
        EngineMemory(label="engine + copying model", prefix="copy", model=copier, **common),
        EngineMemory(label="engine + offline compactor", prefix="offline", **common),
    ]
    if real_llm:
        label = f"engine + {real_llm.get('model') or 'MEMORY_LLM'}"
        out.append(EngineMemory(label=label, prefix="llm", llm=real_llm, **common))
    return out


def configured_llm() -> dict[str, Any] | None:
    """MEMORY_LLM when a base URL is set (the environment's MEMORY_LLM_* variables)."""
    cfg = dict(getattr(settings, "MEMORY_LLM", {}) or {})
    return cfg if str(cfg.get("base_url") or "").strip() else None


def benchmark(
    *,
    seed: int,
    conversations: int,
    turns: int,
    budget: int,
    compact_every: int = 1,
    keep_examples: int = 0,
    real_llm: dict[str, Any] | None = None,
    progress: Callable[[str], None] | None = None,
) -> tuple[list[Conversation], list[Tally]]:
    """Generate, run every memory, score. Needs a database already set up (see above)."""
    convs = generate(seed=seed, conversations=conversations, turns=turns)
    key = engine_setup()
    mems = memories(key=key, budget=budget, compact_every=compact_every, real_llm=real_llm)
    # The engine logs every task and every forget it verifies: the table is what matters here.
    logging.disable(logging.WARNING)
    try:
        tallies = run(convs, mems, budget=budget, keep_examples=keep_examples, progress=progress)
    finally:
        logging.disable(logging.NOTSET)
    return convs, tallies


def report(
    convs: Sequence[Conversation], tallies: Sequence[Tally], *, header: str, examples: bool
) -> str:
    lines = [header, describe(convs, tallies), "", table(tallies), ""]
    for t in tallies:
        if t.notes:
            lines.append(f"{t.label}: " + ", ".join(t.notes))
    for t in tallies:
        if t.stale_by:
            top = ", ".join(f"{k} {v}" for k, v in t.stale_by.most_common(4))
            lines.append(f"{t.label}, stale values from: {top}")
    if examples:
        for t in tallies:
            for metric, found in t.examples.items():
                for text in found:
                    lines.append(f"[{t.label}] {metric}: {text}")
    return "\n".join(lines)
