"""Secrets read after blind rounds 35 and 36.

Every conversation here is written for the mechanism (none is from a blind round):

- a PIN typed at a cash machine, told as a story ("at the ATM I keyed in 5931 twice");
- a PIN said as a number in words with its scale, after its label ("pini yangu ni elfu mbili
  mia nne", "my pin is four thousand and twenty");
- a correction in pidgin after a labelled value ("no wait na 1937");
- the answer to "what school did you attend?", and one answer of several named by its
  question ("the first teacher one was Mrs Bassey");
- the PIN's label spelt out ("Personal Identification Number").

Beside them, what stays shown: an amount typed or paid at an ATM, a round sum, a school named
unasked, the same number words as an amount.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (
            ("yesterday for the ATM near market, i enter 5931 two times and e swallow my card",),
            "5931",
        ),
        (
            ("At the cash point I keyed in 40718 but it said incorrect, then it kept my card.",),
            "40718",
        ),
        (("pini yangu ni elfu mbili mia nne, lakini ATM inakataa",), "elfu mbili mia nne"),
        (
            ("my pin is four thousand and twenty but the app says wrong",),
            "four thousand and twenty",
        ),
        (("otp na 551903... no wait na 551930, I mix am",), "551930"),
        (
            ("Before we continue, which primary school did you attend?", "Holy Rosary, Enugu"),
            "Holy Rosary, Enugu",
        ),
        (
            ("I no remember all the answers, the first teacher one was Mrs Bassey I think",),
            "Mrs Bassey",
        ),
        (("Good day. My Personal Identification Number is 8316 and the card is blocked.",), "8316"),
        (("pini yangu ni 7305 lakini imekataliwa mara tatu",), "7305"),
    ],
)
def test_the_secret_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "kept"),
    [
        # An amount at the ATM: with its currency, round, or said to be the amount.
        (("I paid 3517 naira at the ATM for the transfer fee",), "3517"),
        (("At the ATM I entered 5000 but it only gave me 2000",), "5000"),
        (("I typed 2750 as the amount at the ATM",), "2750"),
        # Typed, but at no cash machine: a meter, a form.
        (("I put 1750 in the machine for the light bill",), "1750"),
        # The number words without a label, or with their currency after them.
        (("nililipa elfu moja mia tatu kwa ATM jana",), "elfu moja mia tatu"),
        (("pini mpya ni elfu moja mia tatu shilingi kwa kadi",), "elfu moja mia tatu"),
        (("we paid four thousand and twenty for the new pin pad",), "four thousand and twenty"),
        # A school named unasked, with its year.
        (("I attended Holy Rosary Enugu from 1998 and my daughter too",), "Holy Rosary Enugu"),
        (("I attended Holy Rosary Enugu from 1998 and my daughter too",), "1998"),
        # A correction of an amount stays an amount.
        (("the fee na 2500... no wait na 2600 naira",), "2600"),
    ],
)
def test_the_ordinary_value_stays(messages: tuple[str, ...], kept: str) -> None:
    assert kept in shown(*messages)
