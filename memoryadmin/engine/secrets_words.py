"""The core's secrets: what any money product's users type that must never be remembered.

PINs, one-time codes, passwords, CVVs, card numbers (checked with Luhn) and the answers
to security questions, as ``LabelledSecret``s and ``BareSecret``s (see
``memoryadmin.engine.secrets_shapes``); ``memoryadmin.engine.secrets`` finds and masks
them, and a rule pack adds its own (the banking pack: BVN, NIN, NUBAN).
"""

from __future__ import annotations

from memoryadmin.engine.secrets_asked import (
    CODE_ASKED,
    FAVOURITE_ASKED,
    LOGIN_ASKED,
    LOGIN_TO_WITH,
    OTHER_CODES,
    PASSWORD_NAMED,
    PASSWORD_SHAPED,
    PIN_VALUE,
    PROMPT_ASKED,
    SHORT_CODE,
    TYPED_ASKED,
    TYPED_PIN_ASKED,
)
from memoryadmin.engine.secrets_cash import LONG_ALNUM_CODE, LONG_CODE, REMITTANCE_ASKED
from memoryadmin.engine.secrets_languages import (
    CARD_BACK_LABELS,
    CARD_NUMBER_LABELS,
    CODE_LABELS,
    PASSWORD_LABELS,
    PIN_LABELS,
)
from memoryadmin.engine.secrets_phrases import PHRASE_WORDS, RECOVERY_CODES, SEED_PHRASE
from memoryadmin.engine.secrets_questions import QUESTION_ASKED, SECRET_WORD_LABELS
from memoryadmin.engine.secrets_shapes import (
    ALNUM_CODE_VALUE,
    ASKED_ONLY,
    LOOSE_GLUE,
    NOT_A_PASSWORD,
    BareSecret,
    LabelledSecret,
    SecretRules,
    luhn_valid,
)

# --- the core's vocabulary: secrets of any money product --------------------------

_CARD_VALUE = r"(?<![\d\w])\d(?:[ \-]?\d){12,18}(?![\d\w])"
# A quoted phrase whole ("'ogbonge pepper soup'"), or one word.
_PASSWORD_VALUE = r"(?:[\"“‘'][^\"“”‘’'\n]{3,60}[\"”’']|[\"'“‘]?[^\s\"'“”‘’]{3,}[\"'”’]?)"
# A first pet named by what it was: "Bingo, na my first dog name" (round 72).
_PETS = r"dog|cat|puppy|kitten|pup|parrot|bird|fish|rabbit|horse"
# The code's kind after it, in the Romance order: "mon code promo c PROMO2024" is no code to
# prove who the user is, whatever follows it; "código promocional", "kode promo" too.
# Only a discount's names: "the code bank sent me" is a code (``OTHER_CODES`` is for the words
# before a code, in the English order).
_ANOTHER_KIND = (
    r"(?!\s+(?:de\s+|d['’]\s?|do\s+|da\s+)?(?:promo\w*|parrainage|r[ée]duction|remise|"
    r"descuento|desconto|cupom|cup[oó]n|coupon|discount|referral|diskon)\b)"
)


def _swapped(label: str, words: frozenset[str] = frozenset({"top", "opt", "pot", "tip"})) -> str:
    """A short label with two letters next to each other swapped, as a quick thumb types it
    ("my pni is 3390"), unless that makes a word ("otp" as "top", "opt"): a regex fragment."""
    typos = {label[:i] + label[i + 1] + label[i] + label[i + 2 :] for i in range(len(label) - 1)}
    return "|".join(sorted(t for t in typos - words if t != label)) or "(?!)"


