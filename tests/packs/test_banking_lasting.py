"""A preference or a commitment lasting by what it is about (ENGINE.md section 9).

The lasting screen keeps a preference with no "always" when it says how to deal with the
user, and a reminder with a when; a one-off request still reads as one-off.
"""

from __future__ import annotations

import pytest

from memoryadmin.engine.facts import Outcome, Result, UserMessage, rules_of, screen
from memoryadmin.packs.banking import PACK
from memoryadmin.packs.banking.lasting import standing_preference
from memoryadmin.packs.banking.lasting_reminders import dated_reminder

RULES = rules_of(PACK)


def _screened(said: str, kind: str) -> Result:
    raw = {"key": "k", "kind": kind, "note": said, "evidence": said, "confidence": 0.95}
    return screen([raw], [UserMessage(seq=1, content=said)], [], [], RULES).results[0]


@pytest.mark.parametrize(
    "said",
    [
        "I don't want calls after 8pm.",
        "Only WhatsApp me please.",
        "Talk to me like a friend, no big grammar.",
        "Make your answers short.",
        "Abeg no send me adverts.",
        "Greet me in Hausa.",
        "Text me, don't call.",
        "Pls reply in Efik if you fit.",  # a language no lexicon names
        "Use naira not dollars for amounts.",
        "Check with me twice before anything above 100k goes out.",
    ],
)
def test_a_preference_about_how_to_deal_with_the_user_lasts(said: str) -> None:
    r = _screened(said, "preference")
    assert r.outcome is Outcome.ACCEPTED, (r.screen, r.reason)


@pytest.mark.parametrize(
    "said",
    [
        "Send 5000 to Tobi",
        "Show me my last 5 transactions",
        "Send me my statement for March",
        "Text my brother the account number",
        "Email me the receipt for yesterday's transfer",
        "Call my phone now",
        "Reply in Yoruba this time only",
        "I never got the SMS, never mind",
        "I don't always want a call, honestly",
        "check all the transactions I did since account creation",
    ],
)
def test_a_one_off_request_still_reads_as_one_off(said: str) -> None:
    r = _screened(said, "preference")
    assert r.outcome is Outcome.REJECTED and r.screen == "lasting", said


@pytest.mark.parametrize(
    ("said", "ok"),
    [
        ("Remind me on 25th to pay rent.", True),
        ("Remind me two days before my loan is due.", True),
        ("Abeg remnd me Friday evening about the Ajo meeting.", True),
        ("Remind me to pay rent.", False),  # a reminder with no when
        ("I pay school fees for my son.", False),
    ],
)
def test_a_reminder_with_a_when_is_a_commitment(said: str, ok: bool) -> None:
    r = _screened(said, "commitment")
    assert (r.outcome is Outcome.ACCEPTED) is ok, (r.screen, r.reason)


def test_the_readers_say_what_made_it_last() -> None:
    assert standing_preference("Pls no voice notes, my data is small.") == "voice"
    assert standing_preference("Be more polit with me abeg.") == "polite"  # a letter off
    assert standing_preference("Ask for OTP even for small transfers.") == "stricter"
    assert dated_reminder("Remind me to renew my insurance in June.") == "june"
    assert "how to deal with the user" in PACK.fact_instructions
