"""Summary structures read after blind round 6 (durable), each with what must stay live.

Every sentence here is written for the mechanism (none is from a blind round). They read
structure rather than words: a condition on anyone in the group in the simple present
(its threshold and its consequence are the rule's); the group's standing requirement of
its members; a size given with the group's name; a tier or level number in an asked
frame; a work rotation; how often as a quantity of periods or a role adjective; money
sent to someone with no amount; several accounts kept apart; someone's account managed;
how a person is paid; a collector's trade. Beside each, sentences of the same shape with
a live value in them (a tense, a change, a named member, an amount, a state) stay refused.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules

# --- the savings group -----------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # A condition on anyone in the group, its consequence the rule's.
        "In her Esusu, any member who skips three meetings is moved to the back of the rotation.",
        "Members who miss two payments lose their turn.",
        "In the chama, anyone who borrows repays within three months.",
        # The group's standing requirement of its members.
        "Her cooperative requires new members to attend three meetings before they can save.",
        "The thrift society allows each member to borrow twice a year.",
        # A size given with the group's name, as its description ends.
        "The user's thrift group is called Ire Sisters and has 20 members.",
        "He runs a susu named Adom Susu with twelve members.",
    ],
)
def test_group_description_and_rules_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # a tense, a named member, a change, an exception: how things went or stand
        "Any member who misses two contributions was moved to the end of the queue.",
        "In the user's Ajo, any member who missed two contributions is moved to the end of the "
        "queue.",
        "Any member who misses two contributions is moved to the end of the queue, so Tunde is "
        "now last.",
        "Any member who misses two contributions is moved to the end of the queue except Tunde.",
        "Members who miss two contributions are moved to the end of the queue; Emeka is one of "
        "them.",
        "Any member who misses two contributions loses their turn, which is why Ada collects next.",
        "Tunde, who misses contributions, is moved to the end of the payout queue.",
        "The Ajo moved Tunde to the end of the payout queue because he misses contributions.",
        # what the group asks of one person is a step; an amount stays live
        "The user's cooperative requires him to submit his NIN.",
        "The user's cooperative requires Tunde to pay his dues.",
        "The user's cooperative requires members to pay ₦5,000 before they can borrow.",
        "The cooperative requires members to save for six months, and the user has saved for four.",
        "The cooperative requires members to update their BVN, which the user has not done.",
        # a count on its own, changed, limited or qualified
        "The user's Ajo has twelve members.",
        "The user's Esusu group is named Oko Oloyun Sisters and now has 15 members.",
        "The user's Ajo is called Unity and has twelve members left.",
        "The user's Ajo is called Unity and has twelve members, three of whom have paid.",
        "The user's Esusu, named Unity, has 15 members after two left.",
        "The user's Esusu is named Unity and has 15 members who owe.",
    ],
)
def test_group_state_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


# --- asked, work, habits and roles -----------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "The user asked how to move his account to level 2.",
        "She asked what the transfer limit is on a Tier 1 account.",
        "She works offshore on a 28-day rotation.",
        "He is a nurse who works on a night rotation.",
        "He gives his sister money most weekends.",
        "He sends them money most months.",
        "The user's landlord is a regular recipient of her transfers.",
        "She is paid in pounds by a UK employer.",
        "He works for an NGO and is paid in dollars.",
        "The user keeps two wallets for school fees and rent.",
        "The user is a bursar who manages her school's fees account.",
        "She is the collector who gathers weekly contributions from shop owners.",
        "Ngozi collects monthly dues for her church's building fund.",
    ],
)
def test_habits_and_roles_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "The user asked to be upgraded to Tier 3 and his upgrade is pending.",
        "The user is on Tier 2 until his NIN is verified.",
        "He works offshore on a rotation and is next in the Ajo rotation.",
        "He works offshore on a rotation, and his turn to collect is in June.",
        # an amount is the money rules', as before
        "He sends her ₦20,000 most months.",
        "He sends her 20k most months.",
        "The user collects weekly contributions of ₦2,000 from each trader.",
        "The user manages his mother's account, which has ₦200,000 in it.",
        # a state beside the habit or the role
        "The user's transfer to his mother is still pending most months.",
        "He sends her money most months but this month's transfer failed.",
        "The user's brother is a frequent recipient of his transfers, and one to him is stuck.",
        "The user is a regular customer whose card is blocked.",
        "The user keeps separate accounts, one of which is frozen.",
        "The user manages his church's offering account, which is currently frozen.",
        "She is paid in dollars, and her last payment is on hold.",
        # 'is paid' of a bill or of anyone's status, not how a person earns
        "Tunde is paid in full.",
        "Her invoice is paid in dollars.",
        "Kemi's contribution is paid in dollars.",
        # a contribution owned, late or owed beside the collector's trade
        "The user collects weekly contributions late.",
        "The alajo collects daily contributions, and Kemi's is outstanding.",
        "The user collects daily contributions from traders, but Musa hasn't paid this week.",
        "The user is the alajo who still collects daily contributions from traders.",
    ],
)
def test_live_beside_habits_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


# --- a money thing on its way, or dated from the moment it was said ----------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "The user has 2 standing orders scheduled to go out tomorrow.",
        "Her school fees transfer is expected to land this afternoon.",
        "His salary arrives tomorrow.",
        "The user's refund should reflect within 48 hours.",
        "Two of her card payments were declined this week.",
        "The user's loan disbursement is coming through tonight.",
    ],
)
def test_a_money_thing_near_now_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user renewed her GOtv subscription through the app last month.",
        "The user is saving towards a car next year.",
        "The user asked whether her refund would come today.",
        "The user's salary is paid on the 25th of every month.",
    ],
)
def test_an_event_or_a_schedule_is_not_near_now(sentence: str) -> None:
    assert broken_rules(sentence) == set()
