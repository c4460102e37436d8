"""Secrets read after blind rounds 39, 40 and 41.

Every conversation here is written for the mechanism (none is from a blind round):

- digits spelt as Krio, Liberian and pidgin speakers spell them ("fo tu wan nain"), as
  Chichewa and Bemba speakers borrow them ("sikisi wani nayini"), and Chichewa's own, six to
  nine said as five and one to four ("zisanu ndi ziwiri");
- four digits said in words right before their copula and label ("wan fo tri sero na di pin");
- the value before its label with a copula of another language ("… ndiye nambala ya
  chinsinsi yanga"), Luganda's "eri" between a label and its value;
- Kinyarwanda's word for a password ("ijambobanga"), French "question secrète" and "réponse
  secrète", a code named in French order ("code de confirmation …");
- a code in a message the user got ("I received a text with 604 917").

Beside them, what stays shown: the same short words as words ("I wan send tu tauzen", French
"tu"), a run of them before no label, amounts with their currency after them ("FCFA",
"kwacha"), a round sum in a message, a phone number spelt out, typed spaced or given after
"eri".
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("di pin is fo tu wan nain, I no sabi why e block",), "fo tu wan nain"),
        (("wan fo tri sero na di pin fo mi card",), "wan fo tri sero"),
        (("mobile money pin: sikisi wani nayini tu",), "sikisi wani nayini tu"),
        (
            ("PIN yanga ndi zitatu zisanu ndi ziwiri chimodzi zinayi",),
            "zitatu zisanu ndi ziwiri chimodzi zinayi",
        ),
        (("2290 ndiye nambala ya chinsinsi yanga",), "2290"),
        (("PIN yange eri 7302 naye tekola",), "7302"),
        (("Ijambobanga ni Musanze2019 ariko ntirikora",), "Musanze2019"),
        (("réponse secrète = Mbalmayo",), "Mbalmayo"),
        (("code de confirmation 5521 08 svp",), "5521 08"),
        (("I received a text with 604 917, do I type it in?",), "604 917"),
    ],
)
def test_the_secret_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "kept"),
    [
        # The short spellings are words too: "want", French "you", a run before no label.
        (("I wan send tu tauzen naira to my brother",), "wan send tu tauzen"),
        (("tu as reçu le code 4 fois?",), "tu as"),
        (("wan tu tri fo na di song wey dem dey sing",), "wan tu tri fo"),
        # Chichewa's numbers in an amount, one word each.
        (("ndatumiza zikwi zisanu ndi zitatu kwacha",), "zisanu ndi zitatu"),
        # A code's label in French order before an amount with its currency after it.
        (("code de retrait pour 40 000 FCFA svp",), "40 000"),
        (("code transaction 5000 FCFA",), "5000"),
        # A message with a phone number, an amount, a round sum.
        (("I got an SMS with 0803 123 4567 asking me to call back",), "0803 123 4567"),
        (("got a text with 2 000 kwacha deposited",), "2 000"),
        (("I got an sms with 2500 from MTN",), "2500"),
        # A phone number spelt out, typed spaced, or given after Luganda's "eri".
        (("my number na ziro siks wan tri tu fo fo et siks tu wan",), "ziro siks wan"),
        (("call me on 0 8 0 3 1 2 3 4 5 6 7",), "0 8 0 3 1 2 3 4 5 6 7"),
        (("Ennamba yange eri 0772 123 456, mumpigire",), "0772 123 456"),
    ],
)
def test_the_ordinary_value_stays(messages: tuple[str, ...], kept: str) -> None:
    assert kept in shown(*messages)
