"""Summary shapes read after blind rounds 54 and 55 (durable and live), each with what must still
be refused.

Every sentence here is written for the mechanism (none is from the blind rounds): Bangladesh's
somiti, Nepal's dhukuti and the Pacific's komiti named as savings groups (``group_names``); a
group deciding its order in the active, by a draw at the start of every cycle, and a bidding
group's pot going to the highest bidder (``group_rules``); a place's name with "Half Way" in it
(``finders``); a trade's merchant account and its pay after the harvest (``livelihood``); a loan
paid off and closed, a failed or disputed payment put right and the matter closed (``ended``).
Live: instalments left in Portuguese words (``still_elsewhere``), a currency said to buy so much
(``clock``), the week or hand someone's draw falls in, and the next draw (``group_rules``,
``finders``).
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # a group's rules and how it keeps its money, by its name
        "Her samity meets on the first Friday of every month at the imam's house.",
        "The user's dhukuti is run by his uncle in Butwal.",
        "The user's komiti in Nuku'alofa keeps a fund for funerals and weddings.",
        "His somiti keeps its money in a joint account at Janata Bank signed by two officers.",
        # an order decided in the active, by a draw at the start of every cycle
        "The user's chama decides the payout order by ballot at the start of each year.",
        "Her equb sets the order of collection by drawing numbers at the beginning of every round.",
        "In the user's dhukuti the pot goes to the highest bidder every month.",
        "The user's chit pot is given to the highest bidder each month.",
        # a place named with "Half Way"
        "The user banks at the branch in Half Way Tree.",
        "Her pardna banker lives near Halfway Tree.",
        # a trade, and its merchant account or its pay after the harvest
        "Rahim runs a pharmacy in Khulna and uses a Nagad merchant account.",
        "The user sells vegetables in Kathmandu and has an eSewa merchant account.",
        "The user is a tea farmer in Kericho and gets paid after the harvest.",
        "Abebe is a maize farmer near Hawassa and is paid when the crop is sold.",
        # a loan paid off and closed
        "The user repaid the car loan with Equity Bank in 2020, and the loan is closed.",
        "She finished repaying her school fees loan, and the loan account is closed.",
        "His business overdraft with KCB was fully paid off and closed in 2022.",
        # a failed or disputed payment put right, and the matter closed
        "The user's failed Nagad top-up last week was refunded and the complaint is closed.",
        "Her duplicate DSTV payment was reversed and the issue was resolved.",
        "The user's unauthorised card charge was refunded and the dispute is closed.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # a group's order as it stands, or one member's place in it
        "The user's chama decides the payout order by ballot, and she is second this year.",
        "Her equb sets the order of collection by drawing numbers at the beginning of every round, "
        "and she drew number 3.",
        "The dhukuti pot goes to the highest bidder this month, which is Hari.",
        "The pot goes to Hari this month.",
        # a group's money counted, or a count as it stands
        "Her somiti has 40,000 tk in its Janata Bank account.",
        "The user's komiti now has nine members.",
        # "half way" as how far along something is
        "The user is half way through his KYC upgrade.",
        "The user is Half Way Through the verification.",
        # a merchant account's state, or pay not in yet
        "Rahim runs a pharmacy in Khulna and uses a Nagad merchant account that is frozen.",
        "The user is a tea farmer and is paid after the harvest but is still owed.",
        "The user is a tea farmer and was paid after the harvest this year.",
        # a loan or a payment not over, or only in part
        "The user paid off half the car loan, and the loan is closed.",
        "The user repaid the car loan, and the loan will be closed next week.",
        "The user's car loan was repaid and closed, but he still owes a fee.",
        "The user's failed Nagad top-up was partly refunded and the complaint is closed.",
        "The user's failed top-up was refunded and the complaint is still open.",
        "The user's disputed charge was refunded to her wallet and the case is closed.",
        "The user's disputed charge of 3,000 shillings was refunded and the case is closed.",
        # instalments left, in Portuguese words
        "Faltam três prestações do carro da usuária.",
        "Restam duas parcelas do financiamento.",
        "Só faltam quatro meses para quitar o empréstimo.",
        # a currency said to buy so much
        "The user said the AUD was buying 1.55 tala this morning.",
        "The user said the US dollar was selling at 158 JMD today.",
        "The euro is fetching about 1,700 naira.",
        # the week or hand someone's draw falls in, the next draw
        "Marcia takes her partner hand in week 9.",
        "The user receives the pot in month four, the next hand.",
        "The user's draw is the next draw.",
    ],
)
def test_live_neighbours_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()
