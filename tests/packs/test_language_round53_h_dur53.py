"""Summary shapes read after blind round 53 (durable and live), each with what must still be
refused.

Every sentence here is written for the mechanism (none is from the blind round): the rupiah and
its "juta" and "ribu" read as money (``money``), so an amount collected so far toward a target
is refused; a group's notice period before anyone's withdrawal, a standing rule (``standing``);
a person said to be a collector, with the fee after a semicolon (``group_rules``); a trade and an
act of the user's that is over, joined by "and" (``mandate``); kin who share one account
(``arranged``); who handles a family's contributions to its occasions (``roles``).
"""

from __future__ import annotations

import pytest

from memoryadmin.packs.banking.money import money_spans
from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    ("text", "spans"),
    [
        ("The arisan pot is Rp 2,5 juta.", ["Rp 2,5 juta"]),
        ("She sent Rp500 ribu to her mother.", ["Rp500 ribu"]),
        ("He saves IDR 300,000 a month.", ["IDR 300,000"]),
        ("They raised 4 juta rupiah.", ["4 juta rupiah"]),
        ("Her rent is 900 ringgit.", ["900 ringgit"]),
        ("The Rpm 300 setting.", []),
        ("His RM 2 meeting.", []),
    ],
)
def test_rupiah_and_ringgit_are_money(text: str, spans: list[str]) -> None:
    assert money_spans(text) == spans


@pytest.mark.parametrize(
    "sentence",
    [
        # a group's notice period before anyone's withdrawal
        "The user's credit union requires two weeks' notice before withdrawing shares.",
        "His SACCO needs one month's notice for any withdrawal.",
        "The chama requires a month's notice before leaving the group.",
        # a person said to be a collector, the fee after a semicolon
        "Kofi is the user's susu collector at Kejetia; he takes one day's deposit per card as "
        "his commission.",
        "Efua is an alajo in Oshodi; she keeps one day's contribution a month as her fee.",
        # a trade and an act that is over
        "Siti sells batik in Solo and joined the arisan in 2021.",
        "Tunde runs a barbershop in Ibadan and opened his Kuda account in 2020.",
        # kin sharing one account
        "The user and her husband share a joint account.",
        "Siti and her sister share one BCA account for their mother's upkeep.",
        # who handles a family's contributions to its occasions
        "Her aunt looks after the clan's wedding contributions.",
        "The user's uncle, Kila, is responsible for the family's bride price contributions.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # an amount collected so far, in rupiah
        "The arisan has collected Rp 2,4 juta of the Rp 6 juta target this month.",
        "Her arisan has Rp 800 ribu left in the pot.",
        "The kocokan this month is Rp 3 juta and Budi still owes Rp 200 ribu.",
        # one member's notice, or a notice given now
        "The SACCO requires one month's notice before withdrawing her savings.",
        "The SACCO requires one month's notice before she can withdraw her savings.",
        "The SACCO requires one month's notice before withdrawing savings, so her withdrawal is "
        "pending.",
        "The SACCO still requires one month's notice before withdrawing savings.",
        # a collector's fee of this month, or one member's contribution kept
        "The collector keeps one day's contribution this month.",
        "She has kept Ama's contribution since Monday.",
        "Efua is an alajo in Oshodi; she keeps Kemi's contribution until Friday.",
        "Efua is an alajo in Oshodi; she kept one day's contribution as her fee.",
        "Efua is an alajo who still owes Kemi; she keeps one day's contribution a month as her "
        "fee.",
        # an act near now, or a state after it
        "Tunde runs a barbershop and opened his Kuda account last week, but it is still pending.",
        "Tunde runs a barbershop and opened his Kuda account, which is frozen.",
        "Tunde runs a barbershop and closed his account this morning.",
        # an account shared, with a state or an amount
        "Azlan and his wife share a joint account, which is frozen.",
        "Azlan and his wife share a joint account with 300 ringgit in it.",
        "Azlan and his wife share a joint account for household spending this month.",
        "Azlan and his wife share a joint account for household spending but his share is late.",
        # a family's contributions as they stand, or one member's
        "His elder brother handled the family's funeral contributions last week.",
        "Her uncle still handles the family's wedding contributions.",
        "Her uncle usually handles the family's overdue wedding contributions.",
        "Her uncle usually handles Kemi's wedding contributions.",
        "Her uncle usually handles the family's wedding contributions, but this year he is late.",
        "Her uncle has not paid the family's wedding contributions.",
    ],
)
def test_live_neighbours_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()
