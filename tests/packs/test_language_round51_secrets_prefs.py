"""Secrets and preferences read after blind rounds 51 and 52.

Every conversation here is written for the mechanism (none is from the blind rounds): a code
said in groups joined by "then" ("441 then 902", "8 then 0 then 3 then 1"), a SIM's PUK after
its label, Chichewa "chinsinsi changa ndi …" (my password is). Beside them what stays shown:
amounts said one after another, counts, a PUK asked about without its value.

Preferences: rounding and numbered options as formats, "only notify me of …", the most the user
can send lowered, a reminder "before any …", and the user approving each payment with their own
PIN (stricter, not a grant); beside them, the same words that loosen a control stay refused.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import kept, refused_fact, shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("Type the code we sent.", "the code is 441 then 902"), "441"),
        (("Type the code we sent.", "the code is 441 then 902"), "902"),
        (("otp 77 then 10 then 43 it came slowly",), "77"),
        (("my pin is 8 then 0 then 3 then 1",), "8 then 0 then 3 then 1"),
        (("Enter the verification code.", "code came as 550 and then another one 617"), "617"),
        (("the glo puk na 40917733 abeg",), "40917733"),
        (("my PUK code is 2210 4471, line locked",), "2210 4471"),
        (("Chinsinsi changa ndi Mphatso2020",), "Mphatso2020"),
    ],
)
def test_the_secret_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "value"),
    [
        (("I paid 500 then 200 naira for the bus",), "500"),
        (("we met 3 then 4 times last year",), "3 then 4"),
        (("what is a PUK and where do I find it?",), "PUK"),
        (("Chinsinsi cha banki ndi chiyani?",), "chiyani"),
        (("the code is 4471 but I sent ₦20,000 then ₦5,000",), "₦20,000"),
    ],
)
def test_the_value_stays_shown(messages: tuple[str, ...], value: str) -> None:
    assert value in shown(*messages)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Round all amounts to the nearest cedi, no pesewas.", "preference"),
        ("Please list the options with numbers, I will reply with the number.", "preference"),
        ("Only notify me of credits above 20k.", "preference"),
        ("Lower the maximum I can spend in a day to 5k, I overspend.", "preference"),
        ("Remind me before any of my policies renews.", "commitment"),
        ("I want to approve every payment with my own PIN, even the small ones.", "preference"),
        ("I would like to confirm each transfer personally with my OTP.", "preference"),
    ],
)
def test_the_preference_is_kept(text: str, kind: str) -> None:
    assert kept(text, kind)


@pytest.mark.parametrize(
    "text",
    [
        "I want to approve every transfer without my PIN.",
        "I approve all payments with my PIN already, no need to ask again.",
        "Raise the maximum I can send in a day to 2m.",
        "Only notify me after you have sent it, don't ask for the OTP.",
    ],
)
def test_the_loosening_stays_refused(text: str) -> None:
    assert refused_fact(text)
