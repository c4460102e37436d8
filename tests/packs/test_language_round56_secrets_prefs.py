"""Secrets and preferences read after blind round 56.

Every conversation here is written for the mechanism (none is from the blind round): digits said
in Turkish, with and without its letters ("beş sekiz iki", "bes alti"), and in Urdu after a
request for a PIN, where "do", "char" and "teen" are digits only in a run of number words; the
Turkish labels "şifre" / "şifrem" (password, PIN), "tek kullanımlık şifre", "SMS kodu",
"doğrulama kodu", "güvenlik sorusu" and the usual questions ("ilk evcil hayvanınız", "kızlık
soyadı"), whose answer is the whole reply; Yoruba "pasiwọọdu mi ni …"; Ukrainian and Russian
"пін", "пароль", "мій"; Polish "hasło to …", "kod BLIK to …" ("to": is). Beside them what stays
shown: the same words counting days or years, a question about a forgotten password, a reply
that is not only digits.

Preferences: when to be reached, in Turkish, verb last ("… aramayın": don't call); Taglish "gusto
ko" (I want), "lang" (only), "po at opo"; channels split by purpose; an amount's pence or cents
("7.25", its point no end of a sentence); two factors asked together. Beside them: a code moved
to a new line or a given number or address stays refused (only the user's own channels are
theirs to choose between), and a transfer, a one-off, is not kept.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import kept, refused_fact, shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # Turkish digits after a request for the code, with and without the letters.
        (("Lütfen doğrulama kodunu yazın.", "beş sekiz iki dokuz üç yedi"), "beş sekiz iki"),
        (("SMS kodu: yedi dokuz sifir iki bes alti",), "yedi dokuz sifir"),
        # Urdu after a request for a PIN: "teen", "char", "do" are digits in the run.
        (("Please enter your MPIN.", "teen char do nau"), "teen char do nau"),
        (("Enter the OTP we sent you.", "do saat char paanch ek nau"), "do saat char"),
        # A Turkish security question, and a usual question asked without the word.
        (("Güvenlik sorusu: annenizin kızlık soyadı nedir?", "Yılmaz Karaca"), "Yılmaz Karaca"),
        (("ilk evcil hayvanınızın adı nedir?", "Pamuk"), "Pamuk"),
        # Capital "İ" lowers to "i" and a combining dot: the label still reads.
        (("İlk öğretmeninizin adı neydi?", "Ayşe Hanım"), "Ayşe Hanım"),
        (("GÜVENLİK SORUSU: doğduğunuz şehir?", "Trabzon"), "Trabzon"),
        # Turkish, Yoruba, Ukrainian, Russian, Polish labels.
        (("Garanti şifrem Deniz2024 olabilir",), "Deniz2024"),
        (("Garanti'den gelen SMS kodu 730 615, girmedim",), "730 615"),
        (("tek kullanımlık şifre 284 601 geldi",), "284 601"),
        (("pasiwọọdu mi ni Ibadan#77 sugbon ko sise",), "Ibadan#77"),
        (("мій пін 5930, не працює",), "5930"),
        (("пароль мой Kyiv2023",), "Kyiv2023"),
        (("hasło to Warszawa99, nie mogę się zalogować",), "Warszawa99"),
        (("kod BLIK to 482 913 ale wygasł",), "482 913"),
    ],
)
def test_the_secret_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "value"),
    [
        # A reply to a PIN request that is more than digits; Turkish counting days and years.
        (("Apna PIN enter karein.", "char din se try kar raha hoon"), "char din se"),
        (("bir iki gün içinde ararım",), "bir iki gün"),
        (("yedi yıl önce hesap açtım",), "yedi yıl önce"),
        # A forgotten password asked about, a reply that gives none.
        (("Şifremi unuttum, nasıl sıfırlarım?",), "unuttum, nasıl"),
        (("Kodunuzu girer misiniz?", "tamam, bekliyorum"), "tamam, bekliyorum"),
        # "to" in English stays a preposition.
        (("I sent 2500 to my mum yesterday",), "2500"),
    ],
)
def test_the_value_stays_shown(messages: tuple[str, ...], value: str) -> None:
    assert value in shown(*messages)


@pytest.mark.parametrize(
    "text",
    [
        "Akşam 9'dan sonra aramayın lütfen",
        "Lütfen bana İngilizce yazın",
        "gusto ko po short replies lang",
        "text lang po, no calls",
        "po at opo please",
        "SMS for alerts, email for statements lang",
        "figures with cents please, 7.25 not 7.3",
        "require both fingerprint and OTP for transfers above 20k",
    ],
)
def test_the_preference_is_kept(text: str) -> None:
    assert kept(text, "preference")


@pytest.mark.parametrize(
    "text",
    [
        "send 3000 to my brother lang",
        "confirm both transfers lang",
        "gusto ko magpadala ng 5000 kay ate",
        # A control named in Turkish is not read as a contact preference: "don't send OTPs in
        # the evening", "don't ask for the OTP before 10 in the morning".
        "akşamları OTP göndermeyin",
        "Sabah 10'dan önce OTP sormayın",
    ],
)
def test_the_one_off_is_not_kept(text: str) -> None:
    assert not kept(text, "preference")


@pytest.mark.parametrize(
    "text",
    [
        "send my OTP to my new number lang",
        "text the code to my other email from now on",
        "OTPs to 0803 555 0192 from now on",
        "send OTPs to tunde.k@gmail.com instead",
        "my OTPs should go to my new line",
        "gusto ko i-skip ang OTP",
    ],
)
def test_the_control_stays_refused(text: str) -> None:
    assert refused_fact(text)
