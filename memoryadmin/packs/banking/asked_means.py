"""Why a group's officer wants its members to pay by some means, asked (after blind round 50).

"The user asked why the treasurer wants everyone to pay through the app instead of cash" asks
about a rule of the group, its means of payment, not about who has paid: "everyone" there is
whom the rule is for. The phrase is read as the rule was made ("why it was required to pay
through"), so the asked frame reads it like a question about a past decision; whatever else the
question says is read as before ("… when she has already paid" stays live).
Not an amount ("wants everyone to pay 1,000 dirhams": no means named) nor a person's own
payment ("wants Fatima to pay through …").

After blind round 58: why a kind of thing behaves so at times ("why Opay transfers sometimes show
pending") is read the same way, as a question on the kind (``_WHY_GENERAL``); after round 77,
with the provider named after the kind ("why deposits from Cash App sometimes show as pending").
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.group_names import ANY_GROUP

_WHY_MEANS = re.compile(
    r"\bwhy\s+(?:the\s+|her\s+|his\s+|their\s+|a\s+)?(?:[\w'’-]+\s+){0,3}?"
    rf"(?:{ANY_GROUP}\b[\w'’-]*\s+)?(?:[\w'’-]+\s+){{0,2}}?"
    r"(?:wants?|asks?|requires?|tells?|expects?|insists?\s+(?:that\s+)?)\s+"
    r"(?:everyone|everybody|all\s+(?:the\s+)?members|(?:the\s+)?members|all\s+of\s+them)\s+"
    r"(?:to\s+)?(?:pay|contribute|send|transfer|remit)\s+(?:(?:their|the|his|her)\s+\w+\s+)?"
    r"(?=(?:through|via|by|with|using|on|in|over)\s)",
    re.IGNORECASE,
)


# Why a kind of thing behaves so at times, asked of the kind (round 58): "why Opay transfers
# sometimes show pending", "why card payments often fail at night". A bare plural, a provider's
# name before it at most, with how often: nobody's transfer, so no state of one is told. Not "her
# transfers", "the transfer", nor a time of now ("… sometimes show pending today").
_NOT_OWNED = r"(?!(?:his|her|their|my|your|its|the|this|that|these|those|a|an|one)\b)"
_WHY_GENERAL = re.compile(
    rf"\bwhy\s+(?:{_NOT_OWNED}[\w'’-]+\s+){{0,2}}?(?:transfers|payments|transactions|withdrawals|"
    r"deposits|reversals|refunds|debits|credits|top-?ups|cards|wallets|apps|loans|charges)\s+"
    # ... or the provider named after it (round 77): "why deposits from Cash App sometimes show as
    # pending for a day" (not "from her employer", "to Kemi": a source or payee of the user's).
    r"(?:(?:from|on|through|via|into|with)\s+(?:the\s+)?(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)"
    r"{0,2}\s+)?"
    r"(?:(?:are|get|can\s+be)\s+)?(?:sometimes|often|usually|occasionally|frequently|at\s+times|tend\s+to|can)\s+"
    r"(?![^.;!?]*\b(?:now|currently|still|today|tonight|yesterday|this|yet|hers|his|theirs|mine)\b)"
    r"[^.;!?,]*[.!?]?\s*$",
    re.IGNORECASE,
)


def why_means_rule(rest: str) -> str:
    """``rest`` (from "why") with a question on a group's means of payment read as a rule made,
    and a question on how a kind of thing behaves at times read as a question on the kind."""
    rest = _WHY_GENERAL.sub("why it was so in general.", rest, count=1)
    return _WHY_MEANS.sub("why it was required to pay ", rest, count=1)
