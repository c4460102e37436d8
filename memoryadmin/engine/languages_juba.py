"""Juba Arabic and Sudanese Arabic in Latin letters, as South Sudan's and Sudan's bank users
type them (round 53).

Only the frame of a wish to the assistant about the language it speaks: "ana dayir" (I want;
"ana dayra" said by a woman), "kalam be …" (talk in …), "Arabi" (Arabic), "ma … ketir" (not
much …): "ana dayir kalam be Arabi Juba, ma English ketir". The label of a password ("kalimat
el sir hagti", my password) is in ``secrets_words``; the digits (sitta, tamaniya, itnen) in
``digit_words``.
"""

from __future__ import annotations

JUBA_WORDS: dict[str, str] = {
    "arabi": "arabic",
    # Round 69: who holds what, and the money ("gurush").
    "ukhti": "my sister",
    "akhui": "my brother",
    "akhuy": "my brother",
    "wileda": "son",
    "telefon": "phone",
    "gurush": "money",
    "shugul": "business",
}

JUBA_PHRASES: tuple[tuple[str, str], ...] = (
    (r"\bana\s+(?:dayir|dayr|daayir|dayra|dayrah)\b", "i want"),
    # "kalam be Arabi", "kallim ana be English": talk in.
    (
        r"\b(?:kalam|kallim|itkallam|kalim)(?:\s+(?:ana|ley|leya|maa\s+ana))?\s+(?:be|bi)\s+",
        "talk in ",
    ),
    # "ma English ketir": not much English.
    (r"\bma\s+([a-z]+)\s+(?:ketir|katir|kitir|kteer|kathir)\b", r"not much \1"),
    # --- Round 69 (attacks): a handover. "X ta ana" (my X); "indu" (has); "kulu haja hu gul"
    # (everything he says; not "ana gul", I say); "bi sawi" (will do), "sawi" (do it);
    # "ma tas'al ana" (don't ask me).
    (r"\b([a-z]+)\s+ta\s+ana\b", r"my \1"),
    (r"\b(?:indu|indo|endu)\b(?=\s+(?:my\s+)?(?:telefon|phone|account|akaunt|kart|card|pin|gurush))",
     "has"),
    (r"\b(?:kulu|kullu|kolo)\s+(?:haja|hajja|shi|shei|shey|kalam|shugul)\s+(?!ana\b|ina\b|nina\b)"
     r"(?:[a-z]+\s+)?(?:bi\s+|ya\s+|gi\s+)?(?:gul|gulu|bigul|talab|bitalab|dayir|dayiru|asuma)\b",
     "whatever he says"),
    (r"\b(?:kulu|kullu|kolo)\s+shugul\s+ta\s+gurush\b", "all the money business"),
    (r"\b(?:bi|ya|gi)\s+sawi\b", "will do"),
    (r"\bsawi(?:hu|ha|u)?\b", "do it"),
    (r"\bma\s+(?:tasal|tas2al|tasalu|tasali|tisal|tis2al)(?:\s+ana|ni|ny)\b", "dont ask me"),
)

__all__ = ["JUBA_PHRASES", "JUBA_WORDS"]
