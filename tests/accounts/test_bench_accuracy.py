"""The accuracy benchmark (``make bench-accuracy``, tests/bench): its generator and
ledger, its scoring, its baselines, and the engine's figures on a small run (SQLite)."""

from __future__ import annotations

import json
import random
from datetime import timedelta
from functools import cache
from typing import Any

import pytest

from tests.bench.accuracy import (
    START,
    SYSTEM_PROMPT,
    Conversation,
    CopyingModel,
    Durable,
    Ledger,
    NaiveMemory,
    Quote,
    SummaryBufferMemory,
    Tally,
    Turn,
    fold_prompt,
    generate,
    run,
    score_turn,
)

SMALL = {"seed": 2, "conversations": 2, "turns": 50}
BUDGET = 300


def _fingerprint(convs: list[Conversation]) -> list[Any]:
    return [
        (
            c.messages(),
            [(t.tools, t.values) for t in c.turns],
            [(q.key, q.value, q.surface, q.turn) for q in c.quotes()],
            [(d.kind, d.key, d.note, d.probe, d.turn, d.forget_turn) for d in c.durables],
        )
        for c in convs
    ]


def test_the_generator_is_deterministic_for_a_seed() -> None:
    first = generate(seed=7, conversations=3, turns=40)
    assert _fingerprint(first) == _fingerprint(generate(seed=7, conversations=3, turns=40))
    assert _fingerprint(first) != _fingerprint(generate(seed=8, conversations=3, turns=40))
    # Every conversation states durable facts and files a forget, in the API's own kinds.
    for conv in first:
        assert {d.kind for d in conv.durables} >= {"relationship"}
        assert any(d.forget_turn is not None for d in conv.durables)
        assert all(t.tools for t in conv.turns if t.quotes)


def test_the_ledger_changes_live_values_between_turns() -> None:
    ledger = Ledger.new(random.Random(3))
    rng = random.Random(4)
    changed = 0
    for _ in range(30):
        before = ledger.values()
        ledger.tick(rng)  # nothing the user did: time passing
        changed += ledger.values() != before
    assert changed >= 15

    convs = generate(seed=7, conversations=4, turns=60)
    kinds: set[str] = set()
    for conv in convs:
        for before, after in zip(conv.turns, conv.turns[1:], strict=False):
            kinds |= {k.split(":")[0] for k, v in after.values.items() if before.values[k] != v}
    assert {"balance", "paid", "count", "position", "held", "kyc"} <= kinds
    # Most values quoted through a tool are no longer true some turns later.
    quotes = [(c, q) for c in convs for q in c.quotes()]
    stale = [q for c, q in quotes if any(t.values[q.key] != q.value for t in c.turns[q.turn + 1 :])]
    assert len(stale) > len(quotes) / 2


def _tiny(values_now: dict[str, object]) -> Conversation:
    """Two turns: a balance read at turn 0, and the ledger as given at turn 1."""
    quote = Quote("balance", 796_250, "NGN 796,250", True, 0)
    wife = Durable("relationship", "wife", "Wife is Ngozi", "Ngozi", turn=0, forget_turn=0)
    wife.forget_words = ("Ngozi",)
    first = Turn(
        index=0,
        at=START,
        topic="balance",
        user="Balance?",
        reply="Balance: NGN 796,250.",
        reply_at=START,
        tools=["get_balance"],
        quotes=[quote],
        values={"balance": 796_250},
        states=wife,
    )
    later = START + timedelta(minutes=5)
    second = Turn(1, later, "smalltalk", "Thanks!", "You're welcome.", later, [], [], values_now)
    return Conversation(id="tiny", turns=[first, second], durables=[wife])


def _scored(conv: Conversation, *contents: tuple[str, str]) -> Tally:
    tally = Tally("test")
    messages = [{"role": "system", "content": SYSTEM_PROMPT}]
    messages += [{"role": role, "content": text} for role, text in contents]
    score_turn(tally, conv, 1, messages, budget=1)
    return tally


def test_a_stale_value_counts_where_it_reaches_the_model_unstamped() -> None:
    changed = _tiny({"balance": 801_000})
    # By value, whatever the format, in the window or in a summary.
    assert _scored(changed, ("assistant", "Balance: 796250.")).stale == 1
    assert _scored(changed, ("system", "Summary: the balance was N 796,250.")).stale == 1
    # Stamped, it is a snapshot the model is told to re-check: not counted.
    stamped = "Balance: NGN 796,250.\n\n[Checked live at 08:00. Re-check before repeating …]"
    assert _scored(changed, ("assistant", stamped)).stale == 0
    # Still true: not stale.
    assert _scored(_tiny({"balance": 796_250}), ("assistant", "Balance: 796250.")).stale == 0
    # A forgotten name is counted after its forget, masked it is not.
    assert _scored(changed, ("user", "Send 5k to my wife Ngozi.")).forgotten == 1
    assert _scored(changed, ("user", "Send 5k to my wife [forgotten].")).forgotten == 0


