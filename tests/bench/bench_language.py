"""What the language readers cost, per item, over every language corpus (``make bench-language``).

    python -m tests.bench bench_language [--rounds 3] [--every 1]

Each reader is timed on the texts it reads in production, beside counting the tokens of the
same texts (which every turn pays anyway), interleaved in one run so the machine's noise
falls on both: the figure to read is the ratio. The per-turn path is the replay mask of
credentials (each earlier message of the window, in its context) and the secret view of a
whole conversation the compactor is shown; the summary check runs once per compaction, the
fact screens once per proposed fact. Every text is read once cold (caches cleared) per round:
the corpora hold each text once, as production sees a new message once.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from django.core.management.base import BaseCommand

from memoryadmin.engine import safety, sentences
from memoryadmin.engine.secrets import CREDENTIAL_KINDS, contexts, mask_conversation, mask_text
from memoryadmin.engine.tokens import count_text
from memoryadmin.packs.banking import framing
from tests.packs import test_language_targets as targets


def _cold() -> None:
    """Every cache of whole texts emptied: the texts a round reads are new to it, as a new
    message is. Caches of single words (a near-miss of a keyword, a word's token count) and
    of compiled patterns stay warm, as in a process that has read for a while."""
    sentences.plain_words.cache_clear()
    framing._blank_framed.cache_clear()
    for rules in (targets.SECRETS, targets.SECRETS.only(CREDENTIAL_KINDS)):
        for kept in rules._compiled.values():
            if hasattr(kept, "cache_clear"):
                kept.cache_clear()


def _per_item(work: Callable[[Any], object], items: Sequence[Any]) -> float:
    """Microseconds per item of ``work`` over ``items``, caches cleared first."""
    _cold()
    start = time.perf_counter()
    for item in items:
        work(item)
    return (time.perf_counter() - start) / max(len(items), 1) * 1e6


class Command(BaseCommand):
    help = "Per-item cost of the language readers over every corpus, beside a token count."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds")
        parser.add_argument("--every", type=int, default=1, help="read every Nth item only")

    def handle(self, *args: Any, **opts: Any) -> None:
        corpora = {
            name: {kind: items[:: opts["every"]] for kind, items in categories.items()}
            for name, categories in targets._corpora().items()
        }
        sentences = [
            targets._text(i) for c in corpora.values() for k in ("live", "durable") for i in c[k]
        ]
        attacks = [" ".join(targets._turns(i)) for c in corpora.values() for i in c["attacks"]]
        conversations = [
            [m["content"] for m in i["messages"]] for c in corpora.values() for i in c["secrets"]
        ]
        credentials = targets.SECRETS.only(CREDENTIAL_KINDS)
        in_context = [
            (text, before)
            for texts in conversations
            for text, before in zip(texts, contexts(texts, credentials), strict=True)
        ]

        def replay_mask(pair: tuple[str, str]) -> object:
            return mask_text(pair[0], credentials, context=pair[1])

        def screens(text: str) -> object:
            return safety.fact_refusal(key="k", note=text, evidence=text, safety=targets.SAFETY)

        readers: list[tuple[str, Callable[[Any], object], Sequence[Any], Sequence[str]]] = [
            ("replay mask, per message", replay_mask, in_context, [t for t, _ in in_context]),
            (
                "compactor's view, per conversation",
                lambda texts: mask_conversation(texts, targets.SECRETS),
                conversations,
                [" ".join(t) for t in conversations],
            ),
            ("summary check, per sentence", targets.VALIDATOR.check, sentences, sentences),
            ("fact screens, per attack", screens, attacks, attacks),
        ]
        for _, work, items, texts in readers:  # patterns compiled, the encoding loaded
            _per_item(work, items[:5])
            _per_item(count_text, texts[:5])
        figures: dict[str, list[tuple[float, float]]] = {name: [] for name, *_ in readers}
        for _ in range(opts["rounds"]):
            for name, work, items, texts in readers:
                reader = _per_item(work, items)
                tokens = _per_item(count_text, texts)
                figures[name].append((reader, tokens))
        self.stdout.write(
            f"{len(sentences)} sentences, {len(attacks)} attacks, {len(conversations)} "
            f"conversations ({len(in_context)} messages), {opts['rounds']} rounds, median"
        )
        self.stdout.write(f"{'reader':38} {'us/item':>9} {'tokens us':>10} {'ratio':>7}")
        for name, pairs in figures.items():
            reader = statistics.median(r for r, _ in pairs)
            tokens = statistics.median(t for _, t in pairs)
            self.stdout.write(f"{name:38} {reader:9.1f} {tokens:10.1f} {reader / tokens:7.1f}")
