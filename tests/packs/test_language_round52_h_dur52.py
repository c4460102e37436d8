"""Summary shapes read after blind rounds 51 and 52 (durable and live), each with what must
still be refused.

Every sentence here is written for the mechanism (none is from a blind round): a question
asked by someone named or by a group's officer (the asked frame, ``askers``); a rate dated to
today with its own value; a loan's year said back from now before it was repaid whole; a loss
dated by a month alone once the matter is closed; a group's rule with the group set at the head
("In Ada's esusu, whoever …"), and its lending rule with the interest it sets; a group's
contribution card and when contributions are collected (``group_words``); one of a mandate's
signatories; kin sharing a cost and a relative helped with her money (``arranged``); a one-off
occasion, dated, paid for out of a sum the user had (``dated``).
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # someone else asking, without the value
        "Mama Bisi asked how much the esusu has collected so far.",
        "Mrs Okonkwo asked whether the chama's loan fund is still open.",
        "The secretary asked how many members have paid for the end-of-year party.",
        "Her susu's collector asked what time the user closes her shop.",
        # a loan of a year said back from now, repaid whole
        "Two years ago the user took a ₦300k loan for her salon and finished repaying it in June.",
        "The user took a KSh 40,000 loan last year to stock his kiosk and repaid it in full in "
        "March.",
        # a loss dated by a month, over
        "The user lost her phone at a bus stop in June; it was blocked and the case is closed.",
        "The user lost ₦25,000 to a fake alert in May, and the matter was resolved.",
        # a group's rule with the group at the head
        "In Ada's esusu, a member who comes late to a meeting pays a fine.",
        "In her chama, whoever collects the pot hosts the following meeting.",
        "In the user's stokvel, a member who misses a payment pays double the next month.",
        # its lending rule with its interest
        "The user's chama lets members borrow up to three times their savings at 5% interest.",
        "Members may borrow up to twice their shares at 2% a month.",
        # a group's card and its collection times
        "Her alajo visits the market every afternoon and marks her weekly contribution card.",
        # Round 50: the register updated after each meeting or service.
        "The society's secretary updates the contribution register after every meeting.",
        "The esusu's secretary maintains the contribution book after Sunday service.",
        "The collector keeps each member's contribution book.",
        "Dues are collected every Friday evening after prayers.",
        "The user's thrift society meets monthly; contributions are collected on the first "
        "Saturday of the month.",
        # one of a mandate's signatories
        "The user's church runs a building fund; the user is one of the three signatories.",
        # kin's arrangements
        "The user and his brother split the cost of their mother's rent every month.",
        "Her siblings share the cost of their grandmother's care.",
        "The user's dad sells yams in Bodija market and the user helps him with transfers.",
        # a one-off occasion, dated, paid for out of a sum the user had
        "His daughter's naming ceremony in March was paid for mostly from his bonus.",
        "The user's surgery in 2023 was funded from her savings.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # a value beside the question, or no asking at all
        "Mama Bisi asked how much the esusu has collected so far, and it is ₦90,000.",
        "The secretary said 14 members have paid this month.",
        "The treasurer asked how many members have paid; 12 have.",
        # a rate of today with its value
        "Today's bank selling rate for GBP given to the user was ₦2,030.",
        "This morning's dollar rate at the bureau was 1,455.",
        "The rate quoted to him today was KES 129.",
        # a loan of last year not said repaid whole
        "Last year the user took a ₦500k loan for his shop.",
        "Last year the user took a ₦500k loan and repaid half of it in December.",
        "Last year the user took a ₦500k loan and is still repaying it.",
        # a loss not over, or near now
        "The user lost her card in March and the matter is still open.",
        "The user lost ₦40,000 to a fake agent in March; the refund is pending and the matter "
        "is closed.",
        "The user lost her card this morning; it was blocked and the matter is closed.",
        # a rule of this round, or a named person's turn
        "In the user's chilimba, whoever receives the payout next week buys drinks.",
        "In the user's chilimba, Kemi receives the payout at the next meeting.",
        "In her esusu, members who missed this month's contribution pay double.",
        "In the user's ajo, a member who misses a contribution still owes it.",
        "In Ada's esusu, any member who missed two meetings is moved to the end of the queue.",
        # one person's limit, or a rate of now
        "The user's savings club lets him borrow up to ₦90,000 at 10% interest.",
        "The user's savings club lets members borrow up to twice their savings at 10% interest "
        "this month.",
        "The user's savings club lets members borrow up to twice their savings at 10% interest, "
        "but the rate is now 12%.",
        # a card as it stands, a collection not of a schedule
        "Her contribution card is full.",
        "The alajo marked her contribution card today.",
        "The secretary updates the contribution register after Sunday service; Tunde has not paid.",
        "She updated the contribution register this morning.",
        "The alajo marks her daily contribution card, but she missed three days.",
        "Contributions are collected late this month.",
        "Contributions are collected every Friday and Tunde collects after Ada.",
        "Contributions are collected from Kemi every Friday.",
        # signatories counted as they act
        "Two of the three signatories have signed.",
        "The user is one of the two signatories who have not yet signed.",
        "The user is one of the three members who have paid.",
        # kin's arrangement with a state after it
        "The user and her sister share the cost of their father's medication, but her sister is "
        "behind.",
        "Her brothers share the cost of their mother's rent this month.",
        "The user helps her mother with transfers that are still pending.",
        # an occasion paid for from a loan, or with a state after it
        "The user's wedding in April was paid for partly from a loan she still owes.",
        "The user's wedding was paid for from her payout, and she still owes the caterer.",
        "The user's contribution in April was paid from her salary.",
    ],
)
def test_live_neighbours_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()
