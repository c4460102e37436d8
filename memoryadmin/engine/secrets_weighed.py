"""A number weighed as a secret (blind round 74), read by ``secrets_structure``.

A user asks whether a number is good enough to be their PIN, and in asking types it: "Is 1212 a
weak pin? that's what I use", "would 2580 make a good pin", "is 0000 okay as a pin", "is 4471
too weak a pin", "1212 é um pin fraco?", "1212 est un code pin faible ?". The number comes first,
then a word that judges it (weak, strong, safe, easy, valid, right; the user's own language's:
"fraco", "faible", "dhaifu", "swak", "lemah"), then the secret's name, an article or "as" / "for"
between them, or the name first and the judging word after it, as the Romance languages put it.
A number named "as a pin", "as my otp", is weighed too. A secret weighed is still the user's.

The same number weighed as anything else ("is 1212 a good amount to save?", "is 2024 a leap
year?"), with a currency before or after it, or the judging words with no number ("is a 4 digit
pin weak?") name no secret.
"""

from __future__ import annotations

import re
from functools import lru_cache

from memoryadmin.engine.secrets_shapes import CURRENCY_AFTER, LabelledSecret
from memoryadmin.engine.secrets_words import CVV, ONE_TIME_CODE, PIN, PUK

# What a number is judged by, in the languages of the rounds: English (with a quick thumb's
# typos), French, Portuguese, Spanish, Swahili, Afrikaans, Malay and Indonesian.
_JUDGING = (
    r"we+a?k|wea?ke?|str(?:o|)ng|good|gud|bad|safe|unsafe|secure|insecure|easy|hard|simple|"
    r"common|obvious|guessable|predictable|okay|ok|fine|decent|solid|valid|invalid|right|"
    r"correct|wrong|smart|dumb|stupid|risky|poor|"
    r"faible|fort|forte|bon|bonne|mauvais|mauvaise|s[ûu]r|s[ûu]re|facile|"
    r"fraco|fraca|bom|boa|seguro|segura|f[áa]cil|ruim|"
    r"d[ée]bil|fuerte|bueno|buena|malo|mala|"
    r"nzuri|mbaya|dhaifu|salama|rahisi|"
    r"swak|sterk|goeie|goed|veilig|"
    r"lemah|kuat|aman|bagus|"
    # isiZulu, the adjective's concord before it: "ebuthakathaka" (weak), "enamandla" (strong).
    r"e?buthakathaka|e?namandla|e?lula|e?phephile"
)
# Before the number's judge: the verb that weighs it, then an article or a word of degree.
_VERB = (
    r"is|was|be|fit\s+be|would\s+be|will\s+be|makes?|sounds?(?:\s+like)?|seems?(?:\s+like)?|"
    r"looks?\s+like|est|c['’]?est|c|é|e|es|ni|ne|na|ndi|"
    # ... what it would do: "abeg 1212 fit work as my pin?", "would 0000 do as a pin".
    r"(?:fit\s+|would\s+|will\s+|can\s+)?(?:work|works|do|does|serve|serves)"
)
# isiZulu's copula is a prefix of the name: "u-1212 uyi-pin ebuthakathaka?" (is 1212 a weak pin?).
_PREFIXED_VERB = r"(?:u?yi|ngu)-?"
_ARTICLE = r"a|an|the|un|une|um|uma|una|el|le|la|o"
_DEGREE = r"too|so|very|really|quite|kinda|pretty|still|even|trop|muito|muy|sana"
# A noun for the number itself before the secret's name: "a good number for a pin".
_NUMBER_NOUN = r"number|one|choice|combo|combination|option|pick|code|numero|n[úu]mero|namba"
_FOR = r"for|as|pour|para|comme|como|kwa|vir|de"
_MY = r"(?:a|an|my|the|un|une|um|uma|una|mon|ma|meu|minha|mi)(?:\s+(?:new|own|next|current))?"
_CURRENCY_BEFORE = r"(?:[₦$€£₵R]|ksh|kes|ghs|ngn|usd|rs)\s*"

# A fee or a step for the secret is no value of it: "is 1500 ok for a pin reset".
_NOT_AFTER_LABEL = (
    r"(?!\s*(?:reset|change|fee|charge|pad|request|update|retry|tries|attempts|year|of)\b)"
)
_VALUE = r"(?<![\w.,/:₦$€£₵])(?P<value>\d(?:[ -]?\d){2,7})(?![\w]|[.,/:]\d)"


@lru_cache(maxsize=8)
def _weighed(secret: LabelledSecret) -> re.Pattern[str]:
    label = secret.named().pattern
    judged = (
        rf"(?:(?:{_ARTICLE}|{_DEGREE})\s+)*(?:{_JUDGING})(?:\s+enough)?\s+"
        rf"(?:(?:{_ARTICLE})\s+)?(?:(?:{_NUMBER_NOUN})\s+)?(?:(?:{_FOR})\s+)?(?:(?:{_MY})\s+)?"
    )
    # The name first, its judge after (French, Portuguese, Spanish, Swahili): "um pin fraco".
    judged_after = rf"(?:(?:{_ARTICLE})\s+)?(?:code\s+)?{label}\s+(?:{_JUDGING})\b"
    return re.compile(
        rf"{_VALUE}(?!\s*(?:{CURRENCY_AFTER}))\s+(?:(?:{_VERB})\s+|{_PREFIXED_VERB})?"
        rf"(?:{judged}(?:code\s+)?{label}{_NOT_AFTER_LABEL}|{judged_after}"
        rf"|as\s+(?:{_MY})\s+{label}{_NOT_AFTER_LABEL})",
        re.IGNORECASE | re.UNICODE,
    )


_CURRENCY_JUST_BEFORE = re.compile(rf"{_CURRENCY_BEFORE}$", re.IGNORECASE)


def weighed_values(text: str) -> list[tuple[str, int, int]]:
    """Every number in ``text`` weighed as a PIN, a code or a CVV, as ``(kind, start, end)``."""
    found: list[tuple[str, int, int]] = []
    for secret in (PIN, ONE_TIME_CODE, CVV, PUK):
        for m in _weighed(secret).finditer(text):
            start, end = m.span("value")
            if _CURRENCY_JUST_BEFORE.search(text[max(0, start - 5) : start]):
                continue
            found.append((secret.kind, start, end))
    return found


__all__ = ["weighed_values"]
