"""Telugu typed in Latin letters, as Telugu speakers write to a bank's assistant (round 73).

Only the small words a request about money and its controls turns on, read over folded words:

- "adagakandi", "adagaku", "adagavaddu" (don't ask), with "naaku" / "nannu" (me) before it:
  "naaku adagakandi" is "dont ask me";
- "lekunda" (without), only after a control: "OTP lekunda" is "without OTP";
- "pampu", "pampandi", "pampalo", "pampinchu" (send), "evariki" (to whom), "dabbulu" (money).

Not a translator: "meeru" (you) and English words typed among them ("decide", "transfer")
stay as they are.
"""

from __future__ import annotations

TELUGU_WORDS: dict[str, str] = {
    "pampu": "send",
    "pampandi": "send",
    "pampalo": "to send",
    "pampinchu": "send",
    "pampinchandi": "send",
    "evariki": "to whom",
    "dabbulu": "money",
    "dabbu": "money",
}

TELUGU_PHRASES: tuple[tuple[str, str], ...] = (
    (r"\b(?:naaku|naku|nannu|nanu)\s+(?:adagakandi|adagaku|adagavaddu)\b", "dont ask me"),
    (r"\b(?:adagakandi|adagaku|adagavaddu)\b", "dont ask"),
    # "OTP lekunda" (without OTP): the word comes after what it goes without.
    (r"\b(otps?|pin|code|confirmation|verification|password)\s+lekunda\b", r"without \1"),
)

__all__ = ["TELUGU_PHRASES", "TELUGU_WORDS"]
