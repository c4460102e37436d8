"""What is told as of today, a pot's tally of what is missing, and a group's payment under a
live word, read after blind round 50.

Every sentence here is written for the mechanism (none is from a blind round): a transfer's
outcome dated to the day it was said ("was declined this morning", "earlier today … was
returned"); a pot or a list counted by what is missing ("two contributions missing", "missing: 3
members"); a payment to a savings group's officer told as flagged or under review, which the
group frame must not take as the group's durable description. Dirhams written "DH" or "MAD"
after the figure are money.

Beside them, what stays accepted: an outcome on a date, a habit of how fast transfers arrive, a
group's rule about a missing member's share said as its rule, a group described with no state.
"""

from __future__ import annotations

import pytest

from memoryadmin.packs.banking.money import MONEY
from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "The transfer to Youssef was declined this morning because the IBAN was incomplete.",
        "Her payment to the landlord was returned this afternoon over a name mismatch.",
        "Earlier today the user's wire to his brother was rejected by the receiving bank.",
        "The bill payment was reversed today after the biller's system timed out.",
        "Kitty: 9,000 DH gathered, two contributions missing.",
        "Daret list: missing: 3 members.",
        "The esusu pot is short because two shares are still missing.",
        "The Zelle payment to the cundina organizer was flagged and sits under review.",
        "The transfer to the hui treasurer is under investigation after it was flagged.",
        "The user's contribution to the committee was rejected and is in review.",
    ],
)
def test_live_today_and_tallies_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()


@pytest.mark.parametrize(
    "sentence",
    [
        "On 3 May the transfer to Youssef was declined because the IBAN had a wrong digit.",
        "The user's tontine meets on the first Sunday of each month at the church hall.",
        "The user's cundina meets on the first Sunday of each month and the organizer keeps a "
        "notebook.",
        "The user asked how the tanda organizer decides the order of payouts.",
    ],
)
def test_durable_neighbours_stay_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize("text", ["4,500 DH", "12 000 MAD", "800 Dh"])
def test_dirhams_after_the_figure_are_money(text: str) -> None:
    assert MONEY.search(text) is not None


@pytest.mark.parametrize("text", ["Block DH 12", "the DHL parcel 40", "MADE 3"])
def test_capitals_that_are_not_dirhams(text: str) -> None:
    m = MONEY.search(text)
    assert m is None or ("DH" not in m.group(0) and "MAD" not in m.group(0))
