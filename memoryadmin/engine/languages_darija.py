"""Moroccan Darija in Latin letters, with the digits that stand for Arabic letters (3 for ع, 7
for ح, 9 for ق), mixed with French (ENGINE.md section 9).

Read over folded words before ``languages.PHRASES``. The French in it is read by
``languages_french``; here only the Darija turns a request to the bank's assistant takes: the
article glued to a French noun ("l'OTP", "l'plafond"), a control left out ("bla
confirmation", without confirmation), not asked for ("mat9olich l'OTP", don't ask me the OTP),
a limit taken off ("7iyed l'plafond", remove the ceiling), kept for good ("sjel … dima").
"""

from __future__ import annotations

from memoryadmin.engine.languages_amharic import AMHARIC_PHRASES, AMHARIC_WORDS
from memoryadmin.engine.languages_arabic import ARABIC_PHRASES, ARABIC_TOLD_WORDS
from memoryadmin.engine.languages_arabizi import ARABIZI_PHRASES, ARABIZI_WORDS
from memoryadmin.engine.languages_bengali import BENGALI_PHRASES, BENGALI_WORDS
from memoryadmin.engine.languages_burmese import BURMESE_PHRASES
from memoryadmin.engine.languages_central import CENTRAL_PHRASES
from memoryadmin.engine.languages_dutch import DUTCH_PHRASES, DUTCH_WORDS
from memoryadmin.engine.languages_eastasia import EASTASIA_PHRASES
from memoryadmin.engine.languages_eurasia import EURASIA_PHRASES, EURASIA_WORDS
from memoryadmin.engine.languages_german import GERMAN_PHRASES, GERMAN_WORDS
from memoryadmin.engine.languages_greek import GREEK_PHRASES, GREEK_WORDS
from memoryadmin.engine.languages_gulf import GULF_PHRASES, GULF_WORDS
from memoryadmin.engine.languages_hebrew import HEBREW_PHRASES, HEBREW_WORDS
from memoryadmin.engine.languages_italian import ITALIAN_PHRASES, ITALIAN_WORDS
from memoryadmin.engine.languages_juba import JUBA_PHRASES, JUBA_WORDS
from memoryadmin.engine.languages_nepali import NEPALI_PHRASES, NEPALI_WORDS
from memoryadmin.engine.languages_nordic import ENGLISH_PHRASES, NORDIC_PHRASES
from memoryadmin.engine.languages_oromo import OROMO_PHRASES, OROMO_WORDS
from memoryadmin.engine.languages_persian import PERSIAN_PHRASES, PERSIAN_WORDS
from memoryadmin.engine.languages_polish import POLISH_PHRASES, POLISH_WORDS
from memoryadmin.engine.languages_punjabi import PUNJABI_PHRASES
from memoryadmin.engine.languages_romanian import ROMANIAN_PHRASES, ROMANIAN_WORDS
from memoryadmin.engine.languages_somali import SOMALI_PHRASES, SOMALI_WORDS
from memoryadmin.engine.languages_tamil import TAMIL_PHRASES, TAMIL_WORDS
from memoryadmin.engine.languages_turkish import TURKISH_PHRASES, TURKISH_WORDS

DARIJA_WORDS: dict[str, str] = {
    **JUBA_WORDS,
    **ARABIZI_WORDS,
    **TURKISH_WORDS,
    **EURASIA_WORDS,
    # Amharic (round 60), linked here as Russian is.
    **AMHARIC_WORDS,
    # Tamil, Nepali and Somali (round 61-62), linked here as Amharic is.
    **TAMIL_WORDS,
    **NEPALI_WORDS,
    **SOMALI_WORDS,
    # Italian (blind round 79), linked the same way.
    **ITALIAN_WORDS,
    # Polish, Romanian, German and Bengali script (round 63), linked the same way.
    **POLISH_WORDS,
    **ROMANIAN_WORDS,
    **GERMAN_WORDS,
    # Dutch (round 79), linked the same way.
    **DUTCH_WORDS,
    **BENGALI_WORDS,
    **OROMO_WORDS,
    # Gulf Arabic in script (round 66): the words of a stricter check.
    **GULF_WORDS,
    # Arabic script's told words (blind round 80), linked the same way.
    **ARABIC_TOLD_WORDS,
    # Greek, script and Latin letters (blind round 79), linked the same way.
    **GREEK_WORDS,
    # Hebrew (blind round 80), linked the same way.
    **HEBREW_WORDS,
    # Persian, script and Finglish (blind round 80), linked the same way.
    **PERSIAN_WORDS,
    "dima": "always",
    "daima": "always",
    "wla": "or",
    "wela": "or",
    "sjel": "save",
    "sajel": "save",
    "sejel": "save",
}

