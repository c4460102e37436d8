"""A group's size said with who its members are, written in digits, read as it is in words
(summary frames, after blind round 68).

"The user belongs to an esusu of twelve traders at Oba Market" is framed: a size said with who
the members are (traders, market women, riders) describes the group, as "has 10 members, all
boda-boda riders" does (``frames``). Written "an esusu of 12 traders", the frames read the digits
as a live value and the sentence was refused. ``in_words`` writes such a size in words, and the
sentence is framed again (``framing.blank_framed``); everything else in it is read as before.

Only after the group's name and "of"/"with", before the people it is made of. A bare size stays
refused on purpose, in digits as in words ("an esusu of 12 members", "a 15-member dhukuti", "has
20 members": ``tests/packs/test_language_targets.BY_DESIGN``), and so does a count said as how
things stand ("now has 9 members", "with 4 members left").
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.group_names import ANY_GROUP

_I = re.IGNORECASE

_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()

# Who the people a group is made of are, after its size: "12 traders", "15 market women" (not
# "members" or "people", which say only how many).
_PEOPLE = (
    r"(?:traders|women|men|families|households|friends|colleagues|co-?workers|workers|riders|"
    r"farmers|sellers|vendors|mothers|widows|teachers|nurses|neighbou?rs|students|drivers|"
    r"artisans|tailors|fishermen|fishmongers)"
)
# "an esusu of 12 traders", "a chama with 20 women", "a susu of 15 market women".
_SIZE = re.compile(
    rf"\b(?P<g>{ANY_GROUP}\s+(?:of|with)\s+)(?P<m>\d{{1,2}})(?=\s+(?:[\w'’-]+\s+)?{_PEOPLE}\b)",
    _I,
)


def _words(number: int) -> str:
    if number < 20:
        return _ONES[number]
    tens, ones = divmod(number, 10)
    return _TENS[tens - 2] + ("" if ones == 0 else "-" + _ONES[ones])


def in_words(sentence: str) -> str:
    """``sentence`` with a group's size said with who its members are written in words (see
    above)."""
    return _SIZE.sub(lambda m: m.group("g") + _words(int(m.group("m"))), sentence)


__all__ = ["in_words"]
