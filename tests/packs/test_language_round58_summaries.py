"""Summary shapes read after blind rounds 58 and 59 (live and durable), each with what must still
be refused or kept.

Every sentence here is written for the mechanism (none is from the blind rounds). Live: a
wallet's figure in the tenge, the ringgit, the gourde as it is said ("goud") and a sign after the
figure (``money``); a balance come down to a figure or held by a wallet, and payments still to
make, counted (``wallet_now``); a wallet's coins (``held_now``). Durable: the savings groups of
Korea, Japan, the Arab world, Malaysia, Central Asia and the post-Soviet countries by name
(``group_names``); who in a household sees to a cost (``arranged``); a debt under its other names
repaid whole on a past date (``dated``); a group's members paying in on payday, its size with whom
it is for, its savings paid out at a time of year (``group_sayings``); a member's own share paid at
a time that recurs (``group_words``); a group a relative started and the user now runs, a custom a
family keeps up (``framing``); why a kind of thing behaves so at times, asked (``asked_means``); the
one who collects for a group by trade (``backstop``).
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # the savings groups by their names
        "In her gye, the order of payouts was decided by drawing lots at the first meeting.",
        "Her mother keeps the money and the records for the family's black kassa.",
        "Their jamiya lasts twelve months; each member pays the same sum and the order is drawn "
        "by lots at the start.",
        # who in a household sees to a cost
        "Her brother Yaw takes care of their parents' medical bills.",
        "Tomás covers his daughter's school fees.",
        # a debt under another name, repaid whole on a past date
        "Sipho paid off the bond on his house in June 2017.",
        "Ana paid off the empréstimo on her car in 2021.",
        # members paying in on payday; a group's size with whom it is for
        "His gap has twelve members and each member pays in on payday.",
        "Her arisan is for her church congregation and has 30 members.",
        # savings paid out at a time of year that comes round
        "He saves in a holiday club at work where members put money aside each week and it is "
        "paid out in mid-November.",
        # a member's own share paid at a time that recurs
        "Mak Som pays her kutu contribution on the 15th of each month through online banking.",
        # a group a relative started and the user now runs; a custom a family keeps up
        "The user's susu was founded by her grandmother and she now runs it.",
        "His uncle started a kye among Korean grocers in Queens, and the family still runs one.",
        # why a kind of thing behaves so at times
        "The user asked why M-Pesa reversals sometimes take long.",
        "The user asked why card payments are often declined abroad.",
        # the one who collects for a group by trade
        "The user is the collector for a susu of forty traders at Kejetia market.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # a wallet's figure in these currencies, or a sign after it
        "Her Kaspi card had 12 300 ₸ on it yesterday.",
        "He has RM 15.20 in his Boost wallet.",
        "With only 1 500 goud left, he skipped lunch.",
        "Her card had 40 € left on it.",
        # a balance come down to a figure, or held by a wallet
        "His M-Pesa went down to KSh 120 after paying the fare.",
        "Her wallet had ₦3,400 when she checked.",
        "The float dropped to GH₵ 75 by noon.",
        # payments still to make, counted
        "He has three more monthly instalments of ₦15,000 to pay.",
        "She has two more contributions to make before she collects.",
        # a wallet's coins
        "He has 8,000 Shopee coins to spend.",
        # the group names do not let a state through
        "Her gye has twelve members now and she is third in line.",
        "Her kutu payout is still pending.",
        # a household's cost, but how it stands
        "Her brother handles the school fees and has not paid this term.",
        "He takes care of the rent, which is overdue.",
        # a debt repaid near now, or in part
        "Sipho paid off the bond on his house last month.",
        "Ana paid off part of the empréstimo on her car in 2021.",
        # payday as this one; a size said alone or as it changes
        "Her gap has twelve members and everyone has paid on payday.",
        "Her arisan is for her church congregation and now has 30 members.",
        "Her arisan has 30 members.",
        # a payout with a year or a state after it
        "Her savings club pays in weekly and the pot is paid out in December 2026.",
        "Her savings club pays in weekly and the pot is paid out in December, but she has not "
        "received hers.",
        # a share paid once, or late, or with what is owed
        "She paid her kutu share on the 1st of each month.",
        "She pays her kutu share on the 1st of each month but missed April.",
        "She pays her kutu share on the 1st of this month.",
        # a group run now, with its money or its count
        "Her susu was set up by her aunt, who still holds the money, and she now runs it.",
        "Her grandmother started a susu, and the family still keeps it.",
        # a question on one's own thing, or on now
        # (Not "asked why her transfers sometimes show pending": since round 75 a question about a
        # habit, in the asked frame, accepted as round 75's "sometimes stay pending overnight".)
        "The user asked why M-Pesa reversals sometimes take long today.",
        "The user asked why the transfer shows pending.",
        # a place in the group's turns, not a role
        "She is the next collector for the ajo.",
        "She is this month's collector for the susu.",
        "She is the collector for a susu of forty traders, ten of whom have paid.",
    ],
)
def test_live_shapes_are_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()
