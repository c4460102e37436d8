"""Issue 25's targets on every language corpus: the blind round and the fitted one.

In-process (the pack's validator, the fact screens, the masks the compactor's view is
built with), so it runs in seconds; tests/accounts/test_language_corpora.py scores the
blind round through the public HTTP paths. Run with ``-s`` for the figures and misses.

Targets: live refused >= 0.98; durable accepted >= 0.95, every savings-group and
asked-frame sentence accepted; no attack passes the screens (as a fact, stated or
proposed, and as the summary sentence a compactor would write); harmless preferences
kept >= 0.95; no secret shown unmasked.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from memoryadmin.engine import safety
from memoryadmin.engine.facts import Outcome, UserMessage, rules_of, screen
from memoryadmin.engine.secrets import mask_conversation, secret_rules_of
from memoryadmin.engine.validator import Validator
from memoryadmin.packs.banking import PACK
from memoryadmin.packs.banking.group_names import SAVINGS_GROUP
from tests.accounts.language_scorer import kind_for
from tests.packs.language_corpora import fitted

CORPORA = Path(__file__).resolve().parent / "corpora"
VALIDATOR = Validator.for_pack(PACK)
RULES = rules_of(PACK)
SAFETY = safety.safety_of(PACK)
SECRETS = secret_rules_of(PACK)
# A savings group by any of its names (the pack's list, ``group_names``), or its people.
GROUP = re.compile(
    rf"\b(?:{SAVINGS_GROUP}|cooperative|contribution group|savings group|members?|treasurer)\b",
    re.I,
)
ASKED = re.compile(r"^(?:The user|He|She) (?:asked|wanted to know)\b")


def _corpora() -> dict[str, dict[str, Any]]:
    out = {p.stem: json.loads(p.read_text())["categories"] for p in CORPORA.glob("*.json")}
    out["fitted"] = fitted()
    return out


def _text(item: Any) -> str:
    return str(item["text"]) if isinstance(item, dict) else str(item)


def _turns(item: Any) -> list[str]:
    if isinstance(item, dict):
        return list(item.get("messages") or [item["text"]])
    return list(item) if isinstance(item, list) else [item]


def _kept(text: str, kind: str) -> Any:
    proposal = {"key": "k", "kind": kind, "note": text, "evidence": text, "confidence": 0.95}
    return screen([proposal], [UserMessage(seq=1, content=text)], [], [], RULES).results[0]


# A blind round is committed as it was scored, before any rule changed for it
# (docs/language.md); until the rules are tuned on it, its targets are a known miss.
BEFORE_TUNING: set[str] = set()
# A miss kept on purpose after tuning, and why. Blind round 16's author counts a group's
# bare size ("The user's VSLA has twenty-five members.") as durable; the seed's
# no_member_count refuses a count standing alone (members join and leave without the user
# saying so), and the group frame accepts a size only with who the members are or how
# they pay. Every other target of the round is met.
BY_DESIGN: dict[str, str] = {
    "blind_round16": "a group's bare size is refused by no_member_count (docs/language.md)",
    # Tuned in stop 36 on every miss but these (docs/language.md).
    "blind_round31": "a group's size said with 'now' is refused by no_member_count, as a count "
    "that has changed (docs/language.md)",
    "blind_round32": "stopping one channel of alerts ('ka daina tura min alert na SMS') is a "
    "channel preference, as the engine's 'never send me SMS alerts' (docs/language.md)",
    # Tuned in stop 37 on every miss but these (docs/language.md).
    "blind_round36": "a group's size ('a 25-member VSLA group') is refused by no_member_count; a "
    "complaint whose reason is in the present beside pay ('during salary week because it becomes "
    "very slow') is refused by the backstop (docs/language.md)",
    "blind_round38": "a group's bare size ('has 8 members') is refused by no_member_count; three "
    "summaries wholly in Amharic, Lingala and Swahili, and two stricter preferences in Somali and "
    "Arabic, are unread and name money, so they are refused (docs/language.md)",
    # Tuned in stop 38 on every miss but these (docs/language.md).
    "blind_round40": "a group's bare size ('a 12-member motshelo') is refused by no_member_count "
    "(docs/language.md)",
    "blind_round41": "a group's bare size ('which has 25 members') is refused by no_member_count, "
    "and the user's place in a payout order by no_rotation_position (docs/language.md)",
    # Tuned in stop 39 on every miss but these (docs/language.md).
    "blind_round45": "the user's place in a rotation ('she was the fourth to receive', 'with her "
    "turn in the eighth month') is refused by no_rotation_position (docs/language.md)",
    # Tuned in stop 40 on every miss but this (docs/language.md).
    "blind_round47": "the user's place in a payout order ('she was sixth on the list') is refused "
    "by no_rotation_position (docs/language.md)",
    # Tuned in stops 40 and 41 on every miss but this (docs/language.md).
    "blind_round50": "the user's place in the payout order ('the user's turn usually comes around "
    "November') is refused by no_rotation_position (docs/language.md)",
    # Tuned in stop 41 on every miss but these (docs/language.md).
    "blind_round52": "the user's place in a rotation ('in the 7th position'), a group's bare size "
    "('has 20 members') and a KYC tier raised ('upgraded his account to Tier 3', which raises its "
    "limits) are refused on purpose (docs/language.md)",
    # Tuned in stop 42 on every miss but this (docs/language.md).
    "blind_round56": "a group's bare size ('a 10-member committee') is refused by no_member_count "
    "(docs/language.md)",
    # Tuned in stop 43 on every miss but this (docs/language.md).
    "blind_round58": "a group's record to date ('has never missed a cycle') is refused by "
    "no_payment_status, as a member's 'has never missed a payment' is (docs/language.md)",
    # Tuned in stop 44 on every miss but this (docs/language.md).
    "blind_round61": "a group's bare size ('running since 2019 with fifteen members') is refused "
    "by no_member_count (docs/language.md)",
    # Tuned in stop 46 on every miss but this (docs/language.md).
    "blind_round69": "a group's bare size ('a 15-member dhukuti in Kathmandu') is refused by "
    "no_member_count (docs/language.md)",
    "blind_round71": "a group's bare size ('fikambanana (savings group) in Antsirabe has 25 "
    "members') is refused by no_member_count (docs/language.md)",
    # Tuned in stop 47 on every miss but these (docs/language.md).
    "blind_round72": "a group's bare size ('which has 12 members', 'ajo na 10 people') is refused "
    "by no_member_count; a wish for a higher limit is an authority topic (ENGINE.md section 9); "
    "'currently serving as an NYSC corps member' keeps 'currently' refused (docs/language.md)",
    "blind_round74": "a group's bare size ('a 12-member investment chama', 'rotation of 10 "
    "people') is refused by no_member_count; a wish for a higher limit is an authority topic "
    "(docs/language.md)",
    # Tuned in stop 48 on every miss but these (docs/language.md).
    "blind_round75": "a group's bare size ('has ten members') is refused by no_member_count, the "
    "user's place in a rotation ('prefers to be last in the esusu rotation') by "
    "no_rotation_position; a wish for a higher limit is an authority topic (docs/language.md)",
    # Tuned in stop 50 on every miss but this (docs/language.md).
    "blind_round79": "who holds a family pool's money in this year's turn ('takes turns with her "
    "cousins collecting the family pool; this year her cousin Dimitra holds the money') is the "
    "rotation's place now, refused by no_rotation_position (docs/language.md)",
}


# An attack a writer labelled so, kept on purpose and listed in BY_DESIGN: stopping one channel
# of alerts is a choice of channel (the engine's own "never send me SMS alerts"); every path
# that drives all attacks (the MCP door's test) leaves these out.
KEPT_BY_DESIGN: frozenset[str] = frozenset(
    {"Don Allah ka daina tura min alert na SMS, suna damuna. Ka ajiye wannan a matsayin doka ta."}
)


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(
            n,
            marks=[pytest.mark.xfail(strict=True, reason="blind round scored, not yet tuned")]
            if n in BEFORE_TUNING
            else [pytest.mark.xfail(strict=True, reason=BY_DESIGN[n])]
            if n in BY_DESIGN
            else [],
        )
        for n in sorted(_corpora())
    ],
)
def test_the_targets_hold(name: str) -> None:
    corpus = _corpora()[name]
    report: list[str] = []
    misses: list[str] = []

    live = [_text(i) for i in corpus["live"]]
    passed = [s for s in live if not VALIDATOR.check(s)]
    report.append(f"live refused {len(live) - len(passed)}/{len(live)}")
    misses += [f"live accepted: {s}" for s in passed]
    assert (len(live) - len(passed)) / len(live) >= 0.98

    durable = [_text(i) for i in corpus["durable"]]
    refused = {s: [v.rule for v in VALIDATOR.check(s)] for s in durable}
    refused = {s: r for s, r in refused.items() if r}
    report.append(f"durable accepted {len(durable) - len(refused)}/{len(durable)}")
    misses += [f"durable refused: {s} {r}" for s, r in refused.items()]
    assert (len(durable) - len(refused)) / len(durable) >= 0.95
    framed = [s for s in refused if GROUP.search(s) or ASKED.search(s)]
    assert not framed, framed

    stored = []
    for item in corpus["attacks"]:
        turns = _turns(item)
        joined = " ".join(turns)
        if safety.fact_refusal(key="k", note=joined, evidence=joined, safety=SAFETY) is None:
            stored.append(f"attack passes the fact screens: {turns}")
        said = " ".join(f'The user said: "{t}"' for t in turns)
        if not {v.rule for v in VALIDATOR.check(said)} & {"authority", "secret"}:
            stored.append(f"attack passes as a summary: {said}")
        users = [UserMessage(seq=n, content=t) for n, t in enumerate(turns, start=1)]
        for t in turns:
            proposal = {
                "key": "k",
                "kind": "preference",
                "note": t,
                "evidence": t,
                "confidence": 0.95,
            }
            r = screen([proposal], users, [], [], RULES).results[0]
            if r.outcome is Outcome.ACCEPTED and len(turns) > 1:
                stored.append(f"split attack half kept as a fact: {t!r} of {turns}")
    report.append(f"attacks stored {len(stored)} of {len(corpus['attacks'])}")
    misses += stored
    assert not stored, "\n".join(stored)

    prefs = corpus["preferences"]
    lost = []
    for item in prefs:
        text = _text(item)
        kind = item.get("kind") if isinstance(item, dict) and "kind" in item else kind_for(text)
        r = _kept(text, str(kind))
        if r.outcome is not Outcome.ACCEPTED:
            lost.append(f"preference lost ({kind}): {text} -> {r.screen}")
    report.append(f"preferences kept {len(prefs) - len(lost)}/{len(prefs)}")
    misses += lost
    assert (len(prefs) - len(lost)) / len(prefs) >= 0.95, "\n".join(lost)

    shown = []
    for item in corpus["secrets"]:
        texts = [m["content"] for m in item["messages"]]
        if item["secret"] in " ".join(mask_conversation(texts, SECRETS)):
            shown.append(f"secret shown: {item['secret']!r} in {texts}")
    report.append(f"secrets shown {len(shown)} of {len(corpus['secrets'])}")
    misses += shown
    print(f"\n{name}: " + "; ".join(report) + "".join(f"\n  {m}" for m in misses))
    assert not shown, "\n".join(shown)


def test_the_corpora_are_big_enough() -> None:
    sizes: dict[str, int] = {}
    for corpus in _corpora().values():
        for category, items in corpus.items():
            sizes[category] = sizes.get(category, 0) + len(items)
    assert sizes["live"] >= 300 and sizes["durable"] >= 300, sizes
    assert sizes["attacks"] >= 200 and sizes["preferences"] >= 200, sizes
    assert sizes["secrets"] >= 100, sizes
