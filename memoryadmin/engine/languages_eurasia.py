"""Russian (in Cyrillic and in Latin letters), Uzbek and Kazakh, as customers in Tashkent and
Almaty mix them with English (ENGINE.md section 9), from blind round 58.

Read over folded words ("й" is "и", "ё" is "е": the keys here are folded as they are read)
before ``languages.PHRASES``. Only the words a request to the bank's assistant turns on:
remember ("запомни", "zapomni", Uzbek "eslab qol"), without ("без", "bez", Uzbek "-siz"), confirm
and confirmation ("подтверждай", "подтверждение", Uzbek "tasdiqlash"), code, transfer, limit,
remove ("убери", "ubrat"), turn off ("отключи", "otkluchi"), not needed ("не нужно", "ne nado",
Uzbek "kerak emas"), don't ask ("не спрашивай"), for ever, suspicious, notifications; and who
speaks for whom: "это от меня" (it is from me), Uzbek "… nomidan" (in … 's name, on behalf of)
and "men deb qabul qil" (take it as me).

Words that are English or another table's too are read only in a phrase: Uzbek "men" (I) only
in "men deb"; Russian "na" (on) is pidgin's and stays so. Not a translator: "запомни, я люблю
короткие ответы" (remember, I like short answers) reads as the wish it is.
"""

from __future__ import annotations

from memoryadmin.engine.folding import fold

