"""Labels of the core's secrets in the languages and scripts its lists lacked (blind rounds 64
to 66), added to the secrets of ``memoryadmin.engine.secrets_words``.

- A code in Ge'ez script, Amharic and Tigrinya: "ኮድ" (code), "ኮዱ" (the code), "ኦቲፒ", "የማረጋገጫ
  ቁጥር" (the verification number): "ብኽብረትኩም እቲ ዝተላእከ ኮድ ኣእትዉ" asks for the code sent, "ኮድ
  902315 እዩ" gives it.
- A card's code named by where it is, its back, in any of the languages users mix in: a word
  for the back and a word for the card together, either way round ("3 numbers sa likod ng card",
  "trois chiffres au dos de la carte", "ከካርድዎ ጀርባ", "nyuma ya kadi", "ظهر البطاقة"). The back
  alone names nothing ("sa likod ng bahay"), nor the card alone (a card's number is its own
  secret). Named in a request, three or four digits in the reply are the code, however said.
  Bangla, Hindi and Nepali in Latin letters and in their scripts ("card er pichoner code 451",
  "कार्डको पछाडिको नम्बर"), and Jamaican and Krio with no card named, as English's "the numbers
  on the back" ("di likkle number pon di back a 280"), rounds 68 and 69.
- A password in Malay and Indonesian, "kata laluan" and "kata sandi" ("kata laluan saya
  Kucing_comel88": "saya", mine, is a possessive the glue reads), round 66.
- A count of digits, in the languages users mix in (English's "4-digit" is the core's): a
  request that names one asks for digits ("Informe os 6 dígitos que você recebeu"), and a
  number of four to eight digits in the reply is the code, however it is put ("acho que é
  558201"), round 66 (``secrets_asked.CODE_ASKED``).

Requests are read folded (``secrets_replies``), so the labels are written in plain letters.
"""

from __future__ import annotations

from memoryadmin.engine import secrets_mena, secrets_north

# A one-time code in Ge'ez script (its syllables are word characters: no fold needed).
CODE_LABELS = (
    r"ኮ(?:ድ|ዱ)\w{0,2}|ኦቲፒ\w{0,2}|(?:የ)?ማረጋገጫ\s+(?:ቁጥ|ኮ)\w{0,3}",
    # Luganda "koodi" (a code: "Koodi eri 617 442", round 67), with "ya" or "yange" after it as
    # the glue reads them. Its long vowel only: Swahili "kodi" is a tax or a rent.
    r"koodi",
    # Cape Verdean Kriolu "kodigu" (Portuguese "código" as it is said: "Kodigu e 770341", round
    # 73), and the spellings between them.
    r"k[oó]dig[uo]|c[oó]digu",
    # Shona "kodhi", Chichewa and Bemba "khodi" ("kodhi iyi 339120 yaramba", this code refused),
    # round 76.
    r"kh?odhi|khodi",
    # Georgian "kodi" (the code) in Latin letters, only where the code is named as one or its
    # copula "aris" (is) follows (Swahili "kodi" is a rent): "sms kodi 482913", "kodi aris …";
    # in Georgian script "კოდი", "ერთჯერადი კოდი" (the one-time code), round 78.
    r"(?:sms|ertjeradi|dadasturebis|verifikaciis)\s+kodi|kodi(?=\s+(?:aris|ari)\b)",
    r"(?:(?:sms|ერთჯერად\w*|დადასტურებ\w*)\s+)?კოდ\w*",
    # Greek "κωδικός" (a code: "κωδικός μιας χρήσης", the one-time code; "κωδικός πρόσβασης", the
    # access code) in its script and in Latin letters ("O kodikos einai 260839"), round 79.
    r"κ[ωώ]δικ\w*(?:\s+(?:μιας\s+χρ[ηή]σης|επαλ[ηή]θευσης|επιβεβα[ιί]ωσης|ασφαλε[ιί]ας|"
    r"πρ[οό]σβασης|sms|otp))?|kodik(?:os|o|ou|oi)(?:\s+(?:sms|otp|prosvasis|mias\s+xrisis))?",
    # Italian "codice" (a code: "codice di accesso", "codice utente" to log in to home banking),
    # not a tax code, an IBAN, a postal or a discount code, round 79.
    r"codice(?!\s+(?:fiscale|iban|bic|swift|sconto|promo\w*|postale|di\s+avviamento|cap|abi|"
    r"cab|pratica|ordine|articolo|prodotto|cliente\s+aziendale)\b)(?:\s+(?:di\s+|d['’]\s?)?"
    r"(?:accesso|sicurezza|verifica|conferma|autorizzazione|dispositivo|otp|sms|utente|cliente|"
    r"titolare|pin|segreto))?",
    # Persian, Finglish and Hebrew (round 80: ``secrets_mena``).
    *secrets_mena.CODE_LABELS,
    # The Nordic, Baltic and Central European languages (round 81: ``secrets_north``).
    *secrets_north.CODE_LABELS,
)
# A PIN in Tigrinya: "ምስጢራዊ ቁጽሪ" (the secret number); Amharic's is the core's.
PIN_LABELS = (
    r"(?:ም|ሚ)ስጢ?ራዊ\s+ቁ(?:ጽ|ጥ)\w{0,3}",
    # Georgian "pin kodi" (the PIN code: "pin kodi 3317 aris magram ar mushaobs", it is 3317 but
    # does not work), "პინ კოდი" in its script, round 78.
    r"pin\s*kodi|პინ(?:[\s-]?კოდ\w*)?",
    # Arabic, Arabizi, Hebrew, Persian and Finglish (round 80: ``secrets_mena``).
    *secrets_mena.PIN_LABELS,
    *secrets_north.PIN_LABELS,
)

