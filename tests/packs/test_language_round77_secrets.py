"""Secrets read after blind round 77, each with what must still be shown.

A one-time code told as it came or as the token shows it, Portuguese and Spanish ("o código que
chegou foi 318 774", "el codigo que le llego a su telefono: 845 302", "meu token tá dando
552-019"), Kreyòl "rive"; a password in Kreyòl's word, "modpas", asked or told; the answer to
Spanish's "pregunta secreta"; a US social security number ("my SSN is 521-66-0943", "mi seguro
social"); a card's number named in Portuguese, Spanish or Kreyòl, whether or not it passes Luhn
("o número do cartão é 5162 9034 1187 2290"); a wallet's recovery phrase asked for in Spanish or
Portuguese ("escribe tus palabras de recuperación"). Near-misses: an amount, a phone number given
as a contact, a date, a tracking or complaint number, a town named outside a security answer, a
card's last four digits and an SSN's stay shown. A remittance's MTCN stays masked: it is what
the receiver collects the cash with, the sender's to give only to them.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules, shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (
            ("o código que chegou foi 318 774, pode confirmar o Pix logo que o moço tá esperando",),
            "318 774",
        ),
        (
            (
                "Mi hija me reenvio el codigo que le llego a su telefono: 845 302. ahora si ya "
                "puedo?",
            ),
            "845 302",
        ),
        (("meu token tá dando 552-019 agora mas o app fala que expirou, que raiva",), "552-019"),
        (("Ou ka ekri modpas ou a pou m verifye?", "Ayiti1804"), "Ayiti1804"),
        (
            (
                "la respuesta de la pregunta secreta es San Miguelito, el pueblo de mi abuela, "
                "ya dejenme entrar",
            ),
            "San Miguelito",
        ),
        (("my SSN is 521-66-0943 if you need it for the loan thing",), "521-66-0943"),
        (
            ("o número do cartão é 5162 9034 1187 2290, pode verificar se foi clonado?",),
            "5162 9034 1187 2290",
        ),
        (
            (
                "Para recuperar la billetera, escribe tus palabras de recuperación.",
                "maiz luna perro casa verde rio",
            ),
            "maiz luna perro casa verde rio",
        ),
    ],
)
def test_the_rounds_misses_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # a code as it came, where it came named or not
        (("o código que chegou no meu celular foi 204 918",), "204 918"),
        (("o codigo que veio no sms é 771203, ja digitei e nada",), "771203"),
        (("el código que me llegó es 339 120 pero la app dice que no",), "339 120"),
        (("el codigo que me llego al celular: 402 917",), "402 917"),
        (("kòd la ki rive nan telefòn mwen an se 613 208",), "613 208"),
        # ... or as the token shows it
        (("mi token está marcando 773-104 y no me deja entrar",), "773-104"),
        (("o token tá mostrando 118 406",), "118 406"),
        (("el token me sale 660-431 pero dice expirado",), "660-431"),
    ],
)
def test_a_code_as_it_came_or_shows_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("modpas mwen se Kreyol2020 men li pa mache",), "Kreyol2020"),
        (("modpas la se Lakay_1804",), "Lakay_1804"),
        (("Ki modpas ou?", "Bondye_bon7"), "Bondye_bon7"),
        (("Tanpri ekri mod pas ou", "Jakmel2019"), "Jakmel2019"),
        (("mi respuesta secreta es Villa Nueva",), "Villa Nueva"),
        (("a resposta da pergunta secreta é Vila Velha",), "Vila Velha"),
        (("la respuesta a la pregunta de seguridad es Santa Ana",), "Santa Ana"),
    ],
)
def test_a_password_or_answer_in_the_regions_words_is_masked(
    messages: tuple[str, ...], secret: str
) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("my social is 521 66 0943",), "521 66 0943"),
        (("mi seguro social es 521-66-0943 para el préstamo",), "521-66-0943"),
        (("el número de seguro social: 521660943",), "521660943"),
        (("What is your SSN?", "521-66-0943"), "521-66-0943"),
        (("el número de mi tarjeta es 5162 9034 1187 2290 y me la clonaron",), "5162 9034"),
        (("número do cartão 5162-9034-1187-2290",), "5162-9034"),
        (("nimewo kat mwen se 5162 9034 1187 2290",), "5162 9034"),
        (("mi tarjeta de crédito 5162903411872290 fue clonada",), "5162903411872290"),
        (("Digite as 12 palavras", "maiz luna perro casa verde rio"), "maiz luna"),
        (("Escribe tu frase semilla", "tigre sol agua monte lago nube"), "tigre sol"),
        (("a frase de recuperação é maiz luna perro casa verde rio",), "maiz luna"),
    ],
)
def test_an_identity_card_or_phrase_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "kept"),
    [
        # an amount, a phone number given as a contact, a date
        (("o Pix de R$ 1.250,00 não chegou",), "R$ 1.250,00"),
        (("paguei 600 mil no carro, o código que chegou foi do Pix?",), "600 mil"),
        (("me pueden llamar al +1 305 555 0199",), "+1 305 555 0199"),
        (("call me at 305 555 0199, my social is fine",), "305 555 0199"),
        (("o pagamento vence 12-05-2024",), "12-05-2024"),
        (("el token llegó el 12-05-2024",), "12-05-2024"),
        (("my SSN card arrived on 12-05-2024",), "12-05-2024"),
        # a tracking or complaint number
        (("o código de rastreio que chegou foi AB123456789BR",), "AB123456789BR"),
        (("el número de seguimiento que me llegó es 1Z999AA10123456784",), "1Z999AA10123456784"),
        (("mi número de queja es 55120943",), "55120943"),
        (("o protocolo que chegou foi 2024051234",), "2024051234"),
        # a town named outside a security answer; a card's or an SSN's last four
        (("nací en San Miguelito y ahí vivo todavía",), "San Miguelito"),
        (("mi tarjeta termina en 2290",), "2290"),
        (("o cartão final 2290 foi bloqueado",), "2290"),
        (("the last 4 of my social are 0943",), "0943"),
        (("mi tarjeta de crédito tiene un límite de 50000",), "50000"),
    ],
)
def test_the_same_words_without_a_secret_stay_shown(messages: tuple[str, ...], kept: str) -> None:
    assert kept in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # A remittance's MTCN is the receiver's to collect the cash with: masked.
        (("What is the MTCN you gave the receiver?", "4471203815"), "4471203815"),
    ],
)
def test_a_remittance_reference_stays_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user says the code came to her phone but expired.",
        "The user's token shows a code the app refuses.",
        "The user was born in San Miguelito.",
        "The user's card ending in 2290 may have been cloned.",
    ],
)
def test_the_same_words_stand_in_a_summary(sentence: str) -> None:
    assert "secret" not in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user said her SSN is 521-66-0943.",
        "The user said o código que chegou foi 318 774.",
        "The user's modpas is Ayiti1804.",
    ],
)
def test_a_summary_telling_a_secret_is_refused(sentence: str) -> None:
    assert "secret" in broken_rules(sentence)
