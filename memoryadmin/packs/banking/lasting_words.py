"""The lasting screen's words (``memoryadmin.packs.banking.lasting``): its lexicons of how the
assistant deals with the user, and the words of the languages users state a preference in
that it reads as English before it reads the preference's shape.

- Taglish: "mas gusto ko" (I prefer), "gusto ko" (I want), "ayoko ng" (I don't want),
  "lang" / "lamang" (only: "English lang please"), "po at opo" (the polite particles asked
  for: how to address the user);
- Turkish, verb last: "Sabah 10'dan önce mesaj atmayın" (don't message before 10 in the
  morning) is read "dont message before 10 morning": a negated or plain imperative of
  contact ("aramayın", "yazın", "cevap verin") moved to the front, "-dan önce" (before),
  "-dan sonra" (after), the parts of the day, "lütfen" (please), "her zaman" (always);
- a decimal point ("£12.50") is no end of a clause.

And a stricter check said as two factors at once: "require face ID AND pin both".
"""

from __future__ import annotations

import re

# --- lexicons: how the assistant deals with the user ---------------------------------

LANGUAGE = frozenset(
    "english pidgin yoruba igbo hausa french arabic swahili language languages slang grammar "
    "grammer jargon lingo dialect vernacular zulu isizulu xhosa isixhosa afrikaans sesotho "
    "setswana twi ga ewe fante luganda shona bemba nyanja chichewa amharic somali sheng "
    "portuguese patois creole krio camfranglais kinyarwanda lingala wolof kikongo tshiluba sango "
    "fula fulfulde bambara kiswahili kirundi malagasy oromo tigrinya sepedi tshivenda xitsonga "
    "siswati ndebele lozi kikuyu dholuo luhya ibibio efik tiv urhobo kanuri akan dagbani mende "
    "temne tamazight darija spanish tonga tumbuka chewa tswana sotho venda kalanga luvale kaonde "
    "lunda soga runyankole ateso luo "
    # South Asian and Arabic languages of workers in the Gulf (round 45).
    "bengali bangla hindi urdu tamil telugu malayalam punjabi nepali sinhala gujarati marathi "
    "kannada tagalog filipino masri "
    # The Philippines' other languages, and Europe's of round 56's Turks, Poles and Ukrainians.
    "bisaya cebuano ilocano ilokano ilonggo hiligaynon waray bikol kapampangan turkish polish "
    "ukrainian russian "
    # Round 58-59: Central Asia's, East Asia's and the Malay world's, and the letters written in.
    "uzbek kazakh japanese korean malay melayu indonesian bm latin cyrillic translit "
    "transliteration "
    # Round 60: English mixed with another, named as one ("Taglish lang please").
    "taglish hinglish tanglish konglish franglais spanglish "
    # Round 64: Chinese Malaysians' and Singaporeans', Myanmar's ("Can speak Cantonese with me?").
    "cantonese mandarin hokkien teochew hakka hainanese chinese singlish manglish burmese myanmar "
    "kreyol "
    # Round 67: a script named as the letters to write a language in ("use Ge'ez script, not
    # Latin letters"), beside "latin" and "cyrillic".
    "geez ethiopic fidel devanagari gurmukhi tifinagh ajami".split()
)
STYLE = frozenset(
    "simple simply plain plainly formal informal casual polite politely respectful gentle friendly "
    "familiar warm warmly "
    "short shorter brief briefly concise detail details detailed slowly slow fast quick quickly "
    "rush patient patiently emoji emojis emoticons bullet bullets tone jokes lines words step "
    "abbreviations acronyms terms contrast buttons "
    "sentences paragraphs clearly separate separately apart "
    # How frank to be: "be blunt with me about my spending, no sugar coating" (round 55).
    "blunt bluntly frank frankly candid straightforward sugarcoat "
    # A long reply by its pidgin names: "no long epistle abeg, short reply" (round 61).
    "epistle epistles essay essays sermon sermons lecture lectures "
    # ... and by its tale: "be straight with me, no long stories" (round 63).
    "stories story".split()
    # How to read the user's typing, and how light to be (round 72, 73): "ignore small spelling
    # errors", "be a bit funny".
    + "spelling typos typo misspellings funny humour humor humorous playful jokey".split()
    # How warm or stiff, compared, and how long a list (blind round 78): "can you be a bit
    # friendlier? not so official", "don't give me long lists".
    + "friendlier warmer official officially stiff lists".split()
)
CHANNEL = frozenset(
    "call calls calling phone ring sms text texts texting email emails mail whatsapp telegram "
    "voice note notes audio chat notification notifications alert alerts reminder reminders "
    "message messages replies reply notify".split()
)
WHEN = frozenset(
    "morning mornings afternoon afternoons evening evenings night nights weekend weekends "
    "weekday weekdays sunday sundays monday mondays tuesday tuesdays wednesday wednesdays "
    "thursday thursdays friday fridays saturday saturdays am pm time timezone hours wat gmt "
    "ramadan lent iftar suhoor fasting eat cat sast".split()
)
FORMAT = frozenset(
    "pdf date dates format commas decimals kobo currency amounts figures screenshot screenshots "
    "excel csv spreadsheet font fonts size bigger larger screen display prices price naira "
    "dollars pounds cedis shillings rand tables table charts images "
    # Currencies by name and code, and the conversions between them: "show me kwacha only".
    "kwacha pula birr francs franc cfa fcfa leones leone dalasi shilling cedi dollar pound euro "
    "euros usd ngn kes ugx tzs rwf zmw mwk bwp zar ghs etb xof xaf zig kina conversion conversions "
    # How the user's own spending is sorted: "keep my budget categories as food, transport…".
    "categories category budget budgets labels "
    # South Asia's money and its units: "use the ₹ symbol not INR", "lakh not million" (round 54).
    "symbol symbols inr rupee rupees npr pkr bdt lkr taka lakh lakhs crore crores "
    # The pence or cents of an amount: "amounts in pounds with pence please" (round 56).
    "pence penny pennies cents gbp lira try zloty pln hryvnia uah php pesos peso "
    # Points in a list: "bullet points pls, long paragraph dey confuse me" (round 72).
    "bullet bullets "
    # How a number is written, in the singular: "Decimal comma please, like 1.250,00" (round 76).
    "comma decimal separator separators "
    # The money of Eastern Europe, the Caucasus and Central Asia by code and name (blind round
    # 78): "please write GEL not the ₾ sign", "mention the EUR account first".
    "eur gel lari amd dram azn manat kzt tenge uzs kgs tjs som somoni rub rubles roubles byn mdl "
    "ron lei leu huf forint czk bgn rsd dinar lek".split()
    # How choices are put to the user: "list the options with numbers so I can reply 1, 2 or 3"
    # (read as written only: "opinions", "portions" are not it).
) | {"options"}
# How big amounts are written: "Use 'k' for thousands, like 50k" (blind round 84), "write
# millions as m". Read as written only: "billing" is no "billion".
_AMOUNT_UNITS = frozenset("thousand thousands million millions billion billions".split())
FORMAT = FORMAT | _AMOUNT_UNITS
EXACT_ONLY = frozenset({"options"}) | _AMOUNT_UNITS

