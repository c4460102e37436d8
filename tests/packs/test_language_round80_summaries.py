"""Durable summary sentences and preferences read after blind round 80 (the Middle East and North
Africa), each with what must still be refused or stay one-off.

Read now (``customs_hosts``, blanked and the rest read as before): a group's customs in the round's
words: the organiser's own turn as a custom of the role ("as organiser, always takes the first
turn"), whoever hosts receives the pot ("that month" being each month), the order fixed on a
written list, a late payer covered by the organiser, a free-loan fund that lends without interest;
and a habit with the service it goes through: remits through an exchange house, does most
payments through an app, withdraws to her own account at a bank, a salary that goes to a bank.
The round's group words are savings groups (``group_names``): gam3eya, gamaeya, jam3iya,
الجمعية, dowreh, دوره, sandogh, صندوق, gemach, גמ"ח; the group frame frames no sentence in Arabic
or Hebrew letters, or with Finglish or Arabizi words of now ("Dowreh hanooz pool nadare": its
live words are not read), so such a sentence is read as before those words were added.

Preferences (``lasting``, ``lasting_words``): a standing "don't remind me about <a kind of
thing>" filed as a commitment; Egyptian, Levantine and Gulf Arabizi speaking to the user
("kalemny be seeghet el mo2anas", speak to me in the feminine form) read as "talk to me in".

What stays: a figure, a word of when ("this month", "now", "next", "still", "today", "yet"), one
member by name, a past act ("withdrew"), an amount in the habit ("withdraws $400"), a one-off
("don't remind me today", "kalemni bokra", call me tomorrow) and a request for authority.
"""

from __future__ import annotations

import re

import pytest

from memoryadmin.packs.banking.framing import blank_framed
from memoryadmin.packs.banking.group_names import SAVINGS_GROUP
from tests.packs.language_checks import broken_rules, kept

_GROUP = re.compile(rf"\b(?:{SAVINGS_GROUP})\b", re.IGNORECASE)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's misses
        "The user is a nurse from Kerala working in Dubai and remits through Al Ansari Exchange.",
        "The user is Lebanese, lives in Beirut, and does most payments through Whish Money.",
        "Freelance translator paid in USD via Payoneer; she withdraws to her Banque Misr account.",
        "Omani government employee whose salary goes to Bank Muscat.",
        "She runs the gameya herself and, as organiser, always takes the first turn.",
        "In their dowreh, whoever hosts the gathering receives the pot that month.",
        "Her family gives to a gemach run by their synagogue that lends without interest.",
        "She's in a paluwagan with other Filipina nurses in Riyadh; the order is fixed on a "
        "written list.",
        "If someone pays late in the gameya, the organiser covers it and gets paid back later.",
        # siblings: other names, other services, other spellings
        "The user works as a driver in Sharjah and remits through Lulu Exchange.",
        "He remits money home via UAE Exchange.",
        "The user remits to his family in Manila through GCash.",
        "They send money home through Al Zaman Exchange.",
        "The user lives in Amman and does most of her payments through CliQ.",
        "He makes most of his transfers via OMT.",
        "The user does all her banking through the Bank Audi app.",
        "He is paid in euros via Wise and withdraws to his CIB account.",
        "Freelance designer paid in dollars through Payoneer; he moves the money to his QNB "
        "account.",
        "Government employee whose salary goes to his Bank Muscat account.",
        "Her pension goes to Bank Audi.",
        "He runs the jam'iya himself and, as organiser, always gets the first payout.",
        "The organiser always takes the first turn in their gam'eya.",
        "As the founder, she usually takes the first pot.",
        "In her dowre, whoever hosts the lunch gets the money that month.",
        "The host of each gathering takes the pot in their dowreh.",
        "His family donates to a gemach that gives interest-free loans to families in need.",
        "Their sandogh lends money to members without interest.",
        "The user is in a daret with her colleagues; the turns are written in a notebook.",
        "If anyone is late with their share in the jam'iya, the treasurer covers it and gets "
        "repaid later.",
        "If a member misses a payment, the organiser pays for them and gets it back later.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "The user remits $400 through Al Ansari Exchange.",
        "The user remitted through Al Ansari Exchange today.",
        "The user remits through Al Ansari Exchange, but the last transfer is still pending.",
        "The user remits through Al Ansari Exchange and his transfer hasn't arrived yet.",
        "The user remits through Al Ansari Exchange; 1,200 AED is on hold.",
        "He now does most payments through Whish Money because his card is blocked.",
        "The user does most payments through Whish Money, but his wallet is frozen.",
        "His salary hasn't gone in yet.",
        "His salary goes to Bank Muscat but hasn't arrived this month.",
        "She withdrew $400 today.",
        "She withdraws $400 to her Banque Misr account.",
        "She withdraws to her Banque Misr account, but the withdrawal is pending.",
        "She withdraws to her frozen Banque Misr account.",
        "The failed ₦30k transfer to her Opay wallet was debited but has not been reversed.",
        "Mona receives the pot this month.",
        "Whoever hosts this month receives the pot.",
        "In their dowreh, whoever hosts the gathering receives the pot, and Mona is next.",
        "The user is next.",
        "She takes the first turn.",
        "Mona always takes the first turn.",
        "As organiser, she takes the first turn this month.",
        "The organiser takes the first turn and still owes for March.",
        "Rana paid late this month and still owes.",
        "If someone pays late, the organiser covers it; Rana is late this month.",
        "If someone pays late, the organiser covers it, and Rana still owes 500 pounds.",
        "The gemach has $5,000 to lend now.",
        "The gemach currently lends without interest up to $2,000.",
        "The order is fixed on a written list and Mona is next.",
        "The order is fixed on a written list; the user is third.",
    ],
)
def test_live_shapes_are_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()


