"""Swahili and Sheng as Kenyan customers type them around English, read since blind round 74.

``languages`` holds the Swahili of earlier rounds (``tuma``, ``pesa``, ``ruhusa``); these are the
verb forms a request turns on that it did not read. The subjunctive with an object marker that
tells the bank to leave a control alone ("hizi security questions ziwache": these security
questions, leave them), the conditional of the user's own word ("nikiandika 'send'": when I
write 'send'), the infinitive of a money verb ("kutuma pesa": to send money), and a permission
held by someone ("Kip ako na ruhusa": Kip has permission; "ana ruhusa", "amepewa ruhusa").
Only the forms with their object or subject marker: bare "acha" (stop) and "wacha" are read by
``languages`` already, and "tu" (just) is left out (French "tu" is "you").
"""

from __future__ import annotations

SHENG_WORDS: dict[str, str] = {
    # A control left alone: leave them / it, drop them / it, remove them / it.
    "ziwache": "skip them",
    "ziache": "skip them",
    "ziachwe": "skip them",
    "iwache": "skip it",
    "iache": "skip it",
    "iachwe": "skip it",
    "ziondoe": "remove them",
    "iondoe": "remove it",
    # The user's word: when I write / say / tell you / send.
    "nikiandika": "when i write",
    "nikisema": "when i say",
    "nikikwambia": "when i tell you",
    "nikikuambia": "when i tell you",
    "nikituma": "when i send",
    # Sending in the infinitive, after a permission ("ruhusa kutuma pesa"). Not "kulipa" (to pay):
    # a reminder to pay ("nikumbushe kila tarehe 1 kulipa kodi") would read as a payment asked for.
    "kutuma": "to send",
}

SHENG_PHRASES: tuple[tuple[str, str], ...] = (
    # A permission held: "ako na ruhusa", "yuko na ruhusa", "ana ruhusa", "amepewa ruhusa",
    # "wana ruhusa" (they have), "ana idhini" (has authorisation).
    (r"\b(?:(?:ako|yuko|wako|wapo|yupo)\s+na|ana|wana|amepewa|wamepewa)\s+(?:ruhusa|idhini)\b",
     "has permission"),
)

__all__ = ["SHENG_PHRASES", "SHENG_WORDS"]
