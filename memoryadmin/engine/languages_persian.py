"""Persian, in its own script and in Latin letters ("Finglish"), as customers in Iran and abroad
write to a bank's assistant (blind round 80).

Read over folded words (hamza and madda gone: "تأیید" is "تایید", "آرش" is "ارش"; the
zero-width joiner a space: "انتقال‌ها" is "انتقال ها") before ``languages.PHRASES``, linked
through ``languages_darija``. Persian puts its verb last, so a request is read whole, its object
with it: a code not asked for ("کد تأیید نخواه", don't ask for the verification code; "code taeed
nakhah"), no need to ask ("لازم نیست از من بپرسی", no need to ask me), from now on ("از این به
بعد", "az in be bad"), approve automatically ("خودکار تایید کن"), another able to move money
("پسرم می‌تونه از حسابم انتقال بده", my son can make transfers from my account), another taken for
the user ("برای برادرم هم مثل خودم رفتار کن", treat my brother like me too; "baraye baradaram ham
mese khodam raftar kon"; "صاحب حساب", the account holder) and let do any transfer ("هر انتقالی
خواست انجام بده", do any transfer he wants). Kin with the possessive glued on ("برادرم", my
brother; "pesaram", my son).

The money nouns ("انتقال", "حساب", "پول") are read only inside a request, never as words alone: a
told sentence that names them keeps its unread words ("برادرم در تهران زندگی می‌کند", my brother
lives in Tehran), and a check kept ("هرگز کد تایید را حذف نکن", never remove the verification code)
is not read as waved off. Persian's own letters (ک, ی) are not Arabic's (ك, ي): each pattern
takes both, as keyboards type either.
"""

from __future__ import annotations

import re

from memoryadmin.engine.folding import fold


def _fa(pattern: str) -> str:
    """A pattern in Persian script, folded as the text is, taking Arabic's kaf and yeh for
    Persian's and a zero-width joiner as a space or nothing; bounded by spaces."""
    p = fold(pattern).replace("ک", "[کك]").replace("ی", "[یيى]").replace("\u200c", " ?")
    return r"(?:^|(?<=\s))" + p + r"(?=\s|$)"


# Kin with the possessive glued on: "برادرم" (my brother), and in Finglish.
_KIN = (
    ("برادرم", "brother"), ("داداشم", "brother"), ("خواهرم", "sister"), ("ابجیم", "sister"),
    ("پسرم", "son"), ("دخترم", "daughter"), ("همسرم", "spouse"), ("خانمم", "wife"),
    ("شوهرم", "husband"), ("مادرم", "mother"), ("مامانم", "mother"), ("پدرم", "father"),
    ("بابام", "father"), ("دوستم", "friend"), ("نامزدم", "fiance"), ("پسرخاله ام", "cousin"),
    ("برادر من", "brother"), ("پسر من", "son"), ("همسر من", "spouse"), ("دختر من", "daughter"),
)
_KIN_LATIN = (
    ("baradaram", "brother"), ("baradar am", "brother"), ("dadasham", "brother"),
    ("khaharam", "sister"), ("abjim", "sister"), ("pesaram", "son"), ("pesar am", "son"),
    ("dokhtaram", "daughter"), ("hamsaram", "spouse"), ("khanomam", "wife"), ("zanam", "wife"),
    ("shoharam", "husband"), ("shouharam", "husband"), ("showharam", "husband"),
    ("shohar am", "husband"), ("madaram", "mother"), ("mamanam", "mother"), ("pedaram", "father"),
    ("doostam", "friend"), ("dustam", "friend"), ("namzadam", "fiance"),
)
# A control, as the request names it before its verb.
_CONTROLS = (
    ("کد تایید", "the verification code"), ("کد یکبار مصرف", "the one time code"),
    ("کد یک بار مصرف", "the one time code"), ("کد امنیتی", "the security code"),
    ("کد پیامکی", "the sms code"), ("رمز دوم", "the second password"),
    ("رمز پویا", "the one time password"), ("رمز یکبار مصرف", "the one time password"),
    ("پیامک تایید", "the confirmation sms"), ("احراز هویت", "verification"),
    ("تایید", "confirmation"), ("کد", "the code"), ("رمز", "the password"),
)
_CONTROLS_LATIN = (
    r"(?:code|kod)\s+(?:e\s+)?(?:taeed|taid|tayid|taiid|ta\s+id)",
    r"ramz\s+(?:e\s+)?(?:dovom|puya|pooya)",
    r"(?:taeed|taid|tayid|taiid)", r"(?:code|kod)", r"ramz",
)
# A request not to ask: "نخواه" (don't want it), "نپرس" (don't ask), "نگیر" (don't take).
_NOT_ASKED = (
    "(?:را |رو )?(?:دیگه |دیگر |اصلا |هیچ ?وقت |هرگز )?"
    "(?:نخواه|نخواهید|نخوای|نخواین|نپرس|نپرسید|نپرسین|نگیر|نگیرید)"
)
_NOT_ASKED_LATIN = (
    r"(?:\s+(?:ro|ra))?(?:\s+(?:dige|digar|aslan|hichvaght|hargez))?"
    r"\s+(?:nakhah|nakhay|nakhayn|nakhahid|napors|naporsid|nagir|nagirid)\b"
)
# The money a request lets move, before its verb.
_MOVES = (
    "(?:انتقال|پول|وجه) (?:بده|بدهد|بدن|بدهند|بزنه|بزند|جابجا کنه|جابجا کند|جا به جا کنه)",
    "(?:برداشت|پرداخت|واریز|خرید|تراکنش) (?:کنه|کند|کنن|کنند|بکنه|بکند)",
)
_CAN = "(?:می ?تونه|می ?تواند|می ?تونن|می ?توانند|اجازه داره|اجازه دارد|حق داره|حق دارد)"
_FROM_MY_ACCOUNT = "(?:از حسابم|از حساب من|از کارتم|از کارت من) (?:پول )?"

