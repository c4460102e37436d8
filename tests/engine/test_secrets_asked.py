"""Secrets asked for, round 2 (ENGINE.md section 9): how a request names its secret.

A request names what it asks for before a pronoun ("… Please enter it"), or names several
things (a CVV and a card); a password is shaped like one where no label stands before it.
Replies that are not the secret stay as they are.
"""

from __future__ import annotations

import pytest

from memoryadmin.engine.safety import safety_of
from memoryadmin.engine.secrets import mask_conversation
from memoryadmin.packs.banking import PACK

BANKING = safety_of(PACK).secrets


def _reply(asked: str, said: str) -> str:
    return mask_conversation([asked, said], BANKING)[1]


@pytest.mark.parametrize(
    ("asked", "said", "secret"),
    [
        ("A code went to your line ending 7781. Kindly type it here.", "650213", "650213"),
        ("Open your token app, generate a code and send it to me.", "it shows 881 204", "881 204"),
        ("What number is your token showing?", "five five one, nine zero two", "nine zero two"),
        ("Please type the CVV of the card you are adding.", "seven four one", "seven four one"),
        ("What are the 3 digits on the back of your card?", "it's 613 at the back", "613"),
        ("Please send your BVN to link this account.", "22133344455 na my bvn", "22133344455"),
        ("Enter your new password.", "Ekiti_2023", "Ekiti_2023"),
        ("Confirm your current password.", "old one na Abuja@99", "Abuja@99"),
        ("Type the paycode for the cardless withdrawal.", "paycode 5512 0098 31", "5512 0098 31"),
        ("Which PIN did you set for the USSD? Type it.", "for *919# e be 4417", "4417"),
    ],
)
def test_a_secret_given_in_answer_is_masked(asked: str, said: str, secret: str) -> None:
    assert secret not in _reply(asked, said)


@pytest.mark.parametrize(
    ("asked", "said"),
    [
        ("Please enter your password to continue.", "why?"),
        ("Please enter your password to continue.", "I forgot it"),
        ("I've sent an OTP to your phone. Please enter it.", "I have not received it"),
        ("What are the three digits on the back of your card?", "I don't have the card with me"),
        ("What would you like to do today?", "Send 5000 to Tobi"),
        ("Which card do you want to use?", "the one ending 4411"),
    ],
)
def test_a_reply_that_is_not_the_secret_is_kept(asked: str, said: str) -> None:
    assert _reply(asked, said) == said


def test_a_password_first_is_masked_without_a_request() -> None:
    said = mask_conversation(["na Benin2020! be the password"], BANKING)[0]
    assert "Benin2020" not in said and "password" in said
    assert mask_conversation(["I forgot my password"], BANKING)[0] == "I forgot my password"
