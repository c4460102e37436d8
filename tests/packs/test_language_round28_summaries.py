"""Summary structures read after blind round 28, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Durable:

- money that sits in a recurrence, one reader for every money rule (``recurring``, applied in
  ``framing.blank_framed``): a clause with an amount and how often it recurs ("every second
  Sunday", "at month-end", "once a year every March", "per member monthly", "at the start of every
  semester", "a month for three years"; a leading "Every month," governs the clause after it),
  and no word of how things stand in the sentence, states an arrangement, so its amounts (and who
  pays them: "each member", "is paid") are blanked before the rules read it. A price each ("sells
  shares at ₦2,000 each") and a benefit's cap ("pays up to R10,000 towards a burial") are terms
  beside it. The backstop takes the same recurrence, with the same state words, as a schedule;
- what an account is used for, said of the account ("is used only for the shop's suppliers"),
  and who a role on it is, a relative by name ("her next of kin on the account is her brother,
  Obi"), as lasting arrangements (``arranged``), nothing after them.

Beside it, near-misses keep to their side: a state word (still, owes, due, so far, this month,
left, behind, pending, overdue, bounced, arrears, currently, now stands at), an amount held ("the
savings box holds ₦60,000"), a second clause with its own amount and no recurrence, a loan or what
is borrowed, a turn or the pot, a limit, an instance paid ("sent his weekly ₦2,000"), one's last
money, a contribution named with its amount, and the user's own income (set by whoever pays it).
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules

# --- durable: accepted -------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # A group's amount by the period, whoever is said to pay it.
        "Each member of her ajo pays ₦20,000 at month-end.",
        "The burial society collects R100 from each member every month.",
        "Members of her chama each pay KSh 1,500 every second Sunday.",
        "The stokvel pools R500 per member monthly and shares the money out every December.",
        "The church welfare fund collects ₦2,000 from each worker every payday.",
        # The user's cost or support by the period, the amount before or after.
        "He pays his son's hostel fee of ₦150,000 at the start of every semester.",
        "Her pledge to the mosque building fund is ₦10,000 a month for three years.",
        "Every Saturday Musa gives his driver a weekly allowance of ₦7,000.",
        "The user's father receives ₦25,000 from her every Friday for upkeep.",
        "Every month, Amaka sends ₦40,000 to her grandmother in Enugu.",
        "Bisi pays her shop rent of ₦600,000 once a year every March.",
        "The user's estate service charge of ₦30,000 is paid quarterly to the landlords' "
        "association.",
        # A price each and a benefit's cap beside the arrangement.
        "The cooperative sells shares at ₦2,000 each and pays dividends every December.",
        "The funeral society's members each pay R120 a month and the society pays up to R10,000 "
        "towards a burial.",
        # What an account is used for, in the passive; who a role on it is, a relative named.
        "Her savings account is used only for her children's school fees and uniforms.",
        "Tunde's next of kin on the account is his wife, Bimpe.",
    ],
)
def test_money_in_a_recurrence_is_an_arrangement(sentence: str) -> None:
    assert broken_rules(sentence) == set()


# --- live: refused -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # A state word or a count so far beside the recurrence.
        "She still owes ₦2,000 of this month's ₦5,000 contribution.",
        "He has paid ₦10,000 of the ₦40,000 due each quarter so far.",
        "The chama's monthly pot of KSh 40,000 goes to Achieng this month.",
        "Her standing order of ₦50,000 every month bounced.",
        "She sends her mother ₦30,000 every Sunday, but this Sunday's transfer is pending.",
        "He pays ₦15,000 monthly to the cooperative and is three months in arrears.",
        "Her weekly ₦3,000 deposit is overdue.",
        "The user pays ₦45,000 quarterly and owes the association ₦90,000.",
        "The monthly dues of ₦2,000 are currently unpaid for Sade.",
        "His daily savings of ₦1,000 add up to ₦90,000 so far.",
        "Every month she receives ₦30,000, and her account now stands at ₦210,000.",
        # An amount held, or a second clause with its own amount.
        "Her monthly limit of ₦500,000 has ₦120,000 left.",
        "He saves ₦5,000 every week, and the savings box holds ₦60,000.",
        "He saves ₦5,000 every week and his wallet balance is ₦60,000.",
        "Members contribute ₦10,000 monthly, bringing the group's savings to ₦240,000.",
        "The group has ₦360,000 after a year of ₦30,000 monthly contributions.",
        # A loan, a limit, a turn.
        "She pays ₦20,000 a month towards a loan of ₦200,000.",
        "The user can send up to ₦100,000 a day from the app.",
        "Every month the group pays ₦120,000 to whoever's turn it is.",
        "The esusu pays out ₦600,000 every month and Ada is next.",
        "Each member pays ₦5,000 every Friday; Kemi collects ₦60,000 this Friday.",
        # One instance paid, or not; one's last money; a contribution with its amount.
        "The user sent her monthly ₦5,000 to the thrift.",
        "His monthly salary of ₦300,000 hasn't come in.",
        "The weekly ₦2,000 contribution from Bola was not received.",
        "She gives her last ₦1,000 to the church every Sunday.",
        "He collects monthly contributions of ₦3,000 from each stall owner.",
        # The user's own income, set by whoever pays it.
        "The user gets ₦40,000 from his brother in Houston every month.",
        "Her salary of ₦180,000 comes in on the 26th of every month.",
        # What an account is for, or its next of kin, with how it stands after.
        "His savings account is used only for school fees and is frozen.",
        "The account is used only for rent and it is restricted.",
        "Her next of kin on the account is her sister, who is now abroad.",
    ],
)
def test_near_misses_of_money_in_a_recurrence_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Each member pays ₦5,000 weekly and Tunde is two weeks behind.",
        "She is behind on her ajo contributions.",
        "In the chama, Wanjiru is now three payments behind.",
    ],
)
def test_behind_on_what_recurs_is_live_even_in_a_group_sentence(sentence: str) -> None:
    assert broken_rules(sentence)
