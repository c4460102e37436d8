"""What is still open, told as an event or a plain description (summary finders, round 23).

Each of these reads like something that happened, yet says how a matter stands now and what
is still to come:

- a next step under way after an outcome: "she is preparing an appeal", "is filing a
  complaint" (the case is open until it is decided; "appealed in 2021 and won" is an event);
- something put off with nothing set in its place: "no new date has been set", "postponed
  until further notice" (until a date is set);
- a failure repeated so far: "has failed twice", "has been declined three times", "keeps
  failing" (it may go through on the next try; "failed once in 2020" is an event);
- a cost late now: "her rent is late", "the school fees are a week late" (a status, like
  "overdue");
- a deadline given to one person from now: "the landlord has given her until Sunday" (not
  "gives tenants until the 5th of each month", a rule of every month);
- French, a wait still going on: "attend toujours le remboursement", "est en attente du
  virement", "n'a toujours pas reçu" (the user has not been paid back yet).
"""

from __future__ import annotations

from memoryadmin.packs.banking.finders import _any, first_match

_CASE = r"(?:appeal|complaint|dispute|objection|claim|case|petition|challenge|chargeback)"

_STEP_UNDER_WAY = (
    r"\b(?:is|are|['’]s|['’]re)\s+(?:now\s+|still\s+|currently\s+)?(?:preparing|drafting|filing|"
    r"lodging|writing|putting\s+together|working\s+on|pursuing|planning|raising)\s+"
    r"(?:an?|the|his|her|their|another|a\s+new|a\s+formal)\s+(?:[\w'’-]+\s+){0,2}?" + _CASE + r"\b",
)

_NOTHING_SET = (
    r"\bno\s+(?:new\s+)?(?:date|time|day|venue|decision|ruling|outcome)\s+(?:has|have)\s+"
    r"(?:yet\s+)?been\s+(?:set|fixed|agreed|announced|given|made|chosen|confirmed|reached)\b",
    r"\b(?:new\s+)?(?:date|time|day|venue)\s+(?:has|have)\s+(?:not|yet\s+to)\s+(?:yet\s+)?"
    r"(?:been\s+)?(?:set|fixed|agreed|announced|chosen|confirmed)\b",
    r"\b(?:postponed|put\s+off|called\s+off|suspended|delayed|pushed\s+back)\s+(?:indefinitely|"
    r"until\s+further\s+notice|to\s+a\s+date\s+not\s+yet\s+(?:set|fixed|known))\b",
)

_FAILED_SO_FAR = (
    r"\b(?:has|have)\s+(?:now\s+|already\s+)?(?:failed|bounced|been\s+(?:declined|rejected|"
    r"reversed|returned))\s+(?:twice|again|repeatedly|(?:two|three|four|five|several|multiple|"
    r"many|\d+)\s+times)\b",
    r"\bkeeps?\s+(?:on\s+)?(?:failing|bouncing|being\s+(?:declined|rejected|reversed))\b",
)

_COST = (
    r"(?:rent|payments?|contributions?|instal(?:l)?ments?|fees|bills?|premiums?|repayments?|dues|"
    r"levy|subscriptions?|tuition|"
    # ... or what is owed to the user, as late now: "her wages are late", "his pension is late
    # again" (a person said to be late is not one of these).
    r"salary|salaries|wages?|pension|allowances?|stipend|remittances?|payouts?|refunds?)"
)
_LATE_NOW = (
    # ... whoever it is owed to between: "her contribution to the group is late".
    rf"\b{_COST}(?:\s+(?:to|for|of|in)\s+(?:the\s+|his\s+|her\s+|their\s+|its\s+)?(?:[\w'’-]+\s+){{0,2}}?"
    r"[\w'’-]+)?\s+(?:is|are|['’]s|has\s+been|have\s+been)\s+(?:now\s+|already\s+|still\s+|"
    r"(?:a|one|two|three|four|five|several|\d+)\s+(?:days?|weeks?|months?)\s+|a\s+(?:bit|little)\s+)?"
    r"(?:late|behind)\b",
    # ... or the members themselves late (with what they owe): "the ajo members are late". Not a
    # person said to be late (Nigerian English for one who has died: "her father is late").
    r"\bmembers\s+(?:are|were|have\s+been)\s+(?:now\s+|still\s+|already\s+|all\s+)?(?:late|behind)\b",
)

_GIVEN_UNTIL = (
    r"\b(?:has|have|had|was|were|has\s+been|have\s+been)\s+given\s+(?:(?:him|her|them|the\s+user)\s+)?"
    r"(?:only\s+|just\s+)?(?:until|till|til)\s+(?!(?:the\s+)?(?:\w+\s+)?(?:of\s+)?(?:each|every)\b)"
    r"[\w'’-]+",
)

_WAITING_FR = (
    r"\b(?:attend(?:ent|ait|aient)?|est\s+(?:toujours\s+|encore\s+)?en\s+attente)\s+"
    r"(?:toujours\s+|encore\s+)?(?:de\s+|du\s+|des\s+|d['’])?(?:le\s+|la\s+|les\s+|l['’]|son\s+|"
    r"sa\s+|ses\s+|un\s+|une\s+)?(?:rembours\w*|virement|transfert|paiement|argent|fonds|"
    r"cr[ée]dit|r[ée]ponse|validation|retour|versement|d[ée]blocage|annulation)",
    r"\bn['’]a\s+(?:toujours\s+|encore\s+)?pas\s+(?:encore\s+)?(?:re[çc]u|[ée]t[ée]\s+rembours\w*|"
    r"r[ée]cup[ée]r[ée])",
)

step_under_way = first_match(*_STEP_UNDER_WAY, *_NOTHING_SET, *_WAITING_FR)
failed_so_far = first_match(*_FAILED_SO_FAR)
deadline_given = first_match(*_GIVEN_UNTIL)
late_now = first_match(*_LATE_NOW)

# Any of them: a group's sentence that says one is not a description of the group (``frames``).
still_open = _any(step_under_way, failed_so_far, deadline_given, late_now)