def test_recall_counts_facts_stated_beyond_the_window() -> None:
    conv = _tiny({"balance": 801_000})
    conv.durables[0].forget_turn = None
    facts = "[Memory…]\n\nWhat is remembered about the user (…):\n- Wife is Ngozi (stated)"
    assert _scored(conv, ("system", facts)).recall() == 1.0
    assert _scored(conv, ("system", facts)).recall(facts=False) == 0.0
    assert _scored(conv, ("user", "Thanks!")).recall() == 0.0


def test_the_copying_model_copies_everything_it_is_shown() -> None:
    shown = [(1, "user", "My wife is Ngozi."), (2, "assistant", "Your balance is ₦5,000.")]
    reply = json.loads(CopyingModel().complete(fold_prompt("Earlier words.", shown)).content)
    assert reply["summary"] == "Earlier words. My wife is Ngozi. Your balance is ₦5,000."
    assert reply["facts"] == [
        {
            "key": "wife",
            "kind": "relationship",
            "note": "My wife is Ngozi.",
            "evidence": "My wife is Ngozi.",
            "confidence": 0.9,
        }
    ]
    many = [(n, "user", f"word{n} " * 10) for n in range(1, 60)]
    summary = json.loads(CopyingModel().complete(fold_prompt("", many)).content)["summary"]
    assert len(summary.split()) == 200 and summary.endswith("word59")  # the newest, cut to fit


def test_the_naive_baselines_leak_stale_values_and_forgotten_words() -> None:
    """The metrics can fail: memories with no provenance and no forgetting do."""
    convs = generate(**SMALL)
    naive, buffer = run(
        convs, [NaiveMemory(BUDGET), SummaryBufferMemory(BUDGET, CopyingModel())], budget=BUDGET
    )
    assert naive.stale > 0 and buffer.stale > naive.stale
    assert naive.forgotten > 0 and buffer.forgotten > 0
    assert naive.recall() is not None and naive.recall() < 0.5  # type: ignore[operator]


# --- the engine, through its HTTP API -------------------------------------------------------


@cache
def _engine_run() -> dict[str, Tally]:
    from tests.bench.engine_api import benchmark

    _, tallies = benchmark(**SMALL, budget=BUDGET, compact_every=2)
    return {t.label: t for t in tallies}


@pytest.fixture
def engine_run(transactional_db: Any) -> dict[str, Tally]:
    # Commits are real (forgets queue their redaction on commit); run once per session.
    return _engine_run()


def test_every_memory_runs_on_the_same_conversations(engine_run: dict[str, Tally]) -> None:
    assert list(engine_run) == [
        "naive replay (last N messages)",
        "summary buffer + copying model",
        "engine + copying model",
        "engine + offline compactor",
    ]
    turns = SMALL["conversations"] * SMALL["turns"]
    assert {t.turns for t in engine_run.values()} == {turns}
    for label in ("engine + copying model", "engine + offline compactor"):
        notes = " ".join(engine_run[label].notes)
        assert "fallback" not in notes and "forgets filed" in notes
        assert "compact accepted" in notes


def test_the_engine_with_the_copying_model_leaks_no_forgotten_word(
    engine_run: dict[str, Tally],
) -> None:
    assert engine_run["naive replay (last N messages)"].forgotten > 0  # there was something
    assert engine_run["engine + copying model"].forgotten == 0
    assert engine_run["engine + offline compactor"].forgotten == 0


def test_the_engine_with_the_copying_model_gives_no_stale_value_unstamped(
    engine_run: dict[str, Tally],
) -> None:
    copying = engine_run["engine + copying model"]
    assert copying.stale == 0, copying.stale_by.most_common()


def test_the_engine_with_the_offline_compactor_recalls_durable_facts(
    engine_run: dict[str, Tally],
) -> None:
    recall = engine_run["engine + offline compactor"].recall()
    assert recall is not None and recall >= 0.9


def test_the_command_refuses_a_database_not_named_for_benchmarks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from django.core.management import call_command
    from django.core.management.base import CommandError
    from django.db import connection

    from tests.bench import command as bench_command

    with pytest.raises(CommandError, match="must be positive"):
        call_command(bench_command("bench_accuracy"), turns=0)
    monkeypatch.setattr(connection, "vendor", "postgresql")
    monkeypatch.setitem(connection.settings_dict, "NAME", "memoryadmin")
    with pytest.raises(CommandError, match="containing 'bench'"):
        call_command(bench_command("bench_accuracy"), turns=5)


def test_a_forget_takes_no_other_durable_fact_with_it(engine_run: dict[str, Tally]) -> None:
    # Every durable fact here was stated through POST /facts: only a forget can lose one.
    assert engine_run["engine + offline compactor"].recall() == 1.0
    assert engine_run["engine + copying model"].recall() == 1.0
