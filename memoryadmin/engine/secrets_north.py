"""Labels of the core's secrets in the Nordic, Baltic and Central European languages (blind round
81), added to the secrets of ``memoryadmin.engine.secrets_words`` through ``secrets_languages``,
and the words that link a label to its value there (``secrets_links``).

- A PIN: the borrowed "PIN" with each language's word for a code joined or after it ("PIN-kod",
  "PIN-koden", "PIN-koodini" (my PIN), "PIN kódom" (my PIN), "PIN kodas", "PIN-kóði", "pinkode",
  "PIN-numer"), Finnish "tunnusluku"; a CVV the same way ("CVV-koodi", "CVC-koden", "CVV kód").
- A one-time code: each language's word for a code with its endings ("koden", "koodi", "kood",
  "kods", "kodas", "kodą", "kód", "kódot", "kóði", "kóða"), alone or joined after what it is for
  ("engangskoden", "vahvistuskoodi", "SMS-kod", "staðfestingarkóði"), or with that word before it
  ("ověřovací kód", "vienreizējo kodu", "patvirtinimo kodas", "jednorazowy kod", "egyszer
  használatos kód"). Not a discount's, a post's, a product's, a bank's or a country's code, nor a
  person's ID code ("isikukood", "asmens kodas": ``secrets_ids_north``), which the value's length
  rules out anyway.
- The card's back: "baksidan", "baksiden", "bagsiden", "takana", "tagaküljel", "aizmugurē",
  "kitoje pusėje", "na odwrocie", "z tyłu", "na zadní straně", "hátulján", "bakhlið", with the
  card or the digits named beside it ("koden på baksidan är 918", "a hátulján lévő három szám").
- A password: "lösenord", "passord", "adgangskode", "salasana", "parool", "parole" (Latvian; only
  before its copula or a colon: French "parole" is a word), "slaptažodis", "heslo", "jelszó"
  ("jelszavam", my password), "lykilorð", with their endings.
- Security questions (``QUESTIONS``, for ``secrets_questions.QUESTION_ASKED``): the question by
  its name ("Sikkerhetsspørsmål", "Pytanie kontrolne", "Turvakysymys", "Biztonsági kérdés"...), a
  mother's maiden name, a first pet or school ("barneskolen din"), where a parent was born
  ("missä kaupungissa äitisi syntyi?").
- Links: the copulas "är", "er", "on", "ir", "yra", "jest", "je", "volt" and their past, and "my"
  after the noun ("koden min er"), read only between a secret's label and its value.

Requests and replies are read folded (``secrets_replies``, ``digit_view``): "ö", "ä", "å", "č",
"ę" read plain; "ø", "æ", "ð", "þ" stay as they are, so both spellings are written.
"""

from __future__ import annotations

