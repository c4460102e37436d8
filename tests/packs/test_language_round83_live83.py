"""Live and durable summary sentences read after blind round 83 (East and Southern Africa and
Africans abroad), each with what must still be refused or accepted.

- Who takes a group's pot in the round going on, in Swahili inside English (``now_round82``, the
  Pidgin reader extended): a Swahili verb of taking with its tense inside it ("anapokea",
  "atapokea", "amepokea"), or the infinitive ("kupokea") after "ndiye"/"ndio", "next" or "zamu
  yake", with a period going on or next ("wiki hii", "mwezi huu", "leo", "kesho", "this Friday")
  or "next" as the order. Not with "kila" (every) or "every", nor who receives as a role.
- How a person is paid, as a schedule (``pay_schedule``): "a civil servant in Lilongwe paid at
  the end of every month" says when pay comes, not whether anyone paid. Not a period gone by
  ("was not paid at the end of last month"), nor a member of a group, nor "paid late".
- "next to" right after a place of trade or money (``places``): "at the agent next to Naivas" is
  where the agent is, not a place in a queue. "next to receive", "next to collect" stand.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's misses
        "User says Wanjiru ndiye next kupokea merry-go-round this Friday.",
        "User says Mama Akinyi ndio anapokea pesa ya chama wiki hii.",
        # siblings: other verbs and tenses, other periods, other groups
        "User says Akinyi atapokea pesa ya chama mwezi huu.",
        "User says Njeri amepokea pesa ya upatu leo.",
        "User says Wanjiru ndiye atapokea the chama pot kesho.",
        "User says Mama Otieno ndio atachukua pesa ya merry-go-round Ijumaa hii.",
        "The user says zamu yake ya kupokea merry-go-round is this Friday.",
        "USER SAYS MAMA AKINYI NDIO ANAPOKEA PESA YA CHAMA WIKI HII.",
    ],
)
def test_swahili_turn_due_is_refused(sentence: str) -> None:
    assert "no_rotation_position" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the live twins, in English
        "Wanjiru is next to receive the pot.",
        "She is next in line.",
        "The user's chama treasurer is next to collect the pot.",
        "The user's chama meets at the shop next to Naivas and Wanjiru is next in line.",
    ],
)
def test_english_turn_twins_are_refused(sentence: str) -> None:
    assert "no_rotation_position" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # who receives as a role, or by the group's custom: no period going on
        "User says Mama Akinyi ndiye anapokea michango ya chama.",
        "User says Mama Akinyi ndio anapokea pesa ya chama every month.",
        "The user's chama meets this Friday.",
        "The user is the treasurer of her chama in Kisumu.",
        # a question the user asked
        "The user asked if Wanjiru ndiye next kupokea merry-go-round this Friday.",
    ],
)
def test_swahili_role_and_custom_are_accepted(sentence: str) -> None:
    assert "no_rotation_position" not in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "The user is a civil servant in Lilongwe paid at the end of every month.",
        # siblings: other work, other schedules
        "The user is a police officer in Dodoma paid on the 25th of each month.",
        "The user works as a nurse at Parirenyatwa in Harare paid fortnightly.",
        "The user is a security guard in Johannesburg paid every Friday.",
        "The user is a miner in Kitwe paid monthly into his Zanaco account.",
    ],
)
def test_pay_schedule_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # the live twins: whether pay came, a period gone by or going on
        "The user was not paid at the end of last month.",
        "The salary for this month has not been paid.",
        "The user is a civil servant in Lilongwe paid at the end of every month, but was not "
        "paid at the end of last month.",
        "The user is a civil servant who was paid at the end of last month.",
        "The user is a civil servant in Lilongwe paid late every month.",
        "The user is a civil servant in Lilongwe who has paid every month.",
        # who paid into a group
        "In the user's chama, Wanjiru paid at the end of every month.",
        "The user is a member of a chama in Kisumu paid at the end of every month.",
    ],
)
def test_payment_twins_are_refused(sentence: str) -> None:
    assert "no_payment_status" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "The user usually withdraws cash at the agent next to Naivas near their home.",
        # siblings: other places of trade, other names
        "The user buys airtime from the kiosk next to Quickmart in Githurai.",
        "The user uses the Equity ATM right next to Shoprite in Lusaka.",
        "The user usually deposits at the M-Pesa agent next to the bus stage.",
    ],
)
def test_place_beside_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()
