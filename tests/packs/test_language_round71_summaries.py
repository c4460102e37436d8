"""Summary shapes read after blind round 71, each with what must still be refused.

Live: an amount in Madagascar's ariary, Tunisia's or Algeria's dinar, Guinea's franc or the euro's
code written after the figure ("45 000 Ar", "3 000 DT", "150 EUR": ``money``); a savings group
paying a named member in a period going on (``now_round71.pot_paid_now``). Durable: a salary paid
at the bank just named on a day of every month, a pension paid to an account (``arranged``);
customers paying by a named means as a habit of the trade (``arranged``); phone credit sold as a
trade (``backstop``), while money held on a brand written "T-Money" stays refused.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's misses
        "The user's tontine de quartier pays out to Tantie Adjoua this round.",
        "The user has 45 000 Ar on Mvola.",
        "The user is short 5 000 Ar for the fokontany cotisation this month.",
        "The women's tontine in Sikasso pays Awa Traore this Friday, not the user.",
        "150 EUR from the user's sister in France arrived today through Wari.",
        "The user's jam'iya gives the 3 000 DT to her cousin Amel this month.",
        # siblings: the other currencies after the figure, held or arrived now
        "The user has 20 000 DA on BaridiMob.",
        "The user has 45 000 ariary on Mvola.",
        "The user has 250 000 GNF on Orange Money.",
        "The user's jam'iya gives 3 000 TND to Amel this month.",
        "200 EUR from the user's son arrived yesterday through Western Union.",
        # siblings: a group paying a named member now or next
        "The user's susu pays out to Mama Rokia next week.",
        "The user's jam'iya gives the hand to her cousin Amel this month.",
        "The user's tontine is paying Fatou Diallo this Sunday.",
        # near-misses of the durable fixes that keep a live value
        "The user banks with CIH and was paid his salary there on the 27th of this month.",
        "The user banks with CIH and is paid his salary there around the 27th.",
        "The user retired from Sonatrach and his pension was paid to his CCP account yesterday.",
        "The user is a seamstress in Lome whose customers pay her on T-Money and still owe her.",
        "The user is a seamstress in Lome whose customers pay her 5 000 FCFA on T-Money.",
        "The user's T-Money wallet is blocked.",
        "The user sells phone credit at a cabine in Conakry and her wallet is empty.",
        "The user's phone credit is low.",
        # a brand written with a hyphen is still where money is held
        "The user has about 3 mille on T-Money until Monday.",
    ],
)
def test_live_shapes_are_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's misses
        "The user banks with CIH and is paid his salary there around the 27th of each month.",
        "The user retired from Sonatrach and his pension is paid to his CCP account.",
        "The user is a seamstress in Lome whose customers pay her on T-Money and Flooz.",
        "The user sells phone credit at a cabine in Conakry.",
        # siblings of each mechanism
        "The user banks with Ecobank and is paid her salary there on the 25th of every month.",
        "The user's pension is paid to her CCP account.",
        "The user is a tailor in Dakar whose clients pay him through Wave or Orange Money.",
        "The user is a mechanic whose customers pay him in cash.",
        "The user sends 150 EUR to her mother through Wari every month.",
        # near-misses: a group's custom of every period, by a means, or asked about
        "The user's tontine pays out to a different member every month.",
        "The user's tontine pays out through Wave.",
        "The women's tontine in Sikasso pays out every Friday.",
        "The user asked whether her tontine pays Awa this Friday.",
        # a capital "Ar" before a name is not money
        "Ar Ravo is the user's cousin.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()
