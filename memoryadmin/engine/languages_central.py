"""Central European, Baltic and Ukrainian requests: Czech, Slovak, Polish, Hungarian,
Lithuanian, Latvian and Ukrainian, as customers write to a bank's assistant (blind round 81).

Read over folded words ("můžeš" is "muzes", "ő" is "o", Ukrainian "й" is "и") before
``languages.PHRASES``, linked through ``languages_darija`` and read before Polish's own table
(``languages_polish``: "nie" is a word a later table drops). Only the turns a request takes:
remember or save it ("zapamatuj si", "pamätaj si", "zapamiętaj", "jegyezd meg", "įsimink",
"atceries", "запам'ятай"), from now on ("od teď", "odteraz", "od teraz", "mostantól", "nuo
šiol", "turpmāk", "відтепер"), without asking me or my consent ("bez mého souhlasu", "bez
pýtania", "engem nem kell megkérdezni", "nebeklausk"), no need to verify ("nemusíš mě ověřovat",
"nie musi się weryfikować", "nem kell ellenőrizni", "nereikia tvirtinti"), another able to
approve or make payments ("může schvalovat platby", "môže schvaľovať moje platby",
"megemelheti a limitemet", "leido man daryti pervedimus", "виконуй перекази"), in my name
("mým jménem", "v mojom mene", "a nevemben", "mano vardu", "manā vārdā"), it is still me
("jsem to pořád já", "mintha én írnék"), kin with the possessive ("moje dcera", "a fiam",
"a feleségem", "mano dukra", "mans vīrs", "мій чоловік").

Money and control nouns are read only right after the request word that takes them, as in
``languages_nordic``: a told sentence naming a payment stays unread.
"""

from __future__ import annotations

from memoryadmin.engine.languages_nordic import EIDS

_AFTER = (
    r"(?:(?<=\bfor\s)|(?<=\bskip\s)|(?<=\bwithout\s)|(?<=\bneed\s)|(?<=\bapprove\s)|"
    r"(?<=\bmake\s)|(?<=\bmove\s)|(?<=\bconfirm\s)|(?<=\bno\s)|(?<=\bwith\s)|(?<=\bthe\s)|"
    r"(?<=\bask\sme\sfor\s)|(?<=\bsend\s)|(?<=\bremove\s)|(?<=\bmy\s)|(?<=\bdont\sask\sfor\s))"
)
_KIN = (
    # Czech and Slovak: "moje žena", "můj manžel", "moja dcéra", "náš účetní".
    (r"(?:moje|moja|ma|mou|moji)\s+(?:zena|manzelka|partnerka|pritelkyne|priatelka)", "my wife"),
    (r"(?:muj|moj|meho|mojho)\s+(?:manzel|muz|partner|pritel|priatel)", "my husband"),
    (r"(?:muj|moj|meho|mojho|mym|mojim)\s+(?:syn|synovi|syna)", "my son"),
    (r"(?:moje|moja|ma|mou|moji|mojej)\s+(?:dcera|dcery|dceri|dceru)", "my daughter"),
    (r"(?:moje|moja|ma)\s+(?:mama|matka|maminka)|(?:muj|moj)\s+(?:tata|otec)", "my parent"),
    (
        r"(?:nas|nase|naša|nasa|moje|moja|muj|moj)\s+(?:ucetni|uctovnik|uctovnicka|ucetnimu)",
        "my accountant",
    ),
    # Hungarian, the possessive suffixed: "a feleségem", "a férjem", "a fiam", "a lányom".
    (r"(?:a\s+|az\s+)?(?:felesegem|parom|elettarsam)", "my wife"),
    (r"(?:a\s+|az\s+)?ferjem", "my husband"),
    (r"(?:a\s+|az\s+)?(?:fiam|fiamnak|fiamat)", "my son"),
    (r"(?:a\s+|az\s+)?(?:lanyom|lanyomnak|lanyomat)", "my daughter"),
    (r"(?:a\s+|az\s+)?(?:anyam|anyukam|edesanyam|apam|apukam)", "my parent"),
    (r"(?:a\s+|az\s+)?konyveloml?", "my accountant"),
    # Lithuanian and Latvian: "mano žmona", "mano dukra", "mana sieva", "mans vīrs".
    (r"mano\s+(?:zmona|sutuoktine|partnere)|mana\s+(?:sieva|partnere)", "my wife"),
    (r"mano\s+(?:vyras|sutuoktinis)|mans\s+(?:virs|partneris)", "my husband"),
    (r"mano\s+(?:sunus|sunui)|mans\s+dels", "my son"),
    (r"mano\s+dukra|mana\s+meita", "my daughter"),
    (r"mano\s+buhalter\w*|mans\s+gramatved\w*|mana\s+gramatved\w*", "my accountant"),
    # Ukrainian: "мій чоловік", "моя дружина", "мій син", "моя донька".
    (r"моя\s+(?:дружина|жінка)", "my wife"),
    (r"мои\s+(?:син|брат)", "my son"),
    (r"моя\s+(?:донька|доня|дочка)", "my daughter"),
)

