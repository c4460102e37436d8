"""The core's secrets that are asked for, and the value shapes they share with
``memoryadmin.engine.secrets_words`` (which lists them all in ``GENERIC``).

A question a secret answers ("What was the name of your first school?", Turkish "ilk
okulunuzun adı nedir?"), a payment prompt, a message from the bank, a login: each names no
value of its own, so only a reply to it is read (``secrets.find_secrets`` with a context).
"""

from __future__ import annotations

from memoryadmin.engine.secrets_languages import DIGITS_LABELS, GEEZ_PASSWORD
from memoryadmin.engine.secrets_shapes import ASKED_ONLY, LabelledSecret

# 4-8 digits, "1 2 3 4", "4 5 6, 7 8 9" and "6 4 3 - 2 1 9" too.
# A dot typed between the halves with a space each side: "9 4 7 . 2 0 1" (round 47).
_GROUP_SEP = r"(?:,\s|\s?[\-–]\s?|\s\.\s|\s)"
SHORT_CODE = rf"(?<![\d\w])\d(?:{_GROUP_SEP}?\d){{3,7}}(?![\d\w])"
PIN_VALUE = rf"(?<![\d\w])\d(?:{_GROUP_SEP}?\d){{3,5}}(?![\d\w])"  # 4-6 digits
PASSWORD_SHAPED = (
    r"(?<![^\s\"'“‘(])(?=[^\s]{0,63}[A-Za-z])(?=[^\s]{0,63}[\d@#$%^&*!?_+=~])"
    r"[^\s\"'“”‘’,;]{5,63}[^\s\"'“”‘’,;.]"
)

# A word right before "code" that makes it another kind of code ("my promo code SAVE2024").
OTHER_CODES = (
    "referral",
    "promo",
    "invite",
    "invitation",
    "discount",
    "coupon",
    "voucher",
    "ussd",
    "bank",
    "sort",
    "postal",
    "post",
    "zip",
    "area",
    "country",
    "branch",
    "swift",
    "error",
    "status",
    "reference",
    "ref",
    "tracking",
    "merchant",
    "product",
    "dial",
    "short",
    "qr",
    "dress",
    "source",
    "group",
)


# A verification question about a favourite ("For verification, what's your favourite meal
# as on file?"): asked, its whole reply is the answer; said in passing ("my favourite colour
# is green") it is no secret, so it has no value of its own.
FAVOURITE_ASKED = LabelledSecret(
    kind="security answer",
    labels=(
        r"favou?rite\s+(?:(?:football|soccer|sports?|basketball|hockey|childhood)\s+)?(?:meal|food|dish|colou?r|team|book|movie|film|song|singer|animal|sport|"
        r"place|city|drink)",
        # The usual questions about one's past, asked without the word "security".
        r"first\s+(?:\w+\s+)?(?:school|pet|car|teacher|street|job|boss|friend|love|employer|house)",
        r"(?:town|city|village|place|hospital|state)\s+(?:were\s+you|you\s+were)\s+born",
        r"born\s+in(?=\s*\?)",
        r"gr[eo]w\s+up\s+(?:on|in)",
        r"(?:father|mother|dad|mum|mom)['’]?s?\s+(?:middle|maiden|first)\s+name",
        r"middle\s+name",
        r"childhood\s+(?:\w+\s+)?(?:nickname|friend|home|hero|street)",
        # More of the usual questions: where one met a spouse, a first love, a parent's
        # birthplace, a first car's make, an eldest sibling's name.
        r"where\s+(?:did|have)\s+(?:you|u)\s+(?:first\s+)?(?:meet|met)\s+(?:your\s+)?(?:spouse|wife|"
        r"husband|partner|best\s+friend)",
        r"(?:in\s+)?(?:what|which)\s+(?:city|town|village)\s+did\s+your\s+(?:parents|mother|father)\s+"
        r"(?:meet|marry|grow\s+up)",
        r"first\s+love",
        # Turkish: "ilk okulunuzun adı" (your first school's name), "ilk evcil hayvanınız" (your
        # first pet), "annenizin kızlık soyadı" (your mother's maiden name), round 56.
        r"ilk\s+(?:okul|evcil\s+hayvan|araba|[öo][ğg]retmen)\w{0,8}",
        r"k[ıi]zl[ıi]k\s+soyad\w{0,4}",
        r"(?:make|model)\s+of\s+your\s+first\s+car",
        r"(?:eldest|oldest|youngest)\s+(?:sibling|brother|sister|cousin)['’]?s?\s+(?:middle\s+|first\s+)?name",
        # "What secondary school did you attend?": the school one went to, asked.
        r"(?:what|which)\s+(?:\w+\s+){0,2}(?:school|college)\s+did\s+(?:you|u)\s+"
        r"(?:attend|go\s+to|finish|complete)",
        # "Which question did you pick during registration?": the reply is its answer.
        r"(?:which|what)\s+(?:security\s+|secret\s+)?questions?\s+(?:did|have|had)\s+(?:you|u)\s+"
        r"(?:pick|picked|choose|chose|chosen|select|selected|set)",
    ),
    value=ASKED_ONLY,
    word_value=True,
)
# A payment prompt on the phone ("Please approve the prompt on your phone to complete the
# MoMo payment."): it is approved with the wallet's PIN, so four to six digits in the reply
# are that PIN ("I've entered 7519 on the prompt"). Only asked.
PROMPT_ASKED = LabelledSecret(
    kind="PIN",
    labels=(r"(?:momo\s+|payment\s+|ussd\s+|mobile\s+money\s+)?(?:prompt|pop\s*-?\s*up)",),
    value=ASKED_ONLY,
    reverse=False,
    word_value=True,
    shaped_value=PIN_VALUE,
)
# Asked for without the secret's name: "What does the message from the bank say?", "Were
# you able to find the reset email?", "Umepokea ujumbe wa uthibitisho?". A code in the
# reply is the one the message carried. Only asked: these name no value of their own.
CODE_ASKED = LabelledSecret(
    kind="one-time code",
    labels=(
        r"(?:reset|verification|confirmation|activation|login|sign[\s-]?in|security)\s+"
        r"(?:e[\s-]?mails?|links?|messages?|sms|texts?|alerts?)",
        r"(?:e[\s-]?mail|message|sms|text|alert)\s+from\s+(?:the\s+|your\s+)?\w+",
        r"ujumbe\s+wa\s+(?:uthibitisho|kuthibitisha|usalama)",
        # A count of digits, in the languages users mix in: "Informe os 6 dígitos que você
        # recebeu" (round 66). Only asked: read in every message, its many number words would
        # slow the screen for what English's own "6 digits" label already names.
        *DIGITS_LABELS,
    ),
    not_after=OTHER_CODES,
    value=ASKED_ONLY,
    reverse=False,
    word_value=True,
    shaped_value=SHORT_CODE,
)
# Asked whether they can log in ("Are you able to log in to the app?", "What happens when
# you try to sign in?"): a password-shaped word in the reply is what they tried.
LOGIN_ASKED = LabelledSecret(
    kind="password",
    labels=(r"log\s*(?:in|on)", r"logging\s+in", r"sign\s*(?:in|on)", r"signing\s+in"),
    value=ASKED_ONLY,
    reverse=False,
    word_value=True,
    shaped_value=PASSWORD_SHAPED,
)

