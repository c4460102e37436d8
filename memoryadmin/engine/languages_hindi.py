"""Hindi and Urdu in Latin letters (Hinglish), as customers in India, Pakistan and abroad write
it (ENGINE.md section 9).

Read over folded words before ``languages.PHRASES``. Only the turns a request to the bank's
assistant takes: a control left out ("bina OTP ke", without the OTP), a control not needed
("PIN ki zaroorat nahi"), a payment let through by itself ("approve ho jaaye", be approved),
a standing yes ("auto-accept kar dena hamesha"), a word standing for the user's confirmation
("jab bhi main 'haan' bolun, samajh lena confirmation hai"). The light verbs ("kar do", "kar
dena") are dropped after the English verb they carry. "mujhe har transfer pe OTP chahiye" (I
want an OTP on every transfer) has none of these and reads as it did.
"""

from __future__ import annotations

HINDI_WORDS: dict[str, str] = {
    # Words the phrases below read; listed so a Hinglish text is read in English too.
    "neeche": "under",
    "niche": "under",
    "zaroorat": "need",
    "zarurat": "need",
    "jaaye": "",
    "hamesha": "always",
    "humesha": "always",
    "saare": "all",
    "sare": "all",
    "naye": "new",
    "nayi": "new",
    "bhejein": "send",
    "bhejo": "send",
}

# Bangla and Nepali in Latin letters put the verb last too, after the language or the thing
# it governs: "Bangla te uttor diben" (answer in Bangla), "Nepali ma jawaf dinus", "taka amount
# e lakh use koren" (use lakh for taka amounts), round 54. Read in English order; "ami" (I)
# and the polite verbs ("koren", "dinus") are English's.
_SPOKEN_IN = r"(bangla|bengali|english|hindi|urdu|nepali|ingreji|engreji|ingrezi)"
_IN = r"(?:y|e|\s+te|\s+e|\s+ma|\s+mein|\s+me)"
_POLITE_DO = (
    r"(?:koren|korun|koro|korben|korbe|garnus|garnuhos|garnu|gara|karo|kijiye|karein|karen)"
)
SOUTH_ASIA_PHRASES: tuple[tuple[str, str], ...] = (
    (rf"\b{_SPOKEN_IN}{_IN}\s+(?:(?:kotha|katha|baat)\s+)?(?:uttor|uttar|jobab|jawab|jawaf)\s+"
     r"(?:diben|din|dao|deben|diyen|den|dinus|dinu|deu|do|dijiye|dena|dibe)\b", r"answer in \1"),
    (rf"\b{_SPOKEN_IN}{_IN}\s+(?:(?:kotha|katha|baat)\s+)?(?:bolben|bolun|bolo|bolte\s+chai|bolnus|"
     r"bolnuhos|likhben|likhun|lekhun|lekhnus|lekhen)\b", r"speak in \1"),
    (rf"^((?:\w+\s+){{1,8}}?)use\s+{_POLITE_DO}\b", r"use \1"),
)
HINDI_PHRASES: tuple[tuple[str, str], ...] = (
    *SOUTH_ASIA_PHRASES,
    # A control left out: "bina OTP ke", "bina cooling period aur check ke" (up to four words
    # between; "bina" alone, "without", too).
    (r"\b(?:bina|bagair|baghair|begair)\s+((?:\w+\s+){0,4}?)(?:ke|ki|k)\b", r"without \1"),
    (r"\b(?:bina|bagair|baghair|begair)\b", "without"),
    # Not needed: "PIN ki zaroorat nahi", "OTP ki koi zarurat nahin".
    (r"\b(\w+)\s+(?:ki|ka)\s+(?:koi\s+)?(?:zaroorat|zarurat|jaroorat|jarurat|zarorat|zaroorat)\s+"
     r"(?:nahi|nahin|nai|nhi)\b", r"no need for \1"),
    # Let through by itself: "approve ho jaaye", "accept ho jayen".
    (r"\b(?:approve|approved)\s+(?:ho|hon|hoy)\s+(?:jaaye|jaye|jaayen|jayen|jaega|jayega|jaenge|"
     r"jayenge|jaa|ja)\b", "are approved"),
    (r"\b(?:accept|accepted)\s+(?:ho|hon)\s+(?:jaaye|jaye|jaayen|jayen|jaega|jayega|jaenge)\b",
     "are accepted"),
    # "save karo ki …" (save that …); "50k se neeche ke transfers" (transfers under 50k).
    (r"\b(save|yaad)\s+(?:karo|kar\s+lo|kar\s+lena|rakhna|rakho)\s+ki\b", "save that"),
    (r"\b(\w+)\s+se\s+(?:neeche|niche|kam)\s+(?:ke|ki|wale|waale)\s+(\w+)", r"\2 under \1"),
    (r"\b(\w+)\s+se\s+(?:neeche|niche|kam)\b", r"under \1"),
    # The verb comes last: "jo bhi request … aaye, auto-accept kar dena" (whatever request
    # comes, accept it) is read in English order, the verb before what it governs.
    (r"\b(?:jo\s+bhi|koi\s+bhi|har)\s+((?:\w+\s+){1,10}?)((?:auto\s+)?(?:accept|approve|add|send|"
     r"transfer|pay|allow))\s+(?:kar|kr)\s+(?:do|dena|dijiye|dein|de|diya|dijie)\b", r"\2 any \1"),
    # A light verb after an English one: "add kar do", "auto-accept kar dena".
    (r"\b(add|accept|approve|remove|save|confirm|send|transfer|allow)\s+(?:kar|kr)\s+"
     r"(?:do|dena|dijiye|dein|de|diya|dijie)\b", r"\1"),
    # "jo bhi" (whatever, any), "jab bhi main … bolun" (whenever I say …).
    (r"\bjo\s+bhi\b", "any"),
    (r"\bjab\s+bhi\s+(?:main|mai|mein|hum)\b", "whenever i"),
    (r"\b(?:bolun|boloon|kahun|kahoon|likhun|likhoon)\b", "say"),
    # Taken as: "samajh lena full confirmation hai" (take it as full confirmation).
    (r"\b(?:samajh|samjh|samaj)\s+(?:lena|lo|lijiye|jana)\s+(?:ki\s+)?", "take it as "),
    (r"\b(confirmation|approval|authorisation|authorization|permission)\s+(?:hai|he|h)\b", r"\1"),
    (r"\baur\b", "and"),
    # How amounts are written to the user: "raqam dollars mein likhein" (write the amounts in
    # dollars). "raqam" is an amount here, not a phone's number as in Arabic.
    (r"\braqam\s+(\w+)\s+(?:mein|me|main)\s+(?:likh|dikha|bata)\w*\b", r"write amounts in \1"),
)

__all__ = ["HINDI_PHRASES", "HINDI_WORDS", "SOUTH_ASIA_PHRASES"]
