"""Summary structures read after blind round 15, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Live: an
allowance used up, what money covers measured (or how little is spare), a rate dated to the day
it was read, a stock running low, an event a span from now with no verb of its own. Durable: a
group's size with how each member pays, a group's rule of when a leaver is paid back, whose
costs the user carries, where pay goes, remittances to a named place, a payment's channel by
name, a role over a described owner's account, an account kept for any purpose, pay by a
period, a kind of thing avoided. Beside each, near-misses of the same shape keep to their side:
an amount, a date near now, a clause after, a count as it stands, a status word.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules

# --- live: refused -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "The user has used up all his free withdrawals for the week.",
        "She has exhausted her data bundle for this month.",
        "The user has already used up the free ATM withdrawals this month.",
        "He has maxed out his overdraft limit.",
        "The user has run through all of her airtime allowance.",
        "The user has used up his two free transfers.",
    ],
)
def test_an_allowance_used_up_is_refused(sentence: str) -> None:
    assert "no_balance" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's savings barely cover next term's fees.",
        "His wallet only just covers the electricity bill.",
        "Her salary no longer covers the rent and school fees.",
        "The user's pension doesn't cover his medical costs.",
        "The business account covers the payroll with little to spare.",
    ],
)
def test_what_money_covers_is_refused(sentence: str) -> None:
    assert "no_balance" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user thought today's naira rate was poor.",
        "He said the euro rate right now is terrible.",
        "The user found this morning's dollar rate at the bureau better than the bank's.",
        "The rate the bank offered her today was worse than yesterday's.",
        "She complained that the cedi rate was too low today.",
    ],
)
def test_a_rate_dated_to_the_day_is_refused(sentence: str) -> None:
    assert "no_held_money" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's agent float is running low.",
        "Her e-float is running short this afternoon.",
        "The shop's cash is running dry.",
        "His airtime stock is running low again.",
        "The user's float is running low on cash.",
    ],
)
def test_a_stock_running_low_is_refused(sentence: str) -> None:
    assert "no_held_money" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's chama share-out is in two weeks.",
        "Her fixed deposit payout is in ten days.",
        "The user's wedding is two months away.",
        "The harvest sale is in a few weeks.",
        "The user's loan renewal is in three days' time.",
    ],
)
def test_an_event_a_span_from_now_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


# --- durable: accepted -------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's chama has 15 members, each contributing weekly.",
        "Her stokvel has twenty members, each paying monthly.",
        "The user's njangi has 10 members, each saving every Friday.",
        "His susu has eight members, each contributing daily.",
        "The user's VSLA has 25 members, each saving once a week.",
        # ... and with the amount, since blind round 29 labelled "has 12 members paying ₦20,000
        # monthly" durable: an amount by the period is the group's terms (``recurring``), and the
        # count is of the members it is made of (``group_rules._SIZE_PAYING``). A count that
        # changed or an amount still owed is refused below.
        "The user's stokvel has 12 members, each contributing R500 monthly.",
    ],
)
def test_a_group_size_with_how_each_member_pays_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "In the user's chama, a member who leaves early gets their savings back only at the end "
        "of the cycle.",
        "In her susu, any member who quits gets the money back only after the end of the year.",
        "In his stokvel, a member who withdraws receives their savings only at the close of "
        "the year.",
    ],
)
def test_a_group_rule_on_when_a_leaver_is_paid_back_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "The user pays his younger brother's school fees.",
        "The user pays their elderly mother's hospital bills.",
        "The user pays the rent for his son, who lives in Kisumu.",
        "The user pays the fees for her niece, who studies at Makerere University.",
        "She pays the hostel fees for her daughter, who studies in Eldoret.",
    ],
)
def test_whose_costs_the_user_carries_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's salary is paid into an Equity account.",
        "Her wages are paid into an Access Bank account.",
        "His pension is paid into a Barclays account.",
        "The user's salary is paid into a Zenith account.",
    ],
)
def test_pay_into_an_account_at_a_named_bank_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "The user is a Ghanaian nurse in London who sends remittances to Kumasi.",
        "He sends remittances home to his family in Bulawayo.",
        "The user sends remittances to Mogadishu.",
        "The user pays his workers with M-Pesa.",
        "She receives payments from customers through Chipper Cash.",
        "The user pays the landlord through Airtel Money.",
        "The user's brother in Dakar collects money through Wari.",
    ],
)
def test_a_payment_habit_through_a_named_channel_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "The user is an executor who manages his late father's estate account.",
        "She manages her elderly mother's pension account.",
        "The user keeps a separate account for her mosque donations.",
        "He keeps a dedicated wallet for the children's pocket money.",
        "The user keeps a separate account for farm inputs.",
    ],
)
def test_an_account_managed_or_kept_for_a_purpose_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "The user farms cocoa in Ashanti and is paid once a year after the harvest.",
        "She is a teacher and is paid twice a year by the school board.",
        "The user is Catholic and avoids gambling apps.",
        "He avoids payday loans.",
        "She steers clear of crypto investments.",
    ],
)
def test_pay_by_a_period_or_a_kind_avoided_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


# --- near-misses: the same shapes on the other side ----------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "The user asked about today's exchange rate.",
        "The user wanted to know today's USD to KES rate.",
        "The user is in two savings groups.",
        "The share-out was in December.",
        "The user's daughter is in her second year at university.",
        "The user is wary of lending apps.",
    ],
)
def test_a_question_a_date_or_a_length_of_the_same_shape_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "The user pays ₦40,000 for her sister's fees this term.",
        "The user's salary was paid into a Stanbic account yesterday.",
        "The user's salary is paid into a Stanbic account that is frozen.",
        "The user's chama has 12 members who have paid this month.",
        "The user's stokvel has 12 members.",
        "The user's stokvel now has 12 members, each contributing monthly.",
        "The user's stokvel has 12 members, each contributing monthly, but two have not paid.",
        "The chama has 15 members, each paying late.",
        "The stokvel has 12 members, each contributing monthly since January.",
        "In the user's tontine, only three members have paid so far.",
        "The user pays his brother's school fees late.",
        "The user pays the rent for their daughter, who is behind on it.",
        "The user pays the rent for his son, who lives in Kisumu now.",
        "The user is paid once a year but has not been paid this year.",
        "Kemi is paid once a year.",
        "The user keeps a separate account for church tithes that is currently overdrawn.",
        "The user keeps a separate account for this month's rent.",
        "The user keeps a separate account for Kemi's next payout.",
        "The user avoids paying Kemi back.",
        "The user avoids the loan app that blocked his account.",
        "The user pays her contribution with Wave.",
        "The user pays his dues through MTN MoMo.",
        "Kemi collects the pot through Ada.",
        "The user sends remittances to Hargeisa but the last one is stuck.",
        "The user manages her late husband's estate account, which is frozen.",
        "Chidi's payout is in two weeks.",
    ],
)
def test_a_value_beside_the_same_shape_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)
