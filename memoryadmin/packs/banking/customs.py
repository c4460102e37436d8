"""A group's custom of turns, and a habit of paying, told in words the frames read as live
(blind rounds 64 and 65).

How a group decides whose turn comes is a rule of the group, true until the group changes it, as
much as its meeting day: "turns follow the order in which members joined", "dem di draw lot for
January meeting for know who go chop first" (they draw lots at the January meeting to know who
collects first), "members agree each cycle to give the first turn to whoever is most in need",
"lets members swap turns when someone has an emergency", "uses a WhatsApp group to remind members
whose turn is coming", "an emergency jumps the queue, otherwise payout goes by age" (round 74),
"whoever bids the lowest gets the pot first" (a bidding committee's rule, round 75).
The frames read "turn", "first" and "swap" as a place in a rotation, so
such a phrase is put in neutral words ("members take part by rule") and the sentence is read
again: it is framed only when the rest is a group's sentence with no live value. Each phrase is
said of anyone in the group (members, whoever, someone, "dem"), never of one named member ("swap
turns with Kemi", "Kemi go chop first" are read as before).

Also:

- where a group's fines go, as its rule's second clause: "…, and the fines go to the end-of-year
  party" (lower-case words only: "the fines go to Kemi" is read as before); or what they pay
  for, a feast's name allowed: "…, and the fines pay for the Christmas dinner" (round 79; not
  with a word of now: "… this year", "the fines now pay for" are read as before);
- a daily susu and its collector: "contributes to a daily susu collected by a susu collector"
  (who runs it, not money collected so far);
- a habit of paying bills: "usually settles her bills through DuitNow at month end" (like "pays
  her bills": "settles" is read as a debt cleared only when no habit word is beside it); or of
  clearing one's own card in full: "always pays her credit card in full" (round 74). Read by
  the payment-status rule on the text as ``without_bills_settled`` leaves it; or one's share of
  a household's bills, by habit: "usually pays her share of the bills to her roommate" (round 77).
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

# Anyone in the group: never one named member.
_ANYONE = r"(?:members|everyone|everybody|people|all\s+(?:the\s+)?members|dem|them|they)"
_NEEDY = (
    r"(?:whoever|the\s+(?:member|person|one)|anyone|any\s+member|members?|those)\s+(?:who\s+|that\s+)?"
    r"(?:is|are|has|have)\s+(?:the\s+)?(?:most|greatest|biggest|an?|most\s+urgent)\s+(?:in\s+)?"
    r"(?:need|needy|emergency|emergencies|urgent\s+need)"
)
_TURN_RULES = re.compile(
    # Order of joining: "turns follow the order in which members joined".
    r"\bturns?\s+(?:follow|follows|go\s+by|goes\s+by|are\s+(?:given|taken|decided|allocated|"
    r"assigned|set)\s+(?:by|in|according\s+to))\s+the\s+order\s+(?:in\s+which|that)\s+"
    rf"{_ANYONE}\s+joined\b"
    r"|\bturns?\s+(?:follow|follows|go|goes|are\s+(?:given|taken|decided|allocated|assigned))\s+"
    r"(?:in\s+|by\s+)?(?:the\s+)?order\s+of\s+(?:joining|membership|seniority|registration)\b"
    # Lots drawn to decide who collects first: "dem di draw lot for January meeting for know who
    # go chop first", "members draw lots to decide who collects first".
    r"|\b(?:draw|draws|drawing|di\s+draw|dey\s+draw|cast|casts|casting)\s+(?:lots?|straws|names|"
    r"numbers|ballots?)\s+(?:(?:at|for|during)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:meeting|sitting|"
    r"start|beginning)\s+)?(?:of\s+(?:each|every|the)\s+(?:[\w-]+\s+)?(?:cycle|year|round)\s+)?"
    r"(?:to|for)\s+(?:know|decide|determine|see|settle|choose|pick|find\s+out|fix)\s+"
    r"(?:who|whose\s+turn)\s+(?:go\s+|goes\s+|will\s+|gets\s+to\s+|is\s+to\s+)?(?:chop|collect|receive|"
    r"take|get|eat|comes?)s?\s*(?:the\s+(?:pot|money|payout)\s+)?(?:first|next)?"
    # The first turn given to the neediest: "agree each cycle to give the first turn to whoever
    # is most in need".
    r"|\b(?:agree|agrees|decide|decides|vote|votes)\s+(?:(?:each|every)\s+(?:[\w-]+\s+)?"
    r"(?:cycle|year|round|month)\s+)?to\s+give\s+the\s+(?:first|next|earliest)\s+(?:turn|payout|"
    rf"hand|pot)\s+to\s+{_NEEDY}"
    r"|\b(?:gives?|giving)\s+the\s+(?:first|next|earliest)\s+(?:turn|payout|hand|pot)\s+to\s+"
    rf"{_NEEDY}"
    # ... or who collects first agreed by need or a draw (round 66): "who collects first is agreed
    # at the meeting based on who needs it most".
    r"|\bwho\s+(?:collects?|receives?|takes?|gets?)\s+(?:the\s+(?:pot|money|payout)\s+)?"
    r"(?:first|next)\s+is\s+(?:agreed|decided|settled|chosen|determined|fixed)\s+(?:(?:at|during)\s+"
    r"(?:the\s+|each\s+|every\s+)?(?:[\w-]+\s+)?(?:meeting|sitting)\s+)?(?:based\s+on|by|"
    r"according\s+to)\s+(?:who(?:ever)?\s+needs\s+it\s+(?:the\s+)?most|need|(?:a\s+)?(?:draw|"
    r"ballot|balloting|lots?))\b"
    # Turns swapped: "lets members swap turns when someone has an emergency".
    r"|\b(?:lets|allows|permits)\s+members\s+(?:to\s+)?(?:swap|exchange|trade|switch)\s+"
    r"(?:their\s+)?turns(?:\s+when\s+(?:someone|anyone|a\s+member|one\s+of\s+them)\s+has\s+an?\s+"
    r"(?:emergency|urgent\s+need|problem))?"
    rf"|\b{_ANYONE}\s+(?:can|may)\s+(?:swap|exchange|trade|switch)\s+(?:their\s+)?turns\b"
    # ... or redraw the whole order when a cycle ends (round 74): "after which members can
    # reshuffle the order".
    rf"|\b{_ANYONE}\s+(?:can|may|get\s+to)\s+(?:reshuffle|redraw|re-?draw|reorder|re-?order|"
    r"rearrange|shuffle|change)\s+the\s+(?:payout\s+|collection\s+|rotation\s+)?(?:order|rotation|"
    r"list|sequence)\b"
    # What anyone must bring to join: "members … must bring a guarantor before joining" (round 74;
    # a condition of entry, not a step left to one member: "Kemi must bring a guarantor" is read
    # as before).
    r"|\b(?:(?:new|prospective|all)\s+)?(?:members|applicants|newcomers|joiners|anyone|everyone)"
    r"(?:\s+(?:of|in|to)\s+(?:the\s+user['’]s|his|her|their|the)\s+[^.;,]{0,40}?)?\s+"
    r"(?:must|have\s+to|are\s+required\s+to|need\s+to)\s+(?:bring|provide|present|have|get|"
    r"find|show|submit|name)\s+(?:a|an|two|one|their|his\s+or\s+her)\s+(?:[\w'’-]+\s+){0,2}?"
    r"(?:guarantors?|referees?|sponsors?|introducers?|sureties|surety|id|passport\s+photos?|"
    r"photos?)\s+(?:before\s+(?:joining|they\s+(?:can\s+)?join|being\s+admitted)|to\s+join|"
    r"on\s+joining)\b"
    # Where anyone new goes in the order: "new members are placed last in the payout order"
    # (round 68; a newcomer by name, "Kemi was placed last", is read as before).
    r"|\b(?:new|newer|newest|late|latest)\s+(?:members|joiners|entrants|comers)\s+(?:are|get)\s+"
    r"(?:placed|put|added|slotted|listed|ranked)\s+(?:last|at\s+the\s+(?:end|back|bottom))\s+"
    r"(?:in|of|on)\s+the\s+(?:payout\s+|rotation\s+|collection\s+)?(?:order|rotation|queue|"
    r"list|line|cycle)\b"
    # A kind of case that goes first, and what the order goes by otherwise (round 74): "an
    # emergency jumps the queue, otherwise payout goes by age", "a bereaved member skips the
    # line" (said of a kind of case, never of one named member: "Kemi jumps the queue" is read as
    # before).
    r"|\b(?:an?|any)\s+(?:[\w-]+\s+)?(?:emergency|emergencies|urgent\s+case|urgent\s+need|"
    r"bereavement|funeral|illness|sickness|(?:sick|bereaved|needy)\s+member)\s+(?:jumps|skips|"
    r"goes\s+(?:to\s+the\s+)?(?:front\s+of|ahead\s+(?:of|in))|moves\s+(?:up\s+)?(?:to\s+the\s+)?"
    r"front\s+of)\s+the\s+(?:queue|line|order|rotation|list)\b"
    r"|\b(?:the\s+)?(?:payouts?|turns?|(?:payout\s+|collection\s+)?order)\s+(?:goes|go|is\s+decided|"
    r"are\s+decided|runs|run|is\s+set|are\s+set)\s+by\s+(?:age|seniority|need|ballot|lots?|a\s+draw|"
    r"the\s+(?:joining\s+)?date\s+(?:of\s+)?joining|joining\s+date)\b(?!\s+(?:this|now|today)\b)"
    # Who collects settled by a bid, in a bidding committee or chit (round 75): "whoever bids the
    # lowest gets the pot first", "the member who offers the biggest discount takes the chit",
    # "the highest bidder collects" (said of whoever bids, never of one named member: "Kemi bid
    # the lowest and gets the pot first" is read as before; nor of a period now: "… this month").
    r"|\b(?:(?:whoever|(?:the\s+)?(?:member|person|one)\s+(?:who|that)|anyone\s+who|members\s+who)\s+"
    r"(?:bids?|offers?|quotes?|accepts?|gives?)\s+(?:the\s+)?(?:lowest|highest|least|most|biggest|"
    r"largest|smallest|deepest|best)(?:\s+(?:bid|amount|discount|price|rate|sacrifice))?"
    r"|(?:the\s+)?(?:lowest|highest|top|best)\s+bidder)\s+(?:gets?|takes?|collects?|receives?|"
    r"wins?|draws?|lifts?|chops?)(?:\s+(?:the\s+)?(?:pot|payout|money|chit|kitty|hand|fund|"
    r"committee|amount|prize|lump\s+sum))?(?:\s+(?:first|next))?\b(?!\s+(?:this|now|today)\b)"
    # ... or an order by age said as who is paid first (round 76): "the oldest members are paid out
    # first", "elders collect first" (a kind of member, never one by name or a period now: "the
    # oldest member is paid out this month", "Kemi is paid first" are read as before).
    r"|\b(?:(?:the\s+)?(?:oldest|eldest|older|elder|most\s+senior|longest[\s-]serving)\s+"
    r"(?:members?|ones|savers|participants|contributors|women|men)|(?:the\s+)?elders)\s+"
    r"(?:(?:are|is|get|gets)\s+paid(?:\s+out)?|(?:collect|receive|take|get|chop|eat)s?"
    r"(?:\s+(?:the\s+)?(?:pot|payout|money|hand|kitty))?|goe?s?)\s+first\b"
    r"(?!\s+(?:this|now|today)\b)"
    # Turns drawn by lot, said in the passive (round 77): "turns are chosen by drawing numbers
    # from a cup", "the order is decided by pulling names out of a hat" (how the group sets its
    # order, not anyone's place: "Lupita drew the first number" is read as before).
    r"|\b(?:the\s+)?(?:turns?|numbers|(?:payout\s+|collection\s+)?order|places|positions)\s+"
    r"(?:are|is|get|gets)\s+(?:chosen|decided|drawn|picked|assigned|given\s+out|set|allocated|"
    r"determined|settled)\s+by\s+(?:drawing|pulling|picking|casting|taking)\s+(?:lots?|numbers|"
    r"names|straws|papers?|slips(?:\s+of\s+paper)?|tickets)(?:\s+(?:from|out\s+of)\s+(?:a|an|the)\s+"
    r"(?:[\w-]+\s+)?(?:cup|hat|bag|bowl|box|jar|basket|tin|pot))?\b(?!\s+(?:this|now|today)\b)"
    # The first or last turn an office takes by custom (round 77): "the organizer always takes
    # the first turn by custom" (the office, never one member by name: "Lupita takes the first
    # turn this month" is read as before).
    r"|\b(?:the\s+)?(?:organi[sz]er|founder|treasurer|coordinator|leader|head|collector|banker|"
    r"owner|madrina|padrino|patrona|dueña|dueño)\s+(?:always\s+|traditionally\s+|normally\s+|"
    r"usually\s+)?(?:takes?|gets?|collects?|receives?|has)\s+the\s+(?:first|last)\s+(?:turn|number|"
    r"hand|payout|pot|slot|place)\s+(?:by\s+(?:custom|tradition|rule)|as\s+(?:is\s+)?(?:the\s+)?"
    r"(?:custom|tradition|rule))\b(?![^.;]*\b(?:this|now|today|next)\b)"
    # Who leaves still pays to the end, said of anyone (round 77): "anyone who leaves the job
    # still has to finish paying their turns" (a rule for anyone, not a step left to one member:
    # "Kemi still has to finish paying her turns" is read as before).
    r"|\b(?:anyone|whoever|any\s+member|members|those|people)\s+(?:who|that)\s+(?:leaves?|quits?|"
    r"drops?\s+out|withdraws?|exits?|moves?\s+away)(?:\s+(?:the|their|his|her)\s+(?:[\w-]+\s+)?"
    r"(?:job|group|tanda|crew|company|town|country|circle|area|city))?\s+(?:still\s+)?(?:has|have|"
    r"must|needs?)\s+(?:to\s+)?(?:finish|complete|keep)\s+paying\s+(?:(?:their|his|her)\s+)?"
    r"(?:turns?|shares?|contributions?|numbers?|hands?|quotas?|cuotas?)\b"
    # Whose turn is coming, told to members: "to remind members whose turn is coming".
    r"|\b(?:remind|reminds|notify|notifies|alert|alerts|tell|tells)\s+members\s+whose\s+turn\s+"
    r"is\s+(?:coming|coming\s+up|next|due|near)",
    _I,
)
_NEUTRAL = "members take part by rule"
_AFTER_WHICH = re.compile(
    r",\s+(?:after\s+which|and\s+then|at\s+the\s+end\s+of\s+which|and\s+at\s+the\s+end)\s+"
    rf"(?={_NEUTRAL}\s*[.!]?\s*$)",
    _I,
)

# Where a group's fines go, as its rule's second clause: lower-case words only.
# ... or what they pay for, a feast's name allowed before them (round 79): "…, and the fines pay
# for the Christmas dinner" ("the fines pay for Kemi's birthday" is read as before).
_FEAST = (
    r"(?:(?:Christmas|Xmas|Easter|New\s+Year['’]s|Carnival|Karneval|Fasching|Eid|Diwali|"
    r"Thanksgiving|Hanukkah|Midsummer|Oktoberfest)\s+)?"
)
_FINES_GO = re.compile(
    r",?\s+and\s+(?![^.;]*\b(?:this|now|today|yet|still|next|last|so\s+far)\b)"
    r"the\s+(?:fines?|penalt(?:y|ies)|late\s+fees?)\s+(?:(?:go|goes|are\s+used|are\s+spent|"
    r"are\s+put)\s+(?:to|for|into|towards?|on)|(?:are\s+used\s+to\s+)?(?:pay|pays)\s+for|"
    r"(?:go|goes)\s+towards|fund|funds|cover|covers|buy|buys)\s+(?:the\s+|a\s+|an\s+)?" + _FEAST
    + r"(?-i:[a-z][\w-]*)(?:\s+(?-i:[a-z][\w-]*)){0,4}(?=\s*[.!]?\s*$)",
    _I,
)
# A susu and its collector: "a daily susu collected by a susu collector".
_COLLECTOR = re.compile(
    r"\bcollected\s+by\s+(?=(?:a|an|the|her|his|their)\s+(?:[\w-]+\s+)?collector\b)", _I
)
# ... or when the group's money is collected, as a participle (round 66): "…, collected after
# Sunday mass", "collected at each meeting" (when it is gathered, not money collected so far).
_COLLECTED_AFTER = (
    r"\s+collected\s+(?:after|at|during|before)\s+(?:the\s+|each\s+|every\s+)?(?:[\w-]+\s+){0,2}?"
)
_COLLECTED_WHEN = re.compile(
    r",?" + _COLLECTED_AFTER + r"(?:mass|service|meeting|prayers?|sitting|worship|fellowship)"
    r"(?=\s*[.!]?\s*$)",
    _I,
)
# ... and mid-sentence, the sentence going on to what the money is for (round 78): "…, collected
# after Sunday liturgy, to help families with funerals".
_COLLECTED_MIDWAY = re.compile(
    r"," + _COLLECTED_AFTER + r"(?:liturgy|mass|service|meeting|prayers?|sitting|worship|"
    r"fellowship|namaz|jummah)(?=\s*,\s+(?:to|for)\s+(?-i:[a-z]))",
    _I,
)
# A habit of paying bills: "usually settles her bills".
_SETTLES = re.compile(
    r"\b(usually|always|normally|regularly|often|typically)\s+settles\s+(?=(?:his|her|their|the)\s+"
    r"(?:[\w-]+\s+)?(?:bills?|utilities|rent|fees|subscriptions?)\b)",
    _I,
)


# ... and a habit of clearing one's own card or bill in full (round 74): "always pays her credit
# card in full", "User say she always pay credit card in full" (the verb may be left bare). Only
# one's own card, statement or bill, with a habit word before it: a member's share ("Kemi
# always pays her share in full") and one month's payment are read as before. A leaning is a
# habit word (round 77): "tends to pay the credit card in full every month".
_IN_FULL = re.compile(
    r"\b(?:always|usually|normally|generally|typically|every\s+month|each\s+month|monthly|"
    r"religiously|tends?\s+to)\s+"
    r"(?:pays?|clears?|settles?)\s+(?:off\s+)?(?:(?:his|her|their|the)\s+)?(?:[\w-]+\s+)?"
    r"(?:credit\s+cards?|cards?|card\s+(?:bills?|statements?|balances?)|statements?|bills?)\s+"
    r"(?:off\s+)?(?P<full>in\s+full)\b(?![^.;]*\b(?:this|last|now|today|yet|still)\b)",
    _I,
)


# ... and a habit of paying one's share of a household's costs (round 77): "usually pays her share
# of the bills to her roommate through Cash App" (a share of rent or bills split at home, not a
# member's share in a group; "pays her share of the bills this month", "… late" are read as
# before).
_HOUSEHOLD_SHARE = re.compile(
    r"\b(?:always|usually|normally|generally|typically|tends?\s+to|every\s+month|each\s+month)\s+"
    r"(?:pays?|covers?|sends?|transfers?)\s+(?P<share>(?:his|her|their)\s+(?:half|share|part|"
    r"portion)\s+of)\s+the\s+(?:[\w-]+\s+)?(?:bills|rent|utilities|expenses|groceries|"
    r"household\s+(?:bills|costs|expenses))\b(?![^.;]*\b(?:this|last|now|today|yet|still|late)\b)",
    _I,
)


def without_customs(sentence: str) -> str:
    """``sentence`` with a group's custom of turns and the other habits above in neutral words
    (the rest of it to be framed on its own); ``sentence`` itself when it has none."""
    out = _TURN_RULES.sub(_NEUTRAL, sentence)
    # ... joined to a cycle's length by when it applies: "lasts six months, after which members
    # can reshuffle the order" is the cycle's length; then its custom (round 74).
    out = _AFTER_WHICH.sub("; ", out)
    out = _FINES_GO.sub("", out)
    return _COLLECTOR.sub("run by ", out)


# ... or when the group's money is shared out, as the sentence ends (round 77): "; the money is
# split in early December", "and the savings are shared out at Christmas" (the group's calendar,
# not money as it stands: "the money is split today", "… is held by Kemi" are read as before).
_MONTHS = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"
)
_SHARED_OUT_WHEN = re.compile(
    r"(?:[;,]\s*|\s+)(?:and\s+)?the\s+(?:money|savings|pot|fund|kitty|total|whole\s+amount)\s+"
    r"(?:is|are|gets?)\s+(?:split|shared(?:\s+out)?|divided|paid\s+out|handed\s+out|given\s+out|"
    r"distributed|returned)(?:\s+(?:among|between|to)\s+(?:the\s+|all\s+(?:the\s+)?)?members)?\s+"
    r"(?:(?:in|by)\s+(?:(?:early|mid|late)[\s-]+)?"
    + _MONTHS
    + r"|at\s+(?:the\s+end\s+of\s+(?:the\s+|each\s+)?"
    r"year|Christmas|year[\s-]end|the\s+year[\s-]end)|(?:every|each)\s+(?:" + _MONTHS + r"|year))"
    r"(?=\s*[.!]?\s*$)",
    _I,
)


def blank_collected_when(sentence: str) -> str:
    """``sentence`` with when its group's money is collected ("…, collected after Sunday mass";
    mid-sentence: "…, collected after Sunday liturgy, to help families") or shared out ("; the
    money is split in early December") blanked, offsets kept: the rest is read as before."""
    out = _COLLECTED_WHEN.sub(lambda m: " " * len(m.group(0)), sentence)
    out = _SHARED_OUT_WHEN.sub(lambda m: " " * len(m.group(0)), out)
    return _COLLECTED_MIDWAY.sub(lambda m: " " * len(m.group(0)), out)


def without_bills_settled(text: str) -> str:
    """``text`` with a habit of settling bills (see above) said as paying them, and "in full"
    after a habit of clearing one's own card or bill blanked, offsets kept."""
    out = _SETTLES.sub(lambda m: f"{m.group(1)} pays    ", text)
    out = _HOUSEHOLD_SHARE.sub(
        lambda m: (
            m.group(0)[: m.start("share") - m.start()]
            + " " * len(m.group("share"))
            + m.group(0)[m.end("share") - m.start() :]
        ),
        out,
    )
    return _IN_FULL.sub(
        lambda m: m.group(0)[: m.start("full") - m.start()] + " " * len(m.group("full")), out
    )


__all__ = ["without_bills_settled", "without_customs"]
