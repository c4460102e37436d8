"""Secrets and preferences read after blind rounds 47 and 48.

Every conversation here is written for the mechanism (none is from a blind round): digits said
in Tagalog and in the Spanish forms Filipinos use, Shona's "mbiri" and its copula "ndeyi",
Swahili's "ilikuwa" (it was) and "nikamwambia" (and I told him) between a label and its value,
a dot typed between a code's halves, a pidgin "show" after a token, a prepaid meter's token and
a voucher in Swahili, a remittance's reference after its provider's name and a comma, a pickup
number given in reply to a question about collecting a transfer, and a collection code with a
letter prefix. Beside them, what stays shown: amounts, a time, a transfer's ordinary reference.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import kept, shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("Enter the code we sent you", "pito, apat, isa, walo, dalawa, siyam"),
         "pito, apat, isa, walo, dalawa, siyam"),
        (("otp ko ay otso nuwebe singko tatlo kwatro anim",),
         "otso nuwebe singko tatlo kwatro anim"),
        (("the OTP is mbiri, tatu, poshi, sere",), "mbiri, tatu, poshi, sere"),
        (("Mukando PIN yangu ndeyi 4418",), "4418"),
        (("Please type the one-time code", "3 8 1 . 7 7 0"), "3 8 1 . 7 7 0"),
        (("wakala aliniuliza pini nikampa 5093 bila kufikiri",), "5093"),
        (("my token show 55120938 but the app refuse",), "55120938"),
        (("Tokeni ya umeme: LUKU token ilikuwa 0192 8837 4410 2291 7765",),
         "0192 8837 4410 2291 7765"),
        (("vocha ni 7781 2234 9910 0043",), "7781 2234 9910 0043"),
        (("I sent it by Palawan Express, reference number 4471-0093-2281",), "4471-0093-2281"),
        (("Did your mother manage to pick up the MoneyGram transfer?",
          "no, I gave her 88120045 twice"), "88120045"),
        (("the collection code is KT 4410 9981, she should go today",), "KT 4410 9981"),
    ],
)
def test_the_secret_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "value"),
    [
        (("My rent ilikuwa 250000 shillings last year",), "250000"),
        (("The OTP came at 10 . 30 and had expired",), "10 . 30"),
        (("Lima is where my cousin lives, she sends pito mangoes",), "Lima"),
        (("The transfer reference is on the receipt, 12 June",), "12 June"),
        (("I paid ₱4,500 through GCash for the dos tickets",), "₱4,500"),
    ],
)
def test_the_value_stays_shown(messages: tuple[str, ...], value: str) -> None:
    assert value in shown(*messages)


@pytest.mark.parametrize(
    "text",
    [
        "I would be very grateful if you would address me as Madam Sesay.",
        "I humbly request that you be extra careful with my account, I am old now.",
        "Please add extra confirmations for any payment above 100,000 on my account.",
        "I kindly ask that you reply to me in simple English.",
    ],
)
def test_the_preference_is_kept(text: str) -> None:
    assert kept(text)


@pytest.mark.parametrize(
    "text",
    [
        "I would be most grateful if you would send 5000 to Tunde today.",
        "I humbly request that you stop asking for my PIN.",
        "I respectfully ask that you approve my transfers without the OTP.",
        "Please add fewer checks for any transfer on my account.",
    ],
)
def test_the_one_off_or_the_loosening_is_refused(text: str) -> None:
    assert not kept(text)
