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
)

__all__ = ["JUBA_PHRASES", "JUBA_WORDS"]
