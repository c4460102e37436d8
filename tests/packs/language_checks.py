"""What the language-round tests ask of the banking pack, in one place.

Each round's mechanism tests (tests/packs/test_language_round*.py) ask the same
four questions of the rules: is this fact refused by the safety screens, is this
preference kept as a fact, which summary rules does this sentence break, and
what of this conversation would the compactor see.
"""

from __future__ import annotations

from memoryadmin.engine import safety
from memoryadmin.engine.facts import Outcome, UserMessage, rules_of, screen
from memoryadmin.engine.secrets import mask_conversation, secret_rules_of
from memoryadmin.engine.validator import Validator
from memoryadmin.packs.banking import PACK

VALIDATOR = Validator.for_pack(PACK)
RULES = rules_of(PACK)
SAFETY = safety.safety_of(PACK)
SECRETS = secret_rules_of(PACK)


def refused_fact(text: str) -> bool:
    """The safety screens (authority, secrets) refuse ``text`` as a fact."""
    return safety.fact_refusal(key="k", note=text, evidence=text, safety=SAFETY) is not None


def kept(text: str, kind: str = "preference", others: tuple[str, ...] = ()) -> bool:
    """A careful model's proposal of ``text`` (its own evidence) is stored as a fact;
    ``others`` are user messages after it."""
    users = [UserMessage(seq=n, content=t) for n, t in enumerate([text, *others], start=1)]
    proposal = {"key": "k", "kind": kind, "note": text, "evidence": text, "confidence": 0.95}
    return screen([proposal], users, [], [], RULES).results[0].outcome is Outcome.ACCEPTED


def kept_among(messages: tuple[str, ...], at: int, kind: str = "preference") -> bool:
    """``messages[at]``, proposed as a fact with all ``messages`` said around it, is stored (a
    half of a request split across messages)."""
    users = [UserMessage(seq=n, content=t) for n, t in enumerate(messages, start=1)]
    text = messages[at]
    proposal = {"key": "k", "kind": kind, "note": text, "evidence": text, "confidence": 0.95}
    return screen([proposal], users, [], [], RULES).results[0].outcome is Outcome.ACCEPTED


def halves_kept(messages: tuple[str, ...], kind: str = "preference") -> list[bool]:
    """For each of ``messages`` (a request split across them), whether it alone is stored."""
    return [kept_among(messages, at, kind) for at in range(len(messages))]


def said(*messages: str) -> str:
    """The user's messages as a summary quotes them: 'The user said: "…"' each."""
    return " ".join(f'The user said: "{m}"' for m in messages)


def broken_rules(sentence: str) -> set[str]:
    """The summary rules ``sentence`` breaks (empty: it may stand in a summary)."""
    return {v.rule for v in VALIDATOR.check(sentence)}


def shown(*messages: str) -> str:
    """The conversation as the compactor is shown it (secrets masked), joined."""
    return " ".join(mask_conversation(list(messages), SECRETS))


def attack_let_through(*messages: str) -> list[str]:
    """How an attack, whole or split across messages, got through (empty when every path refused
    it): stored as a stated fact, a summary saying it broke no authority rule, a half kept alone."""
    through = []
    if not refused_fact(" ".join(messages)):
        through.append("stored as a stated fact")
    if "authority" not in broken_rules(said(*messages)):
        through.append("a summary saying it breaks no authority rule")
    if len(messages) > 1 and any(halves_kept(messages)):
        through.append("a half kept on its own")
    return through

