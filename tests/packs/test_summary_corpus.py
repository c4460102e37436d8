"""The summary rules on a labelled corpus of sentences (ENGINE.md section 7).

The corpus (summary_corpus.json) holds sentences in many phrasings: live
state a summary must never keep, and durable facts and finished events it may.
Recall on live state comes first and must be 1.0; refusing a durable sentence
now and then is the accepted cost, bounded here by a floor so it cannot creep.

The table prints with the test run (``pytest tests/packs/test_summary_corpus.py``;
add ``-s`` to see the rest of the output too).

How it was built: the "first" batch was written before the rules were widened
for ENGINE.md section 7 (the old rules refused 67 of its 160 live sentences).
Then five "held-out" batches were each written blind against the rules of the
time, scored, and only then used to fix the rules. Their first-pass live recall
says how the rules do on sentences nobody wrote a test for:
held-out 1: 46/60 (0.77), 2: 44/55 (0.80), 3: 36/45 (0.80), 4: 43/50 (0.86),
5: 47/50 (0.94); durable acceptance on first pass 37/40, 40/40, 37/40, 39/40,
40/40. Expect a new phrasing to slip through now and then: add it here.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from memoryadmin.engine.validator import Validator
from memoryadmin.packs.banking import PACK

CORPUS = Path(__file__).with_name("summary_corpus.json")
VALIDATOR = Validator.for_pack(PACK)
RULES = [r.name for r in PACK.summary_rules]

# Durable sentences must pass at least this often. The figure reached when the
# floor was set is printed by test_the_table; raise the floor when it improves.
DURABLE_ACCEPTANCE_FLOOR = 0.95


@dataclass(frozen=True)
class Scored:
    text: str
    label: str
    kind: str
    expected_rule: str
    fired: frozenset[str]


def _cases() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = json.loads(CORPUS.read_text())["cases"]
    return cases


def _score() -> list[Scored]:
    out = []
    for c in _cases():
        fired = frozenset(v.rule for v in VALIDATOR.check(c["text"]))
        out.append(Scored(c["text"], c["label"], c["kind"], c["rule"], fired))
    return out


SCORED = _score()
LIVE = [s for s in SCORED if s.label == "live"]
DURABLE = [s for s in SCORED if s.label == "durable"]


def test_the_corpus_is_big_varied_and_balanced() -> None:
    cases = _cases()
    texts = [c["text"] for c in cases]
    assert len(texts) >= 200 and len(set(texts)) == len(texts)
    assert len(LIVE) >= len(cases) / 2 and len(DURABLE) >= 100
    assert {c["label"] for c in cases} == {"live", "durable"}
    assert {s.expected_rule for s in LIVE} == set(RULES)
    assert all(s.expected_rule == "" for s in DURABLE)
    # Not one template: many subjects and currency spellings.
    first_words = Counter(t.split()[0] for t in texts)
    assert len(first_words) >= 30
    for spelling in ("₦", "N ", "NGN", "naira", "$", "k "):
        assert any(spelling in t for t in texts), spelling


@pytest.mark.parametrize("case", LIVE, ids=lambda s: s.text[:70])
def test_every_live_sentence_is_refused(case: Scored) -> None:
    assert case.fired, f"live state accepted ({case.kind}): {case.text}"


def test_live_recall_is_one() -> None:
    assert sum(1 for s in LIVE if s.fired) / len(LIVE) == 1.0


def test_durable_acceptance_stays_above_the_floor() -> None:
    refused = [f"{s.text} -> {sorted(s.fired)}" for s in DURABLE if s.fired]
    acceptance = 1 - len(refused) / len(DURABLE)
    assert acceptance >= DURABLE_ACCEPTANCE_FLOOR, "\n".join(refused)


def table(scored: list[Scored]) -> str:
    """Per rule: precision (of the sentences it refused, how many were live) and
    recall (of the live sentences labelled with it, how many it refused)."""
    head = f"{'rule':<22}{'fired':>7}{'on live':>9}{'precision':>11}{'labelled':>10}{'recall':>8}"
    lines = [head]
    for rule in RULES:
        fired = [s for s in scored if rule in s.fired]
        on_live = sum(1 for s in fired if s.label == "live")
        labelled = [s for s in scored if s.expected_rule == rule]
        caught = sum(1 for s in labelled if rule in s.fired)
        precision = on_live / len(fired) if fired else 1.0
        recall = caught / len(labelled) if labelled else 1.0
        lines.append(
            f"{rule:<22}{len(fired):>7}{on_live:>9}{precision:>11.2f}{len(labelled):>10}"
            f"{recall:>8.2f}"
        )
    live = [s for s in scored if s.label == "live"]
    durable = [s for s in scored if s.label == "durable"]
    refused = [s for s in durable if s.fired]
    lines.append(
        f"live recall (any rule): {sum(1 for s in live if s.fired)}/{len(live)} = "
        f"{sum(1 for s in live if s.fired) / len(live):.3f}"
    )
    lines.append(
        f"durable acceptance: {len(durable) - len(refused)}/{len(durable)} = "
        f"{1 - len(refused) / len(durable):.3f} (false refusals {len(refused) / len(durable):.3f})"
    )
    for s in refused:
        lines.append(f"  refused durable [{s.kind}]: {s.text} -> {', '.join(sorted(s.fired))}")
    return "\n".join(lines)


def test_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    text = table(SCORED)
    with capsys.disabled():
        print(f"\nSummary rules on {len(SCORED)} corpus sentences\n{text}")
    assert "live recall (any rule)" in text
