"""Tok Pisin, Papua New Guinea's creole, as customers type it (blind round 53).

Only the small words a request about money turns on: "no ken" (don't, must not), "askim"
(ask), "gen" (again) after a verb, "moa" (any more), "olgeta" (all), "taim mi tok" (when I
say), "em i min" (it means), "long" (to, for) only where it links a verb to what is asked for
("askim mi long PIN": ask me for the PIN; "yes long olgeta": yes to all), "givim" (give),
"salim" (send), "tekewe" (remove), "mani" (money), "oltaim" (always). Tok Pisin verbs that take
an object end in "-im"; "gen" is read as "again" only after one of them. Not a translator:
"toktok long Tok Pisin" (talk in Tok Pisin), "kolim mi Mary" (call me Mary) read as before.
"""

from __future__ import annotations

# Tok Pisin's transitive verbs of a request (an object follows): ask, send, give, remove, let.
_VERBS = r"askim|salim|givim|tekewe|tekewei|larim|mekim|tokim|senisim|putim|checkim|sekim"

MELANESIA_WORDS: dict[str, str] = {
    "askim": "ask",
    "plis": "please",
    "olgeta": "all",
    "oltaim": "always",
    "givim": "give",
    "salim": "send",
    "tekewe": "remove",
    "tekewei": "remove",
    "mani": "money",
    "larim": "let",
    "sekim": "check",
    "checkim": "check",
    "pastaim": "first",
    "toktok": "talk",
    "kolim": "call",
    "wantaim": "with",
    "laik": "like",
}

MELANESIA_PHRASES: tuple[tuple[str, str], ...] = (
    # "no ken askim mi" (don't ask me): "no ken" before a verb of its own.
    (rf"\bno\s+ken\s+(?=(?:{_VERBS})\b)", "dont "),
    # "askim mi long PIN" (ask me for the PIN), "yes long olgeta" (yes to all).
    (r"\baskim\s+mi\s+long\b", "ask me for"),
    (r"\b(yes|orait|okay|ok)\s+long\s+(?=olgeta\b)", r"\1 to "),
    # "gen" (again) and "moa" (any more) after a verb and its object.
    (rf"\b({_VERBS})((?:\s+mi|\s+em|\s+yu)?)\s+gen\b", r"\1\2 again"),
    (rf"\b({_VERBS})((?:\s+\w+){{0,4}}?)\s+moa\b", r"\1\2 any more"),
    # "taim mi tok 'X'" (when I say X), "em i min" (it means).
    (r"\btaim\s+mi\s+(?:tok|raitim|taipim|salim)\b", "when i say"),
    (r"\bem\s+i\s+min\b", "it means"),
)

__all__ = ["MELANESIA_PHRASES", "MELANESIA_WORDS"]
