"""Haitian Kreyòl's still and not-yet words beside money, read after blind round 49
(``still_elsewhere.kreyol_state``, in ``no_held_money``).

Every sentence here is written for the mechanism (none is from a blind round). As Portuguese
"ainda"/"pendente" and French "en attente" are read, a Kreyòl word of how things stand with money
or a transaction in its sentence is money as it stands: "poko"/"potko" (not yet), "an atant"
(pending), "ap tann" (waiting), "pa … ankò" (no longer, not yet), "toujou" (still) before a
state. "toujou" alone is "always": a habit ("li toujou voye lajan chak mwa") is read as before,
and so is a sentence with none of these words.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "Kòb li voye bay frè l nan Okap la poko rive.",
        "Transfè MonCash la toujou an atant.",
        "Tranzaksyon an toujou pa pase, li toujou ap tann lajan an.",
        "Depo 5 000 goud la potko parèt sou kont li.",
        "Sè l la ap tann lajan li te voye a.",
        "Li pa resevwa pèman an ankò.",
        "Retrè NatCash la toujou bloke.",
    ],
)
def test_round49_kreyol_money_as_it_stands_is_refused(sentence: str) -> None:
    assert "no_held_money" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Li toujou voye lajan bay manman l chak mwa.",
        "The user sends money to his brother in Cap-Haïtien every month through MonCash.",
        "The user asked how long a MonCash transfer to Jacmel usually takes.",
        # "voye" (send) alone is not money: "she no longer wants us to send her SMS".
        "Li pa vle nou voye SMS ba li ankò.",
    ],
)
def test_round49_kreyol_habits_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()
