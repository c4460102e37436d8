"""Durable summary sentences read after blind round 84 (Nigerian and Ghanaian customers at home and
abroad), each with what must still be refused.

A group's rule said after a colon (``group_rule_frames._RULE_IS``): "esusu group rule: a member
who has collected must keep paying until the cycle ends" is the rule "is that …" introduces, and
is read the same way (said of anyone in the group, nothing of this cycle). A name, "she", "this
cycle", "still", a count of members stay refused; so does a clause beside the rule with a subject
of its own that any rule refuses alone ("… and the pot has ₦240,000", an older leak found here).

The group itself as its rule's subject (``group_rule_frames._group_itself``): "contributes a
fixed ₦20,000 every month", "requires a guarantor before any member can borrow from the pool",
its terms in the habitual present, of every period or anyone in it. What it has collected, a past
or dated month, "still", a name or the user, a count of its members, what it holds beside the
terms stay refused.

Everyday facts a money word tripped, read where they tripped:
- which banks the user has accounts with, both named (``backstop._HABIT``): an amount in them or
  a state of one stays refused;
- how someone is paid, the kind of payments, their currency and the service they come through,
  in the plural (``backstop._HABIT``): one payment, a day, "now", "still pending", an amount stay
  refused;
- an apprentice settled by his master, dated (``settled.FINISHED_ACT``): a transfer or bill
  settled, "settled yesterday", "yet to be settled", a debt settled stay refused;
- a wallet registered with an ID or in a name (``kept_with._REGISTERED``): an empty, blocked,
  unregistered wallet, or one that holds money, stay refused.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "User's esusu group rule: a member who has collected must keep paying until the cycle "
        "ends.",
        # siblings: other groups, wordings, a heading in the plural
        "Her adashe's main rule: whoever has taken the pot must keep contributing until the last "
        "round.",
        "The user's isusu rule: any member who has collected keeps paying until the cycle ends.",
        "Rule of the user's ajo: a member who has collected cannot leave before the cycle ends.",
        "The user's chama rules: members who have collected must keep paying until the end of "
        "the cycle.",
    ],
)
def test_a_group_rule_after_a_colon_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # a name, a person of the user's, this cycle, still, a count
        "User's esusu group rule: a member who has collected must keep paying, but Kemi has "
        "stopped.",
        "User's esusu group rule: Kemi has collected and must keep paying until the cycle ends.",
        "User's esusu group rule: she has collected and must keep paying until the cycle ends.",
        "User's esusu group rule: a member who has collected must keep paying until this cycle "
        "ends.",
        "User's esusu group rule: a member who has collected must still pay ₦5,000.",
        "User's esusu group rule: 3 of 10 members have collected.",
        "User's esusu group: Kemi has collected and must keep paying.",
        "User's esusu group rule: a member who has collected must keep paying, and the user has "
        "collected.",
    ],
)
def test_a_rule_after_a_colon_with_how_it_stands_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's Ajo group has a rule that each member contributes ₦20,000 every month and the "
        "pot is ₦240,000.",
        "The user's Ajo group rule is that each member contributes ₦20,000 every month and the "
        "pot has ₦240,000.",
    ],
)
def test_a_clause_beside_a_rule_is_read_alone(sentence: str) -> None:
    assert broken_rules(sentence)


def test_a_rule_with_no_clause_beside_it_is_still_accepted() -> None:
    assert (
        broken_rules(
            "The user's Ajo group has a rule that each member contributes ₦20,000 every month."
        )
        == set()
    )


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "The user's Ajo group contributes a fixed ₦20,000 every month.",
        # siblings: other groups, currencies, periods
        "The user's esusu group contributes ₦10,000 every week.",
        "The user's adashe contributes ₦5,000 every Friday.",
        "The user's chama contributes KSh 2,000 every month.",
        "The user's thrift group contributes a fixed $100 every month.",
    ],
)
def test_what_the_group_contributes_by_the_period_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # what it has contributed, a past or dated month, "still", so far
        "The user's Ajo group has contributed ₦20,000 this month.",
        "The user's Ajo group contributed a fixed ₦20,000 last month.",
        "The user's Ajo group still contributes a fixed ₦20,000 every month.",
        "The user's Ajo group contributes ₦20,000 so far this month.",
        "The user's Ajo group contributes ₦20,000.",
        # what it holds or owes beside its terms
        "The user's Ajo group contributes a fixed ₦20,000 every month and now holds ₦240,000.",
        "The user's Ajo group contributes a fixed ₦20,000 every month and the pot holds ₦240,000.",
        "The user's Ajo group contributes a fixed ₦20,000 every month, which holds ₦240,000.",
        "The user's Ajo group holds ₦240,000 every month.",
        "The user's Ajo group owes ₦20,000 every month.",
        # a member behind, a name, the user, a count, a payout position
        "The user's Ajo group contributes a fixed ₦20,000 every month, but Kemi is behind.",
        "The user's Ajo group contributes a fixed ₦20,000 every month from its 12 members.",
        "The user's Ajo group contributes a fixed ₦20,000 every month; the user has paid 3 of 12.",
        "The user's Ajo group pays out ₦240,000 to Kemi this month.",
        "The user's Ajo group pays out ₦240,000 to her in March.",
        "The user's adashe contributes ₦5,000 every Friday and Kemi collects next.",
    ],
)
def test_what_the_group_has_contributed_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "User's cooperative requires a guarantor before any member can borrow from the pool.",
        # siblings: other groups, what is required, what any member may do
        "His church cooperative demands two guarantors before any member can take a loan.",
        "The user's esusu group requires a deposit before any new member can join.",
        "Her thrift society requires two guarantors before any member can take a loan.",
        "The user's chama requires a month's notice before any member can withdraw their savings.",
    ],
)
def test_what_the_group_requires_of_any_member_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # the user, a person of hers, a name
        "The user's cooperative requires a guarantor before the user can borrow from the pool.",
        "The user's cooperative requires a guarantor before she can borrow from the pool.",
        "The user's cooperative requires a guarantor before Emeka can borrow from the pool.",
        "The user's cooperative requires a guarantor for her loan before any member can sign.",
        # still, this month, a step still to do, what the pool holds
        "The user's cooperative still requires a guarantor before any member can borrow from the "
        "pool.",
        "The user's cooperative requires a guarantor before any member can borrow from the pool "
        "this month.",
        "The user's cooperative requires a guarantor before any member can borrow; the user has "
        "not found one yet.",
        "The user's cooperative requires a guarantor before any member can borrow, and the pool "
        "holds ₦2 million.",
        "The user's cooperative requires a guarantor before any member can borrow from the pool, "
        "which now has ₦2m.",
    ],
)
def test_a_guarantor_awaited_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "The user has accounts with both GTBank and Kuda.",
        # siblings
        "She has accounts with both Access Bank and Moniepoint.",
        "The user has accounts at both Ecobank and Fidelity Bank.",
        "He holds accounts with both Zenith and Opay.",
    ],
)
def test_which_banks_the_user_has_accounts_with_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "The user has accounts with both GTBank and Kuda, with ₦5,000 in it.",
        "The user has accounts with both GTBank and Kuda, and the Kuda one is frozen.",
        "The user has accounts with both GTBank and Kuda but the Kuda one is still blocked.",
        "The user has ₦50,000 in accounts with both GTBank and Kuda.",
        "The user has accounts with both GTBank and Kuda that are currently restricted.",
        "The user has accounts with both GTBank and Kuda, and the GTBank account is empty.",
    ],
)
def test_what_the_accounts_hold_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "User receives his freelance payments in dollars through Grey.",
        # siblings: other services, currencies, kinds of pay
        "She receives her client payments in pounds through Wise.",
        "The user gets his freelance earnings in dollars via Payoneer.",
        "User receives her design fees in euros through Grey.",
        "User collects his consulting fees in dollars through Payoneer.",
    ],
)
def test_how_someone_is_paid_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # one payment, a day, this month, now, still, yet, an amount
        "User receives ₦200k this Friday.",
        "User receives his freelance payment through Grey this Friday.",
        "User receives his freelance payments in dollars through Grey this month.",
        "User now receives his freelance payments in dollars through Grey.",
        "User receives his freelance payments through Grey, but the last one is still pending.",
        "User receives his freelance payments in dollars through Grey and has $400 there now.",
        "User received his freelance payment in dollars through Grey yesterday.",
        "User is yet to receive his freelance payments through Grey.",
        "User receives $1,500 in freelance payments through Grey.",
    ],
)
def test_a_payment_as_it_stands_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "User served his apprenticeship in Onitsha Main Market and was settled by his oga in 2019.",
        # siblings: another master, market, the end of the service, the master as the subject
        "He trained under a spare-parts dealer at Ladipo and was settled by his master in 2016.",
        "She learnt the trade at Balogun market and was settled by her madam after six years of "
        "service.",
        "User did his igba boi in Aba, and his oga settled him in 2021.",
        "User was settled by his oga in 2019.",
    ],
)
def test_an_apprentice_settled_by_his_master_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # a transfer, a bill, a debt, a loan settled
        "The transfer was settled.",
        "The bill was settled yesterday.",
        "User's debt was settled by his oga in 2019.",
        "User served his apprenticeship in Onitsha and his debt was settled by his oga in 2019.",
        "User served his apprenticeship in Onitsha and the loan was settled by his oga in 2019.",
        # not dated to a year or his service, not yet, to come, still owed
        "User was settled by his oga yesterday.",
        "User served his apprenticeship in Onitsha but has not been settled by his oga yet.",
        "User served his apprenticeship in Onitsha and is yet to be settled by his oga.",
        "User served his apprenticeship in Onitsha and will be settled by his oga in 2026.",
        "User served his apprenticeship in Onitsha and was settled by his oga in 2019 but still "
        "owes him ₦300,000.",
    ],
)
def test_a_settlement_as_it_stands_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "User's MoMo wallet is registered with her Ghana card.",
        # siblings: other wallets and accounts, other documents
        "His Opay wallet is registered with his NIN.",
        "User's Vodafone Cash wallet is registered with her Ghana card.",
        "User's Palmpay account is registered with her BVN.",
        "User's Opay wallet is registered with his phone number.",
    ],
)
def test_how_a_wallet_is_registered_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "User's MoMo wallet is empty.",
        "User's MoMo wallet is registered with her Ghana card but blocked.",
        "User's MoMo wallet is not registered with her Ghana card yet.",
        "User's MoMo wallet is registered with her Ghana card and holds GHS 300.",
        "User's MoMo wallet is registered with her Ghana card and is currently suspended.",
        "User's MoMo wallet is unregistered.",
    ],
)
def test_what_the_wallet_holds_or_how_it_stands_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)
