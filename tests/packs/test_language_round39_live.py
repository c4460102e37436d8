"""Live shapes read after blind round 40, each beside the durable sentences it must leave alone.

Every sentence here is written for the mechanism (none is from a blind round):

- a rate given against one unit written as money, "1,520 to US$1" (``clock.exchange_rate``);
- a payment that failed this month: this month's is unpaid and may be retried, or the cover
  lapse (``clock.money_near_now``);
- a stage said as a stay, "is sitting in its grace period" (``stage.current_stage``).

A rate of a year long past, a failure dated to a past month and how a grace period works stay
durable.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "The agent quoted the parallel rate as 1,520 to US$1.",
        "The bureau's rate was KES 129 to USD 1 when she asked.",
        "Her car insurance premium failed this month.",
        "His debit order to the gym was declined again this month.",
        "The user's loan is sitting in its grace period.",
        "Her funeral cover is staying in the grace period.",
    ],
)
def test_a_rate_a_failure_or_a_stage_of_now_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user bought dollars at 1,480 to US$1 in 2021.",
        "Her car insurance premium failed in March.",
        "The user asked how long the grace period on her funeral cover lasts.",
    ],
)
def test_a_past_rate_or_failure_is_kept(sentence: str) -> None:
    assert not broken_rules(sentence)
