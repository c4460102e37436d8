"""Implicit updates (issue 26): a durable fact that a later message silently outdates.

The STALE benchmark's subject, on generated conversations: the user states a
fact (where they live, where they work, how they want alerts, what to be
called, who a beneficiary nickname is), chats, and later says something that
changes it, or something that must NOT change it:

- changes: a move, a new job, a changed preference, a new name to be called by;
- not changes: a hypothetical ("If I moved to Abuja, would my limit change?"),
  someone else's move ("My sister moved to Abuja"), and a never-inferred kind
  (a beneficiary nickname said to be someone else now, which only the user
  may state).

The same conversations run through naive replay, a summary buffer and the
engine (through its HTTP API), as in ``tests.bench.accuracy``, whose
conversation and memory types this module reuses. The engine's compaction
model copies everything it is shown (the summary) and proposes every change
as a fact with the user's words as evidence, the hypothetical and someone
else's move included: a credulous extractor, so the engine's own screens are
what is measured.

What is scored, on every turn after the update message (the agent's system
prompt left out). For the change cases, as for durable recall in the accuracy
benchmark, the turns that count are those where the update message is older
than the verbatim window (``Conversation.window_start``), and was already
``settle`` turns earlier (``--compact-every``: the periodic compaction has
had its turn to fold it): memory, not the window, must carry it. The turns
before that are reported on their own (while the update is in the window the
model sees the user's newer words verbatim, beside whatever memory holds;
just after it leaves, compaction has not yet run).

superseded shown as current
    Change cases: the old value (a word only it has: "Lagos") reaches the
    model on a line not marked earlier (the engine marks a replaced fact
    ``until <date>: … earlier, no longer current``). Share of turns.
current value reaches model
    Change cases: the new value reaches the model on an unmarked line.
wrongly superseded
    Not-change cases: the original value is shown marked earlier, or the
    other value is shown as a current remembered fact.
original kept
    Not-change cases: the original value reaches the model unmarked.
"""

from __future__ import annotations

import json
import logging
import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from memoryadmin.engine.offline import LIMIT_MARK, MESSAGES_MARK
from memoryadmin.engine.ports import ModelReply
from tests.bench.accuracy import (
    SYSTEM_PROMPT,
    Conversation,
    CopyingModel,
    Durable,
    Memory,
    NaiveMemory,
    SummaryBufferMemory,
    Turn,
)
from tests.bench.engine_api import EngineMemory, _iso, engine_setup

CITIES = ["Lagos", "Abuja", "Kano", "Ibadan", "Enugu", "Kaduna", "Jos", "Calabar"]
EMPLOYERS = ["Paystack", "Flutterwave", "Andela", "Dangote", "Interswitch", "Moniepoint"]
CHANNELS = ["SMS", "email", "WhatsApp"]
NAMES = ["Tobi", "Bisi", "Kunle", "Chief", "Madam", "Oga", "Doctor"]
HOLDERS = ["Adaeze", "Funmilayo", "Halima", "Nkechi", "Yewande", "Zainab"]
FILLER = [
    ("Thanks!", "You're welcome."),
    ("Good morning.", "Good morning! How can I help today?"),
    ("Okay, thank you.", "Anytime."),
    ("Is the app down today?", "No, everything is working normally."),
    ("What are your opening hours?", "Our branches open from 8am to 4pm on weekdays."),
    ("Do you have a branch near the market?", "Yes, there is one on Market Road."),
]
EARLIER_MARK = "earlier, no longer current"
UPDATE_TURN = 3
FACT_LINE = re.compile(r"^> - .*\((stated by the user|picked up from conversation)")


@dataclass(frozen=True)
class Case:
    """One implicit update: what is stated first, what is said later, and what it should do."""

    name: str
    supersedes: bool
    key: str
    kind: str
    old_note: str
    old_words: str  # what the user says first
    old_value: str
    new_note: str
    new_words: str  # what the user says later
    evidence: str  # the quote the model gives for the proposed change
    new_value: str
    reply: str = "Noted."
    proposed_kind: str = ""


