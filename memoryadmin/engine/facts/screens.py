"""Fact screening (ENGINE.md section 5): only grounded, lasting facts survive.

A compaction model proposes facts in the same call as the summary. Each
proposal is screened against the user's own messages of the batch, never
against the model's summary of them. Every screen is a named function; its
name is what the console shows and what ``FactProposal.rejected_by`` holds.

Pure Python: the Django side turns rows into the values below and applies
the results.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum

from memoryadmin.engine import safety as memory_safety
from memoryadmin.engine.facts import supersession
from memoryadmin.engine.facts.rules import FactRules, rules_of
from memoryadmin.engine.facts.text import (
    lasting_phrase,
    near_identical,
    normalise,
    normalise_key,
    numbers_claimed,
    numbers_in,
    quote_in,
)
from memoryadmin.engine.types import Fact

# --- values ------------------------------------------------------------------


@dataclass(frozen=True)
class Proposal:
    """One fact as the model proposed it. Fields are what it sent, coerced to text."""

    key: str
    kind: str
    note: str
    evidence: str
    confidence: float | None
    well_formed: bool = True

    @classmethod
    def from_raw(cls, raw: object) -> Proposal:
        if not isinstance(raw, dict):
            return cls(key="", kind="", note="", evidence="", confidence=None, well_formed=False)
        conf = raw.get("confidence")
        confidence = (
            float(conf) if isinstance(conf, int | float) and not isinstance(conf, bool) else None
        )
        if confidence is not None and not math.isfinite(confidence):
            confidence = None
        fields: dict[str, object] = {n: raw.get(n) for n in ("key", "kind", "note", "evidence")}
        ok = all(isinstance(v := fields[n], str) and v.strip() for n in ("key", "kind", "note"))
        return cls(
            key=_text(fields["key"]).strip(),
            kind=_text(fields["kind"]).strip(),
            note=_text(fields["note"]).strip(),
            evidence=_text(fields["evidence"]).strip(),
            confidence=confidence,
            well_formed=ok,
        )


def _text(value: object) -> str:
    if value is None:
        return ""
    return value if isinstance(value, str) else str(value)


@dataclass(frozen=True)
class UserMessage:
    """A user message of the batch: the only words a fact may rest on."""

    seq: int
    content: str
    at: datetime | None = None  # when the user said it: a quote supersedes only older facts


@dataclass(frozen=True)
class Forget:
    """A forget that happened: evidence at or before ``forget_seq`` never teaches it again."""

    forget_seq: int
    mentions: Callable[[str], bool]  # hashes the text's words against this forget's words
    everything: bool = False


class Outcome(StrEnum):
    ACCEPTED = "accepted"  # a new fact
    SUPERSEDES = "supersedes"  # a new fact replacing an older one with the same key (kept)
    MERGED = "merged"  # a near-duplicate of an existing fact: nothing added
    REJECTED = "rejected"


@dataclass(frozen=True)
class Result:
    proposal: Proposal
    outcome: Outcome
    screen: str = ""  # the screen that refused it (or "duplicate" when merged)
    reason: str = ""
    source_seq: int | None = None  # the user message the evidence came from
    existing_key: str | None = None  # merged into / superseding this fact

    @property
    def kept(self) -> bool:
        return self.outcome in (Outcome.ACCEPTED, Outcome.SUPERSEDES)


@dataclass(frozen=True)
class Screening:
    results: tuple[Result, ...]

    @property
    def accepted(self) -> list[Result]:
        return [r for r in self.results if r.kept]

    @property
    def rejected(self) -> list[Result]:
        return [r for r in self.results if not r.kept]


class Refused(Exception):
    def __init__(self, screen: str, reason: str) -> None:
        super().__init__(reason)
        self.screen = screen
        self.reason = reason


# --- the screens ---------------------------------------------------------------
# Each takes what it needs and raises Refused with its own name.


KEY_MAX = 128
NOTE_MAX = 2000


def screen_malformed(p: Proposal) -> None:
    if not p.well_formed:
        raise Refused("malformed", "A fact needs a key, a kind and a note, each a string.")
    if not normalise_key(p.key):
        raise Refused("malformed", "A key needs at least one letter or digit.")
    if len(p.key) > KEY_MAX or len(p.note) > NOTE_MAX or len(p.kind) > 64:
        raise Refused("malformed", f"A key is at most {KEY_MAX} characters and a note {NOTE_MAX}.")


def screen_safety(p: Proposal, rules: FactRules) -> None:
    """``secret`` and ``authority``: memory is data, never authority (see engine/safety.py)."""
    refusal = memory_safety.fact_refusal(
        key=p.key, note=p.note, evidence=p.evidence, safety=rules.safety
    )
    if refusal is not None:
        raise Refused(*refusal)


def screen_unknown_kind(p: Proposal, rules: FactRules) -> None:
    if p.kind not in rules.allowed_kinds:
        raise Refused("unknown_kind", f"{p.kind!r} is not a kind of fact.")


def screen_never_inferred(p: Proposal, rules: FactRules) -> None:
    if p.kind in rules.never_inferred:
        raise Refused(
            "never_inferred",
            f"A {p.kind} changes where money goes or how it is recorded: "
            "only the user states it, never inferred.",
        )


def screen_confidence(p: Proposal, rules: FactRules) -> None:
    if p.confidence is None:
        raise Refused("confidence", "No numeric confidence given.")
    if not p.confidence >= rules.min_confidence:
        raise Refused(
            "confidence", f"Confidence {p.confidence:g} is below {rules.min_confidence:g}."
        )


def screen_evidence_quote(
    p: Proposal, user_messages: Sequence[UserMessage], rules: FactRules
) -> UserMessage:
    """The newest user message the evidence quotes: a fact rests on the user's own words."""
    if len(normalise(p.evidence)) < rules.min_quote_chars:
        raise Refused("evidence_quote", "No quote of the user's words was given as evidence.")
    for m in sorted(user_messages, key=lambda m: m.seq, reverse=True):
        if quote_in(p.evidence, m.content):
            return m
    raise Refused("evidence_quote", "The evidence is not a quote from a user message of the batch.")


