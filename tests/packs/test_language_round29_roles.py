"""Summary structures read after blind rounds 29 and 30: an account's people and purpose, and
dated history, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Durable:

- who a person is on an account, by their role: a signatory, co-signatory, joint holder,
  nominee, trustee, next of kin ("her brother Kwame is a co-signatory on the family's Stanbic
  account"); who runs it ("… is run by a five-member board"); the name on it; what it is used
  for ("keeps her Wema account only for rent and school fees", "opened a dollar account to
  receive payments from her clients in Canada"); and how someone is paid or takes a cost as a
  habit ("is paid mostly through M-Pesa", "collects fees in three instalments, in September,
  January and April") (``roles``);
- a completed act with its date in the past, with a year ("took a KSh 300,000 logbook loan in
  2020 to buy a matatu", "repaid her Branch loan in full in August 2022", "donated R5,000 … on
  12 December 2023", "closed his Barclays account in January 2018") (``dated``);
- a question about a rule of who must approve, asked, without its answer ("wanted to know if
  all the signatories have to approve a cheque") (``engine.authority``).

Beside them, near-misses keep to their side: a state word after the role or the purpose
(frozen, dormant, still, now, pending, has not approved), a second clause, money held, a
payment status beside a schedule (overdue, due, has paid the first of), a transfer's status on a
date, what is still owed or left after a repayment, a part repaid, a date near now (this month,
yesterday), a date to come ("due on"), and an authority change stated rather than asked.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules

# --- durable: accepted -------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # Who a person is on an account, by role: no article, "the", "a", a name set off.
        "Her brother Kwame is a co-signatory on the family's Stanbic account.",
        "The user's wife, Mama Ngozi, is the joint holder of their savings account.",
        "His daughter Amina is the nominee on his pension account.",
        "Her uncle Sipho is trustee of the family's burial fund account.",
        # Who runs an account, with the bank it is at between.
        "The mosque's zakat account at Jaiz Bank is run by a five-member board.",
        "The school's PTA account with Access Bank is operated by the treasurer and the chairman.",
        # The name on an account, line or wallet.
        "The name on his M-Pesa line is Kiprotich Arap Langat.",
        "The user's registered name on her wallet is Ama Serwaa Owusu-Ansah.",
        # What an account is for: two things joined by "and", or opened to receive something.
        "She keeps her Wema account only for rent and school fees.",
        "He uses his Equity card mainly for groceries and airtime.",
        "The user opened a dollar account to receive payments from her clients in Canada.",
        "She set up a separate wallet for her catering business.",
        # How someone is paid, or takes a cost, as a habit.
        "The user is a freelance photographer in Nairobi who is paid mostly through M-Pesa.",
        "She is a hairdresser in Tema who is usually paid in cash.",
        "Her daughter's school collects fees in three instalments, in September, January and "
        "April.",
        "The landlord takes the rent in two halves, in March and September.",
        # A completed act with a date that has a year: a loan taken, repaid, cleared, paid off.
        "He took a KSh 300,000 logbook loan in 2020 to buy a matatu.",
        "Kofi took out a GH₵40,000 car loan in May 2021 to start a taxi business.",
        "She repaid her Branch loan in full in August 2022.",
        "The user cleared his overdraft in March 2021.",
        "He paid off his mortgage in 2022.",
        # ... a gift given, with its amount and date (either end of the sentence).
        "In June 2019 she made a one-time gift of GH₵2,000 to her old school.",
        "He donated R5,000 to the Soweto soup kitchen on 12 December 2023.",
        # ... an account closed or opened.
        "The user closed his Barclays account in January 2018.",
        "She opened her first savings account in 2015.",
        # A question about who must approve, asked without its answer.
        "The user wanted to know if all the signatories have to approve a cheque.",
        "She asked whether both trustees must sign for every payment from the welfare account.",
    ],
)
def test_account_roles_and_dated_history_are_durable(sentence: str) -> None:
    assert broken_rules(sentence) == set()


# --- live: refused -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # A role on an account with how the account or the person stands.
        "Her husband is co-signatory on the joint account, which is currently frozen.",
        "The user's wife is the co-signatory on their joint account and has not approved the "
        "transfer.",
        "The co-signatory on the joint account is still being added.",
        "She is the nominee on an account that is now restricted.",
        # Who runs an account, and what it holds.
        "The church's building fund account is managed by a committee and holds ₦2 million.",
        # Who runs an account, when it is a unit that takes it over for how it stands.
        "The account at GTBank is managed by the recovery committee.",
        # A name on an account that is changing, or a state in capitals where the name goes.
        "The name on her account is still Adebanjo until the change is approved.",
        "The user's name on her account is Pending Review.",
        # What an account is for, with a second clause on how it stands.
        "He uses his OPay account only for fuel, and it is blocked.",
        "He uses his OPay account only for fuel and it is blocked.",
        "He opened a domiciliary account to receive payments, but it is still pending "
        "verification.",
        # A pay habit, or a schedule of instalments, with a payment status beside it.
        "The user is a tailor who is paid mostly through MoMo and is owed ₦40,000.",
        "His landlord takes rent in two instalments and the July one is overdue.",
        "She has paid the first of the two instalments for the rent.",
        "The second rent instalment is due in July.",
        "She is usually paid on time.",
        # A transfer's status on a date.
        "The transfer of ₦80,000 on 3 March 2024 is still pending.",
        # A dated loan with what is still owed, left or due; a part repaid.
        "He took a ₦500,000 loan in 2021 and still owes ₦200,000.",
        "She repaid ₦60,000 of her loan in March 2024.",
        "He settled part of his Carbon loan in November 2023.",
        "The user repaid half of his KSh 80,000 loan in 2023, leaving KSh 40,000 outstanding.",
        "Her loan of ₦300,000 taken in 2022 is still outstanding.",
        "He took a ₦200,000 loan in March that is due on 30 June 2025.",
        "He cleared his overdraft in May 2023 but it is overdrawn again now.",
        # A balance as of a date.
        "The user's balance on 20 September 2024 was ₦100,000.",
        # A date near now, or none with a year.
        "She made a donation of ₦10,000 to the fund this month.",
        "He took a ₦50,000 loan yesterday.",
        "The user owes the cooperative ₦60,000 on the loan she took in March.",
        # An authority change stated, not asked.
        "The user said two signatories are enough from now on.",
        "He asked whether one signatory could be enough from now on.",
        "He wanted to know whether the signatories must still approve each withdrawal.",
        "The user asked whether all signatories must approve from now on.",
        "He asked if the treasurer has to approve transfers without the chairman.",
    ],
)
def test_near_misses_of_roles_and_dated_history_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence)
