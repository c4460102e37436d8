"""An account's mandate and use, a group's property and rules, and names read as names, after
blind rounds 31 and 32 (``mandate``).

Every sentence here is written for the mechanism (none is from a blind round). Durable:

- an account's mandate: how many sign by design and who ("Three signatures are required on …:
  the chair's, …"), a signatory's role after "As secretary of the … society," with "its" and
  "co-signatories";
- where money goes as a habit, in the present simple ("Pension comes into the Absa account,
  while household bills go through FNB"), a standing or debit order with its amount and how
  often it recurs, two clauses of one subject ("sells phones in Accra and uses the MTN wallet
  for supplier payments only");
- a group's property and fixed rules: what it owns "held in its name", who holds the keys of its
  box by office, the cap, term and rate of its loans in general, its size as its description
  with what each pays and how often, a slot fixed by the cycle's months;
- a terse dated act with its year set off by commas, a debit order named by its payee with the
  user's word that it is theirs, a subject-less question;
- words that are names or modifiers: "(Showmax)", "grinding machine", "a disabled daughter",
  "the esusu due date".

Live, refused: each shape's near-miss with a state, a step or a time near now in it ("still",
"currently", "this week", "next month", "tomorrow", "bounced", "not signed yet"), a past flow
("came in yesterday"), an amount held, the user's own loan to repay, a count of who has paid.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # A signatory's role, set after the office held in the group; "its" is the group's.
        "As chairwoman of the Tujenge welfare group, she is one of four co-signatories on its "
        "KCB account.",
        "As secretary of the Ebenezer thrift society, the user is one of two signatories on its "
        "Access account.",
        # How many sign by design, then only who.
        "Three signatures are needed on the church's building account: the pastor's, the "
        "treasurer's and an elder's.",
        "Three signatures are required on the co-op's savings account: the chair's, the "
        "secretary's and the treasurer's.",
        # Two clauses of one subject, each durable on its own: a trade, an account's use.
        "The user sells phones in Accra and uses the MTN wallet for supplier payments only.",
        "Amara owns a salon in Lagos and keeps the Opay account for customer payments.",
        # Where money goes as a habit, in the present simple, one flow or two.
        "Pension comes into the Absa account, while household bills go through FNB.",
        "His wages go into the Equity account and rent goes through M-Pesa.",
        # A standing or debit order: its amount after "of", and how often it recurs.
        "A debit order of R1,200 goes to her medical aid on the 3rd of each month.",
        "A standing order of £300 goes to the user's sister in Leeds every month.",
        # What a group owns, held or registered in its name.
        "The stokvel owns two taxis, registered in the stokvel's name.",
        "The association bought a plot in Tema, held in its name.",
        # Who holds the keys of the group's box, by office.
        "The susu's strongbox has two padlocks, kept by the chairman and the secretary.",
        # Loans in general: their cap, their term, their rate.
        "Loans from the user's sacco are limited to twice savings and must be repaid within six "
        "months.",
        "Loans in her chama are capped at three times contributions, at 2% a month.",
        # A group's size as its description, with what each pays and how often.
        "She belongs to a stokvel of ten women in Soweto, each paying R500 every month.",
        "He is a member of a njangi of fifteen traders, each contributing 10,000 FCFA weekly.",
        # A slot fixed by the cycle's months.
        "The user's equb has 12 members on a 12-month cycle, and she collects in month 4.",
        # A terse dated act, its year set off by commas; a verb naming a machine.
        "Took a Stanbic asset loan, 2021, for a cassava grinding machine.",
        "Opened a savings plan of ₦500k at Cowry, Mar 2023, 2-year term.",
        # A debit order named by its payee (a name in brackets), and the user's word on it.
        "Debit order for streaming (Showmax) R99 — user confirmed it's legit.",
        # A question asked, with no subject.
        "Asked how the airtime tax is calculated.",
        # A condition of a person; a grant received as a habit.
        "The user has a disabled daughter; receives a child support grant into Capitec.",
        # The due date of a recurring contribution, a standing day.
        "Prefers a reminder before the esusu due date (Monday).",
    ],
)
def test_a_mandate_a_group_rule_or_a_name_is_durable(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # The role, with how the account stands.
        "As treasurer of the Umoja group, the user is still one of three co-signatories on its "
        "account, which is frozen.",
        # The office, with money held now.
        "As treasurer of the youth group, the user currently holds KSh 40,000 of its money.",
        # The mandate, with a signature still to come.
        "Two signatures are required on the business account, but the partner has not signed "
        "yet.",
        "Two signatures are required on the user's account: the second is still pending.",
        # One flow in the past, near now; a flow with a state after it.
        "Salary came into the GTBank account yesterday, while rent goes through Kuda.",
        "Salary comes into the GTBank account, but it is frozen this week.",
        # A standing order on one day near now, or one that failed.
        "A standing order of ₦45,000 goes to her mother tomorrow.",
        "A standing order of ₦45,000 failed to go to her mother this month.",
        # Money kept in the account; the account's state.
        "The user runs a shop in Kano and keeps ₦80,000 in the Moniepoint account.",
        "The user runs a shop and keeps the Moniepoint account, which is now blocked.",
        # Property held until a step is done.
        "The chama owns a plot in Kitengela, held in the group's name until the loan is cleared.",
        # What the box holds now.
        "The group's cash box has three keys, and currently holds KSh 30,000.",
        "The cash box holds KSh 12,000 this week, kept by the treasurer.",
        # The user's own loan to repay; what the user still owes.
        "The user's loan from the kikundi must be repaid within three months.",
        "Loans from the kikundi are capped at three times savings, and the user still owes "
        "KSh 9,000.",
        # Who has paid this round, this Sunday's contribution, a count of who has paid.
        "She belongs to a chama of twelve women, of whom eight have paid this Sunday.",
        "She belongs to a chama of twelve women, each contributing KSh 2,000 this Sunday.",
        "He is a member of a njangi of fifteen traders, each contributing 10,000 FCFA weekly, "
        "and eight have paid.",
        # The user's turn near now.
        "The tontine has 20 members on a 20-month cycle, and the user receives next month.",
        "The tontine has 20 members on a 20-month cycle, and the user is next to receive.",
        # A dated act with what is owed now, or what it is worth now.
        "Took a loan, 2019, for a machine; still owes ₦300,000.",
        "Opened a fixed deposit of GH₵ 20k at CalBank, Jan 2024, now worth GH₵ 24k.",
        # A debit order that bounced, or that the user disputes.
        "Debit order for gym (Virgin Active) R695 bounced this month.",
        "Debit order for gym R695 — user says it's not hers and wants it reversed.",
        # The same words as states, not names.
        "The garri processing machine loan is still processing.",
        "The user's card is disabled.",
        # A state in capitals in brackets is not a name.
        "The user's card (Blocked) was used at Shoprite.",
        "Transfer to Tunde (Pending) R500.",
        "The ajo contribution is due on Friday.",
        # A question with a state beside it.
        "Asked how much is left on the MoMo wallet, which is still blocked.",
        # A size now, left refused on purpose.
        "The group now has 15 members.",
    ],
)
def test_a_live_near_miss_is_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()
