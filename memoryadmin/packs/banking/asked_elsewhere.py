"""A question the user asked, reported in French or Haitian Kreyòl (a durable frame read after
blind round 65), as ``frames``' asked frame reads English:

- French: "L'utilisateur a demandé combien il lui reste à rembourser sur son prêt de tontine",
  "Elle voulait savoir si son virement est arrivé";
- Kreyòl: "Itilizatè a mande konbyen kòb ki sou kont MonCash li" (the user asked how much money is
  in her MonCash account).

Only the question, whole: someone asked (the user, he or she, a name), a question word straight
after, and no figure, no word of now or still, no "why" (which presupposes what follows), and no
second clause ("…, mais sa carte est bloquée"), which may say how it stands.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

_FR = re.compile(
    r"^\s*(?:l['’]\s*(?:utilisat(?:eur|rice)|usag[eè]re?|client(?:e)?|abonn[ée]e?)|le\s+client|"
    r"la\s+cliente|il|elle|(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s+"
    r"(?:a\s+demand[ée]|voulait\s+savoir|a\s+voulu\s+savoir|s['’]est\s+renseign[ée]e?\s+sur|"
    r"se\s+demandait)\s+"
    r"(?:combien|si|s['’](?=il|ils)|quand|comment|quel(?:le)?s?|[àa]\s+qui|qui|o[ùu])\b",
    _I,
)
_HT = re.compile(
    r"^\s*(?:itilizat[èe]\s+a|kliyan\s+an|li|(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s+"
    r"(?:te\s+)?mande\s+(?:konbyen|si|kil[èe]|ki\s+l[èe]|kijan|k[òo]man|kiy[èe]s|kil[èe]s|ki\s+moun)\b",
    _I,
)
# A value, a word of now or still, a why, a second clause: what says how it stands.
_LIVE = re.compile(
    r"\d|[$€£₦₵]|\b(?:actuellement|en\s+ce\s+moment|maintenant|toujours|encore|d[ée]j[àa]|"
    r"aujourd['’]?hui|hier|bloqu\w*|gel[ée]\w*|en\s+attente|en\s+cours|pourquoi|parce|mais|"
    r"kounye\s*a|toujou|poko|bloke|an\s+atant|jodi\s+a|poukisa|paske|men)\b|;|,\s*(?:et|mais|e)\b",
    _I,
)


def asked_elsewhere(sentence: str) -> bool:
    """A question the user asked, in French or Kreyòl, without its value (see above)."""
    if _FR.search(sentence) is None and _HT.search(sentence) is None:
        return False
    return _LIVE.search(sentence) is None


__all__ = ["asked_elsewhere"]
