"""What the network is like in a place (a summary frame, after blind round 39).

"The user complained that network (réseau) in Bafoussam keeps failing during transactions": a
town's network failing again and again is how that place is, like "network here is terrible",
and says nothing of the user's money. The rules read "keeps failing" as a failure repeated so
far, rightly for a transfer or a card ("his transfer keeps failing": it may go through on the
next try), so this frame reads the structure instead, as a whole sentence:

- the network, signal, connection or coverage of a place named by its capital ("in Bafoussam",
  "around Kasama"), a word for it in brackets allowed ("network (réseau)");
- a habit of failing ("keeps failing", "often drops", "goes off") or what it is like ("is poor",
  "is unreliable"), and when it fails, generally ("during transactions", "when it rains").

Never "is down", "today", "now", a transfer or a card as the subject, or another clause.

After blind round 43, ``without_beside(text)``: "next to" before a place of trade or of living
("the woman who sells pepper next to her stall", "next to the mosque") is where someone is, not
who collects next; the rotation finders read the text with it blanked. "next to collect", "next
to Kemi", "next to receive the pot" are read as before. After round 74, "behind" the app's
layers too ("hides the balance behind too many menus": where the app puts it). After round 77,
the order of a life, not of a rotation: the languages someone speaks, first and second ("first
language is K'iche'; Spanish is his second"), and a move back to a place ("moved back to Caguas
in 2020", "moved back home"). "moved back two places", "moved back to the end of the queue",
"her turn is second" are read as before. After round 83, "next to" right after a place of trade
or of money ("withdraws cash at the agent next to Naivas", "the ATM next to Shoprite"): what the
place is beside, whatever its name; not before a verb ("the agent next to collect").
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

# After "halfway", "half way" or "midway": not a place's name, capitalised with the word after it
# ("Half Way Tree", "Midway Mall"; round 55). "Half Way Through" is how far along, read as before.
NOT_A_PLACE = (
    r"(?!(?:(?<=(?-i:Half\sWay))|(?<=(?-i:Halfway))|(?<=(?-i:Midway)))\s+"
    r"(?!(?-i:Through|There|Done|Point|Mark|Along|Into|In)\b)(?-i:[A-Z]))"
)

_PLACE_NETWORK = re.compile(
    r"^\s*(?:(?:the\s+user|she|he|they)\s+(?:also\s+)?(?:complained|said|mentioned|noted|reported|"
    r"explained|warned)\s+(?:that\s+)?)?(?:the\s+)?(?:mobile\s+|phone\s+|cell\s+|mtn\s+|orange\s+|"
    r"airtel\s+)?(?:network|signal|connection|internet|coverage|reception)(?:\s*\([^()]{1,20}\))?\s+"
    r"(?:in|at|around|near)\s+(?:the\s+)?(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,2}\s+"
    r"(?:(?:keeps|kept)\s+(?:on\s+)?(?:failing|dropping|cutting\s+out|going\s+(?:off|down))|"
    r"(?:often|usually|always|regularly|frequently)\s+(?:fails|drops|cuts\s+out|goes\s+(?:off|down))|"
    r"is\s+(?:very\s+|quite\s+|often\s+)?(?:poor|bad|terrible|weak|unreliable|patchy|slow))"
    r"(?:\s+(?:during|when|while|in\s+the\s+middle\s+of)\s+(?!(?:his|her|their|the\s+user['’]s|this|"
    r"that|today)\b)(?:[\w'’-]+\s+){0,2}?(?:transactions|transfers|payments|calls|withdrawals|"
    r"it\s+rains|[a-z]+ing))?\s*[.!]?\s*$",
    _I,
)


def place_network(sentence: str) -> bool:
    """What the network is like in a place, as a habit (see above): the whole sentence."""
    return _PLACE_NETWORK.search(sentence) is not None


_BESIDE = re.compile(
    r"\b(?:right\s+|just\s+)?next\s+to\s+(?:the|her|his|their|a|an|our|my)\s+(?:[\w'’-]+\s+){0,2}?"
    r"(?:stall|stalls|shop|shops|kiosk|store|stand|table|shed|container|house|home|compound|door|"
    r"gate|office|church|mosque|school|market|bus\s+stop|junction|road|street|pharmacy|salon|"
    r"workshop|chop\s+bar|restaurant|bank|filling\s+station)\b",
    _I,
)

# ... or right after a place of trade or money, whatever the place beside it is called (round 83).
_PLACE_BESIDE = re.compile(
    r"\b(?:agent|agents|atm|atms|kiosk|stall|shop|branch|outlet|booth|till|supermarket|"
    r"store|mall|pharmacy|station|stage|market)\s+(?:right\s+|just\s+)?next\s+to\b"
    r"(?!\s+(?:collect|receive|get|take|be|cash)\b)",
    _I,
)


# ... and "behind" the layers of an app, where it puts a thing (round 74): "hides the balance
# behind too many menus", "buried behind three screens", "behind a login". "behind Kemi",
# "behind on his payments", "two weeks behind" are read as before.
_BEHIND_LAYERS = re.compile(
    r"\bbehind\s+(?:too\s+many|so\s+many|many|several|a\s+few|a|an|the|its|two|three|four|"
    r"five|\d+)\s+(?:(?:more|extra|different|other|separate|[\w'’-]+)\s+)?(?:menus?|sub-?menus?|"
    r"screens?|pages?|tabs?|buttons?|clicks?|taps?|steps?|logins?|log-?ins?|settings|options|"
    r"layers?|links?|pop-?ups?|icons?|swipes?)\b",
    _I,
)


# A language's place in someone's life, in a sentence that names a language (round 77).
_LANGUAGE = re.compile(r"\blanguages?\b|\b(?:mother|native)\s+tongue\b", _I)
_LANGUAGE_ORDER = re.compile(
    r"\b(?:first|second|third|native|main|home)\s+(?:language|tongue)s?\b"
    r"|\b(?:is|as)\s+(?:his|her|their|the\s+user['’]s)\s+(?:second|third|fourth)\b"
    r"(?=\s*(?:[.!;,]|and\b|$))",
    _I,
)
# A move back to a place or home (round 77): where someone lives, not a place in a queue.
_MOVED_HOME = re.compile(
    r"\b(?:moved|came|went|returned|relocated)\s+back(?=\s+(?:home\b|to\s+(?:his|her|their)\s+"
    r"(?:home|country|hometown|village|island|town|city|family|parents)\b|to\s+(?-i:[A-Z])))",
    _I,
)


def _blank(m: re.Match[str]) -> str:
    return " " * len(m.group(0))


def without_beside(text: str) -> str:
    """``text`` with "next to" a place, "behind" an app's layers, a language's order and a move
    back home blanked (same length; see above)."""
    out = _BEHIND_LAYERS.sub(_blank, _PLACE_BESIDE.sub(_blank, _BESIDE.sub(_blank, text)))
    out = _MOVED_HOME.sub(_blank, out)
    if _LANGUAGE.search(out):
        out = _LANGUAGE_ORDER.sub(_blank, out)
    return out