# A check made stricter: a control named together with more of it or a class of payments.
CONTROLS = frozenset(
    "otp otps pin token confirm confirmation confirmations verify verification security "
    "approval hold wait delay beneficiary beneficiaries".split()
)

# One-off markers: "this time", "today" (not "from now on").
ONE_OFF = re.compile(
    r"(?<!from\s)(?<!for\s)\bnow\b"
    r"|\b(?:this\s+time|this\s+once|just\s+this|today|tonight|right\s+now|for\s+this\s+"
    r"(?:transfer|payment|one))\b"
    # ... or the one reply asked for: "make this one short" (blind round 84); not a reply held
    # up as the model ("keep them short like this one", "as short as this one").
    r"|(?<!\blike\s)(?<!\bas\s)\bthis\s+(?:one|reply|answer|response)\b"
)
# Each time the assistant does something, a standing "whenever" (blind round 84): English's
# "whenever you …", "any time you …", and pidgin's habitual "wen u dey …", "anytime una dey …"
# ("wen u dey reply make e short"): "dey" makes "when" every time. Read on the clause as typed
# (plain words drop "dey"); English's bare "when you …" may be once and is not read here.
WHENEVER_YOU = re.compile(
    r"^(?:(?:abeg|pls|please|biko|oga|so|and|ok|okay)\s*,?\s+)*"
    r"(?:(?:wen|when|whenever|anytime|any\s+time|every\s*time|each\s+time)\s+(?:u|you|yu|una)\s+"
    r"(?:dey|de|di)|(?:whenever|anytime|any\s+time|every\s*time|each\s+time)\s+(?:u|you|yu))\s+",
    re.IGNORECASE,
)
# A kind of thing not to be reminded of, a topic kept away (blind round 80), read by ``lasting``'s
# reminders: "don't remind me about promotions or credit card offers" (not a one-off: "don't
# remind me today", "… about the rent tomorrow").
NOT_REMINDED = re.compile(
    r"^(?:please\s+|pls\s+|kindly\s+)?(?:dont|do\s+not|no\s+need\s+to|stop)\s+(?:ever\s+)?"
    r"remind(?:ing)?\s+me\s+(?:about|of)\b(?!.*\b(?:tomorrow|tonight|next|this\s+(?:week|month|"
    r"year|weekend|one))\b)"
)
ADDRESS = frozenset(
    "name nickname title pronouns aunty uncle madam sir oga chief addressing address dr doctor mr "
    "mrs ms miss "
    "prof professor alhaji alhaja hajia mallam engineer engr barrister pastor reverend".split()
)
TOPICS = frozenset(
    "advice advise suggest suggestions recommend recommendations offers adverts advert promo "
    "promos promotions marketing products investment investments betting crypto halal "
    "interest loans loan insurance politics religion football sports "
    # What a way of sending costs, asked first: "tell me the cheapest way first" (round 44).
    "cheapest cheaper fees charges".split()
)
PRIVACY = frozenset(
    "private privately privacy mention discreet discreetly confidential hidden hide masked "
    "mask digits".split()
)
GREETING = frozenset("wish greet greeting greetings birthday anniversary congratulate".split())