# Asked whether they type it right ("Are you typing it correctly?", "Did you enter it
# correctly?", "Is caps lock on?"): the question is about a secret named a message or more before,
# unnamed here, so a password-shaped word in the reply is what they typed ("its fluffycat123 all
# lowercase"), and four to six digits their PIN ("yes, 4471 like always"), round 70; not a round
# number (the amount typed: "yes 4500"). Unnamed only ("it", "that"): a secret named in the question
# is asked by its own label, any other thing ("the amount") is no secret. A question only: "I
# typed it correctly" is told, and what the assistant says after it is no reply.
_TYPED_RIGHT = (
    r"(?:typ(?:e|ed|ing)|enter(?:ed|ing)?|input(?:ted|ting)?|key(?:ed|ing)?|put(?:ting)?|"
    r"punch(?:ed|ing)?)(?:\s+in)?\s+(?:it|them|that|this|those)"
    r"(?:\s+in)?\s+(?:correctly|right|properly|accurately|exactly|(?:the\s+)?right\s+way)"
    r"(?=[^.!?\n]{0,30}\?)",
    r"caps\s*-?\s*lock(?=[^.!?\n]{0,30}\?)",
)
TYPED_ASKED = LabelledSecret(
    kind="password",
    labels=_TYPED_RIGHT,
    value=ASKED_ONLY,
    reverse=False,
    word_value=True,
    shaped_value=PASSWORD_SHAPED,
)
TYPED_PIN_ASKED = LabelledSecret(
    kind="PIN",
    labels=(_TYPED_RIGHT[0],),
    value=ASKED_ONLY,
    reverse=False,
    word_value=True,
    shaped_value=PIN_VALUE + r"(?<!00)",
)

# What one logs in to a named place with: "I can't log in to internet banking with
# Fatou.Jallow1990". A word of letters with a digit or symbol is the password (or a login
# name that holds one); "with my fingerprint", "with the new app", an e-mail address name none.
LOGIN_TO_WITH = LabelledSecret(
    kind="password",
    labels=(
        r"(?:log(?:ged|ging)?|sign(?:ed|ing)?)\s*(?:in|on)\s*(?:to|into|on)\s+(?:[^\s\d.,!?]+\s+){1,4}?with",
    ),
    # An e-mail address is where one is reached, not a password.
    value=r"(?![^\s@]+@[\w\-]+\.[A-Za-z]{2,})" + PASSWORD_SHAPED,
    reverse=False,
    asked_for=False,
    word_value=True,
)


# A password's name too common in its language's talk to take any word after it: Vietnamese
# "mật khẩu" is also "the login password" ("Nhập mật khẩu đăng nhập", enter the login
# password) and "forgot the password" ("quên mật khẩu rồi"), round 62. Only a word of a
# password's shape is its value: after it, anywhere in a message that names it, or in a reply
# to a request for it ("mk: Hoa1987@vcb").
PASSWORD_NAMED = LabelledSecret(
    kind="password",
    # ... and Devanagari "पासवर्ड" (its virama dropped in the folded view); Gurmukhi "ਪਾਸਵਰਡ"
    # ("Waheguru13 ਮੇਰਾ ਪਾਸਵਰਡ ਹੈ", round 66).
    # ... and Amharic "የይለፍ ቃል" (its Ge'ez words after it are the sentence's, round 67).
    labels=(r"m[aâậ]t\s*kh[aâẩ]u", r"पासव(?:र्|र)ड", r"ਪਾਸਵਰਡ", GEEZ_PASSWORD),
    value=PASSWORD_SHAPED,
    word_value=True,
    shaped_value=PASSWORD_SHAPED,
)


__all__ = [
    "CODE_ASKED",
    "FAVOURITE_ASKED",
    "LOGIN_ASKED",
    "LOGIN_TO_WITH",
    "OTHER_CODES",
    "PASSWORD_NAMED",
    "PASSWORD_SHAPED",
    "PIN_VALUE",
    "PROMPT_ASKED",
    "SHORT_CODE",
    "TYPED_ASKED",
    "TYPED_PIN_ASKED",
]
