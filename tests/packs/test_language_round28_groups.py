"""A savings group's own rules, read by one structure after blind round 28 (``group_rules``).

Every sentence here is written for the mechanism (none is from a blind round). Durable:

- a rule of the group said of the group or of its members in general, one reader
  (``group_rules.without_group_rules``, in the group frame and for every other sentence): the
  order as the subject with how it is decided ("the payout order … is fixed by pulling names from
  a hat"), payouts going round by it ("with payouts going in order of seniority"), what the group
  lets any member do with the rotation and on what condition ("lets a member in a crisis trade
  slots if the others agree"), and what new members pay to come in ("new members … must pay a
  ₦5,000 joining fee before they join the rotation").

The smaller families:

- a deduction by the period with no amount, from the payslip ("her pension contribution is
  deducted from her payslip every month", ``frames_told.scheduled_frame``);
- a cause before a finished event ("renewed her passport in May after the old one expired"), a
  one-off charge paid and dated by name ("Yaw paid his property tax through his bank in June"),
  and a loan dated and paid off since (``settled.FINISHED_ACT``).

Live, refused:

- when one person collects in the cycle ("he collects at the last meeting of each cycle",
  ``group_rules.own_turn``), her place in the rotation;
- a running total since a date ("has saved ₦20,000 every month since March",
  ``group_rules.total_since``).

Beside them, near-misses keep to their side: a named person's place, this round's order, an
entry fee still owed, a member who owes, a rule said of this round, a contribution or due paid
(status), a tax still owed or not dated, a card still blocked, a loan paid off without a date
before it.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "The payout order in Funmi's ajo is fixed by pulling names from a hat.",
        "The rotation order of the market women's susu is decided by balloting at the first "
        "meeting of each year.",
        "Her chama has members paying KSh 1,000 a week, with payouts going in order of seniority.",
        "Ngozi's esusu lets a member in a crisis trade slots if the others agree.",
        "The stokvel allows any member to swap turns with another member if everyone agrees.",
        "New members of the Limbe tontine must pay a 10,000 FCFA joining fee before they join "
        "the rotation.",
        "New members of her ajo pay a ₦5,000 registration fee.",
        "Her pension contribution is deducted from her payslip every month.",
        "Adwoa renewed her passport in May after the old one expired.",
        "Yaw paid his property tax through his bank in June.",
        "She took a school-fees loan from her cooperative in 2019, and has since paid it off.",
    ],
)
def test_a_rule_of_the_group_is_durable(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "In his susu, he collects at the last meeting of each cycle.",
        "Tunde receives the pot in the third month of every round.",
        "The chama has saved KSh 20,000 every month since March.",
        "The esusu has collected ₦10,000 a week since 2023.",
        "Funmi's position in the ajo is decided by drawing lots.",
        "The payout order this round puts Kemi next.",
        "New members of the njangi still owe the 5,000 FCFA entry fee.",
        "Ngozi swapped turns with Ada this cycle.",
        "The esusu lets a member who owes swap slots if the others agree.",
        "New members of the tontine still have to pay a 10,000 FCFA joining fee.",
        "The payout order is decided by drawing lots this round.",
        "Yaw paid his ajo contribution in June.",
        "Yaw paid his property tax last week but still owes the penalty.",
        "She ordered a new card after hers expired and it is still blocked.",
        "He has paid off the loan.",
        "Her pension contribution of ₦20,000 is deducted from her payslip every month but "
        "was missed in June.",
    ],
)
def test_ones_place_and_a_total_so_far_stay_live(sentence: str) -> None:
    assert broken_rules(sentence)
