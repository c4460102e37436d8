"""Secrets read after blind round 71, each with what must still be shown.

French typed on phones: "c" for "c'est" between a secret's label and its value, a few words between
them or none ("mon PIN MoMo c 5050", "le code de retrait Orange Money c 552 019 883"); the
three numbers at the back with no card named ("les 3 chiffres au dos: 0 6 7", "le code derriere
c sept un cinq"); "mdp" for "mot de passe"; a cash-out's withdrawal code ("code de retrait"); a
parent's birthplace asked as a security question. Near-misses: the same words with an amount, a
date, a phone number, a receipt's back, the user's own birthplace on a form, a password forgotten
or the app a password is for, stay as they are.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("Votre carte est retenue ?", "Le code secret de la carte Edahabia c 3316"), "3316"),
        (("Besoin d'aide avec MoMo ?", "mon PIN MoMo c 5050 j'ai peur de l'oublier"), "5050"),
        (("Les 4 derniers chiffres ?", "derniers 4 c 5521 et le cvv derriere c 318"), "318"),
        (("Avez-vous bien saisi les informations ?", "oui les 3 chiffres au dos: 0 6 7"), "0 6 7"),
        (("Quelle carte ?", "la Visa, le code derriere c sept un cinq"), "sept un cinq"),
        (("Quel message d'erreur voyez-vous ?", "mdp: Bouake@225 il dit incorrect"), "Bouake@225"),
        (("Que se passe-t-il ?", "jai mis Tana_2023 comme mdp mais ca passe pas"), "Tana_2023"),
        (("Ville de naissance de votre pere ?", "Kaolack"), "Kaolack"),
        (("La reference ?", "le code de retrait Wafacash c 88213406 mais ma soeur"), "88213406"),
        (("Retrait ok ?", "non le code de retrait Orange Money c 552 019 883"), "552 019 883"),
    ],
)
def test_the_rounds_misses_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # "c" for "c'est" after any label, words between them or none
        (("mon code pin Wave c 4829 stp aide moi",), "4829"),
        (("le code secret de ma carte Ecobank c 7301",), "7301"),
        (("mon mdp c Dakar_2024 mais ca bloque",), "Dakar_2024"),
        (("mdp c Moussa1990",), "Moussa1990"),
        (("le cvv au dos de la carte c 4 2 9",), "4 2 9"),
        # the back with no card named, its count in words or none
        (("les trois chiffres au dos c 4 1 2",), "4 1 2"),
        (("Entrez le code.", "le code derriere c 7 1 5"), "7 1 5"),
        # a withdrawal code, any provider's, in groups or not
        (("code de retrait Wari c 44120987",), "44120987"),
        (("le numero de retrait MoneyGram c 771 204 993",), "771 204 993"),
        # a parent's birthplace, asked in French
        (("Ville natale de votre mere ?", "Ziguinchor"), "Ziguinchor"),
        (("Le lieu de naissance de votre pere ?", "a Saint-Louis je crois"), "Saint-Louis"),
        # the password after the app it is for and its sign
        (("Mdp Ecobank Mobile = Bouake@225 toujours refuse",), "Bouake@225"),
        (("mot de passe Soleil: il marche pas",), "Soleil"),
    ],
)
def test_the_siblings_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "kept"),
    [
        # "c" with no secret's label before it: an amount, a date, a phone number
        (("le montant c 5000 FCFA pour la tontine",), "5000 FCFA"),
        (("la cotisation de la tontine c 2000 chaque semaine",), "2000"),
        (("mon numero c 0701020304 appelle moi",), "0701020304"),
        (("la reunion c 15 mars a 18h",), "15 mars a 18h"),
        # a label and "c" but no value: an amount, a state, a count, a question
        (("le code de retrait c pour 25000 FCFA",), "25000 FCFA"),
        (("mon PIN c bloque depuis hier",), "bloque depuis hier"),
        (("le code de retrait Moov c 7 chiffres",), "7 chiffres"),
        (("Le code secret de ma carte c quoi deja ?",), "quoi deja"),
        # the back of something else than a card
        (("le numero au dos du recu c 1234",), "1234"),
        (("les chiffres au dos du recu: 0 6 7",), "0 6 7"),
        (("mon code derriere la maison c 12",), "12"),
        # the user's own birthplace, told or asked on a form, is no security answer
        (("ma fille est nee en 2019, sa ville de naissance c Thies",), "Thies"),
        (("Quel est votre lieu de naissance ?", "Dakar"), "Dakar"),
        # a password forgotten, a request for help, the app it is for
        (("j'ai oublie mon mdp, aide moi a le changer",), "aide moi"),
        (("mdp oublie, je fais comment",), "oublie"),
        (("jai mis Tana_2023 comme mdp mais ca passe pas",), "mais ca passe pas"),
        (("Mdp Ecobank Mobile = Bouake@225 toujours refuse",), "Ecobank Mobile"),
    ],
)
def test_the_same_words_without_a_secret_stay_shown(messages: tuple[str, ...], kept: str) -> None:
    assert kept in shown(*messages)
