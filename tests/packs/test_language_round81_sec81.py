"""Secrets read after blind round 81 (the Nordic, Baltic and Central European languages and their
diasporas), each with what must still be shown.

Read now: "PIN" with each language's code word and its glue ("min PIN-kod är 7319", "A PIN kódom
1957", "PIN kodas 3068", "PIN-koodini on ..."), a CVV the same way ("CVV-koodi 406", "cvc er 051")
or named by the card's back ("koden på baksidan är 918", "a hátulján lévő három szám"); a
one-time code by each language's word, joined or not ("engangskoden", "vahvistuskoodi", "ověřovací
kód", "kóða"), asked for or told; digits said as words in these languages; passwords ("parool",
"heslo", "lösenord", "jelszavam"); security questions asked in them; the national IDs after their
names or asked for (personnummer, fødselsnummer, CPR, henkilötunnus, kennitala, isikukood,
personas kods, asmens kodas, rodné číslo, személyi szám), a PESEL bare where its check digit and
birth date hold; a PIN told as typed so many times.

Still shown: amounts, dates, years, phone numbers, postcodes, an IBAN, reference and order
numbers, a discount code, a code word with no value, a card's last four.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("Oppgi engangskoden fra SMS-en.", "fire-sju-null-to-ni-en"), "fire-sju-null-to-ni-en"),
        (("Syötä tekstiviestillä saamasi vahvistuskoodi.", "384 771"), "384 771"),
        (
            ("Hvernig get ég aðstoðað?", "ég fékk kóða 661204 í sms, á ég að slá hann inn hér?"),
            "661204",
        ),
        (
            ("Zadejte prosím ověřovací kód z SMS.", "jedna dva sedm devět nula čtyři"),
            "jedna dva sedm devět nula čtyři",
        ),
        (("min PIN-kod är 7319 men kortet funkar inte i automaten",), "7319"),
        (("Kortet mitt blei sperra, eg skreiv 6204 tre gonger, men det er jo rett kode!",), "6204"),
        (
            ("PIN-koodini on kahdeksan kolme yksi nolla, pitääkö se vaihtaa?",),
            "kahdeksan kolme yksi nolla",
        ),
        (("A PIN kódom 1957, a születési évem, ez baj?",), "1957"),
        (("PIN kodas 3068, bet bankomatas neišduoda pinigų",), "3068"),
        (("Det är mitt Mastercard, koden på baksidan är 918",), "918"),
        (("Visa Debit, CVV-koodi 406, ostos ei mennyt läpi",), "406"),
        (("kortnummeret slutter på 7720 og cvc er 051",), "051"),
        (("a hátulján lévő három szám: hét-nulla-kilenc",), "hét-nulla-kilenc"),
        (("ei mäleta kas mu parool on Tallinn.2020 või midagi muud",), "Tallinn.2020"),
        (("Sikkerhetsspørsmål: Hva het barneskolen din?", "Bjølsen skole"), "Bjølsen skole"),
        (
            ("Pytanie kontrolne: jakie jest nazwisko panieńskie Pani matki?", "Wiśniewska"),
            "Wiśniewska",
        ),
        (("Turvakysymys: missä kaupungissa äitisi syntyi?", "hän syntyi Kuopiossa"), "Kuopiossa"),
        (("Kan du bekräfta ditt personnummer?", "19850314-2386"), "19850314-2386"),
        (("Uveďte prosím rodné číslo.", "rodné číslo mám 905612/3458"), "905612/3458"),
        (("mit CPR-nummer er 120388-1455 hvis du skal bruge det",), "120388-1455"),
    ],
)
def test_the_rounds_misses_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("PIN-koden min er 4471",), "4471"),
        (("pinkoden er 2580, men automaten sier feil",), "2580"),
        (("mu PIN-kood on 9034",), "9034"),
        (("mans PIN kods ir 6612",), "6612"),
        (("mano PIN kodas yra 7781",), "7781"),
        (("můj PIN je 4402",), "4402"),
        (("môj PIN kód je 3390",), "3390"),
        (("A PIN-kódom 8812 volt",), "8812"),
        (("PIN-númerið mitt er 5521",), "5521"),
        (("tunnuslukuni on 1357",), "1357"),
        (("min personliga kod är 2468",), "2468"),
        (("PIN-koden är sju tre noll två",), "sju tre noll två"),
        (("PIN-kód: négy hét nulla kettő",), "négy hét nulla kettő"),
        (("mój PIN to cztery osiem dwa jeden",), "cztery osiem dwa jeden"),
    ],
)
def test_a_pin_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("Skriv in bekräftelsekoden.", "tre fyra fem sex sju åtta"), "tre fyra fem sex sju åtta"),
        (("Indtast engangskoden.", "syv otte nul en to tre"), "syv otte nul en to tre"),
        (("Sisesta kinnituskood.", "üks kaks kolm neli viis kuus"), "üks kaks kolm neli viis kuus"),
        (
            ("Ievadiet vienreizējo kodu.", "viens divi trīs četri pieci"),
            "viens divi trīs četri pieci",
        ),
        (
            ("Įveskite patvirtinimo kodą.", "vienas du trys keturi penki"),
            "vienas du trys keturi penki",
        ),
        (("Zadajte overovací kód.", "päť šesť sedem osem deväť"), "päť šesť sedem osem deväť"),
        (
            ("Sláðu inn staðfestingarkóðann.", "einn tveir þrír fjórir fimm"),
            "einn tveir þrír fjórir fimm",
        ),
        (("engangskoden er 552019",), "552019"),
        (("SMS-koden var 774120",), "774120"),
        (("vahvistuskoodi oli 318207",), "318207"),
        (("SMS-kood: 604182",), "604182"),
        (("vienreizējais kods ir 339017",), "339017"),
        (("patvirtinimo kodas 120945",), "120945"),
        (("jednorazowy kod 882310",), "882310"),
        (("ověřovací kód je 447120",), "447120"),
        (("az egyszer használatos kód 918273",), "918273"),
        (("staðfestingarkóðinn er 663102",), "663102"),
    ],
)
def test_a_one_time_code_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("CVC-koden er 733",), "733"),
        (("CVV kód 215",), "215"),
        (("numrene på baksiden av kortet er 608",), "608"),
        (("cifrene på bagsiden: 391",), "391"),
        (("kortin takana oleva numero on 724",), "724"),
        (("kolm numbrit kaardi tagaküljel: 512",), "512"),
        (("trīs cipari kartes aizmugurē 904",), "904"),
        (("trys skaitmenys kitoje pusėje kortelės 441",), "441"),
        (("trzy cyfry na odwrocie karty 215",), "215"),
        (("tři číslice na zadní straně karty 733",), "733"),
        (("a kártya hátoldalán lévő kód 808",), "808"),
        (("tölurnar á bakhlið kortsins eru 270",), "270"),
    ],
)
def test_a_cvv_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("lösenordet är Sommar2023!",), "Sommar2023!"),
        (("passordet mitt er Fjord#88",), "Fjord#88"),
        (("min adgangskode er Hygge_2021",), "Hygge_2021"),
        (("mu parool on Tartu.1999",), "Tartu.1999"),
        (("mana parole ir Riga*2020",), "Riga*2020"),
        (("mano slaptažodis yra Vilnius_77",), "Vilnius_77"),
        (("heslo je Praha*Vltava55",), "Praha*Vltava55"),
        (("a jelszavam Balaton2019!",), "Balaton2019!"),
        (("lykilorðið mitt er Hekla#1947",), "Hekla#1947"),
    ],
)
def test_a_password_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("Säkerhetsfråga: vad hette ditt första husdjur?", "Sixten"), "Sixten"),
        (("Hva er morens pikenavn?", "Hansen"), "Hansen"),
        (("Hvad er din mors pigenavn?", "Jensen"), "Jensen"),
        (("Mikä on äitisi tyttönimi?", "Virtanen"), "Virtanen"),
        (("Turvaküsimus: teie esimese lemmiklooma nimi?", "Muri"), "Muri"),
        (
            ("Drošības jautājums: jūsu pirmās skolas nosaukums?", "Rīgas 1. vidusskola"),
            "vidusskola",
        ),
        (("Saugumo klausimas: motinos mergautinė pavardė?", "Kazlauskaitė"), "Kazlauskaitė"),
        (("Bezpečnostní otázka: jak se jmenoval váš první mazlíček?", "Alík"), "Alík"),
        (("Biztonsági kérdés: mi az édesanyja leánykori neve?", "Kovács Mária"), "Kovács Mária"),
        (("Öryggisspurning: hvar fæddist móðir þín?", "á Akureyri"), "Akureyri"),
        (("Gdzie urodziła się Pani mama?", "w Łodzi"), "Łodzi"),
        (("Kde se narodila vaše matka?", "v Brně"), "Brně"),
    ],
)
def test_a_security_question_asked_in_the_region_masks_its_answer(
    messages: tuple[str, ...], secret: str
) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("mitt personnummer är 850314-2386",), "850314-2386"),
        (("fødselsnummeret mitt er 12038812345",), "12038812345"),
        (("CPR: 120388-1455",), "120388-1455"),
        (("henkilötunnukseni on 131052-308T",), "131052-308T"),
        (("hetu 010594Y9032",), "010594Y9032"),
        (("kennitalan mín er 120388-2259",), "120388-2259"),
        (("minu isikukood on 38001085718",), "38001085718"),
        (("personas kods 120388-12345",), "120388-12345"),
        (("mano asmens kodas 39001011234",), "39001011234"),
        (("rodné číslo 905612/345",), "905612/345"),
        (("a személyi számom 1 850314 2386",), "1 850314 2386"),
        (("adóazonosító jelem 8412345678",), "8412345678"),
        (("Proszę podać numer PESEL.", "72041503581"), "72041503581"),
        # a PESEL with no name: its check digit and birth date hold
        (("to jest mój numer 44051401359, proszę sprawdzić",), "44051401359"),
        (("eg tasta 4471 to gonger og kortet vart sperra",), "4471"),
        (("syötin 8831 kolme kertaa ja kortti lukittiin",), "8831"),
        (("wpisałem 2207 trzy razy i karta zablokowana",), "2207"),
    ],
)
def test_a_national_id_or_a_typed_pin_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "kept"),
    [
        # amounts, dates, a year, phone numbers
        (("Jeg overførte 4500 kr til Ola i går",), "4500"),
        (("maksoin 1200 euroa vuokraa",), "1200"),
        (("przelałem 2500 zł wczoraj",), "2500"),
        (("átutaltam 15000 forintot",), "15000"),
        (("betalningen gick 2024-05-12",), "2024-05-12"),
        (("jag är född 1985",), "1985"),
        (("mitt nummer är 070-123 45 67",), "070-123 45 67"),
        (("zadzwoń na 501 234 567",), "501 234 567"),
        (("my number is 08031234567, call me",), "08031234567"),
        # a postcode, an IBAN, a reference, an order number, a discount code
        (("postnumret är 11432",), "11432"),
        (("kod pocztowy 00-950",), "00-950"),
        (("rabattkoden är SOMMAR20 och 2000",), "2000"),
        (("alennuskoodi 5050 ei toiminut",), "5050"),
        (("IBAN: SE4550000000058398257466",), "SE4550000000058398257466"),
        (("viitenumero 1232 on väärin",), "1232"),
        (("ordrenummer 88123 kom aldri",), "88123"),
        # Georgian "ar" (not) is no Swedish "är" folded
        (("paroli ar mushaobs",), "mushaobs"),
        # English "on" after a label is a date or a place, not Finnish "on" (is)
        (("I changed my password on Monday",), "Monday"),
        (("I reset the pin on 2024-05-01",), "2024-05-01"),
        (("password on sticky note",), "sticky"),
        # a code word with no value, a card's last four
        (("PIN-koden min er sperret",), "sperret"),
        (("kortnummeret slutter på 7720",), "7720"),
        (("personnummer behövs inte?",), "behövs"),
        # a city told with no question, a parent's birthplace told by the user
        (("min mor föddes i Uppsala",), "Uppsala"),
        (("äitini syntyi Kuopiossa",), "Kuopiossa"),
        # an eleven-digit number that is no PESEL (a phone with no valid date)
        (("numer 08031234567 nie działa",), "08031234567"),
        # digits typed with no count of times after them: an amount told
        (("eg skreiv 6204 kroner på giroen",), "6204"),
    ],
)
def test_the_same_words_without_a_secret_stay_shown(messages: tuple[str, ...], kept: str) -> None:
    assert kept in shown(*messages)