PIN = LabelledSecret(
    kind="PIN",
    labels=(
        # "pinn", "piin": a letter doubled by a quick thumb; "pn", its vowel dropped.
        r"pn",
        # "my pinis 9o31": the copula typed onto the label.
        r"pi{1,2}n{1,2}is",
        # "pni", "ipn": two of its letters swapped.
        _swapped("pin"),
        r"(?:transaction|card|atm|account|app|mobile|security|secret|4[\s-]?digit|momo|mpesa|m-pesa|"
        r"wallet|ussd|airtel|mtn|6[\s-]?digit)?\s*pi{1,2}n{1,2}(?:\s*code)?",
        # A mobile app's PIN as one word: "mpin na 98765" (round 46).
        r"m[\s-]?pin",
        # Arabic "الرقم السري" and Chinese "密码" (said with "是" and no space).
        r"(?:و|ف|ب)?(?:الرقم\s+السري|رقمي\s+السري)",
        # Amharic "የሚስጥር ቁጥሬ" (my secret number), "ፒን"; Somali "lambarka sirta".
        r"(?:የ)?ሚስጥር\s+ቁጥ\w*|ፒን\w*",
        # Chichewa "nambala (yanga) ya chinsinsi", Kinyarwanda "umubare w'ibanga" (the secret
        # number).
        r"nambala\s+(?:yanga\s+)?ya\s+chinsinsi",
        r"umubare\s+w['’]?\s?ibanga",
        r"lambar(?:ka)?\s+(?:sirta|sirdoodka|qarsoodiga)",
        r"passcode",
        # ... in patois and Swahili spelling too: "mi pin nomba a …" (round 62).
        r"pin\s*(?:number|nomba|namba|nambar)",
        # Somali, its article and "my" joined to it: "pinkayga waa 4471" (round 62).
        r"pin(?:ka|ku|kayga|kaygu|kaaga|keyga)",
        # Nepali and Hindi in Devanagari: "मेरो पिन ८६४२ हो" (round 62).
        r"पिन(?:\s+कोड)?",
        # The label spelt out ("My Personal Identification Number is 7026"); Swahili "pini".
        r"personal\s+identification\s+(?:number|no\.?)",
        r"pini",
        # Mexico's "NIP" (número de identificación personal): "Mi NIP es 6634" (round 50).
        r"nip",
        # Swahili "nambari ya siri", Hausa "lambar sirri": the secret number.
        r"nambari\s+ya\s+siri",
        # French word order: "mon code secret c'est 6038".
        r"code\s+secret",
        r"lambar\s+sirri",
        # "the secret number", named as such across the continent, a possessive between
        # the noun and "secret" or not: Swahili "namba yangu ya siri", Igbo "nọmba
        # nzuzo", Yoruba "nọmba aṣiri", Hausa "lambar sirrina", isiZulu "inombolo yami
        # eyimfihlo", Sesotho "nomoro ya sephiri".
        # ... Runyankole "enamba yangye ey'ekyama" (round 53).
        r"(?:namba|nambari|n[oọ]mba|nomoro|inombolo|lambar|lamba|e?nnamba|enamba)"
        r"(?:\s+(?:yangu|yako|yake|yami|yakho|yaka|yange|yangye|m|mi|ami|wa\s+mi))?"
        # ... Sesotho "nomoro ya lekunutu" (round 62).
        r"\s+(?:ya\s+|eya\s+|ey['’]?\s?e|e)?(?:siri|nzuzo|a[sṣ]iri|sephiri|yimfihlo|kyama|sirri\w{0,3}|"
        r"lekunutu)",
        r"secret\s+(?:number|digits)",
        # isiZulu "iphinikhodi" (the PIN code).
        r"i?phinikhodi",
        # Ukrainian "пін" and Russian "пин" (-код), in Cyrillic: "пін мій 8402" (round 56).
        r"п[іи]н(?:[\s-]?код)?",
        # Japanese "暗証番号" (the PIN), Korean "비밀번호" (the secret number: a PIN or a
        # password), "핀번호", their particle joined ("비밀번호는 …"), round 58.
        r"暗証番号|(?:비밀|핀\s?)번호(?:는|가|를|은|이)?",
        # Bengali "পিন" (a word of its own, or with its article "পিনটি", "পিনটা": the article's
        # vowel sign ends no word to a regex, so the label ends on the letter before it or, a
        # value after, on the space before the value), "পিন নম্বর"; Romanian "pinul", "codul
        # PIN" (round 63).
        r"পিন(?:\s*(?:নম্বর|নাম্বার|কোড))?|পিন(?:ট(?=[িা])|(?:টি|টা)[\s:=\-]*(?=\d))",
        r"pinul|codul\s+pin(?:ului)?",
        *PIN_LABELS,
    ),
    value=PIN_VALUE,
)
# A SIM's PIN unblocking key ("my sim don block, the MTN puk na 88124560", round 52): eight
# digits that let whoever holds the SIM set its PIN and receive its one-time codes.
PUK = LabelledSecret(
    kind="PUK",
    labels=(r"puk2?(?:\s*(?:code|number|no\.?))?", r"pin\s+unblock(?:ing)?\s+(?:key|code)"),
    value=SHORT_CODE,
)
ONE_TIME_CODE = LabelledSecret(
    kind="one-time code",
    labels=(
        r"otp",
        # Malaysia's one-time code, the TAC (transaction authorisation code): "Kod TAC 883104".
        r"tac",
        # "opt" typed for it is a word ("opt in"), but not as the last word after its value:
        # "783201 is the opt" (round 50).
        r"opt(?=\s*[.!?]*\s*$)",
        r"one[\s-]?time\s*(?:pass(?:word|code)?|code|pin|token)",
        r"(?:verification|security|confirmation|authori[sz]ation|authentication|auth|access|"
        r"login|sign[\s-]?in|sms|2fa|mfa|token|transfer|transaction)\s*code",
        r"token",
        # "J'ai reçu deux codes: 620 145 et …" (round 49): the first of them.
        rf"codes?{_ANOTHER_KIND}",
        # French order, the code before what it is for: "code transaction 2291 04", "code de
        # validation : 4471".
        r"code\s+(?:de\s+|d['’]\s?)?(?:transaction|validation|confirmation|v[ée]rification|"
        r"s[ée]curit[ée]|authentification|autorisation|acc[èe]s|retrait)",
        # ... Haitian Kreyòl "kòd" ("kòd la se …").
        rf"(?:kode|ikhodi|msimbo|c[oó]digo|koodh\w{{0,3}}|k[oóò]{{2}}d[uùú]|k[oò]d){_ANOTHER_KIND}",
        # Somali "koodka", Sesotho "khoutu", isiZulu "ikhowudi"; Somali "lambarka xaqiijinta" (the
        # verification number), round 62.
        r"kood(?:ka|ku|kayga)|khou?t[uo]|khoudu|i?khowudi",
        r"lambar(?:ka)?\s+(?:xaqiijinta|xaqiijinaha|hubinta)",
        # Devanagari "ओटीपी" (its last vowel sign is no letter: the label ends on the space
        # before the digits), "कोड" (round 62).
        r"ओटि?ी?पी[\s:=\-]*(?=\d)|कोड",
        # Bengali "ওটিপি", "কোড", "কোডটি" (the code: its vowel sign read as Devanagari's above),
        # "যাচাই কোড", "ভেরিফিকেশন কোড" (round 63).
        r"ওটিপি[\s:=\-]*(?=\d)|ওটিপ(?=ি)|(?:যাচাই(?:করণ)?\s*|ভেরিফিকেশন\s*|নিরাপত্তা\s*)?কোড"
        r"(?:ট(?=[িা])|(?:টি|টা)[\s:=\-]*(?=\d))?",
        # Romanian "codul (de confirmare)" (round 63); German "Bestätigungscode", "TAN" (its
        # copula "lautet", "ist": the glue).
        # (Not a bare "cod": cash on delivery.)
        r"codul(?:\s+(?:de\s+)?(?:confirmare|verificare|autentificare|securitate|sms|unic))?",
        r"cod\s+(?:de\s+)?(?:confirmare|verificare|autentificare|securitate|sms|unic)",
        r"(?:best[äa]tigungs|sicherheits|verifizierungs|freigabe|authentifizierungs|einmal|sms|push)"
        r"[\s-]?(?:code|kennwort|passwort)|(?:sms|m|push|chip)[\s-]?tan|tan(?=\s*[:=]|\s+(?:ist|lautet)\b)",
        # "Please enter the verification number" (round 63), isiZulu "inombolo yokuqinisekisa".
        r"(?:verification|authentication|authori[sz]ation|one[\s-]?time)\s+(?:number|no\.?|digits)",
        r"inombolo\s+(?:yokuqinisekisa|yokuqinisa|yokungena)",
        # Spanish "clave" (a PIN, a token's code, a password), misspelt too: "mi calve es 1357",
        # "la clave dinamica es 713-604" (rounds 61 and 62).
        r"(?:c(?:la|al|l)ve|clav|klave)(?:\s+(?:din[aá]mica|token|virtual|temporal|secreta|"
        r"de\s+(?:un\s+solo\s+uso|seguridad|acceso|verificaci[oó]n|confirmaci[oó]n|internet|cajero|"
        r"(?:la\s+|mi\s+)?(?:app|tarjeta|banca\s+\w+))))?",
        # Vietnamese "mã xác thực" (the verification code), "mã xác nhận", "mã giao dịch", folded
        # or not (round 62).
        r"m[aã]\s+(?:x[aá]c\s+(?:th[uự]c|nh[aậ]n)|b[aả]o\s+m[aậ]t|giao\s+d[iị]ch|k[ií]ch\s+ho[aạ]t)",
        # Portuguese, the code before what it is for: "código de saque 84920173" (the code to
        # draw cash at a machine), "código de verificação" (round 54).
        r"c[oó]digo\s+(?:de\s+|do\s+|da\s+|pra\s+|para\s+)?(?:saque|retirada|levantamento|"
        r"verifica[çc][ãa]o|confirma[çc][ãa]o|seguran[çc]a|acesso|autoriza[çc][ãa]o|valida[çc][ãa]o|"
        r"sacar|retirar)",
        # Arabic "الرمز", "رمز التحقق"; Chinese "验证码" (with "是" and no space after).
        r"(?:ال)?(?:رمز|كود)(?:\s+(?:التحقق|التاكيد|التأكيد))?",
        r"(?:验证码|动态码|校验码)(?:是|为)?",
        # A code "from the email we sent", whatever it is called before that: it was sent
        # to prove who the user is ("Enter the reference code from the email we sent").
        r"\w+\s+codes?(?=\s+(?:from|in)\s+(?:the|your)\s+(?:e[\s-]?mail|sms|text|message)\s+(?:we|i)\s+"
        r"(?:just\s+)?sent)",
        # "What number did you receive from us?": the number sent is the code.
        r"numbers?(?=\s+(?:did\s+you\s+(?:receive|get)|(?:we|i)\s+(?:sent|texted)))",
        # Hausa "lambar da muka aiko": the number we sent.
        r"lambar(?=\s+da\s+(?:muka|aka)\s+(?:aiko|turo))",
        # Swahili "namba ya uthibitisho": the confirmation number.
        r"(?:namba|nambari)\s+ya\s+(?:uthibitisho|kuthibitisha|usalama)",
        # "I got 604821 in my text message".
        r"(?:text|sms)\s+message",
        r"sms",
        # An RSA token, whatever the user calls it: "the RSA thing shows 219 774".
        r"rsa(?:\s+(?:token|thing|device|app|fob|key|code))?",
        # Japanese "ワンタイムパスワード" (a one-time password), "認証コード", "確認コード",
        # "認証番号" (a space between its Han and its kana in the view); Korean "인증번호"
        # (round 58).
        r"ワンタイム[パハ]スワー[ドト]|(?:認証|確認)\s?(?:コー[ドト]|番号)|인증\s?번호(?:는|가|를|은|이)?",
        # A bank's card reader (PINsentry) shows a one-time code: "the card reader thing gave me
        # 08173926", round 59.
        r"(?:card\s*reader|pin\s*sentry)(?:\s+(?:thing|device|code|number|machine))?",
        # Swahili "nimepokea nambari 736402 kwenye SMS" (I received the number … in an SMS).
        r"nimepokea(?:\s+(?:nambari|namba|msimbo))?",
        # Turkish "doğrulama kodu" (verification code), "onay kodu", "SMS kodu", "tek kullanımlık
        # şifre" (one-time password), the code with its suffixes ("kodunu", "kodum"); Polish "kod
        # SMS to …" ("to": is), "kod BLIK"; Ukrainian and Russian "код" (round 56).
        r"(?:do[ğg]rulama|onay|sms|g[üu]venlik|tek\s+kullan[ıi]ml[ıi]k|giri[şs])\s+(?:kod|[şs]ifre)\w{0,5}",
        r"kod(?:u|um|umu|unu|unuz|unuzu)",
        r"kod(?:\s+(?:sms|blik|weryfikacyjny|jednorazowy|autoryzacyjny|z\s+sms\w{0,2}))?\s+to(?=\s*\d)",
        r"kod\s+(?:sms|blik|weryfikacyjny|jednorazowy|autoryzacyjny)",
        r"код(?:\s+(?:з|із|из)\s+смс|\s+підтвердження|\s+подтверждения)?",
        # "I gave him the 6 digits 330914".
        r"(?:4|5|6|7|8|four|five|six|seven|eight)[\s-]*digits?(?:\s+code)?",
        *CODE_LABELS,
    ),
    # Not a code's year and what it rules: "the code 2024 of conduct", "code 1999 of practice".
    value=r"(?!(?:19|20)\d\d\s+of\s+(?!course\b))" + SHORT_CODE,
    not_after=OTHER_CODES,
)
PASSWORD = LabelledSecret(
    kind="password",
    labels=(
        r"pas+\s*w(?:or|o|r)?d",
        r"pas+wrd",
        # "pass: Lagos2024", "pw: …", "p/w = …": a short label right before its value.
        r"(?<!will\s)(?<!to\s)(?<!can\s)(?<!\bi\s)(?:pass|p/?w)(?=\s*[:=])",
        # "pw is …", "pwd na …": an abbreviation no word shares, before its copula.
        r"p/?wd?(?=\s+(?:is|na|be|=)\b)",
        # "pass is Ngozi1990": before its copula, a value of letters and digits.
        # (In lower case, "[^\s]" not "\S": the labels are read together on the lowered text
        # without IGNORECASE, several times faster, only while every label is in lower case.)
        # ... or another language's copula: Vietnamese "pass là …", Spanish "es", Nepali "ho",
        # Somali "waa", Sesotho "ke", patois "a" (round 62).
        r"(?<!bus\s)(?<!boarding\s)(?<!gate\s)(?:pass|mk)(?=\s+(?:is|na|be|l[aà]|es|ho|waa|ke|ngu|a)\s+"
        r"(?=[^\s]*[a-z])(?=[^\s]*\d))",
        # Vietnamese "mật khẩu" (the password), folded or not, right before its colon or its
        # copula (any word after it otherwise: ``PASSWORD_NAMED``), "mk" for it before its
        # colon; Spanish "contra:" for "contraseña" (round 62).
        r"m[aâậ]t\s*kh[aâẩ]u(?=(?:\s+c[uủ]a\s+[^\s:=]+)?\s*(?:[:=]|l[aà](?!\w)))|(?:mk|contra)(?=\s*[:=])",
        r"passphrase",
        # "my secure phrase is 'kucing oren'", "security phrase" (round 53).
        r"secur(?:e|ity)\s+phrase",
        # An app's passcode may be letters too ("passcode: Tr0ub4dor&3"); digits are a PIN.
        r"pass\s*code",
        # Afrikaans, isiZulu, Swahili, Hausa.
        r"wagwoord",
        # French, Portuguese, Spanish: "mon mot de passe c'est soleil2023", "a senha é …".
        # ... typed "mot de pase", "mot de pass" (rounds 49: Kreyòl and Wolof speakers).
        r"mot\s+de\s+pas+e?",
        # ... shortened on a phone: "mdp: Bouake@225", "jai mis Tana_2023 comme mdp" (round 71).
        r"mdp",
        # Igbo "okwuntughe" (password); Kinyarwanda "ijambo ry'ibanga" (the secret word),
        # "amagambo y'ibanga" (its plural, said of one password too), "ijambobanga".
        r"okwuntughe",
        # Chichewa "chinsinsi changa ndi …" (my secret: the password, round 51).
        r"chinsinsi(?:\s+(?:changa|chako|chanu|chake))?",
        r"(?:i?jambo\s+ry|amagambo\s+y)['’]?\s?ibanga|ijambobanga",
        r"senha",
        *PASSWORD_LABELS,
        r"contra(?:s|c)e(?:ñ|n|ni)a",
        r"c(?:la|al)ve\s+(?:secreta|web|de\s+(?:acceso|internet|ingreso))",
        # Sesotho "phasewete", Somali "baasweerka", patois "passwud" (round 62).
        r"phasewe(?:te|di|rete)|baasw\w{2,8}|pa{1,2}s+\s*w(?:u|ur|uh|aa?)d",
        r"(?:erayga|ereyga|eraygu|ereygu)\s+sir(?:ta|eed)(?:\s+ah)?|furaha\s+sirta",
        r"iphasiwedi",
        r"neno\s*la\s+siri|nenosiri",
        r"kalmar\s+sirri",
        # Arabic "كلمة السر" in Latin letters, Sudanese "hagti" (mine): "kalimat el sir hagti …";
        # Tok Pisin "paswot" (round 53).
        # ... Levantine "kelmet el serr taba3i" (round 55).
        r"k[ae]l(?:i)?m(?:a|at|et|it|eh)\s+(?:el|al|es|as|is|e)[\s-]?s[ei]rr?"
        r"(?:\s+(?:hagti|hagi|haggi|bta3i|beta3i|taba3i|tab3i))?",
        r"pas+w[oa]t",
        # Yoruba "ọ̀rọ̀ aṣínà" (read folded: "oro asina"), "ọ̀rọ̀ ìgbaniwọlé".
        r"oro\s+asina|oro\s+igbaniwole",
        # Arabic "الباسورد" (Egyptian, borrowed), "كلمة السر", "كلمة المرور".
        r"(?:و|ف|ب)?(?:ال)?باس(?:و)?ورد|(?:و|ف|ب)?كلمة\s+(?:ال)?(?:سر|مرور)",
        r"passwd",
        # Turkish "şifre", "şifrem" (my password), Yoruba "pasiwọọdu", Polish "hasło" (… "to": is),
        # Ukrainian and Russian "пароль" (round 56).
        r"[şs]ifre(?:m|miz|niz|n|si)?",
        r"pas+i?w[oọ]{1,2}d[uụ]",
        r"has[łl]o(?:\s+to)?",
        r"парол[ья]",
        # Japanese "パスワード" (its voicing marks folded in the view: "ハスワート"), Korean
        # "비밀번호", "암호", "패스워드" (round 58).
        r"[パハ]スワー[ドト]|(?:비밀번호|암호|패스워드)(?:는|가|를|은|이)?",
        r"pwd",
        r"login\s*(?:password|details)",
        r"memorable\s*(?:word|answer)",
        r"security\s*answer",
        r"secret\s*(?:word|answer|question\s*answer)",
        # "I tried to log in with Tunde#4455": what one logs in with is a password.
        r"log(?:ged|ging)?\s*in\s+with",
        r"sign(?:ed|ing)?\s*in\s+with",
    ),
    # Not when it is changed or asked: "change my password every three months".
    value=r"(?!(?:every|each|whenever|when|before|after|if|for|on|at|as|to|again|too|also|first|"
    r"regularly|often|monthly|weekly|yearly|daily|soon|later|now)\b)"
    # Nor the account or app it is for, in Malay and Indonesian: the value is after the link
    # ("kata laluan akaun saya adalah nasilemak", round 66).
    r"(?!(?:akaun|akun|perbankan|aplikasi)\b)"
    # Nor the app it is for, named before its own "=" or ":" ("Mdp Ecobank Mobile = …", round 71):
    # a name of one to three words, the value after the sign password-shaped (letters
    # with a digit or a symbol: "mot de passe Soleil: il marche pas" still names "Soleil").
    r"(?![A-Z][^\s:=\d]*(?:\s+[^\s:=\d]+){0,2}\s*[:=]\s*(?=[^\s]*[A-Za-z])(?=[^\s]*[\d@#$%_!&*]))"
    # Nor a Korean word after the label and its particle: the sentence's verb ("비밀번호를
    # 잊어버렸어요", I forgot the password); a password is typed in Latin letters.
    r"(?![가-힣])" + _PASSWORD_VALUE,
    reject_values=NOT_A_PASSWORD,
    word_value=True,
    # Value first ("na Mummy4life be the password") or in a reply to a request for one
    # ("current one is Tolu_2019#"): only a word with a letter and a digit or symbol.
    shaped_value=PASSWORD_SHAPED,
)
CVV = LabelledSecret(
    kind="CVV",
    labels=(
        r"cvv2?",
        _swapped("cvc"),
        r"cvc2?",
        r"cvn",
        r"card\s*security\s*(?:code|number)",
        r"card\s*verification\s*(?:value|code|number)",
        # French "cryptogramme (visuel)".
        r"cryptogramme(?:\s+visuel)?",
        # Spanish "el código de seguridad (de atrás de la tarjeta)" (round 50): three or four
        # digits of it are the card's, as in English.
        r"c[oó]digo\s+de\s+seguridad",
        # "the security code, I gave them 945": three or four digits of a security code
        # are a card's (a sent code has more).
        r"security\s*code",
        r"security\s*number",
        r"(?:3|three|4|four)[\s-]*digits?\s+(?:behind|at\s+the\s+back\s+of|on\s+the\s+back\s+of)"
        r"\s+(?:the|my|your|his|her)\s+card",
        # "452 is the number at the back", "the digits behind the card".
        r"(?:numbers?|digits?|code)\s+(?:(?:printed|written|shown)\s+)?(?:at|on|for)\s+(?:the\s+)?back"
        r"(?:\s+of\s+(?:the|my|your)\s+card)?",
        r"(?:numbers?|digits?|code)\s+behind\s+(?:the|my|your)\s+card",
        # "card back number na 991", "the back digits"; "the security code on your card",
        # "the 3-digit code on the card".
        r"(?:card\s+)?back\s+(?:numbers?|digits?|code)",
        # Pidgin "back of the card get 3 numbers, 8 1 5".
        r"back\s+of\s+(?:the|my|your)\s+card",
        # "the 3 numbers behind", Swahili "namba ya nyuma" (the number at the back).
        r"(?:3|three)\s+(?:numbers?|digits?)\s+(?:behind|at\s+the\s+back|on\s+the\s+back)",
        # ... said the other way round: "the card behind get 3 numbers 205" (round 43).
        r"card\s+(?:behind|back)\s+(?:get|has|have|go\s+get|carry|carries)\s+(?:3|three)\s+(?:numbers?|digits?)",
        r"namba\s+ya\s+nyuma",
        # Turkish "kartın arkasındaki 3 hane" (the 3 places at the back of the card), "güvenlik
        # kodu" (three or four digits of it are a card's, as in English), round 63.
        r"kart\w{0,6}\s+arkas[ıi]ndaki(?:\s+(?:3|4|[üu][çc]|d[öo]rt)\s+(?:hane|rakam|haneli|numara)\w{0,3})?"
        r"(?:\s+(?:g[üu]venlik\s+)?(?:kod|numara|say[ıi])\w{0,5})?",
        r"(?:3|[üu][çc])\s+(?:haneli\s+(?:kod|numara)\w{0,3}|hane|rakam)",
        r"g[üu]venlik\s+kod\w{0,5}",
        # Hausa "lambobi uku na bayan kati" (the three numbers at the back of the card).
        r"lambobi\s+(?:uku\s+)?na\s+bayan\s+kati",
        # "the gold one, back side says 7 0 4": the back of the card, as what it says.
        r"(?:card\s+)?back\s*side(?:\s+of\s+(?:the|my|your)\s+card)?(?=\s+(?:says?|shows?|reads?|has)\b)",
        r"(?:security|(?:3|three|4|four)[\s-]*digits?)\s+(?:code|number)\s+(?:on|of|behind)"
        r"\s+(?:the|my|your|his|her)\s+card",
        *CARD_BACK_LABELS,
    ),
    value=r"(?<![\d\w])\d(?:[ \-]?\d){2,3}(?![\d\w])",
)
# The answer to a security question: asked for ("what was the name of your first pet?")
# and given alone, or named after it ("St. Gregory's Primary, that's my security answer").
SECURITY_ANSWER = LabelledSecret(
    kind="security answer",
    labels=(
        r"security\s*(?:answer|question)",
        # A remittance's test question and its answer (Western Union, MoneyGram): "What answer
        # to the test question did your sister set for the pickup?"
        r"test\s*(?:answer|question)",
        # Swahili "swali la usalama" (the security question), French "question de sécurité".
        r"swali\s+la\s+usalama",
        # Turkish "güvenlik sorusu" (the security question), "güvenlik cevabı" (round 56).
        r"g[üu]venlik\s+(?:soru|cevab|yan[ıi]t)\w{0,6}",
        r"question\s+(?:de\s+)?s[ée]curit[ée]",
        # French "question secrète" (the secret question), "réponse secrète".
        r"(?:question|r[ée]ponse)\s+secr[èe]te",
        # Portuguese "a resposta secreta é …", Haitian Kreyòl "repons sekrè a se …" (round 49).
        r"(?<=(?:resposta|pergunta)\s)secreta",
        r"(?<=respuesta\s)secreta|(?<=pregunta\s)secreta",
        # Spanish "la respuesta de seguridad es …", "pregunta de seguridad" (round 57).
        r"(?:respuesta|pregunta)\s+de\s+seguridad",
        r"(?:repons|kesyon)\s+sekr[èe]",
        # Indonesian and Malay "pertanyaan keamanan" (the security question), "jawaban keamanan",
        # and the usual one, a mother's own name ("nama ibu kandung", "nama gadis ibu"), round 59.
        r"(?:pertanyaan|jawaban|soalan|jawapan)\s+(?:keamanan|keselamatan|rahsia|rahasia)",
        r"nama\s+(?:gadis\s+)?ibu\s+kandung|nama\s+gadis\s+ibu",
        # The usual questions in French, Portuguese and Kreyòl: a mother's name before she
        # married ("nom de jeune fille de votre mère", "non manman w anvan li marye", "nome de
        # solteira da sua mãe"), a first pet ("premier animal de compagnie").
        r"nom\s+de\s+jeune\s+fille",
        r"non\s+manman\s+(?:w|ou|m|mwen)\s+anvan\s+(?:li|l)\s+marye",
        r"nome\s+de\s+solteira",
        r"premi(?:er|ère|ere|e)\s+(?:animal|b[èe]t|chien|chat)(?:\s+de\s+compagnie|(?!\s+de\s+compagnie))",
        r"primeiro\s+animal(?:\s+de\s+estima[çc][ãa]o|(?!\s+de\s+estima[çc][ãa]o))",
        # Portuguese "a resposta da pergunta de segurança é …" (the security question's answer),
        # read from after "resposta": the article before it is "a", a word ``not_after`` holds.
        r"pergunta\s+(?:de\s+)?seguran[çc]a",
        r"(?<=resposta\s)(?:(?:d[ae]|[àa])\s+pergunta\s+|de\s+)seguran[çc]a",
        r"memorable\s*(?:word|answer|question|info(?:rmation)?)",
        # The answer named by its question: "I forgot the pet answer, I think I put Bingo".
        r"(?:pet|school|teacher|street|city|town|nickname|friend|car|maiden\s+name|spouse|"
        r"birthplace|food|colou?r|team|book|song)\s+answer",
        r"favou?rite\s+\w+\s+answer",
        r"secret\s*(?:answer|question)",
        r"mother['’]?s\s+maiden\s+name",
        r"maiden\s+name",
        rf"(?:name\s+of\s+)?(?:your|my)\s+first\s+(?:pet|school|car|teacher|street|{_PETS})",
        # Named by the question alone, then the answer: "first school, Methodist Primary".
        rf"first\s+(?:pet|school|car|teacher|street|{_PETS})(?=\s*[,:\-–?])",
        # ... or as one answer of several: "the answers, I think the first school one was …".
        rf"first\s+(?:pet|school|car|teacher|street|{_PETS})\s+one",
        # ... or as the question one answered: "for the question about first school i put …"
        # (round 55).
        r"questions?\s+(?:about|on|of|for|abt)\s+(?:(?:my|the|your)\s+)?(?:first\s+(?:pet|school|car|"
        r"teacher|street|job|boss|friend|love|house)|(?:mother['’]?s\s+)?maiden\s+name|"
        r"(?:childhood|favou?rite)\s+\w+|(?:town|city|village|place)\s+of\s+birth|birth\s*place)"
        # ... the question whole, then what the user answered ("i put", ": …"): not "a question
        # about first school fees: how much is it?".
        r"(?=\s*[,:\-–]?\s*(?:i|we)\s+(?:put|wrote|typed|entered|said|answered|gave|chose|picked|"
        r"used|set)\b|\s*(?:[,:=\-–]|\bis\b|\bwas\b))",
        # The usual questions, named as their answer's label ("Favourite teacher: …").
        r"favou?rite\s+(?:teacher|uncle|aunt|lecturer)",
        r"(?:childhood|first)\s+(?:best\s+)?(?:friend|nickname|home|pet)",
        r"(?:town|city|place|village)\s+(?:of\s+birth|(?:where\s+|that\s+)?(?:you|i)\s+(?:were|was)"
        r"\s+born(?:\s+in)?)",
        # ... or where one grew up, the question's own words as the label (round 60): "street i
        # grew up on was …", "the town you grew up in: …".
        r"(?:street|road|avenue|town|city|village|neighbou?rhood|suburb|estate|area)\s+"
        r"(?:(?:that|where)\s+)?(?:i|you|u|we)\s+gr[eo]w\s+up\s+(?:on|in)",
        *SECRET_WORD_LABELS,
    ),
    # "ask me a security question as well": about the question, not its answer.
    # ... nor asked of the user: "ask me my security question as well".
    not_after=("a", "an", "another", "extra", "additional", "more", "me my", "me the"),
    # To the end of the message, or up to ", that's my …".
    # Not a clause about when it is asked: "ask my security question every time I log in".
    # Nor a question about it: "What security question did you set?"
    value=r"(?!(?:every|each|whenever|when|before|after|if|for|on|at|as|to|again|too|also|first|"
    r"did|do|does|have|has|had|will|would|can|could|should|shall|may|might)\b)"
    # Not the question mark that closes the question ("What is your mother's maiden name?").
    r"[^\s\d?!.,;:][^!?\n]{0,80}?(?=[.!?,;]?\s*$|[,;]\s*(?:that|thats|that['’]s|it|its|it['’]s|na)\b)",
    reverse=True,
    reject_values=NOT_A_PASSWORD,
    word_value=True,
)
CARD_LABELLED = LabelledSecret(
    kind="card number",
    labels=(
        r"(?:debit|credit|atm|bank|visa|master\s*card|verve|prepaid|virtual)?\s*card"
        r"(?:\s*(?:number|no\.?|num|details|digits))?",
        r"pan",
        *CARD_NUMBER_LABELS,
    ),
    value=_CARD_VALUE,
    glue=LOOSE_GLUE,
)
CARD_BARE = BareSecret(
    kind="card number",
    min_digits=13,
    max_digits=19,
    check=lambda d: luhn_valid(d) and not (len(d) == 13 and d.startswith("234")),
)

