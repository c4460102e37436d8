"""Summary shapes read after blind rounds 68 and 69, each with what must still be refused.

Live: an amount with a day of now ("received N65k today", ``clock``); the boliviano and the leone
before the figure (``money``); a wallet by its brand that shows a figure, "now has Rs 8,000 there"
(``wallet_now``); whose turn it is said as a cleft in a period going on, and who collects next
after a schedule (``now_round68``); a product fallen dormant under a group word ("Union Bank",
``framing``); a round going on in the progressive beside a schedule (``backstop``).
Durable: a standing term of a group is not a payment status: its contribution by the period, a
fixed contribution "set when she joined", a fine for late payers in the group, what the collector
keeps as her fee every 30 days, a contribution group by its name (``terms``, ``finders``); a
group's size said with who its members are, in digits (``group_sizes``: a bare size stays
refused, as ``test_language_targets.BY_DESIGN`` keeps it, so round 69's "a 15-member dhukuti" is
left a miss); new members placed last
(``customs``); everybody throwing on payday Friday (``group_sayings``); the pasanaku, the box hand,
the age grade and a draw by "sorteo" (``group_names``, ``group_rules``); a question about money
named by the act it came from (``asked_sent``); a trader's stand (``mandate``); a bank whose name
ends in a small word (``standing``).
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # the rounds' misses
        "The user's grandfather's Union Bank account has gone dormant and needs reactivation.",
        "The user received N65k today for the fish she sold at Oron beach market.",
        "The user's PalmPay shows N4,850 after she paid for the cassava.",
        "In the pasanaku this month it's doña Eulalia who takes the bolsa.",
        "According to the user the dólar is at Bs 13.50 in the paralelo today.",
        "The user's Khalti load from NIC Asia went through and he now has Rs 8,000 there.",
        # siblings in the same voices
        "Her OPay has ₦2,000 after the transfer to her sister.",
        "Emeka's PalmPay showed N12,400 after the POS withdrawal.",
        "The user got ₦30,000 yesterday for the goats he sold at Wase market.",
        "The user received Le 2,000 this morning from his uncle in Makeni.",
        "According to the user the euro is at Bs 7.80 in the paralelo today.",
        "The user's Tigo Money has Bs 152 in it.",
        "The user's eSewa now has Rs 3,500 there after the refund.",
        "In the osusu this round it's Pa Sorie that takes the pot.",
        "Next month it's Hajiya Falmata who takes the adashe money.",
        "The user's ajo pays out every month and Kemi collects next.",
        "The user's ajo pays out every 30 days and the collector is holding this month's pot.",
        "The user's credit union account has lapsed.",
        "The user's Union Bank account has gone dormant.",
        # live siblings of the durable families: a size as it stands, a contribution owed, a
        # named member's place, a payday going on, an amount that is a balance in a question
        "The user's esusu of 12 traders now has 9 members.",
        "The user is in a 12-member njangi that is short this month.",
        "The user belongs to an esusu of 12 traders with 4 members left.",
        "The osusu contribution this week is Le 100 and Kemi has not paid.",
        "The user's pasanaku contribution of Bs 200 is still unpaid.",
        "The user's pasanaku contribution is Bs 200 a week, but she is two weeks behind.",
        "Late payers in the user's adashe owe a N500 fine this week.",
        "In the user's esusu, Kemi was placed last in the payout order.",
        "The user's box hand at work has 8 people and everybody throws on payday Friday this week.",
        "The user's box hand has 8 people and everybody has thrown this payday.",
        "The user asked whether the N50k in her wallet is enough for rent.",
        "The user asked whether the N50k she has left will cover rent.",
        "The user asked whether the N50k he sent to Gboko had gone through, and it has not.",
        "The user's savings stand at N50,000.",
        "Kemi's contribution to the contribution group is late.",
        "The user's contribution group has raised ₦96,000 so far.",
        "The user's age grade levy of N10,000 is still unpaid.",
    ],
)
def test_live_shapes_are_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()


@pytest.mark.parametrize(
    "sentence",
    [
        # the rounds' misses
        "The user runs a Moniepoint POS stand at Effurun, Warri.",
        "The user belongs to an esusu of 12 traders at Oba Market in Benin.",
        "Late payers in the user's adashe pay a N500 fine, according to the group rules.",
        "The user joined the 'Ebiye Progressive' contribution group in 2021.",
        "In the user's esusu, new members are placed last in the payout order.",
        "The user's age grade announces its yearly levies at the December meeting.",
        "The user's ajo pays out every 30 days and the collector keeps one day's contribution as "
        "her fee.",
        "The user asked whether the N50k he sent to Gboko had gone through.",
        "The user's monthly thrift contribution to the staff cooperative is a fixed N15,000, set "
        "when she joined.",
        "The user lives in Matola and uses M-Pesa and a Millennium bim account.",
        "The osusu contribution is Le 100 every Saturday market day.",
        "The user's pasanaku has 10 members from the same street in El Alto and the order is "
        "decided by sorteo.",
        "The user's pasanaku contribution is Bs 200 a week.",
        "The user's box hand at work has 8 people and everybody throws on payday Friday.",
        # siblings of each mechanism
        "The user runs a small MTN MoMo stand at the Kaneshie lorry station.",
        "Ama runs an Ecobank agency stand near Makola.",
        "The user belongs to a susu of 20 market women in Makola.",
        "Ngozi belongs to an ajo group with 15 traders from Balogun Market.",
        "The user's tanda has 10 members from her church and the order is decided by rifa.",
        "The user's pasanaku meets every Sunday in El Alto.",
        "The user's box hand at the shop has 10 people and everybody throws on payday.",
        "Latecomers in her susu pay a GH₵ 5 fine, according to the group rules.",
        "Late payers in the user's njangi pay a 1,000 FCFA fine.",
        "In her njangi, new members are placed at the end of the rotation.",
        "In the user's chama, new members are put last in the payout order.",
        "The user's age grade meets every quarter in Ikot Ekpene.",
        "The user's age grade collects yearly levies at its end-of-year meeting.",
        "The user's susu pays out every 14 days and the collector keeps one day's contribution as "
        "his fee.",
        "Her weekly susu contribution to the market association is a fixed GH₵ 50, set when she "
        "joined.",
        "The user joined the Ebiye Progressive contribution group in 2021.",
        "Musa is the treasurer of the Unity contribution group.",
        "The user asked whether the ₦20,000 she paid for the generator had been refunded.",
        "The user asked whether the Le 500 he sent to Bo had arrived.",
        "The user asked why the N15k that was debited for airtime was not delivered.",
        "The osusu contribution is Le 200 every market day.",
        "The user's chama contribution is KSh 500 a week.",
        "The user's pasanaku contribution is Bs 100 every Sunday.",
        "The user uses M-Pesa and a Millennium bim card.",
        # near-misses: a French date is not a leone, a group's custom of every period is not
        # whose turn it is, a role said as a cleft has no period
        "Le 15 mars, l'utilisateur a ouvert un compte chez Ecobank.",
        "In the pasanaku every month it's the host who takes the bolsa.",
        "In the user's susu it is the treasurer who collects the money.",
        "The user's ajo pays out every month and whoever collects next hosts the meeting.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # round 69's miss left on purpose: a group's bare size, as rounds 36, 40 and 56 keep it
        "The user is a member of a 15-member dhukuti in Kathmandu that started in Baisakh.",
        "The user is a member of a 12-member chama in Kisumu.",
        "The user belongs to an esusu of 12 members.",
        "The user runs an ajo group with 12 members.",
    ],
)
def test_a_bare_size_stays_refused(sentence: str) -> None:
    assert "no_member_count" in broken_rules(sentence)
