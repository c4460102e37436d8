"""A code or a PIN typed, told verb last (blind round 73), read by ``secrets_structure``.

The languages with the verb at the end (Tamil, Telugu, Hindi, Bengali, Turkish, Japanese) tell
what was typed before the typing: "5523 enter panna wrong PIN nu varudhu" (I entered 5523, it
says wrong PIN), "4471 daala to invalid PIN aaya" (I put 4471 and it said invalid PIN). The
verb is the English one borrowed ("enter", "type", "put", "key in") with a light verb of the
user's own language after it, or the language's own verb ("daala", "pottu", "girdim").

A PIN changed to a number, the PIN named anywhere in the message (blind round 75): "I changed it
to 4455 yesterday but it keeps saying incorrect PIN"; not "changed the limit to 5000" (an amount
named) nor "changed it to 2024 model phone" (a word goes on after the number).

As with the verb first (``secrets_structure._typed_at_machine``), the number is a PIN or a code
only where the message names one, or where it is told as refused after it; never a round number,
one with its currency, or one in a message that names an amount or a balance.
"""

from __future__ import annotations

import re

from memoryadmin.engine.secrets_shapes import CURRENCY_AFTER

# The typing verb after the number: English borrowed, then the user's own language's.
_TYPING_VERBS = (
    r"enter(?:ed)?|typed?|put|key(?:ed)?\s*in|input(?:ted)?|punch(?:ed)?(?:\s+in)?|tried|"
    # Hindi and Urdu "daala", "dala", "daal diya"; Tamil "pottu", "potten", "adichen"; Telugu
    # "kottanu", "pettanu"; Bengali "dilam", "dilam"; Turkish "girdim", "yazdım".
    r"d(?:a|aa)l(?:a|i|e|aa|ta|ti|\s+diya)|pott(?:u|en|aen|achu)\w{0,4}|adich(?:en|u)\w{0,4}|"
    r"kottanu|pettanu|dilam|dilaam|girdim|yazd[ıi]m"
)
_TYPED_FIRST = re.compile(
    r"(?<![\d\w.,/:])(?P<value>\d{4,6})(?![\d\w]|[.,/:]\d)"
    rf"(?!\s*(?:{CURRENCY_AFTER}|kobo|rs|rupees?|inr|tl|lira))\s+(?:(?:the|la|ah|a|ko|nu|ni|ne)\s+)?(?:{_TYPING_VERBS})\b",
    re.IGNORECASE,
)
# What a code or a PIN is called, before or after it; what it is told when refused.
_CODE_NAMED = re.compile(
    r"\b(?:pins?|passcode|otp|code|password|mpin|[şs]ifre\w{0,4})\b", re.IGNORECASE
)
_REFUSED = re.compile(
    r"\b(?:expired|invalid|incorrect|wrong|rejected|locked|blocked|galat|ghalat|thappu|tappu|"
    r"tapp[ae]|yanl[ıi][şs]|hatal[ıi]|bhul)\b",
    re.IGNORECASE,
)
_AMOUNT_NAMED = re.compile(
    r"\b(?:amount|balance|insufficient|limit|airtime|bundle|rs\.?|rupees?|paisa|naira)\b",
    re.IGNORECASE,
)


# "changed it to 4455 yesterday", "reset my PIN to 1290.": the number ends its clause.
_CHANGED_TO = re.compile(
    r"\b(?:changed|change|set|reset|updated|update|switched|made)\s+(?:it|my\s+\w+|the\s+\w+)?"
    r"\s*to\s+(?P<value>\d{4,6})(?![\d\w]|[.,/:]\d)(?=\s*(?:$|[,.;!?)]|(?:yesterday|today|last|"
    r"this|earlier|but|and|now|already|before|recently|again|since)\b))",
    re.IGNORECASE,
)


def typed_verb_last(text: str) -> list[tuple[str, int, int]]:
    """Every PIN or code in ``text`` told as typed, the verb after it: ``(kind, start, end)``."""
    if _AMOUNT_NAMED.search(text) is not None:
        return []
    named = _CODE_NAMED.search(text) is not None
    found = [
        m
        for m in _TYPED_FIRST.finditer(text)
        if named or _REFUSED.search(text, m.end()) is not None
    ]
    if named:
        found += _CHANGED_TO.finditer(text)
    return [
        ("PIN" if len(m.group("value")) == 4 else "one-time code", *m.span("value"))
        for m in found
        if not m.group("value").endswith("00")
    ]


__all__ = ["typed_verb_last"]
