"""Digits said as words, in English and the languages users mix in (ENGINE.md section 9).

The secret screens read a view of a text with digits where a user spelt them
(``memoryadmin.engine.digit_view.digit_view``): "my pin is two five eight zero", "tano
mbili…", "três, oito, um, um", "አምስት ሁለት". Forms are without tone marks (the text is
folded first, ``languages.fold``).
"""

from __future__ import annotations

from memoryadmin.engine.digit_words_north import NORTH_DIGITS, NORTH_HOMOPHONES

# Digits in words: English and the languages above (forms without tone marks).
DIGIT_WORDS: dict[str, str] = {
    **dict.fromkeys(["zero", "sifuri", "nul", "odo", "sifiri", "efu"], "0"),
    **dict.fromkeys(["one", "moja", "een", "okan", "ookan", "daya", "otu", "baako"], "1"),
    **dict.fromkeys(["two", "mbili", "twee", "eji", "meji", "biyu", "abuo", "mmienu"], "2"),
    **dict.fromkeys(["three", "tatu", "drie", "eta", "meta", "uku", "ato", "mmiensa"], "3"),
    **dict.fromkeys(["four", "nne", "vier", "erin", "merin", "hudu", "ano", "anan"], "4"),
    **dict.fromkeys(["five", "tano", "vyf", "arun", "marun", "biyar", "ise", "anum"], "5"),
    **dict.fromkeys(["six", "sita", "ses", "efa", "mefa", "shida", "isii", "nsia"], "6"),
    **dict.fromkeys(["seven", "saba", "sewe", "eje", "meje", "bakwai", "asaa", "nson"], "7"),
    **dict.fromkeys(["eight", "nane", "agt", "ejo", "mejo", "takwas", "asato", "nwotwe"], "8"),
    **dict.fromkeys(["nine", "tisa", "nege", "esan", "mesan", "tara", "itoolu", "nkron"], "9"),
    # isiZulu and isiXhosa, Sesotho and Setswana, Luganda (the long, unambiguous forms).
    **dict.fromkeys(["iqanda", "lefela", "zeero"], "0"),
    **dict.fromkeys(["kunye", "nngwe", "emu"], "1"),
    **dict.fromkeys(["kubili", "mbini", "pedi", "bbiri"], "2"),
    **dict.fromkeys(["kuthathu", "ntathu", "tharo", "ssatu"], "3"),
    **dict.fromkeys(["kune", "nnya"], "4"),
    **dict.fromkeys(["isihlanu", "hlanu", "ntlanu", "hlano", "ttaano"], "5"),
    **dict.fromkeys(["isithupha", "thandathu", "tshelela", "mukaaga"], "6"),
    **dict.fromkeys(["isikhombisa", "sixhenxe", "supa", "musanvu"], "7"),
    **dict.fromkeys(["isishiyagalombili", "sibhozo", "robedi", "munaana"], "8"),
    **dict.fromkeys(["isishiyagalolunye", "lithoba", "robong", "mwenda"], "9"),
    # isiZulu counting forms and Shona.
    **dict.fromkeys(["kunye", "poshi", "potsi"], "1"),
    **dict.fromkeys(["sifili"], "0"),
    **dict.fromkeys(["kubili", "piri", "mbiri"], "2"),
    **dict.fromkeys(["kuthathu"], "3"),
    **dict.fromkeys(["kune", "ina"], "4"),
    **dict.fromkeys(["kuhlanu", "shanu"], "5"),
    **dict.fromkeys(["isithupha", "tanhatu"], "6"),
    **dict.fromkeys(["isikhombisa", "nomwe"], "7"),
    **dict.fromkeys(["isishiyagalombili", "sere"], "8"),
    **dict.fromkeys(["pfumbamwe"], "9"),
    # Twi (Akan) besides the forms above: "hwee" nothing, "abien", "abiesa", "ason",
    # "awotwe", "akron".
    **dict.fromkeys(["hwee"], "0"),
    **dict.fromkeys(["abien"], "2"),
    **dict.fromkeys(["abiesa"], "3"),
    **dict.fromkeys(["ason"], "7"),
    **dict.fromkeys(["awotwe"], "8"),
    **dict.fromkeys(["akron"], "9"),
}
# French and Wolof ("ñaar ñett benn" folded to "naar nett benn"); French says a code in
# pairs too ("quatre-vingt-dix, douze, trente-trois"): each pair is its two digits.
DIGIT_WORDS.update(
    {
        **dict.fromkeys(["un", "benn"], "1"),
        **dict.fromkeys(["deux", "naar", "nyaar"], "2"),
        **dict.fromkeys(["trois", "nett", "nyett"], "3"),
        **dict.fromkeys(["quatre", "neent", "nyeent"], "4"),
        **dict.fromkeys(["cinq", "juroom"], "5"),
        **dict.fromkeys(["sept"], "7"),
        **dict.fromkeys(["huit"], "8"),
        **dict.fromkeys(["neuf"], "9"),
    }
)
# Portuguese, Amharic, Kinyarwanda and Somali ("um" and Amharic "and" sound like English
# words: they count only in a run with real digits, as the homophones below).
DIGIT_WORDS.update(
    {
        **dict.fromkeys(["dois", "hulet", "kabiri", "laba"], "2"),
        **dict.fromkeys(["tres", "sost", "gatatu", "saddex"], "3"),
        **dict.fromkeys(["quatro", "arat", "afar", "kane"], "4"),
        **dict.fromkeys(["cinco", "amist", "gatanu", "shan"], "5"),
        **dict.fromkeys(["seis", "sidist", "gatandatu", "lix"], "6"),
        **dict.fromkeys(["sete", "sebat", "karindwi", "toddoba"], "7"),
        **dict.fromkeys(["oito", "simint", "umunani", "siddeed"], "8"),
        **dict.fromkeys(["nove", "zetegn", "icyenda", "sagaal"], "9"),
        **dict.fromkeys(["rimwe", "kow", "moko"], "1"),
        # Lingala (moko above) and Twi ("ɛnan" folded).
        **dict.fromkeys(["mibale"], "2"),
        **dict.fromkeys(["misato"], "3"),
        **dict.fromkeys(["minei", "enan", "nnan"], "4"),
        **dict.fromkeys(["mitano", "nnum", "enum"], "5"),
        **dict.fromkeys(["motoba"], "6"),
        **dict.fromkeys(["sambo"], "7"),
        **dict.fromkeys(["mwambe"], "8"),
        **dict.fromkeys(["libwa"], "9"),
        **dict.fromkeys(["zeru", "eber"], "0"),
    }
)
# Chichewa ("chimodzi ziwiri zisanu zitatu"): six to nine are five and one to four, "zisanu
# ndi chimodzi" (five and one), one digit each. English digits as Krio, Liberian and pidgin
# speakers spell them ("siks", "sevin") and as Chichewa, Bemba and Shona speakers borrow
# them ("faifi", "sikisi", "nayini"); their short forms are words too ("wan", "tu", "tri"):
# they are among the homophones below.
_CHICHEWA_UNITS = {"chimodzi": "1", "imodzi": "1", "ziwiri": "2", "ziwili": "2", "zitatu": "3"}
_CHICHEWA_UNITS.update(dict.fromkeys(["zinayi", "zinai"], "4"))
DIGIT_WORDS.update(
    {
        **_CHICHEWA_UNITS,
        "zisanu": "5",
        **{f"zisanu ndi {w}": str(5 + int(d)) for w, d in _CHICHEWA_UNITS.items()},
        **dict.fromkeys(["ziro", "ziero"], "0"),
        **dict.fromkeys(["fayv", "faiv", "faifi", "fayivi"], "5"),
        **dict.fromkeys(["siks", "sikisi"], "6"),
        **dict.fromkeys(["sevin", "sebin", "seveni", "sevheni"], "7"),
        **dict.fromkeys(["eyiti", "eiti"], "8"),
        **dict.fromkeys(["nayn", "nayini", "naini"], "9"),
    }
)
# Tagalog ("isa, lima, siyam"), and the Spanish forms Filipinos say digits in ("otso",
# "nuwebe"); "uno", "dos", "sais", "ano" are words too, so they are among the homophones.
DIGIT_WORDS.update(
    {
        **dict.fromkeys(["isa"], "1"),
        **dict.fromkeys(["dalawa"], "2"),
        **dict.fromkeys(["tatlo"], "3"),
        **dict.fromkeys(["apat", "kwatro", "kuwatro"], "4"),
        **dict.fromkeys(["lima", "singko"], "5"),
        **dict.fromkeys(["anim"], "6"),
        **dict.fromkeys(["pito", "siyete", "syete"], "7"),
        **dict.fromkeys(["walo", "otso"], "8"),
        **dict.fromkeys(["siyam", "nuwebe"], "9"),
        # Bisaya, Hiligaynon and Waray beside them ("upat, siyam, usa, pito, lima, duha", round
        # 65): "usa" is also a country, among the homophones.
        **dict.fromkeys(["duha"], "2"),
        **dict.fromkeys(["tulo"], "3"),
        **dict.fromkeys(["upat"], "4"),
        **dict.fromkeys(["unom", "anom"], "6"),
    }
)
# Haitian Kreyòl ("sis, twa, nèf, de, zewo, uit" folded): "de", "kat", "sis", "sèt" and "en"
# are words too (French "of", "in", English "sis", "set"), so they are among the homophones.
DIGIT_WORDS.update(
    {
        **dict.fromkeys(["zewo"], "0"),
        **dict.fromkeys(["youn"], "1"),
        **dict.fromkeys(["twa"], "3"),
        **dict.fromkeys(["senk"], "5"),
        **dict.fromkeys(["uit"], "8"),
        **dict.fromkeys(["nef"], "9"),
    }
)
# Hindi and Urdu in Latin letters ("chaar saat do nau ek paanch") and Spanish ("cuatro ocho dos
# uno siete cero"), round 50; "do", "teen", "char" are English words and "hai" is "is": the
# first three are among the homophones, "hai" is none.
DIGIT_WORDS.update(
    {
        **dict.fromkeys(["shunya", "sunya", "sifar", "cero"], "0"),
        **dict.fromkeys(["ek"], "1"),
        **dict.fromkeys(["chaar", "cuatro"], "4"),
        **dict.fromkeys(["paanch", "panch"], "5"),
        **dict.fromkeys(["chhe", "chhah", "chhay", "chay"], "6"),
        **dict.fromkeys(["saat", "siete"], "7"),
        **dict.fromkeys(["aath", "ocho"], "8"),
        **dict.fromkeys(["nau", "nueve"], "9"),
    }
)
# Arabic (its letters folded: "أربعة" is "اربعة") and Amharic, in the words users type.
DIGIT_WORDS.update(
    {
        **dict.fromkeys(["صفر", "ዜሮ"], "0"),
        **dict.fromkeys(["واحد", "وحدة", "አንድ"], "1"),
        **dict.fromkeys(["اثنين", "اثنان", "اتنين", "ሁለት"], "2"),
        **dict.fromkeys(["ثلاثة", "ثلاثه", "تلاتة", "تلاته", "ሶስት", "ሦስት"], "3"),
        **dict.fromkeys(["اربعة", "اربعه", "አራት"], "4"),
        **dict.fromkeys(["خمسة", "خمسه", "አምስት"], "5"),
        **dict.fromkeys(["ستة", "سته", "ስድስት"], "6"),
        **dict.fromkeys(["سبعة", "سبعه", "ሰባት"], "7"),
        **dict.fromkeys(["ثمانية", "ثمانيه", "تمانية", "تمانيه", "ስምንት"], "8"),
        **dict.fromkeys(["تسعة", "تسعه", "ዘጠኝ"], "9"),
        # Tigrinya (round 64): "ባዶ" (empty) is nought.
        **dict.fromkeys(["ባዶ"], "0"),
        **dict.fromkeys(["ሓደ"], "1"),
        **dict.fromkeys(["ክልተ"], "2"),
        **dict.fromkeys(["ሰለስተ"], "3"),
        **dict.fromkeys(["ኣርባዕተ", "ኣርባዓተ"], "4"),
        **dict.fromkeys(["ሓሙሽተ"], "5"),
        **dict.fromkeys(["ሽዱሽተ"], "6"),
        **dict.fromkeys(["ሸውዓተ"], "7"),
        **dict.fromkeys(["ሸሞንተ"], "8"),
        **dict.fromkeys(["ትሽዓተ"], "9"),
    }
)
# Malay and Indonesian ("enam enam satu dua", "lapan kosong tiga"), Tok Pisin ("sikis, foa",
# "seben"), and Juba and Sudanese Arabic in Latin letters ("sitta, tamaniya, itnen"), round
# 53. "kosong" (empty), Arabic "wahid" (a name) and "arba" are words too: among the homophones.
DIGIT_WORDS.update(
    {
        **dict.fromkeys(["nol", "siro", "sifir"], "0"),
        **dict.fromkeys(["satu"], "1"),
        **dict.fromkeys(["dua", "itnen", "itneen"], "2"),
        **dict.fromkeys(["tiga", "talata"], "3"),
        **dict.fromkeys(["empat", "foa", "arbaa"], "4"),
        **dict.fromkeys(["khamsa"], "5"),
        **dict.fromkeys(["enam", "sikis", "sitta"], "6"),
        **dict.fromkeys(["tujuh", "seben"], "7"),
        **dict.fromkeys(["lapan", "delapan", "tamaniya", "tamanya"], "8"),
        **dict.fromkeys(["sembilan"], "9"),
    }
)
# Bangla and Nepali in Latin letters ("noy shunno char saat ek aat", "chha saat ek nau"), the
# Amharic forms not above ("baz" nought, "siment"), and Arabic as Egyptians and Levantines type
# it, a digit for a letter Latin has not ("talateh sab3a etnein wa7ad tes3a"), round 54 and 55.
# Bangla "noy" is also "is not", Nepali "chha" "is", "tin" an English word, "ande" Amharic's
# "one" as "and" is: among the homophones.
DIGIT_WORDS.update(
    {
        **dict.fromkeys(["shunno", "shunyo", "baz", "sifr", "sefr", "sefer"], "0"),
        **dict.fromkeys(["wa7ed", "wa7ad", "wahed", "wa7da"], "1"),
        **dict.fromkeys(["dui", "etnein", "etnen", "itnein", "tnein", "tnen", "tneen"], "2"),
        **dict.fromkeys(["etneen"], "2"),
        **dict.fromkeys(["talateh", "talatah", "tlata", "tlateh", "tala3a", "tlete"], "3"),
        **dict.fromkeys(["tleteh"], "3"),
        **dict.fromkeys(["arba3a", "arb3a", "arba3", "arba3ah"], "4"),
        **dict.fromkeys(["5amsa", "5amseh", "khamseh", "khamse"], "5"),
        **dict.fromkeys(["chhoy", "chhoe", "setta", "sitte", "sitteh", "setteh"], "6"),
        **dict.fromkeys(["sab3a", "saba3a", "sab3ah", "sab3"], "7"),
        **dict.fromkeys(["aat", "siment", "tamania", "tmanya", "tamanyeh", "tamaneya"], "8"),
        **dict.fromkeys(["tmene", "tmeneh"], "8"),
        **dict.fromkeys(["tes3a", "tis3a", "tes3ah", "tis3ah", "tesa3"], "9"),
    }
)
# Tamil and Sinhala in Latin letters ("moonu ettu onnu naalu", "deka thuna hathara namaya"),
# and Tongan, Samoan and Fijian ("tolu fitu valu hiva"), the languages beside English in rounds
# 55's Tamil, Sinhala and Pacific messages. Sinhala "eka" (one) is also "the", "haya" Spanish,
# "ata", "ono", "lua", "ua", "fa", "rua", "va" short words elsewhere, "taha", "nima" and "elu"
# names: among the homophones.
DIGIT_WORDS.update(
    {
        **dict.fromkeys(["poojiyam", "pujyam", "binduwa", "saiva", "selo"], "0"),
        **dict.fromkeys(["onnu", "ondru", "tasi"], "1"),
        **dict.fromkeys(["rendu", "irandu", "deka"], "2"),
        **dict.fromkeys(["moonu", "munu", "moondru", "thuna", "tolu"], "3"),
        **dict.fromkeys(["naalu", "nalu", "hathara", "hatara"], "4"),
        **dict.fromkeys(["anju", "aindhu", "paha"], "5"),
        **dict.fromkeys(["aaru"], "6"),
        **dict.fromkeys(["ezhu", "hatha", "fitu", "vitu"], "7"),
        **dict.fromkeys(["ettu", "valu", "walu"], "8"),
        **dict.fromkeys(["onbadhu", "onbathu", "ombodhu", "namaya", "hiva", "ciwa"], "9"),
    }
)
# Turkish ("dört yedi bir sıfır iki altı", and typed without its letters: "dort", "alti", "uc",
# "bes"), round 56; the dotless "ı" stays as typed ("sıfır", "altı"). "bir" is also "a": among
# the homophones.
DIGIT_WORDS.update(
    {
        **dict.fromkeys(["sıfır", "sifır", "sıfir"], "0"),
        **dict.fromkeys(["iki"], "2"),
        **dict.fromkeys(["uc"], "3"),
        **dict.fromkeys(["dort"], "4"),
        **dict.fromkeys(["bes"], "5"),
        **dict.fromkeys(["altı", "alti"], "6"),
        **dict.fromkeys(["yedi"], "7"),
        **dict.fromkeys(["sekiz"], "8"),
        **dict.fromkeys(["dokuz"], "9"),
    }
)
# Romanian ("trei opt unu doi patru nouă", round 63), its marks folded ("sase", "sapte",
# "noua") or typed with the cedilla. "opt" (English "opt in") and "noua" (also "new"): among the
# homophones.
DIGIT_WORDS.update(
    {
        **dict.fromkeys(["unu"], "1"),
        **dict.fromkeys(["doi"], "2"),
        **dict.fromkeys(["trei"], "3"),
        **dict.fromkeys(["patru"], "4"),
        **dict.fromkeys(["cinci"], "5"),
        **dict.fromkeys(["sase", "șase", "şase"], "6"),
        **dict.fromkeys(["sapte", "șapte", "şapte"], "7"),
    }
)
# Russian, Kazakh, Kyrgyz and Uzbek in Cyrillic ("жеті бес бір нөл", "семь три ноль"), and
# Uzbek in Latin letters ("bir ikki yetti to'qqiz", its apostrophe typed any way), round 58;
# folded as the view reads them ("тўрт" is "турт"). Kazakh "бір", Kyrgyz and Uzbek "бир",
# Russian "один" are also "a" or "alone": among the homophones.
DIGIT_WORDS.update(
    {
        **dict.fromkeys(["ноль", "нуль", "нөл", "нол"], "0"),
        **dict.fromkeys(["два", "две", "екі", "эки", "икки", "ikki"], "2"),
        **dict.fromkeys(["три", "үш", "үч", "уч", "uch"], "3"),
        **dict.fromkeys(["четыре", "төрт", "турт", "to'rt", "to‘rt", "toʻrt", "to’rt"], "4"),
        **dict.fromkeys(["пять", "бес", "беш", "besh"], "5"),
        **dict.fromkeys(["шесть", "алты", "олти", "olti"], "6"),
        **dict.fromkeys(["семь", "жеті", "жети", "етти", "yetti"], "7"),
        **dict.fromkeys(["восемь", "сегіз", "сегиз", "саккиз", "sakkiz"], "8"),
        **dict.fromkeys(["девять", "тоғыз", "тогуз", "туққиз", "to'qqiz", "to‘qqiz"], "9"),
        **dict.fromkeys(["toʻqqiz", "to’qqiz", "toqqiz"], "9"),
    }
)
# Kinyarwanda and Kirundi say a digit with its noun's class ("kode ni zeru zeru birindwi
# icyenda", round 61: "birindwi" is seven of the class the code's digits take), Kirundi "indwi",
# "icenda"; Somali as typed ("sadex", "todoba", "sideed", "sagal"), Setswana and isiZulu
# ("tlhano", "thataro", "robongwe", "uziro"), Nepali ("paach") and Jamaican patois ("chree",
# "iet"), round 62. The short class forms that are words elsewhere are among the homophones.
DIGIT_WORDS.update(
    {
        **dict.fromkeys(["uziro"], "0"),
        **dict.fromkeys(["kimwe"], "1"),
        **dict.fromkeys(["ebyiri", "ibiri", "bibiri"], "2"),
        **dict.fromkeys(["eshatu", "itatu", "bitatu", "atatu", "sadex"], "3"),
        **dict.fromkeys(["eshanu", "itanu", "bitanu", "atanu", "tlhano", "paach"], "5"),
        **dict.fromkeys(["esheshatu", "itandatu", "bitandatu", "atandatu", "thataro"], "6"),
        **dict.fromkeys(["irindwi", "birindwi", "arindwi", "indwi", "todoba", "toddobo"], "7"),
        **dict.fromkeys(["sideed", "iet"], "8"),
        **dict.fromkeys(["icenda", "sagal", "robongwe"], "9"),
        **dict.fromkeys(["chree"], "3"),
    }
)
_EN_TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
             "seventeen", "eighteen", "nineteen"]
