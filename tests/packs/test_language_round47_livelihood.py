"""How someone makes a living, read after blind rounds 47 and 48 (``livelihood``).

Every sentence here is written for the mechanism (none is from a blind round): someone's work,
then "and" and a habit of their pay or trade (the currencies or means the pay comes in, goods
sold on the side, a card machine, a savings product by its name, their own bills' days), each
half read alone; what someone usually earns by the period, a lasting term of their work; accounts
kept apart by currency and use; money from a source kept apart; a habit before going somewhere.

Near-misses stay refused: a pay rate with "this month", "today", "so far", "left" or a past
"earned", a rate of what money earns or of a group's pot, a second half that says how things
stand (frozen, not paid, owed, late, offline, locked until), a turn or money sold on the side.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "Blessing is a hairdresser in Kumasi and also sells hair extensions on the side.",
        "Tendai teaches at a primary school in Mutare and is paid his salary in both ZiG and US "
        "dollars.",
        "Chipo is a nurse in Harare and her salary comes partly in ZiG and partly in USD.",
        "Sipho runs a small tuck shop in Soweto and uses a card machine for customers.",
        "Ada runs a small suya stall at a night market in Dallas and is paid mostly by card and "
        "Cash App.",
        "Baraka rides a boda in Arusha and saves with the M-Pesa goal savings feature.",
        "Naledi is normally paid on the 15th and her stop orders go off on the 20th.",
        "She normally earns about 250,000 FCFA a month as a cashier.",
        "The user said she makes around KSh 1,500 to 2,000 on a normal day of hawking.",
        "He usually gets paid his salary of about $3,100 around the 28th of each month.",
        "She keeps one account in rand for the shop and another in US dollars for her children's "
        "fees.",
        "The user keeps his income from the taxi separate from his family's money.",
        "She usually tops up her MTN MoMo on Saturdays before going to the market.",
    ],
)
def test_round47_a_living_and_its_habits_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "She has earned about 250,000 FCFA this month as a cashier.",
        "She earned 250,000 FCFA last month as a cashier.",
        "She normally earns about 250,000 FCFA a month but has only 10,000 FCFA left.",
        "The user said she makes around KSh 1,500 today.",
        "The user makes about KSh 1,500 a day so far this week.",
        "He earns ₦5,000 a month from his fixed deposit.",
        "Kemi is paid ₦20,000 every week from the pot.",
        "He is expecting his $3,100 salary on the 28th.",
        "Tendai teaches at a primary school in Mutare and has not been paid for two months.",
        "Tendai teaches at a primary school in Mutare and is owed three months of salary.",
        "Chipo is a nurse in Harare and her salary is delayed.",
        "Ada runs a small suya stall in Dallas and her account is frozen.",
        "Sipho runs a small tuck shop in Soweto and his card machine is not working.",
        "Sipho runs a small tuck shop in Soweto and uses a card machine that is currently offline.",
        "Blessing is a hairdresser in Kumasi and sells her turn in the susu.",
        # (Not "sells money on the side": since round 76 a money changer's trade, accepted.)
        "Baraka rides a boda in Arusha and his M-Pesa savings are locked until June.",
        "Naledi is normally paid on the 15th and her stop order bounced.",
        "Kemi is a trader in Balogun and collects the pot this month.",
        "She keeps one account in rand with R5,000 and another in US dollars for fees.",
        "She usually tops up her MTN MoMo on Saturdays but her wallet is blocked now.",
    ],
)
def test_round47_a_living_with_a_state_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)
