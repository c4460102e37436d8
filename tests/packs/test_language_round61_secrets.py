"""Secrets read after blind rounds 61 and 62, each with what must stay shown.

The five misses of the rounds (a PIN in Kinyarwanda number words, a misspelt Spanish label "mi
calve es", a Vietnamese password after "mk:", Vietnamese number words answering a request for a
one-time code, Mexico's "clave dinámica" with dashed digits) and siblings written for the
mechanism, none from the rounds: Kinyarwanda and Kirundi digits by their noun's class
(``digit_words``); Spanish "clave" as a PIN's, a token's or a password's label, misspelt too
(``secrets_words``); Vietnamese "mật khẩu", "mk", "pass là" and the digits with their tone marks
(``digit_view``), or typed without them in a reply to a request; Somali, Nepali (Latin letters
and Devanagari), isiZulu, Sesotho and Setswana, Jamaican and Trinidadian labels and number
words. The near-misses are the same words where no secret stands: "la clave es ahorrar",
"hai năm một lần", "quên mật khẩu rồi", "mk" as Vietnamese "I".
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import shown

# (the conversation, the secret in it)
_MISSES = [
    (("Tuyishime, andika kode y'ibanga.", "kode ni zeru zeru birindwi icyenda"),
     "zeru zeru birindwi icyenda"),
    (("Recuerda no compartir tu clave de Nequi.", "mi calve es 1357 pero no me deja entrar"),
     "1357"),
    (("Nhập mật khẩu đăng nhập VCB Digibank của bạn.", "mk: Hoa1987@vcb"), "Hoa1987@vcb"),
    (("Mã OTP gồm 6 số đã được gửi, bạn đọc giúp mình nhé.", "bốn tám không hai sáu một"),
     "bốn tám không hai sáu một"),
    (("¿Cuál es la clave dinámica que aparece en tu app?", "la clave dinamica es 713-604, apurale"),
     "713-604"),
]


@pytest.mark.parametrize(("messages", "secret"), _MISSES)
def test_the_rounds_misses_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # Kinyarwanda and Kirundi digits by their noun's class, after a request or a label
        (("Andika PIN yawe.", "ni rimwe bibiri bitatu bine"), "rimwe bibiri bitatu bine"),
        (("Injiza kode.", "kode yanjye ni itanu irindwi umunani icyenda"),
         "itanu irindwi umunani icyenda"),
        (("Andika kode.", "icenda indwi gatanu kabiri"), "icenda indwi gatanu kabiri"),
        # Somali as typed, "hal" (one) beside real digits
        (("Fadlan ii soo dir koodhka.", "sagal sadex afar kow shan lix"),
         "sagal sadex afar kow shan lix"),
        (("Please share the OTP.", "todoba sideed sagaal eber laba hal"),
         "todoba sideed sagaal eber laba hal"),
        # Setswana and Sesotho, Nepali and patois digits
        (("Ka kopo, romela khoutu ya OTP.", "tshelela tlhano robongwe pedi"),
         "tshelela tlhano robongwe pedi"),
        (("Please enter the OTP.", "paach saat ek nau dui aath"), "paach saat ek nau dui aath"),
        (("Please enter the OTP.", "chree fiv siks wan tuu iet"), "chree fiv siks wan tuu iet"),
        # Vietnamese digits with their marks after a label, or without them as a whole reply
        (("mã OTP là bốn tám không hai sáu một",), "bốn tám không hai sáu một"),
        (("Bạn cho mình xin mã xác thực nhé.", "một chín tám bảy"), "một chín tám bảy"),
        (("Vui lòng nhập mã OTP.", "bon tam khong hai sau mot"), "bon tam khong hai sau mot"),
        # Nepali and Hindi digits in Devanagari, after a request or a label
        (("कृपया तपाईंको मोबाइलमा आएको OTP प्रविष्ट गर्नुहोस्।", "नौ दुई आठ चार पाँच एक"),
         "नौ दुई आठ चार पाँच एक"),
        (("मेरो पिन सात आठ नौ एक हो",), "सात आठ नौ एक"),
        (("ओटीपी: शून्य, तीन, छ, दो",), "शून्य, तीन, छ, दो"),
    ],
)
def test_digits_said_in_the_siblings_words_are_masked(
    messages: tuple[str, ...], secret: str
) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # Spanish "clave", misspelt, qualified, asked for
        (("mi clave es 4471 pero no sirve",), "4471"),
        (("la clav es 8080",), "8080"),
        (("mi clave de la tarjeta: 2580",), "2580"),
        (("la clave dinámica: 55 21 90",), "55 21 90"),
        (("clave token 882 104",), "882 104"),
        (("¿Cuál es tu clave?", "8812"), "8812"),
        (("mi contrasena es perrito99",), "perrito99"),
        (("contra: Tanda2024",), "Tanda2024"),
        # Vietnamese passwords and codes
        (("mat khau cua em la Lan2000",), "Lan2000"),
        (("mật khẩu: hoa1234",), "hoa1234"),
        (("pass là Minh1995 nha",), "Minh1995"),
        (("mk la ngoc1990 nhe",), "ngoc1990"),
        (("mật khẩu đăng nhập của em là Hoa1987@vcb",), "Hoa1987@vcb"),
        (("Nhập mật khẩu đăng nhập VCB Digibank của bạn.", "em nhập Hoa1987 mà không được"),
         "Hoa1987"),
        (("mã xác thực là 604 221",), "604 221"),
        # Somali
        (("koodka waa 73 09 41",), "73 09 41"),
        (("pinkayga waa 5528",), "5528"),
        (("erayga sirta ah waa Hargeisa2020",), "Hargeisa2020"),
        # Sesotho and isiZulu
        (("khoutu ke 6 0 2 8 1 3",), "6 0 2 8 1 3"),
        (("nomoro ya lekunutu ke 4471",), "4471"),
        (("phasewete ke Thabo@88",), "Thabo@88"),
        # Nepali in Devanagari
        (("मेरो पिन ८६४२ हो",), "८६४२"),
        (("ओटीपी ९२८४५१ हो",), "९२८४५१"),
        (("मेरो पासवर्ड Kathmandu123 हो",), "Kathmandu123"),
        # Jamaican and Trinidadian
        (("mi passwud a Kingston876",), "Kingston876"),
        (("mi pin nomba a 7316",), "7316"),
        (("di code a 550819",), "550819"),
    ],
)
def test_the_siblings_labels_are_read(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("message", "kept"),
    [
        ("la clave es ahorrar cada mes", "ahorrar"),
        ("la clave del éxito es la constancia", "constancia"),
        # a count in Vietnamese words, no label, no request
        ("Em gửi tiền hai năm một lần", "hai năm một"),
        ("tôi có ba bốn năm không gửi tiền cho mẹ", "ba bốn năm không"),
        ("em quên mật khẩu rồi", "rồi"),
        ("pass là gì vậy", "gì"),
        # Vietnamese "mk" (I) and an amount
        ("mk muốn chuyển 500k cho mẹ", "500k"),
        ("the contra account shows 2024 entries", "2024"),
        ("umwe mu banyamuryango yatanze 5000", "5000"),
        ("koodka waa la i soo diray laakiin ma shaqeynayo", "shaqeynayo"),
        # Devanagari digit words as a count, no label, no request
        ("हामी एक दुई तीन चार गरेर गन्छौं", "एक दुई तीन चार"),
    ],
)
def test_the_same_words_without_a_secret_stay_shown(message: str, kept: str) -> None:
    assert kept in shown(message)


def test_a_vietnamese_request_for_a_password_shows_its_own_words() -> None:
    """The assistant's "mật khẩu đăng nhập" (the login password) names no value."""
    assert "đăng nhập" in shown("Nhập mật khẩu đăng nhập VCB Digibank của bạn.")
