"""Who a savings group's people are, said by what they are called or what they keep (round 45).

The group frame (``frames.group_frame``) reads who a group's members and officers are. Blind
round 45 said two more of them in shapes whose words the frame reads as live:

- a name everyone calls someone, in a clause of its own: "Faadumo, whom everyone calls 'the
  hagbad lady', has organised the user's ayuuto for six years" ("everyone" is how a group stands
  with its payments only when it pays: "everyone has paid"). Only the quoted name, so "whom
  everyone owes" or "whom everyone has paid" is read as before;
- who keeps the group's money, as the sentence ends: "… and Madam Nagwa holds the money" (a
  role, like "is the treasurer"). Not the pot or a payout (whose turn it is: "Kemi holds the pot",
  ``standing.pot_holder``), not with a time ("holds the money until Friday", "now holds"), and
  not a progressive ("is holding the money").

``without_group_people(text)`` blanks each such span (same length, offsets kept).
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

_QUOTE = r"[\"“‘']([^\"”’']{2,40})[\"”’']"
_NICKNAME = re.compile(
    r",\s*(?:whom|who|that)\s+(?:everyone|everybody|people|(?:all\s+)?the\s+members|(?:all\s+)?"
    r"members|they|we|the\s+women|the\s+group)\s+(?:(?:simply|just|fondly|affectionately)\s+)?"
    rf"(?:calls?|called|knows?\s+as|refers?\s+to\s+as)\s+{_QUOTE}\s*(?=,)"
    rf"|,\s*(?:known|called)\s+(?:to\s+(?:everyone|everybody|all|the\s+members)\s+)?(?:as\s+)?"
    rf"{_QUOTE}\s*(?=,)",
    _I,
)
# A person by name (with a title), or an officer of the group.
_KEEPER = (
    r"(?:(?:madam|mama|mrs|mr|ms|auntie|aunty|uncle|sister|brother|hajja|hajji|sheikh|ustaz|"
    r"ustaza|teacher|dr)\.?\s+)?(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+){0,2}"
    r"|(?:the|its|their)\s+(?:treasurer|organi[sz]er|chair(?:man|woman|lady|person)?|secretary|"
    r"coordinator|leader|founder)"
)
_HOLDS_MONEY = re.compile(
    rf"(?:,\s*)?\b(?:and|while|whereas)\s+(?:{_KEEPER})\s+(?:holds|keeps|looks\s+after|minds|"
    r"safeguards)\s+(?:the|its|their|all\s+the)\s+(?:group['’]s\s+)?(?:money|funds|cash|savings|"
    r"cash\s*box|box|keys)(?=\s*[.!]?\s*$)",
    _I,
)

# An officer's standing duty, as the sentence ends: "…, and Seynabou, the présidente, confirms
# receipt in the WhatsApp group" (round 49), "… and the treasurer records each payment in the
# book". A role, like holding the money; only the simple present of one of these verbs with
# nothing after the place, so "confirmed receipt", "has not confirmed", "will confirm" or "…
# for this month" are read as before.
_OFFICER = (
    r"(?:treasurer|organi[sz]er|chair(?:man|woman|lady|person)?|secretary|coordinator|leader|"
    r"founder|pr[ée]sidente?|tr[ée]sori[eè]re?|secr[ée]taire|tesoureir[oa]|secret[áa]ri[oa])"
)
_DUTY = re.compile(
    rf"(?:,\s*)?\b(?:and|while|whereas)\s+(?:{_KEEPER}|(?:the|its|their)\s+{_OFFICER})"
    rf"(?:\s*,\s*(?:the|its|their|her|his)\s+{_OFFICER}\s*,)?\s+"
    r"(?:confirms|acknowledges|records|logs|writes\s+down|notes|announces|posts)\s+"
    r"(?:(?:the|each|every)\s+)?(?:receipts?|payments?|contributions?|deposits?)"
    r"(?:\s+(?:in|on|to)\s+(?:the|its|their)\s+(?:(?:WhatsApp|Telegram|Facebook|group)\s+)?"
    r"(?:group|chat|book|notebook|ledger|register))?(?=\s*[.!]?\s*$)",
    _I,
)


def without_group_people(text: str) -> str:
    """``text`` with a nickname clause, a keeper of the group's money and an officer's standing
    duty blanked (see above)."""
    text = _NICKNAME.sub(lambda m: " " * len(m.group(0)), text)
    text = _DUTY.sub(lambda m: " " * len(m.group(0)), text)
    return _HOLDS_MONEY.sub(lambda m: " " * len(m.group(0)), text)
