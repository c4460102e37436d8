"""The domain-agnostic summary checker: a pack's rules plus a word limit.

The engine knows nothing about banking. A pack hands in ``SummaryRule``s
(name, explanation, check); this module runs them and the word limit, and
reports every broken rule with the excerpt that broke it. The same name and
explanation reach the retry prompt and the console.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from memoryadmin.engine import safety
from memoryadmin.engine.ports import RulePack, SummaryRule, Violation

WORD_LIMIT_RULE = "word_limit"
_WORD = re.compile(r"\S+")


def word_limit_explanation(limit: int) -> str:
    return (
        f"The summary must be at most {limit} words: it rides along on every turn, "
        "so older detail has to be folded in, not appended."
    )


def over_word_limit(text: str, limit: int) -> str | None:
    """The text past the limit (a substring of ``text``), or None when it fits."""
    words = list(_WORD.finditer(text))
    if len(words) <= limit:
        return None
    start = words[limit].start()
    return text[start : start + 80].strip()


@dataclass(frozen=True)
class Validator:
    rules: Sequence[SummaryRule]
    word_limit: int

    @classmethod
    def for_pack(cls, pack: RulePack) -> Validator:
        # The core's secret and authority rules come first, in the pack's words (ENGINE.md 8).
        first = safety.summary_rules(safety.safety_of(pack))
        return cls(rules=(*first, *pack.summary_rules), word_limit=pack.summary_word_limit)

    def explanation_of(self, rule: str) -> str:
        if rule == WORD_LIMIT_RULE:
            return word_limit_explanation(self.word_limit)
        for r in self.rules:
            if r.name == rule:
                return r.explanation
        return ""

    def rule_names(self) -> list[str]:
        return [r.name for r in self.rules] + [WORD_LIMIT_RULE]

    def check(self, text: str) -> list[Violation]:
        """Every broken rule, in the pack's order, with the first excerpt of each."""
        found: list[Violation] = []
        for rule in self.rules:
            excerpt = rule.find(text)
            if excerpt is not None:
                found.append(
                    Violation(rule=rule.name, excerpt=excerpt, explanation=rule.explanation)
                )
        extra = over_word_limit(text, self.word_limit)
        if extra is not None:
            found.append(
                Violation(
                    rule=WORD_LIMIT_RULE,
                    excerpt=extra,
                    explanation=word_limit_explanation(self.word_limit),
                )
            )
        return found
