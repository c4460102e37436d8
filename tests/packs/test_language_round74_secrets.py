"""Secrets read after blind round 74, each with what must still be shown.

A number weighed as a secret: the user asks whether a number is good enough to be their PIN and
types it in asking ("Is 1212 a weak pin? that's what I use for my Capitec"), a judging word between
the number and the secret's name or after it in the Romance order ("1212 é um pin fraco?"), or
the number put "as my pin" ("abeg 1212 fit work as my pin?"); isiZulu's copula a prefix of the
name ("u-1212 uyi-pin ebuthakathaka?"). And the other way round, a false mask the round's durable
summaries showed: a word that says what a password is or does right after its name ("the
password format on M-Pesa statement PDFs", "my password keeps failing") was masked as the password,
so a summary naming it was refused; in Swahili a summary's "password yake ni ngumu" (her password
is hard) read "yake" (her) as the value. Near-misses: the same judging words with no number, with an
amount, a fee or a step for the PIN, a number weighed as anything else, stay shown; a password
told with a copula ("her password is sunshine") stays masked and its summary refused.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules, shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("Is 1212 a weak pin? that's what I use for my Capitec",), "1212"),
    ],
)
def test_the_rounds_misses_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # the number, a judging word, the secret's name: any verb, article or degree between
        (("would 2580 make a good pin",), "2580"),
        (("is 0000 okay as a pin",), "0000"),
        (("is 4471 too weak a pin",), "4471"),
        (("is 1212 too easy for a pin",), "1212"),
        (("1212 fit be strong pin?",), "1212"),
        (("is 6060 a weak number for a pin lol",), "6060"),
        (("would 123456 be a safe mpin for my Capitec app",), "123456"),
        (("is 9981 still a good otp or expired",), "9981"),
        (("is 319 a valid cvv",), "319"),
        # the name first, its judge after (French, Portuguese, Spanish)
        (("est-ce que 1212 est un bon code pin?",), "1212"),
        (("1212 é um pin fraco?",), "1212"),
        (("est-ce que 0000 c'est un code faible",), "0000"),
        # the number put "as my pin", whatever verb weighs it
        (("abeg 1212 fit work as my pin?",), "1212"),
        (("how weak is 1212 as a pin",), "1212"),
        (("I want 2580 as my new pin",), "2580"),
        # isiZulu: the copula a prefix of the name
        (("Ngabe u-1212 uyi-pin ebuthakathaka?",), "1212"),
    ],
)
def test_the_siblings_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "kept"),
    [
        # judged, but no number, or a number weighed as something else
        (("is a 4 digit pin weak?",), "4 digit pin weak"),
        (("Is 1212 a good amount to save?",), "1212"),
        (("Is 2024 a leap year?",), "2024"),
        (("is 2 pins enough for a family",), "2 pins"),
        (("is 1000 a good daily limit on my card with pin",), "1000"),
        # an amount, a fee or a step for the PIN
        (("is R1500 good for a pin pad",), "R1500"),
        (("is 5000 naira ok for pin reset fee",), "5000"),
        (("is 1500 good for a pin reset",), "1500"),
        (("I paid 1500 as a pin reset fee",), "1500"),
        # a year and a PIN in one sentence
        (("in 2021 a new pin was sent to me",), "2021"),
    ],
)
def test_the_same_words_without_a_secret_stay_shown(messages: tuple[str, ...], kept: str) -> None:
    assert kept in shown(*messages)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's durable summary
        "She finds the password format on M-Pesa statement PDFs hard to remember.",
        # what a password is or does, after its name
        "The user finds the PDF password on her statements confusing.",
        "The user asked about password requirements for the app.",
        "The user's password keeps getting locked.",
        "The user asked how the statement password is formed.",
        "The user says the password field won't accept symbols.",
        "The user asked whether the password needs a symbol.",
        "The user said the app password differs from the USSD PIN.",
        "The user uses the same password everywhere.",
    ],
)
def test_what_a_password_is_said_of_stands_in_a_summary(sentence: str) -> None:
    assert "secret" not in broken_rules(sentence)


@pytest.mark.parametrize(
    ("messages", "kept"),
    [
        (("my password dey fail since morning",), "dey fail"),
        (("Le format du mot de passe est compliqué",), "compliqué"),
        (("o formato da senha é difícil",), "difícil"),
        (("password ya statement ni ngumu kukumbuka",), "ngumu"),
        (("Mteja anasema password yake ni ngumu kukumbuka.",), "ngumu"),
        (("my wagwoord is moeilik om te onthou",), "moeilik"),
    ],
)
def test_what_a_password_is_said_of_stays_shown(messages: tuple[str, ...], kept: str) -> None:
    assert kept in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("my password is sunshine",), "sunshine"),
        (("password Kofi1990 not working",), "Kofi1990"),
        (("my password format is Kofi1990",), "Kofi1990"),
        (("my password is mamboJambo22 and the format is weird",), "mamboJambo22"),
        (("password yake ni jua",), "jua"),
        (("PIN yake ni 2468",), "2468"),
    ],
)
def test_a_password_told_stays_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


def test_a_summary_telling_a_password_stays_refused() -> None:
    assert "secret" in broken_rules("The user said her password is sunshine.")
