"""Shapes whose state words are not how anything stands now (summary finders).

A word the rules read as a state ("closed", "blocked", "is managed") is sometimes part of
something that no longer changes: an act that is finished and cannot be undone, or an
outsider shut out; or a lasting arrangement of who keeps a product. The finders in
``finders`` blank these spans before they read a sentence, so any other live word in it
is still read.
"""

from __future__ import annotations

import re
from collections.abc import Callable

# A state word inside a finished act is the act's, not how anything stands now:
# - an act that cannot be undone, done: "the account was closed after the estate process"
#   (not "closed until...", "closed in error": those may be reversed, and are read);
# - an outsider blocked, done: "the sender was blocked", "the fraudster's number had been
#   blocked". The user's own things ("her number", "the user's card") and anyone else's (a
#   recipient's account may hold the user's money) are not an outsider's.
_ATTACKER = r"(?:sender|caller|scammer|fraudster|impostor|imposter|spammer|phisher|hacker)s?"
_OUTSIDER = rf"(?:{_ATTACKER}|(?:contact|link|website|site|domain|email\s+address|handle)s?)"
_DONE = r"(?:was|were|had\s+been|has\s+been|have\s+been)"
# Not "closed until...", "closed in error": those may be reversed, and are read.
_UNDONE = (
    r"(?!\s+(?:temporarily|until|pending|for\s+now|for\s+the\s+time\s+being|for\s+a\s+while|"
    r"by\s+mistake|in\s+error|wrongly|while|and\s+(?:is|remains))\b)"
)
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|march|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
# Matters that end once, settled: "the estate was settled", "the dispute was settled out of
# court". Never a debt, a loan, a bill or a contribution: who settled those is status.
_MATTER = (
    r"(?:estates?|cases?|matters?|disputes?|lawsuits?|suits?|probate|divorce|inheritance|"
    r"claims?|complaints?|succession)"
)
FINISHED_ACT = re.compile(
    # "was closed", "was investigated and closed"
    rf"\b{_DONE}\s+(?:[a-z]+ed\s+and\s+)?(?:permanently\s+|formally\s+|finally\s+|"
    rf"officially\s+)?closed\b{_UNDONE}"
    # closed and dated to a year: "his account closed in 2021" (a finished act, not a state)
    rf"|(?<!\bbe\s)(?<!\bbeing\s)(?<!\bis\s)(?<!\bare\s)\bclosed\s+(?:in|during)\s+"
    rf"(?:(?:early|mid|late)[\s-]+)?(?:{_MONTH}\s+)?(?:19|20)\d\d\b"
    rf"|\b{_MATTER}\s+{_DONE}\s+(?:finally\s+|formally\s+|fully\s+|amicably\s+)?settled\b"
    r"(?!\s+(?:temporarily|for\s+now|partly|partially|in\s+part)\b)"
    rf"|\b(?:the|that|this)\s+(?:[\w-]+\s+)?(?:{_ATTACKER}['’]s?\s+(?:[\w-]+\s+)?(?:number|account|"
    rf"phone|line|email|handle|page|profile)s?|{_OUTSIDER})\s+{_DONE}\s+blocked\b",
    re.IGNORECASE,
)


def blank(pattern: re.Pattern[str], sentence: str) -> str:
    """``sentence`` with each match of ``pattern`` replaced by spaces (offsets kept)."""
    return pattern.sub(lambda m: " " * len(m.group(0)), sentence)


def outside_finished(find: Callable[[str], str | None]) -> Callable[[str], str | None]:
    """``find``, reading the text with its finished acts blanked out."""

    def unfinished(text: str) -> str | None:
        return find(blank(FINISHED_ACT, text))

    return unfinished


# Who keeps a product, said in the present: "the business account is managed by the SME
# banking unit", "her pension is administered by a PFA", "his account is domiciled at the Ikeja
# branch". A lasting arrangement, unless the keeper says how it stands (a recovery, fraud or
# disputes unit takes an account over because of its state).
ARRANGED = (
    r"\b(?:accounts?|wallets?|cards?|loans?|mortgages?|portfolios?|pensions?|investments?|"
    r"savings|policy|policies|plans?|relationship|funds?)\s+(?:is|are)\s+(?:jointly\s+|directly\s+)?"
    r"(?:managed|handled|serviced|run|operated|overseen|administered|supervised|domiciled|hosted|"
    r"maintained|looked\s+after|assigned)\s+(?:by|at|with|in|from|under|through|to)\s+"
    r"(?![^.!?;\n]{0,50}?\b(?:fraud|recovery|collections?|disputes?|debt|remedial|investigations?|"
    r"legal|compliance|risk|restructuring|workout|special\s+assets?)\b)"
)
ARRANGEMENT = re.compile(ARRANGED, re.IGNORECASE)