_EN_UNITS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_EN_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _english_pairs() -> dict[str, str]:
    """English numbers 10 to 99 ("fifty-five", "sixty one"): a PIN said in pairs."""
    out = {w: str(10 + i) for i, w in enumerate(_EN_TEENS)}
    for i, tens in enumerate(_EN_TENS, start=2):
        out[tens] = f"{i}0"
        for u in range(1, 10):
            out[f"{tens}-{_EN_UNITS[u]}"] = out[f"{tens} {_EN_UNITS[u]}"] = f"{i}{u}"
    return out


DIGIT_WORDS.update(_english_pairs())
# "fourty-two", as it is often spelt.
DIGIT_WORDS.update(
    {k.replace("forty", "fourty"): v for k, v in _english_pairs().items() if k.startswith("forty")}
)
_FR_UNITS = ["", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"]
_FR_TEENS = ["dix", "onze", "douze", "treize", "quatorze", "quinze", "seize", "dix-sept",
             "dix-huit", "dix-neuf"]


def _french_pairs() -> dict[str, str]:
    """French numbers 10 to 99 as words ("trente-trois", "soixante et onze"), with hyphens
    or spaces, to their two digits."""
    out = {w: str(10 + i) for i, w in enumerate(_FR_TEENS)}
    tens_words = ((2, "vingt"), (3, "trente"), (4, "quarante"), (5, "cinquante"), (6, "soixante"))
    for tens, name in tens_words:
        out[name] = f"{tens}0"
        for u in range(1, 10):
            joined = "et-un" if u == 1 else _FR_UNITS[u]
            out[f"{name}-{joined}"] = f"{tens}{u}"
    for base, start in (("soixante", 70), ("quatre-vingt", 90)):
        for i, teen in enumerate(_FR_TEENS):
            out[f"{base}-{'et-onze' if base == 'soixante' and i == 1 else teen}"] = str(start + i)
    out["quatre-vingt"] = out["quatre-vingts"] = "80"
    out.update({f"quatre-vingt-{_FR_UNITS[u]}": f"8{u}" for u in range(1, 10)})
    return {**out, **{w.replace("-", " "): d for w, d in out.items()}}


DIGIT_WORDS.update(_french_pairs())
# A vowel said long and spelt double ("eeta eeje", "aarun"): each word above that opens on a
# vowel, with that vowel doubled, is the same digit.
DIGIT_WORDS.update(
    {
        w[0] + w: d
        for w, d in list(DIGIT_WORDS.items())
        if w[0] in "aeiou" and w[0] + w not in DIGIT_WORDS
    }
)
# Said for a digit by voice-to-text or a slip: counted only in a run with two real ones
# ("my pin is for four one two").
HOMOPHONES: dict[str, str] = {
    **dict.fromkeys(["oh", "o", "nought", "nil"], "0"),
    **dict.fromkeys(["won"], "1"),
    **dict.fromkeys(["to", "too"], "2"),
    **dict.fromkeys(["tree", "free"], "3"),
    **dict.fromkeys(["for", "fore"], "4"),
    **dict.fromkeys(["fife", "fiv"], "5"),
    **dict.fromkeys(["sevn"], "7"),
    **dict.fromkeys(["ate"], "8"),
    **dict.fromkeys(["nein", "nien"], "9"),
    **dict.fromkeys(["um", "and"], "1"),
    # Krio, Liberian and pidgin spellings, and the borrowed forms above, that are words too:
    # "I wan send", French "tu", Shona "tiri" (we are), pidgin "fo" (for), French "et".
    **dict.fromkeys(["sero"], "0"),
    **dict.fromkeys(["wan", "wani"], "1"),
    **dict.fromkeys(["tu"], "2"),
    **dict.fromkeys(["tri", "tiri"], "3"),
    **dict.fromkeys(["fo", "foro"], "4"),
    **dict.fromkeys(["et"], "8"),
    **dict.fromkeys(["nain"], "9"),
    **dict.fromkeys(["uno"], "1"),
    **dict.fromkeys(["dos", "do"], "2"),
    **dict.fromkeys(["sais"], "6"),
    **dict.fromkeys(["en"], "1"),
    **dict.fromkeys(["de"], "2"),
    **dict.fromkeys(["kat"], "4"),
    **dict.fromkeys(["sis"], "6"),
    **dict.fromkeys(["set"], "7"),
    **dict.fromkeys(["teen"], "3"),
    **dict.fromkeys(["char"], "4"),
    # Malay "kosong" (empty), Arabic "wahid" (a name too), "arba" (round 53).
    **dict.fromkeys(["kosong"], "0"),
    **dict.fromkeys(["wahid"], "1"),
    **dict.fromkeys(["arba"], "4"),
    # Vietnamese, tone marks folded ("một hai chín tám"): every one is a word elsewhere
    # ("hai" is Hindi's "is", "ba" a father), so they count beside real digits or a label.
    **dict.fromkeys(["khong"], "0"),
    **dict.fromkeys(["mot"], "1"),
    **dict.fromkeys(["hai"], "2"),
    **dict.fromkeys(["ba"], "3"),
    **dict.fromkeys(["bon"], "4"),
    **dict.fromkeys(["nam"], "5"),
    **dict.fromkeys(["sau"], "6"),
    **dict.fromkeys(["bay"], "7"),
    **dict.fromkeys(["tam"], "8"),
    **dict.fromkeys(["chin"], "9"),
    # Round 54: Bangla "noy" (nine; "is not"), "tin" (three), "choy" (six); Nepali "chha"
    # (six; "is"); Amharic "ande" (one).
    **dict.fromkeys(["noy"], "9"),
    **dict.fromkeys(["tin"], "3"),
    **dict.fromkeys(["choy", "chha"], "6"),
    **dict.fromkeys(["ande"], "1"),
    # Round 55: Sinhala "eka" (one; "the"), "haya" (six), "ata" (eight); Tamil "elu" (seven);
    # Tongan, Samoan and Fijian "noa", "taha", "ua", "lua", "rua", "fa", "va", "nima", "ono",
    # "iva".
    **dict.fromkeys(["noa"], "0"),
    **dict.fromkeys(["eka", "taha"], "1"),
    **dict.fromkeys(["nima"], "5"),
    **dict.fromkeys(["elu"], "7"),
    **dict.fromkeys(["ua", "lua", "rua"], "2"),
    **dict.fromkeys(["fa", "va"], "4"),
    **dict.fromkeys(["haya", "ono"], "6"),
    **dict.fromkeys(["ata"], "8"),
    **dict.fromkeys(["iva"], "9"),
    # Round 56: Turkish "bir" (one; "a").
    **dict.fromkeys(["bir"], "1"),
    # Round 58: Kazakh "бір", Kyrgyz and Uzbek "бир", Russian "один", "одна" (one; "a", "alone").
    **dict.fromkeys(["бір", "бир", "один", "одна"], "1"),
    # Rounds 61 and 62: Kinyarwanda "umwe", "imwe" (one), "enye", "ine", "bine" (four) by their
    # noun's class; Somali "hal" (one; a name); Nepali "sat", "ath", "cha", "nou", "suna" (Hausa
    # "name"); patois "tuu".
    **dict.fromkeys(["suna"], "0"),
    **dict.fromkeys(["umwe", "imwe", "hal"], "1"),
    **dict.fromkeys(["tuu"], "2"),
    **dict.fromkeys(["enye", "ine", "bine"], "4"),
    **dict.fromkeys(["cha"], "6"),
    **dict.fromkeys(["sat"], "7"),
    **dict.fromkeys(["ath"], "8"),
    **dict.fromkeys(["nou"], "9"),
    # Round 63: Romanian "opt" (eight; English "opt"), "noua" (nine; "new").
    **dict.fromkeys(["opt"], "8"),
    **dict.fromkeys(["noua"], "9"),
    # Round 65: Bisaya "usa" (one; a country).
    **dict.fromkeys(["usa"], "1"),
}

# The Nordic, Baltic and Central European languages (round 81: ``digit_words_north``).
DIGIT_WORDS.update(NORTH_DIGITS)
HOMOPHONES.update(NORTH_HOMOPHONES)

# Vietnamese digits as typed with their tone marks ("bốn tám không hai sáu một", round 62):
# folded, each is a word elsewhere too (the homophones above), so a run of them is read as
# digits only when its words carry their marks (``digit_view``); "hai" and "ba" have none.
VIETNAMESE_DIGITS: dict[str, str] = {
    "không": "0",
    "một": "1",
    "hai": "2",
    "ba": "3",
    "bốn": "4",
    "năm": "5",
    "sáu": "6",
    "bảy": "7",
    "bẩy": "7",
    "tám": "8",
    "chín": "9",
}
VIETNAMESE_MARKED = frozenset(w for w in VIETNAMESE_DIGITS if not w.isascii())

# Nepali and Hindi digits in Devanagari ("नौ दुई आठ चार पाँच एक", round 62's Nepali): their vowel
# signs are no word characters to a regex, so ``digit_view`` reads them between spaces.
DEVANAGARI_DIGITS: dict[str, str] = {
    **dict.fromkeys(["शून्य", "सुन्य", "सून्य", "शुन्य"], "0"),
    **dict.fromkeys(["एक"], "1"),
    **dict.fromkeys(["दुई", "दुइ", "दो"], "2"),
    **dict.fromkeys(["तीन", "तिन"], "3"),
    **dict.fromkeys(["चार"], "4"),
    **dict.fromkeys(["पाँच", "पांच", "पाच"], "5"),
    **dict.fromkeys(["छ", "छह", "छः", "छे"], "6"),
    **dict.fromkeys(["सात"], "7"),
    **dict.fromkeys(["आठ"], "8"),
    **dict.fromkeys(["नौ", "नो"], "9"),
}

# Bengali digits in its own script ("পাঁচ তিন আট এক দুই নয়", round 63), read like Devanagari's:
# "য়" typed as one letter or as "য" and its nukta.
_BENGALI_WORDS: dict[str, str] = {
    **dict.fromkeys(["শূন্য", "শুন্য", "সূন্য", "শূণ্য"], "0"),
    **dict.fromkeys(["এক"], "1"),
    **dict.fromkeys(["দুই", "দুয়ে"], "2"),
    **dict.fromkeys(["তিন"], "3"),
    **dict.fromkeys(["চার"], "4"),
    **dict.fromkeys(["পাঁচ", "পাচ"], "5"),
    **dict.fromkeys(["ছয়", "ছ"], "6"),
    **dict.fromkeys(["সাত"], "7"),
    **dict.fromkeys(["আট"], "8"),
    **dict.fromkeys(["নয়"], "9"),
}
BENGALI_DIGITS: dict[str, str] = {
    **_BENGALI_WORDS,
    **{w.replace("\u09af\u09bc", "\u09df"): d for w, d in _BENGALI_WORDS.items()},
}

# Tamil and Sinhala digits in their own scripts ("நான்கு ஏழு ஒன்று ஒன்பது", round 64), read like
# Devanagari's: the spoken forms too ("ரெண்டு", "மூணு", "நாலு", "அஞ்சு").
TAMIL_DIGITS: dict[str, str] = {
    **dict.fromkeys(["பூஜ்ஜியம்", "பூஜ்யம்", "பூஜியம்", "சுழியம்", "பூச்சியம்", "ஜீரோ"], "0"),
    **dict.fromkeys(["ஒன்று", "ஒண்ணு", "ஒன்னு"], "1"),
    **dict.fromkeys(["இரண்டு", "ரெண்டு"], "2"),
    **dict.fromkeys(["மூன்று", "மூணு"], "3"),
    **dict.fromkeys(["நான்கு", "நாலு"], "4"),
    **dict.fromkeys(["ஐந்து", "அஞ்சு", "அஞ்சி"], "5"),
    **dict.fromkeys(["ஆறு"], "6"),
    **dict.fromkeys(["ஏழு"], "7"),
    **dict.fromkeys(["எட்டு"], "8"),
    **dict.fromkeys(["ஒன்பது"], "9"),
}
SINHALA_DIGITS: dict[str, str] = {
    **dict.fromkeys(["බිංදුව", "බින්දුව", "ශුන්‍ය", "ශුන්ය"], "0"),
    **dict.fromkeys(["එක"], "1"),
    **dict.fromkeys(["දෙක"], "2"),
    **dict.fromkeys(["තුන"], "3"),
    **dict.fromkeys(["හතර"], "4"),
    **dict.fromkeys(["පහ"], "5"),
    **dict.fromkeys(["හය"], "6"),
    **dict.fromkeys(["හත"], "7"),
    **dict.fromkeys(["අට"], "8"),
    **dict.fromkeys(["නවය", "නමය"], "9"),
}


__all__ = [
    "BENGALI_DIGITS",
    "DEVANAGARI_DIGITS",
    "DIGIT_WORDS",
    "HOMOPHONES",
    "SINHALA_DIGITS",
    "TAMIL_DIGITS",
    "VIETNAMESE_DIGITS",
    "VIETNAMESE_MARKED",
]
