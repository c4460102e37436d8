"""Summary shapes read after blind round 79 (Western and Southern Europe), each with what must
still be refused.

Durable: a group's customs in the round's words. A Sparverein (Sparklub, spaarclub) and a family's
or friends' pool named by its kind ("a Greek family pool", "the holiday pool") are savings groups
(``group_names``), so the group frame reads them: who keeps the money and where ("run by his aunt
Eleni, who keeps the money in a Piraeus account", "is kept by uncle Salvatore in a Poste
account"), when it pays out ("pays out the savings at the Christmas party"). A pot going "to
whoever is next on a WhatsApp list" as the group's rule, and a kitty's rule that "nobody takes
money out before the summer" (``customs_circles``); what the fines pay for, a feast's name allowed
("and the fines pay for the Christmas dinner", ``customs``); a flat's bills split with flatmates
through an account they share (``arranged``).

Near-misses: a figure held now ("keeps €3,400 in a Piraeus account", "the kitty has 600 euros"), a
status now ("the pot went to Kemi this month", "nobody has taken money out yet", "Lena still owes
her fine", "it is Dimitra's turn now", "the user is next on the list"), a member count ("with 12
members"), who keeps the money until a time ("is kept by uncle Salvatore until Easter", "the family
pool is with uncle Salvatore until Easter": ``standing.pot_holder``), who keeps it this year (the
backstop reads a pool and a Sparverein as it reads a kitty), the coming feast or season ("pays out
this Christmas", ``frames``).

Left refused: "The user takes turns with her cousins collecting the family pool; this year her
cousin Dimitra holds the money." says who holds the money in this year's turn, which the next turn
changes (as "this month the turn goes to Nino" in round 78).
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # a figure held now
        "The user belongs to a Greek family pool run by his aunt Eleni, who keeps €3,400 in a "
        'Piraeus account.',
        "The user belongs to a Greek family pool run by his aunt Eleni, who keeps 3,400 euros in "
        'a Piraeus account.',
        "The user's Italian family pool for the nonna's house repairs is kept by uncle Salvatore "
        'in a Poste account, with €2,000 in it.',
        'The holiday kitty the user shares with her sisters is for a trip to Santorini; the kitty '
        'has 600 euros.',
        'The family pool has 640 euros.',
        'The family pool currently holds €1,180.',
        'The Sparverein pot at the Stammtisch currently has 2.340 € in it.',
        "User splits the flat's bills with his flatmates via a shared bunq account, which has 96 "
        'euros left.',
        "User splits the flat's bills of €320 with his flatmates via a shared bunq account.",
        "The user's Sparverein charges a small fine if someone forgets to put money in on time, "
        'and the fines come to 80 euros so far.',
        # a state or a status now
        "The user belongs to a Greek family pool run by his aunt Eleni, who keeps the money in a "
        'Piraeus account that is currently frozen.',
        'The user belongs to a Greek family pool run by his aunt Eleni, who is holding the money '
        'this month.',
        'The user belongs to a Greek family pool run by his aunt Eleni, and Nikos still owes his '
        'share.',
        "The user's Italian family pool is currently kept by uncle Salvatore in a Poste account.",
        "The user's Italian family pool is kept by uncle Salvatore in a Poste account, which is "
        'blocked.',
        "The user's family pool sits with uncle Salvatore for now.",
        "User splits the flat's bills with his flatmates via a shared bunq account, but Jan still "
        'owes March.',
        "User splits this month's bills with his flatmates via a shared bunq account.",
        "User splits the flat's bills with his flatmates via a shared bunq account that is "
        'overdrawn now.',
        "User splits the flat's bills with his flatmates via a shared bunq account; the account "
        'is blocked.',
        'The user is part of a Sparverein that pays out the savings at the Christmas party, and '
        'she still owes two weeks.',
        'The user is part of a Sparverein that meets at the Stammtisch; the payout is next week.',
        'The Sparverein member still has to put in 40 € for the missed weeks.',
        'The holiday kitty the user shares with her sisters is for a trip to Santorini; nobody has '
        'taken money out yet.',
        'The holiday kitty is for a trip to Santorini; nobody has taken any money out so far.',
        'The holiday kitty the user shares with her sisters is for a trip to Santorini; nobody '
        'takes money out before this summer.',
        'The holiday kitty the user shares with her sisters is for a trip to Santorini; nobody '
        'takes money out before the summer, but Lena took 50 euros last week.',
        'The holiday kitty is for a trip to Santorini; nobody takes money out before the summer, '
        'and Lena is next.',
        "The holiday kitty is for a trip to Santorini; nobody takes money out before Kemi's "
        'birthday.',
        "The user's Sparverein charges a small fine if someone forgets to put money in on time, "
        'and Lena still owes her fine.',
        "The user's Sparverein charges a small fine if someone forgets to put money in on time, "
        "and the fines pay for Kemi's birthday.",
        "The user's Sparverein charges a small fine if someone forgets to put money in on time, "
        'and the fines now pay for the Christmas dinner.',
        "The user's Sparverein charges a small fine if someone forgets to put money in on time, "
        'and the fines pay for the Christmas dinner this year.',
        'The user is in a rotating savings group with fellow delivery riders; the pot went to '
        'Kemi this month.',
        'The user is in a rotating savings group with fellow delivery riders; the user is next on '
        'the list.',
        'The user is in a rotating savings group with fellow delivery riders; the pot goes to '
        'whoever is next on a WhatsApp list, which is Kemi this month.',
        'The user is in a rotating savings group with fellow delivery riders; the pot goes to '
        'whoever is next on a WhatsApp list, and that is the user now.',
        'The user is in a rotating savings group with fellow delivery riders; the pot goes to '
        "whoever is next on a WhatsApp list; it is Dimitra's turn now.",
        'The user is in a rotating savings group with fellow delivery riders; the pot goes to '
        'Kemi, who is next on the WhatsApp list.',
        'The user is in a rotating savings group with fellow delivery riders; the pot goes to '
        'whoever is next on a WhatsApp list this month.',
        'The user is in a rotating savings group; the pot goes to whoever is next on the list, '
        'and the user is third.',
        # who keeps the money for now, until a time or this year
        "The user belongs to a Greek family pool run by his aunt Eleni, who keeps the money in a "
        'Piraeus account until the summer.',
        "The user's Italian family pool is kept by uncle Salvatore in a Poste account until "
        'Easter.',
        'The family pool is with uncle Salvatore until Easter.',
        "The user's Italian family pool is kept by uncle Salvatore this year.",
        # the coming feast
        "The user's Sparverein pays out this Christmas.",
        # a member count
        'The user belongs to a Greek family pool with 12 members.',
        "The user's family pool now has 12 members.",
        "The user's Sparverein has 24 members.",
        'The user is in a rotating savings group with 12 members; the pot goes to whoever is next '
        'on a WhatsApp list.',
        # left refused: who holds the money in this year's turn
        'The user takes turns with her cousins collecting the family pool; this year her cousin '
        'Dimitra holds the money.',
        'The user takes turns with her cousins collecting the family pool; it is Dimitra\'s turn '
        'now.',
    ],
)
def test_live_shapes_are_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's misses
        "User splits the flat's bills with his flatmates via a shared bunq account.",
        'The user belongs to a Greek family pool run by his aunt Eleni, who keeps the money in a '
        'Piraeus account.',
        'The user is part of a Sparverein that meets at the Stammtisch and pays out the savings '
        'at the Christmas party.',
        'The holiday kitty the user shares with her sisters is for a trip to Santorini; nobody '
        'takes money out before the summer.',
        "The user's Sparverein charges a small fine if someone forgets to put money in on time, "
        'and the fines pay for the Christmas dinner.',
        'The user is in a rotating savings group with fellow delivery riders; the pot goes to '
        'whoever is next on a WhatsApp list.',
        "The user's Italian family pool for the nonna's house repairs is kept by uncle Salvatore "
        'in a Poste account.',
        # siblings in other words
        'The user splits the household bills with her roommates through a joint Revolut account.',
        "She shares the flat's rent with her housemates via a shared Monzo pot.",
        "The user splits the house's utilities with his partner through a joint ING account.",
        'The user belongs to a Portuguese family pool run by her uncle Joaquim, who keeps the '
        'money in a Millennium account.',
        "The user's wedding pool is run by her cousin Ana, who keeps the money in a CGD account.",
        'The user is in a Sparklub that meets at the Gasthaus and pays out the savings at the '
        'Christmas market.',
        "The user's Sparklub is run by the landlady of the Gasthaus, who keeps the money in a "
        'Raiffeisen account.',
        'The user is in a spaarclub with her neighbours that pays out in December.',
        'The Easter kitty the user shares with his brothers is for presents; no one takes money '
        'out before Easter.',
        'The holiday pool the user shares with her friends is for a trip to Crete; nobody '
        'withdraws anything until the summer.',
        "The user's savings club charges a fine if someone pays late, and the fines fund the "
        'summer barbecue.',
        "The user's Sparverein charges a small fine if someone forgets to put money in on time, "
        'and the fines pay for the Easter lunch.',
        "The user's Sparklub fines anyone who forgets the Saturday deposit, and the fines cover "
        "the New Year's party.",
        'The user is in a savings circle with other cleaners; the pot goes to whoever is next on '
        'the list.',
        "The user's tontine with friends in Lyon: the pot goes to whoever comes next on the "
        'Telegram list.',
        "The user's family pool for the grandparents' anniversary is kept by aunt Maria in a "
        'Santander account.',
        "The user's family pool for the roof repairs is managed by his cousin Kostas in a "
        'Eurobank account.',
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()