ALNUM_CODE = LabelledSecret(
    kind="one-time code",
    labels=ONE_TIME_CODE.labels,
    not_after=OTHER_CODES,
    value=ALNUM_CODE_VALUE,
    reject_values=NOT_A_PASSWORD,
    word_value=True,
    shaped_value=ALNUM_CODE_VALUE,
)

# Asked a password, a number in the reply is what was typed: a password may be digits only,
# and the word names a card's PIN too where the user is (Portuguese "senha", Turkish "şifre"):
# "Qual a senha de 4 dígitos do cartão?" / "Acho que é 7302, a mesma de sempre" (round 66).
PASSWORD_DIGITS = LabelledSecret(
    kind="password",
    # ... Turkish with its case endings too ("Şifrenizi girin": enter your password).
    labels=(*PASSWORD.labels, *PASSWORD_NAMED.labels, r"[şs]ifre\w{0,6}"),
    value=ASKED_ONLY,
    reverse=False,
    word_value=True,
    shaped_value=SHORT_CODE,
)

# The answer to the user's own question, quoted (round 46): "… my question na 'Gboko'".
QUOTED_ANSWER = LabelledSecret(
    kind="security answer",
    labels=(r"answer\s+to\s+(?:my|your)\s+(?:security\s+|secret\s+|login\s+)?question",),
    value=r"[\"“‘'][^\"“”‘’'\n]{2,60}[\"”’']",
    reverse=False,
    asked_for=False,
    word_value=True,
)

