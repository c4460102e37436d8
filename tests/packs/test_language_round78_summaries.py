"""Summary shapes read after blind round 78 (Eastern Europe, Turkey, the Caucasus, Central Asia),
each with what must still be refused.

Durable: a group's customs in the round's words (``customs_circles``): who joins last takes the last
turn, the order drawn from a hat at the first meeting, the one who receives the pot hosts the next
time, a turn swapped by whoever has an urgent trip, the turn going to whoever's parents are oldest,
everyone contributing from the advance, the money given in gold because gold keeps its value, what
the money is used for, a share sent by Papara by whoever moves away, the collector's cleft and the
hand-over to whoever's turn it is, who runs it and collects everyone's share on payday, a circle
collected by the priest's wife, members "mostly" from one village "now living in" a city, a payout
order by the names in a notebook "and nobody skips", money collected after the liturgy mid-sentence.
A service preferred or trusted over another and why, a question about a conversion that gave less
than expected (``views_held``); where savings are kept ("keeps his savings in dollars") and whose
card money is sent to ("sends money to the aunt's card instead"), read by the backstop as habits.

Near-misses: one member by name, a period now, a figure, a word of how things stand.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's gap is run by the brigadir, Rustam-aka, who collects everyone's share on "
        'payday, and Aziz still owes his.',
        "The user's gap is run by the brigadir, who has collected everyone's share this month.",
        'User said his church community in Yerevan keeps a shared fund, collected after Sunday '
        'liturgy, and it now holds 300,000 dram.',
        "The user's kassa is kept in cash by the oldest worker, and the order was drawn this "
        'month; Aziz takes the first turn.',
        "The user's kassa is kept in cash by the oldest worker, and Aziz takes the first turn "
        'this month.',
        "The user's kabul günü group is mostly women from Yozgat; the money is currently frozen.",
        "The user's kabul günü group now has 14 members.",
        'The user prefers Korona over bank transfers because his last transfer is still stuck.',
        'The user prefers Korona over bank transfers, but his transfer of $300 is pending.',
        "The user's mother in Chișinău doesn't have a smartphone, so the user sent 2,000 lei "
        "to the aunt's card today.",
        "The user sends money to the aunt's card, but it hasn't arrived yet.",
        "The user's mahalla circle meets on Thursdays, and Dilnoza receives the pot this month.",
        "The user's mahalla circle meets on Thursdays, and her turn is next.",
        "The user's rotating pot runs by payday, and Rustam joined last and takes the last "
        'turn this month.',
        "The user's rotating pot runs by payday, and the user is next in line.",
        'The user keeps $3,000 of his savings in dollars.',
        "The user's savings in dollars are frozen now.",
        'The user keeps his savings in dollars, but the account is blocked now.',
        "The user's altın günü gives the money in gold, and Ayşe still owes two bracelets.",
        "The user's altın günü: the money is given in gold this month because Ayşe has not paid.",
        "The user's circle is collected by the priest's wife, and Nino has not paid yet.",
        "The user's kassa is handed out in the order of the names in the foreman's notebook, "
        'and Aziz is next.',
        "The user's altın günü: if someone moves away, they send their share by Papara, and "
        'Zeynep still owes March.',
        'Zeynep moved away and still owes her share.',
        "The user collects the money in her cousins' pool and transfers it to Madina this month.",
        "The user is the one who collects the money in her cousins' pool and it is Madina's "
        'turn now.',
        'User asked why the Uzcard to Visa transfer shows $80 less than expected.',
        'User asked why the Uzcard transfer shows pending.',
        "The user's pot at the care home: Elena asked to swap turns with Ioana this month.",
        "The user's pot at the care home: the one who has an urgent trip can swap turns, and "
        'Elena swaps this month.',
        "The user's savings pool: everyone contributes from the advance, but Aigerim hasn't "
        'paid this month.',
        "The user's savings pool: Aigerim still has to pay 20,000 tenge.",
        "The user's group pools money, and this month the turn goes to Nino.",
        "The user's group pools money, and the turn goes to whoever's parents are oldest; this "
        'month it is Nino.',
    ],
)
def test_live_shapes_are_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's misses
        "User's rotating pot at work (the 'gap') is run by the brigadir, Rustam-aka, who "
        "collects everyone's share on payday.",
        'User said his church community in Yerevan keeps a shared fund, collected after Sunday '
        'liturgy, to help families with funerals and weddings.',
        "The user's chernaya kassa among the Tajik workers on the site is kept in cash by the "
        'oldest worker, and the order is drawn from a hat at the first meeting.',
        "User's kabul günü group is mostly women from the same village in Yozgat now living in "
        "Köln; the money is used for the girls' dowry (çeyiz).",
        'The user prefers Korona over bank transfers because his family can pick up cash in '
        'Khujand.',
        "User's mother in Chișinău doesn't have a smartphone, so the user sends money to the "
        "aunt's card instead.",
        "The user's mahalla women's circle in Fergana meets on Thursdays at the teahouse, and "
        'the one who receives the pot hosts plov the next time.',
        'The user says she trusts Wise more than Western Union because the fees are clear.',
        "The user's rotating pot among the drivers at the depot runs by payday, and whoever "
        'joins last takes the last turn.',
        'User is a builder from Khatlon, works in Almaty, and keeps his savings in dollars.',
        "The user's altın günü is hosted in the afternoon with tea, börek and gossip; the "
        'money is given in gold, not cash, because the ladies say gold keeps its value.',
        "The user's circle at the Georgian church in Athens is collected by the priest's wife "
        'and sent home for families who lost their houses.',
        "The user's kassa on the site is handed out in the order of the names written in the "
        "foreman's notebook, and nobody skips.",
        "The user's altın günü started when the women's children were small and has continued "
        'for years; if someone moves away, they still send their share by Papara.',
        "The user is the one who collects the money in her cousins' pool and transfers it to "
        "whoever's turn it is.",
        'User asked why the Uzcard to Visa transfer shows a lower amount in dollars than expected.',
        "User's pot with the Romanian girls at the care home is meant for flights home at "
        'Christmas, and the one who has an urgent trip can ask to swap turns.',
        "The user's savings pool with coworkers from the Kaspi logistics centre was set up by "
        'the shift leader and everyone contributes from the advance, not the main salary.',
        "The user's Georgian women's group in Thessaloniki pools money for each member's trip "
        "home, and the turn goes to whoever's parents are oldest.",
        # siblings in other words
        "The user's gap among the workers at the market is run by the brigadir, who collects "
        "everyone's share on payday.",
        "Her chit at the bazaar is run by the treasurer, Gulnara, who collects everyone's "
        'share on payday.',
        'User said her mosque community in Kazan keeps a shared fund, collected after Friday '
        'prayers, to help families with funerals.',
        'His parish in Tbilisi keeps a common fund, collected after the Sunday liturgy, for '
        'families in need.',
        "The user's kassa among the Uzbek workers is kept in cash by the foreman, and the "
        'order is drawn from a hat at the first meeting.',
        "The user's gap among the builders is kept by the oldest worker, and the order is "
        'decided by lot at the first meeting.',
        "User's altın günü group is mostly women from the same street in Konya now living in "
        "Berlin; the money is used for the children's school costs.",
        "The user's kassa is mostly drivers from the same town in Sughd now living in Moscow.",
        'The user prefers Zolotaya Korona over Western Union because her mother can pick up '
        'cash in Osh.',
        'The user prefers Paysend to bank transfers because the fees are clear.',
        'The user trusts Wise more than Western Union.',
        'The user says he trusts Unistream more than bank transfers because his parents can '
        'pick up cash at the village post office.',
        "User's father in Bălți doesn't have a smartphone, so the user sends money to the "
        "uncle's card instead.",
        "The user's grandmother has no bank account, so the user sends money to the "
        "neighbour's card.",
        "The user's women's circle in Samarkand meets on Fridays, and the one who gets the pot "
        'hosts dinner the next time.',
        "The user's gap among the drivers runs by payday, and whoever joins last gets the last "
        'turn.',
        "The user's gap among the builders runs by payday, and whoever joined first takes the "
        'first turn.',
        'The user is a cleaner from Gori, works in Athens, and keeps her savings in euros.',
        'The user keeps his savings in gold.',
        "The user's altın günü meets monthly; the money is given in gold, not cash, because "
        'the women say gold keeps its value.',
        "The user's circle at the Armenian church in Glendale is collected by the deacon's "
        'wife and sent home for families who lost their houses.',
        "The user's kassa on the site is given out in the order of the names written in the "
        "foreman's notebook, and nobody skips.",
        "The user's gün started years ago; if someone moves away, they still send their share "
        'by Papara.',
        "The user's kassa started when they all came to Moscow; if a member goes back home, "
        'she sends her share by Korona.',
        "The user is the one who collects the money in her sisters' pool and passes it to "
        "whoever's turn it is.",
        'User asked why the Kaspi to Visa transfer shows a lower amount in euros than expected.',
        'User asked why the Humo to Mastercard transfer gave a smaller amount than expected.',
        "User's pot with the Moldovan women at the factory is meant for trips home at Easter, "
        'and the one who has an urgent trip can ask to swap turns.',
        "The user's gap at the warehouse was set up by the foreman and everyone contributes "
        'from the advance, not the main salary.',
        "The user's savings circle pays out monthly and members contribute from their tips.",
        "The user's Armenian women's group in Paris pools money for each member's trip home, "
        "and the turn goes to whoever's parents are oldest.",
        "The user's circle in Bishkek pools money for weddings, and the pot goes to whoever is "
        'most in need.',
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()
