"""Who a savings group's members are, by kin and trade (a summary frame, after blind round 43).

"The user's osusu members include her two sisters-in-law, a tailor, and the woman who sells
pepper next to her stall": who the group is made of, described as people (kin, a trade, a
neighbour), like "the user runs an ajo with the women of her compound" (``frames``). The rules
read a group's members with a present verb as how the group stands (``backstop``), rightly for
"its members are all paid up" or "the members include three who have not paid"; this frame reads
the structure instead, as a whole sentence:

- the group as the owner of its members ("the user's osusu members", "the members of her
  chama"), then "include" (a list of who they are; "are late", "are mostly defaulters" say how
  they stand, and are read as before);
- the people, a list that passes every summary rule on its own (no count of members, no one's
  payment or place), with nothing of a change ("new", "now", "recently", "joined", "left") nor
  of how any of them stands ("defaulters", "late", "waiting"), and no count but of someone's kin
  ("her two sisters-in-law"; "12 traders" counts the members).
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.finders import _COUNT
from memoryadmin.packs.banking.fragments import passes_rules
from memoryadmin.packs.banking.group_names import ANY_GROUP

_I = re.IGNORECASE

_OWNER = r"(?:the\s+user['’]s|his|her|their|(?-i:[A-Z])[\w'’-]*['’]s)"
_GROUP = ANY_GROUP
_MEMBERS_ARE = re.compile(
    rf"^\s*(?:{_OWNER}\s+(?:[\w'’-]+\s+){{0,2}}?{_GROUP}(?:['’]s)?\s+members|the\s+members\s+of\s+"
    rf"{_OWNER}\s+(?:[\w'’-]+\s+){{0,2}}?{_GROUP})\s+(?:include|includes)\s+"
    r"(?P<people>[^.;:!?]+?)\s*[.!]?\s*$",
    _I,
)
_CHANGE = re.compile(
    r"\b(?:now|currently|still|yet|new|newly|recently|just|latest|this|joined|joining|left|leaving|"
    r"quit|expelled|removed|added|former|formerly|owes?|owing|paid|unpaid|who\s+(?:has|have|had)|"
    # ... nor how any of them stands: "include two defaulters", "include latecomers".
    r"late\w*|early|default\w*|debtors?|fewer|more|less|ahead|behind|absent|missing|waiting|ready|"
    r"due|collect\w*|received?|receiving)\b"
    # ... nor a count of them, unless it counts someone's kin: "her two sisters-in-law" is who
    # they are, "12 traders" how many there are.
    rf"|(?<!her\s)(?<!his\s)(?<!their\s)\b(?:{_COUNT}|dozens?|most|some)\b",
    _I,
)


def members_frame(sentence: str) -> bool:
    """Who a group's members are, by kin and trade, as the whole sentence (see above)."""
    m = _MEMBERS_ARE.search(sentence)
    if m is None:
        return False
    people = m.group("people")
    return _CHANGE.search(people) is None and passes_rules(people[0].upper() + people[1:] + ".")
