"""Summary shapes read after blind round 74 (and rounds 72-73's durable misses), each with what
must still be refused.

Live: a rate dated by the period it was said in, after a dotted abbreviation ("11.5% p.a. as of
this week": the period no longer ends the rule sentence at "p.a.", ``sentences``; a percentage
"as of" today, this week or month is a rate as it stands, ``clock``). Durable: the group's kind
before "member" ("each stokvel member contributes …", ``group_sayings``); a kind of case that goes
first and what the order goes by, what anyone must bring to join, members redrawing the order
after a cycle, a habit of clearing one's own card in full (``customs``); a group's fine said flat,
in S$, charged to anyone who pays late (``terms``); a habit kept since one past occurrence,
payments received on a service named in several words, a service of three or four capitalised
words, an account's signatories, a view of a kind of thing (``backstop``); the date a habit's kind
falls due, a held word on a bare plural kind the user is confused by (``habits_held``); "behind"
an app's layers (``places``).

Left as they are: a group's member count ("a 12-member investment chama", "rotation of 10
people": no member count, by spec); "currently serving as an NYSC corps member" ("currently" is
the pack's present-state word, and "corps member" a member); "never decide yet" (as "has not
decided yet": a decision still to come); the authority and secret refusals of durable sentences
(not the summary rules'); "The stokvel's account at Capitec has two signatories" (refused by the
authority screen).
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "The fixed deposit rate offered to the user was 11.5% p.a. as of this week.",
        # siblings: a rate dated now after "p.a.", or "as of" the period said
        "His loan was priced at 21% p.a. this week.",
        "Its savings rate was 7% p.a. as of this week.",
        "The promo rate offered to her was 12% p.a. as of this month.",
        "The rate was 11.5% as of this week.",
        # near-misses of the durable fixes that keep a live value
        "Each stokvel member has paid R500 this month.",
        "Every chama member contributed KSh 1,000 this month.",
        "In their susu Kemi jumps the queue this month.",
        "In the user's ajo, payout goes by age and Mama Bisi is next.",
        "The user's card was blocked once in 2021; since then her card is blocked.",
        "The user's card was blocked in 2021; since then she keeps it blocked.",
        "The user uses Shoprite Money Transfer for the R500 she sends today.",
        "The user receives payments via Lipa na M-Pesa but two are pending.",
        "The user receives payments via Lipa na M-Pesa from Kemi today.",
        "The chama's account at Equity has three signatories and is frozen.",
        "The church account has 3 signatories and holds R40,000.",
        "He usually pays his bills when they are due today.",
        "Kofi said his pending transactions confuse him.",
        "Kofi said two pending transfers confuse him.",
        "Kofi said pending transactions confuse him right now because one is stuck.",
        "Ama finds her pending transfer confusing.",
        "The user does not understand why his transfer is still pending.",
        "The user is behind Kemi in the stokvel rotation.",
        "The user is two places behind in the chama queue.",
        "The user is behind on his stokvel payments.",
        "Kemi always pays her share in full.",
        "The user paid her credit card in full this month.",
        "The user pays her credit card in full.",
        "The user's thrift group charges a flat S$10 penalty to Kemi.",
        "The user's thrift group charges a flat S$10 penalty to him.",
        "Kemi must bring a guarantor before joining the user's adashe.",
        "The user must bring a guarantor before joining the adashe.",
        "The user's esusu cycle lasts six months, after which Kemi can reshuffle the order.",
        "The user's esusu cycle lasts six months, after which members can reshuffle the order, "
        "and Kemi is next.",
    ],
)
def test_live_shapes_are_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's misses (round 74)
        "Per the group's constitution, each stokvel member contributes a fixed R500 monthly.",
        "The chama's account at Equity has three signatories, one of whom is the user.",
        "Previously, the user explained that in their susu an emergency jumps the queue, otherwise "
        "payout goes by age.",
        "He habitually leaves bill payments pending until the day before they are due.",
        "Lindiwe complained that the app hides the balance behind too many menus.",
        "The user's card was blocked once in 2021 while travelling; since then she notifies the "
        "bank before trips.",
        "Kofi said pending transactions confuse him and asked that they be explained simply.",
        "The user banks with Standard Bank and uses Shoprite Money Transfer for small sends home.",
        "The user sells mitumba at Gikomba and receives payments via Lipa na M-Pesa.",
        # ... and rounds 72-73's
        "Members of the user's adashe in Zaria must bring a guarantor before joining.",
        "The user's esusu cycle lasts six months, after which members can reshuffle the order.",
        "The user's thrift group charges a flat S$10 penalty to anyone who pays late.",
        "User say she always pay credit card in full, never roll over.",
        # siblings: the group's kind before "member"
        "Every susu member contributes GHS 200 weekly.",
        "Every stokvel member contributes R300 each month.",
        "Each ajo member contributes N5,000 weekly.",
        # siblings: who goes first by a kind of case, what the order goes by
        "In the user's ajo an emergency jumps the queue, otherwise the order goes by age.",
        "In the user's susu, payout goes by seniority and a sick member goes to the front of the "
        "queue.",
        "The user's stokvel lets an emergency skip the line; otherwise turns go by age.",
        "In her chama a bereaved member jumps the queue; otherwise turns go by seniority.",
        # siblings: a habit since one occurrence
        "His card was blocked once in 2020; ever since, he tells the bank before he travels.",
        # siblings: services named in several words
        "The user uses Hello Paisa Money Transfer for sends to Harare.",
        "The user uses Mama Money Transfer App for small sends home.",
        "The user receives payments through Lipa na M-Pesa and Airtel Money.",
        "The user accepts payments via Lipa Namba at her salon.",
        # siblings: signatories by design
        "The church account has four signatories, including the user.",
        # siblings: when a habit's kind falls due; a kind the user is confused by
        "She always pays her rent the week before it falls due.",
        "He usually tops up his wallet just before his bills are due.",
        "Ama finds pending transfers confusing.",
        "The user does not understand what held deposits mean.",
        # siblings: behind an app's layers
        "The user said the statement download is buried behind three screens.",
        "Sipho dislikes that the app puts airtime behind a separate tab.",
        "The user complained that the app hides everything behind the login.",
        # siblings: one's own card cleared in full, as a habit
        "The user always pays her credit card in full.",
        "He always pay credit card bill in full.",
        "She always pay her card bill in full.",
        # siblings: a group's flat fine on anyone late
        "The user's chama imposes a fixed KSh 200 fine on anyone who pays late.",
        "The user's stokvel charges a flat R100 penalty to members who pay late.",
        "The user's ajo charges a standard N500 fine to latecomers.",
        # siblings: what anyone must bring to join; the order redrawn after a cycle
        "New members of her chama must bring two referees before joining.",
        "Applicants to the user's esusu have to provide a guarantor before joining.",
        "In the user's stokvel, new members have to present a sponsor before joining.",
        "In the user's susu, the cycle lasts a year, after which members can redraw the payout "
        "order.",
        "The stokvel cycle runs twelve months, and then members can change the order.",
        "The user's chama cycle lasts ten months, after which everyone can change the rotation.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()
