"""What stands now about a benefit or a card in round 81's languages, found after the round was
tuned (told81's near-misses), not round items: a child benefit or an allowance still not arrived
("Användarens barnbidrag har fortfarande inte kommit in", "Lietotājs vēl nav saņēmis bērnu
pabalstu") names no money word ``now_north`` read, and Hungarian splits the prefix of "blocked"
("kártyája le van tiltva"). Benefits are money things now, and the split prefix a state; the same
benefits received as a habit stay told.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "text",
    [
        "A felhasználó kártyája le van tiltva.",
        "A felhasználó számlája le van zárva.",
        "Användarens barnbidrag har fortfarande inte kommit in.",
        "Brukerens barnetrygd har ikke kommet inn ennå.",
        "Lietotājs vēl nav saņēmis bērnu pabalstu.",
        "Użytkownik nadal nie dostał świadczenia 800 plus.",
        "Uživatel ještě nedostal přídavky na děti.",
    ],
)
def test_a_benefit_not_arrived_or_a_card_blocked_is_live(text: str) -> None:
    assert broken_rules(text)


@pytest.mark.parametrize(
    "text",
    [
        "Användaren får barnbidrag varje månad.",
        "Użytkownik dostaje świadczenie 800 plus co miesiąc.",
        "A felhasználó a családi pótlékot az OTP számlájára kapja.",
        "Brukeren mottar bostøtte hver måned.",
        "Kunden får børneydelse hvert kvartal.",
    ],
)
def test_a_benefit_received_as_a_habit_stays(text: str) -> None:
    assert broken_rules(text) == set()
