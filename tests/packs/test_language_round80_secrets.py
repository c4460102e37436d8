"""Secrets read after blind round 80 (the Middle East and North Africa), each with what must still
be shown.

Read now: a PIN named in Arabic ("الرقم السري للبطاقة", with the card it is of after it, in
Egypt's, the Gulf's, Iraq's or the Maghreb's "of"), Arabizi, Hebrew ("קוד סודי"), Persian ("رمز
کارتم") or Finglish ("ramz-e kartam"); a one-time code named in Persian ("کد تایید", "رمز
پویا"), Finglish or Hebrew ("קוד אימות"); a CVV named by the back of the card in Arabic ("ورا
الكارت"), Hebrew ("בגב הכרטיס"), Persian ("پشت کارت") or as "cvv2-e kartam"; digits in Arabic-Indic
and Persian script as digits; a security question asked in Hebrew, Arabic or Persian (where a
parent was born, a first pet or school, a maiden name) whose reply is the answer; the region's
national IDs after their names or asked for (Egypt's fourteen digits with a birth date inside, a
Saudi iqama, the Emirates ID, an Israeli teudat zehut, an Iranian national code), an Israeli or
Iranian one named only as an "ID number" where its check digit holds.

Still shown: amounts ("٥٠٠ جنيه", "500 ש״ח"), phone numbers (Egypt's 010…, Saudi 05…, Israel's
05…), dates, a year, a postcode ("کد پستی"), an IBAN, an order number, a discount code, a city
named with no question asked, a parent's birthplace told by the user, "my iqama expires next
month" with no number, a transaction's ID.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("کد یکبار مصرف رو وارد کنید.", "کد تایید: ۵۹۲۰۴۷"), "۵۹۲۰۴۷"),
        (("الرقم السري للبطاقة ١٩٨٦ ومش راضية تشتغل",), "١٩٨٦"),
        (("קוד סודי 6135, למה הכספומט לא מקבל?",), "6135"),
        (("رمز کارتم ۳۹۰۷ هست ولی خودپرداز قبول نمی\u200cکنه",), "۳۹۰۷"),
        (("الرقم اللي ورا الكارت ٢٧٥",), "٢٧٥"),
        (("3 הספרות בגב הכרטיס: 441",), "441"),
        (("cvv2-e kartam 317 hast, chera pardakht anjam nemishe?",), "317"),
        (("מה שם העיר שבה נולדה אמך?", "טבריה"), "טבריה"),
        (
            ("Please confirm your national ID number.", "رقمي القومي 29205140102738"),
            "29205140102738",
        ),
        (("iqama no. 2398451760, can you update it",), "2398451760"),
        (("784-1988-4721635-2 this is my emirates id",), "784-1988-4721635-2"),
        (("מספר תעודת זהות 038475126",), "038475126"),
    ],
)
def test_the_rounds_misses_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # Arabic, its dialects' "of the card", and Arabizi
        (("الرقم السري بتاع الكارت 4821 مش شغال",), "4821"),
        (("الرمز السري حق البطاقة ٧٧٣١",), "٧٧٣١"),
        (("رقمي السري مال الماستر 5092",), "5092"),
        (("الرقم السرى 6604",), "6604"),
        (("el ra2am el serri bta3 el card 3318",), "3318"),
        (("رمز البطاقة 7719",), "7719"),
        (("الكود ديال الكارط 2580",), "2580"),
        (("lcode dyal la carte 6612 ma khdamch",), "6612"),
        (("الرقم السري حقي ٤٤٢١",), "٤٤٢١"),
        # Hebrew
        (("הקוד הסודי שלי הוא 2274",), "2274"),
        (("קוד סודי של הכרטיס: 9051",), "9051"),
        # Persian and Finglish
        (("رمز اول کارت من ۴۴۱۹ هست",), "۴۴۱۹"),
        (("پین کد ۸۸۰۲",), "۸۸۰۲"),
        (("ramz-e kartam 5521 e vali kar nemikone",), "5521"),
        (("pin-e man 7730",), "7730"),
    ],
)
def test_a_pin_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("کد تأیید ۱۱۹۲۷۴",), "۱۱۹۲۷۴"),
        (("رمز پویا: ۸۲۴۱۹۰",), "۸۲۴۱۹۰"),
        (("رمز دوم پویا رو بفرستید", "۵۵۱۰۲۳"), "۵۵۱۰۲۳"),
        (("code taeed 604182",), "604182"),
        (("ramz-e pouya 339017 bud",), "339017"),
        (("קוד אימות 774120",), "774120"),
        (("הקוד הוא 318207",), "318207"),
        (("הזן את הקוד החד פעמי", "552019"), "552019"),
    ],
)
def test_a_one_time_code_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("الأرقام اللي وراء البطاقة 904",), "904"),
        (("الثلاث أرقام ورى الكرت ٥١٢",), "٥١٢"),
        (("הספרות מאחורי הכרטיס 733",), "733"),
        (("3 הספרות בגב: 215",), "215"),
        (("سه رقم پشت کارت ۶۰۸",), "۶۰۸"),
        (("cvv2 کارتم ۷۲۴ هست",), "۷۲۴"),
        (("se ragham posht-e kart 391",), "391"),
    ],
)
def test_a_cvv_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("באיזו עיר נולד אביך?", "ברמת גן"), "רמת גן"),
        (("מה השם של חיית המחמד הראשונה שלך?", "קראו לו בונזו"), "בונזו"),
        (("מה שם הנעורים של אמך?", "לוי"), "לוי"),
        (("שאלת אבטחה: בית הספר היסודי הראשון שלך", "ביאליק"), "ביאליק"),
        (("في أي مدينة ولدت والدتك؟", "في طنطا"), "طنطا"),
        (("ما هو مكان ميلاد والدك؟", "الزرقاء"), "الزرقاء"),
        (("نام اولین حیوان خانگی شما چه بود؟", "اسمش پیشی بود"), "پیشی"),
        (("شهر محل تولد مادرتان کجاست؟", "رشت"), "رشت"),
        (("سوال امنیتی: نام مدرسه اول شما", "دبستان فردوسی"), "فردوسی"),
        (("soal-e amniati: avalin madrese-ye shoma?", "madrese-ye Hafez"), "Hafez"),
    ],
)
def test_a_security_question_asked_in_the_region_masks_its_answer(
    messages: tuple[str, ...], secret: str
) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # Egypt
        (("الرقم القومي بتاعي 29801011234567",), "29801011234567"),
        (("el ra2am el qawmy 30105152101234",), "30105152101234"),
        (("my national id is ٢٩٨٠١٠١١٢٣٤٥٦٧",), "٢٩٨٠١٠١١٢٣٤٥٦٧"),
        (("رقم بطاقتي 29801011234567",), "29801011234567"),
        # Saudi Arabia
        (("رقم الإقامة 2412345678",), "2412345678"),
        (("هويتي 1055566778",), "1055566778"),
        (("my iqama number is 2098765431",), "2098765431"),
        (("الهوية الوطنية ١٠٥٥٥٦٦٧٧٨",), "١٠٥٥٥٦٦٧٧٨"),
        (("What is your ID number?", "1098765432"), "1098765432"),
        # the Emirates
        (("emirates id 784199012345671",), "784199012345671"),
        (("784 1990 1234567 1",), "784 1990 1234567 1"),
        (("رقم الهوية الإماراتية 784-2001-7654321-0",), "784-2001-7654321-0"),
        # Israel
        (('ת"ז 123456782',), "123456782"),
        (("ת.ז. 38475126",), "38475126"),
        (("מה מספר תעודת הזהות שלך?", "305551234"), "305551234"),
        (("my ID number is 123456782",), "123456782"),
        # Iran
        (("کد ملی من ۰۰۱۲۳۴۵۶۷۹ هست",), "۰۰۱۲۳۴۵۶۷۹"),
        (("code melli 448-729315-4",), "448-729315-4"),
        (("Please confirm your national ID number.", "0775312460"), "0775312460"),
    ],
)
def test_a_national_id_of_the_region_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "kept"),
    [
        # amounts, dates, a year, phone numbers
        (("حولت ٥٠٠ جنيه امبارح",), "٥٠٠"),
        (("העברתי 500 ש״ח לדניאל",), "500"),
        (("۲۵۰۰۰۰ تومان واریز کردم",), "۲۵۰۰۰۰"),
        (("پیامک: ۵۰۰۰۰ تومان واریز شد",), "۵۰۰۰۰"),
        (("الكود ٥٠٠ جنيه",), "٥٠٠"),
        (("קוד 2500 ש״ח",), "2500"),
        (("رقمي 01012345678 كلمني عليه",), "01012345678"),
        (("my number is 0551234567, call me",), "0551234567"),
        (("הטלפון שלי 0521234567",), "0521234567"),
        (("ولدت سنة ١٩٨٦",), "١٩٨٦"),
        (("الرقم السري اتقفل من امبارح",), "اتقفل"),
        (("התשלום ירד ב-12/05/2024",), "12/05/2024"),
        # a postcode, an IBAN, an order number, a discount code, a tracking code
        (("کد پستی من ۱۹۳۹۵۴۶۷۸۱ هست",), "۱۹۳۹۵۴۶۷۸۱"),
        (("کد رهگیری ۸۸۳۱۲۰",), "۸۸۳۱۲۰"),
        (("קוד הנחה 4455 לא עבד",), "4455"),
        (("my IBAN is SA0380000000608010167519",), "SA0380000000608010167519"),
        (("order number 2398451760 never arrived",), "2398451760"),
        (("transaction ID number 123456782 failed",), "123456782"),
        # an ID named with no number
        (("my iqama expires next month",), "expires next month"),
        (("הקוד הסודי לא עובד",), "לא עובד"),
        # a back that is not a card's
        (("3 הספרות בגב הקבלה 441",), "441"),
        (("الرقم اللي ورا البيت ١٢",), "١٢"),
        # a city, a parent's birthplace told, a first thing, with no question asked
        (("באיזו עיר אתה גר?", "בחיפה"), "חיפה"),
        (("אמא שלי נולדה בטבריה",), "טבריה"),
        (("ההעברה הראשונה שלך?", "כן, 500 ש״ח"), "500"),
        (("مادرم در شیراز به دنیا آمد",), "شیراز"),
        (("مادر من در شیراز به دنیا آمد", "من هم همانجا"), "همانجا"),
        (("أمي اتولدت في طنطا", "وأنا كمان في طنطا"), "وأنا كمان"),
        (("אמא שלי נולדה בטבריה", "גם אני נולדתי שם"), "גם אני"),
        (("מיקוד 6100001",), "6100001"),
        (("ابني دانيال ساكن في حيفا",), "حيفا"),
    ],
)
def test_the_same_words_without_a_secret_stay_shown(messages: tuple[str, ...], kept: str) -> None:
    assert kept in shown(*messages)
