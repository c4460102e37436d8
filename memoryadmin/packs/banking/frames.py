"""Strict is not the same as blind (ENGINE.md section 9): sentences whose frame is durable.

The banking rules are wide: a sentence that names a savings group, a balance or
a payout is refused unless its shape proves it cannot say how things stand.
Three frames prove it, and only when no live value is in the sentence:

- the asked frame: "The user asked how much is left in her wallet.", "He asked
  whose turn it is", "asked the agent to confirm whether…", "wanted to know his
  available balance". A question about a value, without the value, is an event
  (that the user asked); not when a relative clause says how it stands. A tier or
  level number ("upgrade to Tier 3") is a label, not a value;
- the group frame: "The user runs an Ajo group called Unity Sisters.", "The
  user's savings group meets on Fridays.", "The user is the treasurer of her
  Esusu.", "…an Ajo group with twelve members", "Each new member must be
  introduced by two existing members", "each member takes the pot in turn". A
  group's description (its name, day, officers, who its members are and how many
  in a description, its rules said of anyone in it, how its rotation works in
  general, the year it was formed, how many of its officials sign for any
  withdrawal) is durable, and so are a condition on anyone in it with what follows
  ("any member who misses two contributions is moved to the end of the payout
  queue"), what it requires of its members ("requires members to save for six
  months") and its size given with its name ("is named Unity and has 15 members");
  who has paid, whose turn it is now, what it requires of one person ("requires
  him to submit his NIN"), a count that says how many there are now ("has twelve
  members", "three members have joined", "down to four") and how much it holds
  are not;
- the explained frame: "The difference between ledger and available balance was
  explained to the user." What a word means or how a thing works names a
  balance, never its value, nor anyone's state.

A live value is anything the rules exist for: an amount or any digit, a count
as it stands, payment-status words (paid, owes, owing, arrears, missed,
defaulted, up to date, clear, square), position and turn words (turn, next,
position, slot, in line, an ordinal that is not a day in a schedule), present-state
or future wording (still, currently, now, yet, left over, pending, will, due,
scheduled), and "must"/"has to" unless said of anyone in the group. The seed's
strictness stands: when in doubt the sentence is not framed, and the rules read
it as before.

``framing.blank_framed(text)`` returns the text with each sentence framed here (or by the
frames gathered in ``framing``) blanked out (same length, so every excerpt the rules quote is
still a substring).
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.answered import more_questions, where_told_to_look
from memoryadmin.packs.banking.as_of_now import behind_now
from memoryadmin.packs.banking.asked_means import why_means_rule
from memoryadmin.packs.banking.askers import ASKER
from memoryadmin.packs.banking.clock import countdown, share_of_limit, share_so_far
from memoryadmin.packs.banking.gauges import how_full
from memoryadmin.packs.banking.group_history import without_member_since
from memoryadmin.packs.banking.group_names import CARDINAL, COMPOUND, GENERIC_GROUP, SAVINGS_GROUP
from memoryadmin.packs.banking.group_people import without_group_people
from memoryadmin.packs.banking.group_rules import DECIDED, receives_now, without_group_rules
from memoryadmin.packs.banking.group_sayings import without_group_sayings
from memoryadmin.packs.banking.held_now import ready_now
from memoryadmin.packs.banking.money import amount_spans
from memoryadmin.packs.banking.now_round82 import pidgin_turn_due
from memoryadmin.packs.banking.now_round84 import person_barred_now
from memoryadmin.packs.banking.reopened import still_open
from memoryadmin.packs.banking.seasons import without_times_of_year
from memoryadmin.packs.banking.stage import current_stage, way_through
from memoryadmin.packs.banking.standing import (
    VOTE_RULE,
    deadline_running,
    pot_holder,
    whose_period,
)
from memoryadmin.packs.banking.terms import (
    without_group_terms,
    without_rule_amounts,
)

_I = re.IGNORECASE

_SUBJECT = ASKER  # the user, someone named, a group's officer (``askers``)

# "The user asked how much ...", "wanted to know whether ...", "asked about ...", "asked
# the agent to confirm whether ...", "wanted to know his available balance", "asked wetin ...".
_ASKED = re.compile(
    # An interjection or a sentence adverb set off before it: "Eish, the user asked…",
    # "Later that day, she asked…", "Ah ah, di user ask…".
    r"^\s*(?:[A-Za-z]+(?:\s+[A-Za-z]+){0,2}\s*[,!]\s+)?"
    # ... or a terse line with no subject: "Asked how to check the available limit on her card."
    rf"(?:{_SUBJECT}\s+|(?=(?-i:A)sked\s))(?:also\s+|then\s+|later\s+|again\s+)?"
    r"(?:(?:asked|enquired|inquired|wondered|queried|(?<=di\suser\s)ask|(?<=de\suser\s)ask)"
    r"(?:\s+(?:the\s+)?(?:assistant|agent|bank|bot|app|support|customer\s+care))?"
    r"(?:\s+to\s+(?:check|confirm|find\s+out|verify|explain|see|look\s+up|tell\s+(?:him|her|them)))?"
    r"|wanted\s+to\s+(?:know|check|find\s+out|understand|confirm)(?P<np>)|was\s+curious)\s+"
    r"(?P<wh>how|what|whether|if|when|who|whose|which|where|why|about|wetin|weda|"
    # "asked for the balance of…": a request named, never its value.
    r"for\s+(?=(?:the|his|her|their|a|an)\b)|"
    r"(?(np)(?:his|her|their|its|the)|(?!)))\b",
    _I,
)
# "why" presupposes what follows: framed only when that is in the past.
_WHY_PAST = re.compile(r"\bwhy\s+(?:[\w'’]+\s+){0,4}?(?:was|were|did|had)\b", _I)

# The user's savings group, by any of its names (``group_names``).
_GROUP = re.compile(
    rf"\b(?:{SAVINGS_GROUP}|{GENERIC_GROUP}|"
    # ... or described by how it rotates: "traders who take turns collecting the pot" (round 40).
    r"(?:take|takes)\s+turns\s+(?:collecting|receiving|taking|getting)\s+the\s+(?:pot|payout|kitty)|"
    r"(?:savings|contribution|thrift|ajo|esusu|investment)\s+(?:group|club|circle|scheme|society|"
    r"association)|"
    r"savings\s+circle|union|meeting\s+group|members?|"
    # a fund its members keep for each other: "the market traders' welfare fund"
    r"(?:welfare|burial|funeral|bereavement|benevolent|mutual[\s-]aid|solidarity)\s+fund|"
    # its officers: "the chairman of the okada riders' contribution"
    r"treasurer|chair(?:man|woman|lady|person)?|secretary|organi[sz]er|coordinator|collector)"
    r"(?:s|es)?\b",
    _I,
)

# What only a live value says. Any of these and the sentence is not framed.
_LIVE = re.compile(
    r"\d|"
    # Money in words; everyone and nobody are how a group stands with its payments.
    r"\b(?:hundred|thousand|million|billion|none|everyone|everybody|nobody|no\s+one)\b|"
    r"\b(?:clear|square|quits|in\s+good\s+standing)\b|"
    # payment status, any tense
    r"\b(?:paid|owes?|owed|owing|arrears?|debts?|defaulted|defaulting|default|missed|skipped|"
    r"outstanding|overdue|unpaid|settled|remitted|cleared|up\s+to\s+date|good\s+standing|"
    r"behind|short|shortfall|has\s+contributed|have\s+contributed|contributed|"
    # Pidgin: "don pay" (has paid), "remain" (is left), "never pay" (has not paid)
    r"don|remain|remains|never\s+pay|no\s+pay|dey\s+owe)\b|"
    # position and turn
    r"\b(?:turns?|next|position|slot|queue|in\s+line|line\s+up|lined\s+up|"
    r"after|before|ahead|last|swap\w*)\b|"
    r"\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b"
    r"(?!\s+(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|day|week|weekend)\b)"
    # "in their first six months": a period of membership in a rule, not a position.
    r"(?!\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|few)\s+"
    r"(?:days|weeks|months|years|cycles|rounds)\b)|"
    # how things stand now, or will ("this Christmas", "this summer": the coming one, round 79)
    r"\b(?:still|currently|now|yet|anymore|today|tonight|tomorrow|yesterday|this\s+(?:week|month|"
    r"round|cycle|year|sitting|christmas|easter|summer|winter|spring|autumn|season)|so\s+far|"
    r"at\s+the\s+moment|right\s+now|as\s+of|at\s+present|"
    # ... or how a fund stands: "is empty at present".
    r"presently|for\s+now|as\s+(?:it|things)\s+stands?|empty|"
    r"left(?!\s+(?:in|the|a|an|his|her|their|my|our))|remaining|available|balance|"
    r"pending|processing|awaiting|waiting|on\s+hold|held|holds|locked|frozen|blocked|restricted|"
    r"flagged|under\s+(?:review|investigation)|in\s+review|missing|rejected|declined|bounced|"
    r"delayed|stuck|failed|reversed|disbursed|collected|gathered|raised|holds?|contains?|"
    r"will|['’]ll|shall|going\s+to|about\s+to|due|scheduled|expected|upcoming|soon|"
    r"hasn['’]?t|haven['’]?t|has\s+not|have\s+not|not\s+yet)\b|"
    # Progressive ("is still collecting"), not an -ing adjective after an article ("is a
    # founding member", "is the managing trustee").
    # "is for buying materials": a purpose, not a progressive.
    r"\b(?:is|are|am)\s+(?!(?:a|an|the|for)\s)(?:\w+\s+)?\w+ing\b",
    _I,
)
# A count is live when it says how many there are or have done something: "has twelve
# members", "three members have joined", "seven of the members", "down to four", "there
# are nine". A count in a description or a rule is not: "a group with twelve members",
# "an Ajo for her ten coworkers", "introduced by two existing members", "pays out to one
# member each month".
_COUNT_LIVE = re.compile(
    rf"\b(?:has|have|had|counts?|counted|numbers?|totals?|holds?|includes?|comprises?)\s+"
    rf"(?:only\s+|just\s+|about\s+|around\s+|over\s+|nearly\s+|almost\s+|exactly\s+)?{CARDINAL}\b"
    rf"|\b{CARDINAL}\s+(?:[\w'’]+\s+){{0,2}}?(?:of\s+(?:the|them|its|her|his|their)\b[\w\s'’]{{0,30}}?\s+)?"
    r"(?:have|has|had|are|is|were|was|remain\w*|joined|left|paid|owe\w*|contributed|collected|"
    r"still|now)\b"
    rf"|\b{CARDINAL}\s+(?:of|out\s+of)\b"
    r"|\b(?:down|up|grown|grew|risen|rose|dropped|fallen|fell|increased|reduced|shrunk|expanded|"
    rf"gone)\s+to\s+(?:a\s+|only\s+|just\s+)?{CARDINAL}\b"
    rf"|\bthere\s+(?:are|is|were|was)\s+(?:only\s+|just\s+|now\s+)?{CARDINAL}\b"
    rf"|\b{CARDINAL}\s+(?:\w+\s+)?(?:left|remaining|to\s+go|more)\b"
    # how many, or a change in it: "the number of members grew", "the group shrank"
    r"|\b(?:number\s+of|how\s+many|headcount|member\s+count|membership)\b"
    r"|\b(?:grew|grown|growing|shrank|shrunk|shrinking|doubled|halved)\b",
    _I,
)
# "must", "has to": a step still to do ("the user must upload her NIN"), unless the
# subject is anyone in the group: then it is a rule of the group ("each new member must be
# introduced by two existing members", "anyone who collects early must keep paying").
_MODAL = re.compile(
    r"\b(?:needs?\s+to|must|has\s+to|have\s+to)\b"
    # What the group asks of one person is a step still to do: "requires him to submit his NIN".
    r"|\b(?:requires?|expects?|obliges?)\s+(?!(?:all|new|its|the|members|savers|contributors|"
    r"anyone|everyone|everybody|each|every|any)\b)[\w'’]+\s+to\b"
    r"|\b(?:is|are|was|were)\s+(?:required|expected|obliged)\s+to\b",
    _I,
)
# The group's standing requirement of its members, in the simple present: said of anyone in it
# ("requires members to…", "allows each member to…"), never of one person ("requires him to…").
_STANDING_ASK = (
    # "makes new members wait six months": what it makes anyone in it do, as "requires" does.
    r"\b(?:requires?|expects?|allows?|permits?|obliges?|forbids?|bars?|lets|makes)\s+(?:all\s+|new\s+|its\s+|"
    r"the\s+)?(?:members|savers|contributors|anyone|everyone|everybody|(?:each|every|any|a)\s+"
    r"(?:new\s+)?member)\b"
)
_GENERIC = re.compile(
    r"\b(?:each|every|any|a|one)\s+(?:new\s+|existing\s+)?(?:member|saver|contributor|person)\b"
    # ... or each of the people the group is made of: "a tontine of 12 women …; each woman
    # collects once" (round 42).
    r"|\b(?:each|every)\s+(?:woman|man|trader|participant|household|family|mother|colleague)\b"
    r"|\b(?:everyone|everybody)\b"
    # "each collects once per cycle": anyone in the group, the noun left out.
    # ... or "each of whom takes one month's payout in turn".
    r"|\b(?:each(?:\s+one)?|every\s+one)(?:\s+of\s+(?:whom|them))?\s+(?:collects|receives|contributes|pays|"
    r"gets|takes|saves)\b"
    # ... or after the group's size, as a participle with how often and nothing else: "has 12
    # members, each contributing monthly" ("each paying late", "…since January" are read as before).
    r"|(?<=,\s)each\s+(?:contributing|paying|saving|putting\s+in|collecting|receiving|taking)"
    r"(?=\s+(?:(?:every|each|per)\s+\w+|a\s+(?:day|week|month|year)|monthly|weekly|daily|"
    r"fortnightly|yearly|once\s+a\s+\w+)\s*[.!]?\s*$)"
    r"|\b(?:anyone|anybody|whoever|someone|members)\s+who\b|\bwhoever\b"
    r"|^\s*(?:(?:new|all|the)\s+)?members\b|\bmembers\s+(?:of|in)\b"
    # ... or after the group is named: "In the user's ajo, members pay ₦10,000 weekly".
    r"|,\s*(?:new\s+|all\s+)?members\s+(?:pay|contribute|save|put\s+in|collect|receive|borrow)\b"
    # The group itself, in the simple present of what it does by rule: "rotates the payout
    # monthly", "pays out every December", "meets weekly", "shares out at year end".
    # ... or how it orders its rotation: "decides the payout order by drawing lots".
    r"|\b(?:rotates|pays\s+out|shares\s+out|meets|distributes|lends\s+to\s+members|fines|charges|"
    r"(?:decides|sets|fixes|chooses|picks)\s+(?:the|its|their)\s+(?:[\w-]+\s+)?order|"
    r"saves\s+towards|buys\s+in\s+bulk|(?:does|holds)\s+(?:its|their)\s+(?:annual\s+|yearly\s+)?"
    r"(?:share[\s-]?outs?|payouts?|meetings))\b"
    # ... or what it asks of anyone in it: "requires members to save for six months first".
    rf"|{_STANDING_ASK}",
    _I,
)
# A rule of the group said of anyone in it, in the simple present ("members who pay late
# are fined for each missed day", "each member picks a slot on joining", "everyone pays
# daily"): its payment and slot words are the rule's, not anyone's status, and a count
# beside it ("has ten members and each member collects once per cycle") describes the
# group. Not when it says how things went or stand ("has paid", "this week", "except").
_RULE_MARK = re.compile(
    r"\b(?:each|every|per|daily|weekly|monthly|yearly|once|twice|on\s+joining|by\s+design|"
    r"always|never|fined?|allowed|rules?|bylaws?|by-laws?|constitution)\b"
    # a condition on anyone in it: "pays out when a member's family has a funeral"
    r"|\b(?:when|whenever|if)\s+(?:a|any|each|every)\s+(?:new\s+)?member\b"
    # A condition on anyone in the group, in the simple present ("any member who misses two
    # contributions is moved…"), and the group's standing requirement (``_STANDING_ASK``).
    r"|\b(?:any|every|each|a)\s+(?:new\s+)?(?:member|saver|contributor|person|one)\s+who\s+"
    r"(?!\w+ed\b)\w+|\b(?:anyone|anybody|members)\s+who\s+(?!\w+ed\b)\w+"
    rf"|{_STANDING_ASK}",
    _I,
)
# What a rule does to anyone it is said of, its slot words the rule's: "is moved to the end of
# the payout queue", "loses her turn". Only inside a rule (``_rule_of_group``).
_CONSEQUENCE = re.compile(
    r"\b(?:is|are|gets?)\s+(?:moved|pushed|sent|put|dropped|demoted)\s+to\s+the\s+(?:end|back|"
    r"bottom)\s+of\s+the\s+(?:[\w-]+\s+)?(?:queue|rotation|line|list|order|cycle)\b"
    r"|\b(?:loses?|forfeits?)\s+(?:his|her|their|the|a)\s+(?:turn|slot|place|position)\b",
    _I,
)
# A condition's threshold is not a count as it stands: "who misses two contributions"; nor is
# a limit it sets: "may register up to six dependants".
_THRESHOLD = re.compile(
    r"\b((?:who|that|may|can)\s+(?!\w+ed\b)\w+\s+)(?:more\s+than\s+|over\s+|up\s+to\s+|at\s+least\s+)?"
    r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b",
    _I,
)
_LIVE_IN_RULE = re.compile(
    r"\d|\b(?:hundred|thousand|million|billion|none|nobody|no\s+one|except|apart\s+from|only|"
    r"has|have|had|did|was|were|been|still|currently|now|yet|anymore|today|tonight|tomorrow|"
    r"yesterday|this\s+(?:week|month|round|cycle|year|sitting)|so\s+far|at\s+the\s+moment|right\s+now|"
    r"as\s+of|remaining|available|balance|pending|processing|awaiting|on\s+hold|held|locked|"
    r"frozen|blocked|restricted|delayed|stuck|failed|reversed|disbursed|will|['’]ll|shall|"
    r"going\s+to|about\s+to|due|scheduled|expected|upcoming|soon|next|turns?|queue|in\s+line|"
    r"ahead|owes?|owed|owing|arrears?|debts?|outstanding|overdue|unpaid|don|remain|remains|"
    r"paid|settled|defaulted|collected|contributed|cleared|remitted|"
    r"hasn['’]?t|haven['’]?t|not\s+yet)\b|\b(?:is|are|am)\s+(?!(?:a|an|the|for)\s)(?:\w+\s+)?\w+ing\b",
    _I,
)
# The count a rule describes: "has ten members", "has eight slots".
_COUNT_HAS = re.compile(
    r"\b(?:has|have|among|between)\s+(?:about\s+|around\s+|exactly\s+)?(?:\d{1,3}|"
    + COMPOUND
    + r"|one|two|three|four|five|six|seven|"
    r"eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|"
    r"nineteen|twenty|thirty|forty|fifty)\s+(?:members|slots|hands|people|savers|contributors)"
    r"(?:\s+by\s+design)?\b",
    _I,
)


# How a rule is worded, not a value: "has a rule that", possession before an article ("when a
# member's family has a funeral": not a perfect tense), a day of every month ("on the 25th of
# each month").
_RULE_WORDING = re.compile(
    r"\b(?:has|have)\s+(?=(?:a|an)\s)"
    # "gets their money back only at the end": when the rule pays out, not how few have.
    r"|\bonly\s+(?=(?:at|after|on|upon)\s+the\s+(?:end|close|completion|conclusion)\b)"
    r"|\bon\s+the\s+\d{1,2}(?:st|nd|rd|th)\s+(?=of\s+(?:each|every)\s+month\b)"
    # ... or when the rule's penalty falls, the meeting after the lapse, whichever it is:
    # "anyone who misses a contribution pays a fine at the next meeting" (round 46).
    r"|\b(?:at|by|before)\s+the\s+next\s+(?=(?:meeting|contribution\s+day|market\s+day|"
    r"gathering|sitting)\s*[.!]?\s*$)",
    _I,
)


def _rule_of_group(text: str) -> bool:
    """A rule of the group said of anyone in it, in the simple present (see above)."""
    if _GENERIC.search(text) is None or _RULE_MARK.search(text) is None:
        return False
    rest = without_rule_amounts(_COUNT_HAS.sub(" ", _RULE_WORDING.sub(" ", text)))
    rest = _THRESHOLD.sub(r"\1", _CONSEQUENCE.sub(" ", rest))
    return (
        not amount_spans(rest)
        and _LIVE_IN_RULE.search(rest) is None
        and _COUNT_LIVE.search(rest) is None
    )


def _clauses_generic(text: str) -> bool:
    """Every clause after a second-clause break opens on anyone in the group."""
    for m in _SECOND_CLAUSE.finditer(text):
        if not re.match(
            r"\s*(?:and\s+)?(?:each|every|any|one|everyone|everybody|members|anyone|whoever"
            # ... or the group itself again, its subject left out: "…, and pays out once a year".
            r"|(?:rotates|pays\s+out|shares\s+out|meets|distributes)(?!\s+(?:to|for)\s+(?-i:[A-Z]))"
            # ... or its collector's cut, as its rule: "…, and the collector keeps one day's
            # contribution a month as his fee" (``terms``).
            r"|the\s+collector\s+(?=(?:keeps|takes|charges)\b[^.;!?]*\bas\s+(?:his|her|a)\s+(?:fee|pay|"
            r"commission|cut)\s*[.!]?\s*$))\b",
            text[m.end() :],
            _I,
        ):
            return False
    return True


# "The user and her sisters run a family thrift": a subject of two, not a second clause.
_TWO_SUBJECTS = re.compile(
    r"^\s*(?:the\s+user|he|she|[A-Z][a-z]+)\s+and\s+(?:her|his|their)\s+[\w'’]+", _I
)
# A second main clause can carry what the frame does not cover.
_SECOND_CLAUSE = re.compile(
    r";|\bbut\b|,\s*(?:and|so)\b|\band\s+(?:she|he|they|it|the\s+user|her|his|their)\b",
    _I,
)


_RELATIVE = re.compile(r",\s*(?:which|who|that|where)\b", _I)


# A second clause that carries on about the group's own things ("…, so payouts are timed for
# January and September"): still a description, when no live value is in it.
_GROUP_CLAUSE = re.compile(
    r"\s*(?:and\s+|so\s+)?(?:the\s+|its\s+|their\s+)?(?:payouts?|contributions?|meetings?|"
    r"pot|rotation|savings|group|club|circle|chama|stokvel|ajo|esusu)\b"
    # ... or the user's role in keeping its papers: "…, and the user keeps the vehicle's logbook"
    # (a role, like its treasurer's; not its money, which ``_LIVE`` reads).
    r"|\s*(?:and\s+)?(?:the\s+user|she|he)\s+(?:keeps|looks\s+after|manages|signs|is\s+in\s+charge\s+of)"
    r"\s+(?:the|its|their)\s+(?:[\w'’-]+\s+){0,2}?(?:logbook|log\s+book|books|records|register|"
    r"minutes|ledger|keys|documents|papers|title\s+deeds?|receipts|certificates?|constitution)\b"
    # ... and nothing after it ("…until Kemi pays" is read as before).
    r"(?=\s*(?:for\s+(?:the\s+|its\s+)?(?:group|members|chama|business)\s*)?[.!]?\s*$)"
    # ... or what its members call the user, a title or a name: "…, and the members call her
    # Madam Chair" (a role, not how many they are). Capitalised words only, and nothing after.
    r"|\s*(?:and\s+)?(?:the\s+|its\s+|their\s+|her\s+|his\s+|other\s+)?(?:members|women|ladies|"
    r"men|others|group)\s+(?:all\s+)?(?:call|know|address|refer\s+to|nickname)\s+(?:her|him|the\s+user)"
    r"\s+(?:as\s+)?[\"“‘']?(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,3}[\"”’']?\s*[.!]?\s*$",
    _I,
)


def _second_clauses_about_group(text: str) -> bool:
    """No second clause, or each one about the group's own things (see above)."""
    return all(_GROUP_CLAUSE.match(text[m.end() :]) for m in _SECOND_CLAUSE.finditer(text))


