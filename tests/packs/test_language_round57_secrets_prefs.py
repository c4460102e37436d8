"""Secrets and a preference read after blind round 57.

Every message here is written for the mechanism (none is from the blind round). Mexican Spanish:
a cardless withdrawal's reference ("referencia de retiro", "referencia para retirar", at a shop's
till or a cash machine) releases the cash, its grouped digits masked; a security answer ("la
respuesta de seguridad es …", "la respuesta secreta es …"). Beside them a bill's payment
reference ("referencia de pago") stays shown.

A preference: when to be contacted, in French, Spanish and Portuguese. "contactée", "contato"
are no account ("conta", "kont" open the words for an account to the unread reader, not the
words of contact); an account named beside it still is.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import kept, refused_fact, shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("mi referencia de retiro sin tarjeta es 5521 0098 3341",), "5521 0098 3341"),
        (("la referencia para retirar en el cajero: 8830 1172 4419, ya venció",), "8830 1172 4419"),
        (("La respuesta de seguridad que registré es Canelita",), "Canelita"),
        (("la respuesta secreta es Pelusa, como mi gata",), "Pelusa"),
    ],
)
def test_the_secret_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


def test_a_payment_reference_stays_shown() -> None:
    assert "0193 8821 7732" in shown("la referencia de pago de la luz es 0193 8821 7732")


@pytest.mark.parametrize(
    "text",
    [
        "Je préfère être contacté l'après-midi, après 14h",
        "Prefiero que me contacten por la tarde, después de las 5",
        "prefiro ser contatado de manhã, antes das 9",
    ],
)
def test_a_contact_time_is_kept(text: str) -> None:
    assert kept(text, "personal")
    assert not refused_fact(text)


def test_an_account_beside_a_contact_is_still_read() -> None:
    assert refused_fact("mi conta foi bloqueada, contacte o gerente e libere o limite")
