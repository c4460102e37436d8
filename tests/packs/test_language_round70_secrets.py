"""Secrets read after blind round 70, each with what must still be shown.

The round's misses, then siblings written for the mechanism: a PIN told as what was tried on a
lock ("I tried 1357 three times and it locked": ``secrets_structure``, "try" a typing verb and
"locked" / "blocked" a refusal); Tagalog's links between a label and its value ("mpin ko 4402",
"PIN ko po", "mpin ng gcash ko", "ay", value first "4402 ang mpin ko": ``secrets_links``); a
question whether the user types an unnamed "it" right ("Are you typing it correctly?", "Is caps
lock on?"), whose reply's password-shaped word or four to six digits is what was typed
(``secrets_asked``). Near-misses: amounts, counts, round numbers, years and Tagalog words with
no value after the label, a statement instead of the question, an amount typed, stay shown.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("How did the card get locked?", "I tried 1357 three times and it locked"), "1357"),
        (("Which wallet is this about?", "gcash po, mpin ko 4402 ayaw gumana"), "4402"),
        (("Are you typing it correctly?", "its fluffycat123 all lowercase"), "fluffycat123"),
    ],
)
def test_the_rounds_misses_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # what was tried, told as what locked or blocked the card or the app, or as refused
        (("I tried 2468 and the card got blocked",), "2468"),
        (("tried 9051 twice then the app locked me out",), "9051"),
        (("Why is my account blocked?", "i was trying 7720 and it blocked"), "7720"),
        (("I try 3141 three times, e no gree",), "3141"),
        (("I tried 8264 but it says wrong pin",), "8264"),
        # Tagalog: the possessive after the label, "po", whose it is, "ay", value first "ang"
        (("pin ko po 6631, ayaw pa rin",), "6631"),
        (("ang PIN ko ay 2257",), "2257"),
        (("mpin ng gcash ko 7788 pero locked na",), "7788"),
        (("PIN sa ATM ko 1593",), "1593"),
        (("OTP ko 558 214 po",), "558 214"),
        (("yung otp ko is 604 821",), "604 821"),
        (("5091 ang mpin ko, tama ba?",), "5091"),
        (("nakalimutan ko, password ko ay Maria_1988",), "Maria_1988"),
        # asked whether they type it right: a password-shaped word, or a PIN, in the reply
        (("Did you enter it correctly?", "yes 4471 like always"), "4471"),
        (("Are you typing that right?", "yes, same as before: Tunde_1990"), "Tunde_1990"),
        (("Is caps lock on?", "no, I typed Mango2020 in small letters"), "Mango2020"),
        (("Are you sure you're putting it in correctly?", "yeah its ikeja44"), "ikeja44"),
        (("Are you keying it in right?", "yes 4471 each time"), "4471"),
    ],
)
def test_the_siblings_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "kept"),
    [
        # tried: an amount, a round number, a count, years with nothing refused
        (("I tried 1500 three times and it said insufficient",), "1500"),
        (("I tried withdrawing 4500 and it locked",), "4500"),
        (("I tried 3 times and it locked",), "3 times"),
        (("I tried 2019 and 2020 but neither was the year",), "2019 and 2020"),
        (("I tried 2500 naira three times, it failed",), "2500 naira"),
        # Tagalog with an amount, a count, or no value after the label
        (("nagbayad ako ng 4402 pesos sa gcash ko",), "4402 pesos"),
        (("nagpadala ako ng 1500 sa nanay ko",), "1500"),
        (("may 2 PIN ako",), "2 PIN"),
        (("Ano po ang password ng online banking ninyo?",), "online banking ninyo"),
        (("ano ang PIN ng card mo?",), "ano ang PIN ng card mo?"),
        (("mali daw yung password ko",), "mali daw yung password ko"),
        # the typing question about an amount, a round number, an amount with its currency
        (("Are you typing the amount correctly?", "yes 4500"), "4500"),
        (("Are you typing it correctly?", "yes 4500"), "4500"),
        (("Are you typing it right?", "yes, 4450 naira"), "4450 naira"),
        (("Are you typing it correctly?", "yes, I even sent 5000 to test the app"), "5000"),
        (("Are you typing it correctly?", "yes I am, I tried 5 times"), "5 times"),
        # the same replies with no question before them
        (("yeah its ikeja44",), "ikeja44"),
        (("yes 4471 each time",), "4471"),
        # told, not asked: what follows is no reply
        (("I typed it correctly.", "Okay, your balance of 4520 is shown"), "4520"),
        (("I typed it correctly.", "Noted, the reference is Case2024A"), "Case2024A"),
    ],
)
def test_the_same_words_without_a_secret_stay_shown(messages: tuple[str, ...], kept: str) -> None:
    assert kept in shown(*messages)
