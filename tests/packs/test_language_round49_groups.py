"""Savings groups as blind round 49 describes them: spaced CFA, metical and gourde amounts, the
pot taken whole in turn, a family's savings box, an officer's standing duty.

Every sentence here is written for the mechanism (none is from a blind round):

- an amount grouped by spaces with its unit after it, "10 000 F" (West Africa's franc), "2 000
  MT" (the metical), "18 500 gourdes" / "HTG", is read whole (``money``), so a group's rate in it
  is read as its terms, as "₦10,000 a week" is; "at month-end" is a rate's period (``terms``);
- "one person takes the whole amount in turn" is how the rotation goes (``group_sayings``);
- a boukan (Haiti's savings box), a kixikila and a sòl are savings groups (``group_names``);
- "…, and Awa, the trésorière, confirms receipt in the WhatsApp group": an officer's standing
  duty, a role (``group_people``).

What stays refused: a balance in those units, whose turn it is, who has or has not paid, the
officer's act of one day ("confirmed receipt this morning").
"""

from __future__ import annotations

import pytest

from memoryadmin.packs.banking.money import money_spans
from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        ("each pays 5 000 F on Fridays", "5 000 F"),
        ("a 25 000 F fine", "25 000 F"),
        ("each puts in 1 500 MT a week", "1 500 MT"),
        ("the box holds 12 000 gourdes", "12 000 gourdes"),
        ("it is at 3 500 HTG", "3 500 HTG"),
    ],
)
def test_round49_spaced_amounts_are_read_whole(text: str, amount: str) -> None:
    assert money_spans(text) == [amount]


@pytest.mark.parametrize("text", ["she got a 5 F in maths", "a 500 MTN data bundle", "Room 12 F"])
def test_round49_a_capital_after_a_small_number_is_not_money(text: str) -> None:
    assert money_spans(text) == []


@pytest.mark.parametrize(
    "sentence",
    [
        "In her natt each member puts in a fixed 5 000 F a week, and the order of collection is "
        "set by seniority.",
        "The user runs a xitique with six neighbours in Matola; each pays 1 500 MT at month-end "
        "and one person takes the whole amount in turn.",
        "Her tontine has members from the same market; each pays 20 000 F at the end of every "
        "month.",
        "The user's boukan is a savings box he keeps with his cousins in Jacmel.",
        "The user keeps a boukan with her sisters for the new school year.",
        "Her kixikila is made up of colleagues from the school in Huambo.",
        "Her tontine collects contributions through Orange Money, and Awa, the trésorière, "
        "confirms receipt in the WhatsApp group.",
        "His njangi collects contributions in cash, and the secretary records each payment in the "
        "book.",
    ],
)
def test_round49_group_terms_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "The family boukan now holds 12 000 gourdes.",
        "The boukan is at 3 500 HTG, short of the target.",
        "Her xitique pot of 16 000 MT goes to Ana this month.",
        "The user runs a xitique; each pays 1 500 MT at month-end and this month it is her turn.",
        "The user runs a xitique; each pays 1 500 MT at month-end and one person takes the whole "
        "amount in turn, but two have not paid.",
        "In her natt each member puts in 5 000 F a week, and Fatou still owes 10 000 F.",
        "Her tontine collects contributions through Orange Money, and Awa confirmed receipt this "
        "morning.",
        "Her tontine collects contributions through Orange Money, and Awa has not confirmed "
        "receipt yet.",
        "Her tontine collects contributions through Orange Money, and Awa, the trésorière, will "
        "confirm receipt tonight.",
        "Her sòl hand of $200 is due to her this Sunday.",
    ],
)
def test_round49_how_a_group_stands_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()
