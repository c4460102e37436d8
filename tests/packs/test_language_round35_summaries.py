"""Summary sentences read after blind rounds 35 and 36 (live and durable).

Every sentence here is written for the mechanism (none is from a blind round):

- money or a thing on its way (``held_now.on_its_way``): "in transit", "expected by <a day>";
- which accounts or wallets the user has or uses by name, the name an account is registered in,
  a seat on a committee (``roles.uses_by_name``);
- a group's standing rules: what it takes in from each member by the period (``terms``), whom it
  lends to by how long they have saved (``group_rules``), a rule said after "In the user's
  <group>," (``mandate``);
- a loan taken in a year and "fully paid off" in a later one (``dated``).

Beside each, near-misses that stay refused: a state, a second clause about now, one person's
status, a date near now.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "The R1,500 her cousin sent from Johannesburg is in transit.",
        "The parcel of cash her uncle sent through the bus company is expected by Friday.",
        "The refund the bank promised is expected within three working days.",
        "The user's salary from the county is expected on the 28th.",
    ],
)
def test_money_on_its_way_is_refused(sentence: str) -> None:
    assert "no_held_money" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's shop has goods in transit insurance with Old Mutual.",
        "Members of the user's chama are expected to attend every meeting.",
    ],
)
def test_in_transit_and_expected_that_are_not_a_state(sentence: str) -> None:
    assert "no_held_money" not in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user has accounts with Ecobank, Kuda and Opay.",
        "She has savings accounts with Access Bank and Zenith Bank.",
        "The user uses Moov Money as her everyday wallet and Wave as a backup.",
        "The user uses Orange Money as his main wallet.",
        "The user's MTN MoMo wallet is registered in his own name, not his brother's.",
        "Her Airtel Money line was registered in her mother's name.",
        "The user's chama is Tujenge Chama and she sits on its welfare committee.",
        "He serves on the board of his cooperative.",
    ],
)
def test_accounts_used_by_name_are_kept(sentence: str) -> None:
    assert not broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user has accounts with Ecobank and Kuda, both frozen since Monday.",
        "The user uses Moov Money as her main wallet until her bank card is unblocked.",
        "The user now uses Orange Money as his main wallet.",
        "The user's MTN MoMo wallet is registered in his own name but is blocked.",
        "The user's chama is Tujenge Chama and she still owes it KSh 3,000.",
    ],
)
def test_accounts_beside_a_state_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's esusu collects ₦5,000 from each member every Sunday.",
        "The user's stokvel contributes a fixed R300 per member every month and rotates the "
        "payout by age.",
        "The user's sacco only gives loans to members who have saved for at least three months.",
        "Her cooperative lends only to members who have contributed for a year.",
        "In the user's chilimba, a member who misses two meetings pays a K100 fine.",
        "The user took a motorbike loan in 2020 and fully paid it off in 2022.",
        "He took a school fees loan in 2019 and paid it back in 2021.",
    ],
)
def test_group_rules_and_dated_acts_are_kept(sentence: str) -> None:
    assert not broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's esusu collected ₦5,000 from each member last Sunday and gave the pot to Ada.",
        "The user's stokvel has collected R300 per member this month.",
        "The user's esusu collects ₦5,000 from each member every Sunday and Ada gets the pot "
        "this week.",
        "The user's sacco only gives loans to members who have saved for at least three months, "
        "and she has.",
        "The user's sacco now only lends to members who have contributed for three months.",
        "The user has contributed for three months to the sacco.",
        "In the user's chilimba, the user missed two meetings and paid a K100 fine.",
        "In the user's stokvel, Lerato is next in line.",
        "The user took a motorbike loan in 2020 and fully paid it off last month.",
        "The user took a motorbike loan in 2020 and paid it in 2022.",
    ],
)
def test_near_misses_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence)
