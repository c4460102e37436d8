"""A time of year named by its season or feast: "ahead of the planting season", "before Christmas".

"Ahead of", "before" and "after" put a member in a rotation's queue when what follows is a
person ("ahead of Kemi", "before her"). When what follows is a season, a harvest, a feast or
the school year, they date a purpose or a schedule ("set up to help members buy grain ahead of
the planting season", "pays out once a year before Christmas"): a time that comes round every
year, not a place in a queue. Only the phrase is set aside (blanked, offsets kept); whatever
else the sentence says is read as before, and a modal or a countdown around it stays live.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

_SEASON = (
    r"(?:(?:planting|harvest|farming|growing|rainy|dry|wet|lean|festive|holiday|school|"
    r"back[\s-]to[\s-]school|wedding|cocoa|cashew|groundnut|maize)\s+season|harvests?|"
    r"planting|rains|christmas|xmas|easter|sallah|eid(?:\s+(?:el|al)[\s-]\w+)?|ramadan|lent|"
    r"new\s+year|festive\s+period|(?:school\s+)?holidays|school\s+(?:year|term|resumption|fees\s+"
    r"season)|new\s+(?:school\s+)?(?:year|term|session)|academic\s+(?:year|session))"
)
_TIME_OF_YEAR = re.compile(
    r"\b(?:ahead\s+of|before|after|in\s+time\s+for)\s+(?:(?:the|each|every|every\s+new)\s+)?"
    # Not "before the next planting season", "ahead of this Christmas": this year's, a
    # countdown, not every year's.
    rf"{_SEASON}\b(?!['’])",
    _I,
)


def without_times_of_year(text: str) -> str:
    """``text`` with each "ahead of / before <a season or feast>" blanked (offsets kept)."""
    return _TIME_OF_YEAR.sub(lambda m: " " * len(m.group(0)), text)
