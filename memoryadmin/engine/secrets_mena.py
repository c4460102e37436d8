"""Labels of the core's secrets in the Middle East and North Africa (blind round 80), added to
the secrets of ``memoryadmin.engine.secrets_words`` and the card's back of
``secrets_languages``.

- A PIN: Arabic "الرقم السري" (the secret number) with or without its article, "الرمز السري",
  "السرى" as Egypt writes it, and the card it is of after it ("الرقم السري للبطاقة ١٩٨٦", for
  the card; "بتاع الكارت", "حق البطاقة", "مال الفيزا", "ديال الكارط": Egypt's, the Gulf's, Iraq's,
  the Maghreb's "of"); in Arabizi ("el ra2am el serri"); Hebrew "קוד סודי" (the secret code, what
  an Israeli cash machine asks for), "קוד אישי", "פין", their prefixes joined ("הקוד הסודי");
  Persian "رمز کارت" (the card's code: "رمز کارتم ۳۹۰۷ هست", my card's code is 3907), "رمز اول"
  (the first code, the card's PIN), "پین"; in Finglish ("ramz-e kartam", "pin-e man").
- A one-time code: Persian "کد" (a code; not a postal, a national, a tracking or a discount
  code), "کد تایید" (verification), "کد یکبار مصرف" (one-time), "رمز دوم" and "رمز پویا" (the
  second code, the dynamic one, what an Iranian card payment asks for), "پیامک" (an SMS); in
  Finglish ("code taeed", "ramz-e pouya"); Hebrew "קוד" (not a discount's, a branch's or a bank's
  code), "קוד אימות" (verification), "קוד חד פעמי" (one-time), "סיסמה חד פעמית".
- A CVV: its name with the card after it, in Persian and Finglish ("cvv2-e kartam 317", my card's
  CVV2; "cvv2 کارتم"); Hebrew's digits on the back with no card named, only right before the
  digits ("3 הספרות בגב: 441"; "בגב הקבלה", the back of a receipt, names nothing). The back and
  the card in these languages join ``secrets_languages``' words (``BACK``, ``CARD``,
  ``NUMBERS``): Arabic "ورا" (behind: "الرقم اللي ورا الكارت ٢٧٥"), Hebrew "גב" and "אחורי"
  ("3 הספרות בגב הכרטיס: 441"), Persian "پشت کارت", Finglish "posht-e kart".
- Security questions (``QUESTIONS``, for ``secrets_questions.QUESTION_ASKED``): where a parent was
  born ("מה שם העיר שבה נולדה אמך?", the city your mother was born in; "في أي مدينة ولدت
  والدتك؟"; "شهر محل تولد مادرتان"), a first pet, school or teacher ("חיית המחמד הראשונה שלך",
  "اولین حیوان خانگی"), a mother's name before she married ("שם הנעורים של אמך", "نام خانوادگی
  مادر قبل از ازدواج"), the question by its name ("שאלת אבטחה", "سوال امنیتی"). Asked, the
  reply is the answer however it is put. Of a parent only, and in the second person in Hebrew
  ("אמך", "אמא שלך"): "אמא שלי נולדה בטבריה" (my mother was born in Tiberias) asks nothing, nor a
  city alone, nor "first" alone ("ההעברה הראשונה שלך", your first transfer).

Persian is typed with Arabic's "ك" and "ي" as often as with its own "ک" and "ی", and with a
zero-width non-joiner (U+200C) inside words ("یک‌بار"): ``_fa`` writes both. Requests are read
folded (``secrets_replies``): "أ" and "آ" read as "ا", so the questions are written with "ا".
"""

from __future__ import annotations

import re

# Outside a class only, so that a pattern read twice is read the same.
_KAF = re.compile(r"(?<!\[)ک")
_YEH = re.compile(r"(?<!\[)ی")
_SPACE = re.compile(r"(?<![\[^])\\s")


def _fa(pattern: str) -> str:
    """A Persian pattern that reads "ک"/"ك" and "ی"/"ي" alike, and a zero-width non-joiner
    where a space may stand (idempotent)."""
    pattern = _KAF.sub("[کك]", pattern)
    pattern = _YEH.sub("[یيى]", pattern)
    return _SPACE.sub(lambda _: r"[\s\u200c]", pattern)


# --- PIN -----------------------------------------------------------------------------------------