def screen_numbers(p: Proposal, user_messages: Sequence[UserMessage]) -> None:
    said: set[str] = set()
    for m in user_messages:
        said |= numbers_in(m.content)
    missing = [n for n in numbers_claimed(f"{p.key} {p.note}") if n not in said]
    if missing:
        raise Refused(
            "numbers", f"{', '.join(dict.fromkeys(missing))} is not in the user's own words."
        )


# A text that is only a question, and not a request put as one ("Can you…", "Is it possible
# to…"): "You know how you always ask for the OTP?", "Do you keep notes on what I like?"
# ask something; a lasting word inside them sets nothing.
_ONLY_ASKS = re.compile(
    r"^\W*(?:(?:do|does|did|have|has|are|is|was|were|why|how|what|when|where|who)\b"
    r"(?!\s+it\s+possible\b)|you\s+know\b)[^.!?]*\?+\W*$",
    re.IGNORECASE,
)


def screen_lasting(p: Proposal, source: UserMessage, rules: FactRules) -> None:
    order = rules.one_off(p.note) if rules.one_off is not None else None
    if order is not None:
        raise Refused(
            "lasting",
            f"“{order}” asks for something once (money moved, a call at a time): a request of "
            "its turn, not a fact.",
        )
    phrases = rules.lasting.get(p.kind)
    if not phrases:
        return
    if any(
        not _ONLY_ASKS.match(text)
        and lasting_phrase(
            text, phrases, imperative_only=rules.imperative_only, negations=rules.negations
        )
        for text in (p.evidence, source.content)
    ):
        return
    shape = rules.lasting_shapes.get(p.kind)
    if shape is not None and (shape.find(p.evidence) or shape.find(source.content)):
        return
    need = rules.lasting_needs.get(p.kind, "lasting language")
    raise Refused("lasting", f"A {p.kind} needs {need} in the user's words; this reads as one-off.")


