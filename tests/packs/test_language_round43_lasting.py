"""Lasting sentences about the user, read after blind rounds 43 and 44.

Every sentence here is written for the mechanism (none is from a blind round): two kinds of money
kept in separate wallets; a matter closed after an act done, its "was" left out (``settled``); a
name the user is called by people somewhere; goods kept cold that a trader sells (``mandate``); a
kind of evidence the user is wary of; what a trader sells beside the trade (``standing``).

Near-misses stay refused: what is in one of the wallets, a matter closed until later, how many
people are in a group, an account that is frozen, someone's debt after the wariness, a float as
it stands, a slot sold.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "The user keeps her shop and household money in separate Airtel Money wallets.",
        "The user reported in March that an agent charged her twice; the agent was warned and the "
        "case closed.",
        "The user is called 'Maame' by people in her church and likes the assistant using it.",
        "The user sells frozen chicken at Kaneshie and uses the OPay account for all sales.",
        "The user lost money to a fake transfer alert in 2021 and is wary of screenshots as "
        "proof of payment.",
        "The user is a mobile money agent who also sells airtime cards and phone accessories.",
    ],
)
def test_the_lasting_shape_is_kept(sentence: str) -> None:
    assert not broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user keeps her shop and household money in separate wallets, with 40,000 cedis in "
        "the shop one.",
        "The user complained that an agent overcharged him; the agent was reported and the matter "
        "closed until the audit.",
        "The user is called 'Mama Ajo' by people in the group, which has 20 people now.",
        "The user sells frozen fish and her account is currently frozen.",
        "The user is cautious about screenshots as proof of payment since Kemi still owes her.",
        "The user is a POS agent who also sells recharge cards but his float is low.",
        "The user sells her slot in the ajo.",
    ],
)
def test_the_near_miss_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)
