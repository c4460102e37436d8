"""Tok Pisin, as Papua New Guinea's bank users type it (round 53).

Only what the readers turn on. A request about money (``TOK_PISIN_REQUEST_WORDS``,
``TOK_PISIN_REQUEST_PHRASES``, read with the languages after Malay): "no ken" (don't, must
not), "askim" (ask), "gen" (again) after a verb, "moa" (any more), "olgeta" (all), "taim mi
tok" (when I say), "em i min" (it means), "long" only where it links a verb to what is asked
for ("askim mi long PIN", "yes long olgeta"), "givim", "salim", "tekewe" (remove), "mani",
"oltaim". Tok Pisin verbs that take an object end in "-im"; "gen" is read as "again" only after
one of them. Not a translator: "toktok long Tok Pisin", "kolim mi Mary" read as before. And
(``TOK_PISIN_WORDS``, ``TOK_PISIN_PHRASES``, read with the island languages):

- the words that link a secret's label to its value: the possessive "bilong mi" (mine:
  "Paswot bilong mi em …") with the pronoun that takes the noun up again ("em", it), and the
  copula "em i" (it is: "PIN em i olsem: …", it is like); ``languages_links`` adds them to
  the languages' possessives and copulas;
- the small words of a standing wish to the assistant: "mi laik(im) yu …" (I'd like you
  to …), "raitim" (write), "olsem" (like), "rimaindim mi" (remind me), "olgeta mun" (every
  month), "long namba wan" (on the first), "skul fi" (school fees).

"namba" alone stays as typed: a number named in a message the screens cannot read is an
identity (``readable.NUMBER_WORDS``). Only numbers written ("raitim namba", write numbers)
and the first of a month ("namba wan") are made plain. The digits said in Tok Pisin are in
``digit_words``.
"""

from __future__ import annotations

# "bilong mi em": mine, then "em" taking the noun up again (a value follows).
TOK_PISIN_MY = r"bilong\s+(?:mi|yu|mipela|yumi)(?:\s+em\b(?!\s+i\b))?"
# "em i" (it is), "em i olsem" (it is like).
TOK_PISIN_COPULAS = r"em\s+i(?:\s+olsem)?"

TOK_PISIN_WORDS: dict[str, str] = {
    # Money moved, so that a wish made plain still names it: "salim K500 long akaun bilong …"
    # (send K500 to the account of …), "brata" (brother).
    "akaun": "account",
    "salim": "send",
    "brata": "brother",
    "raitim": "write",
    "rimaindim": "remind",
    "olsem": "like",
    "laikim": "like",
}

TOK_PISIN_PHRASES: tuple[tuple[str, str], ...] = (
    # "Mi laikim yu raitim …", "mi laik yu …": I'd like you to.
    (r"\bmi\s+laik(?:im)?\s+(?:yu|you)\s+", "i would like you to "),
    # Numbers written in a form: "raitim namba olsem K100", "raitim ol namba olsem 1,000".
    (r"\braitim\s+(?:ol\s+)?namba\s+olsem\b", "write numbers like"),
    (r"\brimaindim\s+mi\s+long\b", "remind me about"),
    (r"\brimaindim\s+mi\b", "remind me"),
    # "olgeta mun" (every month), "olgeta wik" (every week), "olgeta yia" (every year).
    (r"\bolgeta\s+mun\b", "every month"),
    (r"\bolgeta\s+wik\b", "every week"),
    (r"\bolgeta\s+yia\b", "every year"),
    (r"\blong\s+namba\s+wan\b", "on the first"),
    (r"\bskul\s+fi\b", "school fees"),
    # "salim K500 long brata": send to.
    (r"\b(?:salim|givim)\s+(\S+(?:\s+kina)?)\s+(?:i\s+go\s+)?long\b", r"send \1 to"),
    (r"\bbilong\s+ol\s+pikinini\b", "of the children"),
)


# --- a request about money -------------------------------------------------------------

# Tok Pisin's transitive verbs of a request (an object follows): ask, send, give, remove, let.
_VERBS = r"askim|salim|givim|tekewe|tekewei|larim|mekim|tokim|senisim|putim|checkim|sekim"

TOK_PISIN_REQUEST_WORDS: dict[str, str] = {
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

TOK_PISIN_REQUEST_PHRASES: tuple[tuple[str, str], ...] = (
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

__all__ = [
    "TOK_PISIN_COPULAS",
    "TOK_PISIN_MY",
    "TOK_PISIN_PHRASES",
    "TOK_PISIN_REQUEST_PHRASES",
    "TOK_PISIN_REQUEST_WORDS",
    "TOK_PISIN_WORDS",
]
