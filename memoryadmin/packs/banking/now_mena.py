"""What stands now, said in Arabic (its dialects too), Arabizi, Hebrew, Persian or Finglish
(summary finders, read after blind round 80).

Each is read only where the sentence is about money (an amount, or a word of money: an account,
a card, a transfer, a balance, a fund, a bill, an instalment), and not in a question the user
asked; the figures themselves ("٥٬٢٣٠ دينار", "۶۰ میلیون تومان", "300 ש״ח", "8 milion toman") are
``money``'s, refused outside a finished event wherever they stand.

- A word of now or still (like "currently", "still", "not yet"): Arabic "حالياً", "الآن",
  "دلوقتي" (Egyptian), "هلأ", "هلق" (Levantine), "هسه" (Iraqi), "دابا" (Darija), "لحد
  دلوقتي", "مؤقتاً" (temporarily); Persian "فعلاً", "الان", "هنوز", "در حال حاضر", "تا الان";
  Hebrew "עדיין", "כרגע", "עכשיו", "כעת", "טרם", "עוד לא", "בינתיים"; Arabizi "delwa2ty",
  "dilwa2ty", "halla2", "lessa", "7alyan", Darija "daba"; Finglish "hanooz", "felan", and
  "alan" and "hessa" in lower case (a name when capitalised: Alan, Hessa). Not "from now on"
  ("من الآن", "از الان", "מעכשיו", "mn daba"): a request, read elsewhere.
- A state a card, an account or a transfer is in (like "is locked", "is pending", "has not been
  received"): Arabic "مقفولة", "موقوفة", "مجمدة", "محجوز", "ما وصلت", "لم تصل"; Persian
  "مسدود", "بلوکه", "در انتظار", "در حال بررسی", "واریز نشده", "نرسیده", "پرداخت نکرده";
  Hebrew "חסום", "מוקפא", "בהמתנה", "ממתין", "בטיפול", "תקוע", "לא התקבלה", "לא הגיע",
  "במינוס", "נגמרה" (not in a sentence with a year: "נגמרה ב-2020" ended then); Arabizi
  "ma2fola", "mawkoofa", "metgamed", "mestanni", "mawsletsh"; Finglish "masdood", "bolooke".
- A debt, something left or falling due (like "owes", "left", "due next week"): Arabic
  "مديون", "متأخرات", "مستحق"/"المستحقة"/"مستحقين", "تستحق" with when ("تستحق الأسبوع الجاي",
  matures next week), "عليه/عليها" before an amount or a debt (owes); Persian "بدهکار",
  "بدهی", "مانده"/"مونده" (left), "سررسید" (falls due), "عقب افتاده", "معوقه"; Hebrew "חוב",
  "חייב/ת" before an amount, "נשאר/ה/ו", "נותר/ה/ו" (left), "בפיגור"; Arabizi "3aleh",
  "3aleha" before an amount, "fadel", "ba2y", "mosta7a2"; Finglish "bedehkar", "bedehi",
  "mounde", "munde", "baghi mounde". A debt named as such ("مديون", "بدهکار", "חוב",
  "bedehkar") needs no other word of money beside it.
- A balance word beside a figure: "رصيده ٩٨٠٠", "موجودی ۴۵", "יתרה 1,200", "rased 3200",
  "mojoodi 45".

Near-misses kept: the user's life told in those languages ("the dowreh meets every month at
someone's house", "uses Bit to pay his mother back", "has a deposit at NBK", "pays the electricity
bill through SADAD every month", "the shop is closed on Fridays": no money word, or no word of
now, state or debt), a question the user asked ("שאל איך…", "پرسید…", "سأل…"), a finished
transfer with its amount (``money.DONE_ELSEWHERE``), and a currency named as a preference.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memoryadmin.packs.banking.money import amount_spans

_I = re.IGNORECASE
_AR = "\u0600-\u06ff"
_HE = "\u05d0-\u05ea"
# Arabic's vowel marks and the stretching stroke, dropped before reading ("حالياً" is "حاليا").
_MARKS = re.compile("[\u064b-\u0652\u0640]")
# A sentence ends at . ! ? ؟ ; or a line, not at a decimal point ("387.50 riyal").
_SENTENCE = re.compile(r"(?:[^.!?;؟\n]|\.(?=\d))+")


def _ar(words: str) -> str:
    """Arabic or Persian words, "و" or "ف" (and, so) maybe joined before them."""
    return rf"(?<![{_AR}])[وف]?(?:{words})(?![{_AR}])"


def _fa(words: str) -> str:
    """Persian words (no prefix joined), closed by a letter of the script."""
    return rf"(?<![{_AR}\u200c])(?:{words})(?![{_AR}])"


def _he(words: str) -> str:
    """Hebrew words, "ו" (and) maybe joined before them."""
    return rf"(?<![{_HE}])ו?(?:{words})(?![{_HE}])"


# Now and still typed in Latin letters: Arabizi, Darija and Finglish (``customs_hosts`` reads
# them too). Those also names or English words only in lower case ("Alan", "Lesa").
NOW_LATIN = (
    r"delwa2ty|delwa2ti|dilwa2ty|dilwa2ti|dlwa2ty|dlwa2ti|delwa2t|dlwa2t|dlw2ty|"
    r"halla2|hal2a|hala2|7alyan|7aliyan|7alian|lessa|lissa|lessah|hanooz|hanuz|hanoz|"
    r"hanouz|felan|fe'lan|fe3lan|ta\s+alan|ta\s+hala|dar\s+hal-?e\s+hazer|daba"
)
NOW_LATIN_CASED = r"alan|hessa|hassa|lesa|lsa"
_NOW = re.compile(
    "|".join(
        [
            _ar(
                r"حاليا|الآن|الان|دلوقتي|دلوقت|دالوقتي|هلأ|هلق|هلا\s+لسا|هسه|هسة|هسا|"
                r"لحد\s+(?:الآن|الان|دلوقتي|هلأ|الحين)|حتى\s+(?:الآن|الان|اللحظة)|"
                r"لغاية\s+(?:الآن|الان|دلوقتي)|في\s+الوقت\s+الحالي|مؤقتا|للحين|دابا"
            ),
            _fa(
                r"فعلا|فعلن|الان|الآن|اکنون|هم\u200cاکنون|هم\s+اکنون|در\s+حال\s+حاضر|تا\s+الان|"
                r"تا\s+حالا|تا\s+این\s+لحظه|هنوز|موقتا"
            ),
            _he(r"עדיין|כרגע|עכשיו|כעת|נכון\s+ל(?:עכשיו|היום)|בינתיים|טרם|עוד\s+לא|לעת\s+עתה|עד\s+כה"),
            rf"\b(?:{NOW_LATIN})\b",
            rf"\b(?-i:{NOW_LATIN_CASED})\b",
        ]
    ),
    _I,
)
# ... not "from now on", a request.
_FROM_NOW = re.compile(
    rf"(?:من|ومن|از)\s+(?:الآن|الان|دلوقتي|هلأ|هلق|الحين|دابا)(?![{_AR}])|מעכשיו|"
    r"\b(?:men|mn|min|az)\s+(?:delwa2ty|dilwa2ty|dlwa2ty|alan|hala|daba)\b",
    _I,
)
_STATE = re.compile(
    "|".join(
        [
            _ar(
                r"مقفولة|مقفوله|مقفول|مقفلة|مقفله|مسكرة|مسكره|موقوفة|موقوفه|موقوف|متوقفة|متوقفه|"
                r"مجمدة|مجمده|مجمد|متجمدة|متجمد|محجوزة|محجوز|محظورة|محظور|مرفوضة|"
                r"(?:ما|لم)\s+(?:وصلت|وصل|توصل|يوصل|نزلت|نزل|تنزل|ينزل|اتحولت|اتحول|تحولت|تحول)|"
                r"موصلتش|موصلش|ماوصلت|ماوصل|منزلتش|منزلش|تحت\s+التحصيل"
            ),
            _fa(
                r"مسدود|بلوکه|بلاک|در\s+انتظار|در\s+حال\s+(?:بررسی|پردازش|انجام)|معلق|"
                r"(?:واریز|پرداخت|تسویه|انجام)\s+نشده|نرسیده|نرسید|نیامده|نیومده|"
                r"پرداخت\s+نکرده|تسویه\s+نکرده"
            ),
            _he(
                r"חסום|חסומה|חסומים|נחסם|נחסמה|מוקפא|מוקפאת|הוקפא|הוקפאה|בהמתנה|ממתין|ממתינה|"
                r"ממתינים|בטיפול|בבדיקה|בעיבוד|תקוע|תקועה|תקועים|"
                r"לא\s+(?:התקבל|התקבלה|התקבלו|הגיע|הגיעה|הגיעו|נכנס|נכנסה|נכנסו|עבר|עברה|אושר|אושרה)|"
                r"במינוס|בחריגה"
            ),
            r"\b(?:ma2fola|ma2fula|ma2foola|ma2fol|ma2fool|ma2fula|m2fola|m2fol|mt2fla|met2afla|"
            r"mawkoofa|mawkofa|mawkoof|mawkof|mew2afa|mwa2afa|mo3alla2a|m3alla2a|m3ala2a|"
            r"metgamed|metgamda|mgamda|mestanni|mestany|mestaniya|mestanya|mawsletsh|mawseltsh|"
            r"mawselsh|ma\s+wesletsh|ma\s+weseltsh|masdood|masdud|bolooke|blooke|dar\s+entezar|"
            r"variz\s+nashode|nareside|naresideh)\b",
        ]
    ),
    _I,
)
# "נגמרה" (has run out) is a state unless a year says when it ended.
_RAN_OUT = re.compile(_he(r"נגמר|נגמרה|נגמרו|כמעט\s+נגמר\w*"))
# A year, in Western, Arabic-Indic or Persian digits: "2020", "٢٠٢٠", "۱۳۹۹".
_YEAR = re.compile(
    r"(?<!\d)(?:19|20|\u0661\u0669|\u0662\u0660|\u06f1\u06f3|\u06f1\u06f4|\u06f2\u06f0)\d\d(?!\d)"
)
# A debt named as such is about money whatever else the sentence says: "مديون للبنك" (in debt to
# the bank), "بدهکار", "יש לו חוב", "bedehkare".
_OWING = re.compile(
    "|".join(
        [
            _ar(r"مديون|مديونة|مديونه|متأخرات|متاخرات"),
            _fa(r"بدهکار|بدهکاره|بدهی|بدهیش|بدهی\u200cاش|معوقه"),
            _he(r"חוב|חובות|בפיגור"),
            r"\b(?:bedehkar\w*|bedehi|badehi)\b",
        ]
    ),
    _I,
)
_DEBT = re.compile(
    "|".join(
        [
            _ar(
                r"مستحق|مستحقة|مستحقه|المستحق|المستحقة|"
                r"المستحقه|مستحقين|مستحقات|"
                r"(?:تستحق|يستحق|هتستحق|حتستحق|بتستحق)\s+(?:ال\S+|بكرة|بكره|غدا|بعد|خلال|يوم|في|قبل)"
            ),
            rf"(?<![{_AR}])[وف]?(?:عليه|عليها|عليهم|عليا)\s+(?:\S+\s+)?(?:\d|قسط|دين|فلوس|مبلغ)",
            _fa(
                r"مانده|مونده|باقی\s*مانده|باقیمانده|سررسید|"
                r"عقب\s+افتاده|معوق"
            ),
            _he(r"פיגור|נשאר|נשארה|נשארו|נותר|נותרה|נותרו|יתרת\s+חוב"),
            rf"(?<![{_HE}])ו?(?:חייב|חייבת|חייבים)\s+(?:\S+\s+){{0,2}}?(?:\d|כסף)",
            r"\b(?:mounde|munde|moonde|baghi\s*mounde|baghimande|"
            r"mosta7a2|mesta7a2|mest7a2|sar\s*-?\s*resid|sarresid)\b",
            r"\b(?:3aleh|3aleih|3alaih|3alih|3aleha|3alaiha|3alehom)\s+(?:\S+\s+)?\d",
            # ... "fadel" (left) only before a figure, or "owed by" and a figure: "Fadel" is a name.
            r"\b(?:fadel|fadl|fadlo|fadlaha|ba2y|ba2i|ba2ilo|ba2ilha)(?:\s+(?:3al\w*|l[aeio]\w*))?"
            r"\s+\d",
        ]
    ),
    _I,
)
_BALANCE = re.compile(
    _ar(r"رصيد|رصيده|رصيدها|الرصيد|رصيدي") + r"[^.!?؟\n]*?\d|"
    + _fa(r"موجودی|موجودیش|موجودی‌اش") + r"[^.!?؟\n]*?\d|"
    + _he(r"יתרה|היתרה|יתרת|ביתרה") + r"[^.!?\n]*?\d|"
    r"\b(?:rased|raseed|rasid|rasseed|mojoodi|mojudi|mojoudi)\b[^.!?\n]*?\d",
    _I,
)
# Whether the sentence is about money: an amount, or a word of money in any of the scripts.
_MONEY_THING = re.compile(
    r"مبلغ|جنيه|ريال|درهم|دينار|ليرة|فلوس|مصاري|تحويل|حوال|استرجاع|استرداد|رصيد|قرض|سلف|قسط|"
    r"أقساط|اقساط|مرتب|راتب|معاش|فاتور|سداد|مدفوع|كاش|محفظ|حساب|بطاق|كارت|فيزا|ماستر|وديع|"
    r"جمعي|دفع|"
    r"پول|حساب|کارت|موجودی|قسط|اقساط|وام|بدهی|تومان|ریال|واریز|انتقال|حواله|سپرده|چک|صندوق|"
    r"قبض|یارانه|پرداخت|"
    r"העבר|כסף|חשבון|כרטיס|אשראי|תשלום|חוב|הלוואה|משכורת|ביט|פייבוקס|פיקדון|המחאה|צ'ק|יתר|"
    r"מסגרת|קופ|החזר|זיכוי|שקל|ש\u05f4ח|₪|"
    r"\b(?:visa|card|kart|carte|compte|l'compte|account|7esab|7sab|hesab|hesaab|instapay|wallet|fawry|flous|felous|"
    r"fulus|floos|pool|poul|sandogh|sandou2|gam3eya|gameya|vam|ghest|ghes|qest|a2sat|2est|2st|"
    r"transfer|ta7weel|"
    r"tahvil|variz|rased|raseed|mojoodi|loan|salary|bill|fatoora|fatura)",
    _I,
)
_ASKED = re.compile(
    _ar(r"سأل|سألت|سال|سالت|استفسر|استفسرت|يسأل|تسأل|بيسأل|بتسأل")
    + "|"
    + _fa(r"پرسید|پرسیده|می\u200cپرسد|سوال\s+کرد")
    + "|"
    + _he(r"שאל|שאלה|שואל|שואלת|ביקש\s+לדעת|ביקשה\s+לדעת")
    + r"|\b(?:sa2al|sa2alet|bys2al|porsid|porsideh|asked)\b",
    _I,
)


def _about_money(sentence: str) -> bool:
    return bool(_MONEY_THING.search(sentence) or amount_spans(sentence))


def _said(find: Callable[[str], object], text: str, about_money: bool = True) -> str | None:
    """The first sentence about money (unless ``about_money`` is off), not asked, where ``find``
    finds something: the sentence."""
    for m in _SENTENCE.finditer(text):
        sentence = m.group(0)
        plain = _MARKS.sub("", sentence)
        if _ASKED.search(plain) or not find(plain) or (about_money and not _about_money(plain)):
            continue
        return sentence.strip()
    return None


def _now(sentence: str) -> object:
    """A word of now or still, "from now on" left out."""
    return _NOW.search(_FROM_NOW.sub(lambda m: " " * len(m.group(0)), sentence))


def _ran_out(sentence: str) -> object:
    """Run out, unless a year says when it ended."""
    return None if _YEAR.search(sentence) else _RAN_OUT.search(sentence)


def now_mena(text: str) -> str | None:
    """A word of now or still, or a state, in Arabic, Arabizi, Hebrew, Persian or Finglish, in a
    sentence about money (see above): the sentence."""
    return _said(_now, text) or _said(_STATE.search, text) or _said(_ran_out, text)


def debt_mena(text: str) -> str | None:
    """A debt, something left or falling due, in those languages (see above): the sentence."""
    return _said(_DEBT.search, text) or _said(_OWING.search, text, about_money=False)


def balance_mena(text: str) -> str | None:
    """A balance word beside a figure in those languages (see above): the sentence."""
    return _said(_BALANCE.search, text)


def stands_now_mena(sentence: str) -> bool:
    """Any word of now, still, a state, a debt or a balance of those languages in ``sentence``,
    whatever it is about: then its amounts are not an arrangement's terms (``recurring``)."""
    plain = _MARKS.sub("", sentence)
    return bool(
        _now(plain) or _STATE.search(plain) or _ran_out(plain) or _DEBT.search(plain)
        or _OWING.search(plain) or _BALANCE.search(plain)
    )
