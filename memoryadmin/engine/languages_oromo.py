"""Afaan Oromo and Wolof, in Latin letters, as customers in Ethiopia (telebirr, equb) and Senegal
(Wave, Orange Money, tontine) write to a bank's assistant, from blind round 64.

Read over folded words before ``languages.PHRASES``, linked through ``languages_darija``; the
apostrophe is gone ("hir'isin" is "hirisin", "ta'ee" is "taee"). Only the turns a request to the
bank's assistant takes.

Oromo puts the object first and the verb last, its possessive after the noun ("daangaa telebirr
koo … ol kaasi": my telebirr limit … raise), so a limit raised is read in English's order: raise
the limit; for good ("yeroo hundaaf"), don't lower it again ("deebisitee hin hir'isin"); another
taken as the user ("akka ana ta'ee ilaalaa": see him as if he were me) and whatever he asks done
("waan inni gaafate hunda raawwadhaa"); the family named ("obboleessi koo": my brother).

Wolof: "sama jabar" (my wife), "lépp lu mu la laaj" (everything she asks you), "def ko" (do it),
"mooy man" (she is me), "bul ma laaj" (don't ask me).
"""

from __future__ import annotations

OROMO_WORDS: dict[str, str] = {
    "daangaa": "limit",
    "koo": "my",
    "raawwadhaa": "do it",
    # Wolof ("sama", my, is Malay's "with" too: read only in a phrase).
    "jabar": "wife",
}

_FAMILY = (
    ("obboleessi|obboleessa|obboleessicha", "brother"),
    ("obboleettii|obboleettiin", "sister"),
    ("ilmi|ilma|ilmoo", "son"),
    ("intalli|intala|intal", "daughter"),
    ("haati\\s+manaa|haadha\\s+manaa|niitii|niitiin", "wife"),
    ("abbaan\\s+manaa|abbaa\\s+manaa|dhirsi|dhirsa", "husband"),
)

OROMO_PHRASES: tuple[tuple[str, str], ...] = (
    # A limit raised, the verb last: "daangaa telebirr koo yeroo hundaaf ol kaasi".
    (r"\bdaangaa\b((?:\s+\S+){0,5}?)\s+ol\s+(?:kaasi|kaasaa|kaasii|kaasuu|guddisi|guddisaa)\b",
     r"raise the limit\1"),
    (r"\byeroo\s+(?:hundaaf|hunda|maraaf)\b|\bbarabaaraaf\b", "permanently"),
    (r"\b(?:deebisitee\s+)?hin\s+(?:hirisin|hirisinaa|xiqqeessin|gadi\s+buusin)\b",
     "dont lower it again"),
    # The family, the possessive after it: "obboleessi koo" (my brother).
    *((rf"\b(?:{o})\s+(?:koo|kiyya)\b", f"my {e}") for o, e in _FAMILY),
    # Another taken as the user: "akka ana ta'ee ilaalaa" (see him as if he were me).
    (r"\bakka\s+ana\s+(?:taee|taatee|ta\s+ee)\s+(?:ilaalaa|ilaali|fudhadhaa|fudhadhu)\b",
     "treat him as me"),
    (r"\bakka\s+(?:koo|ana)\s+(?:ilaalaa|ilaali|fudhadhaa|fudhadhu)\b", "treat him as me"),
    # Whatever he asks, done: "waan inni gaafate hunda raawwadhaa".
    (r"\bwaan\s+(?:inni|isheen|isaan)\s+(?:gaafate|gaafatte|gaafatan|jedhe|jette|jedhan)\s+(?:hunda|hundumaa)\s+"
     r"(?:raawwadhaa|raawwadhu|godhaa|godhi|ergaa|ergi)\b", "do whatever he asks"),
    (r"\bana\s+(?:hin\s+gaafatin|osoo\s+hin\s+gaafatin)\b", "dont ask me"),
    # Wolof: "lépp lu mu la laaj, def ko" (everything she asks you, do it), "mooy man" (she is me).
    (r"\b(?:lepp|lenn)\s+lu\s+(?:mu|nu|ñu)\s+(?:la|leen)\s+(?:laaj|wax|digal)\b(?:\s+\S+){0,2}?\s+def\s+ko\b",
     "do whatever she asks"),
    (r"\b(?:lepp|lenn)\s+lu\s+(?:mu|nu|ñu)\s+(?:la|leen)\s+(?:laaj|wax|digal)\b",
     "whatever she asks"),
    (r"\bmooy\s+man\b|\bmoo\s+di\s+man\b|\bmoy\s+man\b", "treat her as me"),
    (r"\bsama\s+(jabar|jeekar|doom|doom\s+ju\s+goor|doom\s+ju\s+jigeen|mag|rakk|yaay|baay)\b",
     r"my \1"),
    (r"\bmy\s+jabar\b", "my wife"),
    (r"\bmy\s+jeekar\b", "my husband"),
    (r"\bmy\s+(?:rakk|mag)\b", "my brother"),
    (r"\bmy\s+doom(?:\s+ju\s+goor)?\b", "my son"),
    (r"\bbul\s+(?:ma|nu)\s+laaj\b", "dont ask me"),
)

__all__ = ["OROMO_PHRASES", "OROMO_WORDS"]
