"""Durable shapes read after blind rounds 37 and 38, each beside the live near-misses it must
keep refusing.

Every sentence here is written for the mechanism (none is from a blind round):

- a group's rule introduced as its rule and said of anyone in it (``group_rule_frames.rule_frame``);
- what every member pays by the period, and a susu collector's card and fee (``group_rules``);
- a dated loan then said repaid whole, one occasion's costs paid in full in a month (``dated``);
- a habit of paying by a named channel after "by", or in a currency (``standing``);
- who does what in a household, or the name an account is in (``roles.household_tasks``);
- the language documents are read in (``backstop.unfinished_step``).
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # A group's rule, said as its rule, of anyone in it.
        "The user's chama rule is that a member who skips three meetings pays a fine.",
        "The rule in her njangi is that whoever hosts the meeting provides the food.",
        "Her ajo's rule is that members who join late collect at the end of the cycle.",
        # What every member pays by the period.
        "In the Asafo market susu each member saves a fixed GH₵ 30 daily and payouts go by ballot.",
        "The user is in a drivers' union in Tamale whose members each pay GH₵ 15 dues weekly.",
        # A susu collector's terms.
        "Her susu collector uses a 30-day card and takes one day's deposit as his commission.",
        # A dated loan repaid whole; one occasion's costs paid in full.
        "The user took a ₦150,000 business loan in 2020 and has fully repaid it.",
        "The user paid his father's funeral expenses in full in March.",
        # A habit of paying by a named channel, or in a currency.
        "The user runs a phone repair shop in Bamako and pays his suppliers by Orange Money.",
        "The user buys spare parts from Dubai and pays in dollars.",
        # Who does what in a household.
        "Her husband manages the family budget, though the account is in her name only.",
        "The user's daughter does the weekly shopping but the user pays the bills herself.",
        # The language documents are read in.
        "The user speaks Wolof at home and reads official documents in English.",
    ],
)
def test_a_durable_shape_is_kept(sentence: str) -> None:
    assert not broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # A rule beside this round, a count, a state, a person.
        "The user's chama rule is that a member who skips three meetings still owes the fine.",
        "The rule in her njangi is that whoever hosts this month collects the pot.",
        "The rule in her ajo is that members who have paid 3 of 5 weeks cannot borrow.",
        "The rule in her ajo is that members who are yet to pay cannot collect.",
        "The user's equb rule is that the user collects last.",
        # What every member pays, said of now or beside one person's status.
        "In the Asafo market susu each member now saves GH₵ 30 daily.",
        "In the Asafo market susu each member saves GH₵ 30 daily but Ama has paid 3 of 5.",
        "Her union's members each pay GH₵ 15 dues weekly and she is behind by two weeks.",
        # A collector's card as it stands.
        "Her susu collector still keeps one day's deposit as his commission.",
        "Her susu collector uses a 30-day card and the user has paid 12 days of it.",
        # A loan not finished, a date near now, a part.
        "The user took a ₦150,000 business loan in 2020 and has nearly finished paying it.",
        "The user took a ₦150,000 business loan in 2020 and is yet to finish paying it.",
        "The user took a ₦150,000 business loan this year and has finished paying it.",
        "The user paid his father's funeral expenses in part in March.",
        "The user paid his father's funeral expenses in full this month.",
        "The user paid her ajo contribution in full in March.",
        "The user paid his father's funeral expenses in full in March but still owes the caterer.",
        # A deadline, a state, a balance.
        "The user pays his supplier by Friday.",
        "The user is paying his suppliers by Orange Money this week.",
        "The user pays suppliers by Orange Money but still owes one of them ₦40,000.",
        "The user pays the balance in dollars.",
        "The user buys spare parts from Dubai and still pays in dollars.",
        # A household task said of now, or an account's state.
        "Her husband now manages the family budget, though the account is in her name only.",
        "Her husband manages the family budget, though the account is frozen.",
        "The user's daughter does the weekly shopping but the transfer is still pending.",
        "The user's daughter is doing the shopping but the user pays the bills herself.",
        # A step still to do.
        "The user speaks Wolof at home and still needs to submit documents in English.",
        "The user reads official documents in English and is yet to verify her BVN.",
    ],
)
def test_a_live_near_miss_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)
