"""What stands now, said in the Nordic, Baltic and Central European languages (summary finders,
read after blind round 81): Swedish, Norwegian (bokmål and nynorsk), Danish, Icelandic, Finnish,
Estonian, Latvian, Lithuanian, Polish, Czech, Slovak and Hungarian, and English with their words
("blokkert rn").

Each is read only where the sentence is about money (a figure in the region's currencies, "kr",
"Kč", "zł", "Ft", "euroa", "eurų", "%", or a word of money: an account, a card, a loan, a bill, a
transfer, a limit, a rate, a refund, a bank or its login, "Swish", "Vipps", "BLIK", "Smart-ID"),
and not in a question the user asked.

- A word of now or still (like "currently", "still", "not yet", "temporarily"): Swedish "nu",
  "just nu", "för närvarande", "fortfarande", "ännu", "inte … än"; Norwegian "nå", "for
  øyeblikket", "fortsatt", "fremdeles", "ennå", nynorsk "no" (in a Norwegian sentence: English
  "no" is not now), "enno", "framleis", "førebels"; Danish "nu", "lige nu", "i øjeblikket",
  "stadig", "endnu"; Icelandic "núna", "nú", "ennþá", "enn" (in an Icelandic sentence: "enn" is
  Norwegian for "than"), "eins og er"; Finnish "nyt", "tällä hetkellä", "vielä", "yhä",
  "edelleen", "toistaiseksi", "väliaikaisesti"; Estonian "praegu", "hetkel", "ikka veel",
  "endiselt", "ajutiselt"; Latvian "šobrīd", "pašlaik", "tagad", "joprojām", "vēl nav";
  Lithuanian "šiuo metu", "dabar", "kol kas", "vis dar", "laikinai"; Polish "teraz", "obecnie",
  "aktualnie", "wciąż", "nadal", "jeszcze nie", "na razie", "chwilowo"; Czech "nyní", "teď",
  "aktuálně", "momentálně", "zatím", "stále", "pořád", "ještě ne", "dočasně"; Slovak "teraz",
  "momentálne", "aktuálne", "zatiaľ", "ešte nie", "dočasne"; Hungarian "most" (in a Hungarian
  sentence: English "most" is not now), "jelenleg", "pillanatnyilag", "még mindig", "még nem",
  "egyelőre", "ideiglenesen"; English slang "rn". Not "from now on" ("från och med nu", "fra nå
  av", "fra nu af", "héðan í frá", "tästä lähtien", "od teraz", "odteď", "mostantól": a request,
  read elsewhere), nor "now and then" ("nå og da", "då och då": a habit).
- A state a card, an account, a transfer, a bill or an application is in: blocked ("spärrad",
  "sperret", "spærret", "blokkert", "læst", "lukittu", "lukus", "bloķēta", "užblokuota",
  "zablokowana", "zablokovaná", "zárolva"), pending or under review ("under behandling",
  "väntar på", "venter på", "afventer", "bíður", "í vinnslu", "käsittelyssä", "menetluses",
  "tiek izskatīts", "nagrinėjama", "w trakcie", "oczekuje", "čeká na", "v posudzovaní",
  "függőben", "elbírálás alatt"), unpaid or overdue ("ikkje betalt", "obetald", "forfalden",
  "ógreidd", "erääntynyt", "maksamatta", "tasumata", "tähtaeg on möödas", "kavēts",
  "pradelsta", "zalega", "po terminie", "po splatnosti", "lejárt"), used up ("nästan slut",
  "brukt opp", "opbrugt", "allur í notkun", "käytetty loppuun", "wyczerpany", "vyčerpán",
  "elfogyott"), returned or not arrived ("returnerad", "grąžintas", "zwrócony", "vrácena", "har
  inte kommit", "ei ole saapunut", "nav saņēmis", "nie dotarł", "nepřišla", "nem érkezett").
- A debt or something left ("owes", "left to pay"): "skyldig", "skylder", "skuldar", "gæld",
  "restskat", "restbeløb", "restskuld", "kr kvar", "kr igjen", "eftirstöðvar", "velkaa",
  "jäljellä", "võlgneb", "parādā", "skolingas", "liko", "dług", "do spłaty", "dluží",
  "doplatit", "dlží", "tartozik", "hátralék". Owing named as such needs no other money word.
- A balance beside a figure: "saldo", "disponibelt", "har N kr att bruke", "á N kr. eftir",
  "tilillä on N", "kontol on N", "kontā ir N", "sąskaitoje yra N", "na koncie N", "na účtu …
  N", "zůstatek", "zostatok", "egyenleg", "likutis", "atlikums", "jääk".

Near-misses kept: the user's life told in those languages ("lives in Malmö and works as a nurse",
"pays rent by e-invoice at the start of the month", "the savings club saves 500 kr a month and
shares it out in December", "banks with Nordea since 2010": no word of now, state or debt), a
question the user asked ("frågade …", "spurte …", "kysyi …", "zapytał …", "ptal se …",
"megkérdezte …"), "from now on", "now and then".
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memoryadmin.packs.banking.money import amount_spans

_I = re.IGNORECASE
# A sentence ends at . ! ? before a capital or at a line's end, not at "kr." or "80.000".
_SENTENCE = re.compile(r"[^\n]+?(?:[.!?]+(?=\s+[A-ZÀ-ÞĀ-Ž„“\"])|$)", re.MULTILINE)


def _w(words: str) -> str:
    return rf"\b(?:{words})\b"


_NOW = re.compile(
    _w(
        # Swedish.
        r"just\s+nu|för\s+närvarande|för\s+tillfället|i\s+nuläget|fortfarande|ännu|"
        r"än\s+så\s+länge|tills\s+vidare|tillfälligt|inte\s+(?:\w+\s+){0,4}än(?=\s*[.,;!?]|\s*$)|"
        # Norwegian bokmål and nynorsk.
        r"nå|akkurat\s+nå|for\s+øyeblikket|for\s+tiden|fortsatt|fremdeles|ennå|foreløpig|"
        r"midlertidig|per\s+nå|p\.t|enno|endå|framleis|førebels|mellombels|for\s+augneblinken|"
        # Danish.
        r"lige\s+nu|i\s+øjeblikket|for\s+øjeblikket|stadig|stadigvæk|fortsat|endnu(?!\s+(?:mere|"
        r"flere|større|bedre|en|et)\b)|foreløbig|midlertidigt|"
        # Icelandic.
        r"núna|nú|ennþá|eins\s+og\s+er|í\s+augnablikinu|sem\s+stendur|tímabundið|enn\s+sem\s+komið|"
        # Finnish.
        r"nyt|tällä\s+hetkellä|tätä\s+nykyä|nykyisin|vielä(?!\s+(?:kerran|yksi|yhden|enemmän)\b)|"
        r"yhä|edelleen|toistaiseksi|väliaikaisesti|"
        # Estonian.
        r"praegu|hetkel|hetkeseisuga|käesoleval\s+hetkel|ikka\s+veel|veel\s+mitte|ei\s+ole\s+veel|"
        r"pole\s+veel|endiselt|ajutiselt|"
        # Latvian.
        r"šobrīd|pašlaik|pašreiz|tagad|joprojām|vēl\s+nav|vēl\s+ne\w+|pagaidām|īslaicīgi|"
        r"uz\s+laiku|līdz\s+šim|"
        # Lithuanian.
        r"šiuo\s+metu|dabar|kol\s+kas|vis\s+dar|dar\s+ne\w+|laikinai|"
        # Polish.
        r"teraz|obecnie|aktualnie|w\s+tej\s+chwili|na\s+razie|chwilowo|tymczasowo|wciąż|nadal|"
        r"jeszcze\s+nie|na\s+dzień\s+dzisiejszy|"
        # Czech and Slovak.
        r"nyní|teď|aktuálně|momentálně|v\s+současnosti|v\s+tuto\s+chvíli|zatím|stále|pořád|"
        r"ještě\s+ne\w*|dosud|dočasně|prozatím|momentálne|aktuálne|zatiaľ|ešte\s+ne\w*|"
        r"doteraz|dočasne|v\s+súčasnosti|"
        # Hungarian.
        r"jelenleg|pillanatnyilag|jelen\s+pillanatban|még\s+mindig|még\s+nem|még\s+nincs|"
        r"továbbra\s+is|egyelőre|ideiglenesen|átmenetileg|"
        # English slang, lower case.
        r"(?-i:rn)"
    ),
    _I,
)
# Words of now that are other languages' words too: nynorsk "no" (English "no"), Swedish and
# Danish "nu" (Romanian "not"), Icelandic "enn" (Norwegian "than"), Hungarian "most" (English
# "most"), each only in a sentence of its language.
_NO = re.compile(r"\b(?-i:no)\b(?!\s+(?:og|longer|more|fee|fees|\w+s)\b)")
_NORWEGIAN = re.compile(
    r"\b(?:har|er|ikkje|ikke|sitt|på|frå|fra|og|brukaren|brukeren|kunden)\b", _I
)
_NU = re.compile(r"\bnu\b", _I)
_SCANDINAVIAN = re.compile(
    r"\b(?:är|har|och|på|för|att|er|og|sin|sit|sitt|kunden|användaren|brugeren)\b", _I
)
_ENN = re.compile(r"\benn\b(?!\s+(?:\d|meir|mer|fleire|flere))", _I)
_ICELANDIC = re.compile(r"[ðþÐÞ]|\bnotand\w*", _I)
_MOST = re.compile(r"\b(?-i:most)\b(?!\s+of\b)")
_HUNGARIAN = re.compile(r"[őűŐŰ]|\bfelhasználó\w*|\bügyf[eé]l\w*|\b(?:és|nincs|van)\b", _I)
_FROM_NOW = re.compile(
    _w(
        r"från\s+och\s+med\s+nu|från\s+nu|fr\.?\s*o\.?\s*m\.?\s+nu|fra\s+nå\s+av|frå\s+no\s+av|fra\s+nu\s+af|"
        r"héðan\s+í\s+frá|nyt\s+alkaen|tästä\s+lähtien|nüüdsest|edaspidi|no\s+šī\s+brīža|"
        r"nuo\s+šiol|od\s+teraz|od\s+dziś|od\s+dzisiaj|od\s+teď|odteď|od\s+nynějška|odteraz|"
        r"mostantól|nå\s+og\s+da|nu\s+og\s+da|no\s+og\s+då|nu\s+och\s+då|då\s+och\s+då"
    ),
    _I,
)
_STATE = re.compile(
    _w(
        # Swedish.
        r"spärrad|spärrat|spärrade|blockerad|blockerat|låst|låsta|fryst|frysta|"
        r"under\s+(?:behandling|handläggning|granskning|utredning)|behandlas|handläggs|"
        r"väntar\s+på|avvaktar|obetald|obetalda|obetalt|förfallen|förfallna|försenad|"
        r"(?:nästan|är|har\s+tagit)\s+slut|överskriden|övertrasserat?|returnerad|returnerades|"
        r"återförd|(?:har|hade)\s+inte\s+(?:\w+\s+){0,2}(?:kommit|kommit\s+in|dragits|gått\s+igenom)|"
        r"inte\s+betald|väntande|pågående|reserverad|reserverat|stoppad|stoppat|"
        # Norwegian and Danish.
        r"sperret|sperra|sperrede|blokkert|blokkerte|blokeret|spærret|frosset|frose|"
        r"under\s+(?:vurdering|saksbehandling)|til\s+(?:behandling|vurdering)|behandles|behandlast|"
        r"venter\s+på|ventar\s+på|avventer|afventer|afventende|ventende|"
        r"ikk(?:j)?e\s+(?:\w+\s+)?(?:betalt|kommet|kome|komme|mottatt|modtaget|godkjent|godkendt)|"
        r"ubetalt|ubetalte|ubetalte|forfalt|forfalne|forfalden|forfaldne|overtrukket|overtrukken|"
        r"reservert|reserveret|på\s+vent|brukt\s+opp|oppbrukt|brugt\s+op|opbrugt|returnert|returneret|tilbakeført|tilbageført|"
        # Icelandic.
        r"læst|læstur|læsta|fryst|frystur|í\s+vinnslu|í\s+bið|bíður|bíða|ógreidd|ógreiddur|"
        r"ógreitt|ógreiddir|í\s+vanskilum|gjaldfallin|gjaldfallinn|gjaldfallið|"
        r"(?:allur|öll|allt)\s+í\s+notkun|fullnýtt|fullnýttur|fullnýtt|uppurin|uppurinn|uppurið|"
        r"endursend|endursent|hefur\s+ekki\s+(?:borist|komið)|ekki\s+(?:borist|komin|kominn)|"
        # Finnish.
        r"varattu|jonossa|lukittu|lukossa|estetty|jäädytetty|käsittelyssä|käsiteltävänä|vireillä|"
        r"odottaa|maksamatta|maksamaton|maksamattomia|erääntyn\w*|myöhässä|rästissä|ylitetty|"
        r"käytetty\s+loppuun|palautettu|palautui|palautunut|"
        r"ei\s+(?:ole\s+)?(?:\w+\s+)?(?:tullut|saapunut|näkynyt|hyväksytty)|"
        # Estonian.
        r"peatatud|broneeritud|lukus|lukustatud|blokeeritud|külmutatud|töötlemisel|menetluses|ootel|ootab|tasumata|"
        r"maksmata|tähtaeg\s+on\s+möödas|üle\s+tähtaja|ammendatud|tagastatud|laekumata|"
        r"ei\s+ole\s+(?:\w+\s+)?laekunud|"
        # Latvian.
        r"apturēta|apturēts|rezervēta|rezervēts|bloķēta|bloķēts|iesaldēta|iesaldēts|apstrādē|tiek\s+(?:apstrādāts|apstrādāta|"
        r"izskatīts|izskatīta)|izskatīšanā|gaida|neapmaksāts|neapmaksāta|neapmaksāti|kavēts|"
        r"kavēta|kavēti|nokavēts|nokavēta|izsmelts|izsmelta|atgriezts|atgriezta|"
        r"nav\s+(?:\w+\s+)?(?:saņēmis|saņēmusi|saņemts|saņemta|ienācis|ienākusi)|"
        # Lithuanian.
        r"sustabdyta|sustabdytas|rezervuota|užblokuota|užblokuotas|blokuota|blokuotas|įšaldyta|įšaldytas|apdorojama|apdorojamas|"
        r"svarstoma|svarstomas|nagrinėjama|nagrinėjamas|laukia|laukiama|nesumokėta|nesumokėtas|"
        r"neapmokėta|neapmokėtas|pradelsta|pradelstas|vėluoja|išnaudotas|išnaudota|grąžintas|"
        r"grąžinta|grąžinti|negavo|negavęs|negavusi|negauta|neatėjo|"
        # Polish.
        r"zawieszon[aey]|w\s+realizacji|zablokowan[aey]|zastrzeżon[aey]|zamrożon[aey]|w\s+trakcie\s+\w+|rozpatrywan[aey]|"
        r"oczekuj\w*|w\s+toku|niezapłacon[aey]|nieopłacon[aey]|zaległ[aey]|po\s+terminie|"
        r"przeterminowan[aey]|wyczerpan[aey]|zwrócon[aey]|"
        r"nie\s+(?:\w+\s+)?(?:dotarł|dotarła|dotarły|doszedł|doszła|wpłynął|wpłynęła|wpłynęły)|"
        # Czech and Slovak.
        r"pozastaven[áýéa]|vyřizuje\s+se|vybavuje\s+sa|zablokovan[áýéa]|blokovan[áýéa]|zmrazen[áýéa]|zmražen[áýé]|čeká|čekají|čaká|čakajú|"
        r"ve\s+zpracování|v\s+spracovaní|spracováva\s+sa|zpracovává\s+se|v\s+posuzování|"
        r"v\s+posudzovaní|posuzuje\s+se|posudzuje\s+sa|v\s+řízení|nezaplacen[áýé]|nezaplaten[áýé]|"
        r"po\s+splatnosti|v\s+prodlení|v\s+omeškaní|vyčerpán[aoy]?|vyčerpan[áýé]|vrácen[aáoy]?|"
        r"vráten[áýé]|nepřišl[aoy]|nepřišel|neprišl[aoy]|neprišiel|nedorazil[aoy]?|"
        # Hungarian.
        r"felfüggesztve|elakadt|várakozik|zárolva|zárolták|zárolt|letiltva|letiltották|befagyasztva|függőben|"
        # ... its verb prefix split off: "le van tiltva" (is blocked), "le van zárva".
        r"le\s+(?:van|vannak)\s+(?:tiltva|zárva|foglalva|fagyasztva)|"
        r"(?:feldolgozás|elbírálás|ellenőrzés)\s+alatt|folyamatban|kifizetetlen|lejárt|"
        r"késedelemben|elfogyott|kimerült|visszautasítva|visszaküldték|visszajött|"
        r"nem\s+(?:\w+\s+)?(?:érkezett|jött\s+meg)"
    ),
    _I,
)
# Owing named as such: about money whatever else the sentence says.
_OWING = re.compile(
    _w(
        r"skyldig|skyldiga|skylder|skyldar|skuldar|skulda|gæld|gjeld|restskuld|restgjeld|"
        r"restgæld|restskat|restskatt|velkaa|võlgneb|võlgu|võlgnevus|parādā|skoling(?:as|a|i|os)|"
        r"dług\w*|zadłużon\w*|zalega\w*|zalegał\w*|zaległoś\w*|winien|winna|dluží|dlužn\w*|nedoplat\w*|dlží|tartozik|tartozás\w*|"
        r"hátralék\w*|eftirstöðvar"
    ),
    _I,
)
_DEBT = re.compile(
    _w(
        r"kvar\s+att\s+betala|kr\s+kvar|kronor\s+kvar|återstår|resterande|igjen\s+å\s+betale|"
        r"kr\s+igjen|att\s+betale\s+att|tilbage\s+at\s+betale|udestående|utestående|restbeløb|"
        r"restbeløp|mangler\s+at\s+betale|jäljellä|maksettavaa|jääk|maksta\s+jäänud|"
        r"atlikušais|jāatmaksā|jāsamaksā|liko\s+\d+|do\s+spłacenia|dlhuj\w*|jäänud\s+maksta|liko\s+(?:su)?mokėti|do\s+spłaty|pozostało\s+do|zostało\s+do|"
        r"zbývá\s+(?:do)?platit|zbývá|zostáva\s+(?:do)?platiť|fennmaradó|hátravan"
    ),
    _I,
)
# A figure and its unit, at most 15 characters long so that a long run of numbers is read in
# linear time: "12 800 kr", "86,40 euroa", "8 430 Kč", "14,9%".
_FIGURE = (
    r"(?<![\d.,])\d(?:[\d.,]|\s(?=\d)){0,14}\s*(?:kr\.?|kronor|kroner|krónur|€|eur\w*|zł|złotych|"
    r"kč|korun|ft|forint|%)"
)
_A_FIGURE = re.compile(_FIGURE, _I)
_BALANCE = re.compile(
    _w(r"saldo\w*|disponibel\w*|tilgjengelig|tillgänglig\w*|inneign|zůstat\w*|zostat\w*|"
       r"egyenleg\w*|likut\w*|atlikum\w*|jääk\w*|środk\w*")
    + r"[^.!?\n]*?\d|"
    # "has 12 800 kr to spend", "á 35.000 kr. eftir", "tilillä on 86,40 euroa".
    + rf"{_FIGURE}\s+(?:att|å|til\s+at|at)\s+(?:bruke|bruka|bruge|använda|spendere|spendera)|"
    + rf"\bá\s+{_FIGURE}\s+eftir\b|"
    + r"\b(?:tilillä|kortilla|kontol|kaardil|kontā|kartē|sąskaitoje|kortelėje|koncie|"
    r"karcie|účtu|účte|kartě|karte|számláján|kártyáján)\b[^.!?\n]*?\d",
    _I,
)
_MONEY_THING = re.compile(
    r"konto|konts|kontā|kontu|konta|kontol|kort|kreditt|kredit|kredyt|kredīt|lån|laina|lainan|lán|laen|paskol|pożycz|půjčk|"
    r"pôžičk|kölcsön|hitel|hypot|räkning|regning|rekning|faktur|lasku|reikning|arve|rēķin|"
    r"sąskait|rachun|účet|účt|úče|számla|betal|greiðsl|maksu|makse|maksā|mokėj|płatnoś|platb|"
    r"fizet|överför|overfør|overfør|millifærsl|siirto|ülekan|pārskait|pervedim|przelew|převod|"
    r"prevod|utalás|utalt|swish|vipps|mobilepay|blik|smart-id|bankid|mitid|nemid|revolut|bank|"
    r"pank|tili|kortti|kaart|karte|kortel|karta|kartę|karcie|kárty|løn|lønn|lön|laun|palk|alga|"
    r"atlyginim|pensi|pensj|eläke|wynagrodz|emerytur|mzd|výplat|nyugdíj|visa|mastercard|gräns|grens|"
    r"grense|limit|beløb|beløp|belopp|upphæð|summa|summ|kwot|částk|čiastk|összeg|rata|raty|"
    r"ratami|splát|részlet|järelmaks|osamaks|yfirdrátt|overtræk|kassakredit|ränta|rente|"
    r"vext|korko|intress|procent|kamat|oprocentow|úrok|lokat|depozyt|vklad|insättning|"
    r"återbär|refusjon|tilbakebetal|palautus|tagasimaks|atmaksa|grąžin|zwrot|vrácen|vrátenie|"
    r"visszatérít|skatt|skat|vero|maks|nauda|naudą|pinig|pienią|peníz|peniaz|pénz|peng|penge|"
    r"raha|euro|eur\b|kr\b|kr\.|kč|zł|ft\b|hakemus|ansökan|søknad|ansøgning|umsókn|taotlus|"
    r"pieteikum|paraišk|wniosek|žádost|žiadosť|igénylés|kérelem|lising|leasing|osamaks|"
    r"hyra|husleie|husleige|husleje|vuokra|üür|īre|nuom|czynsz|nájem|nájm|bérleti|"
    # Benefits paid in: child benefit, allowances, support.
    r"bidrag|trygd|stønad|støtte|ydelse|tuki|etuu|toetus|pabalst|pašalp|išmok|świadcz|zasił|přídav|"
    r"príspev|dávk|dávok|támogatás|segély|pótlék",
    _I,
)
_ASKED = re.compile(
    _w(
        r"frågade|undrade|spurte|spurde|spurgte|spurði|kysyi|kysyy|küsis|jautāja|paklausė|"
        r"klausė|zapytał\w*|pytał\w*|ptal\w*|zeptal\w*|pýtal\w*|opýtal\w*|kérdez\w*|megkérdez\w*|"
        r"asked|wanted\s+to\s+know|wondered"
    ),
    _I,
)


def _about_money(sentence: str) -> bool:
    return bool(
        _MONEY_THING.search(sentence) or amount_spans(sentence) or _A_FIGURE.search(sentence)
    )


def _said(find: Callable[[str], object], text: str, about_money: bool = True) -> str | None:
    """The first sentence about money (unless ``about_money`` is off), not asked, where ``find``
    finds something: the sentence."""
    for m in _SENTENCE.finditer(text):
        sentence = m.group(0)
        if _ASKED.search(sentence) or not find(sentence):
            continue
        if about_money and not _about_money(sentence):
            continue
        return sentence.strip()
    return None


def _now(sentence: str) -> object:
    """A word of now or still, "from now on" and "now and then" left out, the words shared with
    another language read only in their own."""
    plain = _FROM_NOW.sub(lambda m: " " * len(m.group(0)), sentence)
    return (
        _NOW.search(plain)
        or (_NORWEGIAN.search(plain) and _NO.search(plain))
        or (_SCANDINAVIAN.search(plain) and _NU.search(plain))
        or (_ICELANDIC.search(plain) and _ENN.search(plain))
        or (_HUNGARIAN.search(plain) and _MOST.search(plain))
    )


def now_north(text: str) -> str | None:
    """A word of now or still, or a state, in the region's languages, in a sentence about money
    (see above): the sentence."""
    return _said(_now, text) or _said(_STATE.search, text)


def debt_north(text: str) -> str | None:
    """A debt or something left to pay in the region's languages (see above): the sentence."""
    return _said(_DEBT.search, text) or _said(_OWING.search, text, about_money=False)


def balance_north(text: str) -> str | None:
    """A balance beside a figure in the region's languages (see above): the sentence."""
    return _said(_BALANCE.search, text)


def stands_now_north(sentence: str) -> bool:
    """Any word of now, still, a state, a debt or a balance of the region's languages in
    ``sentence``, whatever it is about: then its amounts are not an arrangement's terms
    (``recurring``)."""
    return bool(
        _now(sentence) or _STATE.search(sentence) or _DEBT.search(sentence)
        or _OWING.search(sentence) or _BALANCE.search(sentence)
    )