# --- other languages, read as English -------------------------------------------------

# Turkish imperatives of contact (polite "-(y)In", "-(y)InIz"; negated "-mAyIn"), typed with
# or without the dotless "ı" and "ö", "ü", "ş", "ğ".
_I = "[ıi]"
_TR_VERBS: tuple[tuple[str, str, str], ...] = (
    # (stem, plain, negated)
    (r"(?:mesaj|sms)\s+at", "message me", "dont message me"),
    (r"(?:mesaj|sms|e[\s-]?posta|mail)\s+g[öo]nder", "message me", "dont message me"),
    (r"ara", "call me", "dont call me"),
    (r"yaz", "write", "dont write"),
    (rf"(?:cevap|yan{_I}t)\s+ver", "reply", "dont reply"),
    (r"kullan", "use", "dont use"),
    (r"hitap\s+ed", "address me", "dont address me"),
    (r"g[öo]nder", "send", "dont send"),
)


def _tr_imperative(stem: str, negated: bool) -> str:
    if negated:
        return rf"\b{stem}(?:ma|me)y{_I}n(?:{_I}z)?\b"
    # "arayın" (a "y" after a vowel), "yazın", "verin", "edin", "okuyun".
    return rf"\b{stem}(?:(?<=[aeıioöuü])y)?[ıiuü]n(?:[ıiuü]z)?\b"


