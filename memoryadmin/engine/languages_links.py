"""The words that link a secret's label to its value, per language (ENGINE.md section 8).

A possessive said after the noun ("PIN yangu", "PIN mi", "PIN m", "i-PIN yami", Egyptian
"الباسورد بتاعي"), an article said after it (Wolof "PIN bi", Ga "PIN lɛ"), and a copula ("ni",
"ngu", "bụ", "ne", "ce", "shine"; French "Le code reçu par SMS est 914 552", Spanish "es",
Italian "è"; Wolof "mungi", "mooy", Ewe "enye", Ga "ji"). ``memoryadmin.engine.languages``
re-exports them; the secret shapes (``secrets_shapes``) put them between a label and its value.
"""

from __future__ import annotations

from memoryadmin.engine.languages_tokpisin import TOK_PISIN_COPULAS, TOK_PISIN_MY

POSTPOSED_MY = (
    r"yangu|yako|wangu|changu|langu|yami|wami|lami|mi|m|nke\s+m|ami|wa\s+mi|mine|ta|tawa|nawa|wa|koo|"
    r"yanjye|ryanjye|yanje|yange|kayga|kaaga|yene|na\s+ngai|ya\s+ngai|"
    # Chichewa, by the noun's class: "PIN yanga", "password wanga", "chinsinsi changa".
    r"yanga|wanga|changa|langa|"
    # Egyptian Arabic "بتاعي" / "بتاعتي" (mine), the final yā' written dotless too.
    r"بتاع(?:ت)?[يى]|"
    # An article after the noun: Wolof "bi" ("Wave PIN bi": the Wave PIN), Ga "lɛ".
    r"bi|l[eɛ]|"
    # ... Kreyòl "la" ("kòd la", the code, round 49).
    r"la|"
    # Moroccan Darija "dyali" (mine: "le code PIN dyali 2580"), Vietnamese "của tôi / chị / em"
    # (of me), round 50.
    r"dyali|c[uủ]a\s+(?:t[oô]i|ch[iị]|em|anh|m[iì]nh)|"
    # Malay and Indonesian "saya" (mine: "TAC saya 552019"), round 53.
    r"saya|"
    # Arabic in Latin letters, Egyptian and Levantine "bta3i", "taba3i" (mine: "kelmet el serr
    # taba3i …"); Sinhala "eka", an article after the noun ("OTP eka 556 839": the OTP), round 55.
    r"b?ta3(?:i|ti|eti)|beta3(?:i|ti)|btaa3i|taba3(?:i|ti)|tab3i|eka|"
    # Ukrainian and Russian "мій", "мой", "моя" (mine: "пін мій 8402"), round 56.
    r"мій|мой|моя|моє|мое|" + TOK_PISIN_MY
)
COPULAS = (
    r"ni|ngu|bu|bụ|ne|ce|shine|jẹ|je|iko|ndio|ke|c['’]\s?est|c\s+est|est|es|è|ithi|ndeye|ndiyo|é|e|waa|ndi|"
    r"ni\s+yo|"
    r"ezali|هو|هي|是|no\s+y[eɛ]|y[eɛ]|"
    # Wolof "mungi" (here it is), Ewe "(e)nye" (it is), Ga "ji" (is); Wolof "mooy" / "moy" / "moo"
    # (it is the one: "Code Wave bi mooy 2468", round 42).
    r"mungi|mo{1,2}y|moo|e?nye|ji|"
    # Chichewa and Shona "ndiye" (it is the one: "4471 ndiye PIN yanga"), Luganda "eri" ("PIN
    # eri 6612").
    r"ndiye|eri|"
    # Shona "ndeyi" ("PIN yangu ndeyi 6627"), Swahili "ilikuwa" (it was: "Voucha ya LUKU
    # ilikuwa 4412 …"), round 47 and 48.
    r"ndeyi|ilikuwa|ilikua|"
    # Haitian Kreyòl "se" (is: "kòd la se …", round 49).
    r"se|"
    # Hindi and Urdu "hai" ("JazzCash MPIN hai …"), Vietnamese "là", round 50.
    r"hai|l[aà]|"
    # Malay and Indonesian "ialah", "adalah" (is), round 53.
    r"ialah|adalah|"
    # Sinhala "thama" ("8264 thama mage ATM PIN eka": it is still my ATM PIN), Tamil "dhaan" (it
    # is that one), round 55.
    r"thama|thaan|dhaan|"
    # Bangla "holo", "hocche" (is: "amar bKash PIN holo …"), Nepali "ho" (is: "mero PIN … ho"),
    # Arabic in Latin letters "howa", "hiya" (it is), round 54 and 55.
    r"holo|hocche|hochhe|ho|howa|huwa|howwa|hiya|heyya|" + TOK_PISIN_COPULAS
)
# "my" said before the noun, beside English's: Sinhala "mage" ("mage ATM PIN eka"), Tamil "en",
# "ennoda" (round 55).
PREPOSED_MY = r"my|mi|mage|mge|en|ennoda|ennudaya|мій|мой|моя|mój|moj|moje|moja"
# Of the thing the secret belongs to, Arabic in Latin letters: "el CVV bta3 el card 238" (the
# card's CVV), round 55.
OF_THE = r"(?:b?ta3|beta3|btaa3|taba3)\s+(?:el|al|il)(?:-|\s+)?"
# The code as it came, a verb between the label and its value in the languages users mix in:
# Tamil "OTP vandhuchu 774 120" (came), Arabic in Latin letters "el OTP wasalni: …" (reached me),
# Sinhala "awa" (came), Jamaican patois "di OTP weh dem sen mi a 611 742" (that they sent me is),
# round 55.
ARRIVED = (
    r"vandhuchu|vanthuchu|vanduchu|vandhuruchu|vandhirukku|vanthirukku|vandhadhu|vanthathu|"
    r"wasalni|wesselni|weselni|wasal(?:et)?li|we9elni|wesolni|ejani|"
    r"aawa|awa|"
    # Nepali and Hindi "aayo", "aaya", Bangla "esheche", "asche" (came), round 54.
    r"aayo|aaya|aayi|eshechhe|esheche|eseche|asche|ashche|aise|aiche|"
    # Turkish "geldi" (came: "kod geldi 519 064"), round 56.
    r"geldi|"
    r"(?:sen|send|sent)\s+(?:mi|me)(?:\s+a)?"
)

__all__ = ["ARRIVED", "COPULAS", "OF_THE", "POSTPOSED_MY", "PREPOSED_MY"]
