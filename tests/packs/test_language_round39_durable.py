"""Durable shapes read after blind rounds 39, 40 and 41, each beside the live near-misses it must
keep refusing.

Every sentence here is written for the mechanism (none is from a blind round):

- ordinary money verbs in a durable frame, habits and arrangements, not statuses: money received
  "on" a wallet by its name, payments taken via two names, a wallet used "mainly" for something,
  savings kept at a bank by name, big transactions done at the branch, remittances received
  through someone's account at a named bank, a pay day ("gets paid on the 25th"), pay that goes
  into a bank by name and the app used for it, the household's account managed, a group's
  payments handled as a household task (``standing``, ``backstop``, ``arranged``, ``roles``);
- what the assistant explained in general, of a kind of thing ("explained that EFT payments
  usually reflect the next day but can take longer", ``explained``), "in general how" a thing
  works (``frames_told.explained_frame``), and a question asked in a terse line with no subject
  ("Asked how to …", ``frames.asked_frame``);
- a one-off loss told as past, with what the user had to do about it then ("once lost her card
  at a wedding in 2021 and had to block it", ``dated``);
- a savings group's workings (``group_rules``, ``frames.group_frame``, ``terms``,
  ``fragments``): ikimina, motshelo and a village bank named as groups; a group described by how
  it rotates ("traders who take turns collecting the pot"); "whoever's turn it is hosts"; a
  rotation that follows age, eldest first; who collects the contributions; money kept in a box
  with three keys held by three officers; a rule decided in a year; a loan's rate and how long it
  runs; "a njangi of 12 members … that meets …" read as "a 12-member njangi that meets …";
- what the network is like in a place, as a habit ("the signal in Mongu keeps dropping during
  calls", ``places``).
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's brother in Ndola receives money on Airtel Money.",
        "Her salon in Soweto takes payments via Yoco, SnapScan and Zapper.",
        "The user is a youth leader in Lusaka and collects camp fees on Airtel Money.",
        "The user uses M-Pesa mostly for paying school fees.",
        "The user uses Wave but keeps dollar savings at Ecobank.",
        "She only does large withdrawals at the branch, not at agents.",
        "The user's father in Enugu receives her transfers through his Access Bank account.",
        "The user drives for a logistics firm in Kano and gets paid on the 28th.",
        "His salary goes into Stanbic and he uses the Stanbic app rather than USSD.",
        "The user's son is a nurse in Mbarara and manages the family Airtel wallet.",
        "Her sister handles the chama payments, but the account is in the user's name.",
    ],
)
def test_a_money_habit_is_kept(sentence: str) -> None:
    assert not broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # A state or this month beside the habit, an amount, a debt.
        "The user's brother receives money on Airtel Money but it is still pending.",
        "Her salon takes payments via Yoco, but the latest one has not arrived.",
        "The user collects camp fees on Airtel Money and two parents still owe.",
        "The user uses M-Pesa mostly for paying school fees but still owes the school.",
        "The user keeps $500 savings at Ecobank.",
        "She only does large withdrawals at the branch, and her card is blocked.",
        "The user's father receives her transfers through his Access Bank account, now frozen.",
        # A pay day said of one payment, or of now.
        "The user gets paid on the 28th but has not been paid this month.",
        "He will get paid on the 28th.",
        "His salary goes into Stanbic now.",
        "His salary goes into Stanbic and he is still waiting for March's.",
        "The user manages the family Airtel wallet, which is currently blocked.",
        "Her sister handles the chama payments, but she is two weeks behind.",
    ],
)
def test_a_money_habit_beside_a_status_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The assistant explained that EFT payments usually reflect overnight but can take longer.",
        "The assistant explained in general that cash deposits at agents should be counted twice.",
        "The agent explained that a reversal can only be requested by the sender.",
        "The assistant explained in general how chargebacks work when a card is used abroad.",
        "Asked how to see the remaining airtime on his line.",
    ],
)
def test_a_general_explanation_or_a_terse_question_is_kept(sentence: str) -> None:
    assert not broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The assistant explained that her EFT payment was delayed by a system issue.",
        "The assistant explained that EFT payments are delayed today.",
        "The assistant explained that EFT payments usually reflect overnight but hers is pending.",
        "The assistant explained that the user's reversal can take up to 5 days.",
        "The assistant explained that reversals are frozen until Monday.",
        "Asked why his transfer is still pending.",
        "Asked about his balance, which is ₦4,000.",
    ],
)
def test_an_explanation_of_someone_or_of_now_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user once lost her card at a wedding in Kitwe and had to block it.",
        "She lost her handset on a bus in 2020 and had to swap her SIM.",
        "The user once lost GH₵ 2,000 to a fake loan app two years ago.",
        "The user was scammed out of R5,000 in 2023.",
    ],
)
def test_a_one_off_loss_told_as_past_is_kept(sentence: str) -> None:
    assert not broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user lost her card at a wedding and has to block it.",
        "The user lost her card last week and had to block it.",
        "The user lost GH₵ 2,000 to a fake loan app.",
        "The user once lost GH₵ 2,000 to a fake loan app and is still waiting for a refund.",
        "She lost her handset in 2020 and had to swap her SIM, but the new one is blocked.",
        "The user lost her card yesterday and had to block it.",
    ],
)
def test_a_loss_not_over_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user is in a 'merry' among market women in Gulu who take turns receiving the pot.",
        "Her chama meets monthly; whoever's turn it is brings the tea.",
        "The payout rotation in her ikimina follows seniority, with the eldest going first.",
        "The user's esusu contributions are collected by a man called Baba Sule at Mile 12 market.",
        "The user's VSLA keeps its money in a steel box with two padlocks held by two officers.",
        "The user's chama decided last year that new members must be introduced by the chair.",
        "Her club has a rule that loans to members are charged 5% interest, repaid within 6 weeks.",
        "The user's village bank in Mzuzu keeps a burial fund separate from the loan fund.",
        "The user is in a chilimba of 10 members from her church that meets every Friday.",
        "In his ikimina, each of the 20 members saves weekly and the payout order is by lots.",
    ],
)
def test_a_group_rule_is_kept(sentence: str) -> None:
    assert not broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user is part of a 'merry' among market women who take turns receiving the pot; "
        "it is her turn next.",
        "Her chama meets monthly; it is Wanjiru's turn to bring the tea.",
        "The payout rotation in her ikimina follows seniority, and the user collects third.",
        "The user's esusu contributions are collected by Baba Sule, who still owes her ₦5,000.",
        "The user's VSLA keeps ₦400,000 in a steel box with two padlocks.",
        "The user's chama decided this year that the user must repay by Friday.",
        "Her stokvel has a rule that loans are charged 5% interest, but she has not repaid hers.",
        "The user belongs to a chilimba of 10 members.",
        "3 of the 10 members in her chilimba have paid this month.",
        "The user's ikimina has 25 members.",
    ],
)
def test_a_group_rule_beside_how_it_stands_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user complained that the signal in Mongu keeps dropping during transfers.",
        "She said the network around Kasungu often goes off when it rains.",
        "The internet in Bo is unreliable.",
    ],
)
def test_a_place_network_habit_is_kept(sentence: str) -> None:
    assert not broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Her transfer keeps failing during the evening.",
        "The user said the signal in Mongu keeps dropping and her transfer of K800 is stuck.",
        "The signal in Mongu keeps dropping during her transfer.",
        "The user's card keeps failing at the Mongu ATM.",
    ],
)
def test_a_failure_of_one_thing_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)
