"""A request split across two messages: the first that only announces what comes next, the
next that opens by carrying on from the one before (``safety`` joins them).

Moved from ``authority_topic`` as written (it had reached the layout's 600 lines).
"""

from __future__ import annotations

import re

from memoryadmin.engine.sentences import norm_words, plain_words

# A message that only announces what comes next: "Please remember one thing for me going
# forward.", "Abeg, I wan set one rule for my account.", "Pls save dis instruction".
_ANNOUNCES = frozenset(
    "remember note noted save keep set register record write down take mark store add rule rules "
    "instruction instructions agree agreement deal arrangement understanding "
    # "I want to update my contact details.": what changes follows.
    "update change".split()
)
_PREAMBLE = _ANNOUNCES | frozenset(
    "please kindly i we wan want wanna to would like just ehn oya abeg one thing something "
    "this that these the following a an standing new important for me my our account going "
    "forward from now on in mind later here is are it as you about preference setting settings "
    "lets let us make payment payments transfer transfers money banking something "
    "request listen ok okay so and make sure before anything else first of all future "
    "futures record records reference thing things info information point down matter "
    # A greeting before it: "Hello, mepa wo kyɛw, I want you to note something."
    "hello hi hey good morning afternoon evening dear sir madam ma contact details "
    # "I'm going to tell you something to note for always" (round 44).
    "im tell always next time again".split()
)


# What the note is about, at the end: "Can you keep a note about my travel?" (the next message
# says what the note is).
_ABOUT_TAIL = re.compile(
    r"\s+(?:about|regarding|concerning|on|of|for)\s+(?:my|our|the|this|a)\s+\w+(?:\s+\w+)?$"
)
_ASKS = frozenset("can could would will you u".split())


def announces_only(text: str) -> bool:
    """Whether ``text`` says nothing but that something to remember or obey comes next."""
    plain = plain_words(text)
    words = _ABOUT_TAIL.sub("", plain).split()
    return any(w in _ANNOUNCES for w in words) and all(
        w in _PREAMBLE or w in _ASKS for w in words
    )


# A message that opens by carrying on from the one before: "So from now…", "And…",
# "Also…", "In that spirit…", "That's also my PIN…", "Because of that…"; Swahili "pia",
# "na", isiZulu "futhi", Afrikaans "ook", Pidgin "ehen", "na im make"; Kinyarwanda "kandi", Chichewa
# "komanso", Hausa "kuma" (round 51); "just run am" (its pronoun points back; round 72).
_CONTINUES = re.compile(
    r"^(?:so|and|also|plus|then|hence|therefore|thus|which\s+means|that\s+means|this\s+means|"
    r"in\s+that\s+(?:spirit|case|vein|light)|in\s+(?:the\s+)?same\s+(?:spirit|vein|way)|"
    r"because\s+of\s+(?:that|this)|for\s+that\s+reason|on\s+that\s+note|"
    r"(?:that|this|it)\s+(?:is|s|was)\s+(?:also|why|the\s+same)|thats\s+(?:also|why|the\s+same)|"
    r"by\s+the\s+way|btw|oh\s+and|ehen|pia|futhi|ook|na\s+(?:im|am)\s+make|kandi|komanso|kuma|actually|"
    r"(?:and|so)\s+(?:from|going)|same\s+(?:thing|way)|just\s+(?:run|do|send|pay|process)\s+(?:it|am|them))\b"
)


def continues(text: str) -> bool:
    """Whether ``text`` opens by carrying on from the message before it."""
    return _CONTINUES.match(norm_words(text)) is not None


__all__ = ["announces_only", "continues"]
