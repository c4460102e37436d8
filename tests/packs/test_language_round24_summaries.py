"""Summary structures read after blind round 24, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Live
(``held_now``): money ready to be picked up ("is ready for collection at the agent"), a failure
for an account that was short ("bounced because his wallet was short"), and in French what the
user has on an account ("a 12 500 F CFA dans son portefeuille") and the words of how things
stand now ("actuellement", "pour l'instant"). Durable (``terms``, ``framing``): a group's rule
of how much anyone in it pays, with the group named after "each member" and a day of the week
it recurs on; how much anyone in a group may borrow as a multiple of their savings; a habit with
whom it goes to in two words ("sends his younger brother …"); a place in a rotation the user
always chooses; a group the user started and still runs. Beside each, near-misses of the same
shape keep to their side.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules

# --- live: refused -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # Money ready to be picked up, as it stands.
        "The cash his uncle sent through MoneyGram is ready for collection at the agent.",
        # ... even where a remitter's name reads like a group's ("Union").
        "The money his daughter sent from Doha via Western Union is ready to collect.",
        "The transfer her son made through Western Union is ready for pickup at the post office.",
        # French: how things stand now.
        "Il paie actuellement son loyer en espèces.",
        "Son virement vers Dakar est pour l'instant bloqué.",
    ],
)
def test_what_is_at_hand_now_is_held_state(sentence: str) -> None:
    assert "no_held_money" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # A failure for an account that was short.
        "His debit order for the car insurance bounced because his wallet was short.",
        "Her school-fees transfer failed last week as her savings account ran short.",
        # French: what the user has on an account.
        "Elle a 12 500 F CFA dans son portefeuille Wave.",
        "L'utilisateur a 45 000 XOF sur son compte Moov Money.",
    ],
)
def test_an_account_short_or_what_it_holds_is_a_balance(sentence: str) -> None:
    assert "no_balance" in broken_rules(sentence)


# --- durable: accepted ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # A group's rule of how much anyone pays: the group named, a day of the week.
        "Each member of his chama pays KES 500 on Mondays.",
        "Every member of her stokvel contributes R300 each Sunday.",
        "Each member of the market women's tontine contributes 5,000 francs.",
        # How much anyone in a group may borrow, as a multiple of their savings.
        "Members of her SACCO may borrow up to four times their deposits.",
        "Any member of her VSLA may borrow up to two times their shares.",
        # A habit, to whom in two words.
        "She sends her elderly aunt GHS 400 every month.",
        "He normally gives his eldest son ₦5,000 for transport every week.",
        # A place in a rotation always chosen, and why.
        "Amina prefers to take the last payout in the family stokvel rotation.",
        "He always asks for the first slot in his esusu rotation because he restocks his shop "
        "in January.",
        # A group the user started and still runs.
        "She founded the market women's chama and still chairs it.",
        "He set up a savings group at his church and still runs it.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


# --- near-misses: each keeps its side ----------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # A contribution made, or how it went.
        "Each member of her esusu contributed ₦8,000 last Friday.",
        "Each member of his chama has paid KES 500 this Monday.",
        "She contributes ₦6,000 to her esusu every Friday but missed this week.",
        # A limit with how it stands now, or one person's borrowing.
        "Members of his VSLA can borrow up to twice their savings this cycle.",
        "Three members of her VSLA have borrowed up to three times their savings.",
        # An amount whose owner says how much is left.
        "He sends his remaining ₦9,000 to his brother every month.",
        "She sends her last ₦2,000 to her mother every Friday.",
        # A place in a rotation as it stands, or a reason that says how things stand.
        "She takes the last slot in her ajo rotation this year.",
        "He has the second slot in his chama rotation.",
        "She always takes the last slot in her ajo rotation, but this cycle she is third.",
        "She always takes the first slot in her esusu rotation because she owes her supplier.",
        # A group the user started, with what it holds or how it stands.
        "He started the staff thrift scheme and still holds its money.",
        "She started the office chama, which now has twelve members, and still chairs it.",
        "He still coordinates the staff thrift scheme.",
    ],
)
def test_near_misses_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # Money already picked up, a habit of where it is picked up, a past shortfall with no
        # failure, and a French event or habit with no present-state word.
        "The money her nephew sent through MoneyGram was collected in Kumasi.",
        "She always collects money sent via Western Union at the agent near the market.",
        "L'utilisateur a ouvert un compte Orange Money en 2019.",
        "Elle envoie 20 000 FCFA à sa mère chaque mois.",
        # An account put on a list is not short of money.
        "Her account was short-listed for the bank's loyalty scheme.",
    ],
)
def test_other_shapes_stay_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()
