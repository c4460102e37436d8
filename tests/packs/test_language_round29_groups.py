"""A savings group's standing rules and the money of a recurrence, after blind rounds 29 and 30.

Every sentence here is written for the mechanism (none is from a blind round). Durable:

- the group's own rules (``group_rules.without_group_rules``): its size with how its members
  pay by the period ("has 20 members contributing GH₵200 weekly"), the order set by when members
  joined and kept ("in the order they joined, and the order stays the same each year"), the
  order's rule said in the past ("was set by seniority, oldest first"), what members may borrow
  as a multiple of their savings, what the host of any meeting receives, and a founder who keeps
  a role ("founded the esusu in 2015 and remains its chairman");
- money in a recurrence (``recurring``): "every three months", "per meeting", "at each weekly
  meeting", the arrangement's verb and noun in the simple present ("contributes GH₵500 per
  family each month", "requires a 20,000 FCFA contribution"), and a dollar amount with its
  country's letters, which is money, not a password ("US$3").

Live, refused:

- a group's round reached ("is at its third tour", "is on round five", ``stage``) and who
  receives in the round going on ("with Mbah receiving this month", ``group_rules.receives_now``);
- near-misses of each durable shape: a size that changed or is followed by who is behind, who
  has paid, one person's borrowing limit, this month's host, a founder's role with money held or
  an end date, the order of this round, an amount said with "still", "last quarter" or "overdue".
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # The group's size with how its members pay by the period, then how its order is decided.
        "Her susu has 20 members contributing GH₵200 weekly, and the collection order is decided "
        "by ballot.",
        # ... the order's rule said in the past, with which end goes first.
        "Kofi's njangi has ten members paying 25,000 FCFA every month, and the payout order was "
        "set by seniority, oldest first.",
        # ... the members as the subject, with what they pay towards.
        "The stokvel's 12 members each contribute R500 a month towards a December grocery "
        "share-out.",
        "Amina's merry-go-round has 18 members paying KSh 2,000 every Friday.",
        # ... with who they are, set off between commas.
        "The Jinja boda riders' chama has 14 members, all riders, paying USh 10,000 a week.",
        # The order set by when members joined, and kept.
        "In his ajo, members collect in the order they joined, and the order stays the same each "
        "year.",
        "In the Kumasi susu, payouts follow the order in which members joined in 2018, and that "
        "order stays the same every round.",
        # What any member may borrow, as a multiple of what she has put in.
        "The SACCO in Nyeri lets members borrow up to four times their shares.",
        "Her cooperative allows members to borrow up to twice their savings.",
        # Who hosts by turns, and what the host of any month receives by that rule.
        "In her stokvel, members take turns hosting the monthly gathering, and the host receives "
        "that month's contributions.",
        # Shares bought by the meeting, at a price each, up to a cap.
        "The VSLA in Gulu sells shares at UGX 1,000 each per meeting, up to five shares per "
        "member.",
        "Her savings group buys shares at KSh 100 each per meeting, up to ten shares.",
        # A founder who keeps a role: a role, like "is its chairman".
        "Chidi founded the Onitsha spare-parts dealers' esusu in 2015 and remains its chairman.",
        "Mama Bisi set up the market women's ajo in 2012 and remains its treasurer.",
        # The arrangement's verb in the simple present, by the household and the period.
        "The cousins' susu contributes GH₵500 per family each month.",
        # What the group requires at each meeting of its period.
        "The Douala njangi of the taxi drivers requires a 20,000 FCFA contribution at each weekly "
        "meeting.",
        "The burial society requires a R200 contribution from each family at every monthly "
        "meeting.",
        # A dollar amount with its country's letters is money, not a password.
        "Her funeral society in Gweru collects US$3 per household every month and pays for "
        "members' burials.",
        # A count of periods.
        "Her home insurance premium of R900 is paid every three months.",
    ],
)
def test_a_groups_standing_rules_are_durable(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # A group's round reached, with who receives in it (in French-flavoured English too).
        "The njangi of the Bonabéri traders is at its third tour, with Mbah receiving this month.",
        "The tontine des commerçantes is at its fifth tour, with Awa receiving this week.",
        "The tontine is at its sixth tour.",
        "The ajo is on round five, with Bisi receiving today.",
        "Her susu is in its second cycle, and Ama collects this week.",
        # Who receives in the round going on, beside a rule of how it pays out.
        "The tontine pays out at each monthly meeting, with Adjoa receiving this week.",
        "The susu pays out every Friday, and Ama collects the pot today.",
        # The size, changed or followed by who stands where.
        "The chama now has 15 members each paying KSh 4,000 a month.",
        "The ajo has 12 members paying ₦20,000 monthly, down from 15.",
        "The ajo has 12 members paying ₦20,000 monthly, and two of them owe.",
        "The stokvel has 12 members paying R500 monthly, and three of them are behind.",
        "The chama's 15 members have each paid KSh 4,000 this month.",
        # The order, with whose turn is next or said of this round.
        "The adashe has 12 members paying ₦20,000 monthly, and the payout order puts Kemi next.",
        "The order stays the same every cycle, and Bola collects next.",
        "The payout order was fixed by age this cycle.",
        # One person's limit, or a loan as it stands, beside the lending rule.
        "His Sacco lets him borrow up to KSh 90,000 now.",
        "His Sacco lets members borrow up to three times their deposits, but his loan is frozen.",
        # This month's host and pot.
        "The host receives this month's pot.",
        "In the njangi, members take turns hosting, and Ngono receives this month.",
        # A founder's role, with money held or an end to it.
        "Gift founded the ajo in 2019 and is still its treasurer, holding ₦300,000.",
        "Gift founded the ajo in 2019 and remains its coordinator until December.",
        "Chidi founded the esusu in 2015 and still holds its money.",
        # Shares bought so far.
        "The VSLA buys shares at UGX 2,000 each per meeting, and she has bought five shares so "
        "far.",
        # The recurring amount beside who owes, who has not paid, or in the past.
        "The njangi requires a 30,000 FCFA contribution at each monthly meeting, and Paul has not "
        "paid his yet.",
        "The esusu contributed ₦100,000 per household last quarter.",
        "Her service charge of ₦80,000 is paid every six months but is overdue.",
        "The burial society collects US$5 per family each month and holds US$600 now.",
    ],
)
def test_a_groups_round_and_who_stands_where_stay_live(sentence: str) -> None:
    assert broken_rules(sentence)