# The card a PIN is of, after it: "للبطاقة" (for the card), "بتاع الكارت" (Egypt), "حق البطاقة"
# (the Gulf), "تبع" (the Levant), "مال" (Iraq), "ديال" (the Maghreb).
_AR_CARD = r"(?:بطاق[ةهت]|كارت|كارط|كرت|كارد|فيزا|ماستر\w*|صراف\w*|حساب|atm|visa)\w{0,2}"
_AR_WHOSE = r"(?:بتاع[ةهت]?|حق|حقت|حقة|تبع|تبعت|مال|مالت|ديال|تاع|الخاص[ةه]?\s+ب)"
_AR_OF_CARD = rf"(?:\s+(?:لل|ل|بال)?{_AR_CARD}|\s+{_AR_WHOSE}\s*(?:ال)?{_AR_CARD})?"
# Hebrew prefixes joined to a word: "and", "the", "in", "to", "that", "from", "as".
_HE = r"[ובהלשמכ]{0,3}"
_FINGLISH_EZAFE = r"(?:[\s-]?y?e)?"
_FINGLISH_MINE = r"(?:am|et|esh|emun|etun|eman|etan|[\s-]e\s+man|\s+man)?"

PIN_LABELS = (
    rf"[وفب]?(?:ال)?(?:رقم|رمز)[يى]?\s+(?:ال)?سر\u0651?[يى]{_AR_OF_CARD}",
    # The card's code, named by the card: "رمز البطاقة", "كود الكارت", "الكود ديال الكارط" (not
    # "رقم البطاقة", the card's number).
    rf"[وفب]?(?:ال)?(?:رمز|كود)(?:\s+(?:ال|لل|ل|بال)?{_AR_CARD}|\s+{_AR_WHOSE}\s*(?:ال)?{_AR_CARD})",
    # Darija in Latin letters: "lcode dyal la carte", "l pin d lkarta".
    r"l?[\s-]?(?:code|pin|kod)(?:\s+secret)?\s+(?:dyal|d)\s*(?:la\s+|l[\s-]?)?"
    r"(?:carte|kart[ae]?|guichet|visa)\w{0,2}",
    # Arabizi: "el ra2am el serri", "ra2m sery", "el rakam es-sirri bta3 el card".
    r"(?:ra2a?m|raqa?m|raka?m|ra8a?m)[iy]?\s+(?:[ae]l[\s-]?|[ei]s[\s-]?)?s[ie]r+[iy]+"
    r"(?:\s+(?:b?ta3|beta3|taba3|7a2|ha2|mal|dyal)\s+(?:el|al|l)?[\s-]?"
    r"(?:card|kart|karta|visa|atm|bita2a|beta2a|bitaqa|bita9a)\w{0,2})?",
    # Hebrew: "קוד סודי", "הקוד הסודי", "קוד אישי", "קוד פין", "פין", of the card after them.
    rf"{_HE}(?:קוד\s+(?:ה)?(?:סודי|אישי|פין|pin)|פין)(?:\s+של\s+(?:ה)?(?:כרטיס|כספומט)\w{{0,3}})?",
    # Persian: "رمز کارت", "رمز کارتم" (my card's), "رمز اول", "رمز عابر بانک", "پین", "پین کد".
    _fa(r"رمز\s?(?:اول(?:\s+کارت)?|کارت|عابر\s?بانک|خودپرداز|چهار\s?رقمی)(?:م|ت|ش|تان|مان|\s+من)?"),
    _fa(r"پین(?:\s?کد)?(?:م|ت|\s+من)?"),
    # Finglish: "ramz-e kartam", "ramze aval", "pin-e kartam", "pin-e man".
    rf"(?:ramz|pin){_FINGLISH_EZAFE}\s+(?:kart|avv?al|aber\s*bank|atm|khodpardaz){_FINGLISH_MINE}",
    r"pin(?:[\s-]?e)?\s+man",
)

# --- one-time code -------------------------------------------------------------------------------

