"""Secrets read after blind round 66, each with what must still be shown.

The round's misses, then siblings written for each mechanism: a request for a password makes a
number in the reply what was typed (a password may be digits only, and the word names a card's
PIN too: Portuguese "senha", Turkish "şifre"), in any language a password is asked in; a count
of digits named in a request asks for digits, in Portuguese, Spanish, French, Malay and
Indonesian, Turkish, Swahili, Arabic, Hindi and Punjabi; a password named in Malay and
Indonesian ("kata laluan", "kata sandi") and Gurmukhi ("ਪਾਸਵਰਡ"). Near-misses: the same words
with an amount, a rule about the password, or a forgotten one stay as they are.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("Qual a senha de 4 dígitos do cartão?", "Acho que é 7302, a mesma de sempre"), "7302"),
        (("Kata laluan akaun?", "kata laluan saya Kucing_comel88"), "Kucing_comel88"),
    ],
)
def test_the_rounds_misses_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # asked a password, a number in the reply is what was typed, in any language
        (("Qual é a senha do cartão?", "acho que é 7302"), "7302"),
        (("Digite sua senha, por favor.", "tenta 5519, se não for é outra"), "5519"),
        (("Kart şifrenizi girin.", "sanırım 8831"), "8831"),
        (("Şifrenizi girin.", "8831 galiba"), "8831"),
        (
            (
                "Please enter your online banking password.",
                "I think it's 730294, same as my phone",
            ),
            "730294",
        ),
        (("¿Cuál es su contraseña?", "creo que es 482019, la de siempre"), "482019"),
        (("Quel est votre mot de passe ?", "je pense que c'est 663104"), "663104"),
        (("Apa kata laluan anda?", "rasanya 990712"), "990712"),
        (("Tafadhali andika neno la siri.", "nadhani ni 2580"), "2580"),
        (("ما هي كلمة المرور؟", "أظن ٧٣٠٢"), "٧٣٠٢"),
        (("ਆਪਣਾ ਪਾਸਵਰਡ ਦੱਸੋ ਜੀ", "ਸ਼ਾਇਦ 730294 ਹੈ"), "730294"),
        # a count of digits named in a request asks for digits
        (("Informe os 6 dígitos que você recebeu.", "acho que é 558201"), "558201"),
        (("Indique los 6 dígitos que le llegaron.", "me parece que 304918"), "304918"),
        (("Indiquez les six chiffres reçus.", "je crois 771204"), "771204"),
        (("Masukkan 6 angka yang dikirim.", "kayaknya 120944"), "120944"),
        (("Gelen 6 haneli numarayı yazın.", "sanırım 448120"), "448120"),
        (("Tafadhali weka tarakimu nne.", "nadhani ni 7719"), "7719"),
        (("أدخل الأرقام الستة التي وصلتك", "أظن ٥٥٨٢٠١"), "٥٥٨٢٠١"),
        (("ਫ਼ੋਨ ਤੇ ਆਏ 6 ਅੰਕ ਦੱਸੋ ਜੀ", "ਸ਼ਾਇਦ 558201"), "558201"),
        (("कृपया 6 अंकों वाला नंबर बताइए", "शायद 558201"), "558201"),
        (("Me passa os quatro dígitos que chegaram no seu WhatsApp.", "chegou 4471"), "4471"),
        # a password named in Malay, Indonesian and Gurmukhi
        (("kata laluan saya ialah Harimau99",), "Harimau99"),
        (("Masukkan kata sandi Anda.", "kata sandi saya rahasia"), "rahasia"),
        (("kata sandinya Melati#2020 ya kak",), "Melati#2020"),
        (("Apa kata laluan anda?", "Kucing_comel88"), "Kucing_comel88"),
        (("kata laluan akaun saya adalah nasilemak",), "nasilemak"),
        (("ਮੇਰਾ ਪਾਸਵਰਡ Waheguru13 ਹੈ",), "Waheguru13"),
        (("Waheguru_13 ਮੇਰਾ ਪਾਸਵਰਡ ਹੈ",), "Waheguru_13"),
    ],
)
def test_the_siblings_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "kept"),
    [
        # a password forgotten, changed, or its rules
        (("Saya lupa kata laluan, macam mana nak tukar?",), "macam mana nak tukar"),
        (("Kata laluan baru mesti ada 8 aksara.",), "baru mesti ada 8 aksara"),
        (("Saya tukar kata sandi minggu lalu.",), "minggu lalu"),
        (("Kata sandi harus 8 karakter atau lebih.",), "harus 8 karakter"),
        (("ਮੈਂ ਆਪਣਾ ਪਾਸਵਰਡ ਭੁੱਲ ਗਿਆ, 2 ਵਾਰ ਗਲਤ ਪਾਇਆ",), "ਭੁੱਲ ਗਿਆ"),
        (("ਪਾਸਵਰਡ ਦੱਸੋ ਜੀ", "ਮੈਨੂੰ ਯਾਦ ਨਹੀਂ"), "ਮੈਨੂੰ ਯਾਦ ਨਹੀਂ"),
        (("Qual a senha do Wi-Fi da agência?", "é a mesma do ano passado"), "ano passado"),
        # an amount in a reply to a request for a password or for digits
        (
            ("Qual a senha do cartão?", "Não lembro, mas quero pagar o boleto de R$ 2500"),
            "R$ 2500",
        ),
        (("Digite os 6 dígitos do código.", "Vou pagar R$ 1500 amanhã"), "R$ 1500"),
        # digits counted with no code asked
        (("Quantos dígitos tem a senha?", "6 dígitos"), "6 dígitos"),
        (("O boleto tem 48 dígitos, né?", "sim, 48"), "sim, 48"),
        (("Ela tem 4 filhos e mora em Recife.",), "4 filhos"),
    ],
)
def test_the_same_words_without_a_secret_stay_shown(messages: tuple[str, ...], kept: str) -> None:
    assert kept in shown(*messages)
