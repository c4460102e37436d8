"""Summary structures read after blind round 23, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Live (``reopened``):
a next step under way after an outcome ("is drafting an appeal"); something put off with nothing
set in its place ("no venue has been chosen", "until further notice"); a failure repeated so far
("has failed three times", "keeps getting declined"); a cost late now ("are two weeks late"); a
deadline given to one person from now ("has given him until Friday"); in French, a wait still
going on ("est toujours en attente du virement", "n'a toujours pas reçu"). Durable (``terms``,
``frames``, ``seasons``, ``framing``, ``backstop``): a standing order with what it does before its
amount ("sending ₦… to …") and the day of the month it recurs on; a group described, then what
each of its members pays ("…, each contributing KSh 2,000 a month"); how much a group lends as a
multiple of anyone's savings; what a group pays out to all its members after a season; a
contribution "sent" on a schedule; a tier written with a hyphen in an asked sentence ("tier-3");
which provider a product of the user's is, by name; a cost paid ahead by the period as whoever it
is paid to requires; one of an account's signatories, with how many by design; the currencies a
trade is done in. Beside each, near-misses of the same shape keep to their side.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules

# --- live: refused -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # A next step under way after an outcome.
        "Her claim for the burst geyser was turned down and she is drafting an appeal to the "
        "insurer.",
        "The user is now filing a complaint with the ombudsman about the double charge.",
        # Something put off, with nothing set in its place.
        "The stokvel's year-end meeting was postponed and no venue has been chosen.",
        "The SACCO's annual general meeting was postponed until further notice.",
        # French: a wait still going on.
        "L'utilisatrice est toujours en attente du virement de son salaire.",
        "Le client n'a toujours pas reçu les 20 000 FCFA envoyés par Wave.",
    ],
)
def test_a_matter_still_open_is_a_step_still_to_come(sentence: str) -> None:
    assert "no_pending_step" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # A failure repeated so far.
        "The user's Wave transfer to Bamako has failed three times since morning.",
        "His card payment to the airline keeps getting declined.",
        "Her debit order to the gym has bounced twice.",
        # A deadline given to one person, running from now.
        "The lender has given him until Friday.",
        "The user was given until the end of the month.",
    ],
)
def test_a_failure_so_far_or_a_deadline_given_is_refused(sentence: str) -> None:
    assert "no_held_money" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's school fees are two weeks late.",
        "His chama contribution is late again.",
    ],
)
def test_a_cost_late_now_is_a_payment_status(sentence: str) -> None:
    assert "no_payment_status" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # An appeal finished, or asked about.
        "The user appealed the insurer's decision in 2021 and won.",
        "The user asked how to file an appeal against a rejected claim.",
        # One failure long past.
        "The user's transfer to Bamako failed once in 2020 because of a wrong number.",
        # A schedule, or a question about lateness.
        "The user's rent is paid on the 1st of every month.",
        "The user asked what happens if her rent is late.",
        # A rule of every month, not one person's deadline.
        "The landlord gives tenants until the 5th of each month to pay rent.",
        # A group's day, and a meeting put off and held long ago.
        "The chama meets on the last Sunday of every month.",
        "The chama's meeting was postponed in March 2022 because of the elections and held a week "
        "later.",
        # French: what the user waits for as a habit.
        "L'utilisateur attend le 5 de chaque mois pour payer sa tontine.",
    ],
)
def test_near_misses_of_the_live_shapes_stay_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


# --- durable: accepted ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # A standing order with what it does before its amount, and the day it recurs on.
        "The user has a standing order sending R2,000 to his son at university on the 25th of "
        "every month.",
        "She keeps a standing order paying KES 3,000 to her mother on the first of each month.",
        # A group described, then what each of its members pays, with how often.
        "The user is in a stokvel of ten neighbours in Soweto, each contributing R500 a month.",
        "Her merry-go-round is made up of eight boda riders from one stage, each paying KES 1,000 "
        "a week.",
        # How much a group lends, as a multiple of anyone's savings.
        "Her SACCO lends members up to four times their savings.",
        "The user belongs to a SACCO in Meru that lends up to twice a member's deposits.",
        # What a group pays out to all its members after a season, every year.
        "Her cooperative of shea pickers pays dividends after the harvest.",
        "The user's farmers' cooperative in Kumasi shares out its profits after the cocoa season.",
        # A contribution sent on a schedule.
        "The user's weekly susu contribution is usually sent on Fridays.",
        "His upkeep for his mother is sent monthly by M-Pesa.",
        # A tier written with a hyphen, in an asked sentence.
        "The user asked what she needs to move to a tier-2 wallet.",
        "The user asked how to upgrade to a level-2 account.",
        # Which provider a product of the user's is, by name.
        "Her main bank is Stanbic.",
        "The user's business wallet is MTN MoMo.",
        "His salary account is with Ecobank.",
        # A cost paid ahead by the period, as whoever it is paid to requires.
        "She pays her shop rent six months in advance, as the landlord demands.",
        "The user pays his children's school fees a term in advance.",
        # One of an account's signatories, with how many by design.
        "She is one of two signatories on the burial society's account.",
        "The user is one of the three signatories to his village association's account.",
        # The currencies a trade is done in.
        "The user is a cross-border trader in Busia who trades in both shillings and dollars.",
        "She is an importer in Lagos who does business in naira and US dollars.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


# --- near-misses of the durable shapes: refused ------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # A standing order that failed, bounced, or with money left beside it.
        "The user has a standing order sending ₦50,000 to her mother, but it failed this month.",
        "Her standing order sending KES 4,000 to her sister bounced.",
        "The user has a standing order sending ₦50,000 to her mother and has ₦3,000 left.",
        # What each pays, with how the group stands now or since when.
        "The user's stokvel has ten members, each contributing R500 a month, and two are behind.",
        "The user's chama of twelve women, each contributing KSh 2,000 a month, is short this "
        "month.",
        "The chama has twelve women, each contributing KSh 2,000 a month since January.",
        "She contributed KSh 2,000 to the chama this month.",
        # One person's loan, a loan to come, a payout not made or still awaited.
        "His SACCO will lend him up to three times his savings once he has saved for six months.",
        "Her SACCO has lent her three times her savings and she owes most of it.",
        "The cooperative will pay bonuses after the main crop season.",
        "The cooperative has not paid bonuses since the main crop season.",
        "The cooperative pays bonuses after the main crop season, but Kofi is still waiting for "
        "his.",
        # A contribution sent late or not sent.
        "This month's chama contribution was sent late on the 9th.",
        "The user's monthly chama contribution is normally sent on the 5th but was not sent this "
        "month.",
        # A tier as the wallet stands, with its limit.
        "The user asked about upgrading, and her wallet is still tier-1.",
        "The user is on a tier-1 wallet with a ₦50,000 limit.",
        # A product's state, not its provider.
        "The user's main wallet is MTN MoMo, which is frozen.",
        "The user's main wallet is Blocked.",
        "The user's wallet is now MTN MoMo after the old one was frozen.",
        # A cost paid ahead, with how it went this time.
        "The user pays his rent a year in advance, but is late this year.",
        "The user is paying this year's rent in advance.",
        "The user paid his rent a year in advance and is owed a refund.",
        # A signatory with what is waiting on them, or a count of who has paid.
        "He is one of three signatories who have not yet approved the withdrawal.",
        "The user is one of three members who have paid.",
        "The user is one of three signatories on the account, which is frozen.",
        # Money held in currencies, or a trade as it goes this week.
        "The user has both US dollars and francs in his account.",
        "The user is trading in dollars this week because the franc fell.",
    ],
)
def test_near_misses_of_durable_shapes_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence)