# The back of a thing, in the languages users mix in (English's own labels are the core's):
# Tagalog and Bisaya "likod", French "au dos", "verso", "derrière", Spanish "reverso", "dorso",
# "detrás", "atrás", Portuguese "verso", "parte de trás" (a bare "dos" is Spanish "two", "tras"
# "after"), Swahili "nyuma", Hausa "baya(n)",
# Yoruba "ẹ̀yìn", Igbo "azụ", Twi "akyi", Kreyòl "dèyè", Wolof "ginaaw", Malay "belakang",
# isiZulu "emuva", Arabic "ظهر", "خلف", "الخلفي(ة)", Amharic "ጀርባ", Tigrinya "ድሕሪት".
_BACK = (
    r"(?:likod|(?:au|le|du)\s+dos|verso|derriere|reverso|dorso|detras|atras|parte\s+(?:de\s+)?tras\w*|"
    r"nyuma|bayan?|eyin|azu|akyi|deye|ginaaw|belakang|emuva|"
    # Luganda "emabega" (behind: "ez'emabega ku kaadi", those at the back of the card, round 67).
    r"(?:[a-z]{1,3}['’])?(?:e|ku\s+)?mabega|"
    r"ظهر|خلف|(?:ال)?خلفي[ةه]?|ጀርባ\w{0,2}|ድሕሪ\w{0,2}|"
    # Bangla "pichone", "pichoner" (at the back, of the back: "card er pichoner code"), Hindi
    # "peeche", Nepali "pachadi", typed in Latin letters or in their scripts ("কার্ডের পিছনের
    # কোড", "कार्ड के पीछे", "कार्डको पछाडि"), rounds 68 and 69.
    r"p[ie]c?h{1,2}o?ne(?:r|y|re)?|pe{1,2}c?h{1,2}e|pac?h{1,2}a{1,2}d[iy](?:ko)?|"
    r"প[িে]ছন[^\s\d]{0,3}|प[ीि]छे|पछाड[ीि](?:को)?|"
    # Arabic "ورا" (behind), Hebrew "גב", "אחורי", Persian "پشت", round 80.
    rf"{secrets_mena.BACK}|{secrets_north.BACK})"
)
# A card: English's word, borrowed everywhere ("likod ng card"), and each language's own:
# French "carte", Spanish "tarjeta", Portuguese "cartão", Swahili and Hausa "kadi", "kati(n)",
# Yoruba "kaadi", Kreyòl "kat" (with its article: "kat la"), Malay "kad", Arabic "بطاقة" (its
# article and "your" joined), "الكارت", Amharic "ካርድ" (from the card: "ከካርዱ").
_CARD = (
    r"(?:card|carte|tarjeta|carta[oõ]|cart[aã]o|kadi|katin?|kaadi|kat(?=\s+(?:la|a|ou|w|mwen)\b)|kad|"
    r"(?:ال)?بطاق[ةه]\w{0,2}|(?:ال)?(?:كارت|كرت)\w{0,2}|(?:ከ|በ|የ)?ካር[ድዱዴዶዳ]\w{0,2}|"
    # Bengali and Devanagari "কার্ড", "कार्ड" (the view drops the virama: "কারড"), their case
    # endings joined ("কার্ডের", of the card; "कार्डको").
    r"কার্?ড[^\s\d]{0,3}|कार्?ड[^\s\d]{0,3}|"
    # Hebrew "כרטיס", Persian "کارت", Finglish "kart", round 80.
    rf"{secrets_mena.CARD}|{secrets_north.CARD})"
)
# The code's digits, named after where they are: "ከካርዱ ጀርባ ያለው ቁጥር 815 ነው" (the number at the
# back of the card is 815), "au dos de la carte, les chiffres: …".
_NUMBERS = (
    r"(?:numbers?|numeros?|numero|mga\s+numero|chiffres?|digitos?|nimewo|namba|nambari|lambobi|"
    # Luganda "ennamba" (the numbers).
    r"e?nnamba|"
    r"lamba|nomba|ቁጥ\w{0,3}|ቁጽ\w{0,3}|(?:ال)?ارقام|(?:ال)?رقم|"
    # A code, and Bengali and Devanagari "কোড", "নম্বর", "कोड", "नंबर" (rounds 68 and 69).
    r"codes?|কোড|না?ম্?বার?|कोड|न(?:ं|म्?)बर|"
    # Hebrew "ספרות" (digits), Persian "شماره", "ارقام", round 80.
    rf"{secrets_mena.NUMBERS}|{secrets_north.NUMBERS})"
)
# A few small words between them ("sa likod ng card", "au dos de la carte", "ظهر البطاقة").
_BETWEEN = r"\s+(?:[^\s\d.,!?;:]{1,8}\s+){0,2}?"
# A label in an Indic script may end on a vowel sign ("কার্ডের পিছনে ৪৫১"), which is no word
# character: the label then takes the space up to the digits, so it still ends on a word's edge.
_INDIC_END = r"(?:(?<=[\u0900-\u09ff])[\s:=\-]*(?=\d))?"
# Jamaican and Krio, no card named, as English's "the numbers on the back" (``secrets_words``):
# "di likkle number pon di back a 280", "di tree nomba dem na di bak", "back a di card" (round 69).
_PATOIS_ARTICLE = r"(?:di|de|da|dah|the|mi|me|yuh|yu|ya)"
_PATOIS_BACK = (
    rf"(?:numbers?|numba|nomba|digits?|code)(?:\s+dem)?\s+(?:pon|upon|na|inna|ah?|at|on)\s+"
    rf"{_PATOIS_ARTICLE}\s+ba(?:ck|k)(?:\s+(?:of|a|ah|o)\s+{_PATOIS_ARTICLE}\s+(?:card|kard|kad))?",
    # ... what it says: "back a di card seh 4 4 0".
    rf"ba(?:ck|k)\s+(?:a|ah|o)\s+{_PATOIS_ARTICLE}\s+(?:card|kard|kad)(?:\s+(?:seh|sey))?",
)
# Their count before the numbers, a Bangla counting word joined or not ("pichone 3 ta number").
_COUNTED = r"(?:[34\u09e9\u09ea\u0969\u096a](?:\s*(?:ta|ti|টা|টি))?\s+)?"
# French with no card named, as English's "the 3 numbers behind": "les 3 chiffres au dos: 0 6 7",
# "le code derriere c 715" (round 71); the back alone still names nothing ("au dos du recu").
_FRENCH_BACK = r"(?:au|du)\s+dos|derriere"
_FRENCH_NUMBERS = r"(?:chiffres|numeros|nombres|code|codes)"
CARD_BACK_LABELS = (
    rf"{_COUNTED}{_FRENCH_NUMBERS}\s+(?:{_FRENCH_BACK})(?!\s+(?:de|du|d['’]|des|la|le|les)\b)",
    rf"{_BACK}{_BETWEEN}{_CARD}(?:{_BETWEEN}{_COUNTED}{_NUMBERS})?{_INDIC_END}",
    rf"{_CARD}{_BETWEEN}{_BACK}(?:{_BETWEEN}{_COUNTED}{_NUMBERS})?{_INDIC_END}",
    *_PATOIS_BACK,
    # Persian, Finglish and Hebrew (round 80: ``secrets_mena``).
    *secrets_mena.CVV_LABELS,
    # ... and the Nordic, Baltic and Central European ones (round 81).
    *secrets_north.CVV_LABELS,
    *secrets_north.CARD_BACK_LABELS,
)

