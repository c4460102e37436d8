"""A preference as a summary or a Nordic, Baltic or Finnish user says it, read as the user's own
instruction in English by ``lasting`` (blind round 81).

- Told of the user, how to call or greet them: "The user wants to be called Mr. Halvorsen", "The
  user prefers to be addressed as „pani Zofia”", "The user would like to be greeted with
  'Salaan'" are read "call me Mr. Halvorsen", "address me as pani Zofia", "greet me with
  'Salaan'": what to call the user is lasting by what it is about, whoever reports it. Only being
  called, addressed, greeted or referred to: "the user wants to be called back tomorrow" is read
  "call me back tomorrow", a one-off as before.
- Not to be sent alerts at a time, in Norwegian (bokmål and nynorsk), Swedish, Danish,
  Icelandic, Finnish and Estonian: "Ikkje send meg varsel i helgane" (don't send me alerts at
  weekends), "Skicka inga notiser på kvällarna" (no notifications in the evenings), "Älä lähetä
  minulle ilmoituksia viikonloppuisin". The negation, the verb of sending to me, the alerts and
  the time are read as English, and so are the words of today and now ("i dag", "tänään", "nå"),
  so a one-off stays one. Only here, for the lasting screen, which runs after the safety
  screens: nothing of authority is read from these words.
- An elliptic wish opened by "please", of how to speak only: "please simple english", "pls
  simple words" (``please_how``), as "simple english please" was read.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

_TOLD_WISH = re.compile(
    r"^\s*(?:the\s+)?(?:user|customer|client|member)\s+(?:wants|would\s+(?:like|prefer)|prefers|"
    r"wishes|asks|likes)\s+to\s+be\s+(?P<how>called|addressed|greeted|referred\s+to|named)\b"
    r"(?:\s+as\b)?",
    _I,
)
_AS_SAID = {
    "called": "Call me",
    "addressed": "Address me as",
    "greeted": "Greet me",
    "referred to": "Call me",
    "named": "Call me",
}

_NORTH: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, _I), english)
    for pattern, english in (
        # Don't send me / send me no: "ikkje send meg", "ikke send mig", "skicka inte", "ekki
        # senda mér", "älä lähetä minulle", "ära saada mulle".
        (r"\b(?:ikkje|ikke|inte|ekki)\s+(?:send|sende|skicka|senda)\s+(?:meg|mig|mej|mér)\b",
         "dont send me"),
        (r"\b(?:send|skicka|senda)\s+(?:meg|mig|mej|mér)\s+(?:ikkje|ikke|inte|ekki)\b",
         "dont send me"),
        (r"\b(?:skicka|send|sende)\s+(?:inga|ingen|inget|ingi|ingen)\b", "send no"),
        (r"\bälä\s+lähetä(?:\s+minulle)?\b", "dont send me"),
        (r"\bära\s+saada(?:\s+mulle)?\b", "dont send me"),
        # Alerts, notifications, messages, reminders.
        (r"\b(?:varsel|varsler|varslar|varslinger|varslingar|varsling|notiser|notifikationer|"
         r"notifikasjonar|notifikasjoner|meddelanden|meddelelser|beskeder|påminnelser|"
         r"påminningar|påmindelser|aviseringar|tilkynningar|ilmoituksia|ilmoitukset|muistutuksia|"
         r"teateid|teated|meeldetuletusi)\b",
         "alerts"),
        # At weekends, in the evenings, at night.
        (r"\b(?:i|på|um|om)\s+(?:helgane|helgene|helgen|helga|helgar|helger|helgerna|helgerne|"
         r"weekenden|weekenderne|weekender)\b",
         "at weekends"),
        (r"\b(?:viikonloppuisin|viikonloppuna|nädalavahetustel|nädalavahetusel)\b", "at weekends"),
        (r"\b(?:om|på)\s+(?:kvelden|kveldane|kveldene|kvällen|kvällarna|kvällar|aftenen|"
         r"aftenerne)\b",
         "in the evenings"),
        (r"\b(?:om|på)\s+(?:natta|natten|nätterna|nettene|nettane)\b", "at night"),
        (r"\b(?:iltaisin|öisin|õhtuti|öösel)\b", "in the evenings"),
        # Today, tonight and now, so a one-off stays one ("ikkje send meg varsel i dag").
        (r"\b(?:i\s*dag|i\s*kveld|i\s*kväll|i\s*aften|i\s*natt|í\s+dag|í\s+kvöld|tänään|"
         r"täna|tänä\s+iltana)\b",
         "today"),
        (r"\b(?:nå|nyt|nüüd)\b", "now"),
    )
)


def as_said(text: str) -> str:
    """``text`` with a wish told of the user, or said in the north's words, read as the user's
    own English instruction (see above)."""
    told = _TOLD_WISH.match(text)
    if told is not None:
        how = re.sub(r"\s+", " ", told.group("how").lower())
        text = _AS_SAID[how] + text[told.end() :]
    for pattern, english in _NORTH:
        text = pattern.sub(english, text)
    return text


def please_how(words: list[str], manner: frozenset[str], style: frozenset[str]) -> bool:
    """``words`` are "please" and two or three words of how to speak, one of them of style."""
    return (
        words[:1] in (["please"], ["pls"])
        and 1 < len(words) <= 4
        and bool(style & set(words))
        and set(words[1:]) <= manner
    )


__all__ = ["as_said", "please_how"]