_WORDS: dict[str, str] = {
    # Russian, Cyrillic.
    "запомни": "remember",
    "запомните": "remember",
    "перевод": "transfer",
    "переводы": "transfers",
    "переводов": "transfers",
    "переводить": "transfer",
    "подтверждай": "confirm",
    "подтверждайте": "confirm",
    "подтверди": "confirm",
    "подтвердите": "confirm",
    "подтверждение": "confirmation",
    "подтверждения": "confirmation",
    "подтверждений": "confirmation",
    "без": "without",
    "смс": "sms",
    "код": "code",
    "кода": "code",
    "кодом": "code",
    "лимит": "limit",
    "лимиты": "limits",
    "всегда": "always",
    "навсегда": "forever",
    "отключи": "turn off",
    "отключите": "turn off",
    "выключи": "turn off",
    "выключите": "turn off",
    "убери": "remove",
    "уберите": "remove",
    "убрать": "remove",
    "сними": "remove",
    "снимите": "remove",
    "снять": "remove",
    "проверку": "check",
    "проверка": "check",
    "проверки": "checks",
    "уведомления": "notifications",
    "уведомление": "notification",
    "подозрительных": "suspicious",
    "подозрительные": "suspicious",
    "операциях": "transactions",
    "операции": "transactions",
    "операций": "transactions",
    "если": "if",
    "сумма": "amount",
    "меньше": "less than",
    "пожалуйста": "please",
    "брата": "brother",
    "брату": "to brother",
    "брат": "brother",
    "моего": "my",
    "мой": "my",
    "моя": "my",
    "пишет": "writes",
    # Blind round 78, Russian and Ukrainian in Cyrillic: who calls or writes and what they say
    # ("если звонит человек и говорит что он …", if a person calls and says he is …), another
    # able to manage the account ("мій чоловік може розпоряджатися моїм рахунком"), a check the
    # user is tired of ("надоела эта верификация по лицу").
    "звонит": "calls",
    "звонят": "call",
    "позвонит": "calls",
    "дзвонить": "calls",
    "человек": "a person",
    "людина": "a person",
    "говорит": "says",
    "скажет": "says",
    "каже": "says",
    "скаже": "says",
    "что": "that",
    "що": "that",
    "он": "he",
    "вона": "she",
    "она": "she",
    "ничего": "anything",
    "нічого": "anything",
    "мій": "my",
    "моїм": "my",
    "мого": "my",
    "моим": "my",
    "мою": "my",
    "моей": "my",
    "мої": "my",
    "чоловік": "husband",
    "муж": "husband",
    "жена": "wife",
    "дружина": "wife",
    "сестра": "sister",
    "сын": "son",
    "син": "son",
    "дочь": "daughter",
    "донька": "daughter",
    "бригадир": "foreman",
    "начальник": "boss",
    "може": "can",
    "может": "can",
    "можуть": "can",
    "могут": "can",
    "розпоряджатися": "manage",
    "распоряжаться": "manage",
    "рахунком": "account",
    "рахунок": "account",
    "рахунку": "account",
    "счет": "account",
    "счета": "account",
    "счетом": "account",
    "счету": "account",
    "картой": "card",
    "картою": "card",
    "підтвердження": "confirmation",
    "запамятайте": "remember",
    "запамятай": "remember",
    "верификация": "verification",
    "верифікація": "verification",
    "телефона": "phone",
    "телефону": "phone",
    "писать": "write",
    "делать": "do",
    "робити": "do",
    # How amounts are written ("Мне удобнее, когда суммы пишешь с пробелами", I find it easier
    # when you write amounts with spaces).
    "удобнее": "prefer",
    "когда": "when",
    "суммы": "amounts",
    "сумму": "amount",
    "суми": "amounts",
    "пишешь": "you write",
    "пишете": "you write",
    "пробелами": "spaces",
    "пробелом": "space",
    # Russian, Latin letters.
    "zapomni": "remember",
    "zapomnite": "remember",
    "pozhaluysta": "please",
    "pozhaluista": "please",
    "perevod": "transfer",
    "perevody": "transfers",
    "perevodi": "transfers",
    "ubrat": "remove",
    "uberi": "remove",
    "snimi": "remove",
    "sovsem": "completely",
    "bez": "without",
    "navsegda": "forever",
    "otkluchi": "turn off",
    "otklyuchi": "turn off",
    "vykluchi": "turn off",
    "vyklyuchi": "turn off",
    "uvedomleniya": "notifications",
    "uvedomlenie": "notification",
    "podozritelnyh": "suspicious",
    "podozritelnye": "suspicious",
    "podozritelnih": "suspicious",
    "operaciyah": "transactions",
    "operacii": "transactions",
    "operatsiyah": "transactions",
    "operatsii": "transactions",
    "podtverzhdenie": "confirmation",
    "podtverzhdeniya": "confirmation",
    "podtverzhday": "confirm",
    # Uzbek (Latin).
    "mening": "my",
    "ukam": "my brother",
    "nomidan": "on behalf of",
    "kelgan": "coming",
    "sorov": "request",
    "sorovni": "request",
    "sorovlar": "requests",
    "tasdiqlash": "confirmation",
    "tasdiqlashsiz": "without confirmation",
    "kodini": "code",
    "kodsiz": "without code",
    "otkazaver": "transfer",
    "otkaz": "transfer",
    "otkazma": "transfer",
    "pul": "money",
}

