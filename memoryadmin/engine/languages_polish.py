"""Polish, as customers in Poland and in Britain and Ireland write to a bank (round 63).

Read over folded words ("wyłącz" is "wyłacz": the "ł" is a letter of its own, kept) before
``languages.PHRASES``, linked through ``languages_darija``. Only the turns a request to the
bank's assistant takes: a check switched off ("wyłączyć potwierdzanie przelewów", turn off the
confirmation of transfers) or not asked ("nie pytaj o kod"), done without it ("bez
potwierdzenia"), a limit raised or removed ("zwiększ limit", "usuń limit"), kept for good ("na
stałe", "od teraz"), another's requests approved ("zatwierdzaj wszystko, o co poprosi", "w moim
imieniu"). Stems are read with their endings ("przelew-ów", "potwierdz-enia"); "nie" (not) is
read with its verb only, as Afrikaans's "nie" is a word of its own.
"""

from __future__ import annotations

_L = "[lł]"

# Known words as the screens first see them (with their marks), so a Polish text is read in its
# English words too.
POLISH_WORDS: dict[str, str] = {
    "proszę": "please",
    "prosze": "please",
    "przelewów": "transfers",
    "przelewow": "transfers",
    "przelewy": "transfers",
    "przelewu": "transfer",
    "potwierdzanie": "confirmation",
    "potwierdzenie": "confirmation",
    "potwierdzenia": "confirmation",
    "powiadomienia": "alerts",
    "limitu": "limit",
    "limity": "limits",
    "zatwierdzaj": "approve",
    "zatwierdź": "approve",
    "zatwierdz": "approve",
    "wyłącz": "turn off",
    "wyłączyć": "turn off",
    "wyłączcie": "turn off",
    "trwale": "permanently",
}

POLISH_PHRASES: tuple[tuple[str, str], ...] = (
    # Kept for good: "na stałe", "na zawsze", "do odwołania" (until revoked), "od teraz".
    (r"\bna\s+(?:sta" + _L + r"e|zawsze)\b|\bdo\s+odwo" + _L + r"ania\b", "permanently"),
    (r"\bod\s+(?:teraz|dzis|dzisiaj|tej\s+pory|jutra)\b", "from now on"),
    # Switched off, removed, raised (any person or mood of the verb).
    (r"\b(?:wy" + _L + r"acz|dezaktywuj|zdezaktywuj)\w*\b", "turn off"),
    (r"\b(?:usun|usuwaj|znies|zniesc|skasuj|zdejmij)\w*\b", "remove"),
    (r"\b(?:zwieksz|zwiekszy|podnies|podniesc|podwyzsz)\w*\b", "raise"),
    # Not asked: "nie pytaj", "nie pytajcie mnie", "nie proś o kod".
    (r"\bnie\s+(?:pytaj|pytac|proscie|pros|wymagaj|zadaj)\w*(?:\s+mnie)?(?:\s+(?:o|wiecej|juz))*\b",
     "dont ask"),
    (r"\bbez\s+(?:pytania|pytan|potwierdz\w*|weryfikacji|kodu|sms\w*)\b", "without confirmation"),
    # What is checked: the confirmation, verification, code, password, PIN; of transfers.
    (r"\bpotwierdz\w*\b", "confirmation"),
    (r"\bweryfikacj\w*\b|\bautoryzacj\w*\b", "verification"),
    (r"\bkod(?:u|em|y|ow)\b", "code"),
    (r"\bhas" + _L + r"\w*\b", "password"),
    (r"\bprzelew\w*\b", "transfers"),
    (r"\bp" + _L + r"atnos\w*\b", "payments"),
    (r"\b(?:powiadomie\w*|alert(?:y|ow)|ostrzezen\w*)\b", "alerts"),
    (r"\blimit(?:u|y|ow|em)\b", "limit"),
    (r"\bsms\s+(?:em|a|y)\b", "by sms"),
    # Another's requests: "zatwierdzaj wszystko, o co poprosi" (approve all he asks for), "w moim
    # imieniu" (in my name), "mój syn / moja żona" (my son, my wife).
    (r"\bwszystko\s+(?:o\s+)?co\s+(?:on\s+|ona\s+)?(?:powie|poprosi|prosi|zleci|napisze|chce|zechce)\b",
     "whatever he asks"),
    (r"\b(?:zatwierdz|akceptuj|zaakceptuj|realizuj|zrealizuj)\w*\b", "approve"),
    (r"\bw\s+moim\s+imieniu\b", "in my name"),
    # ("zona" alone is Spanish's zone: only after "moja".)
    (r"\bmoja\s+zona\b", "my wife"),
    (r"\bmoj\s+(?:maz|malzonek)\b", "my husband"),
    (r"\bmoj\s+syn\b", "my son"),
    (r"\bmoja\s+corka\b", "my daughter"),
    (r"\bmoj\s+brat\b", "my brother"),
    (r"\bmoja\s+(?:siostra)\b", "my sister"),
    (r"\bmoja\s+(?:mama|matka)\b", "my mother"),
    (r"\bprosze\b", "please"),
)

__all__ = ["POLISH_PHRASES", "POLISH_WORDS"]
