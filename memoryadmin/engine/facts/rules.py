"""What a rule pack says about facts: which kinds exist, and what makes one lasting."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from memoryadmin.engine import safety as memory_safety
from memoryadmin.engine.facts.text import NEGATIONS


@dataclass(frozen=True)
class LastingShape:
    """A fact lasting by what it is about, whatever its words (ENGINE.md section 9).

    "Use simple English abeg." says no "always", yet how to speak to the user does not
    change from one turn to the next. ``find`` (the pack's) returns what in the text makes
    it so, or None; ``describe`` says it in the compaction prompt.
    """

    describe: str
    find: Callable[[str], str | None]


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
    # Kinds whose facts are about someone else by nature ("Wife is Ngozi"): a change
    # to them is not refused for speaking of another person (see supersession.py).
    about_others: frozenset[str] = frozenset({"relationship"})
    # Words that cancel a lasting phrase just after them ("I don't always...").
    negations: frozenset[str] = field(default_factory=lambda: NEGATIONS)
    # kind -> what makes a fact of that kind lasting without a phrase (see ``LastingShape``).
    lasting_shapes: Mapping[str, LastingShape] = field(default_factory=dict)
    # What makes a note a request of its turn whatever its kind, or None: the pack's reader of
    # an order to move money once ("Pay Musa at 5pm only", proposed as a personal fact).
    one_off: Callable[[str], str | None] | None = None

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
            shape = self.lasting_shapes.get(kind)
            alternative = f", or is {shape.describe}" if shape is not None else ""
            lines.append(
                f"- A {kind} needs {need} in the user's words (e.g. {examples}){alternative}."
            )
        lines.append(
            '- A negated phrase does not count ("I don\'t always...", "not every month")'
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
