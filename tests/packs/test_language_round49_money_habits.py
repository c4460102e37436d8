"""A person's money as blind round 49 describes it: a loss whose case "has since been closed", a
rent paid to a landlord named with a title, a salary that usually lands on a day, a family that
depends on the user for a cost, accounts in someone's name.

Every sentence here is written for the mechanism (none is from a blind round):

- "; the case has since been closed" is the matter over (``losses``), "since" not a time running;
- "pays his 50 000 F rent to his landlord, Mme. Bamba, on the 5th": a title's period does not end
  the sentence (``sentences.offset_sentences``) and a name set off by commas does not end the
  clause its recurrence is in (``recurring``);
- "Kofi's salary of about GH₵4,000 usually lands on the 28th": the pay itself with when it
  usually comes (``livelihood``), a lasting term like a usual pay rate;
- "his parents depend on him for his brother's tuition": whom the user supports (``backstop``);
- "her wallet and her bank account are both in her late husband's name": whose name they are in
  (``arranged``), who the holder is.

What stays refused: a loss with its case still open or reopened, a rent this month or late, the
salary without "usually" or with anything of this month, a cost due now, a name on an account
with a state after it.
"""

from __future__ import annotations

import pytest

from memoryadmin.engine.sentences import offset_sentences
from tests.packs.language_checks import broken_rules


def test_round49_a_title_before_a_name_does_not_end_a_sentence() -> None:
    text = "He pays rent to Mme. Bamba on the 5th. Mr. Okafor is his agent. The balance is ₦5,000."
    assert [s.strip() for _, s in offset_sentences(text)] == [
        "He pays rent to Mme. Bamba on the 5th.",
        "Mr. Okafor is his agent.",
        "The balance is ₦5,000.",
    ]


@pytest.mark.parametrize(
    "sentence",
    [
        "The user lost 80 000 F to a fake Wave agent in June 2022; the case has since been closed.",
        "In 2021 she lost 40 000 MT to a fake M-Pesa message; the case has since been resolved.",
        "The user usually pays her 50 000 F rent to her landlord, Mme. Bamba, on the 5th.",
        "He pays his 8 000 MT rent to his landlady, Dona Celeste, on the 1st of each month.",
        "Kofi's salary of about GH₵4,000 usually lands on the 28th.",
        "Her pension of R2,300 is usually paid on the 1st of each month.",
        "His parents in Nampula depend on him for his brother's school fees.",
        "Her mother relies on her for upkeep.",
        "Her wallet and her bank account are both in her late husband's name.",
        "His bank account is in his father's name, Mamadou Diallo.",
    ],
)
def test_round49_lasting_money_habits_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "The user lost 80 000 F to a fake Wave agent in June 2022; the case has since been "
        "reopened.",
        "The user lost 80 000 F to a fake Wave agent since June 2022; the case has since been "
        "closed.",
        "The user lost 80 000 F to a fake Wave agent in June 2022; the case is still open.",
        "The user lost 80 000 F to a fake Wave agent this morning; the case has since been closed.",
        "The user owes her landlord, Mme. Bamba, 50 000 F for this month's rent.",
        "The user usually pays her 50 000 F rent to her landlord, Mme. Bamba, on the 5th, but is "
        "late this month.",
        "He paid his 8 000 MT rent to his landlady, Dona Celeste, yesterday.",
        "Kofi's salary of about GH₵4,000 lands on the 28th.",
        "Kofi's salary of about GH₵4,000 usually lands on the 28th, but it is late this month.",
        "Kofi's salary of about GH₵4,000 has not landed yet.",
        "His parents depend on him for his brother's tuition, which is due on Friday.",
        "His parents depend on him for the GH₵3,000 tuition still unpaid.",
        "His parents are depending on him for school fees this term.",
        "His bank account is in his father's name and is frozen.",
        "His bank account is in his father's name, and GH₵300 is left in it.",
        "His bank account is still in his father's name.",
    ],
)
def test_round49_how_money_stands_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()
