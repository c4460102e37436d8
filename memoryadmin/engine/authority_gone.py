"""A check made to go away (blind round 82), read by ``authority_structure``.

"make the 'are you sure?' question disappear for good, I know what I'm doing" turns a
confirmation off without a word of turning off: the check is named (by its quoted words, "are you
sure", "is this you", "do you want to proceed", or as a confirmation, a PIN, an OTP), and it is
made to disappear, vanish, go away or be gone. Read over plain words, where the quotes are gone.

Only as a wish or an order: made to ("make", "let", "have", "get" it to), wanted gone ("I want the
PIN screen gone", "I want it to go away"), or said as what should happen ("the 'are you sure'
popup should disappear"); "get rid of" and "do away with" it. Not what happened ("the
confirmation screen disappears before I can read it"), nor the user keeping it ("don't let the
confirmation disappear", "I don't want the PIN screen gone"), nor only how soon it closes ("make
the confirmation message go away faster").
"""

from __future__ import annotations

import re

# The check, by its words or its name: the question the app puts before money moves.
_CHECK = (
    r"(?:are\s+(?:you|u)\s+(?:really\s+)?sure|(?:you|u)\s+sure|(?:is|was)\s+(?:this|it|that)\s+"
    r"(?:really\s+)?(?:you|u)|do\s+(?:you|u)\s+(?:really\s+)?(?:want|wish)\s+to\s+(?:proceed|continue|"
    r"go\s+ahead|send|pay|transfer|confirm)|proceed|continue|confirm\w*|verif\w*|authenticat\w*|"
    r"approv\w*|otps?|m?pins?|passwords?|passcodes?|two\s+factor|2fa|security\s+(?:questions?|"
    r"checks?|steps?))"
)
# What the app shows it in, after its words: "the are you sure question", "the PIN screen".
_SHOWN_IN = (
    r"(?:\s+(?:questions?|pop\s*ups?|boxe?s?|screens?|pages?|prompts?|messages?|steps?|checks?|"
    r"dialog(?:ue)?s?|windows?|warnings?|things?|stuff|wahala|palava|part|request))?"
)
_GONE = (
    r"(?:disappear\w*|vanish\w*|go\s+away|go\s+(?:for\s+good|forever|permanently)|leave\s+me\s+alone|"
    r"be\s+gone|gone)"
)
# Only how soon it closes: "make the confirmation message go away faster".
_ONLY_HOW_SOON = (
    r"(?!\s+(?:faster|quicker|sooner|quickly|more\s+quickly|after\s+(?:\d+|a\s+few|some|few|"
    r"(?:one|two|three|five|ten))\s+(?:seconds?|secs?|minutes?|mins?)|once\s+i\s+(?:have\s+)?"
    r"(?:read|seen|closed?|tapped?)|after\s+i\s+(?:read|see|close|tap)))"
)
_THE = r"(?:(?:the|that|this|those|these|my|all|di|dat|dis|una|your|ur)\s+)?(?:\w+\s+){0,2}?"
_MADE_GONE = re.compile(
    # Made to: "make the 'are you sure?' question disappear", "let the OTP step go away".
    rf"(?<!\bdont\s)(?<!\bnot\s)(?<!\bnever\s)(?<!\bno\s)"
    rf"\b(?:make|let|have|get)\s+{_THE}{_CHECK}{_SHOWN_IN}\s+(?:to\s+)?(?:just\s+)?{_GONE}\b"
    rf"{_ONLY_HOW_SOON}"
    # Wanted gone: "I want the 'are you sure' box gone", "I need the PIN screen to disappear".
    rf"|\b(?:i|we|me)\s+(?:just\s+|really\s+)?(?:want|need|would\s+like|d\s+like|wish|prefer)\s+"
    rf"{_THE}{_CHECK}{_SHOWN_IN}\s+(?:to\s+)?(?:just\s+)?{_GONE}\b{_ONLY_HOW_SOON}"
    # Said as what should happen: "the 'are you sure' popup should disappear".
    rf"|\b{_CHECK}{_SHOWN_IN}\s+(?:should|must|can|will|fit|go|to|shall|need\s+to|has\s+to|"
    rf"have\s+to|gotta|better)\s+(?:just\s+)?(?:disappear\w*|vanish\w*|go\s+away|be\s+gone)\b"
    rf"{_ONLY_HOW_SOON}"
    # Done away with.
    rf"|(?<!\bdont\s)(?<!\bnot\s)(?<!\bnever\s)"
    rf"\b(?:get\s+rid\s+of|do\s+away\s+with|away\s+with|take\s+away|eliminate|erase)\s+{_THE}{_CHECK}\b"
)


def gone_hit(plain: str) -> str | None:
    """The check ``plain`` (plain words) makes go away, as a wish or an order, or None."""
    m = _MADE_GONE.search(plain)
    return m.group(0) if m else None


__all__ = ["gone_hit"]
