"""Summary shapes read after blind round 57 (durable and live), each with what must still be
refused.

Every sentence here is written for the mechanism (none is from the blind round). Live: a rewards
balance held, points, miles or a bank's rewards currency (``held_now``); Spanish "todavía debe",
"sigue debiendo", "le quedan … abonos" (``still_elsewhere``). Durable: a group's order drawn, said
bare after its other terms (``group_rules``); a group or its collector collecting contributions at a
time that recurs (``group_words``); a death in the family, dated, and the funeral cover paid on it
(``losses``); a wrong or failed payment, dated, reversed and closed (``ended``); a trade taking
payments through a till or paybill number (``livelihood``).
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # the order drawn, bare, after the group's other terms
        "Her chit group pays out every month, and the order is decided by drawing lots at the "
        "start.",
        "The user's susu pays out on Saturdays, and the order was fixed by a draw when the group "
        "started.",
        # a group or its collector collecting contributions at a recurring time
        "Her stokvel collects contributions every month-end after the meeting.",
        "The ajo collector takes the dues every Saturday after the market closes.",
        # a death, dated, and the cover paid on it
        "His grandmother died in 2020 and the family's funeral policy paid out the funeral "
        "benefit.",
        "The burial society paid the funeral cover when her husband passed away two years ago.",
        # a wrong or failed payment, dated, reversed and closed
        "Her failed transfer to an Opay wallet in March 2022 was reversed and closed.",
        "The user's duplicate payment on 4 June was fully refunded and resolved.",
        # a trade's channel for taking payments
        "She takes payments for her salon through an Airtel Money Paybill number.",
        "The user receives payments from customers via a SnapScan QR code.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # a rewards balance held
        "The user has 48,500 eBucks.",
        "She has about 20,000 Avios on her frequent flyer card.",
        "He now has 3,200 loyalty points with the supermarket.",
        "The user still holds 7,500 miles.",
        # Spanish: still owed, instalments left
        "La usuaria todavía debe 1,200 pesos de su préstamo.",
        "El usuario sigue debiendo 300 pesos a su cuñado.",
        "A ella le quedan tres abonos de su crédito Coppel.",
        "Su hermano aún le debe 500 pesos.",
        # ... said of a group, which its frame must not take as durable
        "La usuaria sigue debiendo la tanda de esta semana.",
        # the order said of one member, or as it stands
        "The user's tanda pays out weekly, and the order is drawn by lottery, and she is third.",
        "Her susu pays out monthly, and the order is pending.",
        # contributions collected at a time not recurring, or from someone
        "Her stokvel collects contributions this Friday after the meeting.",
        "The treasurer collects contributions from Thandi every Friday but she is behind.",
        # a death without a date, or a premium, or money beside it
        "Her father died and the burial society paid the funeral cover.",
        "His mother died last year and the burial society has not paid the funeral cover yet.",
        "Her uncle died in 2021 and the society paid R15,000 of the funeral cover.",
        # a payment reversed without a date, or not closed, or still so
        "Her failed transfer to an Opay wallet in 2022 was partly reversed and closed.",
        "The user's wrong transfer in 2023 was reversed but is still pending.",
        # a trade's takings, or payments still to come
        "The user collects payments for his kiosk through an M-Pesa Till number, and has KSh "
        "4,000 there now.",
        "He is still collecting payments for his shop through a Till number.",
    ],
)
def test_live_shapes_are_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()
