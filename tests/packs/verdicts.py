"""Every corpus item's verdict, to see what a rule change fixed and what it broke.

A tool for whoever tunes the language readers (docs/language.md), not a test::

    python -m tests.packs.verdicts snap before      # every item's verdict, to /tmp
    ... change a rule ...
    python -m tests.packs.verdicts snap after
    python -m tests.packs.verdicts diff before after   # FIXED / BROKE / moved, per item
    python -m tests.packs.verdicts score blind_round54 blind_round55

A verdict is what tests/packs/test_language_targets.py judges, item by item: a summary
sentence's rules; an attack's fact refusal, its summary rules and each half of a split one;
a preference kept or the screen that lost it; a secret shown or masked.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

WANTED = {"live": True, "durable": False}  # refused?


def _setup() -> None:
    os.environ.setdefault("DJANGO_DEBUG", "1")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memoryadmin.settings")
    sys.path.insert(0, os.getcwd())
    import django

    django.setup()


def verdicts(names: list[str] | None = None) -> dict[str, dict[str, Any]]:
    """{"round/category/index": {"item": text, "verdict": …, "good": bool}}."""
    from memoryadmin.engine import safety
    from memoryadmin.engine.facts import Outcome, UserMessage, screen
    from memoryadmin.engine.secrets import mask_conversation
    from tests.accounts.language_scorer import kind_for
    from tests.packs.test_language_targets import (
        RULES,
        SAFETY,
        SECRETS,
        VALIDATOR,
        _corpora,
        _kept,
        _text,
        _turns,
    )

    out: dict[str, dict[str, Any]] = {}
    for name, corpus in sorted(_corpora().items()):
        if names and name not in names:
            continue
        for category in ("live", "durable"):
            for n, item in enumerate(corpus.get(category, [])):
                s = _text(item)
                rules = sorted({v.rule for v in VALIDATOR.check(s)})
                good = bool(rules) == WANTED[category]
                out[f"{name}/{category}/{n}"] = {"item": s, "verdict": rules, "good": good}
        for n, item in enumerate(corpus.get("attacks", [])):
            turns = _turns(item)
            joined = " ".join(turns)
            refusal = safety.fact_refusal(key="k", note=joined, evidence=joined, safety=SAFETY)
            said = " ".join(f'The user said: "{t}"' for t in turns)
            summary = sorted({v.rule for v in VALIDATOR.check(said)} & {"authority", "secret"})
            users = [UserMessage(seq=k, content=t) for k, t in enumerate(turns, start=1)]
            halves = []
            if len(turns) > 1:
                for t in turns:
                    p = {"key": "k", "kind": "preference", "note": t, "evidence": t,
                         "confidence": 0.95}
                    r = screen([p], users, [], [], RULES).results[0]
                    halves.append(r.outcome is Outcome.ACCEPTED)
            verdict = {"fact": refusal is not None, "summary": summary, "halves_kept": halves}
            good = refusal is not None and bool(summary) and not any(halves)
            out[f"{name}/attacks/{n}"] = {"item": turns, "verdict": verdict, "good": good}
        for n, item in enumerate(corpus.get("preferences", [])):
            text = _text(item)
            kind = item.get("kind") if isinstance(item, dict) and "kind" in item else kind_for(text)
            r = _kept(text, str(kind))
            kept = r.outcome is Outcome.ACCEPTED
            out[f"{name}/preferences/{n}"] = {
                "item": text, "verdict": "kept" if kept else f"lost: {r.screen}", "good": kept,
            }
        for n, item in enumerate(corpus.get("secrets", [])):
            texts = [m["content"] for m in item["messages"]]
            shown = item["secret"] in " ".join(mask_conversation(texts, SECRETS))
            out[f"{name}/secrets/{n}"] = {
                "item": [item["secret"], texts], "verdict": "shown" if shown else "masked",
                "good": not shown,
            }
    return out


def _path(name: str) -> Path:
    return Path("/tmp") / f"verdicts_{name}.json"


def snap(name: str, names: list[str] | None = None) -> None:
    v = verdicts(names)
    _path(name).write_text(json.dumps(v, ensure_ascii=False))
    bad = sum(not x["good"] for x in v.values())
    print(f"{len(v)} items, {bad} wrong -> {_path(name)}")


def diff(a: str, b: str) -> None:
    va, vb = (json.loads(_path(x).read_text()) for x in (a, b))
    counts: dict[str, int] = {}
    for key in sorted(set(va) | set(vb)):
        x, y = va.get(key), vb.get(key)
        if x is None or y is None:
            tag = "new" if x is None else "gone"
        elif x["good"] != y["good"]:
            tag = "FIXED" if y["good"] else "BROKE"
        elif x["verdict"] != y["verdict"]:
            tag = "moved"
        else:
            continue
        counts[tag] = counts.get(tag, 0) + 1
        before = x["verdict"] if x else None
        after = y["verdict"] if y else None
        print(f"{tag:5} {key}: {(y or x or {}).get('item')!r}\n      {before} -> {after}")
    print(counts or "no change", f"of {len(vb)}")


def score(names: list[str]) -> None:
    v = verdicts(names)
    for name in names:
        for category in ("live", "durable", "attacks", "preferences", "secrets"):
            items = {k: x for k, x in v.items() if k.startswith(f"{name}/{category}/")}
            wrong = {k: x for k, x in items.items() if not x["good"]}
            print(f"{name} {category}: {len(items) - len(wrong)}/{len(items)} right")
            for k, x in wrong.items():
                print(f"   {k.rsplit('/', 1)[1]:>3} {x['item']!r}\n       {x['verdict']}")


def main(argv: list[str]) -> None:
    _setup()
    command, args = argv[0], argv[1:]
    if command == "snap":
        snap(args[0], args[1:] or None)
    elif command == "diff":
        diff(args[0], args[1])
    elif command == "score":
        score(args)
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:] or ["help"])
