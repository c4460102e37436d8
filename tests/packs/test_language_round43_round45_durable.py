"""Durable sentences read after blind round 45.

Every sentence here is written for the mechanism (none is from a blind round): savings groups by
their South Asian and Gulf names (a BC, a kameti, someone's own committee); a day anchored to pay
day; a payout saved towards a goal; a group's dues per member and the surcharge its rule sets for
whoever does a thing; a register kept of who has paid; a nickname clause; who keeps the group's
money; money collected on someone's behalf; a late relative's pension paid into an account;
leaving a place by name; a state dated to a year and its end; a transfer held up and delivered.

Near-misses stay refused: a bank's committee, a name that looks like a group's, someone on the
list of who has paid, a rule said of this month's taker, a keeper with a time, a progressive
collection, a pension paid late, a count left, a state without a year or still in force, a
delivery still to come or undone.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's kameti in Dubai meets on the first Thursday after pay day at a cousin's flat.",
        "Her BC meets on the second Sunday of each month.",
        "The user's chama meets on the first Saturday after salary day.",
        "The user is saving her kameti payout for her son's wedding.",
        "The user's burial society is funded by monthly dues of 200 rand per member.",
        "The user's chama has a rule that anyone who arrives late pays an extra 100 shillings.",
        "The user looks after the kameti's diary, the ledger of who has paid.",
        "Ama, whom the members call 'Auntie Cash', has run the user's susu for ten years.",
        "The user's stokvel is with her church friends, and Mama Thoko keeps the money.",
        "The user's uncle in Kano collects money on the family's behalf.",
        "The user said his late mother's pension is paid into his Access Bank account.",
        "The user left Mogadishu in 2019 and now lives in Nairobi.",
        "The user's Zaad account was blocked in 2021 and unblocked after she renewed her ID.",
        "His Ecocash wallet was suspended in March 2020 and restored two weeks later.",
        "Her transfer on 3 May was held up by a name mismatch; it was fixed and credited on 6 May.",
    ],
)
def test_the_lasting_shape_is_kept(sentence: str) -> None:
    assert not broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's loan request is with the bank's credit committee.",
        "Bisi is two attempts away from a PIN lockout.",
        "His kameti payout is next week.",
        "The user's chama meets the Friday after payday and Kemi has not paid yet.",
        "The user is saving her payout for next week.",
        "Kemi is on the chama's list of who has paid.",
        "The user's chama says whoever took the pot this month pays an extra 50 shillings.",
        "The user's iddir dues of 50 birr per member are unpaid this month.",
        "The user's stokvel is with church friends, and Mama Thoko keeps the money until Friday.",
        "The user's stokvel is with her church friends, and Thoko holds the pot.",
        "Thoko, whom everyone has paid, runs the user's stokvel.",
        "The user's uncle is collecting money on the family's behalf this week.",
        "His late mother's pension is still paid into his account.",
        "The user has three attempts left.",
        "The user's Zaad account was blocked on Monday and unblocked after she called.",
        "The user's Zaad account was blocked in 2021 and is still blocked.",
        "The user's Zaad account was blocked in 2021 and unblocked, but it is frozen again.",
        "Her transfer on 3 May was held up by a name mismatch; it will be credited on 6 May.",
        "Her transfer on 3 May was held up; it was credited on 6 May but is now reversed.",
        "Her transfer on 3 May was held up by a name mismatch.",
    ],
)
def test_the_near_miss_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)
