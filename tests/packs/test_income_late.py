"""What is owed to the user, said to be late, is how things stand now (found in stop 41: "Her
wages are late." was accepted while "Her rent is late." was refused)."""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "Her wages are late.",
        "Kojo drives a trotro and his salary is late again.",
        "The user's pension has been two weeks late.",
        "His stipend is late.",
        "The remittance from her son is late.",
    ],
)
def test_income_late_now_is_refused(sentence: str) -> None:
    assert "no_payment_status" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Her late husband's pension is paid into this account.",
        "The user's father is late; she manages his estate.",
        "She teaches in Accra and her salary usually comes in around the 25th.",
    ],
)
def test_a_person_late_or_a_pay_habit_stands(sentence: str) -> None:
    assert not broken_rules(sentence)
