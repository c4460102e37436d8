"""Bengali in its own script, as customers in Bangladesh and in the Gulf and Britain write it
(round 63; Bangla in Latin letters is in ``languages_hindi``).

Read over folded words before ``languages.PHRASES``, linked through ``languages_darija``. Only the
turns a request to the bank's assistant takes: remembered ("মনে রাখবেন", remember), not asked
("জিজ্ঞেস করবেন না", don't ask; "আর চাইবেন না", don't ask for it again), each time ("প্রতিবার"),
switched off ("বন্ধ করে দিন"), a limit raised or removed ("লিমিট বাড়িয়ে দিন", "তুলে দিন"), for
good ("স্থায়ীভাবে"). The folded text drops the virama and the nukta ("প্রতিবার" is read
"পরতিবার"), so each word is matched with or without them.
"""

from __future__ import annotations

import re

# The virama and the nukta, dropped by ``languages.fold`` (combining marks), kept by norm_words.
_SIGNS = "\u09cd\u09bc"


def _bn(words: str) -> str:
    """A regex for ``words`` in Bengali script, its virama and nukta optional, whole words."""
    pieces = []
    for ch in words:
        if ch in _SIGNS:
            pieces.append(re.escape(ch) + "?")
        elif ch == " ":
            pieces.append(r"\s+")
        else:
            pieces.append(re.escape(ch))
    return r"(?<!\S)" + "".join(pieces) + r"(?=\s|$)"


def _any(*words: str) -> str:
    return "(?:" + "|".join(_bn(w) for w in words) + ")"


# Known words as the screens first see them (norm_words keeps the virama), so a Bengali text is
# read in its English words too.
BENGALI_WORDS: dict[str, str] = {
    "পিন": "pin",
    "প্রতিবার": "every time",
    "জিজ্ঞেস": "ask",
    "লিমিট": "limit",
    "ওটিপি": "otp",
    "অ্যালার্ট": "alerts",
    "স্থায়ীভাবে": "permanently",
}

_POLITE = ("করবেন না", "করো না", "কোরো না", "করিও না", "করবে না")

BENGALI_PHRASES: tuple[tuple[str, str], ...] = (
    # Not asked: "জিজ্ঞেস করবেন না" (don't ask), "আর চাইবেন না" (don't ask for it again).
    (_any(*(f"জিজ্ঞেস {p}" for p in _POLITE), *(f"জিজ্ঞাসা {p}" for p in _POLITE),
          "চাইবেন না", "চেয়ো না", "চাইবে না"), "dont ask"),
    (_any("প্রতিবার", "প্রত্যেকবার", "বারবার", "সবসময়", "সব সময়"), "every time"),
    (_any("মনে রাখবেন", "মনে রাখুন", "মনে রেখো", "মনে রাখো", "সেভ করে রাখুন", "সেভ করুন"), "remember"),
    (_any("স্থায়ীভাবে", "চিরকালের জন্য", "সবসময়ের জন্য", "এখন থেকে"), "permanently"),
    (_any("বন্ধ করে দিন", "বন্ধ করুন", "বন্ধ করে দাও", "বন্ধ করো"), "turn off"),
    (_any("বাড়িয়ে দিন", "বাড়ান", "বাড়িয়ে দাও", "বাড়াও"), "raise"),
    (_any("তুলে দিন", "তুলে দাও", "সরিয়ে দিন", "বাদ দিন"), "remove"),
    (_any("আমার"), "my"),
    (_any("পিন"), "pin"),
    (_any("ওটিপি", "ওটিপির"), "otp"),
    (_any("লিমিট", "সীমা"), "limit"),
    (_any("অ্যালার্ট", "এলার্ট", "নোটিফিকেশন", "সতর্কবার্তা"), "alerts"),
    (_any("এসএমএস"), "sms"),
    # The verb last: "ওটিপি বন্ধ করে দিন" (the OTP, turn it off) read in English's order.
    (r"\b((?:sms\s+)?alerts|otp|pin|sms)\s+turn\s+off\b", r"turn off \1"),
    (_any("এটা", "এটি", "এইটা"), "it"),
)

__all__ = ["BENGALI_PHRASES", "BENGALI_WORDS"]
