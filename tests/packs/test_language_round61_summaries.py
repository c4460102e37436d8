"""Summary shapes read after blind rounds 61 and 62, each with what must still be refused.

The blind misses are held first; the rest are written for the mechanism. Live: money in pesos,
soles and đồng, written "COP 185.000", "S/ 120", "4.200.000đ" or "2 mil pesos" (``money``); an
exchange rate said as a currency being at a figure ("the dollar is at 48.7 pounds", "the dólar was
at 17.20 pesos") or in soles and đồng (``clock``); Spanish and Vietnamese words of how things stand
beside money: "todavía no se refleja", "sigue pendiente", "fue rechazada y no le han regresado el
dinero", "saldo disponible", "còn nợ", "chưa được hoàn", "đang xử lý" (``still_es_vi``). Durable:
pay on a weekday of the month, a salary from a payroll on a schedule (``frames``); a habit cued by
payday ("every Friday when she gets paid", ``arranged``); a group's share-out of everyone's savings
(``regard``); who founded a group, said as a cleft (``backstop``); an order decided by agreement,
the organiser's first pot with the rest of the order by lottery, a size with each member's turn
(``group_rules``).
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules

# The blind misses, as written.
BLIND_LIVE = [
    "The user says the dollar is at 48.7 pounds at the bank today, and asked whether to buy now.",
    "Camila tiene COP 185.000 disponibles en Nequi after paying the arriendo share.",
    "The exchange rate the casa de cambio quoted was 3.74 soles per dollar at lunchtime.",
    "The Techcombank counter quoted the user 25.480 đồng per USD this morning.",
    "Người dùng hiện còn nợ thẻ tín dụng TPBank 4.200.000đ.",
    "El usuario tiene un depósito en OXXO que todavía no se refleja en su Mercado Pago.",
    "The user says the dólar was at 17.20 pesos at Elektra today.",
    "La transferencia de Brenda a Nu por 2 mil pesos fue rechazada y no le han regresado el "
    "dinero.",
]
BLIND_DURABLE = [
    "Noha's gam'eya order is decided by agreement at the first meeting, with those in need going "
    "first.",
    "The natillera pays out everyone's savings plus interest in December with a party.",
    "Emeka is the one who started the ajo among his coursemates in 2023.",
    "Amaka saves on PiggyVest every Friday when she gets paid.",
    "Guled is paid on the last Thursday of each month.",
    "In their dhukuti the organiser takes the first pot and the rest of the order is decided by "
    "lottery.",
    "The user's salary comes from the government payroll at the start of each Nepali month.",
    "The user's susu is run by her aunt and has ten members who each get a turn.",
]


@pytest.mark.parametrize(
    "sentence",
    [
        *BLIND_LIVE,
        # money in Latin America's and Vietnam's units, however written
        "A Camila le quedan 40.000 pesos en Nequi.",
        "El saldo de Camila en Nequi es de 185.000 pesos.",
        "The user has S/ 250 left on his Yape.",
        "Her MoMo wallet has 1.200.000đ in it.",
        "Lupita has MXN 2,000 in her Nu account until the quincena.",
        # a rate said as a currency at a figure, or in soles and đồng
        "The euro was at 21.4 pesos at the airport today.",
        "The dollar is at 3.71 soles in Miraflores.",
        "The bank gave him 25,350 dong per dollar.",
        "The casa de cambio is paying 3.76 soles to the dollar.",
        # Spanish: still, not yet, pending, held, refused and not given back, taken
        "El depósito todavía no aparece en su cuenta.",
        "El retiro sigue pendiente en Mercado Pago.",
        "Su transferencia está en proceso.",
        "El pago fue rechazado pero ya le cobraron.",
        "Le descontaron el dinero pero la transferencia no llegó.",
        "Todavía no le devuelven el dinero del cargo duplicado.",
        "La tarjeta de Rosa está bloqueada por el banco.",
        "Camila tiene saldo disponible en Nequi.",
        # Vietnamese: still owes, not yet refunded, being processed, locked
        "Người dùng vẫn còn nợ thẻ tín dụng TPBank.",
        "Tiền chuyển khoản của Minh chưa được hoàn lại.",
        "Giao dịch của chị Lan đang xử lý.",
        "Tài khoản của anh Nam bị khóa.",
    ],
)
def test_live_shapes_are_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()


@pytest.mark.parametrize(
    "sentence",
    [
        *BLIND_DURABLE,
        # pay on a weekday or an ordinal day of the month, or from a payroll on a schedule
        "She is paid on the second Monday of each month.",
        "His salary comes from the county payroll on the last Friday of every month.",
        "Her salary comes from the payroll at the end of each month.",
        # a habit cued by payday
        "He sends his mother something whenever he gets paid.",
        "She always buys airtime when she gets paid.",
        "The user puts money in her Cowrywise plan each month after she gets paid.",
        # a group's order decided by agreement or consensus
        "Her chama order is decided by consensus at the first meeting.",
        "The payout order is fixed by mutual agreement at the start.",
        # a group's share-out of everyone's savings
        "The tontine returns everyone's savings at the end of the year.",
        # who founded a group, as a cleft
        "Mama Titi is the woman who founded the esusu in 2010.",
        "She's the one who set up the chama at her church.",
        # the organiser's first pot, and a size with each member's turn
        "In her chama the founder collects the first payout and the rest of the order is decided "
        "by a draw.",
        "Her chama has twelve members who each take a turn.",
        # harmless near-misses in Spanish and Vietnamese that stay accepted
        "Brenda usa Nu para recibir su sueldo.",
        "La tanda de Brenda se junta cada quincena.",
        "Người dùng là thủ quỹ của nhóm hụi ở công ty.",
        "Chị Hoa chơi hụi với các bạn ở chợ mỗi tháng.",
        # words that look like the new currencies, but are not money
        "The user shops at the Dong Xuan market in Hanoi.",
        "His app is on version 1.200.300.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # the schedule, but this one's pay is late or held, or said in the past
        "Guled is paid on the last Thursday of each month, but not this month.",
        "Guled was paid on the last Thursday of the month.",
        "The user's salary comes from the government payroll at the start of each month, but it "
        "was late in March.",
        "His salary comes from the payroll at the start of each month and is currently on hold.",
        # payday, but an amount, a future act, a past one, or not paid this month
        "Amaka saves 5000 naira every Friday when she gets paid.",
        "Amaka will save on PiggyVest when she gets paid.",
        "Amaka saves every Friday when she got paid.",
        "Amaka saves on PiggyVest every Friday when she gets paid, but she has not been paid this "
        "month.",
        # an order decided now, or one member's place in it
        "Noha's gam'eya order is decided by agreement at the first meeting, with Noha going first.",
        "Noha's gam'eya order is decided by agreement this week.",
        # everyone's share-out done, or today, and who has paid
        "The natillera has paid out everyone's savings.",
        "The natillera pays out everyone's savings today.",
        "Everyone has paid their share.",
        # a founder with a count as it stands, or who collects this month
        "Emeka is the one who started the ajo and now has twelve members.",
        "Emeka is the one who collects the ajo this month.",
        # a first pot taken by a member by name, or this month; a size alone, now, or this month
        "Ram takes the first pot and the rest of the order is decided by lottery.",
        "In their dhukuti the organiser takes the first pot this month.",
        "Her chama has twelve members.",
        "Her chama now has twelve members who each get a turn.",
        "Her chama has twelve members who each get a turn this month.",
        # a group's bare size with how long it has run (kept refused on purpose)
        "The user's tontine in Ngozi has been running since 2019 with fifteen members.",
    ],
)
def test_near_misses_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()
