"""Hindi and Urdu in Latin letters (Hinglish), as customers in India, Pakistan and abroad write
it (ENGINE.md section 9); and their neighbours in Latin letters (round 54 and 55): Nepali, Bangla,
Sinhala and Tamil mixed with English.

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
    "hatao": "remove",
    "chahiye": "",
    # Nepali (round 54): "limit 5 lakh badhaidinus" (raise the limit), "pathaidinu" (send it),
    # "malai sodhnu pardaina" (no need to ask me), "sadhai yaad rakhnus" (always remember).
    "badhaidinus": "raise",
    "badhaidinu": "raise",
    "badhaunus": "raise",
    "badhaideu": "raise",
    "badhaunuhos": "raise",
    "banaidinus": "make",
    "banaidinu": "make",
    "banaunus": "make",
    "pathaidinu": "send",
    "pathaidinus": "send",
    "pathaunus": "send",
    "pathaideu": "send",
    "sodhnu": "ask",
    "sodhna": "ask",
    "sadhai": "always",
    # Bangla (round 54): "jiggesh korar dorkar nai" (no need to ask), "pathiye dao" (send).
    "jiggesh": "ask",
    "jigesh": "ask",
    "jiggasa": "ask",
    "pathao": "send",
    # Sinhala and Tamil (round 55): "ain karanna" (remove), "vendam" (not wanted).
    "karanna": "",
    "vendam": "dont want",
    "vendaam": "dont want",
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
_LIGHT_DO = (
    r"(?:(?:kar|kr)\s+(?:do|dena|dijiye|dein|de|den|diya|dijie)|karo|karein|karen|kijiye|krdo|kardo)"
)
_TAKE_AS = (
    r"(?:samjho|samjhiye|samjhein|samjhna|samajhna|samajh\s+lo|samjh\s+lo|maano|mano|maan\s+lo|"
    r"maniye)"
)
_DOES = r"(?:kare|karega|karegi|karay|kre|karen|karein|aaye|aye|aaey|bheje|bhejega|bhejegi)"
# Urdu (round 60): the siblings of round 56's frames, in other words and another order.
URDU_PHRASES: tuple[tuple[str, str], ...] = (
    # For good ("hamesha ke liye"), ended ("khatam kar do": the limit ended), off ("off kar do").
    (r"\b(?:hamesha|humesha)\s+(?:ke|k)\s+(?:liye|liay|lie|liya|liey)\b", "forever"),
    (rf"\b(?:khatam|khatm|khtm|khaatma)\s+{_LIGHT_DO}", "remove"),
    (rf"\boff\s+{_LIGHT_DO}", "turn off"),
    (r"\b(?:ab|aaj|abhi)\s+se\b", "from now on"),
    # A control named by two words ("fraud alerts ki zarurat nahi": no need for fraud alerts).
    (r"\b(\w+\s+(?:alerts?|notifications?|sms|messages|otp|pin|code|codes|verification|confirmation|"
     r"checks?))\s+(?:ki|ka)\s+(?:koi\s+)?(?:zaroorat|zarurat|jaroorat|jarurat|zarorat)\s+"
     r"(?:nahi|nahin|nai|nhi)\b", r"no need for \1"),
    # Asked without: "bina pooche" (without asking), "mujhse pooche baghair".
    (r"\b(?:bina|bagair|baghair|begair)\s+(?:mujhse\s+|mujh\s+se\s+)?(?:pooche|puche|poochhe|puchhe|"
     r"pooch|puch)\b", "without asking me"),
    # Whatever money another needs: "unko jitne paise chahiye" (as much money as she needs).
    (r"\bjitne\s+(?:bhi\s+)?(?:paise|paisay|pesay|pese|rupay|rupaye|rupees)\s+(?:chahiye|chahiyen|"
     r"chahie|chaiye|mangen|maange|mange|maangein)\b", "whatever money she needs"),
    # Whatever comes from another's number: "ammi ke number se" (from mother's number), "jis bhi
    # number se message kare" (from whatever number he messages).
    (r"\b(\w+)\s+(?:ke|ka|ki)\s+(number|numbar|phone|mobile|whatsapp)\s+se\b", r"from \1 \2"),
    (rf"\bjis\s+bhi\s+(number|numbar|phone|mobile|sim)\s+se\s+(?:\w+\s+)?{_DOES}\b",
     r"whatever \1 he messages from"),
    # Taken as the user: "wohi main hoon" (that is me), "usay meri request samjho" (take it as my
    # request), "woh meri taraf se approved samjho" (take it as approved by me).
    (r"\b(?:wohi|wahi|woh|wo|vo|yehi|yahi)\s+(?:main|mein|mai)\s+(?:hi\s+)?(?:hoon|hun|hu|hn)\b",
     "that is me"),
    (rf"\b(?:usay|usey|usse|isay|isey|usko|isko|unko|inko|woh|wo|vo)\s+(?:bhi\s+)?(?:meri|mera|mere)\s+"
     rf"(?:hi\s+)?(\w+)\s+{_TAKE_AS}", r"treat it as my \1"),
    (r"\btreat\s+it\s+as\s+my\s+(?:baat|hukum|kaha|kahna|message)\b", "treat it as my request"),
    (rf"\b(?:(?:usay|usey|usko|isko|woh|wo|vo)\s+)?(?:meri|mera|hamari)\s+taraf\s+se\s+(\w+)\s+{_TAKE_AS}",
     r"treat it as \1 by me"),
    (r"\b(?:meri|hamari)\s+taraf\s+se\b", "on my behalf"),
    # Whatever another approves: "woh jo payment approve kare" (whatever payment he approves).
    (rf"\b(?:woh|wo|vo)\s+jo\s+(?:bhi\s+)?(?:(\w+)\s+)?(approve|accept|confirm|authori[sz]e)\s+{_DOES}\b",
     r"whatever \1 he \2s"),
)

# The checks a sign-in or a payment asks for, named before a postposition (Bangla "chara").
_CHECK = (
    r"fingerprint|finger\s+print|finger|pin|otp|password|passcode|code|face\s+id|face|biometrics?|"
    r"verification|confirmation|selfie|pattern"
)

HINDI_PHRASES: tuple[tuple[str, str], ...] = (
    *SOUTH_ASIA_PHRASES,
    *URDU_PHRASES,
    # Urdu (round 56): a check switched off ("confirmation band kar do"), a limit set to a
    # figure ("limit 5 lakh kar do"; not one made less, "kam kar do") or raised ("badha do"),
    # another's number taken as the user's ("Saima ka number bhi mera hi samjho") and her word
    # done ("woh jo kahe kar dena").
    (r"\b(\w+)\s+band\s+(?:(?:kar|kr|karwa)\s+(?:do|dena|dijiye|dein|de|den|diya|dijie)|karo|"
     r"karein|karen|kijiye|karwao|krdo|kardo)\b", r"turn off \1"),
    (r"\blimit\s+((?:ko\s+)?(?:\S+\s+){0,2}?\d\S*(?:\s+(?:lakh|lac|hazar|hazaar|crore|karor|k|rs|"
     r"rupees|rupay|rupaye))?\s+)(?:(?:tak\s+)?(?:kar|kr)\s+(?:do|dena|dijiye|dein|de|den|diya|dijie)|"
     r"karo|karein|karen|kijiye|krdo|kardo)\b", r"limit set to \1"),
    (r"\b(?:badha|barha|badhaa|barhaa|bada|barha)\s+(?:do|dena|dijiye|dein|de|den)\b|\bbadhao\b|"
     r"\bbarhao\b", "raise"),
    (r"\b(\w+)\s+(?:ka|ki|ke)\s+(number|phone|numbar|message|messages|account|card|baat|hukum)\s+"
     r"(?:bhi\s+)?(?:mera|meri|mere|apna|apni)\s+(?:hi\s+)?(?:samjho|samjhiye|samjhein|samjhna|"
     r"samajhna|samajh\s+lo|samjh\s+lo|maano|mano|maan\s+lo|maniye)\b", r"treat \1 \2 as mine"),
    (r"\b(?:woh|wo|vo|ye|yeh)\s+jo\s+(?:bhi\s+)?(?:bole|kahe|maange|mange|bolega|kahega|bolegi|"
     r"kahegi|kahen|bolen)\b", "whatever he says"),
    # Not to be asked (Hindi): "mujhse poochne ki zaroorat nahi", "mujhe puchna mat".
    (r"\b(?:mujhse|mujhe|humse|hamse)\s+(?:puchne|poochne|puchhne|puchna|poochna)\s+(?:ki\s+)?(?:koi\s+)?"
     r"(?:zaroorat|zarurat|jaroorat|jarurat)\s+(?:nahi|nahin|nai|nhi)\b", "no need to ask me"),
    (r"\bbhej\s+(?:do|dena|dijiye|dein|de)\b", "send"),
    # Not wanted, taken away: "mujhe OTP nahi chahiye, hata do".
    (r"\b(?:mujhe|hume|humein|mujhko)\s+((?:\w+\s+){1,2}?)(?:nahi|nahin|nai|nhi)\s+(?:chahiye|chahie|chaiye)\b",
     r"i dont want \1"),
    (r"\bhata\s+(?:do|dena|dijiye|dein|de)\b", "remove"),
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
    # Whatever another says (Hindi, Nepali, Bangla): "jo woh bole", "jati bhanchha tyati",
    # "or kotha moto" (as he says).
    (r"\bjo\s+(?:bhi\s+)?(?:woh|wo|vo|ye|yeh)\s+(?:bole|kahe|maange|mange|bolega|kahega)\b",
     "whatever he says"),
    (r"\b(?:jati|je|jun)\s+(?:pani\s+)?(?:bhanchha|bhanchhan|bhanchhin|bhancha|bhanchan|bhanchin|"
     r"bhannuhunchha|bhanuhuncha|magchha|magchhan|magcha)\s*(?:tyati|tei|tyo|testai)?\b",
     "whatever he says"),
    (r"\b(?:or|tar|oder|er|onar|uni)\s+(?:kotha|kothay|kothamoto)\s*(?:moto|mato|onujayi)?\b",
     "whatever he says"),
    (r"\b(?:ja|jeta)\s+(?:o|she|se)?\s*(?:bole|bolbe|chay|chaibe)\b", "whatever he says"),
    # Nepali: not to be asked ("malai sodhnu pardaina"), a limit set or raised after its figure
    # ("limit 2 lakh banaidinus", "limit badhaidinus 5 lakh samma"), kept for good ("sadhai ko
    # lagi yaad rakhnus").
    (r"\b(?:malai|hamilai)\s+(?:\w+\s+)?(?:sodhnu|sodhna|sodhirahanu|sodhi\s+rahanu)\s+"
     r"(?:pardaina|pardain|pardaena|pardena|chhaina|chaina|pardaina\s+hai)\b", "no need to ask me"),
    (r"\blimit\s+((?:\S+\s+){0,3}?)(?:banaidinus|banaidinu|banaunus|banaideu|banau|gardinus|gardinu|"
     r"gardeu|rakhidinus|rakhdinus)\b", r"limit set to \1"),
    (r"\blimit\s+((?:lai\s+)?(?:\S+\s+){0,3}?)(?:badhaidinus|badhaidinu|badhaunus|badhaideu|badhau|"
     r"badhaunuhos)\b", r"limit \1raised"),
    (r"\bsadhai(?:ko|\s+ko|\s+lai)?\s+(?:lagi\s+)?(?:yaad|yad)\s+(?:rakhnus|rakhnu|rakha|garnus)\b",
     "remember forever"),
    (r"\bsadhai(?:ko|\s+ko)\s+lagi\b", "forever"),
    (r"\b(?:yaad|yad)\s+(?:rakhnus|rakhnu|rakha|garnus)\b", "remember"),
    # Bangla: "amake ar jiggesh korar dorkar nai" (no need to ask me any more), "amar chhele"
    # (my son), "send koro" (send).
    (r"\b(?:amake|amay|amader)\s+(?:ar\s+)?(?:jiggesh|jigesh|jigges|jiggasa|jiggash)\s+(?:korar|korte|kora)\s+"
     r"(?:dorkar|dorkaar|proyojon)\s+(?:nai|nei|nay|nahi)\b", "no need to ask me anymore"),
    (r"\bamar\s+(?:chhele|chele)\b", "my son"),
    (r"\bamar\s+(?:meye|maye)\b", "my daughter"),
    (r"\bamar\s+(?:bou|stri)\b", "my wife"),
    (r"\bamar\s+(?:swami|shami|jamai)\b", "my husband"),
    (r"\bamar\s+(?:bhai|dada)\b", "my brother"),
    (r"\bamar\s+(?:bon|didi)\b", "my sister"),
    (r"\bamar\b(?=\s+(?:bkash|nagad|rocket|account|card|taka|limit|pin|otp))", "my"),
    # Round 63: "limit ta barie din" (raise the limit), "tule din" (lift it), "bondho kore din".
    (r"\b(limit|limits)\s+(?:ta|ti|gulo|guli)\b", r"the \1"),
    (r"\b(?:bariye|barie|baraye|bariya|baraiya|barai)\s+(?:din|dao|den|diben|dite)\b|\bbaran\b",
     "raise"),
    (r"\btule\s+(?:din|dao|den|diben)\b", "remove"),
    (r"\b(send|transfer|pay|approve|add|confirm|remove|off)\s+(?:koro|koren|korun|kore\s+dao|kore\s+din|kor)\b",
     r"\1"),
    # Round 69: a control left out, Bangla's "without" after what it governs ("fingerprint ba PIN
    # chara": without fingerprint or PIN; "ba", or, only between two controls); "ekhon theke"
    # (from now on); "login korte chai" (I want to log in).
    (rf"\b({_CHECK})\s+(?:ba|othoba|ar)\s+({_CHECK})\b", r"\1 or \2"),
    (rf"\b((?:{_CHECK})(?:\s+or\s+(?:{_CHECK}))?)\s+(?:chara|charai|chhara|chharai)\b",
     r"without \1"),
    (r"\b(?:ekhon|akhon|ekhn)\s+(?:theke|thike)\b", "from now on"),
    (r"\b(?:aj|aaj)\s+(?:theke|thike)\b", "from today"),
    (r"\b([a-z]+)\s+(?:korte|korbo\s+bole)\s+(?:chai|chaai|cai)\b", r"want to \1"),
    # Sinhala: "mata OTP eka epa" (I don't want the OTP), "eka … ain karanna" (remove it); Tamil
    # "OTP vendam" (no OTP wanted).
    (r"\b(otp|pin|code|password|limit|alert|alerts|sms|card|account|token|confirmation|"
     r"beneficiary)\s+eka\b", r"the \1"),
    (r"\bmata\s+((?:\w+\s+){1,3}?)(?:epa|epaa|ona\s+naha|oney\s+naha)\b", r"i dont want \1"),
    (r"\beka\s+(?=(?:\w+\s+)?(?:ain|nawattanna|off|remove))", "it "),
    (r"\b(?:ain|ayin)\s+(?:karanna|karala|karapan|karanne|karanna\s+puluwanda)\b", "remove"),
    (r"\b(?:enakku|enaku)\s+", "i "),
    # How amounts are written to the user: "raqam dollars mein likhein" (write the amounts in
    # dollars). "raqam" is an amount here, not a phone's number as in Arabic.
    (r"\braqam\s+(\w+)\s+(?:mein|me|main)\s+(?:likh|dikha|bata)\w*\b", r"write amounts in \1"),
    # None wanted: "koi verification nahi" (no verification), read after "ki koi zaroorat nahi".
    (r"\bkoi\s+(\w+)\s+(?:nahi|nahin|nai|nhi)\b", r"no \1"),
    # How the user is spoken to and reached, the verb last (round 61 preferences): "mujhe
    # Hindi-English mix mein hi reply karna" (reply to me only in a Hindi-English mix), "WhatsApp
    # pe hi notify karna" (notify me on WhatsApp only), "SMS mat bhejna" (don't send SMS).
    (r"\b(?:(?:mujhe|mujhko|hume|humein|hamein)\s+)?((?:\w+\s+){0,2}?(?:hindi|english|urdu|hinglish|"
     r"tamil|punjabi|bengali|bangla|gujarati|marathi|telugu|roman\s+urdu|roman\s+hindi)(?:\s+mix)?)\s+"
     r"(?:mein|me|main|mai)\s+(hi\s+)?(?:reply|jawab|baat|message|msg|likh\w*)\s+(?:karna|karo|karein|"
     r"karen|kijiye|kijie|dena|do|dijiye|kar\s+do|kar\s+dena|kiya\s+karo)\b",
     r"reply to me in \1 \2"),
    (r"\b(whatsapp|sms|email|e\s+mail|mail|telegram|signal|viber|imo|call|phone|app)\s+"
     r"(?:pe|par|pa|pr|se|mein|me)\s+(hi\s+)?(notify|message|msg|text|reply|contact|call|inform|update)\s+(?:karna|karo|"
     r"karein|karen|kijiye|kijie|kar\s+do|kar\s+dena|kiya\s+karo)\b", r"\3 me on \1 \2"),
    (r"(?<=\bmix\s)hi\b|(?<=\bwhatsapp\s)hi\b|(?<=\bsms\s)hi\b|(?<=\bemail\s)hi\b", "only"),
    (r"\b(sms|calls?|emails?|mails?|messages?|msgs?|notifications?|alerts?|voice\s+notes?)\s+mat\s+"
     r"(?:bhejna|bhejo|bhejiye|bhejein|bhejen|karna|karo|kijiye)\b", r"dont send \1"),
    (r"\b(pure|pura|sirf|only)\s+(hindi|english|urdu)\s+(?:nahi|nahin|nai|nhi)\b", r"not \1 \2"),
)

__all__ = ["HINDI_PHRASES", "HINDI_WORDS", "SOUTH_ASIA_PHRASES"]
