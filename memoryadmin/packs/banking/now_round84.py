"""A service barred as it stands, and a contribution card's days counted (summary finders, blind
round 84).

- A service, a line or a product of the user's in a present state of being shut, said in the
  present tense: "User's First Bank USSD *894# is temporarily barred on her line", "the user's
  SIM is barred", "her USSD has been barred since Monday", pidgin "User First Bank USSD don block
  for her line". ``finders.present_state`` reads "blocked", "suspended", "deactivated" in any
  tense, but "barred" it did not read at all, and "temporarily" says a state that will change.
  Read: a present copula or perfect ("is", "are", "'s", "has been", "have been", "remains",
  "stays", pidgin "dey", "don", "don get"), then how long or how far ("temporarily", "currently",
  "still", "now", "completely") and a word of being shut ("barred", "blocked", "suspended",
  "restricted", "deactivated", "disabled", "locked", "frozen", "cut off", "down", "out of
  service"); or "temporarily" after a present copula or perfect, whatever it says of. What stays
  accepted: the same in the past ("the user's line was barred in 2021 and she moved banks", "was
  temporarily working in Abuja in 2019"), a group's rule in its frame ("In the user's esusu, a
  member who misses three contributions is suspended", ``framing``), and what the user does with
  a service ("the user uses First Bank's USSD *894# code", "the cooperative bars members who
  default": an active verb, a rule). A person shut out of a group as it stands ("the user is
  barred from his cooperative until he repays") is no frame of the group's (``frames``).
- Days or contributions counted on a card, as they stand: "User susu card show 18 days paid out
  of 31 for dis month", "12 of 31 days marked", "card shows 18/31", "don mark 18 days out of
  31". A count of days (contributions, payments, marks, boxes, ticks, stamps) with its total
  after it ("out of 31", "of 31", "/31"), or with a participle of paying or marking after it
  ("18 days paid", "12 days marked"), or with a period going on, pidgin's "dis" for "this" too
  ("18 days for dis month"): each is how far the card has got, true only the day it was read.
  Not "out of every" (a collector's fee: "takes one day out of every 31"), nor the card's design
  ("has 31 boxes, one for each day of the month"), nor a rate ("pays GH₵10 a day"), nor days of
  leave ("gets 30 days paid leave").
"""

from __future__ import annotations

import re

from memoryadmin.engine.sentences import offset_sentences
from memoryadmin.packs.banking.settled import FINISHED_ACT, blank
from memoryadmin.packs.banking.ussd_habits import USSD_CODE

_I = re.IGNORECASE

# --- a service barred as it stands -------------------------------------------------------
_NOW_COPULA = (
    r"(?:is|are|['’]s|['’]re|has\s+been|have\s+been|remains?|stays?|dey|don(?:\s+get)?|"
    r"(?:has|have)\s+(?:now\s+|just\s+)?(?:been\s+)?got(?:ten)?)"
)
_HOW_LONG = (
    r"(?:(?:temporarily|currently|still|now|completely|totally|fully|already|also|just|"
    r"partially|permanently|indefinitely)\s+)*"
)
_SHUT = (
    r"(?:barred|blocked|suspended|restricted|deactivated|disabled|locked|frozen|cut\s+off|down|"
    r"out\s+of\s+service|switched\s+off|shut\s+down)"
)
# Pidgin's perfect takes the bare verb: "don block", "don bar", "don get suspend".
_PIDGIN_SHUT = r"(?:bar|block|suspend|restrict|deactivate|disable|lock|freeze|seize)"
_BARRED_NOW = re.compile(
    rf"(?:\b{_NOW_COPULA}\s+{_HOW_LONG}{_SHUT}|\bdon\s+(?:get\s+)?{_PIDGIN_SHUT})\b"
    # ... not what someone did to something ("has blocked the card": a verb with its object),
    # nor a state with its own end after it ("is blocked until … unblocked" reads as above).
    r"(?!\s+(?:a|an|the|his|her|their|my|its|all|both|him|them)\b)",
    _I,
)
# "temporarily" after a present copula or perfect: "is temporarily unavailable", "has been
# temporarily moved".
_TEMPORARILY_NOW = re.compile(
    rf"\b{_NOW_COPULA}\s+(?:(?:now|still|only|currently|being|been|also|just)\s+)*temporarily\b",
    _I,
)
# A past copula before the state: "was temporarily barred", "got barred".
_PAST = re.compile(r"\b(?:was|were|got|had\s+been)\s+(?:[\w-]+\s+){0,2}?$", _I)


# A service not working as it stands, named right before its present negated verb (round 84's
# tuning): "*894# is not responding", "First Bank's USSD is not working on her line", "the *737#
# code isn't going through", "the app is not loading", pidgin "USSD no dey work". Only a service
# or a code: "the user is not working at the moment" is a person; "the USSD code failed" is an
# event; "has not been working since Monday" is read by the pending rules; "the app does not work
# without data" is how it is made.
_SERVICE = (
    rf"(?:{USSD_CODE}|\b(?:ussd|code|app|application|line|sim|network|pos|terminal|atm|website|"
    r"site|platform|token|menu|server|system))(?:\s+(?:code|menu|service|line|app))?"
)
_NOT_WORKING = re.compile(
    rf"{_SERVICE}\s+(?:(?:is|are)\s+(?:(?:still|currently|just|also)\s+)?not|isn['’]t|aren['’]t|"
    r"won['’]t|doesn['’]t|does\s+not|no\s+(?:dey|de|di))\s+(?:\w+\s+)?"
    r"(?:respond|work|go(?:ing)?\s+through|connect|load|open)\w*"
    # ... not how it works by design, with its condition: "the app does not work without data".
    r"(?!\s+(?:without|offline|abroad|outside|unless|if|when|on\s+(?:weekends|sundays)|"
    r"for\s+(?:foreign|international)))\b",
    _I,
)