def _no_live_value(sentence: str) -> bool:
    return not amount_spans(sentence) and _LIVE.search(sentence) is None


# A number that names a level or a kind, not a value: "upgrade to Tier 3", "a tier-3 account".
_LABELLED_NUMBER = re.compile(
    r"\b(?:tier|level|class|grade|category|type|version)[\s-]\d{1,2}\b", _I
)


def asked_frame(sentence: str) -> bool:
    """A question the user asked, about a value, without the value."""
    m = _ASKED.search(sentence)
    if m is None or amount_spans(sentence) or re.search(r"\d", _LABELLED_NUMBER.sub(" ", sentence)):
        return False
    # "…, and whether there is a pensioner discount": each question on its own (round 47).
    more = more_questions(sentence, m.end())
    if more is not None:
        return asked_frame(more[0]) and all(asked_frame("The user asked " + q) for q in more[1])
    # "…, and was told to check in the app": where to look it up, part of the event (round 43).
    told = where_told_to_look(sentence)
    if told is not None and _no_live_value(sentence[told:]):
        sentence = sentence[:told] + "."
    if _SECOND_CLAUSE.search(sentence[m.end() :]):
        return False
    # "asked about his card, which is currently blocked": the relative clause says how it stands.
    relative = _RELATIVE.search(sentence, m.end())
    if relative is not None and not _no_live_value(sentence[relative.end() :]):
        return False
    if m.group("wh").lower() == "why":
        rest = why_means_rule(sentence[m.start("wh") :])  # "wants everyone to pay via" (r50)
        return _WHY_PAST.search(rest) is not None and _no_live_value(
            re.sub(r"\b(?:was|were)\s+\w+ed\b", " ", rest, flags=_I)
        )
    return True


