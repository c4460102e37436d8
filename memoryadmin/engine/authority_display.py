"""What the user does not want shown, when it is only a name in a list (ENGINE.md section 9).

Round 49: "Don't show my ex Kunle's name when you list my beneficiaries, it's giving
trauma" names a beneficiary and says "don't": the topic reading takes it for a loosening. It
hides a person's name from a list the user reads; no check is skipped and nothing moves. So a
clause that is wholly that (a name, nickname or photo kept out of the list of beneficiaries,
payees or contacts when it is listed or shown) is blanked before the screens read the text,
offsets kept, as ``authority_stricter.without_protective`` blanks a warning.

Only the whole clause: "don't show the confirmation when I pay my beneficiaries" hides a
check (not a name), "don't show his name when I confirm a transfer" is about the moment a
payment is confirmed (not a list), and "…, and add new ones without checking" is another
clause, read as before.
"""

from __future__ import annotations

import re

from memoryadmin.engine.sentences import CLAUSE_STOPS, plain_words

# Words between the owner and the name that would make it a control's name, not a person's.
_NOT_A_PERSON = (
    r"(?!(?:otp|pin|code|password|confirmation|verification|warning|prompt|alert|limit|approval|"
    r"security|check)s?\b)"
)
_LISTS = r"(?:saved\s+)?(?:beneficiar(?:y|ies)|payees?|recipients?|contacts?)"
_HIDDEN_NAME = re.compile(
    r"(?:(?:please|pls|abeg|kindly)\s+)?(?:dont|do\s+not|never)\s+(?:ever\s+)?"
    r"(?:show|display|list|mention|include|put|read\s+out)\w*\s+(?:(?:my|the|his|her|their|that|any)\s+)?"
    rf"(?:{_NOT_A_PERSON}[a-z]+\s+){{0,3}}?(?:names?|nicknames?|photos?|pictures?)\s+"
    r"(?:(?:when|whenever|while|each\s+time|every\s+time)\s+(?:you\s+|u\s+)?(?:list|show|display|read\s+out|"
    r"bring\s+up|go\s+through)\w*\s+(?:(?:all|out)\s+)?(?:my|the)\s+"
    r"|(?:in|on|among|from)\s+(?:my|the)\s+(?:list\s+of\s+)?)"
    rf"{_LISTS}(?:\s+(?:list|page|screen|lists))?(?:\s+(?:please|pls|again|anymore|any\s+more))?"
)


def without_hidden_names(text: str) -> str:
    """``text`` with each clause that only keeps a name out of a list of payees blanked."""
    if not re.search(r"beneficiar|payee|recipient|contact", text, re.IGNORECASE):
        return text
    out = text
    start = 0
    for stop in [*CLAUSE_STOPS.finditer(text), None]:
        end = stop.start() if stop is not None else len(text)
        # Commas cut a clause here too: "…, it's giving trauma" is a reason, read on its own.
        for part in re.finditer(r"[^,]+", text[start:end]):
            if _HIDDEN_NAME.fullmatch(plain_words(part.group(0))):
                a, b = start + part.start(), start + part.end()
                out = out[:a] + " " * (b - a) + out[b:]
        start = stop.end() if stop is not None else end
    return out


__all__ = ["without_hidden_names"]
