"""Summary shapes and a secret read after blind round 60, each with what must still be refused.

Every sentence here is written for the mechanism (none is from the blind round). Live: an exchange
rate in pesos, riyals or ringgit against another currency (``clock``'s currency words). Durable: a
trade paying its suppliers or workers through a wallet, its name maybe in lower case
(``livelihood``); a group charging its members a rate on loans (``terms``); a group's own order
("her kameti order") decided at its first sitting (``group_rules``); the instalments on a thing
bought on credit paid off, dated (``dated``); an office's holder collecting after a weekday's
service (``group_words``). Secret: a security answer given after the question's own words ("the
town I grew up in was …"), masked whoever asked.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules, shown


@pytest.mark.parametrize(
    "sentence",
    [
        # a trade paying those it buys from or employs, by which means
        "Selam runs a juice bar in Hawassa and mostly pays her wholesalers through mpesa.",
        "The user owns a hardware store in Lusaka and pays his workers by Airtel Money.",
        # a group's rate on its members' loans
        "Her savings circle charges members 5% a month on loans.",
        "The user's chama charges its members 12% interest on loans.",
        # the group's own order, decided once, at its first sitting
        "Her kameti order is decided by a draw at the first meeting.",
        "His BC order was fixed by parchi at the opening sitting.",
        # a thing's instalments paid off, dated
        "She paid off her fridge instalments in 2021.",
        "The user cleared his tractor installments in March 2018.",
        # an office's holder collecting after a weekday's service or meeting
        "Mama Tendai is treasurer of the burial society and collects after Friday prayers.",
        "He is the collector of his church's harvest club and collects every Sunday after mass.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # a rate quoted against another currency, in the peso, the riyal or the ringgit
        "Joel said the remittance centre was giving 14.9 pesos per riyal this morning.",
        "The money changer in Doha offered 1.21 ringgit per riyal today.",
        "Her agent quoted 3.72 riyals to the dollar.",
        # paying through a wallet, but a debt beside it, an amount, or not a habit of the trade
        "Selam runs a juice bar in Hawassa and pays her wholesalers through mpesa, but owes one "
        "of them.",
        "The user owns a hardware store and pays his workers 3,000 birr through telebirr.",
        "The user owns a hardware store and pays his workers in arrears.",
        "The user owns a hardware store and still pays his suppliers through telebirr.",
        # one person's loan, or the rate as it stands
        "Her savings circle charges her 5% a month on her loan.",
        "The chama now charges members 12% on loans.",
        # the order as it stands, or one member's place in it
        "Her kameti order is decided by a draw at this sitting.",
        "Her kameti order was decided by parchi at the first sitting, and she is fourth.",
        # instalments paid in part, not dated, or a group's
        "She paid off two of her fridge instalments in 2021.",
        "He has paid off his tractor installments.",
        "She paid off her chama instalments in 2020.",
        # collecting after a person, or this week
        "He is treasurer of the burial society and collects after Grace.",
        "She is treasurer of the club and collects after Sunday service this week.",
    ],
)
def test_live_shapes_are_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("We can't accept security answers here.", "the town i grew up in was Kitwe"), "Kitwe"),
        (("neighbourhood I grew up in: Old Town Bulawayo",), "Old Town Bulawayo"),
        (("For safety, please don't send answers.", "road we grew up on is Baobab Lane"),
         "Baobab Lane"),
    ],
)
def test_the_security_answer_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


def test_where_one_grew_up_said_otherwise_stays_shown() -> None:
    said = "the street i grew up on had a small bank branch near Hillcrest"
    assert "Hillcrest" in shown(said)
