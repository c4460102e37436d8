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
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from enum import StrEnum

from memoryadmin.engine import safety as memory_safety
from memoryadmin.engine.types import Fact

# --- the pack's side ---------------------------------------------------------


@dataclass(frozen=True)
class FactRules:
    """What a rule pack says about facts: which kinds exist, and what makes one lasting."""

    allowed_kinds: tuple[str, ...]
    never_inferred: frozenset[str]
    # kind -> phrases, one of which must appear in the user's words for the fact to last.
    lasting: Mapping[str, tuple[str, ...]]
    lasting_needs: Mapping[str, str]  # kind -> what the phrase shows ("a standing instruction")
    min_confidence: float = 0.7
    per_batch_limit: int = 5
    min_quote_chars: int = 8
    # Secrets and authority (ENGINE.md section 8): the pack's words for them.
    safety: memory_safety.Safety = memory_safety.DEFAULT
    # Phrases that count only as an instruction ("never call me before 9"), never
    # in a statement ("I never got it"). See ``lasting_phrase``.
    imperative_only: frozenset[str] = frozenset()
    # Words that cancel a lasting phrase just after them ("I don't always...").
    negations: frozenset[str] = field(default_factory=lambda: NEGATIONS)

    def instructions(self) -> str:
        """Fact instructions for the compaction prompt: the same rules the screens apply."""
        inferable = [k for k in self.allowed_kinds if k not in self.never_inferred]
        lines = [
            "Facts: propose only durable facts about the user that the user's own words show.",
            f"- kind is one of: {', '.join(inferable)}.",
            f"- Never propose these kinds (the user states them explicitly): "
            f"{', '.join(sorted(self.never_inferred))}.",
            "- evidence is an exact quote from one of the user's messages (not the assistant's).",
            "- Every number in the note must appear in the user's words.",
            f"- confidence is a number from 0 to 1; below {self.min_confidence} is discarded.",
        ]
        for kind, need in self.lasting_needs.items():
            examples = ", ".join(f'"{p}"' for p in self.lasting.get(kind, ())[:5])
            lines.append(f"- A {kind} needs {need} in the user's words (e.g. {examples}).")
        lines.append(
            "- A negated phrase does not count (\"I don't always...\", \"not every month\")"
            + (
                f"; {', '.join(repr(p) for p in sorted(self.imperative_only))} counts only as "
                'an instruction ("never call me before 9"), not in "I never got it".'
                if self.imperative_only
                else "."
            )
        )
        lines.append(
            f"- At most {self.per_batch_limit} facts. One-off requests are not facts. "
            "If nothing qualifies, return an empty list."
        )
        return "\n".join(lines)


def rules_of(pack: object) -> FactRules:
    """The pack's fact rules; a pack without them cannot have facts inferred."""
    rules = getattr(pack, "fact_rules", None)
    if not isinstance(rules, FactRules):
        raise TypeError(f"The rule pack {getattr(pack, 'name', pack)!r} declares no fact_rules.")
    return rules


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


@dataclass(frozen=True)
class Forget:
    """A forget that happened: evidence at or before ``forget_seq`` never teaches it again."""

    forget_seq: int
    mentions: Callable[[str], bool]  # hashes the text's words against this forget's words
    everything: bool = False


class Outcome(StrEnum):
    ACCEPTED = "accepted"  # a new fact
    SUPERSEDES = "supersedes"  # a new fact replacing an older inferred one with the same key
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


# --- text matching -----------------------------------------------------------

_APOSTROPHES = "'’‘`´"


def normalise(text: str) -> str:
    """Lower case, punctuation gone, spaces single: how quotes are compared.

    Apostrophes vanish ("don't" == "dont"); every other mark becomes a space.
    """
    text = unicodedata.normalize("NFKC", text).casefold()
    out: list[str] = []
    for ch in text:
        if ch in _APOSTROPHES:
            continue
        out.append(ch if ch.isalnum() else " ")
    return " ".join("".join(out).split())


def _normalised_with_index(text: str) -> tuple[str, list[int]]:
    """``normalise`` plus, for each character of the result, its index in ``text``."""
    chars: list[str] = []
    index: list[int] = []
    pending_space = False
    for i, raw in enumerate(text):
        for ch in unicodedata.normalize("NFKC", raw).casefold():
            if ch in _APOSTROPHES:
                continue
            if ch.isalnum():
                if pending_space and chars:
                    chars.append(" ")
                    index.append(i)
                pending_space = False
                chars.append(ch)
                index.append(i)
            else:
                pending_space = True
    return "".join(chars), index


