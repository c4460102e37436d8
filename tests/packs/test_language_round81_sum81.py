"""Durable summary sentences and preferences read after blind round 81 (Nordic, Baltic and
Central European languages and their diasporas), each with what must still be refused.

Told sentences wholly in the round's languages (``languages_told_north``): the user or customer,
where they live and work, where the salary goes, which account at which bank, read in their
English words instead of refused as unread words naming money. A value told in them (a word of
still, owed, left or blocked, which no table lists) and a request stay refused.

Customs and habits (``customs_north``): what each member pays by the period (with a figure
written "2 000 kr"), the pot going round, who keeps the money and the books, the organiser's first
pot for running the group, how the order is set, a late payer's fine, leaving early; where the
salary goes from whom, the bank one banks with, a service used when travelling, an account still
kept where the user lived. Beside them a word of when, a figure owed or held, a state, a member by
name keeps the sentence refused.

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
        # ... and the round's told sentences read before, still read with their money words
        "Użytkownik co miesiąc wysyła pieniądze rodzicom do Lwowa przez Revolut.",
        "Kasutaja saab palga LHV-sse ja maksab üüri püsikorraldusega.",
        "Lietotājs izmanto Swedbank un maksā komunālos maksājumus ar e-rēķinu.",
        "Käyttäjä maksaa vuokransa aina e-laskulla kuun alussa.",
        "Používateľ dostáva výplatu na účet v ČSOB a sporí si v stavebnom sporení.",
        "Uživatel spoří ve stavebním spoření u ČSOB.",
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


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's misses
        "The user belongs to a hagbad with other Somali women in Rinkeby; each member pays 2 000 "
        "kr every month and the whole pot goes to one member in turn.",
        "The user's equb in Oslo collects 1 000 NOK from each member every two weeks, and the "
        "money is kept by an older woman from the Eritrean church who acts as treasurer.",
        "In the user's equb, a member who pays late is fined 100 kr, and the fines go toward the "
        "yearly celebration.",
        "In the user's hụi, the organiser (chủ hụi) keeps the records in a notebook and receives "
        "the first pot for running the group.",
        "The user's Syrian family jam'iyya in Berlin collects 200 euros from each household "
        "monthly, and the payout order is agreed together based on who needs it most.",
        "In the user's equb, anyone who leaves before the cycle ends must keep paying until "
        "everyone has received the pot.",
        "The user is in a каса взаємодопомоги with other Ukrainian women in Kraków: everyone pays "
        "300 zł a month by BLIK to the treasurer.",
        "The user's hagbad requires each member to pay by the 5th of the month; late payers owe a "
        "50 kr fine that goes to whoever receives that month's pot.",
        "In the user's sparklubb the kassör keeps an Excel sheet and emails it to everyone after "
        "each meeting.",
        "user's salary from the kommune goes into his DNB account, uses Vipps for pretty much "
        "everything else",
        "The user banks with Nordea for his salary and uses Revolut when travelling.",
        "The user moved from Vilnius to Oslo in 2019 and still keeps a Luminor account in "
        "Lithuania.",
        # siblings: other groups, amounts, currencies and banks
        "The user is in a sparklubb at work; each member pays 500 SEK every month and the whole "
        "pot goes to one member in turn.",
        "Her equb collects 2 500 kr from each member every month.",
        "Everyone pays €50 a week via Revolut to the treasurer.",
        "The savings are held by the chairwoman of the association.",
        "In their tanda, anyone who quits early has to keep paying until every member has received "
        "the payout.",
        "A member who is late is fined 20 euros.",
        "The treasurer keeps a spreadsheet and sends it to all members after every meeting.",
        "The payout order is decided by the members.",
        "The user's pension from the state goes into her Swedbank account.",
        "He banks with Danske Bank for his salary.",
        "She uses Wise while abroad.",
        "The user moved to Warsaw in 2015 but still has a Swedbank account in Estonia.",
    ],
)
def test_customs_and_habits_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "Each member pays 2 000 kr every month and Amina still owes 2 000 kr.",
        "The whole pot goes to Amina this month.",
        "The user's equb collects 1 000 NOK from each member every two weeks, and the treasurer "
        "now holds 8 000 NOK.",
        "The money is kept by the treasurer, who currently has 12 000 kr.",
        "A member who pays late is fined 100 kr; the user paid late this month and owes the fine.",
        "The user still owes a 50 kr fine to the hagbad.",
        "The organiser receives the first pot this month.",
        "The payout order is agreed together and the user is third.",
        "The user left the equb before the cycle ended and still has to pay 3 000 kr.",
        "Everyone pays 300 zł a month by BLIK to the treasurer, but the user hasn't paid yet.",
        "The kassör emails the sheet to everyone after each meeting; the user's share is still "
        "unpaid.",
        "The user's salary from the kommune hasn't arrived in his DNB account yet.",
        "The user's salary from the kommune goes into his frozen DNB account.",
        "The user still has a frozen Luminor account in Lithuania.",
        "The user still keeps 300 EUR in a Luminor account in Lithuania.",
        "The user still has an overdraft at Luminor.",
        "The user banks with Nordea but his card is blocked.",
        "The user still keeps a Luminor account in Lithuania with 1 200 EUR on it.",
        "The user uses Revolut when travelling and has 400 EUR left on it.",
        "The user still has a Swedbank account.",
    ],
)
def test_live_values_beside_the_customs_are_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()
