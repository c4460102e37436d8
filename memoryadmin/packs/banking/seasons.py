"""A time of year that dates a purpose or a yearly schedule: "to help members buy grain ahead of
the planting season", "pays out once a year before Christmas".

"Ahead of", "before" and "after" put a member in a rotation's queue when what follows is a
person ("ahead of Kemi", "before her"). When what follows is a season, a harvest, a feast or
the school year, and it dates what the group is for ("to help members buy grain ahead of …")
or a schedule that comes round every year ("once a year before Christmas"), it is a time of
year, not a place in a queue. Said of one payout or one member ("Kemi gets the pot before
Christmas", "pays out before the next harvest") it is read as before: only the phrase after a
purpose or a yearly schedule is set aside (blanked, offsets kept), and whatever else the
sentence says is read as before.

After blind round 45: a day of the month anchored to pay day, "meets on the first Friday after
salary day", "collects the day after payday". What follows "after" is the calendar, not a
person, so it is no place in a queue either; only the anchor is blanked, after a named day.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

_SEASON = (
    r"(?:(?:planting|harvest|farming|growing|rainy|dry|wet|lean|festive|holiday|school|"
    r"back[\s-]to[\s-]school|wedding|cocoa|cashew|groundnut|maize|(?:main\s+|light\s+|minor\s+)?crop)"
    r"\s+season|harvests?|"
    r"planting|rains|christmas|xmas|easter|sallah|eid(?:\s+(?:el|al)[\s-]\w+)?|ramadan|lent|"
    r"new\s+year|festive\s+period|(?:school\s+)?holidays|school\s+(?:year|term|resumption)|"
    r"new\s+(?:school\s+)?(?:year|term|session)|academic\s+(?:year|session))"
)
# What dates it: a purpose ("to help members buy grain"), or a schedule by the year.
_DATES = (
    r"(?:\bto\s+(?:help\s+(?:its\s+|the\s+)?(?:members|families|women|traders|farmers|them)\s+)?"
    r"(?:buy|pay|cover|save|prepare|restock|stock\s+up|plant|travel|celebrate|afford|fund|"
    r"finance|meet)\b[^,;:.!?]{0,60}?|"
    # ... or what the group pays out to all its members by the year: "pays bonuses after the main
    # crop season" (not one member's: "pays Kofi his bonus").
    r"\b(?:pays\s+(?:out\s+)?(?:bonuses|dividends|profits|a\s+bonus|a\s+dividend|(?:its\s+)?members)|"
    r"shares\s+out\s+(?:\w+\s+)?(?:profits|savings|bonuses|dividends))\s+|"
    r"\b(?:once\s+a\s+year|every\s+year|each\s+year|annually|yearly)\s+)"
)
_TIME_OF_YEAR = re.compile(
    rf"({_DATES})((?:ahead\s+of|before|after|in\s+time\s+for)\s+(?:(?:the|each|every)\s+)?"
    # Not "before the next planting season", "ahead of this Christmas": this year's, a
    # countdown, not every year's.
    rf"{_SEASON}\b(?!['’]))",
    _I,
)


# A day anchored to pay day (round 45): "the first Friday after salary day", "the day before
# month-end". Not "after Kemi", "before her turn": a person or a turn is not pay day.
_PAY_DAY = re.compile(
    r"(\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|day|weekend|evening|morning)\s+)"
    r"((?:after|before)\s+(?:(?:the|each|every)\s+)?(?:(?:salary|pay|wage|pension)[\s-]?days?|"
    r"month[\s-]end|the\s+end\s+of\s+(?:the|each|every)\s+month)\b)",
    _I,
)


def without_times_of_year(text: str) -> str:
    """``text`` with each season or feast that dates a purpose or a yearly schedule blanked,
    and each pay day that anchors a day of the month."""
    text = _PAY_DAY.sub(lambda m: m.group(1) + " " * len(m.group(2)), text)
    return _TIME_OF_YEAR.sub(lambda m: m.group(1) + " " * len(m.group(2)), text)
