"""Blind round 84's live sentences, preferences and shown secrets (lane lv84), each read by its
structure, with what must still be refused, one-off or shown.

A service, a line or the user shut as it stands (``now_round84.barred_now``): a present copula or
perfect ("is", "has been", "remains", pidgin "dey", "don"), how long ("temporarily", "currently")
and a word of being shut ("barred", "suspended", "down", "cut off"), or "temporarily" after a
present copula. "Barred" was read nowhere and "temporarily" said nothing. The same in the past
("was barred in 2021 and she moved banks", "was temporarily working in Abuja in 2019"), the
user's use of a service, an active rule ("bars members who default") and a group's rule in its
frame stay accepted. A person named before the state ("the user is barred from his cooperative
until he repays") is no longer the group's frame (``frames.group_frame``).

A contribution card's days counted (``now_round84.days_counted``): a count of days or
contributions with its total ("18 days paid out of 31"), with a participle of paying or marking
("12 days marked"), or with a period going on, pidgin's "dis month" too. The card's design ("31
boxes, one for each day"), a collector's fee "out of every 31", a rate stay accepted.

How amounts are written (``lasting_words.FORMAT``): "Use 'k' for thousands, like 50k" names a
unit of amounts, read as written only ("billing" is no "billion"). A one-off stays one-off.

A standing "whenever" in pidgin (``lasting_words.WHENEVER_YOU``, ``lasting._whenever_how``):
"wen u dey reply make e short": "dey" makes "when" every time; the wish after it must say how
(a manner word). "Make this one short" (``ONE_OFF``: the one reply asked for), "reply me now",
an authority request ("wen u dey send money no ask me pin", the screens) stay out.

A code told as the one that was sent (``secrets_offered``): "826154 na the one wey dem send",
"that's the one they sent", "this is what came: 554012", with no label. An amount with its
currency, a round number, "the money wey dem send" stay shown.

A password told as what the user uses, in reply to a question about passwords
(``secrets_replies._answers``): "I use GodIsGood123 for everything" — the "for" after a word of
letters and digits moves no money. A brand ("I use Opay for everything") is no password; a phone
number ("I use 08031234567 for everything") is kept shown, decided so: a password's shape holds a
letter, and eleven digits from 070/080/090 are a phone number the engine never reads as a secret
unlabelled.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules, kept, refused_fact, shown


# --- a service barred as it stands -------------------------------------------------------------
@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "User's First Bank USSD *894# is temporarily barred on her line.",
        # siblings: other services, wordings, pidgin, a person
        "The user's Zenith USSD *966# is barred.",
        "The user's SIM is barred.",
        "The user's MTN line is barred from outgoing calls.",
        "Her MTN MoMo number is temporarily barred after a SIM swap.",
        "The user's app is temporarily down.",
        "The user's First Bank USSD has been barred on her line since Monday.",
        "User First Bank USSD don block for her line.",
        "The user is barred from his cooperative until he repays.",
        "The user is suspended from his cooperative until he repays.",
    ],
)
def test_a_service_barred_as_it_stands_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the brief's durable twins
        "The user uses First Bank's USSD *894# code.",
        "The user's line was barred in 2021 and she moved banks.",
        # near-misses: the past, a rule, a habit, a group's rule in its frame
        "The user's SIM was temporarily barred in 2021 and she moved banks.",
        "The user's line was barred in 2021 and unbarred a week later.",
        "The user got barred from First Bank USSD in 2021 and moved to Kuda.",
        "The user's cooperative bars members who default from borrowing again.",
        "The user prefers USSD because the app is often down.",
        "The user was temporarily working in Abuja in 2019.",
        "In the user's esusu, a member who misses three contributions is suspended from the group.",
    ],
)
def test_a_service_barred_in_the_past_or_by_rule_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


# --- a contribution card's days counted ----------------------------------------------------------
@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "User susu card show 18 days paid out of 31 for dis month.",
        # siblings: a total, a participle, a period going on, other groups
        "User susu card don mark 18 days out of 31.",
        "Her adashe card don mark 9 days out of 30 for dis month.",
        "User susu card show 18 days paid for this month.",
        "User susu card show 18 days for dis month.",
        "The user's esusu card has 12 days marked.",
    ],
)
def test_days_counted_on_a_card_are_refused(sentence: str) -> None:
    assert "no_payment_status" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the brief's siblings, refused before and still
        "User's susu card shows 12 of 31 days marked.",
        "User don pay 20 days for dis month for susu.",
        "User's susu card shows 18/31.",
        "User thrift card show 14 days paid so far.",
        "Her susu book show 20 contributions ticked out of 31.",
    ],
)
def test_the_card_as_it_stands_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's susu card has 31 boxes, one for each day of the month.",
        "The user's susu collector takes one day out of every 31 days as commission.",
        "The user's susu collector marks one day for each contribution.",
        "The user contributes to her susu six days a week.",
        "The user's adashe runs for 30 days each cycle.",
        "The user's ajo card is stamped by the collector each day she pays.",
    ],
)
def test_the_card_s_design_and_rules_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


# --- how amounts are written ----------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        # the round's miss
        "Use 'k' for thousands, like 50k, it's easier for me to read.",
        # siblings
        "Use k for thousands please",
        "Write millions as m, like 1.5m",
        "Abeg use k for thousand, e easier for me",
    ],
)
def test_how_amounts_are_written_is_kept(text: str) -> None:
    assert kept(text), text


@pytest.mark.parametrize(
    "text",
    [
        "Use k for thousands this time",
        "Send 50k to Tobi",
        "Send me 5 thousand naira now",
    ],
)
def test_a_one_off_or_an_order_is_not_kept(text: str) -> None:
    assert not kept(text), text


# --- a standing "whenever" in pidgin -------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        # the round's miss
        "wen u dey reply make e short, data dey finish quick",
        # siblings
        "anytime u dey answer make am short",
        "any time una dey reply make am brief",
        "wen u dey reply use simple English",
    ],
)
def test_a_pidgin_whenever_is_kept(text: str) -> None:
    assert kept(text), text


@pytest.mark.parametrize(
    "text",
    [
        "make this one short",
        "make dis one short",
        "make this reply short",
        "reply me now",
        "wen u dey reply me now make e short",
        "wen u dey send money no ask me pin",
    ],
)
def test_a_one_off_or_an_authority_request_is_not_kept(text: str) -> None:
    assert not kept(text), text


@pytest.mark.parametrize(
    "text",
    ["wen u dey send money no ask me pin", "wen u dey send money no ask me for OTP"],
)
def test_the_authority_request_is_refused(text: str) -> None:
    assert refused_fact(text), text


def test_a_reply_held_up_as_the_model_is_kept() -> None:
    assert kept("keep your replies short like this one")


# --- a code told as the one that was sent ---------------------------------------------------------
@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # the round's miss
        (("Please confirm the transaction.", "ok. 826154 na the one wey dem send"), "826154"),
        # siblings: other wordings, the code after, no request
        (("Please confirm the transaction.", "390417 na wetin dem send me"), "390417"),
        (("Please confirm the transaction.", "390417, that's the one they sent"), "390417"),
        (("Please confirm.", "this is what came: 554012"), "554012"),
        (("Please confirm.", "554 012 na the one wey GTBank send me"), "554 012"),
        (("826154 na the one wey dem send",), "826154"),
    ],
)
def test_a_code_told_as_the_one_sent_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages), shown(*messages)


@pytest.mark.parametrize(
    "text",
    [
        "₦2,750 na the one wey dem send",
        "₦2750 na the one wey dem send",
        "N2750 na the one wey dem send",
        "2750 naira na the one wey dem send",
        "5000 na the one wey dem send",
        "2750 na the money wey dem send",
        "the amount they sent was 2750",
    ],
)
def test_an_amount_sent_stays_shown(text: str) -> None:
    assert shown("Please confirm.", text) == "Please confirm. " + text


# --- a password told as what the user uses -----------------------------------------------------
_ASKED = "Do you use the same password elsewhere?"


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # the round's miss
        ((_ASKED, "I use GodIsGood123 for everything, app and email"), "GodIsGood123"),
        # siblings
        ((_ASKED, "I dey use Jesus4life for all my accounts"), "Jesus4life"),
        ((_ASKED, "yes GodIsGood123 for all of them"), "GodIsGood123"),
        (("Have you used that password on other sites?", "I use Kumasi@22 to log in everywhere"),
         "Kumasi@22"),
    ],
)
def test_a_password_told_as_used_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages), shown(*messages)


@pytest.mark.parametrize(
    ("text", "kept_value"),
    [
        ("I use Opay for everything", "Opay"),
        ("I use GTBank for everything", "GTBank"),
        # a phone number, decided shown (see the module's docstring)
        ("I use 08031234567 for everything", "08031234567"),
        ("no, I send 5k to my mum for everything", "5k"),
        ("I use K5000 for transport", "K5000"),
    ],
)
def test_what_is_no_password_stays_shown(text: str, kept_value: str) -> None:
    assert kept_value in shown(_ASKED, text), shown(_ASKED, text)
