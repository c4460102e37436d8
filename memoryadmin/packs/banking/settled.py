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
# A word that says how things stand, which no finished act here may carry.
_STATE_WORD = (
    r"\b(?:still|now|currently|yet|pending|blocked|frozen|held|owes?|owing|due|overdue|late|"
    r"outstanding|arrears|this\s+(?:week|month|year|round)|so\s+far|but|and\s+(?:is|has))\b"
)
# An apprentice settled by the master he served (round 84): "served his apprenticeship in Onitsha
# Main Market and was settled by his oga in 2019". In the Igbo apprenticeship the master settles
# the apprentice at the end of his years, setting him up in business of his own: a person
# settled, by his master, dated to a year or to the end of his service, after what says he served
# or with the person as the subject. Never a debt, a transfer or a bill ("the transfer was
# settled"), nor one not dated ("settled yesterday", "is yet to be settled" are read as before).
_MASTER = r"(?:(?:former|old|late)\s+)?(?:oga|master|madam|mentor|ogaranya)"
_SERVED = (
    r"(?:apprentic\w+|served|trained|igba[\s-]?boi|imu[\s-]?ahia|learn(?:ed|t)\s+(?:the\s+|his\s+|"
    r"her\s+)?trade)"
)
_SETTLED_WHEN = (
    rf"(?:in\s+(?:{_MONTH}\s+)?(?:19|20)\d\d|(?:after|at\s+the\s+end\s+of)\s+(?:(?:his|her|their)\s+)?"
    r"(?:[\w-]+\s+){0,3}?(?:apprenticeship|training|service|years))\b"
)
# A state of the user's own things, said in the past and dated to a year or years back (blind round
# 84): "the user's card was blocked in 2021 and she moved banks", "her account was frozen in March
# 2022 after a fraud alert", "Back in 2019 his wallet was suspended", "was deactivated years ago".
# ``finders.present_state`` reads the state word in any tense; dated so far back, the state is an
# episode of the user's history, as "closed in 2021" is. Only a past copula ("was", "were", "got",
# "had been"), never "has been … since 2021" (a state running from then), and only with a year, a
# month and its year, a day and its year, or years ago: "was blocked yesterday", "last week", "on
# Monday", "in March" are not dated far enough and are read. Nothing in the sentence after it may
# say the state holds or came back ("and remains blocked", "and is still frozen", "has not been
# unblocked", "again this week"); a state word elsewhere in it is read as ever.
_PAST_STATE = r"(?:blocked|suspended|deactivated|frozen|restricted|barred|locked|disabled)"
_YEAR = r"(?:19|20)\d\d\b(?![.,]?\d)"
_DAY = r"\d{1,2}(?:st|nd|rd|th)?"
_DATED = (
    rf"(?:(?:back\s+)?(?:in|during)\s+(?:(?:early|mid|late)[\s-]+)?(?:{_MONTH}\s+)?{_YEAR}"
    rf"|(?:back\s+)?on\s+(?:the\s+)?(?:{_DAY}\s+(?:of\s+)?)?{_MONTH}\s+(?:{_DAY},?\s+)?{_YEAR}"
    r"|(?:(?:a\s+few|a\s+couple\s+of|several|many|some|two|three|four|five|six|seven|eight|nine|"
    r"ten|\d{1,2})\s+)?years\s+(?:ago|back)\b)"
)
# What says the state still holds, came back or is read as it stands, after the dated state. A
# person's "now" before a verb is what they did next ("and she now uses Vodafone Cash").
_HOLDS_STILL = (
    r"(?:(?<!\bhe\s)(?<!\bshe\s)(?<!\bthey\s)(?<!\buser\s)\bnow\b|"
    r"\b(?:still|currently|yet|remains?|remained|stays?|stayed|since|until|till|pending|"
    r"again|anymore|any\s+more|never|not|no\s+longer|is|are|am|has\s+been|have\s+been|"
    r"today|tonight|this\s+(?:week|month|year)|to\s+this\s+day|to\s+date|so\s+far)\b|n['’]t\b|"
    rf"\b{_PAST_STATE}\b)"
)
_REST_SAYS_NOTHING = rf"(?!(?:(?!\.\s|\.$)[^;!?\n])*?{_HOLDS_STILL})"
_PAST_COPULA = (
    r"(?:was|were|got|had\s+been)\s+(?:(?:temporarily|briefly|permanently|first|also|once|"
    r"accidentally|wrongly|mistakenly)\s+)?"
)
# The state then its date, a few plain words between ("was frozen by the bank in 2020"); or the
# date first, opening its clause ("Back in 2019 his wallet was suspended"). Not "since it was
# blocked in 2021": a state running from then.
_DATED_PAST_STATE = (
    rf"(?<!\bsince\sit\s)(?<!\bsince\sthey\s)\b{_PAST_COPULA}{_PAST_STATE}\b"
    rf"(?:\s+(?:(?!{_HOLDS_STILL})[\w'’-]+\s+){{0,6}}?|\s+){_DATED}{_REST_SAYS_NOTHING}"
    rf"|\b{_DATED}\s*,?\s+(?:(?!{_HOLDS_STILL})[\w'’-]+\s+){{1,5}}?{_PAST_COPULA}{_PAST_STATE}\b"
    rf"{_REST_SAYS_NOTHING}"
)
FINISHED_ACT = re.compile(
    # "the user's card was blocked in 2021 and she moved banks" (above)
    rf"{_DATED_PAST_STATE}|"
    # "was closed", "was investigated and closed"
    rf"\b{_DONE}\s+(?:[a-z]+ed\s+and\s+)?(?:permanently\s+|formally\s+|finally\s+|"
    rf"officially\s+)?closed\b{_UNDONE}"
    # ... or a matter closed after an act done, its "was" left out (round 43): "the agent was
    # reported and the matter closed".
    rf"|\b{_DONE}\s+[a-z]+ed\s+and\s+(?:the|that|this|his|her|their)\s+{_MATTER}\s+(?:{_DONE}\s+)?"
    rf"(?:formally\s+|finally\s+|officially\s+)?closed\b{_UNDONE}"
    # closed and dated to a year: "his account closed in 2021" (a finished act, not a state)
    rf"|(?<!\bbe\s)(?<!\bbeing\s)(?<!\bis\s)(?<!\bare\s)\bclosed\s+(?:in|during)\s+"
    rf"(?:(?:early|mid|late)[\s-]+)?(?:{_MONTH}\s+)?(?:19|20)\d\d\b"
    rf"|\b{_MATTER}\s+{_DONE}\s+(?:finally\s+|formally\s+|fully\s+|amicably\s+)?settled\b"
    r"(?!\s+(?:temporarily|for\s+now|partly|partially|in\s+part)\b)"
    # ... or the matter dated to a year, settled in a clause after it, as the sentence ends: "had a
    # dispute with an agent in 2023 that was settled" (round 42).
    rf"|\b{_MATTER}\b[^.;!?]{{0,80}}?\b(?:in|during)\s+(?:19|20)\d\d\s*,?\s+(?:that|which)\s+"
    rf"{_DONE}\s+(?:finally\s+|formally\s+|fully\s+|amicably\s+)?settled(?=\s*[.!]?\s*$)"
    rf"|\b(?:the|that|this)\s+(?:[\w-]+\s+)?(?:{_ATTACKER}['’]s?\s+(?:[\w-]+\s+)?(?:number|account|"
    rf"phone|line|email|handle|page|profile)s?|{_OUTSIDER})\s+{_DONE}\s+blocked\b"
    # A cause before a finished event is past too: "ordered a replacement card on 3 March after
    # hers expired" (a thing that expired and was replaced; "…and it is still blocked" is read).
    r"|\b(?:ordered|requested|got|received|collected|applied\s+for|renewed|replaced)\s+"
    rf"(?:(?!{_STATE_WORD})[^.;!?]){{0,60}}?\bafter\s+(?:hers|his|theirs|the\s+old\s+one|"
    r"(?:his|her|their|the)\s+(?:old\s+)?(?:card|passport|id|licen[cs]e|token|sim|permit))\s+"
    r"(?:had\s+)?expired\b(?=\s*[.!]?\s*$)"
    # A one-off charge paid and dated, by the user or by name: "Kwesi paid his GRA income tax
    # for last year through the bank app in April". Never a contribution, due, loan or
    # instalment (who has paid those is status) nor one not dated.
    r"|^\s*(?:the\s+user|he|she|(?-i:[A-Z])[a-z]+)\s+paid\s+(?:his|her|their)\s+(?:[\w'’-]+\s+){0,3}?"
    r"(?:tax|taxes|tax\s+bill|levy|licen[cs]e\s+fee|licen[cs]e|fine|traffic\s+fine)\s+"
    rf"(?:(?!{_STATE_WORD})[^.;!?,]){{0,50}}?\b(?:in|on)\s+(?:\d{{1,2}}\s+)?{_MONTH}"
    r"(?:\s+(?:19|20)\d\d)?(?=\s*[.!]?\s*$)"
    # A loan taken on a date and paid off since: "received a car loan from the bank in 2021,
    # and has since paid it off" (paid off is the loan's end, not a round's status).
    r"|\bloan\b[^.;!?]{0,40}?\bin\s+(?:19|20)\d\d\s*,?\s+and\s+has\s+since\s+(?:fully\s+)?"
    r"(?:paid|repaid)\s+(?:it|the\s+loan)\s+off(?=\s*[.!]?\s*$)"
    # An apprentice settled by his master, dated (see above).
    # (The one who served is the one settled: "and was settled", "and he was settled", "and his
    # oga settled him"; not "and his debt was settled".)
    rf"|(?:\b{_SERVED}\b(?:(?!{_STATE_WORD})[^.;!?]){{0,80}}?\band\s+(?:(?:he|she)\s+)?|(?<=\bhe\s)"
    rf"|(?<=\bshe\s)|(?<=\buser\s))(?:was|got|had\s+been)\s+settled\s+by\s+(?:his|her|their)\s+"
    rf"{_MASTER}\s+{_SETTLED_WHEN}"
    rf"|\b{_SERVED}\b(?:(?!{_STATE_WORD})[^.;!?]){{0,80}}?\band\s+(?:his|her|their)\s+{_MASTER}\s+"
    rf"settled\s+(?:him|her|them)\s+{_SETTLED_WHEN}",
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