# A Persian code that proves nothing: postal, national (an ID of its own), tracking, reference,
# discount, referral, IBAN (sheba), economic (a tax number), branch, order, product, a bank's.
_FA_OTHER_CODE = _fa(
    r"(?!\s*(?:پستی|ملی|رهگیری|پیگیری|تخفیف|معرف|شبا|اقتصادی|شعبه|سفارش|کالا|محصول|کشور|"
    r"شهر|بانک|ussd|دستوری))"
)
# A Hebrew code that proves nothing: a discount's, a coupon's, a till's, a branch's, a bank's, an
# offer's, a voucher's, an order's, a product's, the post's, a country's, an area's, an error's.
_HE_OTHER_CODE = (
    r"(?!\s+(?:ה)?(?:הנחה|קופון|קופה|סניף|בנק|מבצע|שובר|הזמנה|מוצר|דואר|מדינה|אזור|איזור|"
    r"שגיאה|גישה\s+לבניין|כניסה\s+לבניין))"
)
CODE_LABELS = (
    _fa(
        rf"کد(?:ی|م|ش|ت|تان)?{_FA_OTHER_CODE}(?:\s+(?:تایید|تأیید|تائید|یک\s?بار\s?مصرف|"
        r"یکبار\s?مصرف|امنیتی|ورود|فعال\s?سازی|پیامک\w*|ارسال\s?شده|دریافتی|otp|sms))?"
    ),
    _fa(r"رمز\s+(?:دوم|پویا|یک\s?بار\s?مصرف|یکبار\s?مصرف)(?:\s+پویا)?"),
    _fa(r"پیامک"),
    # Finglish: "code taeed", "code-e yekbar masraf", "ramz-e pouya", "ramz-e dovom".
    r"(?:code|kod)(?:[\s-]?e)?\s+(?:taeed|tayid|ta['’]?[ei]id|ta2id|yekbar\s*masraf|amniati|vorud)",
    r"ramz(?:[\s-]?e)?\s+(?:dovom|pouya|puya|pooya|yekbar\s*masraf)(?:\s+(?:pouya|puya|pooya))?",
    # Hebrew: "קוד", "הקוד", "קוד אימות", "קוד חד פעמי", "סיסמה חד פעמית".
    rf"{_HE}קוד{_HE_OTHER_CODE}(?:\s+(?:ה)?(?:אימות|חד[\s-]?פעמי|זיהוי|sms|סמס|כניסה|הפעלה))?",
    rf"{_HE}סיסמ[הא]\s+חד[\s-]?פעמית",
)

# --- CVV -----------------------------------------------------------------------------------------

CVV_LABELS = (
    # Its name, then the card it is of: "cvv2-e kartam 317", "cvv2 کارتم ۳۱۷".
    rf"cvv2?{_FINGLISH_EZAFE}\s+(?:kart{_FINGLISH_MINE}|{_fa('کارت')}\w{{0,3}})",
    # Persian said out: "سی وی وی ۲".
    _fa(r"سی\s?وی\s?وی(?:\s?2|\s?۲)?"),
    # Hebrew, no card named, only right before the digits: "3 הספרות בגב: 441".
    r"(?:(?:3|4|שלוש|ארבע)\s+)?(?:ה)?ספרות\s+(?:ש)?(?:ב|מ)(?:גב|אחור)(?=\s*[:=\-–,]|\s*\d)",
)
# The back of a card, the card, its numbers (joined to ``secrets_languages``' own words).
BACK = (
    r"ورا[ءئ]?|ورى|"
    rf"{_HE}גב|{_HE}אחורי|מאחורי|"
    r"پشت|posht(?:[\s-]?e)?"
)
CARD = rf"{_HE}כרטיס\w{{0,3}}|{_fa('کارت')}\w{{0,3}}|kart\w{{0,3}}"
NUMBERS = rf"{_HE}(?:ספרות|מספר\w{{0,2}}|קוד)|{_fa('(?:ارقام|شماره|عدد|اعداد)')}|ragham|adad"

# --- security questions --------------------------------------------------------------------------