# A code, in each language, with its case endings and "my"/"your" joined: Swedish "kod(en)",
# Norwegian and Danish "kode(n)", Finnish "koodi(n|a|ni|si)", Estonian "kood(i)", Latvian
# "kods", "kodu", Lithuanian "kodas", "kodą", Polish "kod(u)", Czech and Slovak "kód(u)",
# Hungarian "kód(ot|om|ja)", Icelandic "kóði", "kóða", "kóðinn".
_CODE_WORD = (
    r"(?:k[oó]d(?:e(?:n|r|ne|rne|rna|t)?|en|er|erna|as|ą|a|o|u|em|y|s|ot|om|omat|ja|ját|jat|"
    r"unk|dal|ai)?|"
    r"kood(?:i(?:n|a|ni|si|nne|mme|t|ga|st)?)?|"
    r"k[oó]ð(?:i|a|u|inn|ann|anum|ans)|"
    r"kod[eę]m?)"
)
# What is no code that proves anything, joined before the word or after it: a discount's, a
# post's, a product's, a bank's, a country's, a person's (an ID), a reference, a QR code.
_NOT_JOINED = (
    r"(?!(?:rabatt|rabat|promo|kampanj|alennus|lahja|posti|post|pocztow|viite|tuote|vare|"
    r"produkt|kunde|kund|asiakas|swift|bic|iban|bank|pank|qr|bar|isiku|henkilo|personas|"
    r"asmens|maksu|ref|maa|riigi|allahindlus|soodus|atlaid|nuolaid|kedvezm|slev|zlav|"
    r"afslatt|irany|vouch|gavekort|present|lahjakortti|land|lands|area|omrade|salg|sale)"
    r"[^\s\d]{0,12}(?:k[oó]d|kood|k[oó]ð))"
)
_NOT_AFTER = (
    r"(?!\s+(?:pocztow|rabat|promo|bank|kraj|post|produkt|zlav|slev|qr|swift|bic|iban|"
    r"pasta|pa[sš]to|kupon|vouch|karty\s+podarun|rabattkod)\w*)"
)
_CODE = rf"{_NOT_JOINED}(?:(?:(?![\d_])\w){{3,24}}-?)?{_CODE_WORD}{_NOT_AFTER}"
# What the code is for, said before it as a word of its own.
_CODE_BEFORE = (
    r"(?:ov[eě][rř]ovac[ií]|overovac[ií]|potvrzovac[ií]|autoriza[cč]n[ií]|jednor[aá]zov[yýé]|"
    r"jednorazow[yey]|weryfikacyjn\w*|autoryzacyjn\w*|potwierdzaj[aą]c\w*|sms|otp|"
    r"vienreiz[eē]j\w*|apstiprin[aā]juma|verifik[aā]cijas|autoriz[aā]cijas|"
    r"patvirtinimo|vienkartin\w*|autorizacijos|"
    r"[üu]hekordse|[üu]hekordne|kinnitus|turva|"
    r"ellen[őo]r(?:z[őo]|ző)|meger[őo]s[ií]t[őo]|egyszer\s+haszn[aá]latos|azonos[ií]t[oó]|"
    r"biztons[aá]gi)\s+"
)
# The code named after "PIN" or "CVV": "PIN-kod", "PIN kódom", "CVV-koodi".
_PIN_CODE = (
    r"(?:k[oó]d\w{0,4}|kood\w{0,4}|k[oó]ð\w{0,4}|kodas|kod[aąu]|kods|n[uú]mer\w{0,3}|"
    r"nummer\w{0,3}|numero\w{0,3}|numbri\w{0,2}|numurs|numeris|[cč][ií]slo\w{0,2}|sz[aá]m\w{0,3}|"
    r"luku\w{0,3}|tunnus\w{0,4})"
)

# Finnish and Estonian "on" (is) after the region's own labels only ("PIN-koodini on 4471",
# "mu parool on ..."): English "on" after a label is a date or a place ("my password on Monday").
_ON = r"(?:\s+on(?=\s))?"

PIN_LABELS = (
    rf"pin[\s\-–]?{_PIN_CODE}{_ON}",
    # Finnish "tunnusluku" (the card's PIN), Swedish "personlig kod", Icelandic "leyninúmer".
    rf"tunnuslu(?:ku|vun|kuni|kusi|ku[aä])\w{{0,3}}{_ON}",
    r"personlig(?:a)?\s+kod(?:en)?",
    r"leyni(?:n[uú]mer|k[oó]ð)\w{0,3}",
)
CODE_LABELS = (
    rf"{_CODE_BEFORE}{_CODE_WORD}{_ON}",
    rf"{_CODE}{_ON}",
)
CVV_LABELS = (rf"(?:cvv|cvc|cvn)2?[\s\-–]?{_PIN_CODE}{_ON}",)

# The back of a card: Swedish "baksidan", Norwegian "baksiden", Danish "bagsiden", Finnish
# "takana", "takapuolella", "kääntöpuolella", Estonian "tagaküljel", "taga", Latvian
# "aizmugurē", "otrā pusē", Lithuanian "kitoje pusėje", "galinėje pusėje", Polish "na odwrocie",
# "z tyłu", Czech and Slovak "na zadní straně", "vzadu", "na rubu", Hungarian "hátulján",
# "hátoldalán", "hátoldali", Icelandic "bakhlið", "aftan á".
BACK = (
    r"baksid(?:an|a|en|e)|bagsid(?:en|e)|takana|takapuole\w{0,4}|kaantopuole\w{0,4}|"
    r"k[aä][aä]nt[oö]puole\w{0,4}|tagak[üu]lje\w{0,2}|aizmugur\w{0,2}|otr[aā]\s+pus[eē]|"
    r"(?:kitoje|galin[eė]je)\s+pus[eė]je|odwrocie|z\s+ty[łl]u|rewersie|"
    r"zadn[ií]\s+stran[eě]|zadnej\s+strane|vzadu|rubu|"
    r"h[aá]tulj[aá]n|h[aá]toldal[aá]n|h[aá]toldali|h[aá]ts[oó]|"
    r"bakhli[ðd]\w{0,3}|aftan\s+[aá]"
)
CARD = (
    r"kort(?:et|ets|in|ti|tia|issa|ista)?|kaardi\w{0,3}|kaart|kart(?:e|es|ei)|kortel[eė]\w{0,2}|"
    r"kart(?:y|[eę]|a|cie|ou|[eě])|k[aá]rty[aá]\w{0,4}|korti[ðd]\w{0,2}|kortsins"
)
NUMBERS = (
    r"siffr(?:or|orna|a)|sifr(?:e|ene)|cifr(?:e|ene)|numr(?:e|ene)|numero(?:t|a)?|numbrid|"
    r"cipari|skaitmen\w{0,3}|skai[cč]iai|cyfr(?:y|ach)|[cč][ií]slic\w{0,2}|[cč][ií]sla|"
    r"[cč][ií]slo|sz[aá]m(?:ok|ot|jegy\w{0,3})?|t[oö]lur\w{0,4}|"
    rf"{_CODE_WORD}"
)
# No card named: the digits, a few words, the back ("koden på baksidan är 918"), or the back, a
# few words and the digits ("a hátulján lévő három szám: …").
_FEW = r"\s+(?:[^\s\d.,!?;:]{1,12}\s+){0,2}?"
CARD_BACK_LABELS = (
    rf"(?:{NUMBERS}){_FEW}(?:{BACK})(?:{_FEW}(?:{CARD}))?{_ON}",
    rf"(?:{BACK}){_FEW}(?:{NUMBERS}){_ON}",
)

