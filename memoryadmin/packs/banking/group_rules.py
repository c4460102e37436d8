"""A rule of a savings group, said of the group or of its members in general (summary frames).

Rounds 26-28 each added a phrase for how a rotation's order is decided, and the next writer
said it another way. This module reads the structure instead: a subject that is the group or
anyone in it ("the payout order", "payouts", "members", "new members", "a member with an
emergency", "whoever …", "the host"), a verb of a rule (is decided/fixed/set by, go in order of,
lets/allows … swap turns, must pay … before they join) and how the rule works ("by drawing
numbered papers at the first meeting of each cycle", "in order of age", "if the rest of the
group agrees"). No named person's place, no "this/next/current" round, no count so far: those
stay outside every span here and are read by the rules as before.

After blind rounds 29 and 30, the same structure with more of a group's standing rules: the
order set by when members joined ("members collect in the order they joined in 2021") and kept
("and the order stays the same every cycle"), said in the past of a rule still in force ("the
payout order was fixed by age, eldest first"), what members may borrow as a multiple of what they
put in ("lets members borrow up to three times their deposits", round 52: "… at 10% interest"),
and what the host of any meeting
receives ("the host receives that month's pot"). In the group frame only (the rest of the
sentence must be the group's too): its size with how its members pay by the period ("has 12
members paying ₦20,000 monthly", "'s 15 members each pay KSh 4,000 a month toward a plot…") and
a founder who keeps a role ("founded the ajo in 2019 and remains its coordinator").
After blind round 46, in the group frame only: how the group tells its members whose turn it
is, as the sentence ends ("uses a WhatsApp group to announce whose turn it is"); not with a
time or a name after it ("… whose turn it is this week").

``without_group_rules(text)`` blanks each such span (same length), for the group frame
(``frames.group_frame``) and for every other sentence (``framing.blank_framed``).

Still refused: a size that changed or is said alone ("now has 15 members paying…", "…, down
from 20"), who has paid, one person's limit ("lets him borrow up to KSh 90,000"), this month's
host or pot, a founder's role followed by anything else ("…and remains its coordinator until
December").

Beside them, two live shapes the rules read (``rules``):

- ``own_turn``: when one person collects in the cycle ("she collects at the first meeting of
  each cycle", "Tunde receives the pot in the third month of every round"): her place in it;
- ``receives_now``: who receives in the round going on ("with Adjoa receiving this week");
- ``fixed_place`` (a frame, after round 33): the user's place in an order the group fixes by
  who its members are ("pays out by age, oldest first — the user is fifth in line"); not an
  order drawn by lots (drawn again), nor a place said of now;
- ``total_since``: a running total since a date ("has collected ₦50,000 every week since
  January", "has saved KSh 3,000 a month since 2022"): how much there is by now.
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.finders import first_match
from memoryadmin.packs.banking.fragments import passes_rules
from memoryadmin.packs.banking.group_names import GENERIC_GROUP, SAVINGS_GROUP
from memoryadmin.packs.banking.money import MONEY
from memoryadmin.packs.banking.recurring import RECURRENCE

_I = re.IGNORECASE

_GROUP_WORD = rf"(?:{SAVINGS_GROUP}|{GENERIC_GROUP}|rotation)"
# How an order is decided, by a draw or by who the members are.
_HOW = (
    r"(?:(?:by|through|according\s+to|in\s+order\s+of|based\s+on)\s+(?:(?:drawing|picking|pulling|"
    r"casting)\s+(?:numbered\s+|folded\s+)?(?:papers|lots|numbers|names|straws|ballots|cards|slips|"
    # ... the slips by name: Urdu "parchi", Turkish "kura", Tagalog "bunutan", Spanish "sorteo".
    r"parchis?|parchiyan)"
    r"(?:\s+from\s+(?:a|the)\s+(?:hat|bowl|box|bag))?|(?:a\s+)?(?:draw|ballot|balloting|raffle|"
    r"lottery|vote|auction|bidding|bid|parchis?|parchiyan|kura|bunutan|sorteo|rifa)|drawing\s+lots|lots?|seniority|age|joining|date\s+of\s+joining|need|rank|"
    # ... or by the members agreeing it (round 61): "decided by agreement", "by consensus".
    r"(?:mutual\s+|common\s+|general\s+)?(?:agreement|consensus|consent|discussion)|"
    r"alphabet\w*|(?:who|when)\s+joined\s+first)\b"
    # ... or the criterion followed bare: "the rotation follows age" (round 41).
    r"|(?:(?<=\bfollows\s)|(?<=\bfollow\s))(?:age|seniority|rank|need)\b"
    # ... or the order members joined in: "in the order they joined in 2021" (round 29).
    r"|(?:in|by|follows?|following)\s+the\s+order\s+(?:in\s+which\s+)?(?:they|members|people|"
    r"each\s+member)\s+joined(?:\s+(?:in|since)\s+(?:19|20)\d\d)?\b)"
    # ... and which end of it goes first: "is fixed by age, oldest first" (round 26).
    # ... "with the eldest collecting first" (round 41).
    r"(?:\s*,\s*(?:with\s+)?(?:the\s+)?(?:oldest|eldest|youngest|newest|earliest|most\s+senior)"
    r"(?:\s+(?:members?|ones?))?\s+(?:(?:collecting|receiving|going|getting\s+paid|being\s+paid)\s+)?"
    r"(?:first|last))?"
    # ... or when it is drawn: "by drawing lots at the first meeting of each cycle" (round 27).
    r"(?:\s+(?:at|during)\s+the\s+(?:first|opening|last|final)\s+(?:meeting|session|gathering)\s+of\s+"
    r"(?:each|every|the)\s+(?:cycle|year|round|season)"
    # ... or "at the beginning of every cycle" (round 55).
    r"|\s+at\s+the\s+(?:beginning|start|outset)\s+of\s+(?:each|every)\s+(?:new\s+)?(?:cycle|year|"
    r"round|season|rotation)"
    # ... or at the yearly meeting (round 67): "… by drawing lots at the January meeting".
    r"|\s+at\s+(?:the|its|their)\s+(?:annual|yearly|January|February|March|April|May|June|July|August|"
    r"September|October|November|December)\s+(?:general\s+)?(?:meeting|sitting|session|gathering)"
    # ... or once, when the group began, as the sentence ends (round 56): "… at the start".
    r"|\s+(?:at\s+the\s+(?:beginning|start|outset)|when\s+(?:the\s+(?:group|committee|bc|circle)|it)\s+"
    r"(?:started|began)"
    # ... or at its first sitting (round 60): "… decided by parchi at the first sitting".
    r"|at\s+the\s+(?:very\s+)?(?:first|opening)\s+(?:meeting|sitting|session|gathering))"
    # ... and who goes first by it, as the sentence ends (round 61): "…, with those in need going
    # first".
    r"(?:\s*,\s*with\s+(?:those|the\s+ones|members|whoever\s+is)\s+(?:most\s+)?in\s+(?:(?:the\s+)?"
    r"greatest\s+)?need\s+(?:going|collecting|receiving|being\s+paid)\s+first)?(?=\s*[.!]?\s*$))?"
)
# Said of how a rotation works in general, not whose turn it is: "in turn", "pays out by
# seniority", "the oldest members collecting first".
_GENERAL = re.compile(
    r"\b(?:in\s+turn|(?:take|takes|taking|took)\s+turns|by\s+turns|turn\s+by\s+turn|"
    r"next\s+of\s+kin|(?:the\s+)?(?:member|person|one)\s+whose\s+turn\s+it\s+is)\b"
    rf"|\b{_HOW}"
    r"|\bthe\s+(?:\w+est|founding|senior|older|newer)\s+members?\s+(?:collect\w*|go\w*|tak\w*|"
    r"get\w*|receiv\w*)\s+(?:first|last)\b"
    # ... or how a share-out is divided: "according to how many shares each member bought"
    # (round 42), a rule of every member's, not what one member has put in.
    r"|\b(?:according\s+to|in\s+proportion\s+to|based\s+on|by)\s+(?:how\s+many|the\s+number\s+of|"
    r"the)\s+shares\s+(?:each|every)\s+member\s+(?:bought|buys|holds|has|owns|saved|saves|took|"
    r"takes)\b",
    _I,
)
# The order itself as the subject, or the payouts going round by it: "the payout order in
# Bukola's esusu is decided by drawing numbered papers…", "with payouts going in order of age".
_ORDER_RULE = re.compile(
    # The group deciding it, in the active: "decides the order of turns by drawing names at the
    # beginning of every cycle" (round 55); the group itself, its subject, is left to be read.
    r"\b(?:decides|sets|fixes|determines|chooses|draws\s+up|works\s+out)\s+(?:the|its|their)\s+"
    r"(?:(?:payout|rotation|collection|pay-out)\s+(?:order|sequence)|(?:order|sequence)\s+of\s+"
    r"(?:collection|payouts?|payment|rotation|receiving|turns))\s+"
    + _HOW
    + r"|(?:,?\s*and\s+)?\b(?:the\s+)?(?:(?:payout|rotation|collection|pay-out)\s+"
    r"(?:order|sequence)|"
    # ... the group's own order, its name before it (round 60): "the user's committee order".
    + r"(?:(?<=['’]s\s)|(?<=\bhis\s)|(?<=\bher\s)|(?<=\btheir\s))"
    + rf"{SAVINGS_GROUP}\s+(?:payout\s+)?(?:order|sequence)|"
    # ... "the order" bare, as a clause after the group's other terms (round 57): "the user's tanda
    # pays out weekly, and the order is drawn by lottery at the start".
    # ... or the rest of it, after a role's own turn (round 62): "and the rest of the order is
    # decided by lottery".
    # ... or after a semicolon, the clause's own subject (round 67): "runs an equb of 20 members;
    # the order is decided by lottery", "…; turns are decided by drawing lots".
    r"(?:(?<=and\s)|(?<=;\s))(?:the\s+)?(?:rest\s+of\s+the\s+)?order(?=\s+(?:is|was|gets?)\s)|"
    r"(?<=;\s)turns(?=\s+(?:are|were)\s)|"
    # ... "the order of collection" (round 34).
    # ... "the order of turns", every member's, in the plural (round 50).
    r"(?:order|sequence)\s+of\s+(?:collection|payouts?|payment|rotation|receiving|turns))(?:\s+(?:in|of|for)\s+"
    r"(?:the\s+|(?:his|her|their)\s+|(?-i:[A-Z])[\w'’-]*['’]s\s+)?(?:[\w'’-]+\s+){0,3}?"
    + _GROUP_WORD
    # ... or a terse note's, with no verb before it: "payout order fixed by ballot" (round 32).
    + r")?\s+(?:(?:is|are|gets?|was|were)\s+)?(?:always\s+)?(?:decided|fixed|set|determined|chosen|"
    # ... or goes by it (round 67): "the order of turns goes by age, eldest first".
    r"drawn(?:\s+up)?|worked\s+out|agreed|arranged|goes|went)\s+"
    + _HOW
    # ... or the rotation itself: "the group rotation in their ikimina follows age" (round 41).
    + r"|\b(?:payouts?|the\s+pot|collections?|(?:the\s+)?(?:group\s+|payout\s+)?rotation"
    r"(?:\s+(?:in|of)\s+(?:the\s+|(?:his|her|their)\s+|(?-i:[A-Z])[\w'’-]*['’]s\s+)?(?:[\w'’-]+\s+){0,3}?"
    + _GROUP_WORD
    + r")?)\s+(?:go|goes|going|rotate|rotates|rotating|pass|"
    r"passes|passing|move|moves|moving|run|runs|running|follow|follows)\s+"
    + _HOW
    # ... or the pot going by bids, as a bidding group's rule (round 54): "the pot goes to the
    # highest bidder each month" (who bid highest this month is a name, read as before).
    + r"|\b(?:the\s+)?(?:pot|payout|hand|kitty|lump\s+sum)\s+(?:goes|is\s+given|is\s+awarded|"
    r"passes)\s+to\s+(?:the|whoever\s+is\s+the|whichever\s+member\s+is\s+the)\s+(?:highest|top|biggest)\s+"
    r"bidder(?:\s+(?:each|every)\s+(?:month|week|meeting|round|cycle))?"
    # ... or the members collecting by it: "members collect in the order they joined".
    + r"|\bmembers\s+(?:collect|receive|are\s+paid|get\s+paid|take\s+the\s+pot|cash\s+out)\s+"
    + _HOW
    # ... and that it does not change: "and the order stays the same every cycle".
    + r"|(?:,?\s*and\s+)?\b(?:the|that|its)\s+(?:payout\s+|rotation\s+)?order\s+(?:stays|remains|"
    r"is\s+kept|is)\s+(?:the\s+same|unchanged|fixed)\s+(?:(?:every|each)\s+(?:cycle|round|year|"
    r"rotation)|from\s+(?:cycle|round|year)\s+to\s+(?:cycle|round|year))",
    _I,
)
# What the group lets any member do with the rotation, and on what condition: "lets a member
# with an emergency swap turns if the rest of the group agrees".
# ... or what it does not let any member do (round 56): "does not allow a member to sell their
# turn to an outsider" (any member's turn, never a named one's).
_MEMBERS_MAY = re.compile(
    r"\b(?:lets|allows|permits|(?:does\s+not|doesn['’]t|never)\s+(?:let|allow|permit)|forbids|bars|"
    r"prohibits)\s+(?:a|any|each|every)\s+member(?:\s+(?:(?:with|in)|who\s+(?:has|"
    r"faces|needs|is\s+in))\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:emergency|crisis|need|bereavement|"
    r"funeral|illness|wedding|problem|(?:medical|hospital|school)\s+bill))?\s+(?:to\s+|from\s+)?"
    r"(?:(?:swap|switch|exchange|trade)\s+(?:turns|slots|places|positions|payout\s+dates)"
    r"|(?:swap\w*|switch\w*|exchang\w*|trad\w*|sell\w*|transfer\w*|pass\w*\s+on|hand\w*\s+over|"
    r"giv\w*\s+away)\s+(?:their|his\s+or\s+her|her\s+or\s+his|a)\s+(?:turn|slot|place|position|"
    r"payout|committee|share)(?:\s+to\s+(?:an?\s+|any\s+)?(?:outsiders?|non-members?|stranger|"
    r"(?:someone|anyone|a\s+person)\s+outside\s+(?:the|its)\s+(?:group|committee|circle)))?)"
    r"(?:\s+with\s+(?:another|other)\s+members?)?"
    r"(?:\s+(?:if|when|once|provided)\s+(?:the\s+rest\s+of\s+the\s+(?:group|members)|the\s+(?:group|"
    r"members|others|other\s+members)|(?:all|most)\s+(?:the\s+)?(?:other\s+)?members|everyone(?:\s+"
    r"else)?)\s+(?:agrees?|approves?|consents?|accepts?))?",
    _I,
)
# What the group lets any member borrow, as a multiple of what she has put in: "lets members
# borrow up to three times their deposits" (its lending rule; "lets him borrow up to KSh 90,000"
# is one person's limit, read as before).
_MAY_BORROW = re.compile(
    r"(?:\b(?:lets|allows|permits)\s+(?:its\s+)?(?:members|(?:a|any|each|every)\s+member)\s+(?:to\s+)?"
    # ... or said of the members: "members may borrow up to three times their savings" (round 33).
    r"|\b(?:members|(?:a|any|each|every)\s+member)\s+(?:may|can|are\s+allowed\s+to)\s+)"
    r"borrow\s+up\s+to\s+(?:twice|double|triple|(?:two|three|four|five|six|\d)\s+times)\s+(?:their|"
    r"his\s+or\s+her|the\s+value\s+of\s+their)\s+(?:own\s+)?(?:deposits|savings|shares|"
    r"contributions|share\s+capital)\b"
    # ... and at what interest, as the rule sets it for anyone (round 52), like "lends to members at
    # 10% a month" (``terms``): "… up to twice their savings at 10% interest".
    r"(?:\s+at\s+(?:a\s+)?(?:flat\s+|fixed\s+)?\d{1,2}(?:\.\d+)?\s*(?:%|per\s*cent|percent)"
    r"(?:\s+(?:monthly\s+|annual\s+)?interest)?(?:\s+(?:a|per)\s+(?:month|year|annum))?"
    r"(?=\s*[.!;]|\s*$))?",
    _I,
)
# Who the group lends to, by how long they have been in it (round 36): "only gives loans to members
# who have contributed for at least six months", "lends only to members who have saved for a
# year" (a condition on anyone, like a fine's; "has contributed" of one person is read as before).
_LENDS_TO = re.compile(
    r"\b(?:only\s+)?(?:gives|grants|offers|issues|makes|approves|lends)\s+(?:(?:out\s+)?(?:loans?|"
    r"credit|money)\s+)?(?:only\s+)?to\s+(?:members|those|savers|anyone)\s+who\s+(?:have|has)\s+"
    r"(?:contributed|saved|been\s+(?:members|saving|contributing)|belonged(?:\s+to\s+it)?)\s+"
    r"(?:(?:regularly|consistently)\s+)?for\s+(?:at\s+least\s+|a\s+minimum\s+of\s+|more\s+than\s+|"
    r"over\s+)?(?:a|one|two|three|four|five|six|nine|twelve|eighteen|\d{1,2})\s+(?:full\s+)?"
    r"(?:months?|weeks?|years?|cycles?)(?:\s+in\s+a\s+row)?\b",
    _I,
)
# Who hosts, and what the host receives by that rule: "and the host receives that month's pot"
# (the host of any month, not this month's: "this month's pot" is ``_NOW``'s).
_SIZE_WORDS = (
    r"(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
    r"fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|a\s+dozen)"
)
_HOST_TAKES = re.compile(
    r"(?:,?\s*and\s+)?\b(?:the\s+(?:host|hostess)|whoever\s+hosts(?:\s+(?:the|that)\s+(?:\w+\s+)?"
    r"(?:meeting|gathering))?)\s+(?:receives|takes(?:\s+home)?|collects|gets|keeps)\s+(?:that|the)\s+"
    r"(?:month|week|meeting|day|session|gathering)['’]s\s+(?:pot|payout|contributions|collection|"
    r"savings|money|kitty)\b"
    # ... or the organiser's first pot, by the group's rule (round 62): "the organiser takes the
    # first pot" (a role's, as the host's; a member by name is read as before).
    r"|\b(?:in\s+(?:their|the|her|his)\s+[\w'’-]+\s+)?the\s+(?:organi[sz]er|founder|foreman|"
    r"convener|head|leader|chủ\s+hụi)\s+(?:always\s+)?(?:receives|takes|collects|gets)\s+the\s+first\s+"
    r"(?:pot|payout|hand|collection|kitty|draw)\b(?=\s+and\s+the\s+rest\s+of\s+the\s+order\b|\s*[.!]?\s*$)",
    _I,
)
# The group's size with each member's turn, as its description ends (round 62): "has ten members
# who each get a turn" (every member collects once: how the rotation works, not anyone's place).
_SIZE_TURNS = re.compile(
    rf"\b(?:has|with)\s+(?:about\s+|around\s+)?{_SIZE_WORDS}\s+members\s*,?\s+(?:who\s+)?(?:each|all)\s+"
    r"(?:get|take|have)\s+(?:a|one|their)\s+turn(?:\s+(?:to\s+(?:collect|receive)|at\s+the\s+pot))?"
    r"(?=\s*[.!]?\s*$)",
    _I,
)
_CODE_AFTER = r"\d[\d, ]*(?:\.\d+)?\s?(?-i:F\s?CFA|CFA(?:\s+francs?)?|[A-Z]{3})\b"
_AMOUNT = rf"(?:{_CODE_AFTER}|{MONEY.pattern})"
_SIZE = (
    r"(?:\d{1,3}|(?:twenty|thirty|forty|fifty)(?:[\s-](?:one|two|three|four|five|six|seven|eight|"
    r"nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
    r"fifteen|sixteen|seventeen|eighteen|nineteen|a\s+dozen)"
)
# The group's size with how its members pay, as its description (round 29): "has 12 members
# paying ₦20,000 monthly", "'s 15 members each pay KSh 4,000 a month toward a plot they are
# buying together in Kitengela", "has 14 members, all riders, paying USh 10,000 a week". The
# amount recurs, the count is of the members it is made of; a change ("now has", "down from"),
# who has paid, or anything after but the group's next rule is read as before. Only in the group
# frame (the rest of the sentence must be the group's too).
_SIZE_PAYING = re.compile(
    rf"(?:\b(?:has|with)\s+(?:about\s+|around\s+)?{_SIZE}\s+members"
    r"(?:\s*,\s*all\s+(?:[\w'’-]+\s+){0,3}?[\w'’-]+\s*,)?\s*,?\s+(?:each\s+)?(?:paying|contributing|"
    rf"saving|putting\s+in|depositing)|['’]s\s+{_SIZE}\s+members\s+(?:each\s+)?(?:pay|contribute|"
    rf"save|put\s+in|deposit))\s+{_AMOUNT}\s*(?:{RECURRENCE.pattern})"
    # ... and what they pay towards: "toward a plot they are buying together in Kitengela".
    r"(?:\s+(?:toward|towards|for)\s+(?:a|an|the|their)\s+(?:[\w'’-]+\s+){0,3}?(?:plot|land|house|"
    r"building|bus|car|vehicle|matatu|shop|property|business|project|hall|farm|share[\s-]?out|"
    r"grocer(?:y|ies))(?:\s+(?:they|the\s+"
    r"members)\s+(?:are\s+buying|plan\s+to\s+buy|want\s+to\s+buy|are\s+building|are\s+saving\s+for)"
    r"(?:\s+together)?)?(?:\s+(?:in|at|near)\s+(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)?)?"
    r"(?=\s*[.!]?\s*$|\s*,\s*(?:and|with)\s)",
    _I,
)
# A founder who keeps a role in it, as the sentence ends: "Gift founded the shoe sellers' ajo in
# 2019 and remains its coordinator" (a role kept, like "is its coordinator"; the subject stays).
_FOUNDER_KEPT = re.compile(
    r"\b(?:founded|co-founded|started|set\s+up|formed|created|launched)\s+(?:the|a|an|his|her|their)"
    r"\s+(?:[\w'’-]+\s+){0,5}?"
    + _GROUP_WORD
    + r"(?:\s+in\s+(?:19|20)\d\d)?\s+and\s+(?:remains|is\s+still|still\s+serves\s+as|"
    r"has\s+remained)\s+"
    r"(?:its|the\s+group['’]s)\s+(?:coordinator|chair(?:man|woman|person|lady)?|treasurer|secretary|"
    r"leader|head|organi[sz]er|president|patron|collector)(?=\s*[.!]?\s*$)",
    _I,
)
# What a new member pays to come in, before joining: "New members … must pay a 25,000 FCFA entry
# fee before they join the rotation" (the subject is kept: the frame reads it as the rule's).
_ENTRY = re.compile(
    r"(?<=\bmembers\s)(?:of\s+(?:the\s+|(?:his|her|their)\s+|(?-i:[A-Z])[\w'’-]*['’]s\s+)?"
    r"(?:[\w'’-]+\s+){0,3}?"
    + _GROUP_WORD
    + r"\s+)?(?:must\s+|have\s+to\s+|are\s+required\s+to\s+)?pay\s+"
    rf"(?:a|an)\s+(?:{_CODE_AFTER}|{MONEY.pattern})?\s*(?:one-off\s+|one-time\s+)?(?:entry|joining|"
    r"registration|admission|membership)\s+fee(?:\s+(?:before|when|on)\s+(?:they\s+)?(?:join|joining|"
    r"enter|entering)(?:\s+the\s+(?:rotation|group|circle|cycle))?)?(?=\s*[.!]?\s*$)",
    _I,
)
# What every member pays by the period, as the group's terms (rounds 37-38): "each member
# contributes a fixed GH₵ 50 weekly", "whose members each pay fixed GH₵ 20 dues monthly". Said of
# every member, never of one, and only when nothing of this round is in the sentence (``_NOW``).
_EACH_PAYS = re.compile(
    r"\b(?P<who>(?:(?:each|every)\s+member|(?:whose|its|all(?:\s+the)?|the)\s+members\s+(?:each|all)|"
    r"whose\s+members)\s+)(?P<terms>(?:contributes?|pays?|saves?|puts?\s+in|deposits?)\s+(?:a\s+)?(?:fixed\s+|"
    rf"flat\s+|set\s+|standard\s+)?{_AMOUNT}\s*(?:(?:in\s+)?(?:dues|contributions?|subscriptions?|"
    r"levies)\s+)?(?:daily|weekly|fortnightly|monthly|(?:a|per|each|every)\s+(?:day|week|fortnight|"
    r"month|meeting))\b)",
    _I,
)
_NEW_MEMBERS = re.compile(r"^\s*(?:new|all\s+new|incoming)\s+members\b", _I)
# "Whoever's turn it is hosts the meeting" (round 40): anyone whose turn it is, the rule's subject
# ("whoever hosts"), not one person's turn.
_WHOSE_TURN = re.compile(r"\b(whoever)['’]s\s+turn\s+it\s+is\b", _I)
# How the group tells its members whose turn it is (round 46): "uses a WhatsApp group to
# announce whose turn it is". How it works, not whose turn: nothing after it, no name.
_TELLS_TURN = re.compile(
    r"\b((?:to|and)\s+(?:announces?|posts?|shares?|(?:tells?|reminds?)\s+(?:the\s+)?members(?:\s+of)?|"
    r"lets?\s+(?:the\s+)?members\s+know)\s+)whose\s+turn\s+it\s+is(?:\s+to\s+(?:collect|receive|host))?"
    r"(?=\s*[.!]?\s*$)",
    _I,
)
# Where the group keeps its money, locked by its officers (round 41): "keeps its money in a metal
# box with three keys held by three officers". How many keys and holders is the box's design, like
# how many signatories a mandate has, not how many members there are.
_KEYS = (
    r"(?:\d|one|two|three|four|five|several|separate)\s+(?:different\s+)?(?:keys|locks|padlocks)"
)
_HOLDERS = (
    r"(?:\d|one|two|three|four|five|different|separate)\s+(?:different\s+)?(?:officers|officials|"
    r"members|key[\s-]?holders|people|trustees)"
)
_BOX_KEYS = re.compile(
    r"\b(?:in|inside)\s+(?:a|an|its|the|their)\s+(?:[\w'’-]+\s+){0,2}?(?:box|cash[\s-]?box|safe|"
    # ... or with the officers who hold its keys, named by that (round 83): "with three
    # keyholders" (the box's design, as its keys are).
    rf"trunk|tin|chest)\s+with\s+(?:(?:\d|two|three|four|five)\s+key[\s-]?holders|{_KEYS}(?:\s*,?\s+(?:each\s+)?(?:held|kept|carried)\s+by\s+{_HOLDERS}"
    # ... or who holds them in a clause of its own: "…, and the three keys are held by three
    # different members" (round 42).
    r"|\s*,?\s+and\s+(?:the|its|their)\s+(?:(?:\d|two|three|four|five)\s+)?keys\s+(?:are|stay)\s+"
    rf"(?:each\s+)?(?:held|kept|carried)\s+by\s+{_HOLDERS})?)(?=\s*[.!]?\s*$)",
    _I,
)
# A rule the group adopted, said with when (round 41): "decided this year that new members must
# be introduced by two existing members". The decision is over; what it decided is read as the
# group's standing requirement ("requires …"), and must be a rule of anyone in it.
DECIDED = re.compile(
    r"\b(?:decided|agreed|voted|resolved|ruled)(?:\s+(?:this|last)\s+year|\s+in\s+(?:19|20)\d\d|"
    r"\s+at\s+(?:its|the|their)\s+(?:last\s+)?(?:agm|annual\s+(?:general\s+)?meeting))?\s+that\s+"
    r"(?=(?:all\s+)?(?:new\s+)?members\b)",
    _I,
)


def _blank(pattern: re.Pattern[str], text: str) -> str:
    return pattern.sub(lambda m: " " * len(m.group(0)), text)


# This round, or how things stand: then no rule is read, and the sentence is read as before.
_NOW = re.compile(
    r"\b(?:(?:this|next|current|coming|upcoming)\s+(?:cycle|round|rotation|year|month|week|"
    r"meeting|sitting|time)|now|currently|still|yet|so\s+far|for\s+now)\b",
    _I,
)


def without_group_rules(text: str, *, general: bool = True) -> str:
    """``text`` with each rule of the group said in general blanked (see above); outside the
    group frame (``general=False``) its bare phrases ("in turn", "next of kin", "by age") are
    left for the other readers, which read them in their own sentences."""
    if general:
        text = _blank(_FOUNDER_KEPT, text)
        text = _WHOSE_TURN.sub(lambda m: m.group(1) + " " * (len(m.group(0)) - 7), text)
        text = _TELLS_TURN.sub(lambda m: m.group(1) + " " * (m.end() - m.end(1)), text)
    if _NOW.search(text):
        return _blank(_GENERAL, text) if general else text
    text = _blank(_ORDER_RULE, text)
    text = _blank(_MEMBERS_MAY, text)
    text = _blank(_MAY_BORROW, text)
    text = _blank(_HOST_TAKES, text)
    # ... only what they pay: "each member" is left for the rules that read it as every member's.
    text = _EACH_PAYS.sub(lambda m: m.group("who") + " " * len(m.group("terms")), text)
    if general:
        text = _blank(_SIZE_TURNS, _blank(_LENDS_TO, _blank(_SIZE_PAYING, text)))
    if _NEW_MEMBERS.search(text):
        text = _blank(_ENTRY, text)
    if general:
        text = _blank(_BOX_KEYS, text)
    return _blank(_GENERAL, text) if general else text


# When one person collects in the cycle: "she collects at the first meeting of each cycle".
own_turn = first_match(
    r"\b(?:she|he|they|the\s+user|(?-i:[A-Z])[a-z]+)\s+(?:always\s+|usually\s+)?(?:collects|receives|"
    r"gets\s+(?:paid|the\s+pot|the\s+payout)|takes\s+(?:the\s+pot|the\s+payout|home\s+the\s+pot)|"
    r"cashes\s+out|is\s+paid\s+out)(?:\s+(?:the\s+)?(?:pot|payout|money|lump\s+sum))?\s+"
    r"(?:(?:at|in|on|during)\s+the\s+(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|"
    r"tenth|last|final|opening|\d{1,2}(?:st|nd|rd|th))\s+(?:meeting|month|week|round|session|"
    r"sunday|saturday|friday|payout)|first|last|second|third)\b",
    # ... or by the week or hand it falls in (round 55): "gets the partner draw in week 6".
    r"\b(?:she|he|they|the\s+user|(?-i:[A-Z])[a-z]+)\s+(?:always\s+|usually\s+)?(?:gets|receives|collects|"
    r"takes|draws)\s+(?:the\s+|her\s+|his\s+|their\s+)?(?:[\w'’-]+\s+)?(?:draw|hand|pot|payout|throw)\s+"
    r"(?:in|on|at|during)\s+(?:week|month|round|hand|meeting|draw)\s+(?:\d{1,2}|one|two|three|four|five|six|"
    r"seven|eight|nine|ten|eleven|twelve)\b",
)


# Who receives in the round going on: "with Adjoa receiving this week", "and Ama collects this
# month", "Kofi gets the pot today" (round 30's live miss beside its round, "is at its fourth
# tour"). A habit ("receives … every month") or a rule ("the host receives that month's pot")
# names no round going on.
receives_now = first_match(
    r"\b(?:(?-i:[A-Z])[\w'’-]+|she|he|they|the\s+user)\s+(?:is\s+)?(?:receiv(?:es|ing)|collect(?:s|ing)|"
    r"gets|getting|tak(?:es|ing)(?:\s+home)?|cash(?:es|ing)\s+out)(?:\s+(?:the|its|their|her|his)\s+"
    r"(?:[\w'’-]+\s+){0,2}?(?:pot|payout|hand|money|kitty|lump\s+sum|contributions|savings))?\s+"
    r"(?:(?:this|next|coming)\s+(?:week|month|round|cycle|tour|meeting|time|fortnight|monday|tuesday|"
    r"wednesday|thursday|friday|saturday|sunday)|today|tomorrow|"
    r"tonight|now|right\s+now|at\s+(?:this|today['’]s)\s+meeting)\b",
)


# A running total since a date: "has collected ₦50,000 every week since January".
_TOTAL_SINCE = re.compile(
    r"\b(?:has|have|had)\s+(?:\w+\s+)?(?:collected|saved|raised|gathered|contributed|received|"
    r"put\s+(?:in|aside|away)|paid\s+in|deposited|accumulated|set\s+aside)\b[^.;!?]{0,80}?\bsince\b",
    _I,
)


def total_since(text: str) -> str | None:
    """A running total since a date, with money in the sentence, or None."""
    for m in _TOTAL_SINCE.finditer(text):
        if MONEY.search(m.group(0)) or re.search(r"\d", m.group(0)):
            return m.group(0)
    return None


# A place fixed by the group's rule of order, said after it (round 33): "The chilimba pays out by
# age, oldest first — the user is fifth in line". Only an order by who the members are (age,
# seniority, when they joined), never by a draw (drawn again each cycle) nor said of this cycle.
_FIXED_ORDER = re.compile(
    r"\b(?:by|in\s+order\s+of|according\s+to|based\s+on)\s+(?:age|seniority|date\s+of\s+joining|"
    r"joining\s+date|when\s+they\s+joined)\b"
    # ... or by name, alphabetically (round 43): "rotates alphabetically by first name".
    r"|\b(?:alphabetically|in\s+alphabetical\s+order)(?:\s+by\s+(?:first\s+name|surname|last\s+name|"
    r"name))?\b|\bby\s+(?:first\s+name|surname|last\s+name)\b",
    _I,
)
_PLACE_AFTER = re.compile(
    r"\s*(?:—|–|\s-\s|;|,\s*and|,)\s*(?:and\s+)?(?:so\s+)?(?P<who>the\s+user|she|he|they)\s+(?:is|are)\s+"
    r"(?:always\s+|usually\s+|normally\s+|often\s+)?(?:the\s+|among\s+the\s+)?(?:first|second|third|"
    r"fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|last|\d{1,2}(?:st|nd|rd|th))\s+"
    r"(?:in\s+line|in\s+the\s+(?:order|line|rotation|queue)"
    # ... or where that order puts her, as a habit (round 43): "is usually among the last to
    # collect".
    r"|(?:few\s+|ones?\s+)?to\s+(?:collect|receive|be\s+paid|get\s+paid|take\s+the\s+pot))\s*[.!]?\s*$",
    _I,
)


def fixed_place(sentence: str) -> bool:
    """The user's place in an order the group fixes by who its members are, said after the rule
    (see above); the rule before it must pass every summary rule on its own."""

    m = _PLACE_AFTER.search(sentence)
    if m is None or _NOW.search(sentence):
        return False
    rule = sentence[: m.start()].strip()
    if _FIXED_ORDER.search(rule) is None or re.search(
        r"\b(?:draw\w*|lots?|ballot|raffle|lottery|vote|this|next|current|now)\b", rule, _I
    ):
        return False
    return passes_rules(rule + ".")
