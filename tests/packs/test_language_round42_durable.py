"""Durable sentences read after blind round 42.

Every sentence here is written for the mechanism (none is from a blind round): a warning whose
provider's name is two words in plain words ("Airtel-Money agents never ask for …"); the household
account one spouse handles beside the service the other uses; one merchant number shared; accounts
held with institutions named; payments received on a till; an explanation said to be general; a
matter dated to a year and settled in a clause after it.

Near-misses stay refused: a warning followed by a loosening, a matter settled only for now, an
explanation of the user's own pending money, a household account with what is in it now.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "The assistant reminded the user that Airtel-Money agents never ask for a PIN by SMS.",
        "The user's husband handles the family MTN wallet while she uses Airtel Money.",
        "The user and her cousin run a stall and share one M-Pesa till.",
        "The user has accounts with Equity and Airtel and moves money between them.",
        "The user is a boda rider who receives payments on his Lipa na M-Pesa till.",
        "The assistant explained in general terms how bank and mobile money transfers differ.",
    ],
)
def test_the_lasting_shape_is_kept(sentence: str) -> None:
    assert not broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user said Airtel-Money agents never ask for a PIN, so do not ask me for it either.",
        "The assistant explained in general terms how her pending transfer will clear.",
        "The user's husband handles the family MTN wallet, which currently has 40,000 shillings.",
    ],
)
def test_the_near_miss_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user had a complaint about an MTN reversal in 2022, which was amicably settled.",
    ],
)
def test_a_dated_matter_settled_after_it_is_kept(sentence: str) -> None:
    assert not broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user had a dispute with an agent in 2023 that was settled temporarily.",
    ],
)
def test_a_matter_settled_for_now_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # A group's name from any of its countries, read by every reader of the group frame.
        "The user is in a kafo with the women of her compound; payout order follows age.",
        "The user's hagbad pays out by drawing lots at the first meeting of each cycle.",
        # Each of the people the group is made of, the noun left for "one" or said as theirs.
        "The user runs a susu of ten traders at Makola; each one collects the pot once.",
        "The user's chama has twelve women; each woman takes the pot in turn.",
        # Who holds the box's keys, in a clause of its own.
        "The user's chama keeps its money in a safe with two padlocks, and the two keys are held "
        "by two different officers.",
        # The provider a collection goes by, before when; how someone is paid, "mostly".
        "The user's ajo contributions are collected by OPay every Saturday.",
        "The user sells tomatoes in Mile 12 and is paid mainly through PalmPay.",
        # How a share-out is divided.
        "The user's VSLA shares out its savings in proportion to the shares each member bought.",
    ],
)
def test_a_group_rule_read_after_round_42_is_kept(sentence: str) -> None:
    assert not broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user runs a susu of ten traders at Makola; each one gets the pot this month.",
        "The user's chama keeps its money in a safe with two padlocks, and the two keys are held "
        "by two different officers who still owe the group.",
        "The user's ajo contributions are collected by OPay every Saturday, but Bola has not paid.",
        "The user's VSLA shares out according to how many shares each member bought this year.",
        "The user was paid mostly through PalmPay yesterday.",
        # A group's name read more widely must not let a late payment to it through.
        "The user's contribution to the scheme is late.",
        "The user's contribution to the group is late.",
    ],
)
def test_the_same_shape_with_how_things_stand_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # Found accepted while rounds 43-44 were tuned: members late as they stand, and a
        # membership said with how many of a kind are in it.
        "The user's ajo members are late.",
        "The members of the user's chama are still behind.",
        "The user's chama members include 12 traders and her sister.",
        "The user's esusu members are 15 women from Oyingbo market.",
    ],
)
def test_members_late_or_counted_are_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's father is late.",
        "The user's chama members include her two sisters and a tailor.",
    ],
)
def test_a_late_relative_and_members_named_are_kept(sentence: str) -> None:
    assert not broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Kemi collects the chama pot this Friday.",
        "Bisi gets the ajo pot next month.",
        "Ama receives the susu payout tomorrow.",
    ],
)
def test_who_receives_in_the_round_going_on_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


def test_who_collects_as_a_habit_is_kept() -> None:
    assert not broken_rules("Kemi collects the chama contributions on Fridays.")
