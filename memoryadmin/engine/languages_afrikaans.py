"""Afrikaans beyond the few words ``languages`` reads (ENGINE.md section 9), from blind round 57.

South African customers type Afrikaans whole or around English: a payee approved without them
("keur al sy betalings goed": approve all his payments, the verb split around what it takes),
a new beneficiary ("die nuwe begunstigde"), for ever ("vir altyd"). Only the words a request
turns on; read over folded words, before the phrases of ``languages``.
"""

from __future__ import annotations

AFRIKAANS_WORDS: dict[str, str] = {
    "betaling": "payment",
    "betalings": "payments",
    "oorbetaling": "transfer",
    "oorbetalings": "transfers",
    "begunstigde": "beneficiary",
    "begunstigdes": "beneficiaries",
}

AFRIKAANS_PHRASES: tuple[tuple[str, str], ...] = (
    (r"\bvir\s+altyd\b", "forever"),
    # "keur … goed" (approve), its particle after the object: "keur net al sy betalings goed".
    (r"\bkeur\s+((?:\w+\s+){0,5}?)goed\b", r"approve \1"),
    (r"\b(?:net\s+)?al\s+(?:sy|haar|hul)\s+(?=(?:betaling|oorbetaling|transaksie)s?\b)",
     "all his "),
    (r"\bdie\s+nuwe\s+(?=begunstigdes?\b)", "the new "),
)

__all__ = ["AFRIKAANS_PHRASES", "AFRIKAANS_WORDS"]
