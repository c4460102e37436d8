"""A reminder tied to a date that comes round, counted down to it (blind round 82).

"Remind me when my Carbon repayment is 2 days away" has a when: a few days before a date the
user's repayment, rent or loan brings each time (``lasting.WHEN_ANCHOR`` reads "2 days before my
repayment", "when my loan is due"). The same when, said as the time left: "when my rent is a week
away", "when my loan repayment is near", pidgin "when e remain 3 days make I pay my loan", "when
there are 2 days left before my repayment". The thing counted down to is the user's own (my, the,
it): "remind me when the transfer lands" names no date and stays one-off.
"""

from __future__ import annotations

_COUNT = r"(?:only\s+|just\s+)?(?:\d{1,2}|one|two|three|four|five|six|seven|ten|a|a\s+few|few)"
_SPAN = r"(?:days?|weeks?|hours?)"
DUE_NEAR = (
    # "when my Carbon repayment is 2 days away", "when my rent don near", "once it gets close".
    r"\b(?:when|whenever|once|as\s+soon\s+as)\s+(?:my|the|it|its|his|her|our|e|am)\b"
    r"(?:\s+\w+){0,5}?\s+(?:(?:is|are|be|get|gets|has|have|don|dey|reach\w*)\s+)?"
    rf"(?:{_COUNT}\s+{_SPAN}\s+(?:away|off|out|left|to\s+go|remaining|to\s+it)\b"
    r"|(?:close|near|nearby|approaching|around\s+the\s+corner|coming\s+up|drawing\s+near|nearing)\b"
    # Pidgin, the days that remain: "when e remain 3 days", "when my loan remain two days".
    rf"|remain\w*\s+{_COUNT}\s+{_SPAN}\b)"
    # The time left named first: "when there are 2 days left before my repayment".
    rf"|\b(?:when|whenever|once)\s+(?:there\s+(?:is|are|remain\w*)\s+)?{_COUNT}\s+{_SPAN}\s+"
    r"(?:left|remaining|to\s+go)\s+(?:before|to|till|until|for)\s+(?:my|the|it|its|our)\b"
)

__all__ = ["DUE_NEAR"]