def barred_now(text: str) -> str | None:
    """A service, a line, a product or the user shut as it stands, or a service not working as it
    stands (see above): the words."""
    for _, said in offset_sentences(text):
        sentence = blank(FINISHED_ACT, said)
        for pattern in (_BARRED_NOW, _TEMPORARILY_NOW, _NOT_WORKING):
            m = pattern.search(sentence)
            if m is not None and _PAST.search(sentence[: m.start()]) is None:
                return m.group(0)
    return None


# A person shut out of a group as it stands, the person named before the state: "the user is
# barred from his cooperative until he repays", "Tunde has been suspended from the ajo" (the
# group's frame took these for the user's place in it). A rule of any member ("a member who
# defaults is barred from collecting") names nobody and stays the group's rule.
_PERSON_BARRED = re.compile(
    r"^\s*(?:(?:the\s+)?user|he|she|they|(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s+"
    rf"(?:{_NOW_COPULA}\s+{_HOW_LONG}(?:{_SHUT}|banned|excluded)|don\s+(?:get\s+)?{_PIDGIN_SHUT})\b",
    _I,
)


def person_barred_now(sentence: str) -> str | None:
    """A person shut out of something as it stands, named before the state: the words."""
    m = _PERSON_BARRED.search(sentence)
    return m.group(0).strip() if m is not None else None


# --- a contribution card's days counted --------------------------------------------------
_COUNT = (
    r"(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|"
    r"twenty|thirty)"
)
_DAYS = (
    r"(?:days?|contributions?|payments?|instal(?:l)?ments?|marks?|boxes|box|ticks?|stamps?|"
    r"weeks?|entries|slots?)"
)
_MARKED = (
    r"(?:paid|marked|ticked|stamped|contributed|covered|filled|cleared|settled|done|"
    r"completed|collected)"
)
# ... not days of leave or a holiday: "30 days paid leave".
_NOT_LEAVE = r"(?!\s+(?:leave|holidays?|vacation|annual|sick|maternity|paternity|time\s+off)\b)"
_OUT_OF = r"(?:out\s+of|outta|of)\s+(?:the\s+|his\s+|her\s+|their\s+|its\s+)?(?!every\b|each\b)"
# The total is a count, not an amount: "2 payments of 500 naira" is what each is.
_TOTAL = (
    rf"{_COUNT}\b(?![.,]\d|\s*(?:k\b|naira|cedis?|ghs|ngn|kobo|pesewas|dollars?|pounds?|"
    r"shillings?|rand|%|percent))"
)
_DAYS_COUNTED = re.compile(
    # "18 days paid out of 31", "12 of 31 days marked" (the count then its total), "18/31".
    rf"\b{_COUNT}\s+{_DAYS}\s+(?:(?:{_MARKED}|wey\s+\w+\s+(?:don\s+)?\w+)\s+)?{_OUT_OF}{_TOTAL}"
    rf"|\b{_COUNT}\s+{_OUT_OF}{_COUNT}\s+{_DAYS}\b"
    rf"|(?<![\d/])\d{{1,2}}\s*/\s*\d{{1,2}}(?![\d/])(?=\s+(?:{_DAYS}|this|dis|for|so\s+far|now)\b"
    r"|\s*[.!]?\s*$)"
    # "18 days paid", "12 days marked", "20 days wey she don pay".
    rf"|\b{_COUNT}\s+{_DAYS}\s+(?:(?:already|now|so\s+far)\s+)?{_MARKED}\b{_NOT_LEAVE}"
    rf"|\b{_COUNT}\s+{_DAYS}\s+(?:wey|that|which)\s+(?:\w+\s+){{0,2}}?(?:don\s+|has\s+|have\s+)?"
    r"(?:pay|paid|mark|marked|contribute|contributed)\b",
    _I,
)
# A card's days with a period going on: "18 days for dis month", "12 contributions this week".
_DAYS_NOW = re.compile(
    rf"\b{_COUNT}\s+{_DAYS}\s+(?:\w+\s+){{0,2}}?(?:for\s+)?(?:this|dis|di|the\s+current)\s+"
    r"(?:month|week|cycle|round|year|period)\b",
    _I,
)
# Only on a tally kept of contributions: a card, a collector, a group, a payment.
_TALLY = re.compile(
    r"\b(?:cards?|book|passbook|ledger|register|records?|susu|esusu|isusu|ajo|adashe|thrift|"
    r"contribut\w*|collector|pa(?:id|y|ys|ying)|mark(?:ed|s)?|chama|stokvel|tontine|njangi)\b",
    _I,
)


def days_counted(text: str) -> str | None:
    """Days or contributions counted on a card as they stand (see above): the words."""
    for _, said in offset_sentences(text):
        if _TALLY.search(said) is None:
            continue
        m = _DAYS_COUNTED.search(said) or _DAYS_NOW.search(said)
        if m is not None:
            return m.group(0)
    return None


__all__ = ["barred_now", "days_counted", "person_barred_now"]
