"""Whose turn a group's pot is now, said as who the group pays (a summary rule, blind round 71).

"The user's tontine de quartier pays out to Tantie Adjoua this round", "the women's tontine in
Sikasso pays Awa Traore this Friday, not the user", "the jam'iya gives the hand to her cousin Amel
this month": the group pays a named member (a capitalised name, perhaps after a title or kin word)
in a period going on or next. The same value as "this cycle the equb goes to Obsa"
(``now_elsewhere.pot_goes_now``): whose turn it is, which the next payout changes. With every
period ("the tontine pays out to a different member every month") it is the group's custom, and
a group paying by a means ("pays out through Wave", no one named) says how, not to whom.
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.group_names import SAVINGS_GROUP
from memoryadmin.packs.banking.now_elsewhere import _EVERY, _NOW, found_beside

_I = re.IGNORECASE

# A title or kin word before the name: "Tantie Adjoua", "her cousin Amel", "Mama Rokia".
_BEFORE_NAME = (
    r"(?:(?:his|her|their|the\s+user['’]s)\s+)?(?:(?:[\w'’-]+\s+)?(?:cousin|sister|brother|aunt|"
    r"auntie|uncle|neighbou?r|friend|colleague|mother|father|daughter|son|niece|nephew|"
    r"co-?wife)\s+)?"
)
_PAYS = re.compile(
    rf"\b{SAVINGS_GROUP}\b(?:\s+(?:[\w'’-]+\s+){{0,4}}?)?\s*"
    r"(?:pays|is\s+paying|will\s+pay|gives|is\s+giving|will\s+give|hands|is\s+handing)\s+"
    r"(?:out\s+)?(?:(?:the|its|this|a)\s+(?:[\w'’-]+\s+){0,3}?(?:pot|hand|payout|money|kitty|"
    r"share|lump\s+sum|collection|\d[\d\s,.]*\s*\w+)\s+)?(?:out\s+)?(?:to\s+)?"
    + _BEFORE_NAME
    + r"(?!(?:The|Wave|Orange|MTN|Airtel|Moov|Mvola|Wari|Flooz|Each|Every|All|Its|Members?)\b)"
    r"(?-i:[A-Z])[\w'’-]+",
    _I,
)


def pot_paid_now(text: str) -> str | None:
    """A group paying a named member in a period going on (see above): the words."""
    return found_beside(text, _PAYS, _NOW, _EVERY)


__all__ = ["pot_paid_now"]
