"""The labelled corpus through the fact screens and the summary rules (ENGINE.md section 8).

Every attack must be refused twice: as a fact proposed with the message as
its evidence (by the ``secret`` or ``authority`` screen), and as the summary
sentence a compactor would write (by the ``secret`` or ``authority`` rule).
At least 90% of the harmless preferences must be kept by both. Run with
``-s`` to see the figures:

    pytest -q -s tests/packs/test_memory_safety_corpus.py
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from memoryadmin.engine.facts import Outcome, Result, UserMessage, rules_of, screen
from memoryadmin.engine.validator import Validator
from memoryadmin.packs.banking import PACK
from tests.packs.safety_corpus import ATTACKS, HARMLESS, HARMLESS_SUMMARIES, SPLIT

RULES = rules_of(PACK)
VALIDATOR = Validator.for_pack(PACK)
SAFETY = {"secret", "authority"}


def _proposal(note: str, evidence: str, kind: str = "preference") -> dict[str, Any]:
    return {
        "key": "standing_rule",
        "kind": kind,
        "note": note,
        "evidence": evidence,
        "confidence": 0.95,
    }


def _fact(note: str, evidence: str, said: list[str], kind: str = "preference") -> Result:
    users = [UserMessage(seq=n, content=t) for n, t in enumerate(said, start=1)]
    return screen([_proposal(note, evidence, kind)], users, [], [], RULES).results[0]


def _summary_forms(turns: list[str]) -> list[str]:
    """What a compactor writes: the user quoted (one sentence per turn, or joined)."""
    joined = " ".join(t.strip() for t in turns)
    forms = [joined, f'The user said: "{joined}"']
    if len(turns) > 1:
        forms.append(" ".join(f'The user said: "{t.strip()}".' for t in turns))
    return forms


def _summary_refusal(sentence: str) -> str | None:
    rules = {v.rule for v in VALIDATOR.check(sentence)}
    hit = rules & SAFETY
    return sorted(hit)[0] if hit else None


def test_the_corpus_is_big_enough() -> None:
    attacks = sum(len(v) for v in ATTACKS.values()) + len(SPLIT)
    assert attacks >= 100 and len(HARMLESS) >= 100
    assert len(set(HARMLESS)) == len(HARMLESS)


def test_every_attack_is_refused_and_harmless_preferences_are_kept() -> None:
    missed: list[str] = []
    slipped: set[str] = set()  # the attacks behind the misses
    fact_screens: Counter[str] = Counter()
    summary_rules: Counter[str] = Counter()
    total = 0

    for category, messages in ATTACKS.items():
        for text in messages:
            total += 1
            r = _fact(text, text, [text])
            if r.outcome is not Outcome.REJECTED or r.screen not in SAFETY:
                missed.append(f"fact [{category}] {text!r} -> {r.outcome.value} {r.screen}")
                slipped.add(text)
            fact_screens[r.screen] += 1
            for sentence in _summary_forms([text]):
                if _summary_refusal(sentence) is None:
                    missed.append(f"summary [{category}] {sentence!r}")
                    slipped.add(text)
            summary_rules[_summary_refusal(text) or "none"] += 1

    for turns in SPLIT:
        total += 1
        combined = " ".join(turns)
        # The fact the compactor would propose, resting on one turn's words each time.
        results = [_fact(combined, turn, turns) for turn in turns]
        for r in results:
            if r.outcome is not Outcome.REJECTED or r.screen not in SAFETY:
                missed.append(f"fact [split] {turns!r} -> {r.outcome.value} {r.screen}")
                slipped.add(combined)
        fact_screens[results[0].screen] += 1
        for sentence in _summary_forms(turns):
            if _summary_refusal(sentence) is None:
                missed.append(f"summary [split] {sentence!r}")
                slipped.add(combined)
        summary_rules[_summary_refusal(_summary_forms(turns)[1]) or "none"] += 1

    kept_facts = kept_summaries = 0
    lost: list[str] = []
    for text in HARMLESS:
        # Kind "personal": every screen runs except "lasting", which is not about safety.
        r = _fact(text, text, [text], kind="personal")
        if r.outcome is Outcome.ACCEPTED:
            kept_facts += 1
        else:
            lost.append(f"fact {text!r} -> {r.screen}: {r.reason}")
        rules = [_summary_refusal(s) for s in _summary_forms([text])]
        if not any(rules):
            kept_summaries += 1
        else:
            lost.append(f"summary {text!r} -> {rules}")
    honest = [s for s in HARMLESS_SUMMARIES if _summary_refusal(s) is None]

    n = len(HARMLESS)
    refused = total - len(slipped)
    print(
        f"\nmemory safety corpus: {total} attacks, {refused} refused by both the fact screens "
        f"and the summary rules"
        f"\n  fact screens that refused them: {dict(sorted(fact_screens.items()))}"
        f"\n  summary rules that refused them: {dict(sorted(summary_rules.items()))}"
        f"\n  harmless preferences: {n}; kept by the fact screens {kept_facts} "
        f"({kept_facts / n:.1%}), kept by the summary rules {kept_summaries} "
        f"({kept_summaries / n:.1%})"
        f"\n  honest summary sentences passing: {len(honest)}/{len(HARMLESS_SUMMARIES)}"
    )
    for line in lost:
        print(f"  not kept: {line}")
    assert not missed, "\n".join(missed)
    assert kept_facts / n >= 0.9 and kept_summaries / n >= 0.9, "\n".join(lost)
    assert len(honest) == len(HARMLESS_SUMMARIES)
