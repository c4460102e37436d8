"""A loss told as over, read after blind rounds 47 and 48 (``losses``).

Every sentence here is written for the mechanism (none is from a blind round): a sum or a phone
lost once, dated to a past year (at the head or after it), to whom or through what, what the
user did about it then ("had to re-register", "had the SIM replaced", "reported it to the
police") and the matter said to be over ("the case is closed"). A peso amount is read as money
(``money``), so a dated loan in pesos is read as the naira one is.

Near-misses stay refused: no date or a date near now, a month with no year, a refund or a
reversal waited for, a step still to do ("has to"), a case still open or under investigation, a
sum left, part of a sum, and any other clause.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "In 2021 he lost 150,000 FCFA to a fake Orange Money agent in Bonaberi.",
        "In 2019, the user lost ₦80,000 to a fake loan app.",
        "The user lost around R2,000 to a fake Capitec message in June 2022, and that matter was "
        "closed.",
        "She was scammed out of KSh 40,000 by a fake 'Safaricom' caller in 2020, which she "
        "reported "
        "to the police.",
        "In October 2023 her phone was stolen at Gikomba market and she had to re-register her "
        "M-Pesa.",
        "He lost his phone with his Airtel line in May 2022 and had the SIM swapped; the case is "
        "closed.",
        "The user once lost GH₵500 to a fake MoMo agent two years ago.",
        "The user took out a ₱30,000 calamity loan in 2020 and fully paid it off in 2021.",
    ],
)
def test_round47_a_loss_told_as_over_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "He lost 150,000 FCFA to a fake Orange Money agent in Bonaberi.",
        "He lost 150,000 FCFA to a fake Orange Money agent this morning.",
        "In March her phone was stolen and she had to re-register her M-Pesa.",
        "In October 2023 her phone was stolen and she has to re-register her M-Pesa.",
        "In 2021 he lost 150,000 FCFA to a fake agent and is still waiting for a refund.",
        "The user lost R2,000 to a fake message in June 2022, and the case is still open.",
        "The user lost R2,000 to a fake message in June 2022; the case is under investigation.",
        "The user lost R2,000 to a fake message in June 2022 and expects the reversal soon.",
        "The user lost R2,000 to a fake message in June 2022 and has R300 left.",
        "The user lost R2,000 of her R5,000 savings to a fake message in June 2022.",
        "In 2021 he lost 150,000 FCFA to a fake agent, and his wallet is frozen.",
        "The user lost his phone in May 2022 and had the SIM swapped; the case is closed, but the "
        "money is gone.",
        "The user has ₱30,000 in her GCash wallet.",
    ],
)
def test_round47_a_loss_still_open_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)
