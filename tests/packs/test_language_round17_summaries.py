"""Summary structures read after blind round 17, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Live: how full a
pot, a box or a wallet is now, compared with another time or nearly so. Durable: a group's size
with a recurring rule of the group (its share-out, its meetings), a group's habit of collecting
contributions for a purpose, a person paid through a payer named in full, a person described who
is paid per harvest or per job, which product the user keeps for what and products held, pay
that goes into a bank named on its own, two things of a kind owned. Beside each, near-misses of
the same shape keep to their side: a date near now, a count on its own, one person's payment, a
past that ended, a clause after, an amount.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules

# --- live: refused -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's chama cash box is fuller than usual after the harvest sales.",
        "Her stokvel kitty is emptier than it was before the funeral.",
        "The user's savings tin is nearly full.",
        "His mobile wallet is much lighter than normal because of the school run.",
        "The user's susu pot is filling up ahead of the December payout.",
        "The group's welfare fund is almost empty.",
    ],
)
def test_how_full_a_pot_is_now_is_refused(sentence: str) -> None:
    assert "no_balance" in broken_rules(sentence)


# --- durable: accepted ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # A group's size with a recurring rule of the group.
        "The user's savings group in Blantyre has 18 members and does its share-out every May.",
        "Her VSLA has thirty members and holds its meetings every Thursday.",
        "The user's chama in Kisumu has 12 members and does its annual share-out every July.",
        "His village savings group has twenty members and holds its share-out every year.",
        "The user's tontine in Douala has 15 members and does its payout every month.",
        # A group's habit of collecting for a purpose.
        "The user's church collects welfare contributions after the morning mass.",
        "Her mosque collects building-fund levies after Friday prayers.",
        "The user's estate association collects development dues at each meeting.",
        "His congregation collects harvest offerings every October.",
        "The user's school collects project-fund contributions at the start of each term.",
        "The user's savings group collects funeral contributions after every burial.",
        # A person paid through a payer named in full.
        "The user is a nurse paid through the Ministry of Health and Social Welfare.",
        "She is a lecturer paid through the Integrated Payroll and Personnel Information System.",
        "The user is a police officer paid by the Office of the Accountant General.",
        "He is a civil servant paid monthly through the Treasury and Finance Department.",
        "The user is a soldier paid via the Army Finance Corps.",
        # A person described who is paid per harvest, per job.
        "The user is a tea picker in Kericho who is paid per harvest season.",
        "The user is a plumber in Tema who is paid per job.",
        "She is a coffee grower near Mbale who is paid once a year.",
        "The user is a boda-boda rider who is paid per trip.",
        "He is a tailor in Bamako who is paid per piece.",
        "The user is a cashew farmer paid per harvest season.",
        # Which product for what, and products held.
        "The user's main wallet is Airtel Money and she also has an Equity Bank current account.",
        "Her everyday bank is Ecobank.",
        "The user's preferred card is Visa and he also holds a GTBank domiciliary account.",
        "The user also has a Stanbic fixed deposit account.",
        "The user's usual wallet is MTN MoMo.",
        # Pay into a bank named on its own.
        "The user's pension is paid into Absa on the first of each month.",
        "Her salary is paid into Access Bank every month.",
        "His wages are paid into Equity weekly.",
        "The user's stipend is paid into CRDB at the end of every term.",
        "The user's allowance is paid into NMB Bank.",
        # Two things of a kind owned.
        "The user has both a Ghanaian and a Nigerian SIM card.",
        "She has a Safaricom and an Airtel line.",
        "The user has both a debit card and a credit card.",
        "He owns a Vodacom and a Tigo SIM card.",
        "The user holds both a naira and a dollar account.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


# --- near-misses: each keeps its side ----------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # A count on its own or dated near now.
        "The user's VSLA has 25 members this cycle.",
        "The user's savings group now has 18 members and does its share-out every November.",
        "Her VSLA has thirty members and does its share-out this December.",
        # One person's payment, or one day.
        "The user's church collects welfare contributions from Kofi today.",
        "Her mosque collects building-fund levies late.",
        "The user's savings group collects funeral contributions from Ama this week.",
        # How it went, or a clause after.
        "The user is a nurse paid through the Ministry of Health but was not paid in March.",
        "The user is a plumber who is paid per job and still owes his supplier.",
        # One month's pay, a past that ended, a state.
        "The user's salary was paid into Stanbic late this month.",
        "Her salary is paid into Access Bank but has not arrived yet.",
        "The user's wallet has ₦5,000 on M-Pesa.",
        "The user's main wallet is M-Pesa, which is currently frozen.",
        "The user has both a savings account and a current account that is frozen.",
        "The user has a dormant Kuda account.",
        # A product held, in a state or on its way; pay into a bank with a delay or from a day.
        "The user has a Zenith savings account with nothing in it.",
        "She also has an Ecobank current account in overdraft.",
        "The user has both a Malawian and a Zambian SIM card on the way.",
        "The user's salary is paid into Absa after a delay.",
        "His wages are paid into Equity from Monday.",
        # How full, in other words.
        "The user's VSLA box is running low after the loans went out.",
        "The user's wallet is empty.",
    ],
)
def test_near_misses_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user keeps her VSLA's cash box at her shop.",
        "The user's savings group has 18 members, all market women.",
        "The user prefers a fuller breakdown of her statement than usual.",
        "The user's VSLA keeps its money in a metal box with three padlocks.",
        "The user asked how full the VSLA box is.",
        "The user is a cocoa farmer paid per harvest.",
        "The user sends money to her mother on the way to work.",
        "The user has an overdraft facility with Absa.",
    ],
)
def test_near_misses_stay_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()