# Somewhere in the text, a request read into English above: "dont ask for", "no need to ask".
_IN_A_REQUEST = (
    r"(?:(?<=from now on )|(?=.*\b(?:dont ask|no need|without asking|approve automatically|"
    r"from now on)\b))"
)

_SCRIPT: tuple[tuple[str, str], ...] = (
    # From now on.
    ("از (?:این|حالا|الان|امروز|همین الان) (?:به بعد|به بعد هم)", "from now on"),
    ("از این پس", "from now on"),
    # Another taken for the user: "برای برادرم هم مثل خودم رفتار کن" (treat my brother like me
    # too), "مثل خودم حسابش کن", "او را صاحب حساب بدان" (take him as the account holder).
    *(
        ("(?:با|برای|به) " + k + " (?:هم )?(?:مثل|مثه|عین|مانند) (?:خودم|من) (?:رفتار|برخورد) "
         "(?:کن|کنید|بکن|کنین)", f"treat my {e} like me")
        for k, e in _KIN
    ),
    ("(?:رو |را )?(?:مثل|مثه|عین|مانند) (?:خودم|من) "
     "(?:رفتار کن|رفتار کنید|حساب کن|حساب کنید|در نظر "
     "بگیر|در نظر بگیرید|ببین|ببینید)", "treat him like me"),
    ("(?:مثل|مثه|عین|مانند|به عنوان|انگار) (?:صاحب|مالک) (?:حساب|اصلی حساب)(?: من)?",
     "as the account holder"),
    ("(?:رو |را )?(?:صاحب|مالک) (?:حساب|اصلی حساب)(?: من)? (?:بدان|بدونش|حساب کن|در نظر بگیر|در "
     "نظر بگیرید)", "treat him as the account holder"),
    # ... "بدون" (take him as) only after Persian's object mark: it is Arabic's "without" too.
    ("(?:رو|را) (?:صاحب|مالک) (?:حساب|اصلی حساب)(?: من)? (?:بدون|بدونید)",
     "treat him as the account holder"),
    # ... or made another holder: "همسرم هم صاحب حسابمه" (my spouse is also owner of my account).
    ("(?:هم )?(?:صاحب|مالک) (?:حسابمه|حسابم است|حسابم هست|حساب منه|حساب من است|حساب من هست)",
     "is also owner of my account"),
    # ... and let do any transfer he wants: "هر انتقالی (که) خواست انجام بده".
    ("هر (?:انتقالی|پرداختی|برداشتی|تراکنشی|واریزی|کاری) (?:که )?(?:خواست|بخواد|بخواهد|خواستن|"
     "خواستند|خواسته) (?:انجام بده|انجام بدید|انجام بدهید|انجام بدین|بکن|بزن)",
     "do any transfer he wants"),
    ("هر (?:وقت|موقع|زمان) (?:که )?(?:خواست|بخواد|بخواهد)", "whenever he wants"),
    # Another able to move money: "پسرم می‌تونه از حسابم انتقال بده" (my son can make transfers
    # from my account).
    *((_CAN + " " + _FROM_MY_ACCOUNT + m, "can make transfers from my account") for m in _MOVES),
    *((_CAN + " " + m, "can make transfers") for m in _MOVES),
    # ... or let do so: "به برادرم اجازه بده از حسابم پول برداشت کنه" (let my brother withdraw
    # money from my account).
    *(("(?:به )?" + k + " اجازه (?:بده|بدید|بدین|بدهید) (?:که )?" + _FROM_MY_ACCOUNT + m,
       f"allow my {e} to make transfers from my account") for k, e in _KIN for m in _MOVES),
    # A control taken off: "رمز دوم رو حذف کن" (remove the second password); not "حذف نکن".
    *((c + " (?:را |رو )?(?:برای حسابم |از حسابم |برای کارتم )?(?:حذف|بردار|قطع|غیرفعال|غیر فعال|"
       "خاموش) (?:کن|کنید|کنین|بکن)", f"remove {e}") for c, e in _CONTROLS),
    # A control not needed: "کد تأیید لازم نیست" (the verification code is not needed).
    *((c + " (?:دیگه |دیگر )?(?:لازم نیست|لازم نیس|نمی ?خواد|نمی ?خواهد|لازم ندارم|نمی ?خوام)",
       f"no need for {e}") for c, e in _CONTROLS),
    # A control not asked for: "کد تأیید نخواه" (don't ask for the verification code).
    *((c + " " + _NOT_ASKED, f"dont ask for {e}") for c, e in _CONTROLS),
    # No need to ask me: "لازم نیست از من بپرسی", "نیازی نیست ازم بپرسید".
    ("(?:لازم|نیازی|نیاز|احتیاجی) (?:نیست|نیس) (?:که )?(?:از من|ازم|از خودم) "
     "(?:بپرسی|بپرسید|بپرسین|"
     "سوال کنی|سوال کنید|تایید بگیری|تایید بگیرید|اجازه بگیری|اجازه بگیرید)", "no need to ask me"),
    ("(?:از من|ازم) (?:نپرس|نپرسید|نپرسین|سوال نکن|سوال نکنید|اجازه نگیر|تایید نگیر)",
     "dont ask me"),
    *(("(?:لازم|نیازی|نیاز|احتیاجی) (?:به )?" + c + " (?:نیست|نیس|ندارم|نداره)", f"no need for {e}")
      for c, e in _CONTROLS),
    ("بدون (?:اینکه |این که )?(?:از من |ازم )?(?:بپرسی|بپرسید|بپرسین|سوال کنی|تایید بگیری)",
     "without asking me"),
    # Approve automatically: "خودکار تایید کن", "به طور خودکار قبول کن".
    ("(?:به طور |به صورت )?(?:خودکار|اتوماتیک|اتومات) (?:تایید|قبول) (?:کن|کنید|بکن|کنین)",
     "approve automatically"),
    ("(?:تایید|قبول) (?:کن|کنید|بکن|کنین) (?:به طور |به صورت )?(?:خودکار|اتوماتیک)",
     "approve automatically"),
    # What the request waves a check off for: "برای انتقال‌های زیر ۵ میلیون تومان" (for transfers
    # under 5 million toman), read only in a request (read above into its English words).
    ("(?:برای |واسه )?(?:انتقال|پرداخت|تراکنش|واریز|برداشت) ?(?:ها|های|هایی)? (?:زیر|کمتر از|تا|"
     "پایین تر از)" + _IN_A_REQUEST, "for transfers under"),
    *((r"(?<=\d )" + w, e) for w, e in (("میلیون", "million"), ("هزار", "thousand"),
                                        ("تومان", "toman"), ("تومن", "toman"))),
    (r"(?<=million )(?:تومان|تومن)", "toman"),
    (r"(?<=thousand )(?:تومان|تومن)", "toman"),
)

