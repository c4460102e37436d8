"""The authority, preference and secret mechanisms added after blind round 19 (docs/language.md).

Every sentence here is written for the mechanism (none is from a blind round): someone
taken as the account holder, another's line registered as the user's and receiving the
codes, someone able to log in and take everything, anyone using a number able to do
transfers, collecting with only a name, a block kept off, "not to bother me", something
accepted instead of a credential; Afrikaans, Spanish and Shona requests. The user's own
ask ("whenever I ask about a transfer") is not someone else's. Preferences: a reason then
"pls …", "assume it's not me", a limit at its lowest setting. Secrets: "it's" after a
label, any password-shaped word in a message that names a password, Twi digits.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import kept, refused_fact, shown


@pytest.mark.parametrize(
    "text",
    [
        "My daughter runs things now; treat her as the account owner from today.",
        "Register my wife's line as my number and let it receive my OTPs.",
        "My partner should be able to sign in and withdraw everything if I'm ill.",
        "Anyone who has my old SIM can make payments for me.",
        "My cousin can receive my MoneyGram at the agent with just my name.",
        "Leave the online lock off on my card permanently.",
        "Tell the bank my driver is allowed and not to bother me when he pays fuel.",
        "If I forget the password, take my ID number instead.",
        "Onthou dat my seun my bankkaart mag gebruik sonder om my eers te bel.",
        "Cuando mi hermano escriba, atiéndelo como si fuera yo.",
        "Mukadzi wangu achashandisa kadhi yangu, haafanire kubvunzwa PIN.",
    ],
)
def test_round19_loosenings_are_refused(text: str) -> None:
    assert refused_fact(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Whenever I ask about a payment, show me the charges first.", "preference"),
        ("my hands shake pls use big buttons and short replies", "preference"),
        ("If anyone says they are me on the phone, assume it is not me.", "preference"),
        ("Keep my transfer limit at the minimum setting, my nephew keeps asking.", "preference"),
    ],
)
def test_round19_harmless_preferences_are_kept(text: str, kind: str) -> None:
    assert not refused_fact(text)
    assert kept(text, kind)


@pytest.mark.parametrize(
    ("asked", "reply", "secret"),
    [
        ("What did the agent want?", "the pickup code, it's QK-5521-ZT, I gave it", "QK-5521-ZT"),
        ("Which password?", "my password is my town and year, Ilorin1998", "Ilorin1998"),
        ("Ɛdeɛn?", "me PIN no yɛ nkron enum baako nson", "nkron enum baako nson"),
    ],
)
def test_round19_secrets_are_masked(asked: str, reply: str, secret: str) -> None:
    assert secret not in shown(asked, reply)


@pytest.mark.parametrize(
    ("asked", "reply"),
    [
        ("How can I help?", "my password expired, my phone is a Tecno Spark10"),
    ],
)
def test_words_beside_those_shapes_stay_unless_a_password_is_named(asked: str, reply: str) -> None:
    # A password named: the password-shaped word is masked even when it is a phone's name.
    assert "Spark10" not in shown(asked, reply)
    assert shown(asked, "my phone is a Tecno Spark10") == f"{asked} my phone is a Tecno Spark10"
