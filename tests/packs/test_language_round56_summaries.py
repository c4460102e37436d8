"""Summary shapes read after blind round 56 (durable and live), each with what must still be
refused.

Every sentence here is written for the mechanism (none is from the blind round): an order of
turns fixed by a draw of slips ("parchi", "kura", "bunutan") when the group began, a rule of what
no member may do with a turn, and a rule a group agreed for any member described by what she
does (``group_rules``), Turkey's gold day named as a savings group (``group_names``); a loan paid
off in full and dated, the loan's own size kept with it, a mortgage's charge taken off the title
deed (``ended``); someone looked after by a relative (``finders``); someone who settled in a
town (``backstop``). Live: the lira, the hryvnia and the zloty as money (``money``), and one unit
set equal to so much of another (``clock``).
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # an order of turns fixed by a draw of slips, once, when the group began
        "Her kameti meets on the 5th of every month and the order of turns was fixed by parchi at "
        "the start.",
        "The order of turns in his BC was decided by drawing parchis when the committee started.",
        "The user's paluwagan sets the order of collection by bunutan at the start of every cycle.",
        # what the group does not let any member do with a turn
        "His kameti does not allow a member to transfer their turn to a non-member.",
        "The user's paluwagan forbids any member from selling their slot to an outsider.",
        # a rule the group agreed, of any member described by what she does
        "Her chama has agreed that a member relocating abroad must hand over the cash box before "
        "leaving.",
        "The user's döviz günü has decided that a member leaving early must pay back what she got.",
        # a loan paid off in full and dated, its own size kept with it
        "She paid off her car loan completely in March.",
        "The user fully repaid the Rs 80,000 loan from his uncle in 2020.",
        "His SALoan was paid off in full last year.",
        # a mortgage's charge removed from the title deed
        "Her Garanti mortgage was paid off in 2019 and the ipotek was lifted from the tapu.",
        "The user's mortgage was fully paid off in 2018 and the charge was removed from the title "
        "deed.",
        # someone looked after by a relative
        "The user's lolo in Batangas is looked after by her aunt.",
        # settled somewhere to live
        "The user is a Ukrainian nurse who settled in Leicester in 2019.",
        "Her family settled in the UK after the war.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # an order drawn as it stands, or one member's place in it
        "The order of turns in her kameti was fixed by parchi, and she is third.",
        "His BC order was fixed by parchi and his turn is next month.",
        # one person's turn, not any member's
        "The kameti does not allow her to sell her turn this month.",
        "His kameti allows a member to sell their turn, and Bilal sold his to an outsider for "
        "Rs 20,000.",
        # a decision about a named person, or with how things stand
        "The user's altın günü has agreed that she must finish the round before leaving.",
        "Her chama has agreed that a member relocating abroad still owes her share.",
        # a loan paid off in part, or not dated, or with money besides its size
        "She paid off half of her car loan in March.",
        "The user repaid Rs 30,000 of the Rs 80,000 loan from his uncle in 2020.",
        "The user fully repaid the Rs 80,000 loan from his uncle in 2020 but still owes Rs 5,000.",
        "The user has paid off her loan.",
        "Her mortgage was paid off in 2019 and the ipotek will be lifted from the tapu next week.",
        # a place in a rotation said with "after"
        "The user is after Maria in the paluwagan.",
        # a debt settled, not a home
        "The user is a trader who settled in March with the bank.",
        "The user is a trader who settled in Naira with the bank.",
        # live prices and rates in the lira, the hryvnia and the zloty
        "Gold is at 2.600 TL a gram today at the jeweller.",
        "The user's Wise app shows 1 EUR = 44.9 UAH this morning.",
        "The user said the pound is worth 5.1 zloty today.",
        "The user has ₺3.200 left in her Papara wallet.",
        "His Monobank balance is 4,500 UAH.",
    ],
)
def test_live_neighbours_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()
