"""The implicit-update benchmark (issue 26, tests/bench/stale.py): its conversations,
its scoring, and the engine's figures beside the baselines on a small run (SQLite)."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import cache
from typing import Any

import pytest

from accounts import clock
from tests.bench import stale

START = datetime(2026, 12, 5, 8, 0, tzinfo=UTC)


def test_the_conversations_are_deterministic_and_cover_every_case() -> None:
    first = stale.generate(seed=3, per_case=2, turns=20, start=START)
    again = stale.generate(seed=3, per_case=2, turns=20, start=START)
    assert [sc.conv.messages() for sc in first] == [sc.conv.messages() for sc in again]
    names = {sc.case.name for sc in first}
    assert len(names) == 7 and len(first) == 14
    assert {sc.case.supersedes for sc in first} == {True, False}
    for sc in first:
        assert sc.conv.turns[0].states is not None  # the fact is stated first
        assert sc.conv.turns[sc.update_turn].user == sc.case.new_words


def test_the_scoring_reads_earlier_marks() -> None:
    (sc, *_) = stale.generate(seed=1, per_case=1, turns=10, start=START)
    case = sc.case
    assert case.supersedes
    tally = stale.StaleTally("x")
    marked = f"> - until 2026-12-06: {case.old_note} (stated by the user; {stale.EARLIER_MARK})"
    stale.score(tally, sc, [{"role": "system", "content": marked}])
    assert (tally.stale_shown, tally.change_turns) == (0, 1)
    stale.score(tally, sc, [{"role": "user", "content": case.old_words}])
    assert tally.stale_shown == 1


@cache
def _run() -> dict[str, stale.StaleTally]:
    _, tallies = stale.benchmark(
        seed=5, per_case=1, turns=30, budget=300, compact_every=2, now=clock.now()
    )
    return {t.label: t for t in tallies}


@pytest.fixture
def tallies(transactional_db: Any) -> dict[str, stale.StaleTally]:
    return _run()


def test_the_engine_shows_no_superseded_fact_as_current_and_supersedes_nothing_it_must_not(
    tallies: dict[str, stale.StaleTally],
) -> None:
    naive, buffer, engine = tallies.values()
    assert engine.change_turns == naive.change_turns > 0
    assert engine.stale_shown == 0, engine.by_case
    assert engine.new_shown == engine.change_turns  # the new value always reaches the model
    assert engine.wrongly == 0 and engine.kept == engine.keep_turns, engine.by_case
    # The summary buffer copies the old statement: it shows it undated beside the new one.
    assert buffer.stale_shown > 0
    assert "facts refused" not in " ".join(engine.notes), engine.notes


def test_the_command_refuses_bad_implicit_update_sizes(db: Any) -> None:
    from django.core.management import call_command
    from django.core.management.base import CommandError

    from tests.bench import command as bench_command

    for bad in ({"stale_per_case": -1}, {"stale_turns": 5}):
        with pytest.raises(CommandError, match="--stale"):
            call_command(bench_command("bench_accuracy"), **bad)