def _cases(rng: random.Random) -> list[Case]:
    a, b = rng.sample(CITIES, 2)
    x, y = rng.sample(EMPLOYERS, 2)
    c1, c2 = rng.sample(CHANNELS, 2)
    n1, n2 = rng.sample(NAMES, 2)
    h1, h2 = rng.sample(HOLDERS, 2)
    city = {"key": "city", "kind": "personal", "old_note": f"Lives in {a}", "old_value": a}
    city |= {"old_words": f"I live in {a}.", "new_note": f"Lives in {b}", "new_value": b}
    return [
        Case(
            "a move",
            True,
            **city,
            new_words=f"Quick update: I have moved to {b} now, I live in {b} since last week.",
            evidence=f"I live in {b} since last week",
        ),
        Case(
            "a new job",
            True,
            "employer",
            "personal",
            f"Works at {x}",
            f"I work at {x}.",
            x,
            f"Works at {y}",
            f"I started a new job this month, I now work at {y}.",
            f"I now work at {y}",
            y,
        ),
        Case(
            "a changed preference",
            True,
            "alert_channel",
            "preference",
            f"Alerts by {c1}",
            f"Please always send my alerts by {c1}.",
            c1,
            f"Alerts by {c2}",
            f"From now on, always send my alerts by {c2} instead.",
            f"always send my alerts by {c2} instead",
            c2,
        ),
        Case(
            "a new name to be called by",
            True,
            "preferred_name",
            "preference",
            f"Call the user {n1}",
            f"Please always call me {n1}.",
            n1,
            f"Call the user {n2}",
            f"Please call me {n2} from now on.",
            f"call me {n2} from now on",
            n2,
        ),
        Case(
            "a hypothetical (must not)",
            False,
            **city,
            new_words=f"If I moved to {b}, would my transfer limit change?",
            evidence=f"If I moved to {b}",
            reply="Moving city would not change it.",
        ),
        Case(
            "someone else's move (must not)",
            False,
            **city,
            new_words=f"My sister moved to {b} last month, she loves it there.",
            evidence=f"moved to {b} last month",
        ),
        Case(
            "a never-inferred kind (must not)",
            False,
            "mama_tobi",
            "beneficiary_nickname",
            f"Mama Tobi is {h1}",
            f"Save Mama Tobi as my nickname for {h1}.",
            h1,
            f"Mama Tobi is {h2}",
            f"By the way, Mama Tobi is now {h2}, she is my aunt.",
            f"Mama Tobi is now {h2}",
            h2,
            proposed_kind="relationship",
        ),
    ]


@dataclass
class StaleConversation:
    conv: Conversation
    case: Case
    update_turn: int


def generate(*, seed: int, per_case: int, turns: int, start: datetime) -> list[StaleConversation]:
    """``per_case`` conversations of each case, deterministic for a seed (dates from ``start``).

    The fact is stated at turn 0 and the update comes a month later at turn ``UPDATE_TURN``
    (so a memory that keeps both keeps them side by side); chat fills the rest.
    """
    out = []
    for i in range(per_case):
        rng = random.Random(f"bench-stale:{seed}:{i}")
        for n, case in enumerate(_cases(rng)):
            update = min(UPDATE_TURN, turns - 2)
            at = start + timedelta(days=i, hours=n)
            conv_turns = []
            for t in range(turns):
                at += timedelta(minutes=rng.randint(20, 300), days=30 if t == update else 0)
                states = None
                if t == 0:
                    user, reply = case.old_words, "Noted."
                    states = Durable(case.kind, case.key, case.old_note, case.old_value)
                elif t == update:
                    user, reply = case.new_words, case.reply
                else:
                    user, reply = rng.choice(FILLER)
                conv_turns.append(
                    Turn(
                        t, at, "stale", user, reply, at + timedelta(seconds=20), [], [], {}, states
                    )
                )
            conv = Conversation(id=f"stale-{n}-{i}", turns=conv_turns, durables=[])
            out.append(StaleConversation(conv, case, update))
    return out


