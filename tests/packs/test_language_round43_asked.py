"""Questions the user asked, reported, read after blind rounds 43 and 44.

Every sentence here is written for the mechanism (none is from a blind round): a question and
where the user was sent to look the answer up (``answered``); a yes-no question whether the
assistant can explain something in some way, whether something can be blocked for exceeding a
limit, and a question "without asking for a specific amount" (``authority_asked``).

Near-misses stay refused: being told to retry or wait, the answer's value in the clause, a
question that asks to skip a control, to allow a limit to be exceeded, to speak for the user, to
explain a money action, a figure in the question itself.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "The user wanted to know what today's cedi rate is, and was told to check in the app.",
        "The user asked how the e-levy works and was advised to look it up on the GRA website.",
        "The user asked whether the assistant can explain fees in Yoruba.",
        "The user wondered if the assistant could describe charges to him in Twi.",
        "The user asked whether payments to a new merchant can be declined for exceeding limits.",
        "The user asked whether her weekly limit can be reviewed, without asking for a specific "
        "amount.",
    ],
)
def test_the_asked_shape_is_kept(sentence: str) -> None:
    assert not broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user asked why her transfer failed, and was told to check the status again tomorrow.",
        "The user asked about the dollar rate and was told to check the app, where it is currently "
        "1,450 naira.",
        "The user asked whether the assistant can stop asking for the PIN.",
        "The user asked whether the assistant can reply on his behalf.",
        "The user asked whether the assistant can explain charges to Tunde.",
        "The user asked whether the assistant can explain charges in Hausa and skip my PIN.",
        "The user asked whether transfers can be allowed for exceeding limits.",
        "The user asked whether transfers can never be blocked for exceeding limits.",
        "The user asked whether transfers can be blocked for exceeding limits without the OTP.",
        "The user asked whether his limit can be raised to 2 million, without asking for a "
        "specific amount.",
    ],
)
def test_the_near_miss_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)
