"""Live as it was last seen (``as_of_now.as_last_seen``), read after blind round 31.

Every sentence here is written for the mechanism (none is from a blind round). A state read at
one moment: "when she last checked", "is shown as", "ready for collection", "has been reversed",
a cap that "has been reached", a rate "quoted", a French status quoted in English ("'en
attente'"). Beside them, what stays durable: a role "listed as" next of kin, a reversal asked
about, a cap set by the user.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's refund showed as processing when she last checked the app.",
        "The transfer to Kumasi is shown as completed in the user's history.",
        "Her new debit card is ready for pick-up at the Ikeja branch.",
        "The ₦12,000 airtime purchase has been reversed to the user's account.",
        "The weekly withdrawal limit on his card has been reached.",
        "The user was quoted 1,650 naira to the pound for the remittance.",
        "The payment to the supplier was marked 'en attente' in the portal.",
    ],
)
def test_a_state_as_last_seen_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's daughter is listed as next of kin on her savings account.",
        "The user asked how long a reversal usually takes.",
        "The user asked whether her card could be kept for pick-up at the Wuse branch.",
    ],
)
def test_what_stays_durable_beside_it(sentence: str) -> None:
    assert not broken_rules(sentence)
