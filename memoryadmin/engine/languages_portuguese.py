"""Portuguese, as customers in Mozambique, Angola and Guinea-Bissau write it (ENGINE.md section 9).

New Portuguese phrases are kept here, read over folded words before ``languages.PHRASES`` (whose
older Portuguese entries stay where they are: they are read in order with the rest). Each is a
way a request to the bank's assistant turns: "já sabes que sou eu" (you know it is me), "guarda-o
para a próxima" (keep it for next time).
"""

from __future__ import annotations

# One word for English ones, read after every phrase (so the older phrases still read "senha").
PORTUGUESE_WORDS: dict[str, str] = {
    "senha": "password",
    "senhas": "passwords",
    "codigo": "code",
    "limite": "limit",
    "levantamento": "withdrawal",
}

PORTUGUESE_PHRASES: tuple[tuple[str, str], ...] = (
    # "não precisas (de) pedir o PIN" (you need not ask for the PIN), any person of the verb.
    (
        r"\bnao\s+(?:precisas|precisam|precisamos|tens\s+que|tem\s+que|tens\s+de|tem\s+de)\s+"
        r"(?:de\s+)?(?:me\s+)?(?:pedir|perguntar|confirmar)\b",
        "no need to ask for",
    ),
    # Someone (the user) known without the control: "já sabes que sou eu".
    (
        r"\b(?:ja\s+)?(?:sabes|sabe|sabem)\s+que\s+(?:sou\s+eu|e\s+ele|e\s+ela)\b",
        "you know it is me",
    ),
    # Kept for later: "guarda-o para a próxima" (keep it for next time).
    (r"\bguarda(?:\s+[oa])?\s+(?:para\s+a\s+proxima|para\s+depois|para\s+sempre)\b",
     "keep it for next time"),
)

__all__ = ["PORTUGUESE_PHRASES", "PORTUGUESE_WORDS"]
