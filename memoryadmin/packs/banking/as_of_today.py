"""What is told as of today, or as a tally of what is missing (summary finders, after blind
round 50).

- a transfer's outcome dated to the day it was said: "was rejected this afternoon because the
  RIB had a wrong digit", "this morning the payment was declined" (like an outcome at a time of
  day, ``as_of_now``): by the time the summary is read again it may have been sent again. Not a
  habit ("is usually credited the same day") nor an outcome on a date ("on 3 May");
- a running tally of a pot or a list: "four shares missing", "missing: 2 members", "two
  contributions are still missing" (who has not paid, counted: true only when read).
"""

from __future__ import annotations

from memoryadmin.packs.banking.finders import _COUNT, first_match

_TODAY = (
    r"(?:(?:earlier\s+|later\s+)?today|this\s+(?:morning|afternoon|evening)|tonight|"
    r"earlier\s+this\s+(?:morning|afternoon|evening))"
)
_OUTCOME = (
    r"(?:rejected|declined|reversed|refunded|returned|bounced|failed|flagged|blocked|held|"
    r"credited|debited|delivered|received|approved|confirmed|cancelled|canceled|suspended|"
    r"stopped|frozen)"
)
outcome_today = first_match(
    r"\b(?:was|were|got|has\s+been|have\s+been|had\s+been)\s+(?:\w+\s+)?"
    + _OUTCOME
    + rf"\b[^.;!?]{{0,60}}?\b{_TODAY}\b",
    rf"\b{_TODAY}\b[^.;!?]{{0,80}}?\b(?:was|were|got|has\s+been|have\s+been)\s+(?:\w+\s+)?"
    + _OUTCOME
    + r"\b",
)

tally_missing = first_match(
    rf"\b{_COUNT}\s+(?:[\w'’-]+\s+){{0,2}}?(?:(?:are|is|still|now)\s+){{0,2}}missing\b",
    rf"\bmissing\s*(?::\s*|\s){_COUNT}\b",
)
