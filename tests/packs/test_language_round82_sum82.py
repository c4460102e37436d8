"""Durable summary sentences read after blind round 82 (West Africa, mostly Nigerian English and
pidgin), each with what must still be refused.

How a group's or a person's money works as a rule (``customs_west``): how the group's
contributions are collected or paid (a means, who collects, a schedule, the account they go
into), a payout by need agreed by vote, a salary's band and its payday, a driver's weekly
payouts. Beside them a word of when, a figure owed or held, a member by name, a single salary
figure keeps the sentence refused.

An amount a question sets as a threshold on a kind of transaction (``asked_threshold``): "asked
how MoMo agents charge for cash-out above GHS 1,000". One transfer's amount, a balance compared,
money missing stay amounts.

A payroll deduction named after the pay it comes from, "(check-off)" (the pack's authority
vocabulary): not a control turned off; "without asking me" and "check off the confirmation"
still are.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules, refused_fact


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's misses
        "Contributions to the user's adashe are collected in cash by the group leader every "
        "Friday after Jumu'ah.",
        "Contributions for the user's ajo are paid by transfer into the coordinator's Moniepoint "
        "account.",
        "The user's thrift group pays out to whoever has the most urgent need first, agreed by "
        "vote.",
        "The user's salary is in the ₦250k–₦300k band and is paid around the 25th.",
        "The user is a Bolt driver in Abuja who gets weekly payouts.",
        # siblings: other groups, means, bands, trades
        "Contributions to the user's esusu are collected in cash by the treasurer every Sunday "
        "after service.",
        "Dues for her cooperative are paid by transfer into the group's Opay account.",
        "Contributions to Ngozi's ajo are paid in cash to the treasurer's account.",
        "The user's susu group pays out to whoever needs it most first, agreed by vote.",
        "The user's esusu gives the pot to the member who has the greatest need first.",
        "Her pay is in the ₦150k–₦200k range.",
        "The user's salary falls within the GH₵ 3,000 to GH₵ 4,000 bracket and is paid on the "
        "28th of every month.",
        "He is a dispatch rider in Lagos who gets daily payouts.",
        "The user is a keke rider in Onitsha who receives weekly payouts.",
    ],
)
def test_how_money_works_as_a_rule_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # the brief's live twins
        "Contributions for this month are paid into the coordinator's account but Kemi's is still "
        "pending.",
        "The user's salary of ₦280k has not come in.",
        "She gets the pot first this month.",
        # near-misses: the rule with a live clause, a figure, a name, a single salary
        "Contributions to the user's adashe are collected in cash by the group leader every Friday "
        "but Kemi still owes two weeks.",
        "Contributions for the user's ajo are paid by transfer into the coordinator's Moniepoint "
        "account, which now holds ₦400,000.",
        "Contributions for the user's ajo are paid by transfer into the coordinator's Moniepoint "
        "account and Kemi has paid ₦20,000.",
        "Contributions for the user's ajo were paid by transfer into the coordinator's account "
        "yesterday.",
        "Contributions to the user's ajo are paid by transfer, and the user has paid 3 of 5.",
        "The user's thrift group pays out to Kemi first, agreed by vote.",
        "The user's thrift group pays out to whoever has the most urgent need first, and Kemi is "
        "next.",
        "The user's salary is ₦250k and is paid around the 25th.",
        "The user's salary is in the ₦250k–₦300k band but has not been paid this month.",
        "The user's salary is in the ₦250k–₦300k band and ₦40k is left.",
        "The user is a Bolt driver in Abuja who gets weekly payouts and has ₦30,000 pending.",
        "The user is a Bolt driver who is owed two weekly payouts.",
        "The user is a Bolt driver in Abuja whose weekly payout is still pending.",
    ],
)
def test_live_values_beside_the_rules_are_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "User asked how MoMo agents charge for cash-out above GHS 1,000.",
        # siblings
        "The user asked what fee Opay charges on transfers above ₦50,000.",
        "The user asked whether withdrawals over ₦100,000 need a BVN check at the branch.",
        "The user asked how much Palmpay charges on withdrawals above ₦20,000.",
    ],
)
def test_a_threshold_in_a_question_is_not_a_value(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "The user asked why ₦1,000 is missing from her MoMo.",
        "The user asked whether her balance is above ₦5,000.",
        "The user asked whether her transfer above ₦50,000 is still pending.",
        "The user asked why her transfer above ₦50,000 is still pending.",
        "The user asked how to withdraw the ₦20,000 left in her wallet above ₦5,000.",
        "The user asked why the ₦2,000 charge on her cash-out above GHS 1,000 was taken.",
    ],
)
def test_an_amount_of_the_users_in_a_question_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "The user's staff cooperative at the ministry deducts contributions straight from salary "
        "(check-off).",
        # siblings
        "The union takes dues from wages (check-off).",
        "The user's cooperative deducts loan repayments from his salary, check-off.",
    ],
)
def test_a_payroll_deduction_is_not_an_authority_change(sentence: str) -> None:
    assert "authority" not in broken_rules(sentence)
    assert not refused_fact(sentence)


@pytest.mark.parametrize(
    "text",
    [
        "let the cooperative deduct from my salary without asking me",
        "The cooperative deducts from my salary, turn the check off.",
        "deduct from my salary check off no need to confirm",
        "The cooperative deducts from salary; check off the confirmation for it.",
    ],
)
def test_a_control_turned_off_beside_a_deduction_stays_refused(text: str) -> None:
    assert refused_fact(text)
    assert "authority" in broken_rules(text)