def screen_forgotten(p: Proposal, source: UserMessage, forgets: Sequence[Forget]) -> None:
    for f in forgets:
        if source.seq > f.forget_seq:
            continue  # said again after the forget: new information
        if f.everything:
            raise Refused("forgotten", "The evidence predates a forget-everything request.")
        if f.mentions(source.content) or any(f.mentions(t) for t in (p.key, p.note, p.evidence)):
            raise Refused("forgotten", "The evidence predates a forget of what this fact mentions.")


def screen_existing(
    p: Proposal, existing: Mapping[str, Fact], source: UserMessage, rules: FactRules
) -> Result | None:
    """Near-duplicates merge; a change the user's own newer words say supersedes.

    Returns a MERGED or SUPERSEDES result, or None for a brand new fact. Keys
    are compared normalised ("Wife's name" is "wife_name"); ``existing_key`` is
    the kept fact's key as stored. A fact of another note under the same key
    is superseded (kept as history, never edited) only by a quote newer than
    it that says the change of the user, as done (``screen_change``).
    """
    by_key = {normalise_key(k): f for k, f in existing.items()}
    same_key = by_key.get(normalise_key(p.key))
    if same_key is not None:
        if near_identical(same_key.note, p.note) and same_key.kind == p.kind:
            return Result(
                proposal=p,
                outcome=Outcome.MERGED,
                screen="duplicate",
                reason=f"Already known as {same_key.key!r}: merged, not added.",
                existing_key=same_key.key,
            )
        screen_change(p, same_key, source, rules)
        return Result(
            proposal=p,
            outcome=Outcome.SUPERSEDES,
            reason=f"Supersedes the older {same_key.origin} {same_key.key!r}: the user's newer "
            "words say it changed.",
            existing_key=same_key.key,
        )
    for fact in existing.values():
        if fact.kind == p.kind and near_identical(fact.note, p.note):
            return Result(
                proposal=p,
                outcome=Outcome.MERGED,
                screen="duplicate",
                reason=f"Near-duplicate of {fact.key!r}: merged, not added.",
                existing_key=fact.key,
            )
    return None


def screen_change(p: Proposal, current: Fact, source: UserMessage, rules: FactRules) -> None:
    """May this proposal supersede ``current``? Raises the screen that says no.

    Never a kind only the user states; a stated fact only by a quote known to
    be newer than it (``stated_wins`` otherwise); an inferred one never by an
    older quote (``older_evidence``); and only when the sentence says the change of the user, as
    done (``supersession.change_refusal``).
    """
    if current.kind in rules.never_inferred:
        raise Refused(
            "never_inferred",
            f"{current.key!r} is a {current.kind}: only the user states it, so inference "
            "never replaces it.",
        )
    later = supersession.newer(source.at, current.since)
    if current.origin == "stated" and not later:
        raise Refused(
            "stated_wins",
            f"The user stated {current.key!r} after these words; an inferred fact never "
            "overwrites it.",
        )
    # An inferred fact gives way to words no older than its own quote (the same message
    # read again says what it says); never to older ones.
    if (
        later is False
        and source.at is not None
        and current.since is not None
        and (source.at < current.since)
    ):
        raise Refused(
            supersession.OLDER_SCREEN,
            f"The quote is older than what is known of {current.key!r}.",
        )
    refusal = supersession.change_refusal(
        evidence=p.evidence,
        content=source.content,
        new_note=p.note,
        old_note=current.note,
        about_others=p.kind in rules.about_others,
    )
    if refusal is not None:
        raise Refused(*refusal)


SCREENS = (
    "malformed",
    memory_safety.SECRET_SCREEN,
    memory_safety.AUTHORITY_SCREEN,
    "unknown_kind",
    "never_inferred",
    "confidence",
    "evidence_quote",
    "numbers",
    "lasting",
    "forgotten",
    "stated_wins",
    supersession.OLDER_SCREEN,
    supersession.HYPOTHETICAL_SCREEN,
    supersession.NOT_THE_USER_SCREEN,
    "duplicate",
    "per_batch_limit",
)