# A password in Amharic and Tigrinya (see ``PASSWORD_LABELS``).
GEEZ_PASSWORD = r"(?:የ)?ይለፍ\s*ቃ[ልሌሉላሏሎ]\w{0,3}|ፓስወር[ድዱዴዳዶ]\w{0,3}|መሕለፊ\s*ቃ[ልሌሉላሎ]\w{0,3}"

# A password in Malay ("kata laluan") and Indonesian ("kata sandi"), "-nya" (the) joined to it
# ("kata sandinya Melati#2020"). A value right after it is the password, as after English's
# word; "baru" (new), "lupa" (forgot) and the like are no value (``NOT_A_PASSWORD``).
PASSWORD_LABELS = (
    r"kata\s*(?:laluan|sandi)(?:nya)?",
    # Chichewa "paswedi", Shona "pasiwedhi", Bemba "pasiwedi" (the English word as it is said:
    # "paswedi yanga ndi mphatso2020", my password is …), round 76; isiZulu's "iphasiwedi" and
    # Sesotho's "phasewete" are the core's.
    r"ph?as+i?wed(?:h)?i",
    # Amharic "የይለፍ ቃል" (the word that lets one pass: a password), its endings joined to "ቃል"
    # ("የይለፍ ቃሌ", my password; "ቃልዎን", yours, asked; "ቃሉ", the), and "ፓስወርድ"; Tigrinya
    # "መሕለፊ ቃል" (round 67). "ቃል" alone is any word, a promise: only the pair names it. A word
    # in Ge'ez script right after it is the sentence going on ("የይለፍ ቃልዎን ያስገቡ", enter your
    # password), never its value: a password in those letters is read by its shape
    # (``secrets_asked.PASSWORD_NAMED``).
    rf"(?:{GEEZ_PASSWORD})(?=\s*[^\s\u1200-\u137f])",
    # Haitian Kreyòl "modpas" (French "mot de passe" as it is said and typed: "Ou ka ekri modpas ou
    # a?", "modpas mwen se …"), round 77; French's own spellings are the core's.
    r"m[oò]d\s?pas(?:e|s)?",
    # Georgian "paroli" (a password: "paroli aris Tbilisi2020"), "პაროლი" in its script, round 78.
    r"paroli|პაროლ\w*",
    # The Nordic, Baltic and Central European languages (round 81: ``secrets_north``).
    *secrets_north.PASSWORD_LABELS,
)

