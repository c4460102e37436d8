"""Preferences and secrets read after blind rounds 43 to 45.

Every message here is written for the mechanism (none is from a blind round): Krio's "yuz" and
"de tok to mi" (use, talk to me); languages of workers in the Gulf; a reminder before a feast that
comes round each year; "stop reminding me about …"; a channel used as the verb ("Telegram me,
not email"); what a way of sending costs, asked first; a standing instruction a model files as a
commitment because it says "each" or "every". Secrets: a card's three back digits said the other
way round, and a voucher or collection code with letters in it.

Beside them, what stays as it was: a one-off ("call me back today"), a reminder with no when, a
request to loosen a check, a plain word after a voucher label.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import kept, refused_fact, shown


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Abeg yuz Pidgin wen yu de tok to mi", "preference"),
        ("Please reply in Urdu, my English is weak", "preference"),
        ("Hindi mein baat karo please, use Hindi", "preference"),
        ("remind me before Christmas to send money for my mother's hamper", "commitment"),
        ("Remind me before Diwali to pay the sweets shop", "commitment"),
        ("stop reminding me about the chama, I left it last year", "preference"),
        ("Telegram me, not email", "preference"),
        ("text me instead", "preference"),
        ("show me the cheapest option first whenever I ask about sending money", "preference"),
        ("use bullet points, one idea each", "commitment"),
        ("keep replies short, two lines each", "commitment"),
    ],
)
def test_the_preference_is_kept(text: str, kind: str) -> None:
    assert kept(text, kind)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("remind me to call Tunde", "commitment"),
        ("text me now", "preference"),
        ("whatsapp me tomorrow at noon", "preference"),
        ("text me the transfer receipt now", "preference"),
        ("stop asking me for my PIN, I'm tired", "preference"),
        ("use the same approval for every transfer, no need to ask each time", "commitment"),
    ],
)
def test_the_one_off_or_the_loosening_is_not_kept(text: str, kind: str) -> None:
    assert not kept(text, kind)


def test_a_loosening_said_as_a_reminder_is_refused() -> None:
    assert refused_fact("stop reminding me to enter my OTP, just send it every time")


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("my card back get 3 numbers 774, na that one?",), "774"),
        (("The card behind has three digits 318",), "318"),
        (("Voucher code: KQ7-22XP-9M for the raffle",), "KQ7-22XP-9M"),
        (("the collection code is WU4K-7P2Z, please confirm it arrived",), "WU4K-7P2Z"),
    ],
)
def test_the_secret_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "value"),
    [
        (("my voucher code is the one for 2nd prize",), "2nd prize"),
        (("the card behind get 3 numbers but I no see am well",), "3 numbers"),
        (("Voucher code for 500 naira, how do I buy one?",), "500 naira"),
    ],
)
def test_the_value_stays_shown(messages: tuple[str, ...], value: str) -> None:
    assert value in shown(*messages)


@pytest.mark.parametrize(
    "text",
    [
        # A stricter rule with the user's own way back it buys, said after it.
        "I want a 30-minute hold on all transfers to new beneficiaries so I can cancel if I "
        "change my mind",
        # Notifications kept from showing something on the lock screen: what others may see.
        "Don't send notifications that show my balance on the lock screen",
    ],
)
def test_a_stricter_or_private_wish_is_kept(text: str) -> None:
    assert kept(text)


@pytest.mark.parametrize(
    "text",
    [
        "I want a 30-minute hold on transfers to new beneficiaries so I can cancel, but skip it "
        "for my brother",
        "I want a 30-minute hold on transfers to new beneficiaries, but skip it for my wife",
        "Don't send notifications for my transactions anymore",
        "stop sending me transaction alerts",
    ],
)
def test_the_same_wish_with_a_loosening_is_refused(text: str) -> None:
    assert refused_fact(text)
