"""Summary structures read after blind round 14, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Live: a case
held in its handling or being handled, a count of a whole done so far, a share of a sum said as
a clause ("half of what he borrowed"), a stock run out. Durable: what a group makes its members
do, what its members call the user, a trade the user runs, an account kept for a kind of income,
a worker paid in a currency, pay by a unit of work. Beside each, near-misses of the same shape
keep to their side: a year long past, a goal, a count as it stands, an amount or a clause after.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules

# --- live: refused -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "Her transfer to Accra is stuck in a fraud check.",
        "The user's remittance to his mother is caught up in an anti-money-laundering review.",
        "His payment to the supplier is held up in the bank's verification queue.",
        "The user's pension transfer remains stuck in processing.",
        "Her salary advance is tied up in an approval process.",
        "The user's Western Union payout is sitting in a compliance hold.",
        "Her wire to Lagos has been held up in a compliance check since Monday.",
    ],
)
def test_a_case_held_in_its_handling_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Her loan application is being considered.",
        "The user's complaint about the double debit is being looked into.",
        "His chargeback is currently being reviewed by the card team.",
        "The user's KYC documents are being verified.",
        "His transfer dispute is being escalated to head office.",
        "The user's pension claim is being evaluated.",
        "The user's claim for his damaged laptop is currently being processed.",
    ],
)
def test_a_case_being_handled_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's chama has completed eight of its twelve cycles.",
        "She has attended four of the six financial literacy sessions.",
        "His stokvel has held five of its ten meetings.",
        "The user has finished two of the three modules of the savings course.",
        "The group has gone through six of its nine rotations.",
        "Seven of the ten rounds have been completed.",
    ],
)
def test_a_count_done_so_far_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user has paid back most of what she borrowed from her sister.",
        "He has returned a third of what his uncle lent him.",
        "The user has recovered about a third of what she lost to the scammer.",
        "She has spent most of what she saved for the trip.",
        "The user has collected half of what the members pledged.",
        "The user has received only part of what her employer promised.",
    ],
)
def test_a_share_of_what_so_far_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's M-Pesa shop is out of float today.",
        "The agent shop the user runs is out of float.",
        "The user runs a forex bureau in Kampala that is short of dollars this week.",
    ],
)
def test_a_stock_run_out_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


# --- durable: accepted -------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's chama makes new members save for three months before they can borrow.",
        "The burial society makes every member pay a joining fee.",
        "His savings club makes new members wait a full year before their first payout.",
        "The user's SACCO makes members attend two meetings before they qualify for a loan.",
        "Her church society makes all members buy the same uniform.",
        "The user's stokvel makes new members bring a guarantor.",
    ],
)
def test_what_a_group_makes_its_members_do_is_accepted(sentence: str) -> None:
    assert not broken_rules(sentence), broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user founded the chama, and the members call her Mama Chama.",
        "The user is the treasurer of his burial society, and the members call him Bwana Hazina.",
        "She leads her susu group, and the women call her Auntie Treasurer.",
        "The user chairs his savings club, and the members call him Mzee.",
        "He started the njangi, and the members call him Pa Njangi.",
        "The user is the secretary of her stokvel, and the members know her as Sis Minutes.",
    ],
)
def test_what_the_members_call_the_user_is_accepted(sentence: str) -> None:
    assert not broken_rules(sentence), broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user runs a small forex bureau in Kampala.",
        "She owns a hair salon in Kumasi.",
        "The user operates an M-Pesa kiosk at Gikomba Market.",
        "He runs a POS business in Ikeja.",
        "The user manages a pharmacy in Lusaka.",
        "The user runs a spaza shop in Soweto.",
    ],
)
def test_a_trade_the_user_runs_is_accepted(sentence: str) -> None:
    assert not broken_rules(sentence), broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user keeps a separate wallet for her farm income.",
        "She has a dedicated account for her rental income.",
        "The user maintains a separate wallet for his boda-boda takings.",
        "The user keeps a separate savings account for her tailoring income.",
        "He keeps a separate account for his shop sales.",
        "The user uses a separate card for business expenses.",
    ],
)
def test_an_account_kept_for_a_kind_of_income_is_accepted(sentence: str) -> None:
    assert not broken_rules(sentence), broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user is a software developer paid in US dollars via Wise.",
        "She is a nurse in Dubai paid in dirhams.",
        "The user works as a remote bookkeeper paid in euros through PayPal.",
        "He is a translator paid in pounds by a London agency.",
        "The user is a contract engineer paid in cash by the site foreman.",
        "The user is a miner paid in rand by a Johannesburg contractor.",
    ],
)
def test_a_worker_paid_in_a_currency_is_accepted(sentence: str) -> None:
    assert not broken_rules(sentence), broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user gets paid per delivery, so her income varies.",
        "He gets paid by the hour at the warehouse.",
        "The user gets paid per trip as a boda-boda rider.",
        "She is paid per piece at the garment factory.",
        "The user gets paid for each job he finishes.",
        "The user gets paid per bag of cocoa he delivers.",
    ],
)
def test_pay_by_a_unit_of_work_is_accepted(sentence: str) -> None:
    assert not broken_rules(sentence), broken_rules(sentence)


# --- near-misses: the same shapes on the other side ----------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # a finished state of a year long past, a schedule, a finished act, a finished share
        "The user's wire was held up in a compliance review in 2022.",
        "The user's claim was processed in 2021.",
        "Her loan application was approved in March 2023.",
        "The user's insurance claim was assessed and settled in 2020.",
        "The user's savings circle runs ten rounds a year.",
        "The user completed the course in 2023.",
        "The user sent half of what she earned to her mother.",
        "The user wants to save half of what she earns.",
    ],
)
def test_a_past_or_a_goal_of_the_same_shape_is_accepted(sentence: str) -> None:
    assert not broken_rules(sentence), broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # a count as it stands, a status, an amount, a clause after the durable part
        "The user's stokvel has twelve members.",
        "The user's burial society makes new members wait six months, and three are still waiting.",
        "The user's chama makes him pay a ₦2,000 fine for every late contribution.",
        "The user chairs her stokvel, and the members owe her money.",
        "The user chairs her stokvel, which has eleven members.",
        "The user's stokvel has nine members and they call her Madam Chair.",
        "The user chairs her stokvel, and the members call her Madam Chair until the new chair is "
        "elected.",
        "The user runs a mobile money kiosk that has run out of float.",
        "The user runs a kiosk in Mwanza whose till is frozen.",
        "The user keeps a separate account for his business income, which is frozen.",
        "The user keeps ₦200,000 in a separate account for his business.",
        "The user's separate business account is overdrawn.",
        "The user's invoice was paid in dollars through Payoneer.",
        "The user is a freelance designer paid in dollars through Payoneer, but his last payment "
        "is stuck.",
        "The user is a designer who has not been paid in dollars yet.",
        "Kemi paid per round.",
        "The user's contribution is paid per harvest.",
        "The user has not been paid for the last harvest yet.",
        "The user gets paid per harvest, but this season's payment is late.",
    ],
)
def test_a_value_beside_the_same_shape_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)
