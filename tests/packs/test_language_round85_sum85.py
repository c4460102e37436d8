"""Durable summary sentences read after blind round 85 (Nigerian customers: riders, traders, thrift
groups, a church's welfare), each with what must still be refused.

A group's members said of generically, the group between them and "who"
(``group_rule_frames._members_of``): "Members of the user's thrift group who pay late are fined
₦500 per week" is the rule "members who pay late are fined ₦500 per week", read as a rule after
"is that" is (a fine's terms, not a balance). A named member fined, members paying late this
month, members who paid late or "have been fined … so far", a count, "still", a clause beside it
stay refused.

The group itself as its rule's subject (``group_rule_frames._group_itself``), now a union or a
guild of one trade too, and a place by its name and kind where its money is collected: "The
user's keke riders' union runs a weekly contribution collected at Ojoo park on Mondays". A
name with no place's kind ("collected by Kemi", "at Kemi's shop"), a past or dated week, "still",
what it holds, a count of members stay refused.

Where a group's contributions are paid, the account held by one of its officers
(``customs_west._PAYS_THEM`` and ``_INTO``): "pays contributions into a Moniepoint account held
by the secretary" (who holds the account is a role). Money an account holds, contributions held
by someone until a day, an account held by a named person, an amount paid, "this month's",
"still", a clause beside it stay refused.

A church's or a group's payments handled by someone, whose after "for"
(``roles._GIVING_FOR``): "The user handles welfare payments for her church". One payment, a
payment still pending or not gone through, "this month", an amount, "still" stay refused.

A USSD habit with a reason of the user's own (``ussd_habits._without_reason``): "uses *894# for
First Bank transfers because she does not have a smartphone". A reason that speaks of an app, an
account, a network or data, a past event, "yet", or a second clause stays refused; "because the
app is slow on her phone" is read as live (an app may be slow only today).
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "Members of the user's thrift group who pay late are fined ₦500 per week.",
        # siblings: other groups, wordings, currencies
        "Members of the user's esusu group who miss a contribution pay ₦1,000 extra the next week.",
        "A member of his ajo who collects early pays a ₦2,000 charge.",
        "Members of the user's cooperative who default on a loan are fined 5% per month.",
        "Members of her adashe who pay late are charged ₦300 per day.",
        "Every member of the user's isusu who defaults pays a ₦1,000 fine.",
    ],
)
def test_what_members_of_the_group_who_do_something_pay_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # a named member fined, members late this month, what has been fined so far
        "Tunde was fined ₦500 last week.",
        "Three members are paying late this month.",
        "Members who paid late have been fined ₦1,500 so far.",
        "Members of the user's thrift group who paid late have been fined ₦1,500 so far.",
        "Members of the user's thrift group who paid late are fined ₦500 per week.",
        "Members of the user's thrift group who have paid late are fined ₦500 per week.",
        "Members of the user's thrift group who pay late were fined ₦500 per week.",
        "Members of the user's thrift group who pay late this month are fined ₦500 per week.",
        "Members of the user's thrift group who pay late are still fined ₦500 per week.",
        "Members of the user's thrift group who owe are fined ₦500 per week.",
        "Three members of the user's thrift group who pay late are fined ₦500 per week.",
        # a clause beside the rule: a name, the user, what the pot has
        "Members of the user's thrift group who pay late are fined ₦500 per week, and the user is "
        "one of them.",
        "Members of the user's thrift group who pay late are fined ₦500 per week; Kemi owes "
        "₦1,500.",
        "Members of the user's thrift group who pay late are fined ₦500 per week and the pot has "
        "₦80,000.",
        "Members of the user's thrift group who pay late are fined ₦500 per week, but Tunde has "
        "not paid.",
        "Members of the user's thrift group who pay late are fined ₦500 per week and she pays "
        "late.",
    ],
)
def test_a_fine_as_it_stands_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "The user's keke riders' union runs a weekly contribution collected at Ojoo park on "
        "Mondays.",
        # siblings: an association, a guild, a market, a junction, another trade's union
        "His okada riders' association runs a daily contribution collected at Iwo Road junction "
        "every evening.",
        "The user's market women's association runs a monthly contribution collected at Oja Oba "
        "market on Saturdays.",
        "His traders' union runs a weekly contribution collected at Alaba market on Fridays.",
        "The user's drivers' guild runs a weekly contribution collected at the Ojota motor park on "
        "Mondays.",
    ],
)
def test_a_union_run_as_a_savings_group_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # a name with no place's kind
        "The user's keke riders' union runs a weekly contribution collected by Kemi on Mondays.",
        "The user's keke riders' union runs a weekly contribution collected at Kemi's shop on "
        "Mondays.",
        # past, dated, still, what it holds, a count, someone behind
        "The user's keke riders' union ran a weekly contribution collected at Ojoo park on "
        "Mondays.",
        "The user's keke riders' union runs a weekly contribution collected at Ojoo park this "
        "Monday.",
        "The user's keke riders' union still runs a weekly contribution collected at Ojoo park on "
        "Mondays.",
        "The user's keke riders' union runs a weekly contribution collected at Ojoo park on "
        "Mondays and holds ₦400,000.",
        "The user's keke riders' union has collected ₦80,000 at Ojoo park this month.",
        "The user's keke riders' union runs a weekly contribution collected at Ojoo park from its "
        "40 members.",
        "The user's keke riders' union runs a weekly contribution collected at Ojoo park on "
        "Mondays, but Tunde has not paid.",
        "The user's keke riders' union runs a weekly contribution collected at Ojoo park on "
        "Mondays; the user is behind.",
    ],
)
def test_a_union_s_contribution_as_it_stands_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "The user's thrift group pays contributions into a Moniepoint account held by the "
        "secretary.",
        # siblings: its members, other officers, banks, the passive
        "Members of her ajo pay their contributions into an Opay account held by the treasurer.",
        "Her chama pays contributions into an M-Pesa account held by the treasurer.",
        "Contributions to the user's adashe are paid into a Kuda account held by the group leader.",
        "The user's cooperative pays its savings into a Palmpay account held by the treasurer.",
    ],
)
def test_the_account_contributions_go_into_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # money held, contributions held for a while, a named holder
        "The account holds ₦300,000.",
        "Contributions are held by the secretary until Friday.",
        "The user's thrift group contributions are held by the secretary.",
        "The user's thrift group pays contributions into a Moniepoint account held by the "
        "secretary until Friday.",
        "The user's thrift group pays contributions into a Moniepoint account held by Kemi.",
        # what the account holds beside it
        "The user's thrift group pays contributions into a Moniepoint account held by the "
        "secretary, which holds ₦300,000.",
        "The user's thrift group pays contributions into a Moniepoint account held by the "
        "secretary, and the account holds ₦300,000.",
        "The user's thrift group pays contributions into a Moniepoint account held by the "
        "secretary, who is holding ₦300,000.",
        # an amount, a month, still, pending, who has paid
        "The user's thrift group pays ₦300,000 into a Moniepoint account held by the secretary.",
        "The user's thrift group paid contributions into a Moniepoint account held by the "
        "secretary this month.",
        "The user's thrift group pays this month's contributions into a Moniepoint account held "
        "by the secretary.",
        "The user's thrift group still pays contributions into a Moniepoint account held by the "
        "secretary.",
        "The user's thrift group pays contributions into a Moniepoint account held by the "
        "secretary pending the new treasurer.",
        "The user's thrift group pays contributions into a Moniepoint account held by the "
        "secretary, but Kemi has not paid.",
        "The user's thrift group pays contributions into a Moniepoint account held by the "
        "secretary; 8 of 10 members have paid.",
    ],
)
def test_money_held_in_the_account_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "The user handles welfare payments for her church.",
        # siblings: a clan, a fellowship, a mosque
        "Her husband manages the burial levies for their clan.",
        "The user collects the monthly dues for her church women's fellowship.",
        "She manages the welfare levies for her mosque.",
        "She is responsible for welfare contributions for her mosque.",
    ],
)
def test_who_handles_a_church_s_payments_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "The user is handling a welfare payment that is still pending.",
        "The welfare payment has not gone through.",
        "The user handles a welfare payment for her church.",
        "The user handles welfare payments for her church, but the last one is still pending.",
        "The user handles welfare payments for her church this month.",
        "The user handles ₦50,000 of welfare payments for her church.",
        "The user still handles welfare payments for her church.",
        "The user handles welfare payments for her church and has not paid out this month.",
        "The user handles the pending welfare payments for her church.",
        "The user handles the overdue payments for her church.",
        "The user handles welfare payments for Kemi.",
    ],
)
def test_a_welfare_payment_as_it_stands_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "The user uses *894# for First Bank transfers because she does not have a smartphone.",
        # siblings: another code, bank, reason of her own
        "He dials *737# for GTBank transfers because he doesn't own a smartphone.",
        "She pays bills with the *966# code because she does not own a smartphone.",
        "The user uses *894# for transfers because she does not have a smartphone.",
    ],
)
def test_a_ussd_habit_with_a_reason_of_her_own_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # an app, an account, a network, data: may be so only today
        "The user uses *894# for First Bank transfers because her app is not working.",
        "The user uses *894# for First Bank transfers because the app is slow on her phone.",
        "The user uses *894# for First Bank transfers because her account is blocked.",
        "The user uses *894# for First Bank transfers because she has no data right now.",
        "The user uses *894# for First Bank transfers because the network is bad in her area.",
        # a past event, yet, a second clause, under way, an amount
        "The user uses *894# for First Bank transfers because her phone was stolen.",
        "The user uses *894# for First Bank transfers because she does not have a smartphone yet.",
        "The user uses *894# for First Bank transfers because she does not have a smartphone, and "
        "her last transfer is stuck.",
        "The user uses *894# for First Bank transfers because she does not have a smartphone but "
        "the transfer has not arrived.",
        "The user is using *894# for First Bank transfers because she does not have a smartphone.",
        "The user uses *894# to send ₦5,000 because she does not have a smartphone.",
    ],
)
def test_a_ussd_reason_that_says_how_things_stand_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)