PASSWORD_LABELS = (
    r"l[oö]senord(?:et)?",
    r"passord(?:et)?",
    r"adgangskode(?:n)?",
    rf"salasana(?:ni|si|n|a|nne)?{_ON}",
    rf"parool(?:i|iga)?{_ON}",
    r"parole(?:i)?(?=\s*(?:[:=]|ir\b|bija\b))",
    r"slapta[zž]od(?:is|[iį]|[zž]io)",
    r"hesl(?:o|a|em)",
    r"jelsz(?:[oó]|av\w{0,4})",
    r"lykilor[ðd]\w{0,3}",
)

# "My" after the noun ("koden min er 4471", "PIN-koden mín er"), and the copulas: Swedish "är",
# "var"; Norwegian, Danish and Icelandic "er", "var"; Finnish and Estonian "oli" ("on" is
# ``_ON``); Latvian "ir", "bija"; Lithuanian "yra", "buvo"; Polish "jest", "był(a)"; Czech and
# Slovak "je", "byl(a)", "bol(a)"; Hungarian "volt"; the plurals ("eru", "ovat", "są", "jsou":
# the card's three digits are). Swedish "är" folded ("ar") only before digits: Georgian "ar" is
# "not" ("paroli ar mushaobs", the password does not work).
NORTH_MY = r"min|mitt|mine|minn|m[ií]n|mitt|minu|mano|m[oó]j|m[uů]j|m[oô]j"
NORTH_COPULAS = (
    r"är|ar(?=\s*\d)|er|eru|var|voru|oli|ovat|ir|bija|yra|buvo|jest|są|by[łl]a?|je|jsou|sú|"
    r"byla?|bola?|volt"
)

# --- security questions --------------------------------------------------------------------------

