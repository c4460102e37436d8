"""Summary structures read after blind rounds 33 and 34, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Durable, each a
new wording of a shape an earlier reader had, read by extending that reader:

- money borrowed from a lender on a date, a lender named in several words (``dated``); a loan
  taken on a date and repaid whole on a later one; membership counted from a year;
- a role on an account in a town, a late relative's account, who handles an account, savings kept
  with a provider by name, an agent of named providers (``roles``); an account "is for" / "is used
  only to receive" something, two accounts contrasted (``arranged``);
- a role and what the user does in it joined by "and", the same subject or a new one (``mandate``);
- a group's size with its terms however ordered ("each of the 15 members … pays", "has 8 members,
  who each pay … at month end"), a weekday's place in the month, a share's price (``fragments``,
  ``recurring``); members who may borrow a multiple of their savings, the order of collection
  drawn by lots, a fine for anyone days late, a place fixed by an order of age (``group_rules``).

Beside them, near-misses keep to their side: a state word (still, now, this cycle, behind, owes,
last month), a second clause that says how something stands, a part repaid, a date without a
year, an order drawn by lots (drawn again), a count of who has paid.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules

# --- durable: accepted -------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # Money borrowed on a date, and what for; a lender named in several words.
        "In 2018 the user borrowed R8,000 from the stokvel to buy a sewing machine.",
        "Borrowed GH₵ 3,000 from the susu in 2019 to fix the shop roof.",
        "She took a KSh 40,000 loan from the Nakuru county teachers' sacco in 2020.",
        # A loan taken, then repaid whole on a later date.
        "The user took a R20,000 loan from Capitec in 2019 and repaid it in full in 2020.",
        # Membership from a year.
        "She has belonged to the Masakhane burial society since 2015.",
        # A role on an account in a town; a late relative's account.
        "The user is a signatory on the Anglican church building account in Kumasi.",
        "His uncle is trustee of his late father's pension fund.",
        # What an account is for, two contrasted.
        "Her Kuda wallet is for transport money; the GTBank account is for rent.",
        "His dollar account is used only to receive payments from clients abroad.",
        # A role and what the user does in it.
        "The user is an elder in Tema and manages the church building fund account.",
        "She is a nurse, and her salary goes into a Stanbic account.",
        "He repairs phones and is a licensed MTN MoMo agent in Tamale.",
        "The user's pension goes to Absa, and he keeps his savings with Capitec.",
        "He's the treasurer and keeps the books for 12 members.",
        # A group's size with its terms, however ordered.
        "Each of the 12 members of her stokvel in Soweto pays R300 a month.",
        "His esusu in Ibadan has 10 members, who each pay ₦5,000 at month end.",
        "She belongs to a likelemba of six traders in Kinshasa — $20 each, paid on the first "
        "Monday of the month.",
        "The user's VSLA in Mbale meets every Tuesday, and each share costs UGX 1,000.",
        # Group rules: borrowing, the order drawn, a fine, a place fixed by age.
        "Sacco rule: members may borrow up to twice their savings, repaid within a year.",
        "In her ajo each member pays ₦2,000 every market day, and the order of collection is drawn "
        "by lots.",
        "Stokvel rule: any member more than a week late pays a R100 fine.",
        "The chilimba pays out by age, eldest first — she is third in line.",
        # A group the user belongs to, with the benefit it pays on a member's loss.
        "She is a member of the Ubuntu burial society in Durban, which pays up to R15,000 towards "
        "a deceased member's funeral.",
        # A group's rule for borrowing: what any member must save first.
        "Her cooperative requires a minimum of ₦5,000 in deposits before any member may apply for "
        "a loan.",
        # How a payment reaches the user, and the route it does not take.
        "Tea payments reach her through the factory's cooperative, not directly from KTDA.",
        # A description with a dated aside in brackets; "late" before a relative.
        "The user is a widower with two daughters (his late wife's account was closed in 2019).",
        # Fees by the semester.
        "Her son started at Makerere in 2022; fees are paid per semester.",
    ],
)
def test_durable_shapes_of_rounds_33_and_34_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set(), sentence


# --- live near-misses: refused -----------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # A loan still being repaid, a part repaid, a date near now or without a year.
        "In 2020 the user borrowed K15,000 from the SACCO and still owes K3,000.",
        "The user borrowed K15,000 from the SACCO last month.",
        "Took a GH₵ 10,000 SME loan in 2021 and repaid half of it in 2022.",
        "Took a GH₵ 10,000 SME loan in 2021 and finished repaying it last month.",
        # Membership with how it stands.
        "He has been a member of the chama since 2018 and owes KSh 4,000.",
        "The user has been behind on the chama since 2019.",
        # A role, then how the account stands.
        "The user is a co-signatory on the mosque building account in Ibadan, which is frozen.",
        "He handles the church's account, which is overdrawn.",
        "The current account is for household spending but it is frozen.",
        "The savings account is for school fees; the current account is overdrawn.",
        "She keeps her savings with Kuda now.",
        "She is a registered M-Pesa agent with no float left.",
        # "and is" after a thing, not a role: a delivery in transit.
        "The user's new card has been posted and is on its way to the Jos branch.",
        # A group's size with who has paid or how it changed.
        "Each of the 15 members of the chama has paid KSh 500 this month.",
        "The adashe now has 8 members, who each pay N20,000 at month end.",
        "She keeps the book for 15 members who have paid.",
        # A member's own line, a balance beside the group's terms.
        "Kemi contributes KSh 2,000 each per month but is behind.",
        "The VSLA meets every Wednesday, and her share balance is UGX 20,000.",
        # One person late, not the rule; an order drawn again; a place said of now.
        "The user is three days late and pays a 2 000 FCFA fine.",
        "The chilimba pays out by drawing lots — the user is fifth in line.",
        "The chilimba pays out by age, oldest first — the user is now fifth in line.",
        "The user is fifth in line.",
        "The order of collection is drawn by lots this cycle.",
        # The user's own step before borrowing; a rule said of now; what he has beside it.
        "His sacco requires KSh 1,000 in monthly savings before he can borrow.",
        "His sacco now requires KSh 1,000 in monthly savings before a member can borrow.",
        "His sacco requires KSh 1,000 in savings before a member can borrow, and he has KSh 600.",
        # A payment that has not come, or came once.
        "Cocoa payments reach the user through the clerk, not yet from COCOBOD.",
        "Cocoa payments reached the user through the clerk, not directly from COCOBOD.",
        # A dated aside that says how things stand now.
        "The user is a widow (her late husband's account is still frozen since 2020).",
        "The user is a widow (she owes ₦50,000 on her late husband's loan from 2020).",
        # A benefit said of now, or one payment made.
        "She belongs to the burial society, which now pays R5,000 to a bereaved member's family.",
        "She belongs to the burial society, which paid R5,000 to Thandi's family.",
    ],
)
def test_live_near_misses_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set(), sentence
