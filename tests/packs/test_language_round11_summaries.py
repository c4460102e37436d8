"""Summary structures read after blind round 11, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Live: a status
a screen shows now, Pidgin's negative perfect of arrival, a deadline running from now, whose
week or turn it is. Durable: pay on a schedule at a period's end, pay through an employer, a
business accepting a means of payment, money kept apart, a group's rules worded through its
rulebook ("has a rule that", "rules require", "bylaws require", "pays out when a member…").
Beside each, near-misses of the same shape with a live value keep to their side.
"""

from __future__ import annotations

import pytest

from memoryadmin.packs.banking.standing import (
    deadline_running,
    not_arrived,
    status_shown,
    whose_period,
)
from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's airtime purchase is showing as declined on his app.",
        "Her transfer to Kumasi shows as reversed.",
        "The user said the alert never enter since yesterday.",
        "Di user say the transfer e do this afternoon never reach.",
        "The user has till Friday to repay the chama loan.",
        "She has until the end of today to send her contribution.",
        "It is Kofi's month to receive the chama pot.",
        "The user said it's her turn to host the njangi and collect.",
        "The user's stokvel has a rule that a member who misses two contributions is removed, "
        "and Thandi has missed two.",
        "The user's burial society has 40 members and paid out when Sipho's family had a funeral.",
        "The cooperative's bylaws require him to save for six months before borrowing.",
    ],
)
def test_a_value_as_it_stands_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user is paid at the start of each month.",
        "The user is a nurse in Kisumu paid through the county government.",
        "The user runs a tailoring shop in Kano and accepts card and cash payments.",
        "The user keeps her market money apart from her household money.",
        "The user's chama has a rule that any member who misses three meetings is fined.",
        "The user's susu rules require members to contribute on the 5th of every month.",
        "The savings club bylaws require a member to attend three meetings before borrowing.",
        "The user's burial society pays out when a member's parent dies.",
    ],
)
def test_a_schedule_a_habit_or_a_rule_is_accepted(sentence: str) -> None:
    assert not broken_rules(sentence), broken_rules(sentence)


def test_the_live_shapes_name_themselves() -> None:
    assert status_shown("It shows as failed.") == "shows as failed"
    assert status_shown("The app shows the balance.") is None
    assert not_arrived("The money never land.") == "never land"
    assert not_arrived("The money never landed late before.") is None
    assert deadline_running("She has until Friday to pay.") == "has until Friday to pay"
    assert deadline_running("She has until the 5th of each month to pay.") is None
    assert whose_period("It is Esi's week to collect.") == "It is Esi's week to"
    assert whose_period("It is a good week to save.") is None
