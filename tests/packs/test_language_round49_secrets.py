"""Secrets read after blind round 49.

Every conversation here is written for the mechanism (none is from the blind round): Haitian
Kreyòl digits ("zewo", "twa", "nèf") and its "kòd la se", a value before its label in French
("… c'est mon pin"), "mot de pase" and "mot de pass" as typed, a copula that is a word of its
own (Wolof "ndeye" is not read inside "Ndeye@Pikine"), security questions asked in French,
Portuguese and Kreyòl, "codes" in the plural, and a label asked back ("first pet? Simba").
Beside them, what stays shown: French "de" and "en" in a sentence, an amount before "c'est", a
question's own question mark, a pet named in a story with no question.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("Ki kòd yo voye ba ou a?", "uit, senk, zewo, twa, nèf, youn"),
         "uit, senk, zewo, twa, nèf, youn"),
        (("kòd la se 447 120, li pa mache",), "447 120"),
        (("5531 c'est mon code secret hein",), "5531"),
        (("7720 c'est ma pin orange money",), "7720"),
        (("mon mot de pase c'est Lakay#2020",), "Lakay#2020"),
        (("sama mot de pass bi: Awa@Thies99",), "Awa@Thies99"),
        (("Quel est le nom de jeune fille de votre mère ?", "Pierre-Louis"), "Pierre-Louis"),
        (("Qual é a resposta secreta que definiu?", "a resposta secreta é Maianga"), "Maianga"),
        (("Ki repons sekrè ou te mete?", "Jakmèl"), "Jakmèl"),
        (("Quel était votre premier animal de compagnie ?", "Rex"), "Rex"),
        (("On m'a envoyé deux codes: 508 913 puis 220 774",), "508 913"),
        (("which one did it ask?", "first school? Baptist Academy"), "Baptist Academy"),
    ],
)
def test_the_secret_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "value"),
    [
        (("J'ai envoyé 25 000 F à ma mère en juillet, de Dakar",), "25 000 F"),
        (("15 000 c'est le prix du sac de riz",), "15 000"),
        (("What is your mother's maiden name?", "Okafor"), "What is your mother's maiden name?"),
        (("Mon fils a eu un chien en 2019 et il l'a appelé Bobi",), "Bobi"),
        (("Lajan an se pou lekòl timoun yo, twa mwa de sa",), "twa mwa de sa"),
    ],
)
def test_the_value_stays_shown(messages: tuple[str, ...], value: str) -> None:
    assert value in shown(*messages)