def quote_in(evidence: str, content: str) -> bool:
    q = normalise(evidence)
    return bool(q) and q in normalise(content)


def quote_span(evidence: str, content: str) -> tuple[int, int] | None:
    """Where the quote sits in ``content`` (start, end), widened to whole words."""
    q = normalise(evidence)
    if not q:
        return None
    norm, index = _normalised_with_index(content)
    at = norm.find(q)
    if at < 0:
        return None
    start, end = index[at], index[at + len(q) - 1] + 1
    while start > 0 and content[start - 1].isalnum():
        start -= 1
    while end < len(content) and content[end].isalnum():
        end += 1
    return start, end


_NUMBER = re.compile(r"\d(?:[\d,]*\d)?(?:\.\d+)?")
_SCALE = re.compile(r"\s?(k|m|bn|thousand|million|billion)\b", re.IGNORECASE)
_SCALES = {"k": 1_000, "thousand": 1_000, "m": 1_000_000, "million": 1_000_000}
_SCALES |= {"bn": 1_000_000_000, "billion": 1_000_000_000}


def _canonical(number: str) -> str:
    """'5,000' -> '5000', '2.50' -> '2.5', '007' -> '7'."""
    digits = number.replace(",", "")
    whole, _, frac = digits.partition(".")
    whole = whole.lstrip("0") or "0"
    frac = frac.rstrip("0")
    return f"{whole}.{frac}" if frac else whole


def _numbers(text: str) -> list[tuple[str, str | None]]:
    """Each number in the text: canonical as written, and scaled when it says "k", "million"."""
    out: list[tuple[str, str | None]] = []
    for m in _NUMBER.finditer(text):
        value = _canonical(m.group(0))
        scale = _SCALE.match(text, m.end())
        scaled: str | None = None
        if scale is not None:
            factor = _SCALES[scale.group(1).lower()]
            whole, _, frac = value.partition(".")
            extra = int(frac) * factor // (10 ** len(frac)) if frac else 0
            scaled = str(int(whole) * factor + extra)
        out.append((value, scaled))
    return out


def numbers_in(text: str) -> set[str]:
    """Every number the text says, canonical; "5k" counts as both 5 and 5000."""
    found: set[str] = set()
    for value, scaled in _numbers(text):
        found.add(value)
        if scaled is not None:
            found.add(scaled)
    return found


def numbers_claimed(text: str) -> list[str]:
    """The numbers a fact states: "5k" claims 5000, not 5."""
    return [scaled or value for value, scaled in _numbers(text)]


def has_phrase(text: str, phrases: Iterable[str]) -> str | None:
    """The first phrase that appears in the text as whole words, ignoring case and marks."""
    padded = f" {normalise(text)} "
    for phrase in phrases:
        p = normalise(phrase)
        if p and f" {p} " in padded:
            return phrase
    return None


# --- reading negation --------------------------------------------------------------

# Compared after ``normalise``, which drops apostrophes: "don't" is "dont".
NEGATIONS: frozenset[str] = frozenset(
    {
        "not",
        "no",
        "never",
        "dont",
        "doesnt",
        "didnt",
        "cannot",
        "cant",
        "wont",
        "wouldnt",
        "shouldnt",
        "isnt",
        "arent",
        "wasnt",
        "werent",
        "havent",
        "hasnt",
        "hardly",
        "rarely",
        "seldom",
        "nor",
        "without",
    }
)
# What may stand before an instruction at the start of its clause:
# "please never call me", "and from now on", "you should never".
_LEAD_IN = frozenset(
    {"please", "kindly", "and", "but", "so", "just", "also", "then", "ok", "okay", "oh", "now"}
)
_YOU_MODAL = frozenset({"should", "must", "will", "shall", "can", "may"})
_IDIOMS = frozenset({"mind"})  # "never mind" opens a clause but instructs nothing
_CLAUSE = re.compile(r"[.,;:!?\n()\[\]\"“”]+")
NEGATION_WINDOW = 3


def _clauses(text: str) -> list[list[str]]:
    return [c for c in (normalise(part).split() for part in _CLAUSE.split(text)) if c]


def _imperative_at(words: Sequence[str], i: int) -> bool:
    """Word ``i`` opens an order: first in its clause (after "please"...) or after "you should"."""
    j = 0
    while j < i and words[j] in _LEAD_IN:
        j += 1
    if j == i:
        return True
    return i >= 2 and words[i - 2] == "you" and words[i - 1] in _YOU_MODAL


