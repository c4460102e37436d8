"""Summary shapes read after blind round 75, each with what must still be refused.

Live: a balance gone below zero, said as what happened to the account ("went into the negative
after the standing order came out", "fell into the red", "went into overdraft": ``wallet_now``).
Durable: "each" alone as the subject of a group's terms by the period ("the rule is that each
contributes ₦20,000 every Friday", ``paying_in``); who collects settled by a bid ("whoever bids
the lowest gets the pot first", ``customs``); a plural noun after "with", "fellow", "other" is not
a present verb ("co-founded a susu group with fellow Uber drivers", ``backstop``); a held word in a
habit now and then, or on bills ("transfers sometimes stay pending overnight", "tends to leave
bills pending until payday", ``habits_held``); an obligation met in a year long past ("forgot
their PIN once in 2021 and had to visit the branch", ``dated``); a business taking a means of
payment from its customers ("accepts MoMo payments from customers", ``standing``); someone
described with a loan from a lender ("a student … with an education loan from SBI",
``backstop``).

Left as they are (``BY_DESIGN``): a group's bare member count ("organised by their aunt and has
ten members": no member count, by spec); a place in a rotation, even one preferred with a reason
("prefers to be last in the esusu rotation because …"); a wish for a higher limit ("would like a
higher contactless limit one day": an authority topic, ENGINE.md section 9).
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "The user's account went into the negative after the standing order came out.",
        # siblings: a balance gone below zero, as what happened to it
        "Her current account went into the red when the DSTV debit hit.",
        "His Kuda account dipped into the negative after the loan repayment was taken.",
        "The user's account went into overdraft after the direct debit.",
        "Her M-Pesa went negative after Fuliza was repaid.",
        "The user's account fell into the red after the school fees debit went out.",
        "The user's checking account went negative after autopay took the car payment.",
        "Account go negative after the standing order comot.",
        "The user's account is now in the negative.",
        "The user's account went into the red in 2019.",
        # near-misses of the durable fixes that keep a live value
        "Each member has contributed ₦20,000 this Friday.",
        "The user's ajo has twelve members, and each has contributed ₦20,000 this Friday.",
        "In their stokvel, each contributed R500 last month.",
        "The user is next to collect the pot.",
        "In the user's BC committee, whoever bids the lowest gets the pot first, and this month "
        "that is Kemi.",
        "In the user's BC committee, Kemi bid the lowest and gets the pot first.",
        "In the user's committee, the lowest bidder gets the pot this month.",
        "Kemi bids the lowest and gets the pot first.",
        "The user's transfer is still pending overnight.",
        "The user asked why their transfer is still pending.",
        "The user's transfers sometimes stay pending, and two are pending now.",
        "The user asked why their transfers sometimes stay pending; one of ₦50,000 is pending now.",
        "The user has two bills pending.",
        "The user tends to leave bills pending until payday, but three are pending now.",
        "The user's bills are pending until payday.",
        "The user currently has an education loan of ₹4 lakh outstanding.",
        "The user is a student with an education loan from SBI that is overdue.",
        "The user is a student with an education loan of ₹4 lakh from SBI.",
        "The user still has to visit the branch.",
        "The user had to visit the branch to reset the PIN.",
        "The user forgot their PIN in 2021 and still has to visit the branch.",
        "The user had to visit the branch in 2021 but has not gone yet.",
        "The user was told in 2023 that she had to submit her BVN.",
        "The user accepts MoMo payments from Kemi today.",
        "The user accepts MoMo payments from customers but two are pending.",
        "The user co-founded a susu group with fellow Uber drivers and Kemi collects next.",
        "The user's susu group with fellow Uber drivers has twelve members.",
        # left refused on purpose (BY_DESIGN)
        "The user's committee in Lahore is organised by their aunt and has ten members.",
        "The user prefers to be last in the esusu rotation because they are saving up to open a "
        "shop.",
        "The user would like a higher contactless limit one day but has not applied for one.",
    ],
)
def test_live_shapes_are_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's misses
        "The user's ajo has twelve members, and the rule is that each contributes ₦20,000 every "
        "Friday.",
        "In the user's BC committee, whoever bids the lowest gets the pot first.",
        "The user co-founded a susu group with fellow Uber drivers in Accra in 2022.",
        "The user asked why their transfers sometimes stay pending overnight.",
        "The user tends to leave bills pending until payday.",
        "The user forgot their PIN once in 2021 and had to visit the branch to reset it.",
        "The user owns a small provision shop in Kumasi and accepts MoMo payments from customers.",
        "The user is a final-year engineering student at IIT Kanpur with an education loan from "
        "SBI.",
        # siblings: "each" alone as the subject of the group's terms
        "Each ajo has ten members and the rule is that each pays ₦5,000 every Sunday.",
        "In Ama's susu, each contributes GH₵50 every market day.",
        "The chama has fifteen members and each contributes KSh 2,000 every month.",
        "In her paluwagan, each pays ₱1,000 every payday.",
        "The user's committee has ten members; each contributes Rs 10,000 every month.",
        "Their stokvel's rule is that each puts in R500 every month.",
        "In the user's thrift group the rule is that each contributes £50 every month.",
        # siblings: who collects settled by a bid
        "In his chit fund, the member who offers the biggest discount takes the chit each month.",
        "In the user's committee, the highest bidder collects the pot first.",
        "In her kuri, whoever bids the lowest amount takes the pot.",
        "The user's BC runs on bidding: whoever bids the lowest gets the pot first.",
        "In their bisi, the lowest bidder takes the money first.",
        "The user said that in her BC, whoever bids the lowest gets the money first.",
        # siblings: a group founded with fellow workers
        "The user started an ajo with other Bolt riders in Lagos in 2021.",
        "The user co-founded a chama with fellow boda boda riders in Kisumu in 2019.",
        "The user started a paluwagan with fellow Grab drivers in Cebu in 2023.",
        "The user formed a committee with fellow Careem captains in Karachi in 2020.",
        "She founded a susu group with fellow Makola traders in 2018.",
        "The user set up a savings group with fellow Zomato riders in Pune in 2022.",
        "User co-founded susu with fellow Uber drivers, Accra, 2022.",
        # siblings: a held word in a habit now and then, on bills
        "The user asked why her M-Pesa transfers sometimes stay pending overnight.",
        "The user wanted to know why his payments occasionally stay on hold over the weekend.",
        "The user asked why deposits sometimes remain pending for two days.",
        "User ask why transfers sometimes dey pending till morning.",
        "The user asked why his UPI transfers sometimes stay pending for hours.",
        "Cust asked why transfers sometimes stay pending overnight.",
        "The user often keeps invoices pending until the end of the month.",
        "He tends to leave his utility bills pending until the last day.",
        # siblings: an obligation met in a year long past
        "The user lost his phone in 2022 and had to re-register his M-Pesa line.",
        "In 2019 the user had to go to the NADRA office to update her CNIC.",
        "The user's card was swallowed by an ATM in 2020 and she had to order a new one.",
        "Back in 2018 the user had to visit the branch to reset his PIN.",
        "The user forgot her UPI PIN in 2023 and had to reset it at the bank.",
        "The user, a retired teacher, forgot her PIN in 2020 and had to visit the branch to reset "
        "it.",
        # siblings: a business taking a means of payment from its customers
        "The user runs a chop bar in Takoradi and accepts mobile money payments from customers.",
        "The user owns a salon in Nairobi and accepts M-Pesa payments from clients.",
        "The user drives a tuk-tuk and accepts cash and M-Pesa from passengers.",
        "The user owns a kirana shop in Lucknow and accepts UPI payments from customers.",
        "The user sells suya in Abuja and accepts Opay transfers from customers.",
        "The user runs a food truck in Houston and accepts Zelle and Venmo from customers.",
        "Cust owns mini-mart in Kumasi; accepts MoMo payments from customers.",
        # siblings: someone described with a loan from a lender
        "The user is a nurse in Leeds with a mortgage from Nationwide.",
        "The user is a teacher in Ibadan with a car loan from his cooperative.",
        "The user is an MBA student at LUMS with a student loan from HBL.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()
