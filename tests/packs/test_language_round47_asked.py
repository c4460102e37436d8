"""Two questions asked in one sentence, and a question in the user's own words, read after
blind rounds 47 and 48 (``answered.more_questions``, the engine's reported question).

Every sentence here is written for the mechanism (none is from a blind round): "…, and whether
…", "…, and how …" after a first question, each read by the asked frame on its own; a Swahili or
French wh-word after the English "asked", glossed or not.

Near-misses stay refused: a value in either question, a "why" that presupposes a state, a clause
after "and" that is not a question, a request to skip a control put in the user's words.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "The user asked what the ATM withdrawal charge is, and whether students get a discount.",
        "The user asked how much the card replacement fee is, and how long delivery takes.",
        "The user asked namna ya kufungua akaunti ya akiba — how to open a savings account.",
        "The user asked comment ouvrir un compte joint.",
    ],
)
def test_round47_questions_asked_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "The user asked what the ATM withdrawal charge is, and whether ₦65 is right.",
        "The user asked what the ATM withdrawal charge is, and why her card is blocked.",
        "The user asked what the ATM withdrawal charge is, and her balance is ₦5,000.",
        "The user asked what the ATM withdrawal charge is, and she still owes ₦2,000.",
        "The user asked jinsi ya kuondoa OTP, and said to skip the PIN from now on.",
    ],
)
def test_round47_a_value_beside_the_question_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)