def lasting_phrase(
    text: str,
    phrases: Iterable[str],
    *,
    imperative_only: Iterable[str] = (),
    negations: Iterable[str] = NEGATIONS,
) -> str | None:
    """The first phrase that appears un-negated, as whole words in one clause.

    Like ``has_phrase``, ignoring case and punctuation, but it reads the
    sentence: a phrase with a negation in the few words before it in its clause
    does not count ("I don't always check", "not every month"), and a phrase in
    ``imperative_only`` counts only where it opens an instruction ("never call
    me before 9", "please never send SMS"), not in a statement ("I never got it").
    """
    only = {normalise(p) for p in imperative_only}
    negs = frozenset(negations)
    clauses = _clauses(text)
    for phrase in phrases:
        p = normalise(phrase).split()
        if not p:
            continue
        for words in clauses:
            for i in range(len(words) - len(p) + 1):
                if words[i : i + len(p)] != p:
                    continue
                before = words[max(0, i - NEGATION_WINDOW) : i]
                if any(w in negs for w in before):
                    continue
                if " ".join(p) in only and not (
                    _imperative_at(words, i)
                    and i + len(p) < len(words)  # an instruction says what to do
                    and words[i + len(p)] not in _IDIOMS
                ):
                    continue
                return phrase
    return None


# --- keys --------------------------------------------------------------------------

_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
_POSSESSIVE = re.compile(r"(?<=\w)['’‘`´]s\b", re.IGNORECASE)
_NOT_KEY = re.compile(r"[\W_]+")


def normalise_key(key: str) -> str:
    """The one spelling of a fact key: what the screens compare, and what to store.

    Lower case, trimmed; camelCase split; a possessive "'s" dropped and other
    apostrophes removed; every run of spaces, hyphens, punctuation or
    underscores one underscore; none at either end. "Wife's name", "wife-name",
    " WIFE  NAME ", "wifeName" and "wife__name" are all "wife_name"; "don't call"
    is "dont_call". Letters and digits of any script are kept. Idempotent; the
    empty string when the key has no letter or digit at all.
    """
    text = unicodedata.normalize("NFKC", key).strip()
    text = _CAMEL.sub("_", text)
    text = _POSSESSIVE.sub("", text)
    text = "".join(ch for ch in text if ch not in _APOSTROPHES).casefold()
    return _NOT_KEY.sub("_", text).strip("_")


def near_identical(a: str, b: str) -> bool:
    na, nb = normalise(a), normalise(b)
    if na == nb:
        return True
    if numbers_in(a) != numbers_in(b):
        return False  # "Rent 5000" and "Rent 6000" differ where it matters
    return SequenceMatcher(None, na, nb).ratio() >= 0.9


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


def screen_lasting(p: Proposal, source: UserMessage, rules: FactRules) -> None:
    phrases = rules.lasting.get(p.kind)
    if not phrases:
        return
    if lasting_phrase(
        p.evidence, phrases, imperative_only=rules.imperative_only, negations=rules.negations
    ) or lasting_phrase(
        source.content, phrases, imperative_only=rules.imperative_only, negations=rules.negations
    ):
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


def screen_existing(p: Proposal, existing: Mapping[str, Fact]) -> Result | None:
    """Near-duplicates merge, stated facts win, an older inferred fact is superseded.

    Returns a MERGED or SUPERSEDES result, or None for a brand new fact. Keys
    are compared normalised ("Wife's name" is "wife_name"); ``existing_key`` is
    the kept fact's key as stored.
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
        if same_key.origin == "stated":
            raise Refused(
                "stated_wins",
                f"The user stated {same_key.key!r}; an inferred fact never overwrites it.",
            )
        return Result(
            proposal=p,
            outcome=Outcome.SUPERSEDES,
            reason=f"Supersedes the older inferred {same_key.key!r}.",
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
    "stated_wins": "An inferred fact never overwrites one the user stated.",
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
        known = screen_existing(p, state.existing)
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
        key=p.key, kind=p.kind, note=p.note, origin="inferred", confidence=p.confidence
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


__all__ = [
    "SCREENS",
    "SCREEN_HELP",
    "FactRules",
    "Forget",
    "Outcome",
    "Proposal",
    "Refused",
    "Result",
    "Screening",
    "UserMessage",
    "lasting_phrase",
    "near_identical",
    "normalise",
    "normalise_key",
    "numbers_in",
    "quote_in",
    "quote_span",
    "rules_of",
    "screen",
]
