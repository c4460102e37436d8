"""Digits said as words in the Nordic, Baltic and Central European languages (blind round 81),
added to ``digit_words``: "fire-sju-null-to-ni-en" (Norwegian), "kahdeksan kolme yksi nolla"
(Finnish), "jedna dva sedm devět nula čtyři" (Czech), "hét-nulla-kilenc" (Hungarian).

Forms are folded as the view reads them ("devět" is "devet", "åtta" "atta", "négy" "negy";
"þ" stays). A form that is a common word elsewhere ("en", "to", "fire", "sex", "ni", "du",
"hat", "egy", "pet") is a homophone: it counts only in a run with real digits, as English "to"
does.
"""

from __future__ import annotations

NORTH_DIGITS: dict[str, str] = {
    # Swedish, Norwegian, Danish, Icelandic, Finnish, Estonian, Latvian, Lithuanian, Polish,
    # Czech, Slovak, Hungarian.
    **dict.fromkeys(["noll", "null", "nolla", "nulle", "nulis", "nula", "nulla"], "0"),
    **dict.fromkeys(["einn", "eitt", "yksi", "uks", "viens", "vienas", "jeden", "jedna"], "1"),
    **dict.fromkeys(["tva", "tvo", "tveir", "kaksi", "kaks", "divi", "dwa", "dva", "ketto"], "2"),
    **dict.fromkeys(["tre", "þrir", "thrir", "þrju", "kolme", "kolm", "tris", "trys"], "3"),
    **dict.fromkeys(["trzy", "harom"], "3"),
    **dict.fromkeys(["fyra", "fjorir", "fjogur", "nelja", "neli", "cetri", "keturi"], "4"),
    **dict.fromkeys(["cztery", "ctyri", "styri", "negy"], "4"),
    **dict.fromkeys(["fem", "fimm", "viisi", "pieci", "penki"], "5"),
    **dict.fromkeys(["seks", "kuusi", "sesi", "szesc", "sest"], "6"),
    **dict.fromkeys(["sju", "syv", "seitseman", "seitse", "septini", "septyni", "siedem"], "7"),
    **dict.fromkeys(["sedm", "sedem", "het"], "7"),
    **dict.fromkeys(["atta", "otte", "kahdeksan", "kaheksa", "astoni", "astuoni", "osiem"], "8"),
    **dict.fromkeys(["osm", "osem", "nyolc"], "8"),
    **dict.fromkeys(["nio", "niu", "yhdeksan", "uheksa", "devini", "devyni", "dziewiec"], "9"),
    **dict.fromkeys(["devet", "devat", "kilenc"], "9"),
}
NORTH_HOMOPHONES: dict[str, str] = {
    # Swedish "ett" and Hungarian "egy" are "a"; "en" is "a" and French "in" (already a
    # homophone); "to", "tri" English and Slovak; Norwegian "fire" and "ni", Swedish and
    # Icelandic "sex", Lithuanian "du", Czech "pet", Hungarian "hat", "ot", Estonian "viis",
    # "kuus", Icelandic "sjo" (Swedish "sjö", a lake), Polish "piec" (an oven), Slovak "pat".
    **dict.fromkeys(["ett", "egy"], "1"),
    **dict.fromkeys(["du"], "2"),
    **dict.fromkeys(["fire"], "4"),
    **dict.fromkeys(["viis", "piec", "pet", "pat", "ot"], "5"),
    **dict.fromkeys(["sex", "kuus", "hat"], "6"),
    **dict.fromkeys(["sjo"], "7"),
    **dict.fromkeys(["ni"], "9"),
}

__all__ = ["NORTH_DIGITS", "NORTH_HOMOPHONES"]
