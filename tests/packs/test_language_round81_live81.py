"""Live summary sentences read after blind round 81 (the Nordic, Baltic and Central European
languages and their diasporas), each with what must still be accepted.

Read now (``now_north``), in a sentence about money: the languages' words of now and still
("fortfarande", "nå", "no", "stadig", "núna", "tällä hetkellä", "hetkel", "šobrīd", "šiuo metu",
"obecnie", "aktuálně", "momentálne", "most", "rn"), their states (blocked, pending, under review,
unpaid, overdue, used up, returned, not arrived), their debts and what is left to pay ("skylder",
"restbeløb", "kr kvar", "dluží", "zalega", "skolingas") and their balances beside a figure
("saldo", "har 12 800 kr att bruke", "á 35.000 kr. eftir", "tilillä on …", "na účtu … Kč").

What stays: the round's durable sentences in those languages (the user's home, job, banks and
habits, a savings club's terms), the same words said timelessly ("has banked with Nordea since
2010", "pays rent on the 1st each month"), "from now on" and "now and then", a question the user
asked, English "no" and "most".
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's misses
        "Användarens Swish-betalning på 450 kr till hyresvärden är fortfarande under behandling.",
        "user's DNB visa is blokkert rn after wrong pin 3 times",
        "Brukaren har 12 800 kr att bruke på kredittkortet sitt i DNB no.",
        "Käyttäjän OP-tilillä on tällä hetkellä 86,40 euroa.",
        "Käyttäjän asuntolainahakemus on vielä käsittelyssä OP:ssa.",
        "Notandinn á 35.000 kr. eftir á debetkortinu hjá Landsbankanum núna.",
        "Lietotāja rēķins par elektrību ir kavēts jau divas nedēļas.",
        "Vartotojo Swedbank kortelė šiuo metu užblokuota.",
        "Vartotojas dar skolingas Luminor 1 200 eurų už vartojimo paskolą.",
        "Karta użytkownika w PKO BP jest zablokowana.",
        "Uživatel má na účtu u České spořitelny aktuálně 8 430 Kč.",
        "Uživatelova platba nájmu přes ČSOB je zatím ve stavu „čeká na zpracování“.",
        "Používateľova žiadosť o hypotéku je momentálne v posudzovaní.",
        "A felhasználó személyi kölcsönének kamata most 14,9%.",
        "Användarens kreditgräns hos Handelsbanken är nästan slut, 600 kr kvar.",
        "Kunden skylder stadig Skattestyrelsen 3 400 kr i restskat.",
        "Käyttäjän Nordea-kortti on suljettu väliaikaisesti epäilyttävän oston takia.",
        "Notandinn er með yfirdrátt upp á 80.000 kr. sem er allur í notkun.",
        "Kasutaja Smart-ID on hetkel lukus.",
        "Kasutaja järelmaksu järgmine osa on tasumata ja tähtaeg on möödas.",
        "Lietotājs vēl nav saņēmis naudas atmaksu par atcelto lidojumu.",
        "Vartotojo pervedimas į Lenkiją grąžintas, nes buvo neteisingas IBAN.",
        "Limit dzienny na karcie w PKO został dziś wyczerpany.",
        "Użytkownik zalega z dwiema ratami kredytu w mBanku.",
        "Oprocentowanie lokaty użytkownika w PKO BP wynosi obecnie 5,2%.",
        "Uživatel dluží za kreditku u ČSOB ještě 12 300 Kč.",
        "Karta uživatele je dočasně zablokovaná kvůli podezřelé transakci z Německa.",
        "A felhasználó átutalása a lányának függőben van.",
        "Användaren väntar på skatteåterbäringen från Skatteverket som inte har kommit in än.",
        "Brukeren har brukt opp beløpsgrensen på Vipps for denne uka.",
        "Brukaren si straumrekning frå Tibber er ikkje betalt enno.",
        "Kunden har et restbeløb på 7 900 kr på sit Nordea-kort.",
        "Käyttäjällä on kaksi erääntynyttä laskua, joista on jo tullut muistutus.",
        "Notandinn bíður enn eftir að millifærsla frá Noregi skili sér.",
        "Lietotāja kredīta pieteikums Swedbank joprojām tiek izskatīts.",
        # siblings: Swedish
        "Användarens kort är spärrat just nu.",
        "Användaren har för närvarande 3 200 kr på sitt lönekonto.",
        "Elräkningen från Vattenfall är fortfarande obetald.",
        "Användaren är skyldig CSN 14 000 kr.",
        "Överföringen till mamma har inte kommit fram än.",
        "Bolåneansökan hos SEB handläggs fortfarande.",
        # siblings: Norwegian, bokmål and nynorsk
        "Brukerens bankkort er sperret for øyeblikket.",
        "Overføringen til søsteren hans er fortsatt ikke kommet fram.",
        "Brukeren skylder Lånekassen 45 000 kr.",
        "Brukaren har framleis 2 000 kr igjen å betale på lånet.",
        "Kortet til brukaren er sperra no.",
        "Lånesøknaden hans er til behandling i Sparebank 1.",
        # siblings: Danish
        "Kundens MobilePay-overførsel afventer stadig godkendelse.",
        "Kunden har lige nu 1 250 kr på sin konto.",
        "Kundens kort er spærret i øjeblikket.",
        "Kunden har endnu ikke modtaget sin løn fra kommunen.",
        # siblings: Icelandic
        "Kortið hjá notandanum er læst núna.",
        "Notandinn skuldar Íslandsbanka 120.000 kr.",
        "Reikningurinn frá Orku náttúrunnar er ógreiddur.",
        # siblings: Finnish
        "Käyttäjän kortti on lukittu tällä hetkellä.",
        "Käyttäjällä on velkaa Klarnalle 300 euroa.",
        "Käyttäjän sähkölasku on edelleen maksamatta.",
        "Käyttäjän tilisiirto ei ole vielä saapunut.",
        # siblings: Estonian
        "Kasutaja kaart on praegu blokeeritud.",
        "Kasutaja laenutaotlus on veel menetluses.",
        "Kasutaja võlgneb pangale 2 500 eurot.",
        # siblings: Latvian and Lithuanian
        "Lietotāja karte šobrīd ir bloķēta.",
        "Lietotājs ir parādā bankai 800 eiro.",
        "Vartotojo sąskaita dabar įšaldyta.",
        "Vartotojo mokėjimas vis dar apdorojamas.",
        # siblings: Polish
        "Przelew użytkownika do matki wciąż nie dotarł.",
        "Użytkownik ma obecnie 2 300 zł na koncie w ING.",
        "Rachunek za prąd jest nadal niezapłacony.",
        "Wniosek kredytowy użytkownika jest w trakcie rozpatrywania.",
        # siblings: Czech and Slovak
        "Uživatelova karta je momentálně zablokovaná.",
        "Převod na účet dcery ještě nepřišel.",
        "Faktura za elektřinu je po splatnosti.",
        "Používateľova karta je teraz zablokovaná.",
        "Používateľ dlží banke 3 000 eur.",
        "Platba za nájom ešte neprišla.",
        # siblings: Hungarian
        "A felhasználó kártyája jelenleg zárolva van.",
        "A felhasználó még mindig tartozik 50 000 Ft-tal a banknak.",
        "A felhasználó hiteligénylése elbírálás alatt van.",
        # siblings: reserved, suspended, on hold, left to pay
        "Köpet på 899 kr är reserverat på användarens kort.",
        "Betalingen til Skatteetaten ligger på vent i nettbanken.",
        "Käyttäjän kortilla on varattu 120 euroa hotellista.",
        "Lietotāja konts ir apturēts.",
        "Vartotojo kortelė sustabdyta.",
        "Kasutaja pangakaart on peatatud.",
        "Karta kredytowa użytkownika jest zawieszona.",
        "Użytkownik ma do spłacenia 4 000 zł.",
        "Uživatelova karta je pozastavená.",
        "Používateľ ešte dlhuje za telefón 80 eur.",
        "A felhasználó kártyája felfüggesztve.",
        "Lietotājam vēl jāsamaksā 150 eiro par rēķinu.",
        "Vartotojui liko 300 eurų sumokėti už paskolą.",
        # siblings: English with the region's words
        "user's Swish payment still pending, har ikke kommet",
        "user's kort is sperret rn",
    ],
)
def test_live_shapes_are_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's durable sentences in those languages
        "Användarens sparklubb på jobbet sparar 500 kr per månad och delar ut allt i december "
        "före jul.",
        "Brukerens sparegruppe i moskeen i Oslo møtes første fredag i måneden etter bønnen for å "
        "samle inn pengene.",
        "Käyttäjän säästöpiiri kokoontuu kerran kuussa, ja rahat kerätään käteisenä kirjekuoreen.",
        "Uživatel má s kolegy v práci „kasičku“: každý dává 500 Kč týdně a na konci roku se vše "
        "rozdělí.",
        "A felhasználó munkahelyi spórolós körében mindenki havonta 20 000 Ft-ot tesz be, és "
        "sorsolással döntik el, ki kapja a kasszát.",
        "Användaren bor i Malmö och jobbar som undersköterska.",
        "Brukaren bur på Voss og driv ein liten gard med sauer.",
        "Kunden bor i Aarhus og studerer medicin.",
        "Käyttäjä asuu Tampereella ja on eläkkeellä oleva opettaja.",
        "Notandinn býr á Akureyri og rekur lítið gistiheimili.",
        "Kasutaja elab Tartus ja töötab tarkvaraarendajana.",
        "Lietotājs dzīvo Liepājā un strādā ostā.",
        "Vartotoja gyvena Kaune ir turi nedidelę kirpyklą.",
        "Użytkownik co miesiąc wysyła pieniądze rodzicom do Lwowa przez Revolut.",
        "Kasutaja saab palga LHV-sse ja maksab üüri püsikorraldusega.",
        "Lietotājs izmanto Swedbank un maksā komunālos maksājumus ar e-rēķinu.",
        "Käyttäjä maksaa vuokransa aina e-laskulla kuun alussa.",
        "Notandinn er giftur og á tvö börn í skóla í Hafnarfirði.",
        "Používateľ dostáva výplatu na účet v ČSOB a sporí si v stavebnom sporení.",
        "Användaren swishar sin dotter veckopeng varje söndag.",
        # the same words said timelessly
        "Användaren har varit kund hos Nordea sedan 2010.",
        "Brukeren betaler husleia over Vipps hver måned.",
        "Kunden har været kunde i Danske Bank i mange år.",
        "Käyttäjä on ollut OP:n asiakas vuodesta 2005.",
        "Użytkownik co miesiąc opłaca prąd przez aplikację mBanku.",
        "Uživatel má účet u ČSOB od roku 2015.",
        "A felhasználó minden hónapban átutalja a lakbért.",
        "Kunden bor stadig i Aarhus.",
        "Käyttäjä asuu edelleen Tampereella.",
        "Użytkownik nadal mieszka w Poznaniu.",
        "Uživatel stále pracuje jako zdravotní sestra.",
        "Brukaren bur no på Voss.",
        "The user has no debt and banks with DNB.",
        "The user uses Vipps for most payments.",
        "The user pays no fees on his Nordea account.",
        # "from now on" and "now and then": a request, a habit
        "Från och med nu vill användaren få kontoutdrag på svenska.",
        "Fra nå av vil brukeren ha varsler om betalinger på SMS.",
        "Od teraz użytkownik chce płacić rachunki przez BLIK.",
        "Mostantól a felhasználó e-mailben kéri a számlákat.",
        "Brukeren sjekker saldoen nå og da.",
        # a question the user asked
        "Användaren frågade varför kortet är spärrat.",
        "Użytkownik zapytał, dlaczego karta jest zablokowana.",
        "Uživatel se ptal, proč je platba stále ve zpracování.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()
