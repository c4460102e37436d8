"""Durable summary sentences and preferences read after blind round 81 (Nordic, Baltic and
Central European languages and their diasporas), each with what must still be refused.

Told sentences wholly in the round's languages (``languages_told_north``): the user or customer,
where they live and work, where the salary goes, which account at which bank, read in their
English words instead of refused as unread words naming money. A value told in them (a word of
still, owed, left or blocked, which no table lists) and a request stay refused.

Preferences (``lasting_north``): how to call or greet the user, told of the user ("The user wants
to be called Mr. Halvorsen"); no alerts at weekends or in the evenings in the north's languages
("Ikkje send meg varsel i helgane"); "please simple english". A one-off stays one: "called back
tomorrow", "i dag", "tänään", "today".
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules, kept


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's misses
        "Uživatel platí zaměstnance své večerky přes ČSOB Business.",
        "A felhasználó a fizetését az OTP Bankba kapja, a megtakarításait pedig állampapírban "
        "tartja.",
        "Kunden er selvstændig tømrer og har sin erhvervskonto i Danske Bank.",
        "Użytkownik ma konto firmowe w mBanku, a osobiste w PKO BP.",
        # siblings: the round's other languages
        "Användaren arbetar som sjuksköterska och får lönen till sitt lönekonto i Swedbank.",
        "Kunden betalar sina anställda genom Handelsbanken och har ett företagskonto där.",
        "Brukeren jobber i kommunen og har lønnskonto i DNB og sparekonto i Sbanken.",
        "Brukaren betalar husleiga gjennom Sparebanken Vest.",
        "Brugeren er selvstændig og bruger Danske Bank til sin erhvervskonto.",
        "Käyttäjä asuu Tampereella ja saa palkkansa Nordean tilille.",
        "Notandinn vinnur hjá Landspítalanum og fær launin inn á reikning í Landsbankanum.",
        "Kasutaja elab Tartus ja saab palga Swedbanki arvelduskontole.",
        "Lietotājs dzīvo Rīgā un saņem algu Citadeles kontā.",
        "Naudotojas gyvena Kaune ir gauna atlyginimą į Swedbank sąskaitą.",
        "Klientka mieszka w Gdańsku i dostaje pensję na konto w ING.",
        "Uživatelka bydlí v Brně a dostává výplatu na účet u Fio banky.",
        "Používateľ býva v Košiciach a dostáva výplatu na účet v Tatra banke.",
        "Az ügyfél Debrecenben lakik, és a fizetését az OTP Bankba kapja.",
    ],
)
def test_told_sentences_in_the_round_languages_are_read(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # values: blocked, owed, still, not yet arrived, left
        "Użytkownik ma zablokowane konto w mBanku.",
        "Kunden skylder stadig 5 000 kr på sin erhvervskonto i Danske Bank.",
        "A felhasználó fizetése még nem érkezett meg az OTP Bankba.",
        "Användaren har fortfarande 300 kr kvar på kontot.",
        "Brukaren betalar husleiga gjennom Sparebanken Vest, men har framleis 2 000 kr att.",
        # requests: another pays without a code
        "Uživatel chce, aby jeho žena mohla platit z jeho účtu bez potvrzení.",
        "Użytkownik pozwala żonie płacić z jego konta bez kodu.",
        "A felhasználó engedélyezi, hogy a felesége kód nélkül fizessen a számlájáról.",
    ],
)
def test_values_and_requests_in_the_round_languages_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()


@pytest.mark.parametrize(
    "text",
    [
        # the round's lost preferences
        "The user wants to be called Mr. Halvorsen.",
        "The user prefers to be addressed as „pani Zofia”.",
        "Ikkje send meg varsel i helgane.",
        "english ok but please simple english, i am from Eritrea and still learning",
        "The user would like to be greeted with 'Salaan'.",
        # siblings
        "The user prefers to be addressed as Dr. Okafor.",
        "The customer wants to be called Mama Tunde.",
        "The user would like to be greeted with 'Sannu'.",
        "Ikke send meg varsler i helgene.",
        "Ikke send mig beskeder i weekenden.",
        "Skicka inga notiser på kvällarna.",
        "Älä lähetä minulle ilmoituksia viikonloppuisin.",
        "Ära saada mulle teateid nädalavahetustel.",
        "please simple english",
        "pls simple words, my english is weak",
    ],
)
def test_standing_preferences_are_kept(text: str) -> None:
    assert kept(text)


@pytest.mark.parametrize(
    "text",
    [
        "The user wants to be called back tomorrow.",
        "The user wants to be called today.",
        "Ikkje send meg varsel i dag.",
        "Skicka inga notiser i kväll.",
        "Älä lähetä minulle ilmoituksia tänään.",
        "please simple english today",
    ],
)
def test_one_off_wishes_stay_one_off(text: str) -> None:
    assert not kept(text)