# A key or token a program signs in with ("my API token is tok_9fA2…", "secret key:
# sk_live_…"): letters and digits together, eight or more, after its label.
_TOKEN_VALUE = (
    r"(?<![\w\-.])(?=[\w\-.]{0,127}[A-Za-z])(?=[\w\-.]{0,127}\d)[A-Za-z0-9][\w\-.]{6,126}\w"
)
API_KEY = LabelledSecret(
    kind="API key",
    labels=(
        r"api\s*(?:key|token|secret)",
        r"(?:secret|private|access|bearer|auth|integration|merchant)\s*(?:key|token)",
        r"(?:client|webhook|app)\s*secret",
    ),
    value=_TOKEN_VALUE,
    reject_values=NOT_A_PASSWORD,
    word_value=True,
    shaped_value=_TOKEN_VALUE,
)

GENERIC = SecretRules(
    labelled=(
        PIN,
        PUK,
        ONE_TIME_CODE,
        PASSWORD,
        CVV,
        CARD_LABELLED,
        SECURITY_ANSWER,
        QUOTED_ANSWER,
        LONG_CODE,
        LONG_ALNUM_CODE,
        API_KEY,
        ALNUM_CODE,
        RECOVERY_CODES,
        SEED_PHRASE,
        PHRASE_WORDS,
        FAVOURITE_ASKED,
        QUESTION_ASKED,
        PASSWORD_NAMED,
        PASSWORD_DIGITS,
        CODE_ASKED,
        REMITTANCE_ASKED,
        PROMPT_ASKED,
        LOGIN_ASKED,
        LOGIN_TO_WITH,
        TYPED_ASKED,
        TYPED_PIN_ASKED,
    ),
    bare=(CARD_BARE,),
)

# What proves who the user is or authorises a payment. The replayed window masks
# these in earlier turns (see ``context.build_context``); identifiers a transfer
# still needs a turn later (an account number, a BVN) are masked only in what is
# remembered: facts, summaries, the compactor's view, stored records.
CREDENTIAL_KINDS = frozenset(
    {
        "PIN",
        "PUK",
        "one-time code",
        "password",
        "CVV",
        "card number",
        "security answer",
        "API key",
    }
)