_TR_IMPERATIVES = tuple(
    (re.compile(_tr_imperative(stem, negated), re.IGNORECASE), said)
    for stem, plain, dont in _TR_VERBS
    for negated, said in ((True, dont), (False, plain))
)
# Turkish, each word or phrase to its English.
_TR_WORDS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.IGNORECASE), e)
    for p, e in (
        (r"\bbundan\s+sonra\b", "from now on"),
        (r"\bher\s+zaman\b", "always"),
        (r"\bl[üu]tfen\b", "please"),
        # "10'dan önce" (before 10), "saat 9'dan sonra" (after 9).
        (r"(\d{1,2}(?:[:.]\d\d)?)['’]?(?:da|de|ta|te)n\s+[öo]nce\b", r"before \1"),
        (r"(\d{1,2}(?:[:.]\d\d)?)['’]?(?:da|de|ta|te)n\s+sonra\b", r"after \1"),
        (r"\b[öo]ğleden\s+sonra\b", "afternoon"),
        (r"\bsabah(?:lar[ıi]?)?\b", "morning"),
        (r"\bak[şs]am(?:lar[ıi]?)?\b", "evening"),
        (r"\bgece(?:leri)?\b", "night"),
        (r"\bhafta\s+sonu\b", "weekend"),
        (r"\bt[üu]rk[çc]e\b", "in turkish"),
        (r"\bingilizce\b", "in english"),
        (r"\bbana\b", "me"),
    )
)
# Taglish.
_TL_WORDS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.IGNORECASE), e)
    for p, e in (
        (r"\bmas\s+gusto\s+(?:ko|namin|kong)\b(?:\s+po\b)?", "i prefer"),
        (r"\bgusto\s+(?:ko|namin|kong)\b(?:\s+po\b)?", "i want"),
        (r"\b(?:ayoko|ayaw\s+ko)\b(?:\s+(?:ng|nang|na))?", "i dont want"),
        (r"\b(?:lang|lamang)\b", "only"),
        (r"\b(?:po\s+(?:and|at|&|/)\s+opo|opo\s+(?:and|at|&|/)\s+po)\b", "polite address"),
    )
)
# Egyptian, Levantine and Gulf Arabizi (blind round 80): "kalemny be seeghet el mo2anas" (speak
# to me in the feminine form), "kallemni bel masry" (talk to me in Egyptian): the verb of speaking
# to the user, then "be"/"bel" (in) or "zay"/"ka" (like), read as "talk to me in"; the feminine or
# masculine form of address; "dayman" (always). "Kalemni" is also "call me": with a word of a
# one-off beside it ("kalemni bel telephone bokra", call me by phone tomorrow; "ennaharda", today;
# "delwa2ty", now) the verb is not read.
_AR_SPEAK = tuple(
    re.compile(p, re.IGNORECASE)
    for p in (
        r"\b(?:kall?[ie]m|kalm|khat(?:e|i)?b|7ad(?:d)?ith|ha?dd?ith)(?:ni|ny|nee|ini|iny|ine)"
        r"\s+(?:be|bel|bil|bi|b|bl|fi|zay|zayy|ka|ke|ki)\b",
        r"\b(?:e|i|a)?(?:7|h)ki\s+(?:ma3i|ma3aya|m3aya|m3ay)\s+(?:be|bel|bil|bi|b)\b",
    )
)
_AR_ONE_OFF = re.compile(
    r"\b(?:bokra|bukra|boukra|el\s*naharda|ennaharda|elnaharda|el\s*yom|elyoum|el\s*youm|"
    r"delwa2ty|delwa2ti|dilwa2ti|dilwa2ty|hala2|halla2|hal2a|el\s*marra\s+di)\b",
    re.IGNORECASE,
)
_AR_WORDS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.IGNORECASE), e)
    for p, e in (
        (
            r"\b(?:(?:seeghet|seghet|sighet|sighat|s[ie]ghat|seeghat)\s+)?(?:el|al|l)[\s-]?"
            r"(?:mo2an+as|mu2an+ath|mo2an+ath|mu2an+as)\b",
            "feminine form",
        ),
        (
            r"\b(?:(?:seeghet|seghet|sighet|sighat|s[ie]ghat|seeghat)\s+)?(?:el|al|l)[\s-]?"
            r"(?:moz+ak+ar|mudh+ak+ar|muz+ak+ar)\b",
            "masculine form",
        ),
        (r"\b(?:dayman|daiman|dayeman|da2eman)\b", "always"),
    )
)


