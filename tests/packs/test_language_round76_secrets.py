"""Secrets read after blind round 76, each with what must still be shown.

A code named with a demonstrative after it, Shona, Chichewa and Bemba ("Ndatambira code iyi 602915",
I received this code), "kodhi" as Shona spells it; a password in the English word as Chichewa,
Shona and Bemba say it ("paswedi yanga ndi mphatso2020"), a word that says how it is or asks what
it is still no value; a password reset told as "it", the log-in still failing ("I reset it to
Lusaka_Queen9 but still locked out"); a cash-send voucher's number after a comma ("the cash-send
voucher, number 77812093"). Near-misses: an amount, a phone number given as a contact, a year, a
complaint's reference, a reset to factory settings or to zero, an account type's name stay shown.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules, shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("Ndatambira code iyi 602915 asi app irikuramba",), "602915"),
        (("I reset it to Lusaka_Queen9 but still locked out!!!",), "Lusaka_Queen9"),
        (("paswedi yanga ndi mphatso2020 koma sikugwira",), "mphatso2020"),
        (
            ("I generated the cash-send voucher, number 77812093, and the ATM says invalid",),
            "77812093",
        ),
    ],
)
def test_the_rounds_misses_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # a code, "this" or "that" after it (Shona, Chichewa, Bemba), or Shona's own spelling
        (("code yacho 481206 haisi kushanda",), "481206"),
        (("kodhi iyi 339120 yaramba",), "339120"),
        (("ndalandira code ija 660431 koma sikugwira",), "660431"),
        (("Code iyo 550127 ikukanidwa",), "550127"),
        (("code iyi 118204 taileboomba",), "118204"),
        (("OTP iyi 730215 yaramba",), "730215"),
        (("ikhodi le 772014 ayisebenzi",), "772014"),
        (("recebi este código 602915 mas a app recusa",), "602915"),
    ],
)
def test_a_code_with_this_after_it_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("pasiwedi yanga ndi Chikondi_88",), "Chikondi_88"),
        (("paswedi ndi mphatso2020",), "mphatso2020"),
        (("pasiwedhi yangu ndeyi Tendai2019 asi hainyatsoshanda",), "Tendai2019"),
        (("pasiwedi yandi ni Chanda2019 lelo tailebomba",), "Chanda2019"),
        (("iphasiwedi yami ngu Nkosi_88 kodwa ayisebenzi",), "Nkosi_88"),
        (("phasewete ya me ke Kago2021 mme ga e dire",), "Kago2021"),
        (("a minha senha é Maputo2020 mas não entra",), "Maputo2020"),
        (("my wagwoord is Koos_1985 but it doesn't work",), "Koos_1985"),
    ],
)
def test_a_password_in_the_regions_words_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("I changed it to Harare#2021 and still can't log in",), "Harare#2021"),
        (("reset it to Mwansa_88 but the app says wrong password",), "Mwansa_88"),
        (("I set it to Blantyre2020 yesterday but still locked out",), "Blantyre2020"),
        (("I changed it now to Windhoek_77 but it still locks me out",), "Windhoek_77"),
        (("mudei para Luanda_2020 mas continua bloqueado",), "Luanda_2020"),
        (("I reset it to 'Gaborone@1' and login still fails",), "Gaborone@1"),
        (("I reset it again to Chanda_2019, still cannot sign in",), "Chanda_2019"),
    ],
)
def test_a_password_reset_told_as_it_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("the cash send voucher number is 55120943 but my sister can't withdraw",), "55120943"),
        (("Instant Money voucher 6620193344 not working at the till",), "6620193344"),
        (("I sent a CashSend, voucher no. 33019822, ATM says invalid",), "33019822"),
        (("ndatumira cash send voucher 88120934 kuna amai asi ATM irikuramba",), "88120934"),
        (("o voucher de levantamento, número 55120943, não funciona",), "55120943"),
        (("the voucher, number: 7781 2093, is rejected",), "7781 2093"),
        (("send-imali voucher number 44120987 expired",), "44120987"),
    ],
)
def test_a_cash_voucher_number_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "kept"),
    [
        # an amount, a phone number given as a contact, a year, a date
        (("I bought a K100,000 voucher for school fees",), "K100,000"),
        (("the voucher, K100,000, was for fees",), "K100,000"),
        (("Ndatumira K100,000 asi app irikuramba",), "K100,000"),
        (("call me on 0977 123 456 if the code iyi fails",), "0977 123 456"),
        (("ndakatanga kushandisa app iyi kubva 2020",), "2020"),
        (("I have used this account since 2020",), "2020"),
        (("the voucher expired in 2020",), "2020"),
        (("code iyi yakatumirwa pa 12/03/2020",), "12/03/2020"),
        # a complaint's reference, an account type's name
        (("my complaint reference number is 77812093 and nobody called",), "77812093"),
        (("complaint reference iyi 4471203 haina kupindurwa",), "4471203"),
        (("my account type is Gold Savings 2020",), "Gold Savings"),
        # reset to something that is no password, or with the log-in not named
        (("I reset it to factory settings but still locked out",), "factory settings"),
        (("reset it to zero and still locked out",), "zero"),
        (("I set it to K100,000 but the transfer is still blocked",), "K100,000"),
        (("set it to USD500 but login blocked",), "USD500"),
        (("I changed it to Savings Plus account but login still fails",), "Savings Plus"),
        (("I reset it to English and still locked out",), "English"),
        (("I changed it to 2020 model but still locked out",), "2020"),
        # what a password is, said or asked, in Chichewa
        (("paswedi yanga ndi yovuta kukumbukira",), "yovuta"),
        (("Paswedi yanga ndi chiyani?",), "chiyani"),
        (("pasiwedi yanga yatsekedwa kuyambira 2020",), "2020"),
    ],
)
def test_the_same_words_without_a_secret_stay_shown(messages: tuple[str, ...], kept: str) -> None:
    assert kept in shown(*messages)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user says her paswedi is hard to remember.",
        "The user reset the app to factory settings and is still locked out.",
        "The user has banked with us since 2020.",
        "The user received a code that the app refuses.",
    ],
)
def test_the_same_words_stand_in_a_summary(sentence: str) -> None:
    assert "secret" not in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user said her paswedi is mphatso2020.",
        "The user reset it to Lusaka_Queen9 but is still locked out.",
        "The user's cash-send voucher, number 77812093, was refused at the ATM.",
    ],
)
def test_a_summary_telling_a_secret_is_refused(sentence: str) -> None:
    assert "secret" in broken_rules(sentence)
