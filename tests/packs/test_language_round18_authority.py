"""The authority, preference and secret mechanisms added after blind round 18 (docs/language.md).

Every sentence here is written for the mechanism (none is from a blind round): borrowing
unasked ("auto-loan", "take a loan automatically"), another's identity used for the user,
others not stopped by the user's controls, a credential handed over to be kept, French
"plus jamais" for fraud alerts; a message that carries on from the one before with a
pronoun anywhere, a bare negative or "like that", read with it (and with the one before
that when it carries on too); an unreadable message naming a card, an account or a wallet
by a borrowed word. Preferences: a greeting, alerts turned on, a title put right, a
reminder kept off at weekends. Secrets: a code read out to someone, Amharic and Somali
labels, Lingala and Twi digit words, pairs said with a voice note's fillers.
"""

from __future__ import annotations

import pytest

from memoryadmin.engine import safety
from memoryadmin.engine.facts import UserMessage
from tests.packs.language_checks import SAFETY, kept, refused_fact, shown


@pytest.mark.parametrize(
    "text",
    [
        "Turn on auto-borrow for me so bills never fail.",
        "If the wallet is short, a loan should be taken automatically, every month.",
        "Use my brother's BVN verification for my transfers abroad.",
        "My limits must not stop my wife from spending on my card.",
        "Save this for me: 7 7 1 9, it's for the banking app login.",
        "Les alertes de fraude, plus jamais pour moi.",
        "Omo mi Bisi le lo kaadi mi nigbakigba.",
        "Walaalkay wuxuu ka bixin karaa lacag akoonkayga mar walba.",
    ],
)
def test_round18_loosenings_are_refused(text: str) -> None:
    assert refused_fact(text)


def _split(*turns: str) -> bool:
    users = [UserMessage(seq=n, content=t) for n, t in enumerate(turns, start=1)]
    return safety.split_refusal(users[-1], users, SAFETY) is not None


def test_a_message_like_the_ones_before_is_read_with_both() -> None:
    assert _split(
        "That OTP una dey send me before every transfer",
        "e no dey necessary for me",
        "make e be like that from now on",
    )


def test_a_pronoun_anywhere_reads_the_message_before() -> None:
    assert _split(
        "My sister doesn't need the fraud checks on her transfers to me.",
        "Switch them off on both our profiles.",
    )


def test_a_bare_negative_carries_on_from_the_reminder_before() -> None:
    turns = ["Every 1st, send 20k to my landlord.", "no need to ask me each month"]
    users = [UserMessage(seq=n, content=t) for n, t in enumerate(turns, start=1)]
    assert safety.split_refusal(users[0], users, SAFETY) is not None


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Please greet me with Sawubona.", "preference"),
        ("Switch on alerts for every card payment and keep them on.", "preference"),
        ("It's Pastor Adeyemi, not Mr Adeyemi.", "preference"),
        ("dont remind me about bills on weekends", "commitment"),
        ("Never take a loan for me automatically.", "preference"),
    ],
)
def test_round18_harmless_preferences_are_kept(text: str, kind: str) -> None:
    assert not refused_fact(text)
    assert kept(text, kind)


@pytest.mark.parametrize(
    ("asked", "reply", "secret"),
    [
        ("What happened?", "the agent said read the SMS so I read 448102 to him", "448102"),
        ("ምን ችግር አለ?", "የሚስጥር ቁጥሬ 7719 ነው", "7719"),
        ("Maxaa dhacay?", "lambarka sirta waa 5 0 5 1", "5 0 5 1"),
        (
            "Likambo nini?",
            "code na ngai ezali misato, libwa, moko, mwambe",
            "misato, libwa, moko, mwambe",
        ),
        ("Ɛdeɛn na ɛyɛ?", "me PIN ne enan nkron nson baako", "enan nkron nson baako"),
        (
            "What's the code?",
            "uh it's like sixty-two, uh, eleven, forty",
            "sixty-two, uh, eleven, forty",
        ),
    ],
)
def test_round18_secrets_are_masked(asked: str, reply: str, secret: str) -> None:
    assert secret not in shown(asked, reply)


@pytest.mark.parametrize(
    ("asked", "reply"),
    [
        ("What did you do?", "I read the statement for 2023 and saw the charges"),
        ("Is the loan ok?", "the salary advance will be deducted automatically on payday"),
    ],
)
def test_numbers_beside_those_shapes_stay(asked: str, reply: str) -> None:
    assert shown(asked, reply) == f"{asked} {reply}"