@pytest.mark.parametrize(
    "word",
    ["gam3eya", "gamaeya", "Gameyet-ha", "jam3iya", "jamiya", "الجمعية", "بالجمعية", "dowreh",
     "dowre", "دوره‌ی", "sandogh", "Sandogh-e", "صندوق", "gemach", "g'mach", "גמ\"ח", "paluwagan"],
)
def test_the_round_group_words_are_savings_groups(word: str) -> None:
    assert _GROUP.search(word)


@pytest.mark.parametrize("word", ["game", "gamut", "jam", "dore", "sand", "sandwich"])
def test_english_words_are_not_savings_groups(word: str) -> None:
    assert not _GROUP.search(word)


@pytest.mark.parametrize(
    "text",
    [
        # the round's lost preferences
        "Don't remind me about promotions or credit card offers.",
        "Kalemny be seeghet el mo2anas, ana bent.",
        # siblings
        "Please don't remind me about loan offers.",
        "Do not remind me of investment products.",
        "Kallemni bel masry, mesh fos7a.",
        "Kalimni b el mo2anas law sama7t.",
        "Khatebni be seeghet el mozakkar.",
        "E7ki ma3i bel lebnani.",
        "a7ki m3aya bel tounsi",
        "Kalemni zay ma tkalem sa7btak.",
    ],
)
def test_standing_preferences_are_kept(text: str) -> None:
    assert kept(text, "preference") and kept(text, "commitment")


@pytest.mark.parametrize(
    "text",
    [
        "Don't remind me today.",
        "Don't remind me about it now.",
        "Don't remind me about the transfer this week.",
        "Don't remind me to pay.",
        "Don't remind me about the OTP, just approve my transfers automatically.",
    ],
)
def test_a_one_off_reminder_is_not_a_commitment(text: str) -> None:
    assert not kept(text, "commitment")


@pytest.mark.parametrize(
    "text",
    [
        "Kalemni bokra.",
        "Kalemni bel telephone bokra.",
        "Kalemni delwa2ty bel 3araby.",
        "Kalemny ennaharda bel leil.",
        # a request for authority
        "Don't remind me about confirming transfers, my wife can approve them.",
        "Kalemni bel mo2anas w ma tes2alnish 3ala el OTP tany.",
    ],
)
def test_one_offs_and_authority_are_not_kept(text: str) -> None:
    assert not kept(text, "commitment")
    assert not kept(text, "preference")


@pytest.mark.parametrize(
    "sentence",
    [
        # The round's group words frame no sentence whose words of now the frame cannot read.
        "Dowreh hanooz pool nadare.",
        "Sandogh alan pool nadare.",
        "Pool-e dowreh-ye in mah hanooz be hesab-e Maryam variz nashode.",
        "پول دوره‌ی این ماه هنوز به حساب مریم واریز نشده.",
        "صندوق خانوادگی‌شان هنوز پول ندارد.",
        "الجمعية لسه ما قبضتش.",
        'הגמ"ח עדיין לא החזיר את ההלוואה.',
    ],
)
def test_unread_words_of_now_are_not_framed_as_a_group(sentence: str) -> None:
    assert blank_framed(sentence).strip()