# A parent, "your" joined or after: Norwegian and Danish "moren din", "mor din", "din mor";
# Swedish "din mamma"; Finnish "äitisi", "isäsi"; Estonian "teie ema"; Polish "Pani matki",
# "twoja mama"; Czech "vaše matka"; Hungarian "édesanyja", "anyja".
_PARENT = (
    r"(?:mor(?:en|ens)?|far(?:en|ens)?|mamma(?:n)?|pappa(?:n)?|mamm(?:a|as)|m[øo]dre?|"
    r"[aä]iti(?:si|nne)|is[aä](?:si|nne)|[aä]idin|is[aä]n|ema|isa|m[aā]te(?:s|i)?|t[eē]v(?:s|a|am)|"
    r"motin\w{0,2}|t[eė]v(?:as|o|ui)|matk\w{0,2}|ojc\w{0,2}|mam[aąęo]|mamie|tat[aoy]|tacie|ot(?:ec|ce|ci|cem)|"
    r"(?:[eé]des)?any(?:ja|ád|ad)|(?:[eé]des)?apj(?:a|ád|ad)|m[oó][ðd]ir|fa[ðd]ir)"
)
_BORN = (
    r"f[öo]dd(?:es|e|s)?|f[øo]dt|f[øo]ddes|syntyi|s[üu]ndis|dzim\w{0,4}|gim[eė]|"
    r"urodzi\w{0,4}|narodil\w{0,2}|narodila|sz[üu]letett|f[æa]ddist"
)
QUESTIONS = (
    # The question by its name.
    r"s[aä]kerhetsfr[aå]g\w{0,3}|kontrollfr[aå]g\w{0,3}|sikkerhets?sp[øo]rsm[aå]l\w{0,3}|"
    r"sikkerhedssp[øo]rgsm[aå]l\w{0,3}|kontrollsp[øo]rsm[aå]l\w{0,3}|turvakysymy\w{0,3}|"
    r"turvak[üu]simus\w{0,3}|kontrollk[üu]simus\w{0,3}|dro[sš][iī]bas\s+jaut[aā]jum\w{0,2}|"
    r"saugumo\s+klausim\w{0,3}|pytani\w{0,2}\s+(?:kontroln\w{0,3}|bezpiecze[nń]stwa)|"
    r"bezpe[cč]nostn[ií]\s+ot[aá]zk\w{0,2}|kontroln[ií]\s+ot[aá]zk\w{0,2}|"
    r"biztons[aá]gi\s+k[eé]rd[eé]s\w{0,3}|[öo]ryggisspurning\w{0,3}",
    # A mother's name before she married.
    r"flicknamn|pikenavn|pigenavn|tytt[oö]nim\w{0,3}|neiup[oõ]lvenim\w{0,3}|"
    r"pirmslaul[iī]bas\s+uzv[aā]rd\w{0,2}|mergautin\w{0,3}\s+pavard\w{0,2}|"
    r"nazwisk\w{0,2}\s+(?:rodow\w{0,2}|panie[nń]sk\w{0,2})|rodn[eé]\s+p[rř][ií]jmen[ií]|"
    r"(?:d[ií]v[cč][ií]|za\s+svobodna)\s+\w{0,10}|le[aá]nykori\s+nev\w{0,2}|"
    r"meyjarnafn\w{0,3}|skírnarnafn",
    # A first pet, school or teacher.
    r"(?:f[öo]rsta|f[øo]rste|ensimm[aä]i\w{0,6}|esimes\w{0,2}|pirm\w{0,4}|pierwsz\w{0,3}|"
    r"prvn[ií]\w{0,3}|prv\w{0,3}|els[oő]|fyrst\w{0,2})\s+(?:\w+\s+)?"
    r"(?:husdjur\w{0,3}|kj[æa]ledyr\w{0,3}|k[æa]ledyr\w{0,3}|lemmik\w{0,6}|koulu\w{0,4}|"
    r"kool\w{0,2}|m[aā]jdz[iī]vniek\w{0,2}|skol\w{0,3}|augintin\w{0,2}|mokykl\w{0,2}|"
    r"zwierz\w{0,5}|szko[lł]\w{0,2}|nauczyciel\w{0,3}|mazl[ií][cč]k\w{0,2}|[sš]kol\w{0,2}|"
    r"h[aá]zi[aá]llat\w{0,3}|kis[aá]llat\w{0,3}|iskol\w{0,3}|tan[ií]t[oó]\w{0,3}|"
    r"g[æa]lud[ýy]r\w{0,3}|sk[oó]l\w{0,3}|hund\w{0,3}|katt\w{0,3}|l[aä]rare\w{0,2}|l[æa]rer\w{0,2})",
    r"barneskole\w{0,2}|folkeskole\w{0,2}|l[aå]gstadie\w{0,8}|ala-?aste\w{0,4}|"
    r"z[aá]kladn[ií]\s+[sš]kol\w{0,2}|szko[lł]\w{0,2}\s+podstawow\w{0,2}|[aá]ltal[aá]nos\s+iskol\w{0,3}",
    # Where a parent was born, either way round.
    rf"{_BORN}\s+(?:[^\s\d?.!]+\s+){{0,2}}?{_PARENT}",
    rf"{_PARENT}\s+(?:[^\s\d?.!]+\s+){{0,2}}?{_BORN}",
    rf"{_PARENT}\w{{0,3}}\s+(?:f[öo]delseort|f[øo]dested|f[øo]debyen|syntym[aä]paik\w{{0,3}}|"
    r"s[üu]nnikoht\w{0,3}|dzim[sš]anas\s+viet\w{0,2}|gimimo\s+viet\w{0,2}|"
    r"sz[üu]let[eé]si\s+hely\w{0,2})",
)

__all__ = [
    "BACK",
    "CARD",
    "CARD_BACK_LABELS",
    "CODE_LABELS",
    "CVV_LABELS",
    "NORTH_COPULAS",
    "NORTH_MY",
    "NUMBERS",
    "PASSWORD_LABELS",
    "PIN_LABELS",
    "QUESTIONS",
]
