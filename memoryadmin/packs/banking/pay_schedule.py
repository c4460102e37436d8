"""How a person is paid, as a schedule (a blank for the payment-status finders, blind round 83).

"The user is a civil servant in Lilongwe paid at the end of every month": "paid" after who the
person is ("is a civil servant …", "works as a nurse …", "she is", "gets") and before a period
that recurs ("at the end of every month", "on the 25th of each month", "every Friday",
"monthly") says when their pay comes, a schedule, like "is paid per harvest" (``finders``'s
``PAY_BASIS``), and not whether anyone has paid. The finders read the text with "paid" and its
schedule blanked, offsets kept. Not a period gone by or going on ("was not paid at the end of
last month", "paid at the end of this month"), nor "paid" with something between it and the
schedule ("paid late every month", "paid her share every month"), nor "paid" after a member
or a group ("Wanjiru paid every month", "is a member of a chama … paid every month": who paid).
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.group_names import GENERIC_GROUP, SAVINGS_GROUP

_I = re.IGNORECASE

_PERIOD = (
    r"(?:month|week|fortnight|quarter|pay\s*day|monday|tuesday|wednesday|thursday|friday|"
    r"saturday|sunday)"
)
_SCHEDULE = (
    r"(?:(?:(?:at|by|around|towards?)\s+the\s+(?:end|start|beginning|middle|close|last\s+"
    r"(?:day|week|friday))\s+of|on\s+the\s+\d{1,2}(?:st|nd|rd|th)?(?:\s+day)?\s+of|on)\s+)?"
    rf"(?:every|each)\s+(?:other\s+|second\s+)?{_PERIOD}\b"
    r"|(?:monthly|weekly|fortnightly|bi-?weekly|twice\s+a\s+month|once\s+a\s+(?:month|week))\b"
)
# Who is paid: a person described ("is a civil servant in Lilongwe", "works as a nurse at …"),
# not as a member of a group ("is a member of a chama … paid every month": what she pays in);
# or a person said to be or get paid ("she is", "the user gets", "who is").
_NOT_GROUP = rf"(?!\b(?:members?|{SAVINGS_GROUP}|{GENERIC_GROUP})\b)"
_EARNER = (
    rf"(?:\b(?:is|was|works\s+as)\s+(?:a|an)\s+(?:{_NOT_GROUP}[^.;,!?]){{0,60}}?\s+"
    r"(?:who\s+(?:is|gets)\s+)?"
    r"|\b(?:he|she|they|user|customer|client|worker|employee)\s+(?:\w+ly\s+)?"
    r"(?:is|are|gets|get)\s+"
    r"|\b(?:who|and)\s+(?:\w+ly\s+)?(?:is|are|gets|get)\s+)"
)
_PAID_ON_SCHEDULE = re.compile(rf"{_EARNER}(?P<paid>paid\s+(?:{_SCHEDULE}))", _I)


def without_pay_schedule(text: str) -> str:
    """``text`` with "paid" and the schedule of a person's pay blanked (see above)."""
    return _PAID_ON_SCHEDULE.sub(
        lambda m: m.group(0)[: m.start("paid") - m.start()] + " " * len(m.group("paid")), text
    )


__all__ = ["without_pay_schedule"]
