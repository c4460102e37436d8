"""Score a labelled language corpus through the public paths (issue 25, ENGINE.md section 9).

A corpus is JSON with up to five categories; each item is read as follows:

- ``live`` / ``durable``: summary sentences. Checked by ``POST /api/v1/rules/check`` and as
  the summary a compaction model (tests/fakellm.py) writes for a real aged-out batch
  (``POST /compact``): a live sentence must be refused by both, a durable one accepted by
  both.
- ``attacks``: user messages (a string, or a list of two for a request split across
  messages). Stored as a stated fact (``POST /facts``, the messages joined)? Stored as a
  fact a compaction model proposes (its note the messages joined, its evidence each
  message)? Refused by the authority (or secret) screen on its own?
- ``preferences``: user messages; kept when a compaction model proposes each (with itself
  as evidence, of the kind ``kind_for`` picks, as a careful model would) and a fact is
  stored.
- ``secrets``: short exchanges (``{"messages": [{"role", "content"}...], "secret": "…"}``,
  or a list of ``[role, content]`` pairs); a miss is the secret's exact text in any request
  the compaction model receives.

``score(api, llm, settings, corpus)`` returns a ``Report``: figures per category and every
miss. Items may also be dicts with a ``text`` key (and anything else, kept as notes).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from rest_framework.test import APIClient

from accounts.models import RolloutSetting
from memoryadmin.engine import safety
from memoryadmin.packs.banking import PACK
from tests.fakellm import FakeLLM

API = "/api/v1"
FILLER = 3
SAFETY = safety.safety_of(PACK)


@dataclass
class Category:
    name: str
    total: int = 0
    good: Counter[str] = field(default_factory=Counter)  # path -> items right on that path
    misses: list[str] = field(default_factory=list)
    wrong: set[str] = field(default_factory=set)  # the items' texts wrong on any path

    def line(self, paths: list[str]) -> str:
        parts = [f"{p} {self.good[p]}/{self.total}" for p in paths]
        return f"{self.name} ({self.total}): " + ", ".join(parts)


@dataclass
class Report:
    categories: dict[str, Category] = field(default_factory=dict)
    paths: dict[str, list[str]] = field(default_factory=dict)

    def text(self) -> str:
        out = []
        for name, cat in self.categories.items():
            out.append(cat.line(self.paths[name]))
        for name, cat in self.categories.items():
            for m in cat.misses:
                out.append(f"  miss [{name}] {m}")
        return "\n".join(out)

    def rate(self, category: str, path: str) -> float:
        cat = self.categories[category]
        return cat.good[path] / cat.total if cat.total else 1.0


def _text(item: Any) -> Any:
    if isinstance(item, dict):
        for key in ("text", "sentence", "message", "messages", "turns"):
            if key in item:
                return item[key]
    return item


def _turns(item: Any) -> list[str]:
    value = _text(item)
    if isinstance(value, str):
        return [value]
    return [v if isinstance(v, str) else str(v.get("content", "")) for v in value]


def _exchange(item: Any) -> tuple[list[tuple[str, str]], str]:
    """(role, content) pairs and the secret, from the shapes a corpus may use."""
    secret = str(item.get("secret") or item.get("value") or "")
    raw = item.get("messages") or item.get("exchange") or item.get("turns") or []
    pairs: list[tuple[str, str]] = []
    for m in raw:
        if isinstance(m, dict):
            pairs.append((str(m.get("role", "user")), str(m.get("content", ""))))
        elif isinstance(m, list | tuple):
            pairs.append((str(m[0]), str(m[1])))
        else:
            pairs.append(("user", str(m)))
    return pairs, secret


class _Run:
    def __init__(self, api: APIClient, llm: FakeLLM, prefix: str) -> None:
        self.api, self.llm, self.prefix, self.n = api, llm, prefix, 0

    def account(self) -> str:
        self.n += 1
        return f"{self.prefix}-{self.n}"

    def converse(self, account: str, pairs: list[tuple[str, str]]) -> None:
        """The messages (an assistant reply after each lone user message), then filler."""
        items: list[tuple[str, str]] = []
        for i, (role, content) in enumerate(pairs):
            items.append((role, content))
            nxt = pairs[i + 1][0] if i + 1 < len(pairs) else None
            if role == "user" and nxt != "assistant":
                items.append(("assistant", "Noted."))
        for i in range(FILLER):
            items += [("user", f"Thanks, talk later number {i}."), ("assistant", "Welcome.")]
        for n, (role, content) in enumerate(items):
            body: dict[str, Any] = {"id": f"{account}-{n}", "role": role, "content": content}
            if role == "assistant":
                body["tools"] = []
            r = self.api.post(f"{API}/accounts/{account}/messages", body, format="json")
            assert r.status_code == 201, r.content

    def compact(self, account: str) -> Counter[str]:
        outcomes: Counter[str] = Counter()
        for _ in range(20):
            r = self.api.post(f"{API}/accounts/{account}/compact")
            assert r.status_code == 200, r.content
            outcome = r.json()["outcome"]
            if outcome == "nothing_to_do":
                break
            outcomes[outcome] += 1
        return outcomes


def _key(text: str) -> str:
    return "_".join(re.findall(r"[a-z]+", text.lower())[:3]) or "note"


def _proposal(note: str, evidence: str, kind: str = "preference") -> dict[str, Any]:
    return {"key": _key(note), "kind": kind, "note": note, "evidence": evidence, "confidence": 0.95}


def _summaries(run: _Run, report: Report, name: str, items: list[Any], want_ok: bool) -> None:
    cat = report.categories[name] = Category(name)
    report.paths[name] = ["rules_check", "compaction"]
    for item in items:
        sentence = str(_text(item))
        cat.total += 1
        r = run.api.post(f"{API}/rules/check", {"text": sentence}, format="json")
        assert r.status_code == 200, r.content
        body = r.json()
        if body["ok"] is want_ok:
            cat.good["rules_check"] += 1
        else:
            rules = ",".join(f"{v['rule']}:{v['excerpt']!r}" for v in body["violations"])
            cat.misses.append(f"rules/check {sentence!r} -> {rules or 'accepted'}")
            cat.wrong.add(sentence)
        account = run.account()
        run.converse(account, [("user", "Hello there."), ("user", "Thanks for the help.")])
        run.llm.default = json.dumps({"summary": sentence, "facts": []})
        outcomes = run.compact(account)
        accepted = outcomes.get("accepted", 0) > 0
        if accepted is want_ok:
            cat.good["compaction"] += 1
        else:
            cat.misses.append(f"compaction {sentence!r} -> {dict(outcomes)}")
            cat.wrong.add(sentence)


def _facts_of(run: _Run, account: str) -> list[dict[str, Any]]:
    r = run.api.get(f"{API}/accounts/{account}/facts")
    if r.status_code == 404:
        return []
    assert r.status_code == 200, r.content
    facts: list[dict[str, Any]] = r.json()
    return facts


def _attacks(run: _Run, report: Report, items: list[Any]) -> None:
    cat = report.categories["attacks"] = Category("attacks")
    report.paths["attacks"] = ["refused_stated", "refused_compaction", "screen_alone"]
    for item in items:
        turns = _turns(item)
        joined = " ".join(t.strip() for t in turns)
        cat.total += 1
        account = run.account()
        r = run.api.post(
            f"{API}/accounts/{account}/facts",
            {"key": _key(joined), "kind": "preference", "note": joined},
            format="json",
        )
        if r.status_code == 400:
            cat.good["refused_stated"] += 1
        else:
            cat.misses.append(f"stored as stated fact ({r.status_code}): {turns!r}")
        account = run.account()
        run.converse(account, [("user", t) for t in turns])
        proposals = [_proposal(joined, t) for t in turns]
        if len(turns) > 1:
            proposals += [_proposal(t, t) for t in turns]
        run.llm.default = json.dumps(
            {"summary": "The user chatted with the assistant.", "facts": proposals}
        )
        outcomes = run.compact(account)
        stored = _facts_of(run, account)
        if not stored and outcomes.get("accepted"):
            cat.good["refused_compaction"] += 1
        elif not outcomes.get("accepted"):
            cat.misses.append(f"compaction never accepted a batch {dict(outcomes)}: {turns!r}")
        else:
            notes = [f["note"] for f in stored]
            cat.misses.append(f"stored through compaction: {turns!r} -> {notes!r}")
        refusal = safety.fact_refusal(key=_key(joined), note=joined, evidence=joined, safety=SAFETY)
        if refusal is not None:
            cat.good["screen_alone"] += 1
        else:
            cat.misses.append(f"not refused by the authority/secret screen: {turns!r}")


_KINDS = [
    ("commitment", r"\b(?:remind|every|each|evry|monthly|weekly|daily)\b"),
    ("goal", r"\b(?:sav(?:e|ing)|goal|put\s+aside|set\s+aside)\b"),
    (
        "relationship",
        r"\b(?:wife|husband|son|daughter|mother|mum|mom|father|dad|brother|sister|friend|"
        r"cousin|uncle|aunt|boss|landlord|pastor|kids?|children)\b",
    ),
    (
        "preference",
        r"\b(?:call\s+me|prefer|always|never|don['’]?t|do\s+not|please|pls|abeg|biko|"
        r"kindly|send|reply|talk|speak|notify|text|use|keep|stop|be\s)\b",
    ),
]


def kind_for(text: str) -> str:
    """The kind a careful compaction model would propose: a stand-in for its judgement.

    Order matters: a reminder is a commitment, a saving a goal, a person a
    relationship, an instruction a preference; anything else about the user
    (where they live, their work, their group) is personal.
    """
    for kind, pattern in _KINDS:
        if re.search(pattern, text, re.IGNORECASE):
            return kind
    return "personal"


def _preferences(run: _Run, report: Report, items: list[Any]) -> None:
    cat = report.categories["preferences"] = Category("preferences")
    report.paths["preferences"] = ["kept_compaction"]
    for item in items:
        turns = _turns(item)
        cat.total += 1
        account = run.account()
        run.converse(account, [("user", t) for t in turns])
        run.llm.default = json.dumps(
            {
                "summary": "The user chatted with the assistant.",
                "facts": [_proposal(t, t, kind_for(t)) for t in turns],
            }
        )
        outcomes = run.compact(account)
        stored = _facts_of(run, account)
        if stored:
            cat.good["kept_compaction"] += 1
        else:
            from accounts.models import FactProposal

            why = [
                f"{p.rejected_by}: {p.reason[:90]}"
                for p in FactProposal.objects.filter(account__external_id=account)
            ]
            kinds = [kind_for(t) for t in turns]
            cat.misses.append(f"not kept {turns!r} as {kinds} {dict(outcomes)} {why}")


def _secrets(run: _Run, report: Report, items: list[Any]) -> None:
    cat = report.categories["secrets"] = Category("secrets")
    report.paths["secrets"] = ["masked_for_compactor"]
    for item in items:
        pairs, secret = _exchange(item)
        cat.total += 1
        account = run.account()
        run.converse(account, pairs)
        seen = len(run.llm.requests)
        run.llm.default = json.dumps(
            {"summary": "The user chatted with the assistant.", "facts": []}
        )
        run.compact(account)
        shown = json.dumps(run.llm.requests[seen:], ensure_ascii=False)
        # The JSON encoding of the requests escapes nothing a secret is written with.
        if secret and secret in shown:
            user = " | ".join(c for r, c in pairs)
            cat.misses.append(f"shown {secret!r}: {user!r}")
        else:
            cat.good["masked_for_compactor"] += 1


def score(
    api: APIClient, llm: FakeLLM, settings: Any, corpus: dict[str, Any], prefix: str = "lang"
) -> Report:
    settings.MEMORY_WINDOW_TOKENS = 20 * FILLER
    settings.MEMORY_COMPACTION_BATCH_MAX = 50
    s = RolloutSetting.current()
    s.mode, s.scope, s.kill_switch = "enabled", "everyone", False
    s.save()
    # Scoring rules, not the pause after a mass rejection (a corpus of live sentences is one).
    settings.MEMORY_COMPACTION_PAUSE_MIN_REJECTED = 10**9
    # One key opens an account per item: a big corpus is not a tenant flooding accounts.
    settings.MEMORY_KEY_ACCOUNTS_PER_MINUTE = 0
    corpus = corpus.get("categories", corpus)
    run = _Run(api, llm, prefix)
    report = Report()
    if corpus.get("live"):
        _summaries(run, report, "live", corpus["live"], want_ok=False)
    if corpus.get("durable"):
        _summaries(run, report, "durable", corpus["durable"], want_ok=True)
    if corpus.get("attacks"):
        _attacks(run, report, corpus["attacks"])
    if corpus.get("preferences"):
        _preferences(run, report, corpus["preferences"])
    if corpus.get("secrets"):
        _secrets(run, report, corpus["secrets"])
    return report
