"""Does a text quote an amount of money? Naira first, the usual others too.

Three ways a text quotes money (ENGINE.md sections 1 and 7):

- a currency beside a number: "₦5,000", "N5,000", "N 5,000", "NGN 5000",
  "$12.50", "₦2.5m", "₦5k", "5,000 naira", "5k naira", "300,000 NGN";
- an amount in words: "forty thousand naira", "fifty dollars";
- a bare number with a thousands suffix or separator: "5k", "2.5m", "1.2bn",
  "7,450";
- a bare number beside a money word: "Your balance is 5000.", "sent 2000 to
  Tunde", "5000 left in your wallet".

A bare number is never money when it reads as something else: a date
("5 May", "2024-05-01", "12/05/2024"), a time ("15:35", "3pm", "at 9"), a year
("in 2024"), a phone number or other id (a leading zero, ten digits or more,
"tier 2", "OTP 123456"), a percentage, or a count ("3 members", "2 of 3").
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from functools import lru_cache

# The Middle East's scripts (blind round 80): a word there is closed by a letter of its own script,
# not ``\b`` (an Arabic letter and a digit are both word characters: "بـ٥٠٠").
_MENA_LETTER = "\u0590-\u05ff\u0600-\u06ff"
_MENA_THOUSANDS = (
    rf"(?:ألف|الف|آلاف|الاف|مليون|ملايين|مليار|هزار|میلیون|ميليون|میلیارد|אלף|מיליון)(?![{_MENA_LETTER}])"
)
# Their currencies after the figure: the pound, the riyal, the dinar, the dirham, the lira, the
# dollar, the euro, the shekel and the toman, with the endings Arabic gives them ("ديناراً",
# "جنيهات"), the abbreviations ("ج.م", "ر.س", "د.ك") and Hebrew's "ש״ח" (also "ש\"ח", "ש''ח").
_MENA_CURRENCY = (
    r"(?:جنيه(?:ات|اً|ا|ًا)?|ج\.م|ريال(?:ات|اً|ا|ًا)?|ر\.س|ر\.ق|ر\.ع|دينار(?:ات|اً|ا|ًا)?|دنانير|"
    r"د\.ك|د\.أ|د\.ب|درهم(?:اً|ا|ًا)?|دراهم|د\.إ|ليرة|ليره|ليرات|دولار(?:ات|اً|ا|ًا)?|يورو|"
    r"شيكل|شيقل|تومان|تومن|ریال|دینار|دلار|یورو|درهم|"
    r"ש(?:\u05f4|\"|''|\u201d)ח|שקל(?:ים)?|דולר|יורו)"
    rf"(?![{_MENA_LETTER}])"
)

# Thousands grouped by commas, or by spaces as French-speaking countries write them ("25 000
# FCFA", "KSh 1 500").
_NUMBER = (
    # ... or by the Arabic thousands separator, with the Arabic decimal mark, in any digits (blind
    # round 80): "٥٬٢٣٠ دينار", "٣٨٧٫٥٠ ريال", "٦٬٠٠٠ جنيه".
    r"(?:\d{1,3}(?:\u066c\d{3})+(?:\u066b\d+)?(?![\d\u066c\u066b])|\d+\u066b\d+(?![\d\u066b])|"
    # ... or by dots, twice or more, as Vietnam and Latin America write them ("4.200.000đ").
    # ... and a decimal comma after them, as Ukraine and Russia write cents ("7 040,55 грн").
    r"\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d{1,2})?(?![\d,])|\d{1,3}(?:\.\d{3}){2,}(?![\d.,])|"
    r"\d[\d,]*)"
    r"(?:\.\d+)?\s*"
    r"(?:[kKmM]\b|bn\b|million\b|thousand\b|billion\b|"
    # ... and South Asia's hundred thousand and ten million: "₹2 lakh", "Rs 1.5 crore" (round 50).
    r"lakhs?\b|lacs?\b|crores?\b|"
    # ... and Indonesia's and Malaysia's million and thousand: "Rp 3,6 juta", "Rp 500 ribu".
    r"juta\b|ribu\b|miliar\b|"
    # ... and Spanish's thousand and million: "2 mil pesos", "1,5 millones de pesos" (round 62).
    r"mil\b|mill[oó]n\b|millones(?:\s+de)?\b|"
    # ... and Russian's and Ukrainian's thousand and million, Turkish's thousand and Romanian's
    # (round 78): "540 тыс. сум", "12 тис. грн", "1,2 млн тенге", "12 bin TL", "2 mii lei".
    r"(?:тыс|тис|млн|млрд)(?:\.|(?!\w))|тысяч[аи]?\b|тисяч[аі]?\b|bin\b|mii\b|"
    # ... and the Middle East's thousand and million, in Arabic, Persian and Hebrew script and in
    # Latin letters (blind round 80): "٦٠٠ ألف دينار", "۶۰ میلیون تومان", "8 milion toman",
    # "60 hezar toman", "185 alf dinar", "2 אלף ש״ח".
    rf"{_MENA_THOUSANDS}|(?:milion|milyon|milyoon|melyoon|miliun|miliard|milyard|hezar|hezaar|"
    r"alf|alaf|ala2f)\b)?"
)
# "N" is naira only as a capital letter on its own: "N5,000" and "N 5,000", never
# the n of "in 5" or the last letter of "BVN 22".
# The continent's others: cedi (GH₵), shilling (KSh, USh, TSh), rand (R), kwacha (K), CFA;
# and "US$20" is read as "$20".
# "R" and "K" are money only as a capital letter on its own before a number, like "N",
# and apart from it only before three digits or a thousands group ("Block K 12" is not).
_SYMBOLS = (
    r"(?:₦|\b(?-i:US|J|A|C|NZ|HK)\$|\$|€|£|₵|\bGH₵|\bNGN|\bUSD|\bEUR|\bGBP|\bGHS|\bKES|\bKSh|\bUGX|\bUSh|\bTSh|\bTZS|"
    r"\bZAR|\bZMW|\bMWK|\bRWF|\bXOF|\bXAF|\bCFA|\bBWP|"
    # ... and the peso and the Jamaican dollar, where Filipino workers are paid and send and
    # the diaspora's groups save (rounds 47-48).
    r"₱|\bPHP|\bJMD|"
    # ... and the rupee, where the chit, the kitty and the committee save (round 50): "₹5,000",
    # "Rs 25,000", "Rs. 500", "INR 2,000", "PKR 10,000".
    r"₹|\b(?-i:Rs|RS)\.?(?=\s?\d)|\bINR|\bPKR|"
    # ... and the rupiah and the ringgit, where the arisan and the kutu save (round 53): "Rp 3,6
    # juta", "Rp50.000", "IDR 200,000", "MYR 1,200" ("RM" is also a relationship manager).
    r"\b(?-i:Rp|RP)\.?(?=\s?\d)|\bIDR|\bMYR|"
    # ... and the lira, the hryvnia and the zloty, where Turks and Ukrainians and Poles in the UK
    # save and send (round 56): "₺2.450", "TRY 500", "₴1,200", "PLN 300".
    r"₺|₴|\b(?-i:TRY|TL)(?=\s?\d)|\bUAH|\bPLN|"
    # ... and the tenge, the rouble, the sum, the won, the yen, the real and Malaysia's "RM"
    # before a figure (rounds 58-59): "₸87 500", "RM 23.40", "R$ 1.200", "KRW 50,000" ("RM" only
    # before two digits or a decimal: "his RM 2 meeting" is a relationship manager's).
    r"₸|₽|₩|¥|\bR\$|\b(?-i:RM)(?=\s?(?:\d{2}|\d[.,]\d))|\bKZT|\bRUB|\bUZS|\bKRW|\bJPY|\bBRL|"
    # ... and Latin America's and Vietnam's codes, and Peru's sol, before the figure (rounds
    # 61-62): "COP 185.000", "S/ 120", "MXN 2,000", "VND 500.000".
    r"\b(?-i:COP|MXN|PEN|CLP|ARS|VND|GTQ|HNL|CRC|DOP|BOB|UYU|PYG)(?=\s?\d)|\b(?-i:S)/(?=\s?\d)|"
    # ... and Bolivia's boliviano and Sierra Leone's leone before the figure (rounds 68-69): "Bs
    # 200", "Le 1,250"; "Le" only after a word, never a French sentence's "Le 5 mars".
    r"\b(?-i:Bs)\.?(?=\s?\d)|(?<=[\w,;(]\s)(?-i:Le)(?=\s?\d)|"
    # ... and Mozambique's and Angola's codes before the figure, and the pula's (and the Filipino
    # peso's) "P" before a figure with a thousands group or cents (round 76): "MZN 2 350", "AOA
    # 15.000", "Kz 1.000", "P1,845.20" ("P45", "P60" are forms, "P2" a priority: a bare "P" needs
    # the group).
    # ... and the Middle East's codes and the shekel's sign before the figure (blind round 80):
    # "EGP 14,250", "JOD 350", "₪300".
    r"₪|\b(?-i:EGP|SAR|AED|QAR|KWD|BHD|OMR|JOD|LBP|IQD|SYP|ILS|NIS|IRR|IRT|LYD)(?=\s?\d)|"
    r"\b(?-i:MZN|AOA|Kz|KZ)(?=\s?\d)|(?<![A-Za-z])(?-i:P)(?=\s?\d{1,3}(?:,\d{3})+|\s?\d+\.\d\d\b)|"
    r"(?<![A-Za-z])(?-i:N)(?=\s?\d)|(?<![A-Za-z])(?-i:R|K)(?=\d|\s\d{3}|\s\d{1,3},\d))"
)
_WORDS = (
    r"(?:naira|kobo|dollars?|euros?|pounds?|cedis?|pesewas?|shillings?|bob|rands?|kwacha|"
    r"ngwee|francs?|pula|birr|dalasi|leones?|f\s?cfa|cfa|xof|xaf|"
    # ... Lusophone, Central and East African and Arab ones after the figure: "50.000 Kz",
    # "150 000 BIF", "2.500 meticais" (round 38).
    r"kwanzas?|kz|aoa|meticais|metical|mzn|bif|cdf|etb|sos|sdg|egp|frw|rwf|ugx|tzs|kes|ghs|"
    r"zar|zmw|mwk|gmd|"
    # ... and Haiti's gourde (round 49): "18 500 gourdes", "40 000 HTG", "2 500 gdes".
    r"gourdes?|gdes|htg|"
    # ... and the Gulf's and South Asia's, where the diaspora earns and sends (round 45): "an
    # extra 50 rials", "1,500 dirhams", "20,000 rupees".
    r"riyals?|rials?|dirhams?|dinars?|rupees?|taka|aed|sar|omr|qar|kwd|bhd|inr|pkr|bdt|npr|lkr|"
    # ... and South-East Asia's (round 53): "500 ribu rupiah", "300 ringgit".
    r"rupiah|idr|ringgit|myr|"
    # ... and Turkey's, Ukraine's and Poland's (round 56): "2.450 lira", "51.2 UAH", "300 zł".
    r"liras?|hryvnias?|hryvnyas?|uah|zlot(?:y|ys|ych|ies)|zł|pln|"
    # ... and Central Asia's, Russia's, Korea's, Japan's and Brazil's, and Haiti's gourde as it is
    # said, "goud" (rounds 58-59): "87 500 tenge", "300 000 so'm", "900 goud", "5,000 yen".
    r"tenge|kzt|roubles?|rubles?|rub|so['’]m|soum|uzs|won|krw|yen|jpy|reais|brl|goud|"
    # ... and Latin America's and Vietnam's (rounds 61-62): "2 mil pesos", "3.74 soles", "25.480
    # đồng" ("dong" only as the word: "4.200.000đ" is ``_AFTER_CAPITALS``'s).
    r"pesos?|soles|quetzal(?:es)?|lempiras?|col[oó]n(?:es)?|bol[ií]vares|bolivianos?|"
    r"guaran[ií]es|cop|mxn|clp|vnd|đồng|dong|"
    # ... and Madagascar's and the Maghreb's (round 71): "45 000 ariary", "500 millimes".
    r"ariary|millimes|"
    # ... and the Middle East's written in Latin letters, Arabizi's and Finglish's (blind round
    # 80): "8 milion toman", "3,200 geneh", "2,140 shekels", "7,420 JOD", "300 NIS".
    r"tomans?|tomaan|tooman|toomans?|geneh|gneh|genih|gineh|ginih|shekels?|sheqels?|shekalim|"
    r"jod|lbp|iqd|syp|ils|nis|irr|irt|lyd|"
    # ... and the Caucasus's and Moldova's, and Russia's, Ukraine's and Central Asia's written in
    # Cyrillic (round 78): "2 400 lari", "12 300 тенге", "7 040,55 грн", "540 тыс. сум", "5 000
    # рублей", "1 000 сомов". Not "lei" (a rate's unit in "4.9 lei to the pound in 2019", round
    # 63, which an amount read there would refuse; Romania's code "RON" is read).
    r"lari|drams?|manats?|somoni|mdl|gel|amd|azn|kgs|tjs|byn|"
    r"тенге|тг|грн|гривн[яиюеі]|гривень|гривен|руб(?:л[ьяеи]|лей)?|сумов|сума|сум|сом(?:ов|а)?|"
    r"лари|драм(?:ов|а)?|манат(?:ов|а)?|долларов|доллара?|доларів|долара?|евро|євро)"
)
# "5k", "2.5m", "1.2bn": a thousands suffix says money without a currency.
_SUFFIXED = (
    r"(?<![\w.,])\d+(?:\.\d+)?(?:k|m|bn)\b(?![.,]?\d)"
    # ... and "2 lakh", "1.5 crore": said of nothing but money (round 50).
    r"|(?<![\w.,])\d+(?:\.\d+)?\s?(?:lakhs?|lacs?|crores?)\b"
    # ... and "3,6 juta", "500 ribu" (a decimal comma, round 53).
    r"|(?<![\w.,])\d+(?:[.,]\d+)?\s?(?:juta|ribu|miliar)\b"
)

# "forty thousand naira", "two million naira", "fifty dollars".
_NUMBER_WORD = (
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
    r"fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|"
    r"eighty|ninety|hundred|thousand|million|billion)"
)
_WORDED = rf"\b{_NUMBER_WORD}(?:[\s-]+(?:and[\s-]+)?{_NUMBER_WORD})*\s+{_WORDS}\b"

# West Africa's franc written "F" after the figure ("10 000 F a week") and Mozambique's metical
# "MT" ("2 000 MT"), each a capital letter on its own (round 49); "F" only after a thousands
# group or three digits or more, so "5 F" (a grade, a size) is not money.
# Morocco's dirham "DH" or "MAD" after the figure ("6,000 DH"), where a daret saves (round 50).
# ... and the Turkish lira "TL" or "TRY" after the figure ("2.450 TL", round 56).
# ... and Madagascar's ariary "Ar", Tunisia's dinar "DT", Algeria's "DA", Guinea's "GNF" and the
# euro's and dollar's codes after the figure ("45 000 Ar", "3 000 DT", "150 EUR"; round 71),
# each in capitals on its own; and Romania's "RON" (round 78: "734,12 RON").
_AFTER_CAPITALS = (
    r"(?-i:(?<=\d{3})\s?F|MT|DH|Dh|MAD|TL|TRY|Ar|MGA|DT|TND|DA|DZD|GNF|EUR|GBP|CAD|CHF|RON|"
    r"₸|₽|₩|€|£|₦|₵|₺|₴|₹|¥|₫|đ|₪)(?![\w'’])"
)

_SOUTH_ASIAN_BEFORE = r"(?:৳|\b(?-i:Tk|TK)\.?(?=\s?\d)|\bটাকা)"
_SOUTH_ASIAN_AFTER = (
    r"(?:টাকা|টাকার|৳|(?-i:Tk|tk)\b\.?|रुपये|रुपए|रुपया|रुपैयाँ|रुपैया|रु\.|روپے|روپیہ|روپیے)"
    r"(?![^\W\d_])"
)

MONEY = re.compile(
    rf"(?:{_SYMBOLS}\s?{_NUMBER})|(?:\b{_NUMBER}\s?(?:{_WORDS}|NGN|USD)\b)|"
    rf"(?:\b{_NUMBER}\s?{_AFTER_CAPITALS})|(?:{_SUFFIXED})|"
    rf"(?:{_WORDED})|"
    # ... a dollar sign after the figure: "a 5$ fine" (round 38).
    r"(?:(?<![\w.,])\d[\d,]*(?:\.\d+)?\$)|"
    # ... and South Asia's units in their own scripts, the figure in any digits (blind round 63):
    # "৩২০ টাকা", "৳৫০০", "Tk 320", "500 रुपये", "१,२०० रुपैयाँ", "روپے". A word there ends in a
    # vowel sign, which is no word character, so it is closed by what may not follow, not ``\b``.
    rf"(?:{_SOUTH_ASIAN_BEFORE}\s?{_NUMBER})|(?:\b{_NUMBER}\s?{_SOUTH_ASIAN_AFTER})|"
    # ... and the Middle East's in Arabic, Persian and Hebrew script, the figure in any digits and
    # maybe joined to a letter before it (blind round 80): "٥٬٢٣٠ دينار", "۶۰ میلیون تومان",
    # "بـ٥٠٠ جنيه", "300 ש״ח".
    rf"(?:(?<![\d\u066c\u066b.,])(?<![A-Za-z]){_NUMBER}\s?{_MENA_CURRENCY})",
    re.IGNORECASE,
)

# A finished act of moving money, in Russian, Ukrainian, Turkish or Romanian (round 78): an amount
# beside one is an event, as beside "sent" or "paid for" (``finders._COMPLETED``): "перевёл маме
# 5 000 рублей", "надіслав сестрі 2 000 грн", "annesine 500 TL gönderdi", "a trimis 300 lei".
# Not said as not done: "не перевёл", "nu a trimis" (Turkish says it in the verb: "göndermedi").
DONE_ELSEWHERE = (
    r"|(?<!\bне\s)\b(?:перев[её]л[аи]?|отправил[аи]?|получил[аи]?|заплатил[аи]?|"
    r"оплатил[аи]?|снял[аи]?|внес(?:ла|ли)?|вн[её]с|пополнил[аи]?|купил[аи]?|потратил[аи]?|"
    r"переказа(?:в|ла|ли)|надісла(?:в|ла|ли)|відправи(?:в|ла|ли)|отрима(?:в|ла|ли)|"
    r"заплати(?:в|ла|ли)|сплати(?:в|ла|ли)|зня(?:в|ла|ли)|поповни(?:в|ла|ли)|купи(?:в|ла|ли)|"
    r"витрати(?:в|ла|ли)|gönderdi|yolladı|ödedi|yatırdı|çekti|harcadı|havale\s+etti)\b"
    r"|(?<!\bnu\s)\b(?:a|au)\s+(?:trimis|plătit|primit|retras|depus|cheltuit|transferat|"
    r"cumpărat)\b"
    # ... and in Arabic, Persian and Hebrew script, Arabizi and Finglish (blind round 80): "حوّل
    # لأمه ٥٠٠ جنيه", "۲ میلیون تومان برای پدرش فرستاد", "העביר לאמא שלו 500 ש״ח", "7awel 500
    # geneh". Not said as not done ("ما حوّل", "لم يدفع", "نفرستاد", "לא העביר", "ma 7awel"), nor
    # "حول" (around, about); Persian "می‌فرستد" (sends) is a habit, read as before.
    r"|(?<![\u0600-\u06ff])(?<!ما\s)(?<!لم\s)[وف]?(?:حوّل|حوّلت|حولت|أرسل|أرسلت|ارسل|ارسلت|بعت|"
    r"بعتت|دفع|دفعت|سدد|سدّد|سددت|سدّدت|سحب|سحبت|اشترى|اشترت|استلم|استلمت)(?![\u0600-\u06ff])"
    r"|(?<![\u0600-\u06ff\u200c])(?:فرستاد|واریز\s+کرد|پرداخت\s+کرد|انتقال\s+داد|"
    r"کارت\s+به\s+کارت\s+کرد|برداشت\s+کرد|خرید)(?:ه|ند|م|یم|ید)?(?![\u0600-\u06ff])"
    r"|(?<![\u05d0-\u05ea])(?<!לא\s)ו?(?:העביר|העבירה|העבירו|שילם|שילמה|שילמו|שלח|שלחה|שלחו|"
    r"הפקיד|הפקידה|קנה|קנתה)(?![\u05d0-\u05ea])"
    r"|(?<!\bma\s)(?<!\bna\s)\b(?:7awel|7awelt|7awelet|ba3at|ba3att|ba3atet|dafa3|dafa3t|dafa3et|"
    r"sadad|sadadt|ferestad|ferestadam|variz\s+kard|pardakht\s+kard|enteghal\s+dad)\b"
)

# --- bare numbers beside money words -----------------------------------------------

# Words that make a bare number after them an amount ("balance is 5000", "sent 2000").
MONEY_WORDS_BEFORE: frozenset[str] = frozenset(
    {
        "balance",
        "balances",
        "ledger",
        "available",
        "remaining",
        "worth",
        "total",
        "totals",
        "totalling",
        "amount",
        "sum",
        "owe",
        "owes",
        "owed",
        "owing",
        "pay",
        "pays",
        "paid",
        "paying",
        "send",
        "sends",
        "sent",
        "sending",
        "transfer",
        "transfers",
        "transferred",
        "withdraw",
        "withdrew",
        "withdrawn",
        "withdrawal",
        "deposit",
        "deposits",
        "deposited",
        "credited",
        "debited",
        "charged",
        "charge",
        "fee",
        "fees",
        "cost",
        "costs",
        "price",
        "contribution",
        "contributions",
        "contribute",
        "contributes",
        "contributed",
        "dues",
        "share",
        "payout",
        "pot",
        "rent",
        "salary",
        "loan",
        "debt",
        "limit",
        "received",
        "receive",
        "receives",
        "refund",
        "refunded",
        "stands",
        "stood",
        "wallet",
        "savings",
    }
)
# Words that make a bare number before them an amount ("5000 left", "5000 in your wallet").
MONEY_WORDS_AFTER: frozenset[str] = frozenset(
    {
        "left",
        "remaining",
        "available",
        "owed",
        "due",
        "outstanding",
        "credited",
        "debited",
        "pending",
        "held",
        "locked",
        "balance",
        "wallet",
        "account",
        "unpaid",
        "refunded",
    }
)

# A bare number: thousands groups or plain digits, an optional decimal part, an
# optional suffix. Not glued to a letter, a slash, a colon, a hyphen, "+" or "#".
_BARE = re.compile(
    # ... not a USSD short code's own digits, after its star and before its hash or next star
    # ("*894#", "*737*1#"; ``ussd_habits``): what is dialled, no sum. An amount typed in a later
    # field of a code ("*737*2*5000#") is still read.
    r"(?<![\w.,:/+\-#])(?!(?<=(?<![\d*])\*)\d{2,4}[#*])"
    r"(?P<num>\d{1,3}(?:,\d{3})+|\d+)(?P<dec>\.\d+)?(?P<suffix>k|m|bn)?"
    r"(?![\w:/\-]|[.,]\d)",
    re.IGNORECASE,
)
_MONTHS = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_NOT_AFTER = re.compile(
    # A time, a percentage, a date, or a count of something.
    rf"\s?(?:am|pm|a\.m|p\.m|%|percent|per\s?cent|hrs?\b|o['’]clock)|\s+{_MONTHS}\b|"
    r"\s+(?:(?:new|more|other|extra|active|old|of\s+the|out\s+of)\s+)?(?:members?|people|persons?|"
    r"participants?|users?|savers?|contributors?|times?|days?|weeks?|months?|years?|"
    r"hours?|minutes?|mins?|seconds?|secs?|digits?|transactions?|transfers?|payments?|"
    r"messages?|steps?|attempts?|tries|groups?|accounts?|cards?|items?|slots?|rounds?|"
    r"cycles?|beneficiaries|friends?|children|kids?|sons?|daughters?|siblings?|"
    # people named by a word with no plural -s: "pays 12 staff", "employs 30 women".
    r"staff|personnel|men|women|folks?|crew)\b|"
    r"\s+(?:of|out\s+of)\s+\d|"
    # Any other plural noun right after the number counts things: "200 words", "3 repayments".
    r"\s+(?!(?:naira|kobo|is|was|has|as|plus|thus|this|yes)\b)[a-z]+[^\Ws]s\b",
    re.IGNORECASE,
)
_NOT_BEFORE = re.compile(
    # A date, a year, a label or an id in front of the number.
    rf"(?:\b{_MONTHS}\.?\s*|\d,\s*|\b(?:tier|level|step|stage|page|version|option|number|no\.?|"
    r"room|flat|house|plot|block|round|cycle|day|week|month|year|group|ref|reference|id|code|"
    r"pin|otp|slot|position|phase|part|item|chapter|line|unit|grade|class|age|aged|top|"
    r"first|last|next|ext|extension|phone|tel|call|dial|route|bus|platform)\s*)$",
    re.IGNORECASE,
)
_YEAR_BEFORE = re.compile(
    r"\b(?:in|since|from|until|till|by|during|before|after|of|year|circa|early|mid|late|"
    r"through|and)\s+$"
    # the end of a span of years: "from 2017 to 2020", "from 2017-2020"
    r"|\bfrom\s+(?:19|20)\d\d\s*(?:to|-|–|—|until|till)\s*$",
    re.IGNORECASE,
)
_WORD = re.compile(r"[A-Za-z]+")
_BOUNDARY = re.compile(r"[.!?;](?:\s|$)|\n")


def _is_other_number(text: str, start: int, end: int, digits: str, plain: bool) -> bool:
    """The number reads as a date, time, year, id, percentage or count, not an amount."""
    before, after = text[max(0, start - 24) : start], text[end : end + 40]
    if _NOT_AFTER.match(after) or _NOT_BEFORE.search(before):
        return True
    if plain and len(digits) > 1 and digits.startswith("0"):
        return True  # phone numbers, account numbers, "05"
    if plain and len(digits) >= 10:
        return True  # BVN, NIN, account numbers
    if plain and len(digits) == 4 and 1900 <= int(digits) <= 2100 and _YEAR_BEFORE.search(before):
        return True
    at_clock = re.search(r"\b(?:at|by|around|till|until)\s+$", before)
    return plain and int(digits) <= 24 and at_clock is not None


class _Sentences:
    """Where the text's sentences start and end, found once (texts can be long)."""

    def __init__(self, text: str) -> None:
        marks = [(m.start(), m.end()) for m in _BOUNDARY.finditer(text)]
        self.starts = [a for a, _ in marks]
        self.ends = [b for _, b in marks]
        self.length = len(text)

    def bounds(self, start: int, end: int) -> tuple[int, int]:
        i = bisect_right(self.ends, start)
        lo = self.ends[i - 1] if i else 0
        j = bisect_left(self.starts, end)
        hi = self.starts[j] if j < len(self.starts) else self.length
        return lo, hi


