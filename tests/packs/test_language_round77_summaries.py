"""Summary shapes read after blind round 77, each with what must still be refused.

Live: a Spanish word of now beside money ("Bolsillo 'arriendo' en Nequi tiene 600 mil en este
momento", ``still_es_vi``).
Durable: a group's customs of turns said in the passive or of an office ("turns are chosen by
drawing numbers from a cup", "the organizer always takes the first turn by custom"), a rule that
anyone who leaves pays to the end, and when the group's money is shared out ("; the money is
split in early December": ``customs``); a question on how a kind of transfer behaves, its
provider named after it ("why deposits from Cash App sometimes show as pending", ``asked_means``);
one's own card cleared in full by a leaning ("tends to pay the credit card in full every month")
and one's share of a household's bills paid by habit (``customs``); a language's order in a life
and a move back to a place ("Spanish is his second", "moved back to Caguas in 2020": ``places``);
a house being built and money sent for its materials, the Americas' means of paying ("clients pay
by Zelle or check"), remittances fetched at a branch (``backstop``, ``trades_kept``); a thing paid
off, dated, and owned outright since (``ended``).
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "Bolsillo 'arriendo' en Nequi tiene 600 mil en este momento.",
        # siblings: a Spanish word of now beside money
        "Su bolsillo de Nequi tiene plata ahorita.",
        "El bolsillo 'viaje' de Nequi tiene 1,2 millones ahora mismo.",
        "Su cuenta de Daviplata tiene 80 mil al día de hoy.",
        # near-misses of the durable fixes that keep a live value
        "Lupita takes the first turn this month.",
        "Her turn is next.",
        "The tanda still owes her $400.",
        "She still has to pay $200.",
        "The organizer takes the first turn by custom, and this month it is Lupita.",
        "Kemi still has to finish paying her turns.",
        "In the user's tanda turns are chosen by drawing numbers from a cup, and she got number 3.",
        "The natillera's money is split today.",
        "The natillera money is held by Don Fabio until December.",
        "User asked why deposits from Cash App sometimes show as pending today.",
        "User asked why her deposit from Cash App is pending.",
        "User asked why deposits from Kemi sometimes show as pending, and hers is still pending.",
        "The Cash App deposit is pending.",
        "User paid the credit card in full this month.",
        "User tends to pay the credit card in full, but this month she paid only the minimum.",
        "She tends to pay her share in full.",
        "She paid her share of the bills to her roommate this month.",
        "She usually pays her share of the bills late.",
        "She still owes her roommate her share of the rent.",
        "His first language is Mixteco; in the tanda he is second.",
        "She moved back to the end of the queue.",
        "Her turn is second.",
        "She is building a house in Usulután and is sending money for materials this week.",
        "He is building a house in Intibucá and sends $500 for materials.",
        "The clients paid by Zelle yesterday.",
        "Her clients have not paid by Zelle yet.",
        "The client is paying by check this week.",
        "His mother picks up the remittance at the Elektra store today.",
        "His mother still has not picked up the remittance at the branch.",
        "The user paid off his truck and owns it outright.",
        "The user paid off his truck in 2023 but still owes on the trailer.",
        "The user paid off his truck in 2023 and owns it outright, but owes $2,000 on the trailer.",
        "The user has paid off his truck.",
    ],
)
def test_live_shapes_are_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's misses
        "In the user's tanda each person puts in $100 a week and turns are chosen by drawing "
        "numbers from a cup.",
        "The natillera del barrio meets the last Sunday of each month at Don Fabio's house, and "
        "each member pays 50 mil a month; the money is split in early December.",
        "The construction crew's tanda has a rule that anyone who leaves the job still has to "
        "finish paying their turns.",
        "In the cundina the user joined, the organizer always takes the first turn by custom.",
        "User asked why deposits from Cash App sometimes show as pending for a day.",
        "User tends to pay the credit card in full every month.",
        "The user's first language is K'iche'; Spanish is his second.",
        "The user is a Puerto Rican retiree who moved back to Caguas in 2020.",
        "The user is building a house in Olancho and sends money for materials.",
        "She cleans houses with her sister in Framingham, and clients pay by Zelle or check.",
        "His mother in San Pedro Sula picks up the remittances at a Banco Atlántida branch.",
        "The user paid off his truck in 2023 and owns it outright.",
        "She usually pays her share of the bills to her roommate through Cash App.",
        # siblings: a group's custom of turns, its rule for who leaves, when its money is shared
        "In her san the order is decided by pulling names out of a hat.",
        "The susu has a rule that members who move away must keep paying their shares.",
        "The natillera's savings are shared out among members at Christmas.",
        "Her cundina has a rule that anyone who quits still has to finish paying their numbers.",
        "In his tanda numbers are drawn from a hat.",
        "In the user's san turns are picked by drawing names from a bag.",
        # siblings: a question on how a kind of transfer behaves, its provider named
        "The user asked why transfers to Nequi often take a day to arrive.",
        "User asked why payments via Zelle sometimes get held for review.",
        # siblings: one's own card in full, one's share of a household's bills
        "She generally pays her Discover card in full each month.",
        "He always sends his half of the rent to his roommate by Zelle.",
        "The user tends to pay his Capital One card in full every month.",
        "He usually transfers his share of the utilities to his brother through Venmo.",
        # siblings: languages, a move back home
        "Her first language is Mam and English is her third.",
        "His native language is Q'eqchi' and Spanish is his second language.",
        "He moved back home to Jalisco after retiring.",
        "The user's mother tongue is Nahuatl and Spanish is her second.",
        # siblings: a house being built, means of paying, remittances fetched
        "His wife collects the transfers at a Western Union agent in Quetzaltenango.",
        "Her grandmother in Quetzaltenango collects the remittances at a Banrural agency.",
        "The user is building a home in Jalisco and sends money for construction.",
        "He mows lawns in Houston and customers pay him through Venmo or Cash App.",
        "She babysits in Queens and the parents pay by Zelle.",
        # siblings: a thing paid off, dated, owned outright since
        "She paid off her car in March and owns it outright.",
        "He finished paying off his house in 2019 and owns it free and clear.",
        "The user paid off her Honda in 2021 and owns it outright.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()
