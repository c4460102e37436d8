"""Secrets read after blind rounds 37 and 38.

Every conversation here is written for the mechanism (none is from a blind round):

- a short label with two letters swapped ("my ipn is …");
- four to six digits typed where a PIN or a code was named before, across a sentence, or told
  as refused ("I keyed in … two times and it keeps saying invalid");
- a code handed over at the end of a message ("take it: 407 129");
- what one logs in to a named place with ("log into the mobile app with …");
- the words of Wolof ("bi", "mungi"), Ewe ("enye"), Ga ("lɛ", "ji") and Egyptian Arabic
  ("بتاعي", "اللي وصلني") between a label and its value, and "الباسورد" as a password's label;
- Arabic-Indic digits after a label, read as digits;
- a code as it came ("the otp came 418 203");
- a security question's answer in Portuguese ("a resposta de segurança é …").

Beside them, what stays shown: amounts with their currency or said to be the amount, round
sums handed over, a phone number, a fingerprint or an e-mail one logs in with, a code's year
and what it rules, a code said to come late.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("my ipn is 5083 pls check why it fail",), "5083"),
        (("the pni na 7712 but the POS no gree",), "7712"),
        (("the app says wrong pin again. I'm typing 6621 slowly",), "6621"),
        (("I keyed in 803914 two times and it keeps saying invalid",), "803914"),
        (("ok take it: 407 129",), "407 129"),
        (("here you go - 77315",), "77315"),
        (("cannot log into the mobile app with Kojo_Mensah88 since morning",), "Kojo_Mensah88"),
        (("Orange Money PIN bi mungi 3318 waaye dafa bloque",), "3318"),
        (("Nye PIN enye 5067, meɖe kuku",), "5067"),
        (("Mi PIN lɛ ji 9035 ni ekɛɛ ni ejaaa",), "9035"),
        (("pin بتاعي 4492 ومش راضي يفتح",), "4492"),
        (("الباسورد بتاعتي Mona_88 ومش شغال",), "Mona_88"),
        (("الرمز اللي وصلني ٧٣٠٤١٨ مش شغال",), "٧٣٠٤١٨"),
        (("the otp came 418 203 while I was driving so I missed it",), "418 203"),
        (("Posso ajudar?", "a resposta de segurança é Rua Augusta"), "Rua Augusta"),
    ],
)
def test_the_secret_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "kept"),
    [
        # Two letters of a word swapped are not a label when the swap is a word.
        (("I want to opt in to the 4412 plan",), "4412"),
        # Typed after a PIN named, but an amount: its currency, or the amount named.
        (("the pin is fine. I'm putting 1122 naira on it",), "1122"),
        (("I entered 2750 and it said invalid amount",), "2750"),
        (("I entered 52134 as my meter number and it said invalid",), "52134"),
        (("I put 1750 in the machine for the light bill",), "1750"),
        # Handed over, but a round sum or a phone number.
        (("take am: 5000",), "5000"),
        (("here it is: 0803 123 4567",), "0803 123 4567"),
        # Logged in with no secret: a fingerprint, an e-mail address.
        (("I log in to the app with my fingerprint",), "fingerprint"),
        (("I log into the app with kwame.mensah@gmail.com",), "kwame.mensah@gmail.com"),
        # Wolof's article and copula before an amount, no label.
        (("sama kredi bi mungi 2500 FCFA",), "2500"),
        # Egyptian: an amount after the same relative clause, in Arabic-Indic digits.
        (("المبلغ اللي دفعته ٣٠٠٠ جنيه",), "٣٠٠٠"),
        (("الفلوس بتاعتي ٣٠٠٠ جنيه",), "٣٠٠٠"),
        # A code's year and what it rules; a code said to come late.
        (("the code 2024 of conduct says we must report it",), "2024"),
        (("the code came 2 days late",), "2 days"),
    ],
)
def test_the_ordinary_value_stays(messages: tuple[str, ...], kept: str) -> None:
    assert kept in shown(*messages)