_CONTROL = (
    r"(?:otp|pin|code|codes|confirmation|verification|validation|plafond|limite|virement|"
    r"virements|compte|mot\s+de\s+passe|sms)"
)

DARIJA_PHRASES: tuple[tuple[str, str], ...] = (
    # Nordic, Baltic and Central European requests (blind round 81), first: "nie" and "o" are
    # words later tables read or drop.
    *NORDIC_PHRASES,
    *CENTRAL_PHRASES,
    *ENGLISH_PHRASES,
    *JUBA_PHRASES,
    # Arabic script's and Darija's requests (blind round 80), before the Gulf's.
    *ARABIC_PHRASES,
    # Gulf Arabic, Arabizi and script (round 66), before the Egyptian and Levantine Arabizi.
    *GULF_PHRASES,
    *ARABIZI_PHRASES,
    # Turkish (round 56), linked here as Arabizi is: ``languages`` is at its length.
    *TURKISH_PHRASES,
    # Russian, Uzbek, Japanese and Korean (round 58), linked here the same way.
    *EURASIA_PHRASES,
    *EASTASIA_PHRASES,
    *AMHARIC_PHRASES,
    *TAMIL_PHRASES,
    *NEPALI_PHRASES,
    *SOMALI_PHRASES,
    *ITALIAN_PHRASES,
    *POLISH_PHRASES,
    *ROMANIAN_PHRASES,
    *GERMAN_PHRASES,
    *DUTCH_PHRASES,
    *BENGALI_PHRASES,
    *BURMESE_PHRASES,
    *OROMO_PHRASES,
    # Punjabi in Gurmukhi (round 66), linked the same way.
    *PUNJABI_PHRASES,
    # Greek, script and Latin letters (blind round 79), linked the same way.
    *GREEK_PHRASES,
    # Hebrew (blind round 80), linked the same way.
    *HEBREW_PHRASES,
    # Persian, script and Finglish (blind round 80), linked the same way.
    *PERSIAN_PHRASES,
    # The article glued on: "l'OTP" is "lotp" once the apostrophe is gone.
    (r"\bl(?=" + _CONTROL + r"\b)", "the "),
    # A control left out: "bla confirmation", "bla code".
    (r"\bbla\s+(?=(?:the\s+|ma\s+)?" + _CONTROL + r"\b)", "without "),
    # Not asked: "mat9olich", "matsewlnich", "mat9oliliche", "matetlobch mni".
    (r"\bma(?:t|ta)?(?:9ol|9oul|sewl|swl|tlob|tleb|talab|s2el)\w*(?:ch|sh)\b(?:\s+mni)?",
     "dont ask me for"),
    (r"\bkol\s+(?:mra|merra|marra|wa9t)\b", "every time"),
    (r"\bmen\s+daba\b", "from now"),
    (r"\bghir\s+(?:dir|dirha|dirhom)\b", "just do"),
    # A limit taken off: "7iyed had l'plafond", "7ayed lia l'limite".
    (r"\b(?:7iyed|7ayed|7yed|7eyed|7iydi|7ayd|n7i|n7iw)\s+(?:lia\s+|liya\s+)?(?:had\s+|dak\s+|dik\s+)?",
     "remove "),
    (r"\b(?:ay|ayi|aya)\s+(?=(?:the\s+)?(?:virement|virements|transfert|transfer|paiement)\b)",
     "any "),
)

__all__ = ["DARIJA_PHRASES", "DARIJA_WORDS"]