# The group's size given with its name, as its description ends: "is named Oko Oloyun Sisters
# and has 15 members", "an Ajo called Unity that has twelve members". Said on its own ("the
# user's Ajo has twelve members") or with a change or a limit ("now has", "has only", "has
# 15 members who…") it is a count as it stands, read as before.
_NAMED = re.compile(r"\b(?:named|called|known\s+as)\s+[\"“‘']?(?-i:[A-Z])", _I)
_SIZE_BY_NAME = re.compile(
    rf"(?:,\s*)?\b(?:(?:and|that|which)\s+has|with)\s+(?:\d{{1,3}}|{CARDINAL})\s+members"
    r"(?=\s*[.!]?\s*$)",
    _I,
)


# The group's size given with who its members are, as its description ends: "has 10 members,
# all boda-boda riders from the same stage", "has twelve members, mostly market women". A noun
# phrase, no verb: "…, all of whom have paid" and "…, all paid up" are read as before.
_SIZE_DESCRIBED = re.compile(
    rf"\b(?:has|with)\s+(?:about\s+|around\s+)?(?:\d{{1,3}}|{CARDINAL})\s+members\s*,?\s+"
    r"(?:all|mostly|most\s+of\s+them|all\s+of\s+them)\s+"
    r"(?=(?:(?!(?:of|whom|who|which|that|have|has|had|are|is|were|was|been|do|does|did|paid|"
    r"up|in)\b)[\w'’-]+\s+){0,4}?(?!(?:of|whom|who|which|that)\b)[\w'’-]+"
    # ... up to two places: "mostly Igbo traders from the same line in Main Market" (round 46).
    r"(?:\s+(?:from|of|in|at|on)\s+(?:the\s+|a\s+|an\s+)?(?:[\w'’-]+\s+){0,3}?[\w'’-]+){0,2}?"
    # ... or before the group's next clause: "…, all siblings and cousins, and pays out…".
    r"(?:\s*[.!]?\s*$|\s*,\s+and\s+(?!(?:all|most|they|them|their|who|whom|which)\b)))",
    _I,
)