class ProposingModel(CopyingModel):
    """The copying model, whose facts are the changes the conversations script: every
    change said in the batch proposed as a fact, with the user's words as evidence."""

    name = "proposing-copying-model"

    def __init__(self, cases: Sequence[Case]) -> None:
        self.cases = list(cases)

    def complete(self, messages: Sequence[dict[str, str]]) -> ModelReply:
        reply = super().complete(messages)
        prompt = next((m.get("content", "") for m in messages if m.get("role") == "user"), "")
        if MESSAGES_MARK not in prompt:
            return reply
        body = prompt.split(MESSAGES_MARK, 1)[1].split(LIMIT_MARK, 1)[0]
        facts = []
        for c in self.cases:
            for words, note, evidence, kind in (
                (c.old_words, c.old_note, c.old_words, c.kind),
                (c.new_words, c.new_note, c.evidence, c.proposed_kind or c.kind),
            ):
                if words in body:
                    facts.append(
                        {"key": c.key, "kind": kind, "note": note, "evidence": evidence}
                        | {"confidence": 0.95}
                    )
        data = json.loads(reply.content)
        data["facts"] = facts
        return ModelReply(
            content=json.dumps(data, ensure_ascii=False),
            model=self.name,
            prompt_tokens=0,
            completion_tokens=0,
        )


@dataclass
class StaleTally:
    label: str
    change_turns: int = 0
    stale_shown: int = 0
    new_shown: int = 0
    window_turns: int = 0  # change cases, while the update is still in the verbatim window
    window_stale: int = 0
    keep_turns: int = 0
    wrongly: int = 0
    kept: int = 0
    by_case: dict[str, list[int]] = field(default_factory=dict)  # case -> [turns, misses]
    notes: list[str] = field(default_factory=list)


def _unmarked(lines: Sequence[str], value: str) -> bool:
    word = re.compile(rf"\b{re.escape(value)}\b", re.IGNORECASE)
    return any(word.search(line) and EARLIER_MARK not in line for line in lines)


def _marked(lines: Sequence[str], value: str) -> bool:
    word = re.compile(rf"\b{re.escape(value)}\b", re.IGNORECASE)
    return any(word.search(line) and EARLIER_MARK in line for line in lines)


def _as_current_fact(lines: Sequence[str], value: str) -> bool:
    word = re.compile(rf"\b{re.escape(value)}\b", re.IGNORECASE)
    return any(
        FACT_LINE.match(line) and word.search(line) and EARLIER_MARK not in line for line in lines
    )


def score(
    tally: StaleTally,
    sc: StaleConversation,
    given: Sequence[dict[str, Any]],
    *,
    in_window: bool = False,
) -> None:
    """Score one turn after the update (see the module's docstring); ``in_window``: the
    update message is still in the verbatim window."""
    lines = [
        line
        for m in given
        if not (m.get("role") == "system" and m.get("content") == SYSTEM_PROMPT)
        for line in str(m.get("content", "")).splitlines()
    ]
    c = sc.case
    if c.supersedes and in_window:
        tally.window_turns += 1
        tally.window_stale += _unmarked(lines, c.old_value)
        return
    counts = tally.by_case.setdefault(c.name, [0, 0])
    counts[0] += 1
    if c.supersedes:
        tally.change_turns += 1
        stale = _unmarked(lines, c.old_value)
        tally.stale_shown += stale
        tally.new_shown += _unmarked(lines, c.new_value)
        counts[1] += stale
    else:
        tally.keep_turns += 1
        wrong = _marked(lines, c.old_value) or _as_current_fact(lines, c.new_value)
        tally.wrongly += wrong
        tally.kept += _unmarked(lines, c.old_value)
        counts[1] += wrong


def run(
    convs: Sequence[StaleConversation],
    memories: Sequence[Memory],
    *,
    budget: int,
    settle: int = 1,
    progress: Callable[[str], None] | None = None,
) -> list[StaleTally]:
    tallies = []
    for memory in memories:
        tally = StaleTally(memory.label)
        with memory.session():
            for sc in convs:
                memory.start(sc.conv)
                for t in range(len(sc.conv.turns)):
                    given = memory.turn_input(sc.conv, t)
                    if t > sc.update_turn:
                        start = sc.conv.window_start(max(0, t - settle), budget)
                        score(tally, sc, given, in_window=2 * sc.update_turn >= start)
                    memory.after_reply(sc.conv, t)
        tally.notes = memory.notes()
        tallies.append(tally)
        if progress:
            progress(f"  done (implicit updates): {memory.label}")
    return tallies


def _rate(n: int, d: int) -> str:
    return f"{n / d:.3f}" if d else "n/a"


