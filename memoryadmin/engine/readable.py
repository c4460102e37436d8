"""Whether the screens can read a text at all (ENGINE.md section 9, issue 25).

The authority screens read English, Pidgin and the small words of the languages
``memoryadmin.engine.languages`` lists. A message wholly in another language (Luganda,
Shona, Igbo written with its dots, Twi) passes them unread: "Mwattu jjukira nti mukyala
wange asobola okusindika ssente okuva ku akawunti yange nga tebamubuuzizza PIN" names a
PIN and an account and is read as nothing. So a text is also measured for how much of it
the screens can read, by a signal no word list needs: the tokenizer the engine already
counts tokens with keeps an English word (and a Pidgin one) whole, and cuts a word of a
language it has seen little of into pieces. A text most of whose words are cut is
unreadable; one that is unreadable and names money, an account or a control is not kept
(a false refusal costs one remembered sentence; a false acceptance replays an instruction
on every turn). A preference in such a language ("Nipe majibu kwa Kiswahili tafadhali")
names none of these and is kept.

Only words of four letters or more are measured: the tokenizer keeps most two- and
three-letter syllables whole in any language ("ke", "nna", "mo", "ba", "fe"), so a Sesotho
or Yoruba message once measured as readable as English. An unread message is also not
kept when it names who may act for the user by a phone number or an e-mail address ("this
number is me", "requests from this address come from me"): an identity given in words the
screens cannot read.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from memoryadmin.engine.languages import WORDS, fold
from memoryadmin.engine.languages_arabic import ARABIC_MARKS, arabic_names
from memoryadmin.engine.languages_persian import told_account
from memoryadmin.engine.sentences import norm_words, plain_words
from memoryadmin.engine.tokens import one_token

# Below this share of whole words, a text is not read: English and Pidgin sit well above
# it (0.8 and more), a message wholly in Luganda, Shona, Igbo, Sesotho, Yoruba, Twi or
# Afrikaans well below (0 to 0.4).
READABLE_SHARE = 0.4
# The words measured: shorter ones are whole tokens in most languages.
MEASURED_LENGTH = 4

# Words an English message about money uses that the tokenizer cuts: read, not foreign.
READ_AS_ENGLISH = frozenset(
    "naira kobo cedi cedis shilling shillings kwacha airtime momo mpesa ussd fintech opay "
    "palmpay chama esusu ajo sacco boda matatu".split()
)

# "Number" (a phone's) in the languages users write whole messages in: "whoever calls
# from my brother's number" names an identity even without the digits.
NUMBER_WORDS = re.compile(
    r"\b(?:lambar\w*|lamba|nambari|namba|nomoro|nombolo|inombolo|n[oọ]mba|numero|nimero|"
    r"raqam\w*|nambaro|nọmba)\b|رقم|نمرة|ቁጥር"
)

# Languages by name, as users name them in their own: a message that names one is a choice
# of language ("Ga" only after "in": the word is Hausa's and Swahili's "to", "of").
LANGUAGES = re.compile(
    r"\b(?:english|kiingereza|anglais|ingles|swahili|kiswahili|french|francais|kifaransa|yoruba|"
    r"hausa|igbo|pidgin|twi|akan|zulu|isizulu|xhosa|isixhosa|sesotho|sotho|shona|amharic|somali|"
    r"soomaali|arabic|kiarabu|portuguese|portugues|afrikaans|lingala|wolof|luganda|kinyarwanda|"
    r"chichewa|sheng|ewe|fante|(?<=in\s)ga|tigrinya|oromo|malagasy|kirundi)\b"
)

# A phone number or an e-mail address: someone named by how they reach the bank.
IDENTITY = re.compile(r"(?<!\d)\+?\d(?:[\s.-]?\d){6,13}(?!\d)|[\w.+-]+@[\w-]+(?:\.[\w-]+)+")

# Money, an account, a card or a wallet, in the languages users write whole messages in:
# the words that make an unread message about how money moves.
MONEY_WORDS = re.compile(
    # "atm" whole, not the start of another word: Turkish "mesaj atmayın" (don't send messages,
    # round 56) is no cash machine.
    r"\b(?:money|cash|account|akawunti|akaunti|akauntu|akawnt|asusu|akant|card|kadi|kadhi|atms?\b|"
    r"momo|wallet|pesa|mari|ssente|sente|sika|kudi|kudin|owo|ego|moni|imali|mali|malipo|"
    r"transfer|pay|payment|withdraw|bank|naira|kobo|cedi|cedis|shillings?|rand|kwacha|kati(?=\W|$)|"
    # Card, account, money, loan and balance as other languages borrow or say them: Yoruba
    # and Igbo "kaadi", Wolof "kaart", Somali "akoon" and "lacag", Kinyarwanda "konti" and
    # "amafaranga", Malagasy "kaonty" and "vola", Lingala "mbongo", Portuguese "conta",
    # French "compte", Swahili "mkopo" and "salio"; and the wallets by name. Not a word of
    # contact ("contactée", "contatado", "kontak": round 57's "être contactée le matin" is when
    # to be reached, no account).
    r"kaadi|kaart|carte|cartao|akoon|lacag|konti|kont(?!akt?)|kaont|compte|conta(?!c?t)|"
    r"(?:ama)?faranga|mbongo|vola|"
    r"xaalis|mkopo|salio|deni|mpesa|m\s+pesa|ecocash|mvola|momo|opay|palmpay|airtel|wave|"
    r"mshwari|m\s+shwari|fuliza|"
    # Account in isiZulu ("i-akhawunti"), money with isiZulu and Hausa prefixes and letters
    # ("wemali", "kuɗi"); security, verification and a limit in Hausa, Swahili, isiZulu,
    # Somali and Yoruba ("tsaro", "usalama", "thibitisha", "hubin", "mkhawulo", "ààbò").
    r"akhawunti|akhaunti|(?:we|ye|nge|ze)mali|ku[dɗ]in?|tsaro|usalama|thibitisha|uthibitisho|"
    r"hubin|xaqiiji|mkhawulo|kikomo|iyaka|aabo|"
    # Arabic and Amharic: account, money, transfer, card, code; PIN, money, account.
    r"حساب|فلوس|اموال|مال|تحويل|بطاقة|رمز|ፒን|ገንዘብ|ሂሳብ|"
    # Arabic: a limit, verification, a code, a password, a confirmation (folded: "تأكيد").
    r"الحد|حد|تحقق|التحقق|كود|كلمة\s+السر|باسورد|تاكيد|التاكيد|"
    # Amharic: a password ("የይለፍ ቃል"), a code, an OTP.
    r"የይለፍ|ኮድ|ኦቲፒ)\w*",
)


@lru_cache(maxsize=4096)
def _whole(word: str) -> bool:
    return one_token(word)


_WORD = re.compile(r"[^\W\d_]+")


# Arabic's short vowels and shadda over a word are not letters: "عمّان" is measured as one word.
_NO_ARABIC_MARKS = str.maketrans("", "", ARABIC_MARKS)


def _measured(text: str) -> list[str]:
    words = _WORD.findall(text.translate(_NO_ARABIC_MARKS))
    if not text.isupper():
        words = [w for w in words if not w[0].isupper()]
    # The words as typed (folded, lower case), not made plain: making plain is itself
    # a translation of the few words the screens know ("biko", "na").
    # A word of another script (Ge'ez, Arabic) is measured from two letters: a syllable is a
    # letter there ("ቃል", "ላክ").
    folded = fold(norm_words(" ".join(words))).split()
    # A place or a bank named by its slot in an Arabic told sentence ("ساكن في جدة", lives in
    # Jeddah; "البنك العربي", the Arab Bank) is a name, as a capitalised word is (blind round 80);
    # never a word of money ("ساكن في حسابي" keeps its account).
    names = {n for n in arabic_names(folded) if MONEY_WORDS.search(n) is None}
    return [
        w
        for w in folded
        if w.isalpha()
        and (len(w) >= MEASURED_LENGTH or (len(w) >= 2 and not w.isascii()))
        and w not in names
    ]


# A run of this many measured words, at most one of them read, is a passage in a language the
# screens cannot read, even inside an English message ("… ndetuma indalama ku bantu bandi just
# remember that for next time").
FOREIGN_RUN = 6


# A letter with a dot below ("ẹ", "ọ", "ṣ", "ị", "ụ": Yoruba's and Igbo's spelling) or of the
# open vowels and consonants of Akan, Ewe, Ga and Lingala ("ɛ", "ɔ", "ŋ", "ɖ", "ƒ", "ʋ", "ɣ"): no
# table reads these spellings. Such a word is unread however short ("Ẹ jọ̀ọ́, ẹ má bi mí léèrè
# OTP mọ́" has two words of four letters; "Sɛ meka sɛ 'tua' a, tua ara" has one).
_MARKED = re.compile("[\u0323ɛɔŋɖƒʋɣƐƆŊƉƑƲƔ]")


def _marked(text: str) -> list[bool]:
    """An unread mark for each word of ``text`` shorter than those measured that is spelt with
    one of the ``_MARKED`` letters (not capitalised: a name), unless a language table reads it
    ("ɔte", lives; "ndị", people: ``languages_told``, round 65)."""
    decomposed = unicodedata.normalize("NFD", text)
    if _MARKED.search(decomposed) is None:
        return []
    words = (w.strip(".,;:!?\"'()") for w in decomposed.split())
    return [
        False
        for w in words
        if w
        and not w[0].isupper()
        and _MARKED.search(w)
        and len(fold(w)) < MEASURED_LENGTH
        and fold(w) not in WORDS
    ]


def _read(text: str) -> list[bool]:
    """For each measured word of ``text``, whether the tokenizer keeps it whole."""
    return [_whole(w) or w in READ_AS_ENGLISH for w in _measured(text)] + _marked(text)


def _wholly_translated(text: str) -> bool:
    """Whether every measured word of ``text`` is whole to the tokenizer or read by a language
    table, with at least one table word among them (and no word spelt with an unread letter)."""
    words = _measured(text)
    return (
        not _marked(text)
        and any(w in WORDS for w in words)
        and all(_whole(w) or w in READ_AS_ENGLISH or w in WORDS for w in words)
    )


def _has_foreign_run(read: list[bool]) -> bool:
    """A run of ``FOREIGN_RUN`` measured words, at most one of them read."""
    return any(sum(read[k : k + FOREIGN_RUN]) <= 1 for k in range(len(read) - FOREIGN_RUN + 1))


def _share(read: list[bool]) -> float:
    # Too few to measure ("Send 5000 naira to Tobi" leaves "naira"): read as readable.
    return 1.0 if len(read) < 3 else sum(read) / len(read)


def readable_share(text: str) -> float:
    """The share of ``text``'s words the tokenizer keeps whole (1.0 for under four).

    A capitalised word is a name in any language ("The user's Esusu is called Owo Ayo"):
    it is not counted, unless the whole text is in capitals.
    """
    return _share(_read(text))


# A quotation inside a sentence ("The user said: \"…\"") is read on its own.
_QUOTED = re.compile(r"[\"“”]([^\"“”]{12,})(?:[\"“”]|$)")


# A question a summary reports in another language: "Mtumiaji aliuliza kama kutuma pesa … kuna
# ada" (the user asked whether sending money … has a fee), "Le client a demandé si …".
ASKED = re.compile(
    r"^\s*(?:\w[\w'’]*\s+){1,2}(?:aliuliza|aliulizia|alitaka\s+kujua|a\s+demande|a\s+voulu\s+savoir|"
    r"perguntou|quis\s+saber|ya\s+tambaya|ta\s+tambaya|"
    # Kreyòl "Itilizatè a mande konbyen kòb ki sou kont MonCash li" (asked how much is in her
    # account; "mande" alone is also asking for something, so only before a question word).
    r"(?:te\s+)?mande\s+(?:konbyen|si|kile|ki\s+le|kijan|koman|kiyes|kiles)|"
    # Persian "کاربر پرسید چطور … پول بفرستد" (the user asked how … to send money), "سؤال کرد"
    # (folded "سوال"), "می‌خواست بداند" (wanted to know); blind round 80.
    r"پرسید|پرسیده|سوال\s+کرد|سوال\s+کرده|می\u200c?\s?خواست\s+بداند)\b"
    # Arabic, verb first or after its subject: "سأل المستخدم عن طريقة تفعيل …" (the user asked how
    # to activate …; folded: "سال"), "المستخدمة سألت إذا …" (blind round 80).
    r"|^\s*(?:و)?(?:(?:سال|سالت|استفسر|استفسرت)\s+(?:ال)?(?:مستخدم|مستخدمة|عميل|عميلة)|"
    r"(?:ال)?(?:مستخدم|مستخدمة|عميل|عميلة)\s+(?:سال|سالت|استفسر|استفسرت))\s+(?:عن|اذا|ان|كيف|ازاي|"
    r"هل|ليش|لماذا|متى|كم)(?=\s|$)",
    re.IGNORECASE,
)

# ... unless what it asks is whether money may move without someone ("bila yeye", "sans lui").
# ... Kreyòl "san" only before a control or an asking ("san PIN", "san mande m"): Yoruba "san" is
# "pay" ("rán mi létí láti san owó àjọ": remind me to pay the ajo money).
_WITHOUT = re.compile(
    r"\b(?:without|bila|sans|sem|unless|san(?=\s+(?:pin|otp|kod|code|konfim\w*|verifi\w*|mande|"
    r"pemisyon|siyati)\b)|"
    # Persian "بدون" (without), "بی آنکه" (without that).
    r"بدون|بی\s+انکه)\b"
)

# A reminder asked for ("remind me kila Jumamosi kuweka 500 bob kwa M-Shwari": every Saturday,
# to put 500 bob in M-Shwari; Yoruba "ẹ máa rán mi létí láti san owó àjọ"): when to remind the
# user of money moves none, so its money words alone do not make it about money (a control
# named in it still does). Never one that says who may act or what is true ("remind me that my wife
# can …", "kwamba", "kuwa"): that is a grant told as a reminder.
_REMINDER = re.compile(r"\bremind\s+(?:me|us)\b")
_GRANT = re.compile(r"\b(?:that|kuwa|kwamba|que|can|anaweza|wanaweza|allowed|permission)\b")


# A wallet or a bank named as the user's, in a sentence that tells of them and moves nothing
# (blind round 63): "Mwajuma ni mama lishe Kariakoo na anatumia Tigo Pesa kwa biashara yake" (she
# uses Tigo Pesa for her business), "Użytkownik pracuje na budowie w Londynie i ma konto w
# Revolut" (has an account at Revolut). The brand, a capitalised name with the money word in it
# ("Tigo Pesa", "Airtel Money"), or an account word before a capitalised bank ("konto w Revolut",
# "akaunti ya Equity", "compte chez Wave"), says which provider, not what moves. Read so only in a
# told sentence: about someone (it opens on a name or "the user" in its language, never "my …"),
# with no figure, no quotation, no control or identity, no word of who may act or of without, no
# first or second person, and no other money word once the brand is left out.
_BRANDED = re.compile(
    r"\b(?-i:[A-Z])[\w-]*\s+(?-i:Pesa|PESA|Money|Cash|Pay|Wallet|Bank)\b"
    r"|\b(?:konto|konta|kontem|koncie|akaunti|akawunti|akhawunti|compte|conta|cuenta|contul|"
    r"hesab[ıi]|hesap|account)\s+(?:(?:w|we|u|na|ya|wa|la|kwa|chez|à|a|em|no|na|en|de|în|at|"
    r"with|in)\s+)?(?-i:[A-Z])[\w-]+"
)
_SUBJECT_FIRST = re.compile(
    r"^\s*(?:(?-i:[A-Z])[^\W\d_]+\s+(?!(?:wangu|yangu|langu|changu|zangu|mój|moja|moje|mojego|"
    r"meu|minha|mon|ma|mes|mi|mis|meine?|mein|benim)\b))",
    re.IGNORECASE,
)
# Who may act, without whom, and the first and second person, in the languages such sentences are
# told in (Swahili, Polish, Romanian, Turkish, French, Portuguese, Spanish, German).
_NOT_TOLD = re.compile(
    # Read on the folded text (no accents): "może" is "moze", "fără" is "fara". Not "ma" (Polish
    # "has") nor "ta", "tu" (Polish "this", "here"), nor "i" (Polish "and": English "I" is read as
    # typed, ``_I_MYSELF``).
    r"\b(?:without|bila|sans|sem|sin|ohne|bez|fara|unless|that|kuwa|kwamba|que|can|may|"
    r"anaweza|wanaweza|unaweza|ruhusa|ruhusu|niaba|moze|moga|mozna|wolno|pozwal\w*|upowazni\w*|"
    r"poate|pot|izin|yapabilir|darf|kann|peut|pode|puede|allowed|permission|me|my|mine|you|"
    r"your|mimi|wewe|yangu|wangu|langu|changu|zangu|yako|wako|lako|ja|mnie|moj|moja|moje|mojego|"
    r"mojej|mam|ty|twoje|twoj|eu|meu|minha|mon|mes|ton|je|moi|ben|benim|sen|senin|ich|mein|"
    r"meine|du|dein|please|tafadhali|prosze|va|rog|lutfen|bitte)\b",
    re.IGNORECASE,
)


# A figure: a digit not inside a word. Arabizi writes letters with digits inside its words
# ("beyesta5dem", uses; blind round 80): a letter there, not an amount.
_FIGURE = re.compile(r"(?<![^\W\d_])\d|\d(?![^\W\d_])")


def _names_only_a_provider(part: str, control: re.Pattern[str]) -> bool:
    """Whether ``part`` is a told sentence whose only money words name a wallet or a bank (see
    ``_BRANDED``)."""
    if _BRANDED.search(part) is None or _FIGURE.search(part):
        return False
    if _QUOTE_MARKS.search(part) or _I_MYSELF.search(part) or not _SUBJECT_FIRST.match(part):
        return False
    plain, bare = plain_words(part), fold(part)
    if _NOT_TOLD.search(plain) or _NOT_TOLD.search(bare) or control.search(plain):
        return False
    if _MOVES.search(_BRANDED.sub(" ", bare)):
        return False
    if IDENTITY.search(part) or NUMBER_WORDS.search(plain):
        return False
    return MONEY_WORDS.search(plain_words(_BRANDED.sub(" ", part))) is None


# Money moved, approved or wanted, as a stem inside a word (Swahili puts its persons before it:
# "anatuma", "kulipa"), in the languages above: a sentence with one is about what moves, not
# which provider (folded: "wysyła" is "wysyla", "gönder" is "gonder").
_MOVES = re.compile(
    r"przel[ae]w|wysyl|wypla|wpla|plac|zaplac|zatwierdz|potwierdz|autoryz|chce|chcia|"
    r"tuma(?!ji)|lipa|lipi|kutoa|anatoa|idhinish|thibitish|kubali|taka|"
    r"transf|trimit|plat|aprob|confirm|retrag|gonder|oden|odem|onay|havale|"
    r"envoy|paye|virement|valid|envi|pag|aprov|send|pay|approv|withdr|uberweis|zahl|bestatig|"
    r"schick",
    re.IGNORECASE,
)
_QUOTE_MARKS = re.compile(r"[\"“”«»„]")
_I_MYSELF = re.compile(r"(?-i:\bI\b)")


def unread_money(text: str, control: re.Pattern[str]) -> str | None:
    """The money, control or identity word of a text the screens cannot read, or None."""
    for part in [text, *(m.group(1) for m in _QUOTED.finditer(text))]:
        if len(part.split()) < 4:
            continue
        read = _read(part)
        if _share(read) >= READABLE_SHARE and not _has_foreign_run(read):
            continue
        # Every word of it read by a language table (``languages.WORDS``): the screens read it
        # whole, in its English words ("Amafaranga uyanyereke muri Frw gusa": show me the money
        # in Frw only). Not a share: one word no table knows leaves it unread.
        if _wholly_translated(part):
            continue
        # A wallet or a bank named in a told sentence that moves nothing (see ``_BRANDED``).
        if _names_only_a_provider(part, control):
            continue
        # An account at a bank told of the user in Persian (``languages_persian``, round 80).
        if told_account(fold(norm_words(part))):
            continue
        plain = plain_words(part)
        # A language chosen ("majibu kwa Kiingereza lakini maneno ya pesa kwa Kiswahili")
        # is how to talk to the user: its money words alone do not make it about money.
        # A question reported asks about money and moves none: a control or an identity named
        # in it is still read ("aliuliza kama tunaweza kuacha kumuuliza PIN").
        asked = ASKED.match(fold(part)) and not _WITHOUT.search(plain)
        reminder = _REMINDER.search(plain) and not (_WITHOUT.search(plain) or _GRANT.search(plain))
        chosen = LANGUAGES.search(plain) or asked or reminder
        money = None if chosen else MONEY_WORDS.search(plain)
        m = control.search(plain) or money or IDENTITY.search(part) or NUMBER_WORDS.search(plain)
        if m is not None:
            return m.group(0)
    return None


__all__ = [
    "FOREIGN_RUN",
    "IDENTITY",
    "LANGUAGES",
    "MONEY_WORDS",
    "READABLE_SHARE",
    "READ_AS_ENGLISH",
    "readable_share",
    "unread_money",
]