# What each screen checks, in words for the console and for whoever tunes the prompt.
SCREEN_HELP: dict[str, str] = {
    "malformed": "The proposal lacked a key, kind or note as text, or one was too long.",
    **memory_safety.SCREEN_HELP,
    "unknown_kind": "A kind the API does not list.",
    "never_inferred": "Beneficiary nicknames, bill preferences, transaction categories and "
    "transfer purposes are only ever stated by the user.",
    "confidence": "Confidence missing or below the threshold.",
    "evidence_quote": "The evidence is not a real quote from a user message of the batch.",
    "numbers": "A number in the fact is not in the user's own words.",
    "lasting": "Not lasting: a preference needs a standing instruction, a commitment a "
    "recurrence, a goal saving language.",
    "forgotten": "The evidence predates a forget of what the fact mentions.",
    "stated_wins": "An inferred fact never overwrites one the user stated: only the user's "
    "words said after it supersede it, and then it is kept as history.",
    supersession.OLDER_SCREEN: "The quote is older than the fact it would replace.",
    supersession.HYPOTHETICAL_SCREEN: "A question, condition, wish or plan is not a change: "
    '"If I moved to Abuja..." supersedes nothing.',
    supersession.NOT_THE_USER_SCREEN: "The words say it of someone else "
    '("my sister moved to Abuja"), not of the user.',
    "duplicate": "A near-duplicate of a fact already known: merged, not added.",
    "per_batch_limit": "More new facts than one batch may add.",
}


@dataclass
class _Batch:
    existing: dict[str, Fact]
    kept: int = 0
    results: list[Result] = field(default_factory=list)


def screen(
    proposals: Sequence[object],
    user_messages: Sequence[UserMessage],
    existing_facts: Sequence[Fact],
    forgets: Sequence[Forget],
    pack: object,
) -> Screening:
    """Every proposal with its outcome, in the order given.

    ``pack`` is a rule pack with ``fact_rules``, or the ``FactRules`` themselves.
    ``existing_facts`` are the account's active facts. Facts kept earlier in
    the same batch count as existing for the later ones, so a batch cannot
    add the same fact twice.
    """
    rules = pack if isinstance(pack, FactRules) else rules_of(pack)
    state = _Batch(existing={normalise_key(f.key): f for f in existing_facts})
    for raw in proposals:
        p = raw if isinstance(raw, Proposal) else Proposal.from_raw(raw)
        state.results.append(_one(p, user_messages, forgets, rules, state))
    return Screening(results=tuple(state.results))


def _one(
    p: Proposal,
    user_messages: Sequence[UserMessage],
    forgets: Sequence[Forget],
    rules: FactRules,
    state: _Batch,
) -> Result:
    source: UserMessage | None = None
    try:
        screen_malformed(p)
        screen_safety(p, rules)
        screen_unknown_kind(p, rules)
        screen_never_inferred(p, rules)
        screen_confidence(p, rules)
        source = screen_evidence_quote(p, user_messages, rules)
        if (split := memory_safety.split_refusal(source, user_messages, rules.safety)) is not None:
            raise Refused(*split)  # a request split across two messages (section 9)
        screen_numbers(p, user_messages)
        screen_lasting(p, source, rules)
        screen_forgotten(p, source, forgets)
        known = screen_existing(p, state.existing, source, rules)
        if known is not None and known.outcome is Outcome.MERGED:
            return _with_source(known, source)
        if state.kept >= rules.per_batch_limit:
            raise Refused(
                "per_batch_limit", f"At most {rules.per_batch_limit} new facts per batch."
            )
    except Refused as refused:
        return Result(
            proposal=p,
            outcome=Outcome.REJECTED,
            screen=refused.screen,
            reason=refused.reason,
            source_seq=source.seq if source else None,
        )
    state.kept += 1
    state.existing[normalise_key(p.key)] = Fact(
        key=p.key,
        kind=p.kind,
        note=p.note,
        origin="inferred",
        confidence=p.confidence,
        since=source.at,
    )
    if known is not None:
        return _with_source(known, source)
    return Result(proposal=p, outcome=Outcome.ACCEPTED, source_seq=source.seq)


def _with_source(result: Result, source: UserMessage) -> Result:
    return Result(
        proposal=result.proposal,
        outcome=result.outcome,
        screen=result.screen,
        reason=result.reason,
        source_seq=source.seq,
        existing_key=result.existing_key,
    )
