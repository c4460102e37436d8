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