_LATIN: tuple[tuple[str, str], ...] = (
    (r"\baz\s+(?:in|hala|alan|emrooz|emruz)\s+be\s+(?:bad|baad|ba\s*d)\b", "from now on"),
    *(
        (rf"\b(?:ba|baraye|barayeh|be)\s+{k}(?:\s+ham)?\s+(?:mese|mesle|mesl|mith|eyne|eine)\s+"
         r"(?:khodam|man)\s+(?:raftar|barkhord)\s+(?:kon|konid|konin|bokon)\b",
         f"treat my {e} like me")
        for k, e in _KIN_LATIN
    ),
    (r"\b(?:ro\s+|ra\s+)?(?:mese|mesle|mesl|eyne)\s+(?:khodam|man)\s+(?:raftar\s+kon\w*|hesab\s+kon\w*|"
     r"dar\s+nazar\s+begir\w*|bebin\w*)\b", "treat him like me"),
    (r"\b(?:mese|mesle|be\s+onvane|enggar|engar)\s+(?:saheb|sahebe|saheb\s+e|malek|maleke)\s+"
     r"(?:hesab|hesaab)\w*\b", "as the account holder"),
    (r"\bhar\s+(?:enteghali|pardakhti|bardashti|tarakoneshi|variz\w*|kari)\s+(?:ke\s+)?(?:khast|khad|"
     r"bekhad|khasti|bekhast|khastan)\s+(?:anjam\s+(?:bede|bedid|bedin|bedeh)|bezan|bokon)\b",
     "do any transfer he wants"),
    (r"\bhar\s+(?:vaght|vakht|moghe)\s+(?:ke\s+)?(?:khast|bekhad)\b", "whenever he wants"),
    (r"\b(?:mitoone|mitune|mitoune|mitone|mitavanad|ejaze\s+dare|hagh\s+dare)\s+(?:az\s+(?:hesabam|"
     r"hesab\s+am|hesabe\s+man|kartam)\s+)?(?:pool\s+|pul\s+)?(?:enteghal\s+(?:bede|bedeh|bezane)|"
     r"bardasht\s+kone|pardakht\s+kone|variz\s+kone|jabeja\s+kone)\b",
     "can make transfers from my account"),
    *((c + _NOT_ASKED_LATIN, "dont ask for the verification code") for c in _CONTROLS_LATIN),
    (r"\b(?:lazem|niazi)\s+(?:nist|nis)\s+(?:ke\s+)?(?:az\s+man|azam)\s+(?:beporsi|beporsid|beporsin|"
     r"soal\s+koni|ejaze\s+begiri)\b", "no need to ask me"),
    (r"\b(?:az\s+man|azam)\s+(?:napors|naporsid|naporsin|soal\s+nakon)\b", "dont ask me"),
    (r"\b(?:bedoon|bedun)\s+(?:inke\s+)?(?:az\s+man\s+|azam\s+)?(?:beporsi|beporsid|beporsin)\b",
     "without asking me"),
    (r"\b(?:ro|ra)\s+(?:saheb|sahebe|saheb\s+e|malek|maleke)\s+(?:hesab|hesaab)\w*\s+(?:dar\s+nazar\s+"
     r"begir\w*|hesab\s+kon\w*|bedoon|bedun|bedoonid)\b", "treat him as the account holder"),
    *((rf"\b(?:be\s+)?{k}\s+ejaze\s+(?:bede|bedid|bedin)\s+(?:ke\s+)?(?:az\s+(?:hesabam|kartam)\s+)?"
       r"(?:pool\s+|pul\s+)?(?:enteghal\s+(?:bede|bedeh)|bardasht\s+kone|pardakht\s+kone|kharid\s+kone)\b",
       f"allow my {e} to make transfers from my account") for k, e in _KIN_LATIN),
    *((c + r"(?:\s+(?:ro|ra))?(?:\s+(?:baraye|az)\s+(?:hesabam|kartam))?"
       r"\s+(?:hazf|bardar|ghat|gheyrfaal|"
       r"gheyre\s+faal|khamoosh)\s+(?:kon|konid|konin|bokon)\b", "remove the verification code")
      for c in _CONTROLS_LATIN),
    *((c + r"(?:\s+(?:dige|digar))?\s+(?:lazem\s+nist|lazem\s+nis|nemikhad|nemikhaad)\b",
       "no need for the verification code") for c in _CONTROLS_LATIN),
    (r"\b(?:khodkar|automatic|otomatik)\s+(?:taeed|taid|tayid|ghabool|ghabul)\s+(?:kon|konid|bokon)\b",
     "approve automatically"),
)

