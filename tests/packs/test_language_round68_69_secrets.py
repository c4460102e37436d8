"""Secrets read after blind rounds 68 and 69, each with what must still be shown.

The rounds' misses, then siblings written for each mechanism: pidgin "for" as where a code shows
("e show 845306 for my screen": the place ends its clause, so an amount paid "for my phone bill"
is still an amount); the links of a PIN's label in Hausa ("PIN ɗina", "dina") and Efik ("PIN mmi
edi"), and the plural copulas a card's three numbers take (Portuguese "são", Spanish "son",
French "sont"); the card's back in Bangla, Hindi and Nepali ("card er pichoner code", in Latin
letters or their scripts) and in Jamaican and Krio ("di likkle number pon di back"). Near-misses:
the same words with an amount, a count, a house's back or a year stay as they are.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (
            ("Kindly confirm the verification code.", "e show 845306 for my screen, na am?"),
            "845306",
        ),
        (("Which account do you want to debit?", "Kuda. pin dina 4402 ne"), "4402"),
        (("How may I help you today?", "Mbok, PIN mmi edi 3091, help me send money"), "3091"),
        (
            (
                "Não partilhe os dados do cartão aqui, por favor.",
                "os três números atrás do cartão são 7 7 3",
            ),
            "7 7 3",
        ),
        (("Card er kono tottho ekhane deben na.", "card er pichoner code 451"), "451"),
        (
            ("Please don't send card numbers in the chat.", "di likkle number pon di back a 280"),
            "280",
        ),
    ],
)
def test_the_rounds_misses_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # a code asked for, then where it shows in pidgin
        (("Please enter the OTP we sent.", "e don show 552019 for my phone"), "552019"),
        (("Kindly confirm the verification code.", "na 448 120 dey for my screen now"), "448 120"),
        (("Wetin be the code wey dem send?", "i see 771032 for inside my sms."), "771032"),
        (("Abeg type the token.", "e show 90 44 12 for di screen"), "90 44 12"),
        # Hausa "ɗin" and its persons after a label, the copula "ne" or "shine"
        (("pin ɗina 5512 ne",), "5512"),
        (("PIN dina shine 7790",), "7790"),
        (("Lambar sirri ɗina 3321",), "3321"),
        (("OTP ɗin 448120 ne",), "448120"),
        (("Don Allah, pin ɗinka?", "pin ɗina 2208"), "2208"),
        # Efik "mmi" (my) and "edi" (is), value after or before the label
        (("PIN mmi edi 8802",), "8802"),
        (("OTP mmi edi 339 120",), "339 120"),
        (("Code edi 556102",), "556102"),
        (("4471 edi PIN mmi",), "4471"),
        # the plural copula of a card's numbers in Portuguese, Spanish and French
        (("os números atrás do cartão são 4 1 9",), "4 1 9"),
        (("os 3 números no verso do cartão são 552",), "552"),
        (("los tres números de atrás de la tarjeta son 6 0 8",), "6 0 8"),
        (("les trois chiffres au dos de la carte sont 7 3 1",), "7 3 1"),
        # the card's back in Bangla, Hindi and Nepali, Latin letters or their scripts
        (("card er pichone 3 ta number 284",), "284"),
        (("amar card er pichoner number holo 612",), "612"),
        (("কার্ডের পিছনের কোড ৪৫১",), "৪৫১"),
        (("কার্ডের পিছনে ৩৮২",), "৩৮২"),
        (("card ke peeche ka number 739 hai",), "739"),
        (("card ko pachadi ko number 826 ho",), "826"),
        (("कार्डको पछाडिको नम्बर ५१७ हो",), "५१७"),
        (("कार्ड के पीछे का नंबर 604 है",), "604"),
        # the back in Jamaican and Krio, the card named or not
        (("di tree number dem pon di back a 905",), "905"),
        (("di number pon di back a di card a 318",), "318"),
        (("back a di card seh 4 4 0",), "4 4 0"),
        (("di tri nomba dem na di bak na 662",), "662"),
    ],
)
def test_the_siblings_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "kept"),
    [
        # an amount paid for a phone or a screen, asked a code or not, is still an amount
        (("Please enter the OTP we sent.", "I paid 5000 for my phone bill yesterday"), "5000"),
        (("Kindly confirm the verification code.", "i buy am 45000 for my phone"), "45000"),
        (("Please enter the OTP we sent.", "send 2000 to my sister"), "2000"),
        (("na 20000 for my screen repair",), "20000"),
        (("I dey pay 3000 for my phone, abeg",), "3000"),
        (("I bought a phone for 85000 naira",), "85000"),
        # the links with no secret's label: a house, a year, a count, a price
        (("Gidan ɗina 2 ne",), "2"),
        (("Ufok mmi edi ke Calabar 2020",), "2020"),
        (("os três filhos são 3",), "3"),
        (("Os preços atrás do balcão são 1500",), "1500"),
        (("São Paulo code 11 is the area",), "11"),
        # the back of a house or a bill, the card fallen behind something in a year
        (("di back a di house a 12 Hope Road",), "12 Hope Road"),
        (("mi pay 5000 pon di back a di bill",), "5000"),
        (("ghar er pichone 2 ta dokan ache",), "2 ta"),
        (("card ta pichone pore geche 2024 e",), "2024"),
    ],
)
def test_the_same_words_without_a_secret_stay_shown(messages: tuple[str, ...], kept: str) -> None:
    assert kept in shown(*messages)