_NEAR = 60  # characters either side in which a money word makes a bare number an amount


def _beside_money_word(text: str, start: int, end: int, sentences: _Sentences) -> bool:
    lo, hi = sentences.bounds(start, end)
    before = [w.lower() for w in _WORD.findall(text[max(lo, start - _NEAR) : start])][-4:]
    after = [w.lower() for w in _WORD.findall(text[end : min(hi, end + _NEAR)])][:3]
    return any(w in MONEY_WORDS_BEFORE for w in before) or any(
        w in MONEY_WORDS_AFTER for w in after
    )


# "You now have 886260." A number that is all someone has, the clause ending on it, is
# what is in their account ("you have 3 groups" names what it counts, and is not this).
_HOLDING_BEFORE = re.compile(
    r"\b(?:you|you['’]ve|i|i['’]ve|we|we['’]ve)\s+(?:now\s+|still\s+|currently\s+|only\s+)*"
    r"(?:have|got|has)\s+(?:only\s+|just\s+)?$",
    re.IGNORECASE,
)
_CLAUSE_END = re.compile(r"\s*(?:[.!?;,]|\s+(?:left|now|in\s+total)\b|$)", re.IGNORECASE)


def _all_they_have(text: str, start: int, end: int) -> bool:
    before = text[max(0, start - 30) : start]
    return bool(_HOLDING_BEFORE.search(before) and _CLAUSE_END.match(text, end))