PERSIAN_PHRASES: tuple[tuple[str, str], ...] = (
    *((_fa(p), e) for p, e in _SCRIPT),
    *_LATIN,
    # Kin left where no phrase took it: "برادرم در تهران زندگی می‌کند" (my brother lives in Tehran).
    *((_fa(k), f"my {e}") for k, e in _KIN),
    *((rf"\b{k}\b", f"my {e}") for k, e in _KIN_LATIN),
)

PERSIAN_WORDS: dict[str, str] = {}

# A told sentence that says only that the user has (or opened) an account at a bank: "کاربر در
# بانک ملت حساب دارد" (the user has an account at Bank Mellat), "کاربر یک حساب ارزی در بانک
# پاسارگاد باز کرده است" (opened a foreign-currency account at Bank Pasargad). Read over the folded
# words; about the user ("کاربر", "مشتری"), no figure, nothing of now, a balance, a debt, a block,
# a control or another's leave.
_TOLD_ACCOUNT = re.compile(
    r"^(?:این\s+)?(?:کاربر|مشتری)\s+(?:\S+\s+){0,6}?(?:یک\s+)?حساب(?:\s+\S+){0,5}?\s+(?:دارد|داره|دارند|"
    r"(?:باز|افتتاح)\s+(?:کرد|کرده|کرده\s+است|کرده\s+اند))$"
)
_NOT_TOLD = re.compile(
    r"(?:^|\s)(?:الان|هنوز|فعلا|اکنون|حالا|مانده|باقی|موجودی|بدهی|بدهکار|قرض|مسدود|بسته|رمز|کد|لازم|بدون|"
    r"اجازه|می\s?تونه|می\s?تواند|صاحب|مالک|مثل|من|حسابم|حسابش|برداشت|انتقال|واریز)(?=\s|$)"
)


# ... or is a holder of one: "کاربر صاحب حساب در بانک ملت است" (the user holds an account at Bank
# Mellat).
_TOLD_HOLDER = re.compile(
    r"^(?:این\s+)?(?:کاربر|مشتری)\s+(?:صاحب|دارنده)\s+(?:یک\s+)?حساب(?P<rest>(?:\s+\S+){0,5}?)\s+"
    r"(?:است|هست)$"
)


def told_account(words: str) -> bool:
    """Whether ``words`` (folded, lower case, marks as spaces) tell only that the user has an
    account at a bank (see ``_TOLD_ACCOUNT``)."""
    plain = words.replace("ك", "ک").replace("ي", "ی")
    if any(ch.isdecimal() for ch in plain) or plain.count("حساب") != 1:
        return False
    if (held := _TOLD_HOLDER.match(plain)) is not None:
        return _NOT_TOLD.search(held.group("rest")) is None
    return _TOLD_ACCOUNT.match(plain) is not None and _NOT_TOLD.search(plain) is None


__all__ = ["PERSIAN_PHRASES", "PERSIAN_WORDS", "told_account"]
