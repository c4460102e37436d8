"""Somali, as customers in Somalia, Kenya and the diaspora type it around English (round 62).

Read over folded words before ``languages.PHRASES``. Only the turns a request to the bank's
assistant takes: a limit raised ("kor u qaad limit-kayga", raise my limit) and kept so ("si
joogto ah", permanently), the user not limited or asked again ("mar dambe ha i xaddidin", don't
limit me again; "ha i weydiin", don't ask me), a control or the alerts switched off ("dami"),
done without a check ("xaqiijin la'aan", without confirmation: the postposition after its noun).
"""

from __future__ import annotations

SOMALI_WORDS: dict[str, str] = {
    "kayga": "my",
    "kaygii": "my",
    "xadka": "the limit",
    "xadkayga": "my limit",
    "xaddidin": "limit me",
    "xadidin": "limit me",
    "joogto": "permanent",
    "maalintii": "a day",
    "maalinkii": "a day",
    "weydiin": "ask me",
    "waydiin": "ask me",
    "xaqiijin": "confirmation",
    "xaqiijinta": "confirmation",
    "digniinaha": "alerts",
    "digniinta": "alerts",
    "fariimaha": "messages",
    "lacagta": "money",
    "lacag": "money",
    "fadlan": "please",
}

SOMALI_PHRASES: tuple[tuple[str, str], ...] = (
    # "Kor u qaad" (lift up: raise), "kordhi" (increase).
    (r"\b(?:kor\s+u\s+qaad|kor\s+uqaad|kordhi|kordhiya|sare\s+u\s+qaad)\b", "raise"),
    # The possessive after its noun: "limit-kayga" (my limit), "koontada-kayga" (my account).
    (r"\b(limit|limits|xad|xadka|koontada|akoonka|kaadhka|card|account|pin|otp)\s+(?:kayga|kaygii|"
     r"ayga)\b", r"my \1"),
    (r"\bsi\s+(?:joogto|rasmi\s+ah\s+oo\s+joogto)\s+ah\b|\bweligeed\b|\bweligiis\b", "permanently"),
    (r"\bmar\s+(?:dambe|kale)\b", "again"),
    # Don't, to the assistant: "ha i xaddidin" (don't limit me), "ha i weydiin" (don't ask me).
    (r"\bha\s+(?:i|ii|iga)\s+(?:xaddidin|xadidin|xaddidina)\b", "dont limit me"),
    (r"\bha\s+(?:i|ii|iga)\s+(?:weydiin|waydiin|weydiinin|su\s*aalin)\b", "dont ask me"),
    # Switched off: "dami digniinaha" (turn off the alerts).
    (r"\b(?:dami|demi|bakhti|jooji)\s+(?=(?:dhammaan\s+)?(?:digniin\w*|fariim\w*|alerts?|"
     r"notifications?|sms|xaqiijin\w*|otp|pin)\b)", "turn off "),
    (r"\bdhammaan\b", "all"),
    # Without, after its noun: "xaqiijin la'aan" (without confirmation).
    (r"\b(xaqiijin\w*|confirmation|otp|pin|code)\s+laaan\b", r"without \1"),
)

__all__ = ["SOMALI_PHRASES", "SOMALI_WORDS"]