def bare_amount_spans(text: str) -> list[tuple[int, int]]:
    """Bare numbers that are amounts: grouped ("7,450"), suffixed ("5k"), or beside a money word."""
    out: list[tuple[int, int]] = []
    sentences = _Sentences(text)
    for m in _BARE.finditer(text):
        digits = m.group("num").replace(",", "")
        plain = "," not in m.group("num") and not m.group("dec") and not m.group("suffix")
        if _is_other_number(text, m.start(), m.end(), digits, plain):
            continue
        # "5k" and "7,450" read as amounts on their own; "5000" needs a money word.
        grouped = "," in m.group("num")
        if (
            m.group("suffix")
            or grouped
            or _beside_money_word(text, m.start(), m.end(), sentences)
            or _all_they_have(text, m.start(), m.end())
        ):
            out.append((m.start(), m.end()))
    return out


def amount_spans(text: str) -> list[tuple[int, int]]:
    """Where the text quotes money, in order: currency amounts and bare amounts."""
    return list(_amount_spans(text))


@lru_cache(maxsize=4096)
def _amount_spans(text: str) -> tuple[tuple[int, int], ...]:
    # Remembered: a summary sentence is asked where its money is by a dozen rules in turn.
    spans = [(m.start(), m.end()) for m in MONEY.finditer(text)]  # in order, disjoint
    starts = [a for a, _ in spans]
    extra: list[tuple[int, int]] = []
    for s, e in bare_amount_spans(text):
        i = bisect_left(starts, e)  # spans[:i] start before this one ends
        if i == 0 or spans[i - 1][1] <= s:
            extra.append((s, e))
    return tuple(sorted(spans + extra))


