"""How people regard someone, said with everyone (summary finders, after blind round 43).

"Everyone" and "nobody" are read as how a savings group stands with its payments
(``finders_paid.payment_status_nouns``), whatever the verb. Not when everyone is the subject of a
verb of naming or of regard, or the one an arrangement was agreed by, as its clause ends:
"a man everyone calls 'Susu Bra Kojo'", "an elderly woman everyone respects", "the neediest
member collects first, agreed by everyone". Those say who someone is to the group, or how a
rule was made, not who has paid.

Still read as before: "everyone has paid", "everyone calls in their share on Friday" (a verb
of paying after "calls"), "agreed by everyone to pay late" (the agreement goes on), and
"nobody" in any shape.

``without_regard(find)`` is ``find`` reading the text with these spans blanked (same length).
"""

from __future__ import annotations

import re
from collections.abc import Callable

_EVERYONE = r"(?:everyone|everybody)"
_REGARD = re.compile(
    # everyone as the one who names or regards: "a man everyone calls 'Bra Kojo'".
    rf"\b{_EVERYONE}\s+(?:(?:here|there|around|in\s+the\s+(?:market|group|area|compound))\s+)?"
    r"(?:calls|knows|respects|trusts|likes|loves|admires|honou?rs|fears|listens\s+to|"
    r"looks\s+up\s+to|refers\s+to\s+as)\b(?!\s+(?:in|out|for|on)\b)"
    # ... or the one an arrangement was agreed by, as the clause ends.
    rf"|\b(?:(?:agreed|accepted|approved|respected|trusted|liked|known)\s+(?:to\s+|by\s+)|"
    rf"(?:known|respected|trusted|liked)\s+(?:by\s+)?)(?:almost\s+)?{_EVERYONE}"
    r"(?=\s*(?:[.!;]|$))"
    # ... or whose savings a group gives back at its share-out, in the simple present (round 61):
    # "the natillera pays out everyone's savings plus interest in December" (a rule of the group;
    # "has paid out everyone's" is read as before by "has paid").
    rf"|\b(?:pays\s+out|shares\s+out|returns|hands\s+back|gives\s+back|distributes)\s+{_EVERYONE}['’]s\s+"
    r"(?=(?:savings|money|deposits|shares)\b)",
    re.IGNORECASE,
)


def without_regard(find: Callable[[str], str | None]) -> Callable[[str], str | None]:
    """``find``, reading the text with everyone's naming and regard blanked out."""

    def unregarded(text: str) -> str | None:
        return find(_REGARD.sub(lambda m: " " * len(m.group(0)), text))

    return unregarded
