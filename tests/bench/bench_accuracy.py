"""Accuracy of memory on generated banking conversations: ``make bench-accuracy``.

Naive replay, a summary buffer with a copying model, and this engine (through
its HTTP API, with the copying model and with the offline compactor; with
``MEMORY_LLM_BASE_URL`` set, with that model too) side by side on the same
seeded conversations, in a throwaway database. The generator, the baselines
and the scoring (with the exact definitions of each figure) live in
``tests.bench.accuracy``.

Then, in the same run and database, the implicit-update benchmark
(``tests.bench.stale``): how often a superseded durable fact is shown
to the model as current, for the same three memories.
"""

from __future__ import annotations

import time
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from accounts import clock
from tests.bench import engine_api, stale


class Command(BaseCommand):
    help = "Stale values, durable recall, forgotten words and tokens: three memories side by side."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--seed", type=int, default=12)
        parser.add_argument("--conversations", type=int, default=10)
        parser.add_argument("--turns", type=int, default=100, help="turns per conversation")
        parser.add_argument(
            "--window-tokens",
            type=int,
            default=500,
            help="the verbatim window's budget, the same for every memory",
        )
        parser.add_argument(
            "--compact-every",
            type=int,
            default=3,
            help="POST /compact every N turns (the periodic scan)",
        )
        parser.add_argument(
            "--examples", type=int, default=0, help="print up to N examples of each miss"
        )
        parser.add_argument(
            "--stale-per-case",
            type=int,
            default=3,
            help="implicit-update conversations per case (0: skip that benchmark)",
        )
        parser.add_argument(
            "--stale-turns", type=int, default=40, help="turns per implicit-update conversation"
        )

    def handle(self, *args: Any, **o: Any) -> None:
        if min(o["conversations"], o["turns"], o["window_tokens"]) < 1:
            raise CommandError("--conversations, --turns and --window-tokens must be positive.")
        if o["stale_per_case"] < 0 or o["stale_turns"] < 6:
            raise CommandError("--stale-per-case is 0 or more, --stale-turns at least 6.")
        real_llm = engine_api.configured_llm()
        started = time.perf_counter()
        try:
            with engine_api.throwaway_database():
                convs, tallies = engine_api.benchmark(
                    seed=o["seed"],
                    conversations=o["conversations"],
                    turns=o["turns"],
                    budget=o["window_tokens"],
                    compact_every=o["compact_every"],
                    keep_examples=o["examples"],
                    real_llm=real_llm,
                    progress=self.stderr.write if o["verbosity"] > 1 else None,
                )
                updates = self._implicit_updates(o) if o["stale_per_case"] > 0 else ""
        except engine_api.RefusedDatabase as exc:
            raise CommandError(str(exc)) from exc
        header = (
            f"Accuracy benchmark: seed {o['seed']}, {o['conversations']} conversations x "
            f"{o['turns']} turns, window {o['window_tokens']} tokens, compaction every "
            f"{o['compact_every']} turns "
            f"({time.perf_counter() - started:.0f} s)"
        )
        self.stdout.write(
            engine_api.report(convs, tallies, header=header, examples=o["examples"] > 0)
        )
        if updates:
            self.stdout.write(updates)

    def _implicit_updates(self, o: dict[str, Any]) -> str:
        """The implicit-update benchmark on the same database: its description and table."""
        convs, tallies = stale.benchmark(
            seed=o["seed"],
            per_case=o["stale_per_case"],
            turns=o["stale_turns"],
            budget=o["window_tokens"],
            compact_every=o["compact_every"],
            now=clock.now(),
            progress=self.stderr.write if o["verbosity"] > 1 else None,
        )
        return stale.report(convs, tallies)