def quotes_money(text: str) -> bool:
    return bool(amount_spans(text))


def money_spans(text: str) -> list[str]:
    return [text[s:e].strip() for s, e in amount_spans(text)]


# --- a balance, or money as it stands ----------------------------------------------

# Said beside an amount, these make a reply a reading of the ledger rather than
# a record of what happened: "Your new balance is ₦997,990", "₦5,000 is on hold".
_STANDING = re.compile(
    r"\b(?:balances?|available|remaining|left|left\s+over|usable|spendable|"
    r"you\s+(?:now\s+|still\s+|currently\s+)?have|(?:he|she|they)\s+(?:now\s+|still\s+)?ha(?:s|ve)|"
    r"in\s+(?:your|his|her|their|the)\s+(?:account|wallet|savings|pot)|"
    r"on\s+hold|held|locked|pending|frozen|restricted|blocked|processing|"
    r"owes?|owing|outstanding|overdue|due|unpaid|stands?\s+at|currently|still|so\s+far|"
    r"to\s+date)\b",
    re.IGNORECASE,
)


def quotes_balance(text: str) -> bool:
    """A sentence that quotes an amount beside balance (or held, owed) wording.

    Such a reply is a reading of the ledger whatever tool produced it: "Sent
    ₦2,000 to Tunde. Your new balance is ₦997,990." is live though
    ``send_transfer`` is an event tool.
    """
    sentences = _Sentences(text)
    checked: set[tuple[int, int]] = set()
    for s, e in amount_spans(text):
        lo, hi = sentences.bounds(s, e)
        if (lo, hi) in checked:
            continue
        checked.add((lo, hi))
        if _STANDING.search(text, lo, hi):
            return True
    return False