def table(tallies: Sequence[StaleTally]) -> str:
    head = (
        "memory",
        "superseded shown as current",
        "(before: in window or not yet folded)",
        "current value reaches model",
        "wrongly superseded",
        "original kept",
    )
    rows = [
        (
            t.label,
            _rate(t.stale_shown, t.change_turns),
            _rate(t.window_stale, t.window_turns),
            _rate(t.new_shown, t.change_turns),
            _rate(t.wrongly, t.keep_turns),
            _rate(t.kept, t.keep_turns),
        )
        for t in tallies
    ]
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head))]

    def line(cells: Sequence[str]) -> str:
        rest = [c.rjust(w) for c, w in zip(cells[1:], widths[1:], strict=True)]
        return "  ".join([cells[0].ljust(widths[0]), *rest])

    return "\n".join([line(head), "  ".join("-" * w for w in widths), *(line(r) for r in rows)])


def by_case(tallies: Sequence[StaleTally]) -> str:
    """Per case, the share of scored turns that went wrong (stale shown, or wrongly superseded)."""
    names = list(dict.fromkeys(n for t in tallies for n in t.by_case))
    out = ["misses by case (share of turns after the update):"]
    for name in names:
        cells = [f"{t.label}: {_rate(*reversed(t.by_case.get(name, [0, 0])))}" for t in tallies]
        out.append(f"  {name}: " + "; ".join(cells))
    return "\n".join(out)


def describe(convs: Sequence[StaleConversation]) -> str:
    turns = sum(len(sc.conv.turns) for sc in convs)
    changes = sum(1 for sc in convs if sc.case.supersedes)
    return (
        f"Implicit updates: {len(convs)} conversations, {turns} turns; {changes} with a change "
        f"the user said (a move, a new job, a changed preference, a new name), "
        f"{len(convs) - changes} with words that must not change anything (a hypothetical, "
        "someone else's move, a never-inferred kind). Scored on every turn after the update; "
        "for the changes, once the update is older than the verbatim window."
    )


class UpdatesEngineMemory(EngineMemory):
    """The engine through its API, as in the accuracy benchmark; replies carry no tool read
    (these conversations have none), so they are recorded without ``observed_at``, and the
    conversations can be dated after the stated fact's real time (``start_after``)."""

    def after_reply(self, conv: Conversation, t: int) -> None:
        turn = conv.turns[t]
        body = {"id": f"{conv.id}-a{t}", "role": "assistant", "content": turn.reply}
        r = self._post("messages", body | {"created_at": _iso(turn.reply_at)})
        if r.status_code != 201:
            self.counts[f"reply not recorded ({r.status_code})"] += 1
        if turn.states is not None:
            d = turn.states
            r = self._post("facts", {"key": d.key, "kind": d.kind, "note": d.note})
            self.counts["facts stated" if r.status_code in (200, 201) else "facts refused"] += 1
        if (t + 1) % self.compact_every == 0:
            r = self._post("compact", {})
            self.counts[f"compact {r.json().get('outcome', r.status_code)}"] += 1


def start_after(now: datetime) -> datetime:
    """Conversations dated after ``now``: a stated fact (POST /facts, stamped with the real
    clock) is then older than every message, as it is when a user states it first."""
    return (now + timedelta(days=1)).replace(hour=8, minute=0, second=0, microsecond=0, tzinfo=UTC)


def benchmark(
    *,
    seed: int,
    per_case: int,
    turns: int,
    budget: int,
    compact_every: int,
    now: datetime,
    progress: Callable[[str], None] | None = None,
) -> tuple[list[StaleConversation], list[StaleTally]]:
    """Generate, run the three memories, score. Needs a database set up (``engine_api``)."""
    convs = generate(seed=seed, per_case=per_case, turns=max(6, turns), start=start_after(now))
    memories: list[Memory] = [
        NaiveMemory(budget),
        SummaryBufferMemory(budget, CopyingModel()),
        UpdatesEngineMemory(
            label="engine + proposing copying model",
            key=engine_setup(),
            prefix="stale",
            budget=budget,
            model=ProposingModel([sc.case for sc in convs]),
            compact_every=compact_every,
        ),
    ]
    logging.disable(logging.WARNING)
    try:
        return convs, run(
            convs, memories, budget=budget, settle=max(1, compact_every), progress=progress
        )
    finally:
        logging.disable(logging.NOTSET)


def report(convs: Sequence[StaleConversation], tallies: Sequence[StaleTally]) -> str:
    lines = ["", describe(convs), "", table(tallies), "", by_case(tallies)]
    lines += [f"{t.label}: " + ", ".join(t.notes) for t in tallies if t.notes]
    return "\n".join(lines)