def _arabizi(text: str) -> str:
    """``text`` with its Arabizi words of address read as English (see above)."""
    if _AR_ONE_OFF.search(text) is None:
        for pattern in _AR_SPEAK:
            text = pattern.sub("talk to me in", text)
    for pattern, english in _AR_WORDS:
        text = pattern.sub(english, text)
    return text


# A point between digits ("£12.50", "2.5%") is no end of a sentence.
_DECIMAL_POINT = re.compile(r"(?<=\d)[.,](?=\d)")
_PIECES = re.compile(r"([,;!?\n]|\.(?!\d))")


def _turkish(piece: str) -> str:
    """A piece of a clause with its Turkish read as English, a contact verb moved first."""
    for pattern, english in _TR_WORDS:
        piece = pattern.sub(english, piece)
    for pattern, english in _TR_IMPERATIVES:
        m = pattern.search(piece)
        if m is not None:
            rest = (piece[: m.start()] + " " + piece[m.end() :]).strip()
            return f" {english} {rest}".rstrip()
    return piece


# A control named in Turkish or by its English name: the authority screens cannot read a Turkish
# sentence about it ("akşamları OTP göndermeyin": don't send OTPs in the evening), so it is not
# read here as a preference either (refused as one-off, never kept).
_TR_CONTROL = re.compile(
    r"\b(?:otp|pin|cvv|token|limit|[şs]ifre|parola|kod|code|onay|do[ğg]rulama|g[üu]venlik|havale|eft|"
    r"para|[öo]deme|transfer|hesab|hesap)\w*",
    re.IGNORECASE,
)


# A date format written in its letters ("DD/MM/YYYY", "yyyy-mm-dd", round 70) is read as its
# words, "day/month/year date format"; a clock by its hours ("the 24-hour clock", "24h time")
# as "24 hour clock time". Not "24 hours before" (a reminder's when).
_DATE_LETTERS = re.compile(r"\b([dmy]{1,4})([/.\-])([dmy]{1,4})\2([dmy]{1,4})\b", re.IGNORECASE)
_DATE_PART = {"d": "day", "m": "month", "y": "year"}
_CLOCK = re.compile(
    r"\b(24|12)\s*-?\s*(?:hour|hr|h)\s+(?:clock|time|notation)\b", re.IGNORECASE
)


def _date_words(m: re.Match[str]) -> str:
    parts = [m.group(1).lower(), m.group(3).lower(), m.group(4).lower()]
    if any(len(set(p)) != 1 for p in parts) or {p[0] for p in parts} != {"d", "m", "y"}:
        return m.group(0)
    return "/".join(_DATE_PART[p[0]] for p in parts) + " date format"


def in_english(text: str) -> str:
    """``text`` with the Taglish, Arabizi and Turkish of a preference read as English (above)."""
    text = _CLOCK.sub(r"\1 hour clock time", _DATE_LETTERS.sub(_date_words, text))
    text = _DECIMAL_POINT.sub("_", text)
    for pattern, english in _TL_WORDS:
        text = pattern.sub(english, text)
    text = _arabizi(text)
    if _TR_CONTROL.search(text):
        return text
    parts = _PIECES.split(text)
    return "".join(p if k % 2 else _turkish(p) for k, p in enumerate(parts))


# --- a stricter check said as two factors at once ---------------------------------------

# The second factors a payment may need: "require face ID AND pin both for big transfers".
_FACTORS = frozenset(
    "otp otps pin pins token password passcode face fingerprint fingerprints biometric "
    "biometrics selfie signature".split()
)
_BOTH = re.compile(r"\b(?:both|together|as\s+well|at\s+the\s+same\s+time)\b")


def two_checks(words: list[str]) -> bool:
    """Two factors named, both asked for ("face id and pin both", "both otp and pin")."""
    return len(_FACTORS & set(words)) >= 2 and _BOTH.search(" ".join(words)) is not None


