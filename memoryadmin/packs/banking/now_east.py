"""What stands now, said in Russian, Ukrainian, Turkish, Romanian or Greek, or as of a clock time
(summary finders, read after blind rounds 78 and 79).

- A present-state word, as French's "actuellement" (``held_now.present_fr``) and English's
  "currently" are read: Russian "сейчас", "на данный момент", "в настоящее время", "до сих пор",
  "ещё не"; Ukrainian "зараз", "наразі", "станом на зараз", "досі", "ще не"; Turkish "şu anda",
  "şu an", "şimdilik", "hâlâ", "henüz"; Romanian "în prezent", "momentan", "deocamdată", "acum"
  (not "acum doi ani", two years ago, nor "de acum", from now on), "încă nu" (not yet). Each
  says the sentence is true as of the chat.
- A state that a card, an account or a transfer is in, said as such: "заблокирована",
  "заморожен", "в обработке", "на рассмотрении"; "заблокована", "в обробці"; "bloke durumda",
  "bloke edildi", "beklemede", "işlemde"; "este blocat", "în așteptare", "în procesare" (like
  "is blocked", "is pending", "is processing"). Not the act of blocking said with its doer:
  "заблокировал карту", "kartını bloke ettirdi", "a blocat cardul" (someone did it; an event).
- A debt said as it stands: "заборгованість", "задолженность", "просрочка"; "borcu", "borçlu";
  "datorie", "datorează", "restanță" (like "owes", "outstanding").
- A balance named in those languages beside a figure, or said to be too low: "Баланс … 540",
  "остаток на счёте 1200", "на рахунку … 7 040", "bakiyesi 1.860", "soldul cardului 734";
  "недостаточно средств", "недостатньо коштів", "yetersiz bakiye", "fonduri insuficiente" (like
  "insufficient funds"). Romanian "sold" only before what a balance is of ("sold pe card",
  "soldul"): English "sold his car for ₦2m" is a sale.
- As of a clock time with no date: "As of 14:20, the … rate shown to the user was 5.0134" (a
  reading of that afternoon; "as of 3 March" is a date, read as before).

The figures themselves (a balance in тенге, грн, сум, lei, RON; "540 тыс. сум") are ``money``'s:
an amount outside a finished event is refused wherever it stands. A question the user asked
("спросил, сколько сейчас на карте", "asked how the GBP→PLN rate is set") is not read here.
"""

from __future__ import annotations

import re

from memoryadmin.engine.sentences import offset_sentences

_I = re.IGNORECASE

