"""Whose turn a pot is now, said as a cleft (a summary rule, read after blind rounds 68 and 69).

"In the pasanaku this month it's doña Eulalia who takes the bolsa": the cleft ("it's … who
takes") names who receives, and the period going on ("this month", "this round", "next week",
"now") makes it whose turn it is now, like "it is Esi's week to collect" (``standing``). The pot
may be called anything (a bolsa, a hand, the money): the verb of receiving carries it. With
every period ("every month it is the host who collects") it is the group's custom and is left
to the other rules, and so is a cleft with no period ("it is the treasurer who collects the
money": a role).

Also who takes it next, after a schedule the backstop lets stand: "the ajo pays out every 30 days
and Kemi collects next" (``takes_next``; found beside round 68's durable sentences), and a target
reached this round (``target_met_now``, below).
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.finders import first_match
from memoryadmin.packs.banking.now_elsewhere import _EVERY, _NOW, found_beside

_I = re.IGNORECASE

# "it's doña Eulalia who takes", "it is Pa Sorie that collects", "this time it was her who got".
_CLEFT = re.compile(
    r"\b(?:it|this)\s*(?:['’]s|\s+is|\s+was)\s+(?:now\s+|finally\s+)?(?:[\w'’.-]+\s+){1,4}?"
    r"(?:who|that)\s+(?:takes|took|collects|collected|receives|received|gets|got|draws|drew|"
    r"eats|chops|lifts|carries)\b",
    _I,
)


def cleft_turn(text: str) -> str | None:
    """Who takes a group's pot in a period going on, said as a cleft (see above): the cleft."""
    return found_beside(text, _CLEFT, _NOW, _EVERY)


# Who takes it next, said of someone after a schedule: "the ajo pays out every 30 days and Kemi
# collects next" (the schedule is the group's, "next" is a place in it). Not a rule of whoever
# takes it next ("whoever collects next hosts the meeting"), nor a period ("next month" is read
# by the rules' future turn).
takes_next = first_match(
    r"(?<!\bwho\s)(?<!\bwhoever\s)(?<!\bthat\s)\b(?:collects|receives|gets|takes|draws|eats|chops)\s+"
    r"(?:(?:the|his|her|their)\s+(?:[\w'’-]+\s+){0,2}?)?next\b(?!\s+(?:week|month|year|round|cycle|"
    r"time|turn|meeting|friday|saturday|sunday|monday|tuesday|wednesday|thursday)\b)"
)


# A target reached in a period going on, with no amount: "the contribution group has raised its
# target this round" (the seed's near-miss of round 20, kept refused once a contribution group by
# its name is a kind of group, round 68). Progress as it stands, like "has collected ₦480,000 of
# its ₦600,000 target" (``finders.progress_to_target``); a goal met in a year ("met her savings
# goal in 2022") has no period going on and is read as before.
_TARGET_MET = re.compile(
    r"\b(?:has|have|had)\s+(?:now\s+|already\s+|just\s+|finally\s+)*(?:raised|reached|met|hit|"
    r"achieved|made|surpassed|exceeded|passed|gone\s+past|gathered|collected)\s+(?:its|their|his|"
    r"her|the)\s+(?:[\w'’-]+\s+){0,2}?(?:target|goal|quota)\b",
    _I,
)


def target_met_now(text: str) -> str | None:
    """A target reached in a period going on (see above): the words."""
    return found_beside(text, _TARGET_MET, _NOW, _EVERY)


__all__ = ["cleft_turn", "takes_next", "target_met_now"]