# A parent of the one asked, in the second person: Hebrew "אמך" (your mother), "אבא שלך"; Arabic
# "والدتك", "امك", "ابوك"; Persian "مادرتان", "پدرت", "مادر شما". "My mother" asks nothing.
_HE_PARENT = r"(?:אמך|אביך|אמכם|אביכם|סבתך|סבך|(?:אמא|אבא|סבתא|סבא)\s+(?:שלך|שלכם))"
_HE_FIRST_OF = (
    r"(?:חיית\s+(?:ה)?מחמד|(?:ה)?כלב|(?:ה)?חתול|בית\s+(?:ה)?ספר|(?:ה)?מור[הא]|(?:ה)?גננת|(?:ה)?רכב|"
    r"(?:ה)?מכונית|(?:ה)?עבודה|(?:ה)?בוס|(?:ה)?חבר(?:ה)?|(?:ה)?אהבה)"
)
_AR_YOUR = r"(?:ك|كم|ك[يى])"
_AR_PARENT = rf"(?:(?:والد(?:ت|ة)?|[اأ]م|[اأ]بو|[اأ]بوي|ماما|بابا){_AR_YOUR})"
_FA_PARENT = _fa(r"(?:پدر|مادر|پدربزرگ|مادربزرگ)(?:تان|ت|\s+شما)")
_FA_FIRST_OF = _fa(
    r"(?:مدرسه|دبستان|حیوان(?:\s+خانگی)?|سگ|گربه|معلم|اموزگار|ماشین|خودرو|شغل|کار|دوست|عشق|رئیس)"
)
QUESTIONS = (
    # Hebrew: where a parent was born, a first one, a maiden name, the question by its name.
    rf"נולד(?:ה|ו)?\s+(?:[^\s\d?.!]+\s+){{0,2}}?{_HE_PARENT}",
    rf"{_HE_PARENT}\s+(?:[^\s\d?.!]+\s+)?נולד(?:ה|ו)?",
    rf"(?:עיר|מקום|ארץ)\s+(?:ה)?(?:הולדת|לידת)\w{{0,2}}\s+(?:של\s+)?{_HE_PARENT}",
    rf"{_HE_FIRST_OF}\s+(?:(?:שלך|שלכם)\s+)?(?:ה)?ראשונ\w{{0,2}}",
    r"שם\s+(?:ה)?נעורים",
    r"(?:שאלת|שאלות)\s+(?:ה)?(?:אבטחה|ביטחון|אימות|סוד)|שאלה\s+סודית|(?:ה)?תשובה\s+(?:ה)?סודית",
    # Arabic: where a parent was born ("مكان ميلاد والدتك", "مسقط رأس والدك", "في أي مدينة ولدت
    # والدتك", "وين انولدت امك").
    rf"(?:مكان|محل|مدين[ةه]|بلد[ةه]?)\s+(?:ميلاد|ولاد[ةه]|مولد)\s+{_AR_PARENT}",
    rf"مسقط\s+ر[اأ]س\s+{_AR_PARENT}",
    rf"(?:ولد|ولدت|انولد|انولدت|اتولد|اتولدت|خلق|خلقت)\s+(?:[^\s\d?.!]+\s+){{0,2}}?{_AR_PARENT}",
    rf"{_AR_PARENT}\s+(?:[^\s\d?.!]+\s+)?(?:ولد|ولدت|انولد\w*|اتولد\w*)",
    # Persian: a parent's birthplace, a first one before it or after it, a maiden name, the
    # question by its name.
    _fa(rf"(?:شهر\s+|محل\s+|شهر\s+محل\s+)تولد\s+{_FA_PARENT}"),
    _fa(rf"زادگاه\s+{_FA_PARENT}"),
    _fa(rf"{_FA_PARENT}\s+(?:\S+\s+){{0,3}}?(?:به\s+دنیا\s+(?:امد|اومد)|متولد\s+شد)"),
    _fa(rf"اولین\s+{_FA_FIRST_OF}"),
    _fa(rf"{_FA_FIRST_OF}\w{{0,3}}\s+اول(?:تان|ت|ش)?(?![\w])"),
    _fa(r"(?:نام|اسم|فامیل)\s+(?:[^\s\d?.!]+\s+){0,5}?(?:قبل|پیش)\s+از\s+ازدواج"),
    _fa(r"(?:سوال|سئوال|پرسش)\s+(?:امنیتی|محرمانه|امنیت)"),
    # Finglish: "soal-e amniati", "avalin heyvan-e khanegi", "madaret koja be donya omad".
    r"so[a'’]?al(?:[\s-]?e)?\s+amniat[iy]",
    r"avv?alin\s+(?:madrese|heyvan|sag|gorbe|moallem|mashin|kar|doost)",
    r"(?:madar|pedar)(?:et|etun|etoon|etan|[\s-]e\s+shoma)\s+(?:\w+\s+){0,3}?"
    r"(?:be\s+donya\s+(?:omad|amad)|motevaled\s+shod)",
)

__all__ = ["BACK", "CARD", "CODE_LABELS", "CVV_LABELS", "NUMBERS", "PIN_LABELS", "QUESTIONS"]