# A card's number in Spanish, Portuguese and Kreyòl ("o número do cartão é 5162 9034 1187 2290",
# "el número de mi tarjeta", "nimewo kat mwen"), round 77: thirteen to nineteen digits after it
# are the card's whether or not they pass Luhn, as after English's "card". The last four alone
# ("termina en 2290") are no card's number: the value's length rules them out.
CARD_NUMBER_LABELS = (
    r"(?:n[uú]mero|num|n[º°o]\.?)\s+(?:d[oae]|del|de(?:\s+(?:la|mi|tu|su|meu|minha))?)\s+"
    r"(?:cart[aã]o|tarjeta)",
    r"(?:cart[aã]o|tarjeta)(?:\s+(?:de\s+)?(?:cr[eé]dito|d[eé]bito))?",
    r"nimewo\s+kat(?:\s+(?:kredi|debi|bank))?",
)

# Four to eight, in digits of any script a request is typed in and in words: Portuguese,
# Spanish, French, Malay and Indonesian, Turkish, Swahili ("tarakimu nne", the word after),
# Hindi and Punjabi.
_COUNT = (
    r"(?:[4-8\u0664-\u0668\u06f4-\u06f8\u096a-\u096e\u0a6a-\u0a6e]|quatro|cinco|seis|sete|oito|"
    r"cuatro|siete|ocho|quatre|cinq|six|sept|huit|empat|lima|enam|tujuh|lapan|delapan|"
    r"d[öo]rt|be[şs]|alt[ıi]|yedi|sekiz|चार|पा(?:ं|ँ)?च|छह|छः|सात|आठ|ਚਾਰ|ਪੰਜ|ਛੇ|ਸੱਤ|ਅੱਠ)"
)
# The digits, counted: Portuguese and Spanish "dígitos", French "chiffres", Malay and Indonesian
# "digit", "angka", Turkish "haneli", "rakamlı", Hindi "अंक(ों)", Punjabi "ਅੰਕ(ਾਂ)", Arabic "أرقام",
# "خانات" (its count before or after: "من ٤ أرقام", "الأرقام الأربعة"), Swahili "tarakimu".
_ARABIC_COUNT = r"(?:ال)?(?:[اأ]ربع[ةه]?|خمس[ةه]?|ست[ةه]|سبع[ةه]?|ثماني[ةه]?)"
DIGITS_LABELS = (
    rf"{_COUNT}[\s-]*(?:d[ií]gitos?|chiffres|angka|hanel[ıi]|rakaml[ıi]|अंक|ਅੰਕ)",
    rf"(?:{_COUNT}|{_ARABIC_COUNT})\s+(?:(?:ال)?[اأ]رقام|خانات)",
    rf"(?:ال)?[اأ]رقام\s+{_ARABIC_COUNT}",
    r"tarakimu\s+(?:[4-8]|nne|tano|sita|saba|nane)",
)

__all__ = [
    "CARD_BACK_LABELS",
    "CARD_NUMBER_LABELS",
    "CODE_LABELS",
    "DIGITS_LABELS",
    "GEEZ_PASSWORD",
    "PASSWORD_LABELS",
    "PIN_LABELS",
]