# When the group began, dated by its year: "was formed in 2015", "was started back in 1998". A
# finished act of a year long past, like an account closed in a year (``settled``): its digits
# are a date, not a value. Only the year is set aside; whatever follows is read as before.
_FOUNDED_IN = re.compile(
    r"\b((?:was|were)\s+(?:first\s+|originally\s+)?(?:formed|founded|started|set\s+up|established|"
    r"registered|created|launched|begun|inaugurated|organi[sz]ed)\s+(?:back\s+)?in\s+)"
    r"(?:19|20)\d\d\b(?!\s*(?:[-/]|to\b))",
    _I,
)
# Who must sign for the group's money, as its standing rule: "requires two of its three
# officials to sign for any withdrawal", "needs both signatories to approve every payment". A
# mandate's counts are how many sign, not how many there are, and "any"/"every" makes it a
# rule, not one withdrawal waiting on them.
_MANDATE = re.compile(
    rf"\b(?:requires|needs|takes)\s+(?:(?:at\s+least\s+|any\s+)?{CARDINAL}\s+(?:of|out\s+of)\s+"
    rf"(?:its|the|their)\s+(?:{CARDINAL}\s+)?|(?:its|the|all|all\s+its|all\s+the|both|both\s+its|"
    rf"at\s+least\s+{CARDINAL}|{CARDINAL})\s+)?(?:[\w-]+\s+)?(?:officials|officers|signatories|"
    r"signatures|trustees|executives|office[\s-]holders|leaders)\s+(?:to\s+(?:sign|approve|"
    r"authori[sz]e|countersign|endorse)\s+)?(?:for|on|off\s+on|before)\s+(?:any|every|each|all)\s+"
    r"(?:[\w-]+\s+)?(?:withdrawals?|payments?|payouts?|loans?|transfers?|cheques?|disbursements?|"
    r"transactions?|spending)\b",
    _I,
)


