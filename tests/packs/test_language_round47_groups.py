"""Durable sentences about the user's savings group, read after blind rounds 47 and 48.

Every sentence here is written for the mechanism (none is from a blind round): what members pay
"each sitting"; a side fund paid separately from the main contribution; one member taking the
whole pot in turn; "every member of her chama" paying the group's terms, with who keeps the
minutes; a burial society's premium with who it covers; a rule of the committee on claims; a
second group started; a size with when the group started or where its members come from, or with
how its order is drawn; a lending rate; how many shares any member buys and at what price; one
of the box's keys; a role held since a year with what it collects; Jamaica's partner; who keeps
a paluwagan's list; a payday twice a month (``group_sayings``, ``group_names``).

Near-misses stay refused: what anyone has or has not paid this sitting, whose turn or draw it is
now or next (a partner's draw, ``standing.whose_period``), what is in the box now, a member
behind, a count now or changed, a size alone, a claim still pending, one person's step, a share
bought this meeting.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # what members pay each sitting, and how the box goes round
        "In the user's njangi, members contribute a fixed 15,000 FCFA each sitting and the box "
        "rotates by ballot drawn in February.",
        # a side fund paid apart
        "The user's chama also keeps a small welfare box for funerals, paid separately from the "
        "main contribution.",
        # one member takes the whole pot in turn
        "In his susu, each of the eight members puts in US$50 a week and one member takes the "
        "whole pot in turn.",
        "The user's boda riders' group pays UGX 5,000 each per week and one member takes the whole "
        "collection in turn.",
        # every member of the group pays its terms; who keeps its minutes
        "Every member of his chama contributes a fixed KSh 2,000 a month, and minutes are kept by "
        "the secretary, Mama Wanjiru.",
        # a burial society's premium and who it covers
        "She belongs to the Thembalethu Burial Society and pays a family premium covering herself, "
        "her husband and her two children.",
        # a committee's rule on claims
        "The stokvel's constitution rule is that claims must be lodged with a funeral notice "
        "within 14 days.",
        # a second group
        "She started a second savings group with traders at the bus rank in Gweru that buys "
        "school uniforms in bulk every January.",
        # a size with when the group started, where its members come from, how its order is drawn
        "The user's ajo started in 2019 with ten members from the same street in Surulere.",
        "The user's teachers' SACCO was registered in 2012 and has about 150 members from Kira "
        "Municipality.",
        "The user's susu in Toronto has twelve members, and the payout order was decided by ballot "
        "in March.",
        # what the group lends at
        "Chipo is treasurer of the Mbare Women's Club, which also gives small loans to members at "
        "5% a month.",
        # how many shares any member buys, at what price
        "In his VSLA each member buys between one and five shares per meeting, at UGX 1,000 per "
        "share.",
        # one of the box's keys
        "Mama Halima is the chairwoman of her kikundi and keeps the constitution; another member "
        "holds one of the three box keys.",
        # a role since a year, with what it collects
        "Paulette has been the banker for a twelve-person partner hand since 2015, collecting "
        "J$5,000 'hands' every Saturday.",
        # Jamaica's partner, its draws in turn and where the order is written
        "In her partner, each member gets a 'draw' in turn, and the order is written in the "
        "banker's notebook.",
        # who keeps the list and collects everyone's share
        "Tita Nena is the one who keeps the paluwagan's list and collects everyone's "
        "contributions.",
        # a payday twice a month
        "Each member of her paluwagan puts in ₱1,500 every kinsenas (15th and 30th).",
    ],
)
def test_the_group_is_described(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # what anyone has or has not paid, now
        "In the user's njangi, members contribute 15,000 FCFA each sitting and Ayuk takes the box "
        "this sitting.",
        "In the njangi, members contribute 15,000 FCFA each sitting but two members have not paid.",
        "The user's chama welfare box was paid separately from the main contribution this month.",
        "In his susu, one member has not paid the US$50 this week.",
        "Every member of his chama has contributed KSh 2,000 this month.",
        "Every member of his chama contributes KSh 2,000 a month, but two members are behind.",
        "She belongs to the Thembalethu Burial Society and has not paid her family premium.",
        # whose turn or draw it is
        "In his susu, each of the eight members puts in US$50 a week and it is his turn next week.",
        "In his susu, one member takes the whole pot this week.",
        "In her partner, one member has not paid his throw.",
        "In her partner, it is Paulette's draw this week.",
        "In the user's partner hand, it is his draw next Friday.",
        "The user's partner hand has ten members and she is fourth in line.",
        "Each member of her paluwagan puts in ₱1,500 every kinsenas, and she is next to receive.",
        "The user's boda riders' group pays UGX 5,000 each per week and one member has not paid.",
        # what is in the box now
        "The stokvel's pot now holds R12,000.",
        "Mama Halima holds the kikundi box with TSh 300,000 in it now.",
        "Paulette has been collecting J$5,000 hands every Saturday and is holding J$40,000 now.",
        # a claim still pending; one person's step
        "The stokvel's constitution rule is that claims must be lodged within 14 days, and her "
        "claim is still pending.",
        "The user must lodge the claim with a funeral notice within 14 days.",
        # a place in a round
        "She is in the second round of her savings group and collects next.",
        # a count now, changed, or alone
        "The user's ajo now has ten members from the same street in Surulere.",
        "The user's ajo started in 2019 with ten members, but only six remain.",
        "The user's ajo has ten members.",
        "The user's teachers' SACCO has about 150 members.",
        "The user's teachers' SACCO was registered in 2012 and has about 150 members, down from "
        "200.",
        "The user's susu in Toronto has twelve members now, and the payout order was decided by "
        "ballot.",
        # a loan of one person's, shares bought this meeting
        "Chipo owes the Mbare Women's Club a loan at 5% a month.",
        "Ate Lorna collected everyone's share this kinsenas.",
        "Tita Nena is the one who collects everyone's share, but two have not paid yet.",
    ],
)
def test_how_the_group_stands_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)