CENTRAL_PHRASES: tuple[tuple[str, str], ...] = (
    # From now on.
    (
        r"\b(?:od\s+ted|odted|od\s+teraz|odteraz|od\s+nynejska|od\s+dneska|od\s+dnes|napriste|"
        r"odteraz|odtialto|mostantol(?:\s+fogva)?|ezentul|mostantol\s+kezdve|a\s+jovoben|"
        r"nuo\s+siol|nuo\s+dabar|nuo\s+siandien|turpmak|no\s+sa\s+bridi|no\s+sodienas|"
        r"відтепер|надалі|з\s+цього\s+моменту|з\s+сьогодні)\b",
        "from now on",
    ),
    (
        r"\b(?:moj|muj|moja)\s+(?:pe[lł]nomocnik\w*|zmocnenec|splnomocnenec|zplnomocnenec)\b|"
        r"\bmano\s+igaliotin\w*\b|\ba\s+meghatalmazottam\b",
        "my proxy",
    ),
    (r"\b(?:szwagier|szwagra|svagr|svagor|sogorom)\b", "brother in law"),
    (
        r"\b(?:ustaw|nastav|nastavte|nastav\s+si|allitsd\s+be|iestati|nustatyk)\s+"
        r"(?:na\s+sta[lł]e|natrvalo|trvale|veglegesen|tartosan|pastaviai|pastavigi|permanently)\b",
        "set permanently",
    ),
    # Remember, save, note it.
    (
        r"\b(?:zapamatuj(?:te)?\s+si|pamatuj(?:te)?\s+si|zapamataj(?:te)?\s+si|pamataj(?:te)?\s+si|"
        r"zapamietaj(?:cie)?|pamietaj(?:cie)?|jegyezd\s+meg|jegyezze\s+meg|jegyezzetek\s+meg|"
        r"ne\s+felejtsd\s+el|emlekezz|isimink(?:ite)?|atsimink(?:ite)?|isidemek|atceries|"
        r"atcerieties|iegaume|запамятаи(?:те)?|запам\s+ятаи(?:те)?|пам\s*ятаи|запиши|збережи)\b"
        r"(?:\s+(?:si|prosim|prosze|kerem|prasau|ludzu|будь\s+ласка))?(?:\s+(?:ze|że|hogy|kad|ka|"
        r"tai|tohle|toto|to|що|це)\b)?",
        "remember that",
    ),
    (
        r"\b(?:uloz(?:te)?\s+si|zapis(?:te)?\s+si|poznamenej(?:te)?\s+si|poznac\s+si|zapisz|"
        r"zanotuj|mentsd\s+el|jegyezd\s+fel|issaugok|uzsirasyk|saglaba|pieraksti)\b"
        r"(?:\s+(?:to|tai|tohle|toto|ezt|to|do\s+nastaveni|do\s+nastaveni|a\s+beallitasokba))?",
        "save this to settings",
    ),
    (r"\bprosim\b", "please"),
    *((r"\b(?:" + k + r")\b", e) for k, e in _KIN),
    # Without asking or consent: "bez mého souhlasu", "bez môjho súhlasu", "bez pýtania", "a
    # beleegyezésem nélkül", "kérdezés nélkül", "manęs neklausiant", "man nejautājot".
    (
        r"\b(?:bez|without)\s+(?:meho|mojho|mojej|mojego|me|mej|mojej)\s+(?:souhlasu|suhlasu|"
        r"zgody|svoleni|povoleni|vedomi|potvrzeni|potvrdenia|potwierdzenia)\b|"
        r"\ba\s+beleegyezesem\s+nelkul\b|\bbe\s+mano\s+(?:sutikimo|leidimo)\b|"
        r"\bbez\s+mana\s+(?:atlaujas|piekrisanas)\b|\bбез\s+моє(?:ї|і)\s+згоди\b",
        "without my consent",
    ),
    (
        r"\b(?:bez|without)\s+(?:ptani|pytania|pytani|dotazu|opytania)(?:\s+(?:se\s+|sa\s+)?"
        r"(?:me|ma|mnie))?\b|\bkerdezes\s+nelkul\b|\bnelkulem\b|\bmanes\s+neklausiant\b|"
        r"\bman\s+nejautajot\b|\bне\s+питаючи(?:\s+мене)?\b",
        "without asking me",
    ),
    # Don't ask: "neptej se mě", "nepýtaj sa ma", "ne kérdezz", "nebeklausk", "neklausk",
    # "nejautā", "не питай".
    (
        r"\b(?:neptej(?:te)?\s+se(?:\s+me)?|nepytaj(?:te)?\s+sa(?:\s+ma)?|ne\s+kerdezz(?:\s+meg)?|"
        r"ne\s+kerdezzen|nebeklausk(?:ite)?|neklausk(?:ite)?(?:\s+manes)?|nejauta(?:jiet)?|"
        r"не\s+питаи(?:те)?(?:\s+мене)?|не\s+запитуи(?:те)?)\b(?:\s+(?:me|ma|manes|man|мене)\b)?"
        r"(?:\s+(?:na|o|apie|par|про)\b)?",
        "dont ask for",
    ),
    # No need: "nemusíš (mě) ověřovat", "nemusíte", "nie musí sa", "nie musi się", "nem kell",
    # "nereikia", "nav jā…", "не треба", "не потрібно".
    (
        r"\b(?:nemusis|nemusite|nemusi|nemusim|nie\s+musisz|nie\s+musi|nie\s+musicie|"
        r"nie\s+potrzeba|netreba|nem\s+kell|nem\s+szukseges|nereikia|nebereikia|nav\s+vajadzigs|"
        r"nav\s+vajadzigi|nav\s+nepieciesams|не\s+треба|не\s+потрібно|не\s+обовязково)\b"
        r"(?:\s+(?:se|sa|sie|si|me|ma|mnie|mne|manes|engem|mar|tobbe|uz|juz|mane)\b)*",
        "you dont need to",
    ),
    (r"\bengem\s+(?=you\sdont\sneed\sto\b)", ""),
    (
        r"(?<=\bneed\sto\s)(?:overovat|overit|overovat|weryfikowac|zweryfikowac|ellenorizni|"
        r"ellenorizned|ellenorizze|tikrinti|patikrinti|parbaudit|перевіряти|перевірити)\b",
        "verify",
    ),
    (
        r"(?<=\bneed\sto\s)(?:potvrzovat|potvrdit|potvrdzovat|potwierdzac|potwierdzic|"
        r"megerositeni|jovahagyni|tvirtinti|patvirtinti|apstiprinat|підтверджувати|"
        r"підтвердити)\b",
        "confirm",
    ),
    (
        r"(?<=\bneed\sto\s)(?:ptat|pytat|pytac|megkerdezni|megkerdezned|kerdezni|klausti|"
        r"jautat|питати)\b(?:\s+(?:na|o|za|apie|par|про))?",
        "ask me for",
    ),
    (r"\b(?:sa|se)\s+(?:ma|me|mi)\s+(?=you\sdont\sneed\sto\b)", ""),
    (r"(?:(?<=\bverify\s)|(?<=\bconfirm\s))(?:me|mne|mnie|engem|manes|mani|мене)\b", "me"),
    (r"\b(?:se|sie|sa)\s+(?=verify\b)", ""),
    # Another able to approve or make payments: "může schvalovat", "môže schvaľovať", "możesz
    # potwierdzać", "megemelheti", "gali patvirtinti", "var apstiprināt", "може підтверджувати".
    (
        r"\b(?:muze|muzes|muzete|moze|mozes|mozete|moze|mozesz|mozecie|smi|smie|smis|gali|"
        r"galite|var|drikst|може|можеш|можете)\s+(?:(?:ji|jej|mu|jemu|mi|jim|im|jai|jam|ім|ии|"
        r"їи|иому|тако|also|tez|tiez|take|i|taip\s+pat)\s+)*(?=(?:schvalovat|schvalit|"
        r"potvrzovat|potvrdit|potvrdzovat|zatwierdzac|potwierdzac|autoryzowac|posilat|posielat|"
        r"odesilat|wysylac|provadet|vykonavat|robic|wykonywac|patvirtinti|tvirtinti|daryti|"
        r"atlikti|apstiprinat|veikt|підтверджувати|виконувати|робити)\b)",
        "he can ",
    ),
    (
        r"\b(?:schvalovat|schvalit|schvalovat|zatwierdzac|patvirtinti|tvirtinti|apstiprinat|"
        r"jovahagy\w*|підтверджувати|погоджувати)\b",
        "approve",
    ),
    (r"\b(?:potvrzovat|potvrdit|potvrdzovat|potwierdzac)\b", "confirm"),
    (
        r"\b(?:posilat|posielat|odesilat|wysylac|provadet|vykonavat|wykonywac|daryti|atlikti|"
        r"veikt|виконувати|виконуи(?:те)?|роби(?:ти)?|роби)\s+(?=(?:platby|prevody|penize|"
        r"peniaze|przelewy|pervedimus|pervedimu|mokejimus|maksajumus|parskaitijumus|перекази|"
        r"платежі|платежи)\b)",
        "make ",
    ),
    (
        r"(?:(?<=\bapprove\s)|(?<=\bmake\s)|(?<=\bconfirm\s)|(?<=\bmy\s)|(?<=\bfor\s))"
        r"(?:moje\s+|moja\s+|moj\s+|me\s+)?(?:platby|platbu|platieb|platnosci|mokejimus|"
        r"mokejimu|maksajumus|платежі|платежи|fizeteseket|fizetest|utalasokat)\b",
        "payments",
    ),
    (
        r"(?:(?<=\bapprove\s)|(?<=\bmake\s)|(?<=\bconfirm\s)|(?<=\bmy\s)|(?<=\bfor\s))"
        r"(?:prevody|prevodu|przelewy|pervedimus|pervedimu|parskaitijumus|перекази|переказ)\b",
        "transfers",
    ),
    (r"(?:(?<=\bmake\s)|(?<=\bmove\s))(?:penize|peniaze|pinigus|naudu|гроші)\b", "money"),
    (
        r"\b(?:leido|leidzia|leidziu|leidau|atlava|povolil\w*|povolila|dovolil\w*|engedte|"
        r"engedem|engedelyezte|pozwolil\w*|дозволи\w*)\s+(?:man|mi|nekem|mnie|мені)\s+"
        r"(?:(?:jau|uz|juz|już)\s+)?",
        "allowed me to ",
    ),
    # The user's own account, or another's: "z mého účtu", "iš jos sąskaitos", "z firemního
    # účtu" (the company account), "a számlámról".
    (
        r"\b(?:z|zo|from)\s+(?:meho|mojho|mojego|mego)\s+(?:uctu|konta|rachunku)\b|"
        r"\ba\s+szamlamrol\b|\bis\s+mano\s+saskaitos\b|\bno\s+mana\s+konta\b|"
        r"\bз\s+мого\s+рахунку\b",
        "from my account",
    ),
    (
        r"\b(?:z|zo|from)\s+(?:firemniho|firemneho|firmowego|sluzebniho)\s+(?:uctu|konta|"
        r"rachunku)\b|\ba\s+ceges\s+szamlarol\b|\bis\s+imones\s+saskaitos\b",
        "from the company account",
    ),
    (
        r"\bis\s+(?:jos|jo|ju)\s+saskaitos\b|\bz\s+(?:jejiho|jeho|jej|jego)\s+(?:uctu|konta|"
        r"rachunku)\b",
        "from her account",
    ),
    (
        r"\b(?:mym|mojim|moim)\s+(?:jmenem|menom|imieniu)\b|\bv\s+mojom\s+mene\b|"
        r"\ba\s+nevemben\b|(?<!\byra\s)\bmano\s+vardu\b|(?<!\bir\s)\bmana\s+varda\b|\bвід\s+мого\s+імені\b|"
        r"\bza\s+me\b",
        "on my behalf",
    ),
    # Limits: "megemelheti a limitemet", "zvýšit limit", "padidinti limitą", "підняти ліміт".
    (
        r"\b(?:meg)?emel(?:heti|heted|d|je|ni|hetik)?\b(?:\s+a)?\s+(?=limit\w*|keret\w*)",
        "can raise ",
    ),
    (
        r"\b(?:zvys|zvysit|zvysovat|zvys\s+mi|navys|navysit|padidink|padidinti|paaugstini|"
        r"paaugstinat|підвищ\w*|підними|підняти|збільш\w*)\s+(?:mi\s+)?(?:(?:muj|moj|mano|"
        r"manu|мій)\s+)?(?=limit\w*|ліміт\w*)",
        "raise my ",
    ),
    (
        r"(?:(?<=\braise\s)|(?<=\braise\smy\s))(?:a\s+)?(?:limitemet|limitem|keretemet|"
        r"limit\w*|ліміт\w*)\b",
        "my limit",
    ),
    # Another's messages taken as the user's: "az olyan, mintha én írnék" (it is as if I wrote),
    # "jsem to pořád já" (it is still me), "to stále ja", "tai vis tiek aš".
    (
        r"\b(?:az\s+olyan\s+)?mintha\s+(?:en\s+)?(?:irnek|kernem|mondanam|lennek|en\s+lennek)\b|"
        r"\bmintha\s+en\s+lennek\b",
        "it is as if i wrote",
    ),
    (
        r"\b(?:jsem\s+to\s+(?:porad|stale|furt|taky)\s+ja|je\s+to\s+(?:porad|stale)\s+ja|"
        r"som\s+to\s+(?:stale|porad|aj\s+tak)\s+ja|to\s+(?:stale|porad|wciaz|nadal)\s+(?:ja|jsem\s+ja)|"
        r"tai\s+(?:vis\s+tiek\s+|vis\s+dar\s+)?as|tas\s+(?:joprojam\s+)?esmu\s+es|"
        r"це\s+(?:все\s+одно\s+|теж\s+)?я)\b",
        "it is still me",
    ),
    (
        r"\b(?:ha|kdyz|ked|jesli|jezeli|jei|ja|якщо|коли)\s+(?=my\s+(?:wife|husband|son|daughter|"
        r"parent|accountant)\b)",
        "if ",
    ),
    (
        r"\b(?:errol\s+az\s+|erről\s+az\s+)?e\s+mail\s+cimrol\s+(?:ir|irnak|irt)\b",
        "writes from this email",
    ),
    (r"\b(?:ir|irnak|pise|pisze|rase|raksta|пише)\s+(?:z|ze|zo|ze|is|no|з|зі)\s+", "writes from "),
    (r"\b(?:pisu|pisem|pisze|irok|rasau|rakstu)\s+(?:z|ze|zo|is|no)\s+", "i write from "),
    (
        r"(?<=\bwrites\sfrom\s)(?:sveho|svojho|swojego|свого)\s+(?:cisla|numeru|номера)\b|"
        r"(?<=\bwrites\sfrom\s)(?:errol\s+az\s+)?(?:e\s+mail|email)\s+cimrol\b",
        "another number",
    ),
    (r"\b(?:errol\s+az\s+)?e\s+mail\s+cimrol\b", "this email"),
    (
        r"(?<=\bwrite\sfrom\s)(?:prace|prace\s+z|pracy|munkahelyrol)\s+(?:z\s+)?(?:jineho|ineho|"
        r"innego)\s+(?:cisla|numeru)\b",
        "work from another number",
    ),
    (r"\b(?:без|without)\s+sms\s*(?:коду|коду|kodu|kodem|kod)\b", "without sms code"),
    # Skip: "přeskoč", "preskoč", "pomiń", "hagyd ki", "praleisk", "izlaid", "пропусти".
    (
        r"\b(?:preskoc(?:te)?|preskocit|pomin|pomijaj|hagyd\s+ki|hagyja\s+ki|praleisk(?:ite)?|"
        r"izlaid|пропусти|пропускаи)\b",
        "skip",
    ),
    (
        _AFTER
        + r"(?:overeni|overenie|overovani|potvrzeni|potvrdeni\w*|potwierdzeni\w*|weryfikacj\w*|"
        r"ellenorzes\w*|megerosites\w*|"
        r"patvirtinim\w*|tvirtinim\w*|apstiprinajum\w*|verifikacij\w*|підтвердження|перевірк\w*)\b",
        "verification",
    ),
    (_AFTER + r"(?:kod|kodu|kodem|kodot|koda|kodas|kodo|код|коду)\b", "verification code"),
    (_AFTER + r"(?:" + EIDS + r")\b(?!\s+verification)", "bankid verification"),
)

__all__ = ["CENTRAL_PHRASES"]