# --- a threshold said as the topic, the instruction after it with no comma ---------------

# "أي تحويل فوق ١٠ آلاف اطلب مني تأكيد إضافي" (round 66), read "any transfer over 10 thousand ask
# me for an extra confirmation": the money the wish is about opens the sentence, and what to do
# follows it with no comma to cut the clause. The rest is read as a wish of its own.
THRESHOLD_TOPIC = re.compile(
    r"^(?:for\s+)?(?:any|every|each|all)\s+(?:transfers?|payments?|withdrawals?|transactions?)\s+"
    r"(?:over|above|more\s+than|beyond)\s+\S+(?:\s+(?:thousand|k|million|lakhs?|crores?))?\s+(?=\S)"
)

# An alert asked for a class of the user's payments over an amount: "Please alert me if any
# single debit pass 100k" (round 72), "notify me whenever a transfer goes above 50k".
ALERT_OVER = re.compile(
    r"\b(?:alert|notify|text|warn|tell|sms|ping)\s+me\s+(?:if|when|whenever|each\s+time|every\s+time|"
    r"any\s*time)\s+(?:\w+\s+){0,3}?(?:debits?|transfers?|payments?|withdrawals?|transactions?|"
    r"charges?)\b(?:\s+\S+){0,2}?\s+(?:pass|passes|over|above|exceeds?|more\s+than|beyond|goes\s+"
    r"(?:above|over|past))\b"
)

# Answered in a word: "just tell me yes or no", "answer me yes or no only" (round 64); or told not
# to say much: "no talk too much, just give me the answer" (pidgin, round 68), "don't write so
# long", "no yarn plenty".
SHORT_ANSWER = re.compile(
    r"^(?:tell|answer|reply|give|say)\s+(?:me\s+|us\s+)?(?:just\s+|only\s+|with\s+)?(?:a\s+)?"
    r"(?:yes\s+or\s+no|one\s+word)\b"
    r"|^(?:no|dont|do\s+not|never|stop)\s+(?:\w+\s+)?(?:talk|talking|write|writing|yarn|yarning|"
    r"explain\w*|lectur\w*|preach\w*|reply|replies)\s+(?:too\s+much|so\s+much|plenty|too\s+long|"
    r"so\s+long|long)\b"
)


# A language asked for as a question put for both ("Can we talk in Spanish?", "Could we chat in
# Hindi from now on?", round 70): how to speak with the user. Only a language after it ("can we
# talk about my loan?" asks for a talk), and nothing of this once.
_ASKED_TOGETHER = re.compile(
    r"^(?:[a-z]{1,5}\s+)?(?:can|could|shall|may)\s+we\s+(?:please\s+|just\s+|always\s+)?"
    r"(?:(?:talk|speak|chat|write|text|communicate|converse|do\s+this)\s+(?:in|using)|use|"
    r"switch\s+to|stick\s+to|go\s+with)\s+(?:\w+\s+)?(?P<language>[a-z]+)\b"
)
_THIS_ONCE = re.compile(
    r"\b(?:now|today|tonight|this\s+time|this\s+once|for\s+this\s+(?:call|chat|one)|"
    r"tomorrow)\b(?<!from\snow)"
)


def asked_together(plain: str) -> bool:
    """Whether ``plain`` (plain words) asks, for both, to speak a language from now on."""
    m = _ASKED_TOGETHER.match(plain)
    return (
        m is not None
        and m.group("language") in LANGUAGE
        and _THIS_ONCE.search(plain.replace("from now", "")) is None
    )


__all__ = [
    "ADDRESS",
    "CHANNEL",
    "CONTROLS",
    "EXACT_ONLY",
    "FORMAT",
    "GREETING",
    "LANGUAGE",
    "ONE_OFF",
    "PRIVACY",
    "SHORT_ANSWER",
    "STYLE",
    "THRESHOLD_TOPIC",
    "TOPICS",
    "WHEN",
    "WHENEVER_YOU",
    "asked_together",
    "in_english",
    "two_checks",
]
