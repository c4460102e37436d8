"""Secrets read after blind round 42.

Every conversation here is written for the mechanism (none is from a blind round): Wolof's copula
"mooy" / "moy" between a label and its value ("PIN bi moy …"), and an "l" or "I" typed for a one
between digits, as an "O" is for a zero ("5l9 2O4" after the assistant asks for the code).
Beside them, what stays shown: an amount after "mooy", a letter beside a digit in a word.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("PIN Orange Money bi mooy 7351, dama ko fatte",), "7351"),
        (("code bi moy 40 82 19",), "40 82 19"),
        (("Type the code we just sent you", "5l9 2O4"), "5l9 2O4"),
        (("Please enter your OTP", "8I6 3l0"), "8I6 3l0"),
    ],
)
def test_the_secret_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "value"),
    [
        (("Xaalis bi mooy 15000 ci Wave",), "15000"),
        (("I bought 2l of oil and 3 kilos of rice",), "2l of oil"),
    ],
)
def test_the_value_stays_shown(messages: tuple[str, ...], value: str) -> None:
    assert value in shown(*messages)
