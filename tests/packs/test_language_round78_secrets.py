"""Secrets read after blind round 78, each with what must still be shown.

An e-mailed code of letters and digits with a dash, at the end of its sentence ("Your code is
QX7-K2M."); Georgian "pin kodi", "paroli", "kodi" named as a code and the copula "aris", in Latin
letters and in their script; a security question asked in Russian or Ukrainian ("Как звали
вашего первого питомца? Это ваш контрольный вопрос.") or as a "memorable question", whose reply is
the answer however it is put ("собаку звали Барсик", "Steaua of course"); a national ID after its
name: a Kazakh IIN, an Uzbek PINFL, a Ukrainian RNOKPP, a Polish PESEL, a Turkish kimlik number, a
Romanian CNP. Near-misses: an amount, a phone number, a date, an IBAN given to be paid, a tax
number asked for a payment, a recipient's code, an ID named with no number, a web address, a rent
in Swahili, and a team named with no question asked stay shown.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules, shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (
            (
                "We sent a code to your email. What is it?",
                "Email says: Your code is QX7-K2M. is that right one?",
            ),
            "QX7-K2M",
        ),
        (
            (
                "Could you describe the issue with your Bank of Georgia card?",
                "pin kodi 3317 aris magram ar mushaobs, pls help",
            ),
            "3317",
        ),
        (
            (
                "Как звали вашего первого питомца? Это ваш контрольный вопрос.",
                "собаку звали Барсик, смешно да",
            ),
            "Барсик",
        ),
        (
            (
                "Please answer your memorable question: favourite football team?",
                "Steaua of course, FCSB now",
            ),
            "Steaua",
        ),
        (
            (
                "For identity check, the branch may ask for your documents. Anything else I can "
                "help with?",
                "my IIN is 900512401234 if u need it for check",
            ),
            "900512401234",
        ),
    ],
)
def test_the_rounds_misses_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # a code of letters and digits at the end of its sentence
        (("the code is AB7-91K.",), "AB7-91K"),
        (("Enter the code from the email.", "it says 7QX-2PL. ok?"), "7QX-2PL"),
        (("my verification code is K9P4Z2.",), "K9P4Z2"),
        (("code is 8821-03.",), "8821-03"),
        # Georgian, in Latin letters and in its script
        (("chemi pin kodi aris 4402",), "4402"),
        (("paroli aris Tbilisi2020",), "Tbilisi2020"),
        (("sms kodi 482913 movida",), "482913"),
        (("kodi aris 551 204",), "551 204"),
        (("პინ კოდი 5521 არ მუშაობს",), "5521"),
        (("პაროლი არის Kartuli_77",), "Kartuli_77"),
        (("კოდი 339120",), "339120"),
    ],
)
def test_a_code_pin_or_password_in_the_regions_words_is_masked(
    messages: tuple[str, ...], secret: str
) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("Назовите девичью фамилию матери.", "Петренко"), "Петренко"),
        (("Яке дівоче прізвище вашої матері?", "Коваль"), "Коваль"),
        (("Как звали вашу первую собаку?", "Шарик звали"), "Шарик"),
        (("Ваше кодовое слово?", "Ласточка"), "Ласточка"),
        (("Відповідь на контрольне питання, будь ласка.", "Київ, звісно"), "Київ"),
        (("кодовое слово: Ласточка",), "Ласточка"),
        (("ответ на контрольный вопрос Барсик",), "Барсик"),
        (("Please answer your memorable question.", "Dinamo of course"), "Dinamo"),
        (("What's your memorable information?", "bucharest"), "bucharest"),
        (
            ("Security question: what is your favourite football team?", "Galatasaray"),
            "Galatasaray",
        ),
    ],
)
def test_a_security_question_asked_in_the_regions_words_is_answered_masked(
    messages: tuple[str, ...], secret: str
) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("мой ИИН 900512401234",), "900512401234"),
        (("What is your IIN?", "900512401234"), "900512401234"),
        (("900512401234 is my IIN",), "900512401234"),
        (("БИН компании 050140001234",), "050140001234"),
        (("PINFL: 31505901234567",), "31505901234567"),
        (("mening JShShIR 31505901234567",), "31505901234567"),
        (("РНОКПП 3012345678",), "3012345678"),
        (("мій ідентифікаційний код 3012345678",), "3012345678"),
        (("PESEL 85071203456, prosze sprawdzic",), "85071203456"),
        (("TC kimlik no 12345678901",), "12345678901"),
        (("kimlik numaram 12345678901",), "12345678901"),
        (("CNP-ul meu e 1850712123456",), "1850712123456"),
        (("codul numeric personal: 1850712123456",), "1850712123456"),
    ],
)
def test_a_national_id_after_its_name_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "kept"),
    [
        # an amount, a phone number, a date
        (("перевод 150000 тенге не дошел, ИИН нужен?",), "150000"),
        (("call me on +7 701 555 1234, IIN later",), "+7 701 555 1234"),
        (("my PESEL card arrived on 12-05-2024",), "12-05-2024"),
        # an IBAN or an account given to be paid, a tax number or a recipient's code for a payment
        (
            ("send 5000 to IBAN TR33 0006 1005 1978 6457 8413 26",),
            "TR33 0006 1005 1978 6457 8413 26",
        ),
        (("my tax number is 1234567890 for the payment",), "1234567890"),
        (("Введите ИНН получателя.", "7707083893"), "7707083893"),
        (("ідентифікаційний код отримувача 3012345678",), "3012345678"),
        (("vergi numarası 1234567890, ödeme için",), "1234567890"),
        # an ID named with no number; a web address; a rent in Swahili
        (("my IIN is needed?",), "my IIN is needed?"),
        (("the code is on ab12.com",), "ab12.com"),
        (("kodi ni 50000 kwa mwezi",), "50000"),
        # a team named with no question asked, a favourite asked in passing
        (("Steaua won yesterday, great match",), "Steaua"),
        (("I forgot my memorable question, can you reset it?",), "reset it"),
        (("paroli ar mushaobs",), "mushaobs"),
    ],
)
def test_the_same_words_without_a_secret_stay_shown(messages: tuple[str, ...], kept: str) -> None:
    assert kept in shown(*messages)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user asked whether the branch needs her IIN.",
        "The user's Bank of Georgia card PIN does not work.",
        "The user supports Steaua.",
    ],
)
def test_the_same_words_stand_in_a_summary(sentence: str) -> None:
    assert "secret" not in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user said his IIN is 900512401234.",
        "The user said pin kodi 3317.",
        "The user's PESEL is 85071203456.",
    ],
)
def test_a_summary_telling_a_secret_is_refused(sentence: str) -> None:
    assert "secret" in broken_rules(sentence)
