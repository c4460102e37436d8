"""Durable summary sentences read after blind round 86 (Nigerians at home and abroad: a family
estate, an employer's pay day, a parish's dues, an esusu's WhatsApp group, a farmers'
cooperative, a phone lost, an Uber driver, a threshold preferred), each with what must still be
refused.

Who handles a family matter, a relative or an adviser by role (``customs_round86._HANDLED``):
"the user's late father's estate matters are being handled by his elder brother" (who handles
it, no money in it). Money the estate holds, "still", a clause beside it stay refused.

An employer's pay day said of the employer (``customs_round86._EMPLOYER_PAYS``): "is an oil
servicing company that pays in the last week of the month" ("the last week of the month" is
every month's, not last week). "Has not paid this month", "owes", "paid him last week",
"pending" stay refused.

Dues paid to a parish, a mosque, a union by the period (``customs_round86._DUES``): "pays
tithe-like dues to her parish monthly". Dues owed, behind, paid this month, not paid, "still"
stay refused.

The channel a group posts its receipts in, by its kind and quoted name
(``customs_round86._POSTED_IN``): "uses a WhatsApp group called 'Daily 2k Contribution' to post
payment receipts" (the name is a name, whatever figure it holds). What has been collected so
far, a count of members who have paid, a member who has not posted, what the pot has stay
refused.

The group itself as its rule's subject with a place by name after it, and a season of every
year as the mark that it holds every time (``group_rule_frames._ITSELF``, ``_EVERY``): "User's
farmers' cooperative in Plateau gives input loans to members before planting season". What it
has left, "this planting season", a count of members, the user yet to get his, "still" stay
refused.

A step met after a loss dated by its month, joined to it by "and" (``dated._MET_AFTER_MONTH``):
"lost his phone at Ojota in April and had to re-register his SIM" (what followed the loss then).
"Has to", "this April", no date, an obligation only told, "before he can", "still not done" stay
refused.

A driver's pay schedule joined to the trade by "and" (``customs_west._TRADE_PAY``): "is an Uber
driver in Lagos and receives weekly payouts" (a habit of the trade, not a rotation's turn). A
payout pending, late, not come, received yesterday stay refused.

An amount set as a threshold in a preference, of any transaction of a kind
(``customs_round86._PREFERS_ABOVE``): "prefers to visit the branch for any transaction above ₦5
million". One transaction above it awaiting approval, a balance beside it, a balance kept above
it, "until", "now" stay refused.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "User's late father's estate matters are being handled by his elder brother.",
        # siblings: another relative, an adviser by role, other matters
        "Her late mother's estate is being managed by her uncle.",
        "His grandfather's inheritance affairs are being settled by the family lawyer.",
        "The user's late husband's property matters are being handled by his younger brother.",
        "Her family's land matters are taken care of by her eldest sister.",
    ],
)
def test_who_handles_a_family_estate_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # still, money held, a clause beside it
        "User's late father's estate matters are still being handled by his elder brother.",
        "The estate's ₦2m is being held by his brother.",
        "User's late father's estate is being handled by his elder brother, who has ₦2m of it.",
        "User's late father's estate matters are being handled by his elder brother and the "
        "₦3m is in his account.",
        "His father's estate money is with his uncle now.",
        "User's late father's estate matters are being handled by his elder brother, but the "
        "house rent has not been paid.",
    ],
)
def test_a_family_estate_as_it_stands_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "User's employer is an oil servicing company that pays in the last week of the month.",
        # siblings: another week, another kind of employer
        "Her employer is a logistics firm that pays in the first week of the month.",
        "His employer is a private school that usually pays in the final week of each month.",
        "The user's employer is a hospital which pays in the second week of every month.",
    ],
)
def test_an_employer_s_pay_day_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # not paid, owed, last week itself, pending
        "The employer has not paid this month.",
        "User's employer is an oil servicing company that pays in the last week of the month "
        "but has not paid this month.",
        "User's employer pays in the last week of the month and owes him two months' salary.",
        "User's employer paid him last week.",
        "User's employer is an oil servicing company that pays in the last week of the month; "
        "his salary is still pending.",
        "His salary for this month is pending.",
    ],
)
def test_an_employer_s_pay_as_it_stands_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "The user is a Catholic and pays tithe-like dues to her parish monthly.",
        # siblings: a mosque, a union, a period before the dues
        "The user pays levies to her mosque every month.",
        "He is an Anglican and pays church dues to his parish every month.",
        "She pays her monthly dues to the town union.",
        "The user pays yearly subscriptions to the market association.",
    ],
)
def test_dues_paid_to_a_parish_by_the_month_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # owed, behind, paid once, not paid, still
        "She owes her parish two months' dues.",
        "The user pays tithe-like dues to her parish monthly but is two months behind.",
        "The user paid her dues to the parish this month.",
        "The user has not paid her dues to the parish for March.",
        "The user still pays tithe-like dues to her parish monthly, and three months are "
        "outstanding.",
        "The user pays tithe-like dues to her parish monthly and owes ₦6,000 in arrears.",
    ],
)
def test_dues_as_they_stand_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "The user's esusu group uses a WhatsApp group called 'Daily 2k Contribution' to post "
        "payment receipts.",
        # siblings: another app, a name in other quotes, members posting in it
        'His adashe uses a WhatsApp group named "Friday 10k Savers" to post contribution receipts.',
        "Members of her thrift group post their payment receipts in a WhatsApp group called "
        "'Ajo 5k Daily'.",
        "The user's ajo uses a Telegram group called '50k Monthly Circle' to share payment alerts.",
    ],
)
def test_a_group_s_whatsapp_channel_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # collected so far, a count, a member not paid, yesterday
        "The group has collected ₦200k so far.",
        "The user's esusu group uses a WhatsApp group called 'Daily 2k Contribution' to post "
        "payment receipts, and 12 members have paid.",
        "The user posted his payment receipt in the WhatsApp group yesterday.",
        "The user's esusu group uses a WhatsApp group to post payment receipts, but Tunde has "
        "not posted his.",
        "The user's esusu group uses a WhatsApp group called 'Daily 2k Contribution' to post "
        "payment receipts; the pot has ₦96,000.",
    ],
)
def test_a_group_s_channel_beside_how_it_stands_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "User's farmers' cooperative in Plateau gives input loans to members before planting "
        "season.",
        # siblings: another place, another season, another group
        "The user's cooperative in Kaduna gives fertiliser loans to members before the "
        "planting season.",
        "Her women's cooperative at Ibadan offers soft loans to members after harvest season.",
        "His farmers' cooperative in Benue gives seed loans to members before every planting "
        "season.",
    ],
)
def test_a_farmers_cooperative_s_loans_before_each_season_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # what it holds, this season, a count, the user yet to get his
        "The cooperative gives out ₦50k loans and has ₦1.2m left.",
        "User's farmers' cooperative in Plateau gives input loans to members before this "
        "planting season.",
        "User's farmers' cooperative in Plateau gives input loans to 40 members before "
        "planting season.",
        "User's farmers' cooperative in Plateau has ₦2m to give as input loans before "
        "planting season.",
        "User's farmers' cooperative in Plateau gives input loans to members before planting "
        "season and the user is yet to get his.",
        "User's farmers' cooperative in Plateau still gives input loans to members before "
        "planting season.",
    ],
)
def test_a_cooperative_s_loans_as_they_stand_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "User mentioned that he lost his phone at Ojota in April and had to re-register his SIM.",
        # siblings: a card, a stolen phone, another month
        "She lost her card in a keke in March and had to block it at the branch.",
        "He dropped his phone at Oshodi in June and had to request a new SIM.",
        "The user's phone was stolen at Yaba in May and had to replace her SIM.",
    ],
)
def test_a_step_met_after_a_loss_dated_by_its_month_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # has to, still, this April, no date, only told, before he can
        "He has to re-register his SIM before he can transfer.",
        "User lost his phone at Ojota in April and had to re-register his SIM, which is still "
        "not done.",
        "User lost his phone at Ojota this April and had to re-register his SIM.",
        "User lost his phone at Ojota in April and has to re-register his SIM.",
        "User lost his phone at Ojota and had to re-register his SIM.",
        "User was told in April that he had to re-register his SIM.",
        "User lost his phone in April and had to re-register his SIM before he can use the app.",
    ],
)
def test_a_step_still_to_do_after_a_loss_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "User is an Uber driver in Lagos and receives weekly payouts.",
        # siblings: another app, a rider, daily
        "She is a Bolt rider in Abuja and gets daily payouts.",
        "He is an inDrive driver in Port Harcourt and receives weekly payouts.",
        "The user is a delivery rider in Ibadan and gets weekly payouts.",
    ],
)
def test_a_driver_s_weekly_payouts_joined_by_and_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # pending, not come, late, this week
        "His Uber payout is pending.",
        "User is an Uber driver in Lagos and receives weekly payouts, but this week's payout "
        "has not come.",
        "User is an Uber driver and his weekly payout is late.",
        "User is an Uber driver in Lagos and receives weekly payouts; this week's is still "
        "pending.",
    ],
)
def test_a_driver_s_payout_as_it_stands_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "User said he prefers to visit the branch for any transaction above ₦5 million.",
        # siblings: below, over, another currency, another kind
        "She prefers to use the USSD code for any transfer below ₦10,000.",
        "He would rather go to the bank for any withdrawal over $2,000.",
        "The user prefers to call his account officer before any transfer above ₦1m.",
    ],
)
def test_a_threshold_in_a_preference_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # one transaction, a balance beside, a failed one, a balance kept
        "His transaction above ₦5 million is awaiting approval.",
        "User said he prefers to visit the branch for any transaction above ₦5 million, and "
        "his balance is ₦6 million.",
        "User prefers to visit the branch because his transfer above ₦5 million failed.",
        "User prefers to keep his balance above ₦5 million.",
        "User prefers to visit the branch for any transaction above ₦5 million until his "
        "limit is raised.",
        "User prefers to visit the branch for any transaction above ₦5 million now.",
    ],
)
def test_an_amount_of_one_transaction_or_a_balance_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)