# A role among the group's officers, with how many of them there are by design: "is one of the
# three key holders of her VSLA's cash box", "was one of its two signatories". A role, like "is
# the treasurer"; the count is of the offices, not of the members as they stand.
_ONE_OF_OFFICERS = re.compile(
    rf"\b((?:is|was)\s+)one\s+of\s+(?:the|its|her|his|their)\s+(?:{CARDINAL}\s+)?(?:[\w-]+\s+)?"
    r"(?:key[\s-]?holders|signatories|officials|officers|trustees|office[\s-]holders|"
    r"money[\s-]counters)\b",
    _I,
)


def group_frame(sentence: str) -> bool:
    """About the user's savings group, durable: its name, its day, the user's role in it,
    who its members are and how many, its rules and how its rotation works in general."""
    # "the ajo payout comes round in two weeks": a countdown is a live value (``clock``), and
    # so is a share of a sum so far ("has repaid half of the loan from the cooperative") or of
    # a target ("the ajo savings have reached two-thirds of the target").
    # ... and whose week or turn it is now ("it is Esi's week to collect") or a deadline
    # running ("has till Friday to repay the chama loan", ``standing``).
    if (
        _GROUP.search(sentence) is None
        or countdown(sentence)
        or share_so_far(sentence)
        or share_of_limit(sentence)
        or whose_period(sentence)
        or deadline_running(sentence)
        or pot_holder(sentence)
        # "Kemi collects the chama pot this Friday": who receives in the round going on.
        or receives_now(sentence)
        or pidgin_turn_due(sentence)  # "na im go collect the esusu money this Friday".
        # "is about halfway through its current cycle" (``stage``); "the box is fuller than
        # usual" (``gauges``).
        or way_through(sentence)
        or how_full(sentence)
        # "is at the group-guarantee stage", "is in its share-out week" (``stage``).
        or current_stage(sentence)
        # "the meeting was postponed and no new date has been set", "is late" (``reopened``).
        or still_open(sentence)
        # "the money sent via Western Union is ready for pickup" (``held_now``).
        or ready_now(sentence)
        # "… and Tunde is two weeks behind" (``as_of_now``).
        or behind_now(sentence)
        or person_barred_now(sentence)  # "the user is barred from his cooperative" (r. 84).
    ):
        return False
    # "decided this year that new members must …": the rule it decided (``group_rules``).
    text = DECIDED.sub("requires ", without_group_sayings(sentence))
    text = _MANDATE.sub(" requires members ", _FOUNDED_IN.sub(r"\1", without_group_rules(text)))
    # "her usual ajo contribution is ₦5,000", "member loans carry 10% interest" (``terms``).
    text = without_group_terms(text)
    # "whom everyone calls 'the hagbad lady'", "and Madam Nagwa holds the money" (``group_people``).
    text = without_group_people(text)
    text = _ONE_OF_OFFICERS.sub(r"\1a signatory", text)
    # "requires a two-thirds vote before buying any shares": a rule of the group (``standing``).
    text = VOTE_RULE.sub(" requires members ", text)
    # "ahead of the planting season", "before Christmas": a time of year (``seasons``).
    text = without_times_of_year(text)
    if _NAMED.search(text):
        text = _SIZE_BY_NAME.sub(" ", text)
        text = without_member_since(text)
    text = _SIZE_DESCRIBED.sub(" ", text)
    if _rule_of_group(text):
        return _clauses_generic(_TWO_SUBJECTS.sub("They", text))
    if not _no_live_value(text) or _COUNT_LIVE.search(text):
        return False
    if _MODAL.search(text) and not _GENERIC.search(text):
        return False
    return _second_clauses_about_group(_TWO_SUBJECTS.sub("They", text))
