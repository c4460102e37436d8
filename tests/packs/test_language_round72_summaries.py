"""Summary shapes read after blind rounds 72 and 73, each with what must still be refused.

Live: an investment's move or a score's latest reading ("portfolio up 12% this week", "CIBIL
score came back as 742": ``now_round72.gauge_now``); money not yet come in the creoles of
Portuguese stock ("inda ka txiga": ``not_yet_creole``); a tally so far in romanised South Indian
languages ("ithuvare 6 per … adachittullu": ``tally_so_far``); a transfer that bounced or came
back, with why (``as_of_now.outcome_with_reason``). Durable: a held word in a habit over a kind of
payment, in a past occurrence counted "once", "still" before a verb of habit (``habits_held``); a
sentence that calls itself a habit (``backstop``); "each member … contributes ₹5,000 per month"
(``paying_in``).

Left as they are: a group's member count ("which has 12 members", "ajo na 10 people": ENGINE.md
section 4, no member count); "currently serving as a corps member" and "never decide yet" (a word
of how things stand, which the rule names); a limit wished for or a question about a PIN (the
authority screen's, by topic); a group's rules with "must" and "members can reshuffle the order"
and a penalty "to anyone who pays late" (read as before: a step, a turn, a payment status).
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # the rounds' misses
        "User portfolio up 12% this week, he happy.",
        "The user's CIBIL score came back as 742 this month.",
        "The PayNow transfer to the contractor bounced back because the UEN was wrong.",
        "Kuri-yil ee maasam ithuvare 6 per mathrame adachittullu.",
        "Dinheru ki el manda pa Brava inda ka txiga.",
        # siblings: a gauge's move or reading
        "Her shares are down 8% today.",
        "His credit score came out at 690.",
        "The user's investments don go up 15% this month.",
        "The user's FICO score came in at 701 this week.",
        # siblings: not yet, in Kabuverdianu and Guinea-Bissau Kriol
        "Transferensia pa nha mai inda ka txega.",
        "Dinheru ku n manda inda ka tchiga.",
        "Kartãu di nha fidju inda ka dizbloka.",
        # siblings: a tally so far in Telugu, Tamil, Malayalam word orders
        "ippati varaku 6 mandi kattaru kuri lo.",
        "Chit-la ithu varaikkum 8 per than kattirukkaanga.",
        "Ee maasam 5 per mathrame ithuvare adachu.",
        # siblings: an outcome with its reason, no passive
        "The transfer to his brother kicked back due to a name mismatch.",
        "The DuitNow transfer to the landlord came back because the account name was wrong.",
        "The GCash transfer got reversed because the number was wrong.",
        # near-misses of the durable fixes that keep a live value
        "The user usually has ₦5,000 pending on Fridays.",
        "The user usually reviews transfers, but two transfers are pending now.",
        "Her transfers always stay pending this week.",
        "The user's card has been blocked once.",
        "Once the card was blocked, the user called the bank.",
        "The user's card was blocked once and is still blocked.",
        "The user's card got blocked once this morning after three wrong PINs.",
        "The user's account was locked once today while she was paying.",
        "The user's wallet got frozen once this month over a KYC check.",
        "The user's transfer is still showing pending.",
        "The user still owes the group.",
        "Each member of the user's kuri contributed ₹5,000 last month.",
        "Each member contributes ₹5,000 per month and three have not paid yet.",
    ],
)
def test_live_shapes_are_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()


@pytest.mark.parametrize(
    "sentence",
    [
        # the rounds' misses
        "User once got locked out for wrong PIN and found the reset stressful.",
        "The user usually reviews any pending transactions on Monday mornings.",
        "The user often complains that transfers stay pending on Friday evenings.",
        "The user moved from Kano to Abuja in 2018 for work and still sends money home to his "
        "parents.",
        "The user habitually leaves scheduled bill payments pending until payday before "
        "releasing them.",
        "The user's card was blocked once in 2020 while travelling, so they now notify the bank "
        "before every trip.",
        "The user keeps PayNow transfers pending until her husband has checked them, a "
        "long-standing household habit.",
        "Each member of the user's kuri contributes a fixed ₹5,000 per month over 20 months.",
        # siblings: a habit over a kind of payment
        "The user often checks pending transfers every evening.",
        "The user typically keeps transfers on hold until her husband approves them.",
        "Usually user dey leave transfers pending till payday.",
        "The user leaves large payments pending until she has called the payee, an old family "
        "habit.",
        # siblings: one occurrence, past
        "The user's wallet was frozen once in 2019 after a fraud alert.",
        "The user once got his account suspended for unusual activity.",
        "The user's card got blocked once at an ATM in Accra.",
        # siblings: a habit kept up
        "The user still uses the old app.",
        "The user still banks with GTBank even after moving to Lagos.",
        # siblings: each member's terms by the period
        "Each member of the user's chit contributes ₹2,000 per month for 24 months.",
        "Each member of the user's esusu contributes a fixed ₦10,000 per week over 12 weeks.",
        # near-misses of the live fixes that stay accepted
        "The user came back because she forgot her card.",
        "The user's portfolio fell 30% in 2008 and he sold everything.",
        "The user invests in shares and checks them every Friday.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()