_PRESENT = re.compile(
    # Russian.
    r"\bсейчас\b|\bна\s+(?:данный|текущий|сегодняшний)\s+(?:момент|день)\b|"
    r"\bв\s+(?:данный|настоящий)\s+момент\b|\bв\s+настоящее\s+время\b|\bдо\s+сих\s+пор\b|"
    r"\bпока\s+(?:что|не)\b|\b(?:вс[её]\s+)?ещ[её]\s+не\b|\bвс[её]\s+ещ[её]\b|"
    # Ukrainian.
    r"\bзараз\b|\bнаразі\b|\bна\s+(?:даний|поточний|цей)\s+момент\b|"
    r"\bстаном\s+на\s+(?:зараз|сьогодні|цей\s+момент)\b|\bдосі\b|\bвсе\s+ще\b|\bще\s+не\b|"
    r"\bпоки\s+(?:що|не)\b|"
    # Turkish.
    r"\bşu\s+an(?:da)?\b|\bşimdilik\b|\bhalihazırda\b|\bhâlâ\b|\bhenüz\b|"
    # Romanian.
    r"\bîn\s+prezent\b|\bmomentan\b|\bîn\s+acest\s+moment\b|\bla\s+momentul\s+(?:actual|de\s+față)\b|"
    r"\bdeocamdată\b|\bîncă\s+nu\b|\bnu\s+(?:\w+\s+){0,2}încă\b|"
    r"(?<!\bde\s)\bacum\b(?!\s+(?:\d|un|o|doi|două|trei|patru|cinci|câțiva|câteva|mulți|multe|"
    r"mai\s+(?:mult|bine|puțin))\b)|"
    # Greek (blind round 79): "τώρα", "αυτή τη στιγμή", "προς το παρόν", "μέχρι στιγμής", and
    # "ακόμα" (still) before a debt, a wait or a "not" ("ακόμα ένα" is one more).
    r"\bτώρα\b|\bαυτή\s+τη\s+στιγμή\b|\bπρος\s+το\s+παρόν\b|\bμέχρι\s+στιγμής\b|"
    r"\bακόμ[αη]\s+(?:δεν\b|χρωστ|οφείλ|εκκρεμ|περιμέν|είναι\s+(?:μπλοκ|δεσμευ|σε\s+εκκρεμ))",
    _I,
)
_STATE = re.compile(
    # Russian and Ukrainian, passive or a state: "заблокирована", "заблокована", "в обработке".
    r"\bзаблокирован[аоы]?\b|\bзаблокован[аоі]?\b|\bзаморожен[аоыі]?\b|"
    r"\bв\s+(?:обработке|ожидании|обробці|очікуванні)\b|\bна\s+(?:проверке|рассмотрении|"
    r"перевірці|розгляді)\b|"
    # Turkish: "bloke durumda", "bloke edildi", "blokeli"; not "bloke ettirdi" (someone's act).
    r"\bbloke(?:li)?\b(?!\s+et(?:ti|tir|mek|ti[rğ]))|\bdondurul(?:du|muş|muştur)\b|"
    r"\bbeklemede\b|\bişlemde\b|\binceleniyor\b|\bonay\s+bekliyor\b|"
    # Romanian, passive or a state: "este blocat", "a fost blocat"; not "a blocat cardul".
    r"(?<!\ba\s)(?<!\bau\s)(?<!\bam\s)\bblocat[ăe]?\b|\bsuspendat[ăe]?\b|\bînghețat[ăe]?\b|"
    r"\bîn\s+(?:așteptare|procesare|curs\s+de\s+procesare|analiză|verificare)\b|"
    # Greek: "σε εκκρεμότητα", "εκκρεμεί", "σε επεξεργασία", "μπλοκαρισμένη", "δεσμευμένο".
    r"\bσε\s+(?:εκκρεμότητα|επεξεργασία)\b|\bεκκρεμ(?:εί|ούν)\b|\bμπλοκαρισμέν\w*|\bδεσμευμέν\w*",
    _I,
)
_DEBT = re.compile(
    r"\bзаборгован\w*|\bзадолженност\w*|\bзадолжал\w*|\bпросроч\w*|\bпростроч\w*|"
    r"\bborcu\b|\bborçlu\b|\bborcunu?\s+(?:var|ödemedi)\b|\bgecikmiş\b|"
    r"\bdatori[ea]\b|\bdatorează\b|\bdatorii\b|\brestanț\w*|"
    # Greek: "χρωστάει" (owes, as it stands; not "χρωστούσε", owed), "οφειλή" (a debt due).
    r"\bχρωστ(?:άει|άω|άμε|άτε|άνε|άς|ά)\b|\bοφείλει\b|\bοφειλ(?:ή|ές)\b",
    _I,
)
_BALANCE = re.compile(
    r"\b(?:баланс\w*|остат(?:ок|ка|ке|ку)|залиш(?:ок|ку)|bakiye\w*|soldul\w*|υπόλοιπ\w*|"
    r"sold\s+(?:pe|în|na|disponibil|curent|actual)|"
    r"на\s+(?:карте|карті|картці|сч[её]те|счету|рахунку|депозите|депозиті|кошельке|гаманці))\b"
    r"[^.!?;\n]*?\d|\b\d[^.!?;\n]*?\b(?:на\s+(?:карте|карті|картці|сч[её]те|счету|рахунку|"
    r"депозите|депозиті|кошельке|гаманці))\b",
    _I,
)
_TOO_LOW = re.compile(
    r"\bнедостаточно\s+средств\b|\bне\s+хватает\s+(?:денег|средств)\b|"
    r"\bнедостатньо\s+коштів\b|\bбракує\s+коштів\b|\byetersiz\s+bakiye\b|"
    r"\bbakiye(?:si)?\s+yetersiz\b|\bfonduri\s+insuficiente\b|\bsold\s+insuficient\b",
    _I,
)
# A question the user asked, or a wish: an event, whatever state it names.
_ASKED = re.compile(
    r"\b(?:спросил\w*|спрашивал\w*|интересовал\w*|хотел\w*\s+узнать|запитав\w*|питав\w*|"
    r"цікавив\w*|sordu|soruyor|öğrenmek\s+istedi|a\s+întrebat|întreabă|asked|wanted\s+to\s+know|"
    r"ρώτησε|ρωτάει|ήθελε\s+να\s+μάθει)",
    _I,
)

# As of a clock time with no date: "As of 14:20", "as at 9.05am", "as of noon".
_AS_OF_CLOCK = re.compile(
    r"\bas\s+(?:of|at)\s+(?:\d{1,2}[:.]\d{2}(?:\s*(?:am|pm|a\.m\.|p\.m\.|h|hrs?))?|"
    r"\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.)|noon|midday|midnight)(?![\d/.:-]*\d)",
    _I,
)
_DATE = re.compile(
    r"\b(?:on|last|every|each)\s+(?:the\s+)?(?:\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
    r"jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|"
    r"jul|aug|sep|oct|nov|dec)|\byesterday\b|\b\d{1,4}[/-]\d{1,2}[/-]\d{1,4}\b|\b(?:19|20)\d{2}\b",
    _I,
)


def _said(pattern: re.Pattern[str], text: str) -> str | None:
    for _, sentence in offset_sentences(text):
        if _ASKED.search(sentence):
            continue
        m = pattern.search(sentence)
        if m:
            return m.group(0).strip()
    return None


def present_east(text: str) -> str | None:
    """A present-state word or a state in Russian, Ukrainian, Turkish or Romanian, or a reading
    as of a clock time with no date (see above): the excerpt."""
    found = _said(_PRESENT, text) or _said(_STATE, text)
    if found:
        return found
    for _, sentence in offset_sentences(text):
        m = _AS_OF_CLOCK.search(sentence)
        if m and not _DATE.search(sentence) and not _ASKED.search(sentence):
            return m.group(0).strip()
    return None


def debt_east(text: str) -> str | None:
    """A debt said as it stands in Russian, Ukrainian, Turkish or Romanian (see above)."""
    return _said(_DEBT, text)


def balance_east(text: str) -> str | None:
    """A balance in Russian, Ukrainian, Turkish or Romanian beside a figure, or said to be too
    low (see above): the excerpt."""
    return _said(_BALANCE, text) or _said(_TOO_LOW, text)
