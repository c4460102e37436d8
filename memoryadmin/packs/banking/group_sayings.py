"""How a savings group works, said in the shapes of blind rounds 47 and 48 (summary frames).

Writers from Cameroon, Zimbabwe, South Africa, Tanzania, Uganda, the Caribbean and the
Philippines described their groups with words the rules read as live, though each says how the
group is made or works, not how it stands. Inside the group frame (``frames.group_frame``) these
spans are rewritten or set aside (``without_group_sayings``), and the rest of the sentence is
read as before:

- when it pays, by the payday of a country: "every kinsenas (15th and 30th)" is "every
  fortnight" (the two days are the schedule's, not a date of this month);
- "every member of her stokvel contributes …" is "every member contributes …" (the group named
  after "each member" is still the group: ``group_rules`` reads what every member pays); so is
  "each stokvel member contributes …" (round 74);
- a group's second or other group: "started a second round group" (which of her groups, not a
  place in a rotation);
- its size said with when it started, or with where its members come from: "started in 2017
  with twelve members from the same quarter in Nkwen", "has about 60 members from Nakasero
  Market" (who the members are, like "has 10 members, all riders from the same stage"), or with
  how its order is drawn: "has ten members, and the order of collection was drawn by lots in
  January" (its terms, as ``fragments`` reads "10 members; order fixed by ballot"); never with
  "now", a change, or anything after;
- how it runs a side fund, its records and its keys, as the sentence ends: "…, paid separately
  from the main hand", "…, and minutes are kept by the secretary, Mam' Dudu", "…; another member
  holds one of the three box keys", "…, and the order is written in the banker's exercise book";
- what a member pays for its cover: "pays a family premium covering himself, his wife and his
  mother" (who the cover is for, not whether it is paid);
- what it lends at, by the month: "…, which also gives small loans to members at 10% a month";
- how many shares any member may buy at a meeting and at what price: "each member buys between
  one and five hisa per meeting, at TSh 2,000 per share";
- a role held since a year, with what the role collects by the period: "has been the banker for
  a ten-person partner hand since 2019, collecting £100 'throws' every Friday";
- one member taking the whole collection in turn: how the rotation goes, not whose turn it is
  ("in turn" is read by ``group_rules``; "one member" here is who takes it each time).

Nothing here is read when the sentence says how things stand (``_NOW``): "now", "this week",
"still", "yet", "so far", who has or has not paid.

``keeper_frame(sentence)`` reads one whole sentence: who keeps the group's list and collects
everyone's share ("Ate Lorna is the one who keeps the paluwagan's list and collects everyone's
share"), a role like "is its collector"; "collected everyone's share this month" is read as
before.
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.group_names import ANY_GROUP, CARDINAL
from memoryadmin.packs.banking.money import MONEY

_I = re.IGNORECASE

_END = r"(?=\s*[.!]?\s*$)"
_CAP = r"(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,3}"
_SIZE = rf"(?:about\s+|around\s+|some\s+|roughly\s+)?(?:\d{{1,3}}|{CARDINAL})"
_YEAR = r"(?:19|20)\d\d"
_OWNER = r"(?:the\s+user['’]s|his|her|their|the|(?-i:[A-Z])[\w'’-]*['’]s)"
_DAY = r"\d{1,2}(?:st|nd|rd|th)"
_MONTH = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
)
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_AMOUNT = rf"(?:\d[\d, ]*(?:\.\d+)?\s?(?-i:F\s?CFA|CFA|[A-Z]{{3}})\b|{MONEY.pattern})"

_NOW = re.compile(
    r"\b(?:now|currently|still|yet|so\s+far|for\s+now|anymore|today|tonight|tomorrow|"
    r"(?:this|next|current|coming)\s+(?:week|month|sitting|meeting|round|cycle|year|time)|"
    r"has\s+(?:not\s+)?paid|have\s+(?:not\s+)?paid|hasn['’]t|haven['’]t|owes?|owing|behind|"
    r"arrears|late|missed)\b",
    _I,
)

_REWRITES: list[tuple[re.Pattern[str], str]] = [
    (
        re.compile(
            r"\b(?:every|each)\s+(?:kinsenas|kinsena|quincena|katapusan)(?:\s*\(\s*(?:the\s+)?"
            rf"{_DAY}\s+and\s+(?:the\s+)?{_DAY}\s*\))?",
            _I,
        ),
        "every fortnight",
    ),
    (
        re.compile(
            rf"\b((?:each|every)\s+member)\s+of\s+{_OWNER}\s+(?:[\w'’-]+\s+){{0,2}}?{ANY_GROUP}\b",
            _I,
        ),
        r"\1",
    ),
    # ... and the group's kind said before the member (round 74): "each stokvel member
    # contributes …", "every chama member pays …" is "each member …".
    (
        re.compile(rf"\b(each|every)\s+{ANY_GROUP}[\s-]+(members?)\b", _I),
        r"\1 \2",
    ),
    (
        re.compile(
            rf"\b(a|an)\s+(?:second|third|fourth|another|new)\s+(?=(?:round\s+)?{ANY_GROUP}\b)", _I
        ),
        r"\1 ",
    ),
    # A size with when the group started and who its members are.
    (
        re.compile(
            r"\b(started|began|was\s+(?:formed|founded|started|registered|set\s+up|established))\s+"
            rf"in\s+{_YEAR}\s+with\s+{_SIZE}\s+members(?:\s+(?:from|of|in)\s+(?:the\s+same\s+[\w'’-]+"
            rf"(?:\s+(?:in|at|of)\s+{_CAP})?|(?:the\s+)?{_CAP}))?{_END}",
            _I,
        ),
        r"\1",
    ),
    (
        re.compile(
            rf"\s*,?\s*\b(?:and\s+)?(?:has|with)\s+{_SIZE}\s+members\s+(?:from|of)\s+(?:the\s+same\s+"
            rf"[\w'’-]+(?:\s+(?:in|at|of)\s+{_CAP})?|(?:the\s+)?{_CAP}){_END}",
            _I,
        ),
        "",
    ),
    (
        re.compile(
            r"\s*,\s*(?:paid|collected|kept)\s+separately\s+from\s+(?:the\s+)?(?:main|usual|regular)\s+"
            rf"(?:hand|contributions?|pot|fund|box|savings){_END}",
            _I,
        ),
        "",
    ),
    (
        re.compile(
            r"\s*,?\s*and\s+(?:the\s+)?(?:minutes|records|books|register|ledger|record\s+book)\s+"
            r"(?:are|is)\s+kept\s+by\s+(?:the|its)\s+(?:secretary|treasurer|chair\w*)"
            rf"(?:\s*,\s*{_CAP})?{_END}",
            _I,
        ),
        "",
    ),
    (
        re.compile(
            r"\s*[;,]\s*(?:and\s+)?(?:another|one|a)\s+(?:other\s+)?member\s+(?:holds|keeps)\s+one\s+"
            r"of\s+the\s+(?:two|three|four|five|[2-5])\s+(?:box\s+|cash[\s-]?box\s+|padlock\s+)?"
            rf"keys{_END}",
            _I,
        ),
        "",
    ),
    (
        re.compile(
            r"\s*,?\s*and\s+the\s+(?:payout\s+|rotation\s+)?(?:order|list|rotation)\s+is\s+"
            r"(?:written|kept|recorded|noted)\s+(?:down\s+)?in\s+(?:the\s+|a\s+)?(?:[\w'’-]+\s+){0,3}?"
            rf"(?:book|notebook|ledger|register){_END}",
            _I,
        ),
        "",
    ),
    (
        re.compile(
            r"\s+and\s+pays\s+(?:a|an|the)\s+(?:(?:family|monthly|single|joint|household)\s+)?"
            r"(?:premium|subscription|contribution)\s+(?:covering|that\s+covers|for)\s+"
            r"(?:(?:himself|herself|themselves|the\s+user|(?:his|her|their)\s+(?:[\w-]+\s+)?"
            r"(?:wife|husband|spouse|mother|father|parents|children|kids|sons?|daughters?|siblings|"
            r"brothers?|sisters?|family|in-laws|mother-in-law|father-in-law|grand\w+|dependants))"
            rf"(?:\s*,\s*(?:and\s+)?|\s+and\s+|(?=\s*[.!]?\s*$)))+{_END}",
            _I,
        ),
        "",
    ),
    (
        re.compile(
            r"\s*,\s*which\s+(?:also\s+)?(?:gives|offers|makes|issues)\s+(?:small\s+|short-term\s+)?"
            r"loans\s+to\s+(?:its\s+)?members\s+at\s+\d{1,2}(?:\.\d+)?\s*%\s+(?:a|per)\s+"
            rf"(?:month|year|week)(?:\s+interest)?{_END}",
            _I,
        ),
        "",
    ),
    (
        re.compile(
            r"\b((?:each|every)\s+member\s+buys\s+)(?:between\s+|up\s+to\s+)?(?:one|two|three|[1-9])"
            r"(?:\s+(?:and|to)\s+(?:two|three|four|five|six|seven|eight|nine|ten|[1-9]\d?))?\s+"
            r"(?:hisa|shares?|units?|stamps?)\s+(?:per|a|each|at\s+each|every)\s+"
            r"(?:meeting|sitting|week|month)(?:\s*,\s*at\s+"
            + _AMOUNT
            + rf"\s*(?:per|a|each)\s+(?:share|hisa|unit|stamp))?{_END}",
            _I,
        ),
        r"\1shares at every meeting",
    ),
    (
        re.compile(
            r"\bhas\s+been\s+((?:the|its)\s+(?:banker|treasurer|secretary|collector|chair\w*|"
            r"organi[sz]er)\s+(?:for|of)\s+(?:a|an|the|her|his|their)\s+)(?:(?:\d{1,3}|"
            + CARDINAL
            + rf")[\s-](?:person|member|hand|people)\s+)?((?:[\w'’-]+\s+){{0,2}}?{ANY_GROUP}\b)"
            rf"(?:\s+hand)?\s+since\s+{_YEAR}(?:\s*,\s*collecting\s+"
            + _AMOUNT
            + rf"\s*(?:['‘\"“]?[\w-]+['’\"”]?\s+)?(?:every|each)\s+(?:{_WEEKDAY}|week|month|day))?"
            + _END,
            _I,
        ),
        r"is \1\2",
    ),
    # A size with how the group's order is drawn (its terms, as "10 members; order fixed by
    # ballot" is read by ``fragments``).
    (
        re.compile(
            rf"\s*\bhas\s+{_SIZE}\s+members\s*,\s*and\s+the\s+(?:payout\s+order|order\s+of\s+"
            r"(?:collection|payouts?|receiving))\s+(?:is|was)\s+(?:drawn|decided|fixed|set)\s+by\s+"
            r"(?:drawing\s+lots|lots|ballot|a\s+ballot|a\s+draw|draw|age|seniority)"
            rf"(?:\s+in\s+{_MONTH}|\s+at\s+the\s+first\s+meeting)?{_END}",
            _I,
        ),
        "",
    ),
    # Everyone pays in on payday: the day each pay comes round, "every payday" (round 58), not a
    # date of this month ("paid on payday last Friday" carries a date and is read as before).
    # ... or throws, as a partner's members pay in, on its weekday (round 69): "everybody throws
    # on payday Friday".
    # ... or the group collecting a set amount from each of them (round 83): "collects K500 from
    # each member on payday" (what it takes from everyone, by the payday; "has collected … so
    # far" is ``_NOW``'s).
    (
        re.compile(
            r"\b((?:everyone|everybody|each\s+member|every\s+member|all\s+(?:the\s+)?members|members)"
            r"\s+(?:pays?|contributes?|saves?|puts?|throws?)(?:\s+in)?"
            rf"|(?:collects|gathers)\s+{_AMOUNT}\s+from\s+(?:each|every)\s+member)"
            r"\s+on\s+(?:pay\s*days?|salary\s+"
            r"days?)(?:\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days?)?"
            + _END,
            _I,
        ),
        r"\1 every payday",
    ),
    # ... or on a weekday said in the plural, which comes round as "every" does (round 70):
    # "everybody throws their hand on Fridays" is "… every Friday" (not "on Friday", one day).
    (
        re.compile(
            r"\b((?:everyone|everybody|each\s+member|every\s+member|all\s+(?:the\s+)?members|members)"
            r"\s+(?:pays?|contributes?|saves?|puts?|throws?|drops?)(?:\s+in)?(?:\s+(?:their|his|her)\s+"
            rf"(?:hands?|shares?|contributions?|throws?))?)\s+on\s+({_WEEKDAY})s" + _END,
            _I,
        ),
        r"\1 every \2",
    ),
    # A size with whom the group is for: "is for his RT neighbourhood and has 25 members" (who
    # its members are, as "has about 60 members from Nakasero Market"; round 59).
    (
        re.compile(
            r"\b((?:is|was\s+(?:set\s+up|started|formed))\s+for\s+(?:his|her|their|the|its)\s+"
            r"(?:[\w'’-]+\s+){0,3}?(?:neighbou?rhood|street|estate|compound|church|mosque|parish|"
            r"market|village|community|office|workplace|colleagues|co-?workers|staff|traders|"
            r"women|neighbou?rs|family|relatives|friends|classmates|alumni|congregation|union)s?)\s+"
            rf"and\s+has\s+{_SIZE}\s+members{_END}",
            _I,
        ),
        r"\1",
    ),
    # Its savings paid out at a time of year that comes round: "and it is paid out in early
    # December", "the pot is paid out every Christmas" (when the group pays out, as "pays out in
    # December"; round 59). A month with a year or anything after it is read as before.
    (
        re.compile(
            r"\b(it|the\s+(?:money|savings|pot|fund|kitty|lump\s+sum|total))\s+(?:is|are)\s+paid\s+out\s+"
            rf"(?=(?:in\s+(?:early\s+|mid-?\s*|late\s+)?{_MONTH}|(?:every|each)\s+(?:{_MONTH}|"
            r"christmas|easter|year)|at\s+(?:christmas|easter|year[\s-]end|the\s+end\s+of\s+(?:the|each|"
            rf"every)\s+year)){_END})",
            _I,
        ),
        r"\1 pays out ",
    ),
    # One member takes the whole collection in turn: how the rotation goes.
    (
        re.compile(
            r"\b(?:one|a|each)\s+(?:member|person|saver)\s+(?:takes|gets|collects|receives)\s+"
            r"(?:the\s+whole|the\s+entire|all\s+the|the)\s+(?:collection|pot|hand|payout|kitty|"
            r"money|amount|sum)\s+in\s+turn\b",
            _I,
        ),
        "each member takes the pot in turn",
    ),
]

# What the group's members pay each by the period, said of the group: "contributes UGX 10,000
# each per week".
_GROUP_PAYS_EACH = re.compile(
    rf"\b((?:{ANY_GROUP}|members)\s+(?:contributes?|pays?|saves?|puts?\s+in)\s+)"
    + _AMOUNT
    + r"\s*(each\s+(?:per|a|every)\s+(?:week|month|day|meeting|sitting))\b",
    _I,
)


def without_group_sayings(text: str) -> str:
    """``text`` with each of the shapes above rewritten or set aside, unless it says how things
    stand (see above)."""
    if _NOW.search(text):
        return text
    text = _GROUP_PAYS_EACH.sub(r"\1\2", text)
    for pattern, replacement in _REWRITES:
        text = pattern.sub(replacement, text)
    return text


# ... "is the one who" may go unsaid, "from everyone" is everyone's share, and the day of the
# month it is collected on is the group's schedule (round 50): "Khadija keeps the daret's notebook
# and collects from everyone on the 5th of the month".
_KEEPER = re.compile(
    r"^\s*(?:(?:ate|kuya|tita|tito|manang|manong|aunt|auntie|aunty|mama|madam|mrs|mr|ms)\.?\s+)?"
    rf"{_CAP}\s+(?:is\s+the\s+one\s+who\s+)?(?:keeps|holds|writes)\s+{_OWNER}\s+"
    rf"(?:[\w'’-]+\s+){{0,2}}?(?:{ANY_GROUP}['’]s\s+)?(?:list|records?|book|notebook|exercise\s+book|"
    r"register|ledger)\s+and\s+collects\s+"
    r"(?:(?:everyone['’]s|each\s+member['’]s|the\s+members['’]|all\s+the)\s+(?:shares?|"
    r"contributions?|money|hands?)|from\s+(?:everyone|every\s+member|each\s+member|all\s+(?:the\s+)?"
    r"members))"
    rf"(?:\s+(?:on\s+the\s+{_DAY}\s+of\s+(?:the|each|every)\s+month|every\s+(?:week|month|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)|each\s+(?:week|month)|monthly|weekly))?"
    r"\s*[.!]?\s*$",
    _I,
)


def keeper_frame(sentence: str) -> bool:
    """Who keeps a group's list and collects everyone's share: a role (see above)."""
    return (
        _KEEPER.search(sentence) is not None
        and re.search(rf"\b{ANY_GROUP}\b", sentence, _I) is not None
        and _NOW.search(sentence) is None
    )
