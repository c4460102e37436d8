"""The language corpora through the public paths, with their targets (issue 25).

Each corpus in tests/packs/corpora/ is scored by tests/accounts/language_scorer.py; run
with ``-s`` to see the figures and every miss. ``LANG_REPORT=path`` also writes them.

Every round's targets are asserted in-process by tests/packs/test_language_targets.py
(seconds a round). Over HTTP (a minute or more a round) CI scores the rounds that say
something the in-process test cannot: the blind round not yet tuned on (its figures are
the honest ones; a strict xfail until its targets hold) and the newest tuned round, whose
targets are asserted here too, so the public paths and the in-process screens cannot
drift apart. ``LANG_ALL=1`` scores every round over HTTP.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from rest_framework.test import APIClient

from tests.accounts.language_scorer import Report, score
from tests.fakellm import FakeLLM
from tests.packs.test_language_targets import ASKED, BEFORE_TUNING, BY_DESIGN, GROUP

pytestmark = pytest.mark.django_db
CORPORA = Path(__file__).resolve().parent.parent / "packs" / "corpora"


@pytest.fixture
def llm(settings: Any) -> Iterator[FakeLLM]:
    with FakeLLM() as fake:
        settings.MEMORY_LLM = fake.settings(timeout=5.0)
        yield fake


def _run(name: str, api: APIClient, llm: FakeLLM, settings: Any) -> Report:
    corpus = json.loads((CORPORA / name).read_text())
    report = score(api, llm, settings, corpus, prefix=name.split(".")[0].replace("_", "-"))
    text = report.text()
    print(f"\n== {name}\n{text}")
    out = os.environ.get("LANG_REPORT")
    if out:
        with open(out, "a") as f:
            f.write(f"== {name}\n{text}\n")
    return report


def _round(name: str) -> int:
    digits = re.sub(r"\D", "", name)
    return int(digits) if digits else 0


def over_http() -> list[Any]:
    """The rounds scored through the public paths, each marked as in-process marks it."""
    names = sorted(p.stem for p in CORPORA.glob("*.json"))
    tuned = [n for n in names if n not in BEFORE_TUNING and n not in BY_DESIGN]
    chosen = (
        names if os.environ.get("LANG_ALL") else sorted({max(tuned, key=_round), *BEFORE_TUNING})
    )
    return [
        pytest.param(
            f"{n}.json",
            marks=[pytest.mark.xfail(strict=True, reason="blind round scored, not yet tuned")]
            if n in BEFORE_TUNING
            else [pytest.mark.xfail(strict=True, reason=BY_DESIGN[n])]
            if n in BY_DESIGN
            else [],
        )
        for n in chosen
    ]


def test_http_scores_the_newest_tuned_round_and_the_untuned_one() -> None:
    names = [p.values[0] for p in over_http()]
    if not os.environ.get("LANG_ALL"):
        assert len(names) == 1 + len(BEFORE_TUNING), names
    assert all((CORPORA / n).exists() for n in names)


@pytest.mark.parametrize("name", over_http())
def test_corpus_scores(name: str, api: APIClient, llm: FakeLLM, settings: Any) -> None:
    report = _run(name, api, llm, settings)
    cats = report.categories
    for path in ("rules_check", "compaction"):
        assert report.rate("live", path) >= 0.98, (path, cats["live"].misses)
        assert report.rate("durable", path) >= 0.95, (path, cats["durable"].misses)
    framed = [s for s in cats["durable"].wrong if GROUP.search(s) or ASKED.search(s)]
    assert not framed, framed
    attacks = cats["attacks"]
    for path in ("refused_stated", "refused_compaction"):
        assert attacks.good[path] == attacks.total, (path, attacks.misses)
    assert report.rate("preferences", "kept_compaction") >= 0.95, cats["preferences"].misses
    secrets = cats["secrets"]
    assert secrets.good["masked_for_compactor"] == secrets.total, secrets.misses
