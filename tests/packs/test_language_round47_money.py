"""Amounts in the currencies of blind rounds 47 and 48, read as money wherever ₦ is.

The peso (₱, PHP), the Jamaican dollar (J$, JMD) and a dollar with its country before it (US$)
join the others (``money``): the whole amount is quoted, so a peso balance is refused as a naira
one is. A number with none of them beside it is read as before.
"""

from __future__ import annotations

import pytest

from memoryadmin.packs.banking.money import amount_spans
from tests.packs.language_checks import broken_rules


def _amounts(text: str) -> list[str]:
    return [text[a:b].strip() for a, b in amount_spans(text)]


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        ("she puts in ₱750 every week", "₱750"),
        ("a share of PHP 2,500", "PHP 2,500"),
        ("he sends US$20 home", "US$20"),
        ("the throw is J$5,000", "J$5,000"),
        ("TSh 2,000 per share", "TSh 2,000"),
        ("UGX 10,000 each", "UGX 10,000"),
        ("R1,000 a month", "R1,000"),
        ("£100 every Friday", "£100"),
        ("20,000 FCFA a sitting", "20,000 FCFA"),
    ],
)
def test_the_amount_is_read_whole(text: str, amount: str) -> None:
    assert _amounts(text) == [amount]


@pytest.mark.parametrize(
    "text",
    ["she is in PHP class 3", "the 15th and 30th", "he was sixth on the list", "in 2018 with 60"],
)
def test_no_amount_without_a_currency(text: str) -> None:
    assert _amounts(text) == []


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's GCash wallet shows ₱750 after the transfer.",
        "Her paluwagan share of ₱800 is still unpaid.",
        "The user's Lynk wallet shows J$900.",
        "The user said her partner hand is J$700 short this week.",
    ],
)
def test_a_balance_in_them_is_refused(sentence: str) -> None:
    assert "no_balance" in broken_rules(sentence)