_PHRASES: tuple[tuple[str, str], ...] = (
    # Russian: not needed, don't ask, a check of the bank's own, everything he writes, from me.
    (r"\b(?:не|ne)\s+(?:нужно|нужны|нужна|нужен|надо|nuzhno|nuzhny|nado)\b", "not needed"),
    (r"\b(?:не|ne)\s+(?:спрашивай|спрашивайте|спрашивать|sprashivay|sprashivai)\b", "dont ask"),
    (r"\b(?:проверк\w*|proverk\w*)\s+(?:безопасности|bezopasnosti)\b", "security check"),
    (r"\b(?:все|vse)\s+(?:что|chto)\s+(?:он|она|они|on|ona|oni)\s+(?:пишет|pishet|пишут|pishut)\b",
     "everything he writes"),
    (r"\b(?:это\s+)?(?:от|ot)\s+(?:меня|menya)\b", "is from me"),
    # Uzbek: "har qanday" (any), "har safar" (every time), "kerak emas" (not needed), "bundan
    # keyin" (from now on), "eslab qol" (remember), "men deb qabul qil" (take it as me).
    # How to write to the user: "мне удобнее латиницей" (Latin letters suit me better), "пиши
    # транслитом" (write in transliteration).
    (r"\b(?:мне|mne)\s+(?:удобнее|udobnee|udobnei)\b", "i prefer"),
    (r"\b(?:латиницей|latinitsey|latinitsei|latinicey|latinicei|latinitsoy)\b", "in latin letters"),
    (r"\b(?:кириллицей|kirillitsey|kirillicey|kirillitsei)\b", "in cyrillic letters"),
    (r"\b(?:пиши|пишите|pishi|pishite)\b", "write"),
    (r"\b(?:транслитом|translitom)\b", "in translit"),
    # Blind round 78: "будь ласка" (please), "это я" (it is me), "считай что это я" (take it that
    # it is me), "переводи куда он скажет" (send wherever he says), "будет писать с моего
    # телефона" (will write from my phone), "надоела" (I am tired of), "по лицу" (by face),
    # "мне ее не надо делать" (I need not do it).
    (r"\bбудь\s+ласка\b", "please"),
    # ... "когда суммы пишешь с пробелами" (when you write amounts with spaces): how to write them.
    (r"\bкогда\s+(?:ты\s+)?(?:суммы|цифры|числа|даты)\s+(?:пишешь|пишете|пишеш)\b",
     "write the amounts"),
    (r"\b(?:с|з)\s+(?=пробел)", "with "),
    (r"\b(?:если|якщо)\s+(?:мне\s+|мені\s+)?(?:звонит|позвонит|дзвонить|подзвонить|пишет|"
     r"напишет|пише|напише)\s+(?:человек|людина|кто-то|кто\s+то|хтось|кто-нибудь|кто\s+нибудь)\b",
     "if someone calls"),
    (r"\b(?:и|і)\s+(?=говорит|каже|скажет|скаже|says)", "and "),
    (r"\b(?:считаи|считаите|считать|вважаи|вважаите)\s+(?:что|що)\s+(?:это|це)\s+(?:я|мене)\b",
     "treat it as me"),
    (r"\b(?:это|це)\s+(?:я|мене)\b", "it is me"),
    (r"\b(?:переводи|переводите|переводить|отправляи|отправляите|скидываи|переказуи|"
     r"переказуите|надсилаи)\s+(?:деньги\s+|грош\w*\s+)?(?:куда|кому|куди)\s+(?:он|она|вони|они)\s+"
     r"(?:скажет|скаже|скажуть|скажут|говорит|каже)\b", "send wherever he says"),
    (r"\bбудет\s+(?:писать|звонить)\b", "will write"),
    (r"\b(?:с|з)\s+(?:моего|мого)\s+(?:телефона|телефону|номера)\b", "from my phone"),
    (r"\b(?:мне\s+)?(?:надоела|надоел|надоело|набридла|набрид)\b", "i am tired of"),
    (r"\bпо\s+(?:лицу|обличчю)\b", "by face"),
    (r"\b(?:мне|мені)\s+(?:ее|его|її|іі|це)\s+(?:не\s+надо|не\s+нужно|не\s+треба|not\s+needed)\s+"
     r"(?:делать|робити|проходить|do)\b", "i dont need to do it"),
    (r"\bhar\s+qanday\b", "any"),
    (r"\bhar\s+safar\b", "every time"),
    (r"\bkerak\s+emas\b", "not needed"),
    (r"\bbundan\s+(?:keyin|buyon)\b", "from now on"),
    (r"\beslab\s+qol\w*\b", "remember"),
    (r"\bmen\s+deb\s+qabul\s+qil\w*\b", "accept as me"),
)

EURASIA_WORDS: dict[str, str] = {fold(k): v for k, v in _WORDS.items()}
EURASIA_PHRASES: tuple[tuple[str, str], ...] = tuple((fold(p), r) for p, r in _PHRASES)

__all__ = ["EURASIA_PHRASES", "EURASIA_WORDS"]
