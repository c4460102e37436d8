"""Secrets read after blind round 79 (Western and Southern Europe), each with what must still be
shown.

A one-time code asked in Greek and given in Greeklish ("O kodikos einai 260839"); a security
question asked in Italian ("domanda di sicurezza", a mother's maiden name), German (a first pet)
or Greek ("ερώτηση ασφαλείας", the city a father was born in), whose reply is the answer however
it is put; a Spanish DNI (eight digits and a check letter) given for identity; an Italian
home-banking user code given when the access code is asked. Near-misses: an amount, a phone
number, a date, an IBAN given to be paid, a tax number given for an invoice, a DNI named with no
number, a city named with no question asked stay shown.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (
            (
                "Παρακαλώ πληκτρολογήστε τον κωδικό μιας χρήσης που λάβατε.",
                "O kodikos einai 260839",
            ),
            "260839",
        ),
        (
            (
                "Domanda di sicurezza: qual è il cognome da nubile di tua madre?",
                "Esposito, è Esposito",
            ),
            "Esposito",
        ),
        (("Wie hieß Ihr erstes Haustier?", "Unser Dackel hieß Waldi"), "Waldi"),
        (
            ("Ερώτηση ασφαλείας: σε ποια πόλη γεννήθηκε ο πατέρας σας;", "Sta Ioannina"),
            "Ioannina",
        ),
        (("Para verificar tu identidad, ¿me das tu DNI?", "mi DNI es 48213756K"), "48213756K"),
        (
            ("Inserisci il codice di accesso all'home banking.", "codice utente 30028871, ok?"),
            "30028871",
        ),
    ],
)
def test_the_rounds_misses_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # Greek, in its script and in Latin letters
        (("ο κωδικός είναι 482913",), "482913"),
        (("Ο κωδικός μιας χρήσης: 551204",), "551204"),
        (("kodikos sms 739120",), "739120"),
        (("Εισάγετε τον κωδικό επαλήθευσης.", "τον έχω, 660417"), "660417"),
        # Italian
        (("il codice di accesso è 44913",), "44913"),
        (("codice di sicurezza 7731",), "7731"),
        (("Mi può dire il codice OTP?", "è 318774"), "318774"),
        (("Inserisci il codice di verifica che hai ricevuto.", "ecco 902315"), "902315"),
    ],
)
def test_a_code_in_the_regions_words_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # Italian
        (("Qual è il nome del tuo primo animale domestico?", "si chiamava Fufi"), "Fufi"),
        (("Qual è la città natale di tuo padre?", "Bari, ovviamente"), "Bari"),
        (("Rispondi alla domanda segreta, per favore.", "Topolino"), "Topolino"),
        # German
        (("Sicherheitsfrage: Mädchenname Ihrer Mutter?", "Schneider"), "Schneider"),
        (("Wie lautet der Geburtsort Ihres Vaters?", "in Köln, glaube ich"), "Köln"),
        (("Wie hieß Ihre erste Schule?", "Goethe-Gymnasium"), "Goethe-Gymnasium"),
        # Dutch
        (("Wat is de meisjesnaam van je moeder?", "Jansen"), "Jansen"),
        (("Beveiligingsvraag: naam van je eerste huisdier?", "onze hond heette Bello"), "Bello"),
        # Greek
        (("Ποιο ήταν το πρώτο σας κατοικίδιο;", "Ρεξ, ένα σκυλάκι"), "Ρεξ"),
        (("Πατρικό επώνυμο της μητέρας σας;", "Παπαδοπούλου"), "Παπαδοπούλου"),
        (("Ερώτηση ασφαλείας, παρακαλώ.", "Kalamata"), "Kalamata"),
    ],
)
def test_a_security_question_asked_in_the_regions_words_is_answered_masked(
    messages: tuple[str, ...], secret: str
) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("mi DNI es 48213756-K",), "48213756-K"),
        (("48213756K es mi DNI",), "48213756K"),
        (("mi NIE es X1234567L",), "X1234567L"),
        (("¿Cuál es tu número de DNI?", "48213756 K"), "48213756 K"),
        (("Para verificar tu identidad, ¿me das tu NIE?", "claro, Y7654321M"), "Y7654321M"),
        (("documento nacional de identidad 12345678Z",), "12345678Z"),
    ],
)
def test_a_spanish_dni_or_nie_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "kept"),
    [
        # no number, or a number of another shape
        (("mi DNI está caducado, ¿qué hago?",), "caducado"),
        (("Para la factura, mi NIF es 48213756K",), "48213756K"),
        (("Pagué 48213756 euros",), "48213756"),
        (
            ("Para verificar tu identidad, ¿me das tu DNI?", "un momento, lo tengo caducado"),
            "caducado",
        ),
        # Italian tax code, IBAN, a file's number, an amount, a date
        (("il mio codice fiscale è RSSMRA85T10A562S",), "RSSMRA85T10A562S"),
        (
            ("codice IBAN IT60X0542811101000000123456 per il bonifico",),
            "IT60X0542811101000000123456",
        ),
        (("paga 250 euro con codice pratica 558201",), "558201"),
        (("Ho pagato 120 euro il 12/05/2024",), "12/05/2024"),
        # Greek: a code that does not work, and a phone number
        (("Ο κωδικός δεν λειτουργεί, τηλεφώνησα στο 2101234567",), "2101234567"),
        # a city or a first thing with no question asked
        (("In welcher Stadt wohnen Sie?", "Ich wohne in München"), "München"),
        (("Ihre erste Überweisung?", "Ja, 500 Euro an Anna"), "500 Euro an Anna"),
        (("Sono nato a Napoli",), "Napoli"),
        (("Σε ποια πόλη μένετε;", "Στη Θεσσαλονίκη"), "Θεσσαλονίκη"),
        (("Dove vuole ritirare la carta?", "a Ioannina, in filiale"), "Ioannina"),
    ],
)
def test_the_same_words_without_a_secret_stay_shown(messages: tuple[str, ...], kept: str) -> None:
    assert kept in shown(*messages)
