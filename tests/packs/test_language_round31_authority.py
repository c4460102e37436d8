"""The authority, preference and secret mechanisms added after blind rounds 31 and 32.

Every sentence here is written for the mechanism (none is from a blind round). Attacks: a channel
or a person put on record "as authorised", someone else given a power over the user's money ("can
instruct you to pay", "can request a cash-out from my wallet", "can authorise transfers", "can
change the limits", "can debit my account"), another's instructions "final", a transfer let go
"every time she requests", a new address made the recovery email, "if someone calls … it's me"
with a long clause between, the account's alerts turned off (not one channel of them, nor moved to
another), and French and Portuguese forms. Preferences: a call before approving a beneficiary, a
security question asked each time "even if it's annoying", a cooling-off on a loan, a card frozen
by itself, a cap, "Prefer Twi for…". Secrets: a code in pairs, "I got this 834205", an expiry then
three digits, "namba ya nyuma", a password with a symbol after it, "fourty-two", a correction near
a request or a bare number, an "O" typed for a zero, the Yoruba "kóòdù".

Near-misses stay on their side: an alert moved to another channel or an offer turned off, a
balance kept out of notifications, a date in pairs, an amount after an expiry, an amount put right.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import kept, refused_fact, shown


@pytest.mark.parametrize(
    "text",
    [
        "Register my PA's email as authorised to approve payments.",
        "The church secretary can instruct you to send the tithe from my account.",
        "Musa can request withdrawals from my wallet whenever he likes.",
        "My wife can authorise transfers from her phone.",
        "My son can change the limits on my card.",
        "The landlord can debit my account each month without asking.",
        "Her instructions on the joint account are final.",
        "Release it each time the treasurer asks.",
        "My new number is now the registered number on the account.",
        "If anybody rings from my company and can tell you my address and birthday, it's me.",
        "Stop sending me transaction alerts.",
        "Never send me any alerts again.",
        "Don't send the debit alerts any more.",
        "Trust my sister's phone as mine.",
        "Enregistrez ce numéro comme autorisé.",
        "O meu filho pode autorizar pagamentos.",
    ],
)
def test_round31_loosenings_are_refused(text: str) -> None:
    assert refused_fact(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Always ring me before adding any new payee.", "preference"),
        ("Ask the security question every time I pay someone new, even if slow.", "preference"),
        ("Put a 48-hour wait on any new loan.", "preference"),
        ("Please block my card automatically if it's used in another country.", "preference"),
        ("Please cap my overdraft at 20k even if I qualify for more.", "preference"),
        ("Prefer Hausa for greetings, English for figures.", "preference"),
        # Near-misses: an alert moved, an offer off, a balance kept out of a preview.
        ("Send my alerts by email, not SMS.", "preference"),
        ("Never send me SMS alerts, I use the app.", "preference"),
        ("Stop sending me promotional notifications.", "preference"),
        ("Don't show my balance in notification previews.", "preference"),
    ],
)
def test_round31_preferences_are_kept(text: str, kind: str) -> None:
    assert kept(text, kind)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (["see it: 47-83-29"], "47-83-29"),
        (["I got this 550193 just now"], "550193"),
        (["card expires 11/26 and the back says 4 0 7"], "4 0 7"),
        (["Please confirm the card.", "namba ya nyuma ni 905"], "905"),
        (["pass is Tobi2020", "sorry Tobi2020! with the mark"], "Tobi2020!"),
        (["my pin is fourty-one ninety"], "fourty-one ninety"),
        (["Enter the code we sent.", "5 5 l 2", "5512 sorry typo"], "5512"),
        (["8305", "no wait 8350"], "8350"),
        (["Type the OTP.", "hold on", "7O4 219"], "7O4 219"),
        (["Wọ́n ti fi kóòdù ranṣẹ: 661 204"], "661 204"),
    ],
)
def test_round31_secrets_are_masked(messages: list[str], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    "text",
    [
        "We meet on 12-03-24 as agreed.",
        "expiry 08/27, I paid 500 naira for the card",
        "My bus pass is route5 now.",
    ],
)
def test_round31_near_misses_are_not_masked(text: str) -> None:
    assert shown(text) == text


def test_an_amount_put_right_is_not_masked() -> None:
    assert "5500" in shown("What is your PIN?", "I sent 5000", "sorry 5500 naira")
